"""The computer players' levels: strong plans across rounds and keeps its bonus card in view, medium slips."""

import random
from dataclasses import replace

import networkx as nx

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.moves import Claim, DiscardBonus, Pass, PickResource, Refresh, SaveObjective
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import new_game
from graphgames_desktop.games.cards.table import Phase

from .cards_helpers import claim_step, drawing, play_out, sheet_of, with_card, with_player, with_sheet

DECKS = standard_decks()


def bonus_id(kind):
    return next(c.id for c in DECKS.bonus if c.kind == kind)


def graph_sheet(g, **kw):
    g = nx.convert_node_labels_to_integers(g)
    return sheet_of(g.number_of_nodes(), g.edges(), **kw)


def test_strong_beats_medium_on_fixed_deals():
    margin = 0
    for seed in range(6):
        levels = (Level.STRONG, Level.MEDIUM) if seed % 2 == 0 else (Level.MEDIUM, Level.STRONG)
        end, _ = play_out(2, True, 300 + seed, levels)
        scores = end.outcome().scores
        strong = levels.index(Level.STRONG)
        margin += scores[strong] - scores[1 - strong]
    assert margin > 0


def test_strong_keeps_the_bonus_card_such_cards_pay_not_the_one_paying_on_an_empty_sheet():
    state = new_game(2, bonus=True, seed=1)
    never, degrees = bonus_id("never_extra_power"), bonus_id("high_degree_vertices")
    state = with_player(state, 0, pending_bonus=(never, degrees))
    seen = observe(state, 0)
    assert Bot(Level.STRONG).choose(seen, random.Random(0)).move == DiscardBonus(never)
    assert Bot(Level.MEDIUM, slip=0).choose(seen, random.Random(0)).move == DiscardBonus(degrees)  # pays 0 now
    used = with_player(state, 0, used_power=True)  # a bonus drawn by a power: "never use one" is broken already
    assert Bot(Level.STRONG).choose(observe(used, 0), random.Random(0)).move == DiscardBonus(never)


def test_strong_claims_no_card_that_costs_its_bonus_more_than_it_brings():
    only_s = next(c for c in DECKS.bonus if c.kind == "only_s")
    state = with_card(claim_step(row=("C01", "S02", "S03", "S04", "S05")), "C01", nx.path_graph(2), "C")
    state = with_sheet(state, 0, sheet_of(2, [(0, 1)]))
    state = with_player(state, 0, bonus=(only_s.id,))
    assert state.objective("C01").points < only_s.points
    assert Bot(Level.STRONG).choose(observe(state, 0), random.Random(0)).move == Pass()
    assert Bot(Level.MEDIUM, slip=0).choose(observe(state, 0), random.Random(0)).move == Claim("C01")


def test_strong_saves_the_card_a_rival_proves():
    save = next(c.id for c in DECKS.powers if c.kind == "save" and "S" in c.types)
    state = drawing(players=2, power=save, picks=(0, 0))
    assert nx.is_isomorphic(state.objective("S20").graph(), nx.complete_graph(4))
    state = replace(state, objective_row=("S20", "S01", "S02", "C01", "C02"))
    state = with_sheet(state, 1, graph_sheet(nx.complete_graph(4)))  # player 1 proves K4 and claims after 0
    state = with_player(state, 0, circled=6)
    assert state.current_player == 0
    assert Bot(Level.STRONG).choose(observe(state, 0), random.Random(0)).move == SaveObjective("S20")


def test_strong_alone_refreshes_a_row_it_cannot_use():
    state = new_game(1, seed=2)
    while state.phase != Phase.REFRESH:
        state = state.play(next(m for m in state.legal_moves() if isinstance(m, (PickResource, Pass)) or
                                m.to_json()["move"] in ("AddVertex", "AddEdge", "EndDrawing")))
    row = ("C29", "C27", "C28", "C08", "C07")  # big C cards, far from a dense sheet
    dense = graph_sheet(nx.disjoint_union(nx.complete_graph(8), nx.star_graph(6)))
    state = with_sheet(replace(state, objective_row=row), 0, dense)
    assert Bot(Level.STRONG).choose(observe(state, 0), random.Random(0)).move == Refresh()
    useful = replace(state, objective_row=("S05",) + row[1:])  # a triangle it can claim next round
    assert Bot(Level.STRONG).choose(observe(useful, 0), random.Random(0)).move == Pass()


def test_medium_slips_one_decision_in_three_and_steady_medium_never():
    state = new_game(2, seed=4)
    seen = observe(state, 0)
    steady = {Bot(Level.MEDIUM, slip=0).choose(seen, random.Random(i)).move for i in range(40)}
    medium = [Bot(Level.MEDIUM).choose(seen, random.Random(i)).move for i in range(300)]
    assert len(steady) == 1
    other = next(m for m in (PickResource(0), PickResource(1)) if m not in steady)
    assert 0.1 < medium.count(other) / len(medium) < 0.25  # a random pick one time in three, half of them the other
    assert Bot(Level.STRONG).slip == 0 and Bot(Level.EASY).slip == 0
