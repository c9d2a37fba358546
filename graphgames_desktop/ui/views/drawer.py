"""The drawer: the teaching text, the review, the value strip with the move list, and the replay buttons.

On a normal screen it is a column beside the board, open by default, its texts above its moves. In
classroom mode it is closed by default and opens in the side panel under the heads-up (the board keeps
more than 60% of a 1280x720 window); there its two faces, the explanation and the moves, take turns
behind two tabs, each given the drawer's whole height. The teaching text shows a short explanation
whole (its first paragraphs, as many as the room holds, in the body's type) and the rest on demand
("More", at the end of the last paragraph shown), so nothing the class should read scrolls away. Its first
paragraph comes before the heads-up's lines said elsewhere too (GamePage._fit_heads_up). The review's text is
shown so too (each turning point and why its move lost first), alone on the explanation's face in classroom mode.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.ui.game.move_list import MoveList, rows_beside
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled
from graphgames_desktop.ui.value_strip import ValueStrip

#: Paragraphs of the teaching text shown before "More": a short explanation in view, whole.
SHORT_PARAGRAPHS = 2


class TeachingText(QLabel):
    """Rich text whose first paragraphs show, and all of them after a click on "More"."""

    more_toggled = Signal(bool)
    #: The height of the least short explanation (its lead paragraphs, and "More"): what must be in view.
    least_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("teaching_text")
        self.setWordWrap(True)
        self.setTextFormat(Qt.RichText)
        self.setTextInteractionFlags(Qt.TextBrowserInteraction)
        self.setOpenExternalLinks(False)
        # The body's type, which classroom mode enlarges as all text: the heads-up's larger type left the first
        # paragraph of an unsolved position no room beside the heads-up at 1280x720 (236 px of the 142 it has).
        keep_scaled(self, TYPE.body, bold=False)
        self.full = ""
        self.expanded = False
        self.room = 0  # the height the short explanation may take (0: no limit)
        self.least = 0  # the height of the least short explanation: its lead with "More"
        self.lead = 1  # the paragraphs the class needs first (the verdict, and the why of the move to play): one
        self.more_word, self.less_word = "More…", "Less"

    def set_full(self, html: str, lead: int = 1) -> None:
        """The whole explanation; what shows depends on ``expanded``. Its first ``lead`` paragraphs read as one, the
        lead, which comes before the heads-up's lines said elsewhere; where even so it would not fit, its first
        paragraph alone shows before "More"."""
        self.full, self.lead = html, lead
        self._show()

    def text(self) -> str:  # noqa: D102 (the whole explanation, shown or not)
        return self.full

    def clear(self) -> None:
        self.set_full("")

    def setText(self, html: str) -> None:  # noqa: N802 (Qt's name)
        self.set_full(html)

    def toggle(self) -> None:
        self.expanded = not self.expanded
        self._show()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width() and self.room:
            self._show()  # at another width, another number of paragraphs may fit

    def set_room(self, height: int) -> None:
        """The height in view: the short explanation keeps to it, fewer paragraphs before "More" if need be."""
        if height != self.room:
            self.room = height
            self._show()

    def _first(self, parts: list[str], count: int = 1) -> str:
        """The first ``count`` paragraphs, and the link to the rest if there is more."""
        shown = "".join(parts[:count])
        return with_link(shown, self.more_word) if count < len(parts) else shown

    def _short(self, parts: list[str]) -> str:
        """The first paragraphs (SHORT_PARAGRAPHS at most, one at least) that fit ``room`` with the link."""
        count = min(SHORT_PARAGRAPHS, len(parts))
        while count > 1 and self.room and self.width() > 0 and self._height(self._first(parts, count)) > self.room:
            count -= 1
        return self._first(parts, count)

    def _height(self, html: str) -> int:
        """The height ``html`` takes at the label's width."""
        shown = super().text()
        super().setText(html)
        height = self.heightForWidth(self.width())
        super().setText(shown)
        return height

    def _joined(self) -> list[str]:
        """The paragraphs with the lead's joined into one (a paragraph's end and gap cost the magic game's why
        the room it had beside the heads-up and its hint)."""
        parts = paragraphs(self.full)
        lead = min(self.lead, len(parts))
        if lead < 2 or not all(p.startswith("<p>") and p.endswith("</p>") for p in parts[:lead]):
            return parts
        return ["<p>" + " ".join(p[3:-4] for p in parts[:lead]) + "</p>", *parts[lead:]]

    def _parts(self) -> list[str]:
        """The paragraphs to show: the lead joined where it fits the room, else as written (its first alone)."""
        joined = self._joined()
        fits = not self.room or self.width() <= 0 or self._height(self._first(joined)) <= self.room
        return joined if fits else paragraphs(self.full)

    def _show(self) -> None:
        parts = self._parts()
        if self.expanded and len(parts) > SHORT_PARAGRAPHS:
            shown = with_link("".join(parts), self.less_word)
        else:
            shown = self._short(parts)
        super().setText(shown)
        if self.width() > 0:
            self.least = self._height(self._first(self._joined()))
            self.least_changed.emit(self.least)
        self.setFocusPolicy(Qt.StrongFocus if "<a " in shown else Qt.NoFocus)  # a Tab stop only for its links


