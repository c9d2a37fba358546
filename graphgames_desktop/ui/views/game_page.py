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

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games.base import Analysis, Choice, IllegalMoveError, Move, Outcome
from graphgames_desktop.games.match import Match, MatchRefusal
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.teaching import (
    Judgement,
    PlyReview,
    Reason,
    Study,
    Verdict,
    best,
    rank,
    review,
    standings,
    turning_points,
)
from graphgames_desktop.ui import texts, verdicts
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.teaching_texts import review_summary
from graphgames_desktop.ui.theme import keep_scaled, theme
from graphgames_desktop.ui.value_strip import ValueStrip
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import CanvasGameView, GameView
from graphgames_desktop.ui.worker import Worker

# The computer never answers faster than this, so a person sees what happened.
COMPUTER_PAUSE_MS = 700
#: One study of a position: its judgements, the facts stated and why the best move is best (it was two
#: analyses of 2 s each and 1 s for why; the first Blue-Red analysis of a session loads its kernel).
TEACHING_SECONDS = 4.0
#: Seconds to judge each earlier position for the value history (a review allows more).
HISTORY_SECONDS = 0.3
REVIEW_SECONDS = 1.0


def _lose_icon(size: int) -> QIcon:
    """The losing mark as an icon, for moves in the list that gave a result away."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    verdicts.draw_glyph(painter, Verdict.LOSE, QPointF(size / 2, size / 2), size / 2 - 1)
    painter.end()
    return QIcon(pixmap)


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
        self._unsure_ply: int | None = None  # the ply the computer played without solving the position
        # Judgements of every legal move, by the moves that led to the position (so undo keeps them right).
        self._judged: dict[tuple[Move, ...], list[Judgement]] = {}
        self._history_token = 0
        self._history_busy = False  # one history job at a time; it asks for more when it ends
        self._study_payload: tuple | None = None  # the last study shown: (ply, study, judgements, best, why)
        self._hint_payload: Analysis | None = None
        #: Classroom: judgements and hints stay hidden until the teacher reveals them, for the position shown
        #: then (a language switch or a redraw keeps them; another position hides them again).
        self._revealed_at: tuple | None = None
        self._reviews: list[PlyReview] = []
        self._review_index: int | None = None  # the turning point shown by the post-game review
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_worker)
        self.board_stack = QStackedWidget()
        self.curtain = Curtain()
        self.curtain.revealed.connect(self._reveal)
        self.board_stack.addWidget(self.curtain)
        self.title = QLabel()
        self.title.setObjectName("game_title")
        self.title.setWordWrap(True)  # a long name in classroom type wraps rather than widen the window
        keep_scaled(self.title, 1.5)
        self.seats_label = QLabel()  # who plays: the person or people, the computer and its level
        self.seats_label.setObjectName("game_seats")
        self.seats_label.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("game_status")
        self.status.setWordWrap(True)
        keep_scaled(self.status, 1.2, bold=False)
        self.announcement = QLabel()  # the last move, in large type, until the next one
        self.announcement.setObjectName("last_move")
        self.announcement.setWordWrap(True)
        keep_scaled(self.announcement, 1.25)
        self.hint_text = QLabel()  # one suggested move and one sentence
        self.hint_text.setObjectName("hint_text")
        self.hint_text.setWordWrap(True)
        self.hint_text.hide()
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
        self.review_button = QPushButton()
        self.review_button.setObjectName("review")
        self.review_button.clicked.connect(self.start_review)
        self.reveal_button = QPushButton()  # classroom: show what is hidden (also the R key)
        self.reveal_button.setObjectName("reveal")
        self.reveal_button.clicked.connect(self.toggle_reveal)
        self.reveal_button.hide()
        reveal_key = QShortcut(QKeySequence("R"), self)
        reveal_key.setContext(Qt.WidgetWithChildrenShortcut)
        reveal_key.activated.connect(self.toggle_reveal)
        self.review_text = QLabel()  # the post-game review: one turning point at a time
        self.review_text.setObjectName("review_text")
        self.review_text.setWordWrap(True)
        self.review_prev = QPushButton()
        self.review_prev.setObjectName("review_prev")
        self.review_prev.clicked.connect(lambda: self.show_turning_point(self._review_step(-1)))
        self.review_next = QPushButton()
        self.review_next.setObjectName("review_next")
        self.review_next.clicked.connect(lambda: self.show_turning_point(self._review_step(1)))
        self.review_close = QPushButton()
        self.review_close.clicked.connect(self.end_review)
        self.review_box = QWidget()
        review_layout = QVBoxLayout(self.review_box)
        review_layout.setContentsMargins(0, 0, 0, 0)
        review_layout.addWidget(self.review_text)
        review_row = QHBoxLayout()
        for b in (self.review_prev, self.review_next, self.review_close):
            review_row.addWidget(b)
        review_layout.addLayout(review_row)
        self.review_box.hide()
        self.strip = ValueStrip()
        self.strip.ply_clicked.connect(self.go_to_ply)
        self.strip.rows_from = self._strip_rows
        self.strip.hide()
        self.moves = QListWidget()
        self.moves.setObjectName("move_list")
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.moves.setTextElideMode(Qt.ElideNone)
        self.moves.currentRowChanged.connect(self._on_move_selected)
        self.moves.verticalScrollBar().valueChanged.connect(self.strip.update)
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

        # The side panel: buttons on top and replay at the bottom stay where they are (a click lands
        # where it did a moment ago); between them the texts, which wrap and scroll rather than clip.
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.title)
        buttons = QGridLayout()  # two to a row: wide words still fit a narrow panel
        for i, b in enumerate((self.hint_button, self.undo_button, self.redo_button, self.rules_button,
                               self.new_button, self.again_button, self.review_button, self.reveal_button)):
            buttons.addWidget(b, i // 2, i % 2)
        side_layout.addLayout(buttons)
        texts_host = QWidget()
        texts_layout = QVBoxLayout(texts_host)
        texts_layout.setContentsMargins(0, 0, 0, 0)
        for w in (self.seats_label, self.status, self.announcement, self.review_box, self.hint_text, self.teaching,
                  self.teaching_text):
            texts_layout.addWidget(w)
        texts_layout.addStretch(1)
        self.side_scroll = QScrollArea()
        self.side_scroll.setObjectName("side_texts")
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.side_scroll.setFrameShape(QFrame.NoFrame)
        self.side_scroll.setWidget(texts_host)
        side_layout.addWidget(self.side_scroll, 3)
        history = QGridLayout()  # the value-history strip beside the list's heading (the start) and its moves
        history.addWidget(self.strip, 0, 0, 2, 1)
        history.addWidget(self.moves_label, 0, 1)
        history.addWidget(self.moves, 1, 1)
        history.setRowStretch(1, 1)
        side_layout.addLayout(history, 2)
        replay = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            replay.addWidget(b)
        side_layout.addLayout(replay)
        side_layout.addWidget(self.replay_label)
        self.side_panel = side
        side.setObjectName("side_panel")
        for host in (side, texts_host):  # their layouts ask for room: widen the panel (_fit_side)
            host.installEventFilter(self)
        split = QSplitter()
        split.addWidget(self.board_stack)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([860, 380])
        self.splitter = split
        self.banner = QLabel(self.board_stack)  # the end of the game, over the board
        self.banner.setObjectName("end_banner")
        self.banner.setAlignment(Qt.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.banner.setStyleSheet("background: rgba(255, 255, 255, 225); color: black; border: 3px solid black;"
                                  " border-radius: 10px; padding: 10px;")
        keep_scaled(self.banner, 1.6)
        self.banner.hide()
        self._banner_slot: QWidget | None = None  # the strip the view keeps for the banner (GameView.banner_slot)
        self.board_stack.installEventFilter(self)
        theme().changed.connect(self._on_theme)
        self._on_theme()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.retranslate()

    # -- starting ---------------------------------------------------------------------------------
    def release(self) -> None:
        """The window is closing: the view lets go of what would outlive it."""
        if self.game_view is not None:
            self.game_view.stop()
            self.game_view.dropped()

    def start(self, match: Match, path: str | None = None, board_scene: DrawingScene | None = None) -> None:
        """Show ``match`` (new, or loaded from the file ``path``) with its game's view; ``board_scene``
        is its board's scene when it was built already (a big board, in steps: MainWindow.open_path)."""
        self._move_token = next(self._tokens)  # any pending answer is now stale
        self._study_token = next(self._tokens)
        self.thinking = False
        if self.game_view is not None:
            self.game_view.stop()
            self.game_view.dropped()
            old = self.game_view.widget()
            self.board_stack.removeWidget(old)
            old.deleteLater()
            self.game_view.deleteLater()
        self.match = match
        self._revealed_at = None  # a new match: nothing of it revealed yet
        self.path = path
        self._judged = {}
        self._history_token = next(self._tokens)
        self._history_busy = False
        self._reviews = []
        self.end_review()
        self._saved_record = match.record() if path is not None else None
        view_class = VIEWS[match.spec.id]
        board = match.setup.board
        CanvasGameView.prebuilt = board_scene
        try:
            self.game_view = view = view_class(match, board, self) if board is not None else view_class(match, None, self)
        finally:
            CanvasGameView.prebuilt = None
        view.move_chosen.connect(self._on_move_chosen)
        view.message.connect(self.message)
        view.undo_requested.connect(lambda: self.message.emit(self.undo()))
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
        ply = self.shown_ply()
        self.game_view.show(self.match.observation(viewer, ply), animate, self.match.moves[ply - 1] if ply else None)

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
            text = self.refusal_text(exc.code)
            self.message.emit(text)
            self.game_view.refused(text)
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
        if isinstance(result, Exception) and token in (self._history_token, self._study_token):
            self._history_busy = self._history_busy and token != self._history_token
            self.teaching_text.setText(self.tr("The teaching layer could not judge this position."))
            return
        if isinstance(result, Exception):
            self.thinking = False
            self.message.emit(self.tr("The computer could not move: %1").replace("%1", type(result).__name__))
            self._refresh_status()
            return
        assert isinstance(result, tuple)
        kind, payload = result
        if kind == "move" and token == self._move_token:
            wait = max(0, COMPUTER_PAUSE_MS - int((time.monotonic() - self._asked_at) * 1000))
            QTimer.singleShot(wait, self, lambda: self._computer_moves(token, payload))  # dies with the page
        elif kind == "study" and token == self._study_token:
            self._study_payload = payload
            self._show_study()
        elif kind == "hint" and token == self._study_token:
            self._hint_payload = payload
            self._show_hint()
        elif kind == "history":
            match, judged, seconds = payload
            if token == self._history_token:
                self._history_busy = False
            if match is not self.match:
                return  # a job for a game no longer shown
            for key, found in judged.items():  # keyed by the moves to them: still right after undo
                known = self._judged.get(key)
                if known is None or not all(j.exact for j in known):  # a quick look never undoes a longer one
                    self._judged[key] = found
            self._show_history()
            if self._review_index is not None:
                self._open_review()
            if not self._history_busy and (self.teaching.isChecked() or self._review_index is not None):
                self._request_history(max(seconds, HISTORY_SECONDS if self._review_index is None else REVIEW_SECONDS))

    def _computer_moves(self, token: int, choice: Choice) -> None:
        if token != self._move_token or self.match is None:
            return
        self.thinking = False
        seat = self.match.seat_to_move()
        unsure = not choice.solved and seat is not None and seat.level in self.match.spec.exact_levels
        self._unsure_ply = len(self.match.moves) + 1 if unsure else None  # said with the move, where the room looks
        self.play(choice.move)

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
        self._review_index = None  # a step of its own ends the review; show_turning_point sets it again
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
    def can_hint(self) -> bool:
        """A hint is for a person to move in a running game the solver may look at."""
        match = self.match
        return (match is not None and match.spec.analyse is not None and not match.spec.hidden_information
                and self.replay_ply is None and match.state.outcome() is None and not match.computer_to_move())

    def ask_hint(self) -> None:
        """One suggested move and one sentence, worked out off the GUI thread."""
        if not self.can_hint():
            return
        assert self.match is not None and self.match.spec.analyse is not None
        analyse, state = self.match.spec.analyse, self.match.state
        self._study_token = token = next(self._tokens)
        self._hint_payload = None
        self._set_hint(self.tr("Thinking…"))
        self.worker.start(token, lambda: ("hint", analyse(state, Deadline(TEACHING_SECONDS))))

    def _set_hint(self, text: str) -> None:
        self.hint_text.setText(text)
        self.hint_text.setVisible(bool(text))  # no empty gap in the panel when there is no hint

    def _show_hint(self) -> None:
        """The move to try: a winning one; when lost, the one that resists longest; unsolved, the best found."""
        assert self.game_view is not None
        analysis = self._hint_payload
        if analysis is None:
            return
        if self.hidden():
            self._set_hint(self.tr("A hint is ready: press R to reveal it."))
            self._update_reveal_button()
            return
        state = self.match.state if self.match else None
        winning = [m for m in analysis.winning_moves if m in analysis.preferred] or analysis.winning_moves
        pool = winning or analysis.preferred or (list(state.legal_moves()) if state is not None else [])
        if not pool:
            self._set_hint("")
            return
        move = pool[0]
        who = self.game_view.short_seat_name(self.match.state.current_player)
        what = f"{who} {self.game_view.describe(move, self.match.observation(self.viewer))}"
        if winning:
            text = self.tr("Hint: %1. This move wins with perfect play.")
        elif analysis.solved:
            text = self.tr("Hint: %1. Every move loses against perfect play; this one makes the game last longest.")
        else:
            text = self.tr("Hint: %1. The position is too big to solve in time; this is the best move found.")
        self._set_hint(text.replace("%1", what))
        self.game_view.highlight([move])

    def _refresh_teaching(self) -> None:
        on = self.teaching.isChecked()
        self.strip.setVisible(on and self.match is not None and not self.match.spec.hidden_information)
        if on:
            self._study(force=False)
            self._request_history(HISTORY_SECONDS)
        else:
            self.teaching_text.clear()
            self._study_payload = None
            if self.game_view is not None:
                self.game_view.highlight([])
                self.game_view.show_judgements([])
                self.game_view.show_teaching(None)
            self._show_history()

    def _study(self, force: bool) -> None:
        if self.match is None or not (force or self.teaching.isChecked()):
            return
        if self.match.spec.hidden_information:  # nothing may be studied that a seat cannot see
            return
        ply = self.shown_ply()
        state = self.match.state_at(ply)
        if state.outcome() is not None:
            self.teaching_text.clear()
            self._study_payload = None
            self.game_view.highlight([])
            self.game_view.show_judgements([])
            self.game_view.show_teaching(None)
            return
        self._study_token = token = next(self._tokens)
        view = self.game_view
        key = tuple(self.match.moves[:ply])
        self.teaching_text.setText(self.tr("Thinking…"))

        def job() -> tuple:
            study = view.study(state, TEACHING_SECONDS)  # the one analysis: marks, words and why agree
            judged = list(study.judgements) if isinstance(study, Study) else []
            return ("study", (key, study, judged, best(judged), list(study.why) if isinstance(study, Study) else []))

        self.worker.start(token, job)

    def _on_link(self, link: str) -> None:
        if self.game_view is not None:
            self.game_view.link_activated(link, self)

    def why_sentence(self, reasons: list[Reason]) -> str:
        """The reasons of a move, in one sentence."""
        assert self.game_view is not None
        return "; ".join(self.game_view.why_text(r) for r in reasons)

    def _show_study(self) -> None:
        payload, view = self._study_payload, self.game_view
        if payload is None or view is None or self.match is None:
            return
        key, study, judged, top, why = payload
        if key != tuple(self.match.moves[:self.shown_ply()]):
            return  # another position is on the board now
        self._judged[key] = judged
        if self.hidden():
            self.teaching_text.setText(self.tr("Judgements are hidden: press R to reveal them."))
            view.show_judgements([])
            view.highlight([])
            view.show_teaching(None)
            self._update_reveal_button()
            self._show_history()
            return
        state = self.match.state_at(self.shown_ply())
        html = view.teaching_html(state, study)
        if top is not None and why:
            who = view.describe(top.move, self.match.observation(self.viewer, self.shown_ply()))
            html += "<p>" + self.tr("Why “%1” %2: %3.").replace("%1", who).replace("%2", verdicts.describe(top)) \
                .replace("%3", self.why_sentence(why)) + "</p>"
        self.teaching_text.setText(html)
        view.show_judgements(judged)
        view.highlight(view.teaching_moves(study))
        view.show_teaching(study)
        self._show_history()

    # -- the value history, the review and the classroom reveal ------------------------------------------
    def _position(self) -> tuple:
        """The position shown: the moves that led to it, and whether it is the game's last."""
        return (self._key(self.shown_ply()), self.replay_ply is None) if self.match else ()

    def hidden(self) -> bool:
        """Classroom mode keeps judgements and hints hidden until the teacher reveals them (R)."""
        return theme().classroom and self._revealed_at != self._position()

    def toggle_reveal(self) -> None:
        if not theme().classroom:
            return
        self._revealed_at = self._position() if self.hidden() else None
        self._show_study()
        self._show_hint()
        self._show_history()
        self._refresh_status()
        self._update_reveal_button()

    def _update_reveal_button(self) -> None:
        pending = self.teaching.isChecked() or self._hint_payload is not None
        self.reveal_button.setVisible(theme().classroom and pending)
        self.reveal_button.setText(self.tr("Reveal (R)") if self.hidden() else self.tr("Hide (R)"))

    def _key(self, ply: int) -> tuple[Move, ...]:
        assert self.match is not None
        return tuple(self.match.moves[:ply])

    def _request_history(self, seconds: float) -> None:
        """Judge, off the GUI thread, every position of the game not judged yet."""
        match = self.match
        if match is None or match.spec.teaching is None or match.spec.hidden_information:
            return
        missing = [(self._key(i), match.state_at(i)) for i in range(len(match.moves) + 1) if self._key(i) not in self._judged]
        if not missing:
            self._show_history()
            return
        if self._history_busy:
            return  # the running job asks again when it ends
        self._history_busy = True
        self._history_token = token = next(self._tokens)
        judge = match.spec.teaching.judge

        def job() -> tuple:
            out = {}
            for key, state in missing:
                out[key] = judge(state, Deadline(seconds)) if state.outcome() is None else []
            return ("history", (match, out, seconds))

        self.worker.start(token, job)

    def reviews(self) -> list[PlyReview]:
        """Every move of the game against the best its mover had, as far as positions are judged."""
        match = self.match
        if match is None:
            return []
        states = [match.state_at(i) for i in range(len(match.moves) + 1)]
        judged = {i: self._judged[self._key(i)] for i in range(len(match.moves)) if self._key(i) in self._judged}
        return review(states, match.moves, judged)

    def _strip_rows(self) -> list[QRectF]:
        """The strip's rows: the start beside the list's heading, position k beside move k as the list
        shows it (wrapped lines and scrolling included; empty when scrolled out of sight)."""
        strip, view = self.strip, self.moves.viewport()
        top = strip.mapFromGlobal(self.moves_label.mapToGlobal(QPoint(0, 0))).y()  # siblings: through the screen
        rows = [QRectF(0, top, strip.width(), self.moves_label.height())]
        for i in range(self.moves.count()):
            shown = self.moves.visualItemRect(self.moves.item(i)).intersected(view.rect())
            y = strip.mapFromGlobal(view.mapToGlobal(shown.topLeft())).y()
            rows.append(QRectF(0, y, strip.width(), shown.height()) if not shown.isEmpty() else QRectF())
        return rows

    def _show_history(self) -> None:
        """The strip and the move list's marks, from the judgements known so far."""
        match = self.match
        if match is None:
            return
        on = self.teaching.isChecked() or self._review_index is not None
        self._reviews = self.reviews() if on else []
        turning = {r.ply for r in self._reviews if r.turning}
        judged = {i: self._judged[self._key(i)] for i in range(len(match.moves) + 1) if self._key(i) in self._judged}
        rows = standings([match.state_at(i) for i in range(len(match.moves) + 1)], match.moves, judged)
        hidden = self.hidden()
        self.strip.set_data(rows, set() if hidden else turning, self.shown_ply(),
                            self.tr("Hidden (R)") if hidden else "")
        for i in range(self.moves.count()):
            item = self.moves.item(i)
            r = self._reviews[i] if i < len(self._reviews) and not hidden else None
            mark = r is not None and r.turning
            item.setIcon(_lose_icon(self.fontMetrics().height()) if mark else QIcon())
            item.setBackground(QBrush(QColor(213, 94, 0, 40)) if mark else QBrush())
            item.setToolTip(self.review_sentence(r) if r is not None and r.played is not None else "")
            base = item.data(Qt.UserRole) or item.text()
            item.setData(Qt.UserRole, base)
            item.setText(base + ("  " + self.gave_away_text(r) if mark and r is not None else ""))
        self.announcement.setText(self.last_move_text())

    def gave_away_text(self, r: PlyReview) -> str:
        text = self.tr("gave away a win") if r.gave_away == Verdict.WIN else self.tr("gave away a draw")
        if r.cost:
            text += " " + self.tr("(%1 points)").replace("%1", verdicts.number_text(-r.cost))
        return text

    def review_sentence(self, r: PlyReview) -> str:
        """What a played move was, against the best: "This move loses; the best, removes edge 1–2, wins"."""
        assert self.game_view is not None and self.match is not None
        if r.played is None:
            return ""
        text = self.tr("This move %1.").replace("%1", verdicts.describe(r.played))
        if r.best is not None and r.best.move != r.played.move and rank(r.best) > rank(r.played):
            what = self.game_view.describe(r.best.move, self.match.observation(self.viewer, r.ply - 1))
            text += " " + self.tr("Best was: %1, which %2.").replace("%1", what).replace("%2", verdicts.describe(r.best))
        return text

    def start_review(self) -> None:
        """Step through the moves that turned the game: judge every position, then show the first."""
        if self.match is None or self.match.spec.teaching is None or not self.match.moves:
            return
        self._review_index = 0
        self.review_box.show()
        self.review_text.setText(self.tr("Looking for the turning points…"))
        if not self.teaching.isChecked():
            self.teaching.setChecked(True)
        # What the quick history left unsolved gets another, longer look.
        self._judged = {key: judged for key, judged in self._judged.items() if all(j.exact for j in judged)}
        self._history_busy = False  # a running quick job's answer still counts; this one judges the rest
        self._request_history(REVIEW_SECONDS)
        self._open_review()

    def _open_review(self) -> None:
        points = turning_points(self.reviews())
        match = self.match
        if match is None or self._review_index is None:
            return
        if any(self._key(i) not in self._judged for i in range(len(match.moves))):
            return  # still judging
        if not points:
            self.review_text.setText(review_summary(self.reviews()))  # says what is proved and what estimated
            self.review_prev.setEnabled(False)
            self.review_next.setEnabled(False)
            return
        self.show_turning_point(min(self._review_index, len(points) - 1))

    def _review_step(self, step: int) -> int:
        return (self._review_index or 0) + step

    def show_turning_point(self, index: int) -> None:
        """Show the position before turning point ``index`` with its moves judged, and why."""
        points = turning_points(self.reviews())
        if not points or self.match is None or self.game_view is None:
            return
        index = max(0, min(index, len(points) - 1))
        self._review_index = index
        r = points[index]
        self.go_to_ply(r.ply - 1)
        self._review_index = index
        self.review_box.show()
        who = self.seat_name(r.mover)
        move = self.game_view.describe(self.match.moves[r.ply - 1], self.match.observation(self.viewer, r.ply - 1))
        lines = [self.tr("Turning point %1 of %2: move %3, %4 %5 (%6).").replace("%1", str(index + 1))
                 .replace("%2", str(len(points))).replace("%3", str(r.ply)).replace("%4", who).replace("%5", move)
                 .replace("%6", self.gave_away_text(r)), self.review_sentence(r)]
        teaching = self.match.spec.teaching
        state = self.match.state_at(r.ply - 1)
        if teaching is not None and r.played is not None and r.best is not None:
            lines.append(self.tr("Why the move played %1: %2.").replace("%1", verdicts.verdict_word(r.played.verdict))
                         .replace("%2", self.why_sentence(teaching.why(state, r.played.move, Deadline(1.0)))))
            lines.append(self.tr("Why the best move %1: %2.").replace("%1", verdicts.verdict_word(r.best.verdict))
                         .replace("%2", self.why_sentence(teaching.why(state, r.best.move, Deadline(1.0)))))
        self.review_text.setText("<p>" + "</p><p>".join(lines) + "</p>")
        self.review_prev.setEnabled(index > 0)
        self.review_next.setEnabled(index < len(points) - 1)

    def end_review(self) -> None:
        self._review_index = None
        self.review_box.hide()

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
        self.moves.scrollToBottom()
        self.moves.blockSignals(False)
        view.highlight([])
        self._set_hint("")
        self._hint_payload = None
        self._refresh_status()
        self._refresh_teaching()
        self.history_changed.emit()

    def result_text(self, outcome: Outcome) -> str:
        """Who won: one, several sharing first place, or nobody (the banner over the board says this)."""
        match = self.match
        assert match is not None
        if not outcome.winners:
            return self.tr("A draw.")
        humans = match.humans()
        names = [self.seat_name(w) for w in outcome.winners]
        alone = len(humans) == 1 and len(match.seats) > 1  # one person against the computer
        if alone and outcome.winners == (humans[0],):
            return self.tr("You win!")
        if alone and humans[0] in outcome.winners:
            return self.tr("You share first place.")
        if alone and len(match.seats) == 2:
            return self.tr("The computer wins.")
        if len(names) == 1:
            return self.tr("%1 wins!").replace("%1", names[0])
        return self.tr("%1 share first place.").replace("%1", ", ".join(names))

    def outcome_text(self, outcome: Outcome) -> str:
        """Who won, how the game ended, and the scores."""
        assert self.game_view is not None
        if outcome.winners:
            text = self.tr("Game over. %1").replace("%1", self.result_text(outcome))
        else:
            text = self.tr("Game over: a draw.")
        parts = [text, self.game_view.ending(outcome.termination)]
        if outcome.scores is not None:
            scores = ", ".join(f"{self.seat_name(i)} {s}" for i, s in enumerate(outcome.scores))
            parts.append(self.tr("Scores: %1.").replace("%1", scores))
        return " ".join(parts)

    def last_move_text(self) -> str:
        """The move that led to the position shown, for the room: "Computer (Player B) removes vertex 14."."""
        match, view = self.match, self.game_view
        ply = self.shown_ply()
        if match is None or view is None or ply == 0:
            return ""
        text = f"{self.seat_name(match.mover_of(ply - 1))} {view.describe(match.moves[ply - 1], match.observation(self.viewer, ply - 1))}."
        if self._unsure_ply == ply:
            text += " " + self.tr("(The computer could not solve this position in time: it played the best move its search found.)")
        if self.teaching.isChecked() and not self.hidden() and ply - 1 < len(self._reviews):
            text += " " + self.review_sentence(self._reviews[ply - 1])
        return text

    def _show_banner(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.setVisible(bool(text))
        self._place_banner()

    def _place_banner(self) -> None:
        """Over the board, in the wider free band above or below the pieces (a Hackenbush ground may be at the top)."""
        area = self.board_stack.rect()
        width = min(area.width() - 40, max(320, area.width() * 2 // 3))
        self.banner.setFixedWidth(max(100, width))
        self.banner.adjustSize()
        top = 16
        canvas = self.canvas
        slot = self.game_view.banner_slot() if self.game_view is not None else None
        if slot is not None and slot.isVisible():  # a strip the view keeps free: nothing of it is covered
            slot.setFixedHeight(self.banner.height() + 8)
            if slot is not self._banner_slot:  # the header above it may change its height: the banner follows
                self._banner_slot = slot
                slot.installEventFilter(self)
            top = slot.mapTo(self.board_stack, QPoint(0, 4)).y()
        elif canvas is not None and canvas.isVisible():
            pieces = canvas.mapFromScene(canvas.drawing_scene.content_rect()).boundingRect()
            pieces.translate(canvas.mapTo(self.board_stack, canvas.rect().topLeft()))
            below = area.bottom() - pieces.bottom()
            if below > pieces.top() and below > self.banner.height():
                top = area.bottom() - self.banner.height() - 16
        self.banner.move(area.center().x() - self.banner.width() // 2, top)
        self.banner.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if ((watched is self.board_stack and event.type() == QEvent.Resize)
                or (event.type() == QEvent.Move and watched is self._banner_slot)) and self.banner.isVisible():
            self._place_banner()
        elif watched in (self.side_panel, self.side_scroll.widget()) and event.type() == QEvent.LayoutRequest:
            QTimer.singleShot(0, self, self._fit_side)
        return super().eventFilter(watched, event)

    def _on_theme(self) -> None:
        """Classroom type: replay icons grow with the text, the move list keeps several rows."""
        size = self.fontMetrics().height() + 6
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            b.setIconSize(QSize(size, size))
        box = self.fontMetrics().height()
        self.teaching.setStyleSheet(f"QCheckBox::indicator {{ width: {box}px; height: {box}px; }}")
        self._fit_side()
        if self.match is not None:  # classroom mode hides judgements until revealed; leaving it shows them
            self._show_study()
            self._show_hint()
            self._show_history()
            self._update_reveal_button()

    def _fit_side(self) -> None:
        """The side panel is as wide as its widest button row needs, so nothing is cut at the right."""
        inner = self.side_scroll.widget()
        need = max(self.side_panel.layout().minimumSize().width(),
                   inner.minimumSizeHint().width() + self.side_scroll.verticalScrollBar().sizeHint().width() + 24)
        self.side_panel.setMinimumWidth(max(300, need))
        self.moves.setMinimumHeight(self.fontMetrics().lineSpacing() * 4)

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
        self.announcement.setText(self.last_move_text())
        self._show_banner(self.result_text(outcome) if outcome is not None else "")
        self.hint_button.setEnabled(self.can_hint())
        total = len(match.moves)
        self.replay_label.setText(self.tr("Showing move %1 of %2").replace("%1", str(self.shown_ply())).replace("%2", str(total)))
        self.undo_button.setEnabled(self.can_undo())
        self.redo_button.setEnabled(self.can_redo())
        self.teaching.setEnabled(not match.spec.hidden_information)
        self.review_button.setEnabled(match.spec.teaching is not None and bool(match.moves))
        self._update_reveal_button()

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint"))
        self.undo_button.setText(self.tr("Undo move"))
        self.redo_button.setText(self.tr("Redo move"))
        self.rules_button.setText(self.tr("Rules"))
        self.new_button.setText(self.tr("New game"))
        self.again_button.setText(self.tr("Play again"))
        self.again_button.setToolTip(self.tr("The same game again: same board, players and options"))
        self.review_button.setText(self.tr("Review"))
        self.review_button.setToolTip(self.tr("Step through the moves that turned the game, and why"))
        self.review_prev.setText(self.tr("Previous"))
        self.review_next.setText(self.tr("Next"))
        self.review_close.setText(self.tr("Close"))
        self.reveal_button.setToolTip(self.tr("Classroom: show or hide the judgements and the hint (R)"))
        self._fit_side()
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
