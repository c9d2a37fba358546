"""What the room sees: in both looks every edge of every library board shows between its circles and
takes clicks there, highlights stand apart from every edge colour (for colour-blind eyes and in black
and white too), a fitted board fills the view, and falling pieces can tell where the ground is."""

import math
from itertools import combinations

import numpy as np
import pytest
import shapely
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from graphgames_desktop.games.match import Seat
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.canvas.items import EDGE_COLORS, EDGE_DASHES
from graphgames_desktop.ui.canvas.scene import GROUND_COLOR, DrawingScene
from graphgames_desktop.ui.canvas.view import PLAY, CanvasView
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import CLASSROOM, NORMAL, theme
from tests.ui.mouse import click
from tests.ui.patience import wait_settled
from tests.ui.shown import shown


@pytest.fixture(params=[False, True], ids=["normal", "classroom"])
def look(request, qapp):
    theme().set_classroom(request.param)
    yield theme().look
    theme().set_classroom(False)


@pytest.fixture
def board_view(qtbot):
    """A play-mode canvas showing a library board, fitted to 900 x 700.

    Closed here rather than by ``qtbot.addWidget``: a weak reference to a shown CanvasView makes
    PySide 6.11 crash in its next paint.
    """
    views = []

    def show(board_id: str) -> CanvasView:
        view = CanvasView(boards.board(board_id), None, mode=PLAY)
        views.append(view)
        return shown(qtbot, view, 900, 700)

    yield show
    for view in views:
        view.close()
        view.deleteLater()


def polyline(path) -> shapely.LineString:
    """The line an edge's path shows (its curves flattened)."""
    (polygon,) = path.toSubpathPolygons()
    return shapely.LineString([(p.x(), p.y()) for p in polygon])


def shown_lines(scene: DrawingScene) -> dict[int, shapely.LineString]:
    return {eid: polyline(item.path()) for eid, item in scene.edge_items.items()}


# -- every edge shows and takes clicks ----------------------------------------------------------------

@pytest.mark.parametrize("board_id", sorted(boards.BOARDS))
def test_circles_leave_every_edge_a_radius_of_paper(board_id, look, board_view):
    scene = board_view(board_id).drawing_scene
    d = scene.drawing
    radius = {v: item.radius() for v, item in scene.vertex_items.items()}
    r = max(radius.values())
    assert min(radius.values()) >= 0.5 * look.vertex_radius  # circles are not shrunk out of sight
    for e in d.edges.values():
        if e.u != e.v:
            visible = math.dist(d.vertices[e.u].pos, d.vertices[e.v].pos) - radius[e.u] - radius[e.v]
            assert visible >= r - 1e-6, (e.id, visible, r)
    for a, b in combinations(d.vertices.values(), 2):  # no circle sits on another (a chimney on a roof)
        assert math.dist(a.pos, b.pos) - radius[a.id] - radius[b.id] >= r - 1e-6, (a.id, b.id)
    lines = shown_lines(scene)
    for e in d.edges.values():
        if e.u == e.v:  # a loop reaches a radius beyond its circle
            assert shapely.Point(d.vertices[e.u].pos).hausdorff_distance(lines[e.id]) >= 2 * radius[e.u]


