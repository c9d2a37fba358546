"""The heads-up: what the room reads first, always in view and in large type.

Whose turn (with the player's colour), the last move in words, a hint when one was asked for, the
scores, and with the teaching layer on, who wins with best play (read beside the board's marks while
the drawer, which says it too, is closed); at the end, the result and the final scores in the same
place. It never scrolls: its labels wrap and the panel gives it the height it asks for. On a panel
too short for every line (a projector, an unsolved move and its hint) the lines said elsewhere too
give way, rather than clip the ones the room needs: the verdict (in the drawer), the game's name (in
the window's title), then the judgement of the last move (in the drawer's move list).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from graphgames_desktop.ui.game.wording import PageFacts
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled, theme
from graphgames_desktop.ui.views.base import ScoreRow


def _label(name: str, factor: float, bold: bool, rich: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.RichText if rich else Qt.PlainText)
    keep_scaled(label, factor, bold=bold)
    return label


def _disc(colour: QColor, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(QPen(Qt.black, max(1.0, size / 12)))
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.end()
    return pixmap


def _marker(colour: QColor | None) -> str:
    """A disc in a player's colour before their line (the words name the player too: never colour alone)."""
    return f'<span style="color:{colour.name()}">●</span> ' if colour is not None else ""


class HeadsUp(QFrame):
    #: Its words changed: said at once, before the panel is laid out again (the drawer gives back room first).
    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("heads_up")
        self.title = _label("game_title", TYPE.title, True)
        self.turn = _label("game_status", TYPE.turn, True)
        self.turn_disc = QLabel()  # the colour of the player to move, beside the words that name them
        self.turn_disc.setObjectName("turn_colour")
        self.last_move = _label("last_move", TYPE.heads_up, True)
        self.judgement = _label("last_move_judgement", TYPE.body, False)  # the teaching layer's word on it
        self.judgement.hide()
        self.hint = _label("hint_text", TYPE.heads_up, False)
        self.hint.hide()
        self.ending = _label("game_ending", TYPE.body, False)  # how it ended, the final scores
        self.scores = _label("score_rows", TYPE.heads_up, False, rich=True)
        self.seats = _label("game_seats", TYPE.body, False)
        self.verdict = _label("teaching_verdict", TYPE.body, False, rich=True)
        self.verdict.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(em(0.35))
        turn_row = QHBoxLayout()
        turn_row.setContentsMargins(0, 0, 0, 0)
        turn_row.addWidget(self.turn_disc, 0, Qt.AlignTop)
        turn_row.addWidget(self.turn, 1)
        layout.addWidget(self.title)
        layout.addLayout(turn_row)
        for w in (self.ending, self.last_move, self.judgement, self.hint, self.scores, self.verdict, self.seats):
            layout.addWidget(w)
        self._given_way: list[QLabel] = []  # the lines hidden for want of room, in the order they went
        self.room = 0  # the height the side panel can give (0: not known yet; then the height given)
        self._fit_pending = False

    def set_room(self, room: int) -> None:
        """The height the panel has for the heads-up: the lines said elsewhere show when they fit in it,
        and give way when they do not (so the game's name comes back as soon as there is room again)."""
        if room != self.room:
            self.room = room
            self._refit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._refit()

    def _fit_lines(self) -> None:
        """The lines said elsewhere too show when there is room for them, and give way in turn when not
        (measured, not tried: showing a line lays the whole window out at once)."""
        self._fit_pending = False
        if not self.isVisible() or self.width() <= 0:
            return
        limit = self.room if self.room > 0 else self.height()
        optional = (self.verdict, self.title, self.judgement)
        shown = {line for line in optional if line.text()}
        for line in optional:
            if self._need(shown) <= limit + 1:
                break
            shown.discard(line)
        self._given_way = [line for line in optional if line.text() and line not in shown]
        for line in optional:
            if line.isHidden() == (line in shown):
                line.setVisible(line in shown)

    def least_height(self) -> int:
        """The height of the lines that say what nothing else on the page says (those said elsewhere too gone)."""
        return self._need(set())

    def _need(self, optional_shown: set[QLabel]) -> int:
        """The height the lines take with ``optional_shown`` of the lines said elsewhere."""
        optional = (self.verdict, self.title, self.judgement)
        heights = []
        for line in (self.title, self.turn, self.ending, self.last_move, self.judgement, self.hint, self.scores,
                     self.verdict, self.seats):
            if (line in optional_shown) if line in optional else not line.isHidden():
                width = self.turn.width() if line is self.turn else self.width()
                heights.append(max(line.heightForWidth(width), line.minimumSizeHint().height()))
        return sum(heights) + self.layout().spacing() * max(0, len(heights) - 1)

    def _refit(self) -> None:
        """Which lines fit is seen again once control returns: never in the middle of a resize or of the
        window being shown (a label hidden then stays drawn, hidden and visible at once)."""
        if not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self, self._fit_lines)

    def render(self, facts: PageFacts, colour_of) -> None:
        """Show ``facts``; ``colour_of(seat)`` is the board's colour for a seat, or None."""
        self.turn.setText(facts.turn)
        colour = colour_of(facts.turn_seat) if facts.turn_seat is not None else None
        if colour is not None:
            size = self.turn.fontMetrics().height()
            self.turn_disc.setPixmap(_disc(colour, size))
        self.turn_disc.setVisible(colour is not None)
        self.ending.setText(facts.ending)
        self.ending.setVisible(bool(facts.ending))
        self.last_move.setText(facts.last_move)
        self.last_move.setVisible(bool(facts.last_move))
        self.scores.setText("<br>".join(self._row(r, colour_of) for r in facts.scores))
        self.scores.setToolTip("\n".join(r.detail for r in facts.scores if r.detail))
        self.scores.setVisible(bool(facts.scores))
        self.seats.setText(facts.seats)
        # Who plays at which level: read up close before the game; in classroom type the room needs the
        # lines for the turn, the last move and the scores (the names are in those already).
        self.seats.setVisible(bool(facts.seats) and not theme().classroom)
        self.title.setToolTip(facts.seats)
        self._refit()
        self.changed.emit()

    @staticmethod
    def _row(row: ScoreRow, colour_of) -> str:
        return _marker(colour_of(row.seat) if row.seat is not None else None) + html.escape(row.text)

    def set_hint(self, text: str) -> None:
        self.hint.setText(text)
        self.hint.setVisible(bool(text))  # no empty gap when there is no hint
        self._refit()
        self.changed.emit()

    def set_judgement(self, text: str) -> None:
        """The teaching layer's judgement of the last move ("": none: teaching off, hidden, not judged)."""
        self._set_line(self.judgement, text)

    def set_verdict(self, text: str) -> None:
        """The teaching layer's verdict ("": none shown: teaching off, hidden in class, or not judged yet)."""
        self._set_line(self.verdict, text)

    def _set_line(self, line: QLabel, text: str) -> None:
        line.setText(text)
        line.setVisible(bool(text))
        self._refit()
        self.changed.emit()
