"""The page where a game is played: a host that knows no game, laid out for a projector first.

At 1280x720 in classroom type the board takes most of the window; beside it a narrow panel keeps
the heads-up (whose turn, the last move in words, the scores: always in view, in large type) and the
actions; the move list, the replay and the teaching text live in a drawer that opens beside the
board on a normal screen (open by default) and in the side panel under the heads-up in classroom
mode (closed by default; the board keeps more than 60% of the window). A refused move is said in
large type at the foot of the board and stays until the next action; the end of a game is said in
the heads-up and in a banner at the top of the board; each in a band the board keeps clear.

The match owns the rules of turn, undo and the record; the view owns the board and its input; what
the page says of the position comes from :func:`page_facts`. For hidden-information games played by
several people at one screen, a curtain asks the screen to be passed before a seat's cards show.
Solver calls run on a worker thread.
"""

from __future__ import annotations

import itertools
import random
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QMenu, QSizePolicy, QStackedWidget, QToolButton, QVBoxLayout, QWidget

from graphgames_desktop.games.base import Choice, IllegalMoveError, Move, Outcome, State
from graphgames_desktop.games.match import Match, MatchRefusal
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.teaching import (
    WHY_SECONDS,
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
from graphgames_desktop.graph import fileio
from graphgames_desktop.ui import texts, verdicts
from graphgames_desktop.ui.announce import announce, forget_said
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.flow_layout import FlowLayout
from graphgames_desktop.ui.game.move_list import MoveRow
from graphgames_desktop.ui.game.overlays import BoardNote, Curtain, NotesLayout
from graphgames_desktop.ui.menu_keys import keep_letters
from graphgames_desktop.ui.teaching_texts import review_summary
from graphgames_desktop.ui.theme import TYPE, em, theme
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import CanvasGameView, GameView
from graphgames_desktop.ui.views.board_words import BoardDescription, board_paragraphs
from graphgames_desktop.ui.views.drawer import Drawer, paragraphs
from graphgames_desktop.ui.views.game_actions import GameActions, action_button
from graphgames_desktop.ui.views.heads_up import HeadsUp
from graphgames_desktop.ui.views.move_box import MoveBox
from graphgames_desktop.ui.views.page_facts import PageFacts, page_facts, result_text
from graphgames_desktop.ui.worker import Worker

# The computer never answers faster than this, so a person sees what happened.
COMPUTER_PAUSE_MS = 700
#: One study of a position: its judgements, the facts stated and why the best move is best (it was two
#: analyses of 2 s each and 1 s for why; the first Blue-Red analysis of a session loads its kernel).
TEACHING_SECONDS = 4.0
#: Budgets of the next studies of a position whose study left moves unsolved, while it stays on the
#: board with the teaching layer on: the solver's tables keep what each study found, so the next goes
#: on from there (a 24-vertex, 36-edge drawn board can take 5-10 s; the marks fill in).
TEACHING_MORE_SECONDS = (15.0, 60.0)
#: Seconds to judge each earlier position for the value history (a review allows more).
HISTORY_SECONDS = 0.3
REVIEW_SECONDS = 1.0
#: The side panel's share of the page's width, and its bounds in lines of type.
SIDE_SHARE, SIDE_MIN_EM, SIDE_MAX_EM = 0.27, 10.5, 17.0
#: The side panel's width in classroom mode with the drawer open in it, in lines of type: the explanation's
#: lines about 45 characters long, the action buttons three a row; and its share of the page's width at
#: most, so that the board keeps more than 60% of the window (at 1280x720 the share is the lesser).
CLASSROOM_SIDE_EM, CLASSROOM_SIDE_SHARE = 18.0, 0.35
#: The drawer's width, in lines of type.
DRAWER_EM = 14.0
#: The board metadata key of how the page showed a saved game.
VIEW_META = "page"


class GamePage(QWidget):
    message = Signal(str)
    rules_requested = Signal(str)
    new_game_requested = Signal(str)
    play_again_requested = Signal()
    history_changed = Signal()
    #: A sentence said to screen readers (a move and whose turn, a refusal): see announce.py.
    announced = Signal(str)

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
        self._move_token = 0  # the computer-move (or automatic move) job whose answer is still wanted
        self._study_token = 0  # likewise for the teaching analysis
        self._study_deadline: Deadline | None = None  # the running study's, cancelled when it goes stale
        self._study_round = 0  # 0: the first study of the position shown; then TEACHING_MORE_SECONDS's
        self._studying_more = False  # a longer study of the position shown is running
        self._asked_at = 0.0
        self.thinking = False
        self._verdict = ""  # the verdict of the study shown ("": none)
        self._unsure_ply: int | None = None  # the ply the computer played without solving the position
        #: Whether the strong player is "perfect" in this game: proved by the setup's check of the start or
        #: by its first move solved (True), not proved (None), or a move it could not prove (False).
        self._perfect: bool | None = None
        self.start_proved: bool | None = None  # the setup's check of the start, kept for a rematch
        # Judgements of every legal move, by the moves that led to the position (so undo keeps them right).
        self._judged: dict[tuple[Move, ...], list[Judgement]] = {}
        self._history_token = 0
        self._history_busy = False  # one history job at a time; it asks for more when it ends
        self._study_payload: tuple | None = None  # the last study shown: (ply, study, judgements, best, why)
        self._hint_payload: Study | None = None
        #: Classroom: judgements and hints stay hidden until the teacher reveals them, for the position shown
        #: then (a language switch or a redraw keeps them; another position hides them again).
        self._revealed_at: tuple | None = None
        self._reviews: list[PlyReview] = []
        self._review_index: int | None = None  # the turning point shown by the post-game review
        # Why a move of the review is what it is, by the moves to its position and the move: worked out
        # on the worker (a search of up to a second a move), kept for the match.
        self._reasons: dict[tuple[tuple[Move, ...], Move], list[Reason]] = {}
        self._why_jobs: dict[int, tuple[Match, list[tuple[tuple[Move, ...], Move]]]] = {}  # token: (match, keys)
        self.facts: PageFacts | None = None
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_worker)

        # The board area: the board (or the curtain) over the view's input strip; notes over the board.
        self.board_stack = QStackedWidget()
        self.board_stack.setObjectName("board_area")
        self.board_stack.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.curtain = Curtain()
        self.curtain.revealed.connect(self._reveal)
        self.board_stack.addWidget(self.curtain)
        self.board_area = QWidget()  # the board stack and the notes over it share one cell
        self.board_area.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        area_layout = QGridLayout(self.board_area)
        area_layout.setContentsMargins(0, 0, 0, 0)
        area_layout.addWidget(self.board_stack, 0, 0)
        self.palette_slot = QVBoxLayout()
        self.palette_slot.setContentsMargins(0, 0, 0, 0)
        board_column = QVBoxLayout()
        board_column.setContentsMargins(0, 0, 0, 0)
        board_column.setSpacing(0)
        board_column.addWidget(self.board_area, 1)
        board_column.addLayout(self.palette_slot)
        self.move_box = MoveBox()  # moves typed as the move list writes them; beside the board, which keeps its room
        self.move_box.submitted.connect(self._on_typed)
        self.banner = BoardNote("end_banner", TYPE.banner, "background: rgba(255, 255, 255, 230); color: black;"
                                " border: 3px solid black; border-radius: 10px; padding: 10px;")
        self.notice = BoardNote("refusal_notice", TYPE.heads_up, "background: #fff4f4; color: #8a0000;"
                                " border: 3px solid #d62828; border-radius: 8px; padding: 6px;")
        self.notes = NotesLayout()  # over the board, in its cell: the banner at the top, a refusal at the foot
        area_layout.addLayout(self.notes, 0, 0)
        self.notes.set_notes(self.banner, self.notice)
        self.notes.bands_changed.connect(self._keep_band)
        self._banner_strip: NotesLayout | None = None  # the view's strip holding the banner (GameView.banner_slot)

        # The side panel: the heads-up, then the actions; nothing in it scrolls.
        self.actions = GameActions(self)
        self.actions.hint.triggered.connect(self.ask_hint)
        self.actions.undo.triggered.connect(lambda: self.message.emit(self.undo()))
        self.actions.redo.triggered.connect(lambda: self.message.emit(self.redo()))
        self.actions.rules.triggered.connect(lambda: self.match and self.rules_requested.emit(self.match.spec.id))
        self.actions.new_game.triggered.connect(lambda: self.match and self.new_game_requested.emit(self.match.spec.id))
        self.actions.play_again.triggered.connect(self.play_again_requested)
        self.actions.review.triggered.connect(self.start_review)
        self.actions.reveal.triggered.connect(self.toggle_reveal)
        self.actions.teaching.toggled.connect(self._refresh_teaching)
        self.actions.teaching.toggled.connect(self._show_face_to_read)  # classroom tabs
        self.actions.drawer.toggled.connect(self._on_drawer_toggled)
        self.actions.describe.triggered.connect(self.describe_board)
        self.teaching = self.actions.teaching
        self.heads_up = HeadsUp()
        self.heads_up.changed.connect(lambda: self._keep_explanation_room(lower_only=True))
        self.status = self.heads_up.turn
        self.announcement = self.heads_up.last_move
        self.hint_text = self.heads_up.hint
        self.seats_label = self.heads_up.seats
        self.title = self.heads_up.title
        a = self.actions
        self.hint_button, self.undo_button, self.redo_button, self.review_button, self.reveal_button, \
            self.again_button, self.new_button, self.rules_button, self.teaching_button, self.drawer_button, \
            self.describe_button = (action_button(x) for x in (a.hint, a.undo, a.redo, a.review, a.reveal, a.play_again,
                                                               a.new_game, a.rules, a.teaching, a.drawer, a.describe))
        # Classroom: the actions used once a game (rules, describe, a new game, again) behind one button, so the
        # bar takes fewer rows and the explanation beside the heads-up has them (a hint left it 81 px of 130).
        # Each keeps its key, its name and its entry in the Game menu.
        self.more_button = QToolButton()
        self.more_button.setObjectName("more_actions")
        self.more_button.setText("⋯")
        self.more_button.setPopupMode(QToolButton.InstantPopup)
        self.more_menu = QMenu(self.more_button)
        keep_letters(self.more_menu)
        self.more_menu.addActions([a.rules, a.describe, a.new_game, a.play_again])
        self.more_button.setMenu(self.more_menu)
        self.action_bar = QWidget()
        self.action_bar.setObjectName("action_bar")
        self.action_flow = FlowLayout(self.action_bar)
        self.action_flow.setContentsMargins(0, 0, 0, 0)
        self.action_bar.installEventFilter(self)  # its buttons' words or type changed: the rows they need
        self._game_buttons: list[QWidget] = []
        side = QWidget()
        side.setObjectName("side_panel")
        self.side_panel = side
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.heads_up)
        side_layout.addStretch(0)  # the free room; the drawer's, when it stands here (_place_drawer)
        self._free_room = side_layout.itemAt(side_layout.count() - 1)
        # At the foot of the panel: the heads-up grows and shrinks above them, and a click lands where
        # it did a moment ago; the move box just above them, where typing finds it.
        side_layout.addWidget(self.move_box)
        side_layout.addWidget(self.action_bar)
        side.installEventFilter(self)  # its height: the heads-up's room (_fit_heads_up)

        # The drawer: teaching text, review, strip and moves, replay.
        self.drawer = d = Drawer()
        self.teaching_text = d.teaching_text
        self.teaching_text.linkActivated.connect(self._on_link)
        self.teaching_text.least_changed.connect(lambda: QTimer.singleShot(0, self, self._fit_heads_up))
        self.review_text, self.review_box = d.review_text, d.review_box
        self.review_text.linkActivated.connect(self._on_link)
        self.review_text.least_changed.connect(lambda: QTimer.singleShot(0, self, self._fit_heads_up))
        self.review_prev, self.review_next, self.review_close = d.review_prev, d.review_next, d.review_close
        self.review_prev.clicked.connect(lambda: self.show_turning_point(self._review_step(-1)))
        self.review_next.clicked.connect(lambda: self.show_turning_point(self._review_step(1)))
        self.review_close.clicked.connect(self.end_review)
        self.strip, self.moves, self.moves_label = d.strip, d.moves, d.moves_label
        self.strip.ply_clicked.connect(self.go_to_ply)
        self.moves.currentRowChanged.connect(self._on_move_selected)
        self.first_button, self.prev_button, self.next_button, self.last_button = (
            d.first_button, d.prev_button, d.next_button, d.last_button)
        self.first_button.clicked.connect(lambda: self.go_to_ply(0))
        self.prev_button.clicked.connect(lambda: self.go_to_ply(self.shown_ply() - 1))
        self.next_button.clicked.connect(lambda: self.go_to_ply(self.shown_ply() + 1))
        self.last_button.clicked.connect(lambda: self.go_to_ply(len(self.match.moves) if self.match else 0))
        self.replay_label = d.replay_label

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(board_column, 1)
        layout.addWidget(self.drawer, 0)
        layout.addWidget(side, 0)
        self.page_layout = layout
        theme().changed.connect(self._on_theme)
        self._on_theme()
        self.retranslate()

    # -- starting ---------------------------------------------------------------------------------
    def release(self) -> None:
        """The window is closing: the view lets go of what would outlive it."""
        self.stop_studying()
        if self.game_view is not None:
            self.game_view.stop()
            self.game_view.dropped()

    def start(self, match: Match, path: str | None = None, board_scene: DrawingScene | None = None,
              perfect: bool | None = None) -> None:
        """Show ``match`` (new, or loaded from the file ``path``) with its game's view; ``board_scene``
        is its board's scene when it was built already (a big board, in steps: MainWindow.open_path);
        ``perfect``: the setup's check of the start (GameSetup.perfect)."""
        self._move_token = next(self._tokens)  # any pending answer is now stale
        self._drop_study()
        self.thinking = False
        forget_said(self.window())  # what was said of the last game goes with it
        if self.game_view is not None:
            self._place_banner(None)  # out of the old view's strip before it goes
            self.game_view.stop()
            self.game_view.dropped()
            old = self.game_view.widget()
            self.board_stack.removeWidget(old)
            old.deleteLater()
            palette = self.game_view.palette()
            if palette is not None:
                self.palette_slot.removeWidget(palette)
                palette.hide()
                palette.deleteLater()
            for button in self._game_buttons:  # gone from the panel now, deleted when control returns
                self.action_flow.removeWidget(button)
                button.hide()
                button.setParent(None)
                button.deleteLater()
            self._game_buttons = []
            self.game_view.deleteLater()
        self.match = match
        self._revealed_at = None  # a new match: nothing of it revealed yet
        self.path = path
        self._judged = {}
        self._reasons = {}
        self._study_payload = None  # the old game's study, verdict and hint belong to another view
        self._set_verdict("")
        self._hint_payload = None
        self._history_token = next(self._tokens)
        self._history_busy = False
        self._reviews = []
        self._unsure_ply = None
        self._perfect = self.start_proved = perfect
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
        view.message.connect(self._on_view_message)
        view.undo_requested.connect(lambda: self.message.emit(self.undo()))
        self.board_stack.addWidget(view.widget())
        palette = view.palette()
        if palette is not None:
            self.palette_slot.addWidget(palette)
        self._lay_out_actions()
        self.title.setText(view.title())
        humans = match.humans()
        self.viewer = humans[0] if len(humans) == 1 else None
        self.replay_ply = None
        self._show_notice("")
        self.move_box.clear()  # a move typed for the last game is not one of this game
        self._show(animate=False)
        view.fit()
        self._refresh()
        self._announce(f"{view.title()}. {self.facts.turn}" if self.facts is not None else view.title())
        self._next_turn()

    def _lay_out_actions(self) -> None:
        """The page's actions this game supports, then the game's own (Pass), in one wrapping row."""
        match, view = self.match, self.game_view
        flow = self.action_flow
        while flow.count():
            flow.takeAt(0)
        supports = {
            self.hint_button: match is not None and match.spec.analyse is not None and not match.spec.hidden_information,
            self.teaching_button: match is not None and match.spec.teaching is not None and not match.spec.hidden_information,
            self.review_button: match is not None and match.spec.teaching is not None and not match.spec.hidden_information,
        }
        tucked = [self.describe_button, self.rules_button, self.new_button, self.again_button]
        if theme().classroom:  # behind the "⋯" button, at the bar's end
            for button in tucked:
                supports[button] = False
        order = [self.hint_button, self.undo_button, self.redo_button, self.teaching_button, self.reveal_button,
                 self.drawer_button, self.review_button, *tucked]
        for button in order:
            if supports.get(button, True):
                flow.addWidget(button)
            else:
                button.hide()
        for action in view.game_actions() if view is not None else []:
            button = action_button(action)
            self._game_buttons.append(button)
            flow.addWidget(button)
        if theme().classroom:
            flow.addWidget(self.more_button)
        self.more_button.setVisible(theme().classroom)
        for button in order:
            if supports.get(button, True) and button is not self.reveal_button:
                button.show()
        self._update_reveal_button()
        self._fit_panels()
        self._chain_tab_order()

    def _chain_tab_order(self) -> None:
        """Tab goes from the board to the move box, the view's input strip, the actions as they show, then
        the drawer's list and replay: play first, then what is said about it."""
        view = self.game_view
        chain: list[QWidget] = view.tab_stops() if view is not None else []
        chain.append(self.move_box.edit)
        palette = view.palette() if view is not None else None
        if palette is not None:
            chain.append(palette)  # its focus proxy, where it has one (the magic game's tray)
        for i in range(self.action_flow.count()):
            item = self.action_flow.itemAt(i)
            if item is not None and item.widget() is not None:
                chain.append(item.widget())
        chain += [self.moves, self.first_button, self.prev_button, self.next_button, self.last_button,
                  self.review_prev, self.review_next, self.review_close]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    @property
    def canvas(self):
        """The board's canvas, for graph games (export, fit, tests); None for others."""
        return getattr(self.game_view, "canvas", None)

    # -- the game as a document ---------------------------------------------------------------------
    @property
    def modified(self) -> bool:
        """Moves that a save would keep and that are not in a file yet. A new game has none until a person
        moves: the computer's opening moves alone are nothing a person would lose ("Save changes?" came
        when only the computer had moved)."""
        if self.match is None:
            return False
        record = self.match.record()
        if self._saved_record is None:
            match = self.match
            return any(not match.seats[match.mover_of(ply)].is_computer for ply in range(len(match.moves)))
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

    def saved_document(self) -> bytes:
        """The game as a file: its board, its record, and how the page showed it (the teaching layer on or
        off) in the board's metadata, so a saved or recovered game comes back as it was left."""
        assert self.match is not None
        board = self.board_drawing().copy()
        board.meta[VIEW_META] = {"teaching": self.teaching.isChecked()}
        return fileio.dumps_native(board, self.match.record())

    def restore_view(self, meta: dict) -> None:
        """Show the game as its file says it was shown (see saved_document)."""
        view = meta.get(VIEW_META)
        if isinstance(view, dict) and isinstance(view.get("teaching"), bool) and self.actions.teaching.isEnabled():
            self.teaching.setChecked(view["teaching"])

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
            self.move_box.clear()  # what the last person left typed is not the next person's move
            return
        self.board_stack.setCurrentWidget(self.game_view.widget())
        viewer = None if self.match.state.outcome() is not None else self.viewer
        ply = self.shown_ply()
        self.game_view.show(self.match.observation(viewer, ply), animate, self.match.moves[ply - 1] if ply else None)

    def _reveal(self) -> None:
        if self.match is not None:
            self._show_notice("")  # a refusal said behind the curtain is not the next person's
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
        if self._needs_curtain():  # nobody's cards are shown, so nobody's move is made (a key, a click)
            self._refuse(texts.page_refusal("curtain"))
            return
        if self.replay_ply is not None and self.replay_ply != len(self.match.moves):
            self._refuse(texts.page_refusal("replaying"))
            return
        if self.match.computer_to_move():
            self._refuse(texts.page_refusal("not_your_turn"))
            return
        self.play(move)

    def refusal_text(self, error: IllegalMoveError) -> str:
        if isinstance(error.code, MatchRefusal):
            return texts.page_refusal(error.code)
        assert self.game_view is not None
        return self.game_view.refusal_sentence(error)

    def _refuse(self, text: str) -> None:
        """Say why, where the players look (at the board's foot, until the next action), in the status bar
        and to a screen reader."""
        self.message.emit(text)
        self._show_notice(text)
        self._announce(text, assertive=True)

    def _announce(self, text: str, assertive: bool = False) -> None:
        if text:
            announce(self, text, assertive)
            self.announced.emit(text)

    def _announce_position(self) -> None:
        """The move just played and whose turn it is now, or how the game ended."""
        facts = self.facts
        if facts is not None:
            self._announce(" ".join(t for t in (facts.last_move, facts.turn, facts.ending if facts.over else "") if t))

    def _on_typed(self, text: str) -> None:
        """A move typed in the move box: the view reads it; played, the box empties; refused, it stays to be mended."""
        match, view = self.match, self.game_view
        if match is None or view is None:
            return
        if self._needs_curtain():  # the box is emptied: the text is nobody's move
            self.move_box.clear()
            self._refuse(texts.page_refusal("curtain"))
            return
        if self.replay_ply is not None or match.computer_to_move():  # said before the text is read
            self._refuse(texts.page_refusal("replaying" if self.replay_ply is not None else "not_your_turn"))
            return
        read = view.parse_move(text, match.observation(self.viewer))
        if isinstance(read, str):
            self._refuse(read)
            return
        played = len(match.moves)
        self._on_move_chosen(read)
        if len(match.moves) > played:
            self.move_box.clear()
        else:
            self.move_box.edit.selectAll()

    def describe_board(self) -> None:
        """The position shown, in words (B): whose turn, the last move, every piece and label, the scores."""
        match, view = self.match, self.game_view
        if match is None or view is None or self.facts is None or self._needs_curtain():
            return
        ply = self.shown_ply()
        viewer = None if match.state_at(ply).outcome() is not None else self.viewer
        dialog = BoardDescription(board_paragraphs(view, match.observation(viewer, ply), self.facts), self)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.open()

    def _update_move_box(self) -> None:
        """The completions: the legal moves of the person to move at the screen, none in replay or at the end."""
        match, view = self.match, self.game_view
        if match is None or view is None:
            return
        ours = (self.replay_ply is None and match.state.outcome() is None and not match.computer_to_move()
                and not self._needs_curtain())
        self.move_box.set_moves(view.typed_moves(match.observation(self.viewer)) if ours else [])

    def _on_view_message(self, text: str) -> None:
        """What a view says during a move being made (a refused target, a token with nowhere to go)."""
        self._refuse(text)

    def play(self, move: Move) -> bool:
        assert self.match is not None and self.game_view is not None
        try:
            self.match.play(move)
        except IllegalMoveError as exc:
            text = self.refusal_text(exc)
            self._refuse(text)
            self.game_view.refused(text)
            return False
        self.replay_ply = None
        self._show_notice("")
        self.game_view.cancel_input()
        self._show(animate=True)
        self._refresh()
        self._announce_position()
        self._next_turn()
        return True

    def _next_turn(self) -> None:
        """The computer's move is asked for; a move the rules force on a person (a pass) is played for them."""
        match, view = self.match, self.game_view
        if match is None or view is None:
            return
        if match.computer_to_move():
            self._move_token = token = next(self._tokens)
            job = match.computer_job(random.Random(self.rng.random()))
            self.thinking = True
            self._asked_at = time.monotonic()
            self._refresh_status()
            self.worker.start(token, lambda: ("move", job()))
            return
        self.thinking = False
        state = match.state
        forced = view.automatic_move(state) if state.outcome() is None and self.replay_ply is None else None
        if forced is not None:
            self._move_token = token = next(self._tokens)
            QTimer.singleShot(COMPUTER_PAUSE_MS, self, lambda: self._play_forced(token, forced))

    def _play_forced(self, token: int, move: Move) -> None:
        if token == self._move_token and self.match is not None and move in self.match.state.legal_moves():
            self.play(move)

    def _on_worker(self, token: int, result: object) -> None:
        if token in self._why_jobs:  # kept even when another turning point is shown by now
            match, keys = self._why_jobs.pop(token)
            if match is self.match:  # no reasons when the search failed: the sentence says nothing rather than crash
                self._reasons.update(dict.fromkeys(keys, []) if isinstance(result, Exception) else result)
                self._show_turning_point_text()
            return
        if isinstance(result, Exception) and token in (self._history_token, self._study_token):
            self._history_busy = self._history_busy and token != self._history_token
            self.teaching_text.setText(self.tr("The teaching layer could not judge this position."))
            self._set_verdict("")
            return
        if isinstance(result, Exception):
            if token == self._move_token:  # a teaching job asked for an older position failed: nobody waits for it
                self.thinking = False
                self.message.emit(self.tr("The computer could not move: %1").replace("%1", type(result).__name__))
                self._refresh_status()
            return
        assert isinstance(result, tuple)
        kind, payload = result
        if kind == "move" and token == self._move_token:
            wait = max(0, COMPUTER_PAUSE_MS - int((time.monotonic() - self._asked_at) * 1000))
            QTimer.singleShot(wait, self, lambda: self._computer_moves(token, payload))  # dies with the page
        elif kind == "study":
            match, study = payload
            if token == self._study_token:
                self._study_payload = study
                self._study_more()
                self._show_study()
            elif match is self.match:  # a position left before its study came: the value history keeps what it found
                self._keep_judgements(study[0], study[2])
                self._show_history()
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
                self._keep_judgements(key, found)
            self._show_history()
            if self._review_index is not None:
                self._open_review()
            if not self._history_busy and (self.teaching.isChecked() or self._review_index is not None):
                self._request_history(max(seconds, HISTORY_SECONDS if self._review_index is None else REVIEW_SECONDS))

    def _keep_judgements(self, key: tuple[Move, ...], found: list[Judgement]) -> None:
        """The judgements of the position the moves ``key`` lead to, unless it has them solved already (a
        quick look never undoes a longer one)."""
        known = self._judged.get(key)
        if known is None or not all(j.exact for j in known):
            self._judged[key] = found

    def _computer_moves(self, token: int, choice: Choice) -> None:
        if token != self._move_token or self.match is None:
            return
        self.thinking = False
        seat = self.match.seat_to_move()
        unsure = not choice.solved and seat is not None and seat.level in self.match.spec.exact_levels
        self._unsure_ply = len(self.match.moves) + 1 if unsure else None  # said with the move, where the room looks
        if unsure:
            self._perfect = False
        elif self._perfect is None and choice.solved:
            self._perfect = True
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
        text = self.tr("Moves taken back: %1").replace("%1", str(count))
        self._announce(f"{text}. {self.facts.turn}" if self.facts is not None else text)
        return text

    def redo(self) -> str:
        if not self.can_redo():
            return ""
        count = len(self._after_history_change(self.match.redo))
        text = self.tr("Moves played again: %1").replace("%1", str(count))
        self._announce(f"{text}. {self.facts.turn}" if self.facts is not None else text)
        return text

    def _after_history_change(self, change) -> list[Move]:
        self._move_token = next(self._tokens)  # any pending answer is now stale
        self.thinking = False
        changed = change()
        self.replay_ply = None
        self._show_notice("")
        self.game_view.cancel_input()
        self._show(animate=False)
        self._refresh()
        self._next_turn()
        return changed

    # -- replay ----------------------------------------------------------------------------------
    def go_to_ply(self, ply: int) -> None:
        if self.match is None:
            return
        ply = max(0, min(ply, len(self.match.moves)))
        self.replay_ply = None if ply == len(self.match.moves) else ply
        self._show_notice("")
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
        """One suggested move and one sentence, from the study of the position: the one the teaching layer
        marks the board from (reused when it is there already), so the hint and the marks agree."""
        if not self.can_hint():
            return
        assert self.match is not None and self.game_view is not None
        study = self._current_study()
        if study is not None:
            self._hint_payload = study
            self._show_hint()
            return
        view, state = self.game_view, self.match.state
        token = self._drop_study()
        self._hint_payload = None
        self._set_hint(self.tr("Thinking…"))
        self.worker.start(token, lambda: ("hint", view.study(state, Deadline(TEACHING_SECONDS))))

    def _current_study(self) -> Study | None:
        """The study of the position on the board, when the teaching layer has it already."""
        payload = self._study_payload
        if payload is None or self.match is None or payload[0] != tuple(self.match.moves[:self.shown_ply()]):
            return None
        return payload[1] if isinstance(payload[1], Study) else None

    def _set_hint(self, text: str) -> None:
        self.heads_up.set_hint(text)

    def _show_hint(self) -> None:
        """The move to try: a winning one; drawn, one that keeps the draw; lost, the one that resists
        longest; unsolved, the best found (and said so)."""
        assert self.game_view is not None
        study = self._hint_payload
        if not isinstance(study, Study) or self.match is None:
            return
        if self.hidden():
            self._set_hint(self.tr("A hint is ready: press R to reveal it."))
            self._update_reveal_button()
            return
        top = study.best
        if top is None:
            self._set_hint("")
            return
        who = self.game_view.short_seat_name(self.match.state.current_player)
        what = f"{who} {self.game_view.describe(top.move, self.match.observation(self.viewer))}"
        solved = all(j.exact and j.verdict != Verdict.UNKNOWN for j in study.judgements)
        if top.verdict == Verdict.WIN and top.exact:
            text = self.tr("Hint: %1. This move wins with perfect play.")
        elif solved and top.verdict == Verdict.DRAW:
            text = self.tr("Hint: %1. No move wins against perfect play; this one keeps the draw.")
        elif solved:
            text = self.tr("Hint: %1. Every move loses against perfect play; this one makes the game last longest.")
        else:
            text = self.tr("Hint: %1 (best found; not proved).")
        self._set_hint(text.replace("%1", what))
        self._announce(self.heads_up.hint.text())
        self.game_view.highlight([top.move])

    def _refresh_teaching(self) -> None:
        on = self.teaching.isChecked()
        self.strip.setVisible(on and self.match is not None and not self.match.spec.hidden_information)
        if on:
            self._study(force=False)
            self._request_history(HISTORY_SECONDS)
        else:
            self._drop_study()
            self.teaching_text.clear()
            self._set_verdict("")
            self._study_payload = None
            if self.game_view is not None:
                self.game_view.highlight([])
                self.game_view.show_judgements([])
                self.game_view.show_teaching(None)
            self._show_history()
        self._update_reveal_button()

    def _study(self, force: bool) -> None:
        if self.match is None or not (force or self.teaching.isChecked()):
            return
        if self.match.spec.hidden_information:  # nothing may be studied that a seat cannot see
            return
        ply = self.shown_ply()
        state = self.match.state_at(ply)
        if state.outcome() is not None:
            self.teaching_text.clear()
            self._show_face_to_read()
            self._set_verdict("")
            self._study_payload = None
            self.game_view.highlight([])
            self.game_view.show_judgements([])
            self.game_view.show_teaching(None)
            return
        self._study_round = 0
        key = tuple(self.match.moves[:ply])
        self.teaching_text.setText(self.tr("Thinking…"))
        self._set_verdict("")
        # The marks (and the verdict) of the position shown before go now: a mark never stands on a board it does not judge
        # (a removed vertex's ring stayed until the next study arrived).
        self.game_view.show_judgements([])
        self.game_view.highlight([])
        self.game_view.show_teaching(None)
        self._start_study(state, key)

    def _start_study(self, state: State, key: tuple[Move, ...]) -> None:
        """The study of the position ``key`` leads to, in this round's budget, on the worker."""
        assert self.game_view is not None
        view, match = self.game_view, self.match
        token = self._drop_study()
        seconds = TEACHING_SECONDS if self._study_round == 0 else TEACHING_MORE_SECONDS[self._study_round - 1]
        deadline = Deadline(seconds)
        # Only a longer study is cancelled when it goes stale: the first one warms the solver's tables up for
        # the value history's quick looks at the same positions, as it always did.
        self._study_deadline = deadline if self._study_round else None

        def job() -> tuple:
            study = view.study(state, deadline)  # the one analysis: marks, words and why agree
            judged = list(study.judgements) if isinstance(study, Study) else []
            why = list(study.why) if isinstance(study, Study) else []
            return ("study", (match, (key, study, judged, best(judged), why)))

        self.worker.start(token, job)

    def stop_studying(self) -> None:
        """A longer study running stops (the window closes; a test ends): it may have a minute left."""
        self._drop_study()

    def _drop_study(self) -> int:
        """A new token for the teaching analysis: the running study's answer is stale, and a longer
        study's search stops now rather than at its deadline (it may have a minute)."""
        if self._study_deadline is not None:
            self._study_deadline.cancel()
            self._study_deadline = None
        self._studying_more = False
        self._study_token = next(self._tokens)
        return self._study_token

    def _study_more(self) -> None:
        """After a study came: study the same position again, longer, while moves are unsolved."""
        self._studying_more = False
        payload = self._study_payload
        if (payload is None or self.match is None or not self.teaching.isChecked()
                or self._study_round >= len(TEACHING_MORE_SECONDS)):
            return
        key, study, judged = payload[0], payload[1], payload[2]
        if not isinstance(study, Study) or all(j.exact for j in judged) or key != self._key(self.shown_ply()):
            return
        self._study_round += 1
        self._start_study(self.match.state_at(self.shown_ply()), key)
        self._studying_more = True

    def _on_link(self, link: str) -> None:
        if link == "more":
            self.drawer.read_text().toggle()
        elif self.game_view is not None:
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
            self._set_verdict("")
            view.show_judgements([])
            view.highlight([])
            view.show_teaching(None)
            self._update_reveal_button()
            self._show_history()
            return
        state = self.match.state_at(self.shown_ply())
        parts = paragraphs(view.teaching_html(state, study))
        lead = 1
        if top is not None and why:  # the move the hint names, and why: next to the verdict, in sight where it fits
            who = view.describe(top.move, self.match.observation(self.viewer, self.shown_ply()))
            parts.insert(1, "<p>" + self.tr("Why “%1” %2: %3.").replace("%1", who).replace("%2", verdicts.describe(top))
                         .replace("%3", self.why_sentence(why)) + "</p>")
            lead = 2
        html = "".join(parts)
        if self._studying_more:  # in the first paragraph, which is always in sight (the rest may wait behind "More")
            note = self.tr("Still studying the moves marked “?”.")
            html = html.replace("</p>", f" {note}</p>", 1) if html.startswith("<p>") else f"<p>{note}</p>{html}"
        self.teaching_text.set_full(html, lead)
        verdict = view.teaching_verdict(study)
        if self._studying_more and verdict:  # the class sees the heads-up, with the drawer closed
            verdict += " " + self.tr("Still studying…")
        self._set_verdict(verdict)
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
        """Classroom only; always in its place there (the buttons never move), enabled when something waits."""
        pending = self.teaching.isChecked() or self._hint_payload is not None
        judged = self.match is not None and self.match.spec.teaching is not None and not self.match.spec.hidden_information
        self.reveal_button.setVisible(theme().classroom and judged)
        self.actions.reveal.setEnabled(theme().classroom and judged and pending)
        self.actions.reveal.setText(self.tr("Reveal (R)") if self.hidden() else self.tr("Hide (R)"))

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
        model = self.moves.model()
        marked = []
        for i, row in enumerate(model.rows):
            r = self._reviews[i] if i < len(self._reviews) and not hidden else None
            mark = r is not None and r.turning
            marked.append(replace(row, turning=mark, gave_away=self.gave_away_text(r) if mark and r is not None else "",
                                  tooltip=self.review_sentence(r) if r is not None and r.played is not None else ""))
        model.set_rows(marked)
        self._show_last_move()

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
        self.drawer.show_review(True)
        self._set_drawer(True)
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
        waiting = sum(1 for i in range(len(match.moves)) if self._key(i) not in self._judged)
        if not points:
            if waiting:  # said as it goes; the turning points found so far can be stepped through at once
                self.review_text.setText(self.tr("Looking for the turning points… positions judged: %1 of %2.")
                                         .replace("%1", str(len(match.moves) - waiting)).replace("%2", str(len(match.moves))))
            else:
                draws = match.spec.teaching is not None and match.spec.teaching.scoring  # only a game of points has draws
                self.review_text.setText(review_summary(self.reviews(), draws))  # says what is proved and what estimated
            self.review_prev.setEnabled(False)
            self.review_next.setEnabled(False)
            return
        self.show_turning_point(min(self._review_index, len(points) - 1))
        if waiting:
            self.review_text.set_full(self.review_text.text() + "<p>" + self.tr(
                "Still judging %1 positions: more turning points may come.").replace("%1", str(waiting)) + "</p>",
                self.review_text.lead)

    def _review_step(self, step: int) -> int:
        return (self._review_index or 0) + step

    def show_turning_point(self, index: int) -> None:
        """Show the position before turning point ``index`` with its moves judged, and why (worked
        out on the worker, said when found)."""
        points = turning_points(self.reviews())
        if not points or self.match is None or self.game_view is None:
            return
        index = max(0, min(index, len(points) - 1))
        self._review_index = index
        r = points[index]
        self.go_to_ply(r.ply - 1)
        self._review_index = index
        self.drawer.show_review(True)
        self._show_turning_point_text()
        self.review_prev.setEnabled(index > 0)
        self.review_next.setEnabled(index < len(points) - 1)
        teaching = self.match.spec.teaching
        asked = {k for _, keys in self._why_jobs.values() for k in keys}
        keys = [(self._key(r.ply - 1), move) for move in self._explained(r)]
        missing = [k for k in keys if k not in self._reasons and k not in asked]
        if teaching is not None and missing:
            state = self.match.state_at(r.ply - 1)
            token = next(self._tokens)
            self._why_jobs[token] = (self.match, missing)
            self.worker.start(token, lambda: {k: list(teaching.why(state, k[1], Deadline(WHY_SECONDS))) for k in missing})

    @staticmethod
    def _explained(r: PlyReview) -> list[Move]:
        """The moves of a turning point whose reasons the review says: the one played and the best."""
        return [] if r.played is None or r.best is None else [r.played.move, r.best.move]

    def _show_turning_point_text(self) -> None:
        """The review's text for the turning point shown, with the reasons found so far."""
        points = turning_points(self.reviews())
        if self._review_index is None or self._review_index >= len(points) or self.match is None or self.game_view is None:
            return
        index = self._review_index
        r = points[index]
        who = self.seat_name(r.mover)
        move = self.game_view.describe(self.match.moves[r.ply - 1], self.match.observation(self.viewer, r.ply - 1))
        lines = [self.tr("Turning point %1 of %2: move %3, %4 %5 (%6).").replace("%1", str(index + 1))
                 .replace("%2", str(len(points))).replace("%3", str(r.ply)).replace("%4", who).replace("%5", move)
                 .replace("%6", self.gave_away_text(r))]
        whys = []
        if self.match.spec.teaching is not None and r.played is not None and r.best is not None:
            for text, judgement in ((self.tr("Why the move played %1: %2."), r.played),
                                    (self.tr("Why the best move %1: %2."), r.best)):
                reasons = self._reasons.get((self._key(r.ply - 1), judgement.move))
                sentence = self.why_sentence(reasons) if reasons is not None else self.tr("still working it out")
                whys.append(text.replace("%1", verdicts.verdict_word(judgement.verdict)).replace("%2", sentence))
        # The turning point and why it lost lead, read as one where they fit; the best move's name and why after.
        lines = [*lines, *whys[:1], self.review_sentence(r), *whys[1:]]
        self.review_text.set_full("<p>" + "</p><p>".join(lines) + "</p>", 1 + len(whys[:1]))

    def end_review(self) -> None:
        self._review_index = None
        self.drawer.show_review(False)

    # -- the drawer --------------------------------------------------------------------------------
    def _show_face_to_read(self) -> None:
        """Classroom: the drawer's face with something to read: the explanation while a review runs or the
        teaching layer studies the position shown; else the moves (at the end of a game the explanation is empty)."""
        match = self.match
        over = match is not None and match.state_at(self.shown_ply()).outcome() is not None
        self.drawer.show_face(moves=not (self._review_index is not None or (self.teaching.isChecked() and not over)))

    def _on_drawer_toggled(self, on: bool) -> None:
        if on:
            self._show_face_to_read()
        self._set_verdict(self._verdict)  # first: the drawer says it now, and the heads-up has a line less
        self._fit_panels()
        self.drawer.setVisible(on)

    def _set_verdict(self, text: str) -> None:
        """The study's verdict in the heads-up, while the drawer, which opens with it, is closed."""
        self._verdict = text
        self.heads_up.set_verdict("" if self.actions.drawer.isChecked() else text)

    def _set_drawer(self, on: bool) -> None:
        self.actions.drawer.setChecked(on)

    def drawer_default(self) -> bool:
        """Open on a normal screen; in classroom mode the board and the heads-up need the room."""
        return not theme().classroom

    # -- display -----------------------------------------------------------------------------------
    def _refresh(self) -> None:
        match, view = self.match, self.game_view
        if match is None or view is None:
            return
        self.moves.blockSignals(True)
        self.moves.model().set_rows([MoveRow(f"{i + 1}. {self.seat_name(match.mover_of(i))} "
                                             f"{view.describe(move, match.observation(self.viewer, i))}")
                                     for i, move in enumerate(match.moves)])
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
        assert self.match is not None and self.game_view is not None
        return result_text(self.match, self.game_view, outcome)

    def last_move_text(self) -> str:
        """The move that led to the position shown, for the room: "Computer (Player B) removes vertex 14."."""
        return self.facts.last_move if self.facts is not None else ""

    def last_move_judgement(self) -> str:
        """The teaching layer's word on the move that led to the position shown ("This move loses; ...")."""
        ply = self.shown_ply()
        if self.teaching.isChecked() and not self.hidden() and 0 < ply <= len(self._reviews):
            return self.review_sentence(self._reviews[ply - 1])
        return ""

    def _show_last_move(self) -> None:
        self.announcement.setText(self.last_move_text())
        self.heads_up.set_judgement(self.last_move_judgement())

    def _show_notice(self, text: str) -> None:
        """A refusal at the foot of the board, in large type; "" takes it away (the next action does)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self._place_notes()

    def _show_banner(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.setVisible(bool(text))
        slot = self.game_view.banner_slot() if self.game_view is not None and text else None
        self._place_banner(slot if slot is not None and not slot.isHidden() else None)
        self._place_notes()

    def _place_notes(self) -> None:
        """The notes and the bands the canvas keeps clear for them, now (the next action may measure them)."""
        for layout in (self.notes, self._banner_strip):
            if layout is not None:
                layout.invalidate()
        self.board_area.layout().activate()

    def _place_banner(self, slot: QWidget | None) -> None:
        """The banner in the view's strip ``slot`` (a layout of its own there: covered nothing of the view), or
        over the board (None)."""
        strip = self._banner_strip
        if strip is not None and (slot is None or strip.parentWidget() is not slot):
            strip.set_notes(None)  # the strip gives its height back
            self._banner_strip = None
            self.notes.set_notes(self.banner, self.notice)
        if slot is not None and self._banner_strip is None:
            layout = slot.layout()
            self._banner_strip = layout if isinstance(layout, NotesLayout) else NotesLayout(slot, strip=True)
            self.notes.set_notes(None, self.notice)
            self._banner_strip.set_notes(self.banner)

    def _keep_band(self, top: int | None = None, bottom: int | None = None) -> None:
        """The canvas keeps ``top`` pixels at its top, ``bottom`` at its foot, clear of the pieces (0: none; None:
        as it is), refitting if it fits."""
        canvas = self.canvas
        if canvas is None:
            return
        top = canvas.reserve_top if top is None else top
        bottom = canvas.reserve_bottom if bottom is None else bottom
        if (canvas.reserve_top, canvas.reserve_bottom) != (top, bottom):
            canvas.reserve_top, canvas.reserve_bottom = top, bottom
            if canvas.auto_fit:
                canvas.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.action_bar and event.type() in (QEvent.LayoutRequest, QEvent.Resize):
            self._fit_actions()
        elif watched is self.side_panel and event.type() in (QEvent.LayoutRequest, QEvent.Resize):
            QTimer.singleShot(0, self, self._fit_heads_up)  # once the panel is laid out
        return super().eventFilter(watched, event)

    def _fit_heads_up(self) -> None:
        """The heads-up's room: its height, the free room under it and, in classroom mode, what the drawer
        has beyond its least (its first paragraph): its lines said elsewhere show when they fit in it. The
        drawer's first paragraph comes before those lines: it has what the heads-up's own lines leave."""
        spare = self._free_room.geometry().height()
        if self.side_panel.layout().indexOf(self.drawer) >= 0 and self.drawer.isVisible():
            self._keep_explanation_room()
            spare += self.drawer.height() - self.drawer.minimumSizeHint().height()  # less than none: squeezed
        self.heads_up.set_room(self.heads_up.height() + spare)

    def _keep_explanation_room(self, lower_only: bool = False) -> None:
        """Classroom, the drawer open on the explanation: its first paragraph has the height the heads-up's own
        lines leave of what the two share (measured on the panel as laid out). ``lower_only``: the heads-up's
        words just changed and the panel is not laid out again yet: the drawer only gives room back, at once,
        so that the heads-up's new lines never push the window past the screen."""
        texts = self.drawer.texts_scroll
        if self.side_panel.layout().indexOf(self.drawer) < 0 or not self.drawer.isVisible() or not texts.isVisible():
            return
        # From the panel's own height, not from its parts' (a long lead, asked for from theirs, grew the window
        # past the screen: each height it got was counted as room again).
        layout = self.side_panel.layout()
        margins = layout.contentsMargins()
        others = (self.heads_up.least_height() + self.move_box.height() + self.action_bar.minimumHeight()
                  + self.drawer.around_texts() + layout.spacing() * 3)
        room = self.side_panel.height() - margins.top() - margins.bottom() - others
        self.drawer.keep_room(min(room, texts.minimumHeight()) if lower_only else room)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_panels()

    def _on_theme(self) -> None:
        """Classroom type: panels widen with the type, replay icons grow with it, the drawer takes its default."""
        size = em(1.2)
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            b.setIconSize(QSize(size, size))
        pad_y, pad_x = em(0.2), em(0.45)
        self.action_bar.setStyleSheet(f"QToolButton {{ padding: {pad_y}px {pad_x}px; }}")
        self._set_drawer(self.drawer_default())
        self._place_drawer()
        if self.match is not None and theme().classroom != self.more_button.isVisible():
            self._lay_out_actions()  # the "⋯" button in classroom mode only
        self.drawer.setVisible(self.actions.drawer.isChecked())
        self._fit_panels()
        if self.match is not None:  # classroom mode hides judgements until revealed; leaving it shows them
            self._refresh_status()
            self._show_study()
            self._show_hint()
            self._show_history()
            self._update_reveal_button()
            self._place_notes()

    def _place_drawer(self) -> None:
        """On a normal screen the drawer is a column beside the board; in classroom mode it opens in the side
        panel, under the heads-up, which widens for it: a column of its own would leave the board under half
        the window at 1280x720 in classroom type."""
        side_layout = self.side_panel.layout()
        if theme().classroom:
            if side_layout.indexOf(self.drawer) < 0:
                self.page_layout.removeWidget(self.drawer)
                side_layout.insertWidget(1, self.drawer, 1)
        elif self.page_layout.indexOf(self.drawer) < 0:
            side_layout.removeWidget(self.drawer)
            self.page_layout.insertWidget(1, self.drawer, 0)
        self.drawer.set_compact(theme().classroom)

    def _fit_panels(self) -> None:
        """The side panel takes a share of the width within bounds in lines of type (a wider share in classroom
        mode while it holds the drawer); the drawer beside it a fixed number of lines; the board the rest."""
        width = self.width() if self.width() > 0 else 1280
        inside = self.side_panel.layout().indexOf(self.drawer) >= 0
        if inside and self.actions.drawer.isChecked():  # sized by its content; wider on a wide screen gave nothing
            side = min(em(CLASSROOM_SIDE_EM), int(width * CLASSROOM_SIDE_SHARE))
        else:
            side = int(min(em(SIDE_MAX_EM), max(em(SIDE_MIN_EM), width * SIDE_SHARE)))
        self.side_panel.setFixedWidth(side)
        if inside:
            self.drawer.setMinimumWidth(0)
            self.drawer.setMaximumWidth(side)
        else:
            self.drawer.setFixedWidth(em(DRAWER_EM))
        self.moves.setMinimumHeight(em(2 if inside else 4))  # in the side panel: the heads-up's lines first
        self._fit_actions()

    def _fit_actions(self) -> None:
        """The action buttons wrap into as many rows as the panel's width makes: that height is asked for here
        (the panel's box reads no height for width, and would leave the last rows outside it), again whenever
        the buttons' words or type change (the action bar's layout requests)."""
        margins = self.side_panel.layout().contentsMargins()
        width = self.side_panel.width() - margins.left() - margins.right()
        need = self.action_flow.heightForWidth(width)
        if need != self.action_bar.minimumHeight():
            self.action_bar.setMinimumHeight(need)

    def _refresh_status(self) -> None:
        match, view = self.match, self.game_view
        if match is None or view is None:
            return
        self.facts = facts = page_facts(match, view, self.shown_ply(), self.viewer, self.thinking, self._unsure_ply, bool(self._perfect))
        board = view.widget()
        board.setAccessibleName(self.tr("Board: %1").replace("%1", view.title()))
        board.setAccessibleDescription(view.board_help())
        self.heads_up.render(facts, view.seat_colour)
        self._show_last_move()
        self._show_banner(facts.result if facts.over else "")
        self.replay_label.setText(facts.replay)
        # In classroom mode the tab names the moves: their heading says which is shown, a line saved.
        self.moves_label.setText(facts.replay if self.drawer.compact else self.tr("Moves:"))
        self.actions.hint.setEnabled(self.can_hint())
        self.actions.undo.setEnabled(self.can_undo())
        self.actions.redo.setEnabled(self.can_redo())
        self.actions.teaching.setEnabled(not match.spec.hidden_information)
        self.actions.review.setEnabled(match.spec.teaching is not None and bool(match.moves))
        self._update_reveal_button()
        self._update_move_box()
        self._chain_tab_order()  # the card table's controls are new after every move

    def retranslate(self) -> None:
        self.actions.retranslate()
        self._fit_panels()  # other words, other widths: the action rows again
        for text in (self.teaching_text, self.review_text):
            text.more_word, text.less_word = self.tr("More…"), self.tr("Less")
        self.review_prev.setText(self.tr("Previous"))
        self.review_next.setText(self.tr("Next"))
        self.review_close.setText(self.tr("Close"))
        self.moves_label.setText(self.tr("Moves:"))
        self.drawer.retranslate(self.tr("Explanation"), self.tr("Moves"))
        self.more_button.setToolTip(self.tr("More actions: rules, describe the board, new game, play again"))
        self.more_button.setAccessibleName(self.tr("More actions"))
        self.moves.setAccessibleName(self.tr("Moves"))
        for b, tip in ((self.first_button, self.tr("First position")), (self.prev_button, self.tr("Previous move")),
                       (self.next_button, self.tr("Next move")), (self.last_button, self.tr("Last move"))):
            b.setToolTip(tip)
            b.setAccessibleName(tip)
        if self.game_view is not None:
            self.title.setText(self.game_view.title())
            if self._needs_curtain() and self.match is not None:
                self.curtain.ask(self.seat_name(self.match.state.current_player))
            self._refresh()
            self._update_reveal_button()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
