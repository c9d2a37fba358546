"""Measures against networkx and brute force, on random graphs."""

from collections import deque

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.graph import measures


def brute_diameter(g):
    best = 0
    for s in g:
        dist = {s: 0}
        queue = deque([s])
        while queue:
            u = queue.popleft()
            for w in g[u]:
                if w not in dist:
                    dist[w] = dist[u] + 1
                    queue.append(w)
        best = max(best, max(dist.values()))
    return best


graphs = st.builds(lambda n, p, seed: nx.gnp_random_graph(n, p, seed=seed),
                   st.integers(1, 14), st.floats(0.0, 0.6), st.integers(0, 10_000))


@given(graphs)
@settings(max_examples=150, deadline=None)
def test_measures_match_networkx(g):
    s = measures.summarize(g)
    assert s.components == nx.number_connected_components(g)
    assert s.trivial_components == sum(1 for v in g if g.degree(v) == 0)
    assert s.diameter == brute_diameter(g)
    assert s.max_degree == max(d for _, d in g.degree())
    assert s.is_forest == nx.is_forest(g)
    assert s.is_tree == nx.is_tree(g)
    assert s.is_bipartite == nx.is_bipartite(g)


def test_card_game_worked_example_counts():
    # Six components: two trivial, and a diameter of 3 from the largest path.
    g = nx.Graph([(0, 1), (1, 2), (2, 3), (4, 5), (6, 7), (6, 8), (9, 10)])
    g.add_nodes_from([11, 12])
    assert measures.nontrivial_components(g) == 4
    assert measures.trivial_components(g) == 2
    assert measures.diameter(g) == 3


def test_longest_path_and_cycle():
    assert measures.longest_path_length(nx.path_graph(6)) == 5
    assert measures.longest_path_length(nx.petersen_graph()) == 9
    assert measures.longest_cycle_length(nx.petersen_graph()) == 9
    assert measures.longest_cycle_length(nx.path_graph(4)) == 0
    assert measures.longest_cycle_length(nx.complete_graph(12)) == 12
    assert measures.longest_path_length(nx.complete_graph(30)) == 29
    assert measures.longest_path_length(nx.Graph()) == 0


def brute_longest_path(g):
    best = 0

    def extend(v, seen):
        nonlocal best
        best = max(best, len(seen) - 1)
        for w in g[v]:
            if w not in seen:
                extend(w, seen | {w})

    for v in g:
        extend(v, {v})
    return best


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 10), st.integers(0, 30), st.randoms(use_true_random=False))
def test_longest_path_and_cycle_match_brute_force(n, m, rng):
    g = nx.gnm_random_graph(n, m, seed=rng.randrange(10**6))
    assert measures.longest_path_length(g) == brute_longest_path(g)
    assert measures.longest_cycle_length(g) == max((len(c) for c in nx.simple_cycles(g)), default=0)


def test_multigraph_forest_rules():
    g = nx.MultiGraph([(0, 1), (0, 1)])
    assert not measures.is_forest(g)
    assert not measures.is_forest(nx.Graph())
