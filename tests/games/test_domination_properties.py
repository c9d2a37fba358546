"""Graph Domination by property: random games on random boards always end within the turn limit,
with every running and final score equal to ``score(...)`` of the tokens; the ban is never broken;
computer players never play an illegal move; states survive a JSON record."""

import json
import random

import networkx as nx
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from graphgames_desktop.games.base import IllegalMoveError, Level, PublicObservation
from graphgames_desktop.games.domination import (
    SPEC,
    DominationBoard,
    DominationEnd,
    DominationRefusal,
    DominationState,
    Pass,
    move_from_json,
    score,
)
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.solve import domination as solve
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.graph.drawing import drawing_from_graph


@st.composite
def boards_with_entries(draw, max_vertices=9):
    """A random simple graph (ids not necessarily 0..n-1) with two different, non-adjacent entries."""
    n = draw(st.integers(2, max_vertices))
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=len(pairs))) if pairs else []
    g = nx.Graph()
    offset = draw(st.integers(0, 50))
    g.add_nodes_from(range(offset, offset + n))
    g.add_edges_from((u + offset, v + offset) for u, v in edges)
    apart = [(u + offset, v + offset) for u, v in pairs if not g.has_edge(u + offset, v + offset)]
    assume(apart)
    a, b = draw(st.sampled_from(apart))
    if draw(st.booleans()):
        a, b = b, a
    return g, (a, b)


def tokens_of(state):
    return {**dict.fromkeys(state.tokens[0], 0), **dict.fromkeys(state.tokens[1], 1)}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=boards_with_entries(), seed=st.integers(0, 10**6), first=st.integers(0, 1), match=st.booleans())
def test_random_games_end_within_the_limit_with_consistent_scores(board, seed, first, match):
    g, entries = board
    state = DominationState(DominationBoard.from_graph(g, entries), current_player=first, starter=first, match=match)
    limit = 4 * g.number_of_nodes()
    assert state.board.turn_limit == limit
    rng = random.Random(seed)
    turns = 0
    while state.outcome() is None:
        moves = state.legal_moves()
        assert moves and (moves == [Pass()]) == (not state.can_move(state.current_player))
        before = state.game_index
        state = state.play(rng.choice(moves))
        turns += 1
        a, b = state.tokens
        assert not a & b and not any(w in b for v in a for w in state.board.neighbours[v])
        assert state.scores() == score(g, tokens_of(state))
        if state.game_index != before:  # a match's first game just ended
            assert state.game_scores[-1] == score(g, {**dict.fromkeys(state.game_tokens[-1][0], 0),
                                                     **dict.fromkeys(state.game_tokens[-1][1], 1)})
        assert state.ply <= limit
    assert turns <= limit * (2 if match else 1)
    outcome = state.outcome()
    assert outcome.termination in (DominationEnd.NO_MOVES, DominationEnd.TURN_LIMIT)
    assert (outcome.termination == DominationEnd.TURN_LIMIT) == (state.ply == limit and state.can_move(0) | state.can_move(1))
    final = score(g, tokens_of(state))
    finished = state.game_scores if match else ()
    assert len(finished) == (1 if match else 0)
    total = (final[0] + sum(s[0] for s in finished), final[1] + sum(s[1] for s in finished))
    assert outcome.scores == total
    assert outcome.winners == (() if total[0] == total[1] else ((0,) if total[0] > total[1] else (1,)))
    assert state.legal_moves() == []
    try:
        state.play(Pass())
    except IllegalMoveError as error:
        assert error.code == DominationRefusal.GAME_OVER


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=boards_with_entries(max_vertices=8), seed=st.integers(0, 10**6),
       level=st.sampled_from(list(Level)))
def test_computer_players_never_play_an_illegal_move(board, seed, level):
    g, entries = board
    state = DominationState(DominationBoard.from_graph(g, entries))
    rng = random.Random(seed)
    players = [solve.DominationPlayer(level, nodes=1500), solve.DominationPlayer(Level.EASY)]
    while state.outcome() is None:
        p = state.current_player
        choice = players[p].choose(PublicObservation(p, state), rng)
        assert choice.move in state.legal_moves()
        state = state.play(choice.move)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=boards_with_entries(max_vertices=7), seed=st.integers(0, 10**6), match=st.booleans())
def test_records_replay_to_the_same_state(board, seed, match):
    g, (a, b) = board
    drawing = drawing_from_graph(nx.convert_node_labels_to_integers(g, ordering="sorted"))
    ids = sorted(g.nodes)
    drawing.meta["entry_a"], drawing.meta["entry_b"] = [ids.index(a)], [ids.index(b)]
    game = Match(SPEC, Setup(2, drawing, {"match": match}, 0, seed % 2), (Seat(), Seat()))
    rng = random.Random(seed)
    for _ in range(rng.randrange(60)):
        if game.state.outcome() is not None:
            break
        game.play(rng.choice(list(game.state.legal_moves())))
    record = json.loads(json.dumps(game.record()))
    again = Match.from_record(record, drawing)
    assert again.state == game.state and again.moves == game.moves
    assert [move_from_json(m) for m in record["moves"]] == game.moves


def test_random_games_on_bigger_random_boards_end_with_consistent_scores():
    rng = random.Random(2024)
    for k in range(40):
        n = rng.randrange(10, 21)
        g = nx.gnp_random_graph(n, rng.choice([0.15, 0.25, 0.4]), seed=k)
        try:
            board = DominationBoard.from_graph(g)
        except Exception:  # a complete graph: no two entries apart
            continue
        state = DominationState(board, current_player=k % 2, starter=k % 2)
        while state.outcome() is None:
            state = state.play(rng.choice(state.legal_moves()))
            assert state.scores() == score(g, tokens_of(state))
        assert state.ply <= 4 * n and state.outcome().scores == score(g, tokens_of(state))
