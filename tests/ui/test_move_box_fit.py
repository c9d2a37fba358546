"""The move box's hint is read whole at 1280x720 in classroom type and Portuguese, in every game (issue 44:
"ex.: C04 ou pas…", "Digite uma jog…"): the longest hint that fits is shown, the whole of it in the tooltip."""

import pytest
from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame

from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.views import game_page, playable
from tests.ui.patience import PATIENCE_MS
from tests.ui.seats import play_at_screen
from tests.ui.test_projector import classroom, laid_out, projector_screen, start


@pytest.fixture
def screen(monkeypatch):
    return projector_screen(monkeypatch)


def text_room(edit: QLineEdit) -> int:
    """The width the line edit draws its text in (its contents less Qt's two pixels on either side)."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    return edit.style().subElementRect(QStyle.SE_LineEditContents, option, edit).width() - 4


def whole(page) -> str:
    edit = page.move_box.edit
    hint = edit.placeholderText()
    assert edit.fontMetrics().horizontalAdvance(hint) <= text_room(edit), (hint, text_room(edit))
    return hint


@pytest.mark.parametrize("game_id", playable())
def test_the_hint_is_whole_in_every_game(window, qtbot, screen, game_id):
    classroom(window, qtbot, "pt_BR", screen)
    page = start(window, game_id)
    laid_out(qtbot, page)
    whole(page)


def test_the_card_games_hint_is_whole_at_every_step(window, qtbot, screen, monkeypatch):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    classroom(window, qtbot, "pt_BR", screen)
    window.start_game(GameSetup("cards", None, 5, tuple(Seat(name=n) for n in ("Ana", "Bruno", "Caio")), 0,
                                {"bonus": True, "claims": "referee"}))
    page = window.game_page
    laid_out(qtbot, page)
    hints = {whole(page)}  # behind the curtain
    for phase in (Phase.BONUS, Phase.PICK, Phase.DRAW, Phase.CLAIM):
        while page.match.state.phase != phase:
            play_at_screen(page, page.match.state.legal_moves()[0])
        page.curtain.button.click()
        qtbot.waitUntil(lambda: page.move_box.edit.isEnabled() and bool(page.move_box.examples), timeout=PATIENCE_MS)
        laid_out(qtbot, page)
        hints.add(whole(page))
        assert page.move_box.edit.placeholderText() in page.move_box._placeholders()[:-1], phase  # an example still fits
        assert "passar" in page.move_box.edit.toolTip() or phase != Phase.CLAIM  # the whole hint in its tooltip
    assert len(hints) > 2, hints
