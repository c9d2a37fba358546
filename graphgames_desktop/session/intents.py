"""What a screen asks of a match (intents) and what a match tells its listeners (events), as data.

Intents and events carry codes and numbers, never sentences: the UI words them in its language
(boardgame.io's actions and python-chess's Outcome work so). Every intent turns into JSON and back,
so that a device on the network sends exactly what the desktop page sends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from graphgames_desktop.games.base import JSONObject, Move, MoveError, Outcome
from graphgames_desktop.games.spec import GameSpec


class Refusal(StrEnum):
    """Why the session refused an intent before the game's rules saw it (the game's own codes pass through)."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"  # another seat is to move
    COMPUTER_TO_MOVE = "computer_to_move"
    NOT_YOUR_SEAT = "not_your_seat"  # the intent names a seat that does not sit at the screen
    NOT_ALLOWED = "not_allowed"  # the screen's role may not do this (a watcher's move, a student's undo)
    REPLAYING = "replaying"  # the screen shows an earlier position
    STALE = "stale"  # the move was made on an older position than the match's
    CURTAIN = "curtain"  # the screen is covered until the seat to move looks
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOTHING_TO_REDO = "nothing_to_redo"
    UNKNOWN_SCREEN = "unknown_screen"
    BAD_INTENT = "bad_intent"  # a message that is no intent (the network boundary)
    PAUSED = "paused"  # the teacher has paused the match
    VOTE = "vote"  # the class votes for this seat's moves: a device votes, it does not play
    NO_VOTE_OPEN = "no_vote_open"  # a vote with none open for the device's seat
    ALREADY_VOTED = "already_voted"  # a device votes once a position
    NO_VOTES = "no_votes"  # the teacher closed a vote nobody voted in: nothing to play


class IntentError(ValueError):
    """Data that is no intent of this game: the boundary says so in one code."""

    code = Refusal.BAD_INTENT


@dataclass(frozen=True)
class Intent:
    """Something a screen asks for; ``kind`` names it on the wire."""

    kind: ClassVar[str] = ""

    def to_json(self) -> JSONObject:
        return {"kind": self.kind}


@dataclass(frozen=True)
class Play(Intent):
    """Play ``move`` on the position after ``at_ply`` moves; ``seat``: for which of the screen's seats
    (None: the one whose turn it is)."""

    move: Move
    at_ply: int
    seat: int | None = None
    kind: ClassVar[str] = "play"

    def to_json(self) -> JSONObject:
        return {"kind": self.kind, "move": self.move.to_json(), "at_ply": self.at_ply, "seat": self.seat}


@dataclass(frozen=True)
class Undo(Intent):
    """Take back the last person's move (``last``: that move, 0-based, and all after it; None: the one the
    screen shows in replay, else the last)."""

    last: int | None = None
    kind: ClassVar[str] = "undo"

    def to_json(self) -> JSONObject:
        return {"kind": self.kind, "last": self.last}


@dataclass(frozen=True)
class Redo(Intent):
    kind: ClassVar[str] = "redo"


@dataclass(frozen=True)
class ShowPly(Intent):
    """Show the position after ``ply`` moves on this screen (the live one at the match's length)."""

    ply: int
    kind: ClassVar[str] = "show_ply"

    def to_json(self) -> JSONObject:
        return {"kind": self.kind, "ply": self.ply}


@dataclass(frozen=True)
class Uncover(Intent):
    """The person to move at a shared screen takes it: their secrets may show (the curtain's button)."""

    kind: ClassVar[str] = "uncover"


def _int(raw: JSONObject, key: str, optional: bool = False) -> Any:
    value = raw.get(key)
    if optional and value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not -1 <= value < 1 << 20:
        raise IntentError(key)
    return value


def intent_from_json(raw: object, spec: GameSpec) -> Intent:
    """The intent a message names; IntentError for anything else (moves are decoded by the game)."""
    if not isinstance(raw, dict):
        raise IntentError("intent")
    kind = raw.get("kind")
    try:
        if kind == Play.kind:
            return Play(spec.move_from_json(raw.get("move")), _int(raw, "at_ply"), _int(raw, "seat", optional=True))
        if kind == Undo.kind:
            return Undo(_int(raw, "last", optional=True))
        if kind == ShowPly.kind:
            return ShowPly(_int(raw, "ply"))
        if kind in (Redo.kind, Uncover.kind):
            return {Redo.kind: Redo, Uncover.kind: Uncover}[kind]()
    except MoveError as exc:
        raise IntentError("move") from exc
    extra = EXTRA_INTENTS.get(kind) if isinstance(kind, str) else None
    if extra is None:
        raise IntentError("kind")
    return extra(raw, spec)


#: Intents other services add (the teaching and vote services'), by kind: a parser from the message and the game.
EXTRA_INTENTS: dict[str, Callable[[JSONObject, GameSpec], Intent]] = {}


# -- events ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Event:
    """Something that happened to the match; listeners ask for the frames they need."""


@dataclass(frozen=True)
class Started(Event):
    pass


@dataclass(frozen=True)
class Played(Event):
    """Move number ``ply`` (1-based) was played by ``seat``; ``by_computer``: a computer player chose it;
    ``forced``: the rules left no choice and the session played it; ``unsure``: the computer did not
    prove it (at a level that plays perfectly where it can)."""

    ply: int
    seat: int
    by_computer: bool = False
    forced: bool = False
    unsure: bool = False


@dataclass(frozen=True)
class Undone(Event):
    count: int


@dataclass(frozen=True)
class Redone(Event):
    count: int


@dataclass(frozen=True)
class Thinking(Event):
    seat: int
    on: bool


@dataclass(frozen=True)
class ComputerFailed(Event):
    """The computer player raised; ``error`` names the exception's type."""

    error: str


@dataclass(frozen=True)
class Refused(Event):
    """An intent of ``screen`` was refused: ``code`` (a Refusal or the game's own), ``error`` the game's
    refusal with its details, when the rules refused it."""

    screen: str
    code: StrEnum
    error: MoveError | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Shown(Event):
    """What ``screen`` shows changed without the match changing (a replay step, a curtain lifted)."""

    screen: str


@dataclass(frozen=True)
class Ended(Event):
    outcome: Outcome


@dataclass(frozen=True)
class VoteChanged(Event):
    """The class's vote for ``seat`` opened, took a vote, or closed (a move chosen by it is ``Played`` too)."""

    seat: int


@dataclass(frozen=True)
class Paused(Event):
    """The teacher stopped the match (``paused``) or let it go on."""

    paused: bool


@dataclass(frozen=True)
class SeatChanged(Event):
    """The teacher gave ``seat`` to the computer or back to a person."""

    seat: int


@dataclass(frozen=True)
class TimeChanged(Event):
    """The teacher set another time limit for each step."""


@dataclass(frozen=True)
class BoardChanged(Event):
    """Before its first move the match began again on another board (a tournament's table chose its own)."""
