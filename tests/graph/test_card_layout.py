"""The objective cards' pictures: planar graphs drawn without crossings, vertices apart, components apart."""

import itertools
import math

import networkx as nx
import pytest

from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.graph.card_layout import card_layout
from graphgames_desktop.graph.drawing import drawing_from_graph
from graphgames_desktop.graph.geometry import find_crossings

OBJECTIVES = standard_decks().objectives


@pytest.mark.parametrize("card", OBJECTIVES, ids=lambda c: c.id)
def test_every_objective_reads_clearly(card):
    g = card.graph()
    pos = card_layout(card.vertices, card.edges)
    assert sorted(pos) == list(range(card.vertices))
    if nx.check_planarity(g)[0]:
        assert find_crossings(drawing_from_graph(g, pos)) == []
    if card.vertices > 1:
        assert min(math.dist(pos[a], pos[b]) for a, b in itertools.combinations(pos, 2)) > 0.45
    boxes = []
    for comp in nx.connected_components(g):
        xs, ys = [pos[v][0] for v in comp], [pos[v][1] for v in comp]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    for a, b in itertools.combinations(boxes, 2):  # components never overlap: each can be circled alone
        assert a[2] + 0.5 < b[0] or b[2] + 0.5 < a[0] or a[3] + 0.5 < b[1] or b[3] + 0.5 < a[1]


def test_layout_is_deterministic_and_edge_length_about_one():
    card = next(c for c in OBJECTIVES if c.name["en"] == "Pentagon C5")
    pos = card_layout(card.vertices, card.edges)
    assert pos == card_layout(card.vertices, tuple(reversed(card.edges)))
    assert all(abs(math.dist(pos[u], pos[v]) - 1.0) < 1e-6 for u, v in card.edges)
