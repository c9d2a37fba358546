"""Scene items: they only paint themselves and tell their shape; gestures live in the tools."""

from __future__ import annotations

import functools
from typing import NamedTuple

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QStyleOptionGraphicsItem

from graphgames_desktop.ui.theme import Look, theme

EDGE_COLORS = {"green": QColor("#2a9d3f"), "blue": QColor("#1d4ed8"), "red": QColor("#c1121f")}
#: The high-contrast (classroom) look tells Hackenbush's colours apart without colour too, for a washed-out
#: projector or an eye that confuses red and green: blue edges solid, red ones dashed, green ones
#: dash-dotted (lengths in edge widths; the round caps add one width to every dash).
EDGE_DASHES: dict[str, list[float]] = {"red": [2.0, 1.6], "green": [2.6, 1.5, 0.01, 1.5]}
#: A highlight's halo reaches this many edge widths beyond a circle, and either side of an edge.
HALO = 2.0
#: A circle smaller than this radius in device pixels is painted as a plain dot: zoomed far out on a
#: 200,000-vertex file, outlines and text would cost most of a paint and show nothing.
FAR_OUT_PX = 2.0


def scene_font(size: float) -> QFont:
    """The application's font at ``size`` units of the drawing.

    Text on the canvas is sized in pixels of the painter's coordinates, which the view, an image, an
    SVG, a PDF and a printer all scale alike; a point size would be turned into pixels of the device
    (twelve times too big on a 1200-dpi PDF or printer)."""
    font = QFont(QApplication.font())
    font.setPixelSize(max(1, round(size)))
    return font


def vertex_font(radius: float) -> QFont:
    """The font of a vertex's label and mark, sized by the circle."""
    return scene_font(max(8.0, radius))


def label_box(label: str, radius: float, font: QFont) -> QRectF:
    """Where a vertex's label is drawn, above and right of its circle, relative to its centre."""
    metrics = QFontMetricsF(font)
    height = max(radius * 1.6, metrics.height())
    width = metrics.horizontalAdvance(label) + metrics.averageCharWidth()
    return QRectF(radius * 0.8, -radius * 1.6 - height / 2, width, height)


def polyline_path(points) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(QPointF(*p))
    return path


def smooth_path(points) -> QPainterPath:
    """A smooth curve through every point of a polyline (centripetal Catmull-Rom, as cubic Béziers).

    It runs through the very points the crossings are found on, without the corners a polyline shows,
    and the centripetal spacing keeps it from overshooting or looping where points bunch up."""
    if len(points) < 3:  # a straight edge, most of a big file's: no arrays to make
        return polyline_path(points)
    xy = np.asarray(points, dtype=float).reshape(-1, 2)
    keep = np.ones(len(xy), dtype=bool)
    keep[1:] = np.hypot(*np.diff(xy, axis=0).T) > 1e-9
    xy = xy[keep]
    if len(xy) < 3:
        return polyline_path(points)
    # Mirrored end points give the first and last pieces a tangent of their own.
    p = np.vstack([2 * xy[0] - xy[1], xy, 2 * xy[-1] - xy[-2]])
    d = np.sqrt(np.hypot(*np.diff(p, axis=0).T))[:, None]  # |P(i+1) - P(i)| ** 0.5
    p0, p1, p2, p3 = p[:-3], p[1:-2], p[2:-1], p[3:]
    d1, d2, d3 = d[:-2], d[1:-1], d[2:]
    c1 = (d1 ** 2 * p2 - d2 ** 2 * p0 + (2 * d1 ** 2 + 3 * d1 * d2 + d2 ** 2) * p1) / (3 * d1 * (d1 + d2))
    c2 = (d3 ** 2 * p1 - d2 ** 2 * p3 + (2 * d3 ** 2 + 3 * d3 * d2 + d2 ** 2) * p2) / (3 * d3 * (d3 + d2))
    path = QPainterPath(QPointF(*xy[0]))
    for a, b, end in zip(c1.tolist(), c2.tolist(), p2.tolist()):
        path.cubicTo(QPointF(*a), QPointF(*b), QPointF(*end))
    return path


