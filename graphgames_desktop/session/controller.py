"""MatchController: the one owner of a match's flow, for every screen that looks at it.

It checks each intent's authority as an authoritative game server does (boardgame.io's
``Master.onUpdate``): the screen's role, the seat it acts for, the position it saw (a move made on an
older position is refused as stale), whose turn it is; then the match's rules decide. It runs the
computer seats' moves (off the session's thread, each answered no sooner than a pause a person can
follow; where several seats act in one step, every active computer seat is asked at once), plays the
moves the rules force (a pass where a player cannot move), keeps each step's time limit, and keeps each
screen's replay position. Listeners get events (data, no sentences) and ask for the frames they show.

A *step* starts when the game's step mark changes (``GameSpec.step_of``: the card game's round and
phase) or when a move makes active a seat that was not active before it (in turn: the next player);
within a step the active seats only shrink, as each finishes its part. ``step_seconds`` after a step
starts, the session plays the game's ``default_move`` for every seat still active in it until each has
finished (undo and redo start the step's time again; a pause stops it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import StrEnum

from graphgames_desktop.games.base import Choice, IllegalMoveError, Move, MoveError
from graphgames_desktop.games.match import Match, MatchRefusal, Seat
from graphgames_desktop.session.frames import SeatFrame, VoteView, frame, may_move
from graphgames_desktop.session.intents import (
    BoardChanged,
    ComputerFailed,
    Ended,
    Event,
    Intent,
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
    Started,
    Thinking,
    TimeChanged,
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
#: A step as the session tells them apart: the game's step mark and the active seats.
Step = tuple[Hashable, frozenset[int]]
#: A service's handler of its own intents (the teaching layer's): a refusal code, or None when done.
IntentHandler = Callable[[Screen, Intent], StrEnum | None]


@dataclass
class _Ask:
    """A computer seat asked for its move at ``asked_at`` (ms), in the position after ``ply`` moves: its
    search, then its answer waiting out the pause."""

    asked_at: float
    ply: int
    job: Job | None = None
    answer: Handle | None = None

    def cancel(self) -> None:
        for pending in (self.job, self.answer):
            if pending is not None:
                pending.cancel()


def new_step(before: Step, after: Step) -> bool:
    """Whether a move from ``before`` to ``after`` started a new step (see the module docstring)."""
    return after[0] != before[0] or not after[1] <= before[1]


class MatchController:
    """Owns ``match``, the computer's turn and its pause, forced moves, undo/redo and the screens.

    ``perfect``: whether the computer's exact level is proved perfect in this game (the setup's check of the
    start; None: not proved yet): a computer move solved proves it, one not solved disproves it.
    ``step_seconds``: each step's time limit (None: none; a game without ``default_move`` has none).
    """

    def __init__(self, match: Match, scheduler: Scheduler, jobs: Jobs, *, rng: random.Random | None = None,
                 pause_ms: int = COMPUTER_PAUSE_MS, perfect: bool | None = None, step_seconds: float | None = None):
        self.match = match
        self.scheduler = scheduler
        self.jobs = jobs
        self.rng = rng or random.Random()
        self.pause_ms = pause_ms
        self.perfect = perfect
        self.step_seconds = step_seconds
        self.screens: dict[str, Screen] = {}
        self.unsure_ply: int | None = None
        self.paused = False
        self._asks: dict[int, _Ask] = {}  # by computer seat
        self._pending: Handle | None = None  # a forced move waiting out the pause
        self._step: Step | None = None  # the step last seen (None: the next position starts one)
        self._timer: Handle | None = None  # the step's time limit
        self._time_up_at = 0.0  # when it runs out (ms)
        self._time_left: float | None = None  # what was left of it when paused (ms)
        self._listeners: list[Listener] = []
        self._handlers: dict[type[Intent], IntentHandler] = {}
        self._closed = False
        #: Seats whose moves the class chooses by vote (a device of them votes; the vote service plays).
        self.voting: frozenset[int] = frozenset()
        #: What the vote service shows each screen (set by it).
        self.vote_view: Callable[[Screen], VoteView | None] | None = None

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

    def announce(self, event: Event) -> None:
        """A service's event, told to every listener as the controller's own are."""
        self._emit(event)

    def start(self) -> None:
        """The match is shown: say so, and let the computer (or a forced move) begin."""
        self._emit(Started())
        self._advance()

    def close(self) -> None:
        """Nothing more happens: the computers' searches, any pending move and the time limit are dropped."""
        self._closed = True
        self._cancel_all()

    def pause(self, paused: bool) -> None:
        """The teacher stops the match (no move is accepted, no computer asked, the step's time stands
        still) or lets it go on (the time left runs again)."""
        if paused == self.paused or self._closed:
            return
        self.paused = paused
        if paused:
            self._time_left = self._time_up_at - self.scheduler.now_ms() if self._timer is not None else None
            self._cancel_moves()
            self._cancel_timer()
            self._emit(Paused(paused))
            return
        left, self._time_left = self._time_left, None
        if left is not None:
            self._set_timer(left)
        self._emit(Paused(paused))
        if self.match.state.outcome() is None:  # an ended game was said so once
            self._advance()

    def hand_over(self, seat: int, to: Seat) -> None:
        """The teacher gives ``seat`` to the computer (``to`` a computer seat) or back to a person: a search
        for it stops, and the computer is asked at once when the seat is to move."""
        if self._closed or self.match.seats[seat] == to:
            return
        ask = self._asks.pop(seat, None)
        if ask is not None:
            ask.cancel()
            self._emit(Thinking(seat, False))
        self.match.hand_over(seat, to)
        self._emit(SeatChanged(seat))
        if self.match.state.outcome() is None:
            self._advance()

    def change_board(self, match: Match) -> bool:
        """Before any move, the match is ``match`` instead (the same game on another board): the screens stay
        at its start. False, nothing changed, once a move was made or the match is over."""
        if self._closed or self.match.moves or match.spec is not self.match.spec:
            return False
        self._cancel_all()
        self.match = match
        self._emit(BoardChanged())
        self._advance()
        return True

    def set_step_seconds(self, seconds: float | None) -> None:
        """Each step's time limit from now on (None: none); the step being played gets it counted from now."""
        if self._closed or seconds == self.step_seconds:
            return
        self.step_seconds = seconds
        self._cancel_timer()
        self._time_left = None
        if seconds is not None and self.match.spec.default_move is not None and self.match.state.outcome() is None:
            self._set_timer(seconds * 1000)
        self._emit(TimeChanged())

    def time_left_ms(self) -> float | None:
        """What is left of the step's time limit (None: no limit runs); still while paused."""
        if self._timer is not None:
            return max(0.0, self._time_up_at - self.scheduler.now_ms())
        return self._time_left

    @property
    def thinking(self) -> bool:
        """A computer seat has been asked for a move not yet played."""
        return bool(self._asks)

    # -- reading -----------------------------------------------------------------------------------
    def frame(self, screen_id: str, moves_from: int = 0) -> SeatFrame:
        """What ``screen_id`` may know now; ``moves_from``: its move list from that ply on."""
        screen = self.screens[screen_id]
        return frame(self.match, screen, thinking=self.thinking, unsure_ply=self.unsure_ply, perfect=self.perfect,
                     can_undo=self._undo_refusal(screen, None) is None, can_redo=self._redo_refusal(screen) is None,
                     paused=self.paused, time_left_ms=self.time_left_ms(),
                     vote=self.vote_view(screen) if self.vote_view is not None else None, moves_from=moves_from)

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
        if self.paused:
            return Refusal.PAUSED
        if curtain(screen, match) is not None:
            return Refusal.CURTAIN  # nobody's cards are shown, so nobody's move is made
        if screen.shown_ply is not None:
            return Refusal.REPLAYING
        if at_ply != len(match.moves) and not self._still_stands(screen, at_ply, for_seat):
            return Refusal.STALE
        if match.state.outcome() is not None:
            return MatchRefusal.GAME_OVER
        here = movable_here(screen, match)
        if (for_seat in here) if for_seat is not None else bool(here):
            return None
        return Refusal.COMPUTER_TO_MOVE if match.computer_to_move() else MatchRefusal.NOT_YOUR_TURN

    def _still_stands(self, screen: Screen, at_ply: int, for_seat: int | None) -> bool:
        """A move made on an older position still stands where that position is in the step being played and
        only other seats have acted since (a step taken together: another student's pick changes nothing this
        seat may choose; the rules check the move all the same). Else it is stale."""
        match, step_of = self.match, self.match.spec.step_of
        seat = for_seat if for_seat is not None else to_move_here(screen, match)
        if seat is None or step_of is None or not 0 <= at_ply < len(match.moves) or seat in match.movers[at_ply:]:
            return False
        mark = step_of(match.state_at(at_ply))
        return all(step_of(match.state_at(ply)) == mark for ply in range(at_ply + 1, len(match.moves) + 1))

    def _play(self, screen: Screen, intent: Play) -> tuple[StrEnum | None, MoveError | None]:
        code = self._play_refusal(screen, intent.at_ply, intent.seat)
        if code is not None:
            return code, None
        seat = intent.seat if intent.seat is not None else to_move_here(screen, self.match)
        if seat in self.voting and screen.role == Role.PLAYER:
            return Refusal.VOTE, None
        try:
            self.match.play(intent.move, by=seat)
        except IllegalMoveError as exc:
            return exc.code, exc
        self._after_move(Played(len(self.match.moves), self.match.mover_of(len(self.match.moves) - 1)))
        return None, None

    def _after_move(self, event: Played) -> None:
        self._emit(event)
        self._advance()

    # -- the computer, forced moves and the time limit ---------------------------------------------
    def _cancel_moves(self) -> None:
        for ask in self._asks.values():
            ask.cancel()
        self._asks.clear()
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _cancel_all(self) -> None:
        """Every search, pending move and the time limit dropped; the next position starts a step."""
        self._cancel_moves()
        self._cancel_timer()
        self._time_left = None
        self._step = None

    def _advance(self) -> None:
        """After any change: the end said; every active computer seat asked (one asked before keeps its
        search while it stays active); else a forced move played after the pause; a new step's time armed."""
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None
        match = self.match
        if self._closed:
            return
        outcome = match.state.outcome()
        if outcome is not None:
            self._cancel_all()
            self._emit(Ended(outcome))
            return
        fresh = self._watch_step()
        active = match.active_seats()
        for seat in [s for s in self._asks if fresh or s not in active]:
            self._asks.pop(seat).cancel()
        if self.paused:
            return
        computers = match.computers_to_move()
        for seat in computers:
            if seat not in self._asks:
                self._ask(seat)
        if computers:
            return
        forced = match.spec.forced(match.state) if match.spec.forced is not None else None
        if forced is not None:
            self._pending = self.scheduler.call_later(self.pause_ms, lambda: self._play_forced(forced))

    def _ask(self, seat: int) -> None:
        ask = self._asks[seat] = _Ask(self.scheduler.now_ms(), len(self.match.moves))
        job = self.match.computer_job(random.Random(self.rng.random()), seat)
        ask.job = self.jobs.submit(job, lambda result: self._on_choice(seat, ask, result))
        self._emit(Thinking(seat, True))

    def _on_choice(self, seat: int, ask: _Ask, result: object) -> None:
        ask.job = None
        if isinstance(result, BaseException):
            del self._asks[seat]
            self._emit(Thinking(seat, False))
            self._emit(ComputerFailed(type(result).__name__))
            return
        assert isinstance(result, Choice)
        wait = max(0, self.pause_ms - int(self.scheduler.now_ms() - ask.asked_at))
        ask.answer = self.scheduler.call_later(wait, lambda: self._play_computer(seat, ask, result))

    def _play_computer(self, seat: int, ask: _Ask, choice: Choice) -> None:
        del self._asks[seat]
        match = self.match
        try:
            match.play(choice.move, by=seat)
        except IllegalMoveError:
            if ask.ply == len(match.moves):
                raise  # the player chose from this very position: its move must be legal
            self._ask(seat)  # others moved meanwhile and the choice no longer stands: asked again
            return
        level = match.seats[seat].level
        unsure = not choice.solved and level in match.spec.exact_levels
        if unsure:
            self.perfect = False
        elif self.perfect is None and choice.solved:
            self.perfect = True
        self.unsure_ply = len(match.moves) if unsure else None
        self._after_move(Played(len(match.moves), seat, by_computer=True, unsure=unsure))

    def _play_forced(self, move: Move) -> None:
        self._pending = None
        match = self.match
        seat = match.state.current_player
        match.play(move)
        self._after_move(Played(len(match.moves), seat, forced=True))

    def _now_step(self) -> Step:
        step_of = self.match.spec.step_of
        return (step_of(self.match.state) if step_of is not None else None), self.match.active_seats()

    def _watch_step(self) -> bool:
        """Whether the position starts a new step; if so, its time limit armed."""
        now = self._now_step()
        fresh = self._step is None or new_step(self._step, now)
        self._step = now
        if fresh and self.step_seconds is not None and self.match.spec.default_move is not None:
            self._set_timer(self.step_seconds * 1000)
        return fresh

    def _set_timer(self, ms: float) -> None:
        self._cancel_timer()
        if self.paused:
            self._time_left = ms
            return
        self._time_up_at = self.scheduler.now_ms() + ms
        self._timer = self.scheduler.call_later(round(ms), self._time_up)

    def _time_up(self) -> None:
        """The step's time ran out: each seat still active in it gets the game's default moves until it has
        finished its part (or the step ends)."""
        self._timer = None
        for seat in sorted(self.match.active_seats()):
            if self._finish_part(seat):
                break
        self._advance()

    def _finish_part(self, seat: int) -> bool:
        """Play ``seat``'s default moves until it is no longer active; whether the step (or game) ended meanwhile."""
        match = self.match
        default_move = match.spec.default_move
        assert default_move is not None
        ask = self._asks.pop(seat, None)
        if ask is not None:
            ask.cancel()
        before = self._now_step()
        while seat in before[1]:
            match.play(default_move(match.state, seat), by=seat)
            self._emit(Played(len(match.moves), seat, forced=True))
            after = self._now_step()
            if new_step(before, after) or match.state.outcome() is not None:
                return True
            before = after
        return False

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
        if screen.role == Role.PLAYER and (self.match.mover_of(first) not in screen.seats
                                           or self.match.state.outcome() is not None
                                           or any(not self.match.seats[self.match.mover_of(i)].is_computer
                                                  and self.match.mover_of(i) not in screen.seats
                                                  for i in range(first, len(self.match.moves)))):
            # A student takes back only their own move, before another person has answered it, while the game
            # goes on (the computer's replies go with it); the teacher may take back anything.
            return Refusal.NOT_ALLOWED
        return None

    def _redo_refusal(self, screen: Screen) -> StrEnum | None:
        if screen.role != Role.TEACHER:
            return Refusal.NOT_ALLOWED
        return None if self.match.can_redo() else Refusal.NOTHING_TO_REDO

    def _undo(self, screen: Screen, intent: Undo) -> StrEnum | None:
        code = self._undo_refusal(screen, intent.last)
        if code is not None:
            return code
        self._cancel_all()
        taken = self.match.undo(self._undo_last(screen, intent.last))
        self._after_history_change(screen)
        self._emit(Undone(len(taken)))
        self._advance()
        return None

    def _redo(self, screen: Screen) -> StrEnum | None:
        code = self._redo_refusal(screen)
        if code is not None:
            return code
        self._cancel_all()
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

