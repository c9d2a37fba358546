"""The page where a game is played: a host that knows no game, laid out for a projector first.

At 1280x720 in classroom type the board takes most of the window; beside it a narrow panel keeps
the heads-up (whose turn, the last move in words, the scores: always in view, in large type) and the
actions; the move list, the replay and the teaching text live in a drawer that opens beside the
board on a normal screen (open by default) and in the side panel under the heads-up in classroom
mode (closed by default; the board keeps more than 60% of the window). A refused move is said in
large type at the foot of the board and stays until the next action; the end of a game is said in
the heads-up and in a banner at the top of the board; each in a band the board keeps clear.

The match controller (``session/``) owns the match's flow: the page is one screen attached to it, sends
it intents (a move, undo, a replay step, the curtain lifted) and shows the frame it gets back; the view
owns the board and its input; what the page says of the position comes from :func:`page_facts`.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games.base import Move
from graphgames_desktop.games.match import Match, MatchRefusal
from graphgames_desktop.games.teaching import PlyReview, Verdict
from graphgames_desktop.session.controller import COMPUTER_PAUSE_MS, MatchController
from graphgames_desktop.session.document import GameDocument, teaching_shown
from graphgames_desktop.session.frames import MatchInfo, SeatFrame
from graphgames_desktop.session.intents import (
    ComputerFailed,
    Event,
    Play,
    Played,
    Redo,
    Redone,
    Refusal,
    Refused,
    Shown,
    ShowPly,
    Thinking,
    Uncover,
    Undo,
    Undone,
)
from graphgames_desktop.session.screens import screen_for, sight
from graphgames_desktop.session.teaching import (
    AskHint,
    EndReview,
    Part,
    Reveal,
    RevealPolicy,
    SetTeaching,
    StartReview,
    StepReview,
    TeachingChanged,
    TeachingFrame,
    TeachingService,
)
from graphgames_desktop.ui import texts, verdicts
from graphgames_desktop.ui.announce import announce, forget_said
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.flow_layout import FlowLayout
from graphgames_desktop.ui.game import teaching_words as words
from graphgames_desktop.ui.game.bridge import QtJobs, QtScheduler
from graphgames_desktop.ui.game.wording import PageFacts, history_text, move_line, page_facts, refusal_text
from graphgames_desktop.ui.menu_keys import keep_letters
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled, theme
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import GameView
from graphgames_desktop.ui.views.board_words import BoardDescription, board_paragraphs
from graphgames_desktop.ui.views.drawer import Drawer
from graphgames_desktop.ui.views.game_actions import GameActions, action_button
from graphgames_desktop.ui.views.heads_up import HeadsUp
from graphgames_desktop.ui.views.move_box import MoveBox

#: This page's screen, the only one attached to its controller.
DESK = "desk"
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
        keep_scaled(self.label, TYPE.display)
        self.button = QPushButton()
        self.button.setObjectName("curtain_reveal")
        self.button.setText(self.tr("Show my cards"))  # named for the player to move by ask()
        self.button.clicked.connect(self.revealed)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignCenter)
        layout.addStretch(1)

    def ask(self, name: str) -> None:
        self.label.setText(self.tr("Pass the screen to %1.").replace("%1", name))
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", name))


class BoardNote(QLabel):
    """A sentence over the board, in large type: the end banner, or a refusal at the board's foot."""

    def __init__(self, name: str, factor: float, style: str, parent: QWidget):
        super().__init__(parent)
        self.setObjectName(name)
        self.setAlignment(Qt.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setStyleSheet(style)
        keep_scaled(self, factor)
        self.hide()


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
        self.controller: MatchController | None = None
        self.document: GameDocument | None = None
        self.game_view: GameView | None = None
        self.rng = random.Random()
        self._verdict = ""  # the verdict of the study shown ("": none)
        self._history_said = ""  # what the last undo or redo said
        self.start_proved: bool | None = None  # the setup's check of the start, kept for a rematch
        self.teaching_service: TeachingService | None = None
        self.facts: PageFacts | None = None
        self.scheduler = QtScheduler(self)  # the controller's time and threads (its jobs die with the page)
        self.jobs = QtJobs(self)

        # The board area: the board (or the curtain) over the view's input strip; notes over the board.
        self.board_stack = QStackedWidget()
        self.board_stack.setObjectName("board_area")
        self.board_stack.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.curtain = Curtain()
        self.curtain.revealed.connect(self._reveal)
        self.board_stack.addWidget(self.curtain)
        self.palette_slot = QVBoxLayout()
        self.palette_slot.setContentsMargins(0, 0, 0, 0)
        board_column = QVBoxLayout()
        board_column.setContentsMargins(0, 0, 0, 0)
        board_column.setSpacing(0)
        board_column.addWidget(self.board_stack, 1)
        board_column.addLayout(self.palette_slot)
        self.move_box = MoveBox()  # moves typed as the move list writes them; beside the board, which keeps its room
        self.move_box.submitted.connect(self._on_typed)
        self.banner = BoardNote("end_banner", TYPE.banner, "background: rgba(255, 255, 255, 230); color: black;"
                                " border: 3px solid black; border-radius: 10px; padding: 10px;", self.board_stack)
        self.notice = BoardNote("refusal_notice", TYPE.heads_up, "background: #fff4f4; color: #8a0000;"
                                " border: 3px solid #d62828; border-radius: 8px; padding: 6px;", self.board_stack)
        self._banner_slot: QWidget | None = None  # the strip the view keeps for the banner (GameView.banner_slot)
        self.board_stack.installEventFilter(self)

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
        self.actions.teaching.toggled.connect(self._on_teaching_toggled)
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
        self.review_prev.clicked.connect(lambda: self._teach(StepReview(-1)))
        self.review_next.clicked.connect(lambda: self._teach(StepReview(1)))
        self.review_close.clicked.connect(self.end_review)
        self.strip, self.moves, self.moves_label = d.strip, d.moves, d.moves_label
        self.strip.ply_clicked.connect(self.go_to_ply)
        self.strip.rows_from = self._strip_rows
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
    @property
    def match(self) -> Match | None:
        """The match shown (its controller owns it)."""
        return self.controller.match if self.controller is not None else None

    @property
    def thinking(self) -> bool:
        """The computer is choosing its move."""
        return self.controller is not None and self.controller.thinking

    def frame(self) -> SeatFrame:
        """All this screen may know of the match now."""
        assert self.controller is not None
        return self.controller.frame(DESK)

    def release(self) -> None:
        """The window is closing: the view lets go of what would outlive it."""
        self.stop_studying()
        if self.controller is not None:
            self.controller.close()
        if self.game_view is not None:
            self.game_view.stop()
            self.game_view.dropped()

    def start(self, match: Match, path: str | None = None, board_scene: DrawingScene | None = None,
              perfect: bool | None = None) -> None:
        """Show ``match`` (new, or loaded from the file ``path``) with its game's view; ``board_scene``
        is its board's scene when it was built already (a big board, in steps: MainWindow.open_path);
        ``perfect``: the setup's check of the start (GameSetup.perfect)."""
        self.stop_studying()
        if self.controller is not None:
            self.controller.close()  # any pending answer of the last game is dropped
        forget_said(self.window())  # what was said of the last game goes with it
        if self.game_view is not None:
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
        self.controller = MatchController(match, self.scheduler, self.jobs, rng=self.rng, pause_ms=COMPUTER_PAUSE_MS,
                                          perfect=perfect)
        self.controller.attach(screen_for(DESK, match))
        self.controller.subscribe(self._on_event)
        self.document = GameDocument(match, path)
        self._set_verdict("")
        self.start_proved = perfect
        self.drawer.show_review(False)
        view_class, board, info = VIEWS[match.spec.id], match.setup.board, MatchInfo.of(match)
        # Only a board game's view takes a scene built beforehand.
        self.game_view = view = view_class(info, board, self) if board_scene is None else view_class(info, board, self, board_scene)
        view.move_chosen.connect(self._on_move_chosen)
        view.message.connect(self._on_view_message)
        view.undo_requested.connect(lambda: self.message.emit(self.undo()))
        self.board_stack.addWidget(view.widget())
        palette = view.palette()
        if palette is not None:
            self.palette_slot.addWidget(palette)
        self._lay_out_actions()
        self.title.setText(view.title())
        self._show_notice("")
        self.move_box.clear()  # a move typed for the last game is not one of this game
        self._show(animate=False)
        view.fit()
        self._refresh()
        self._announce(f"{view.title()}. {self.facts.turn}" if self.facts is not None else view.title())
        reveal = RevealPolicy.ON_REQUEST if theme().classroom else RevealPolicy.ALWAYS
        self.teaching_service = TeachingService(self.controller, self.jobs, reveal, DESK,
                                                on=self.teaching.isChecked() and match.spec.studiable)
        self.teaching_service.subscribe(self._on_teaching)
        self._show_teaching()
        self.controller.start()

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
    def path(self) -> str | None:
        """The file the game was opened from or saved to."""
        return self.document.path if self.document is not None else None

    @property
    def modified(self) -> bool:
        return self.document is not None and self.document.modified

    def mark_saved(self, path: str) -> None:
        assert self.document is not None
        self.document.mark_saved(path)
        self.history_changed.emit()

    def document_title(self) -> str:
        """The game as the user knows it: its title, and the file's name once saved."""
        assert self.game_view is not None and self.document is not None
        name = self.document.name()
        return f"{self.game_view.title()}, {name}" if name else self.game_view.title()

    def saved_document(self) -> bytes:
        assert self.document is not None and self.game_view is not None
        return self.document.saved_bytes(self.game_view.board_drawing(), self.teaching.isChecked())

    def restore_view(self, meta: dict) -> None:
        """Show the game as its file says it was shown (the teaching layer on or off)."""
        shown = teaching_shown(meta)
        if shown is not None and self.actions.teaching.isEnabled():
            self.teaching.setChecked(shown)

    def seat_name(self, seat: int) -> str:
        return self.game_view.seat_name(seat) if self.game_view else texts.player_name(seat)

    # -- what the screen shows ---------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose secrets the screen shows now (None: an onlooker's view)."""
        return sight(self.controller.screens[DESK], self.controller.match) if self.controller is not None else None

    @property
    def replay_ply(self) -> int | None:
        """The earlier position the page shows, None for the live one."""
        return self.controller.screens[DESK].shown_ply if self.controller is not None else None

    def _needs_curtain(self) -> bool:
        return self.controller is not None and self.frame().curtain is not None

    def _show(self, animate: bool) -> None:
        assert self.match is not None and self.game_view is not None
        frame = self.frame()
        if frame.curtain is not None:
            self.curtain.ask(self.seat_name(frame.curtain))
            self.board_stack.setCurrentWidget(self.curtain)
            self.move_box.clear()  # what the last person left typed is not the next person's move
            return
        self.board_stack.setCurrentWidget(self.game_view.widget())
        self.game_view.show(frame, animate)

    def _reveal(self) -> None:
        if self.controller is not None and self.controller.submit(DESK, Uncover()) is None:
            self._show_notice("")  # a refusal said behind the curtain is not the next person's

    # -- the session's events ---------------------------------------------------------------------
    def _on_event(self, event: Event) -> None:
        """What the controller did, shown: the page renders its frame (the match changed, or what it shows)."""
        if self.game_view is None:
            return
        if isinstance(event, Played):
            self._show_notice("")
            self.game_view.cancel_input()
            self._show(animate=True)
            self._refresh()
            self._announce_position()
        elif isinstance(event, (Undone, Redone)):
            self._show_notice("")
            self.game_view.cancel_input()
            self._show(animate=False)
            self._refresh()
            text = history_text(isinstance(event, Undone), event.count)
            self._history_said = text
            self._announce(f"{text}. {self.facts.turn}" if self.facts is not None else text)
        elif isinstance(event, Shown):
            self._show(animate=False)
            self._select_shown_move()
            self._refresh_status()
        elif isinstance(event, Thinking):
            self._refresh_status()
        elif isinstance(event, ComputerFailed):
            self.message.emit(self.tr("The computer could not move: %1").replace("%1", event.error))
            self._refresh_status()
        elif isinstance(event, Refused) and event.screen == DESK:
            text = refusal_text(self.game_view, event.code, event.error)
            self._refuse(text)
            if event.error is not None:
                self.game_view.refused(text)

    # -- moves -----------------------------------------------------------------------------------
    def shown_ply(self) -> int:
        return self.frame().shown_ply if self.controller is not None else 0

    def _on_move_chosen(self, move: Move) -> None:
        self.play(move)

    def play(self, move: Move) -> bool:
        """A move made at the screen: the controller plays it (True) or says why not."""
        controller = self.controller
        return controller is not None and controller.submit(DESK, Play(move, len(controller.match.moves))) is None

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
        controller, view = self.controller, self.game_view
        if controller is None or view is None:
            return
        code = controller.input_refusal(DESK)
        if code == Refusal.CURTAIN:  # the box is emptied: the text is nobody's move
            self.move_box.clear()
        if code is not None and code not in (MatchRefusal.NOT_YOUR_TURN, MatchRefusal.GAME_OVER):
            self._refuse(refusal_text(self.game_view, code))  # said before the text is read
            return
        read = view.parse_move(text, self.frame().observation)
        if isinstance(read, str):
            self._refuse(read)
            return
        played = len(controller.match.moves)
        self._on_move_chosen(read)
        if len(controller.match.moves) > played:
            self.move_box.clear()
        else:
            self.move_box.edit.selectAll()

    def describe_board(self) -> None:
        """The position shown, in words (B): whose turn, the last move, every piece and label, the scores."""
        view = self.game_view
        if self.controller is None or view is None or self.facts is None:
            return
        frame = self.frame()
        if frame.curtain is not None:
            return
        dialog = BoardDescription(board_paragraphs(view, frame.observation, self.facts), self)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.open()

    def _update_move_box(self) -> None:
        """The completions: the legal moves of the person to move at the screen, none in replay or at the end."""
        view = self.game_view
        if self.controller is None or view is None:
            return
        frame = self.frame()
        self.move_box.set_moves(view.typed_moves(frame.observation) if frame.inputs.may_move else [])

    def _on_view_message(self, text: str) -> None:
        """What a view says during a move being made (a refused target, a token with nowhere to go)."""
        self._refuse(text)

    # -- undo / redo -------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.controller is not None and self.frame().inputs.can_undo

    def can_redo(self) -> bool:
        return self.controller is not None and self.frame().inputs.can_redo

    def undo(self) -> str:
        """Take back the last move of a person (in replay, the move shown and what followed); against the
        computer, with the computer's replies. The sentence said, "" when nothing was taken back."""
        return self._change_history(Undo())

    def redo(self) -> str:
        return self._change_history(Redo())

    def _change_history(self, intent: Undo | Redo) -> str:
        self._history_said = ""
        if self.controller is None or self.controller.submit(DESK, intent) is not None:
            return ""
        return self._history_said

    def undo_text(self) -> str:
        return self.tr("Undo move") if self.can_undo() else ""

    def redo_text(self) -> str:
        return self.tr("Redo move") if self.can_redo() else ""

    # -- replay ----------------------------------------------------------------------------------
    def go_to_ply(self, ply: int) -> None:
        if self.controller is None:
            return
        self._show_notice("")
        self.game_view.cancel_input()
        self.controller.submit(DESK, ShowPly(ply))  # a step of the person's own ends a review

    def _select_shown_move(self) -> None:
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(self.shown_ply() - 1)
        self.moves.blockSignals(False)
        self.history_changed.emit()  # what Undo would take back has changed

    def _on_move_selected(self, row: int) -> None:
        if row >= 0:
            self.go_to_ply(row + 1)

    # -- the teaching layer: the service judges, the page says it ------------------------------------
    def _teach(self, intent) -> bool:
        """Ask the teaching service (the teacher's screen is this page's); whether it did it."""
        controller = self.controller
        return controller is not None and self.teaching_service is not None and controller.submit(DESK, intent) is None

    def teaching_frame(self) -> TeachingFrame | None:
        return self.teaching_service.frame() if self.teaching_service is not None else None

    def can_hint(self) -> bool:
        """A hint is for a person to move in a running game the solver may look at."""
        frame = self.teaching_frame()
        return frame is not None and frame.can_hint

    def ask_hint(self) -> None:
        """One suggested move and one sentence, from the study of the position: the one the teaching layer
        marks the board from, so the hint and the marks agree."""
        self._teach(AskHint())

    def hidden(self) -> bool:
        """Classroom mode keeps judgements and hints hidden until the teacher reveals them (R)."""
        frame = self.teaching_frame()
        return frame is not None and frame.hidden

    def toggle_reveal(self) -> None:
        if theme().classroom:
            self._teach(Reveal(self.hidden()))

    def reviews(self) -> tuple[PlyReview, ...]:
        """Every move of the game against the best its mover had, as far as positions are judged."""
        return self.teaching_service.reviews() if self.teaching_service is not None else ()

    def start_review(self) -> None:
        """Step through the moves that turned the game: judge every position, then show the first."""
        if not self.teaching.isChecked():
            self.teaching.setChecked(True)
        if self._teach(StartReview()):
            self._set_drawer(True)

    def end_review(self) -> None:
        self._teach(EndReview())
        self.drawer.show_review(False)

    def stop_studying(self) -> None:
        """The studies running stop (the window closes; a test ends): a longer one may have a minute left."""
        if self.teaching_service is not None:
            self.teaching_service.close()

    def _on_teaching_toggled(self, on: bool) -> None:
        match = self.match
        self.strip.setVisible(on and match is not None and match.spec.studiable)
        self._teach(SetTeaching(on))
        self._show_face_to_read()

    def _on_teaching(self, event: TeachingChanged) -> None:
        """The service has something new: the part it names is said again."""
        {Part.STUDY: self._show_study, Part.HINT: self._show_hint, Part.HISTORY: self._show_history,
         Part.REVIEW: self._show_review, Part.REVEAL: self._show_teaching}[event.what]()

    def _show_teaching(self) -> None:
        for show in (self._show_study, self._show_hint, self._show_history, self._show_review):
            show()

    def _on_link(self, link: str) -> None:
        if link == "more":
            self.drawer.read_text().toggle()
        elif self.game_view is not None:
            self.game_view.link_activated(link, self)

    def _show_study(self) -> None:
        """The explanation, the heads-up's verdict and the board's marks, from the study of the position shown."""
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None:
            return
        html, lead = words.study_explanation(frame, view, self.frame())
        self.teaching_text.set_full(html, lead) if html else self.teaching_text.clear()
        self._set_verdict(words.study_verdict(frame, view))
        marked = frame.on and frame.study is not None and not frame.hidden
        view.show_judgements(list(frame.study.judgements) if marked and frame.study is not None else [])
        view.show_teaching(frame.study.study if marked and frame.study is not None else None)
        self._mark_moves(frame)
        self._show_face_to_read()
        self._update_reveal_button()

    def _mark_moves(self, frame: TeachingFrame) -> None:
        """The moves the board rings: the hint's, else the study's winning ones (none while hidden)."""
        view = self.game_view
        assert view is not None
        if frame.hidden:
            view.highlight([])
        elif frame.hint is not None and frame.hint.best is not None:
            view.highlight([frame.hint.best.move])
        elif frame.on and frame.study is not None:
            view.highlight(view.teaching_moves(frame.study.study))
        else:
            view.highlight([])

    def _show_hint(self) -> None:
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None:
            return
        text = words.hint_sentence(frame, view, self.frame())
        changed = text != self.heads_up.hint.text()
        self.heads_up.set_hint(text)
        if changed and frame.hint is not None and not frame.hidden:
            self._announce(text)
        self._mark_moves(frame)
        self._update_reveal_button()

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
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None or self.controller is None:
            return
        seat = self.frame()
        hidden = frame.hidden
        self.strip.set_data(list(frame.standings), set() if hidden else set(frame.turning), seat.shown_ply,
                            words.strip_note(frame))
        for i in range(self.moves.count()):
            item = self.moves.item(i)
            r = frame.reviews[i] if i < len(frame.reviews) and not hidden else None
            mark = r is not None and r.turning
            item.setIcon(_lose_icon(self.fontMetrics().height()) if mark else QIcon())
            item.setBackground(QBrush(QColor(213, 94, 0, 40)) if mark else QBrush())
            item.setToolTip(words.review_sentence(r, view, seat) if r is not None and r.played is not None else "")
            base = item.data(Qt.UserRole) or item.text()
            item.setData(Qt.UserRole, base)
            item.setText(base + (" – " + words.gave_away_text(r) if mark and r is not None else ""))
        self._show_last_move()

    def _show_review(self) -> None:
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None:
            return
        review = frame.review
        self.drawer.show_review(review.active)
        if review.active:
            html, lead = words.review_explanation(frame, view, self.frame())
            self.review_text.set_full(html, lead)
            self.review_prev.setEnabled(review.index is not None and review.index > 0)
            self.review_next.setEnabled(review.index is not None and review.index < len(review.points) - 1)
        self._show_face_to_read()

    def _update_reveal_button(self) -> None:
        """Classroom only; always in its place there (the buttons never move), enabled when something waits."""
        frame = self.teaching_frame()
        judged = self.match is not None and self.match.spec.studiable
        self.reveal_button.setVisible(theme().classroom and judged)
        self.actions.reveal.setEnabled(theme().classroom and judged and frame is not None and frame.reveal_pending)
        self.actions.reveal.setText(words.reveal_label(frame) if frame is not None else self.tr("Reveal (R)"))

    # -- the drawer --------------------------------------------------------------------------------
    def _show_face_to_read(self) -> None:
        """Classroom: the drawer's face with something to read: the explanation while a review runs or the
        teaching layer studies the position shown; else the moves (at the end of a game the explanation is empty)."""
        match = self.match
        over = match is not None and match.state_at(self.shown_ply()).outcome() is not None
        frame = self.teaching_frame()
        reviewing = frame is not None and frame.review.active
        self.drawer.show_face(moves=not (reviewing or (self.teaching.isChecked() and not over)))

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
        self.moves.clear()
        for entry in self.frame().moves:
            self.moves.addItem(move_line(view, entry))
        self.moves.setCurrentRow(len(match.moves) - 1)
        self.moves.scrollToBottom()
        self.moves.blockSignals(False)
        self._refresh_status()
        self._show_teaching()
        self.history_changed.emit()

    def last_move_text(self) -> str:
        """The move that led to the position shown, for the room: "Computer (Player B) removes vertex 14."."""
        return self.facts.last_move if self.facts is not None else ""

    def last_move_judgement(self) -> str:
        """The teaching layer's word on the move that led to the position shown ("This move loses; ...")."""
        frame = self.teaching_frame()
        return words.last_move_judgement(frame, self.game_view, self.frame()) if frame is not None and self.game_view else ""

    def _show_last_move(self) -> None:
        self.announcement.setText(self.last_move_text())
        self.heads_up.set_judgement(self.last_move_judgement())

    def _show_notice(self, text: str) -> None:
        """A refusal at the foot of the board, in large type; "" takes it away (the next action does)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        if not text:
            self._keep_band(bottom=0)
        self._place_notes()

    def _show_banner(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.setVisible(bool(text))
        if not text:
            self._keep_band(top=0)
        self._place_notes()

    def _place_notes(self) -> None:
        area = self.board_stack.rect()
        if self.notice.isVisible():  # in a band the board keeps clear at its foot (it covered its bottom vertices)
            self.notice.setFixedWidth(max(em(8), min(area.width() - em(1), em(30))))
            self.notice.setFixedHeight(self.notice.heightForWidth(self.notice.width()))
            self.notice.move(area.center().x() - self.notice.width() // 2, area.bottom() - self.notice.height() - em(0.5))
            self.notice.raise_()
            self._keep_band(bottom=self.notice.height() + em(1))
        if self.banner.isVisible():
            self._place_banner()

    def _place_banner(self) -> None:
        """At the top of the board, whole, in a band the board keeps clear of its pieces (a canvas refits
        below it), so it covers neither a piece nor a refusal at the board's foot."""
        area = self.board_stack.rect()
        width = max(em(6), min(area.width() - em(2), max(em(16), area.width() * 2 // 3)))
        self.banner.setFixedWidth(width)
        self.banner.setFixedHeight(self.banner.heightForWidth(width))  # adjustSize cut a long result's lines
        top = em(0.5)
        canvas = self.canvas
        slot = self.game_view.banner_slot() if self.game_view is not None else None
        if slot is not None and slot.isVisible():  # a strip the view keeps free: nothing of it is covered
            slot.setFixedHeight(self.banner.height() + em(0.4))
            if slot is not self._banner_slot:  # the header above it may change its height: the banner follows
                self._banner_slot = slot
                slot.installEventFilter(self)
            top = slot.mapTo(self.board_stack, QPoint(0, 4)).y()
        elif canvas is not None:
            self._keep_band(top=top + self.banner.height() + em(0.5))
        self.banner.move(area.center().x() - self.banner.width() // 2, top)
        self.banner.raise_()

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
        if (watched is self.board_stack and event.type() == QEvent.Resize) or \
                (event.type() == QEvent.Move and watched is self._banner_slot):
            self._place_notes()
        elif watched is self.action_bar and event.type() in (QEvent.LayoutRequest, QEvent.Resize):
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
            if self.teaching_service is not None:
                self.teaching_service.policy = RevealPolicy.ON_REQUEST if theme().classroom else RevealPolicy.ALWAYS
            self._show_teaching()
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
        self.facts = facts = page_facts(self.frame(), view)
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
