"""The teaching layer on screen: every move marked on the board, the value history and the moves that
gave a win away, replay and review, the classroom's hidden judgements and puzzles solved by clicks
(worksheets: test_worksheet.py)."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from graphgames_desktop.games import GAMES, chomp, puzzles
from graphgames_desktop.games.match import Seat
from graphgames_desktop.games.solve.grundy import NO_DEADLINE
from graphgames_desktop.games.teaching import Verdict, rank
from graphgames_desktop.ui.puzzle_dialog import PuzzleDialog
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import theme
from tests.ui.mouse import click
from tests.ui.patience import PATIENCE_MS, wait_settled
from tests.ui.seats import play_at_screen


def start(window, game="chomp", board="path-4", options=None):
    window.start_game(GameSetup(game, board, 1, (Seat(), Seat()), 0, dict(options or {})))
    return window.game_page


def marks(page):
    layer = page.game_view._judgement_layer
    return [] if layer is None else layer.marks


def click_vertex(canvas, vid):
    v = canvas.drawing.vertices[vid]
    click(canvas, v.x, v.y)


def click_edge(canvas, eid):
    pts = canvas.drawing.edges[eid].points
    (x0, y0), (x1, y1) = pts[0], pts[1]
    click(canvas, (x0 + x1) / 2, (y0 + y1) / 2)


def hook_why(monkeypatch, page, why) -> None:
    """The match's teaching hook, with ``why`` giving its reasons."""
    spec = page.match.spec
    monkeypatch.setattr(page.match, "spec", replace(spec, teaching=replace(spec.teaching, why=why)))


@pytest.mark.parametrize("game,board,options", [("chomp", "petersen", {}), ("hackenbush", "house", {"mode": "green"}),
                                                ("hackenbush", "hb-tree", {"mode": "blue_red"}),
                                                ("domination", "cube", {}), ("magic", "path-4", {})])
def test_every_legal_move_is_marked_on_the_board_as_the_solver_judges_it(window, qtbot, game, board, options):
    page = start(window, game, board, options)
    if game == "domination":  # a few turns in, so that tokens have steps to choose from
        for _ in range(4):
            play_at_screen(page, page.match.state.legal_moves()[0])
    page.teaching.setChecked(True)
    state = page.match.state
    places: dict = {}  # the best judgement at each place on the board (moves by label share a place)
    for j in GAMES[game].teaching.judge(state, NO_DEADLINE):
        anchor = page.game_view.move_anchor(j.move)
        if anchor not in places or rank(j) > rank(places[anchor]):
            places[anchor] = j
    qtbot.waitUntil(lambda: len(marks(page)) == len(places) and all(j.exact for _, j, _ in marks(page)), timeout=PATIENCE_MS)
    assert {anchor: j.verdict for anchor, j, _ in marks(page)} == {a: j.verdict for a, j in places.items()}
    assert Verdict.UNKNOWN not in {j.verdict for _, j, _ in marks(page)}
    page.teaching.setChecked(False)
    assert marks(page) == []


def test_the_move_that_gave_away_a_win_is_marked_in_the_list_and_the_strip(window, qtbot):
    page = start(window)  # P4: the first player wins by cutting an edge
    page.teaching.setChecked(True)
    click_vertex(page.canvas, 0)  # leaves P3: a loss for the mover
    # The mark comes from the judgement of the start, known before the move; the position after it is
    # judged by a job of its own: wait for both.
    qtbot.waitUntil(lambda: "gave away a win" in page.moves.model().text(0) and len(page.strip.standings) == 2
                    and page.strip.standings[1] is not None, timeout=PATIENCE_MS)
    assert page.strip.turning == {1}
    assert [s.leader for s in page.strip.standings] == [0, 1]
    assert "This move loses" in page.heads_up.judgement.text() and "Best was" in page.heads_up.judgement.text()
    click_vertex(page.canvas, 2)  # the best reply: two lone vertices, value 0; B keeps the win
    qtbot.waitUntil(lambda: len(page.strip.standings) == 3 and page.strip.standings[2] is not None, timeout=PATIENCE_MS)
    assert "gave away" not in page.moves.model().text(1)
    page.go_to_ply(1)  # replay says the judgement of the move shown
    assert "This move loses" in page.heads_up.judgement.text()
    rows = page.strip.row_rects()
    qtbot.mouseClick(page.strip, Qt.LeftButton, pos=rows[0].center().toPoint())
    assert page.shown_ply() == 0  # a click on the strip's first row shows the start


