"""The teaching layer's engine side: judged moves agree with the solvers and with brute force on
every small board; reviews find the moves that gave a game away; puzzles are reproducible, distinct
and have exactly the answers they state."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from fractions import Fraction
from functools import cache
from pathlib import Path

import networkx as nx
import pytest

from graphgames_desktop.games import GAMES, chomp, domination, magic, puzzles
from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.base import State
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.games.teaching import (
    Judgement,
    Verdict,
    review,
    same_shape,
    standing_of,
    standings,
    turning_points,
    unsettled,
)
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import drawing_from_graph
from tests.games.helpers import FakeClock

# -- brute force, written here and nowhere else -------------------------------------------------------


def brute_wins(state: State, memo: dict) -> bool:
    """Last-move-wins games: does the player to move win? Plain search over the rules."""
    hit = memo.get(state)
    if hit is None:
        outcome = state.outcome()
        if outcome is not None:
            hit = state.current_player in outcome.winners
        else:
            hit = any(not brute_wins(state.play(m), memo) for m in state.legal_moves())
        memo[state] = hit
    return hit


def brute_margin(state: State, memo: dict) -> int:
    """Scoring games: the mover's final margin with best play from both sides."""
    hit = memo.get(state)
    if hit is None:
        outcome = state.outcome()
        if outcome is not None:
            a, b = outcome.scores
            hit = a - b if state.current_player == 0 else b - a
        else:
            hit = max(-brute_margin(state.play(m), memo) for m in state.legal_moves())
        memo[state] = hit
    return hit


def brute_remoteness(state: State, memo: dict, wins: dict) -> int:
    """Plies to the end with best play: the winner hurries, the loser holds out."""
    hit = memo.get(state)
    if hit is None:
        if state.outcome() is not None:
            hit = 0
        else:
            children = [state.play(m) for m in state.legal_moves()]
            losing = [brute_remoteness(c, memo, wins) for c in children if not brute_wins(c, wins)]
            hit = 1 + (min(losing) if losing else max(brute_remoteness(c, memo, wins) for c in children))
        memo[state] = hit
    return hit


def chomp_state(g: nx.Graph) -> chomp.ChompState:
    return chomp.ChompState.from_graph(g)


# -- judged moves ---------------------------------------------------------------------------------------

SMALL_GRAPHS = [g for g in nx.graph_atlas_g() if 1 <= g.number_of_nodes() <= 5]


@pytest.mark.parametrize("index", range(len(SMALL_GRAPHS)))
def test_chomp_judgements_agree_with_solver_and_brute_force(index):
    state = chomp_state(SMALL_GRAPHS[index])
    judged = chomp.judge(state, NO_DEADLINE)
    assert [j.move for j in judged] == state.legal_moves()
    memo: dict = {}
    far: dict = {}
    for j in judged:
        after = state.play(j.move)
        assert j.value == chomp.grundy(after.graph())  # boards this small always get their values
        assert (j.verdict == Verdict.WIN) == (j.value == 0) == (not brute_wins(after, memo))
        if len(state.vertices) + len(state.edges) <= chomp.PLIES_MAX_SIZE:
            assert j.plies is not None and j.plies == brute_remoteness(after, far, memo)


def small_pictures():
    for seed in range(14):
        drawing = boards.random_rooted(5 + seed % 3, seed)
        for mode in hb.MODES:
            yield hb.new_state(Setup(2, drawing, {"mode": mode}, 0, seed % 2))


@pytest.mark.parametrize("state", list(small_pictures()), ids=lambda s: f"{s.board.mode}-{len(s.edges)}")
def test_hackenbush_judgements_agree_with_solver_and_brute_force(state):
    judged = hb.judge(state, NO_DEADLINE)
    analysis = hb.analyse(state)
    assert [j.move for j in judged] == state.legal_moves()
    memo: dict = {}
    for j in judged:
        after = state.play(j.move)
        assert (j.verdict == Verdict.WIN) == (j.move in analysis.winning_moves) == (not brute_wins(after, memo))
        if isinstance(analysis.move_values[j.move], Fraction):  # Blue-Red: moves to spare for the mover
            sign = 1 if state.current_player == 0 else -1
            assert j.margin == sign * analysis.move_values[j.move]


