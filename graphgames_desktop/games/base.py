"""The engine contract every game follows: moves, states, observations, outcomes and refusals.

States are immutable: ``play`` returns a new state, so solvers explore freely and undo is "go back
to the previous state". Moves are frozen dataclasses that serialise to JSON. Refusals and outcomes
are data (enum codes), never sentences: the UI translates them (python-chess keeps the same split:
``Outcome``/``Termination``, ``IllegalMoveError`` for a move the rules refuse, ``InvalidMoveError``
for a record that is not a move at all).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol, TypeVar, runtime_checkable

#: A JSON value as ``json.loads`` gives it; records are checked field by field at the boundary.
JSONObject = dict[str, object]


class Level(StrEnum):
    """One vocabulary of computer levels for every game; a spec says which levels are exact."""

    EASY = "easy"
    MEDIUM = "medium"
    STRONG = "strong"

    @classmethod
    def parse(cls, name: object) -> Level:
        """A level from a record or the settings; ``perfect`` and ``hard`` are older names of strong."""
        legacy = {"perfect": cls.STRONG, "hard": cls.STRONG}
        if isinstance(name, str) and name in legacy:
            return legacy[name]
        if not isinstance(name, str):
            raise ValueError(f"not a level: {name!r}")
        return cls(name)


class MoveError(ValueError):
    """A move that cannot be played; ``code`` names why (an enum member), ``details`` say where."""

    def __init__(self, code: StrEnum, **details: object):
        super().__init__(str(code))
        self.code = code
        self.details = details


class IllegalMoveError(MoveError):
    """A well-formed move that the rules refuse in this position."""


class InvalidMoveError(MoveError):
    """Data that does not decode to a move of the game (a damaged or hostile record)."""


class DecodeProblem(StrEnum):
    """Why move data does not decode."""

    MALFORMED = "malformed_move"


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winners`` (several share first place; none is a draw), scores, and why."""

    winners: tuple[int, ...]
    termination: StrEnum
    scores: tuple[int, ...] | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> JSONObject:
        return {"winners": list(self.winners), "termination": str(self.termination),
                "scores": list(self.scores) if self.scores is not None else None}


@runtime_checkable
class Move(Hashable, Protocol):
    def to_json(self) -> JSONObject: ...


@runtime_checkable
class State(Protocol):
    """A position. ``play`` takes any object and refuses what is not a legal move of this game.

    ``play`` moves for ``current_player``. A game where several seats may act in one step (the card
    game played together) also has ``active_seats()`` (who may act now) and ``play_as(seat, move)``;
    read them through :func:`active_seats` and :func:`play_as`, which give every other game the
    default: the one seat ``current_player``.
    """

    @property
    def current_player(self) -> int: ...

    def legal_moves(self) -> Sequence[Move]: ...

    def play(self, move: object) -> State: ...

    def outcome(self) -> Outcome | None: ...


class SeatRefusal(StrEnum):
    """Why a seat may not act now, whatever the game."""

    NOT_YOUR_TURN = "not_your_turn"  # the seat is not among the active seats


def active_seats(state: State) -> frozenset[int]:
    """The seats that may act in ``state``: the state's own ``active_seats()``, else its current player
    (none once the game is over)."""
    own = getattr(state, "active_seats", None)
    if own is not None:
        return frozenset(own())
    return frozenset() if state.outcome() is not None else frozenset({state.current_player})


def play_as(state: State, seat: int, move: object) -> State:
    """``move`` played by ``seat``: the state's own ``play_as``, else ``play`` when ``seat`` is the current player."""
    own = getattr(state, "play_as", None)
    if own is not None:
        new = own(seat, move)
        assert isinstance(new, State)
        return new
    if seat != state.current_player:
        raise IllegalMoveError(SeatRefusal.NOT_YOUR_TURN)
    return state.play(move)


class Observation(Protocol):
    """What one seat (or an onlooker, ``seat`` None) may know of a position, and nothing more."""

    @property
    def seat(self) -> int | None: ...

    @property
    def current_player(self) -> int: ...

    def legal_moves(self) -> Sequence[Move]: ...


S = TypeVar("S", bound=State)


@dataclass(frozen=True)
class PublicObservation:
    """A perfect-information game's observation: everybody may see the whole state."""

    seat: int | None
    state: State

    @property
    def current_player(self) -> int:
        return self.state.current_player

    def legal_moves(self) -> Sequence[Move]:
        return self.state.legal_moves()


def observe_public(state: State, seat: int | None) -> PublicObservation:
    return PublicObservation(seat, state)


def expect(state: object, kind: type[S]) -> S:
    """``state`` as the game's own type: the registry hands states around as ``State``."""
    if not isinstance(state, kind):
        raise TypeError(f"expected {kind.__name__}, got {type(state).__name__}")
    return state


def position_to_play(observation: Observation) -> tuple[State, list[Move]]:
    """The position a computer player of a perfect-information game moves in, and its legal moves:
    TypeError for an observation that hides the position (these players need all of it), ValueError
    when there is no move to choose."""
    if not isinstance(observation, PublicObservation):
        raise TypeError("this player needs the whole position")
    state = observation.state
    moves = list(state.legal_moves())
    if not moves:
        raise ValueError("no legal move")
    return state, moves


M = TypeVar("M")


def expect_move(move: object, kind: type[M]) -> M:
    """``move`` as the game's own move type (the registry hands moves around as ``Move``)."""
    if not isinstance(move, kind):
        raise TypeError(f"expected {kind.__name__}, got {type(move).__name__}")
    return move


@dataclass
class Analysis:
    """What a solver learned of a position within its budget.

    ``winning_moves`` lead to positions the mover wins (empty when the position is lost, or when
    none was found in time); ``solved`` says whether the answer is exact; ``preferred`` are the
    moves a player should fall back on (longest resistance when lost, a heuristic when unsolved).
    """

    solved: bool
    mover_wins: bool | None
    winning_moves: list[Move] = field(default_factory=list)
    preferred: list[Move] = field(default_factory=list)
    move_values: dict[Move, object] = field(default_factory=dict)
    explored: int = 0


def keep_most_to_play(moves: Sequence[Move], size_after: Mapping[Move, int]) -> list[Move]:
    """A lost player's fallback: the moves that leave the most to play, so the game lasts longest."""
    most = max(size_after[m] for m in moves)
    return [m for m in moves if size_after[m] == most]


@dataclass(frozen=True)
class Choice:
    """A computer player's move, and whether its verdict on the position is exact."""

    move: Move
    solved: bool = False
    winning: bool | None = None  # the mover's verdict on the position, when solved


class ComputerPlayer(Protocol):
    """Chooses a move from an observation only: it never sees what its seat may not know."""

    def choose(self, observation: Observation, rng: random.Random) -> Choice: ...
