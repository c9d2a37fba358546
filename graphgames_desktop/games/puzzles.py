"""Puzzles: positions where the player to move must find a winning move, or the only move that does
not lose, made by the solvers from library and random boards.

Reproducible: everything random comes from one ``random.Random`` seeded with the game, difficulty
and seed, and candidates are judged without a clock (the puzzle boards are small enough to solve),
so the same three give the same puzzles on any machine. Positions are told apart up to isomorphism (a
Weisfeiler-Lehman hash of the game's tagged shape, then an exact isomorphism check); in an impartial
position the player to move is left out of the shape, since both players have the same moves. Only
positions the teaching layer judges exactly, move by move, become puzzles, and only when an exhaustive
solver of their own (``proved_verdicts``) proves every one of those verdicts: a puzzle's answers are
exactly the moves that solver proves. A winning move that ends the game on the spot makes a position
too easy to ask about.

Difficulty (1 easy, 2 medium, 3 hard) is graded from the number of answers against the number of
legal moves (the position's size; each game says how rare an answer is hard) and, where known,
how deep the win lies.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import IntEnum, StrEnum

import networkx as nx

from graphgames_desktop.games import chomp, domination, magic
from graphgames_desktop.games.base import Move, State, expect
from graphgames_desktop.games.registry import GAMES
from graphgames_desktop.games.solve.grundy import NO_DEADLINE
from graphgames_desktop.games.solve.magic import position_key, shared_solver
from graphgames_desktop.games.spec import GameSpec, Setup
from graphgames_desktop.games.teaching import Judgement, Teaching, Verdict, remoteness, same_shape, shape_hash, verdict_of_margin

#: Candidates tried per puzzle asked for, before giving up.
TRIES_PER_PUZZLE = 80


class PuzzleKind(StrEnum):
    FIND_WIN = "find_win"  # find a winning move (there may be several)
    ONLY_SAFE = "only_safe"  # find the only move that does not lose


class Difficulty(IntEnum):
    EASY = 1
    MEDIUM = 2
    HARD = 3

    @classmethod
    def parse(cls, raw: object) -> Difficulty:
        """From 1-3 or a name (easy, medium, hard); ValueError otherwise."""
        names = {"easy": cls.EASY, "medium": cls.MEDIUM, "hard": cls.HARD}
        if isinstance(raw, str) and raw.strip().lower() in names:
            return names[raw.strip().lower()]
        try:
            return cls(int(str(raw)))
        except ValueError:
            raise ValueError(f"not a difficulty: {raw!r}") from None


class PuzzleError(ValueError):
    """Puzzles that cannot be made: a game without a teaching hook, or a bad count."""


@dataclass(frozen=True)
class Puzzle:
    """A position (``setup`` and the ``moves`` that lead to it) and what solves it."""

    game: str
    setup: Setup
    moves: tuple[Move, ...]
    kind: PuzzleKind
    answers: tuple[Move, ...]
    judgements: tuple[Judgement, ...]
    difficulty: Difficulty

    def state(self) -> State:
        state = GAMES[self.game].make_state(self.setup)
        for move in self.moves:
            state = state.play(move)
        return state

    @property
    def mover(self) -> int:
        return self.state().current_player

    def is_answer(self, move: object) -> bool:
        return move in self.answers


def teaching_of(spec: GameSpec) -> Teaching:
    if spec.teaching is None:
        raise PuzzleError(f"{spec.id} has no puzzles")
    return spec.teaching


def classify(judgements: list[Judgement]) -> tuple[PuzzleKind, tuple[Move, ...]] | None:
    """What a position asks, from its judged moves: find a win, or find the only move that does not
    lose; None when it is no puzzle (something unsolved, a lost position, nothing to choose)."""
    if len(judgements) < 2 or any(j.verdict == Verdict.UNKNOWN for j in judgements):
        return None
    wins = tuple(j.move for j in judgements if j.verdict == Verdict.WIN)
    safe = tuple(j.move for j in judgements if j.verdict != Verdict.LOSE)
    if len(safe) == 1:
        return PuzzleKind.ONLY_SAFE, safe
    if wins and len(wins) < len(judgements):
        return PuzzleKind.FIND_WIN, wins
    return None


def grade(answers: int, total: int, depth: int | None, rarity: tuple[float, float] = (3.0, 6.0)) -> Difficulty:
    """By legal moves per answer: easy up to ``rarity[0]``, hard from ``rarity[1]`` (the game's
    numbers) or when the win lies ten moves deep or more; medium between."""
    per_answer = total / answers
    if per_answer <= rarity[0] and (depth is None or depth < 10):
        return Difficulty.EASY
    if per_answer >= rarity[1] or (depth is not None and depth >= 10):
        return Difficulty.HARD
    return Difficulty.MEDIUM


def proved_verdicts(spec: GameSpec, state: State) -> dict[Move, Verdict] | None:
    """Every legal move's verdict for its mover, proved by an exhaustive solver that does not go through
    the teaching layer; None when the solver cannot prove them.

    The magic game: the program's exhaustive solver (``solve/magic.py``, every reply searched; no
    strategy is trusted). Chomp: the exact Grundy value left by each move (``chomp.grundy``).
    Domination: the exact table of the board (``solve/domination.py``). Other last-move-wins games
    (Hackenbush): a plain search over the rules (``teaching.remoteness``).
    """
    moves = state.legal_moves()
    if spec.id == "chomp":
        return {m: Verdict.WIN if chomp.grundy(expect(state.play(m), chomp.ChompState).graph()) == 0 else Verdict.LOSE
                for m in moves}
    if spec.id == "magic":
        solver = shared_solver()
        return {m: Verdict.LOSE if solver.wins(position_key(expect(state.play(m), magic.MagicState)))
                else Verdict.WIN for m in moves}
    if spec.id == "domination":
        from graphgames_desktop.games.solve.domination import analyse  # here, not on top: numba loads in a second or two

        analysis = analyse(expect(state, domination.DominationState), NO_DEADLINE)
        margins = {m: analysis.move_values.get(m) for m in moves}
        if not analysis.solved or not all(isinstance(v, int) for v in margins.values()):
            return None
        return {m: verdict_of_margin(v) for m, v in margins.items() if isinstance(v, int)}
    if teaching_of(spec).scoring:
        return None  # a game of points without an exact solver here: nothing is proved
    return {m: Verdict.LOSE if remoteness(state.play(m), NO_DEADLINE)[0] else Verdict.WIN for m in moves}


def make_puzzle(spec: GameSpec, setup: Setup, moves: list[Move], difficulty: Difficulty | None = None) -> Puzzle | None:
    """The puzzle a position makes (of ``difficulty`` when given), or None; also None when the
    exhaustive solver does not prove every verdict the teaching layer gives: a puzzle never states an
    answer that is not proved (the proof, the costly part, comes last)."""
    teaching = teaching_of(spec)
    state = spec.make_state(setup)
    for move in moves:
        state = state.play(move)
    if state.outcome() is not None:
        return None
    judgements = teaching.judge(state, NO_DEADLINE)  # no clock: the same puzzles on any machine
    found = classify(judgements)
    if found is None:
        return None
    kind, answers = found
    if any(state.play(m).outcome() is not None for m in answers):
        return None  # a move that ends the game at once: nothing to work out
    depths = [j.plies for j in judgements if j.move in answers and j.plies is not None]
    level = grade(len(answers), len(judgements), min(depths) if depths else None, teaching.rarity)
    if difficulty is not None and level != difficulty:
        return None
    proved = proved_verdicts(spec, state)
    if proved is None or any(proved.get(j.move) != j.verdict for j in judgements):
        return None
    return Puzzle(spec.id, setup, tuple(moves), kind, answers, _answers_counted(spec, state, judgements, answers), level)


def _answers_counted(spec: GameSpec, state: State, judgements: list[Judgement],
                     answers: tuple[Move, ...]) -> tuple[Judgement, ...]:
    """The judgements, each answer with its moves to the end where the judge left them uncounted (a
    position above the size it counts during play): counted here by the exact search, without a clock,
    so that a key numbers every answer alike. Chomp and Green Hackenbush only: the other marks show
    other numbers (points, Blue-Red's moves to spare, the magic game's labels)."""
    if spec.id not in ("chomp", "hackenbush"):
        return tuple(judgements)
    return tuple(replace(j, plies=remoteness(state.play(j.move), NO_DEADLINE)[1])
                 if j.move in answers and j.plies is None and j.margin is None else j for j in judgements)


def impartial(spec: GameSpec, state: State) -> bool:
    """Whether both players have the same moves in this position and in every one after it: always
    in Chomp and the magic game, in Hackenbush when every edge left is green (no move brings a colour
    back); never in Domination, whose tokens belong to a player."""
    if spec.id in ("chomp", "magic"):
        return True
    if spec.id == "hackenbush":
        from graphgames_desktop.games.hackenbush import HackenbushState
        from graphgames_desktop.games.solve.hackenbush import GREEN

        position = expect(state, HackenbushState)
        return all(position.board.color(e) == GREEN for e in position.edges)
    return False


def puzzle_shape(spec: GameSpec, state: State) -> nx.Graph:
    """The game's tagged shape of a position; for an impartial one without the player to move (the
    shapes tag a node ``mover0`` or ``mover1``), so that the same position is one puzzle whoever moves."""
    shape = teaching_of(spec).shape(state)
    if impartial(spec, state):
        for node, tag in list(shape.nodes(data="tag")):
            if tag in ("mover0", "mover1"):
                shape.nodes[node]["tag"] = "mover"
    return shape


#: Random moves tried past a candidate that makes no puzzle (a lost position is often one move
#: away from a won one).
EXTRA_MOVES = 3


def _first_puzzle(spec: GameSpec, setup: Setup, moves: list[Move], rng: random.Random,
                  difficulty: Difficulty | None) -> Puzzle | None:
    """The puzzle (of ``difficulty`` when given) at the candidate, or at one of the next few positions
    of a random line from it."""
    state = spec.make_state(setup)
    for move in moves:
        state = state.play(move)
    for _ in range(EXTRA_MOVES + 1):
        puzzle = make_puzzle(spec, setup, moves, difficulty)
        if puzzle is not None:
            return puzzle
        options = [m for m in state.legal_moves() if state.play(m).outcome() is None]
        if not options:
            return None
        move = rng.choice(options)
        moves = [*moves, move]
        state = state.play(move)
    return None


def generate(game: str, count: int, difficulty: Difficulty | None = None, seed: int = 0) -> list[Puzzle]:
    """``count`` different puzzles of ``game`` (of ``difficulty`` when given), the same for the same seed.

    Fewer come back when not enough different ones turn up (a tiny game has few positions)."""
    spec = GAMES.get(game)
    if spec is None:
        raise PuzzleError(f"unknown game {game}")
    teaching = teaching_of(spec)
    if count < 1:
        raise PuzzleError("count")
    rng = random.Random(f"{game}:{int(difficulty or 0)}:{seed}")
    found: list[Puzzle] = []
    shapes: dict[str, list[nx.Graph]] = {}
    for _ in range(count * TRIES_PER_PUZZLE):
        if len(found) >= count:
            break
        level = difficulty or Difficulty(rng.randint(1, 3))
        setup, moves = teaching.puzzle_start(rng, int(level))
        puzzle = _first_puzzle(spec, setup, moves, rng, difficulty)
        if puzzle is None:
            continue
        shape = puzzle_shape(spec, puzzle.state())
        key = shape_hash(shape)
        if any(same_shape(shape, other) for other in shapes.get(key, [])):
            continue
        shapes.setdefault(key, []).append(shape)
        found.append(puzzle)
    return found