@functools.lru_cache(maxsize=16)
def _hairline(rgba: int) -> QPen:
    pen = QPen(QColor.fromRgba(rgba), 0)
    pen.setCosmetic(True)
    return pen


def hairline(color: QColor) -> QPen:
    """A one-pixel pen of ``color``, made once (a far-out paint of a big file asks for it per edge)."""
    return _hairline(color.rgba())


def edge_pens(look: Look, color_name: str | None, selected: bool, lod: float) -> list[QPen]:
    """The pens an edge is stroked with, one after the other, at ``lod`` device pixels per unit; in the
    high-contrast look a Hackenbush colour has its dash pattern (EDGE_DASHES).

    Thinner than a pixel, a hairline (without round caps to work out, and without the selection's
    underlay, which would not show)."""
    color = EDGE_COLORS.get(color_name, look.ink)
    if look.edge_width * lod < 1:
        return [hairline(color)]
    pen = QPen(color, look.edge_width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
    if look.high_contrast and color_name in EDGE_DASHES:
        pen.setDashPattern(EDGE_DASHES[color_name])
    if not selected:
        return [pen]
    return [QPen(look.selection, look.edge_width * 2.4, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin), pen]


class VertexStyle(NamedTuple):
    """How a circle is painted: its outline's colour and width, its fill, and the colour of the plain
    dot it becomes far out (FAR_OUT_PX)."""

    outline: QColor
    width: float
    fill: QColor
    dot: QColor


def vertex_style(look: Look, selected: bool, fill: QColor | None) -> VertexStyle:
    outline = look.selection if selected else look.vertex_outline
    return VertexStyle(outline, look.edge_width * (1.4 if selected else 1.0), fill or look.vertex_fill, fill or outline)


def draw_halo(painter: QPainter, outline: QPainterPath, dotted: bool) -> None:
    """A highlight: a translucent wash, and a dotted or dashed rim that still reads in black and white
    (on a projector that washes colours out, or to an eye that confuses them)."""
    look = theme().look
    wash = QColor(look.highlight)
    wash.setAlpha(110)
    painter.fillPath(outline, wash)
    pen = QPen(look.highlight, max(2.0, look.edge_width * (1.0 if dotted else 0.6)), Qt.CustomDashLine, Qt.RoundCap)
    pen.setDashPattern([0.01, 2.2] if dotted else [2.5, 1.5])
    painter.strokePath(outline, pen)


class Highlights:
    """The highlighted vertices and edges of a scene, whose halos the scene paints with its background.

    Painted by their own items, halos would lie over the edges drawn before them and tint them; under
    all items, every edge keeps its own colour. (No reference to the scene is kept: a cycle would let
    the garbage collector, not Qt, decide when a scene without a parent goes.)
    """

    def __init__(self):
        self.lit: set[Element] = set()
        self._rect = QRectF()  # where the halos were last painted

    def light(self, item: Element, on: bool) -> None:
        (self.lit.add if on else self.lit.discard)(item)
        scene = item.scene()
        if scene is not None:
            self.follow(scene)

    def follow(self, scene: QGraphicsScene) -> None:
        """Repaint the halos where the lit items are now (after a move, a reshape, a change of look)."""
        if not self.lit and self._rect.isEmpty():
            return
        old, self._rect = self._rect, QRectF()
        for item in self.lit:
            self._rect = self._rect.united(item.sceneBoundingRect())
        scene.update(old.united(self._rect))

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        for item in self.lit:
            if item.isVisible() and item.sceneBoundingRect().intersects(rect):
                painter.save()
                painter.setTransform(item.sceneTransform(), True)
                painter.setOpacity(item.opacity())
                item.paint_halo(painter)
                painter.restore()


class Element(QGraphicsItem):
    """A vertex or an edge: selectable, and highlighted by setting ``highlight`` (as the teaching layer
    does); the scene paints the halo, under every edge (see Highlights)."""

    def __init__(self, halos: Highlights):
        super().__init__()
        self._halos = halos
        self._highlight = False
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)

    @property
    def highlight(self) -> bool:
        return self._highlight

    @highlight.setter
    def highlight(self, on: bool) -> None:
        if on != self._highlight:
            self._highlight = on
            self._halos.light(self, on)

    def paint_halo(self, painter: QPainter) -> None:
        raise NotImplementedError