@pytest.mark.parametrize("board_id", sorted(boards.BOARDS))
def test_every_edge_takes_clicks_along_its_visible_part(board_id, look, board_view):
    """Clicked where it shows (outside every circle, away from other edges), an edge is what is clicked:
    at both ends of its visible part and in its middle."""
    view = board_view(board_id)
    scene = view.drawing_scene
    d = scene.drawing
    r = max(item.radius() for item in scene.vertex_items.values())
    centres = shapely.points([v.pos for v in d.vertices.values()])
    lines = shown_lines(scene)
    clicked: list[tuple[str, int]] = []
    view.element_clicked.connect(lambda kind, ident: clicked.append((kind, ident)))
    for eid, line in lines.items():
        others = shapely.union_all([g for k, g in lines.items() if k != eid])
        samples = shapely.line_interpolate_point(line, np.linspace(0, 1, 201), normalized=True)
        free = [p for p in samples
                if shapely.distance(p, centres).min() >= r + look.edge_width
                and shapely.distance(p, others) >= look.edge_width]
        assert free, f"edge {eid} shows nowhere"
        for p in (free[0], free[len(free) // 2], free[-1]):
            clicked.clear()
            click(view, p.x, p.y)
            assert clicked == [("edge", eid)], (eid, p)


def test_circles_follow_the_drawing_once_a_change_is_in(look, qtbot):
    """Vertices brought close shrink every circle (after the change, not during it); apart again, they grow."""
    d = Drawing()
    a, b = d.add_vertex(0, 0).id, d.add_vertex(200, 0).id
    scene = DrawingScene(d)
    assert scene.vertex_radius == look.vertex_radius
    d.move_vertex(b, 24, 0)
    qtbot.waitUntil(lambda: scene.vertex_radius == pytest.approx(8.0))
    assert all(item.radius() == pytest.approx(8.0) for item in scene.vertex_items.values())
    d.remove_vertex(b)
    qtbot.waitUntil(lambda: scene.vertex_items[a].radius() == look.vertex_radius)
    scene.detach()


def test_the_house_fills_a_classroom_view_and_its_chimney_can_be_cut(window, qtbot):
    theme().set_classroom(True)
    window.start_game(GameSetup("hackenbush", "house", 1, (Seat(), Seat()), 0, {"mode": "green"}))
    page = window.game_page
    canvas = page.canvas
    wait_settled(qtbot)
    d = canvas.drawing
    x0, y0, x1, y1 = d.bounds()
    shown = canvas.mapFromScene(QRectF(x0, y0, x1 - x0, y1 - y0)).boundingRect()
    assert shown.height() >= 0.6 * canvas.viewport().height()  # a projected board is big
    chimney = next(e for e in d.edges.values() if {e.u, e.v} == {5, 6})
    (ax, ay), (bx, by) = d.vertices[5].pos, d.vertices[6].pos
    r = canvas.drawing_scene.vertex_items[5].radius()
    t = (r + CLASSROOM.edge_width) / math.dist((ax, ay), (bx, by))  # just outside the chimney's foot
    click(canvas, ax + (bx - ax) * t, ay + (by - ay) * t)
    assert chimney.id not in page.match.state.edges


def test_switching_the_look_fits_the_board_again(board_view):
    view = board_view("cycle-5")  # a small board (the House, enlarged, fills the normal look's least area)
    normal = view.transform().m11()
    theme().set_classroom(True)
    try:
        assert view.transform().m11() > 1.5 * normal
    finally:
        theme().set_classroom(False)
    assert view.transform().m11() == pytest.approx(normal)


# -- highlights ----------------------------------------------------------------------------------------

# Machado, Oliveira and Fernandes (2009), full severity, on linear RGB.
SIGHTS = {
    "normal": np.eye(3),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
}


def lab(color: QColor, sight: str) -> np.ndarray:
    c = np.array([color.redF(), color.greenF(), color.blueF()])
    linear = np.clip(SIGHTS[sight] @ np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4), 0, 1)
    xyz = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]) @ linear
    f = np.cbrt(np.maximum(xyz / [0.95047, 1.0, 1.08883], 0.008856 ** 3))
    f = np.where(xyz / [0.95047, 1.0, 1.08883] > 0.008856, f, 7.787 * xyz / [0.95047, 1.0, 1.08883] + 16 / 116)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


@pytest.mark.parametrize("sight", SIGHTS)
def test_the_highlight_is_no_edge_or_vertex_colour_to_any_eye(sight):
    others = [*EDGE_COLORS.values(), GROUND_COLOR, QColor("white")]
    for look in (NORMAL, CLASSROOM):
        assert look.highlight == NORMAL.highlight  # one meaning, one colour
        others += [look.ink, look.vertex_fill, look.vertex_outline, *look.player_colors]
    for other in others:
        delta = np.linalg.norm(lab(NORMAL.highlight, sight) - lab(other, sight))
        assert delta >= 35, (other.name(), delta)