def domination_positions(board_id: str, count: int):
    rng = random.Random(board_id)
    start = domination.new_state(Setup(2, boards.board(board_id), {"match": False}, 0, 0))
    for _ in range(count):
        state = start
        for _ in range(rng.randrange(0, 8)):
            moves = state.legal_moves()
            if not moves:
                break
            state = state.play(rng.choice(moves))
        if state.outcome() is None:
            yield state


@pytest.mark.parametrize("board_id", ["path-4", "cycle-5", "cycle-6"])
def test_domination_judgements_agree_with_solver_and_brute_force(board_id):
    memo: dict = {}
    for state in domination_positions(board_id, 25):
        analysis = domination.analyse(state)
        for j in domination.judge(state, NO_DEADLINE):
            margin = -brute_margin(state.play(j.move), memo)
            assert j.margin == margin == analysis.move_values[j.move]
            assert j.verdict == (Verdict.WIN if margin > 0 else Verdict.LOSE if margin < 0 else Verdict.DRAW)


def magic_positions(board_id: str, open_elements: int, count: int):
    rng = random.Random(board_id)
    for _ in range(count):
        state = magic.new_state(Setup(2, boards.board(board_id), {}, 0, 0))
        while state.board.size - len(state.used) > open_elements and state.outcome() is None:
            state = state.play(rng.choice(state.legal_moves()))
        if state.outcome() is None:
            yield state


@pytest.mark.parametrize("board_id", ["path-4", "star-5", "cycle-5", "complete-4"])
def test_magic_judgements_agree_with_solver_and_brute_force(board_id):
    memo: dict = {}
    for state in magic_positions(board_id, 5, 6):
        analysis = magic.analyse(state)
        for j in magic.judge(state, NO_DEADLINE):
            wins = not brute_wins(state.play(j.move), memo)
            assert (j.verdict == Verdict.WIN) == wins
            assert analysis.move_values.get(j.move, wins) == wins


def test_magic_why_names_the_theorem_and_the_pairing_step():
    from graphgames_desktop.games.solve.magic_theorems import PairingStep, pairing_move
    state = magic.new_state(Setup(2, boards.board("star-5"), {}, 0, 0))  # Theorem 1: one stem, five leaves
    advice = pairing_move(state)
    assert advice is not None
    reasons = magic.why(state, advice.move)
    assert [r.code for r in reasons] == [magic.MagicWhy.THEOREM, PairingStep.OPENING]
    assert reasons[0].params["theorem"] == 1 and reasons[0].params["odd"] == 1
    judged = {j.move: j for j in magic.judge(state, Deadline(None))}
    assert judged[advice.move].verdict == Verdict.WIN
    small = next(magic_positions("path-4", 3, 3))
    move = small.legal_moves()[0]
    assert magic.why(small, move)[0].code in (magic.MagicWhy.LEAVES_WON, magic.MagicWhy.LEAVES_LOST,
                                              magic.MagicWhy.LAST_MOVE)


def test_magic_why_a_proved_loss_loses_never_says_unsolved():
    """The issue's K4: every opening was proved to lose, then "why" ran out of time and said the position
    was too big to solve. A reply the judge's search settled is found without searching again."""
    state = magic.new_state(Setup(2, boards.board("complete-4"), {}, 0, 0))
    judged = magic.judge(state, NO_DEADLINE)
    assert all(j.verdict == Verdict.LOSE for j in judged) and len(judged) == 100
    expired = Deadline(1.0, clock=FakeClock(5.0))
    for j in judged[:10]:
        codes = [r.code for r in magic.why(state, j.move, expired)]
        assert codes in ([magic.MagicWhy.A_REPLY_WINS], [magic.MagicWhy.LEAVES_WON]), codes


@pytest.mark.slow_first
def test_magic_why_counts_every_winning_reply_exactly(monkeypatch):
    """The issue's K1,5: after 11 on the centre, "1 on vertex 2" was said to leave "27 of the 81 replies"
    winning when all 81 do (replies equal up to symmetry were counted once). Every count the solver
    states is the brute-force count, from a cold memo as after a judge that decided at once."""
    from graphgames_desktop.games.solve import magic as solve_magic
    state = magic.new_state(Setup(2, boards.board("star-5"), {}, 0, 0)).play(magic.MagicMove(0, 11))
    cases = [(state, [magic.MagicMove(1, 1)])] + [(p, p.legal_moves()[::3]) for board_id in ("cycle-5", "complete-4", "star-5")
                                                  for p in magic_positions(board_id, 6, 2)]
    memo: dict = {}
    checked = 0
    for position, moves in cases:
        for move in moves:
            monkeypatch.setattr(solve_magic, "_SHARED", solve_magic.MagicSolver())
            after = position.play(move)
            replies = after.legal_moves()
            winning = sum(not brute_wins(after.play(r), memo) for r in replies)
            (reason,) = magic.why(position, move)
            if reason.code in (magic.MagicWhy.LAST_MOVE, magic.MagicWhy.LEAVES_LOST):
                assert winning == 0
                continue
            assert reason.code == magic.MagicWhy.LEAVES_WON, reason
            assert reason.params == {"replies": len(replies), "winning": winning}
            checked += 1
    assert checked >= 10


