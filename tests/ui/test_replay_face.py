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


def test_the_lists_heading_says_the_whole_replay_position_in_portuguese(window, qtbot):
    """Seen in a real window at 1280x720: "Mostrando a jogada 12 de 1" (the heading cut at the drawer's edge)."""
    window.set_language("pt_BR")
    window.set_classroom(True)
    window.show()  # shown, in the classroom's type
    qtbot.waitExposed(window)
    window.start_game(GameSetup("chomp", "petersen", 1, (Seat(), Seat()), 0, {}))
    page = window.game_page
    for _ in range(12):
        play_at_screen(page, page.match.state.legal_moves()[-1])
    page.actions.drawer.setChecked(True)
    page.drawer.show_face(moves=True)
    label = page.moves_label
    qtbot.waitUntil(lambda: label.isVisible() and label.font().pointSizeF() > 12)  # in the classroom's type
    assert label.text() == "Jogada 12 de 12"
    whole = label.fontMetrics().boundingRect(0, 0, label.width(), 10_000, Qt.TextWordWrap, label.text())
    assert whole.width() <= label.width() and whole.height() <= label.height(), (whole, label.size())
