"""The card game's sheet scoring (the rule source's worked example) and objective claims."""

import networkx as nx
import pytest

from graphgames_desktop.games.cards.claims import has_subgraph, matching_components
from graphgames_desktop.games.cards.scoring import ALL_CROSSED, minus_points, score_sheet


def worked_example_sheet() -> nx.Graph:
    """4 non-trivial components, 2 trivial ones, diameter 3, maximum degree 5."""
    g = nx.star_graph(5)  # degree 5
    g = nx.disjoint_union(g, nx.path_graph(4))  # diameter 3
    g = nx.disjoint_union(g, nx.cycle_graph(3))
    g = nx.disjoint_union(g, nx.path_graph(2))
    g.add_nodes_from(["lonely", "alone"])
    return g


@pytest.mark.parametrize("minus", [-6, 6])
def test_worked_example_scores_36(minus):
    sheet = score_sheet(worked_example_sheet(), 24, 8, minus)
    assert sheet == {"components": 4, "diameter": 3, "max_degree": 5, "objectives": 24, "bonus": 8,
                     "trivial": -2, "minus": -6, "total": 36}


def test_minus_track():
    assert minus_points(0) == 0
    assert [minus_points(k) for k in range(1, 8)] == sorted([minus_points(k) for k in range(1, 8)], reverse=True)
    assert minus_points(8) == ALL_CROSSED == -17
    with pytest.raises(ValueError):
        minus_points(-1)


def test_empty_sheet_scores_zero():
    assert score_sheet(nx.Graph(), 0, 0, 0)["total"] == 0


def test_s_objective_is_a_not_necessarily_induced_subgraph():
    house = nx.house_graph()
    g = nx.complete_graph(5)  # contains the house, though not as an induced subgraph
    assert has_subgraph(g, house)
    assert not has_subgraph(nx.cycle_graph(5), house)
    assert has_subgraph(nx.petersen_graph(), nx.cycle_graph(5))
    assert not has_subgraph(nx.petersen_graph(), nx.cycle_graph(4))  # girth 5


def test_c_objective_needs_whole_components():
    card = nx.disjoint_union(nx.cycle_graph(3), nx.path_graph(2))
    g = nx.disjoint_union(nx.disjoint_union(nx.cycle_graph(3), nx.path_graph(2)), nx.path_graph(5))
    chosen = matching_components(g, card)
    assert chosen is not None and sorted(len(c) for c in chosen) == [2, 3]
    # a triangle inside a bigger component is not a whole component
    bigger = nx.cycle_graph(3)
    bigger.add_edge(2, 3)
    assert matching_components(nx.disjoint_union(bigger, nx.path_graph(2)), card) is None
    # each card component needs its own player component
    two_edges = nx.disjoint_union(nx.path_graph(2), nx.path_graph(2))
    assert matching_components(nx.path_graph(2), two_edges) is None


def test_pruned_subgraph_check_agrees_with_plain_search():
    import random

    from networkx.algorithms import isomorphism
    rng = random.Random(4)
    patterns = [nx.house_graph(), nx.complete_graph(4), nx.cycle_graph(5), nx.petersen_graph(), nx.star_graph(3),
                nx.complete_bipartite_graph(2, 3), nx.path_graph(4), nx.disjoint_union(nx.cycle_graph(3), nx.path_graph(2))]
    # 2-connected patterns are sought block by block, cycles by a search of their own
    blocks = [nx.cycle_graph(3), nx.cycle_graph(6), nx.cycle_graph(8), nx.wheel_graph(5),
              nx.convert_node_labels_to_integers(nx.hypercube_graph(3))]
    for seed in range(60):
        g = nx.gnp_random_graph(rng.randint(6, 14), rng.uniform(0.15, 0.6), seed=seed)
        for pattern in patterns:
            plain = isomorphism.GraphMatcher(g, pattern).subgraph_is_monomorphic()
            assert has_subgraph(g, pattern) == plain, (seed, list(pattern.edges))
        for pattern in blocks if seed < 25 else ():
            plain = isomorphism.GraphMatcher(g, pattern).subgraph_is_monomorphic()
            assert has_subgraph(g, pattern) == plain, (seed, list(pattern.edges))
