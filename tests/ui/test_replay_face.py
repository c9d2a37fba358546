"""Classroom, the drawer open on the moves: a step in the replay keeps that face (each step brought the
explanation to the front, hiding the moves and their replay buttons, in a real window)."""

from PySide6.QtCore import Qt

from graphgames_desktop.games.chomp import ChompMove
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from tests.ui.patience import PATIENCE_MS, wait_quiet
from tests.ui.seats import play_at_screen


def test_a_replay_step_keeps_the_moves_in_front(window, qtbot):
    window.set_classroom(True)
    window.start_game(GameSetup("chomp", "path-7", 1, (Seat(), Seat()), 0, {}))
    page = window.game_page
    for v in (0, 6):
        play_at_screen(page, ChompMove.vertex(v))
    page.teaching.setChecked(True)
    page.actions.drawer.setChecked(True)
    qtbot.waitUntil(lambda: page.teaching_frame().study is not None, timeout=PATIENCE_MS)
    page.drawer.show_face(moves=True)  # the teacher brings the moves to the front
    qtbot.mouseClick(page.prev_button, Qt.LeftButton)
    wait_quiet(qtbot)  # the study of the position stepped to has come and been shown
    assert page.shown_ply() == 1
    assert page.drawer.faces.currentIndex() == 1, "the step brought the explanation to the front"
    qtbot.mouseClick(page.next_button, Qt.LeftButton)
    wait_quiet(qtbot)
    assert page.drawer.faces.currentIndex() == 1
