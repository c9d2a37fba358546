"""The paper's theorems: family recognition (core, stems, leaves, predicted winner), the theorems
checked by the solvers where they finish, and the pairing strategy never losing: against every reply
on small families and against random replies on bigger ones (both parities of the core, Theorem 2)."""

import random

import networkx as nx
import pytest

from graphgames_desktop.games import magic
from graphgames_desktop.games.magic import SPEC, MagicBoard, MagicState
from graphgames_desktop.games.solve import magic as solve
from graphgames_desktop.games.solve.magic_theorems import PairingStep, Theorem, family_fit, pairing_move
from tests.games.magic_lines import spider
from tests.games.test_magic_solve import plain_first_player_wins


def ring(n):
    return [(i, (i + 1) % n) for i in range(n)]


THEOREM_ONE_ODD = {"K1,3": nx.star_graph(3), "K1,4": nx.star_graph(4), "S(3,2)": spider([3, 2]),
                   "S(3,3)": spider([3, 3]), "S(3,2,2)": spider([3, 2, 2]), "S(2,3,2,2)": spider([2, 3, 2, 2])}
THEOREM_ONE_EVEN = {"C3(3,2,2)": spider([3, 2, 2], ring(3)), "C4(3,2,2,2)": spider([3, 2, 2, 2], ring(4)),
                    "K4(3,2,2,2)": spider([3, 2, 2, 2], [(a, b) for a in range(4) for b in range(a + 1, 4)])}
THEOREM_TWO = {"v-(3,3)": spider([3, 3], [], special=[0, 1]), "v-(3,3,4)": spider([3, 3, 4], [], special=[0, 1, 2]),
               "v-(4,4,4)+edge": spider([4, 4, 4], [(0, 1)], special=[0, 2])}


def test_family_fit_reports_core_stems_leaves_and_winner():
    fit = family_fit(spider([3, 2]))
    assert fit.theorem is Theorem.ONE and fit.core_vertices == (0, 1) and fit.core_edges == (frozenset({0, 1}),)
    assert fit.stems == {0: (2, 3, 4), 1: (5, 6)} and set(fit.leaves) == {2, 3, 4, 5, 6}
    assert fit.core_odd and fit.first_player_wins and fit.winner == 0 and fit.special is None
    # the companion pairs: a spanning tree of the core rooted at a leaf of it
    assert fit.root in (0, 1) and len(fit.companion_pairs()) == 1
    even = family_fit(spider([3, 2, 2], ring(3)))
    assert not even.core_odd and even.winner == 1 and len(even.companion_pairs()) == 3
    two = family_fit(spider([3, 3], [], special=[0, 1]))
    assert two.theorem is Theorem.TWO and two.special == 2 and two.winner == 0 and two.root == 2


@pytest.mark.parametrize("g", [nx.path_graph(2), nx.path_graph(5), nx.cycle_graph(4), spider([2, 2]),
                               spider([3, 1]), nx.Graph([(0, 1), (2, 3), (2, 4), (2, 5)]), nx.empty_graph(3)],
                         ids=["P2", "P5", "C4", "all small", "a one-leaf stem", "disconnected", "no edges"])
def test_boards_outside_the_families_are_not_claimed(g):
    assert family_fit(g) is None


def test_theorem_two_is_silent_on_an_odd_number_of_leaves_or_an_even_core():
    assert family_fit(spider([3, 4], [], special=[0, 1])).first_player_wins is None  # 7 leaves
    assert family_fit(spider([3, 3], [(0, 1)], special=[0, 1])).first_player_wins is None  # even core


@pytest.mark.parametrize("g", [nx.star_graph(3), nx.star_graph(4)], ids=["K1,3", "K1,4"])
def test_theorem_one_agrees_with_the_solvers(g):
    fit = family_fit(g)
    board = MagicBoard.from_graph(g)
    assert fit.first_player_wins is solve.MagicSolver().wins(solve.position_key(MagicState.start(board))) is True
    if g.number_of_nodes() == 4:
        assert plain_first_player_wins(g)
    assert magic.first_player_wins(g) is True


def strategy_never_loses(g, replies_for=None, rng=None, games=0):
    """Against every reply (``rng`` None) or ``games`` random games: the strategist always moves last."""
    fit = family_fit(g)
    strategist = fit.winner
    start = MagicState.start(MagicBoard.from_graph(g))
    seen = {}

    def check(state):
        if state.label_tuple in seen:
            return
        moves = state.legal_moves()
        if not moves:
            assert state.current_player != strategist, state.labels
        elif state.current_player == strategist:
            advice = pairing_move(state)
            assert advice is not None, state.labels
            assert advice.move in moves
            check(state.play(advice.move))
        else:
            for move in (moves if rng is None else [rng.choice(moves)]):
                check(state.play(move))
        seen[state.label_tuple] = True

    if rng is None:
        check(start)
    for _ in range(games):
        seen.clear()
        check(start)
    return True


@pytest.mark.parametrize("g", [nx.star_graph(3), nx.star_graph(4)], ids=["K1,3", "K1,4"])
def test_the_pairing_strategy_beats_every_reply_on_small_stars(g):
    assert strategy_never_loses(g)


@pytest.mark.parametrize("name", [*THEOREM_ONE_ODD, *THEOREM_ONE_EVEN, *THEOREM_TWO])
def test_the_pairing_strategy_beats_random_replies(name):
    g = {**THEOREM_ONE_ODD, **THEOREM_ONE_EVEN, **THEOREM_TWO}[name]
    assert family_fit(g).first_player_wins is not None
    assert strategy_never_loses(g, rng=random.Random(name), games=40)


def test_the_advice_carries_the_explanation():
    g = spider([3, 2])
    state = MagicState.start(MagicBoard.from_graph(g))
    advice = pairing_move(state)
    n = state.board.size
    assert advice.step is PairingStep.OPENING and advice.move.label == n and advice.matched is None
    assert advice.total == n and advice.move.element == advice.fit.root
    state = state.play(advice.move).play(state.play(advice.move).legal_moves()[0])
    answer = pairing_move(state)
    last = next(iter(state.used - {n}))
    assert answer.matched == (last, n - last) and answer.move.label == n - last
    assert answer.step in set(PairingStep)


def test_the_theorems_decide_big_boards_at_once_and_the_computer_follows_the_strategy():
    g = spider([5, 4, 3, 3, 2, 2, 2, 2], ring(8) + [(0, 4), (2, 6)])  # 31 vertices, 33 edges, core 8 + 10
    fit = family_fit(g)
    assert fit.theorem is Theorem.ONE and fit.core_odd is False
    assert magic.first_player_wins(g) is False
    state = MagicState.start(MagicBoard.from_graph(g))
    state = state.play(state.legal_moves()[17])
    choice = SPEC.computer(solve.Level.STRONG).choose(SPEC.observe(state, 1), random.Random(0))
    assert choice.move == pairing_move(state).move and choice.solved and choice.winning
