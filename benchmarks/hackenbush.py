"""Hackenbush value numbers: green_grundy on big pictures, blue_red_value on stalks, trees, small
cyclic positions, the library pictures, single connected parts of 25 to 40 edges and Winning Ways'
"moderately hard bed" (time and memory; target: 40 edges in under 10 s). Run:
.venv/bin/python benchmarks/hackenbush.py
"""

import gc
import random
import time
from fractions import Fraction
from functools import partial

import networkx as nx

from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.hackenbush import blue_red_value, green_grundy
from graphgames_desktop.games.players import BUDGET
from graphgames_desktop.games.solve import hackenbush as solve
from graphgames_desktop.games.solve.grundy import Deadline, OutOfTime
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import drawing_from_graph


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


def one_part(n_edges, seed, cycles):
    """One connected part of exactly ``n_edges`` on one ground edge: a random tree above it, and
    a share ``cycles`` of edges that close cycles (parallel edges possible, as in drawings)."""
    rng = random.Random(seed)
    g = nx.MultiGraph()
    g.add_edge(0, 1)
    nodes = [1]
    while g.number_of_edges() < n_edges:
        if rng.random() < cycles and len(nodes) > 2:
            u, v = rng.sample(nodes, 2)
            g.add_edge(u, v)
        else:
            v = len(nodes) + 1
            g.add_edge(rng.choice(nodes), v)
            nodes.append(v)
    return colour(g, seed)


def bed():
    """The "moderately hard bed" of Winning Ways (chapter 7, figure 31): 30 edges, value 1/128.
    CGSuite's test suite (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala) keeps it
    commented out as too slow; its picture there, in CGSuite's notation (l blue, r red, :X names a
    vertex, parentheses branch from the ground):
    (lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)
    Each named vertex stands on a blue edge from the ground and a red one; red paths of two
    edges join them, two of them through a shared middle vertex."""
    g = nx.MultiGraph()
    for name in "ABCDEFG":  # the legs: ground - blue - red - named vertex
        g.add_edge(0, f"leg{name}", color="blue")
        g.add_edge(f"leg{name}", name, color="red")
    for a, b in ("AB", "AD", "AF", "CF", "CG"):  # red paths of two edges through a new vertex
        g.add_edge(a, f"{a}{b}", color="red")
        g.add_edge(f"{a}{b}", b, color="red")
    for a, mid, ends in (("B", "BDE", "DE"), ("E", "EFG", "FG")):  # a red edge, then a fork
        g.add_edge(a, mid, color="red")
        for b in ends:
            g.add_edge(mid, b, color="red")
    return g


def resident_mb(field):
    """The process's resident memory now (VmRSS) or at its peak (VmHWM), in MB (Linux)."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field):
                return int(line.split()[1]) / 1024
    return 0.0


def measured(label, g, seconds):
    """Time of one value from empty memos, and the memory it took: the growth of the process's
    peak resident size (the kernel's memos live outside Python's allocator, where tracemalloc
    does not see them); the memos are emptied, and the peak reset, before each run."""
    edges = solve.rooted_edges(solve.edge_list(g), [0])
    colours = {k: g.edges[k]["color"] for k in g.edges(keys=True)}
    solve.clear_memos()
    gc.collect()
    with open("/proc/self/clear_refs", "w") as refs:
        refs.write("5")  # resets VmHWM to the current size
    before = resident_mb("VmRSS")
    t = time.perf_counter()
    try:
        value = str(hb.blue_red_value_of(edges, colours, Deadline(seconds)))
    except OutOfTime:
        print(f"{label:48s} not solved in {seconds} s")
        return
    dt = time.perf_counter() - t
    grown = resident_mb("VmHWM") - before
    print(f"{label:48s} {dt:8.2f} s  {grown:7.1f} MB   value {value}")


def kernel_load():
    """The first Blue-Red value with cycles loads numba and the compiled kernel from numba's cache
    (`make setup` compiled it); timed apart, so the searches below do not carry it."""
    g = nx.MultiGraph()
    for u, v in ((0, 1), (1, 2), (2, 0)):
        g.add_edge(u, v, color="blue")
    return blue_red_value(g, [0])


def analysed(label, g, first):
    """The strong computer's analysis of every move (its 5 s budget), from empty memos: exact
    values when they come in time (half the budget), else who wins after each move."""
    g = nx.convert_node_labels_to_integers(g)  # the ground (node 0 of both pictures) stays 0
    drawing = drawing_from_graph(g, pos={v: (40.0 * v, -40.0 * (v % 5)) for v in g}, kind="multi")
    drawing.meta["ground"] = [next(iter(drawing.vertices))]
    state = hb.new_state(Setup(2, drawing, {"mode": "blue_red"}, 0, first))
    solve.clear_memos()
    t = time.perf_counter()
    result = hb.analyse(state, Deadline(BUDGET[Level.STRONG]))
    dt = time.perf_counter() - t
    kind = "exact values" if all(isinstance(v, Fraction) for v in result.move_values.values()) else "who wins"
    mover = "Blue" if first == 0 else "Red"
    print(f"{label + ', ' + mover + ' to move':48s} {dt:8.2f} s  solved {result.solved}, {kind} of "
          f"{len(result.move_values)} moves")


def main():
    timed("kernel load (numba and the compiled code)", kernel_load, "once per process")
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
    print("-- the library pictures in Blue-Red (green edges shared out), value of the start")
    for board_id in ("bamboo", "hb-tree", "house", "flower", "christmas-tree", "girl"):
        state = hb.new_state(Setup(2, boards.board(board_id), {"mode": "blue_red"}, 0, 0))
        t = time.perf_counter()
        value = hb.position_value(state)
        print(f"{board_id:48s} {(time.perf_counter() - t) * 1000:9.1f} ms   {len(state.edges)} edges, value {value}")
    print("-- one connected part (target: 40 edges exact in under 10 s); 10% of edges close cycles;")
    print("   memory: growth of the process's peak resident size")
    for n in (25, 30, 35, 40):
        for seed in range(3):
            measured(f"part of {n} edges, seed {seed}", one_part(n, seed, 0.1), 60)
    print("-- dense parts: 25% of edges close cycles (target: 40 edges in under 10 s)")
    for n in (25, 30, 35, 40):
        measured(f"part of {n} edges, 25% cycles", one_part(n, 7, 0.25), 60)
    print("-- Winning Ways' moderately hard bed, 30 edges (value 1/128)")
    measured("moderately hard bed", bed(), 60)
    print("-- the strong computer's analysis of every move (budget 5 s)")
    for first in (0, 1):
        analysed("moderately hard bed", bed(), first)
        analysed("dense part of 40 edges", one_part(40, 7, 0.25), first)


if __name__ == "__main__":
    main()
