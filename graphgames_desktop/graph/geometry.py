"""Exact crossings, hit tests and the placement rules of a drawing (shapely, no Qt).

A crossing is where two edges' strokes cross: it is never a vertex and changes nothing in the
graph. :class:`CrossingIndex` keeps every crossing of a drawing up to date through an STRtree, so
adding or moving one edge costs a tree query rather than a pass over all pairs.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import NamedTuple

import numpy as np
import shapely
from shapely import LineString, STRtree
from shapely import Point as ShapelyPoint

from graphgames_desktop.graph.drawing import Drawing, Edge, Point

#: How close (in scene units) two points may be and still count as one.
EPS = 1e-6
#: Rebuild the spatial index after this many edges changed since the last build.
_REBUILD_AFTER = 128


class Crossing(NamedTuple):
    """Where two edges cross (a tuple: tens of thousands are made at once when a file opens)."""

    edge_a: int
    edge_b: int
    x: float
    y: float


def edge_line(points: Sequence[Point]) -> LineString:
    return LineString(points)


def _lines(polylines: list[list[Point]]) -> np.ndarray:
    """One LineString per polyline, built in a single vectorised call (polylines may differ in length)."""
    counts = np.fromiter((len(points) for points in polylines), dtype=np.int64, count=len(polylines))
    flat = itertools.chain.from_iterable(itertools.chain.from_iterable(polylines))
    coords = np.fromiter(flat, dtype=float, count=2 * int(counts.sum())).reshape(-1, 2)
    return shapely.linestrings(coords, indices=np.repeat(np.arange(len(polylines)), counts))


def _pair_crossings(
    lines_a: np.ndarray, lines_b: np.ndarray, ends_a: np.ndarray, ends_b: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Crossings of aligned pairs of strokes: (pair index, x, y) arrays, shared end points excluded.

    Pairs that only meet at the vertices they share are dropped by counting intersection
    coordinates, and shared end points are masked out with numpy, so Python touches only the
    crossings themselves. ``ends_*`` are (n, 2) arrays of the pairs' end vertex ids.
    """
    a0, a1, b0, b1 = ends_a[:, 0], ends_a[:, 1], ends_b[:, 0], ends_b[:, 1]
    shares_start = (a0 == b0) | (a0 == b1)
    shares_end = (a1 == b0) | (a1 == b1)
    inters = shapely.intersection(lines_a, lines_b)
    candidates = np.flatnonzero(shapely.get_num_coordinates(inters) > shares_start.astype(int) + shares_end.astype(int))
    parts, owner = shapely.get_parts(inters[candidates], return_index=True)
    if len(parts) == 0:
        return np.empty(0, dtype=np.int64), np.empty(0), np.empty(0)
    pair = candidates[owner]
    points = np.where(shapely.get_type_id(parts) == 0, parts, shapely.point_on_surface(parts))
    xy = shapely.get_coordinates(points)
    start = shapely.get_coordinates(shapely.get_point(lines_a[pair], 0))
    end = shapely.get_coordinates(shapely.get_point(lines_a[pair], -1))
    at_start = shares_start[pair] & (np.abs(xy - start) < EPS).all(axis=1)
    at_end = shares_end[pair] & (np.abs(xy - end) < EPS).all(axis=1)
    real = ~(at_start | at_end)
    return pair[real], xy[real, 0], xy[real, 1]


def find_crossings(drawing: Drawing) -> list[Crossing]:
    """Every crossing of the drawing in one vectorised batch."""
    return _batch(list(drawing.edges.values()))[2]


def _batch(edges: list[Edge]) -> tuple[np.ndarray, STRtree | None, list[Crossing]]:
    """Lines, their STRtree and all crossings: a prepared ``intersects`` query (cheaper than
    ``crosses``), then :func:`_pair_crossings`. The index keeps the lines and the tree."""
    if not edges:
        return np.empty(0, dtype=object), None, []
    geoms = _lines([e.points for e in edges])  # each edge's points read once (see CrossingIndex.rebuild)
    shapely.prepare(geoms)
    tree = STRtree(geoms)
    left, right = tree.query(geoms, predicate="intersects")
    keep = left < right
    left, right = left[keep], right[keep]
    ends = np.array([(e.u, e.v) for e in edges], dtype=np.int64)
    pair, xs, ys = _pair_crossings(geoms[left], geoms[right], ends[left], ends[right])
    ids = np.array([e.id for e in edges], dtype=np.int64)
    ea, eb = ids[left[pair]], ids[right[pair]]
    return geoms, tree, [Crossing(*c) for c in zip(np.minimum(ea, eb).tolist(), np.maximum(ea, eb).tolist(),
                                                    xs.tolist(), ys.tolist())]