def test_the_strips_rows_stand_beside_the_moves_they_judge(window, qtbot):
    """The start beside the list's heading, position k level with move k's line, also after scrolling."""
    window.resize(1200, 600)
    page = start(window, board="path-7")
    page.teaching.setChecked(True)
    state = page.match.state
    while state.outcome() is None:
        play_at_screen(page, state.legal_moves()[0])
        state = page.match.state
    qtbot.waitUntil(lambda: len(page.strip.standings) == page.moves.model().rowCount() + 1, timeout=PATIENCE_MS)
    wait_settled(qtbot)
    strip, view = page.strip, page.moves.viewport()

    def check():
        rows = strip.row_rects()
        label = page.moves_label
        assert abs(strip.mapToGlobal(rows[0].topLeft().toPoint()).y() - label.mapToGlobal(QPoint(0, 0)).y()) <= 1
        for i in range(page.moves.model().rowCount()):
            item = page.moves.visualRect(page.moves.model().index(i))
            if view.rect().contains(item):
                assert abs(strip.mapToGlobal(rows[i + 1].topLeft().toPoint()).y() - view.mapToGlobal(item.topLeft()).y()) <= 1, i
                assert abs(rows[i + 1].height() - item.height()) <= 1, i

    check()
    page.moves.scrollToTop()
    wait_settled(qtbot)
    check()


def test_review_steps_through_the_turning_points(window, qtbot):
    page = start(window, board="path-7")
    state = page.match.state
    for _ in range(2):  # two moves that each give the win away
        judged = chomp.judge(state, NO_DEADLINE)
        bad = next(j.move for j in judged if j.verdict == Verdict.LOSE)
        play_at_screen(page, bad)
        state = page.match.state
    qtbot.mouseClick(page.review_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Turning point 1 of 2" in page.review_text.text(), timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: "Why the best move wins" in page.review_text.text()
                    and "working it out" not in page.review_text.text(), timeout=PATIENCE_MS)
    assert page.shown_ply() == 0
    qtbot.mouseClick(page.review_next, Qt.LeftButton)
    assert "Turning point 2 of 2" in page.review_text.text() and page.shown_ply() == 1
    assert not page.review_next.isEnabled()
    qtbot.mouseClick(page.review_close, Qt.LeftButton)
    assert page.review_box.isHidden()


@pytest.mark.parametrize("game,board,draw", [("chomp", "path-4", False), ("domination", "path-4", True)])
def test_a_review_names_only_the_results_the_game_has(window, qtbot, game, board, draw):
    """Chomp's review said "No move gave away a win or a draw": Chomp has no draws. A game without
    turning points is summed up in the words of its own results, in both languages."""
    page = start(window, game, board)
    state = page.match.state
    for _ in range(2):  # the best move each time: nothing is given away
        judged = GAMES[game].teaching.judge(state, NO_DEADLINE)
        play_at_screen(page, max(judged, key=rank).move)
        state = page.match.state
    for language, words in (("en", "draw"), ("pt_BR", "empate")):
        window.languages.set_language(language)
        try:
            qtbot.mouseClick(page.review_button, Qt.LeftButton)
            qtbot.waitUntil(lambda: "Looking" not in page.review_text.text()
                            and "Procurando" not in page.review_text.text(), timeout=PATIENCE_MS)
            text = page.review_text.text()
            assert (words in text) == draw, text
            assert ("No move gave away a win" if language == "en" else "Nenhuma jogada entregou uma vitória") in text, text
            qtbot.mouseClick(page.review_close, Qt.LeftButton)
        finally:
            window.languages.set_language("en")


def test_the_review_works_out_why_off_the_gui_thread(window, qtbot, monkeypatch):
    """A turning point's reasons are searched on the worker (up to a second a move): the review
    says it is working them out, and the window answers meanwhile."""
    page = start(window, board="path-7")
    for _ in range(2):
        bad = next(j.move for j in chomp.judge(page.match.state, NO_DEADLINE) if j.verdict == Verdict.LOSE)
        play_at_screen(page, bad)
    threads = []
    why = page.match.spec.teaching.why

    def recorded(state, move, deadline):
        threads.append(threading.current_thread())
        return why(state, move, deadline)

    hook_why(monkeypatch, page, recorded)
    qtbot.mouseClick(page.review_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Turning point 1 of 2" in page.review_text.text(), timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: "Why the best move wins" in page.review_text.text()
                    and "working it out" not in page.review_text.text(), timeout=PATIENCE_MS)
    assert threads and threading.main_thread() not in threads
    qtbot.mouseClick(page.review_next, Qt.LeftButton)
    qtbot.mouseClick(page.review_prev, Qt.LeftButton)  # back to the first: its reasons are kept
    assert "Turning point 1 of 2" in page.review_text.text() and "working it out" not in page.review_text.text()
    assert threading.main_thread() not in threads


def test_a_reason_that_cannot_be_worked_out_leaves_the_review_working(window, qtbot, monkeypatch):
    """A search for the reasons that fails says nothing of the computer (it did not move) and leaves
    the review's text and buttons as they were."""
    page = start(window, board="path-7")
    start_state = page.match.state
    for _ in range(2):
        bad = next(j.move for j in chomp.judge(page.match.state, NO_DEADLINE) if j.verdict == Verdict.LOSE)
        play_at_screen(page, bad)
    messages = []
    page.message.connect(messages.append)
    why = page.match.spec.teaching.why

    def broken(state, move, deadline):  # only the review asks about the first position
        if state == start_state:
            raise RuntimeError("no reasons")
        return why(state, move, deadline)

    hook_why(monkeypatch, page, broken)
    qtbot.mouseClick(page.review_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Turning point 1 of 2" in page.review_text.text()
                    and "working it out" not in page.review_text.text(), timeout=PATIENCE_MS)
    assert messages == [] and page.review_next.isEnabled()


