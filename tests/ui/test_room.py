"""What the room sees: the last move marked and said, one honest hint, the computer's doubts said where
people look, a banner at the end (the projector's geometry: test_projector.py)."""

from PySide6.QtCore import Qt

from graphgames_desktop.games.base import Choice, Level
from graphgames_desktop.games.chomp import ChompMove
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.worker import wait_idle
from tests.ui.patience import PATIENCE_MS
from tests.ui.seats import computer_answers, play_at_screen


def start(window, game="chomp", board="petersen", seats=None, options=None):
    seats = seats or (Seat(), Seat.computer(Level.STRONG))
    window.start_game(GameSetup(game, board, 1, seats, 0, options or ({"mode": "mixed"} if game == "hackenbush" else {})))
    return window.game_page


def settle(qtbot, page):
    """The computer has moved and every job's answer has reached the page."""
    qtbot.waitUntil(lambda: not page.thinking and not page.match.computer_to_move() and page.jobs.running == 0,
                    timeout=PATIENCE_MS)


def test_the_computers_move_is_marked_said_in_large_type_and_named_alike(window, qtbot):
    page = start(window, "chomp", "path-7")
    play_at_screen(page, ChompMove.vertex(0))
    settle(qtbot, page)
    mover = page.match.mover_of(1)
    said = page.announcement.text()
    assert said.startswith("Computer (Player B) removes") and said.endswith(".")
    assert page.moves.model().text(1).startswith("2. Computer (Player B) removes")
    assert page.announcement.font().pointSizeF() > window.font().pointSizeF() * 1.05  # large type, where the room reads it
    mark = page.game_view._last_mark
    assert mark is not None and mark.scene() is page.canvas.drawing_scene and mover == 1
    assert mark.pen().style() == Qt.DashLine


def test_the_end_is_a_banner_on_the_board(window, qtbot):
    page = start(window, "chomp", "path-4", seats=(Seat(), Seat()))
    for v in range(4):
        play_at_screen(page, ChompMove.vertex(v))
    assert page.banner.isVisible() and page.banner.text() == "Player B wins!"
    assert page.board_stack.rect().contains(page.banner.geometry())
    assert not page.hint_button.isEnabled()


def test_a_hint_is_one_move_and_one_sentence_even_in_a_lost_position(window, qtbot):
    page = start(window, "chomp", "cycle-6", seats=(Seat(), Seat()))  # C6 is lost for the player to move
    assert not page.teaching.isChecked()
    page.hint_button.click()
    qtbot.waitUntil(lambda: page.hint_text.text().startswith("Hint:"), timeout=PATIENCE_MS)
    assert "last longest" in page.hint_text.text() and page.teaching_text.text() == ""
    scene = page.canvas.drawing_scene
    lit = [i for i in (*scene.vertex_items.values(), *scene.edge_items.values()) if i.highlight]
    assert len(lit) == 1
    play_at_screen(page, page.match.state.legal_moves()[0])  # now a path: won for the player to move
    assert page.hint_text.text() == ""
    page.hint_button.click()
    qtbot.waitUntil(lambda: page.hint_text.text().startswith("Hint:"), timeout=PATIENCE_MS)
    assert "wins with perfect play" in page.hint_text.text()


def test_an_unsolved_computer_move_is_said_with_the_move(window, qtbot):
    page = start(window, "chomp", "path-7", seats=(Seat(), Seat.computer(Level.STRONG)))
    play_at_screen(page, ChompMove.vertex(0))
    computer_answers(page, Choice(ChompMove.vertex(6), solved=False))
    assert "(best found; not proved)" in page.announcement.text()
    wait_idle()


def test_a_game_keeps_the_toolbar_for_what_a_game_uses(window):
    start(window, seats=(Seat(), Seat()))
    assert not window.a_draw.isVisible() and not window.a_select.isVisible()
    window.show_editor()
    assert window.a_draw.isVisible()


def test_the_hackenbush_move_list_says_which_edge(window):
    page = start(window, "hackenbush", "hb-tree", seats=(Seat(), Seat()), options={"mode": "green"})
    move = page.match.state.legal_moves()[0]
    play_at_screen(page, move)
    u, v = page.canvas.drawing.edges[move.edge].u, page.canvas.drawing.edges[move.edge].v
    assert page.moves.model().text(0).endswith(f"cuts a green edge ({u + 1}–{v + 1})")


def test_cut_pieces_fall_to_the_ground_not_through_it(window, qtbot):
    page = start(window, "hackenbush", "bamboo", seats=(Seat(), Seat()), options={"mode": "green"})
    scene, d = page.canvas.drawing_scene, page.canvas.drawing
    on_ground = next(e for e in d.edges.values() if e.u in page.match.state.board.ground or e.v in page.match.state.board.ground)
    play_at_screen(page, next(m for m in page.match.state.legal_moves() if m.edge == on_ground.id))
    anim = page.game_view._animations[-1]
    state = page.match.state
    falling = [item for eid, item in scene.edge_items.items() if eid not in state.edges and item.isVisible()]
    anim.pause()
    for ms in range(0, anim.duration() + 1, 50):
        anim.setCurrentTime(ms)
        for item in falling:
            lowest = item.mapToScene(item.path()).boundingRect().bottom()
            assert lowest <= scene.ground_y + 0.01  # down to the ground line, never through it
    assert falling


def test_scenes_let_go_of_the_theme_when_their_game_is_replaced_or_their_window_closes(window, qtbot, monkeypatch):
    """A scene left connected to the shared theme was restyled after Qt had deleted its items, and
    a test run crashed; a replaced game's scene and a closed window's scenes are detached now."""
    from graphgames_desktop.ui.canvas.scene import DrawingScene
    restyled: list[DrawingScene] = []
    original = DrawingScene._size_vertices  # (what restyling does first)
    monkeypatch.setattr(DrawingScene, "_size_vertices", lambda self: (restyled.append(self), original(self)))
    first = start(window, "chomp", "petersen", seats=(Seat(), Seat())).game_view.scene
    second = start(window, "chomp", "cube", seats=(Seat(), Seat())).game_view.scene
    editor = window.editor.view.drawing_scene
    theme().set_classroom(True)
    assert first not in restyled and second in restyled and editor in restyled
    restyled.clear()
    window.release()
    theme().set_classroom(False)
    assert second not in restyled and editor not in restyled
