"""Behind the curtain nothing is played (issue 44): the move box, the keys and the clicks act only for the
person who has taken the screen; the box is emptied at every curtain and at every new game."""

import pytest
from PySide6.QtCore import Qt

from graphgames_desktop.games.cards.moves import PickResource
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.views import game_page

NAMES = ("Ana", "Bruno")


def start(window, monkeypatch, names=NAMES):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, 5, tuple(Seat(name=n) for n in names), 0,
                                {"bonus": False, "claims": "referee"}))
    return window.game_page


def keys(qtbot, page, text: str) -> None:
    """Typed into the move box as it is (nothing cleared first), then Enter, as a person at the keyboard does."""
    box = page.move_box.edit
    box.setFocus()
    box.end(False)
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key_Return)


def curtained(page) -> bool:
    return page.board_stack.currentWidget() is page.curtain


def test_a_move_typed_behind_the_curtain_is_not_played(window, qtbot, monkeypatch):
    window.set_language("pt_BR")
    page = start(window, monkeypatch)
    assert curtained(page) and "Ana" in page.curtain.label.text()
    keys(qtbot, page, "1")
    qtbot.waitUntil(lambda: page.notice.isVisible())  # the refusal is said where the room looks
    assert page.match.moves == [] and curtained(page)
    assert page.move_box.edit.text() == ""  # emptied: nobody's move waits there for the next Enter
    assert "coberta" in page.notice.text()
    qtbot.keyClick(page.move_box.edit, Qt.Key_Return)  # Enter again: still nothing
    qtbot.wait(10)
    assert page.match.moves == []
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)  # Ana takes the screen: now her pick is hers
    keys(qtbot, page, "1")
    qtbot.waitUntil(lambda: len(page.match.moves) == 1)
    assert page.match.moves == [PickResource(0)] and curtained(page) and "Bruno" in page.curtain.label.text()


def test_a_refused_text_left_in_the_box_is_emptied_at_the_next_curtain(window, qtbot, monkeypatch):
    window.set_language("pt_BR")
    page = start(window, monkeypatch)
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    keys(qtbot, page, "passar")  # no pass in the pick step: refused, and left in the box to be mended
    qtbot.waitUntil(lambda: page.notice.isVisible())
    assert page.match.moves == [] and page.move_box.edit.text() == "passar"
    table = page.game_view.table
    qtbot.mouseClick(table.resources[0], Qt.LeftButton, pos=table.resources[0].rect().center())  # Ana picks by a click
    qtbot.waitUntil(lambda: len(page.match.moves) == 1)
    assert curtained(page) and page.move_box.edit.text() == ""
    qtbot.keyClick(page.move_box.edit, Qt.Key_Return)  # one Enter at Bruno's curtain plays nothing
    qtbot.wait(10)
    assert len(page.match.moves) == 1


def test_clicks_and_undo_behind_the_curtain_act_for_nobody(window, qtbot, monkeypatch):
    page = start(window, monkeypatch)
    page.game_view.table.move_chosen.emit(PickResource(1))  # a click or a key the table would turn into a move
    assert page.match.moves == [] and curtained(page) and page.notice.isVisible()
    assert not page.can_undo() and not page.can_redo()
    assert not page.actions.undo.isEnabled()


@pytest.mark.parametrize("names", [NAMES, ("Ana",)])
def test_a_new_game_starts_with_an_empty_move_box(window, qtbot, monkeypatch, names):
    page = start(window, monkeypatch, names)
    if curtained(page):
        qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    page.move_box.edit.setText("passar")
    start(window, monkeypatch, names)
    assert page.move_box.edit.text() == ""
    assert page.match.state.phase == Phase.PICK
