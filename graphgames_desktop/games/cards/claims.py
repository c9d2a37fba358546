"""Checking objective claims on a player's graph, as the engine's referee.

S objectives ask for a subgraph, not necessarily induced: the card's graph must map into the
player's graph injectively, edges onto edges (a monomorphism). C objectives ask for a set of
whole components isomorphic to the card's graph (which may have several components); those
components become frozen, yet still count for other claims.
"""

from __future__ import annotations

import networkx as nx
from networkx.algorithms import isomorphism


def has_subgraph(g: nx.Graph, pattern: nx.Graph) -> bool:
    """Whether ``pattern`` is a (not necessarily induced) subgraph of ``g``."""
    if pattern.number_of_nodes() > g.number_of_nodes() or pattern.number_of_edges() > g.number_of_edges():
        return False
    if not _degrees_fit(g, pattern):
        return False
    if pattern.number_of_nodes() == 0:
        return True
    if not nx.is_connected(pattern):
        return bool(isomorphism.GraphMatcher(g, pattern).subgraph_is_monomorphic())
    # A connected pattern of minimum degree d lands inside one component of g's d-core: search only
    # there (a Petersen graph sought in a sparse sheet is then refused at once). A 2-connected pattern
    # (a cycle, a wheel, the cube) lands inside one biconnected block of it, and a cycle is found by
    # a search for cycles of its length (VF2 took a second to refuse an 8-cycle on a 38-edge sheet).
    low = min(d for _, d in pattern.degree())
    core = nx.k_core(g, low) if low > 1 else g
    n, m = pattern.number_of_nodes(), pattern.number_of_edges()
    cycle = n == m and low == 2 and max(d for _, d in pattern.degree()) == 2
    blocks = nx.biconnected_components(core) if n > 2 and nx.is_biconnected(pattern) else nx.connected_components(core)
    for comp in blocks:
        host = core.subgraph(comp)
        if len(comp) < n or host.number_of_edges() < m or not _degrees_fit(host, pattern):
            continue
        if (_has_cycle(host, n) if cycle else isomorphism.GraphMatcher(host, pattern).subgraph_is_monomorphic()):
            return True
    return False


def _has_cycle(g: nx.Graph, length: int) -> bool:
    """Whether ``g`` has a cycle of exactly ``length`` vertices (each is sought from its least vertex)."""
    adj = {v: set(g[v]) for v in g}
    order = {v: i for i, v in enumerate(sorted(g, key=lambda v: (len(adj[v]), str(v))))}

    def extend(path: list, on: set) -> bool:
        last = path[-1]
        if len(path) == length:
            return path[0] in adj[last]
        for w in adj[last]:
            if w not in on and order[w] > order[path[0]]:
                path.append(w)
                on.add(w)
                if extend(path, on):
                    return True
                path.pop()
                on.discard(w)
        return False

    return any(extend([v], {v}) for v in g)


def _degrees_fit(g: nx.Graph, pattern: nx.Graph) -> bool:
    """A necessary condition: the k-th largest pattern degree fits under the k-th largest of g."""
    big = sorted((d for _, d in g.degree()), reverse=True)
    small = sorted((d for _, d in pattern.degree()), reverse=True)
    return all(s <= b for s, b in zip(small, big))


def matching_components(g: nx.Graph, pattern: nx.Graph, frozen: frozenset[int] = frozenset()) -> list[set[int]] | None:
    """Whole components of ``g`` that together are isomorphic to ``pattern``, or None.

    Each pattern component needs its own component of ``g`` isomorphic to it (a component of the
    player's graph can serve once). Among the components that fit, those already ``frozen`` (circled
    for an earlier C card) come first, then those with the fewest vertices not yet frozen, then the
    lowest vertex: a claim circles no more than it must. Components are compared by size first, then
    by isomorphism. Choosing part by part is optimal: two pattern parts compete for the same
    components only when they are isomorphic, and then any order of the fitting components serves.
    """
    wanted = [pattern.subgraph(c).copy() for c in nx.connected_components(pattern)]
    have = sorted((set(c) for c in nx.connected_components(g)), key=lambda c: (len(c - frozen), min(c)))
    used: set[int] = set()
    chosen: list[set[int]] = []
    for part in sorted(wanted, key=lambda h: -h.number_of_nodes()):
        size = (part.number_of_nodes(), part.number_of_edges())
        for i, comp in enumerate(have):
            if i in used or len(comp) != size[0]:
                continue
            sub = g.subgraph(comp)
            if sub.number_of_edges() == size[1] and nx.is_isomorphic(sub, part):
                used.add(i)
                chosen.append(comp)
                break
        else:
            return None
    return chosen


def named_components(g: nx.Graph, pattern: nx.Graph, vertices: tuple[int, ...]) -> list[set[int]] | None:
    """The components holding ``vertices`` if together they are isomorphic to ``pattern``, else None."""
    if not vertices or not all(isinstance(v, int) and v in g for v in vertices):
        return None
    comps = {frozenset(nx.node_connected_component(g, v)) for v in vertices}
    union = g.subgraph(frozenset().union(*comps))
    return [set(c) for c in comps] if nx.is_isomorphic(union, pattern) else None


def components_of(g: nx.Graph, vertices: tuple[int, ...]) -> set[int]:
    """Every vertex of the components holding ``vertices`` (those that are vertices of ``g``)."""
    out: set[int] = set()
    for v in vertices:
        if isinstance(v, int) and v in g and v not in out:
            out |= nx.node_connected_component(g, v)
    return out
