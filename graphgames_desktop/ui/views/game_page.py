"""The page where a game is played: one screen of a match, rendered; a host that knows no game.

The match controller (``session/``) owns the match's flow: the page is one screen attached to it, sends
it intents (a move, undo, a replay step, the curtain lifted) and renders the frame it gets back; the
teaching service judges, and ``TeachingLayer`` says what it found; the view owns the board and its input;
the sentences come from ``ui/game/wording.py``; where everything stands is ``PageLayout``'s.
"""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from graphgames_desktop.games.base import Move
from graphgames_desktop.games.match import Match, MatchRefusal
from graphgames_desktop.net.host import ClassroomHost
from graphgames_desktop.session.controller import COMPUTER_PAUSE_MS, MatchController
from graphgames_desktop.session.document import GameDocument, class_kept, teaching_shown
from graphgames_desktop.session.frames import MatchInfo, SeatFrame
from graphgames_desktop.session.intents import (
    ComputerFailed,
    Event,
    Paused,
    Play,
    Played,
    Redo,
    Redone,
    Refusal,
    Refused,
    SeatChanged,
    Shown,
    ShowPly,
    Thinking,
    TimeChanged,
    Uncover,
    Undo,
    Undone,
    VoteChanged,
)
from graphgames_desktop.session.screens import screen_for, sight
from graphgames_desktop.session.teaching import RevealPolicy, StepReview, TeachingService
from graphgames_desktop.session.vote import VoteService
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.announce import announce, forget_said
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.game.bridge import QtJobs, QtScheduler
from graphgames_desktop.ui.game.class_hosting import ClassroomHosting
from graphgames_desktop.ui.game.page_layout import PageLayout
from graphgames_desktop.ui.game.teaching_layer import DESK, TeachingLayer
from graphgames_desktop.ui.game.tournament_view import TournamentView
from graphgames_desktop.ui.game.wording import PageFacts, history_text, moves_since_text, page_facts, refusal_text, replay_heading
from graphgames_desktop.ui.lobby_dialog import LobbyDialog
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.board_words import BoardDescription, board_paragraphs

#: While the class plays on its devices, a move is said this long after it (ms), with the moves made meanwhile:
#: a screen reader hears the position at most once in that time, however many students act.
CLASS_SPEECH_MS = 1500
#: A burst of up to this many moves is said move by move; a longer one by how many, and its last.
CLASS_MOVES_SAID = 3


