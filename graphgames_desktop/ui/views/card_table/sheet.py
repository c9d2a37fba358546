"""A player sheet as the freehand canvas: the draw tool's gestures become the card game's moves.

The canvas's own draw tool places vertices and strokes edges and refuses what a simple graph on
paper forbids (a loop, a double edge, a vertex on a crossing or an edge, a stroke through a vertex);
a finished gesture is not applied here but sent as a move (``AddVertex``, ``AddEdge``), and the
sheet is drawn again from the position the game returns. Claimed C components are circled, and
the proof of a claim or what earned a score is highlighted.

Computer players draw without positions (every vertex at the origin, straight edges): their
components are laid out afresh under the rest (a force layout), and a straight edge still through
another vertex is bent, for the eye only (the rules never read the drawing).
"""

from __future__ import annotations

import math

import networkx as nx
import numpy as np
import shapely
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem

from graphgames_desktop.games.cards.moves import AddEdge, AddVertex
from graphgames_desktop.games.cards.table import Sheet
from graphgames_desktop.graph.autolayout import EDGE_LENGTH, force_layout, make_room
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.geometry import stroke_through_vertex
from graphgames_desktop.ui.announce import announce
from graphgames_desktop.ui.canvas.commands import AddEdgeCommand, AddVertexCommand
from graphgames_desktop.ui.canvas.scene import DrawingScene, closest_distance, fitting_radius
from graphgames_desktop.ui.canvas.view import EDIT, PLAY, CanvasView
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import NORMAL, theme

#: The distance of neighbours where a computer's vertices (drawn without positions) are laid out.
SLOT = 70.0
#: A computer's vertex sits on the origin, its straight edges along the starting row run through vertices; a
#: person's draw tool refuses a vertex or an edge anywhere near another vertex, so this is no person's drawing.
ON_SPOT = 1.0
#: The widest arc a straight edge is bent into to clear a vertex: a share of its length, at least MIN_DETOUR.
DETOUR_SHARE = 0.35
MIN_DETOUR = 30.0
CIRCLE_COLOUR = QColor("#2a9d8f")
#: The share of the look's fit area a sheet only looked at shows at least: the four starting vertices stand
#: 60 apart in a row, and the whole area would leave them small in the middle of the paper. A sheet being
#: drawn on shows the whole area, room for new vertices.
LOOKED_AT = 0.7


def _untidy(sheet: Sheet, given: list[tuple[float, float]], comp: set[int]) -> bool:
    """Whether component ``comp`` as given cannot be shown as it is: a vertex on another's spot, or a
    straight edge (one drawn without a shape) within a circle of the normal look of a vertex it does not end
    at, which the draw tool refuses in either look (a computer's drawing; shown as given, it would need a
    wide detour)."""
    if any(math.dist(given[v], given[w]) < ON_SPOT for v in comp for w in range(sheet.vertices) if w != v):
        return True
    shaped = {(u, v) for u, v, _ in sheet.shapes}
    for u, v in sheet.edges:
        if u in comp and (u, v) not in shaped and (v, u) not in shaped:
            line = shapely.LineString([given[u], given[v]])
            if any(line.distance(shapely.Point(given[w])) < NORMAL.vertex_radius for w in range(sheet.vertices) if w not in (u, v)):
                return True
    return False


def shown_positions(sheet: Sheet) -> list[tuple[float, float]]:
    """Each vertex's position on screen: as drawn, where its component can be shown so; the other components
    (a computer's) laid out afresh under the rest, edges apart."""
    given = [sheet.positions[i] if i < len(sheet.positions) else (0.0, 0.0) for i in range(sheet.vertices)]
    untidy = sorted(v for comp in nx.connected_components(sheet.graph) if _untidy(sheet, given, comp) for v in comp)
    if not untidy:
        return given
    index = {v: i for i, v in enumerate(untidy)}
    edges = [(index[u], index[v]) for u, v in sheet.edges if u in index]
    laid = make_room(force_layout(len(untidy), edges), np.ones(len(untidy), dtype=bool), edges)  # vertices off edges
    laid *= SLOT / EDGE_LENGTH
    kept = [given[v] for v in range(sheet.vertices) if v not in index]
    left = min((x for x, _ in kept), default=0.0)
    top = max((y for _, y in kept), default=-SLOT) + SLOT
    laid += np.array([left, top]) - laid.min(axis=0)
    out = list(given)
    for v, i in index.items():
        out[v] = (float(laid[i][0]), float(laid[i][1]))
    return out


