"""A card on the table that may be clicked now: the art's card widget, with its id and a mark when live.

The painting is the art module's (``art.CardWidget``); the table adds which card it is, a dashed
outline and a pointing hand while the card may be clicked (a resource to pick, an objective to
claim or save), and ``chosen`` (a claim's card).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen

from graphgames_desktop.games.cards.cards import Decks
from graphgames_desktop.ui.views.card_table import art

LIVE = QColor("#3a86ff")
#: The deck a face-down card of each kind comes from (its back).
BACKS = {"resource": "resources", "objective": "objectives", "power": "powers", "bonus": "bonus"}


class TableCard(art.CardWidget):
    """One card of ``kind`` (resource, objective, power, bonus), ``height`` pixels high until the table fits it."""

    card_clicked = Signal(str)

    def __init__(self, kind: str, decks: Decks, height: int = 130):
        super().__init__(height=height)
        self.kind = kind
        self.decks = decks
        self.card_id: str | None = None
        self.face_down = False
        self.live = False
        self.base_height = height  # its design height: the table scales it with the others
        self.focusable = False  # seated on the table (CardTable.seat_card): Tab stops on it while it is face up
        self.shown_height = height
        self.clicked.connect(self._on_click)
        self.on_theme()

    def on_theme(self) -> None:
        self.fit_height(self.shown_height)

    def fit_height(self, height: int) -> None:
        """The card ``height`` pixels high (the table shares its room out on a resize); fixed, so a row of
        cards keeps one size whatever room the row has."""
        self.shown_height = height
        self.set_card_height(height)
        self.setFixedSize(self.sizeHint())

    def set_table_card(self, card_id: str | None, face_down: bool = False, chosen: bool = False, live: bool = False,
                       uses_left: int | None = None, met: bool | None = None) -> None:
        """Show ``card_id`` face up, or (``face_down``) a card of this kind by its back: then no id is kept
        at all, so nothing of a hidden card can be read from the widget."""
        self.card_id = None if face_down else card_id
        self.face_down, self.live = face_down, live
        card = None if self.card_id is None else {"resource": self.decks.resource, "objective": self.decks.objective,
                                                  "power": self.decks.power, "bonus": self.decks.bonus_card}[self.kind](self.card_id)
        if face_down:
            self.set_back(BACKS[self.kind])
        elif card is None:
            self.set_card(None)
        else:
            self.set_card(card, uses_left=uses_left, met=met)
        self.set_marks(selected=chosen)
        self.setFocusPolicy(Qt.StrongFocus if self.focusable and self.card is not None else Qt.NoFocus)
        self.setCursor(Qt.PointingHandCursor if live else Qt.ArrowCursor)
        words = Q.translate("CardTable", "A card face down") if face_down else self.text()
        self.setToolTip(words if face_down else "")  # a card face up is shown large when pointed at (CardTable.enlarge)
        self.setAccessibleName(words)

    def text(self) -> str:
        """The card's own words in the interface's language ("" for a hidden or missing card)."""
        card = self.card
        if card is None:
            return ""
        words = card.name if self.kind == "objective" else card.text
        return f"{card.id}: {words[art.card_language()]}"

    def paint(self, p: QPainter, rect: QRectF) -> None:
        super().paint(p, rect)
        if self.live:
            p.setRenderHint(QPainter.Antialiasing)
            p.setPen(QPen(LIVE, 2.5, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(art.card_rect(rect).adjusted(1, 1, -1, -1), 8, 8)

    def _on_click(self) -> None:
        if self.card_id is not None and self.live:
            self.card_clicked.emit(self.card_id)
