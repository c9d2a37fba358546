"""The teaching conformance suite, engine side: on random positions of random small boards of every game
with a teaching layer (Chomp, Green, Blue-Red and mixed Hackenbush, Domination, the magic game), every
statement a study makes (who wins, which and how many moves win, values, margins, before/after
differences, the theorem and its seats) equals the study's own judgements, and those equal a plain
exhaustive search written here. tests/ui/test_teaching_words.py checks the words of the same statements
in both languages."""

from __future__ import annotations

import random
from collections.abc import Iterator

import networkx as nx
import pytest

from graphgames_desktop.games import GAMES, chomp, domination, magic
from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.base import State
from graphgames_desktop.games.solve.grundy import NO_DEADLINE
from graphgames_desktop.games.solve.magic_theorems import PairingStep, family_fit, pairing_move
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.games.teaching import Say, Study, Verdict, rank, standing
from graphgames_desktop.graph import boards
from tests.games.magic_lines import FAMILIES, walk
from tests.games.test_teaching import brute_margin, brute_remoteness, brute_wins

MODES = ("chomp", "green", "blue_red", "mixed", "domination", "magic")


def coloured(drawing, rng: random.Random, colours: tuple[str, ...]):
    """The drawing with each edge given a random colour (mixed pictures need all three)."""
    out = drawing.copy()
    for e in out.edges.values():
        e.color = rng.choice(colours)
    return out


def positions(mode: str, count: int) -> Iterator[tuple[State, dict]]:
    """``count`` random unfinished positions of random small boards, a few random moves in, with what the
    test knows of how they were reached (``first``: the seat that moved first; ``line``: on the magic
    strategy's line)."""
    rng = random.Random(mode)
    made = 0
    while made < count:
        first = rng.randrange(2)
        info: dict = {"first": first}
        if mode == "chomp":
            graph = boards.random_gnp(rng.randrange(3, 7), 0.45, rng.randrange(1 << 20))
            state: State = chomp.new_state(Setup(2, graph, {}, 0, first))
        elif mode in ("green", "blue_red", "mixed"):
            drawing = boards.random_rooted(rng.randrange(4, 9), rng.randrange(1 << 20))
            if mode == "mixed":
                drawing = coloured(drawing, rng, ("green", "blue", "red"))
            state = hb.new_state(Setup(2, drawing, {"mode": mode}, 0, first))
        elif mode == "domination":
            board = rng.choice(("path-4", "cycle-5", "cycle-6", "path-7"))
            state = domination.new_state(Setup(2, boards.board(board), {"match": False}, 0, first))
        else:
            name = rng.choice(("K1,3", "K1,4", "path"))
            if name == "path":
                state = magic.new_state(Setup(2, boards.board("path-4"), {}, 0, first))
            else:
                g = FAMILIES[name]
                leave_at = rng.choice((None, 0, 1, 2))
                games = list(walk(g, rng, leave_at))
                open_ok = [(s, line) for s, line in games if s.board.size - len(s.used) <= 6]
                if not open_ok:
                    continue
                state, info["line"] = rng.choice(open_ok)
                if first:  # the same position with the seats swapped: seat 1 moved first
                    state = magic.MagicState(state.board, state.label_tuple, 1 - state.current_player)
                yield state, info
                made += 1
                continue
        for _ in range(rng.randrange(0, 5 if mode != "magic" else 9)):
            if state.outcome() is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.outcome() is None:
            yield state, info
            made += 1


def claims_of(study: Study) -> dict:
    codes = [c.code for c in study.claims]
    assert len(codes) == len(set(codes)), codes  # each statement once
    return {c.code: c.params for c in study.claims}


def check_common(state: State, study: Study, scoring: bool, brute: dict) -> None:
    """The statements every game makes, against the judgements and the brute force (``brute``: each
    move's result for its mover: won True/False, or the final margin in a game of points)."""
    judged = study.judgements
    assert [j.move for j in judged] == list(state.legal_moves())
    assert all(j.exact for j in judged)  # no deadline: everything solved
    said = claims_of(study)
    verdict = said[Say.VERDICT]
    assert verdict["seat"] == state.current_player == study.mover
    assert verdict["verdict"] == standing(judged) == study.verdict
    if scoring:
        margin = max(brute.values())
        assert verdict["verdict"] == (Verdict.WIN if margin > 0 else Verdict.LOSE if margin < 0 else Verdict.DRAW)
        assert verdict.get("margin") == margin
    else:
        assert (verdict["verdict"] == Verdict.WIN) == any(brute.values())
    winning = [j.move for j in judged if j.verdict == Verdict.WIN]
    assert study.winning_moves == winning
    if winning:
        assert said[Say.WINNING] == {"winning": len(winning), "legal": len(judged), "unsolved": 0}
        assert winning == [m for m, v in brute.items() if (v > 0 if scoring else v)]
    else:
        assert Say.WINNING not in said
        assert (Say.LOSING in said) == (verdict["verdict"] == Verdict.LOSE and not scoring)
        if Say.LOSING in said:
            assert said[Say.LOSING] == {"legal": len(judged)}
    assert Say.UNSOLVED not in said
    top = study.best
    assert top is not None and top == max(judged, key=rank)


