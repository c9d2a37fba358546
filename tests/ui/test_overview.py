"""A big drawing zoomed out is painted as one overview image; zoomed in, by its items; edits show in both."""

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.canvas import items
from graphgames_desktop.ui.canvas.overview import OVERVIEW_LIMIT
from graphgames_desktop.ui.canvas.view import CanvasView
from graphgames_desktop.ui.file_loader import run_steps
from graphgames_desktop.ui.theme import theme
from tests.ui.mouse import drag
from tests.ui.patience import PATIENCE_MS
from tests.ui.shown import shown

COLUMNS, ROWS, STEP = 50, 40, 60.0


def grid_drawing() -> Drawing:
    """2,000 vertices 60 apart, each joined to its right and lower neighbours: 3,910 edges."""
    d = Drawing()
    for r in range(ROWS):
        for c in range(COLUMNS):
            d.add_vertex(c * STEP, r * STEP)
    for r in range(ROWS):
        for c in range(COLUMNS):
            vid = r * COLUMNS + c
            if c + 1 < COLUMNS:
                d.add_edge(vid, vid + 1)
            if r + 1 < ROWS:
                d.add_edge(vid, vid + COLUMNS)
    return d


@pytest.fixture
def big(qtbot):
    view = CanvasView(grid_drawing())
    qtbot.addWidget(view)
    return shown(qtbot, view, 800, 600)


def settled(qtbot, view) -> np.ndarray:
    """The viewport as a (height, width, 3) array, once the overview shows an image made for it."""
    def sharp():
        view.viewport().repaint()
        assert view.overview.sharp

    qtbot.waitUntil(sharp, timeout=PATIENCE_MS)
    return viewport_pixels(view)


def viewport_pixels(view) -> np.ndarray:
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format_RGB888)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, :3 * image.width()].reshape(image.height(), image.width(), 3).copy()


def ink_at(pixels: np.ndarray, view, x: float, y: float, reach: int = 2) -> int:
    """How dark the darkest pixel is within ``reach`` pixels of a scene point (0: paper, 255: black)."""
    p = view.mapFromScene(QPointF(x, y))
    box = pixels[max(0, p.y() - reach):p.y() + reach + 1, max(0, p.x() - reach):p.x() + reach + 1]
    return 255 - int(box.min()) if box.size else 0


def count_paints(monkeypatch) -> list[int]:
    calls = [0]
    original = items.VertexItem.paint

    def paint(self, *args):
        calls[0] += 1
        original(self, *args)

    monkeypatch.setattr(items.VertexItem, "paint", paint)
    return calls


def test_zoomed_out_the_overview_zoomed_in_the_items(qtbot, big, monkeypatch):
    assert len(big.drawing.vertices) + len(big.drawing.edges) > OVERVIEW_LIMIT
    calls = count_paints(monkeypatch)
    assert big.showing_overview()
    pixels = settled(qtbot, big)
    assert calls[0] == 0, "no item painted itself: the image stood for all of them"
    # Nothing lost: every vertex and the middle of every edge leave ink in the image.
    d = big.drawing
    assert all(ink_at(pixels, big, v.x, v.y) > 100 for v in d.vertices.values())
    for e in d.edges.values():
        (ax, ay), (bx, by) = d.vertices[e.u].pos, d.vertices[e.v].pos
        assert ink_at(pixels, big, (ax + bx) / 2, (ay + by) / 2, reach=1) > 60
    # Mid-cell is paper.
    assert ink_at(pixels, big, STEP / 2, STEP / 2) < 10
    for _ in range(10):
        big.zoom_in()
    big.viewport().repaint()
    assert not big.showing_overview()
    assert calls[0] > 0, "zoomed in, the items paint themselves"


def test_overview_looks_like_the_items(qtbot, big, monkeypatch):
    """At 1:1 the overview is the items' own picture: same colours, same places, sharp."""
    overview = settled(qtbot, big).astype(int)
    monkeypatch.setattr(big.overview, "wanted", lambda rect: False)
    big.viewport().repaint()
    painted = viewport_pixels(big).astype(int)
    difference = np.abs(overview - painted)
    assert difference.mean() < 3
    assert np.percentile(difference, 99.5) < 60
    # As much ink (a blurred image would spread it thin over more pixels, a lost item leave less).
    dark, dark_painted = (overview.sum(axis=2) < 300).sum(), (painted.sum(axis=2) < 300).sum()
    assert abs(dark - dark_painted) < 0.2 * dark_painted


def test_dragging_a_vertex_updates_the_overview(qtbot, big):
    big.set_tool("select")
    before = settled(qtbot, big)
    d = big.drawing
    target = (STEP * 10.5, STEP * 10.5)  # the middle of a grid cell: paper
    assert ink_at(before, big, *target) < 10
    vid = 10 * COLUMNS + 10
    drag(big, [d.vertices[vid].pos, (STEP * 10.2, STEP * 10.2), target])
    assert d.vertices[vid].pos == pytest.approx(target, abs=STEP / 10)
    after = settled(qtbot, big)
    assert ink_at(after, big, *d.vertices[vid].pos) > 100, "the moved vertex is drawn where it now is"
    # Where its outline was (up and left, away from the edges that followed it), paper again.
    rim = STEP * 10 - 0.7 * big.drawing_scene.vertex_radius
    assert ink_at(before, big, rim, rim, reach=1) > 100
    assert ink_at(after, big, rim, rim, reach=1) < 30, "and no longer where it was"
    # Zoomed in on it, the real item is there and can be edited.
    big.centerOn(*target)
    for _ in range(10):
        big.zoom_in()
    assert not big.showing_overview()
    assert big.drawing_scene.vertex_items[vid].pos() == QPointF(*d.vertices[vid].pos)
    assert big.drawing_scene.vertex_at(QPointF(*target)) == vid


