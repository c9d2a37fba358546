"""Simplify: one step on the canvas at a time, its caption and counter with it, green in a Green
game, a Close button, and captions that count right in both languages."""

import re

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from graphgames_desktop.games.match import Seat
from graphgames_desktop.games.solve.hackenbush_simplify import SimplifyStep, simplify_steps
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.canvas.items import EDGE_COLORS, EdgeItem, VertexItem
from graphgames_desktop.ui.canvas.scene import GROUND_COLOR
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.views.simplify_dialog import STEP_MS, step_caption
from tests.games.helpers import start as start_state
from tests.ui.patience import PATIENCE_MS


def open_simplify(window, board):
    window.start_game(GameSetup("hackenbush", board, 1, (Seat(), Seat()), 0, {"mode": "green"}))
    page = window.game_page
    page._on_link("simplify")
    dialog = page.game_view.simplify_dialog
    assert dialog.isVisible()
    return dialog


def pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format_RGB32)
    raw = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine() // 4, 4)
    return raw[:, :image.width(), 2::-1].astype(int)  # BGRA in memory: RGB


def shown_canvas(dialog) -> np.ndarray:
    """The canvas as the dialog shows it: a grab of the whole dialog, cut to the canvas."""
    vp = dialog.view.viewport()
    rect = QRect(vp.mapTo(dialog, QPoint(0, 0)), vp.size())
    return pixels(dialog.grab().copy(rect).toImage())


