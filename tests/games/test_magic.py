"""The vertex-magic labelling game's rules: the engine against a brute-force reading of the rules on
every reachable position of small graphs, the paper's worked examples, refusals with their data,
move JSON, the observation the view reads, and the module functions' input checks."""

import itertools

import networkx as nx
import pytest

from graphgames_desktop.games import magic
from graphgames_desktop.games.base import DecodeProblem, IllegalMoveError, InvalidMoveError
from graphgames_desktop.games.magic import (
    SPEC,
    MagicBoard,
    MagicEnd,
    MagicMove,
    MagicObservation,
    MagicRefusal,
    MagicSetupProblem,
    MagicState,
    move_from_json,
)
from graphgames_desktop.games.spec import SetupError
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import Drawing
from tests.games.helpers import start

E = frozenset


def closed_sets(g):
    return {x: [x] + [E(e) for e in g.edges(x)] for x in g}


def brute_legal(g, labels, element, label):
    """The rules read plainly: a free element, an unused label in 1..V+E, and afterwards every
    completed S(x) has one and the same sum."""
    n = g.number_of_nodes() + g.number_of_edges()
    if element in labels or label in labels.values() or not 1 <= label <= n:
        return False
    after = {**labels, element: label}
    sums = {sum(after[y] for y in s) for s in closed_sets(g).values() if all(y in after for y in s)}
    return len(sums) <= 1


def brute_moves(g, labels):
    elements = list(g.nodes) + [E(e) for e in g.edges]
    n = len(elements)
    return {(el, lab) for el in elements for lab in range(1, n + 1) if brute_legal(g, labels, el, lab)}


def reachable(g):
    """Every position reachable from the empty labelling (by the brute-force rules), as frozen dicts."""
    seen = {frozenset()}
    frontier = [{}]
    while frontier:
        nxt = []
        for labels in frontier:
            for el, lab in brute_moves(g, labels):
                after = {**labels, el: lab}
                key = frozenset(after.items())
                if key not in seen:
                    seen.add(key)
                    nxt.append(after)
        frontier = nxt
    return [dict(k) for k in seen]


SMALL = [g for g in nx.graph_atlas_g() if 0 < g.number_of_nodes() and g.number_of_nodes() + g.number_of_edges() <= 5]


@pytest.mark.parametrize("g", SMALL, ids=lambda g: f"{g.number_of_nodes()}v{sorted(g.edges)}")
def test_legal_moves_agree_with_the_rules_on_every_reachable_position(g):
    for labels in reachable(g):
        assert magic.legal_moves(g, labels) == brute_moves(g, labels), labels


def test_legal_moves_agree_on_reachable_positions_of_the_triangle():
    g = nx.cycle_graph(3)
    positions = sorted(reachable(g), key=lambda labels: sorted(map(repr, labels.items())))
    assert len(positions) > 1000
    for labels in positions[::6]:
        assert magic.legal_moves(g, labels) == brute_moves(g, labels)


def test_the_state_plays_and_refuses_exactly_what_the_rules_allow():
    g = nx.path_graph(3)
    for labels in reachable(g)[::7]:
        s = MagicState.start(MagicBoard.from_graph(g)).with_labels(labels)
        legal = set(s.legal_moves())
        for el in s.board.elements:
            for lab in range(0, s.board.size + 2):
                move = MagicMove(el, lab)
                ok = brute_legal(g, labels, el, lab) and s.outcome() is None
                assert (move in legal) == ok
                assert (s.refusal(move) is None) == ok


# -- the paper's worked examples ---------------------------------------------------------------------

def p3():
    # 0 - 1 - 2: leaves 0 and 2, the middle vertex 1; labels 1..5
    return MagicState.start(MagicBoard.from_graph(nx.path_graph(3)))


