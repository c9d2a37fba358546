"""The vertex-magic solver against a plain memoised minimax (its own reading of the rules) on every
graph with V+E <= 8, the reduced positions' symmetries, analysis and players, and the theorems."""

import random
from functools import cache

import networkx as nx
import pytest

from graphgames_desktop.games import magic
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.magic import SPEC, MagicBoard, MagicMove, MagicState
from graphgames_desktop.games.solve import magic as solve
from graphgames_desktop.games.solve.grundy import Deadline
from tests.games.helpers import FakeClock


def plain_first_player_wins(g):
    """Memoised minimax over full labellings; a move is legal when every completed S(x) sums the same."""
    vertices = list(g.nodes)
    elements = vertices + [frozenset(e) for e in g.edges]
    n = len(elements)
    index = {e: i for i, e in enumerate(elements)}
    closed = [[index[x]] + [index[frozenset(e)] for e in g.edges(x)] for x in vertices]
    touching = [[x for x, s in enumerate(closed) if i in s] for i in range(n)]

    @cache
    def wins(labels):
        done = [sum(labels[i] for i in s) for s in closed if all(labels[i] for i in s)]
        k = done[0] if done else None
        free = [lab for lab in range(1, n + 1) if lab not in labels]
        for i in range(n):
            if labels[i]:
                continue
            completing = [x for x in touching[i] if all(labels[j] for j in closed[x] if j != i)]
            for lab in free:
                after = labels[:i] + (lab,) + labels[i + 1:]
                sums = {sum(after[j] for j in closed[x]) for x in completing}
                if k is not None:
                    sums.add(k)
                if len(sums) <= 1 and not wins(after):
                    return True
        return False

    return wins((0,) * n)


ATLAS = [g for g in nx.graph_atlas_g() if g.number_of_nodes() and g.number_of_nodes() + g.number_of_edges() <= 8]


def test_the_atlas_holds_every_small_graph():
    assert len(ATLAS) == 30 and any(not nx.is_connected(g) for g in ATLAS)


@pytest.mark.parametrize("g", ATLAS, ids=lambda g: f"{g.number_of_nodes()}v{sorted(g.edges)}")
def test_the_solver_agrees_with_plain_minimax(g):
    board = MagicBoard.from_graph(g)
    reduced = solve.MagicSolver().wins(solve.position_key(MagicState.start(board)))
    assert reduced == plain_first_player_wins(g)
    assert magic.first_player_wins(g) == reduced


def test_known_results():
    assert not magic.first_player_wins(nx.path_graph(2))
    assert magic.first_player_wins(nx.path_graph(3))
    assert not magic.first_player_wins(nx.cycle_graph(4))
    assert magic.first_player_wins(nx.empty_graph(1))


def test_analysis_gives_every_move_the_value_the_plain_search_gives():
    state = MagicState.start(MagicBoard.from_graph(nx.path_graph(4))).play(MagicMove(0, 7))
    result = magic.analyse(state)
    assert result.solved and result.mover_wins == bool(result.winning_moves)
    for move in state.legal_moves()[::4]:
        assert (move in result.winning_moves) == (not plain_position(state.play(move)))


def key_of(g, labels):
    return solve.position_key(MagicState.start(MagicBoard.from_graph(g)).with_labels(labels))


def test_positions_equal_up_to_an_automorphism_share_a_key():
    g = nx.cycle_graph(5)
    rotate = {v: (v + 2) % 5 for v in g}
    labels = {0: 3, frozenset({1, 2}): 7, 4: 1}
    moved = {(rotate[el] if not isinstance(el, frozenset) else frozenset(rotate[v] for v in el)): lab
             for el, lab in labels.items()}
    assert key_of(g, labels) == key_of(g, moved)
    assert key_of(g, labels) != key_of(g, {0: 3, frozenset({0, 1}): 7, 4: 1})


def test_the_complement_of_the_labels_gives_the_same_key_on_a_regular_graph():
    g = nx.cycle_graph(4)  # 8 labels: l -> 9 - l keeps every game equivalent on a regular graph
    labels = {0: 1, frozenset({1, 2}): 6, 3: 2, frozenset({0, 3}): 4}
    assert key_of(g, labels) == key_of(g, {el: 9 - lab for el, lab in labels.items()})


def test_an_affine_image_of_the_labels_is_the_same_reduced_position():
    # k set and both positions shifted by one label value: the same game, the same key
    g = nx.path_graph(4)
    a = {0: 1, frozenset({0, 1}): 5}  # k = 6; unused 2,3,4,6,7
    b = {0: 2, frozenset({0, 1}): 4}  # k = 6; unused 1,3,5,6,7 -> not an image of a
    assert key_of(g, a) != key_of(g, b)
    for labels in (a, b):
        state = MagicState.start(MagicBoard.from_graph(g)).with_labels(labels)
        assert solve.MagicSolver().wins(key_of(g, labels)) == plain_position(state)


def plain_position(state):
    memo = {}

    def wins(s):
        if s.label_tuple not in memo:
            memo[s.label_tuple] = any(not wins(s.play(m)) for m in s.legal_moves())
        return memo[s.label_tuple]

    return wins(state)


@pytest.mark.parametrize("seed", range(6))
def test_reduced_values_agree_with_plain_search_from_random_positions(seed):
    rng = random.Random(seed)
    g = [nx.cycle_graph(4), nx.path_graph(5), nx.star_graph(3), nx.complete_graph(4), nx.cycle_graph(5),
         nx.Graph([(0, 1), (1, 2), (2, 0), (2, 3)])][seed]
    state = MagicState.start(MagicBoard.from_graph(g))
    while len(state.used) < state.board.size - 5 and state.legal_moves():
        state = state.play(rng.choice(state.legal_moves()))
    assert solve.MagicSolver().wins(solve.position_key(state)) == plain_position(state)


def test_strong_player_wins_from_a_won_start_and_players_pick_legal_moves():
    rng = random.Random(3)
    g = nx.path_graph(4)
    for level in Level:
        for seat in (0, 1):
            state = MagicState.start(MagicBoard.from_graph(g))
            players = {seat: SPEC.computer(level)}
            while state.outcome() is None:
                p = players.get(state.current_player)
                move = (p.choose(SPEC.observe(state, state.current_player), rng).move if p is not None
                        else rng.choice(state.legal_moves()))
                state = state.play(move)
            if level is Level.STRONG and seat == 0:
                assert state.outcome().winners == (0,)


def test_beyond_the_budget_the_player_samples_playouts():
    g = nx.petersen_graph()
    state = MagicState.start(MagicBoard.from_graph(g))
    for _ in range(3):
        state = state.play(state.legal_moves()[len(state.legal_moves()) // 2])
    player = solve.MagicPlayer(Level.STRONG, seconds=0.05)
    choice = player.choose(SPEC.observe(state, state.current_player), random.Random(1))
    assert choice.move in state.legal_moves() and not choice.solved
    result = magic.analyse(state, Deadline(0.01, clock=FakeClock(0.01)))
    assert not result.solved and result.mover_wins is None


def test_the_graph_form_is_the_same_for_every_numbering_of_the_vertices():
    import itertools

    colours = [(0, 7), (1, 0), (0, 9), (1, 3), (1, 3)]
    edges = [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)]
    forms = set()
    for p in itertools.permutations(range(5)):
        renamed = [colours[0]] * 5
        for i in range(5):
            renamed[p[i]] = colours[i]
        forms.add(solve.graph_form(tuple(renamed), tuple((min(p[a], p[b]), max(p[a], p[b])) for a, b in edges)))
    assert len(forms) == 1