def test_a_selection_shows_on_the_overview(qtbot, big):
    settled(qtbot, big)
    vid = 5 * COLUMNS + 5
    v = big.drawing.vertices[vid]
    big.drawing_scene.select({vid}, set())
    pixels = settled(qtbot, big)
    p = big.mapFromScene(QPointF(v.x, v.y))
    box = pixels[p.y() - 3:p.y() + 4, p.x() - 3:p.x() + 4].reshape(-1, 3).astype(int)
    blue = theme().look.selection
    assert (np.abs(box - (blue.red(), blue.green(), blue.blue())).sum(axis=1) < 90).any()


def test_a_small_drawing_never_uses_the_overview(qtbot):
    d = Drawing()
    for i in range(50):
        d.add_vertex(i * 40.0, 0.0)
    view = CanvasView(d)
    qtbot.addWidget(view)
    view.show()
    view.zoom_out()
    assert not view.showing_overview()


def test_a_scene_built_in_steps_is_indexed_as_it_is_built(qtbot, monkeypatch):
    """Qt's index takes each batch in as it comes: nothing is left to index all at once afterwards
    (a 200,000-vertex file froze the window for seconds that way, two seconds after it opened)."""
    from graphgames_desktop.ui.canvas.scene import DrawingScene

    calls = [0]
    for cls in (items.VertexItem, items.EdgeItem):
        original = cls.boundingRect
        monkeypatch.setattr(cls, "boundingRect", lambda self, original=original: calls.__setitem__(0, calls[0] + 1)
                            or original(self))
    scene = DrawingScene(grid_drawing(), build=False)
    parent = QWidget()
    qtbot.addWidget(parent)
    assert run_steps(parent, "grid.graph.json", scene.build_steps(batch=50))  # as a file is opened
    # What Qt's index timer would do when it fires, done now: any query of a region first takes in
    # every item not indexed yet (and rebuilds the tree if it must). Counted, not timed.
    calls[0] = 0
    scene.items(QRectF(0, 0, 1, 1))
    elements = len(scene.vertex_items) + len(scene.edge_items)
    assert calls[0] < elements / 5, "not every item asked its extent again, all at once"
    scene.detach()


def test_content_rect_holds_every_label_whole(qtbot):
    """Measured from the data (only labels near the right edge measured): the same as every item's extent."""
    from graphgames_desktop.ui.canvas.scene import DrawingScene

    d = grid_drawing()
    for vid in list(d.vertices):
        d.set_label(vid, "w" * (vid % 7) + ("a long label on the right" if vid % COLUMNS == COLUMNS - 3 else ""))
    d.set_label(0, "")
    scene = DrawingScene(d)
    expected = QRectF()
    for item in scene.vertex_items.values():
        expected = expected.united(item.mapRectToScene(item.label_rect()) if item.label else QRectF(item.pos(), item.pos()))
    pad = scene.vertex_radius * 3
    got = scene.content_rect()
    assert got.contains(expected.adjusted(-pad, -pad, pad, pad))
    assert got.right() == pytest.approx(expected.right() + pad)
    assert got.top() == pytest.approx(expected.top() - pad)
    scene.detach()


def test_a_game_on_a_big_board_shows_the_overview_and_its_moves(window, qtbot, tmp_path, monkeypatch):
    """A saved Chomp game on a 2,000-vertex board: the board is painted as an overview too, and a
    vertex taken by a click (a move) leaves it."""
    from graphgames_desktop.games import game
    from graphgames_desktop.games.match import Seat, new_match
    from graphgames_desktop.graph import fileio
    from tests.ui.mouse import click

    board = grid_drawing()
    path = tmp_path / "big-chomp.graph.json"
    path.write_bytes(fileio.dumps_native(board, new_match(game("chomp"), (Seat(), Seat()), board).record()))
    assert window.open_path(str(path))
    canvas = window.game_page.canvas
    canvas.resize(800, 600)
    canvas.fit()
    calls = count_paints(monkeypatch)
    assert canvas.showing_overview()
    before = settled(qtbot, canvas)
    assert calls[0] == 0
    v = canvas.drawing.vertices[5 * COLUMNS + 5]
    assert ink_at(before, canvas, v.x, v.y) > 100
    click(canvas, v.x, v.y)
    qtbot.waitUntil(lambda: len(window.game_page.match.moves) == 1)
    qtbot.waitUntil(lambda: not canvas.drawing_scene.vertex_items[v.id].isVisible(), timeout=PATIENCE_MS)
    after = settled(qtbot, canvas)
    # Its circle and its edges are gone (a faint ring marks the last move there, painted by its item).
    assert ink_at(after, canvas, v.x, v.y) < ink_at(before, canvas, v.x, v.y) - 50
    assert ink_at(before, canvas, v.x + STEP / 2, v.y, reach=1) > 60
    assert ink_at(after, canvas, v.x + STEP / 2, v.y, reach=1) < 20
    assert ink_at(after, canvas, v.x + STEP, v.y) > 100, "its neighbour stays"