class VertexItem(Element):
    """A vertex: a disc with an optional label; may carry a game colour, a mark and a highlight."""

    def __init__(self, vid: int, radius: float, halos: Highlights):
        super().__init__(halos)
        self.vid = vid
        self._radius = radius
        self.label = ""
        self._label_rect: QRectF | None = None  # where the label is drawn, measured when first needed
        self.fill: QColor | None = None
        self.mark = ""  # short text drawn inside (a token count, a grundy value, a label)
        self.mark_scale = 1.0  # above 1: the mark is the board's main number, bigger and bold
        self.setZValue(2)
        self.setAcceptHoverEvents(True)

    def radius(self) -> float:
        """The radius the scene sizes its circles to (DrawingScene.vertex_radius)."""
        return self._radius

    def set_radius(self, radius: float) -> None:
        self.prepareGeometryChange()  # the look's widths may have changed with it
        self._radius = radius
        self._label_rect = None
        self.update()

    def set_label(self, label: str) -> None:
        """Show ``label`` beside the circle; the item's extent changes with it (and is repainted whole)."""
        if label != self.label:
            self.prepareGeometryChange()
            self.label = label
            self._label_rect = None
            self.update()

    def font(self) -> QFont:
        return vertex_font(self._radius)

    def mark_font(self) -> QFont:
        """The mark's font: the label font, or ``mark_scale`` times it in bold, narrowed to stay inside
        the circle (it grows with the radius, so classroom mode enlarges it like the other texts)."""
        if self.mark_scale <= 1.0:
            return self.font()
        font = scene_font(max(8.0, self._radius) * self.mark_scale)
        font.setBold(True)
        room, width = 1.55 * self._radius, QFontMetricsF(font).horizontalAdvance(self.mark)
        if width > room:
            font.setPixelSize(max(1, int(font.pixelSize() * room / width)))
        return font

    def label_rect(self) -> QRectF:
        """Where the whole label is drawn, above and right of the circle, in the item's coordinates."""
        if self._label_rect is None:
            self._label_rect = label_box(self.label, self._radius, self.font()) if self.label else QRectF()
        return self._label_rect

    def boundingRect(self) -> QRectF:
        r = self._radius + (HALO + 1) * theme().look.edge_width
        circle = QRectF(-r, -r, 2 * r, 2 * r)
        return circle.united(self.label_rect()) if self.label else circle

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = self.radius() * 1.3
        path.addEllipse(QPointF(0, 0), r, r)
        return path

    def paint_halo(self, painter: QPainter) -> None:
        """A ring of dots around the circle, outside its outline."""
        halo = QPainterPath()
        reach = self._radius + HALO * theme().look.edge_width
        halo.addEllipse(QPointF(0, 0), reach, reach)
        draw_halo(painter, halo, dotted=True)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        look = theme().look
        r = self.radius()
        style = vertex_style(look, self.isSelected(), self.fill)
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if r * lod < FAR_OUT_PX:  # a dot of a few pixels (a whole big file in view): no outline, no text
            painter.fillRect(QRectF(-r, -r, 2 * r, 2 * r), style.dot)
            return
        painter.setPen(QPen(style.outline, style.width))
        painter.setBrush(QBrush(style.fill))
        painter.drawEllipse(QPointF(0, 0), r, r)
        if self.mark:
            painter.setFont(self.mark_font())
            painter.setPen(look.ink if not self.fill else QColor("white"))
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignCenter, self.mark)
        if self.label:
            painter.setFont(self.font())
            painter.setPen(look.ink)
            painter.drawText(self.label_rect(), Qt.AlignLeft | Qt.AlignVCenter, self.label)


