"""The drawer's move list: rows of plain data in a Qt model, the turning points marked by a delegate.

The page builds a :class:`MoveRow` per move and hands the list to :meth:`MoveListModel.set_rows`; what a
person sees of a row (its text, the losing mark and the orange ground of a move that gave a result away,
the review's sentence as its tooltip) is derived here, so no item is patched in place. The value strip
beside the list asks :func:`rows_beside` where each position's row stands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QListView, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from graphgames_desktop.games.teaching import Verdict
from graphgames_desktop.ui import verdicts

#: The ground of a move that gave a result away (the losing mark's orange, faint).
TURNING_GROUND = QColor(213, 94, 0, 40)
#: The role that says a row is a turning point (the delegate draws its mark).
TURNING_ROLE = Qt.UserRole + 1

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class MoveRow:
    """One move of the list: "N. who does what"; a turning point says what it gave away; the tooltip is
    the review's sentence on the move ("" when it has none)."""

    text: str
    turning: bool = False
    gave_away: str = ""
    tooltip: str = ""

    def shown(self) -> str:
        return f"{self.text} – {self.gave_away}" if self.turning and self.gave_away else self.text


class MoveListModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[MoveRow] = []

    def set_rows(self, rows: Sequence[MoveRow]) -> None:
        """The list becomes ``rows``: rows past the old end are inserted, rows past the new end removed and
        the rows changed said so, so the current row and the scrolling stay where they can."""
        rows = list(rows)
        old = len(self.rows)
        if len(rows) < old:
            self.beginRemoveRows(QModelIndex(), len(rows), old - 1)
            del self.rows[len(rows):]
            self.endRemoveRows()
        changed = [i for i in range(len(self.rows)) if self.rows[i] != rows[i]]
        self.rows[:len(self.rows)] = rows[:len(self.rows)]
        if changed:
            self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]))
        if len(rows) > old:
            self.beginInsertRows(QModelIndex(), old, len(rows) - 1)
            self.rows.extend(rows[old:])
            self.endInsertRows()

    def text(self, row: int) -> str:
        """What row ``row`` says, as shown."""
        return self.rows[row].shown()

    def rowCount(self, parent: Index | None = None) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent is not None and parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == Qt.DisplayRole:
            return row.shown()
        if role == Qt.ToolTipRole:
            return row.tooltip or None
        if role == Qt.BackgroundRole:
            return QBrush(TURNING_GROUND) if row.turning else None
        if role == TURNING_ROLE:
            return row.turning
        return None


def lose_icon(size: int) -> QIcon:
    """The losing mark as an icon, for moves in the list that gave a result away."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    verdicts.draw_glyph(painter, Verdict.LOSE, QPointF(size / 2, size / 2), size / 2 - 1)
    painter.end()
    return QIcon(pixmap)


class TurningMarkDelegate(QStyledItemDelegate):
    """Draws the losing mark before a turning point's text, one line of type high."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._icons: dict[int, QIcon] = {}

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:  # noqa: N802 (Qt's name)
        super().initStyleOption(option, index)
        if index.data(TURNING_ROLE):
            size = option.fontMetrics.height()
            icon = self._icons.get(size)
            if icon is None:
                icon = self._icons[size] = lose_icon(size)
            option.icon = icon
            option.features |= QStyleOptionViewItem.HasDecoration
            option.decorationSize = icon.actualSize(option.decorationSize)


class MoveList(QListView):
    """The list of moves; a click (or the keys) on a move shows its position (``currentRowChanged``)."""

    currentRowChanged = Signal(int)  # noqa: N815 (QListWidget's name, which the page and tests know)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("move_list")
        self.setModel(MoveListModel(self))
        self.setItemDelegate(TurningMarkDelegate(self))
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.ElideNone)
        self.selectionModel().currentChanged.connect(lambda current, _: self.currentRowChanged.emit(current.row()))

    def model(self) -> MoveListModel:
        model = super().model()
        assert isinstance(model, MoveListModel)
        return model

    def currentRow(self) -> int:  # noqa: N802 (QListWidget's name)
        return self.currentIndex().row()

    def setCurrentRow(self, row: int) -> None:  # noqa: N802 (QListWidget's name)
        """Row ``row`` current and selected; -1: none."""
        self.selectionModel().setCurrentIndex(self.model().index(row), QItemSelectionModel.ClearAndSelect)


def rows_beside(strip: QWidget, heading: QLabel, moves: QListView) -> list[QRectF]:
    """The value strip's rows in its own coordinates: the start beside the list's heading, position k beside
    move k as the list shows it (wrapped lines and scrolling included; empty when scrolled out of sight).
    The strip and the list are laid out side by side in one parent: mapped through it."""
    parent = strip.parentWidget()
    viewport = moves.viewport()
    top = strip.mapFrom(parent, heading.mapTo(parent, QPoint(0, 0))).y()
    rows = [QRectF(0, top, strip.width(), heading.height())]
    for i in range(moves.model().rowCount()):
        shown = moves.visualRect(moves.model().index(i, 0)).intersected(viewport.rect())
        y = strip.mapFrom(parent, viewport.mapTo(parent, shown.topLeft())).y()
        rows.append(QRectF(0, y, strip.width(), shown.height()) if not shown.isEmpty() else QRectF())
    return rows
