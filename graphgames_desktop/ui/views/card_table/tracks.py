"""A sheet's minus track (8 boxes with their values) and Eulerian track, as on the paper sheet."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from graphgames_desktop.games.cards.round import TRACK_COINS
from graphgames_desktop.ui.views.card_table import standin as art


class TracksWidget(QWidget):
    """The two tracks of one sheet; ``compact`` for the players' column."""

    def __init__(self, compact: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.compact = compact
        self.crossed = self.circled = self.spent = 0
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(160 if self.compact else 420, int(line * (2.6 if self.compact else 3.2)))

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.sizeHint().height())

    def show_player(self, crossed: int, circled: int, spent: int) -> None:
        self.crossed, self.circled, self.spent = crossed, min(circled, TRACK_COINS), spent
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        r = self.rect().adjusted(1, 1, -1, -1)
        half = r.height() * 0.55
        minus, coins = r.adjusted(0, 0, 0, -int(r.height() - half)), r.adjusted(0, int(half), 0, 0)
        art.paint_minus_track(painter, minus, self.crossed)
        art.paint_eulerian_track(painter, coins, self.circled, self.spent)