class EdgeItem(Element):
    """An edge's stroke as shown (graph.shapes); its shape is a wide band so it is easy to click."""

    def __init__(self, eid: int, ends: tuple[int, int], halos: Highlights):
        super().__init__(halos)
        self.eid = eid
        self.ends = ends  # kept so that the siblings of a removed edge can be redrawn
        self.color_name: str | None = None
        self._path = QPainterPath()
        self._shown: np.ndarray | None = None  # the path flattened, measured when first clicked near
        self._rect = QRectF()
        self._halo: QPainterPath | None = None  # the highlight's outline, made when first highlighted
        self.setZValue(0)

    def path(self) -> QPainterPath:
        return self._path

    def set_points(self, points) -> None:
        self.prepareGeometryChange()
        self._path = smooth_path(points)
        self._shown = None
        w = theme().look.hit_width  # wider than the halo, too
        self._rect = self._path.boundingRect().adjusted(-w, -w, w, w)
        self._halo = None

    def distance_to(self, pos: QPointF) -> float:
        """How far a scene point is from the stroke, to tell apart edges whose click bands overlap."""
        if self._shown is None:
            polygons = self._path.toSubpathPolygons()
            self._shown = np.array([(q.x(), q.y()) for q in polygons[0]] if polygons else [(0.0, 0.0)])
        p, xy = self.mapFromScene(pos), self._shown
        if len(xy) < 2:
            return float(np.hypot(xy[0, 0] - p.x(), xy[0, 1] - p.y()))
        a, d = xy[:-1], np.diff(xy, axis=0)
        t = np.clip(((p.x() - a[:, 0]) * d[:, 0] + (p.y() - a[:, 1]) * d[:, 1]) / np.maximum((d * d).sum(1), 1e-12), 0, 1)
        return float(np.hypot(a[:, 0] + t * d[:, 0] - p.x(), a[:, 1] + t * d[:, 1] - p.y()).min())

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(theme().look.hit_width)
        return stroker.createStroke(self.path())

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint_halo(self, painter: QPainter) -> None:
        """A band along the edge, outlined by dashes on both sides."""
        if self._halo is None:
            stroker = QPainterPathStroker()
            stroker.setWidth(2 * HALO * theme().look.edge_width)
            stroker.setCapStyle(Qt.RoundCap)
            stroker.setJoinStyle(Qt.RoundJoin)
            self._halo = stroker.createStroke(self._path).simplified()
        draw_halo(painter, self._halo, dotted=False)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setBrush(Qt.NoBrush)
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        for pen in edge_pens(theme().look, self.color_name, self.isSelected(), lod):
            painter.setPen(pen)
            painter.drawPath(self._path)


class CrossingMarks(QGraphicsItem):
    """Small rings where edges cross (a reminder that a crossing is not a vertex).

    One item paints them all: thousands of crossings would be thousands of items otherwise.
    """

    def __init__(self):
        super().__init__()
        self.xy = np.empty((0, 2))
        self.radius = 0.0  # the scene's vertex radius, which the rings are sized by
        self._rect = QRectF()
        self.setZValue(1)
        # Lets paint() see the exposed part only, so a drag repaints a few rings, not thousands.
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption, True)

    def set_points(self, points, radius: float) -> None:
        self.prepareGeometryChange()
        self.xy = np.array(points, dtype=float).reshape(-1, 2)
        self.radius = r = radius
        if len(self.xy):
            (x0, y0), (x1, y1) = self.xy.min(axis=0), self.xy.max(axis=0)
            self._rect = QRectF(x0 - r, y0 - r, x1 - x0 + 2 * r, y1 - y0 + 2 * r)
        else:
            self._rect = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look = theme().look
        r = self.radius * 0.45
        painter.setPen(QPen(look.crossing, max(1.5, look.edge_width * 0.6)))
        painter.setBrush(Qt.NoBrush)
        e = option.exposedRect
        x, y = self.xy[:, 0], self.xy[:, 1]
        inside = (x >= e.left() - r) & (x <= e.right() + r) & (y >= e.top() - r) & (y <= e.bottom() + r)
        for px, py in self.xy[inside].tolist():
            painter.drawEllipse(QPointF(px, py), r, r)


class StrokeItem(QGraphicsPathItem):
    """The stroke being drawn, before it becomes an edge."""

    def __init__(self):
        super().__init__()
        look = theme().look
        self.setPen(QPen(look.selection, look.edge_width, Qt.DashLine, Qt.RoundCap, Qt.RoundJoin))
        self.setZValue(3)
