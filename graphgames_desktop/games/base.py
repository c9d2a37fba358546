"""The engine contract every game follows, and the game session that owns history.

States are immutable: ``play`` returns a new state, so solvers explore freely and undo is "go back
to the previous state". Moves are frozen dataclasses that serialise to JSON. Refusals and outcomes
are data (codes), never sentences: the UI translates them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, runtime_checkable


class IllegalMove(ValueError):
    """A move the rules refuse. ``code`` names the rule broken; ``details`` say where."""

    def __init__(self, code: str, **details: Any):
        super().__init__(code)
        self.code = code
        self.details = details


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winners`` (empty for a draw), optional ``scores``, and a reason code."""

    winners: tuple[int, ...]
    reason: str
    scores: tuple[int, ...] | None = None

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "reason": self.reason,
                "scores": list(self.scores) if self.scores is not None else None}


@runtime_checkable
class Move(Protocol):
    def to_json(self) -> dict: ...


@runtime_checkable
class State(Protocol):
    current_player: int

    def legal_moves(self) -> list: ...

    def play(self, move) -> "State": ...

    def outcome(self) -> Outcome | None: ...


class SessionError(ValueError):
    """A game record that cannot be replayed; ``code`` says why, ``index`` which move."""

    def __init__(self, code: str, index: int | None = None):
        super().__init__(code)
        self.code = code
        self.index = index


@dataclass
class GameSession:
    """A start position, the moves played from it, and the moves undone (for redo).

    The one owner of a game's history: the UI's undo and redo, the move list, replay and the saved
    record all read it.
    """

    game_id: str
    start: Any
    options: dict = field(default_factory=dict)
    moves: list = field(default_factory=list)
    redo_stack: list = field(default_factory=list)
    players: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._states = [self.start]
        for move in self.moves:
            self._states.append(self._states[-1].play(move))

    @property
    def state(self):
        return self._states[-1]

    def state_at(self, ply: int):
        """The position after ``ply`` moves (0 = start), for replay."""
        return self._states[ply]

    def play(self, move) -> Any:
        """Play a move (raises IllegalMove, leaving the session unchanged)."""
        if self.state.outcome() is not None:
            raise IllegalMove("game_over")
        new = self.state.play(move)
        self.moves.append(move)
        self._states.append(new)
        self.redo_stack.clear()
        return new

    def can_undo(self) -> bool:
        return bool(self.moves)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> Any:
        move = self.moves.pop()
        self._states.pop()
        self.redo_stack.append(move)
        return move

    def redo(self) -> Any:
        move = self.redo_stack.pop()
        self.moves.append(move)
        self._states.append(self._states[-1].play(move))
        return move

    def mover_of(self, ply: int) -> int:
        """Who made move number ``ply`` (0-based)."""
        return self._states[ply].current_player

    def to_json(self) -> dict:
        return {"game": self.game_id, "options": self.options, "players": self.players,
                "moves": [m.to_json() for m in self.moves]}

    @classmethod
    def from_json(cls, record: dict, start, move_from_json: Callable[[dict], Any]) -> "GameSession":
        """Replay a saved record from ``start``; SessionError names the first bad move."""
        if not isinstance(record, dict) or not isinstance(record.get("moves", []), list):
            raise SessionError("bad_record")
        session = cls(record.get("game", ""), start, dict(record.get("options") or {}),
                      players=dict(record.get("players") or {}))
        for i, raw in enumerate(record.get("moves", [])):
            try:
                session.play(move_from_json(raw))
            except (IllegalMove, KeyError, TypeError, ValueError):
                raise SessionError("bad_move", i) from None
        return session


@dataclass
class Analysis:
    """What a solver learned of a position within its budget.

    ``winning_moves`` lead to positions the mover wins (empty when the position is lost, or when
    none was found in time); ``solved`` says whether the answer is exact; ``preferred`` are the
    moves a player should fall back on (longest resistance when lost, a heuristic when unsolved).
    """

    solved: bool
    mover_wins: bool | None
    winning_moves: list = field(default_factory=list)
    preferred: list = field(default_factory=list)
    move_values: dict = field(default_factory=dict)
    explored: int = 0
