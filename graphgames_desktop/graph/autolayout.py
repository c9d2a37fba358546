"""Positions for vertices a file did not place, and room for vertices a file stacked on one spot.

A file without positions gets a force layout (igraph's Fruchterman-Reingold: it lays out 10^4
vertices in about a second, with no scipy behind it) scaled so that a typical edge is
:data:`EDGE_LENGTH` long, whatever the vertex count. Then :func:`make_room` nudges the vertices
it may move until none overlaps another or sits on an edge it is not an end of, where that is
possible within a few rounds. Pure numpy and shapely; no Qt.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import igraph
import numpy as np
import shapely
from shapely import STRtree

#: A typical edge of a laid-out drawing, in scene units (a vertex is drawn ~22 units wide).
EDGE_LENGTH = 80.0
#: The least distance kept between two vertices' centres.
VERTEX_CLEARANCE = 36.0
#: The least distance kept between a vertex and an edge it is not an end of.
EDGE_CLEARANCE = 18.0
_ROUNDS = 40
_EDGE_ROUNDS = 8
_GOLDEN_ANGLE = np.pi * (3.0 - np.sqrt(5.0))
#: igraph draws its random numbers from a Python generator; this one, reseeded before each layout,
#: makes a file open the same way every time (nothing else in the application uses igraph's).
_RANDOM = random.Random()
igraph.set_random_number_generator(_RANDOM)


def force_layout(n: int, edges: Sequence[tuple[int, int]]) -> np.ndarray:
    """An (n, 2) array of positions for vertices 0..n-1, edges ~EDGE_LENGTH long.

    Each connected component is laid out on its own and the components are packed in rows, as on a
    page (in one force layout, 200 small components drift hundreds of thousands of units apart).
    Deterministic: the start is a spiral and igraph's generator is reseeded.
    """
    simple = sorted({(min(u, v), max(u, v)) for u, v in edges if u != v})
    g = igraph.Graph(n=n, edges=simple)
    parts = sorted((list(c) for c in g.connected_components()), key=len, reverse=True)
    layouts = [_component_layout(g, members) for members in parts]
    pos = np.zeros((n, 2))
    for members, layout in zip(parts, _packed(layouts)):
        pos[members] = layout
    return pos


def _component_layout(g: igraph.Graph, members: list[int]) -> np.ndarray:
    """One connected component's positions, from 0 up, its typical edge EDGE_LENGTH long."""
    k = len(members)
    if k <= 2:
        return np.array([[0.0, 0.0], [EDGE_LENGTH, 0.0]][:k])
    sub = g.induced_subgraph(members)
    # Fewer rounds on huge graphs: a second or two stays a second or two (10^4 vertices ~1.5 s).
    niter = 500 if k <= 5000 else max(60, int(500 * 5000 / k))
    _RANDOM.seed(1)
    pos = np.asarray(sub.layout_fruchterman_reingold(seed=_spiral(k, 1.0).tolist(), niter=niter, grid="auto").coords,
                     dtype=float)
    ends = np.asarray(sub.get_edgelist(), dtype=np.int64).reshape(-1, 2)
    lengths = np.hypot(*(pos[ends[:, 0]] - pos[ends[:, 1]]).T)
    gaps = _nearest_gaps(pos)
    if float(np.median(lengths)) < 1e-9 or float(np.median(gaps)) < 1e-9:
        return _spiral(k, EDGE_LENGTH)
    # Edges of the typical length, but dense parts (hubs) spread enough that most vertices clear each other.
    edge_scale = EDGE_LENGTH / float(np.median(lengths))
    scale = min(max(edge_scale, VERTEX_CLEARANCE / max(float(np.quantile(gaps, 0.1)), 1e-9)), 8 * edge_scale)
    pos *= scale
    return pos - pos.min(axis=0)


def _packed(layouts: list[np.ndarray]) -> list[np.ndarray]:
    """The layouts (largest first) moved into rows of a roughly square page, EDGE_LENGTH apart."""
    sizes = [layout.max(axis=0) if len(layout) else np.zeros(2) for layout in layouts]
    area = sum((w + EDGE_LENGTH) * (h + EDGE_LENGTH) for w, h in sizes)
    width = max(max((w for w, _ in sizes), default=0.0), 1.2 * area**0.5)
    x = y = row_height = 0.0
    out = []
    for layout, (w, h) in zip(layouts, sizes):
        if x > 0 and x + w > width:
            x, y, row_height = 0.0, y + row_height + EDGE_LENGTH, 0.0
        out.append(layout + (x, y))
        x += w + EDGE_LENGTH
        row_height = max(row_height, h)
    return out