#: One background thread computes whole-drawing batches (GEOS releases the GIL meanwhile).
_BATCHES = ThreadPoolExecutor(max_workers=1, thread_name_prefix="crossings")


class CrossingIndex:
    """All crossings of a live drawing, kept current as edges are added, moved and removed.

    A whole-drawing batch (on creation and on reset) runs on a background thread from a snapshot
    of the edges, so a large file can be shown while its crossings are found; every query and
    every change first takes that result in (:meth:`_settle`), so answers are always current.
    """

    def __init__(self, drawing: Drawing):
        self.drawing = drawing
        self._geoms: dict[int, LineString] = {}
        self._pairs: dict[tuple[int, int], list[Point]] = {}
        self._partners: dict[int, set[int]] = {}
        self._tree: STRtree | None = None
        self._tree_ids: list[int] = []
        self._stale: set[int] = set()
        self._pending: tuple[list[int], Future] | None = None
        self.rebuild()
        drawing.subscribe(self._on_change)

    def close(self) -> None:
        self.drawing.unsubscribe(self._on_change)

    def ready(self) -> bool:
        """True when no batch is still being computed (queries would not have to wait)."""
        return self._pending is None or self._pending[1].done()

    # -- queries --------------------------------------------------------------------------------
    def crossings(self) -> list[Crossing]:
        self._settle()
        return [Crossing(a, b, x, y) for (a, b), pts in self._pairs.items() for x, y in pts]

    def count(self) -> int:
        self._settle()
        return sum(len(p) for p in self._pairs.values())

    def edges_near(self, geom: shapely.Geometry, exclude: Iterable[int] = ()) -> list[int]:
        """Edge ids whose strokes intersect ``geom``."""
        self._settle()
        excluded = set(exclude)
        found: set[int] = set()
        if self._tree is not None:
            for k in self._tree.query(geom, predicate="intersects").tolist():
                eid = self._tree_ids[k]
                if eid not in self._stale:
                    found.add(eid)
        for eid in self._stale:
            g = self._geoms.get(eid)
            if g is not None and g.intersects(geom):
                found.add(eid)
        return sorted(found - excluded)

    # -- maintenance ----------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Start a batch over the edges as they are now.

        The batch reads them on its thread (copies of 200,000 edges took the GUI thread a long
        moment): an edit replaces an edge's points list, never mutates it, and settles the batch
        before it redoes its edge, so a batch that saw the edit or not ends the same."""
        edges = list(self.drawing.edges.values())
        self._pending = ([e.id for e in edges], _BATCHES.submit(_batch, edges))

    def _settle(self) -> None:
        if self._pending is None:
            return
        ids, future = self._pending
        self._pending = None
        geoms, self._tree, crossings = future.result()
        self._tree_ids = ids
        self._geoms = dict(zip(ids, geoms))
        self._stale.clear()
        self._pairs.clear()
        self._partners = {}  # only edges that cross something (a set for each of 200,000 edges took long)
        for c in crossings:
            self._pairs.setdefault((c.edge_a, c.edge_b), []).append((c.x, c.y))
            self._partners.setdefault(c.edge_a, set()).add(c.edge_b)
            self._partners.setdefault(c.edge_b, set()).add(c.edge_a)

    def _reindex(self) -> None:
        self._tree_ids = list(self._geoms)
        self._tree = STRtree([self._geoms[i] for i in self._tree_ids]) if self._tree_ids else None
        self._stale.clear()

    def _forget(self, eid: int) -> None:
        for other in self._partners.pop(eid, set()):
            self._pairs.pop((min(eid, other), max(eid, other)), None)
            self._partners.get(other, set()).discard(eid)
        self._geoms.pop(eid, None)
        self._stale.add(eid)

    def update_edge(self, eid: int) -> None:
        self._settle()
        self._forget(eid)
        edge = self.drawing.edges.get(eid)
        if edge is None:
            return
        geom = edge_line(edge.points)
        self._geoms[eid] = geom
        self._partners[eid] = set()
        near = self.edges_near(geom, exclude=(eid,))
        if near:
            others = np.array([self._geoms[o] for o in near], dtype=object)
            ends_b = np.array([(self.drawing.edges[o].u, self.drawing.edges[o].v) for o in near], dtype=np.int64)
            ends_a = np.repeat([[edge.u, edge.v]], len(near), axis=0)
            pair, xs, ys = _pair_crossings(np.full(len(near), geom, dtype=object), others, ends_a, ends_b)
            for k, x, y in zip(pair.tolist(), xs.tolist(), ys.tolist()):
                other_id = near[k]
                self._pairs.setdefault((min(eid, other_id), max(eid, other_id)), []).append((x, y))
                self._partners[eid].add(other_id)
                self._partners.setdefault(other_id, set()).add(eid)
        if len(self._stale) > _REBUILD_AFTER:
            self._reindex()

    def _on_change(self, event: str, ident: int | None) -> None:
        if event == "reset":
            self.rebuild()
        elif ident is None:  # only "reset" comes without an id
            return
        elif event in ("edge_added", "edge_changed"):
            self.update_edge(ident)
        elif event == "edge_removed":
            self._settle()
            self._forget(ident)


# -- placement rules ---------------------------------------------------------------------------

def vertex_placement_problem(
    drawing: Drawing,
    index: CrossingIndex,
    p: Point,
    radius: float,
    moving: int | None = None,
) -> str | None:
    """Why a vertex may not stand at ``p`` (a refusal code), or None when it may.

    Codes: ``on_vertex`` (overlaps another vertex), ``on_crossing``, ``on_edge``. When ``moving``
    names a vertex, its own edges are ignored (they follow it).
    """
    for vx in drawing.vertices.values():
        if vx.id != moving and (vx.x - p[0]) ** 2 + (vx.y - p[1]) ** 2 < (2 * radius) ** 2:
            return "on_vertex"
    disc = ShapelyPoint(p).buffer(radius)
    own = {e.id for e in drawing.incident_edges(moving)} if moving is not None else set()
    for c in index.crossings():
        if c.edge_a in own or c.edge_b in own:
            continue
        if (c.x - p[0]) ** 2 + (c.y - p[1]) ** 2 < radius**2:
            return "on_crossing"
    if index.edges_near(disc, exclude=own):
        return "on_edge"
    return None


def stroke_through_vertex(
    drawing: Drawing, points: Sequence[Point], ends: Iterable[int], radius: float
) -> int | None:
    """The id of a vertex (other than ``ends``) that the stroke runs through, or None."""
    others = [v for v in drawing.vertices.values() if v.id not in set(ends)]
    if not others or len(points) < 2:
        return None
    line = edge_line(points)
    centres = shapely.points([(v.x, v.y) for v in others])
    dist = shapely.distance(centres, line)
    hit = np.flatnonzero(dist < radius)
    return others[int(hit[0])].id if len(hit) else None


def move_problem(
    drawing: Drawing, index: CrossingIndex, vid: int, p: Point, radius: float
) -> str | None:
    """Why vertex ``vid`` may not move to ``p``: placement codes, or ``edge_through_vertex``."""
    problem = vertex_placement_problem(drawing, index, p, radius, moving=vid)
    if problem:
        return problem
    for e in drawing.incident_edges(vid):
        pts = drawing.reshaped_points(e, {vid: p})
        if stroke_through_vertex(drawing, pts, (e.u, e.v), radius) is not None:
            return "edge_through_vertex"
    return None


def smooth_stroke(points: Sequence[Point], start: Point, end: Point, tolerance: float = 2.0) -> list[Point]:
    """Turn a shaky freehand stroke into a clean polyline from ``start`` to ``end``.

    Douglas-Peucker simplification drops the jitter, two rounds of Chaikin corner cutting round the
    corners, and the ends are pinned to the vertex centres.
    """
    pts = [start, *points, end]
    dedup = [pts[0]]
    for q in pts[1:]:
        if abs(q[0] - dedup[-1][0]) > EPS or abs(q[1] - dedup[-1][1]) > EPS:
            dedup.append(q)
    if len(dedup) < 3:
        return [start, end]
    simple = list(edge_line(dedup).simplify(tolerance, preserve_topology=False).coords)
    if len(simple) <= 2:
        return [start, end]
    for _ in range(2):
        cut = [simple[0]]
        for (x0, y0), (x1, y1) in zip(simple, simple[1:]):
            cut.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            cut.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        cut.append(simple[-1])
        simple = cut
    simple[0], simple[-1] = start, end
    return [(float(x), float(y)) for x, y in simple]


def is_straight(points: Sequence[Point], tolerance: float = 1.5) -> bool:
    """Whether a polyline stays within ``tolerance`` of the segment joining its ends."""
    if len(points) <= 2:
        return True
    seg = edge_line([points[0], points[-1]])
    return all(seg.distance(ShapelyPoint(p)) <= tolerance for p in points[1:-1])
