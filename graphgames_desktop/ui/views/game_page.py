"""The page where a game is played: a host that knows no game.

It shows the game view's widget, whose turn it is, the move list, replay, hints and the teaching
layer, for any number of seats, with draws and shared places. The match owns the rules of turn,
undo and the record; the view owns the board and its input. For hidden-information games played by
several people at one screen, a curtain asks the screen to be passed before a seat's cards show.
Solver calls run on a worker thread.
"""

from __future__ import annotations

import itertools
import random
import time
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games.base import Choice, IllegalMoveError, Move, Outcome
from graphgames_desktop.games.match import Match, MatchRefusal
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.theme import keep_scaled
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import GameView
from graphgames_desktop.ui.worker import Worker

# The computer never answers faster than this, so a person sees what happened.
COMPUTER_PAUSE_MS = 700
TEACHING_SECONDS = 2.0


class Curtain(QWidget):
    """Covers the board between two people's turns in a hidden-information game."""

    revealed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignCenter)
        self.label.setWordWrap(True)
        keep_scaled(self.label, 1.6)
        self.button = QPushButton()
        self.button.setObjectName("curtain_reveal")
        self.button.clicked.connect(self.revealed)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignCenter)
        layout.addStretch(1)

    def ask(self, name: str) -> None:
        self.label.setText(self.tr("Pass the screen to %1.").replace("%1", name))
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", name))


