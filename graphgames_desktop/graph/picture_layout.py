"""Pictures that read as the graph they are: the layout rule of printed puzzles, and a way to meet it.

A picture misleads where a vertex lies on an edge it does not end (the eye reads one edge as two,
through that vertex) or where two circles run into each other. The rule asks for a radius of clear
paper around every circle: no vertex centre within two radii of an edge it does not end, no two
centres within three radii of each other. Edges are measured as shown (``shapes.shown_shapes``:
parallel edges fanned, loops as petals). Pure shapely and numpy; no Qt.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

import numpy as np
import shapely

from graphgames_desktop.graph.autolayout import force_layout
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.shapes import shown_shapes

#: Clear paper kept around a circle, in radii.
CLEARANCE = 1.0
#: A nudge puts a vertex this much further than the rule asks, so that rounding does not undo it.
SLACK = 0.3
#: Rounds of nudging before a fresh layout is tried.
ROUNDS = 60
#: Rounds of lifting a Hackenbush picture's low vertices (see lift_off_ground).
LIFTS = 10
#: An edge of a Hackenbush picture runs along the ground where it comes this many radii from the ground
#: line, this many radii or more from its ends' centres (an edge leaving the ground at a slant does not).
GROUND_GAP = 0.6
ON_GROUND = 1.3


class Problem(StrEnum):
    OVERLAP = "vertices_overlap"  # two circles less than CLEARANCE radii apart
    ON_EDGE = "vertex_on_edge"  # a circle less than CLEARANCE radii from an edge it does not end


@dataclass(frozen=True)
class LayoutProblem:
    """Where a picture misleads: ``vertex`` and the other vertex (OVERLAP) or edge (ON_EDGE)."""

    problem: Problem
    vertex: int
    other: int
    distance: float


def layout_problems(drawing: Drawing, radius: float) -> list[LayoutProblem]:
    """Every breach of the rule in ``drawing`` drawn with circles of ``radius`` (empty: it reads right)."""
    ids = list(drawing.vertices)
    if not ids:
        return []
    xy = np.array([drawing.vertices[v].pos for v in ids], dtype=float)
    out: list[LayoutProblem] = []
    gap = (2 + CLEARANCE) * radius
    for i in range(len(ids)):
        d = np.hypot(*(xy[i + 1:] - xy[i]).T)
        for j in np.flatnonzero(d < gap):
            out.append(LayoutProblem(Problem.OVERLAP, ids[i], ids[i + 1 + int(j)], float(d[j])))
    shapes = shown_shapes(drawing, radius)
    if not shapes:
        return out
    eids = list(shapes)
    lines = np.array([shapely.LineString(shapes[e]) for e in eids])
    points = shapely.points(xy)
    dist = shapely.distance(points[:, None], lines[None, :])
    reach = (1 + CLEARANCE) * radius
    for i, k in zip(*np.nonzero(dist < reach)):
        e = drawing.edges[eids[int(k)]]
        if ids[int(i)] not in (e.u, e.v):
            out.append(LayoutProblem(Problem.ON_EDGE, ids[int(i)], e.id, float(dist[i, k])))
    return out


def clearance_radius(drawing: Drawing) -> float:
    """A hair under the largest circle radius at which the picture meets the rule (infinite for a lone
    vertex): a third of the closest two vertices' distance, half of the closest a vertex comes to an
    edge it does not end (straight edges, as a card draws them)."""
    ids = list(drawing.vertices)
    xy = np.array([drawing.vertices[v].pos for v in ids], dtype=float).reshape(-1, 2)
    best = math.inf
    for i in range(len(ids) - 1):
        best = min(best, float(np.hypot(*(xy[i + 1:] - xy[i]).T).min()) / (2 + CLEARANCE))
    for e in drawing.edges.values():
        others = [i for i, v in enumerate(ids) if v not in (e.u, e.v)]
        if others and e.u != e.v:
            line = shapely.LineString([drawing.vertices[e.u].pos, drawing.vertices[e.v].pos])
            best = min(best, float(shapely.distance(shapely.points(xy[others]), line).min()) / (1 + CLEARANCE))
    return best * (1 - 1e-6)  # at exactly the bound, rounding could call the picture a breach


def _away(p: np.ndarray, q: np.ndarray, fallback: np.ndarray) -> np.ndarray:
    """The unit vector from q to p (``fallback`` where they coincide)."""
    d = p - q
    n = math.hypot(*d)
    return d / n if n > 1e-9 else fallback / max(math.hypot(*fallback), 1e-9)


def _nudge(drawing: Drawing, radius: float, fixed: Collection[int], slide: Collection[int], floor: float | None,
           problems: list[LayoutProblem]) -> None:
    """One round: each breach pushes its movable vertices just clear of it (``slide`` ones sideways only)."""
    shift: dict[int, np.ndarray] = {}
    shapes = shown_shapes(drawing, radius)

    def push(v: int, by: np.ndarray) -> None:
        if v not in fixed:
            shift[v] = shift.get(v, np.zeros(2)) + by

    for p in problems:
        at = np.array(drawing.vertices[p.vertex].pos)
        if p.problem == Problem.OVERLAP:
            other = np.array(drawing.vertices[p.other].pos)
            need = (2 + CLEARANCE + SLACK) * radius - p.distance
            direction = _away(at, other, np.array([math.cos(p.vertex * 2.4), math.sin(p.vertex * 2.4)]))
            movers = [v for v in (p.vertex, p.other) if v not in fixed] or [p.vertex]
            share = need / len(movers)
            push(p.vertex, direction * share)
            push(p.other, -direction * share)
        else:
            line = shapely.LineString(shapes[p.other])
            foot = line.interpolate(line.project(shapely.Point(*at)))
            e = drawing.edges[p.other]
            chord = np.array(drawing.vertices[e.v].pos) - np.array(drawing.vertices[e.u].pos)
            direction = _away(at, np.array([foot.x, foot.y]), np.array([-chord[1], chord[0]]))
            need = (1 + CLEARANCE + SLACK) * radius - p.distance
            ends = [end for end in (e.u, e.v) if end not in fixed]
            # The vertex and the edge part half way each (the whole way for one that may not move).
            share = need / 2 if ends and p.vertex not in fixed else need
            push(p.vertex, direction * share)
            for end in ends:
                push(end, -direction * share)
    for v, by in shift.items():
        if v in slide:
            by[1] = 0.0
        x, y = np.array(drawing.vertices[v].pos) + by
        if floor is not None and v not in slide:
            y = min(y, floor)
        drawing.move_vertex(v, float(x), float(y))


def _fresh_layout(drawing: Drawing) -> None:
    """A force layout (autolayout's, deterministic) over the same extent, straight edges: a new start."""
    ids = list(drawing.vertices)
    index = {v: i for i, v in enumerate(ids)}
    pos = force_layout(len(ids), [(index[e.u], index[e.v]) for e in drawing.edges.values()])
    x0, y0, x1, y1 = drawing.bounds()
    span = np.ptp(pos, axis=0).max() if len(ids) > 1 else 0.0
    factor = max(x1 - x0, y1 - y0, 1.0) / span if span > 1e-9 else 1.0
    centre = np.array([(x0 + x1) / 2, (y0 + y1) / 2]) - pos.mean(axis=0) * factor
    for e in drawing.edges.values():
        if e.u != e.v:
            drawing.set_edge_points(e.id, [tuple(centre + pos[index[e.u]] * factor), tuple(centre + pos[index[e.v]] * factor)])
    for v in ids:
        x, y = centre + pos[index[v]] * factor
        drawing.move_vertex(v, float(x), float(y))


def untangle(drawing: Drawing, radius: float, fixed: Collection[int] = (), slide: Collection[int] = (),
             floor: float | None = None) -> bool:
    """Move vertices of ``drawing`` until it meets the rule; whether it does.

    Vertices are nudged clear of what they breach: ``fixed`` ones never move, ``slide`` ones only
    sideways, and no other goes below ``floor`` (a Hackenbush picture keeps its ground vertices on the
    ground line and the rest above it). When nudging does not get there and nothing is pinned, a
    fresh layout is nudged instead.
    """
    for attempt in range(2):
        for _ in range(ROUNDS):
            problems = layout_problems(drawing, radius)
            if not problems:
                return True
            _nudge(drawing, radius, fixed, slide, floor, problems)
        if attempt or fixed or slide or floor is not None:
            break
        _fresh_layout(drawing)
    return not layout_problems(drawing, radius)



def ground_dips(drawing: Drawing, radius: float, line: float) -> dict[int, tuple[float, tuple[float, float]]]:
    """The edges of a Hackenbush picture that, as shown, run along its ground line (y = ``line``, the
    picture above it): that come within GROUND_GAP radii of it outside their ends' circles (ON_GROUND
    radii from both centres); each edge's id to how far it comes too close, and where."""
    out: dict[int, tuple[float, tuple[float, float]]] = {}
    for eid, points in shown_shapes(drawing, radius).items():
        e = drawing.edges[eid]
        stroke = shapely.LineString(points)
        ends = [shapely.Point(drawing.vertices[v].pos) for v in (e.u, e.v)]
        steps = max(2, math.ceil(stroke.length / (radius / 2)))
        for t in np.linspace(0.0, 1.0, steps + 1):
            p = stroke.interpolate(float(t), normalized=True)
            dip = p.y - (line - GROUND_GAP * radius)
            if dip > out.get(eid, (0.0,))[0] and min(p.distance(q) for q in ends) > ON_GROUND * radius:
                out[eid] = (dip, (p.x, p.y))
    return out


def lift_off_ground(drawing: Drawing, radius: float, line: float, ground: Collection[int], floor: float) -> bool:
    """Raise the vertices above the ground of every edge that runs along the ground line (the lower arc of
    two edges from the ground to a low vertex, an edge rising slowly), and all that stands as high or
    higher with them (the picture keeps its shape above), until none does and the picture
    meets the rule again (``untangle``, the ground vertices sliding along the line, the rest above
    ``floor``): on paper such an edge reads as the ground, not as an edge to cut. Whether none is left."""
    for _ in range(LIFTS):
        lift: dict[int, float] = {}
        for eid, (dip, at) in ground_dips(drawing, radius, line).items():
            e = drawing.edges[eid]
            raised = [v for v in dict.fromkeys((e.u, e.v)) if v not in ground]
            for v in raised:  # a point of a straight edge rises by its share of its end's rise (an arc's, by less: twice)
                other = drawing.vertices[e.u if v == e.v else e.v].pos
                near, far = math.dist(at, drawing.vertices[v].pos), math.dist(at, other)
                share = 1.0 if len(raised) == 2 else far / max(1e-9, near + far)
                lift[v] = max(lift.get(v, 0.0), 2 * dip / max(0.2, share) + SLACK * radius)
        if not lift:  # none left, or only edges between ground vertices, which cannot rise
            break
        rise = dict.fromkeys(drawing.vertices, 0.0)
        for v, dy in lift.items():  # with it, everything as high or higher: the picture keeps its shape above
            top = drawing.vertices[v].y
            for w, vertex in drawing.vertices.items():
                if w not in ground and vertex.y <= top + 1e-6:
                    rise[w] = max(rise[w], dy)
        for w, dy in rise.items():
            if dy:
                x, y = drawing.vertices[w].pos
                drawing.move_vertex(w, x, y - dy)
        untangle(drawing, radius, slide=ground, floor=floor)
    return not ground_dips(drawing, radius, line)
