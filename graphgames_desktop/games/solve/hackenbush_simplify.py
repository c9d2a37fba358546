"""Simplify a Green Hackenbush picture step by step: fuse cycles, cancel loops, join branches.

The teaching layer shows these steps, and its "why" words them (``green_reduction`` in
``games/solve/hackenbush.py``, one reduction for both, on the same fusion and colon principles
that the solver uses). Each step carries the counts its caption states, so what the
caption says is what the picture shows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import networkx as nx

from graphgames_desktop.games.hackenbush import HackenbushState
from graphgames_desktop.games.solve.hackenbush import GREEN, green_reduction
from graphgames_desktop.graph.boards import tree_layout
from graphgames_desktop.graph.drawing import Drawing, drawing_from_graph

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


def simplify_steps(state: HackenbushState, board: Drawing | None = None) -> list[SimplifyStep]:
    """How a Green position reduces to one stalk (``green_reduction``), each step drawn; with
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