class GamePage(TeachingLayer, ClassroomHosting, PageLayout):
    message = Signal(str)
    rules_requested = Signal(str)
    new_game_requested = Signal(str)
    play_again_requested = Signal()
    history_changed = Signal()
    #: A sentence said to screen readers (a move and whose turn, a refusal): see announce.py.
    announced = Signal(str)
    #: The class's devices changed (one joined or left, hosting began or ended): worth an autosave.
    class_changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller: MatchController | None = None
        self.document: GameDocument | None = None
        self.rng = random.Random()
        self._history_said = ""  # what the last undo or redo said
        self.start_proved: bool | None = None  # the setup's check of the start, kept for a rematch
        self.teaching_service: TeachingService | None = None
        self.facts: PageFacts | None = None
        self.said_moves: dict[int, tuple[object, object, str]] = {}  # each move in words, by ply (_words_of)
        self.scheduler = QtScheduler(self)  # the controller's time and threads (its jobs die with the page)
        self.jobs = QtJobs(self)
        self.classroom_host: ClassroomHost | None = None  # the match served to the class's devices
        self.lobby: LobbyDialog | None = None
        self.vote_service: VoteService | None = None  # the class chooses the people's moves by vote
        self.tournament: TournamentView | None = None  # every table of a tournament of pairs, on the projector
        self.tournament_tables: list[ClassroomHost] = []  # its tables besides the page's own match
        self.table_boards: dict[int, str | None] = {}  # the library board each of those plays on, by table
        self.pairs_choose_boards = False  # a tournament's pairs choose their tables' boards before the Start
        self.board_id: str | None = None  # the library board of the match shown, when known
        self._clock = QTimer(self)  # the step's time left, said once a second while a limit runs
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._refresh_status)
        # While the class plays on its devices, moves come in bursts (twenty students picking at once): a screen
        # reader hears the position once for the burst, not each move of it.
        self.class_speech = QTimer(self)
        self.class_speech.setSingleShot(True)
        self.class_speech.setInterval(CLASS_SPEECH_MS)
        self.class_speech.timeout.connect(self._announce_class_moves)
        self._burst_from = 0  # the move the burst being said came after
        # Gestures become intents.
        self.curtain.revealed.connect(self._reveal)
        self.move_box.submitted.connect(self._on_typed)
        self.actions.hint.triggered.connect(self.ask_hint)
        self.actions.undo.triggered.connect(lambda: self.message.emit(self.undo()))
        self.actions.redo.triggered.connect(lambda: self.message.emit(self.redo()))
        self.actions.rules.triggered.connect(lambda: self.match and self.rules_requested.emit(self.match.spec.id))
        self.actions.new_game.triggered.connect(lambda: self.match and self.new_game_requested.emit(self.match.spec.id))
        self.actions.play_again.triggered.connect(self.play_again_requested)
        self.actions.review.triggered.connect(self.start_review)
        self.actions.reveal.triggered.connect(self.toggle_reveal)
        self.actions.teaching.toggled.connect(self._on_teaching_toggled)
        self.actions.describe.triggered.connect(self.describe_board)
        self.teaching_text.linkActivated.connect(self._on_link)
        self.review_text.linkActivated.connect(self._on_link)
        self.review_prev.clicked.connect(lambda: self._teach(StepReview(-1)))
        self.review_next.clicked.connect(lambda: self._teach(StepReview(1)))
        self.review_close.clicked.connect(self.end_review)
        self.strip.ply_clicked.connect(self.go_to_ply)
        self.moves.currentRowChanged.connect(self._on_move_selected)
        self.first_button.clicked.connect(lambda: self.go_to_ply(0))
        self.prev_button.clicked.connect(lambda: self.go_to_ply(self.shown_ply() - 1))
        self.next_button.clicked.connect(lambda: self.go_to_ply(self.shown_ply() + 1))
        self.last_button.clicked.connect(lambda: self.go_to_ply(len(self.match.moves) if self.match else 0))
        self.actions.drawer.toggled.connect(lambda on: on and self._show_face_to_read())
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
        self.stop_hosting(restore_desk=False)
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
        self.stop_hosting(restore_desk=False)  # the devices played the last match, not this one
        self.stop_studying()
        if self.controller is not None:
            self.controller.close()  # any pending answer of the last game is dropped
        forget_said(self.window())  # what was said of the last game goes with it
        self.class_speech.stop()
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
        self.said_moves = {}  # the last game's moves in words
        self.controller = MatchController(match, self.scheduler, self.jobs, rng=self.rng, pause_ms=COMPUTER_PAUSE_MS,
                                          perfect=perfect)
        self.controller.attach(screen_for(DESK, match))
        self.controller.subscribe(self._on_event)
        reveal = RevealPolicy.ON_REQUEST if theme().classroom else RevealPolicy.ALWAYS
        self.teaching_service = TeachingService(self.controller, self.jobs, reveal, DESK,
                                                on=self.teaching.isChecked() and match.spec.studiable)
        self.teaching_service.subscribe(self._on_teaching)
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
        self._lay_out_actions(match.spec)
        self._update_reveal_button()
        self.title.setText(view.title())
        self._show_notice("")
        self.move_box.clear()  # a move typed for the last game is not one of this game
        self._show(animate=False)
        view.fit()
        self._refresh()
        self._announce(f"{view.title()}. {self.facts.turn}" if self.facts is not None else view.title())
        self.controller.start()

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

    def saved_document(self, keep_class: bool = False) -> bytes:
        """The game as a file; ``keep_class``: with the class's seats (an autosave's, never a user's file)."""
        assert self.document is not None and self.game_view is not None
        return self.document.saved_bytes(self.game_view.board_drawing(), self.teaching.isChecked(),
                                         self.class_kept() if keep_class else None)

    def restore_view(self, meta: dict, lang: str | None = None) -> None:
        """Show the game as its file says it was shown (the teaching layer on or off); a recovered class's game
        is opened to the class again, with its seats, so the devices rejoin."""
        shown = teaching_shown(meta)
        if shown is not None and self.actions.teaching.isEnabled():
            self.teaching.setChecked(shown)
        kept = class_kept(meta)
        if kept is not None:
            self.reopen_class(kept, lang)

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
        if self.tournament is not None:  # the projector shows every table; the page's match is table 1
            self.board_stack.setCurrentWidget(self.tournament)
            return
        if frame.curtain is not None:
            self.curtain.ask(self.seat_name(frame.curtain))
            self.board_stack.setCurrentWidget(self.curtain)
            self.move_box.clear()  # what the last person left typed is not the next person's move
            return
        self.board_stack.setCurrentWidget(self.game_view.widget())
        self.game_view.show(frame, animate)
        self.game_view.show_votes(self.votes_shown())

    def _reveal(self) -> None:
        if self.controller is not None and self.controller.submit(DESK, Uncover()) is None:
            self._show_notice("")  # a refusal said behind the curtain is not the next person's

    # -- the session's events ---------------------------------------------------------------------
    def _on_event(self, event: Event) -> None:
        """What the controller did, shown: the page renders its frame (the match changed, or what it shows)."""
        if self.game_view is None:
            return
        if isinstance(event, Played):
            self._match_changed(animate=True)
            if self.hosting:
                if not self.class_speech.isActive():  # said in a while, with the burst's later moves
                    self._burst_from = event.ply - 1
                    self.class_speech.start()
            else:
                self._announce_position()
        elif isinstance(event, (Undone, Redone)):
            self._match_changed(animate=False)
            text = history_text(isinstance(event, Undone), event.count)
            self._history_said = text
            self._announce(f"{text}. {self.facts.turn}" if self.facts is not None else text)
        elif isinstance(event, Shown):
            self._show(animate=False)
            self._select_shown_move()
            self._refresh_status()
        elif isinstance(event, (Thinking, Paused, TimeChanged)):
            self._refresh_status()
        elif isinstance(event, VoteChanged):
            self.game_view.show_votes(self.votes_shown())
            self._refresh_status()
            self._show_teaching()
        elif isinstance(event, SeatChanged):
            self._refresh()
        elif isinstance(event, ComputerFailed):
            self.message.emit(self.tr("The computer could not move: %1").replace("%1", event.error))
            self._refresh_status()
        elif isinstance(event, Refused) and event.screen == DESK:
            text = refusal_text(self.game_view, event.code, event.error)
            self._refuse(text)
            if event.error is not None:
                self.game_view.refused(text)

    def _match_changed(self, animate: bool) -> None:
        """A move played or taken back: the last refusal and a half-made move go, the board and lists follow."""
        assert self.game_view is not None
        self._show_notice("")
        self.game_view.cancel_input()
        self._show(animate=animate)
        self._refresh()

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

    def _announce_class_moves(self) -> None:
        """The moves the class's devices made in the burst (a sentence each, up to CLASS_MOVES_SAID; else how
        many and the last), then whose turn it is or how the game ended: the class's vote and the computer's
        reply to it, 0.7 s apart, are both said."""
        facts, view = self.facts, self.game_view
        if facts is None or view is None:
            return
        frame = self.frame()
        moves = moves_since_text(frame, view, self._burst_from, CLASS_MOVES_SAID) if not frame.replaying else ""
        if not moves or frame.live_ply - self._burst_from <= 1:
            self._announce_position()
            return
        self._announce(" ".join(t for t in (moves, facts.turn, facts.ending if facts.over else "") if t))

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
    # -- the drawer --------------------------------------------------------------------------------
    def _refresh(self) -> None:
        match, view = self.match, self.game_view
        if match is None or view is None:
            return
        self.moves.blockSignals(True)
        self.moves.model().set_rows(self._move_rows(self.teaching_frame(), self.frame()))
        self.moves.setCurrentRow(len(match.moves) - 1)
        self.moves.scrollToBottom()
        self.moves.blockSignals(False)
        self._refresh_status()
        self._show_teaching()
        self.history_changed.emit()

    def last_move_text(self) -> str:
        """The move that led to the position shown, for the room: "Computer (Player B) removes vertex 14."."""
        return self.facts.last_move if self.facts is not None else ""

    def _show_last_move(self) -> None:
        self.announcement.setText(self.last_move_text())
        self.heads_up.set_judgement(self.last_move_judgement())

    def _on_theme(self) -> None:
        """Classroom type: the layout's, and classroom mode hides judgements until revealed (leaving it shows them)."""
        self._on_layout_theme()
        if self.match is not None and theme().classroom != self.more_button.isVisible():
            self._lay_out_actions(self.match.spec)  # the "⋯" button in classroom mode only
            self._update_reveal_button()
        self.drawer.setVisible(self.actions.drawer.isChecked())
        self._fit_panels()
        if self.match is not None:
            self._refresh_status()
            if self.teaching_service is not None:
                self.teaching_service.policy = RevealPolicy.ON_REQUEST if theme().classroom else RevealPolicy.ALWAYS
            self._show_teaching()
            self._place_notes()

    def _refresh_status(self) -> None:
        match, view = self.match, self.game_view
        if match is None or view is None:
            return
        frame = self.frame()
        self.facts = facts = page_facts(frame, view)
        if self.tournament is not None:  # the heads-up speaks of every table, not of the first alone
            turn = fill(self.tr("A tournament of %1 tables: each pair plays on its devices."), len(self.tournament.tiles))
            self.facts = facts = replace(facts, turn=turn, turn_seat=None, last_move="", scores=(), result="")
        running = not frame.paused and (frame.time_left_ms is not None
                                         or (frame.vote is not None and frame.vote.time_left_ms is not None))
        if running != self._clock.isActive():
            self._clock.start() if running else self._clock.stop()
        board = view.widget()
        board.setAccessibleName(fill(self.tr("Board: %1"), view.title()))
        board.setAccessibleDescription(view.board_help())
        self.heads_up.render(facts, view.seat_colour)
        self._show_last_move()
        self._show_banner(facts.result if facts.over else "")
        self.replay_label.setText(facts.replay)
        # In classroom mode the tab names the moves: their heading says which is shown, a line saved.
        self.moves_label.setText(replay_heading(frame) if self.drawer.compact else self.tr("Moves:"))
        self.actions.hint.setEnabled(self.can_hint())
        self.actions.undo.setEnabled(self.can_undo())
        self.actions.redo.setEnabled(self.can_redo())
        self.actions.teaching.setEnabled(not match.spec.hidden_information)
        self.actions.review.setEnabled(match.spec.studiable and bool(match.moves))
        self._update_reveal_button()
        self._update_move_box()
        self._chain_tab_order()  # the card table's controls are new after every move

    def retranslate(self) -> None:
        self.said_moves = {}  # said again in the new language
        self.retranslate_layout()
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
