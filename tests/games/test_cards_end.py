"""The card game's end: sheet scores, the five tie-breakers, shared places, and whole games between bots."""

import random
from dataclasses import replace

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.bonus import bonus_points
from graphgames_desktop.games.cards.bot import Bot, c_plan, s_plan
from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.claims import has_subgraph, matching_components
from graphgames_desktop.games.cards.codes import CardEnd
from graphgames_desktop.games.cards.moves import Claim
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import MINUS_BOXES, NEW_SHEET_CROSSED, TRACK_COINS, new_game, power_ids
from graphgames_desktop.games.cards.scoring import minus_points, score_sheet
from graphgames_desktop.games.cards.table import Player

from .cards_helpers import play_out, sheet_of

DECKS = standard_decks()


def graph_sheet(*graphs, lone=0, crossed=0, objectives=()):
    g = nx.convert_node_labels_to_integers(nx.disjoint_union_all(list(graphs) + [nx.empty_graph(lone)]))
    return sheet_of(g.number_of_nodes(), g.edges(), crossed=crossed, objectives=objectives)


def finished(*players_sheets):
    """A game over, each player holding the given sheets (a sheet or a tuple of sheets)."""
    state = new_game(len(players_sheets), seed=0)
    players = tuple(Player(sheets=s if isinstance(s, tuple) else (s,)) for s in players_sheets)
    return replace(state, players=players, phase="over")


def places(state):
    return {r.player: r.place for r in state.ranking()}


def totals(state):
    return state.outcome().scores


def test_tie_breaker_1_fewest_crossed_boxes():
    state = finished(graph_sheet(nx.path_graph(4), crossed=1), graph_sheet(nx.path_graph(3)))
    assert totals(state) == (5, 5) and places(state) == {1: 1, 0: 2}
    assert state.outcome().winners == (1,)


def test_tie_breaker_2_fewest_trivial_components():
    state = finished(graph_sheet(nx.path_graph(4), lone=1), graph_sheet(nx.path_graph(3)))
    assert totals(state) == (5, 5) and places(state) == {1: 1, 0: 2}


def test_tie_breaker_3_highest_maximum_degree():
    state = finished(graph_sheet(nx.path_graph(4)), graph_sheet(nx.star_graph(3)))
    assert totals(state) == (6, 6) and places(state) == {1: 1, 0: 2}


def test_tie_breaker_4_highest_diameter():
    state = finished(graph_sheet(nx.path_graph(4), nx.path_graph(2)), graph_sheet(nx.path_graph(5)))
    assert totals(state) == (7, 7) and places(state) == {1: 1, 0: 2}


def test_tie_breaker_5_most_components():
    state = finished(graph_sheet(nx.path_graph(3), objectives=("S01",)), graph_sheet(*[nx.path_graph(3)] * 4))
    assert totals(state) == (8, 8) and places(state) == {1: 1, 0: 2}


def test_still_tied_players_share_their_place():
    state = finished(graph_sheet(nx.path_graph(3)), graph_sheet(nx.star_graph(2)), graph_sheet(nx.path_graph(2)))
    assert places(state) == {0: 1, 1: 1, 2: 3}
    assert state.outcome().winners == (0, 1)


def test_every_sheet_scores_and_the_bonus_counts_on_the_last():
    first = graph_sheet(nx.star_graph(5), nx.path_graph(4), nx.cycle_graph(3), nx.path_graph(2), lone=2,
                        crossed=MINUS_BOXES, objectives=("S05",))
    second = graph_sheet(nx.path_graph(3), crossed=NEW_SHEET_CROSSED)
    state = finished((first, second), graph_sheet(nx.path_graph(2)))
    state = replace(state, players=(replace(state.players[0], bonus=("B08",)),) + state.players[1:])
    sheets = state.sheet_scores(0)
    triangle = card("S05").points
    assert sheets[0] == {"components": 4, "diameter": 3, "max_degree": 5, "objectives": triangle, "bonus": 0,
                         "trivial": -2, "minus": -17, "total": triangle - 7}
    assert sheets[1]["bonus"] == 8 and sheets[1]["minus"] == minus_points(2)
    assert totals(state)[0] == sheets[0]["total"] + sheets[1]["total"]
    ranking = state.ranking()
    assert ranking[[r.player for r in ranking].index(0)].crossed == MINUS_BOXES + NEW_SHEET_CROSSED


def test_the_rule_source_worked_example_through_the_engine():
    # 4 + 3 + 5 + 24 + 8 - 2 - 6 = 36: objectives worth 24 (S24 Wheel W5 = 11, plus S26 cube = 13).
    assert card("S24").points + card("S26").points == 24
    sheet = graph_sheet(nx.star_graph(5), nx.path_graph(4), nx.cycle_graph(3), nx.path_graph(2), lone=2, crossed=4,
                        objectives=("S24", "S26"))
    state = finished(sheet)
    state = replace(state, players=(replace(state.players[0], bonus=("B11",)),))  # fails: degree 5 > 3
    assert state.sheet_scores(0)[0]["total"] == 4 + 3 + 5 + 24 + 0 - 2 - 6
    state = replace(state, players=(replace(state.players[0], bonus=("B13",)),))  # the longest path of all: 8
    assert state.sheet_scores(0)[0] == {"components": 4, "diameter": 3, "max_degree": 5, "objectives": 24,
                                        "bonus": 8, "trivial": -2, "minus": -6, "total": 36}
    assert state.outcome().termination == CardEnd.SOLO and state.outcome().scores == (36,)


