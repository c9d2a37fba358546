"""The pairing strategy is trusted only on its own line: the theorem's proof covers the positions its
winner reaches by always answering as the strategy says, and nothing else. Off that line the judge,
the analysis (Hint), the strong computer and the puzzles fall back to the exhaustive solver."""

import random

import networkx as nx

from graphgames_desktop.games import magic, puzzles
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.magic import MagicBoard, MagicMove, MagicState
from graphgames_desktop.games.solve import magic as solve
from graphgames_desktop.games.solve import magic_theorems
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, BoundedMemo, Deadline
from graphgames_desktop.games.solve.magic_theorems import family_fit, on_line, pairing_move
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.games.teaching import Verdict
from graphgames_desktop.graph import boards
from tests.games.helpers import FakeClock
from tests.games.magic_lines import FAMILIES, run, spider


def winning_moves(state: MagicState) -> set[MagicMove]:
    solver = solve.MagicSolver()
    return {m for m in state.legal_moves() if not solver.wins(solve.position_key(state.play(m)))}


def test_the_issue_k13_position_is_off_the_line_and_judged_by_the_solver():
    """K1,3 (centre 0, labels 1-7): 0<-7, {0,2}<-2, then 1<-5 instead of the strategy's 5 on leaf 2; after
    2<-4 the constant is 6, not the pairs' 7, and 3<-3 loses (the reply {0,1}<-1 leaves {0,3} needing 3)."""
    state = MagicState.start(MagicBoard.from_graph(nx.star_graph(3)))
    for element, label in [(0, 7), (frozenset({0, 2}), 2), (1, 5), (2, 4)]:
        state = state.play(MagicMove(element, label))
    assert state.k == 6 and state.current_player == 0
    trap = MagicMove(3, 3)
    assert trap not in winning_moves(state)
    assert pairing_move(state) is None and not on_line(state)
    judged = {j.move: j.verdict for j in magic.judge(state, NO_DEADLINE)}
    assert judged[trap] == Verdict.LOSE
    assert {m for m, v in judged.items() if v == Verdict.WIN} == winning_moves(state)
    analysis = magic.analyse(state, NO_DEADLINE)
    assert trap not in analysis.winning_moves and set(analysis.winning_moves) == winning_moves(state)
    for seed in range(5):
        choice = solve.MagicPlayer(Level.STRONG, seconds=10_000).choose(magic.SPEC.observe(state, 0), random.Random(seed))
        assert choice.move in winning_moves(state)


def test_the_issue_star_puzzle_position_lists_only_proved_answers():
    """The puzzle the issue found (star-5, k = 13, seat 1 to move) offered 2<-6, which loses."""
    start = magic.new_state(Setup(2, boards.board("star-5"), {}, 0, 0))
    state = start.with_labels({0: 11, 1: 2, 3: 9, 4: 7, 5: 5, frozenset({0, 3}): 4}, current_player=1)
    assert state.k == 13 and MagicMove(2, 6) not in winning_moves(state)
    judged = magic.judge(state, NO_DEADLINE)
    assert {j.move for j in judged if j.verdict == Verdict.WIN} == winning_moves(state)


def test_generated_magic_puzzles_offer_exactly_the_proved_answers():
    for puzzle in puzzles.generate("magic", 10, puzzles.Difficulty(2), 13):
        state = puzzle.state()
        assert set(puzzle.answers) <= winning_moves(state), puzzle.moves


def test_the_strategy_keeps_its_answers_along_its_own_line():
    """Along the line (both parities of Theorem 1's core, and Theorem 2) the answer is still given,
    and each position's check settles at once through its predecessor."""
    for name in ("K1,5", "C3(3,2,2)", "v-(3,3)"):
        g = FAMILIES[name]
        fit_winner = family_fit(g).winner
        rng = random.Random(name)
        state = MagicState.start(MagicBoard.from_graph(g))
        while state.outcome() is None:
            if len(state.used) % 2 == fit_winner:
                advice = pairing_move(state)
                assert advice is not None, state.labels
                state = state.play(advice.move)
            else:
                state = state.play(rng.choice(state.legal_moves()))
        assert state.outcome().winners == (fit_winner,)


def test_a_line_check_out_of_time_trusts_nothing(monkeypatch):
    monkeypatch.setattr(magic_theorems, "_LINE", BoundedMemo(1000))  # nothing known from earlier tests
    state = MagicState.start(MagicBoard.from_graph(FAMILIES["S(3,2)"]))
    state = state.play(pairing_move(state).move)
    state = state.play(state.legal_moves()[3])
    assert pairing_move(state, Deadline(1.0, clock=FakeClock(5.0))) is None
    assert pairing_move(state) is not None


def test_judge_hint_and_strong_computer_agree_with_the_solver_on_and_off_the_line():
    """Random games on both theorem families, the winner following the strategy and then leaving it (most
    often by answering with the match in another place): every checked position, every move. The old
    check (the used labels pair up) called about one such position in a hundred won when it was lost."""
    tally = run(["K1,3", "K1,4"], 60, seed=1)
    tally = run(["K1,5", "S(3,2)", "C3(3,2,2)", "v-(3,3)"], 4, seed=2, tally=tally)
    assert tally.problems == []
    assert tally.positions > 700 and tally.on_line > 400 and tally.positions - tally.on_line > 200


def test_on_a_board_too_big_for_the_solver_the_line_decides_every_move():
    """64 elements: on the strategy's line the winner's answer wins and every move of its opponent loses
    (the winner has the strategy's answer to each), so the teaching layer marks the loser's moves
    exactly and the winner's winning move."""
    g = spider([5, 4, 3, 3, 2, 2, 2, 2], [(i, (i + 1) % 8) for i in range(8)] + [(0, 4), (2, 6)])  # even core
    state = MagicState.start(MagicBoard.from_graph(g))
    rng = random.Random(4)
    for turn in range(3):
        state = state.play(rng.choice(state.legal_moves()))  # the first player (who loses here) moves
        answer = pairing_move(state).move
        if turn == 0:  # the winner's other moves are left to the solver, which does not finish on this board
            judged = magic.judge(state, Deadline(3))
            assert [j.move for j in judged if j.verdict == Verdict.WIN] == [answer]
            assert all(j.verdict == Verdict.UNKNOWN for j in judged if j.move != answer)
        state = state.play(answer)
        judged = magic.judge(state, Deadline(600))  # every move answered on the line: at once, whatever the clock
        assert judged and all(j.verdict == Verdict.LOSE for j in judged)
