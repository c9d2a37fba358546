"""A QGraphicsScene that mirrors a Drawing: the document changes, the scene follows."""

from __future__ import annotations

import math
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import shiboken6
from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.geometry import CrossingIndex
from graphgames_desktop.graph.shapes import shown_shapes
from graphgames_desktop.ui.canvas.items import CrossingMarks, EdgeItem, Highlights, VertexItem, label_box, vertex_font
from graphgames_desktop.ui.theme import theme

GROUND_COLOR = QColor("#6b4f2a")
#: Circles are at most this fraction of the distance between the two closest vertices: any two stay a
#: radius apart, so every edge shows at least a radius of its length between its circles.
SPACING = 1 / 3
#: ... but never below this fraction of the look's radius (vertices on top of each other stay visible).
LEAST_RADIUS = 0.25
#: A press this many radii from a vertex's centre is on it, where no edge is under the pointer.
VERTEX_REACH = 1.4
#: A drawing of more vertices keeps the radius it was opened with through edits: measuring the spacing
#: anew and reshaping every circle and edge would freeze the window for seconds after each change.
RESIZE_LIMIT = 5000
#: Measures a whole drawing for :meth:`DrawingScene.build_steps` off the GUI thread.
_MEASURING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="measuring")
#: Items made between two progress reports of :meth:`DrawingScene.build_steps` (a few milliseconds).
BUILD_BATCH = 200


def fitting_radius(look: float, spacing: float, closest: float) -> float:
    """The circles' radius on screen: the look's, shrunk to ``spacing`` times the closest two vertices'
    distance where they stand close, and never under LEAST_RADIUS of the look's."""
    return max(LEAST_RADIUS * look, min(look, spacing * closest))


def closest_distance(drawing: Drawing) -> float:
    """The distance between the two closest vertices (infinite with fewer than two).

    Points sorted along the drawing's longer side are compared with their k-th successor for growing k,
    until no pair k apart can be closer than the best found: a few array passes for a usual drawing.
    """
    xy = np.fromiter((c for v in drawing.vertices.values() for c in (v.x, v.y)), float).reshape(-1, 2)
    if len(xy) < 2:
        return math.inf
    axis = int(np.ptp(xy[:, 1]) > np.ptp(xy[:, 0]))
    xy = xy[np.argsort(xy[:, axis])]
    best = math.inf
    for k in range(1, len(xy)):
        if (xy[k:, axis] - xy[:-k, axis]).min() >= best:
            break
        best = min(best, float(np.hypot(*(xy[k:] - xy[:-k]).T).min()))
    return best


