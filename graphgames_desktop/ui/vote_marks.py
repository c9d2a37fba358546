"""The class's votes on the projector's board: where each voted move is, a mark in the votes' own ink (never
a verdict's colour: a vote says what the class chose, not what wins) with a badge that counts its votes.

The marks are laid out as the teaching layer's are (JudgementLayer: a ring round a vertex, a band along an
edge, an arrow for a step; texts clear of the board's names); only the ink and the badge differ.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from graphgames_desktop.ui.verdicts import JudgementLayer

#: A purple none of the verdicts' colours (blue, vermilion, ochre, grey) is near.
VOTE_INK = QColor("#7b3294")


class VoteLayer(JudgementLayer):
    """Marks of (where, how many votes, the text beside it: the magic game's labels with their votes)."""

    def ink_of(self, mark) -> QColor:
        return VOTE_INK

    def pen_of(self, mark, width: float) -> QPen:
        return QPen(VOTE_INK, width, Qt.SolidLine, Qt.FlatCap, Qt.RoundJoin)

    def draw_badge(self, painter: QPainter, mark, centre: QPointF, radius: float) -> None:
        """A purple disc with the number of votes in white."""
        painter.save()
        painter.setBrush(QBrush(VOTE_INK))
        painter.setPen(QPen(QColor("white"), max(1.0, radius * 0.18)))
        painter.drawEllipse(centre, radius * 1.15, radius * 1.15)
        font = QFont(painter.font())
        text = str(mark)
        font.setPixelSize(max(6, int(radius * (1.3 if len(text) < 2 else 1.05))))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(centre.x() - radius * 1.2, centre.y() - radius * 1.2, radius * 2.4, radius * 2.4),
                         Qt.AlignCenter, text)
        painter.restore()
