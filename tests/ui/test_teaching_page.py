"""The page's side of the teaching layer: no mark outlives its position, a saved or recovered game keeps
the teaching layer as it was, the puzzles follow the game chosen, the review can be stepped through
while it still judges."""

import dataclasses

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.chomp import ChompMove
from graphgames_desktop.games.match import Seat
from graphgames_desktop.session import teaching
from graphgames_desktop.ui.setup_dialog import GameSetup
from tests.ui.patience import PATIENCE_MS, wait_quiet
from tests.ui.seats import play_at_screen


def start(window, board="path-7", game="chomp"):
    window.start_game(GameSetup(game, board, 1, (Seat(), Seat()), 0, {}))
    return window.game_page


def marks(page):
    layer = page.game_view._judgement_layer
    return list(layer.marks) if layer is not None else []


def test_no_mark_outlives_the_position_it_judged(window, qtbot):
    page = start(window)
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: len(marks(page)) > 0, timeout=PATIENCE_MS)
    play_at_screen(page, ChompMove.vertex(0))  # the study of the new position is still to come
    assert marks(page) == [], "the removed vertex's ring stayed on the board"
    qtbot.waitUntil(lambda: len(marks(page)) > 0, timeout=PATIENCE_MS)
    assert all(m[0] != ("vertex", 0) for m in marks(page))


def test_a_saved_game_comes_back_with_its_teaching_layer(window, qtbot, tmp_path):
    page = start(window)
    page.teaching.setChecked(True)
    play_at_screen(page, ChompMove.vertex(0))
    path = str(tmp_path / "game.graph.json")
    assert window.save_game_to(path)
    start(window, "cycle-6")
    page.teaching.setChecked(False)  # another game, shown without it
    assert window.open_path(path)
    assert page.teaching.isChecked() and page.match.moves == [ChompMove.vertex(0)]


def test_a_recovered_game_comes_back_with_its_teaching_layer(window, qtbot, tmp_path):
    from graphgames_desktop.ui.autosave import Orphan

    page = start(window)
    page.teaching.setChecked(True)
    play_at_screen(page, ChompMove.vertex(0))
    path = tmp_path / "orphan.graph.json"
    path.write_bytes(page.saved_document())
    start(window, "cycle-6")
    page.teaching.setChecked(False)
    assert window._recover(Orphan(path, "game"))
    assert page.teaching.isChecked()


def test_the_puzzles_follow_the_game_chosen(window, qtbot):
    from graphgames_desktop.ui.puzzle_dialog import PuzzleDialog

    dialog = PuzzleDialog(window, "chomp")
    qtbot.addWidget(dialog)
    assert dialog.puzzle is not None and dialog.puzzle.game == "chomp"
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("hackenbush"))
    assert dialog.puzzle is None or dialog.puzzle.game == "hackenbush"
    assert dialog.view is None or dialog.puzzle is not None


def test_the_review_can_be_stepped_through_while_it_still_judges(window, qtbot, monkeypatch):
    """P4: taking an end vertex gives the win away. With the last position not judged yet, that turning
    point is shown at once, and the review says more may come."""
    from graphgames_desktop.games.solve.grundy import Deadline

    page = start(window, "path-4")
    play_at_screen(page, ChompMove.vertex(0))
    while page.match.state.outcome() is None and len(page.match.moves) < 3:
        play_at_screen(page, page.match.state.legal_moves()[0])
    service = page.teaching_service
    monkeypatch.setattr(service, "_request_history", lambda seconds=None: None)  # the judging never ends here
    judge = page.match.spec.teaching.judge
    service._judged = {tuple(page.match.moves[:i]): judge(page.match.state_at(i), Deadline(None)) for i in range(2)}
    page.start_review()
    text = page.review_text.text()
    assert "Turning point 1 of" in text and "Still judging" in text
    assert page.shown_ply() == 0  # the position before the move that turned the game


def use_study(monkeypatch, page, study):
    """The teaching layer studies positions with ``study`` for this match (the game's own hook otherwise)."""
    spec = page.match.spec
    monkeypatch.setattr(page.match, "spec", dataclasses.replace(spec, teaching=dataclasses.replace(spec.teaching, study=study)))