def test_unsolved_moves_are_said_to_be_unsolved():
    state = domination.new_state(Setup(2, boards.board("dodecahedron"), {}, 0, 0))
    judged = domination.judge(state, Deadline(0.05, clock=FakeClock(0.01)))
    assert judged and all(j.verdict == Verdict.UNKNOWN and not j.exact for j in judged)


# -- where a game turned ---------------------------------------------------------------------------------

def test_review_marks_the_move_that_gave_away_a_win():
    state = chomp_state(nx.path_graph(4))  # the first player wins by cutting an edge
    bad = chomp.ChompMove.vertex(0)  # leaves P3 (value 1): the opponent wins
    states = [state, state.play(bad)]
    judged = {i: chomp.judge(s, NO_DEADLINE) for i, s in enumerate(states)}
    reviews = review(states, [bad], judged)
    assert reviews[0].gave_away == Verdict.WIN and reviews[0].played.verdict == Verdict.LOSE
    assert turning_points(reviews) == reviews
    assert standing_of(states[0], judged[0]).leader == 0
    assert standing_of(states[1], judged[1]).leader == 1
    good = next(j.move for j in judged[0] if j.verdict == Verdict.WIN)
    assert not review([state, state.play(good)], [good], judged)[0].turning


def test_review_counts_the_points_a_scoring_move_cost():
    for state in domination_positions("cycle-6", 40):
        judged = domination.judge(state, NO_DEADLINE)
        margins = sorted({j.margin for j in judged})
        if len(margins) > 1:
            worst = min(judged, key=lambda j: j.margin)
            r = review([state, state.play(worst.move)], [worst.move], {0: judged})[0]
            assert r.cost == margins[-1] - margins[0] > 0
            return
    pytest.fail("no position with a choice")


def test_a_position_left_unsolved_takes_its_standing_from_the_solved_move_before_it():
    """The strip must not show "unknown" after a move the panel called winning: the position a solved
    move leads to is solved too (the mover wins exactly when the next player loses), and the other way
    round, a move left unsolved is settled by the solved position it led to."""
    state = chomp_state(nx.path_graph(4))
    good = next(j.move for j in chomp.judge(state, NO_DEADLINE) if j.verdict == Verdict.WIN)
    states = [state, state.play(good)]
    unsolved = {i: [Judgement(m, Verdict.UNKNOWN) for m in s.legal_moves()] for i, s in enumerate(states)}
    rows = standings(states, [good], {0: chomp.judge(state, NO_DEADLINE), 1: unsolved[1]})
    assert standing_of(states[1], unsolved[1]).verdict == Verdict.UNKNOWN  # what the strip showed
    assert rows[1].leader == 0 and rows[1].verdict == Verdict.WIN
    settled = review(states, [good], {0: unsolved[0], 1: chomp.judge(states[1], NO_DEADLINE)})[0]
    assert settled.played.verdict == Verdict.WIN and settled.settled and not settled.turning


def test_the_review_says_which_moves_it_could_not_settle():
    state = chomp_state(nx.path_graph(4))
    bad = chomp.ChompMove.vertex(0)
    states = [state, state.play(bad)]
    proved = review(states, [bad], {0: chomp.judge(state, NO_DEADLINE)})
    assert proved[0].turning and proved[0].settled and unsettled(proved) == []
    guessed = review(states, [bad], {0: [Judgement(m, Verdict.UNKNOWN) for m in state.legal_moves()]})
    assert not guessed[0].turning and unsettled(guessed) == guessed


# -- why ------------------------------------------------------------------------------------------------

