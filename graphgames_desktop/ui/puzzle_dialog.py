"""Puzzle mode: a position, a question, the board to answer on; right or wrong and why; the answer on request.

A click on the board is a try: the position stays as it is, so a wrong try can be followed by
another. Revealing the answer marks every move judged, the answers among them.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from graphgames_desktop.games.base import Move
from graphgames_desktop.games.puzzles import Difficulty, Puzzle, generate
from graphgames_desktop.ui import puzzle_texts
from graphgames_desktop.ui.screen_fit import ScreenFitted
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import CanvasGameView


class PuzzleDialog(ScreenFitted, QDialog):
    def __init__(self, parent: QWidget | None = None, game: str | None = None, seed: int = 0):
        super().__init__(parent)
        self.setObjectName("puzzle_dialog")
        self.puzzle: Puzzle | None = None
        self.view: CanvasGameView | None = None
        self.tries = 0
        self.solved = False
        self._seeds = itertools.count(seed)
        self.game_box = QComboBox()
        self.game_box.setObjectName("puzzle_game")
        for gid in puzzle_texts.puzzle_games():
            self.game_box.addItem("", gid)
        if game is not None and self.game_box.findData(game) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(game))
        self.level_box = QComboBox()
        self.level_box.setObjectName("puzzle_difficulty")
        for level in Difficulty:
            self.level_box.addItem("", int(level))
        self.new_button = QPushButton()
        self.new_button.setObjectName("puzzle_new")
        self.new_button.clicked.connect(self.new_puzzle)
        self.reveal_button = QPushButton()
        self.reveal_button.setObjectName("puzzle_reveal")
        self.reveal_button.clicked.connect(self.reveal)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        self.prompt = QLabel()
        self.prompt.setObjectName("puzzle_prompt")
        self.prompt.setWordWrap(True)
        keep_scaled(self.prompt, TYPE.title)
        self.feedback = QLabel()
        self.feedback.setObjectName("puzzle_feedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.RichText)
        keep_scaled(self.feedback, TYPE.lead, bold=False)
        self.board_host = QVBoxLayout()
        self.choose_label = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.choose_label)
        top.addWidget(self.game_box, 1)
        top.addWidget(self.level_box)
        top.addWidget(self.new_button)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.reveal_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.prompt)
        layout.addLayout(self.board_host, 1)
        layout.addWidget(self.feedback)
        layout.addLayout(bottom)
        self.resize(em(31), em(25))
        self.retranslate()
        self.new_puzzle()
        # Another game or difficulty chosen: its puzzle at once, never the old game's left on show.
        self.game_box.currentIndexChanged.connect(lambda _=0: self.new_puzzle())
        self.level_box.currentIndexChanged.connect(lambda _=0: self.new_puzzle())

    # -- puzzles -----------------------------------------------------------------------------------
    def new_puzzle(self) -> None:
        """The next puzzle of the chosen game and difficulty (a new seed each time)."""
        game = self.game_box.currentData()
        level = Difficulty(self.level_box.currentData())
        QGuiApplication.setOverrideCursor(Qt.WaitCursor)
        try:
            found = generate(game, 1, level, next(self._seeds))
        finally:
            QGuiApplication.restoreOverrideCursor()
        if not found:
            self._drop_view()
            self.puzzle = None
            self.prompt.setText("")
            self.reveal_button.setEnabled(False)
            self.feedback.setText(self.tr("No puzzle turned up this time; press New puzzle again."))
            return
        self.show_puzzle(found[0])

    def _drop_view(self) -> None:
        if self.view is not None:
            self.view.stop()
            old = self.view.widget()
            self.board_host.removeWidget(old)
            old.hide()  # gone from the screen now, deleted once control returns to the event loop
            old.deleteLater()
            self.view.deleteLater()
            self.view = None

    def show_puzzle(self, puzzle: Puzzle) -> None:
        self._drop_view()
        self.puzzle = puzzle
        for box, value in ((self.game_box, puzzle.game), (self.level_box, int(puzzle.difficulty))):
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(value))
            box.blockSignals(False)
        self.tries = 0
        self.solved = False
        self.view = view = puzzle_texts.puzzle_view(puzzle, self)
        view.move_chosen.connect(self.try_move)
        view.message.connect(self.feedback.setText)
        self.board_host.addWidget(view.widget())
        view.fit()
        self.prompt.setText(puzzle_texts.prompt(puzzle, view))
        self.feedback.setText(self.tr("Click your move on the board."))
        self.reveal_button.setEnabled(True)

    def try_move(self, move: Move) -> None:
        """A try: right (and why) or wrong (and why); the position stays for another try."""
        puzzle, view = self.puzzle, self.view
        if puzzle is None or view is None:
            return
        if move not in [j.move for j in puzzle.judgements]:
            return
        self.tries += 1
        what = puzzle_texts.move_text(view, move)
        why = puzzle_texts.why(puzzle, view, move)
        if puzzle.is_answer(move):
            self.solved = True
            text = self.tr("<b>Right!</b> The move that %1 %2. Why: %3.")
        else:
            text = self.tr("<b>Not this one.</b> The move that %1 %2. Why: %3. Try again, or reveal the answer.")
        self.feedback.setText(fill(text, what, puzzle_texts.verdict_of(puzzle, move), why))
        view.show_judgements([j for j in puzzle.judgements if j.move == move])

    def reveal(self) -> None:
        """Every move judged on the board, and the answers with why."""
        puzzle, view = self.puzzle, self.view
        if puzzle is None or view is None:
            return
        view.show_judgements(list(puzzle.judgements))
        first = puzzle.answers[0]
        text = fill(self.tr("<b>Answer:</b> %1. Why “%2” works: %3."),
                    puzzle_texts.answers_text(puzzle, view), puzzle_texts.move_text(view, first), puzzle_texts.why(puzzle, view, first))
        self.feedback.setText(text)

    # -- texts -------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Puzzles"))
        self.choose_label.setText(self.tr("Game:"))
        for i in range(self.game_box.count()):
            self.game_box.setItemText(i, VIEWS[self.game_box.itemData(i)].title())
        for i in range(self.level_box.count()):
            self.level_box.setItemText(i, puzzle_texts.difficulty_name(Difficulty(self.level_box.itemData(i))))
        self.new_button.setText(self.tr("New puzzle"))
        self.reveal_button.setText(self.tr("Reveal the answer"))
        self.close_button.setText(self.tr("Close"))
        if self.puzzle is not None and self.view is not None:
            self.prompt.setText(puzzle_texts.prompt(self.puzzle, self.view))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