def _bent(a: tuple[float, float], b: tuple[float, float], bend: float) -> list[tuple[float, float]]:
    """A parabolic arc from ``a`` to ``b`` bulging ``bend`` units to the left of the chord."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx_, ny_ = -dy / length * bend, dx / length * bend
    return [(a[0] + dx * t + nx_ * 4 * t * (1 - t), a[1] + dy * t + ny_ * 4 * t * (1 - t))
            for t in (i / 12 for i in range(13))]


def sheet_drawing(sheet: Sheet, radius: float) -> tuple[Drawing, dict[int, tuple[int, int]]]:
    """The sheet as a drawing (vertex ``i`` has id ``i``) and each edge item's id with its two ends."""
    drawing = Drawing()
    positions = shown_positions(sheet)
    for i, (x, y) in enumerate(positions):
        drawing.add_vertex(x, y, ident=i)
    shapes = {(u, v): pts for u, v, pts in sheet.shapes}
    radius = fitting_radius(radius, SheetScene.spacing, closest_distance(drawing))  # as the circles are drawn
    ends: dict[int, tuple[int, int]] = {}
    for u, v in sorted(sheet.edges):
        pu, pv = positions[u], positions[v]
        points = list(shapes.get((u, v), ()))
        if points and math.dist(points[0], pv) < math.dist(points[0], pu):
            points.reverse()
        if not points:
            points = [pu, pv]
            bend = 0.0
            widest = max(MIN_DETOUR, DETOUR_SHARE * math.dist(pu, pv))
            while stroke_through_vertex(drawing, points, (u, v), radius) is not None:
                bend = -bend + 5.0 if bend <= 0 else -bend  # 5, -5, 10, -10 ... units aside
                if bend > widest:  # no arc clears: straight, rather than a loop across the sheet
                    points = [pu, pv]
                    break
                points = _bent(pu, pv, bend)
        edge = drawing.add_edge(u, v, points)
        ends[edge.id] = (u, v)
    return drawing, ends


class SheetScene(DrawingScene):
    """Circles at most a quarter of the closest two vertices' distance: the edge between neighbours in the
    starting row stays in sight even with the classroom look's big circles."""

    spacing = 0.25


