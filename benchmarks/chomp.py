"""Chomp solver numbers: time and memo size per board, growth with the number of vertices.

Run: .venv/bin/python benchmarks/chomp.py [--k9]   (K9 takes minutes; it is left out by default)
"""

import random
import resource
import sys
import time

import networkx as nx

from graphgames_desktop.games.chomp import ChompSolver
from graphgames_desktop.games.solve.grundy import Deadline, OutOfTime


def run(name, g, use_table=True, seconds=None):
    solver = ChompSolver(use_table=use_table)
    solver.value(nx.complete_graph(3))  # load the table outside the timing
    base = len(solver.memo)
    t = time.perf_counter()
    try:
        value = solver.value(g, Deadline(seconds))
    except OutOfTime:
        value = None
    dt = time.perf_counter() - t
    shown = "not solved" if value is None else f"value {value}"
    print(f"{name:34s} v={g.number_of_nodes():4d} e={g.number_of_edges():5d}  {dt * 1000:10.1f} ms  "
          f"{shown:12s} memo +{len(solver.memo) - base}")
    return dt


def main():
    rng = random.Random(1)
    print("-- fixed boards (table of all graphs up to 8 vertices loaded)")
    for n in range(3, 9):
        run(f"K{n}", nx.complete_graph(n))
    run("K8 without the table", nx.complete_graph(8), use_table=False)
    run("Petersen", nx.petersen_graph())
    run("cube Q3", nx.hypercube_graph(3))
    for n in (3, 4, 5):
        run(f"prism C{n} x K2", nx.circular_ladder_graph(n))
    for n in range(4, 10):
        run(f"wheel W{n} ({n + 1} vertices)", nx.wheel_graph(n + 1))
    print("-- any graph up to 8 vertices (random G(n, p))")
    worst = max(run(f"G(8, {p:.1f}) seed {s}", nx.gnp_random_graph(8, p, seed=s))
                for p in (0.3, 0.5, 0.7, 0.9) for s in range(2))
    print(f"   worst: {worst * 1000:.1f} ms")
    print("-- bipartite (closed form)")
    run("K(300, 300)", nx.complete_bipartite_graph(300, 300))
    run("random tree, 5000 vertices", nx.random_labeled_tree(5000, seed=1))
    print("-- paths and cycles")
    run("path P1000", nx.path_graph(1000))
    run("cycle C999", nx.cycle_graph(999))
    run("cycle C1000", nx.cycle_graph(1000))
    print("-- sparse graphs, e = v + 4 (growth with v; worst of five random graphs per size)")
    for n in (8, 10, 12, 14):
        times = []
        for seed in range(5):
            t = nx.random_labeled_tree(n, seed=100 * n + seed)
            nodes = list(t)
            while t.number_of_edges() < n + 4:
                u, v = rng.sample(nodes, 2)
                t.add_edge(u, v)
            times.append(run(f"sparse n={n}, e={t.number_of_edges()}, seed {seed}", t))
        print(f"   worst for n={n}: {max(times) * 1000:.1f} ms")
    print("-- the dodecahedron, 60 s budget")
    run("dodecahedron", nx.dodecahedral_graph(), seconds=60)
    if "--k9" in sys.argv:
        run("K9", nx.complete_graph(9))
    print(f"peak memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