class GamePage(QWidget):
    message = Signal(str)
    rules_requested = Signal(str)
    new_game_requested = Signal(str)
    play_again_requested = Signal()
    history_changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.match: Match | None = None
        self.path: str | None = None  # the file the game was opened from or saved to
        self._saved_record: dict | None = None  # the record as it was then
        self.game_view: GameView | None = None
        self.viewer: int | None = None  # the seat whose eyes are on the screen (hidden-information games)
        self.replay_ply: int | None = None
        self.rng = random.Random()
        self._tokens = itertools.count(1)
        self._move_token = 0  # the computer-move job whose answer is still wanted
        self._study_token = 0  # likewise for the teaching analysis
        self._asked_at = 0.0
        self.thinking = False
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_worker)
        self.board_stack = QStackedWidget()
        self.curtain = Curtain()
        self.curtain.revealed.connect(self._reveal)
        self.board_stack.addWidget(self.curtain)
        self.title = QLabel()
        self.title.setObjectName("game_title")
        keep_scaled(self.title, 1.5)
        self.seats_label = QLabel()  # who plays: the person or people, the computer and its level
        self.seats_label.setObjectName("game_seats")
        self.seats_label.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("game_status")
        self.status.setWordWrap(True)
        keep_scaled(self.status, 1.2, bold=False)
        self.teaching = QCheckBox()
        self.teaching.setObjectName("teaching")
        self.teaching.toggled.connect(self._refresh_teaching)
        self.teaching_text = QLabel()
        self.teaching_text.setObjectName("teaching_text")
        self.teaching_text.setWordWrap(True)
        self.teaching_text.setTextInteractionFlags(Qt.TextBrowserInteraction)
        self.teaching_text.setOpenExternalLinks(False)
        self.teaching_text.linkActivated.connect(self._on_link)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hint")
        self.hint_button.clicked.connect(self.ask_hint)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(lambda: self.message.emit(self.undo()))
        self.redo_button = QPushButton()
        self.redo_button.clicked.connect(lambda: self.message.emit(self.redo()))
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(lambda: self.match and self.rules_requested.emit(self.match.spec.id))
        self.new_button = QPushButton()
        self.new_button.clicked.connect(lambda: self.match and self.new_game_requested.emit(self.match.spec.id))
        self.again_button = QPushButton()
        self.again_button.setObjectName("play_again")
        self.again_button.clicked.connect(self.play_again_requested)
        self.moves = QListWidget()
        self.moves.setObjectName("move_list")
        self.moves.currentRowChanged.connect(self._on_move_selected)
        self.moves_label = QLabel()
        icons = (QStyle.SP_MediaSkipBackward, QStyle.SP_MediaSeekBackward, QStyle.SP_MediaSeekForward, QStyle.SP_MediaSkipForward)
        self.first_button, self.prev_button, self.next_button, self.last_button = (
            QPushButton(self.style().standardIcon(icon), "") for icon in icons)
        self.first_button.clicked.connect(lambda: self.go_to_ply(0))
        self.prev_button.clicked.connect(lambda: self.go_to_ply(self.shown_ply() - 1))
        self.next_button.clicked.connect(lambda: self.go_to_ply(self.shown_ply() + 1))
        self.last_button.clicked.connect(lambda: self.go_to_ply(len(self.match.moves) if self.match else 0))
        self.replay_label = QLabel()
        self.replay_label.setObjectName("replay_label")

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.title)
        side_layout.addWidget(self.seats_label)
        side_layout.addWidget(self.status)
        row = QHBoxLayout()
        for b in (self.hint_button, self.undo_button, self.redo_button):
            row.addWidget(b)
        side_layout.addLayout(row)
        row2 = QHBoxLayout()
        row2.addWidget(self.rules_button)
        row2.addWidget(self.new_button)
        row2.addWidget(self.again_button)
        side_layout.addLayout(row2)
        side_layout.addWidget(self.teaching)
        side_layout.addWidget(self.teaching_text)
        side_layout.addWidget(self.moves_label)
        side_layout.addWidget(self.moves, 1)
        replay = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            replay.addWidget(b)
        side_layout.addLayout(replay)
        side_layout.addWidget(self.replay_label)
        split = QSplitter()
        split.addWidget(self.board_stack)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setSizes([860, 340])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.retranslate()

    # -- starting ---------------------------------------------------------------------------------
    def start(self, match: Match, path: str | None = None) -> None:
        """Show ``match`` (new, or loaded from the file ``path``) with its game's view."""
        self._move_token = next(self._tokens)  # any pending answer is now stale
        self._study_token = next(self._tokens)
        self.thinking = False
        if self.game_view is not None:
            self.game_view.stop()
            old = self.game_view.widget()
            self.board_stack.removeWidget(old)
            old.deleteLater()
            self.game_view.deleteLater()
        self.match = match
        self.path = path
        self._saved_record = match.record() if path is not None else None
        view_class = VIEWS[match.spec.id]
        board = match.setup.board
        self.game_view = view = view_class(match, board, self) if board is not None else view_class(match, None, self)
        view.move_chosen.connect(self._on_move_chosen)
        view.message.connect(self.message)
        self.board_stack.addWidget(view.widget())
        humans = match.humans()
        self.viewer = humans[0] if len(humans) == 1 else None
        self.replay_ply = None
        self.title.setText(view.title())
        self._show(animate=False)
        view.fit()
        self._refresh()
        self._maybe_computer()

    @property
    def canvas(self):
        """The board's canvas, for graph games (export, fit, tests); None for others."""
        return getattr(self.game_view, "canvas", None)

    # -- the game as a document ---------------------------------------------------------------------
    @property
    def modified(self) -> bool:
        """Moves that a save would keep and that are not in a file yet (a new game without moves has none)."""
        if self.match is None:
            return False
        record = self.match.record()
        if self._saved_record is None:
            return bool(self.match.moves)
        return record != self._saved_record

    def mark_saved(self, path: str) -> None:
        assert self.match is not None
        self.path = path
        self._saved_record = self.match.record()
        self.history_changed.emit()

    def document_title(self) -> str:
        """The game as the user knows it: its title, and the file's name once saved."""
        assert self.game_view is not None
        title = self.game_view.title()
        return f"{title}, {Path(self.path).name}" if self.path else title

    def board_drawing(self):
        """The board saved beside the record."""
        assert self.game_view is not None
        return self.game_view.board_drawing()

    def seat_name(self, seat: int) -> str:
        return self.game_view.seat_name(seat) if self.game_view else texts.player_name(seat)

    # -- what the screen shows ---------------------------------------------------------------------
    def _needs_curtain(self) -> bool:
        """Hidden cards and several people at the screen: the person to move must be the one looking."""
        match = self.match
        if match is None or not match.spec.hidden_information or len(match.humans()) < 2 or self.replay_ply is not None:
            return False
        seat = match.seat_to_move()
        return seat is not None and not seat.is_computer and match.state.current_player != self.viewer

    def _show(self, animate: bool) -> None:
        assert self.match is not None and self.game_view is not None
        if self._needs_curtain():
            self.curtain.ask(self.seat_name(self.match.state.current_player))
            self.board_stack.setCurrentWidget(self.curtain)
            return
        self.board_stack.setCurrentWidget(self.game_view.widget())
        viewer = None if self.match.state.outcome() is not None else self.viewer
        self.game_view.show(self.match.observation(viewer, self.shown_ply()), animate)

    def _reveal(self) -> None:
        if self.match is not None:
            self.viewer = self.match.state.current_player
            self._show(animate=False)
            self._refresh()

    # -- moves -----------------------------------------------------------------------------------
    def shown_ply(self) -> int:
        if self.match is None:
            return 0
        return len(self.match.moves) if self.replay_ply is None else self.replay_ply

    def _on_move_chosen(self, move: Move) -> None:
        """A move made at the screen: refused while replaying, after the end, or on the computer's turn."""
        if self.match is None:
            return
        if self.replay_ply is not None and self.replay_ply != len(self.match.moves):
            self.message.emit(texts.page_refusal("replaying"))
            return
        if self.match.computer_to_move():
            self.message.emit(texts.page_refusal("not_your_turn"))
            return
        self.play(move)

    def refusal_text(self, code: StrEnum) -> str:
        if isinstance(code, MatchRefusal):
            return texts.page_refusal(code)
        assert self.game_view is not None
        return self.game_view.refusal(code)

    def play(self, move: Move) -> bool:
        assert self.match is not None and self.game_view is not None
        try:
            self.match.play(move)
        except IllegalMoveError as exc:
            self.message.emit(self.refusal_text(exc.code))
            return False
        self.replay_ply = None
        self.game_view.cancel_input()
        self._show(animate=True)
        self._refresh()
        self._maybe_computer()
        return True

    def _maybe_computer(self) -> None:
        match = self.match
        if match is None or not match.computer_to_move():
            self.thinking = False
            return
        self._move_token = token = next(self._tokens)
        job = match.computer_job(random.Random(self.rng.random()))
        self.thinking = True
        self._asked_at = time.monotonic()
        self._refresh_status()
        self.worker.start(token, lambda: ("move", job()))

    def _on_worker(self, token: int, result: object) -> None:
        if isinstance(result, Exception):
            self.thinking = False
            self.message.emit(self.tr("The computer could not move: %1").replace("%1", type(result).__name__))
            self._refresh_status()
            return
        assert isinstance(result, tuple)
        kind, payload = result
        if kind == "move" and token == self._move_token:
            wait = max(0, COMPUTER_PAUSE_MS - int((time.monotonic() - self._asked_at) * 1000))
            QTimer.singleShot(wait, lambda: self._computer_moves(token, payload))
        elif kind == "study" and token == self._study_token:
            self._show_study(payload)

    def _computer_moves(self, token: int, choice: Choice) -> None:
        if token != self._move_token or self.match is None:
            return
        self.thinking = False
        seat = self.match.seat_to_move()
        self.play(choice.move)
        if not choice.solved and seat is not None and seat.level in self.match.spec.exact_levels:
            self.message.emit(self.tr("This position is too big to solve in time: the computer plays the best move its search found."))

    # -- undo / redo -------------------------------------------------------------------------------
    def _undo_last(self) -> int | None:
        """In replay, undo takes back the move shown (and what followed); else the last one."""
        return None if self.replay_ply is None else self.replay_ply - 1

    def can_undo(self) -> bool:
        last = self._undo_last()
        return self.match is not None and (last is None or last >= 0) and self.match.can_undo(last)

    def can_redo(self) -> bool:
        return self.match is not None and self.match.can_redo()

    def undo(self) -> str:
        """Take back the last move of a person; against the computer, with the computer's replies."""
        if not self.can_undo():
            return ""
        last = self._undo_last()
        count = len(self._after_history_change(lambda: self.match.undo(last)))
        return self.tr("Moves taken back: %1").replace("%1", str(count))

    def redo(self) -> str:
        if not self.can_redo():
            return ""
        count = len(self._after_history_change(self.match.redo))
        return self.tr("Moves played again: %1").replace("%1", str(count))

    def undo_text(self) -> str:
        return self.tr("Undo move") if self.can_undo() else ""

    def redo_text(self) -> str:
        return self.tr("Redo move") if self.can_redo() else ""

    def _after_history_change(self, change) -> list[Move]:
        self._move_token = next(self._tokens)  # any pending answer is now stale
        self.thinking = False
        changed = change()
        self.replay_ply = None
        self.game_view.cancel_input()
        self._show(animate=False)
        self._refresh()
        self._maybe_computer()
        return changed

    # -- replay ----------------------------------------------------------------------------------
    def go_to_ply(self, ply: int) -> None:
        if self.match is None:
            return
        ply = max(0, min(ply, len(self.match.moves)))
        self.replay_ply = None if ply == len(self.match.moves) else ply
        self.game_view.cancel_input()
        self._show(animate=False)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(ply - 1)
        self.moves.blockSignals(False)
        self._refresh_status()
        self._refresh_teaching()
        self.history_changed.emit()  # what Undo would take back has changed

    def _on_move_selected(self, row: int) -> None:
        if row >= 0:
            self.go_to_ply(row + 1)

    # -- hints and teaching ----------------------------------------------------------------------
    def ask_hint(self) -> None:
        self._study(force=True)

    def _refresh_teaching(self) -> None:
        if self.teaching.isChecked():
            self._study(force=False)
        else:
            self.teaching_text.clear()
            if self.game_view is not None:
                self.game_view.highlight([])

    def _study(self, force: bool) -> None:
        if self.match is None or not (force or self.teaching.isChecked()):
            return
        if self.match.spec.hidden_information:  # nothing may be studied that a seat cannot see
            return
        state = self.match.state_at(self.shown_ply())
        if state.outcome() is not None:
            self.teaching_text.clear()
            self.game_view.highlight([])
            return
        self._study_token = token = next(self._tokens)
        view = self.game_view
        self.teaching_text.setText(self.tr("Thinking…"))
        self.worker.start(token, lambda: ("study", view.study(state, TEACHING_SECONDS)))

    def _on_link(self, link: str) -> None:
        if self.game_view is not None:
            self.game_view.link_activated(link, self)

    def _show_study(self, study: object) -> None:
        state = self.match.state_at(self.shown_ply())
        self.teaching_text.setText(self.game_view.teaching_html(state, study))
        self.game_view.highlight(self.game_view.teaching_moves(study))

    # -- display -----------------------------------------------------------------------------------
    def _refresh(self) -> None:
        match, view = self.match, self.game_view
        if match is None or view is None:
            return
        self.moves.blockSignals(True)
        self.moves.clear()
        for i, move in enumerate(match.moves):
            who = self.seat_name(match.mover_of(i))
            self.moves.addItem(f"{i + 1}. {who} {view.describe(move, match.observation(self.viewer, i))}")
        self.moves.setCurrentRow(len(match.moves) - 1)
        self.moves.blockSignals(False)
        view.highlight([])
        self._refresh_status()
        self._refresh_teaching()
        self.history_changed.emit()

    def outcome_text(self, outcome: Outcome) -> str:
        """Who won (one, several sharing first place, nobody), how the game ended, and the scores."""
        match = self.match
        assert match is not None and self.game_view is not None
        humans = match.humans()
        names = [self.seat_name(w) for w in outcome.winners]
        if not outcome.winners:
            text = self.tr("Game over: a draw.")
        else:
            alone = len(humans) == 1 and len(match.seats) > 1  # one person against the computer
            if alone and outcome.winners == (humans[0],):
                result = self.tr("You win!")
            elif alone and humans[0] in outcome.winners:
                result = self.tr("You share first place.")
            elif alone and len(match.seats) == 2:
                result = self.tr("The computer wins.")
            elif len(names) == 1:
                result = self.tr("%1 wins!").replace("%1", names[0])
            else:
                result = self.tr("%1 share first place.").replace("%1", ", ".join(names))
            text = self.tr("Game over. %1").replace("%1", result)
        parts = [text, self.game_view.ending(outcome.termination)]
        if outcome.scores is not None:
            scores = ", ".join(f"{self.seat_name(i)} {s}" for i, s in enumerate(outcome.scores))
            parts.append(self.tr("Scores: %1.").replace("%1", scores))
        return " ".join(parts)

    def seats_text(self) -> str:
        """Who plays: "Player A: you · Computer (Player B): Strong (perfect)"."""
        match = self.match
        assert match is not None
        alone = len(match.humans()) == 1
        parts = []
        for i, seat in enumerate(match.seats):
            if seat.is_computer and seat.level is not None:
                role = texts.level_name(seat.level, seat.level in match.spec.exact_levels)
            else:
                role = self.tr("you") if alone else self.tr("at this screen")
            parts.append(f"{self.seat_name(i)}: {role}")
        return " · ".join(parts)

    def _refresh_status(self) -> None:
        match = self.match
        if match is None:
            return
        state = match.state_at(self.shown_ply())
        outcome = state.outcome()
        if outcome is not None:
            text = self.outcome_text(outcome)
        elif self.thinking:
            text = self.tr("The computer is thinking…")
        else:
            who = self.seat_name(state.current_player)
            humans = match.humans()
            if humans == [state.current_player] and len(match.seats) > 1:
                text = self.tr("Your move (%1).").replace("%1", self.game_view.short_seat_name(state.current_player))
            else:
                text = self.tr("%1 to move.").replace("%1", who)
        self.status.setText(text)
        self.seats_label.setText(self.seats_text())
        total = len(match.moves)
        self.replay_label.setText(self.tr("Showing move %1 of %2").replace("%1", str(self.shown_ply())).replace("%2", str(total)))
        self.undo_button.setEnabled(self.can_undo())
        self.redo_button.setEnabled(self.can_redo())
        self.hint_button.setEnabled(not match.spec.hidden_information)
        self.teaching.setEnabled(not match.spec.hidden_information)

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint"))
        self.undo_button.setText(self.tr("Undo move"))
        self.redo_button.setText(self.tr("Redo move"))
        self.rules_button.setText(self.tr("Rules"))
        self.new_button.setText(self.tr("New game"))
        self.again_button.setText(self.tr("Play again"))
        self.again_button.setToolTip(self.tr("The same game again: same board, players and options"))
        self.teaching.setText(self.tr("Teaching layer"))  # short: the side panel must fit a projector's large type
        self.teaching.setToolTip(self.tr("Teaching layer: values, winning moves, strategy"))
        self.moves_label.setText(self.tr("Moves:"))
        for b, tip in ((self.first_button, self.tr("First position")), (self.prev_button, self.tr("Previous move")),
                       (self.next_button, self.tr("Next move")), (self.last_button, self.tr("Last move"))):
            b.setToolTip(tip)
        if self.game_view is not None:
            self.title.setText(self.game_view.title())
            if self._needs_curtain() and self.match is not None:
                self.curtain.ask(self.seat_name(self.match.state.current_player))
            self._refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
