"""The document the user draws: vertices with positions, edges with polylines, metadata.

A Drawing is the single source of truth for the canvas. It notifies listeners of every change so a
view can mirror it (the Qt scene does), and it converts to networkx for the rule engines.
Refusals are data (:class:`DrawingError` with a code); the UI turns codes into sentences.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from graphgames_desktop.graph.shapes import free_loop
from graphgames_desktop.graph.types import DrawnEdge, Point

#: Drawing kinds: "simple" graphs refuse loops and double edges; "multi" (Hackenbush) allows both.
SIMPLE = "simple"
MULTI = "multi"


class DrawingError(ValueError):
    """A change the drawing rules refuse; ``code`` names the rule, ``details`` carry ids."""

    def __init__(self, code: str, **details: object):
        super().__init__(code)
        self.code = code
        self.details = details


@dataclass
class Vertex:
    id: int
    x: float
    y: float
    label: str = ""

    @property
    def pos(self) -> Point:
        return (self.x, self.y)


@dataclass
class Edge:
    """An edge and its drawn shape: ``points`` run from u's position to v's (two points = straight)."""

    id: int
    u: int
    v: int
    points: list[Point] = field(default_factory=list)
    color: str | None = None

    @property
    def straight(self) -> bool:
        return len(self.points) <= 2


def stretch_polyline(points: list[Point], new_a: Point, new_b: Point) -> list[Point]:
    """Map a polyline by the similarity that sends its ends to ``new_a``/``new_b``.

    This keeps a curved edge's shape when one of its vertices moves (rotated, scaled, translated).
    """
    if not points:
        return [new_a, new_b]
    (ax, ay), (bx, by) = points[0], points[-1]
    old = complex(bx - ax, by - ay)
    new = complex(new_b[0] - new_a[0], new_b[1] - new_a[1])
    if abs(old) < 1e-9:
        # Degenerate (a loop, or coincident ends): translate only.
        dx, dy = new_a[0] - ax, new_a[1] - ay
        return [(x + dx, y + dy) for x, y in points]
    k = new / old
    out = []
    for x, y in points:
        z = complex(x - ax, y - ay) * k
        out.append((new_a[0] + z.real, new_a[1] + z.imag))
    out[0], out[-1] = new_a, new_b
    return out


class Drawing:
    """Vertices, edges and per-game metadata, with change notification.

    Listeners receive ``(event, ident)`` with events ``vertex_added``, ``vertex_removed``,
    ``vertex_moved``, ``vertex_changed``, ``edge_added``, ``edge_removed``, ``edge_changed``, ``reset``.
    """

    def __init__(self, kind: str = SIMPLE):
        self.kind = kind
        self.vertices: dict[int, Vertex] = {}
        self.edges: dict[int, Edge] = {}
        self.meta: dict = {}
        self._incident: dict[int, set[int]] = {}
        self._next_id = 0
        self._listeners: list[Callable[[str, int | None], None]] = []

    # -- notification ---------------------------------------------------------------------------
    def subscribe(self, listener: Callable[[str, int | None], None]) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[str, int | None], None]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _emit(self, event: str, ident: int | None = None) -> None:
        for listener in list(self._listeners):
            listener(event, ident)

    # -- ids ------------------------------------------------------------------------------------
    def new_id(self) -> int:
        self._next_id += 1
        return self._next_id - 1

    def _claim(self, ident: int | None) -> int:
        if ident is None:
            return self.new_id()
        self._next_id = max(self._next_id, ident + 1)
        return ident

    # -- queries --------------------------------------------------------------------------------
    @property
    def allows_multi(self) -> bool:
        return self.kind == MULTI

    def incident_edges(self, vid: int) -> list[Edge]:
        return [self.edges[eid] for eid in sorted(self._incident.get(vid, ()))]

    def edges_between(self, a: int, b: int) -> list[Edge]:
        """Edges joining a and b (a == b: the loops at a), by id; looks only at the end with fewer edges."""
        fewer = min(self._incident.get(a, set()), self._incident.get(b, set()), key=len)
        return [self.edges[eid] for eid in sorted(fewer) if {self.edges[eid].u, self.edges[eid].v} == {a, b}]

    def check_edge(self, u: int, v: int) -> None:
        """Raise DrawingError if an edge u-v breaks this drawing's rules."""
        if u not in self.vertices or v not in self.vertices:
            raise DrawingError("unknown_vertex", u=u, v=v)
        if self.allows_multi:
            return
        if u == v:
            raise DrawingError("loop", u=u)
        if self.edges_between(u, v):
            raise DrawingError("double_edge", u=u, v=v)

    def bounds(self) -> tuple[float, float, float, float]:
        """(min_x, min_y, max_x, max_y) of everything drawn; (0, 0, 0, 0) when empty."""
        xs, ys = [], []
        for vx in self.vertices.values():
            xs.append(vx.x)
            ys.append(vx.y)
        for e in self.edges.values():
            for x, y in e.points:
                xs.append(x)
                ys.append(y)
        if not xs:
            return (0.0, 0.0, 0.0, 0.0)
        return (min(xs), min(ys), max(xs), max(ys))

    # -- changes --------------------------------------------------------------------------------
    def add_vertex(self, x: float, y: float, label: str = "", ident: int | None = None) -> Vertex:
        if not (math.isfinite(x) and math.isfinite(y)):
            raise DrawingError("bad_position")
        vid = self._claim(ident)
        if vid in self.vertices:
            raise DrawingError("duplicate_id", id=vid)
        vertex = Vertex(vid, float(x), float(y), label)
        self.vertices[vid] = vertex
        self._incident[vid] = set()
        self._emit("vertex_added", vid)
        return vertex

    def add_edge(
        self,
        u: int,
        v: int,
        points: Iterable[Point] | None = None,
        color: str | None = None,
        ident: int | None = None,
    ) -> Edge:
        self.check_edge(u, v)
        eid = self._claim(ident)
        if eid in self.edges:
            raise DrawingError("duplicate_id", id=eid)
        pu, pv = self.vertices[u].pos, self.vertices[v].pos
        pts = [(float(x), float(y)) for x, y in points] if points else []
        if len(pts) < 2:
            pts = [pu, pv] if u != v else free_loop(self, u)
        elif u != v and _close(pts[0], pu) and _close(pts[-1], pv):
            pts[0], pts[-1] = pu, pv  # a saved edge already fits (its points are rounded)
        elif u != v:
            pts = stretch_polyline(pts, pu, pv)
        edge = Edge(eid, u, v, pts, color)
        self.edges[eid] = edge
        self._incident[u].add(eid)
        self._incident[v].add(eid)
        self._emit("edge_added", eid)
        return edge

    def remove_edge(self, eid: int) -> Edge:
        edge = self.edges.pop(eid)
        self._incident[edge.u].discard(eid)
        self._incident[edge.v].discard(eid)
        self._emit("edge_removed", eid)
        return edge

    def remove_vertex(self, vid: int) -> tuple[Vertex, list[Edge]]:
        """Remove a vertex and its edges; returns both so an undo can put them back."""
        removed = [self.remove_edge(e.id) for e in self.incident_edges(vid)]
        vertex = self.vertices.pop(vid)
        del self._incident[vid]
        self._emit("vertex_removed", vid)
        return vertex, removed

    def move_vertex(self, vid: int, x: float, y: float) -> None:
        vertex = self.vertices[vid]
        vertex.x, vertex.y = float(x), float(y)
        for e in self.incident_edges(vid):
            e.points = self.reshaped_points(e)
            self._emit("edge_changed", e.id)
        self._emit("vertex_moved", vid)

    def reshaped_points(self, e: DrawnEdge, positions: dict[int, Point] | None = None) -> list[Point]:
        """The edge's polyline stretched to its vertices' (possibly proposed) positions."""
        positions = positions or {}
        pu = positions.get(e.u, self.vertices[e.u].pos)
        pv = positions.get(e.v, self.vertices[e.v].pos)
        if e.u == e.v:
            dx, dy = pu[0] - e.points[0][0], pu[1] - e.points[0][1]
            return [(x + dx, y + dy) for x, y in e.points]
        return stretch_polyline(e.points, pu, pv)

    def set_edge_points(self, eid: int, points: list[Point]) -> None:
        self.edges[eid].points = [(x, y) for x, y in points]
        self._emit("edge_changed", eid)

    def set_edge_color(self, eid: int, color: str | None) -> None:
        self.edges[eid].color = color
        self._emit("edge_changed", eid)

    def set_label(self, vid: int, label: str) -> None:
        self.vertices[vid].label = label
        self._emit("vertex_changed", vid)

    def replace_with(self, other: Drawing) -> None:
        """Take over another drawing's contents (open file, load board) in one reset event."""
        self.kind = other.kind
        # Field by field: copy.deepcopy took seconds on a 200,000-vertex file (points are tuples of floats).
        self.vertices = {vid: Vertex(v.id, v.x, v.y, v.label) for vid, v in other.vertices.items()}
        self.edges = {eid: Edge(e.id, e.u, e.v, list(e.points), e.color) for eid, e in other.edges.items()}
        self.meta = copy.deepcopy(other.meta)
        self._incident = {vid: set(eids) for vid, eids in other._incident.items()}
        self._next_id = other._next_id
        self._emit("reset")

    def copy(self) -> Drawing:
        clone = Drawing(self.kind)
        clone.replace_with(self)
        return clone

    # -- conversion -----------------------------------------------------------------------------
    def to_networkx(self) -> nx.Graph | nx.MultiGraph:
        """A networkx graph with ``pos`` on nodes and ``id``/``color`` on edges."""
        g: nx.Graph = nx.MultiGraph() if self.allows_multi else nx.Graph()
        for vx in self.vertices.values():
            g.add_node(vx.id, pos=vx.pos, label=vx.label)
        for e in self.edges.values():
            if self.allows_multi:
                g.add_edge(e.u, e.v, key=e.id, id=e.id, color=e.color)
            else:
                g.add_edge(e.u, e.v, id=e.id, color=e.color)
        return g


def _close(p: Point, q: Point, tolerance: float = 0.01) -> bool:
    return abs(p[0] - q[0]) <= tolerance and abs(p[1] - q[1]) <= tolerance


def drawing_from_graph(g: nx.Graph, pos: Mapping[Any, Point] | None = None, kind: str | None = None) -> Drawing:
    """A straight-edge drawing of a networkx graph; ``pos`` defaults to node ``pos`` attributes."""
    multi = g.is_multigraph() or any(u == v for u, v in g.edges())
    drawing = Drawing(kind or (MULTI if multi else SIMPLE))
    ids = {}
    for node, data in g.nodes(data=True):
        p = (pos or {}).get(node)
        if p is None:
            p = data.get("pos", (0.0, 0.0))
        ids[node] = drawing.add_vertex(float(p[0]), float(p[1]), str(data.get("label", ""))).id
    # Loops last: one given no points takes a side its vertex's edges leave free.
    for u, v, data in sorted(g.edges(data=True), key=lambda uvd: uvd[0] == uvd[1]):
        drawing.add_edge(ids[u], ids[v], data.get("points"), data.get("color"))
    return drawing
