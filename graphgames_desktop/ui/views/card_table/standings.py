"""Every player at a glance, one line each under the sheet: in sight whatever the step's controls beside the sheet
need (the players' panels there scroll under them at 1280x720 in classroom type).

A line: the name (▶ to act now, ✓ has acted this step), the Eulerians, the minus boxes crossed on the sheet in play,
the points of the objectives claimed and the claimed cards themselves, small, each shown large when pointed at,
focused or clicked (``CardTable.seat_card``): there the room reads the claimed graph and its words. A click on a
line shows that player's sheet, where the components claimed are circled.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea, QWidget

from graphgames_desktop.games.cards.observation import CardObservation
from graphgames_desktop.games.cards.scoring import minus_points
from graphgames_desktop.ui.theme import em
from graphgames_desktop.ui.views.card_table import art
from graphgames_desktop.ui.views.card_table.cards import TableCard

#: A claimed card's design height beside the others' (CARD_MOST): about two lines of type at 1280x720.
CHIP_HEIGHT = 40
#: The background of the name of the player whose sheet is shown (the panels' border is of this hue).
SHOWN_COLOUR = "#f7c6ea"
#: The players' lines shown at once; with more players the lines scroll, the one to act kept in sight.
LINES_SHOWN = 4


class ClaimedCards(QWidget):
    """A player's claimed cards side by side, overlapping when they are more than the room (the last one whole)."""

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table
        self.cards: list[TableCard] = []
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addStretch(1)

    def minimumSizeHint(self) -> QSize:
        """As narrow as one card: more overlap (``_overlap``) rather than widen the lines past the sheet."""
        return QSize(self.cards[0].width() if self.cards else 0, super().minimumSizeHint().height())

    def show_cards(self, card_ids: tuple[str, ...]) -> None:
        while len(self.cards) < len(card_ids):
            card = TableCard("objective", self.table.decks, CHIP_HEIGHT)
            card.setObjectName(f"claimed_{len(self.cards)}")
            self.table.seat_card(card)
            self.row.insertWidget(len(self.cards), card)
            self.cards.append(card)
        for i, card in enumerate(self.cards):
            card.setVisible(i < len(card_ids))
            if i < len(card_ids):
                card.set_table_card(card_ids[i])
        self._overlap()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._overlap()

    def _overlap(self) -> None:
        shown = [c for c in self.cards if not c.isHidden()]
        if len(shown) < 2:
            return
        spare = self.width() - sum(c.width() for c in shown)
        self.row.setSpacing(min(4, spare // (len(shown) - 1)))


class Standings(QScrollArea):
    """The players' lines (see the module docstring); ``chosen``: a line clicked, to show that player's sheet."""

    chosen = Signal(int)

    def __init__(self, table) -> None:
        super().__init__()
        self.setObjectName("card_standings")
        self.setFrameShape(QFrame.NoFrame)
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.NoFocus)
        self.table = table
        self._players = 0
        inner = QWidget()
        self.setWidget(inner)
        inner.installEventFilter(self)
        self.grid = QGridLayout(inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(em(0.3))
        self.grid.setVerticalSpacing(0)
        self.heads = [QLabel() for _ in range(4)]
        for column, head in enumerate(self.heads[:3]):
            head.setObjectName(f"standings_head_{column}")
            self.grid.addWidget(head, 0, column, Qt.AlignLeft if column != 1 else Qt.AlignHCenter)
        self.heads[3].setObjectName("standings_head_3")
        self.grid.addWidget(self.heads[3], 0, 3, 1, 2, Qt.AlignLeft)  # the points, then the cards claimed
        self.grid.setColumnStretch(4, 1)
        self.lines: list[tuple[QLabel, QLabel, QLabel, QLabel, ClaimedCards]] = []

    def show_players(self, obs: CardObservation, states: list[str]) -> None:
        """One line per player; ``states``: each one's mark (▶, ✓ or nothing)."""
        words = (Q.translate("CardTable", "Player"), Q.translate("CardTable", "Eulerians"),
                 Q.translate("CardTable", "Minus"), Q.translate("CardTable", "Objectives"))
        tips = ("", "", Q.translate("CardTable", "Minus points: the value of the first box not crossed on the minus track of "
                                                 "the sheet in play"),
                Q.translate("CardTable", "Points of the objectives claimed, and their cards (point at one, or click it, "
                                         "to read it)"))
        for head, word, tip in zip(self.heads, words, tips):
            head.setText(f"<u>{word}</u>")  # underlined, not bold: all four fit under the sheet
            head.setToolTip(tip)
        while len(self.lines) < len(obs.players):
            row = len(self.lines) + 1
            line = (QLabel(), QLabel(), QLabel(), QLabel(), ClaimedCards(self.table))
            for column, w in enumerate(line):
                w.setObjectName(f"standings_{row - 1}_{column}")
                self.grid.addWidget(w, row, column, Qt.AlignLeft | Qt.AlignVCenter if column != 1 else Qt.AlignCenter)
            self.lines.append(line)
        for p, (line, pl) in enumerate(zip(self.lines, obs.players)):
            name, coins, crossed, points, claimed = line
            name.setText(f"{states[p]}<b>{self.table.view.short_seat_name(p)}</b>")
            coins.setText(str(pl.eulerians))
            crossed.setText(art.signed_number(minus_points(pl.sheet.crossed)))
            points.setText(str(sum(obs.decks.objective(c).points for c in pl.claimed)))
            claimed.show_cards(pl.claimed)
            shown = p == self.table.shown_player  # marked as the panels mark the player whose sheet is shown
            name.setAutoFillBackground(shown)  # a palette, not a style sheet: a style sheet kept the font of before
            name.setIndent(em(0.2))            # classroom type came
            palette = name.palette()
            palette.setColor(QPalette.Window, QColor(SHOWN_COLOUR))
            name.setPalette(palette)
            name.setToolTip(self.table.name(p))
            name.setAccessibleName(", ".join((self.table.name(p), *(f"{word}: {w.text()}" for word, w in
                                                                     zip(words[1:], line[1:4])))))
        for line in self.lines[len(obs.players):]:
            for w in line:
                w.hide()
        self._players = len(obs.players)
        self._fit_height()
        if obs.current_player < len(self.lines):  # the line of the player to act scrolled into sight
            self.widget().layout().activate()
            line = self.grid.cellRect(obs.current_player + 1, 0)
            self.ensureVisible(0, line.center().y(), 0, line.height() // 2 + 1)

    def _fit_height(self) -> None:
        """As tall as the header and the first LINES_SHOWN lines, as their type is now (classroom type may come
        after them). Narrower than its words (the move list open beside the table), it scrolls sideways: its scroll
        bar is added to its height, and hides no line."""
        tall = self.heads[0].sizeHint().height() + sum(
            max(*(w.sizeHint().height() for w in line[:4]),
                line[4].sizeHint().height() if any(not c.isHidden() for c in line[4].cards) else 0)
            for line in self.lines[:min(self._players, LINES_SHOWN)])
        wide = self.widget().minimumSizeHint().width() > self.viewport().width()
        self.setFixedHeight(tall + (self.horizontalScrollBar().sizeHint().height() if wide else 0))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.widget() and event.type() == QEvent.LayoutRequest:  # a line's type or cards changed
            self._fit_height()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def mousePressEvent(self, event) -> None:
        """A click on a player's line shows their sheet."""
        if event.button() == Qt.LeftButton:
            y = self.widget().mapFrom(self.viewport(), event.position().toPoint()).y()  # the viewport passes it on
            for p, line in enumerate(self.lines):
                if line[0].isVisible() and self.grid.cellRect(p + 1, 0).top() <= y <= self.grid.cellRect(p + 1, 0).bottom():
                    self.chosen.emit(p)
        super().mousePressEvent(event)
