"""Stand-in painting until the card art (``art.py``, another branch) lands: plain frames and words."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from graphgames_desktop.games.cards.round import TRACK_COINS
from graphgames_desktop.games.cards.scoring import MINUS_TRACK


def paint_back(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#1f2937"), 2))
    painter.setBrush(QColor("#334155"))
    painter.drawRoundedRect(rect, 8, 8)


def paint_face(painter: QPainter, rect: QRectF, text: str) -> None:
    painter.setPen(QPen(QColor("#1f2937"), 2))
    painter.setBrush(QColor("#fffdf5"))
    painter.drawRoundedRect(rect, 8, 8)
    painter.drawText(rect.adjusted(6, 6, -6, -6), Qt.TextWordWrap, text)


def paint_minus_track(painter: QPainter, rect: QRectF, crossed: int) -> None:
    n = len(MINUS_TRACK)
    w = rect.width() / n
    painter.setPen(QPen(QColor("#111827"), 1.5))
    for i, value in enumerate(MINUS_TRACK):
        box = QRectF(rect.left() + i * w + 1, rect.top() + 1, w - 2, rect.height() - 2)
        painter.setBrush(QColor("#ffffff"))
        painter.drawRect(box)
        painter.drawText(box, Qt.AlignCenter, str(value))
        if i < crossed:
            painter.drawLine(box.topLeft(), box.bottomRight())
            painter.drawLine(box.topRight(), box.bottomLeft())


def paint_eulerian_track(painter: QPainter, rect: QRectF, circled: int, spent: int) -> None:
    w = rect.width() / TRACK_COINS
    r = min(w, rect.height()) * 0.4
    for i in range(TRACK_COINS):
        c = QPointF(rect.left() + (i + 0.5) * w, rect.center().y())
        painter.setPen(QPen(QColor("#111827") if i < circled else QColor("#9ca3af"), 1.5))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(c, r, r)
        if i < spent:
            painter.drawLine(c + QPointF(-r, -r), c + QPointF(r, r))