class SheetCanvas(CanvasView):
    """One sheet on screen; editable while its owner draws, clickable by component while they circle."""

    scene_class = SheetScene
    move_made = Signal(object)  # AddVertex or AddEdge
    component_clicked = Signal(int)  # a vertex of the component clicked (circling for a C claim)

    def __init__(self, parent=None):
        super().__init__(Drawing(), None, mode=PLAY, parent=parent)
        self.setObjectName("card_sheet")
        self.set_tool("draw")
        self.sheet: Sheet | None = None
        self.edge_ends: dict[int, tuple[int, int]] = {}
        self._circles: list[QGraphicsPathItem] = []
        self.element_clicked.connect(self._on_element)
        self.element_focused.connect(self._on_focused)

    # -- showing -----------------------------------------------------------------------------------
    def show_sheet(self, sheet: Sheet, editable: bool, keep_view: bool = False) -> None:
        """Draw ``sheet``; ``editable``: the draw tool is live (its owner is drawing); ``keep_view``: the same
        sheet drawn on again, so the paper stays where it was under the pointer (a fit after each new vertex
        moved the next click's target), unless the drawing no longer fits in sight."""
        self.sheet = sheet
        self.fit_share = 1.0 if editable else LOOKED_AT
        drawing, self.edge_ends = sheet_drawing(sheet, theme().look.vertex_radius)
        # The view as it was, exactly (scroll positions are whole pixels: centring again would drift).
        transform, area = self.transform(), self.sceneRect()
        scrolled = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        self.set_drawing(drawing)
        if keep_view:
            self.setSceneRect(area)
            self.setTransform(transform)
            self.horizontalScrollBar().setValue(scrolled[0])
            self.verticalScrollBar().setValue(scrolled[1])
            self.auto_fit = False  # nothing refits it while it is drawn on (a resize would move the paper too)
            shown = self.mapToScene(self.viewport().rect()).boundingRect()
            if not shown.contains(self.drawing_scene.content_rect()):
                self.fit()
        for vid, item in self.drawing_scene.vertex_items.items():  # the numbers a typed edge uses: "1-2"
            item.mark = str(vid + 1)
            item.update()
        self.drawing_scene.set_show_crossings(True)
        self.mode = EDIT if editable else PLAY
        self._circles = []
        self._circle_frozen()

    def _circle_frozen(self) -> None:
        """A ring around every component claimed for a C objective, as on the paper sheet.

        The ring hugs the component (its vertices and edges widened by a margin), and leaves out every
        other vertex of the sheet, so it never seems to enclose a vertex the claim did not circle."""
        sheet = self.sheet
        if sheet is None or not sheet.frozen:
            return
        for comp in nx.connected_components(sheet.graph.subgraph(sheet.frozen)):
            path = QPainterPath()
            path.setFillRule(Qt.OddEvenFill)
            for ring in self.ring_of(comp):
                path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
                path.closeSubpath()
            item = QGraphicsPathItem(path)
            pen = QPen(CIRCLE_COLOUR, max(2.0, theme().look.edge_width * 0.9), Qt.DashLine)
            item.setPen(pen)
            item.setZValue(0.5)
            item.setAcceptedMouseButtons(Qt.NoButton)
            self.drawing_scene.addItem(item)
            self._circles.append(item)

    def ring_of(self, comp: set[int]) -> list[list[tuple[float, float]]]:
        """The outline (outer ring, then any holes) of the band around component ``comp`` as drawn."""
        radius = self.drawing_scene.vertex_radius
        pad = radius * 2.2
        parts = [shapely.Point(self.drawing.vertices[v].pos).buffer(pad) for v in comp]
        for eid, (u, _) in self.edge_ends.items():
            if u in comp:
                parts.append(shapely.LineString(self.drawing.edges[eid].points).buffer(pad * 0.6))
        band = shapely.unary_union(parts)
        others = [shapely.Point(self.drawing.vertices[w].pos) for w in self.drawing.vertices if w not in comp]
        # A cycle's inside belongs to the ring unless another vertex lies there (then the band goes round it).
        filled = shapely.unary_union([
            shapely.Polygon(g.exterior, [hole for hole in g.interiors if any(shapely.Polygon(hole).contains(o) for o in others)])
            for g in getattr(band, "geoms", [band])])
        outside = shapely.unary_union([o.buffer(radius * 1.6) for o in others]) if others else None
        shape = filled.difference(outside) if outside is not None else filled
        rings: list[list[tuple[float, float]]] = []
        for polygon in getattr(shape, "geoms", [shape]):
            if isinstance(polygon, shapely.Polygon) and not polygon.is_empty:
                rings.append(list(polygon.exterior.coords))
                rings += [list(hole.coords) for hole in polygon.interiors]
        return rings

    def light(self, vertices=(), edges=()) -> None:
        """Highlight these vertices and edges (pairs of vertices); everything else unlit."""
        scene = self.drawing_scene
        wanted_v = set(vertices)
        wanted_e = {(min(u, v), max(u, v)) for u, v in edges}
        for vid, item in scene.vertex_items.items():
            item.highlight = vid in wanted_v
        for eid, item in scene.edge_items.items():
            u, v = self.edge_ends.get(eid, (-1, -1))
            item.highlight = (min(u, v), max(u, v)) in wanted_e

    def _on_focused(self, kind: str, ident: int) -> None:
        """What the keyboard reached, said as the move box names it: vertex 3, edge 1–3 (vertices from 1)."""
        if kind == "vertex":
            text = fill(Q.translate("CardTable", "Vertex %1"), ident + 1)
        else:
            u, v = sorted(self.edge_ends.get(ident, (0, 0)))
            text = fill(Q.translate("CardTable", "Edge %1–%2"), u + 1, v + 1)
        announce(self, text)

    def light_components(self, vertices) -> None:
        """Highlight the whole components holding ``vertices``."""
        if self.sheet is None:
            return
        g = self.sheet.graph
        comp: set[int] = set()
        for v in vertices:
            if v in g:
                comp |= nx.node_connected_component(g, v)
        self.light(comp, [e for e in g.edges if e[0] in comp])

    # -- input -------------------------------------------------------------------------------------
    def push(self, command) -> None:
        """A finished gesture of the draw tool: sent as a move, never applied to the drawing here."""
        move: AddVertex | AddEdge | None = None
        if isinstance(command, AddVertexCommand):
            move = AddVertex(round(command.x, 1), round(command.y, 1))
        elif isinstance(command, AddEdgeCommand):
            points = tuple((round(x, 1), round(y, 1)) for x, y in command.points)
            move = AddEdge(command.u, command.v, points if len(points) > 2 else ())
        if move is not None:  # once the tool has finished its gesture: the sheet is then drawn anew
            QTimer.singleShot(0, self, lambda: self.move_made.emit(move))

    def _on_element(self, kind: str, ident: int) -> None:
        vertex = ident if kind == "vertex" else self.edge_ends.get(ident, (None, None))[0]
        if vertex is not None:
            self.component_clicked.emit(vertex)

    def scene_point(self, vertex: int) -> QPointF:
        """Where vertex ``vertex`` is drawn (tests click there)."""
        x, y = self.drawing.vertices[vertex].pos
        return QPointF(x, y)