def render(d: Drawing, lit_edges=(), lit_vertices=()) -> tuple[QImage, float]:
    """The drawing with some edges and vertices highlighted, rendered 1:1 from (-100, -80); and its radius."""
    scene = DrawingScene(d)
    for eid in lit_edges:
        scene.edge_items[eid].highlight = True
    for vid in lit_vertices:
        scene.vertex_items[vid].highlight = True
    image = QImage(400, 400, QImage.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    scene.render(painter, QRectF(0, 0, 400, 400), QRectF(-100, -80, 400, 400))
    painter.end()
    scene.detach()
    return image, scene.vertex_radius


def highlight_picture() -> tuple[QImage, float]:
    """A highlighted green edge, a highlighted blue edge and a highlighted lone vertex."""
    d = Drawing("multi")
    a, b, c, e, lone = (d.add_vertex(x, y).id for x, y in ((0, 0), (200, 0), (0, 120), (200, 120), (100, 240)))
    green = d.add_edge(a, b, color="green").id
    blue = d.add_edge(c, e, color="blue").id
    return render(d, [green, blue], [lone])


def near(image: QImage, x: float, y: float, color: QColor, tolerance: float = 40) -> bool:
    p = image.pixelColor(round(x) + 100, round(y) + 80)
    return math.dist((p.red(), p.green(), p.blue()), (color.red(), color.green(), color.blue())) < tolerance


def stroked(xs, colour: str, look) -> list[float]:
    """The points of a straight edge drawn from x = 0 that its stroke covers: all of them, or in the
    high-contrast look those well inside its dashes (EDGE_DASHES, the colour's second cue)."""
    pattern = EDGE_DASHES.get(colour) if look.high_contrast else None
    if not pattern:
        return list(xs)
    w = look.edge_width
    period = sum(pattern) * w
    dashes, start = [], 0.0
    for i, length in enumerate(pattern):
        if i % 2 == 0 and length * w > 0.6 * w:
            dashes.append((start * w + 0.3 * w, (start + length) * w - 0.3 * w))
        start += length
    kept = [x for x in xs if any(a <= x % period <= b for a, b in dashes)]
    assert len(kept) > len(xs) // 4
    return kept


def test_a_highlighted_edge_keeps_its_colour_inside_a_dashed_halo(look, qtbot):
    image, _ = highlight_picture()
    for y, colour in ((0, "green"), (120, "blue")):
        along = np.arange(60, 141)
        color = EDGE_COLORS[colour]
        assert all(near(image, x, y, color) for x in stroked(along, colour, look))  # the edge's own colour, all along
        best = 0
        for dy in range(2, 20):  # on one side of the edge a dashed line runs in the highlight colour
            seen = [near(image, x, y - dy, look.highlight, 60) for x in along]
            best = max(best, sum(p != q for p, q in zip(seen, seen[1:])))
        assert best >= 8  # dashes, not a band: they read in black and white too


def test_a_highlighted_vertex_has_a_ring_of_dots(look, qtbot):
    image, r = highlight_picture()
    best = 0
    for reach in np.linspace(r, r + 4 * look.edge_width, 24):
        angles = np.linspace(0, 2 * math.pi, 360, endpoint=False)
        seen = [near(image, 100 + reach * math.cos(t), 240 + reach * math.sin(t), look.highlight, 60) for t in angles]
        best = max(best, sum(p != q for p, q in zip(seen, seen[1:])))
    assert best >= 12


def test_halos_lie_under_every_edge(look, qtbot):
    """Neither the halo of an edge drawn after it nor that of its end tints a plain red edge."""
    d = Drawing("multi")
    a, b, f = (d.add_vertex(x, y).id for x, y in ((0, 0), (280, 0), (280, 28)))
    d.add_edge(a, b, color="red")
    lit = d.add_edge(a, f, color="green").id  # a tenth as steep: its halo runs over the red edge
    image, r = render(d, [lit], [b])
    ew = look.edge_width
    assert all(near(image, x, 0, EDGE_COLORS["red"]) for x in stroked(np.arange(12 * ew, 280 - r - ew), "red", look))


# -- falling pieces ------------------------------------------------------------------------------------

def test_fall_room_is_the_drop_to_the_ground_line(look, board_view):
    scene = board_view("house").drawing_scene
    assert scene.fall_room(scene.vertex_items[6]) == math.inf  # no ground line yet
    scene.set_ground(0.0)
    top = scene.vertex_items[6]
    assert top.y() + scene.fall_room(top) + top.radius() == pytest.approx(0.0, abs=look.edge_width)
    chimney = next(i for i in scene.edge_items.values() if set(i.ends) == {5, 6})
    assert chimney.path().boundingRect().bottom() + scene.fall_room(chimney) == pytest.approx(0.0, abs=look.edge_width)
