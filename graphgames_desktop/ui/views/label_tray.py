"""The tray of labels still to be played in the vertex-magic game: tiles to pick by a click or to drag.

A press on a tile picks it at once (so the board can light up where it fits while the pointer is still
down); a release without moving on the tile that was already picked puts it back. Moving past the
drag distance turns the press into a drag: the pointer carries the tile, and the release reports the
screen point where it was let go, for the game view to find the vertex or edge under it. The widget
keeps the mouse while the button is down (Qt's implicit grab), so no platform drag and drop is needed
and a test can drive it with plain mouse events.

From the keyboard, the arrow keys pick the next or the previous label (a ring marks it while the tray
has the focus) and Enter hands the keyboard to the board, where Enter on a vertex or an edge puts it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QFontMetrics, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, heading_font, theme

#: Room between two tiles, in pixels (scaled with the type in the classroom look).
GAP = 6
#: Columns the tray asks room for (it flows into more or fewer as it is given).
COLUMNS = 4


class LabelTray(QWidget):
    """Tiles for the labels not used yet, flowing into as many columns as the width allows."""

    #: The label now picked (an int), or None when the pick was put back.
    picked = Signal(object)
    #: A dragged label let go at a global screen point.
    dropped = Signal(int, QPoint)
    #: Enter on a picked label: the keyboard goes on to the board.
    done = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("label_tray")
        self.labels: list[int] = []
        self.usable: set[int] = set()  # labels some element may take now; the others are drawn faint
        self.marked: set[int] = set()  # labels of the moves the teaching layer recommends
        self.current: int | None = None
        self._pressed: int | None = None
        self._press_pos = QPoint()
        self._was_current = False
        self.dragging = False
        policy = QSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.StrongFocus)
        theme().changed.connect(self._on_theme)
        self._on_theme()

    # -- contents ---------------------------------------------------------------------------------
    def set_labels(self, labels: Iterable[int], usable: Iterable[int], marked: Iterable[int] = ()) -> None:
        """Show these labels; a picked label that is gone is dropped silently."""
        self.labels = sorted(labels)
        self.usable = set(usable)
        self.marked = set(marked)
        if self.current not in self.labels:
            self.current = None
        self.updateGeometry()
        self.update()
        self._describe()

    def set_marked(self, marked: Iterable[int]) -> None:
        self.marked = set(marked)
        self.update()

    def set_current(self, label: int | None) -> None:
        """Pick (or, with None, put back) a label without telling anybody (the view asked for it)."""
        self.current = label if label in self.labels else None
        self.update()
        self._describe()

    def _describe(self) -> None:
        """What a screen reader says of the tray: the labels left, and the one picked."""
        self.setAccessibleName(fill(self.tr("Labels left: %1"), ", ".join(map(str, self.labels)) or "–"))
        self.setAccessibleDescription(
            (fill(self.tr("Label %1 is picked."), self.current) + " " if self.current is not None else "")
            + self.tr("The arrow keys pick a label; Enter goes on to the board, where Enter on a vertex or an edge puts it."))

    # -- geometry ---------------------------------------------------------------------------------
    def _on_theme(self) -> None:
        self.setFont(heading_font(TYPE.heads_up))
        self.updateGeometry()
        self.update()

    def _gap(self) -> int:
        return round(GAP * theme().look.font_scale)

    def tile_size(self) -> int:
        metrics = QFontMetrics(self.font())
        return max(round(metrics.height() * 1.9), metrics.horizontalAdvance("000") + 12)

    def _columns(self, width: int) -> int:
        side, gap = self.tile_size(), self._gap()
        return max(1, (width + gap) // (side + gap))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        side, gap = self.tile_size(), self._gap()
        rows = max(1, math.ceil(len(self.labels) / self._columns(width)))
        return rows * side + (rows - 1) * gap

    def sizeHint(self) -> QSize:
        side, gap = self.tile_size(), self._gap()
        width = COLUMNS * side + (COLUMNS - 1) * gap
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        side = self.tile_size()
        return QSize(side, side)

    def tile_rect(self, label: int) -> QRect:
        """Where a label's tile is (an empty rect for a label not in the tray)."""
        if label not in self.labels:
            return QRect()
        i = self.labels.index(label)
        side, gap = self.tile_size(), self._gap()
        columns = self._columns(self.width())
        row, column = divmod(i, columns)
        return QRect(column * (side + gap), row * (side + gap), side, side)

    def label_at(self, point: QPoint) -> int | None:
        return next((label for label in self.labels if self.tile_rect(label).contains(point)), None)

    # -- painting ---------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        for label in self.labels:
            self._paint_tile(painter, QRectF(self.tile_rect(label)), label)
        if self.hasFocus() and self.current is not None:  # the keyboard's ring: white under black
            rect = QRectF(self.tile_rect(self.current)).adjusted(1.5, 1.5, -1.5, -1.5)
            for colour, width in ((QColor("white"), 5.0), (QColor("black"), 2.5)):
                painter.setPen(QPen(colour, width))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18)
        painter.end()

    # -- keyboard ---------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down) and self.labels:
            forward = key in (Qt.Key_Right, Qt.Key_Down)
            if self.current is None:
                label = self.labels[0] if forward else self.labels[-1]
            else:
                i = self.labels.index(self.current) + (1 if forward else -1)
                label = self.labels[max(0, min(i, len(self.labels) - 1))]
            self.current = label
            self.update()
            self._describe()
            self.picked.emit(label)
            return
        if key in (Qt.Key_Return, Qt.Key_Enter) and self.current is not None:
            self.done.emit()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def _paint_tile(self, painter: QPainter, rect: QRectF, label: int) -> None:
        """A rounded tile: picked ones filled with the highlight colour, unusable ones faint and dashed,
        recommended ones with a filled corner (a shape, so it reads without colour too)."""
        look = theme().look
        width = max(1.5, look.edge_width * 0.5)
        rect = rect.adjusted(width, width, -width, -width)
        radius = rect.width() * 0.18
        picked = label == self.current
        usable = label in self.usable
        ink = look.ink if usable or picked else QColor("#8a8a8a")
        pen = QPen(ink, width * (1.8 if picked else 1.0), Qt.SolidLine if usable or picked else Qt.DashLine)
        painter.setPen(pen)
        painter.setBrush(look.highlight if picked else QColor("#ffffff"))
        painter.drawRoundedRect(rect, radius, radius)
        if label in self.marked:
            corner = QPainterPath()
            size = rect.width() * 0.34
            corner.moveTo(rect.topRight())
            corner.lineTo(rect.topRight() + QPointF(-size, 0))
            corner.lineTo(rect.topRight() + QPointF(0, size))
            corner.closeSubpath()
            painter.fillPath(corner, look.highlight if not picked else look.ink)
        painter.setPen(QColor("#ffffff") if picked else ink)
        painter.setFont(self.font())
        painter.drawText(rect, Qt.AlignCenter, str(label))

    def _tile_pixmap(self, label: int) -> QPixmap:
        """The tile the pointer carries during a drag."""
        side = self.tile_size()
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(round(side * ratio), round(side * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setOpacity(0.9)
        self._paint_tile(painter, QRectF(0, 0, side, side), label)
        painter.end()
        return pixmap

    # -- mouse ------------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.LeftButton:
            return
        label = self.label_at(event.position().toPoint())
        self._pressed = label
        self._press_pos = event.position().toPoint()
        self.dragging = False
        if label is None:
            return
        self._was_current = label == self.current
        if not self._was_current:
            self.current = label
            self.update()
            self.picked.emit(label)

    def mouseMoveEvent(self, event) -> None:
        if self._pressed is None or not event.buttons() & Qt.LeftButton:
            return
        moved = (event.position().toPoint() - self._press_pos).manhattanLength()
        if not self.dragging and moved >= QApplication.startDragDistance():
            self.dragging = True
            side = self.tile_size()
            self.setCursor(QCursor(self._tile_pixmap(self._pressed), side // 2, side // 2))

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.LeftButton or self._pressed is None:
            return
        label, self._pressed = self._pressed, None
        if self.dragging:
            self.dragging = False
            self.unsetCursor()
            self.dropped.emit(label, event.globalPosition().toPoint())
        elif self._was_current and self.label_at(event.position().toPoint()) == label:
            self.current = None  # a click on the picked tile puts it back
            self.update()
            self.picked.emit(None)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.ToolTip:
            label = self.label_at(event.pos())
            if label is not None and label not in self.usable:
                QToolTip.showText(event.globalPos(), self.tr("No vertex or edge can take this label now."), self)
            elif label is not None:
                QToolTip.showText(event.globalPos(), self.tr("Click this label, then a lit vertex or edge; or drag it there."), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)
