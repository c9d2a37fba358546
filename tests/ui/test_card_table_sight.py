"""The card table at 1280x720 in classroom type and Portuguese (issue 44), with several people at one screen: every
player's name and counts in sight without scrolling (up to four players; more scroll, the one to act in sight), the
claimed cards where the room sees them and read large, and a card shown large from the keyboard and by a click."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.moves import Claim, PickResource
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import TYPE
from graphgames_desktop.ui.views import game_page
from graphgames_desktop.ui.views.card_table import art
from graphgames_desktop.ui.views.card_table.cards import TableCard
from tests.ui.patience import PATIENCE_MS, PATIENCE_S
from tests.ui.seats import play_at_screen
from tests.ui.test_card_table_fit import controls_in_sight, painted, projector, reveal, screen, until  # noqa: F401

pytestmark = pytest.mark.usefixtures("screen")  # 1280x720, classroom type, Portuguese
NAMES = ("Ana", "Bruno", "Caio", "Dora", "Edu", "Fabi")


def start(window, monkeypatch, players):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, 5, tuple(Seat(name=n) for n in NAMES[:players]), 0,
                                {"bonus": True, "claims": "referee"}))
    return window.game_page


def in_sight(widget: QWidget, window) -> bool:
    """Shown whole in the window, and not scrolled out of a scroll area it is in."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if not (widget.isVisible() and window.rect().contains(rect)):
        return False
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if not QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()).contains(rect):
            return False
        parent = parent.parentWidget()
    return True


@pytest.mark.parametrize("players", [3, 4])
def test_every_players_name_and_counts_are_in_sight_at_every_step(window, qtbot, monkeypatch, players):
    page = start(window, monkeypatch, players)
    table = page.game_view.table
    for phase in (Phase.BONUS, Phase.PICK, Phase.DRAW, Phase.CLAIM):
        until(page, phase)
        reveal(qtbot, page)
        controls_in_sight(page, phase)  # and the step's controls still are
        lines = table.standings.lines[:players]
        assert len(lines) == players
        for p, line in enumerate(lines):
            assert NAMES[p] in line[0].text()
            for w in line[:4]:
                assert in_sight(w, window), (phase, p, w.objectName(), w.text())
        assert not table.standings.horizontalScrollBar().isVisible(), phase  # nothing of a line scrolled aside
        assert table.sheet.height() >= 0.3 * window.height(), table.sheet.height()  # room left to draw


def test_with_six_players_the_lines_scroll_and_the_one_to_act_is_in_sight(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, 6)
    table = page.game_view.table
    until(page, Phase.PICK)
    for player in range(6):
        reveal(qtbot, page)
        assert page.match.state.current_player == player
        assert in_sight(table.standings.lines[player][0], window), player
        play_at_screen(page, PickResource(0))
    assert table.sheet.height() >= 0.3 * window.height()


def play_to_a_c_claim(page):
    """The strong computer's choices for every seat, to the first objective of type C claimed and proven."""
    bot = page.match.spec.computer(Level.STRONG)
    rng = random.Random(4)
    while page.match.state.outcome() is None:
        state = page.match.state
        move = bot.choose(page.match.observation(state.current_player), rng).move
        play_at_screen(page, move)
        if isinstance(move, Claim) and move.card.startswith("C") and \
                any(code == "claimed" for code, _, _ in page.match.state.events):
            return state.current_player, move.card
    raise AssertionError("no C objective claimed")


def test_a_claimed_card_is_in_sight_and_read_large_and_its_components_are_drawn_at_the_type_scale(
        window, qtbot, monkeypatch):
    page = start(window, monkeypatch, 3)
    table = page.game_view.table
    claimer, card_id = play_to_a_c_claim(page)
    reveal(qtbot, page)
    least = art.type_height(TYPE.small)
    # On the claimer's sheet, shown after the claim: the claimed components' vertices at least a line of type wide.
    assert table.shown_player == claimer
    sheet = table.sheet
    assert sheet.transform().m11() * sheet.drawing_scene.vertex_radius * 2 >= least
    # In the claimer's line, always in sight: the claimed card, its points, and the card shown large when focused.
    line = table.standings.lines[claimer]
    chip = next(c for c in line[4].cards if c.card_id == card_id)
    assert in_sight(chip, window) and int(line[3].text()) >= table.decks.objective(card_id).points
    chip.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: table.preview.isVisible(), timeout=PATIENCE_MS)
    assert table.preview.card is chip.card
    texts = painted(table.preview, monkeypatch)
    assert min(size for size, _ in texts) >= least, sorted(texts)[:3]


