"""The value-history strip: who was winning after each move, one row per position, beside the move list.

Its rows line up with what they describe: the start beside the list's heading, each later position
beside the move that led to it, following the list's wrapped lines and its scrolling (``rows_from``).

A row's bar grows from the middle towards the seat that wins with best play (left: the second seat,
right: the first), solid for the first seat and hatched for the second so it reads without colour;
in a scoring game its length follows the margin. A draw is a short bar of two lines, an unsolved
position a dotted grey outline. Moves that gave away a win carry the losing mark at the row's edge.
A click on a row shows that position.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from graphgames_desktop.games.teaching import Standing, Verdict
from graphgames_desktop.ui import verdicts
from graphgames_desktop.ui.theme import theme


class ValueStrip(QWidget):
    ply_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("value_strip")
        self.standings: list[Standing | None] = []
        self.turning: set[int] = set()  # plies (from 1) whose move gave a result away
        self.current = 0
        self.hidden_text = ""  # shown instead of the values (classroom, before the reveal)
        #: Each position's row in this widget's coordinates (empty: scrolled out of sight), asked at every
        #: paint; None: rows of one line each from the top.
        self.rows_from: Callable[[], list[QRectF]] | None = None
        self.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Expanding)
        self.setMouseTracking(False)

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().height() * 4, 120)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().height() * 4, 40)

    def set_data(self, standings: Sequence[Standing | None], turning: set[int], current: int, hidden_text: str = "") -> None:
        self.standings = list(standings)
        self.turning = set(turning)
        self.current = current
        self.hidden_text = hidden_text
        self.setFixedWidth(self.sizeHint().width())
        self.update()

    def row_height(self) -> float:
        rows = max(1, len(self.standings))
        return max(3.0, min(self.fontMetrics().height() * 1.1, (self.height() - 4) / rows))

    def row_rects(self) -> list[QRectF]:
        """Each position's row, as ``rows_from`` places them or one line each from the top."""
        given = self.rows_from() if self.rows_from is not None else []
        h = self.row_height()
        return [given[ply] if ply < len(given) else QRectF(0, 2 + ply * h, self.width(), h)
                for ply in range(len(self.standings))]

    def ply_at(self, y: float) -> int | None:
        return next((ply for ply, row in enumerate(self.row_rects()) if row.top() <= y < row.bottom()), None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        ply = self.ply_at(event.position().y()) if self.standings and not self.hidden_text else None
        if ply is not None:
            self.ply_clicked.emit(ply)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        look = theme().look
        painter.fillRect(self.rect(), look.paper)
        w = self.width()
        mid = w / 2
        painter.setPen(QPen(look.ink, 1))
        if self.hidden_text:
            painter.save()
            painter.translate(mid, self.height() / 2)
            painter.rotate(-90)
            painter.drawText(QRectF(-self.height() / 2, -w / 2, self.height(), w), Qt.AlignCenter | Qt.TextWordWrap,
                             self.hidden_text)
            painter.restore()
            return
        painter.drawLine(QPointF(mid, 0), QPointF(mid, self.height()))
        line = self.fontMetrics().height() * 1.1
        rows = self.row_rects()
        margins = [abs(float(s.margin)) for s in self.standings if s is not None and s.margin is not None]
        scale = max(margins, default=0.0) or 1.0
        half = mid - 4
        colours = look.player_colors
        for ply, s in enumerate(self.standings):
            row = rows[ply]
            if row.isEmpty():
                continue
            if ply == self.current:
                painter.fillRect(QRectF(0, row.top(), w, row.height()), QColor(look.selection.red(), look.selection.green(), look.selection.blue(), 50))
            h = min(row.height(), line)  # a bar of one line, level with the first line of a wrapped move
            top = row.top()
            mark = max(3.0, min(h * 0.45, w * 0.1))
            if s is None or s.verdict == Verdict.UNKNOWN:
                painter.setPen(QPen(verdicts.COLOURS[Verdict.UNKNOWN], 1, Qt.DotLine))
                painter.setBrush(Qt.NoBrush)
                painter.drawRect(QRectF(mid - half * 0.3, top + h * 0.2, half * 0.6, h * 0.6))
            elif s.verdict == Verdict.DRAW:
                painter.setPen(QPen(look.ink, max(1.0, h * 0.12)))
                for dy in (0.35, 0.65):
                    painter.drawLine(QPointF(mid - half * 0.25, top + h * dy), QPointF(mid + half * 0.25, top + h * dy))
            else:
                leader = s.leader if s.leader is not None else 0
                length = half * (0.35 + 0.65 * abs(float(s.margin)) / scale if s.margin is not None else 1.0)
                bar = QRectF(mid, top + h * 0.15, length, h * 0.7) if leader == 0 else \
                    QRectF(mid - length, top + h * 0.15, length, h * 0.7)
                colour = colours[leader]
                painter.setPen(QPen(colour, 1))
                painter.setBrush(QBrush(colour, Qt.SolidPattern if leader == 0 else Qt.BDiagPattern))
                painter.drawRect(bar)
            if ply in self.turning:
                verdicts.draw_glyph(painter, Verdict.LOSE, QPointF(mark + 1, top + h / 2), mark)
