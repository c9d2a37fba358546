"""Every bonus card, checked by the engine: a sheet that earns it and one that does not, by the rule book
(the default) and in the balanced variant (the cards it changes)."""

import networkx as nx
import pytest

from graphgames_desktop.games.cards.bonus import PlayerFacts, bonus_points
from graphgames_desktop.games.cards.cards import standard_decks

BONUS = {c.id: c for c in standard_decks().bonus}
BALANCED = {c.id: c for c in standard_decks("balanced").bonus}


def facts(g=None, eulerians=0, used_power=False, s=0, c=0):
    return PlayerFacts(g if g is not None else nx.path_graph(3), eulerians, used_power, s, c)


def union(*graphs):
    return nx.disjoint_union_all(graphs)


def with_leaves(g):
    """``g`` with one new leaf on each vertex: every degree one higher."""
    g = nx.Graph(g)
    for v in list(g):
        g.add_edge(v, ("leaf", v))
    return g


def lone(n):
    return nx.empty_graph(n)


CASES = {
    # card: [(the holder's facts, the other players' facts, points)], by the rule book
    "B01": [(facts(), [], 6), (facts(used_power=True), [], 0)],
    "B02": [(facts(union(nx.path_graph(13), nx.cycle_graph(12))), [], 5), (facts(nx.path_graph(14)), [], 0)],
    "B03": [(facts(union(nx.path_graph(9), nx.path_graph(5))), [], 5), (facts(union(nx.path_graph(9), nx.star_graph(8))), [], 10),
            (facts(union(lone(3), nx.path_graph(8), nx.path_graph(7))), [], 7),
            (facts(union(nx.path_graph(9), nx.path_graph(4))), [], 0), (facts(union(nx.path_graph(9), lone(1))), [], 0)],
    # "For every player that have at least 2 Eulerians at the end of the game, gain 3": no cap
    "B04": [(facts(eulerians=2), [facts(eulerians=7), facts(eulerians=1)], 6), (facts(eulerians=1), [facts()], 0),
            (facts(eulerians=9), [facts(eulerians=6)] * 5, 18)],
    # "Have N trees as components": a tree has no cycle, and a lone vertex is a component with none
    "B05": [(facts(union(*[nx.path_graph(2)] * 3, lone(4))), [], 8), (facts(union(nx.path_graph(2), lone(2))), [], 3),
            (facts(union(*[nx.star_graph(2)] * 6)), [], 5), (facts(union(nx.cycle_graph(3), nx.cycle_graph(4), lone(2))), [], 0)],
    # "For every player that claimed at least 1 C objective and at least 2 S objectives, gain 3"
    "B06": [(facts(s=2, c=1), [facts(s=2, c=1), facts(s=1, c=5)], 6), (facts(s=1, c=1), [facts(s=3, c=0)], 0),
            (facts(s=2, c=1), [facts(s=2, c=1)] * 4, 15)],
    "B07": [(facts(nx.petersen_graph()), [], 8), (facts(union(nx.cycle_graph(3), nx.cycle_graph(5))), [], 8),
            (facts(nx.path_graph(3)), [], 0), (facts(lone(4)), [], 8), (facts(lone(0)), [], 0)],
    # "Have only 1 component": a lone vertex is a component (the book's example counts trivial components)
    "B08": [(facts(nx.path_graph(5)), [], 8), (facts(union(nx.path_graph(5), lone(1))), [], 0),
            (facts(union(nx.path_graph(5), nx.path_graph(2))), [], 0), (facts(lone(1)), [], 8), (facts(lone(0)), [], 0)],
    "B09": [(facts(nx.cycle_graph(5)), [], 7), (facts(nx.path_graph(5)), [], 0), (facts(lone(0)), [], 0)],
    "B10": [(facts(nx.star_graph(5)), [], 6), (facts(nx.wheel_graph(6)), [], 6), (facts(nx.path_graph(4)), [], 0),
            (facts(union(nx.star_graph(3), lone(1))), [], 0)],
    "B11": [(facts(nx.petersen_graph()), [], 5), (facts(nx.star_graph(4)), [], 0), (facts(lone(3)), [], 5),
            (facts(lone(0)), [], 0)],
    "B12": [(facts(nx.complete_graph(6)), [], 7), (facts(with_leaves(nx.complete_graph(5))), [], 5),
            (facts(nx.complete_graph(9)), [], 10), (facts(nx.complete_graph(4)), [], 0)],
    "B13": [(facts(nx.path_graph(6)), [facts(nx.cycle_graph(6))], 8), (facts(nx.path_graph(5)), [facts(nx.path_graph(6))], 0),
            (facts(lone(3)), [facts(lone(2))], 0)],
    "B14": [(facts(eulerians=6), [], 6), (facts(eulerians=5), [], 0)],
    "B15": [(facts(s=2), [], 6), (facts(s=2, c=1), [], 0), (facts(), [], 0)],
    "B16": [(facts(c=1), [], 6), (facts(s=1, c=1), [], 0), (facts(), [], 0)],
    "B17": [(facts(nx.cycle_graph(6)), [facts(nx.petersen_graph())], 0),
            (facts(nx.petersen_graph()), [facts(nx.cycle_graph(9))], 8), (facts(nx.path_graph(6)), [facts(nx.path_graph(9))], 0)],
    # "For every player that have at least 3 components, gain 3": lone vertices are components; no cap
    "B18": [(facts(union(nx.path_graph(2), lone(2))), [facts(lone(3)), facts(nx.path_graph(5))], 6),
            (facts(union(nx.path_graph(2), nx.path_graph(2))), [], 0),
            (facts(lone(3)), [facts(lone(3))] * 9, 30)],
}

