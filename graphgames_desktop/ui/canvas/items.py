"""Scene items: they only paint themselves and tell their shape; gestures live in the tools."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem

from graphgames_desktop.ui.theme import theme

EDGE_COLORS = {"green": QColor("#2a9d3f"), "blue": QColor("#1d4ed8"), "red": QColor("#c1121f")}


def polyline_path(points) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(QPointF(*p))
    return path


class VertexItem(QGraphicsItem):
    """A vertex: a disc with an optional label; may carry a game colour, a mark and a highlight."""

    def __init__(self, vid: int):
        super().__init__()
        self.vid = vid
        self.label = ""
        self.fill: QColor | None = None
        self.mark = ""  # short text drawn inside (a token count, a grundy value, a label)
        self.highlight = False
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)
        self.setZValue(2)
        self.setAcceptHoverEvents(True)

    def radius(self) -> float:
        return theme().look.vertex_radius

    def boundingRect(self) -> QRectF:
        r = self.radius() + 6
        extra = 40 if self.label else 0
        return QRectF(-r - extra, -r - extra, 2 * (r + extra), 2 * (r + extra))

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = self.radius() * 1.3
        path.addEllipse(QPointF(0, 0), r, r)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        look = theme().look
        r = self.radius()
        if self.highlight:
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(look.highlight.red(), look.highlight.green(), look.highlight.blue(), 110))
            painter.drawEllipse(QPointF(0, 0), r + 7, r + 7)
        outline = look.selection if self.isSelected() else look.vertex_outline
        painter.setPen(QPen(outline, look.edge_width * (1.4 if self.isSelected() else 1.0)))
        painter.setBrush(QBrush(self.fill or look.vertex_fill))
        painter.drawEllipse(QPointF(0, 0), r, r)
        font = QFont(painter.font())
        font.setPointSizeF(max(6.0, r * 0.75))
        painter.setFont(font)
        if self.mark:
            painter.setPen(look.ink if not self.fill else QColor("white"))
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignCenter, self.mark)
        if self.label:
            painter.setPen(look.ink)
            painter.drawText(QRectF(r * 0.8, -r * 2.4, 80, r * 1.6), Qt.AlignLeft | Qt.AlignVCenter, self.label)


class EdgeItem(QGraphicsPathItem):
    """An edge's stroke as shown (graph.shapes); its shape is a wide band so it is easy to click."""

    def __init__(self, eid: int, ends: tuple[int, int]):
        super().__init__()
        self.eid = eid
        self.ends = ends  # kept so that the siblings of a removed edge can be redrawn
        self.color_name: str | None = None
        self.highlight = False
        self._rect = QRectF()
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)
        self.setZValue(0)

    def set_points(self, points) -> None:
        self.prepareGeometryChange()
        path = polyline_path(points)
        w = theme().look.hit_width
        self._rect = path.boundingRect().adjusted(-w, -w, w, w)
        self.setPath(path)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(theme().look.hit_width)
        return stroker.createStroke(self.path())

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look = theme().look
        color = EDGE_COLORS.get(self.color_name, look.ink)
        if self.highlight:
            painter.setPen(QPen(look.highlight, look.edge_width * 3.2, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPath(self.path())
        if self.isSelected():
            painter.setPen(QPen(look.selection, look.edge_width * 2.4, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPath(self.path())
        painter.setPen(QPen(color, look.edge_width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(self.path())


class CrossingMarks(QGraphicsItem):
    """Small rings where edges cross (a reminder that a crossing is not a vertex).

    One item paints them all: thousands of crossings would be thousands of items otherwise.
    """

    def __init__(self):
        super().__init__()
        self.xy = np.empty((0, 2))
        self._rect = QRectF()
        self.setZValue(1)
        # Lets paint() see the exposed part only, so a drag repaints a few rings, not thousands.
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption, True)

    def set_points(self, points) -> None:
        self.prepareGeometryChange()
        self.xy = np.array(points, dtype=float).reshape(-1, 2)
        if len(self.xy):
            (x0, y0), (x1, y1) = self.xy.min(axis=0), self.xy.max(axis=0)
            r = theme().look.vertex_radius
            self._rect = QRectF(x0 - r, y0 - r, x1 - x0 + 2 * r, y1 - y0 + 2 * r)
        else:
            self._rect = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look = theme().look
        r = look.vertex_radius * 0.45
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
