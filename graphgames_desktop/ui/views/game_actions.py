"""The game page's actions, made once: its buttons show them and the window's Game menu lists the same
objects (orange-canvas-core's pages expose their QActions so), so a button and its menu item can
never disagree about being enabled. Undo and Redo are Edit's while the page shows (MainWindow._place_undo),
with the window's keys for them."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolButton, QWidget

from graphgames_desktop.ui.menu_keys import redo_keys, undo_keys


class GameActions(QObject):
    def __init__(self, page: QWidget):
        super().__init__(page)
        self.hint = self._make(page, "hint", "H")
        self.undo = self._make(page, "undo_move")
        self.redo = self._make(page, "redo_move")
        self.undo.setShortcuts(undo_keys())  # anywhere in the window while the page shows, like the drawing's
        self.redo.setShortcuts(redo_keys())
        self.rules = self._make(page, "rules")
        self.new_game = self._make(page, "new_game")
        self.play_again = self._make(page, "play_again")
        self.review = self._make(page, "review")
        self.reveal = self._make(page, "reveal", "R")
        self.reveal.setShortcuts([QKeySequence("R"), QKeySequence("Ctrl+R")])  # Ctrl+R while typing a move
        self.teaching = self._make(page, "teaching", "T", checkable=True)
        self.drawer = self._make(page, "drawer", "M", checkable=True)
        self.describe = self._make(page, "describe_board", "B")
        self.describe.setShortcuts([QKeySequence("B"), QKeySequence("Ctrl+B")])  # Ctrl+B while typing a move

    @staticmethod
    def _make(page: QWidget, name: str, key: str | None = None, checkable: bool = False) -> QAction:
        action = QAction(page)
        action.setObjectName(name)
        action.setCheckable(checkable)
        if key is not None:
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.WidgetWithChildrenShortcut)  # on the game page only
        page.addAction(action)
        return action

    def retranslate(self) -> None:
        self.hint.setText(self.tr("Hint"))
        self.hint.setToolTip(self.tr("One move to try, and why (H)"))
        self.undo.setText(self.tr("&Undo"))  # its letter in the Edit menu; its button shows "Undo"
        self.undo.setToolTip(self.tr("Undo move"))
        self.redo.setText(self.tr("&Redo"))
        self.redo.setToolTip(self.tr("Redo move"))
        self.rules.setText(self.tr("Rules"))
        self.new_game.setText(self.tr("New game"))
        self.play_again.setText(self.tr("Play again"))
        self.play_again.setToolTip(self.tr("The same game again: same board, players and options"))
        self.review.setText(self.tr("Review"))
        self.review.setToolTip(self.tr("Step through the moves that turned the game, and why"))
        self.reveal.setText(self.tr("Reveal (R)"))  # the page words it Reveal or Hide once a game runs
        self.reveal.setToolTip(self.tr("Classroom: show or hide the judgements and the hint (R)"))
        self.teaching.setText(self.tr("Teaching"))
        self.teaching.setToolTip(self.tr("Teaching layer: who wins, which moves win, and why (T)"))
        self.drawer.setText(self.tr("Moves"))
        self.drawer.setToolTip(self.tr("Open or close the panel with the move list, the replay and the teaching text (M)"))
        self.describe.setText(self.tr("Describe"))
        self.describe.setToolTip(self.tr("The board in words: every vertex, edge, token and label, whose turn and the scores (B)"))


def action_button(action: QAction) -> QToolButton:
    """A button that shows ``action``: its text, check state and enabled state follow it."""
    button = QToolButton()
    button.setDefaultAction(action)
    button.setObjectName(action.objectName())
    button.setToolButtonStyle(Qt.ToolButtonTextOnly)
    return button