def _spiral(n: int, step: float) -> np.ndarray:
    """n points on a sunflower spiral, about ``step`` apart."""
    k = np.arange(n, dtype=float)
    r = step * np.sqrt(k + 0.5)
    return np.column_stack((r * np.cos(k * _GOLDEN_ANGLE), r * np.sin(k * _GOLDEN_ANGLE)))


def _nearest_gaps(pos: np.ndarray) -> np.ndarray:
    """Each point's distance to its nearest other point."""
    points = shapely.points(pos)
    (which, _), dist = STRtree(points).query_nearest(points, exclusive=True, return_distance=True, all_matches=False)
    gaps = np.full(len(pos), np.inf)
    gaps[which] = dist
    return gaps


def make_room(pos: np.ndarray, movable: np.ndarray, edges: Sequence[tuple[int, int]]) -> np.ndarray:
    """Nudge the ``movable`` vertices (a boolean mask) apart from the others and off edges.

    Vertices on one spot are fanned out around it; a vertex within :data:`VERTEX_CLEARANCE` of
    another is pushed away from it; a vertex within :data:`EDGE_CLEARANCE` of an edge that does
    not end at it is pushed off the edge. Fixed vertices never move. Returns a new array.
    """
    pos = np.array(pos, dtype=float)
    if not movable.any() or len(pos) < 2:
        return pos
    ends = np.array([(u, v) for u, v in edges if u != v], dtype=np.int64).reshape(-1, 2)
    _separate(pos, movable)
    for _ in range(_EDGE_ROUNDS):
        if not _clear_edges(pos, movable, ends):
            break
        _separate(pos, movable)  # off the edges, without landing on another vertex (that matters more)
    return pos


def _separate(pos: np.ndarray, movable: np.ndarray) -> None:
    for round_ in range(_ROUNDS):
        if not _separate_vertices(pos, movable, round_):
            break


def _separate_vertices(pos: np.ndarray, movable: np.ndarray, round_: int) -> bool:
    points = shapely.points(pos)
    a, b = STRtree(points).query(points, predicate="dwithin", distance=VERTEX_CLEARANCE)
    keep = (a < b) & (movable[a] | movable[b])
    a, b = a[keep], b[keep]
    if not len(a):
        return False
    delta = pos[b] - pos[a]
    dist = np.hypot(delta[:, 0], delta[:, 1])
    stacked = dist < 1e-6
    # Stacked vertices have no direction between them: fan them out by index.
    angle = (b[stacked] + round_) * _GOLDEN_ANGLE
    delta[stacked] = np.column_stack((np.cos(angle), np.sin(angle)))
    dist[stacked] = 1.0
    push = (delta / dist[:, None]) * ((VERTEX_CLEARANCE - np.where(stacked, 0.0, dist)) / 2 + 0.5)[:, None]
    shift = np.zeros_like(pos)
    both = movable[a] & movable[b]
    # Each movable end takes half the push when both move, the whole push when only it may move.
    np.add.at(shift, a[movable[a]], -push[movable[a]] * np.where(both, 1.0, 2.0)[movable[a], None])
    np.add.at(shift, b[movable[b]], push[movable[b]] * np.where(both, 1.0, 2.0)[movable[b], None])
    pos += shift
    return True


def _clear_edges(pos: np.ndarray, movable: np.ndarray, ends: np.ndarray) -> bool:
    if not len(ends):
        return False
    segments = shapely.linestrings(np.stack((pos[ends[:, 0]], pos[ends[:, 1]]), axis=1))
    vertex_ids = np.flatnonzero(movable)
    points = shapely.points(pos[vertex_ids])
    vi, ei = STRtree(segments).query(points, predicate="dwithin", distance=EDGE_CLEARANCE)
    v = vertex_ids[vi]
    keep = (ends[ei, 0] != v) & (ends[ei, 1] != v)
    v, ei = v[keep], ei[keep]
    if not len(v):
        return False
    a, b = pos[ends[ei, 0]], pos[ends[ei, 1]]
    ab = b - a
    length2 = np.maximum((ab**2).sum(axis=1), 1e-12)
    t = np.clip(((pos[v] - a) * ab).sum(axis=1) / length2, 0.0, 1.0)
    foot = a + t[:, None] * ab
    away = pos[v] - foot
    dist = np.hypot(away[:, 0], away[:, 1])
    on_line = dist < 1e-6
    away[on_line] = np.column_stack((-ab[on_line, 1], ab[on_line, 0]))  # exactly on it: step sideways
    dist[on_line] = np.maximum(np.hypot(ab[on_line, 0], ab[on_line, 1]), 1e-12)
    shift = np.zeros_like(pos)
    np.add.at(shift, v, away / dist[:, None] * (EDGE_CLEARANCE - np.where(on_line, 0.0, dist) + 0.5)[:, None])
    pos += shift
    return True
