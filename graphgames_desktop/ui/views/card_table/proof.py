"""What to light on a sheet: the proof of a claim, and what earned each number of the score table.

Display only: the referee (``games/cards/claims.py``) decides claims; this finds one way to see them.
"""

from __future__ import annotations

import networkx as nx
from networkx.algorithms import isomorphism

from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.cards import ObjectiveCard
from graphgames_desktop.games.cards.table import Sheet

Lit = tuple[set[int], set[tuple[int, int]]]


def _edges_within(g: nx.Graph, vertices: set[int]) -> set[tuple[int, int]]:
    return {(u, v) for u, v in g.edges if u in vertices and v in vertices}


def proof_of(sheet: Sheet, card: ObjectiveCard) -> Lit:
    """An S card's graph as found in the sheet (one embedding), or a C card's circled components."""
    g, pattern = sheet.graph, card.graph()
    if card.type == "C":
        chosen = claims.matching_components(g, pattern, sheet.frozen) or []
        vertices = set().union(*chosen) if chosen else set()
        return vertices, _edges_within(g, vertices)
    n = pattern.number_of_nodes()
    for comp in nx.connected_components(g):
        if len(comp) < n:
            continue
        host = g.subgraph(comp)
        for mapping in isomorphism.GraphMatcher(host, pattern).subgraph_monomorphisms_iter():
            back = {p: v for v, p in mapping.items()}
            return set(mapping), {(back[a], back[b]) for a, b in pattern.edges}
    return set(), set()


def score_lights(sheet: Sheet, row: str, cards: list[ObjectiveCard]) -> Lit:
    """What earned the score table's number ``row`` (a ``score_sheet`` key) on ``sheet``."""
    g = sheet.graph
    if row == "components":
        vertices = {v for c in nx.connected_components(g) if len(c) > 1 for v in c}
        return vertices, set(g.edges)
    if row == "trivial":
        return {v for v in g if g.degree(v) == 0}, set()
    if row == "max_degree" and g.number_of_edges():
        top = max(g, key=lambda v: (g.degree(v), -v))
        return {top, *g[top]}, {(top, w) for w in g[top]}
    if row == "diameter" and g.number_of_edges():
        best: list[int] = []
        for comp in nx.connected_components(g):
            lengths = dict(nx.all_pairs_shortest_path_length(g.subgraph(comp)))
            a, b = max(((u, v) for u in lengths for v in lengths[u]), key=lambda p: (lengths[p[0]][p[1]], -p[0], -p[1]))
            if lengths[a][b] > len(best) - 1:
                best = nx.shortest_path(g, a, b)
        return set(best), set(zip(best, best[1:]))
    if row == "objectives":
        vertices: set[int] = set()
        edges: set[tuple[int, int]] = set()
        for card in cards:
            v, e = proof_of(sheet, card)
            vertices |= v
            edges |= e
        return vertices, edges
    return set(), set()
