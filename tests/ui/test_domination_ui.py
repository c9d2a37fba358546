"""Graph Domination by clicks: place, pick a token and its target, a refused target, a forced pass,
the end and the score; the live score on the board; entries chosen at setup."""

from PySide6.QtWidgets import QGraphicsTextItem

from graphgames_desktop.games import domination as dom
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup, GameSetupDialog
from tests.ui.mouse import click
from tests.ui.patience import PATIENCE_MS


def start(window, board="path-7", marks=None, options=None):
    window.start_game(GameSetup("domination", board, 1, (Seat(), Seat()), 0, options or {}, marks or {}))
    return window.game_page


def click_vertex(page, vid):
    v = page.canvas.drawing.vertices[vid]
    click(page.canvas, v.x, v.y)


def test_a_whole_game_by_clicks(window, qtbot):
    page = start(window, "path-4", marks={"entry_a": (0,), "entry_b": (3,)})
    view = page.game_view
    click_vertex(page, 0)  # Blue places on its entry
    assert page.match.moves == [dom.Place()]
    click_vertex(page, 3)  # Red places on its entry
    click_vertex(page, 0)  # Blue picks its token: its targets light up
    assert view.picked == 0 and page.canvas.drawing_scene.vertex_items[1].highlight
    click_vertex(page, 2)  # not a neighbour of 0: refused with a reason, nothing played
    assert len(page.match.moves) == 2 and "one edge" in window.statusBar().currentMessage()
    click_vertex(page, 0)
    click_vertex(page, 1)  # Blue moves 0 -> 1: now 2 touches Blue, and Red is stuck
    assert page.match.moves[-1] == dom.Step(0, 1)
    assert page.match.state.legal_moves() == [dom.Pass()] and view.pass_action.isEnabled()
    # Red cannot move: the page passes for Red by itself, and says so where the room reads it.
    qtbot.waitUntil(lambda: page.match.moves[-1] == dom.Pass(), timeout=PATIENCE_MS)
    assert page.announcement.text() == "Red (Player B) has no move and passes."
    while page.match.state.outcome() is None:
        page.play(page.match.state.legal_moves()[0])
    a, b = page.match.state.scores()
    scores = page.heads_up.scores.text()
    assert f"Blue: {a} points" in scores and f"Red: {b} points" in scores
    assert f"Blue (Player A) {a}" in page.heads_up.ending.text() and f"Red (Player B) {b}" in page.banner.text()
    assert page.status.text().startswith("Game over") and page.banner.isVisible()


def test_the_live_score_is_drawn_on_the_board(window):
    page = start(window, "path-7", marks={"entry_a": (0,), "entry_b": (6,)})
    page.play(dom.Place())
    scene = page.canvas.drawing_scene
    counts = [i for i in scene.items() if isinstance(i, QGraphicsTextItem)]
    assert len(counts) == 1 and counts[0].toPlainText().strip() == "1"  # vertex 1 touches one blue token
    assert "tokens 1 × 3 + beside empty vertices 1 = " in page.heads_up.scores.toolTip()
    assert "Turns left: 27" in page.heads_up.scores.text()


def test_entries_are_chosen_by_clicks_and_neighbours_are_refused(window, qtbot):
    dialog = GameSetupDialog("domination", None, window)
    dialog.board.setCurrentIndex(dialog.board.findData("path-7"))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.preview.fit()
    d = dialog.preview.drawing
    assert dialog.marks == {"entry_a": {0}, "entry_b": {6}}  # a diameter's ends
    for vid in (2, 3):  # Blue's entry, then Red's
        click(dialog.preview, *d.vertices[vid].pos)
    assert dialog.marks == {"entry_a": {2}, "entry_b": {3}}
    assert not dialog.ok_button.isEnabled() and "neighbours" in dialog.marks_problem.text()
    click(dialog.preview, *d.vertices[5].pos)  # the role moved on to Blue again
    assert dialog.marks["entry_a"] == {5} and dialog.ok_button.isEnabled()
    setup = dialog.setup()
    dialog.close()
    window.start_game(setup)
    assert window.game_page.match.state.board.entries == (5, 3)