class DrawingScene(QGraphicsScene):
    """Items for every vertex, edge and (optionally) crossing of one Drawing.

    Edges are shown with :func:`shown_shapes`: parallel edges and loops apart, each one visible and
    clickable. A change to one edge can reshape its siblings and the loops at its ends, so those are
    redrawn with it.

    Circles are drawn with ``vertex_radius``: the look's radius, made smaller where the drawing's
    vertices stand closer (see SPACING), so that a big classroom circle never swallows a short edge.
    It is measured once per change of the vertices, not per paint (a big drawing's, once: RESIZE_LIMIT).
    """

    #: The most a circle's radius may be of the closest two vertices' distance (SPACING; a sheet of the card
    #: game, whose vertices stand close in a row, asks for less).
    spacing = SPACING
    #: Emitted (coalesced) after the drawing changed, for the measures panel and the title bar.
    document_changed = Signal()
    #: Emitted after a change of look resized and reshaped everything (a fitted view fits again).
    look_changed = Signal()

    def __init__(self, drawing: Drawing, parent=None, build: bool = True):
        """``build=False`` leaves the items to :meth:`build_steps` (a large file, built between events)."""
        super().__init__(parent)
        self.drawing = drawing
        self.index = CrossingIndex(drawing)
        self.vertex_items: dict[int, VertexItem] = {}
        self.edge_items: dict[int, EdgeItem] = {}
        #: Every edge's polyline as shown (graph.shapes), as plain data: what an overview is drawn from.
        self.shown: dict[int, list[tuple[float, float]]] = {}
        self.extras: list[QGraphicsItem] = []
        self._marks = CrossingMarks()
        self.addItem(self._marks)
        self._highlights = Highlights()
        self.show_crossings = True
        self._marks_dirty = False
        self._closest = math.inf  # how close the drawing's vertices come
        self._spacing_dirty = False
        self.vertex_radius = theme().look.vertex_radius
        self.ground_y: float | None = None
        #: What a game draws beside the pieces (sums, names): fits and exports keep it in the picture.
        self.annotations = QRectF()
        self._content: QRectF | None = None  # content_rect without the annotations, until a change
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(0)
        self._refresh.timeout.connect(self._after_change)
        self.setBackgroundBrush(theme().look.paper)
        theme().changed.connect(self._on_theme)
        drawing.subscribe(self._on_event)
        self._detached = False
        if build:
            self._rebuild()

    def detach(self) -> None:
        """Stop mirroring (the scene is being replaced, or its window closed); once is enough."""
        if self._detached:
            return
        self._detached = True
        self.drawing.unsubscribe(self._on_event)
        self.index.close()
        theme().changed.disconnect(self._on_theme)

    # -- mirroring -------------------------------------------------------------------------------
    def _rebuild(self) -> None:
        for _ in self.build_steps():
            pass

    def build_steps(self, batch: int = BUILD_BATCH) -> Iterator[float]:
        """Mirror the whole drawing anew, yielding the fraction done after every ``batch`` items.

        Run to the end at once, or a step per turn of the event loop so that the window stays live
        while a 200,000-vertex file is built (see ui/file_loader.py). While items pour in, the scene
        is indexed as they come (see below).
        """
        for item in list(self.vertex_items.values()) + list(self.edge_items.values()):
            self._remove(item)
        self.vertex_items.clear()
        self.edge_items.clear()
        self.shown.clear()
        self._content = None
        # How close the vertices come and how far the drawing reaches: seconds of arithmetic for a
        # 200,000-vertex file, done on a thread while the steps wait in slices (the drawing is not
        # edited meanwhile: it is being opened, or is reset and built at once).
        measuring = _MEASURING.submit(lambda drawing: (closest_distance(drawing), drawing.bounds()), self.drawing)
        while True:
            try:
                self._closest, (x0, y0, x1, y1) = measuring.result(timeout=0.01)
                break
            except TimeoutError:
                yield 0.0
        self._spacing_dirty = False
        self.vertex_radius = self._fitting_radius()
        total = max(1, len(self.drawing.vertices) + 2 * len(self.drawing.edges))  # an edge's shape: as much again
        # Qt's index would rebuild itself whole (every item asked its extent at once) each time the
        # item count doubles or the scene grows: its depth is fixed for the final count, and the scene
        # is given the drawing's extent first. Left to itself it would also take the items in only
        # once they stop coming (its timer restarts with every item: seconds frozen after a 200,000-
        # vertex build), so it is made to take each batch in at once (_index_now).
        self.setBspTreeDepth(max(5, math.ceil(math.log2(len(self.drawing.vertices) + len(self.drawing.edges) + 2))))
        if self.drawing.vertices:
            self.setSceneRect(QRectF(x0, y0, x1 - x0, y1 - y0).adjusted(-1000, -1000, 1000, 1000))
        self._index_now()
        for done, vid in enumerate(self.drawing.vertices, 1):
            self._add_vertex(vid)
            if done % batch == 0:
                self._index_now()
                yield done / total
        edges = list(self.drawing.edges.values())
        for start in range(0, len(edges), batch):  # shaped a batch at a time, with their siblings
            shapes = shown_shapes(self.drawing, self.vertex_radius, {(e.u, e.v) for e in edges[start:start + batch]})
            for eid, points in shapes.items():
                if eid not in self.edge_items:
                    self._add_edge(eid, points)
            done = len(self.drawing.vertices) + 2 * len(self.edge_items)
            self._index_now()
            yield done / total
        self._highlights.follow(self)
        self._marks_dirty = True  # the crossings of a new drawing arrive from a background batch
        self._content = None
        self._refresh.start()
        yield 1.0

    def addItem(self, item: QGraphicsItem) -> None:  # noqa: N802 (Qt's name)
        """Add an item; those that are not the drawing's own (a stroke being drawn, a game's texts) are
        kept in ``extras``, which a view paints over its overview."""
        super().addItem(item)
        if not isinstance(item, (VertexItem, EdgeItem, CrossingMarks)):
            self.extras.append(item)

    def removeItem(self, item: QGraphicsItem) -> None:  # noqa: N802 (Qt's name)
        super().removeItem(item)
        if not isinstance(item, (VertexItem, EdgeItem, CrossingMarks)) and item in self.extras:
            self.extras.remove(item)

    def _index_now(self) -> None:
        """Have Qt's index take in the items added since the last call (any query of a region does)."""
        self.items(QRectF(0, 0, 1, 1))

    def _add_vertex(self, vid: int) -> None:
        v = self.drawing.vertices[vid]
        item = VertexItem(vid, self.vertex_radius, self._highlights)
        item.set_label(v.label)
        item.setPos(v.x, v.y)
        self.addItem(item)
        self.vertex_items[vid] = item

    def _add_edge(self, eid: int, points=None) -> None:
        """An item for the edge; given its shown ``points`` it is shaped before it enters the scene (cheaper)."""
        e = self.drawing.edges[eid]
        item = EdgeItem(eid, (e.u, e.v), self._highlights)
        item.color_name = e.color
        if points is not None:
            item.set_points(points)
            self.shown[eid] = points
        self.addItem(item)
        self.edge_items[eid] = item

    def _show(self, ends: set[tuple[int, int]] | None = None, positions=None) -> None:
        """Give the edges around ``ends`` (the ends of changed edges; all edges by default) their shapes."""
        self._content = None
        pairs = None if ends is None else {p for u, v in ends for p in ((u, v), (u, u), (v, v))}
        for eid, points in shown_shapes(self.drawing, self.vertex_radius, pairs, positions).items():
            self.edge_items[eid].set_points(points)
            self.shown[eid] = points
        self._highlights.follow(self)

    def _remove(self, item: VertexItem | EdgeItem) -> None:
        item.highlight = False  # its halo goes with it
        self.removeItem(item)

    def _fitting_radius(self) -> float:
        return fitting_radius(theme().look.vertex_radius, self.spacing, self._closest)

    def _size_vertices(self) -> None:
        """Give the circles the radius fitting the drawing and the look."""
        self._content = None
        self.vertex_radius = self._fitting_radius()
        for item in self.vertex_items.values():
            item.set_radius(self.vertex_radius)

    def _on_event(self, event: str, ident) -> None:
        self._content = None
        if event == "reset":
            self._rebuild()
            return
        if event in ("vertex_added", "vertex_removed", "vertex_moved") and len(self.drawing.vertices) <= RESIZE_LIMIT:
            self._spacing_dirty = True  # measured once the whole change is in (a move of many vertices)
        if event == "vertex_added":
            self._add_vertex(ident)
        elif event == "vertex_removed":
            self._remove(self.vertex_items.pop(ident))
        elif event in ("vertex_moved", "vertex_changed"):
            v = self.drawing.vertices[ident]
            item = self.vertex_items[ident]
            item.setPos(v.x, v.y)
            item.set_label(v.label)
            self._highlights.follow(self)
        elif event == "edge_added":
            self._add_edge(ident)
            self._show({self.edge_items[ident].ends})
        elif event == "edge_removed":
            item = self.edge_items.pop(ident)
            del self.shown[ident]
            self._remove(item)
            self._show({item.ends})
        elif event == "edge_changed":
            item = self.edge_items[ident]
            item.color_name = self.drawing.edges[ident].color
            self._show({item.ends})
            item.update()
        self._marks_dirty = True
        self._refresh.start()

    def _after_change(self) -> None:
        if self._spacing_dirty:
            self._spacing_dirty = False
            self._closest = closest_distance(self.drawing)
            if self._fitting_radius() != self.vertex_radius:
                self._size_vertices()
                self._show()  # loops and fans are spaced by the radius
        if not self.index.ready():  # keep the GUI live while a large drawing's crossings are found
            self._refresh.start(15)
            return
        self._refresh.setInterval(0)
        if self._marks_dirty:
            self._update_marks()
            self._marks_dirty = False
        self.document_changed.emit()

    def _update_marks(self) -> None:
        self._marks.set_points([(c.x, c.y) for c in self.index.crossings()] if self.show_crossings else [],
                               self.vertex_radius)

    def crossing_points(self) -> np.ndarray:
        """Where crossings are marked (an (n, 2) array, empty with the marks off)."""
        return self._marks.xy

    def set_show_crossings(self, on: bool) -> None:
        self.show_crossings = on
        self._update_marks()

    def set_ground(self, y: float | None) -> None:
        """Draw a ground line at ``y`` (Hackenbush boards), or remove it."""
        self.ground_y = y
        self.update()

    def drawBackground(self, painter, rect: QRectF) -> None:
        """The paper, the ground line across all of it, and the highlights' halos under every edge:
        views, exports and prints alike."""
        super().drawBackground(painter, rect)
        if self.ground_y is not None and rect.top() - 4 <= self.ground_y <= rect.bottom() + 4:
            pen = QPen(GROUND_COLOR, 4)
            pen.setCosmetic(True)  # as thick at every zoom, a projector's too
            painter.setPen(pen)
            painter.drawLine(QPointF(rect.left(), self.ground_y), QPointF(rect.right(), self.ground_y))
        self._highlights.paint(painter, rect)

    def _on_theme(self) -> None:
        if not shiboken6.isValid(self):  # Qt deleted it before it was detached: nothing to restyle
            return
        self.setBackgroundBrush(theme().look.paper)
        self._size_vertices()
        self._show()  # vertex radius and hit width changed
        self._update_marks()
        for item in self.items():
            item.update()
        self.update()
        self.look_changed.emit()

    # -- queries ---------------------------------------------------------------------------------
    def vertex_at(self, pos: QPointF, exclude: set[int] = frozenset(), reach: float = VERTEX_REACH) -> int | None:
        """The vertex under ``pos`` (within ``reach`` radii of its centre), nearest first."""
        r = self.vertex_radius * reach
        best, best_d = None, r * r
        for vid, v in self.drawing.vertices.items():
            if vid in exclude:
                continue
            d = (v.x - pos.x()) ** 2 + (v.y - pos.y()) ** 2
            if d <= best_d and self.vertex_items[vid].isVisible():
                best, best_d = vid, d
        return best

    def edge_at(self, pos: QPointF) -> int | None:
        """The edge under ``pos``, nearest first (near a vertex the click bands of its edges overlap)."""
        hits = [item for item in self.items(pos) if isinstance(item, EdgeItem) and item.isVisible()]
        return min(hits, key=lambda item: item.distance_to(pos)).eid if hits else None

    def element_at(self, pos: QPointF) -> tuple[str, int] | None:
        """What a click at ``pos`` is on: a circle, else an edge, else a vertex within reach.

        An edge is clickable wherever it shows, up to the circles; the margin that makes small circles
        easy to hit only counts where no edge is.
        """
        vid = self.vertex_at(pos, reach=1.0)
        if vid is None:
            eid = self.edge_at(pos)
            if eid is not None:
                return ("edge", eid)
            vid = self.vertex_at(pos)
        return None if vid is None else ("vertex", vid)

    def selected_ids(self) -> tuple[set[int], set[int]]:
        vs = {i.vid for i in self.selectedItems() if isinstance(i, VertexItem)}
        es = {i.eid for i in self.selectedItems() if isinstance(i, EdgeItem)}
        return vs, es

    def select(self, vertex_ids, edge_ids) -> None:
        """Make these vertices and edges the selection."""
        self.clearSelection()
        for vid in vertex_ids:
            self.vertex_items[vid].setSelected(True)
        for eid in edge_ids:
            self.edge_items[eid].setSelected(True)

    def content_rect(self) -> QRectF:
        """The drawing as drawn, its edges as shown, its labels whole and a game's annotations, with a margin (fit, exports)."""
        if self._content is not None:  # measured once per change (a fit on opening, then on resizing)
            return self._content.united(self.annotations)
        # Plain loops over the data, and items only where they reach past the circles' centres (curves,
        # labels): a 200,000-vertex file is measured in a blink, not in a pass over 400,000 items.
        xy = np.fromiter((c for v in self.drawing.vertices.values() for c in (v.x, v.y)), float).reshape(-1, 2)
        rect = QRectF()
        if len(xy):
            (x0, y0), (x1, y1) = xy.min(axis=0), xy.max(axis=0)
            rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        for eid, points in self.shown.items():
            if len(points) > 2:
                rect = rect.united(self.edge_items[eid].path().boundingRect())
        labelled = [(v.x, v.y, v.label) for v in self.drawing.vertices.values() if v.label]
        if labelled:
            # Every label stands as high above its circle (label_box); only those that start near the
            # right edge can reach past it, and only they are measured (92,000 labels took half a second).
            r, font = self.vertex_radius, vertex_font(self.vertex_radius)
            sample = label_box("x", r, font)
            ys = [y for _, y, _ in labelled]
            rect = rect.united(QRectF(rect.left(), min(ys) + sample.top(), 0, max(ys) - min(ys) + sample.height()))
            metrics = QFontMetricsF(font)
            reach = r + 2 * metrics.maxWidth() * max(len(label) for _, _, label in labelled) + metrics.averageCharWidth()
            for x, y, label in labelled:
                if x + reach > rect.right():
                    rect = rect.united(label_box(label, r, font).translated(x, y))
        pad = self.vertex_radius * 3
        self._content = rect.adjusted(-pad, -pad, pad, pad)
        return self._content.united(self.annotations)

    def fall_room(self, item: VertexItem | EdgeItem) -> float:
        """How far a vertex or edge item can drop before its lowest point meets the ground line
        (infinite without one), so that cut pieces land on the ground instead of sinking through it."""
        if self.ground_y is None:
            return math.inf
        if isinstance(item, VertexItem):
            lowest = item.y() + item.radius()
        else:
            lowest = item.mapToScene(item.path()).boundingRect().bottom()
        return max(0.0, self.ground_y - lowest - theme().look.edge_width / 2)

    # -- previews during a drag (the document changes only when the gesture ends) --------------
    def preview_positions(self, positions: dict[int, tuple[float, float]]) -> None:
        touched = set()
        for vid, (x, y) in positions.items():
            self.vertex_items[vid].setPos(x, y)
            touched.update((e.u, e.v) for e in self.drawing.incident_edges(vid))
        self._show(touched, positions)

    def restore_positions(self, vids) -> None:
        self.preview_positions({vid: self.drawing.vertices[vid].pos for vid in vids})
