"""The position in words, for "Describe the board": what a screen reader reads of a board nobody sees.

The page's facts (whose turn, the last move, the scores) around the view's own paragraphs (its
vertices, edges, tokens, labels, what each player owns; a card game's sheet and table), one line per
paragraph in a read-only text a screen reader walks line by line; Escape gives the keyboard back to
the page.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from graphgames_desktop.games.base import Observation
from graphgames_desktop.ui.game.wording import PageFacts
from graphgames_desktop.ui.screen_fit import ScreenFitted
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled
from graphgames_desktop.ui.views.base import GameView


def board_paragraphs(view: GameView, observation: Observation, facts: PageFacts) -> list[str]:
    """The title, whose turn (or the result), the last move, the view's paragraphs, then the scores."""
    lines = [view.title(), facts.turn]
    if facts.over and facts.ending:
        lines.append(facts.ending)
    if facts.last_move:
        lines.append(facts.last_move)
    lines += view.describe_board(observation)
    lines += [row.detail or row.text for row in facts.scores]
    return [line for line in lines if line]


class BoardDescription(ScreenFitted, QDialog):
    """The paragraphs in a read-only text that has the keyboard focus; Close (or Escape) ends it."""

    def __init__(self, paragraphs: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("board_description")
        self.setWindowTitle(self.tr("The board in words"))
        self.text = QPlainTextEdit()
        self.text.setObjectName("board_text")
        self.text.setReadOnly(True)
        self.text.setTextInteractionFlags(Qt.TextSelectableByKeyboard | Qt.TextSelectableByMouse)
        self.text.setPlainText("\n".join(paragraphs))
        self.text.setAccessibleName(self.tr("The board in words"))
        keep_scaled(self.text, TYPE.heads_up, bold=False)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(em(30), em(18))
        self.text.setFocus()