def _unsolved(page, state):
    """The study of ``state`` when its search ran out of time at once: every move a question mark."""
    from graphgames_desktop.games.solve.grundy import Deadline

    deadline = Deadline(1.0)
    deadline.cancel()
    return GAMES[page.match.spec.id].teaching.study(state, deadline)


def test_a_position_left_unsolved_is_studied_again_longer_and_its_marks_fill_in(window, qtbot, monkeypatch):
    page = start(window)
    budgets = []

    def study(state, deadline):
        budgets.append(round(deadline.end - deadline.clock()))
        return _unsolved(page, state) if len(budgets) == 1 else GAMES[page.match.spec.id].teaching.study(state, deadline)

    use_study(monkeypatch, page, study)
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: len(budgets) == 2, timeout=PATIENCE_MS)
    assert budgets == [round(teaching.TEACHING_SECONDS), round(teaching.TEACHING_MORE_SECONDS[0])]
    assert "Still studying" in page.teaching_text.text() or not page.teaching_frame().studying_more
    qtbot.waitUntil(lambda: "Still studying" not in page.teaching_text.text(), timeout=PATIENCE_MS)
    judged = list(page.teaching_frame().study.judgements)
    assert len(judged) == len(page.match.state.legal_moves()) and all(j.exact for j in judged)
    assert len(marks(page)) == len(judged)
    assert len(budgets) == 2, "a solved position was studied again"


def test_the_longer_studies_end_and_say_so_no_more(window, qtbot, monkeypatch):
    page = start(window)
    calls = []

    def study(state, deadline):
        calls.append(deadline)
        return _unsolved(page, state)

    use_study(monkeypatch, page, study)
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: len(calls) == 1 + len(teaching.TEACHING_MORE_SECONDS), timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: not page.teaching_frame().studying_more, timeout=PATIENCE_MS)
    assert "Solved in time: 0 of" in page.teaching_text.text()
    assert "Still studying" not in page.teaching_text.text()
    wait_quiet(qtbot)  # every study that was coming has come
    assert len(calls) == 1 + len(teaching.TEACHING_MORE_SECONDS)


def test_a_longer_study_stops_when_its_position_goes(window, qtbot, monkeypatch):
    """The second round has a minute: a move on the board must end its search, not leave it running."""
    import threading

    page = start(window)
    deadlines = []
    released = threading.Event()

    def study(state, deadline):
        deadlines.append(deadline)
        if len(deadlines) == 2:  # the longer study: it searches until its deadline ends
            while not deadline.expired:
                released.wait(0.01)
        return _unsolved(page, state)

    use_study(monkeypatch, page, study)
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: len(deadlines) == 2, timeout=PATIENCE_MS)
    from PySide6.QtWidgets import QLabel

    assert "Still studying" in QLabel.text(page.teaching_text), "the note must be in sight, not behind More"
    assert "Still studying" in page._verdict, "the heads-up, which the class reads, says so too"
    play_at_screen(page, ChompMove.vertex(0))
    assert deadlines[1].expired, "the study of the position gone kept searching"
    qtbot.waitUntil(lambda: len(deadlines) >= 3, timeout=PATIENCE_MS)  # the new position's study
    released.set()


def test_a_study_that_comes_after_its_position_was_left_still_judges_it_for_the_history(window, qtbot, monkeypatch):
    """A player who moves before the start's study comes: its judgements still mark the move list (the
    value history's quick look at the start may not have had the time)."""
    import threading

    page = start(window, "path-4")
    released = threading.Event()
    real = page.match.spec.teaching.study

    def study(state, deadline):
        if not state.legal_moves() or len(state.vertices) == 4:  # the start: it comes late
            released.wait(10)
        return real(state, deadline)

    use_study(monkeypatch, page, study)
    monkeypatch.setattr(page.teaching_service, "_request_history", lambda seconds=None: None)  # no quick looks here
    page.teaching.setChecked(True)
    play_at_screen(page, ChompMove.vertex(0))  # leaves P3: a loss for the mover
    released.set()
    qtbot.waitUntil(lambda: () in page.teaching_service.judged, timeout=PATIENCE_MS)
    assert all(j.exact for j in page.teaching_service.judged[()])
    qtbot.waitUntil(lambda: "gave away a win" in page.moves.model().text(0), timeout=PATIENCE_MS)
