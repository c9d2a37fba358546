"""The picture rule: a radius of clear paper around every circle. Breaches are found (a vertex on an
edge it does not end, circles running into each other), untangle clears them without moving what is
pinned, and the clearance radius is the largest at which a picture keeps the rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.picture_layout import Problem, clearance_radius, layout_problems, untangle

R = 11.0


def drawing(points, edges, kind=None) -> Drawing:
    d = Drawing(kind) if kind else Drawing()
    for i, (x, y) in enumerate(points):
        d.add_vertex(x, y, ident=i)
    for u, v in edges:
        d.add_edge(u, v)
    return d


def test_an_edge_through_a_vertex_and_touching_circles_are_breaches():
    through = drawing([(0, 0), (200, 0), (100, 1), (100, 150)], [(0, 1), (2, 3)])
    assert [(p.problem, p.vertex) for p in layout_problems(through, R)] == [(Problem.ON_EDGE, 2)]
    close = drawing([(0, 0), (2.5 * R, 0)], [])
    assert [(p.problem, p.vertex, p.other) for p in layout_problems(close, R)] == [(Problem.OVERLAP, 0, 1)]
    clear = drawing([(0, 0), (200, 0), (100, 2.2 * R), (100, 150)], [(0, 1), (2, 3)])
    assert layout_problems(clear, R) == []


def test_an_edge_ending_at_a_vertex_is_no_breach():
    assert layout_problems(drawing([(0, 0), (100, 0), (200, 0)], [(0, 1), (1, 2)]), R) == []


def test_untangle_keeps_pinned_vertices_and_the_floor():
    """A Hackenbush picture: ground vertices stay on the ground line, the rest above it."""
    d = drawing([(0, 0), (200, 0), (100, -2), (100, -150)], [(0, 1), (2, 3)], kind="multi")
    assert untangle(d, R, fixed={0, 1}, floor=-2 * R)
    assert d.vertices[0].pos == (0.0, 0.0) and d.vertices[1].pos == (200.0, 0.0)
    assert all(v.y <= -2 * R for vid, v in d.vertices.items() if vid not in (0, 1))
    assert layout_problems(d, R) == []


def test_ground_vertices_slide_along_the_ground():
    """Two ground vertices too close part sideways, staying on the line."""
    d = drawing([(0, 0), (R, 0), (0, -80), (R, -80)], [(0, 2), (1, 3)], kind="multi")
    assert untangle(d, R, slide={0, 1}, floor=-2 * R)
    assert d.vertices[0].y == 0.0 and d.vertices[1].y == 0.0
    assert layout_problems(d, R) == []


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 12), st.integers(0, 12)), min_size=2, max_size=8, unique=True),
       st.data())
def test_untangle_says_truly_whether_the_picture_meets_the_rule(points, data):
    n = len(points)
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
    edges = data.draw(st.lists(st.sampled_from(pairs), unique=True, max_size=min(10, len(pairs))))
    d = drawing([(20.0 * x, 20.0 * y) for x, y in points], edges)
    assert untangle(d, R) == (layout_problems(d, R) == [])


def test_the_clearance_radius_is_the_largest_that_meets_the_rule():
    d = drawing([(0, 0), (200, 0), (100, 30), (100, 150), (400, 0)], [(0, 1), (2, 3)])
    r = clearance_radius(d)
    assert r == pytest.approx(15.0, rel=1e-5)  # vertex 2 stands 30 from edge 0-1
    assert layout_problems(d, r * 0.999) == [] and layout_problems(d, r * 1.01)
