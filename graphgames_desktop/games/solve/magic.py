"""The vertex-magic labelling game: exact solver, analysis and computer players (first version)."""

from __future__ import annotations

import networkx as nx

from graphgames_desktop.games.base import Analysis, Level, keep_most_to_play
from graphgames_desktop.games.magic import MagicBoard, MagicMove, MagicState, element_labels
from graphgames_desktop.games.players import SolverPlayer, solver_players
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime


def _wins(board: MagicBoard, labels: tuple[int, ...], memo: dict[tuple[int, ...], bool], deadline: Deadline) -> bool:
    known = memo.get(labels)
    if known is not None:
        return known
    deadline.check()
    used = frozenset(labels) - {0}
    result = False
    for i, labs in enumerate(element_labels(board, labels, used)):
        for lab in labs:
            if not _wins(board, labels[:i] + (lab,) + labels[i + 1:], memo, deadline):
                result = True
                break
        if result:
            break
    memo[labels] = result
    return result


def solve_graph(g: nx.Graph) -> bool:
    board = MagicBoard.from_graph(g)
    return _wins(board, (0,) * board.size, {}, NO_DEADLINE)


def analyse(state: MagicState, deadline: Deadline | None = None) -> Analysis:
    deadline = deadline or NO_DEADLINE
    moves = state.legal_moves()
    result = Analysis(solved=False, mover_wins=None)
    memo: dict[tuple[int, ...], bool] = {}
    after = {m: state.play(m) for m in moves}
    try:
        for m in moves:
            result.move_values[m] = not _wins(state.board, after[m].label_tuple, memo, deadline)
        result.solved = True
    except OutOfTime:
        pass
    result.explored = len(memo)
    result.winning_moves = [m for m, v in result.move_values.items() if v]
    if result.solved:
        result.mover_wins = bool(result.winning_moves)
    if not result.winning_moves and moves:
        result.preferred = keep_most_to_play(moves, {m: s.label_tuple.count(0) for m, s in after.items()})
    return result


def player(level: Level) -> SolverPlayer:
    return solver_players(lambda s, d: analyse(s, d))(level)  # type: ignore[arg-type]


__all__ = ["solve_graph", "analyse", "player", "MagicMove"]
