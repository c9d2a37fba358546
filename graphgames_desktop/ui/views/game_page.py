"""The page where a game is played: the board, whose turn, the move list, hints and replay.

Game-independent: the rules come from the registry, the drawing of a state and the reading of
clicks from the game's adapter. The session is the one owner of history; undo and redo call it.
"""

from __future__ import annotations

import itertools
import random
import time

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games import game
from graphgames_desktop.games.base import GameSession, IllegalMove
from graphgames_desktop.games.players import Choice, choose_move
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.canvas.view import PLAY, CanvasView
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import keep_scaled
from graphgames_desktop.ui.views.chomp_view import ChompAdapter
from graphgames_desktop.ui.views.hackenbush_view import HackenbushAdapter
from graphgames_desktop.ui.worker import Worker

ADAPTERS = {"chomp": ChompAdapter, "hackenbush": HackenbushAdapter}
#: The computer never answers faster than this, so a person sees what happened.
COMPUTER_PAUSE_MS = 700
TEACHING_SECONDS = 2.0


class GamePage(QWidget):
    message = Signal(str)
    rules_requested = Signal(str)
    new_game_requested = Signal(str)
    history_changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setup: GameSetup | None = None
        self.session: GameSession | None = None
        self.adapter = None
        self.replay_ply: int | None = None
        self.rng = random.Random()
        self._tokens = itertools.count(1)
        self._move_token = 0  # the computer-move job whose answer is still wanted
        self._study_token = 0  # likewise for the teaching analysis
        self._asked_at = 0.0
        self.thinking = False
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_worker)
        self.view = CanvasView(Drawing(), None, mode=PLAY)
        self.view.setObjectName("board")
        self.view.element_clicked.connect(self.on_click)
        self.title = QLabel()
        self.title.setObjectName("game_title")
        keep_scaled(self.title, 1.5)
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
        self.simplify_dialog = None
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hint")
        self.hint_button.clicked.connect(self.ask_hint)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton()
        self.redo_button.clicked.connect(self.redo)
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(self.setup.game_id if self.setup else "chomp"))
        self.new_button = QPushButton()
        self.new_button.clicked.connect(lambda: self.new_game_requested.emit(self.setup.game_id if self.setup else "chomp"))
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
        self.last_button.clicked.connect(lambda: self.go_to_ply(len(self.session.moves) if self.session else 0))
        self.replay_label = QLabel()
        self.replay_label.setObjectName("replay_label")

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.title)
        side_layout.addWidget(self.status)
        row = QHBoxLayout()
        for b in (self.hint_button, self.undo_button, self.redo_button):
            row.addWidget(b)
        side_layout.addLayout(row)
        row2 = QHBoxLayout()
        row2.addWidget(self.rules_button)
        row2.addWidget(self.new_button)
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
        split.addWidget(self.view)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setSizes([860, 340])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.retranslate()

    # -- starting ---------------------------------------------------------------------------------
    def start(self, setup: GameSetup, drawing: Drawing, session: GameSession | None = None) -> None:
        self._move_token = next(self._tokens)  # any pending answer is now stale
        self.setup = setup
        info = game(setup.game_id)
        if self.adapter is not None:
            self.adapter.stop()
        self.adapter = ADAPTERS[setup.game_id]()
        self.view.set_drawing(drawing.copy())
        self.view.drawing_scene.set_show_crossings(False)
        self.adapter.prepare(self.view.drawing_scene)
        if session is None:
            options = {"first": setup.first, **setup.options}
            session = GameSession(setup.game_id, info.new_state(self.view.drawing, options), options,
                                  players={str(k): v for k, v in setup.players.items()} | {"level": setup.level})
        self.session = session
        self.replay_ply = None
        self.adapter.show(self.view.drawing_scene, session.state, animate=False)
        self.view.fit()
        self._refresh()
        self._maybe_computer()

    def player_kind(self, player: int) -> str:
        return self.setup.players.get(player, "human") if self.setup else "human"

    # -- moves -----------------------------------------------------------------------------------
    def shown_ply(self) -> int:
        if self.session is None:
            return 0
        return len(self.session.moves) if self.replay_ply is None else self.replay_ply

    def on_click(self, kind: str, ident: int) -> None:
        if self.session is None:
            return
        state = self.session.state
        if self.replay_ply is not None and self.replay_ply != len(self.session.moves):
            self.message.emit(texts.illegal_move("replaying"))
            return
        if state.outcome() is not None:
            self.message.emit(texts.illegal_move("game_over"))
            return
        if self.player_kind(state.current_player) == "computer":
            self.message.emit(texts.illegal_move("not_your_turn"))
            return
        move = self.adapter.move_for_click(self.view.drawing_scene, state, kind, ident)
        if move is not None:
            self.play(move)

    def play(self, move) -> bool:
        try:
            self.session.play(move)
        except IllegalMove as exc:
            self.message.emit(texts.illegal_move(exc.code))
            return False
        self.replay_ply = None
        self.adapter.show(self.view.drawing_scene, self.session.state, animate=True)
        self._refresh()
        self._maybe_computer()
        return True

    def _maybe_computer(self) -> None:
        state = self.session.state
        if state.outcome() is not None or self.player_kind(state.current_player) != "computer":
            self.thinking = False
            return
        self._move_token = token = next(self._tokens)
        level, game_id = self.setup.level, self.setup.game_id
        rng = random.Random(self.rng.random())
        self.thinking = True
        self._asked_at = time.monotonic()
        self._refresh_status()
        self.worker.start(token, lambda: ("move", choose_move(game_id, state, level, rng)))

    def _on_worker(self, token: int, result) -> None:
        if isinstance(result, Exception):
            self.thinking = False
            self.message.emit(self.tr("The computer could not move: %1").replace("%1", type(result).__name__))
            self._refresh_status()
            return
        kind, payload = result
        if kind == "move" and token == self._move_token:
            wait = max(0, COMPUTER_PAUSE_MS - int((time.monotonic() - self._asked_at) * 1000))
            QTimer.singleShot(wait, lambda: self._computer_moves(token, payload))
        elif kind == "study" and token == self._study_token:
            self._show_study(payload)

    def _computer_moves(self, token: int, choice: Choice) -> None:
        if token != self._move_token or self.session is None:
            return
        self.thinking = False
        if not choice.solved and self.setup.level == "perfect":
            self.message.emit(self.tr("This position is too big to solve in time: the computer plays the best move its search found."))
        self.play(choice.move)

    # -- undo / redo -------------------------------------------------------------------------------
    def _against_computer(self) -> bool:
        return "computer" in self.setup.players.values() if self.setup else False

    def can_undo(self) -> bool:
        if self.session is None or not self.session.can_undo():
            return False
        if self._against_computer():  # there must be a human move to take back
            return any(self.player_kind(self.session.mover_of(i)) == "human" for i in range(len(self.session.moves)))
        return True

    def can_redo(self) -> bool:
        return self.session is not None and self.session.can_redo()

    def undo(self) -> None:
        """Take back the last move; against the computer, your move and its answer."""
        if not self.can_undo():
            return
        self._move_token = next(self._tokens)  # any pending answer is now stale
        self.thinking = False
        self.session.undo()
        while self._against_computer() and self.session.can_undo() and \
                self.player_kind(self.session.state.current_player) == "computer":
            self.session.undo()
        self.replay_ply = None
        self.adapter.show(self.view.drawing_scene, self.session.state, animate=False)
        self._refresh()
        self._maybe_computer()

    def redo(self) -> None:
        if not self.can_redo():
            return
        self._move_token = next(self._tokens)  # any pending answer is now stale
        self.session.redo()
        while self._against_computer() and self.session.can_redo() and \
                self.player_kind(self.session.state.current_player) == "computer":
            self.session.redo()
        self.replay_ply = None
        self.adapter.show(self.view.drawing_scene, self.session.state, animate=False)
        self._refresh()
        self._maybe_computer()

    # -- replay ----------------------------------------------------------------------------------
    def go_to_ply(self, ply: int) -> None:
        if self.session is None:
            return
        ply = max(0, min(ply, len(self.session.moves)))
        self.replay_ply = None if ply == len(self.session.moves) else ply
        self.adapter.show(self.view.drawing_scene, self.session.state_at(ply), animate=False)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(ply - 1)
        self.moves.blockSignals(False)
        self._refresh_status()
        self._refresh_teaching()

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
            if self.adapter is not None:
                self.adapter.highlight(self.view.drawing_scene, [])

    def _study(self, force: bool) -> None:
        if self.session is None or not (force or self.teaching.isChecked()):
            return
        state = self.session.state_at(self.shown_ply())
        if state.outcome() is not None:
            self.teaching_text.clear()
            self.adapter.highlight(self.view.drawing_scene, [])
            return
        self._study_token = token = next(self._tokens)
        adapter = self.adapter
        self.teaching_text.setText(self.tr("Thinking…"))
        self.worker.start(token, lambda: ("study", adapter.study(state, TEACHING_SECONDS)))

    def _on_link(self, link: str) -> None:
        """Links in the teaching text are the adapter's (Hackenbush's "Simplify")."""
        handler = getattr(self.adapter, "on_link", None)
        if handler is not None:
            handler(link, self)

    def _show_study(self, study: dict) -> None:
        state = self.session.state_at(self.shown_ply())
        self.teaching_text.setText(self.adapter.teaching_html(self.view.drawing_scene, state, study))
        self.adapter.highlight(self.view.drawing_scene, study["analysis"].winning_moves)

    # -- display -----------------------------------------------------------------------------------
    def _refresh(self) -> None:
        self.moves.blockSignals(True)
        self.moves.clear()
        scene = self.view.drawing_scene
        for i, move in enumerate(self.session.moves):
            who = self._player_name(self.session.mover_of(i))
            self.moves.addItem(f"{i + 1}. {who} {self.adapter.describe(scene, move)}")
        self.moves.setCurrentRow(len(self.session.moves) - 1)
        self.moves.blockSignals(False)
        self.adapter.highlight(scene, [])
        self._refresh_status()
        self._refresh_teaching()
        self.history_changed.emit()

    def _player_name(self, index: int) -> str:
        """The game's name for a player (Hackenbush's Blue and Red), else Player A / B."""
        return getattr(self.adapter, "player_name", texts.player_name)(index)

    def _refresh_status(self) -> None:
        if self.session is None:
            return
        state = self.session.state_at(self.shown_ply())
        outcome = state.outcome()
        if outcome is not None:
            if outcome.winners:
                winner = outcome.winners[0]
                if self._against_computer():
                    text = self.tr("You win!") if self.player_kind(winner) == "human" else self.tr("The computer wins.")
                else:
                    text = self.tr("%1 wins!").replace("%1", self._player_name(winner))
                text = self.tr("Game over. %1").replace("%1", text)
            else:
                text = self.tr("Game over: a draw.")
        elif self.thinking:
            text = self.tr("The computer is thinking…")
        else:
            who = self._player_name(state.current_player)
            if self._against_computer() and self.player_kind(state.current_player) == "human":
                text = self.tr("Your move (%1).").replace("%1", who)
            else:
                text = self.tr("%1 to move.").replace("%1", who)
        self.status.setText(text)
        total = len(self.session.moves)
        self.replay_label.setText(self.tr("Showing move %1 of %2").replace("%1", str(self.shown_ply())).replace("%2", str(total)))
        self.undo_button.setEnabled(self.can_undo())
        self.redo_button.setEnabled(self.can_redo())

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint"))
        self.undo_button.setText(self.tr("Undo move"))
        self.redo_button.setText(self.tr("Redo move"))
        self.rules_button.setText(self.tr("Rules"))
        self.new_button.setText(self.tr("New game"))
        self.teaching.setText(self.tr("Teaching layer"))  # short: the side panel must fit a projector's large type
        self.teaching.setToolTip(self.tr("Teaching layer: values, winning moves, strategy"))
        self.moves_label.setText(self.tr("Moves:"))
        for b, tip in ((self.first_button, self.tr("First position")), (self.prev_button, self.tr("Previous move")),
                       (self.next_button, self.tr("Next move")), (self.last_button, self.tr("Last move"))):
            b.setToolTip(tip)
        if self.setup is not None:
            self.title.setText(texts.game_title(self.setup.game_id))
            self._refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def record(self) -> dict | None:
        return self.session.to_json() if self.session else None
