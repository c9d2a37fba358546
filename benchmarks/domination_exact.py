"""Graph Domination on the dodecahedron solved exactly, and the strong computer measured against it.

The exact table (games/solve/domination.py's ``ExactTable``, its limits lifted: about 4 GB and a
few minutes of CPU) values every position reachable from the empty board for every number of turns
left. Printed: its size and time, Blue's margin from the empty board with best play, and from which
turn limit on that value no longer changes. Then the strong computer plays the tournament's games
(benchmarks/domination_tournament.py: the same openings, opponents and seats) and every move it
makes with a choice is compared with the exact values: how many were not a best move, the points
they gave away, and the points its opponents gave away.

Run: .venv/bin/python benchmarks/domination_exact.py [--pairs N] [--jobs J]
(default 20 openings x 2 seats x 2 opponents = 80 games, about 15 minutes on the shared 2-core
machine after the table).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from domination_tournament import OPPONENTS, opening

from graphgames_desktop.games.base import Level, PublicObservation
from graphgames_desktop.games.domination import DominationState
from graphgames_desktop.games.solve import domination as solve

#: Built before the games' processes start, which share it.
TABLE: solve.ExactTable | None = None


def build() -> solve.ExactTable:
    solve.EXACT_MAX_VERTICES, solve.EXACT_MAX_POSITIONS, solve.EXACT_MAX_CELLS = 64, 10**9, 10**12
    board = opening("dodecahedron", 0, 0).board
    table = solve.ExactTable(board, ((0, 0, 0),))
    start, cpu = time.perf_counter(), time.process_time()
    table.build()
    print(f"dodecahedron solved: {table.positions:,} positions, {len(table._succ):,} successor links, "
          f"{time.perf_counter() - start:.0f} s ({time.process_time() - cpu:.0f} s CPU)")
    values = [table.value(0, 0, 0, t) for t in range(board.turn_limit + 1)]
    settled = next(t for t in range(len(values)) if len(set(values[t:])) == 1)
    print(f"  Blue's margin from the empty board with best play: {values[-1]:+d} (the {board.turn_limit}-turn limit); "
          f"the same for every limit from {settled} turns on")
    return table


def move_values(table: solve.ExactTable, state: DominationState) -> dict:
    """Each legal move's exact final margin for the mover."""
    out = {}
    for m in state.legal_moves():
        a, b, c, t = solve.position(state.play(m))
        value = table.value(a, b, c, t)
        assert value is not None
        out[m] = -value
    return out


def play_game(args: tuple[str, int, int, int, int | None]) -> dict:
    opponent, seed, seat, most, nodes = args
    assert TABLE is not None
    state = opening("dodecahedron", seed, most)
    strong = solve.player(Level.STRONG)
    if nodes is not None:
        strong.nodes, strong.seconds = nodes, 3600.0
    rng = random.Random(1000 * seed + seat)
    moves = missed = given = taken = 0
    while state.outcome() is None:
        values = move_values(TABLE, state)
        best = max(values.values())
        if state.current_player == seat:
            move = strong.choose(PublicObservation(seat, state), rng).move
            if len(values) > 1:
                moves += 1
                missed += values[move] < best
                given += best - values[move]
        else:
            move = OPPONENTS[opponent](state, rng)
            taken += best - values[move]
        state = state.play(move)
    return {"opponent": opponent, "seat": seat, "moves": moves, "missed": missed, "given": given, "taken": taken}


def main() -> None:
    global TABLE
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--opening", type=int, default=6)
    parser.add_argument("--nodes", type=int, help="positions per move instead of the time budget (the same games on any machine)")
    args = parser.parse_args()
    TABLE = build()
    jobs = [(opponent, seed, seat, args.opening, args.nodes) for opponent in OPPONENTS
            for seed in range(1, args.pairs + 1) for seat in (0, 1)]
    with ProcessPoolExecutor(args.jobs) as pool:  # forked: the workers read the table built here
        results = list(pool.map(play_game, jobs))
    budget = f"{args.nodes:,} positions" if args.nodes else f"{solve.STRONG_SECONDS} s"
    print(f"strong ({budget} a move) against best play, {args.pairs} openings:")
    for opponent in OPPONENTS:
        for seat, colour in ((0, "Blue"), (1, "Red")):
            games = [r for r in results if r["opponent"] == opponent and r["seat"] == seat]
            moves, missed = sum(r["moves"] for r in games), sum(r["missed"] for r in games)
            print(f"  vs {opponent:6s} as {colour:4s}: {missed} of {moves} moves with a choice not a best move "
                  f"({100 * missed / moves:.1f}%), {statistics.mean(r['given'] for r in games):.2f} points given away "
                  f"a game; the opponent gave away {statistics.mean(r['taken'] for r in games):.1f} a game")


if __name__ == "__main__":
    main()
