"""Where the engine departed from the rule book (issue 13, items 1, 2 and 4-8; the contest mode is in test_cards_contest)."""

import random
from dataclasses import replace

import networkx as nx
import pytest

from graphgames_desktop.games.base import IllegalMoveError, Level
from graphgames_desktop.games.cards.bonus import PlayerFacts, bonus_points
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.claims import matching_components
from graphgames_desktop.games.cards.codes import CardSetupProblem
from graphgames_desktop.games.cards.game import SPEC
from graphgames_desktop.games.cards.moves import AddVertex, Claim, EndDrawing, Pass, PickResource, SwapDraw
from graphgames_desktop.games.cards.observation import determinize, observe
from graphgames_desktop.games.cards.round import MINUS_BOXES, NEW_SHEET_CROSSED, new_game
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.spec import SetupError

from .cards_helpers import claim_step, drawing, play_out, sheet_of, with_card, with_player, with_sheet

DECKS = standard_decks()
TRIANGLE = nx.cycle_graph(3)
EDGE = nx.path_graph(2)


def refused(state, move, code):
    with pytest.raises(IllegalMoveError) as info:
        state.play(move)
    assert info.value.code == code




def triangles_sheet(frozen_second=True):
    """A free triangle (0-2), a frozen one (3-5), claimed for a C card, and an edge (6-7)."""
    edges = [(0, 1), (1, 2), (0, 2), (3, 4), (4, 5), (3, 5), (6, 7)]
    return sheet_of(8, edges, frozen={3, 4, 5} if frozen_second else (), objectives=("C03",) if frozen_second else ())


# ----- 1. a C claim without named components prefers what is already frozen ----------------------------
def test_matching_components_prefers_frozen_ones_then_fewest_new_vertices():
    g = triangles_sheet().graph
    pattern = nx.disjoint_union(TRIANGLE, EDGE)
    assert sorted(map(sorted, matching_components(g, pattern, frozen=frozenset({3, 4, 5})))) == [[3, 4, 5], [6, 7]]
    assert sorted(map(sorted, matching_components(g, pattern))) == [[0, 1, 2], [6, 7]]  # nothing frozen: the first


def test_a_c_claim_freezes_no_more_than_it_must():
    state = with_card(claim_step(), "C01", nx.disjoint_union(TRIANGLE, EDGE), "C")
    state = with_sheet(state, 0, triangles_sheet())
    after = state.play(Claim("C01"))
    me = after.players[0]
    assert "C01" in me.claimed
    assert me.sheet.frozen == {3, 4, 5, 6, 7}  # the free triangle can still grow
    assert ("claimed", 0, "C01") in after.events


# ----- 2. no turn order in the claim step: a card revealed later is open to those who passed -----------
def test_a_player_who_passed_may_claim_a_card_revealed_by_another_claim():
    state = claim_step(row=("S01", "S02", "S03", "C01", "C02"))
    state = with_card(state, "S01", TRIANGLE, "S")
    state = with_card(state, "S30", EDGE, "S")
    state = replace(state, objective_deck=("S30",) + tuple(c for c in state.objective_deck if c != "S30"))
    state = with_sheet(state, 0, sheet_of(2, [(0, 1)]))
    state = with_sheet(state, 1, sheet_of(3, [(0, 1), (1, 2), (0, 2)]))
    assert state.current_player == 0 and Claim("S30") not in state.legal_moves()
    state = state.play(Pass())
    state = state.play(Claim("S01"))  # player 1 takes the triangle; S30 (an edge) is turned up
    assert "S30" in state.objective_row
    assert state.phase == Phase.CLAIM and state.current_player == 0  # player 0 has another chance
    assert Claim("S30") in state.legal_moves()
    state = state.play(Claim("S30"))
    assert state.players[0].claimed == ("S30",)
    assert state.phase == Phase.REFRESH  # both have claimed: nobody is left to ask


def test_the_claim_step_ends_after_a_full_pass_and_a_failed_claim_uses_the_round():
    state = claim_step(players=3)
    state = with_card(state, "S01", TRIANGLE, "S")
    state = state.play(Pass())
    state = state.play(Claim("S01"))  # fails: player 1's sheet has no triangle
    assert state.players[1].claim_used and state.players[1].sheet.crossed == 1
    state = state.play(Pass())
    assert state.phase == Phase.REFRESH  # nobody claimed, so nothing new: a full pass ends the step


def test_claimants_are_not_asked_again():
    state = claim_step(players=3, row=("S01", "S02", "S03", "C01", "C02"))
    for card in ("S01", "S02"):
        state = with_card(state, card, EDGE, "S")
    state = replace(state, objective_deck=("S02",) + tuple(c for c in state.objective_deck if c != "S02"),
                    objective_row=("S01", "S03", "S04", "C01", "C02"))
    for p in range(3):
        state = with_sheet(state, p, sheet_of(2, [(0, 1)]))
    state = state.play(Claim("S01"))  # player 0; S02 (an edge) comes up
    state = state.play(Pass())  # player 1
    state = state.play(Claim("S02"))  # player 2; a new card comes up: player 1 is asked again, player 0 is not
    assert state.current_player == 1
    state = state.play(Pass())
    assert state.phase == Phase.REFRESH


# ----- 4. more than 10 players without the bonus deck ------------------------------------------------------
def test_up_to_twenty_players_without_the_bonus_deck():
    assert SPEC.seats == (1, 20)
    state = new_game(20, seed=1)
    assert len(state.players) == 20
    with pytest.raises(SetupError) as info:
        new_game(11, bonus=True)
    assert info.value.code == CardSetupProblem.BONUS_TOO_MANY
    with pytest.raises(SetupError) as info:
        new_game(21)
    assert info.value.code == CardSetupProblem.TOO_MANY_PLAYERS