def brute_results(state: State, scoring: bool) -> dict:
    memo: dict = {}
    if scoring:
        return {m: -brute_margin(state.play(m), memo) for m in state.legal_moves()}
    return {m: not brute_wins(state.play(m), memo) for m in state.legal_moves()}


@pytest.mark.parametrize("mode", MODES)
def test_every_statement_equals_the_analysis_and_the_analysis_equals_brute_force(mode):
    game = {"green": "hackenbush", "blue_red": "hackenbush", "mixed": "hackenbush"}.get(mode, mode)
    teaching = GAMES[game].teaching
    checked = 0
    for state, info in positions(mode, 40 if mode != "domination" else 25):
        study = teaching.study(state, NO_DEADLINE)
        brute = brute_results(state, teaching.scoring)
        check_common(state, study, teaching.scoring, brute)
        said = claims_of(study)
        {"chomp": check_chomp, "hackenbush": check_hackenbush, "domination": check_domination,
         "magic": check_magic}[game](state, study, said, brute, info)
        checked += 1
    assert checked >= 25


# -- each game's own statements -------------------------------------------------------------------------

def check_chomp(state, study, said, brute, info) -> None:
    g = state.graph()
    value = chomp.grundy(g)
    assert said[chomp.ChompSay.VALUE] == {"value": value}
    assert (value == 0) == (study.verdict == Verdict.LOSE)
    assert chomp.ChompSay.NONZERO not in said
    parts = sorted((len(c), g.subgraph(c).number_of_edges(), chomp.grundy(g.subgraph(c).copy()))
                   for c in nx.connected_components(g))
    if chomp.ChompSay.PARTS in said:
        assert sorted(said[chomp.ChompSay.PARTS]["parts"]) == parts
    memo, wins = {}, {}
    for j in study.judgements:
        after = state.play(j.move)
        assert j.value == chomp.grundy(after.graph())
        if j.plies is not None:
            assert j.plies == brute_remoteness(after, memo, wins)
    strategy = said.get(chomp.ChompSay.STRATEGY)
    if strategy is not None:
        S = chomp.ChompStrategy
        code = strategy["strategy"]
        assert (strategy["v"], strategy["e"]) == (g.number_of_nodes(), g.number_of_edges())
        if code in (S.FOREST_EVEN_EVEN, S.BIPARTITE_EVEN_EVEN, S.CYCLE_LOST):
            assert study.verdict == Verdict.LOSE
        if code in (S.PATH_MIRROR, S.FOREST_PARITY, S.BIPARTITE_PARITY):
            assert study.verdict == Verdict.WIN
        if code == S.COMPLETE_GRAPH:
            assert (study.verdict == Verdict.LOSE) == (strategy["v"] % 3 == 0)


def picture(state: hb.HackenbushState, edges) -> nx.MultiGraph:
    """Rooted edges of a position as a networkx multigraph with their colours (the ground is hb.ROOT)."""
    g = nx.MultiGraph()
    for u, v, e in edges:
        g.add_edge(u, v, key=e, color=state.board.color(e))
    return g


def check_hackenbush(state, study, said, brute, info) -> None:
    rooted = state.rooted()
    colours = {state.board.color(e) for e in state.edges}
    g = picture(state, rooted)
    ground = [hb.ROOT]
    if colours <= {"green"}:
        value = hb.green_grundy(g, ground)
        assert said[hb.HackenbushSay.NIM_VALUE] == {"value": value}
        assert (value == 0) == (study.verdict == Verdict.LOSE)
    elif "green" not in colours:
        value = hb.blue_red_value(g, ground)
        assert said[hb.HackenbushSay.NUMBER] == {"value": value}
        mover = state.current_player
        assert (study.verdict == Verdict.WIN) == (value > 0 if mover == 0 else value < 0)
        for j in study.judgements:  # moves to spare: the number left, on the mover's side
            assert j.margin == (1 if mover == 0 else -1) * hb.blue_red_value(picture(state, state.play(j.move).rooted()), ground)
    else:
        assert hb.HackenbushSay.NIM_VALUE not in said and hb.HackenbushSay.NUMBER not in said
    if hb.HackenbushSay.PARTS in said:
        told = said[hb.HackenbushSay.PARTS]["parts"]
        pieces = hb.parts(rooted)
        assert [n for n, _ in told] == [len(p) for p in pieces] and len(told) > 1
        for (_, v), piece in zip(told, pieces):
            part_colours = {state.board.color(e) for _, _, e in piece}
            sub = picture(state, piece)
            if part_colours == {"green"}:
                assert v == hb.green_grundy(sub, [hb.ROOT])
            elif "green" not in part_colours:
                assert v == hb.blue_red_value(sub, [hb.ROOT])
            else:
                assert v is None
    assert (hb.HackenbushSay.SIMPLIFY in said) == (state.board.mode == "green")
    memo, wins = {}, {}
    for j in study.judgements:
        if j.plies is not None:
            assert j.plies == brute_remoteness(state.play(j.move), memo, wins)


