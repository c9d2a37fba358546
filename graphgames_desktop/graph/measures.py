"""Graph measures the canvas panel and the card game's scoring read (networkx, no Qt).

Diameter follows the card game's definition: pairs in different components are ignored, so the
diameter of a graph is the largest diameter of its components (0 for a graph with no edges).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import networkx as nx


def simple_view(g: nx.Graph) -> nx.Graph:
    """A simple graph with the same adjacency (loops and parallel edges dropped)."""
    if not g.is_multigraph() and nx.number_of_selfloops(g) == 0:
        return g
    h = nx.Graph()
    h.add_nodes_from(g.nodes)
    h.add_edges_from((u, v) for u, v in g.edges() if u != v)
    return h


def trivial_components(g: nx.Graph) -> int:
    """Components made of one vertex alone (a loop still leaves it alone in the card game)."""
    return sum(1 for c in nx.connected_components(g) if len(c) == 1)


def nontrivial_components(g: nx.Graph) -> int:
    return sum(1 for c in nx.connected_components(g) if len(c) > 1)


def diameter(g: nx.Graph) -> int:
    """Largest eccentricity over all components; 0 for an empty or edgeless graph."""
    g = simple_view(g)
    best = 0
    for comp in nx.connected_components(g):
        if len(comp) > 1:
            # The eccentricity-bounding algorithm is exact and prunes most BFS runs (5x here).
            best = max(best, nx.diameter(g.subgraph(comp), usebounds=True))
    return best


def max_degree(g: nx.Graph) -> int:
    return max((d for _, d in g.degree()), default=0)


def is_forest(g: nx.Graph) -> bool:
    """No cycles, counting loops and parallel edges as cycles; the empty graph is no forest."""
    if g.number_of_nodes() == 0:
        return False
    s = simple_view(g)
    return s.number_of_edges() == g.number_of_edges() and nx.is_forest(s)


def is_tree(g: nx.Graph) -> bool:
    return is_forest(g) and nx.is_connected(g)


def is_bipartite(g: nx.Graph) -> bool:
    return nx.is_bipartite(g) and nx.number_of_selfloops(g) == 0


def is_planar(g: nx.Graph) -> bool:
    return nx.check_planarity(simple_view(g))[0]


def longest_path_length(g: nx.Graph) -> int:
    """Edges on a longest simple path (exact).

    A longest path stays in one component; a tree's is its diameter (linear). Elsewhere a
    depth-first search from each vertex, cut off when even every vertex still reachable from the
    path's end could not beat the best, and stopped at a Hamiltonian path.
    """
    g = simple_view(g)
    best = 0
    for comp in nx.connected_components(g):
        if len(comp) - 1 <= best:
            continue
        sub = g.subgraph(comp)
        if sub.number_of_edges() == len(comp) - 1:
            best = max(best, nx.diameter(sub))
            continue
        adj = {v: set(sub[v]) for v in sub}
        for start in sorted(adj, key=lambda v: len(adj[v])):
            best = max(best, _longest_from(adj, start, None, best, len(comp) - 1))
            if best == len(comp) - 1:
                break
    return best


def longest_cycle_length(g: nx.Graph) -> int:
    """Edges on a longest cycle, 0 if there is none (exact).

    A cycle lies inside one block (biconnected component), so each block is searched alone: a
    depth-first search for paths from the block's least vertex back to it, pruned as above.
    """
    g = simple_view(g)
    best = 0
    for block in nx.biconnected_components(g):
        if len(block) < 3 or len(block) <= best:
            continue
        sub = g.subgraph(block)
        adj = {v: set(sub[v]) for v in sub}
        for start in sorted(adj, key=repr):
            best = max(best, _longest_from(adj, start, start, best, len(adj)))
            for w in adj.pop(start):  # later cycles avoid this vertex: each cycle is found once
                adj[w].discard(start)
            if len(adj) <= best:
                break
    return best


def _longest_from(adj: dict[Hashable, set[Hashable]], start: Hashable, close: Hashable | None, best: int, most: int) -> int:
    """Longest path from ``start`` (or cycle back to ``close`` when given), beating ``best``.

    Iterative DFS; a branch is dropped when its length plus the vertices still reachable from its
    end cannot beat ``best``; the search stops when it reaches ``most``.
    """
    def reachable(v: Hashable, seen: set[Hashable]) -> int:
        out, stack = 0, [v]
        mark = {v}
        while stack:
            for w in adj[stack.pop()]:
                if w not in seen and w not in mark:
                    mark.add(w)
                    out += 1
                    stack.append(w)
        return out

    seen = {start}
    stack = [(start, iter(adj[start]))]
    while stack:
        v, rest = stack[-1]
        step = next(rest, None)
        if step is None:
            stack.pop()
            seen.discard(v)
            continue
        length = len(stack)
        if close is not None and step == close and length >= 3:
            best = max(best, length)
            if best >= most:
                return best
            continue
        if step in seen:
            continue
        if close is None:
            best = max(best, length)
            if best >= most:
                return best
        bound = length + reachable(step, seen) + (1 if close is not None else 0)
        if bound <= best:
            continue
        seen.add(step)
        stack.append((step, iter(adj[step])))
    return best


@dataclass(frozen=True)
class Summary:
    vertices: int
    edges: int
    components: int
    trivial_components: int
    diameter: int
    max_degree: int
    is_tree: bool
    is_forest: bool
    is_bipartite: bool
    is_planar: bool


def summarize(g: nx.Graph) -> Summary:
    """Everything the measures panel shows, in one pass over the graph."""
    return Summary(
        vertices=g.number_of_nodes(),
        edges=g.number_of_edges(),
        components=nx.number_connected_components(g) if g.number_of_nodes() else 0,
        trivial_components=trivial_components(g),
        diameter=diameter(g),
        max_degree=max_degree(g),
        is_tree=g.number_of_nodes() > 0 and is_tree(g),
        is_forest=is_forest(g),
        is_bipartite=g.number_of_nodes() > 0 and is_bipartite(g),
        is_planar=is_planar(g),
    )


def summarize_lists(multi: bool, vertices: list[int], edges: list[tuple[int, int]]) -> Summary:
    """:func:`summarize` of the graph of these vertices and edges: plain lists, cheap to send to
    another process (a 200,000-vertex drawing is measured there, away from the window's thread)."""
    g: nx.Graph = nx.MultiGraph() if multi else nx.Graph()
    g.add_nodes_from(vertices)
    g.add_edges_from(edges)
    return summarize(g)


if __name__ == "__main__":  # the measuring process of ui/measures_panel.py: lists in, a Summary out
    import pickle
    import sys

    from graphgames_desktop.graph import measures  # by its name, so that the parent unpickles its Summary

    sys.stdout.buffer.write(pickle.dumps(measures.summarize_lists(*pickle.loads(sys.stdin.buffer.read()))))