def test_a_twenty_player_game_reaches_its_end():
    rng = random.Random(20)
    state = new_game(20, seed=20)
    while state.outcome() is None:
        moves = state.legal_moves()
        state = state.play(next((m for m in moves if isinstance(m, (PickResource, EndDrawing, Pass))), moves[0]))
    assert len(state.outcome().scores) == 20 and state.round == 15 and rng


# ----- 5. no bonus deck, no bonus-draw power ------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_bonus_draw_powers_are_left_out_without_the_bonus_deck(seed):
    kinds = {c.id: c.kind for c in DECKS.powers}
    plain = new_game(3, seed=seed)
    assert all(kinds[c] != "bonus_draw" for c in (plain.power_up, *plain.power_deck))
    assert len(plain.power_deck) + 1 == sum(1 for k in kinds.values() if k != "bonus_draw")
    with_bonus = new_game(3, bonus=True, seed=seed)
    assert sorted((with_bonus.power_up, *with_bonus.power_deck)) == sorted(kinds)
    assert determinize(observe(plain, 0), random.Random(seed)).power_deck  # samples agree with the smaller deck


# ----- 6. bonus cards read components as the rule book defines them; the balanced variant as the sheet does ---
BALANCED = standard_decks("balanced")


def by_kind(kind, decks=DECKS):
    return next(c for c in decks.bonus if c.kind == kind)


def test_only_one_component_counts_lone_vertices_by_the_book_and_ignores_them_in_the_balanced_variant():
    lone = nx.disjoint_union(nx.path_graph(5), nx.empty_graph(2))
    two = nx.disjoint_union(nx.path_graph(5), EDGE)
    book, balanced = by_kind("one_component"), by_kind("one_component", BALANCED)
    assert bonus_points(book, 0, [PlayerFacts(lone, 0, False, 0, 0)]) == 0  # 3 components, 2 of them trivial
    assert bonus_points(balanced, 0, [PlayerFacts(lone, 0, False, 0, 0)]) == balanced.points
    for card in (book, balanced):
        assert bonus_points(card, 0, [PlayerFacts(two, 0, False, 0, 0)]) == 0
    assert bonus_points(balanced, 0, [PlayerFacts(nx.empty_graph(3), 0, False, 0, 0)]) == 0


def test_component_cards_say_how_they_count():
    for kind in ("one_component", "tree_components", "per_player_components"):
        card, balanced = by_kind(kind), by_kind(kind, BALANCED)
        assert "lone vert" in card.text["en"] and "vértice" in card.text["pt_BR"] and "isolado" in card.text["pt_BR"], kind
        assert "lone vertices do not count" in balanced.text["en"] and "vértices isolados não contam" in \
            balanced.text["pt_BR"], kind
    trees = by_kind("tree_components")
    forest = nx.disjoint_union_all([EDGE] * trees.table[0][0] + [nx.empty_graph(4)])  # 3 edges and 4 lone vertices: 7 trees
    assert bonus_points(trees, 0, [PlayerFacts(forest, 0, False, 0, 0)]) == trees.table[-1][1]
    balanced = by_kind("tree_components", BALANCED)
    assert bonus_points(balanced, 0, [PlayerFacts(forest, 0, False, 0, 0)]) == balanced.table[0][1]


# ----- 7. the minus track overflowing while drawing ----------------------------------------------------------
def overflowing(power="P03"):
    """7 boxes crossed, 1 vertex and 4 edges due, and no room for any edge even with the new vertex."""
    state = drawing(power=power)
    state = with_sheet(state, 0, sheet_of(3, [(0, 1), (1, 2), (0, 2)], frozen={0, 1, 2}, crossed=MINUS_BOXES - 1,
                                         objectives=("C03",)))
    return with_player(state, 0, due_vertices=1, due_edges=4, circled=10)


def test_a_new_sheet_starts_with_exactly_two_boxes_and_what_was_due_carries_over():
    state = overflowing().play(AddVertex()).play(EndDrawing())
    me = state.players[0]
    assert len(me.sheets) == 2 and me.sheets[0].crossed == MINUS_BOXES
    assert me.sheet.crossed == NEW_SHEET_CROSSED  # the fourth box of the track's overflow is the new sheet
    assert me.due_edges == 2 and not me.done_drawing  # edges 3 and 4 are still due, on the new sheet
    assert state.phase == Phase.DRAW and state.current_player == 0
    assert ("new_sheet", 0, "edge_not_drawn") in state.events


def test_edges_carried_to_a_new_sheet_can_still_be_turned_into_vertices():
    swap = next(c.id for c in DECKS.powers if c.kind == "swap" and c.times == 2)
    state = overflowing(swap).play(AddVertex()).play(EndDrawing())
    state = state.play(SwapDraw(False)).play(SwapDraw(False))
    while state.players[0].due_vertices:
        state = state.play(AddVertex())
    state = state.play(EndDrawing())
    assert state.players[0].sheet.crossed == NEW_SHEET_CROSSED and state.current_player == 1


# ----- 8. the computer plays from what its seat sees -------------------------------------------------------
@pytest.mark.parametrize("level", list(Level))
def test_the_bot_decides_from_the_observation_alone(level):
    state, _ = play_out(3, True, 4, watch=None, stop=lambda s: s.round == 4 and s.phase == Phase.PICK)
    seat = state.current_player
    seen = observe(state, seat)
    other = determinize(seen, random.Random(99))  # another game its seat cannot tell apart
    assert observe(other, seat) == seen and other.players[(seat + 1) % 3].bonus != () and other != state
    a = Bot(level).choose(seen, random.Random(7)).move
    b = Bot(level).choose(observe(other, seat), random.Random(7)).move
    assert a == b