def assert_shows_only_the_current_step(dialog, faded_in: bool) -> None:
    """Caption, counter and scene belong to ``dialog.index``; the canvas shows that scene and
    nothing else: one ground line, no trace of an earlier picture."""
    step = dialog.steps[dialog.index]
    assert dialog.caption.text() == step_caption(step)
    assert dialog.counter.text() == f"Step {dialog.index + 1} of {len(dialog.steps)}"
    scene = dialog.view.drawing_scene
    assert scene.drawing is step.drawing
    items = scene.items()
    vertices = [i for i in items if isinstance(i, VertexItem) and i.isVisible()]
    edges = [i for i in items if isinstance(i, EdgeItem) and i.isVisible()]
    assert len(vertices) == len(step.drawing.vertices) and len(edges) == len(step.drawing.edges)
    assert scene.ground_y == 0.0
    if faded_in:
        assert all(i.opacity() == 1.0 for i in items if i.isVisible() and isinstance(i, VertexItem | EdgeItem))
        assert len(items) == len(vertices) + len(edges) + 1  # and the crossing marks, empty
    shown = shown_canvas(dialog)
    clean = pixels(dialog.view.viewport().grab().toImage())  # the scene rendered on its own
    assert shown.shape == clean.shape
    differ = (np.abs(shown - clean).max(axis=2) > 40).mean()
    assert differ < 0.002, f"{differ:.1%} of the canvas is not the current step"
    paper = np.array(dialog.view.drawing_scene.backgroundBrush().color().getRgb()[:3])
    column = shown[:, 3]  # the left margin: paper, and the ground line across it
    marked = np.flatnonzero(np.abs(column - paper).max(axis=1) > 12)
    assert 2 <= len(marked) <= 8 and marked[-1] - marked[0] == len(marked) - 1, marked  # one line
    if faded_in:
        ground = np.array(GROUND_COLOR.getRgb()[:3])
        assert np.abs(column[marked[len(marked) // 2]] - ground).max() <= 8


def restarts_of(timer) -> list[int]:
    """The intervals ``timer`` is started with from now on (counted, not timed: a busy machine may
    pause for any time between a click and a look at the clock)."""
    starts: list[int] = []
    start = timer.start

    def counted(*args):
        start(*args)
        starts.append(timer.interval())

    timer.start = counted
    return starts


def settle(dialog, qtbot) -> None:
    """Let the fade of the step on show end, and its veil go."""
    if dialog.fade.state() == dialog.fade.State.Paused:
        dialog.fade.resume()
    qtbot.waitUntil(lambda: dialog.fade.state() == dialog.fade.State.Stopped and dialog.veil is None, timeout=PATIENCE_MS)


def midway(dialog) -> None:
    """Freeze the fade of the step just shown, so a grab and a fresh render see the same frame."""
    if dialog.fade.state() == dialog.fade.State.Running:
        dialog.fade.pause()


@pytest.mark.parametrize("board_id", ["girl", "flower"])
def test_each_step_is_alone_on_the_canvas(window, qtbot, board_id):
    dialog = open_simplify(window, board_id)
    dialog.timer.stop()
    for index in [*range(1, len(dialog.steps)), 0, 1, 0]:
        if index == dialog.index + 1:
            dialog.step_button.click()
        else:
            dialog.restart_button.click()
        assert dialog.index == index
        midway(dialog)
        assert_shows_only_the_current_step(dialog, faded_in=False)
        settle(dialog, qtbot)
        assert_shows_only_the_current_step(dialog, faded_in=True)
    dialog.close()


def test_caption_counter_and_picture_stay_together(window, qtbot):
    dialog = open_simplify(window, "girl")
    last = len(dialog.steps) - 1
    assert dialog.timer.isActive() and dialog.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: dialog.index == 2, timeout=PATIENCE_MS)  # the timer plays
    midway(dialog)
    assert_shows_only_the_current_step(dialog, faded_in=False)
    settle(dialog, qtbot)
    qtbot.waitUntil(lambda: dialog.index == 3, timeout=PATIENCE_MS)
    starts = restarts_of(dialog.timer)
    dialog.restart_button.click()  # from step 4, while playing
    assert dialog.index == 0 and dialog.timer.isActive()
    assert starts == [STEP_MS]  # step 1 gets its full time: the timer started again, not left running
    midway(dialog)
    assert_shows_only_the_current_step(dialog, faded_in=False)
    settle(dialog, qtbot)
    assert_shows_only_the_current_step(dialog, faded_in=True)
    starts.clear()
    dialog.step_button.click()  # a step while playing
    assert dialog.index == 1 and starts == [STEP_MS]
    settle(dialog, qtbot)
    assert_shows_only_the_current_step(dialog, faded_in=True)
    dialog.play_button.click()  # pause
    assert not dialog.timer.isActive() and dialog.play_button.text() == "Play"
    while dialog.index < last:
        dialog.step_button.click()
    assert not dialog.step_button.isEnabled()
    settle(dialog, qtbot)
    assert_shows_only_the_current_step(dialog, faded_in=True)
    dialog.play_button.click()  # at the end, Play plays again from the start
    assert dialog.index == 0 and dialog.timer.isActive()
    settle(dialog, qtbot)
    assert_shows_only_the_current_step(dialog, faded_in=True)
    qtbot.waitUntil(lambda: dialog.index == last, timeout=PATIENCE_MS)
    assert not dialog.timer.isActive() and dialog.play_button.text() == "Play"
    settle(dialog, qtbot)
    assert_shows_only_the_current_step(dialog, faded_in=True)
    dialog.restart_button.click()  # paused: restarting does not play
    assert dialog.index == 0 and not dialog.timer.isActive()
    settle(dialog, qtbot)
    assert_shows_only_the_current_step(dialog, faded_in=True)
    dialog.close()


def test_a_green_game_is_shown_green(window, qtbot):
    dialog = open_simplify(window, "girl")  # a picture drawn in blue, red and green
    board = window.game_page.canvas.drawing
    assert {e.color for e in board.edges.values()} >= {"blue", "red"}
    dialog.timer.stop()
    settle(dialog, qtbot)
    for index in range(len(dialog.steps)):
        dialog.go(index)
        settle(dialog, qtbot)
        scene = dialog.view.drawing_scene
        assert {i.color_name for i in scene.edge_items.values()} == {"green"}
        shown = shown_canvas(dialog)
        for colour in ("blue", "red"):
            rgb = np.array(EDGE_COLORS[colour].getRgb()[:3])
            assert not (np.abs(shown - rgb).max(axis=2) <= 30).any(), (index, colour)
    dialog.close()


def test_the_start_is_the_board_as_the_game_stands():
    board = boards.board("girl")
    state = start_state("hackenbush", board, mode="green")
    def strands(move):  # the cut leaves one of its ends with no edge: it falls
        after = state.play(move)
        return any(not any(x in after.board.ends_of(e) for e in after.edges) and x not in after.board.ground
                   for x in state.board.ends_of(move.edge))

    cut = next(m for m in state.legal_moves() if board.edges[m.edge].color in ("blue", "red") and strands(m))
    state = state.play(cut)
    picture = simplify_steps(state, board)[0].drawing
    assert set(picture.edges) == set(state.edges)
    assert {e.color for e in picture.edges.values()} == {"green"}
    assert all(picture.incident_edges(v) for v in picture.vertices)  # the fallen hand is gone
    assert {e.color for e in board.edges.values()} >= {"blue", "red"}  # the board is untouched


def test_close_button_and_escape_close_it(window, qtbot):
    dialog = open_simplify(window, "girl")
    assert dialog.close_button.text() == "Close" and dialog.close_button.isVisible()
    dialog.close_button.click()
    assert not dialog.isVisible() and not dialog.timer.isActive()
    window.game_page._on_link("simplify")
    dialog = window.game_page.game_view.simplify_dialog
    dialog.activateWindow()
    dialog.view.setFocus()
    QTest.keyClick(dialog.view, Qt.Key_Escape)
    assert not dialog.isVisible() and not dialog.timer.isActive()


def steps_of(board: Drawing | str):
    drawing = boards.board(board) if isinstance(board, str) else board
    return simplify_steps(start_state("hackenbush", drawing, mode="green"))


def captions(board) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for step in steps_of(board):
        out.setdefault(step.code, []).append(step_caption(step))
    return out


def stalks(*lengths: int) -> Drawing:
    """Stalks standing side by side on the ground."""
    d = Drawing("multi")
    for i, n in enumerate(lengths):
        below = d.add_vertex(i * 90.0, 0.0).id
        for k in range(n):
            above = d.add_vertex(i * 90.0, -70.0 * (k + 1)).id
            d.add_edge(below, above, color="green")
            below = above
    return d


WRONG_NUMBER = re.compile(r"\b1 (vertices|loops|places|edges|laços|lugares|vértices|arestas)\b"
                          r"|\b([02-9]|\d\d+) (vertex|loop|place|edge|laço|lugar|vértice|aresta)\b")


def test_loop_captions_count_what_happens(qapp):
    text = captions("christmas-tree")
    assert text["loops"] == ["A loop is worth a stalk of one edge, and two equal stalks on one vertex cancel: "
                             "16 loops cancel in pairs. No loop is left."]
    assert text["fuse"][0].endswith("(16 loops in one place).")
    text = captions("girl")
    assert text["start"] == ["The picture as it stands. Its 2 vertices on the ground count as one single vertex."]
    assert text["fuse"][0].endswith("(6 loops in 2 places).")
    assert text["loops"][0].endswith("4 loops cancel in pairs. In 2 places one loop is left, and each becomes one edge.")
    text = captions("flower")
    assert text["start"] == ["The picture as it stands. It touches the ground at one vertex."]
    assert text["loops"][0].endswith("4 loops cancel in pairs. In one place one loop is left, and it becomes one edge.")
    for board in ("bamboo", "hb-tree", "house", "flower", "christmas-tree", "girl", "random-rooted"):
        for lines in captions(board).values():
            for line in lines:
                assert not WRONG_NUMBER.search(line) and "odd one" not in line, line


@pytest.mark.parametrize(("step", "english"), [
    (SimplifyStep("loops", {"cancelled": 0, "kept": 1, "total": 1}, Drawing()),
     "A loop is worth a stalk of one edge: it becomes one edge."),
    (SimplifyStep("loops", {"cancelled": 0, "kept": 3, "total": 3}, Drawing()),
     "A loop is worth a stalk of one edge: each of the 3 loops becomes one edge."),
    (SimplifyStep("fuse", {"loops": 2, "places": 1}, Drawing()),
     "Fusion principle: the vertices of each cycle are fused into one vertex, and the cycle's edges become loops on it"
     " (2 loops in one place)."),
    (SimplifyStep("colon", {"lengths": "2, 2", "length": 0}, Drawing()),
     "Colon principle: the branches of lengths 2, 2 on the marked vertex cancel, since their nim sum is 0."),
    (SimplifyStep("done", {"value": 0}, Drawing()),
     "Nothing is left: the picture is worth 0, so the player to move loses."),
    (SimplifyStep("done", {"value": 1}, Drawing()),
     "One stalk of length 1 is left: the picture is worth *1, a Nim heap of 1."),
])
def test_every_count_reads_right(qapp, step, english):
    assert step_caption(step) == english


def test_captions_in_portuguese_count_right(qapp):
    languages = LanguageManager()
    assert languages.set_language("pt_BR")
    try:
        text = captions("christmas-tree")
        assert text["loops"][0].endswith("16 laços se anulam aos pares. Nenhum laço sobra.")
        assert text["fuse"][0].endswith("(16 laços em um lugar).")
        text = captions("girl")
        assert text["start"] == ["A figura como está. Seus 2 vértices no chão contam como um único vértice."]
        assert text["fuse"][0].endswith("(6 laços em 2 lugares).")
        assert text["loops"][0].endswith("4 laços se anulam aos pares. Em 2 lugares sobra um laço, e cada um vira uma aresta.")
        assert captions("flower")["loops"][0].endswith("Em um lugar sobra um laço, que vira uma aresta.")
        english_words = re.compile(r"\b(loops?|places?|stalk|the|vertex|vertices|cancel)\b")
        for board in ("bamboo", "hb-tree", "house", "flower", "christmas-tree", "girl", stalks(1, 1)):
            for lines in captions(board).values():
                for line in lines:
                    assert not WRONG_NUMBER.search(line) and not english_words.search(line), line
    finally:
        languages.set_language("en")


def test_steps_say_only_what_happens(qapp):
    assert "fuse" not in captions("flower")  # its petals are loops already: no cycle to fuse
    colon = [s for s in steps_of("hb-tree") if s.code == "colon"]
    assert colon and all(s.params["length"] == 0 and "cancel" in step_caption(s) for s in colon)
    assert all("focus" in s.drawing.meta for s in colon)  # the vertex the caption speaks of
    nothing = steps_of(stalks(1, 1))
    assert [s.code for s in nothing] == ["start", "colon", "done"]
    assert step_caption(nothing[-1]).startswith("Nothing is left")
    fused = next(s for s in steps_of("girl") if s.code == "fuse")
    petals = [tuple(map(tuple, e.points)) for e in fused.drawing.edges.values() if e.u == e.v]
    assert len(petals) == fused.params["loops"] == 6 and len(set(petals)) == 6  # each loop seen


def test_the_marked_vertex_is_highlighted(window, qtbot):
    dialog = open_simplify(window, "girl")
    dialog.timer.stop()
    colon = next(i for i, s in enumerate(dialog.steps) if s.code == "colon")
    dialog.go(colon)
    scene = dialog.view.drawing_scene
    focus = dialog.steps[colon].drawing.meta["focus"]
    assert [v for v, item in scene.vertex_items.items() if item.highlight] == [focus]
    dialog.close()


@pytest.mark.parametrize("board_id", ["house", "girl", "flower", "christmas-tree"])
def test_every_caption_reads_whole_in_classroom_portuguese(window, qtbot, board_id):
    """Seen in a real window at 1280x720 in classroom Portuguese: the caption's last line was cut at the
    dialog's foot. Each step's caption is as tall as its words need."""
    window.set_language("pt_BR")
    window.set_classroom(True)
    dialog = open_simplify(window, board_id)
    dialog.timer.stop()
    caption = dialog.caption
    for index in range(len(dialog.steps)):
        dialog.go(index)
        qtbot.waitUntil(lambda: caption.heightForWidth(caption.width()) <= caption.height(), timeout=PATIENCE_MS)
        bottom = caption.mapTo(dialog, caption.rect().bottomLeft()).y()
        assert bottom <= dialog.height() and caption.visibleRegion().boundingRect().height() == caption.height()
    dialog.close()
