"""A match: one game between seats (people or computer players), its history, undo policy and record.

Pure Python, shared by every game (pgx's ``Env.step`` works so): the match applies the shared
policy once (is the game over, is it this seat's turn) and then the game's own ``play``. It owns
the history (states are immutable, so undo is "go back"), decides what undo takes back (back to
the last decision of a person, past the computer's replies, never past a move that showed hidden
cards), hands computer players observations only, and writes and reads the record.

Record (JSON)::

    {"game": id, "rules_version": n, "setup": {"seats", "options", "seed", "first"},
     "seats": [{"kind": "human" | "computer", "level": ..., "name": ...}], "moves": [...], "movers": [seat, ...]}

``movers`` holds the seat that made each move (several seats may act in one step: the card game played
together). A record without it has each move made by the then current player.

A record without ``rules_version`` is from before versions were kept: it is read as version 1
(``options.first`` and ``players`` then held what ``setup`` and ``seats`` hold now).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from graphgames_desktop.games.base import (
    Choice,
    ComputerPlayer,
    IllegalMoveError,
    JSONObject,
    Level,
    Move,
    MoveError,
    Observation,
    State,
    active_seats,
    play_as,
)
from graphgames_desktop.games.history import History
from graphgames_desktop.games.registry import GAMES
from graphgames_desktop.games.spec import GameSpec, Setup, SetupError
from graphgames_desktop.graph.drawing import Drawing


class SeatKind(StrEnum):
    HUMAN = "human"
    COMPUTER = "computer"


class MatchRefusal(StrEnum):
    """Refusals the match makes before a game sees the move."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"


class RecordProblem(StrEnum):
    BAD_RECORD = "bad_record"
    UNKNOWN_GAME = "unknown_game"
    NEWER_RULES = "newer_rules"
    OLDER_RULES = "older_rules"
    BAD_SETUP = "bad_setup"
    BAD_MOVE = "bad_move"


class RecordError(ValueError):
    """A record that cannot be replayed; ``code`` says why, ``index`` names the move, ``detail`` more."""

    def __init__(self, code: RecordProblem, index: int | None = None, detail: str = ""):
        super().__init__(str(code))
        self.code = code
        self.index = index
        self.detail = detail


@dataclass(frozen=True)
class Seat:
    """Who sits at one place: a person, or a computer player at a level; ``name`` as the user gave it."""

    kind: SeatKind = SeatKind.HUMAN
    level: Level | None = None
    name: str = ""

    @property
    def is_computer(self) -> bool:
        return self.kind == SeatKind.COMPUTER

    @classmethod
    def computer(cls, level: Level, name: str = "") -> Seat:
        return cls(SeatKind.COMPUTER, level, name)

    def to_json(self) -> JSONObject:
        return {"kind": str(self.kind), "level": str(self.level) if self.level else None, "name": self.name}

    @classmethod
    def from_json(cls, raw: object) -> Seat:
        if not isinstance(raw, dict):
            raise ValueError("seat")
        kind = SeatKind(raw.get("kind", "human"))
        level = raw.get("level")
        name = raw.get("name") or ""
        if not isinstance(name, str):
            raise ValueError("seat name")
        return cls(kind, Level.parse(level) if kind == SeatKind.COMPUTER else None, name[:80])


#: How many views of earlier positions a match keeps (Match.observed): a desktop's long game whole, while a
#: host's forty devices' views of every position would otherwise pile up for the whole game.
OBSERVED_KEPT = 4096


@dataclass(frozen=True)
class Ballot:
    """A class's vote on the move of ``seat`` at move number ``ply`` (0-based): each move voted for and how
    many chose it (most first; the move played first), and how many devices voted."""

    ply: int
    seat: int
    tally: tuple[tuple[Move, int], ...]
    voters: int

    def to_json(self) -> JSONObject:
        return {"ply": self.ply, "seat": self.seat, "voters": self.voters,
                "tally": [{"move": move.to_json(), "votes": votes} for move, votes in self.tally]}

    @classmethod
    def from_json(cls, raw: object, spec: GameSpec) -> Ballot:
        """ValueError (or the game's MoveError) unless ``raw`` is a ballot of ``spec``'s moves."""
        if not isinstance(raw, dict) or not isinstance(raw.get("tally"), list):
            raise ValueError("ballot")
        ply, seat, voters = raw.get("ply"), raw.get("seat"), raw.get("voters")
        if not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in (ply, seat, voters)):
            raise ValueError("ballot")
        tally = []
        for entry in raw["tally"]:
            votes = entry.get("votes") if isinstance(entry, dict) else None
            if not isinstance(votes, int) or isinstance(votes, bool) or votes < 1:
                raise ValueError("ballot votes")
            tally.append((spec.move_from_json(entry.get("move")), votes))
        assert isinstance(ply, int) and isinstance(seat, int) and isinstance(voters, int)
        return cls(ply, seat, tuple(tally), voters)


