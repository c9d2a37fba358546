"""A frame: everything one screen may know of a match at one moment, as data.

The page renders a frame and nothing else (chessground's Config works so); a device gets the same frame
over the network. Secrets are decided here once: the observation is the game's ``observe`` for the seat
the screen may see (:func:`~.screens.sight`), and a move that screen may not know is ``None`` in the
list (the game's ``redact`` rule; boardgame.io's ``redactLog``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property, partial

from graphgames_desktop.games.base import Move, Observation, Outcome
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.setup import Setup
from graphgames_desktop.games.spec import GameSpec
from graphgames_desktop.session.screens import Role, Screen, curtain, sight, to_move_here


@dataclass(frozen=True)
class MatchInfo:
    """What never changes during a match and every screen may know: the game, its setup and who sits where.

    A game view is built on this, never on the match itself: what depends on the position comes in the
    frames it is shown."""

    spec: GameSpec
    setup: Setup
    seats: tuple[Seat, ...]

    @classmethod
    def of(cls, match: Match) -> MatchInfo:
        return cls(match.spec, match.setup, match.seats)


@dataclass(frozen=True)
class MoveEntry:
    """Move number ``ply`` (1-based) by ``seat``; ``move`` None where the screen may not know it, ``kind``
    (its type's name: a pick, a discard) is public all the same; ``before``: the position it was made from,
    as the screen may know it (to say the move in words), observed only when read: a device's frame never
    reads it, and 40 devices' frames of a long game each observed every earlier position."""

    ply: int
    seat: int
    move: Move | None
    kind: str
    observe_before: Callable[[], Observation] = field(repr=False, compare=False)

    @cached_property
    def before(self) -> Observation:
        return self.observe_before()


@dataclass(frozen=True)
class VoteView:
    """The class's vote as one screen may see it: for ``seat``'s move number ``ply`` (0-based), ``open`` or
    decided; how many devices voted; this screen's own vote; the ``tally`` (each move and its votes, most
    first) only for the teacher's screen (a device does not see how the others voted until the move is
    played); ``time_left_ms`` of the vote's time limit (None: none)."""

    seat: int
    ply: int
    open: bool
    votes: int
    mine: Move | None = None
    tally: tuple[tuple[Move, int], ...] | None = None
    time_left_ms: float | None = None


@dataclass(frozen=True)
class Inputs:
    """What a person at the screen may do now."""

    may_move: bool
    can_undo: bool
    can_redo: bool


@dataclass(frozen=True)
class SeatFrame:
    game: str
    screen: str
    role: Role
    seats: tuple[Seat, ...]
    #: The seats of people at this screen, and the one whose secrets it shows now (None: an onlooker's view).
    at_screen: frozenset[int]
    looking: int | None
    live_ply: int
    shown_ply: int
    observation: Observation
    #: The move that led to the position shown (None at the start, or where the screen may not know it).
    last_move: Move | None
    #: The seat to move in the live position (None once it is over), and the live outcome.
    turn: int | None
    outcome: Outcome | None
    #: The shown position's outcome (a replayed final position is over too).
    shown_outcome: Outcome | None
    thinking: bool
    #: The ply the computer played without proving it; whether its level is proved perfect here.
    unsure_ply: int | None
    perfect: bool | None
    moves: tuple[MoveEntry, ...]
    #: The seat the screen must be passed to before it shows the board (None: no curtain).
    curtain: int | None
    inputs: Inputs
    #: The seats that may move in the live position (several where a step is taken together).
    active: frozenset[int] = frozenset()
    #: The teacher stopped the match; what is left of the step's time limit, in ms (None: no limit runs).
    paused: bool = False
    time_left_ms: float | None = None
    #: The class's vote this screen takes part in or shows (None: no vote open).
    vote: VoteView | None = None
    #: How many earlier moves ``moves`` leaves out (a device's frame carries the latest only).
    moves_from: int = 0
    #: The ply of the last move made by a seat of this screen (None: none yet): a device knows its move taken
    #: even when many came after it.
    own_last: int | None = None

    @property
    def replaying(self) -> bool:
        return self.shown_ply != self.live_ply

    def entry(self, ply: int) -> MoveEntry | None:
        """Move number ``ply`` (1-based) of the list, None where the frame does not carry it (``moves_from``)."""
        index = ply - 1 - self.moves_from
        return self.moves[index] if 0 <= index < len(self.moves) else None


def may_move(screen: Screen, match: Match) -> bool:
    """A person at ``screen`` may play now: it is their turn, the live position is shown, nothing covers it."""
    return (screen.role != Role.WATCHER and screen.shown_ply is None and to_move_here(screen, match) is not None
            and curtain(screen, match) is None)


def frame(match: Match, screen: Screen, *, thinking: bool = False, unsure_ply: int | None = None,
          perfect: bool | None = None, can_undo: bool = False, can_redo: bool = False, paused: bool = False,
          time_left_ms: float | None = None, vote: VoteView | None = None, moves_from: int = 0) -> SeatFrame:
    """What ``screen`` may know of ``match`` now (the controller adds its own state: see MatchController.frame);
    ``moves_from``: the move list from that ply on (a device's frame carries the latest moves only)."""
    live = len(match.moves)
    ply = screen.ply(match)
    seen = sight(screen, match)
    covered = curtain(screen, match)
    redact = match.spec.redact

    def entry(i: int) -> MoveEntry:
        move, before = match.moves[i], match.state_at(i)
        hidden = redact is not None and redact(before, match.mover_of(i), move, match.state, screen.seats)
        return MoveEntry(i + 1, match.mover_of(i), None if hidden else move, type(move).__name__,
                         partial(match.observed, i, before, seen))

    start = max(0, min(moves_from, live))
    entries = [entry(i) for i in range(start, live)]
    shown, outcome = match.state_at(ply), match.state.outcome()
    last = (entries[ply - 1 - start] if ply > start else entry(ply - 1)) if ply else None
    return SeatFrame(
        game=match.spec.id, screen=screen.id, role=screen.role, seats=match.seats, at_screen=screen.seats,
        looking=seen, live_ply=live, shown_ply=ply, observation=match.observed(ply, shown, seen),
        last_move=last.move if last is not None else None,
        turn=match.state.current_player if outcome is None else None, outcome=outcome,
        shown_outcome=shown.outcome(), thinking=thinking, unsure_ply=unsure_ply,
        perfect=perfect, moves=tuple(entries), curtain=covered,
        inputs=Inputs(may_move(screen, match), can_undo, can_redo), active=match.active_seats(), paused=paused,
        time_left_ms=time_left_ms, vote=vote, moves_from=start,
        own_last=next((i + 1 for i in range(live - 1, -1, -1) if match.mover_of(i) in screen.seats), None)
        if screen.seats else None)  # a screen of no seat (the projector) has no move of its own to look back for


def watcher_frame(match: Match) -> SeatFrame:
    """The live position as an onlooker sees it (a picture of a position, a board drawn for the rules)."""
    return frame(match, Screen("watcher", Role.WATCHER))
