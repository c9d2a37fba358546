"""Crossings: STRtree results against a brute-force pairwise check; placement rules."""

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.geometry import (
    CrossingIndex,
    find_crossings,
    is_straight,
    move_problem,
    smooth_stroke,
    stroke_through_vertex,
    vertex_placement_problem,
)


def _segment_crossing(p1, p2, p3, p4):
    """Exact proper-intersection point of two segments (rational arithmetic), or None."""
    (x1, y1), (x2, y2), (x3, y3), (x4, y4) = [(Fraction(x), Fraction(y)) for x, y in (p1, p2, p3, p4)]
    den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
    if den == 0:
        return None
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
    u = -((x1 - x2) * (y1 - y3) - (y1 - y2) * (x1 - x3)) / den
    if 0 <= t <= 1 and 0 <= u <= 1:
        return (float(x1 + t * (x2 - x1)), float(y1 + t * (y2 - y1)))
    return None


def brute_crossings(d: Drawing):
    """Count crossing points pair by pair, segment by segment, leaving out shared end vertices."""
    edges = list(d.edges.values())
    count = 0
    for i, a in enumerate(edges):
        for b in edges[i + 1:]:
            shared = [d.vertices[w].pos for w in {a.u, a.v} & {b.u, b.v}]
            points = set()
            for s1 in zip(a.points, a.points[1:]):
                for s2 in zip(b.points, b.points[1:]):
                    p = _segment_crossing(*s1, *s2)
                    if p is not None and not any(abs(p[0] - q[0]) < 1e-6 and abs(p[1] - q[1]) < 1e-6 for q in shared):
                        points.add((round(p[0], 6), round(p[1], 6)))
            count += len(points)
    return count


def random_drawing(seed: int, n: int, m: int, bends: int) -> Drawing:
    rng = random.Random(seed)
    d = Drawing()
    for _ in range(n):
        d.add_vertex(rng.uniform(0, 500), rng.uniform(0, 500))
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
    rng.shuffle(pairs)
    for u, v in pairs[:m]:
        inner = [(rng.uniform(0, 500), rng.uniform(0, 500)) for _ in range(rng.randint(0, bends))]
        pu, pv = d.vertices[u].pos, d.vertices[v].pos
        d.add_edge(u, v, [pu, *inner, pv] if inner else None)
    return d


@given(st.integers(0, 10**6), st.integers(2, 9), st.integers(1, 14), st.integers(0, 3))
@settings(max_examples=120, deadline=None)
def test_crossings_match_brute_force(seed, n, m, bends):
    d = random_drawing(seed, n, m, bends)
    assert len(find_crossings(d)) == brute_crossings(d)


@given(st.integers(0, 10**6))
@settings(max_examples=40, deadline=None)
def test_incremental_index_matches_batch(seed):
    rng = random.Random(seed + 1)  # not the drawing's seed: that would move vertices onto vertices
    d = random_drawing(seed, 8, 10, 2)
    index = CrossingIndex(d)
    for _ in range(30):
        action = rng.random()
        if action < 0.3 and d.edges:
            d.remove_edge(rng.choice(list(d.edges)))
        elif action < 0.6:
            vid = rng.choice(list(d.vertices))
            d.move_vertex(vid, rng.uniform(0, 500), rng.uniform(0, 500))
        else:
            u, v = rng.sample(list(d.vertices), 2)
            if not d.edges_between(u, v):
                d.add_edge(u, v)
        assert index.count() == len(find_crossings(d))


def _cross():
    d = Drawing()
    for x, y in [(0, 0), (100, 100), (0, 100), (100, 0)]:
        d.add_vertex(x, y)
    d.add_edge(0, 1)
    d.add_edge(2, 3)
    return d


def test_crossing_is_found_where_it_is():
    (c,) = find_crossings(_cross())
    assert (round(c.x), round(c.y)) == (50, 50)


def test_adjacent_edges_touching_at_their_vertex_do_not_cross():
    d = Drawing()
    for x, y in [(0, 0), (100, 0), (0, 100)]:
        d.add_vertex(x, y)
    d.add_edge(0, 1)
    d.add_edge(0, 2)
    assert find_crossings(d) == []


def test_vertex_placement_rules():
    d = _cross()
    index = CrossingIndex(d)
    assert vertex_placement_problem(d, index, (50, 50), 10) == "on_crossing"
    assert vertex_placement_problem(d, index, (25, 25), 10) == "on_edge"
    assert vertex_placement_problem(d, index, (3, 3), 10) == "on_vertex"
    assert vertex_placement_problem(d, index, (200, 50), 10) is None


def test_moving_a_vertex_onto_an_edge_is_refused_but_its_own_edges_are_ignored():
    d = _cross()
    d.add_vertex(300, 300)
    index = CrossingIndex(d)
    assert move_problem(d, index, 4, (25, 25), 10) == "on_edge"
    assert move_problem(d, index, 1, (120, 120), 10) is None


def test_stroke_through_third_vertex():
    d = Drawing()
    for x in (0, 50, 100):
        d.add_vertex(x, 0)
    assert stroke_through_vertex(d, [(0, 0), (100, 0)], (0, 2), 10) == 1
    assert stroke_through_vertex(d, [(0, 0), (50, 60), (100, 0)], (0, 2), 10) is None


def test_smoothing_pins_the_ends_and_keeps_the_shape():
    raw = [(x, 40 + (x % 7) * 0.3) for x in range(5, 100, 3)]
    pts = smooth_stroke(raw, (0, 0), (100, 0))
    assert pts[0] == (0, 0) and pts[-1] == (100, 0)
    assert len(pts) < len(raw) and not is_straight(pts)
    assert max(y for _, y in pts) > 30
