"""``graphgames --self-test``: one whole Blue-Red Hackenbush game on the compiled kernel, checked.

A bundle or an install can start and still lack what only a game needs: numba and llvmlite, the
kernel's source, a writable cache for its machine code. Here two strong computer players play a
Blue-Red game on a library board whose parts have cycles (trees and stalks have rules of their
own; the kernel searches the rest), and three things are checked:

* the kernel searched during the game;
* at every position of the game, the kernel's value equals the value found without it (the
  Python search: the same reductions, one level of Python per edge cut);
* the winner is the one the start position's value names (both players are perfect here).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from fractions import Fraction

#: Christmas tree: 17 edges in 4 parts, 2 with cycles; the game takes about 60 kernel searches.
BOARD = "christmas-tree"


@dataclass(frozen=True)
class SelfTestReport:
    board: str
    edges: int
    value: Fraction
    moves: int
    winner: int  # 0 Blue, 1 Red
    expected_winner: int
    kernel_searches: int
    positions: int
    values_agree: int
    kernel_from_cache: bool
    kernel_seconds: float
    cache_dir: str

    @property
    def ok(self) -> bool:
        return self.kernel_searches > 0 and self.values_agree == self.positions and self.winner == self.expected_winner


def blue_red_self_test(board: str = BOARD, seed: int = 0) -> SelfTestReport:
    from graphgames_desktop.games import registry
    from graphgames_desktop.games.base import Level
    from graphgames_desktop.games.hackenbush import position_value
    from graphgames_desktop.games.match import Seat, new_match
    from graphgames_desktop.games.solve import hackenbush as solver
    from graphgames_desktop.graph import boards

    start = time.perf_counter()
    from graphgames_desktop.games.solve import hackenbush_kernel as kernel
    kernel_seconds = time.perf_counter() - start
    stats = kernel._solve.stats  # numba's record of this process: the machine code loaded, or compiled

    strong = Seat.computer(Level.STRONG)
    match = new_match(registry.game("hackenbush"), [strong, strong], boards.board(board), {"mode": "blue_red"}, seed)
    searches = 0
    solve = kernel.solve

    def counted(*args, **kwargs):
        nonlocal searches
        searches += 1
        return solve(*args, **kwargs)

    kernel.solve = counted
    try:
        rng = random.Random(seed)
        while match.state.outcome() is None:
            match.play(match.computer_job(rng)().move)
    finally:
        kernel.solve = solve
    outcome = match.state.outcome()
    assert outcome is not None
    agree = 0
    values = []
    for ply in range(len(match.moves) + 1):
        state = match.state_at(ply)
        solver.clear_memos()  # values are memoised by shape: each search starts from nothing
        by_kernel = position_value(state)
        kept, solver.KERNEL_EDGES = solver.KERNEL_EDGES, 0  # 0: every part to the Python search
        try:
            solver.clear_memos()
            by_python = position_value(state)
        finally:
            solver.KERNEL_EDGES = kept
            solver.clear_memos()
        agree += by_kernel is not None and by_kernel == by_python
        values.append(by_kernel)
    value = values[0]
    first = match.setup.first
    expected = 0 if value > 0 else 1 if value < 0 else 1 - first  # zero: the player to move loses
    return SelfTestReport(board, len(match.state_at(0).edges), value, len(match.moves), outcome.winners[0], expected,
                          searches, len(values), agree, sum(stats.cache_hits.values()) > 0, kernel_seconds, str(stats.cache_path))