def test_classroom_hides_judgements_until_the_teacher_presses_r(window, qtbot):
    page = start(window, board="path-7")
    theme().set_classroom(True)
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: "hidden" in page.teaching_text.text(), timeout=PATIENCE_MS)
    assert marks(page) == [] and page.reveal_button.isVisible()
    page.canvas.setFocus()
    QTest.keyClick(page.canvas, Qt.Key_R)
    qtbot.waitUntil(lambda: len(marks(page)) == len(page.match.state.legal_moves()), timeout=PATIENCE_MS)
    assert "wins" in page.teaching_text.text()
    play_at_screen(page, page.match.state.legal_moves()[0])  # a new position: hidden again
    qtbot.waitUntil(lambda: "hidden" in page.teaching_text.text(), timeout=PATIENCE_MS)
    assert marks(page) == []
    qtbot.mouseClick(page.hint_button, Qt.LeftButton)  # the hint waits for the teacher too
    qtbot.waitUntil(lambda: "press R" in page.hint_text.text(), timeout=PATIENCE_MS)
    qtbot.mouseClick(page.reveal_button, Qt.LeftButton)
    assert page.hint_text.text().startswith("Hint:")


def test_a_puzzle_is_solved_by_clicks(qtbot):
    puzzle = next(p for p in puzzles.generate("chomp", 6, puzzles.Difficulty.EASY, 2) if len(p.answers) < len(p.judgements))
    dialog = PuzzleDialog(None, "chomp")
    qtbot.addWidget(dialog)
    dialog.show_puzzle(puzzle)
    dialog.show()
    qtbot.waitExposed(dialog)
    canvas = dialog.view.canvas
    canvas.fit()

    def click_move(move):
        if isinstance(move.target, int):
            click_vertex(canvas, move.target)
        else:
            click_edge(canvas, next(e.id for e in canvas.drawing.edges.values() if {e.u, e.v} == set(move.target)))

    wrong = next(j.move for j in puzzle.judgements if j.move not in puzzle.answers)
    click_move(wrong)
    assert "Not this one" in dialog.feedback.text() and not dialog.solved
    click_move(puzzle.answers[0])
    assert "Right!" in dialog.feedback.text() and dialog.solved and dialog.tries == 2
    qtbot.mouseClick(dialog.reveal_button, Qt.LeftButton)
    assert "Answer:" in dialog.feedback.text()
    assert len(dialog.view._judgement_layer.marks) == len(puzzle.judgements)


def test_the_puzzle_dialog_makes_puzzles(qtbot):
    dialog = PuzzleDialog(None, "hackenbush")
    qtbot.addWidget(dialog)
    first = dialog.puzzle
    dialog.level_box.setCurrentIndex(dialog.level_box.findData(3))
    qtbot.mouseClick(dialog.new_button, Qt.LeftButton)
    assert dialog.puzzle is not first and dialog.puzzle.difficulty == 3 and dialog.puzzle.game == "hackenbush"
    assert dialog.prompt.text().startswith(("Player", "Blue", "Red"))


def test_a_marks_tags_are_said_as_ranges_and_cut_short():
    from graphgames_desktop.ui.verdicts import tag_list
    assert tag_list(["3", "2", "4", "5", "10"]) == "2–5, 10"
    assert tag_list(["2", "4", "6", "8"]) == "2, 4, …"
    assert tag_list(["7"]) == "7" and tag_list([]) == ""
    assert tag_list(["a", "b", "c"], most=3) == "a, b, c"


def test_ctrl_r_reveals_while_a_move_is_being_typed(window, qtbot):
    """Classroom: in the move box R is a letter, so Ctrl+R reveals there (as Ctrl+B describes)."""
    theme().set_classroom(True)
    page = start(window, board="path-7")
    page.teaching.setChecked(True)
    assert page.hidden()
    page.move_box.edit.setFocus()
    qtbot.waitUntil(page.move_box.edit.hasFocus, timeout=PATIENCE_MS)
    qtbot.keyClick(page.move_box.edit, Qt.Key_R, Qt.ControlModifier)
    assert not page.hidden() and page.move_box.edit.text() == ""


def test_a_revealed_position_stays_revealed_through_a_language_switch_and_no_longer(window, qtbot):
    """Classroom: R reveals the position shown; switching language keeps it, a move or undo hides again."""
    theme().set_classroom(True)
    page = start(window, board="path-7")
    page.teaching.setChecked(True)
    page.toggle_reveal()
    assert not page.hidden()
    window.set_language("pt_BR")
    qtbot.waitUntil(lambda: page.hint_button.text() == "Dica", timeout=PATIENCE_MS)  # the change is posted
    assert not page.hidden()
    window.set_language("en")
    state = page.match.state
    play_at_screen(page, state.legal_moves()[0])
    assert page.hidden()
    page.toggle_reveal()
    page.go_to_ply(0)  # another position on screen
    assert page.hidden()
