"""One image of a big drawing, which the view paints instead of its items when zoomed out.

Zoomed out on a 200,000-vertex file a view would paint 400,000 items, each a call into Python:
seconds of a frozen window per paint. When more than OVERVIEW_LIMIT vertices and edges are in view,
the view paints one image instead. It is drawn from plain data (positions, the edges' shapes as
shown, colours, the selection) in bulk, a few QPainter calls for all the circles and all the
segments, on a worker thread (QPainter on a QImage may work off the GUI thread), at the view's own
scale and pixel grid, so that at 1:1 it is the items' picture, sharp. Meanwhile the last image is
shown, moved and scaled. The items stay in the scene, selectable and editable: zoomed in so that
few are in view, the view paints them as usual.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shiboken6
from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPolygonF, QTransform

from graphgames_desktop.graph.drawing import Edge, Vertex
from graphgames_desktop.ui.canvas.items import FAR_OUT_PX, edge_pens, label_box, smooth_path, vertex_font, vertex_style
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.theme import Look, theme
from graphgames_desktop.ui.worker import Worker

#: With more vertices and edges than this in view, the view paints the overview (a few thousand
#: items paint in a frame or two; the 2,000-vertex file at fit-to-window is over it).
OVERVIEW_LIMIT = 1500
#: The drawing's vertices are counted on a grid of this many cells a side, to tell how many are in view.
DENSITY_CELLS = 64
#: The image reaches this share of the view's width and height past each side, so that a pan
#: shows drawn paper at once while the next image is made.
MARGIN = 0.25


def polygon(xy: np.ndarray) -> QPolygonF:
    """A QPolygonF of the (n, 2) points, filled through its own memory (no Python object per point)."""
    xy = np.ascontiguousarray(xy, dtype=np.float64).reshape(-1, 2)
    poly = QPolygonF()
    poly.resize(len(xy))
    if len(xy):
        memory = shiboken6.VoidPtr(poly.data(), xy.nbytes, True)
        np.frombuffer(memory, np.float64).reshape(-1, 2)[:] = xy
    return poly


@dataclass(frozen=True)
class Snapshot:
    """What the picture is made of, taken on the GUI thread in a few shallow copies; the worker reads it."""

    vertices: list[Vertex]
    edges: list[Edge]
    shown: dict[int, list[tuple[float, float]]]
    selected_vertices: frozenset[int]
    selected_edges: frozenset[int]
    crossings: np.ndarray
    radius: float
    look: Look
    font: QFont
    #: A game's board styles its items: fills (as RGBA) and marks by vertex id, and the hidden elements.
    fills: dict[int, int]
    marks: dict[int, str]
    hidden_vertices: frozenset[int]
    hidden_edges: frozenset[int]

    @classmethod
    def of(cls, scene: DrawingScene, styled: bool = False) -> Snapshot:
        """``styled``: read each item's fill, mark and visibility too (a game's board; a pass over its items)."""
        vs, es = scene.selected_ids()
        fills: dict[int, int] = {}
        marks: dict[int, str] = {}
        hidden_vertices, hidden_edges = set(), set()
        if styled:
            for vid, item in scene.vertex_items.items():
                if not item.isVisible() or item.opacity() < 0.05:
                    hidden_vertices.add(vid)
                if item.fill is not None:
                    fills[vid] = item.fill.rgba()
                if item.mark:
                    marks[vid] = item.mark
            hidden_edges = {eid for eid, item in scene.edge_items.items() if not item.isVisible() or item.opacity() < 0.05}
        return cls(list(scene.drawing.vertices.values()), list(scene.drawing.edges.values()), dict(scene.shown),
                   frozenset(vs), frozenset(es), scene.crossing_points(), scene.vertex_radius, theme().look,
                   vertex_font(scene.vertex_radius), fills, marks, frozenset(hidden_vertices), frozenset(hidden_edges))


class Picture:
    """A snapshot turned into arrays (once per change of the drawing; every zoom and pan reuses it)."""

    def __init__(self, snap: Snapshot):
        self.snap = snap
        n = len(snap.vertices)
        self.xy = np.fromiter((c for v in snap.vertices for c in (v.x, v.y)), float, 2 * n).reshape(-1, 2)
        self.vertex_selected = np.fromiter((v.id in snap.selected_vertices for v in snap.vertices), bool, n)
        self.vertex_shown = np.fromiter((v.id not in snap.hidden_vertices for v in snap.vertices), bool, n)
        #: Each vertex's fill (0: the look's), and the marks drawn in circles, where a game styles them.
        self.vertex_fill = np.fromiter((snap.fills.get(v.id, 0) for v in snap.vertices), np.int64, n)
        self.marks = [(v.x, v.y, snap.marks[v.id], v.id in snap.fills) for v in snap.vertices
                      if v.id in snap.marks and v.id not in snap.hidden_vertices]
        self.labels = [(v.x, v.y, v.label) for v in snap.vertices if v.label]
        # Vertices counted on a grid over the drawing, as a summed-area table (see in_view).
        low, high = (self.xy.min(axis=0), self.xy.max(axis=0)) if n else (np.zeros(2), np.ones(2))
        cell = np.maximum((high - low) / DENSITY_CELLS, 1e-9)
        counts = np.histogram2d(self.xy[:, 0], self.xy[:, 1], bins=DENSITY_CELLS,
                                range=[(low[0], low[0] + DENSITY_CELLS * cell[0]), (low[1], low[1] + DENSITY_CELLS * cell[1])])[0]
        self.density = np.zeros((DENSITY_CELLS + 1, DENSITY_CELLS + 1), dtype=np.int64)
        self.density[1:, 1:] = counts.cumsum(0).cumsum(1)
        self.grid_origin, self.grid_cell = low.tolist(), cell.tolist()
        #: Straight edges as (x0, y0, x1, y1) rows by (colour, selected); curved ones as their points.
        self.segments: dict[tuple[str | None, bool], np.ndarray] = {}
        self.curves: list[tuple[list[tuple[float, float]], str | None, bool]] = []
        rows: dict[tuple[str | None, bool], list[float]] = {}
        for e in snap.edges:
            points = snap.shown.get(e.id)
            if not points or e.id in snap.hidden_edges:
                continue
            key = (e.color, e.id in snap.selected_edges)
            if len(points) == 2:
                row = rows.setdefault(key, [])
                row += (points[0][0], points[0][1], points[1][0], points[1][1])
            else:
                self.curves.append((points, *key))
        self.segments = {key: np.array(row, float).reshape(-1, 4) for key, row in rows.items()}
        self.curve_boxes = np.array([(min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts),
                                      max(p[1] for p in pts)) for pts, _, _ in self.curves], float).reshape(-1, 4)

    def extent(self) -> QRectF:
        """Where the picture has ink: its circles, curves and labels (a label's length guessed generously)."""
        boxes = [self.xy.min(axis=0).tolist() + self.xy.max(axis=0).tolist()] if len(self.xy) else []
        if len(self.curve_boxes):
            boxes.append(self.curve_boxes[:, :2].min(axis=0).tolist() + self.curve_boxes[:, 2:].max(axis=0).tolist())
        if not boxes:
            return QRectF()
        x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
        x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
        pad = self.snap.radius + 3 * self.snap.look.edge_width
        longest = max((len(label) for _, _, label in self.labels), default=0)
        label = self.snap.font.pixelSize() * longest + 2 * self.snap.radius
        return QRectF(x0 - pad, y0 - pad - (label and 3 * self.snap.radius), x1 - x0 + 2 * pad + label,
                      y1 - y0 + 2 * pad + (label and 3 * self.snap.radius))

    def in_view(self, rect: QRectF) -> int:
        """About how many vertices and edges lie in ``rect`` (scene units): its vertices, and as many
        edges for each as the drawing has per vertex."""
        if not len(self.xy):
            return 0
        # Counted on the density grid, cells cut by the rectangle counted whole: a few lookups per
        # paint, not passes over 200,000 positions.
        (x0, y0), (w, h) = self.grid_origin, self.grid_cell
        i0, i1 = (min(DENSITY_CELLS, max(0, int(v))) for v in ((rect.left() - x0) / w, (rect.right() - x0) / w + 1))
        j0, j1 = (min(DENSITY_CELLS, max(0, int(v))) for v in ((rect.top() - y0) / h, (rect.bottom() - y0) / h + 1))
        t = self.density
        inside = t[i1, j1] - t[i0, j1] - t[i1, j0] + t[i0, j0]
        return int(inside * (1 + len(self.snap.edges) / len(self.xy)))

    def render(self, transform: QTransform, device: QRect) -> QImage:
        """The picture as the view shows it through ``transform`` (scene to viewport pixels), on the
        pixels of ``device``; transparent where there is only paper (the view paints that)."""
        image = QImage(device.width(), device.height(), QImage.Format_ARGB32_Premultiplied)
        image.fill(Qt.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        painter.setTransform(transform * QTransform.fromTranslate(-device.left(), -device.top()))
        scale = transform.m11()
        look, r = self.snap.look, self.snap.radius
        reach = (r + 3 * look.edge_width) + 2 / scale  # how far past a centre a circle or a stroke shows
        box = transform.inverted()[0].mapRect(QRectF(device)).adjusted(-reach, -reach, reach, reach)
        left, top, right, bottom = box.left(), box.top(), box.right(), box.bottom()
        painter.setBrush(Qt.NoBrush)
        for (color, selected), rows in self.segments.items():  # edges, under everything
            shown = rows[(np.minimum(rows[:, 0], rows[:, 2]) <= right) & (np.maximum(rows[:, 0], rows[:, 2]) >= left)
                         & (np.minimum(rows[:, 1], rows[:, 3]) <= bottom) & (np.maximum(rows[:, 1], rows[:, 3]) >= top)]
            if len(shown):
                lines = polygon(shown.reshape(-1, 2))
                for pen in edge_pens(look, color, selected, scale):
                    painter.setPen(pen)
                    painter.drawLines(lines)
        if len(self.curves):
            b = self.curve_boxes
            for i in np.flatnonzero((b[:, 0] <= right) & (b[:, 2] >= left) & (b[:, 1] <= bottom) & (b[:, 3] >= top)):
                points, color, selected = self.curves[i]
                path = smooth_path(points)
                for pen in edge_pens(look, color, selected, scale):
                    painter.setPen(pen)
                    painter.drawPath(path)
        self._paint_crossings(painter, box)
        x, y = self.xy[:, 0], self.xy[:, 1]
        inside = (x >= left) & (x <= right) & (y >= top) & (y <= bottom) & self.vertex_shown
        for fill, selected in {(int(f), bool(s)) for f, s in zip(self.vertex_fill[inside], self.vertex_selected[inside])}:
            centres = polygon(self.xy[inside & (self.vertex_selected == selected) & (self.vertex_fill == fill)])
            style = vertex_style(look, selected, QColor.fromRgba(fill) if fill else None)
            if r * scale < FAR_OUT_PX:  # plain dots, as the items paint themselves that far out
                painter.setPen(QPen(style.dot, 2 * r, Qt.SolidLine, Qt.SquareCap))
                painter.drawPoints(centres)
                continue
            # A round point as wide as the circle with its outline, then one as wide as its inside:
            # the circle with its outline, as drawEllipse paints it, for all vertices in two calls.
            painter.setPen(QPen(style.outline, 2 * r + style.width, Qt.SolidLine, Qt.RoundCap))
            painter.drawPoints(centres)
            painter.setPen(QPen(style.fill, 2 * r - style.width, Qt.SolidLine, Qt.RoundCap))
            painter.drawPoints(centres)
        if r * scale >= FAR_OUT_PX and self.marks:  # inside the circles, as VertexItem paints them
            painter.setFont(self.snap.font)
            for mx, my, mark, filled in self.marks:
                if left <= mx <= right and top <= my <= bottom:
                    painter.setPen(QColor("white") if filled else look.ink)
                    painter.drawText(QRectF(mx - r, my - r, 2 * r, 2 * r), Qt.AlignCenter, mark)
        if r * scale >= FAR_OUT_PX and self.labels:
            painter.setFont(self.snap.font)
            painter.setPen(look.ink)
            for lx, ly, label in self.labels:
                if left <= lx <= right and top <= ly <= bottom:
                    painter.drawText(label_box(label, r, self.snap.font).translated(lx, ly), Qt.AlignLeft | Qt.AlignVCenter,
                                     label)
        painter.end()
        return image

    def _paint_crossings(self, painter: QPainter, box: QRectF) -> None:
        """The crossing marks' rings, as CrossingMarks paints them."""
        xy, look = self.snap.crossings, self.snap.look
        if not len(xy):
            return
        ring = self.snap.radius * 0.45
        painter.setPen(QPen(look.crossing, max(1.5, look.edge_width * 0.6)))
        x, y = xy[:, 0], xy[:, 1]
        for px, py in xy[(x >= box.left()) & (x <= box.right()) & (y >= box.top()) & (y <= box.bottom())].tolist():
            painter.drawEllipse(QPointF(px, py), ring, ring)


@dataclass(frozen=True)
class Shot:
    """A rendered image: the view's transform it was made for, the viewport pixels it was asked to
    cover (``wanted``) and those it covers (``device``: no more than the drawing's extent)."""

    generation: int
    transform: QTransform
    wanted: QRect
    device: QRect
    image: QImage


class Overview(QObject):
    """Keeps the image of a view's drawing up to date: a change of the drawing, the selection or the
    look makes a new one; so does a zoom or a pan past the image's margin (see :meth:`paint`)."""

    def __init__(self, view, styled: bool = False):
        """``styled``: the view shows a game's board, whose items the game styles one by one."""
        super().__init__(view)
        self._view = view
        self._styled = styled
        self._connected: list = []
        self._scene: DrawingScene | None = None
        self.generation = 0  # bumped by every change of what the picture shows
        self._picture: Picture | None = None
        self._picture_generation = -1
        self.shot: Shot | None = None
        self._busy = False
        self.broken = False
        #: Whether the last paint showed an image made for that very view and drawing (tests, benchmarks).
        self.sharp = False
        self._worker = Worker(self)
        self._worker.finished.connect(self._rendered)

    def watch(self, scene: DrawingScene) -> None:
        """Follow ``scene`` (a view's new scene): a change of its document, selection or look makes a
        new image; on a big game board, any repaint (a game restyles its items, not the document)."""
        for signal in self._connected:
            signal.disconnect(self.invalidate)
        self._scene = scene
        big = len(scene.drawing.vertices) + len(scene.drawing.edges) > OVERVIEW_LIMIT
        self._connected = [scene.document_changed, scene.selectionChanged, scene.look_changed]
        if self._styled and big:
            self._connected.append(scene.changed)
        for signal in self._connected:
            signal.connect(self.invalidate)
        self._picture, self.shot = None, None
        self.invalidate()

    def invalidate(self) -> None:
        self.generation += 1
        self.sharp = False
        self._view.viewport().update()

    def wanted(self, rect: QRectF) -> bool:
        """Whether the view should paint the overview for the scene ``rect`` in view: more than
        OVERVIEW_LIMIT vertices and edges there (all of them, until the drawing is measured)."""
        drawing = self._scene.drawing
        if self.broken or len(drawing.vertices) + len(drawing.edges) <= OVERVIEW_LIMIT:
            return False
        if self._picture is None:
            return True
        return self._picture.in_view(rect) > OVERVIEW_LIMIT

    def paint(self, painter: QPainter) -> None:
        """Paint the latest image on the viewport (1:1 when it was made for this zoom), and ask for a
        new one if it is out of date or does not cover the view."""
        view = self._view
        transform = view.viewportTransform()
        viewport = view.viewport().rect()
        shot = self.shot
        if shot is not None:
            # Where the image's pixels land now: through the scene, from its view to this one.
            now = shot.transform.inverted()[0] * transform
            painter.save()
            painter.resetTransform()
            if abs(now.m11() - 1) < 1e-9:  # the same zoom: pixel for pixel
                dx, dy = round(now.dx()), round(now.dy())
                painter.drawImage(shot.device.topLeft() + QPoint(dx, dy), shot.image)
                fresh = shot.generation == self.generation and shot.wanted.translated(dx, dy).contains(viewport)
            else:
                painter.setRenderHint(QPainter.SmoothPixmapTransform)
                painter.setTransform(now)
                painter.drawImage(QPointF(shot.device.topLeft()), shot.image)
                fresh = False
            painter.restore()
            self.sharp = fresh
            if fresh:
                return
        self._request(transform, viewport)

    def _request(self, transform: QTransform, viewport: QRect) -> None:
        if self._busy:
            return  # asked again when the running one is done
        mx, my = round(viewport.width() * MARGIN), round(viewport.height() * MARGIN)
        wanted = viewport.adjusted(-mx, -my, mx, my)
        generation = self.generation
        picture = self._picture if self._picture_generation == generation else None
        snap = Snapshot.of(self._scene, styled=self._styled) if picture is None else None
        self._busy = True

        def job() -> tuple[Picture, Shot]:
            made = picture or Picture(snap)
            # No pixels past the drawing's extent (at fit-to-window, the margins are empty paper).
            device = wanted.intersected(transform.mapRect(made.extent()).toAlignedRect())
            image = made.render(transform, device) if not device.isEmpty() else QImage()
            return made, Shot(generation, QTransform(transform), QRect(wanted), device, image)

        self._worker.start(generation, job)

    def _rendered(self, generation: int, result) -> None:
        self._busy = False
        if isinstance(result, BaseException):  # a bug: the view paints its items from now on
            self.broken = True
            self._view.viewport().update()
            raise result
        picture, shot = result
        if generation >= self._picture_generation:
            self._picture, self._picture_generation = picture, generation
        self.shot = shot
        self._view.viewport().update()