def test_the_papers_path_on_three_vertices_second_player_wins_that_line():
    s = p3().play(MagicMove(E({0, 1}), 1)).play(MagicMove(0, 5))
    assert s.k == 6
    s = s.play(MagicMove(1, 2)).play(MagicMove(E({1, 2}), 3))
    assert s.partial_sum(1) == 6 and s.k == 6
    assert s.legal_moves() == []
    assert s.outcome() is not None and s.outcome().winners == (1,) and s.outcome().termination == MagicEnd.NO_LEGAL_MOVE
    with pytest.raises(IllegalMoveError) as info:
        s.play(MagicMove(2, 4))
    assert info.value.code == MagicRefusal.GAME_OVER
    assert s.dead() == {2}  # 4 on the last leaf would give it 7, not k = 6


def test_the_papers_path_on_three_vertices_k_nine_ends_the_game():
    s = p3().with_labels({1: 4, E({0, 1}): 2, E({1, 2}): 3})
    assert s.k == 9 and s.legal_moves() == []
    assert s.dead() == {0, 2}
    assert magic.legal_moves(nx.path_graph(3), {1: 4, E({0, 1}): 2, E({1, 2}): 3}) == set()


def test_the_papers_path_on_two_vertices_the_edge_cannot_be_labelled():
    g = nx.path_graph(2)
    assert magic.legal_moves(g, {0: 1, 1: 2}) == set()
    s = MagicState.start(MagicBoard.from_graph(g)).play(MagicMove(0, 1)).play(MagicMove(1, 2))
    assert s.outcome().winners == (1,)
    assert not magic.first_player_wins(g)
    # the refusal names both vertices and their sums
    s = MagicState.start(MagicBoard.from_graph(g)).with_labels({0: 1, 1: 3})
    problem = s.refusal(MagicMove(E({0, 1}), 2))
    assert problem.code == MagicRefusal.GAME_OVER
    s = MagicState.start(MagicBoard.from_graph(nx.Graph([(0, 1), (2, 3)]))).with_labels({0: 1, 1: 3})
    problem = s.refusal(MagicMove(E({0, 1}), 2))
    assert problem.code == MagicRefusal.UNEQUAL_SUMS
    assert problem.details == {"vertices": (0, 1), "sums": (3, 5)}


# -- refusals with their data ----------------------------------------------------------------------

def test_refusals_carry_codes_and_the_data_the_view_words():
    s = p3().with_labels({E({0, 1}): 2, 0: 10 - 6})  # k = 6 from leaf 0
    assert s.k == 6
    cases = {
        MagicMove(7, 1): (MagicRefusal.NO_SUCH_ELEMENT, {"element": 7}),
        MagicMove(E({0, 2}), 1): (MagicRefusal.NO_SUCH_ELEMENT, {"element": E({0, 2})}),
        MagicMove(0, 1): (MagicRefusal.ALREADY_LABELLED, {"element": 0, "label": 4}),
        MagicMove(1, 6): (MagicRefusal.LABEL_OUT_OF_RANGE, {"label": 6, "largest": 5}),
        MagicMove(1, 0): (MagicRefusal.LABEL_OUT_OF_RANGE, {"label": 0, "largest": 5}),
        MagicMove(1, 2): (MagicRefusal.LABEL_USED, {"label": 2, "element": E({0, 1})}),
    }
    for move, (code, details) in cases.items():
        problem = s.refusal(move)
        assert problem is not None and problem.code == code and problem.details == details, move
        with pytest.raises(IllegalMoveError):
            s.play(move)


def test_breaking_k_names_the_vertex_its_sum_and_k():
    s = p3().with_labels({E({0, 1}): 2, 0: 4, 1: 1})  # k = 6; S(1) has 2 + 1 so far
    problem = s.refusal(MagicMove(E({1, 2}), 5))
    assert problem.code == MagicRefusal.BREAKS_MAGIC
    assert problem.details == {"vertex": 1, "sum": 8, "k": 6}
    assert s.refusal(MagicMove(E({1, 2}), 3)) is None
    assert s.where(3) == {E({1, 2}), 2} and s.where(5) == {2}
    assert s.legal_labels(E({1, 2})) == (3,)