def near_and_open(state: domination.DominationState, seat: int) -> tuple[int, int, int]:
    """Plainly from the graph: the empty vertices next to ``seat``'s tokens, ``seat``'s adjacency points,
    and the empty vertices the other seat may enter (none next to ``seat``'s tokens)."""
    g = state.board.graph()
    own, other = state.tokens[seat], state.tokens[1 - seat]
    empty = [v for v in g if v not in own and v not in other]
    near = [v for v in empty if any(w in own for w in g[v])]
    points = sum(1 for t in own for w in g[t] if w in empty)
    return len(near), points, len(empty) - len(near)


def check_domination(state, study, said, brute, info) -> None:
    judged = {j.move: j for j in study.judgements}
    for m, j in judged.items():
        assert j.margin == brute[m]
        assert j.verdict == (Verdict.WIN if brute[m] > 0 else Verdict.LOSE if brute[m] < 0 else Verdict.DRAW)
    listed = said[domination.DominationSay.MARGINS]["moves"]
    ranked = sorted(study.judgements, key=rank, reverse=True)
    assert [m for m, _, _ in listed] == [j.move for j in ranked[:domination.MARGINS_SHOWN]]
    assert all(margin == brute[m] and exact for m, margin, exact in listed)
    does = said.get(domination.DominationSay.DOES)
    if does is not None:
        move, seat = does["move"], state.current_player
        assert move in [m for m, _, _ in listed[:3]]
        after = state.play(move)
        before_near, before_points, before_open = near_and_open(state, seat)
        after_near, after_points, after_open = near_and_open(after, seat)
        reasons = dict(does["reasons"])
        claims = reasons.get(domination.DominationReason.CLAIMS_VERTICES)
        if (before_near, before_points) != (after_near, after_points):
            assert claims == {"before": before_near, "after": after_near,
                              "points_before": before_points, "points_after": after_points}
        else:
            assert claims is None
        bans = reasons.get(domination.DominationReason.BANS_VERTICES)
        assert bans == ({"before": before_open, "after": after_open} if before_open != after_open else None)
    top = study.best
    lead = next(r for r in study.why if r.code == domination.DominationWhy.LEADS_TO)
    assert lead.params == {"margin": top.margin, "exact": 1}


def check_magic(state, study, said, brute, info) -> None:
    ticked = {(j.move.element, j.move.label) for j in study.judgements if j.verdict == Verdict.WIN}
    assert ticked == {(m.element, m.label) for m, wins in brute.items() if wins}
    places = said.get(magic.MagicSay.WINNING_PLACES)
    assert {(e, lab) for e, labels in (places["places"] if places else ()) for lab in labels} == ticked
    fit = family_fit(state.board.graph())
    advice = pairing_move(state)
    assert (magic.MagicSay.STRATEGY_WINS in said) == (advice is not None)
    if advice is not None:
        assert brute[advice.move] and study.extras["advice"] == advice
        step = said[magic.MagicSay.STEP]
        assert (step["label"], step["element"], step["total"]) == (advice.move.label, advice.move.element, advice.total)
        assert isinstance(step["step"], PairingStep)
        if advice.matched is not None:
            match = said[magic.MagicSay.MATCH]
            assert (match["last"], match["match"]) == advice.matched
            assert match["last"] + match["match"] == match["total"] == advice.total and state.k in (None, advice.total)
    if fit is None or fit.first_player_wins is None:
        assert magic.MagicSay.THEOREM not in said
        return
    theorem = said[magic.MagicSay.THEOREM]
    first = info["first"]
    assert theorem["first"] == first
    assert theorem["winner"] == (first if fit.first_player_wins else 1 - first)
    if "line" in info and advice is None and state.outcome() is None:
        # a position reached along the strategy is said to be on it; one the winner left, off it
        if info["line"]:
            assert said[magic.MagicSay.ANSWERS] == {"seat": state.current_player, "winner": theorem["winner"]}
        else:
            assert magic.MagicSay.ANSWERS not in said
    if magic.MagicSay.LEFT_LINE in said:
        assert not info.get("line", False)
