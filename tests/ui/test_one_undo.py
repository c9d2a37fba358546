"""One Undo: while a game is shown, Edit > Undo and Redo are the page's own actions (the menu item, the
toolbar's and the page's button are one QAction: one enabling, one shortcut); the drawing page keeps its
undo stack's. Only one action answers Ctrl+Z at a time: two would make the key ambiguous, and then neither acts."""

from PySide6.QtCore import Qt

from graphgames_desktop.games.chomp import ChompMove
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.canvas.commands import AddVertexCommand
from graphgames_desktop.ui.setup_dialog import GameSetup
from tests.ui.seats import play_at_screen


def start(window):
    window.start_game(GameSetup("chomp", "path-7", 1, (Seat(), Seat()), 0, {}))
    return window.game_page


def test_edit_undo_and_redo_are_the_game_pages_buttons_actions(window):
    page = start(window)
    undo, redo = window.m_edit.actions()[:2]
    assert undo is page.actions.undo is page.undo_button.defaultAction()
    assert redo is page.actions.redo is page.redo_button.defaultAction()
    assert undo in window.toolbar.actions() and window.a_undo not in window.toolbar.actions()
    assert page.undo_button.text() == "Undo"  # its letter is the menu's, not the button's
    assert not undo.isEnabled() and not redo.isEnabled()
    play_at_screen(page, ChompMove.vertex(0))
    assert undo.isEnabled() and page.undo_button.isEnabled() and not window.a_undo.isEnabled()
    window.show_editor()  # the drawing's own again, in the menu and the toolbar
    assert window.m_edit.actions()[:2] == [window.a_undo, window.a_redo]
    assert page.actions.undo not in window.toolbar.actions() and window.a_undo in window.toolbar.actions()


def test_ctrl_z_in_a_game_takes_back_one_move_and_ctrl_shift_z_plays_it_again(window, qtbot):
    page = start(window)
    play_at_screen(page, ChompMove.vertex(0))
    play_at_screen(page, ChompMove.vertex(6))
    board = page.game_view.widget()
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Z, Qt.ControlModifier)
    assert page.match.moves == [ChompMove.vertex(0)]
    qtbot.keyClick(board, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert page.match.moves == [ChompMove.vertex(0), ChompMove.vertex(6)]


def test_ctrl_z_on_the_drawing_page_undoes_the_drawing_with_a_game_open(window, qtbot):
    page = start(window)
    play_at_screen(page, ChompMove.vertex(0))
    window.show_editor()
    editor = window.editor
    before = len(editor.drawing.vertices)
    editor.undo_stack.push(AddVertexCommand(editor.drawing, 10.0, 10.0))
    assert len(editor.drawing.vertices) == before + 1 and window.a_undo.isEnabled()
    qtbot.keyClick(editor.view, Qt.Key_Z, Qt.ControlModifier)
    assert len(editor.drawing.vertices) == before and page.match.moves == [ChompMove.vertex(0)]
    qtbot.keyClick(editor.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert len(editor.drawing.vertices) == before + 1
