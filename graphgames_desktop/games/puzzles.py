"""Puzzles: positions where the player to move must find a winning move, or the only move that does
not lose, made by the solvers from library and random boards.

Reproducible: everything random comes from one ``random.Random`` seeded with the game, difficulty
and seed, so the same three give the same puzzles. Positions are told apart up to isomorphism (a
Weisfeiler-Lehman hash of the game's tagged shape, then an exact isomorphism check). Only positions
the solver judges exactly, move by move, become puzzles; a winning move that ends the game on the
spot makes a position too easy to ask about.

Difficulty (1 easy, 2 medium, 3 hard) is graded from the number of answers against the number of
legal moves, the size of the position and, where known, how deep the win lies.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from enum import IntEnum, StrEnum

import networkx as nx

from graphgames_desktop.games.base import Move, State
from graphgames_desktop.games.registry import GAMES
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.spec import GameSpec, Setup
from graphgames_desktop.games.teaching import Judgement, Teaching, Verdict, same_shape, shape_hash

#: Seconds the solver may spend judging one candidate position.
JUDGE_SECONDS = 0.5
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


def grade(answers: int, total: int, size: int, depth: int | None) -> Difficulty:
    """A score: how rare the answers are (log2 of legal moves per answer), a tenth per node of the
    position's shape (its vertices, and Hackenbush's edges) and, where known, a twelfth per move of
    the win's depth. Easy below 2.2, hard from 3."""
    score = math.log2(total / answers) + size / 10 + (depth / 12 if depth is not None else 0.0)
    if score < 2.2:
        return Difficulty.EASY
    return Difficulty.MEDIUM if score < 3.0 else Difficulty.HARD


def make_puzzle(spec: GameSpec, setup: Setup, moves: list[Move], seconds: float = JUDGE_SECONDS) -> Puzzle | None:
    """The puzzle a position makes, or None."""
    teaching = teaching_of(spec)
    state = spec.make_state(setup)
    for move in moves:
        state = state.play(move)
    if state.outcome() is not None:
        return None
    judgements = teaching.judge(state, Deadline(seconds))
    found = classify(judgements)
    if found is None:
        return None
    kind, answers = found
    if any(state.play(m).outcome() is not None for m in answers):
        return None  # a move that ends the game at once: nothing to work out
    depths = [j.plies for j in judgements if j.move in answers and j.plies is not None]
    shape = teaching.shape(state)
    level = grade(len(answers), len(judgements), shape.number_of_nodes(),
                  min(depths) if depths else None)
    return Puzzle(spec.id, setup, tuple(moves), kind, answers, tuple(judgements), level)


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
        puzzle = make_puzzle(spec, setup, moves)
        if puzzle is None or (difficulty is not None and puzzle.difficulty != difficulty):
            continue
        shape = teaching.shape(puzzle.state())
        key = shape_hash(shape)
        if any(same_shape(shape, other) for other in shapes.get(key, [])):
            continue
        shapes.setdefault(key, []).append(shape)
        found.append(puzzle)
    return found
