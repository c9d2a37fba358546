"""Vertex-magic labelling game: exact results, time and positions for the issue's boards.

Run: .venv/bin/python benchmarks/magic.py [--atlas] [--full-plain] [--seconds S]
  --atlas      also every graph of the networkx atlas with V+E <= 9 (the slowest are printed)
  --full-plain also the plain minimax that values every move of every position on C4 (minutes)
  --seconds S  give up a search after S seconds (default 120)

Times are CPU seconds of this process (the development machine is shared; wall-clock varies more).
"plain" is a memoised minimax over full labellings with the engine's rules and no symmetry (stopping
at a position's first winning move, like the solver), run on C4 for the comparison the issue asks for.
"""

import sys
import time

import networkx as nx

from graphgames_desktop.games.magic import MagicBoard, MagicState
from graphgames_desktop.games.solve.grundy import Deadline, OutOfTime
from graphgames_desktop.games.solve.magic import (
    MagicSolver,
    bliss_order,
    graph_form,
    label_orders,
    position_key,
    reachable_sums,
    solve_graph,
    useful_labels,
)
from graphgames_desktop.games.solve.magic_theorems import family_fit


def spider(legs, core_edges, special=None):
    """Stems 0..len(legs)-1 joined by ``core_edges``, stem i with legs[i] leaves; ``special``: the core
    neighbours of Theorem 2's extra vertex."""
    g = nx.Graph()
    g.add_nodes_from(range(len(legs)))
    g.add_edges_from(core_edges)
    if special is not None:
        g.add_edges_from((len(legs), s) for s in special)
    nxt = len(legs) + (special is not None)
    for i, count in enumerate(legs):
        for _ in range(count):
            g.add_edge(i, nxt)
            nxt += 1
    return g


def search(g, seconds):
    """The reduced solver from the empty board, without the theorems: (result or None, CPU s, positions)."""
    solver = MagicSolver()
    reachable_sums.cache_clear()  # every run starts cold
    useful_labels.cache_clear()
    bliss_order.cache_clear()
    graph_form.cache_clear()
    label_orders.cache_clear()
    start = time.process_time()
    try:
        result = solver.wins(position_key(MagicState.start(MagicBoard.from_graph(g))), Deadline(seconds))
    except OutOfTime:
        result = None
    return result, time.process_time() - start, len(solver.memo)


def plain(g, seconds, early_exit=True):
    """Memoised minimax over full labellings (the engine's legal moves, no symmetry); with
    ``early_exit`` a position stops at its first winning move, else every move is valued."""
    memo: dict[tuple[int, ...], bool] = {}
    deadline = Deadline(seconds)

    def wins(state):
        known = memo.get(state.label_tuple)
        if known is None:
            deadline.check()
            values = (not wins(state.play(m)) for m in state.legal_moves())
            known = any(values) if early_exit else any(list(values))
            memo[state.label_tuple] = known
        return known

    start = time.process_time()
    try:
        result = wins(MagicState.start(MagicBoard.from_graph(g)))
    except OutOfTime:
        result = None
    return result, time.process_time() - start, len(memo)


def shown(result):
    return "not solved" if result is None else ("first wins" if result else "second wins")


def line(name, g, seconds):
    result, dt, positions = search(g, seconds)
    size = g.number_of_nodes() + g.number_of_edges()
    print(f"{name:24s} V+E={size:3d}  {shown(result):11s} {dt * 1000:10.1f} ms  {positions:9d} positions")
    return dt


def main():
    seconds = float(sys.argv[sys.argv.index("--seconds") + 1]) if "--seconds" in sys.argv else 120.0
    print("-- the reduced solver, from the empty board (theorems not used)")
    for name, g in [("P3", nx.path_graph(3)), ("P4", nx.path_graph(4)), ("P5", nx.path_graph(5)),
                    ("K1,3", nx.star_graph(3)), ("K1,4", nx.star_graph(4)), ("K1,5", nx.star_graph(5)),
                    ("C4", nx.cycle_graph(4)), ("C5", nx.cycle_graph(5)), ("K4", nx.complete_graph(4))]:
        line(name, g, seconds)

    print("-- C4: the reduced solver against a plain memoised minimax, same run")
    fast, fast_dt, fast_n = search(nx.cycle_graph(4), seconds)
    slow, slow_dt, slow_n = plain(nx.cycle_graph(4), seconds)
    assert fast == slow
    print(f"reduced {fast_dt * 1000:.1f} ms ({fast_n} positions), plain {slow_dt * 1000:.1f} ms ({slow_n} positions): "
          f"{slow_dt / fast_dt:.1f}x faster")
    if "--full-plain" in sys.argv:
        full, full_dt, full_n = plain(nx.cycle_graph(4), seconds, early_exit=False)
        print(f"plain without early exit {full_dt * 1000:.1f} ms ({full_n} positions, {shown(full)}): "
              f"{full_dt / fast_dt:.1f}x the reduced solver's time")

    print("-- theorem families: first_player_wins (decided by the theorems)")
    ring = [(i, (i + 1) % 8) for i in range(8)]
    families = [("K1,3 (Thm 1, odd core)", nx.star_graph(3)), ("K1,40 (Thm 1, odd core)", nx.star_graph(40)),
                ("S(3,2) (Thm 1, odd)", spider([3, 2], [(0, 1)])),
                ("C3(3,2,2) (Thm 1, even)", spider([3, 2, 2], [(0, 1), (1, 2), (2, 0)])),
                ("C8 + 2 chords (Thm 1, even)", spider([5, 4, 3, 3, 2, 2, 2, 2], ring + [(0, 4), (2, 6)])),
                ("v-(3,3) (Thm 2)", spider([3, 3], [], special=[0, 1])),
                ("v-(4,4,4)+edge (Thm 2)", spider([4, 4, 4], [(0, 1)], special=[0, 2])),
                ("200 stems (Thm 1)", spider([3] + [2] * 199, [(i, i + 1) for i in range(199)]))]
    for name, g in families:
        start = time.process_time()
        result = solve_graph(g)
        dt = time.process_time() - start
        fit = family_fit(g)
        size = g.number_of_nodes() + g.number_of_edges()
        print(f"{name:28s} V+E={size:4d}  {shown(result):11s} {dt * 1000:8.2f} ms  ({fit.theorem}, "
              f"core {'odd' if fit.core_odd else 'even'})")
    for name, g in families[:1]:
        line(f"{name} searched", g, seconds)

    if "--atlas" in sys.argv:
        print("-- every atlas graph with V+E <= 9 (connected or not)")
        times = []
        for g in nx.graph_atlas_g():
            size = g.number_of_nodes() + g.number_of_edges()
            if 0 < g.number_of_nodes() and size <= 9:
                start = time.process_time()
                solve_graph(g)
                times.append((time.process_time() - start, f"{g.number_of_nodes()} vertices {sorted(g.edges)}"))
        times.sort(reverse=True)
        slow = [t for t in times if t[0] >= 1.0]
        print(f"{len(times)} graphs, {len(slow)} of them 1 s or more; the slowest:")
        for dt, name in times[:5]:
            print(f"  {dt * 1000:9.1f} ms  {name}")


if __name__ == "__main__":
    main()
