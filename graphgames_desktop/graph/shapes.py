"""The shape each edge is shown with: parallel edges and loops drawn apart (no Qt).

A drawing keeps the points the user drew, but two edges joining the same vertices often lie on top
of each other (straight strokes, imported edges with no bend), and so do loops that were never
drawn. Shown as stored, one of them would be invisible yet count in every measure and game. Here
such edges become a fan of arcs and such loops petals around their vertex; an edge already clearly
apart from its siblings keeps its drawn shape. The scene paints and hit-tests these shapes, so
views, clicks, thumbnails and exports all follow.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

import numpy as np
import shapely
from shapely import LineString

from graphgames_desktop.graph.types import DrawnEdge, DrawnGraph, Point

#: The first arcs of a fan bend this many vertex radii away from the chord (at least).
FAN = 1.5
#: ... or this fraction of the chord, so that long parallel edges are told apart along their length.
FAN_OF_CHORD = 0.1
#: A loop drawn for a vertex reaches this many vertex radii from it.
LOOP_LENGTH = 3.5
#: The vertex radius the shapes stored in a drawing are made for (the usual look's, about).
MODEL_RADIUS = 12.0
#: Points of a polyline standing for one arc or loop.
SAMPLES = 17
#: Shapes with the same ends are told apart when one gets this many vertex radii away from the other.
CLEAR = 1.25
#: Where along two shapes their distance is measured (their ends always meet).
_ALONG = np.linspace(0.2, 0.8, 7)


def shown_shapes(
    drawing: DrawnGraph,
    radius: float,
    pairs: Iterable[tuple[int, int]] | None = None,
    positions: Mapping[int, Point] | None = None,
) -> dict[int, list[Point]]:
    """The polyline to show for every edge joining one of ``pairs`` (``(v, v)``: v's loops); all by default.

    ``radius`` is the vertex radius the shapes are spaced by; ``positions`` are proposed vertex
    positions (a drag preview), which edges follow as they would on a move.
    """
    at = dict(positions or {})
    groups: dict[tuple[int, int], list[DrawnEdge]] = {}
    if pairs is None:
        for e in drawing.edges.values():
            groups.setdefault((min(e.u, e.v), max(e.u, e.v)), []).append(e)
    else:
        for a, b in {(min(p), max(p)) for p in pairs}:
            groups[(a, b)] = list(drawing.edges_between(a, b))
    shapes: dict[int, list[Point]] = {}
    for (a, b), edges in groups.items():
        drawn = {e.id: _drawn(drawing, e, at) for e in edges}
        if a == b:
            shapes.update(_spread_loops(drawing, a, drawn, radius, at))
        elif len(edges) == 1:
            shapes.update(drawn)
        elif edges:
            # Siblings are measured running from a to b, so a fan's sides agree for u-v and v-u.
            forward = {e.id: drawn[e.id] if e.u == a else drawn[e.id][::-1] for e in edges}
            pa, pb = at.get(a, drawing.vertices[a].pos), at.get(b, drawing.vertices[b].pos)
            for eid, pts in _fan(pa, pb, forward, radius).items():
                shapes[eid] = pts if drawing.edges[eid].u == a else pts[::-1]
    return shapes


def _drawn(drawing: DrawnGraph, e: DrawnEdge, at: dict[int, Point]) -> list[Point]:
    """The edge's points as drawn, following its vertices to the proposed positions ``at``."""
    return drawing.reshaped_points(e, at) if at else e.points


def _overlap(p: list[Point], q: list[Point], radius: float) -> bool:
    """Whether one of two shapes with the same ends never gets clear of the other, so that it could
    not be seen or clicked on its own: nowhere along its middle is it CLEAR vertex radii away."""
    lp, lq = LineString(p), LineString(q)
    return min(shapely.distance(shapely.line_interpolate_point(line, _ALONG, normalized=True), other).max()
               for line, other in ((lp, lq), (lq, lp))) < CLEAR * radius


def _fan(a: Point, b: Point, drawn: dict[int, list[Point]], radius: float) -> dict[int, list[Point]]:
    """Edges from ``a`` to ``b``: those overlapping a sibling become symmetric arcs, the others stay."""
    chord = math.dist(a, b)
    if chord < radius:
        return drawn  # both ends on one spot: there is no side to bend to
    ids = sorted(drawn)
    crowded = [i for i in ids if any(_overlap(drawn[i], drawn[j], radius) for j in ids if j != i)]
    if not crowded:
        return drawn
    d = max(FAN * radius, FAN_OF_CHORD * chord)
    nx_, ny = (a[1] - b[1]) / chord, (b[0] - a[0]) / chord  # unit normal to the chord
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    middles = [LineString(drawn[i]).interpolate(0.5, normalized=True) for i in ids if i not in crowded]
    taken = [(p.x - mid[0]) * nx_ + (p.y - mid[1]) * ny for p in middles]  # where the kept edges run
    # Slots 2d apart, symmetric about the chord (0, +-2d, ... for an odd count, +-d, +-3d, ... for an
    # even one), nearest first, skipping any a kept edge already runs along (0 and -0 are one slot).
    start = 0.0 if len(crowded) % 2 else d
    slots: list[float] = []
    k = 0
    while len(slots) < len(crowded):
        for offset in (start + 2 * d * k, -(start + 2 * d * k)):
            if len(slots) < len(crowded) and offset not in slots and all(abs(offset - t) >= d for t in taken):
                slots.append(offset)
        k += 1
    shapes = dict(drawn)
    for eid, offset in zip(crowded, sorted(slots)):
        shapes[eid] = _arc(a, b, (mid[0] + nx_ * offset, mid[1] + ny * offset))
    return shapes


def _arc(a: Point, b: Point, through: Point) -> list[Point]:
    """A parabolic arc from ``a`` to ``b`` whose middle passes ``through`` (a segment when on the chord)."""
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    if math.dist(mid, through) < 1e-9:
        return [a, b]
    control = (2 * through[0] - mid[0], 2 * through[1] - mid[1])
    t = np.linspace(0.0, 1.0, SAMPLES)[:, None]
    pts = (1 - t) ** 2 * np.array(a) + 2 * t * (1 - t) * np.array(control) + t**2 * np.array(b)
    out = [(float(x), float(y)) for x, y in pts]
    out[0], out[-1] = a, b
    return out


def _usable_loop(points: list[Point], centre: Point, radius: float) -> bool:
    """A loop that shows: it reaches out of its vertex's disc and encloses some room (not out and back)."""
    xy = np.array(points, dtype=float)
    if len(np.unique(xy.round(6), axis=0)) < 3:
        return False
    reach = float(np.hypot(*(xy - centre).T).max())
    area = 0.5 * abs(float(np.dot(xy[:-1, 0], xy[1:, 1]) - np.dot(xy[1:, 0], xy[:-1, 1])))
    return reach >= 2 * radius and area >= radius * radius


def free_loop(drawing: DrawnGraph, v: int, radius: float = MODEL_RADIUS) -> list[Point]:
    """The shape for a loop at ``v`` given none (an imported one): a petal on the vertex's widest free side."""
    centre = drawing.vertices[v].pos
    loops = [e.points for e in drawing.edges_between(v, v)]
    return _petals(centre, _directions(drawing, v, centre, loops, {}, radius), 1, radius)[0]


def _spread_loops(
    drawing: DrawnGraph, v: int, drawn: dict[int, list[Point]], radius: float, at: dict[int, Point]
) -> dict[int, list[Point]]:
    """Loops at ``v``: usable ones apart from the loops kept before them stay as drawn; the others
    become petals spread over the gaps left between the vertex's edges and kept loops."""
    if not drawn:
        return {}
    centre = at.get(v, drawing.vertices[v].pos)
    kept: list[int] = []
    placed: list[int] = []
    for eid in sorted(drawn):
        if _usable_loop(drawn[eid], centre, radius) and not any(_overlap(drawn[eid], drawn[k], radius) for k in kept):
            kept.append(eid)
        else:
            placed.append(eid)
    if not placed:
        return drawn
    angles = _directions(drawing, v, centre, [drawn[k] for k in kept], at, radius)
    return {**drawn, **dict(zip(placed, _petals(centre, angles, len(placed), radius)))}


def _directions(
    drawing: DrawnGraph, v: int, centre: Point, loops: list[list[Point]], at: dict[int, Point], radius: float
) -> list[float]:
    """Where the vertex's other edges leave it (as shown: a fan's arcs leave aslant) and where the given
    loops point."""
    edges = [e for e in drawing.incident_edges(v) if e.u != e.v]
    shown = shown_shapes(drawing, radius, {(e.u, e.v) for e in edges}, at)
    angles = [_leaving_angle(shown[e.id], e.u == v, centre, radius) for e in edges]
    return angles + [_apex_angle(points, centre) for points in loops]


def _petals(centre: Point, taken: list[float], count: int, radius: float) -> list[list[Point]]:
    """``count`` petals spread evenly over the gaps between the directions ``taken``, a wider gap taking
    more of them, each as wide as its neighbours allow."""
    ordered = sorted(a % (2 * math.pi) for a in taken)
    # With nothing around, the one gap starts below the vertex, so that a lone loop points up.
    gaps = [(a, b - a) for a, b in zip(ordered, [*ordered[1:], ordered[0] + 2 * math.pi])] if ordered else [
        (math.pi / 2, 2 * math.pi)]
    shares = [0] * len(gaps)
    for _ in range(count):
        widest = max(range(len(gaps)), key=lambda i: gaps[i][1] / (shares[i] + 1))
        shares[widest] += 1
    petals = []
    for (start, width), k in zip(gaps, shares):
        step = width / (k + 1)
        petals += [_petal(centre, start + step * (j + 1), min(0.6, 0.4 * step), LOOP_LENGTH * radius) for j in range(k)]
    return petals


def _leaving_angle(points: list[Point], from_start: bool, centre: Point, radius: float) -> float:
    """The direction an edge leaves ``centre`` in, seen where it leaves the vertex's disc."""
    pts = points if from_start else points[::-1]
    far = next((p for p in pts if math.dist(p, centre) > 2 * radius), pts[-1])
    return math.atan2(far[1] - centre[1], far[0] - centre[0])


def _apex_angle(points: list[Point], centre: Point) -> float:
    """Where a loop points: towards its point farthest from the vertex."""
    far = max(points, key=lambda p: math.dist(p, centre))
    return math.atan2(far[1] - centre[1], far[0] - centre[0])


def _petal(centre: Point, angle: float, half_width: float, length: float) -> list[Point]:
    """A teardrop loop from ``centre`` and back, pointing along ``angle``."""
    t = np.linspace(0.0, math.pi, SAMPLES)
    rho, phi = length * np.sin(t), angle + half_width * np.cos(t)
    out = [(float(centre[0] + r * math.cos(p)), float(centre[1] + r * math.sin(p))) for r, p in zip(rho, phi)]
    out[0] = out[-1] = centre
    return out