def with_link(html: str, word: str) -> str:
    """``html`` with the link that shows more or less of it at the end of its last paragraph (a line of its
    own would take a line of the drawer's room), or after its last list."""
    link = f'<a href="more">{word}</a>'
    return f"{html[:-4]} {link}</p>" if html.endswith("</p>") else f"{html}<p>{link}</p>"


def paragraphs(html: str) -> list[str]:
    """``html`` cut after each paragraph or list (the teaching texts are made of those)."""
    if not html:
        return []
    parts = re.split(r"(?<=</p>)|(?<=</ul>)|(?<=</ol>)", html)
    return [p for p in parts if p.strip()]


class Drawer(QFrame):
    """Only layout: the page fills these widgets and answers their signals."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("drawer")
        self.setFrameShape(QFrame.StyledPanel)
        self.teaching_text = TeachingText()
        self.review_text = TeachingText()  # a turning point and why first, the rest after "More" (it took 4 scrolls)
        self.review_text.setObjectName("review_text")
        self.review_prev, self.review_next, self.review_close = (QPushButton() for _ in range(3))
        self.review_prev.setObjectName("review_prev")
        self.review_next.setObjectName("review_next")
        self.review_close.setObjectName("review_close")
        self.review_box = QWidget()  # the review's text scrolls with the teaching text; its buttons stay in sight
        review_layout = QVBoxLayout(self.review_box)
        review_layout.setContentsMargins(0, 0, 0, 0)
        review_layout.addWidget(self.review_text)
        self.review_buttons = QWidget()
        self.review_buttons.setObjectName("review_buttons")
        review_row = QHBoxLayout(self.review_buttons)
        review_row.setContentsMargins(0, 0, 0, 0)
        for b in (self.review_prev, self.review_next, self.review_close):
            review_row.addWidget(b)
        self.show_review(False)
        self.strip = ValueStrip()
        self.strip.hide()
        self.moves = MoveList()
        self.moves.verticalScrollBar().valueChanged.connect(self.strip.update)
        self.moves_label = QLabel()
        self.strip.rows_from = lambda: rows_beside(self.strip, self.moves_label, self.moves)
        icons = (QStyle.SP_MediaSkipBackward, QStyle.SP_MediaSeekBackward, QStyle.SP_MediaSeekForward,
                 QStyle.SP_MediaSkipForward)
        self.first_button, self.prev_button, self.next_button, self.last_button = (
            QPushButton(self.style().standardIcon(icon), "") for icon in icons)
        for name, b in zip(("replay_first", "replay_previous", "replay_next", "replay_last"),
                           (self.first_button, self.prev_button, self.next_button, self.last_button)):
            b.setObjectName(name)
        self.replay_label = QLabel()
        self.replay_label.setObjectName("replay_label")
        texts = QWidget()
        texts_layout = QVBoxLayout(texts)
        texts_layout.setContentsMargins(0, 0, 0, 0)
        texts_layout.addWidget(self.review_box)
        texts_layout.addWidget(self.teaching_text)
        texts_layout.addStretch(1)
        self.texts_scroll = QScrollArea()  # only for "More": the short explanation fits whole
        self.texts_scroll.setObjectName("drawer_texts")
        self.texts_scroll.setWidgetResizable(True)
        self.texts_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.texts_scroll.setFrameShape(QFrame.NoFrame)
        self.texts_scroll.setFocusPolicy(Qt.NoFocus)  # no stop of its own for Tab: its links are the stops
        self.texts_scroll.setWidget(texts)
        self.texts_scroll.viewport().installEventFilter(self)  # its height: the room of the short explanation
        self.moves_face = QWidget()  # the strip and the moves, with the replay under them
        history = QGridLayout(self.moves_face)  # the value-history strip beside the list's heading (the start) and its moves
        history.setContentsMargins(0, 0, 0, 0)
        history.addWidget(self.strip, 0, 0, 2, 1)
        history.addWidget(self.moves_label, 0, 1)
        history.addWidget(self.moves, 1, 1)
        history.setRowStretch(1, 1)
        replay = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            replay.addWidget(b)
        history.addLayout(replay, 2, 0, 1, 2)
        history.addWidget(self.replay_label, 3, 0, 1, 2)
        self.faces = QTabBar()  # classroom: the explanation or the moves, one at a time
        self.faces.setObjectName("drawer_faces")
        self.faces.addTab("")
        self.faces.addTab("")
        self.faces.setExpanding(True)
        self.faces.currentChanged.connect(self._show_face)
        self.compact = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(em(0.4), em(0.4), em(0.4), em(0.4))
        layout.addWidget(self.faces)
        layout.addWidget(self.texts_scroll, 3)
        layout.addWidget(self.review_buttons)
        layout.addWidget(self.moves_face, 2)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)
        self.set_compact(False)

    def set_compact(self, on: bool) -> None:
        """Classroom: one face at a time behind the tabs; else the texts above the moves."""
        self.compact = on
        self.teaching_text.setVisible(not (on and self.reviewing))
        if not on:
            self.texts_scroll.setMinimumHeight(0)
        self.faces.setVisible(on)
        self._show_face()

    def show_face(self, moves: bool) -> None:
        """Classroom: bring the moves (or the explanation) to the front."""
        self.faces.setCurrentIndex(1 if moves else 0)
        self._show_face()

    def _show_face(self) -> None:
        moves = self.compact and self.faces.currentIndex() == 1
        self.texts_scroll.setVisible(not moves)
        self.review_buttons.setVisible(self.reviewing and not moves)
        self.moves_face.setVisible(not self.compact or moves)
        self.replay_label.setVisible(not self.compact)  # in classroom mode the list's heading says it

    def keep_room(self, room: int) -> None:
        """Classroom: the first paragraph and "More" have their room, within ``room`` (what the side panel has
        beside the heads-up's lines that say what nothing else does: more would push the window past the screen)."""
        self.texts_scroll.setMinimumHeight(max(0, min(self.read_text().least, room)) if self.compact else 0)

    def read_text(self) -> TeachingText:
        """The text read first on the explanation's face: the review's while it runs, else the explanation."""
        return self.review_text if self.reviewing else self.teaching_text

    def around_texts(self) -> int:
        """Classroom: the drawer's height besides its texts (its frame, margins, tabs, the review's buttons), from their
        own heights: the drawer's, mid-layout, may be less than its texts'."""
        layout = self.layout()
        margins = layout.contentsMargins()
        shown = [w for w in (self.faces, self.review_buttons) if not w.isHidden()]
        return (2 * self.frameWidth() + margins.top() + margins.bottom() + sum(w.sizeHint().height() for w in shown)
                + layout.spacing() * len(shown))

    def retranslate(self, explanation: str, moves: str) -> None:
        self.faces.setTabText(0, explanation)
        self.faces.setTabText(1, moves)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.texts_scroll.viewport() and event.type() == QEvent.Resize:
            self.teaching_text.set_room(self.texts_scroll.viewport().height())
            self.review_text.set_room(self.texts_scroll.viewport().height())
        return super().eventFilter(watched, event)

    def show_review(self, on: bool) -> None:
        """Show or hide the post-game review: its text, and its buttons below the texts."""
        self.reviewing = on
        self.review_box.setVisible(on)
        # Classroom: the review has the face to itself (the position's explanation under it pushed the review's
        # reasons out of sight); on a normal screen both read in the column.
        self.teaching_text.setVisible(not (on and self.compact))
        if on:
            self.show_face(moves=False)  # the review is read on the explanation's face
        else:
            self.review_buttons.hide()
