"""Graph Domination by clicks: place, pick a token and its target, a refused target, a forced pass,
the end and the score; the live score on the board; entries chosen at setup; a person playing Red
against the computer; a match's colour swap."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsTextItem

from graphgames_desktop.games import domination as dom
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup, GameSetupDialog
from graphgames_desktop.ui.views.domination_view import BLUE, RED
from tests.ui.mouse import click
from tests.ui.patience import PATIENCE_MS
from tests.ui.seats import play_at_screen


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
        play_at_screen(page, page.match.state.legal_moves()[0])
    a, b = page.match.state.scores()
    assert not page.heads_up.scores.isVisible()  # the ending says the final scores, once
    assert f"Blue (Player A) {a}" in page.heads_up.ending.text() and f"Red (Player B) {b}" in page.banner.text()
    assert page.status.text().startswith("Game over") and page.banner.isVisible()


def test_the_live_score_is_drawn_on_the_board(window):
    page = start(window, "path-7", marks={"entry_a": (0,), "entry_b": (6,)})
    play_at_screen(page, dom.Place())
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


def test_a_person_plays_red_against_the_computer_which_moves_first_as_blue(window, qtbot):
    dialog = GameSetupDialog("domination", None, window)
    dialog.board.setCurrentIndex(dialog.board.findData("path-7"))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.mode.currentData() == "humans" and dialog.first.isHidden()  # two people: Blue starts, no choice
    qtbot.keyClick(dialog.mode, Qt.Key_Down)  # against the computer
    assert dialog.mode.currentData() == "computer" and dialog.first_label.text() == "You play:"
    assert [dialog.first.itemText(i) for i in range(dialog.first.count())] == \
        ["Blue (moves first)", "Red"]
    qtbot.keyClick(dialog.first, Qt.Key_Down)  # Red
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    assert dialog.result() == GameSetupDialog.Accepted
    setup = dialog.setup()
    assert setup.first == 1 and setup.seats[0] == Seat() and setup.seats[1].level == Level.STRONG
    window.start_game(setup)
    page = window.game_page
    qtbot.waitUntil(lambda: len(page.match.moves) == 1 and not page.thinking, timeout=PATIENCE_MS)
    state = page.match.state
    assert page.match.mover_of(0) == 1 and page.match.moves == [dom.Place()]  # Blue, the computer, went first
    assert state.tokens == (frozenset(), frozenset({0})) and state.colour(0) == 1  # on Blue's entry; we are Red
    assert page.status.text() == "Your move (Red)." and page.game_view.seat_name(1) == "Computer (Blue)"
    items = page.canvas.drawing_scene.vertex_items
    assert items[0].fill == BLUE
    click_vertex(page, 6)  # our entry: Red's
    assert page.match.moves[1] == dom.Place() and page.match.mover_of(1) == 0
    assert page.match.state_at(2).tokens == (frozenset({6}), frozenset({0}))
    assert page.match.state_at(2).turns_left == page.match.state.board.turn_limit - 2
    assert items[6].fill == RED


def test_in_a_match_the_seats_swap_colours_keep_their_names_and_the_totals_add(window):
    page = start(window, "path-4", marks={"entry_a": (0,), "entry_b": (3,)}, options={"match": True})
    view = page.game_view
    assert (view.seat_name(0), view.seat_name(1)) == ("Player A", "Player B")  # one name each for both games
    assert view.short_seat_name(0) == "Blue" and page.status.text() == "Player A to move."
    while page.match.state.game_index == 0:
        play_at_screen(page, page.match.state.legal_moves()[0])
    state = page.match.state
    first_game = state.game_scores[0]
    assert state.current_player == 1 and state.colour(1) == 0  # seat 1 now plays Blue and moves first
    assert (view.seat_name(0), view.seat_name(1)) == ("Player A", "Player B")
    assert (view.short_seat_name(0), view.short_seat_name(1)) == ("Red", "Blue")
    assert page.status.text() == "Player B to move." and page.moves.model().text(0).startswith("1. Player A ")
    click_vertex(page, 0)  # seat 1 places on Blue's entry
    assert page.match.state.tokens == (frozenset(), frozenset({0}))
    assert page.canvas.drawing_scene.vertex_items[0].fill == BLUE
    while page.match.state.outcome() is None:
        play_at_screen(page, page.match.state.legal_moves()[0])
    end = page.match.state
    outcome = end.outcome()
    assert outcome.scores == (first_game[0] + end.scores()[0], first_game[1] + end.scores()[1])
    rows = view.score_rows(page.match.observation(None))
    assert f"Game 1: Player A {first_game[0]}, Player B {first_game[1]}" in rows[-1].detail
    assert f"totals so far: Player A {outcome.scores[0]}, Player B {outcome.scores[1]}" in rows[-1].text
