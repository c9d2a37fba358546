"""Computer opponents by level, built on each game's ``analyse`` (exact solvers with a deadline).

* easy: mostly random; finds a winning move only now and then.
* medium: plays a winning move when it sees one two times in three.
* perfect: always moves to a losing position for the opponent when one exists; when lost, resists
  as long as possible. If the position is too big to solve within the budget it says so
  (``solved`` is False) and plays the best move the time-limited search found.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from graphgames_desktop.games.registry import game
from graphgames_desktop.games.solve.grundy import Deadline

LEVELS = ("easy", "medium", "perfect")
#: Seconds of search each level may spend on one move.
BUDGET = {"easy": 0.3, "medium": 1.0, "perfect": 5.0}
_SKILL = {"easy": 0.25, "medium": 0.67, "perfect": 1.0}


@dataclass(frozen=True)
class Choice:
    move: object
    solved: bool
    winning: bool | None  # the mover's verdict on the position, when solved


def choose_move(game_id: str, state, level: str, rng: random.Random, seconds: float | None = None) -> Choice:
    """The computer's move in ``state`` at ``level``; ``seconds`` overrides the level's budget."""
    moves = state.legal_moves()
    if not moves:
        raise ValueError("no legal move")
    analyse = game(game_id).analyse
    if analyse is None:
        return Choice(rng.choice(moves), False, None)
    result = analyse(state, Deadline(BUDGET[level] if seconds is None else seconds))
    if rng.random() >= _SKILL[level]:
        return Choice(rng.choice(moves), result.solved, result.mover_wins)
    # Among winning moves, the preferred ones (Blue-Red: the best value); else the fallback.
    best = [m for m in result.winning_moves if m in result.preferred]
    pool = best or result.winning_moves or result.preferred or moves
    return Choice(rng.choice(pool), result.solved, result.mover_wins)


def hint(game_id: str, state, seconds: float = 3.0):
    """The analysis a human asks for: winning moves (if any were found) and whether it is exact."""
    return game(game_id).analyse(state, Deadline(seconds))
