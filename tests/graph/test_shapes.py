import math

import networkx as nx
import pytest

from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import MULTI, Drawing, drawing_from_graph
from graphgames_desktop.graph.geometry import find_crossings
from graphgames_desktop.graph.shapes import FAN, shown_shapes

R = 11.0


def middle(points):
    """The point halfway along a polyline."""
    lengths = [math.dist(p, q) for p, q in zip(points, points[1:])]
    rest = sum(lengths) / 2
    for (p, q), length in zip(zip(points, points[1:]), lengths):
        if rest <= length:
            t = rest / length
            return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))
        rest -= length
    return points[-1]


def reach(points, centre):
    return max(math.dist(p, centre) for p in points)


def apex_angle(points, centre):
    far = max(points, key=lambda p: math.dist(p, centre))
    return math.degrees(math.atan2(far[1] - centre[1], far[0] - centre[0]))


def turn(a, b):
    return abs((a - b + 180) % 360 - 180)


def stalk(*edges):
    """Vertices 0 at (0, 0) and 1 at (0, -150) with the given edges (u, v, points)."""
    d = Drawing(MULTI)
    d.add_vertex(0, 0)
    d.add_vertex(0, -150)
    ids = [d.add_edge(u, v, points).id for u, v, points in edges]
    return d, ids


def test_straight_parallel_edges_fan_out_symmetrically_and_keep_their_ends():
    d, (a, b) = stalk((0, 1, None), (1, 0, None))
    shapes = shown_shapes(d, R)
    assert shapes[a][0] == (0, 0) and shapes[a][-1] == (0, -150)
    assert shapes[b][0] == (0, -150) and shapes[b][-1] == (0, 0)  # drawn from its own u, whichever way round
    (xa, ya), (xb, yb) = middle(shapes[a]), middle(shapes[b])
    assert xa == pytest.approx(-xb, abs=1e-6) and abs(xa) == pytest.approx(FAN * R, rel=0.05)
    assert ya == pytest.approx(-75, abs=1) and yb == pytest.approx(-75, abs=1)
    assert d.edges[a].points == [(0, 0), (0, -150)]  # shown apart, drawn as drawn


def test_an_odd_fan_keeps_its_middle_edge_straight():
    d, ids = stalk((0, 1, None), (0, 1, None), (0, 1, None))
    xs = sorted(middle(shown_shapes(d, R)[e])[0] for e in ids)
    assert xs[1] == pytest.approx(0) and xs[0] == pytest.approx(-xs[2]) and xs[2] > 2 * FAN * R * 0.95


def test_a_curve_clearly_apart_keeps_its_shape_and_the_fan_avoids_it():
    curve = [(0, 0), (40, -50), (40, -100), (0, -150)]
    d, (straight, curved) = stalk((0, 1, None), (0, 1, curve))
    assert shown_shapes(d, R) == {straight: [(0, 0), (0, -150)], curved: curve}
    d.add_edge(0, 1)  # a second straight edge: the two straight ones fan out, clear of the curve
    shapes = shown_shapes(d, R)
    assert shapes[curved] == curve
    assert all(abs(middle(shapes[e])[0] - 40) > R for e in d.edges if e != curved)


def test_a_lone_edge_and_drag_previews():
    d, (a, b) = stalk((0, 1, None), (0, 1, None))
    c = d.add_vertex(100, 0).id
    lone = d.add_edge(0, c).id
    assert shown_shapes(d, R, [(0, c)]) == {lone: [(0, 0), (100, 0)]}
    moved = shown_shapes(d, R, [(0, 1)], positions={1: (150, 0)})
    assert set(moved) == {a, b} and moved[a][-1] == (150, 0)
    assert abs(middle(moved[a])[1] - middle(moved[b])[1]) > 2 * R  # still apart, now across the new chord


@pytest.mark.parametrize("drawn", [[(0, -150), (0, -150)], [(0, -150), (0, -190), (0, -150)], [(0, -150), (3, -152), (0, -150)]])
def test_a_loop_without_a_usable_shape_is_a_petal_away_from_the_edges(drawn):
    d, (stem, loop) = stalk((0, 1, None), (1, 1, drawn))
    shape = shown_shapes(d, R)[loop]
    centre = (0, -150)
    assert shape[0] == shape[-1] == centre and reach(shape, centre) > 3 * R
    assert turn(apex_angle(shape, centre), 90) > 120  # the stem leaves downwards (y grows down)


def test_loops_on_one_vertex_are_spread_around_it():
    d, ids = stalk((0, 1, None), *[(1, 1, [(0, -150), (0, -150)])] * 4)
    shapes = shown_shapes(d, R)
    angles = [apex_angle(shapes[e], (0, -150)) for e in ids[1:]]
    assert all(turn(x, y) > 45 for i, x in enumerate(angles) for y in angles[i + 1:])
    assert all(turn(x, 90) > 45 for x in angles)


def test_new_loops_without_points_take_the_free_sides():
    d, ids = stalk((0, 1, None), (1, 1, None), (1, 1, None), (1, 1, None))
    loops = ids[1:]
    angles = [apex_angle(d.edges[e].points, (0, -150)) for e in loops]
    assert all(turn(x, y) > 45 for i, x in enumerate(angles) for y in angles[i + 1:])
    assert all(turn(x, 90) > 45 for x in angles)
    assert all(shown_shapes(d, R)[e] == d.edges[e].points for e in loops)  # already apart: shown as stored
    assert find_crossings(d) == []


def test_networkx_loops_are_spread_whatever_their_order():
    g = nx.MultiGraph()
    g.add_edge("v", "v")
    g.add_edge("v", "v")
    g.add_edge("ground", "v")
    d = drawing_from_graph(g, pos={"ground": (0, 0), "v": (0, -100)})
    loops = [e for e in d.edges.values() if e.u == e.v]
    angles = [apex_angle(e.points, (0, -100)) for e in loops]
    assert turn(*angles) > 45 and all(turn(x, 90) > 45 for x in angles)


@pytest.mark.parametrize("radius", [R, 20.0])  # the usual look and the classroom one
def test_the_library_pictures_are_shown_as_drawn(radius):
    for name in ("flower", "girl", "christmas-tree", "house"):
        d = boards.board(name)
        assert shown_shapes(d, radius) == {e.id: e.points for e in d.edges.values()}, name