def test_chomp_why_names_the_mirror_and_the_xor():
    state = chomp_state(nx.path_graph(4))
    codes = [r.code for r in chomp.why(state, chomp.ChompMove.edge(1, 2))]
    assert codes == [chomp.ChompWhy.BIPARTITE_PART] * 2 + [chomp.ChompWhy.MIRROR_PATHS, chomp.ChompWhy.XOR,
                                                            chomp.ChompWhy.ZERO_LEFT]
    reasons = chomp.why(state, chomp.ChompMove.vertex(1))
    assert reasons[1].code == chomp.ChompWhy.LONE_VERTEX and reasons[1].params == {"count": 1}
    assert reasons[-2].params == {"values": "2, 1", "value": 3}
    assert reasons[-1].code == chomp.ChompWhy.NONZERO_LEFT


def rooted_picture(edges, colours=None, mode="green"):
    g = nx.MultiGraph()
    for i, (u, v) in enumerate(edges):
        g.add_edge(u, v, color=(colours or {}).get(i, "green"))
    drawing = drawing_from_graph(g, pos={n: (float(n) * 40, -float(n) * 40) for n in g}, kind="multi")
    drawing.meta["ground"] = [0]
    return hb.new_state(Setup(2, drawing, {"mode": mode}, 0, 0))


def test_hackenbush_why_names_stalk_colon_and_fusion():
    # A stalk 0-1-2-3 beside a triangle on 4: cutting the stalk's top leaves a stalk of 2 and a fused triangle.
    state = rooted_picture([(0, 1), (1, 2), (2, 3), (0, 4), (4, 5), (5, 6), (6, 4)])
    top = next(m for m in state.legal_moves() if state.board.ends_of(m.edge) == (2, 3))
    codes = [r.code for r in hb.why(state, top)]
    assert hb.HackenbushWhy.STALK in codes and hb.HackenbushWhy.FUSION in codes and hb.HackenbushWhy.NIM_SUM in codes
    tree = rooted_picture([(0, 1), (1, 2), (1, 3), (0, 4)])
    cut = next(m for m in tree.legal_moves() if tree.board.ends_of(m.edge) == (0, 4))
    assert [r.code for r in hb.why(tree, cut)[:2]] == [hb.HackenbushWhy.LEFT, hb.HackenbushWhy.COLON]


def test_hackenbush_why_counts_moves_to_spare():
    state = rooted_picture([(0, 1), (1, 2), (0, 3)], {0: "blue", 1: "blue", 2: "red"}, mode="blue_red")
    cut = next(m for m in state.legal_moves() if state.board.ends_of(m.edge) == (1, 2))
    reasons = hb.why(state, cut)  # leaves blue 1 and red 1: 0, the second player wins
    assert [r.code for r in reasons] == [hb.HackenbushWhy.LEFT] + [hb.HackenbushWhy.BR_STALK] * 2 + \
        [hb.HackenbushWhy.NUMBER, hb.HackenbushWhy.SECOND_PLAYER]
    assert reasons[0].params == {"edges": 2, "fallen": 0}
    assert {r.params["value"] for r in reasons[1:3]} == {"1", "-1"}
    red_cut = rooted_picture([(0, 1), (1, 2), (0, 3)], {0: "blue", 1: "blue", 2: "red"}, mode="blue_red")
    reasons = hb.why(red_cut, next(m for m in red_cut.legal_moves() if red_cut.board.ends_of(m.edge) == (0, 1)))
    assert reasons[-1].code == hb.HackenbushWhy.SPARE and reasons[-1].params == {"seat": 1, "moves": "1"}


def test_domination_why_gives_the_score_first():
    state = next(domination_positions("cycle-6", 5))
    move = state.legal_moves()[0]
    reasons = domination.why(state, move)
    assert reasons[0].code == domination.DominationWhy.LEADS_TO and reasons[0].params["exact"] == 1


