"""Playing Chomp by clicks: against the computer to the end, undo, hints, teaching, save and replay."""

import pytest

from graphgames_desktop.games import chomp
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.worker import wait_idle
from tests.ui.mouse import click
from tests.ui.patience import PATIENCE_MS


def start(window, board="path-4", players=None, first=0, level=Level.STRONG):
    kinds = players or {0: "human", 1: "computer"}
    seats = tuple(Seat.computer(level) if kinds[i] == "computer" else Seat() for i in range(2))
    window.start_game(GameSetup("chomp", board, 1, seats, first))
    return window.game_page


def click_vertex(page, vid):
    v = page.canvas.drawing.vertices[vid]
    click(page.canvas, v.x, v.y)


def click_edge(page, u, v):
    eid = next(e.id for e in page.canvas.drawing.edges.values() if {e.u, e.v} == {u, v})
    pts = page.canvas.drawing.edges[eid].points
    (x0, y0), (x1, y1) = pts[0], pts[1]
    click(page.canvas, (x0 + x1) / 2, (y0 + y1) / 2)


def wait_for_human(qtbot, page):
    qtbot.waitUntil(lambda: not page.match.computer_to_move(), timeout=PATIENCE_MS)


@pytest.mark.usefixtures("computer_at_once")  # a game against it; its pause is not looked at
def test_whole_game_by_clicks_against_the_perfect_computer(window, qtbot):
    page = start(window, "cycle-6")
    # C6 is lost for the first player: whatever we click, the perfect computer wins.
    while page.match.state.outcome() is None:
        state = page.match.state
        move = state.legal_moves()[0]
        if move.kind == chomp.VERTEX:
            click_vertex(page, move.target)
        else:
            click_edge(page, *move.target)
        wait_for_human(qtbot, page)
    assert page.match.state.outcome().winners == (1,)
    assert page.status.text().startswith("Game over") and "computer wins" in page.status.text()
    assert page.moves.model().rowCount() == len(page.match.moves)


def test_clicks_remove_what_they_touch_and_items_fade(window, qtbot):
    page = start(window, "path-4", players={0: "human", 1: "human"})
    click_edge(page, 1, 2)
    assert page.match.state.edges == frozenset({(0, 1), (2, 3)})
    click_vertex(page, 0)
    state = page.match.state
    assert 0 not in state.vertices and (0, 1) not in state.edges
    qtbot.waitUntil(lambda: not page.canvas.drawing_scene.vertex_items[0].isVisible(), timeout=PATIENCE_MS)
    assert page.moves.model().rowCount() == 2 and "removes vertex 1" in page.moves.model().text(1)


def test_undo_against_the_computer_takes_back_both_moves(window, qtbot):
    page = start(window, "cycle-6")
    click_vertex(page, 0)
    wait_for_human(qtbot, page)
    assert len(page.match.moves) == 2
    undo, redo = window.undo_actions()  # Edit > Undo and Redo: the page's
    undo.trigger()
    assert len(page.match.moves) == 0
    redo.trigger()
    assert len(page.match.moves) == 2


def test_computer_moves_first_when_asked(window, qtbot):
    page = start(window, "path-7", first=1)
    wait_for_human(qtbot, page)
    assert len(page.match.moves) == 1
    assert chomp.grundy(page.match.state.graph()) == 0  # perfect: it left us a lost position


def test_hint_and_teaching_layer(window, qtbot):
    page = start(window, "complete-4", players={0: "human", 1: "human"})
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: "wins" in page.teaching_text.text(), timeout=PATIENCE_MS)
    assert "Grundy value is 1" in page.teaching_text.text()
    assert "multiple of 3" in page.teaching_text.text()
    assert all(item.highlight for item in page.canvas.drawing_scene.vertex_items.values())
    click_vertex(page, 0)  # leaves K3: lost for the next player
    qtbot.waitUntil(lambda: "loses" in page.teaching_text.text(), timeout=PATIENCE_MS)
    assert "Why" in page.teaching_text.text()


def test_click_refused_while_computer_thinks_or_after_the_end(window, qtbot):
    page = start(window, "path-4", first=1)
    click_vertex(page, 0)
    assert "computer's turn" in window.statusBar().currentMessage() or len(page.match.moves) == 1
    wait_for_human(qtbot, page)


def test_saved_game_reloads_and_replays(window, qtbot, tmp_path):
    page = start(window, "star-5", players={0: "human", 1: "human"})
    click_vertex(page, 0)
    click_vertex(page, 1)
    click_vertex(page, 2)
    moves = list(page.match.moves)
    path = str(tmp_path / "game.graph.json")
    assert window.save_to(path)
    window.show_home()
    assert window.open_path(path)
    page = window.game_page
    assert window.stack.currentWidget() is page
    assert page.match.moves == moves
    page.first_button.click()
    assert page.shown_ply() == 0 and all(i.isVisible() for i in page.canvas.drawing_scene.vertex_items.values())
    page.next_button.click()
    assert page.shown_ply() == 1 and not page.canvas.drawing_scene.vertex_items[0].isVisible()
    click_vertex(page, 3)  # playing while replaying is refused with a reason
    assert "replaying" in window.statusBar().currentMessage()
    page.last_button.click()
    assert page.shown_ply() == 3


def test_a_record_with_an_illegal_move_is_refused(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from graphgames_desktop.graph import boards, fileio
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    record = {"game": "chomp", "options": {}, "moves": [{"kind": "vertex", "target": 0}, {"kind": "vertex", "target": 0}]}
    path = tmp_path / "bad-game.graph.json"
    path.write_bytes(fileio.dumps_native(boards.board("path-4"), record))
    assert not window.open_path(str(path))
    assert "illegal move (move 2)" in shown[0]


@pytest.fixture(autouse=True)
def _drain():
    yield
    wait_idle()


def test_the_board_stays_in_view_when_the_window_shrinks_until_the_user_zooms(window, qtbot):
    window.show()
    window.resize(1280, 800)
    page = start(window, "petersen", {0: "human", 1: "human"})
    view = page.canvas

    def board_visible():
        rect = view.mapFromScene(view.drawing_scene.content_rect()).boundingRect()
        return view.viewport().rect().contains(rect)

    window.resize(700, 600)
    qtbot.waitUntil(board_visible)
    view.zoom_in()
    zoom = view.transform().m11()
    size = view.size()
    window.resize(900, 700)
    qtbot.waitUntil(lambda: view.size() != size)  # the view has had its resize (where it fits itself)
    assert view.transform().m11() == zoom