def test_a_bad_move_kind_and_the_end():
    s = p3()
    assert s.refusal(object()).code == MagicRefusal.BAD_MOVE_KIND
    s = s.with_labels({1: 5, E({0, 1}): 1, E({1, 2}): 4})  # k = 10 at the middle: the leaves need 9 and 6
    assert s.k == 10 and s.legal_moves() == [] and s.dead() == {0, 2}
    assert s.outcome().termination == MagicEnd.NO_LEGAL_MOVE


def test_a_full_labelling_ends_as_a_vertex_magic_total_labelling():
    g = nx.path_graph(3)
    found = None
    elements = list(g.nodes) + [E(e) for e in g.edges]
    for perm in itertools.permutations(range(1, 6)):
        labels = dict(zip(elements, perm))
        sums = {sum(labels[y] for y in s) for s in closed_sets(g).values()}
        if len(sums) == 1:
            found = labels
            break
    assert found is not None
    s = p3().with_labels(found)
    assert s.outcome().termination == MagicEnd.ALL_LABELLED


# -- moves as JSON ------------------------------------------------------------------------------------

def test_moves_round_trip_through_json_and_garbage_is_refused():
    for move in (MagicMove(3, 7), MagicMove(E({2, 5}), 1)):
        assert move_from_json(move.to_json()) == move
    assert MagicMove(E({5, 2}), 1).to_json() == {"edge": [2, 5], "label": 1}
    for raw in (None, [], {"vertex": 1}, {"vertex": True, "label": 1}, {"vertex": 1, "label": 1.0},
                {"edge": [1, 1], "label": 2}, {"edge": [1], "label": 2}, {"edge": [1, "2"], "label": 2},
                {"vertex": 1, "label": 2, "x": 0}, {"edge": (1, 2), "label": 2}):
        with pytest.raises(InvalidMoveError) as info:
            move_from_json(raw)
        assert info.value.code == DecodeProblem.MALFORMED


# -- the observation ------------------------------------------------------------------------------------

def test_the_observation_shows_sums_open_counts_k_dead_and_where_a_label_fits():
    state = start("magic", boards.board("path-4"))
    assert isinstance(state, MagicState) and state.board.size == 7
    obs = SPEC.observe(state, 0)
    assert isinstance(obs, MagicObservation) and obs.k is None and obs.unused == tuple(range(1, 8))
    assert obs.vertices == (0, 1, 2, 3) and set(obs.edges) == {E({0, 1}), E({1, 2}), E({2, 3})}
    state = state.play(MagicMove(0, 7)).play(MagicMove(E({0, 1}), 1))
    obs = SPEC.observe(state, None)
    assert obs.k == 8 and obs.to_play == 0 and obs.labels == {0: 7, E({0, 1}): 1}
    assert obs.sums == {0: 8, 1: 1, 2: 0, 3: 0} and obs.open_counts == {0: 0, 1: 2, 2: 3, 3: 2}
    assert obs.where(6) == {1, E({1, 2}), 2, E({2, 3}), 3}
    assert obs.dead == frozenset()
    problem = obs.refusal(MagicMove(E({1, 2}), 1))
    assert problem is not None and problem.code == MagicRefusal.LABEL_USED


def test_setup_refuses_an_empty_board():
    with pytest.raises(SetupError) as info:
        start("magic", Drawing())
    assert info.value.code == MagicSetupProblem.EMPTY_BOARD


def test_the_module_functions_refuse_labels_that_are_no_position():
    g = nx.path_graph(3)
    for labels in ({5: 1}, {0: 0}, {0: 6}, {0: True}, {0: 1, 1: 1}, {0: 1, E({0, 1}): 4, 1: 2, E({1, 2}): 3}):
        with pytest.raises(ValueError):
            magic.legal_moves(g, labels)


def test_a_drawn_board_lists_vertices_by_id_then_edges_in_order():
    drawing = Drawing()
    ids = [drawing.add_vertex(x * 50.0, 0.0, ident=i).id for x, i in enumerate((7, 3, 5))]
    drawing.add_edge(ids[2], ids[0])
    drawing.add_edge(ids[1], ids[2])
    state = start("magic", drawing)
    assert state.board.vertices == (3, 5, 7) and state.board.edges == (E({3, 5}), E({5, 7}))
