"""Cards on the table as clickable widgets; the painting of a card is the art module's.

A ``CardWidget`` keeps a card's proportions, says when it is chosen or may be clicked, and hands
the painting to ``card_table.art`` (a face-down card shows its back).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from graphgames_desktop.games.cards.cards import Decks
from graphgames_desktop.ui.theme import HIGHLIGHT, theme
from graphgames_desktop.ui.views.card_table import standin

#: Width over height of every card (a playing card's).
RATIO = 63 / 88


def card_language() -> str:
    """The language the cards' own texts are read in: the interface's."""
    return "pt_BR" if QLocale().language() == QLocale.Portuguese else "en"


class CardWidget(QWidget):
    """One card: ``kind`` is resource, objective, power or bonus; ``card_id`` None shows an empty place."""

    clicked = Signal(str)

    def __init__(self, kind: str, decks: Decks, width: int = 96, parent: QWidget | None = None):
        super().__init__(parent)
        self.kind = kind
        self.decks = decks
        self.card_id: str | None = None
        self.face_down = False
        self.chosen = False
        self.live = False  # may be clicked now
        self.base_width = width
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.setMinimumSize(self._size(0.7))

    def _size(self, factor: float = 1.0) -> QSize:
        w = int(self.base_width * factor * (1.25 if theme().classroom else 1.0))
        return QSize(w, int(w / RATIO))

    def sizeHint(self) -> QSize:
        return self._size()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return int(width / RATIO)

    def set_card(self, card_id: str | None, face_down: bool = False, chosen: bool = False, live: bool = False) -> None:
        self.card_id, self.face_down, self.chosen, self.live = card_id, face_down, chosen, live
        self.setCursor(Qt.PointingHandCursor if live else Qt.ArrowCursor)
        self.setToolTip(self.text() if card_id and not face_down else "")
        self.setAccessibleName(self.text() if card_id and not face_down else "")
        self.update()

    def card(self):
        if self.card_id is None:
            return None
        return {"resource": self.decks.resource, "objective": self.decks.objective, "power": self.decks.power,
                "bonus": self.decks.bonus_card}[self.kind](self.card_id)

    def text(self) -> str:
        """The card's own words, in the interface's language."""
        card = self.card()
        if card is None:
            return ""
        lang = card_language()
        words = card.name if self.kind == "objective" else card.text
        return f"{card.id}: {words[lang]}"

    def card_rect(self) -> QRectF:
        """The largest card-shaped rectangle in the widget, centred."""
        w, h = float(self.width()), float(self.height())
        if w / max(h, 1.0) > RATIO:
            w = h * RATIO
        else:
            h = w / RATIO
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h).adjusted(3, 3, -3, -3)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        rect = self.card_rect()
        card = self.card()
        if card is None:
            painter.setPen(QPen(QColor("#9ca3af"), 1.5, Qt.DashLine))
            painter.drawRoundedRect(rect, 8, 8)
            return
        if self.face_down:
            standin.paint_back(painter, rect)
        else:
            standin.paint_face(painter, rect, self.text())
        if self.chosen or self.live:
            pen = QPen(HIGHLIGHT if self.chosen else QColor("#3a86ff"), 4 if self.chosen else 2,
                       Qt.SolidLine if self.chosen else Qt.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton and self.card_id is not None and self.live:
            self.clicked.emit(self.card_id)

