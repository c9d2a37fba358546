"""Parallel edges and loops are drawn apart: each one visible and clickable, on canvas, board and export."""

import math

from PySide6.QtGui import QImage

from graphgames_desktop.games.match import Seat
from graphgames_desktop.graph import fileio
from graphgames_desktop.graph.drawing import MULTI, Drawing
from graphgames_desktop.ui import files
from graphgames_desktop.ui.canvas.items import EDGE_COLORS
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import theme
from tests.ui.mouse import click, drag

GML_MULTI = b"""graph [
  multigraph 1
  node [ id 0 x 0 y 0 ]
  node [ id 1 x 0 y -150 ]
  edge [ source 0 target 1 color "blue" ]
  edge [ source 0 target 1 color "red" ]
  edge [ source 1 target 1 color "green" ]
  edge [ source 1 target 1 color "blue" ]
]
"""


def picture() -> tuple[Drawing, int, int, int]:
    """A stalk of two straight parallel edges (blue, red) from the ground, with a green loop on top."""
    d = Drawing(MULTI)
    a, b = d.add_vertex(0, 0).id, d.add_vertex(0, -150).id
    blue, red = d.add_edge(a, b, color="blue").id, d.add_edge(a, b, color="red").id
    loop = d.add_edge(b, b, color="green").id
    return d, blue, red, loop


def shown_point(view, eid, at=0.5) -> tuple[float, float]:
    p = view.drawing_scene.edge_items[eid].path().pointAtPercent(at)
    return p.x(), p.y()


def on_editor(window, drawing):
    window.show_editor()
    window.editor.drawing.replace_with(drawing)
    view = window.editor.view
    view.resetTransform()
    view.centerOn(0, -100)
    window.a_select.trigger()
    return view


def test_straight_parallel_edges_are_painted_apart_and_each_is_clicked(window):
    d, blue, red, loop = picture()
    view = on_editor(window, d)
    (bx, by), (rx, ry) = shown_point(view, blue), shown_point(view, red)
    assert math.dist((bx, by), (rx, ry)) > theme().look.vertex_radius * 2
    assert d.edges[blue].points == [(0, 0), (0, -150)]  # the drawing keeps what was drawn
    scene = view.drawing_scene
    for eid in (blue, red, loop):
        click(view, *shown_point(view, eid))
        assert scene.selected_ids() == (set(), {eid})


def test_a_mixed_hackenbush_game_cuts_the_parallel_edge_clicked(window):
    d, blue, red, loop = picture()
    on_editor(window, d)
    window.start_game(GameSetup("hackenbush", "canvas", 1, (Seat(), Seat()), 0, {"mode": "mixed"}))
    page = window.game_page
    view = page.canvas
    click(view, *shown_point(view, blue))
    assert page.match.state.edges == {red, loop}
    click(view, *shown_point(view, loop))  # Red's turn: the green loop
    assert page.match.state.edges == {red}


def test_loops_and_parallel_edges_imported_without_points_are_drawn_apart(window):
    loaded = fileio.loads_exchange(GML_MULTI, "gml", allow_multi=True)
    view = on_editor(window, loaded.drawing)
    d, scene, r = window.editor.drawing, view.drawing_scene, theme().look.vertex_radius
    loops = [e.id for e in d.edges.values() if e.u == e.v]
    assert len(loops) == 2 and len(d.edges) == 4
    apexes = [shown_point(view, eid) for eid in loops]
    assert math.dist(*apexes) > 2 * r
    for eid in d.edges:
        rect = scene.edge_items[eid].path().boundingRect()
        assert max(rect.width(), rect.height()) > 2 * r
        click(view, *shown_point(view, eid))
        assert scene.selected_ids() == (set(), {eid})


def test_png_export_shows_both_parallel_edges(window, tmp_path):
    d, blue, red, loop = picture()
    view = on_editor(window, d)
    scene = view.drawing_scene
    source, scale = scene.content_rect(), 2.0
    path = str(tmp_path / "multi.png")
    files.export_png(scene, source, path, scale)
    image = QImage(path)
    for eid, name in ((blue, "blue"), (red, "red"), (loop, "green")):
        for at in (0.35, 0.5, 0.65):
            x, y = shown_point(view, eid, at)
            pixel = image.pixelColor(round((x - source.x()) * scale), round((y - source.y()) * scale))
            assert pixel.rgb() == EDGE_COLORS[name].rgb(), (name, at)


def test_a_second_straight_stroke_bends_both_and_undo_straightens_the_first(window):
    d, blue, red, loop = picture()
    d.remove_edge(red)
    view = on_editor(window, d)
    window.a_draw.trigger()
    drag(view, [(0, 0), (0, -75), (0, -150)])
    (second,) = set(window.editor.drawing.edges) - {blue, loop}
    scene = view.drawing_scene
    assert math.dist(shown_point(view, blue), shown_point(view, second)) > 2 * theme().look.vertex_radius
    window.a_select.trigger()
    drag(view, [(0, -150), (40, -150), (80, -150)])  # the edges follow the moved vertex, still apart
    assert window.editor.drawing.vertices[1].pos == (80, -150)
    assert math.dist(shown_point(view, blue), shown_point(view, second)) > 2 * theme().look.vertex_radius
    window.editor.undo_stack.undo()
    window.editor.undo_stack.undo()
    assert second not in scene.edge_items
    assert scene.edge_items[blue].path().pointAtPercent(0.5).toTuple() == (0, -75)
