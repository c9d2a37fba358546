"""Computer players for the games with exact solvers, built on each game's ``analyse``.

* easy: mostly random; finds a winning move only now and then.
* medium: plays a winning move when it sees one two times in three; when lost, resists as long as
  possible, as strong does.
* strong: always moves to a losing position for the opponent when one exists; when lost, resists
  as long as possible (the move the teaching layer and Hint name: the analysis' ``preferred``). It
  is perfect where the solver finishes in its budget; where the position is too big it says so
  (``solved`` False) and plays the best move its time-limited search found.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from graphgames_desktop.games.base import Analysis, Choice, Level, Observation, State, position_to_play
from graphgames_desktop.games.solve.grundy import Deadline

#: Seconds of search each level may spend on one move.
BUDGET = {Level.EASY: 0.3, Level.MEDIUM: 1.0, Level.STRONG: 5.0}
_SKILL = {Level.EASY: 0.25, Level.MEDIUM: 0.67, Level.STRONG: 1.0}


@dataclass(frozen=True)
class SolverPlayer:
    """A player of a perfect-information game at ``level``; ``seconds`` overrides the level's budget."""

    analyse: Callable[[State, Deadline], Analysis]
    level: Level
    seconds: float | None = None

    def choose(self, observation: Observation, rng: random.Random) -> Choice:
        state, moves = position_to_play(observation)
        result = self.analyse(state, Deadline(BUDGET[self.level] if self.seconds is None else self.seconds))
        lost = result.solved and not result.winning_moves
        if lost and self.level != Level.EASY and result.preferred:  # above easy, a lost game is fought to the end
            return Choice(rng.choice(result.preferred), result.solved, result.mover_wins)
        if rng.random() >= _SKILL[self.level]:
            return Choice(rng.choice(moves), result.solved, result.mover_wins)
        # Among winning moves, the preferred ones (Blue-Red: the best value); else the fallback.
        best = [m for m in result.winning_moves if m in result.preferred]
        pool = best or result.winning_moves or result.preferred or moves
        return Choice(rng.choice(pool), result.solved, result.mover_wins)


def solver_players(analyse: Callable[[State, Deadline], Analysis]) -> Callable[[Level], SolverPlayer]:
    """The ``computer`` entry of a spec whose game has an exact solver."""
    return lambda level: SolverPlayer(analyse, level)
