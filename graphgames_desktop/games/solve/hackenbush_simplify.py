"""Simplify a Green Hackenbush picture step by step: fuse cycles, cancel loops, join branches.

The teaching layer shows these steps, and its "why" words them (:func:`green_reduction`, one
reduction for both); the values come from the same fusion and colon principles that the solver
uses (``games/solve/hackenbush.py``). Each step carries the counts its caption states, so what the
caption says is what the picture shows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import networkx as nx

from graphgames_desktop.games.solve.hackenbush import GREEN, ROOT, fuse, green_value_of
from graphgames_desktop.graph.boards import tree_layout
from graphgames_desktop.graph.drawing import Drawing, drawing_from_graph

if TYPE_CHECKING:  # the game imports this module: its "why" words the same reduction
    from graphgames_desktop.games.hackenbush import HackenbushState

#: The fan of a vertex's loops (degrees, screen y down: -90 is straight up), kept off the ground
#: line and this far from the vertex's edges.
LOOP_FAN = (-165.0, -15.0)
LOOP_MARGIN = 15.0


@dataclass
class SimplifyStep:
    """One picture of the reduction.

    ``code`` and ``params``:

    * ``start`` ``grounds``: the picture as it stands, on that many ground vertices;
    * ``fuse`` ``loops``, ``places``: cycles fused, leaving that many loops on that many vertices;
    * ``loops`` ``cancelled``, ``kept``, ``total``, ``places``: of ``total`` loops on ``places`` vertices,
      ``cancelled`` cancel in pairs; on ``kept`` vertices one is left and becomes an edge;
    * ``colon`` ``lengths``, ``length``: branches of those lengths on one vertex (the drawing's
      ``meta["focus"]``) become one stalk of length ``length``, their nim sum;
    * ``done`` ``value``: one stalk of that length is left.
    """

    code: str
    params: dict
    drawing: Drawing


def start_picture(state: HackenbushState, board: Drawing) -> Drawing:
    """The board as the game stands: only the edges still in play, each in the colour the game
    plays it (all green in a Green game), and only the vertices they touch."""
    picture = board.copy()
    for eid in [e for e in picture.edges if e not in state.edges]:
        picture.remove_edge(eid)
    for e in picture.edges.values():
        e.color = state.board.color(e.id)
    for vid in [v for v in picture.vertices if not picture.incident_edges(v)]:
        picture.remove_vertex(vid)
    picture.meta["ground"] = sorted(v for v in picture.vertices if v in state.board.ground)
    return picture


def _petal(p: tuple[float, float], degrees: float, width: float, size: float) -> list[tuple[float, float]]:
    """A loop drawn as a teardrop ``size`` long and ``2 * width`` wide, leaving ``p`` towards ``degrees``."""
    a = math.radians(degrees)
    dx, dy = math.cos(a), math.sin(a)
    x, y = p
    points = []
    for i in range(17):
        s = 2 * math.pi * i / 16
        along = size * (1 - math.cos(s)) / 2
        across = width / 0.65 * math.sin(s) * (1 - math.cos(s)) / 2  # sin s (1 - cos s) / 2 peaks at 0.65
        points.append((x + dx * along - dy * across, y + dy * along + dx * across))
    points[0] = points[-1] = p
    return points


def _loop_directions(k: int, blocked: list[float]) -> list[tuple[float, float]]:
    """``k`` (direction, share of the fan) for a vertex's loops: spread over the upper half, in the
    gaps its edges leave, each gap taking loops in proportion to its width."""
    lo, hi = LOOP_FAN
    arcs, start = [], lo
    for b in sorted(b for b in blocked if lo < b < hi):
        arcs.append((start, b - LOOP_MARGIN))
        start = b + LOOP_MARGIN
    arcs.append((start, hi))
    arcs = [(a, b) for a, b in arcs if b - a >= 5] or [LOOP_FAN]
    total = sum(b - a for a, b in arcs)
    exact = [k * (b - a) / total for a, b in arcs]
    counts = [int(x) for x in exact]
    by_remainder = sorted(range(len(arcs)), key=lambda i: (counts[i] - exact[i], abs(sum(arcs[i]) / 2 + 90)))
    for i in by_remainder[:k - sum(counts)]:  # ties: the gap nearest straight up
        counts[i] += 1
    out = []
    for (a, b), c in zip(arcs, counts):
        for i in range(c):
            share = (b - a) / c
            out.append((a + share * (i + 0.5), share))
    return out


def _step_drawing(tree_edges: list[tuple], loops: dict, root, focus=None) -> Drawing:
    """A picture of a rooted tree with loops, standing on a ground line at y = 0.

    The loops of one vertex are fanned out, so each one can be seen and counted."""
    t = nx.Graph()
    t.add_node(root)
    for u, v in tree_edges:
        t.add_edge(u, v)
    pos = tree_layout(t, root, upward=True)
    g = nx.MultiGraph()
    g.add_node(root)
    for u, v in tree_edges:
        g.add_edge(u, v, color=GREEN)
    for node, k in loops.items():
        x, y = pos[node]
        blocked = [math.degrees(math.atan2(pos[w][1] - y, pos[w][0] - x)) for w in t.neighbors(node)]
        size = 40.0 if k <= 3 else 48.0
        for direction, share in _loop_directions(k, blocked):
            width = size * min(0.4, math.tan(math.radians(share) / 2) * 0.8)
            g.add_edge(node, node, color=GREEN, points=_petal((x, y), direction, width, size))
    drawing = drawing_from_graph(g, pos=pos, kind="multi")
    ids = {node: vid for node, vid in zip(g.nodes, drawing.vertices)}
    drawing.meta["ground"] = [ids[root]]
    if focus is not None:
        drawing.meta["focus"] = ids[focus]
    return drawing


@dataclass(frozen=True)
class Reduction:
    """One step of reducing a Green picture to one stalk, as data (no picture yet): ``code`` and
    ``params`` as :class:`SimplifyStep` has them, the rooted tree of (parent, child) edges and the
    loops on its vertices after the step, and the vertex a colon step joins branches at."""

    code: str
    params: dict
    tree: tuple[tuple, ...]
    loops: dict
    focus: object = None


def green_reduction(edges: list[tuple]) -> tuple[object, list[Reduction]]:
    """How Green edges (ground merged into ROOT) reduce to one stalk: fuse cycles, cancel loops, join
    branches; the root of the tree, then the steps (``fuse``, ``loops``, ``colon``..., ``done``).

    The Simplify player draws these steps and the teaching layer's "why" words the same ones, so
    the two cannot tell a picture's value differently."""
    value = green_value_of(edges)
    if not edges:
        return ROOT, [Reduction("done", {"value": 0}, (), {})]
    steps: list[Reduction] = []
    f = fuse(edges)
    tree = []
    for b in f.order:
        for c in f.children[b]:
            tree.append((b, c))
    loops = {b: k for b, k in f.loops.items() if k}
    vertices = len({u for u, _, _ in edges} | {v for _, v, _ in edges} | {ROOT})
    if vertices > len(f.order):  # some cycle has two vertices or more: they fuse into one
        steps.append(Reduction("fuse", {"places": len(loops), "loops": sum(loops.values())}, tuple(tree), loops))
    if loops:
        # each loop is a stalk of length 1; two cancel: keep one stalk where the count is odd
        counter = [0]

        def leaf():
            counter[0] += 1
            return ("leaf", counter[0])

        for b, k in loops.items():
            if k & 1:
                tree.append((b, leaf()))
        kept = sum(k & 1 for k in loops.values())
        steps.append(Reduction("loops", {"cancelled": sum(loops.values()) - kept, "kept": kept,
                                         "total": sum(loops.values()), "places": len(loops)}, tuple(tree), {}))
    # colon principle, deepest vertices first: branches that are stalks become one stalk
    children: dict = {}
    for u, v in tree:
        children.setdefault(u, []).append(v)
    order = [f.root]
    for x in order:
        order.extend(children.get(x, ()))
    length: dict = {}
    for x in reversed(order):
        kids = children.get(x, [])
        branch = [length[y] + 1 for y in kids]
        if len(branch) >= 2:
            joined = 0
            for b in branch:
                joined ^= b
            length[x] = joined
            # rebuild the tree with x carrying one stalk of the joined length
            keep = set()
            stack = list(kids)
            while stack:
                y = stack.pop()
                keep.add(y)
                stack.extend(children.get(y, ()))
            tree = [(u, v) for u, v in tree if v not in keep]
            children[x] = []
            prev: object = x
            for k in range(joined):
                nxt = ("stalk", x, k)
                tree.append((prev, nxt))
                children.setdefault(prev, []).append(nxt)
                prev = nxt
            steps.append(Reduction("colon", {"lengths": ", ".join(map(str, branch)), "length": joined}, tuple(tree), {}, x))
        else:
            length[x] = branch[0] if branch else 0
    steps.append(Reduction("done", {"value": value}, tuple(tree), {}))
    return f.root, steps


def simplify_steps(state: HackenbushState, board: Drawing | None = None) -> list[SimplifyStep]:
    """How a Green position reduces to one stalk (:func:`green_reduction`), each step drawn; with
    ``board`` (the game's drawing) the first step shows the picture as it stands on it."""
    edges = state.rooted()
    root, reduction = green_reduction(edges)
    drawn = [SimplifyStep(r.code, r.params, _step_drawing(list(r.tree), r.loops, root, focus=r.focus)) for r in reduction]
    if not edges:
        return drawn
    ground_count = len({x for x in state.board.ground
                        if any(x in state.board.ends_of(e) for e in state.edges)})
    picture = start_picture(state, board) if board is not None else Drawing("multi")
    return [SimplifyStep("start", {"grounds": ground_count}, picture)] + drawn
