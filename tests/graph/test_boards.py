import math

import networkx as nx
import pytest

from graphgames_desktop.graph import boards
from graphgames_desktop.graph.geometry import find_crossings


def test_library_has_at_least_25_boards():
    assert len(boards.BOARDS) >= 25


@pytest.mark.parametrize("board_id", sorted(boards.BOARDS))
def test_every_board_builds_and_planar_ones_have_no_crossings(board_id):
    d = boards.board(board_id, seed=5)
    g = d.to_networkx()
    assert g.number_of_nodes() > 0
    simple = nx.Graph(g)
    simple.remove_edges_from(nx.selfloop_edges(simple))
    if nx.check_planarity(simple)[0] and not boards.BOARDS[board_id].random:
        assert find_crossings(d) == [], "a planar board must be drawn without crossings"


def test_famous_graphs_are_what_they_claim():
    assert nx.is_isomorphic(boards.board("petersen").to_networkx(), nx.petersen_graph())
    assert nx.is_isomorphic(boards.board("dodecahedron").to_networkx(), nx.dodecahedral_graph())
    assert nx.is_isomorphic(boards.board("cube").to_networkx(), nx.hypercube_graph(3))
    assert nx.is_isomorphic(boards.board("heawood").to_networkx(), nx.heawood_graph())
    moser = boards.board("moser-spindle").to_networkx()
    assert (moser.number_of_nodes(), moser.number_of_edges()) == (7, 11)
    grotzsch = boards.board("grotzsch").to_networkx()
    assert (grotzsch.number_of_nodes(), grotzsch.number_of_edges()) == (11, 20)
    hajos = boards.board("hajos").to_networkx()
    assert (hajos.number_of_nodes(), hajos.number_of_edges()) == (6, 9)


def test_dodecahedron_entries_are_antipodal():
    d = boards.board("dodecahedron")
    a, b = d.meta["entries"]
    assert nx.shortest_path_length(d.to_networkx(), a, b) == 5


def test_random_boards_are_reproducible_by_seed():
    for bid in ("random-tree", "random-gnp", "random-rooted"):
        one, two = boards.board(bid, 42), boards.board(bid, 42)
        assert sorted((e.u, e.v) for e in one.edges.values()) == sorted((e.u, e.v) for e in two.edges.values())
    assert nx.is_tree(boards.board("random-tree", 3).to_networkx())


def test_hackenbush_pictures_stand_on_the_ground():
    for _bid, b in boards.BOARDS.items():
        if b.category == "hackenbush":
            d = b.make(1)
            assert d.kind == "multi" and d.meta["ground"]
            assert all(v in d.vertices for v in d.meta["ground"])


def test_the_grotzsch_graph_is_drawn_with_its_crossing_number_of_crossings():
    """Seen in a real window: its cycle placed in number order crossed many edges near vertices 9 and 10.
    Its standard picture has 5 crossings, the least any drawing of it can have."""
    assert len(find_crossings(boards.board("grotzsch"))) == 5


def test_no_edge_of_a_picture_is_too_short_for_its_mark():
    """Seen in a real window in classroom mode: the girl's neck, 49 long between two circles of radius 20,
    was hidden under its teaching mark. Every picture's edges are at least PICTURE_SHORTEST_EDGE long."""
    for bid, board in boards.BOARDS.items():
        if board.category != "hackenbush" or board.random:
            continue
        drawing = boards.board(bid)
        for e in drawing.edges.values():
            if e.u != e.v:
                length = sum(math.dist(a, b) for a, b in zip(e.points, e.points[1:]))
                assert length >= boards.PICTURE_SHORTEST_EDGE - 1e-6, (bid, e.u + 1, e.v + 1, length)