# ----- the computer player ------------------------------------------------------------------------------
def card(card_id):
    return next(c for c in DECKS.objectives if c.id == card_id)


def test_plans_see_what_a_sheet_lacks():
    assert s_plan(sheet_of(0), card("S05")).cost == 3 + 3  # a triangle from nothing
    path = sheet_of(3, [(0, 1), (1, 2)])
    plan = s_plan(path, card("S05"))
    assert plan.cost == 1 and plan.edges == [(0, 2)]
    assert s_plan(sheet_of(4, [(0, 1), (1, 2), (2, 0), (0, 3)]), card("S14")).cost == 0  # the paw is there
    two_edges = c_plan(sheet_of(4, [(0, 1)]), card("C01"))  # one edge drawn, two lone vertices to join
    assert two_edges.cost == 1 and two_edges.edges == [(2, 3)] and two_edges.reserved == {0, 1, 2, 3}


def test_the_bot_claims_what_its_sheet_proves():
    from .cards_helpers import drawing, finish_drawing, with_sheet
    state = replace(finish_drawing(drawing()), objective_row=("S01", "S05", "S20", "C02", "C07"))
    state = with_sheet(state, 0, graph_sheet(nx.complete_graph(4), nx.path_graph(2), nx.path_graph(2)))
    assert Bot(Level.STRONG).choose(observe(state, 0), random.Random(0)).move == Claim("S20")  # K4 is worth most


def check_consistent(state):
    outcome = state.outcome()
    assert state.round == 15 and state.legal_moves() == []
    facts = state.facts()
    everything = list(state.objective_row + state.objective_deck + state.objective_discard)
    for p, pl in enumerate(state.players):
        bonus = sum(bonus_points(state.decks.bonus_card(c), p, facts) for c in pl.bonus)
        expected = 0
        for i, sheet in enumerate(pl.sheets):
            g = sheet.graph
            assert sheet.crossed <= MINUS_BOXES and (i == 0 or sheet.crossed >= NEW_SHEET_CROSSED)
            for card_id in sheet.objectives:
                pattern = state.objective(card_id).graph()
                if state.objective(card_id).type == "S":
                    assert has_subgraph(g, pattern)
                else:
                    assert matching_components(g.subgraph(sheet.frozen), pattern) is not None
            points = sum(state.objective(c).points for c in sheet.objectives)
            expected += score_sheet(g, points, bonus if i == len(pl.sheets) - 1 else 0, minus_points(sheet.crossed))["total"]
        assert outcome.scores[p] == expected
        assert 0 <= pl.eulerians <= pl.circled <= TRACK_COINS
        everything += list(pl.saved) + list(pl.claimed)
    assert sorted(everything) == sorted(c.id for c in DECKS.objectives)  # every card in exactly one place
    powers = state.power_deck + state.power_discard + (state.power_up,)
    assert sorted(powers) == sorted(power_ids(DECKS, state.bonus_in_play))
    if state.bonus_in_play:
        held = [c for pl in state.players for c in pl.bonus]
        assert sorted(held + list(state.bonus_deck + state.bonus_discard)) == sorted(c.id for c in DECKS.bonus)
    assert sorted(state.resource_discard + state.resource_row) == sorted(c.id for c in DECKS.resources)
    ranking = state.ranking()
    assert [r.total for r in ranking] == sorted(outcome.scores, reverse=True)
    assert set(outcome.winners) == {r.player for r in ranking if r.place == 1}
    assert max(outcome.scores) == outcome.scores[outcome.winners[0]]


@pytest.mark.slow_first
@settings(max_examples=8, deadline=None)
@given(st.integers(1, 20), st.booleans(), st.integers(0, 10_000))
def test_random_games_between_computer_players_end_with_consistent_scores(players, bonus, seed):
    state, events = play_out(players, bonus and 2 <= players <= 10, seed)
    check_consistent(state)
    assert events["claim_failed"] == 0  # the bots only claim what they can prove


def test_a_ten_player_game_with_the_bonus_deck():
    state, events = play_out(10, True, 3)
    check_consistent(state)
    assert events["claimed"] >= 10


def test_solo_mode_is_worth_playing():
    scores = [play_out(1, False, seed, (Level.STRONG,))[0] for seed in range(3)]
    for state in scores:
        check_consistent(state)
        assert state.outcome().termination == CardEnd.SOLO
    assert min(s.outcome().scores[0] for s in scores) > 30


def test_stronger_levels_score_more():
    hard = easy = 0
    for seed in range(4):
        state, _ = play_out(2, False, seed, (Level.STRONG, Level.EASY))
        hard, easy = hard + state.outcome().scores[0], easy + state.outcome().scores[1]
    assert hard > easy + 40
