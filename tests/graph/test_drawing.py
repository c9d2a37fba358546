import math

import networkx as nx
import pytest

from graphgames_desktop.graph.drawing import MULTI, Drawing, DrawingError, drawing_from_graph, stretch_polyline


def test_add_and_remove_keep_incidence():
    d = Drawing()
    a, b, c = (d.add_vertex(x, 0).id for x in (0, 100, 200))
    e1 = d.add_edge(a, b).id
    d.add_edge(b, c)
    assert {e.id for e in d.incident_edges(b)} == {e1, e1 + 1}
    vertex, removed = d.remove_vertex(b)
    assert vertex.id == b and len(removed) == 2 and not d.edges
    assert d.incident_edges(a) == []


@pytest.mark.parametrize("u_v, code", [((0, 0), "loop"), ((0, 1), "double_edge")])
def test_simple_drawing_refuses_loops_and_double_edges(u_v, code):
    d = Drawing()
    d.add_vertex(0, 0)
    d.add_vertex(50, 0)
    d.add_edge(0, 1)
    with pytest.raises(DrawingError) as info:
        d.add_edge(*u_v)
    assert info.value.code == code
    assert len(d.edges) == 1


def test_multi_drawing_accepts_loops_and_parallel_edges():
    d = Drawing(MULTI)
    d.add_vertex(0, 0)
    d.add_vertex(50, 0)
    d.add_edge(0, 1)
    d.add_edge(0, 1)
    d.add_edge(0, 0)
    g = d.to_networkx()
    assert g.number_of_edges() == 3 and nx.number_of_selfloops(g) == 1


def test_curved_edge_keeps_its_shape_when_a_vertex_moves():
    d = Drawing()
    d.add_vertex(0, 0)
    d.add_vertex(100, 0)
    e = d.add_edge(0, 1, [(0, 0), (50, 40), (100, 0)])
    d.move_vertex(1, 0, 100)  # rotate by 90 degrees about vertex 0
    (x0, y0), (mx, my), (x1, y1) = e.points
    assert (x0, y0) == (0, 0) and (x1, y1) == (0, 100)
    assert math.isclose(mx, -40, abs_tol=1e-9) and math.isclose(my, 50, abs_tol=1e-9)


def test_stretch_scales_and_pins_ends():
    pts = stretch_polyline([(0, 0), (1, 1), (2, 0)], (10, 10), (14, 10))
    assert pts[0] == (10, 10) and pts[-1] == (14, 10) and pts[1] == pytest.approx((12, 12))


def test_events_are_emitted_for_every_change():
    d = Drawing()
    seen = []
    d.subscribe(lambda ev, ident: seen.append(ev))
    d.add_vertex(0, 0)
    d.add_vertex(10, 0)
    d.add_edge(0, 1)
    d.move_vertex(1, 20, 0)
    d.set_label(0, "a")
    d.remove_vertex(0)
    assert seen == ["vertex_added", "vertex_added", "edge_added", "edge_changed", "vertex_moved",
                    "vertex_changed", "edge_removed", "vertex_removed"]


def test_round_trip_through_networkx():
    g = nx.petersen_graph()
    d = drawing_from_graph(g, pos=nx.circular_layout(g))
    h = d.to_networkx()
    assert nx.is_isomorphic(g, h)


def test_bad_positions_are_refused():
    with pytest.raises(DrawingError):
        Drawing().add_vertex(float("nan"), 0)