#: The cards the balanced variant changes, as it plays them; the others play as in CASES.
BALANCED_CASES = {
    "B03": [(facts(union(nx.path_graph(9), nx.path_graph(5))), [], 5),
            (facts(union(lone(3), nx.path_graph(8), nx.path_graph(7))), [], 7), (facts(nx.path_graph(9)), [], 0)],
    "B04": [(facts(eulerians=6), [facts(eulerians=7), facts(eulerians=5)], 4), (facts(eulerians=5), [facts()], 0),
            (facts(eulerians=9), [facts(eulerians=6)] * 5, 6)],  # 2 a player, at most 6
    "B05": [(facts(union(*[nx.path_graph(2)] * 3, lone(4))), [], 3), (facts(union(*[nx.star_graph(2)] * 6)), [], 5),
            (facts(union(*[nx.path_graph(2)] * 7)), [], 8),
            (facts(union(nx.path_graph(2), nx.path_graph(3), nx.cycle_graph(3), lone(5))), [], 0)],
    "B06": [(facts(s=3, c=2), [facts(s=4, c=2), facts(s=2, c=5)], 4), (facts(s=2, c=1), [facts(s=3, c=1)], 0),
            (facts(s=3, c=2), [facts(s=3, c=2)] * 4, 6)],
    "B07": [(facts(nx.petersen_graph()), [], 8), (facts(nx.path_graph(3)), [], 0), (facts(lone(4)), [], 0)],
    "B08": [(facts(nx.path_graph(5)), [], 8), (facts(union(nx.path_graph(5), lone(1))), [], 8),  # lone vertices: no component
            (facts(union(nx.path_graph(5), nx.path_graph(2))), [], 0), (facts(lone(3)), [], 0), (facts(lone(0)), [], 0)],
    "B09": [(facts(nx.cycle_graph(5)), [], 7), (facts(lone(0)), [], 0)],
    "B11": [(facts(nx.petersen_graph()), [], 5), (facts(nx.star_graph(4)), [], 0), (facts(lone(3)), [], 0)],
    "B18": [(facts(union(*[nx.path_graph(2)] * 6)),
             [facts(union(*[nx.path_graph(2)] * 7)), facts(union(nx.path_graph(2), lone(5)))], 4),
            (facts(union(*[nx.path_graph(2)] * 5, lone(3))), [], 0),  # lone vertices are no components
            (facts(union(*[nx.path_graph(3)] * 6)), [facts(union(*[nx.path_graph(2)] * 6))] * 3, 6)],
}


def test_every_bonus_card_has_cases():
    assert set(CASES) == set(BONUS)


@pytest.mark.parametrize("card_id, case", [(card, i) for card, cases in sorted(CASES.items()) for i in range(len(cases))])
def test_bonus_card(card_id, case):
    mine, others, points = CASES[card_id][case]
    assert bonus_points(BONUS[card_id], 0, [mine] + others) == points


@pytest.mark.parametrize("card_id, case", [(card, i) for card, cases in sorted(BALANCED_CASES.items())
                                           for i in range(len(cases))])
def test_bonus_card_in_the_balanced_variant(card_id, case):
    mine, others, points = BALANCED_CASES[card_id][case]
    assert bonus_points(BALANCED[card_id], 0, [mine] + others) == points


def test_the_balanced_variant_changes_only_the_cards_it_lists_and_says_so_on_them():
    changed = {card_id for card_id in BONUS if BONUS[card_id] != BALANCED[card_id]}
    assert changed == set(BALANCED_CASES)  # B09 reads the same either way: degree 2 needs edges anyway
    assert all(BONUS[c].text != BALANCED[c].text for c in changed - {"B09"})
    for card_id in set(BONUS) - changed:
        for mine, others, points in CASES[card_id]:
            assert bonus_points(BALANCED[card_id], 0, [mine] + others) == points


def test_ties_for_the_longest_path_share_the_card():
    a, b = facts(nx.path_graph(6)), facts(nx.cycle_graph(6))
    assert bonus_points(BONUS["B13"], 0, [a, b]) == bonus_points(BONUS["B13"], 1, [a, b]) == 8
