"""Hackenbush value numbers: green_grundy on big pictures, blue_red_value on stalks, trees and small
cyclic positions. Run: .venv/bin/python benchmarks/hackenbush.py
"""

import random
import time
from functools import partial

import networkx as nx

from graphgames_desktop.games.hackenbush import blue_red_value, green_grundy


def timed(label, fn, target):
    t = time.perf_counter()
    value = fn()
    dt = time.perf_counter() - t
    shown = str(value) if len(str(value)) < 30 else f"{str(value)[:12]}… ({len(str(value))} chars)"
    print(f"{label:48s} {dt * 1000:9.1f} ms   value {shown:24s} target {target}")
    return dt


def rooted_graph(n_edges, seed, extra=0.1):
    """A random tree grown from the ground plus ~10% cycle-making edges, loops and parallels."""
    rng = random.Random(seed)
    g = nx.MultiGraph()
    g.add_node(0)
    nodes = [0]
    for _ in range(n_edges):  # (MultiGraph.number_of_edges() is O(n): not in the loop)
        if rng.random() < extra and len(nodes) > 2:
            g.add_edge(rng.choice(nodes), rng.choice(nodes))
        else:
            v = len(nodes)
            g.add_edge(rng.choice(nodes), v)
            nodes.append(v)
    return g


def colour(g, seed):
    rng = random.Random(seed)
    for u, v, k in g.edges(keys=True):
        g.edges[u, v, k]["color"] = rng.choice(["blue", "red"])
    return g


def main():
    print("-- green_grundy")
    path = nx.MultiGraph()
    nx.add_path(path, range(10_001))
    timed("path of 10,000 edges", lambda: green_grundy(path, [0]), "< 0.1 s")
    g10 = rooted_graph(10_000, 1)
    timed("random rooted graph, 10,000 edges", lambda: green_grundy(g10, [0]), "< 0.1 s")
    g100 = rooted_graph(100_000, 2)
    timed("random rooted graph, 100,000 edges", lambda: green_grundy(g100, [0]), "< 1 s")
    print("-- blue_red_value")
    stalk = colour(nx.MultiGraph(), 0)
    nx.add_path(stalk, range(10_001))
    colour(stalk, 3)
    timed("stalk of 10,000 edges", lambda: blue_red_value(stalk, [0]), "< 0.5 s")
    tree = nx.MultiGraph(nx.random_labeled_tree(10_001, seed=4))
    colour(tree, 5)
    timed("random tree of 10,000 edges", lambda: blue_red_value(tree, [0]), "< 0.5 s")
    worst = 0.0
    for seed in range(20):
        small = colour(rooted_graph(16, 100 + seed, extra=0.35), seed)
        worst = max(worst, timed(f"cyclic position, 16 edges, seed {seed}", partial(blue_red_value, small, [0]), "< 1 s"))
    for seed in range(10):  # dense: 16 edges among 6 vertices, two of them on the ground
        rng = random.Random(500 + seed)
        dense = nx.MultiGraph()
        for _ in range(16):
            dense.add_edge(rng.randrange(6), rng.randrange(6))
        colour(dense, seed)
        worst = max(worst, timed(f"dense position, 16 edges, seed {seed}", partial(blue_red_value, dense, [0, 1]), "< 1 s"))
    print(f"   worst 16-edge position: {worst * 1000:.1f} ms")


if __name__ == "__main__":
    main()
