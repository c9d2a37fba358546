"""The drawer beside the board: the teaching text, the review, the value strip with the move list, and
the replay buttons.

Closed by default in classroom mode, where the board and the heads-up need the room; open by
default on a normal screen. The teaching text shows a short explanation whole (its first paragraphs,
in large type) and the rest on demand ("More"), so nothing the class should read scrolls away.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.ui.theme import TYPE, em, keep_scaled
from graphgames_desktop.ui.value_strip import ValueStrip

#: Paragraphs of the teaching text shown before "More": a short explanation in view, whole.
SHORT_PARAGRAPHS = 2


class TeachingText(QLabel):
    """Rich text whose first paragraphs show, and all of them after a click on "More"."""

    more_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("teaching_text")
        self.setWordWrap(True)
        self.setTextFormat(Qt.RichText)
        self.setTextInteractionFlags(Qt.TextBrowserInteraction)
        self.setOpenExternalLinks(False)
        keep_scaled(self, TYPE.heads_up, bold=False)
        self.full = ""
        self.expanded = False
        self.more_word, self.less_word = "More…", "Less"

    def set_full(self, html: str) -> None:
        """The whole explanation; what shows depends on ``expanded``."""
        self.full = html
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

    def _show(self) -> None:
        parts = paragraphs(self.full)
        if len(parts) <= SHORT_PARAGRAPHS:
            shown = self.full
        else:
            chosen = parts if self.expanded else parts[:SHORT_PARAGRAPHS]
            shown = "".join(chosen) + f'<p><a href="more">{self.less_word if self.expanded else self.more_word}</a></p>'
        super().setText(shown)
        self.setFocusPolicy(Qt.StrongFocus if "<a " in shown else Qt.NoFocus)  # a Tab stop only for its links


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
        self.review_text = QLabel()
        self.review_text.setObjectName("review_text")
        self.review_text.setWordWrap(True)
        keep_scaled(self.review_text, TYPE.body, bold=False)
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
        self.moves = QListWidget()
        self.moves.setObjectName("move_list")
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.moves.setTextElideMode(Qt.ElideNone)
        self.moves.verticalScrollBar().valueChanged.connect(self.strip.update)
        self.moves_label = QLabel()
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
        history = QGridLayout()  # the value-history strip beside the list's heading (the start) and its moves
        history.addWidget(self.strip, 0, 0, 2, 1)
        history.addWidget(self.moves_label, 0, 1)
        history.addWidget(self.moves, 1, 1)
        history.setRowStretch(1, 1)
        replay = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            replay.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(em(0.4), em(0.4), em(0.4), em(0.4))
        layout.addWidget(self.texts_scroll, 3)
        layout.addWidget(self.review_buttons)
        layout.addLayout(history, 2)
        layout.addLayout(replay)
        layout.addWidget(self.replay_label)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)

    def show_review(self, on: bool) -> None:
        """Show or hide the post-game review: its text, and its buttons below the texts."""
        self.review_box.setVisible(on)
        self.review_buttons.setVisible(on)
