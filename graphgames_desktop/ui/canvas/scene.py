"""A QGraphicsScene that mirrors a Drawing: the document changes, the scene follows."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsScene

from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.geometry import CrossingIndex
from graphgames_desktop.graph.shapes import shown_shapes
from graphgames_desktop.ui.canvas.items import CrossingMarks, EdgeItem, VertexItem
from graphgames_desktop.ui.theme import theme

GROUND_COLOR = QColor("#6b4f2a")


class DrawingScene(QGraphicsScene):
    """Items for every vertex, edge and (optionally) crossing of one Drawing.

    Edges are shown with :func:`shown_shapes`: parallel edges and loops apart, each one visible and
    clickable. A change to one edge can reshape its siblings and the loops at its ends, so those are
    redrawn with it.
    """

    #: Emitted (coalesced) after the drawing changed, for the measures panel and the title bar.
    document_changed = Signal()

    def __init__(self, drawing: Drawing, parent=None):
        super().__init__(parent)
        self.drawing = drawing
        self.index = CrossingIndex(drawing)
        self.vertex_items: dict[int, VertexItem] = {}
        self.edge_items: dict[int, EdgeItem] = {}
        self._marks = CrossingMarks()
        self.addItem(self._marks)
        self.show_crossings = True
        self._marks_dirty = False
        self.ground_y: float | None = None
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(0)
        self._refresh.timeout.connect(self._after_change)
        self.setBackgroundBrush(theme().look.paper)
        theme().changed.connect(self._on_theme)
        drawing.subscribe(self._on_event)
        self._rebuild()

    def detach(self) -> None:
        """Stop mirroring (the scene is being replaced)."""
        self.drawing.unsubscribe(self._on_event)
        self.index.close()
        theme().changed.disconnect(self._on_theme)

    # -- mirroring -------------------------------------------------------------------------------
    def _rebuild(self) -> None:
        for item in list(self.vertex_items.values()) + list(self.edge_items.values()):
            self.removeItem(item)
        self.vertex_items.clear()
        self.edge_items.clear()
        for vid in self.drawing.vertices:
            self._add_vertex(vid)
        for eid in self.drawing.edges:
            self._add_edge(eid)
        self._show()
        self._marks_dirty = True  # the crossings of a new drawing arrive from a background batch
        self._refresh.start()

    def _add_vertex(self, vid: int) -> None:
        v = self.drawing.vertices[vid]
        item = VertexItem(vid)
        item.label = v.label
        item.setPos(v.x, v.y)
        self.addItem(item)
        self.vertex_items[vid] = item

    def _add_edge(self, eid: int) -> None:
        e = self.drawing.edges[eid]
        item = EdgeItem(eid, (e.u, e.v))
        item.color_name = e.color
        self.addItem(item)
        self.edge_items[eid] = item

    def _show(self, ends: set[tuple[int, int]] | None = None, positions=None) -> None:
        """Give the edges around ``ends`` (the ends of changed edges; all edges by default) their shapes."""
        pairs = None if ends is None else {p for u, v in ends for p in ((u, v), (u, u), (v, v))}
        for eid, points in shown_shapes(self.drawing, theme().look.vertex_radius, pairs, positions).items():
            self.edge_items[eid].set_points(points)

    def _on_event(self, event: str, ident) -> None:
        if event == "reset":
            self._rebuild()
            return
        if event == "vertex_added":
            self._add_vertex(ident)
        elif event == "vertex_removed":
            self.removeItem(self.vertex_items.pop(ident))
        elif event in ("vertex_moved", "vertex_changed"):
            v = self.drawing.vertices[ident]
            item = self.vertex_items[ident]
            item.setPos(v.x, v.y)
            item.label = v.label
            item.update()
        elif event == "edge_added":
            self._add_edge(ident)
            self._show({self.edge_items[ident].ends})
        elif event == "edge_removed":
            item = self.edge_items.pop(ident)
            self.removeItem(item)
            self._show({item.ends})
        elif event == "edge_changed":
            item = self.edge_items[ident]
            item.color_name = self.drawing.edges[ident].color
            self._show({item.ends})
            item.update()
        self._marks_dirty = True
        self._refresh.start()

    def _after_change(self) -> None:
        if not self.index.ready():  # keep the GUI live while a large drawing's crossings are found
            self._refresh.start(15)
            return
        self._refresh.setInterval(0)
        if self._marks_dirty:
            self._update_marks()
            self._marks_dirty = False
        self.document_changed.emit()

    def _update_marks(self) -> None:
        self._marks.set_points([(c.x, c.y) for c in self.index.crossings()] if self.show_crossings else [])

    def set_show_crossings(self, on: bool) -> None:
        self.show_crossings = on
        self._update_marks()

    def set_ground(self, y: float | None) -> None:
        """Draw a ground line at ``y`` (Hackenbush boards), or remove it."""
        self.ground_y = y
        self.update()

    def drawBackground(self, painter, rect: QRectF) -> None:
        """The paper, and the ground line across all of it: views, exports and prints alike."""
        super().drawBackground(painter, rect)
        if self.ground_y is not None and rect.top() - 4 <= self.ground_y <= rect.bottom() + 4:
            pen = QPen(GROUND_COLOR, 4)
            pen.setCosmetic(True)  # as thick at every zoom, a projector's too
            painter.setPen(pen)
            painter.drawLine(QPointF(rect.left(), self.ground_y), QPointF(rect.right(), self.ground_y))

    def _on_theme(self) -> None:
        self.setBackgroundBrush(theme().look.paper)
        self._show()  # vertex radius and hit width changed
        for item in self.items():
            item.update()
        self.update()

    # -- queries ---------------------------------------------------------------------------------
    def vertex_at(self, pos: QPointF, exclude: set[int] = frozenset()) -> int | None:
        """The vertex under ``pos`` (within its hit radius), nearest first."""
        r = theme().look.vertex_radius * 1.4
        best, best_d = None, r * r
        for vid, v in self.drawing.vertices.items():
            if vid in exclude:
                continue
            d = (v.x - pos.x()) ** 2 + (v.y - pos.y()) ** 2
            if d <= best_d and self.vertex_items[vid].isVisible():
                best, best_d = vid, d
        return best

    def edge_at(self, pos: QPointF) -> int | None:
        for item in self.items(pos):
            if isinstance(item, EdgeItem) and item.isVisible():
                return item.eid
        return None

    def selected_ids(self) -> tuple[set[int], set[int]]:
        vs = {i.vid for i in self.selectedItems() if isinstance(i, VertexItem)}
        es = {i.eid for i in self.selectedItems() if isinstance(i, EdgeItem)}
        return vs, es

    def content_rect(self) -> QRectF:
        """The drawing as drawn and its edges as shown, with a margin (fit to view, exports)."""
        x0, y0, x1, y1 = self.drawing.bounds()
        rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        for item in self.edge_items.values():
            rect = rect.united(item.path().boundingRect())
        pad = theme().look.vertex_radius * 3
        return rect.adjusted(-pad, -pad, pad, pad)

    # -- previews during a drag (the document changes only when the gesture ends) --------------
    def preview_positions(self, positions: dict[int, tuple[float, float]]) -> None:
        touched = set()
        for vid, (x, y) in positions.items():
            self.vertex_items[vid].setPos(x, y)
            touched.update((e.u, e.v) for e in self.drawing.incident_edges(vid))
        self._show(touched, positions)

    def restore_positions(self, vids) -> None:
        self.preview_positions({vid: self.drawing.vertices[vid].pos for vid in vids})
