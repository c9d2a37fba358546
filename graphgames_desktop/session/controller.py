"""MatchController: the one owner of a match's flow, for every screen that looks at it.

It checks each intent's authority as an authoritative game server does (boardgame.io's
``Master.onUpdate``): the screen's role, the seat it acts for, the position it saw (a move made on an
older position is refused as stale), whose turn it is; then the match's rules decide. It runs the
computer's turn (off the session's thread, answered no sooner than a pause a person can follow), plays
the moves the rules force (a pass where a player cannot move), and keeps each screen's replay position.
Listeners get events (data, no sentences) and ask for the frames they show.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import StrEnum

from graphgames_desktop.games.base import Choice, IllegalMoveError, Move, MoveError
from graphgames_desktop.games.match import Match, MatchRefusal
from graphgames_desktop.session.frames import SeatFrame, frame, may_move
from graphgames_desktop.session.intents import (
    ComputerFailed,
    Ended,
    Event,
    Intent,
    Play,
    Played,
    Redo,
    Redone,
    Refusal,
    Refused,
    Shown,
    ShowPly,
    Started,
    Thinking,
    Uncover,
    Undo,
    Undone,
)
from graphgames_desktop.session.scheduler import Handle, Job, Jobs, Scheduler
from graphgames_desktop.session.screens import Role, Screen, curtain, movable_here, to_move_here

#: The computer never answers faster than this, nor is a forced move played sooner, so a person sees
#: what happened.
COMPUTER_PAUSE_MS = 700

Listener = Callable[[Event], None]
#: A service's handler of its own intents (the teaching layer's): a refusal code, or None when done.
IntentHandler = Callable[[Screen, Intent], StrEnum | None]


class MatchController:
    """Owns ``match``, the computer's turn and its pause, forced moves, undo/redo and the screens.

    ``perfect``: whether the computer's exact level is proved perfect in this game (the setup's check of the
    start; None: not proved yet): a computer move solved proves it, one not solved disproves it.
    """

    def __init__(self, match: Match, scheduler: Scheduler, jobs: Jobs, *, rng: random.Random | None = None,
                 pause_ms: int = COMPUTER_PAUSE_MS, perfect: bool | None = None):
        self.match = match
        self.scheduler = scheduler
        self.jobs = jobs
        self.rng = rng or random.Random()
        self.pause_ms = pause_ms
        self.perfect = perfect
        self.screens: dict[str, Screen] = {}
        self.thinking = False
        self.unsure_ply: int | None = None
        self._computer_job: Job | None = None
        self._pending: Handle | None = None  # the computer's answer waiting out its pause, or a forced move
        self._asked_at = 0.0
        self._listeners: list[Listener] = []
        self._handlers: dict[type[Intent], IntentHandler] = {}
        self._closed = False

    # -- wiring ----------------------------------------------------------------------------------
    def attach(self, screen: Screen) -> Screen:
        self.screens[screen.id] = screen
        return screen

    def detach(self, screen_id: str) -> None:
        self.screens.pop(screen_id, None)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with every event; returns what unsubscribes it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def handle(self, kind: type[Intent], handler: IntentHandler) -> None:
        """Let a service answer intents of ``kind`` (authority of the role is its to check)."""
        self._handlers[kind] = handler

    def _emit(self, event: Event) -> None:
        for listener in list(self._listeners):
            listener(event)

    def start(self) -> None:
        """The match is shown: say so, and let the computer (or a forced move) begin."""
        self._emit(Started())
        self._advance()

    def close(self) -> None:
        """Nothing more happens: the computer's search and any pending move are dropped."""
        self._closed = True
        self._cancel_pending()

    # -- reading -----------------------------------------------------------------------------------
    def frame(self, screen_id: str) -> SeatFrame:
        screen = self.screens[screen_id]
        return frame(self.match, screen, thinking=self.thinking, unsure_ply=self.unsure_ply, perfect=self.perfect,
                     can_undo=self._undo_refusal(screen, None) is None, can_redo=self._redo_refusal(screen) is None)

    def may_move(self, screen_id: str) -> bool:
        return may_move(self.screens[screen_id], self.match)

    def input_refusal(self, screen_id: str) -> StrEnum | None:
        """Why a person at the screen may not move now, whatever the move (None: they may): said before
        typed text is read."""
        screen = self.screens.get(screen_id)
        return Refusal.UNKNOWN_SCREEN if screen is None else self._play_refusal(screen, len(self.match.moves), None)

    # -- intents -----------------------------------------------------------------------------------
    def submit(self, screen_id: str, intent: Intent) -> StrEnum | None:
        """Do what ``intent`` asks for ``screen_id``, or refuse it: the code (also sent as a Refused event)."""
        screen = self.screens.get(screen_id)
        if screen is None:
            return Refusal.UNKNOWN_SCREEN
        error: MoveError | None = None
        if isinstance(intent, Play):
            code, error = self._play(screen, intent)
        elif isinstance(intent, Undo):
            code = self._undo(screen, intent)
        elif isinstance(intent, Redo):
            code = self._redo(screen)
        elif isinstance(intent, ShowPly):
            code = self._show_ply(screen, intent.ply)
        elif isinstance(intent, Uncover):
            code = self._uncover(screen)
        elif type(intent) in self._handlers:
            code = self._handlers[type(intent)](screen, intent)
        else:
            code = Refusal.BAD_INTENT
        if code is not None:
            self._emit(Refused(screen.id, code, error))
        return code

    def _play_refusal(self, screen: Screen, at_ply: int, for_seat: int | None) -> StrEnum | None:
        match = self.match
        if screen.role == Role.WATCHER:
            return Refusal.NOT_ALLOWED
        if for_seat is not None and for_seat not in screen.seats:
            return Refusal.NOT_YOUR_SEAT
        if curtain(screen, match) is not None:
            return Refusal.CURTAIN  # nobody's cards are shown, so nobody's move is made
        if screen.shown_ply is not None:
            return Refusal.REPLAYING
        if at_ply != len(match.moves):
            return Refusal.STALE
        if match.state.outcome() is not None:
            return MatchRefusal.GAME_OVER
        here = movable_here(screen, match)
        if (for_seat in here) if for_seat is not None else bool(here):
            return None
        return Refusal.COMPUTER_TO_MOVE if match.computer_to_move() else MatchRefusal.NOT_YOUR_TURN

    def _play(self, screen: Screen, intent: Play) -> tuple[StrEnum | None, MoveError | None]:
        code = self._play_refusal(screen, intent.at_ply, intent.seat)
        if code is not None:
            return code, None
        seat = intent.seat if intent.seat is not None else to_move_here(screen, self.match)
        try:
            self.match.play(intent.move, by=seat)
        except IllegalMoveError as exc:
            return exc.code, exc
        self._after_move(Played(len(self.match.moves), self.match.mover_of(len(self.match.moves) - 1)))
        return None, None

    def _after_move(self, event: Played) -> None:
        self.thinking = False
        self._emit(event)
        self._advance()

    # -- the computer and forced moves ---------------------------------------------------------------
    def _cancel_pending(self) -> None:
        for pending in (self._computer_job, self._pending):
            if pending is not None:
                pending.cancel()
        self._computer_job = self._pending = None
        self.thinking = False

    def _advance(self) -> None:
        """After any change: the end said, the computer asked, or a forced move played after the pause."""
        self._cancel_pending()
        match = self.match
        if self._closed:
            return
        outcome = match.state.outcome()
        if outcome is not None:
            self._emit(Ended(outcome))
            return
        if match.computer_to_move():
            seat = match.state.current_player
            self.thinking = True
            self._asked_at = self.scheduler.now_ms()
            job = match.computer_job(random.Random(self.rng.random()))
            self._computer_job = self.jobs.submit(job, self._on_choice)
            self._emit(Thinking(seat, True))
            return
        forced = match.spec.forced(match.state) if match.spec.forced is not None else None
        if forced is not None:
            self._pending = self.scheduler.call_later(self.pause_ms, lambda: self._play_forced(forced))

    def _on_choice(self, result: object) -> None:
        self._computer_job = None
        if isinstance(result, BaseException):
            self.thinking = False
            self._emit(Thinking(self.match.state.current_player, False))
            self._emit(ComputerFailed(type(result).__name__))
            return
        assert isinstance(result, Choice)
        wait = max(0, self.pause_ms - int(self.scheduler.now_ms() - self._asked_at))
        self._pending = self.scheduler.call_later(wait, lambda: self._play_computer(result))

    def _play_computer(self, choice: Choice) -> None:
        self._pending = None
        match = self.match
        seat = match.state.current_player
        level = match.seats[seat].level
        unsure = not choice.solved and level in match.spec.exact_levels
        if unsure:
            self.perfect = False
        elif self.perfect is None and choice.solved:
            self.perfect = True
        match.play(choice.move)  # the player chose from the position it was shown: legal
        self.unsure_ply = len(match.moves) if unsure else None
        self._after_move(Played(len(match.moves), seat, by_computer=True, unsure=unsure))

    def _play_forced(self, move: Move) -> None:
        self._pending = None
        match = self.match
        seat = match.state.current_player
        match.play(move)
        self._after_move(Played(len(match.moves), seat, forced=True))

    # -- undo and redo -----------------------------------------------------------------------------
    def _undo_last(self, screen: Screen, last: int | None) -> int | None:
        """In replay, undo takes back the move shown (and what followed); else the last one."""
        if last is not None:
            return last
        return None if screen.shown_ply is None else screen.shown_ply - 1

    def _undo_refusal(self, screen: Screen, last: int | None) -> StrEnum | None:
        if screen.role == Role.WATCHER:
            return Refusal.NOT_ALLOWED
        last = self._undo_last(screen, last)
        first = self.match.undo_start(last) if last is None or last >= 0 else None
        if first is None:
            return Refusal.NOTHING_TO_UNDO
        if screen.role == Role.PLAYER and self.match.mover_of(first) not in screen.seats:
            return Refusal.NOT_ALLOWED  # a student takes back only their own move
        return None

    def _redo_refusal(self, screen: Screen) -> StrEnum | None:
        if screen.role != Role.TEACHER:
            return Refusal.NOT_ALLOWED
        return None if self.match.can_redo() else Refusal.NOTHING_TO_REDO

    def _undo(self, screen: Screen, intent: Undo) -> StrEnum | None:
        code = self._undo_refusal(screen, intent.last)
        if code is not None:
            return code
        self._cancel_pending()
        taken = self.match.undo(self._undo_last(screen, intent.last))
        self._after_history_change(screen)
        self._emit(Undone(len(taken)))
        self._advance()
        return None

    def _redo(self, screen: Screen) -> StrEnum | None:
        code = self._redo_refusal(screen)
        if code is not None:
            return code
        self._cancel_pending()
        done = self.match.redo()
        self._after_history_change(screen)
        self._emit(Redone(len(done)))
        self._advance()
        return None

    def _after_history_change(self, acting: Screen) -> None:
        """The acting screen shows the live position again; the others keep theirs where it still exists."""
        self.unsure_ply = None if self.unsure_ply is None or self.unsure_ply > len(self.match.moves) else self.unsure_ply
        for screen in self.screens.values():
            if screen is acting or (screen.shown_ply is not None and screen.shown_ply >= len(self.match.moves)):
                screen.shown_ply = None

    # -- what a screen shows ---------------------------------------------------------------------------
    def _show_ply(self, screen: Screen, ply: int) -> StrEnum | None:
        ply = max(0, min(ply, len(self.match.moves)))
        screen.shown_ply = None if ply == len(self.match.moves) else ply
        self._emit(Shown(screen.id))
        return None

    def _uncover(self, screen: Screen) -> StrEnum | None:
        seat = curtain(screen, self.match)
        if seat is None:
            return Refusal.NOT_ALLOWED
        screen.looking = seat
        self._emit(Shown(screen.id))
        return None

