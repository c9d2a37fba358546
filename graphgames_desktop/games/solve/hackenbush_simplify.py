"""Simplify a Green Hackenbush picture step by step: fuse cycles, cancel loops, join branches.

The teaching layer shows these steps; the values come from the same fusion and colon principles
that the solver uses (``games/solve/hackenbush.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx

from graphgames_desktop.games.hackenbush import HackenbushState
from graphgames_desktop.games.solve.hackenbush import GREEN, ROOT, fuse, green_value_of
from graphgames_desktop.graph.boards import tree_layout
from graphgames_desktop.graph.drawing import Drawing, drawing_from_graph


@dataclass
class SimplifyStep:
    code: str  # "start", "merge_ground", "fuse", "loops", "colon", "done"
    params: dict
    drawing: Drawing


def _step_drawing(tree_edges: list[tuple], loops: dict, root) -> Drawing:
    """A picture of a rooted tree with loops, standing on a ground line at y = 0."""
    g = nx.MultiGraph()
    g.add_node(root)
    t = nx.Graph()
    t.add_node(root)
    for u, v in tree_edges:
        g.add_edge(u, v, color=GREEN)
        t.add_edge(u, v)
    for node, k in loops.items():
        for _ in range(k):
            g.add_edge(node, node, color=GREEN)
    pos = tree_layout(t, root, upward=True)
    drawing = drawing_from_graph(g, pos=pos, kind="multi")
    drawing.meta["ground"] = [v.id for v in drawing.vertices.values() if abs(v.y) <= 0.5]
    return drawing


def simplify_steps(state: HackenbushState) -> list[SimplifyStep]:
    """How a Green position reduces to one stalk: fuse cycles, cancel loops, join branches."""
    edges = state.rooted()
    value = green_value_of(edges)
    steps: list[SimplifyStep] = []
    if not edges:
        return [SimplifyStep("done", {"value": 0}, _step_drawing([], {}, ROOT))]
    f = fuse(edges)
    tree = []
    for b in f.order:
        for c in f.children[b]:
            tree.append((b, c))
    loops = {b: k for b, k in f.loops.items() if k}
    ground_count = len({x for x in state.board.ground
                        if any(x in state.board.ends_of(e) for e in state.edges)})
    steps.append(SimplifyStep("start", {"grounds": ground_count}, Drawing("multi")))
    if loops:
        steps.append(SimplifyStep("fuse", {"blocks": len(loops), "loops": sum(loops.values())},
                                  _step_drawing(tree, loops, f.root)))
        # each loop is a stalk of length 1; two cancel: keep one stalk where the count is odd
        counter = [0]

        def leaf():
            counter[0] += 1
            return ("leaf", counter[0])

        for b, k in loops.items():
            if k & 1:
                tree.append((b, leaf()))
        steps.append(SimplifyStep("loops", {"cancelled": sum(k - (k & 1) for k in loops.values())},
                                  _step_drawing(tree, {}, f.root)))
    # colon principle, deepest vertices first: branches that are stalks become one stalk
    children: dict = {}
    for u, v in tree:
        children.setdefault(u, []).append(v)
    depth = {f.root: 0}
    order = [f.root]
    for x in order:
        for y in children.get(x, ()):
            depth[y] = depth[x] + 1
            order.append(y)
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
            steps.append(SimplifyStep("colon", {"lengths": ", ".join(map(str, branch)), "length": joined},
                                      _step_drawing(tree, {}, f.root)))
        else:
            length[x] = branch[0] if branch else 0
    steps.append(SimplifyStep("done", {"value": value}, _step_drawing(tree, {}, f.root)))
    return steps