def test_domination_why_never_argues_for_a_losing_move():
    """A move proved to lose was explained by its gains ("a new token is worth 3 points", more vertices
    next to your tokens): its why is the margin it leads to, with the plain facts of a pass or an end,
    and the panel of a lost position does not list what its best move gains."""
    gains = set(domination.DominationReason) - {domination.DominationReason.ENDS_GAME, domination.DominationReason.FORCED_PASS}
    losing = winning_with_gains = lost = 0
    for board_id in ("path-4", "cycle-5", "cycle-6"):
        for state in domination_positions(board_id, 12):
            study = domination.study(state, NO_DEADLINE)
            if study.verdict == Verdict.LOSE:  # nor does the panel list the gains of its best, losing move
                assert study.claim(domination.DominationSay.DOES) is None, (board_id, study.claims)
                lost += 1
            for j in domination.judge(state, NO_DEADLINE):
                codes = [r.code for r in domination.why(state, j.move, judged=j)]
                assert codes[0] == domination.DominationWhy.LEADS_TO
                if j.verdict == Verdict.LOSE:
                    assert not gains & set(codes), (board_id, j, codes)
                    losing += 1
                else:
                    winning_with_gains += bool(gains & set(codes))
    assert losing >= 10 and winning_with_gains >= 10 and lost >= 3


# -- puzzles ---------------------------------------------------------------------------------------------

#: Every game with a teaching hook (a game that gains one is checked with no change here).
TEACHING_GAMES = sorted(g for g, spec in GAMES.items() if spec.teaching is not None)


@cache
def _puzzles(game: str, difficulty: int | None, seed: int):
    return puzzles.generate(game, 8, puzzles.Difficulty(difficulty) if difficulty else None, seed)


@pytest.mark.parametrize("game", TEACHING_GAMES)
def test_puzzles_are_reproducible_from_a_seed(game):
    first = _puzzles(game, None, 3)
    again = puzzles.generate(game, 8, None, 3)
    assert [(p.moves, p.answers, p.kind, p.difficulty) for p in first] == \
           [(p.moves, p.answers, p.kind, p.difficulty) for p in again]
    assert [p.moves for p in first] != [p.moves for p in _puzzles(game, None, 4)]


def test_puzzles_do_not_depend_on_what_this_process_solved_before():
    """A fresh process (cold memos and tables) makes the same puzzles: no clock decides anything."""
    code = ("import json; from graphgames_desktop.games import puzzles; "
            f"print(json.dumps([[m.to_json() for m in p.moves + p.answers] for g in {TEACHING_GAMES!r} "
            "for p in puzzles.generate(g, 8, None, 3)]))")
    fresh = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}).stdout
    here = [[m.to_json() for m in p.moves + p.answers] for g in TEACHING_GAMES for p in _puzzles(g, None, 3)]
    assert json.loads(fresh) == here


@pytest.mark.parametrize("game,difficulty", [(g, d) for g in TEACHING_GAMES for d in (None, 1)])
def test_every_puzzle_has_the_answers_it_states(game, difficulty):
    found = _puzzles(game, difficulty, 7)
    assert len(found) >= 5
    memo: dict = {}
    for p in found:
        state = p.state()
        if GAMES[game].teaching.scoring:
            margins = {m: -brute_margin(state.play(m), memo) for m in state.legal_moves()}
            wins = [m for m, v in margins.items() if v > 0]
            safe = [m for m, v in margins.items() if v >= 0]
        else:
            wins = [m for m in state.legal_moves() if not brute_wins(state.play(m), memo)]
            safe = wins
        if p.kind == puzzles.PuzzleKind.ONLY_SAFE:
            assert list(p.answers) == safe and len(safe) == 1
        else:
            assert list(p.answers) == wins and 0 < len(wins) < len(state.legal_moves())
        if difficulty is not None:
            assert p.difficulty == difficulty


@pytest.mark.parametrize("game", TEACHING_GAMES)
def test_puzzles_differ_up_to_isomorphism(game):
    found = _puzzles(game, None, 3)
    teaching = GAMES[game].teaching
    shapes = [teaching.shape(p.state()) for p in found]
    for i in range(len(shapes)):
        for j in range(i):
            assert not same_shape(shapes[i], shapes[j])


def test_isomorphic_positions_share_a_shape():
    a = chomp_state(nx.relabel_nodes(nx.path_graph(5), {i: 10 - i for i in range(5)}))
    b = chomp_state(nx.path_graph(5))
    assert same_shape(chomp.shape(a), chomp.shape(b))
    assert not same_shape(chomp.shape(a), chomp.shape(chomp_state(nx.star_graph(4))))


def test_difficulty_is_read_from_names_and_numbers():
    assert puzzles.Difficulty.parse("hard") == puzzles.Difficulty.parse("3") == puzzles.Difficulty.HARD
    with pytest.raises(ValueError):
        puzzles.Difficulty.parse("impossible")
    with pytest.raises(puzzles.PuzzleError):
        puzzles.generate("cards", 3)