@dataclass
class Match:
    """One game in progress between ``seats``; the one owner of its history."""

    spec: GameSpec
    setup: Setup
    seats: tuple[Seat, ...]
    moves: list[Move] = field(default_factory=list)
    redo_stack: list[Move] = field(default_factory=list)
    #: The seat that made each of ``moves`` (None given: the then current player).
    movers: list[int] = field(default_factory=list)
    #: The class's votes that chose moves, by the move's number (0-based): kept through undo for a redo,
    #: dropped when another move is played in their place.
    ballots: dict[int, Ballot] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if len(self.seats) != self.setup.seats:
            raise SetupError(RecordProblem.BAD_SETUP, "seats")
        self._history: History[State, tuple[int, Move]] = History(
            self.spec.make_state(self.setup), lambda s, step: play_as(s, step[0], step[1]))
        self._players: dict[int, ComputerPlayer] = {}
        self._observed: dict[tuple[int, int | None], tuple[State, Observation]] = {}
        moves, movers = self.moves, self.movers
        if movers and len(movers) != len(moves):
            raise SetupError(RecordProblem.BAD_SETUP, "movers")
        self.moves, self.movers, self.redo_stack = [], [], []  # the history's steps, read apart (_sync)
        for i, move in enumerate(moves):
            self.play(move, by=movers[i] if movers else None)

    def _sync(self) -> None:
        """``moves``, ``movers`` and ``redo_stack`` as the history holds them (after undo and redo)."""
        self.moves[:] = [m for _, m in self._history.steps]
        self.movers[:] = [seat for seat, _ in self._history.steps]
        self.redo_stack[:] = [m for _, m in self._history.redo_stack]

    # -- reading -----------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._history.current

    def state_at(self, ply: int) -> State:
        """The position after ``ply`` moves (0 = start), for replay."""
        return self._history.at(ply)

    def mover_of(self, ply: int) -> int:
        """The seat that made move number ``ply`` (0-based)."""
        return self.movers[ply]

    def active_seats(self) -> frozenset[int]:
        """The seats that may move now (several where a step is taken together; none once it is over)."""
        return active_seats(self.state)

    def computers_to_move(self) -> list[int]:
        """The active seats of computer players, lowest first."""
        return sorted(s for s in self.active_seats() if self.seats[s].is_computer)

    def seat_to_move(self) -> Seat | None:
        """The seat whose turn it is, None once the game is over."""
        if self.state.outcome() is not None:
            return None
        return self.seats[self.state.current_player]

    def computer_to_move(self) -> bool:
        seat = self.seat_to_move()
        return seat is not None and seat.is_computer

    def hand_over(self, seat: int, to: Seat) -> None:
        """``seat`` is played by ``to`` from now on (the teacher gave it to the computer, or back to a person):
        the record keeps who sits there last."""
        seats = list(self.seats)
        seats[seat] = to
        self.seats = tuple(seats)
        self._players.pop(seat, None)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_computer]

    def observation(self, seat: int | None, ply: int | None = None) -> Observation:
        return self.spec.observe(self.state if ply is None else self._history.at(ply), seat)

    def observed(self, ply: int, state: State, seat: int | None) -> Observation:
        """``spec.observe(state, seat)`` of ``state``, the position after ``ply`` moves, worked out once per
        position and seat: every frame's move list reads every earlier position (each screen, each move:
        a long card game observed a position thousands of times). A position taken back and played
        again is a new state, and observed anew."""
        key = (ply, seat)
        known = self._observed.pop(key, None)
        if known is None or known[0] is not state:
            known = (state, self.spec.observe(state, seat))
        self._observed[key] = known  # the latest at the end: the oldest goes first when the cache is full
        if len(self._observed) > OBSERVED_KEPT:
            del self._observed[next(iter(self._observed))]
        return known[1]

    # -- playing ---------------------------------------------------------------------------------
    def play(self, move: object, by: int | None = None) -> State:
        """Play ``move`` for seat ``by`` (None: the current player), one of the active seats; IllegalMoveError
        leaves the match unchanged."""
        state = self.state
        if state.outcome() is not None:
            raise IllegalMoveError(MatchRefusal.GAME_OVER)
        seat = state.current_player if by is None else by
        if seat not in active_seats(state):
            raise IllegalMoveError(MatchRefusal.NOT_YOUR_TURN)
        new = play_as(state, seat, move)
        assert isinstance(move, Move)
        self.ballots = {ply: b for ply, b in self.ballots.items() if ply < len(self.moves)}
        self._history.push((seat, move), new)
        self.moves.append(move)
        self.movers.append(seat)
        self.redo_stack.clear()
        return new

    def computer_job(self, rng: random.Random, seat: int | None = None) -> Callable[[], Choice]:
        """The computer's decision for ``seat`` (None: the seat to move), as a call to run off the GUI thread.

        The player gets an observation taken now, so the call shares nothing that later moves change.
        """
        seat_index = self.state.current_player if seat is None else seat
        sitting = self.seats[seat_index]
        if not sitting.is_computer or sitting.level is None:
            raise ValueError("no computer to move")
        player = self._players.get(seat_index)
        if player is None:
            player = self._players[seat_index] = self.spec.computer(sitting.level)
        observation = self.observation(seat_index)
        return lambda: player.choose(observation, rng)

    # -- undo and redo -----------------------------------------------------------------------------
    def undo_start(self, last: int | None = None) -> int | None:
        """The first move undo takes back: the latest person's move at or before move ``last`` (default:
        the last move), so computer replies after it go too; None if there is none, or if a move from
        there on showed hidden cards (what was shown cannot be unseen)."""
        start = len(self.moves) - 1 if last is None else min(last, len(self.moves) - 1)
        first = next((i for i in range(start, -1, -1) if not self.seats[self.mover_of(i)].is_computer), None)
        if first is None or (self.spec.reveals is not None and any(
                self.spec.reveals(self.state_at(j), self.state_at(j + 1)) for j in range(first, len(self.moves)))):
            return None
        return first

    def can_undo(self, last: int | None = None) -> bool:
        return self.undo_start(last) is not None

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self, last: int | None = None) -> list[Move]:
        """Take back the last person's move and the computer replies after it; the moves taken back.

        ``last`` (a move seen in replay, 0-based) takes back that move and everything after it instead.
        """
        first = self.undo_start(last)
        taken = [m for _, m in self._history.take_back(first)] if first is not None else []
        self._sync()
        return taken

    def redo(self) -> list[Move]:
        """Play again what undo took back: one person's move and the computer replies after it."""
        done: list[Move] = []
        stack = self._history.redo_stack
        while stack and (not done or self.seats[stack[-1][0]].is_computer):
            step = self._history.redo()
            assert step is not None
            done.append(step[1])
        self._sync()
        return done

    def rematch(self, seed: int | None = None) -> Match:
        """A new match with the same setup and seats (``seed`` for new cards where there are some)."""
        setup = self.setup if seed is None else replace(self.setup, seed=seed)
        return Match(self.spec, setup, self.seats)

    # -- the record --------------------------------------------------------------------------------
    def record(self) -> JSONObject:
        return {
            "game": self.spec.id,
            "rules_version": self.spec.rules_version,
            "setup": {"seats": self.setup.seats, "options": dict(self.setup.options), "seed": self.setup.seed,
                      "first": self.setup.first},
            "seats": [s.to_json() for s in self.seats],
            "moves": [m.to_json() for m in self.moves],
            "movers": list(self.movers),
        } | ({"ballots": [b.to_json() for _, b in sorted(self.ballots.items()) if b.ply < len(self.moves)]}
             if self.ballots else {})

    @classmethod
    def from_record(cls, record: object, board: Drawing | None) -> Match:
        """Replay a record on ``board``; RecordError says what is wrong and, for a move, which one."""
        if not isinstance(record, dict):
            raise RecordError(RecordProblem.BAD_RECORD)
        game = record.get("game")
        spec = GAMES.get(game) if isinstance(game, str) else None
        if spec is None:
            raise RecordError(RecordProblem.UNKNOWN_GAME, detail=str(record.get("game"))[:40])
        record = _current_shape(record)
        version = record.get("rules_version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise RecordError(RecordProblem.BAD_RECORD, detail="rules_version")
        if version > spec.rules_version:
            raise RecordError(RecordProblem.NEWER_RULES, detail=str(version))
        if version < spec.rules_version:
            upgraded = spec.upgrade_record(record, version) if spec.upgrade_record is not None else None
            if upgraded is None:
                raise RecordError(RecordProblem.OLDER_RULES, detail=str(version))
            record = upgraded
        try:
            raw_setup, raw_seats = record["setup"], record["seats"]
            if not isinstance(raw_setup, dict) or not isinstance(raw_seats, list):
                raise ValueError("setup")
            options = raw_setup.get("options") or {}
            seats_count, seed, first = raw_setup.get("seats", len(raw_seats)), raw_setup.get("seed", 0), raw_setup.get("first", 0)
            if not isinstance(options, dict) or not all(isinstance(x, int) and not isinstance(x, bool)
                                                        for x in (seats_count, seed, first)):
                raise ValueError("setup")
            setup = Setup(seats_count, board if spec.board is not None else None, options, seed, first)
            match = cls(spec, setup, tuple(Seat.from_json(s) for s in raw_seats))
        except (KeyError, TypeError, ValueError) as exc:  # SetupError is a ValueError
            raise RecordError(RecordProblem.BAD_SETUP, detail=str(exc)[:80]) from None
        moves, movers = record.get("moves", []), record.get("movers")
        if not isinstance(moves, list):
            raise RecordError(RecordProblem.BAD_RECORD, detail="moves")
        if movers is not None and not (isinstance(movers, list) and len(movers) == len(moves) and all(
                isinstance(seat, int) and not isinstance(seat, bool) for seat in movers)):
            raise RecordError(RecordProblem.BAD_RECORD, detail="movers")
        for i, raw in enumerate(moves):
            try:
                match.play(spec.move_from_json(raw), by=movers[i] if movers is not None else None)
            except MoveError:
                raise RecordError(RecordProblem.BAD_MOVE, i) from None
        ballots = record.get("ballots", [])
        try:
            if not isinstance(ballots, list):
                raise ValueError("ballots")
            for raw in ballots:
                ballot = Ballot.from_json(raw, spec)
                if ballot.ply >= len(match.moves) or match.mover_of(ballot.ply) != ballot.seat:
                    raise ValueError("a ballot of no move")
                match.ballots[ballot.ply] = ballot
        except (ValueError, MoveError) as exc:
            raise RecordError(RecordProblem.BAD_RECORD, detail="ballots") from exc
        return match


def _current_shape(record: dict[str, object]) -> JSONObject:
    """A record from before rules versions, in today's shape (as version 1); others as they are."""
    if "rules_version" in record:
        return dict(record)
    options, players = record.get("options", {}), record.get("players", {})
    if not isinstance(options, dict) or not isinstance(players, dict):
        raise RecordError(RecordProblem.BAD_RECORD, detail="options" if not isinstance(options, dict) else "players")
    options = dict(options)
    first = options.pop("first", 0)
    level = players.get("level", "strong")
    seats: list[object] = []
    for i in range(2):
        kind = players.get(str(i), "human")
        seats.append({"kind": kind, "level": level if kind == "computer" else None})
    return {"game": record.get("game"), "rules_version": 1, "moves": record.get("moves", []),
            "setup": {"seats": 2, "options": options, "seed": 0, "first": first}, "seats": seats}


def new_match(spec: GameSpec, seats: Sequence[Seat], board: Drawing | None, options: dict[str, object] | None = None,
              seed: int = 0, first: int = 0) -> Match:
    """A match from the choices of a setup dialog or the command line (SetupError if not allowed)."""
    setup = Setup(len(seats), board, spec.resolve_options(options or {}), seed, first)
    return Match(spec, setup, tuple(seats))
