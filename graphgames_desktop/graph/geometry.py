"""Exact crossings, hit tests and the placement rules of a drawing (shapely, no Qt).

A crossing is where two edges' strokes cross: it is never a vertex and changes nothing in the
graph. :class:`CrossingIndex` keeps every crossing of a drawing up to date through an STRtree, so
adding or moving one edge costs a tree query rather than a pass over all pairs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np
import shapely
from shapely import LineString, Point as ShapelyPoint, STRtree

from graphgames_desktop.graph.drawing import Drawing, Edge, Point

#: How close (in scene units) two points may be and still count as one.
EPS = 1e-6
#: Rebuild the spatial index after this many edges changed since the last build.
_REBUILD_AFTER = 128


@dataclass(frozen=True)
class Crossing:
    edge_a: int
    edge_b: int
    x: float
    y: float


def edge_line(points: Sequence[Point]) -> LineString:
    return LineString(points)


def _shared_ends(a: Edge, b: Edge, pos: dict[int, Point]) -> list[Point]:
    return [pos[w] for w in {a.u, a.v} & {b.u, b.v}]


def _crossing_points(geom_a, geom_b, shared: list[Point]) -> list[Point]:
    """Points where two strokes cross, without the ends they share."""
    inter = shapely.intersection(geom_a, geom_b)
    return _points_of(inter, shared)


def _points_of(inter, shared: list[Point]) -> list[Point]:
    pts: list[Point] = []
    for part in shapely.get_parts(inter):
        if part.is_empty:
            continue
        if part.geom_type == "Point":
            p = (part.x, part.y)
        else:  # collinear overlap: one crossing where the overlap sits
            rp = part.representative_point()
            p = (rp.x, rp.y)
        if any(abs(p[0] - s[0]) < 1e-6 and abs(p[1] - s[1]) < 1e-6 for s in shared):
            continue
        pts.append(p)
    return pts


def find_crossings(drawing: Drawing) -> list[Crossing]:
    """Every crossing of the drawing, computed in one batch (STRtree + vectorised intersection)."""
    ids = list(drawing.edges)
    if len(ids) < 2:
        return []
    geoms = shapely.linestrings([drawing.edges[i].points for i in ids]) if _uniform(drawing, ids) else \
        np.array([edge_line(drawing.edges[i].points) for i in ids], dtype=object)
    tree = STRtree(geoms)
    left, right = tree.query(geoms, predicate="crosses")
    keep = left < right
    left, right = left[keep], right[keep]
    if len(left) == 0:
        return []
    inters = shapely.intersection(geoms[left], geoms[right])
    pos = {v.id: v.pos for v in drawing.vertices.values()}
    out: list[Crossing] = []
    for i, j, inter in zip(left.tolist(), right.tolist(), inters):
        a, b = drawing.edges[ids[i]], drawing.edges[ids[j]]
        for x, y in _points_of(inter, _shared_ends(a, b, pos)):
            out.append(Crossing(min(a.id, b.id), max(a.id, b.id), x, y))
    return out


def _uniform(drawing: Drawing, ids: list[int]) -> bool:
    """shapely.linestrings needs every polyline to have the same number of points."""
    n = len(drawing.edges[ids[0]].points)
    return all(len(drawing.edges[i].points) == n for i in ids)


class CrossingIndex:
    """All crossings of a live drawing, kept current as edges are added, moved and removed."""

    def __init__(self, drawing: Drawing):
        self.drawing = drawing
        self._geoms: dict[int, LineString] = {}
        self._pairs: dict[tuple[int, int], list[Point]] = {}
        self._partners: dict[int, set[int]] = {}
        self._tree: STRtree | None = None
        self._tree_ids: list[int] = []
        self._stale: set[int] = set()
        self.rebuild()
        drawing.subscribe(self._on_change)

    def close(self) -> None:
        self.drawing.unsubscribe(self._on_change)

    # -- queries --------------------------------------------------------------------------------
    def crossings(self) -> list[Crossing]:
        return [Crossing(a, b, x, y) for (a, b), pts in self._pairs.items() for x, y in pts]

    def count(self) -> int:
        return sum(len(p) for p in self._pairs.values())

    def edges_near(self, geom, exclude: Iterable[int] = ()) -> list[int]:
        """Edge ids whose strokes intersect ``geom``."""
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
        self._geoms = {eid: edge_line(e.points) for eid, e in self.drawing.edges.items()}
        self._pairs.clear()
        self._partners = {eid: set() for eid in self._geoms}
        for c in find_crossings(self.drawing):
            self._pairs.setdefault((c.edge_a, c.edge_b), []).append((c.x, c.y))
            self._partners[c.edge_a].add(c.edge_b)
            self._partners[c.edge_b].add(c.edge_a)
        self._reindex()

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
        self._forget(eid)
        edge = self.drawing.edges.get(eid)
        if edge is None:
            return
        geom = edge_line(edge.points)
        self._geoms[eid] = geom
        self._partners[eid] = set()
        pos = {}
        for other_id in self.edges_near(geom, exclude=(eid,)):
            other = self.drawing.edges[other_id]
            if not geom.crosses(self._geoms[other_id]):
                continue
            for w in (edge.u, edge.v, other.u, other.v):
                pos[w] = self.drawing.vertices[w].pos
            pts = _crossing_points(geom, self._geoms[other_id], _shared_ends(edge, other, pos))
            if pts:
                self._pairs[(min(eid, other_id), max(eid, other_id))] = pts
                self._partners[eid].add(other_id)
                self._partners[other_id].add(eid)
        if len(self._stale) > _REBUILD_AFTER:
            self._reindex()

    def _on_change(self, event: str, ident: int | None) -> None:
        if event == "reset":
            self.rebuild()
        elif event in ("edge_added", "edge_changed"):
            self.update_edge(ident)
        elif event == "edge_removed":
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