def test_a_card_is_shown_large_from_the_keyboard_and_by_a_click(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, 3)
    table = page.game_view.table
    until(page, Phase.PICK)
    reveal(qtbot, page)
    preview = table.preview
    controls = QRect(table.side.mapTo(table, QPoint(0, 0)), table.side.size())
    # Shift+Tab, as a keyboard user goes from the move box back through the sheet to the cards.
    page.move_box.edit.setFocus()
    qtbot.waitUntil(lambda: page.move_box.edit.hasFocus(), timeout=PATIENCE_MS)
    seen = []
    for _ in range(30):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Backtab, Qt.ShiftModifier)
        focused = QApplication.focusWidget()
        if isinstance(focused, TableCard):
            assert preview.isVisible() and preview.card is focused.card, focused.objectName()
            assert not preview.geometry().intersects(controls)  # the step's controls stay in sight
            seen.append(focused)
        elif seen:
            break
    assert {table.power, *table.resources, *table.objectives} <= set(seen)
    assert not preview.isVisible()  # focus moved on from the cards
    # Space on a resource card, which may be picked now, picks it.
    table.resources[1].setFocus(Qt.TabFocusReason)
    QTest.keyClick(table.resources[1], Qt.Key_Escape)
    assert not preview.isVisible()
    QTest.keyClick(table.resources[1], Qt.Key_Space)
    qtbot.waitUntil(lambda: page.match.moves[-1] == PickResource(1), timeout=PATIENCE_MS)
    # A click (a tap at a projector) on a card that cannot be played shows it large until a second click.
    reveal(qtbot, page)
    power = table.power
    QTest.mouseClick(power, Qt.LeftButton, pos=power.rect().center())
    assert preview.isVisible() and preview.card is power.card
    QApplication.sendEvent(power, QEvent(QEvent.Leave))  # the pointer moves on: it stays shown
    assert preview.isVisible()
    QTest.mouseClick(power, Qt.LeftButton, pos=power.rect().center())
    assert not preview.isVisible()



#: A fresh application as ``--classroom`` starts one (classroom type before the window shows, then a game): what it
#: prints is the type of the table's steps, of each player's panel, and of each name in the lines under the sheet.
CLASSROOM_START = """
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.main_window import MainWindow
app = QApplication([])
languages = LanguageManager()
languages.set_language("en")
window = MainWindow(languages, offer_recovery=False)
window.set_classroom(True)
window.show()
window.start_default_game("cards")
from tests.ui.patience import layout_work
with layout_work() as quiet:
    while not quiet():  # until laid out: a turn of the event loop with no layout work
        QTest.qWait(10)
table = window.game_page.game_view.table
standings = table.standings
print(table.steps_label.font().pointSizeF(), *(p.name.font().pointSizeF() for p in table.panels),
      *(line[0].font().pointSizeF() for line in standings.lines),
      standings.viewport().height() >= standings.widget().minimumSizeHint().height())
"""


def test_the_players_words_are_in_classroom_type_when_a_game_starts_in_it(tmp_path):
    """Seen in a real window started with ``--classroom``: the players' panels kept the type of before (a style sheet
    set on each panel, and on the name in its line under the sheet, held it), and that line was cut."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", CLASSROOM_START], capture_output=True, text=True, env=env, check=True,
                         cwd=Path(__file__).resolve().parents[2], timeout=PATIENCE_S).stdout.split()
    *sizes, whole = out
    assert float(sizes[0]) > 12 and set(sizes) == {sizes[0]}, out  # every word in the classroom's type
    assert whole == "True", out  # every line whole
