"""The page's side of the teaching layer: no mark outlives its position, a saved or recovered game keeps
the teaching layer as it was, the puzzles follow the game chosen, the review can be stepped through
while it still judges."""

from graphgames_desktop.games.chomp import ChompMove
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from tests.ui.patience import PATIENCE_MS


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
    page.play(ChompMove.vertex(0))  # the study of the new position is still to come
    assert marks(page) == [], "the removed vertex's ring stayed on the board"
    qtbot.waitUntil(lambda: len(marks(page)) > 0, timeout=PATIENCE_MS)
    assert all(m[0] != ("vertex", 0) for m in marks(page))


def test_a_saved_game_comes_back_with_its_teaching_layer(window, qtbot, tmp_path):
    page = start(window)
    page.teaching.setChecked(True)
    page.play(ChompMove.vertex(0))
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
    page.play(ChompMove.vertex(0))
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
    page.play(ChompMove.vertex(0))
    while page.match.state.outcome() is None and len(page.match.moves) < 3:
        page.play(page.match.state.legal_moves()[0])
    monkeypatch.setattr(page, "_request_history", lambda seconds: None)  # the judging never ends here
    judge = page.match.spec.teaching.judge
    page._judged = {page._key(i): judge(page.match.state_at(i), Deadline(None)) for i in range(2)}
    page.start_review()
    text = page.review_text.text()
    assert "Turning point 1 of" in text and "Still judging" in text
    assert page.shown_ply() == 0  # the position before the move that turned the game
