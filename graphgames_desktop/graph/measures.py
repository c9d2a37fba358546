"""Graph measures the canvas panel and the card game's scoring read (networkx, no Qt).

Diameter follows the card game's definition: pairs in different components are ignored, so the
diameter of a graph is the largest diameter of its components (0 for a graph with no edges).
"""

from __future__ import annotations

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


def longest_path_length(g: nx.Graph, limit: int = 16) -> int | None:
    """Edges on a longest simple path, by exhaustive search; None above ``limit`` vertices."""
    g = simple_view(g)
    if g.number_of_nodes() > limit:
        return None
    best = 0
    adj = {v: set(g[v]) for v in g}

    def extend(v, seen, length):
        nonlocal best
        best = max(best, length)
        for w in adj[v]:
            if w not in seen:
                seen.add(w)
                extend(w, seen, length + 1)
                seen.remove(w)

    for v in adj:
        extend(v, {v}, 0)
    return best


def longest_cycle_length(g: nx.Graph, limit: int = 16) -> int | None:
    """Length of a longest cycle (0 if acyclic), exhaustive; None above ``limit`` vertices."""
    g = simple_view(g)
    if g.number_of_nodes() > limit:
        return None
    return max((len(c) for c in nx.simple_cycles(g)), default=0)


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
