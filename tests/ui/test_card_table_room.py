"""The card table in the classroom: it fits a projector's screen in both languages, and its sheets stay legible."""

import pytest

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.views import game_page


def start(window, monkeypatch, seats=None, seed=11):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    seats = seats or (Seat(), Seat.computer(Level.MEDIUM))
    window.start_game(GameSetup("cards", None, seed, seats, 0, {"bonus": False, "claims": "referee"}))
    return window.game_page


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_table_in_classroom_type_fits_a_1366x768_screen(window, qtbot, monkeypatch, lang):
    window.set_language(lang)
    theme().set_classroom(True)
    start(window, monkeypatch)
    qtbot.wait(10)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 768, (hint.width(), hint.height())  # a projector's laptop too
