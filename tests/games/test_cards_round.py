"""The card game's rules engine, phase by phase: setup, picks, drawing, powers, claims, refresh, the end."""

import json
import random
from dataclasses import replace

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import IllegalMoveError
from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.codes import CardEnd, CardRefusal, CardSetupProblem
from graphgames_desktop.games.cards.moves import (
    AddEdge,
    AddVertex,
    AdjustDraw,
    Claim,
    DiscardBonus,
    DrawBonus,
    EndDrawing,
    Pass,
    PickResource,
    Refresh,
    SaveObjective,
    SwapDraw,
    move_from_json,
)
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import MINUS_BOXES, new_game
from graphgames_desktop.games.cards.table import start_sheet, start_vertices
from graphgames_desktop.games.match import Match, Seat, new_match
from graphgames_desktop.games.spec import SetupError

from .cards_helpers import drawing, finish_drawing, sheet_of, with_player, with_sheet

START = start_vertices("book")  # the rule book's sheets start blank
DECKS = standard_decks()


def refused(state, move, code):
    with pytest.raises(IllegalMoveError) as info:
        state.play(move)
    assert isinstance(info.value.code, CardRefusal) and info.value.code == code


# ----- setup ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(1, 11))
def test_setup_reveals_one_power_five_objectives_two_resources_and_gives_two_eulerians(players):
    state = new_game(players, seed=players)
    assert state.phase == "pick" and state.round == 1
    bonus_draws = sum(1 for c in DECKS.powers if c.kind == "bonus_draw")  # left out without the bonus deck
    assert state.power_up and len(state.power_deck) == 17 - bonus_draws
    assert len(state.objective_row) == 5 and len(state.objective_deck) == 55
    assert len(state.resource_row) == 2 and len(state.resource_deck) == 28
    assert all(p.eulerians == 2 and p.sheet == start_sheet() for p in state.players)
    assert start_sheet().vertices == START and not start_sheet().edges
    every = state.objective_row + state.objective_deck
    assert sorted(every) == sorted(c.id for c in DECKS.objectives)


@pytest.mark.parametrize("players, bonus, first, code", [
    (0, False, 0, CardSetupProblem.TOO_FEW_PLAYERS), (21, False, 0, CardSetupProblem.TOO_MANY_PLAYERS),
    (11, True, 0, CardSetupProblem.BONUS_TOO_MANY),
    (1, True, 0, CardSetupProblem.BONUS_NEEDS_TWO), (3, False, 3, CardSetupProblem.BAD_FIRST)])
def test_setup_refuses_impossible_tables(players, bonus, first, code):
    with pytest.raises(SetupError) as info:
        new_game(players, bonus=bonus, first=first)
    assert info.value.code == code


def test_the_first_player_can_be_chosen_and_the_order_still_turns():
    state = new_game(4, bonus=True, seed=2, first=2)
    assert state.current_player == 2 and len(state.players[2].pending_bonus) == 2
    assert not state.players[0].pending_bonus
    assert state.order == (2, 3, 0, 1) and replace(state, round=2).order == (3, 0, 1, 2)


def test_setup_is_decided_by_the_seed():
    assert new_game(4, seed=9) == new_game(4, seed=9)
    assert new_game(4, seed=9).objective_row != new_game(4, seed=10).objective_row


@pytest.mark.parametrize("players", [2, 5, 9, 10])
def test_bonus_deal_two_each_keep_one_secret(players):
    state = new_game(players, bonus=True, seed=1)
    assert state.phase == "bonus"
    for p in range(players):
        assert state.current_player == p
        dealt = state.players[p].pending_bonus
        assert len(dealt) == 2
        refused(state, PickResource(0), "discard_bonus_first")
        refused(state, DiscardBonus("B99"), "no_such_card")
        state = state.play(DiscardBonus(dealt[0]))
        assert state.players[p].bonus == (dealt[1],)
    assert state.phase == "pick"
    kept = [p.bonus[0] for p in state.players]
    assert len(set(kept)) == players  # 18 cards serve 10 players: the last pair came from the discards
    if players == 10:
        assert state.shuffles == 1
    view = observe(state, 0)
    assert view.players[0].bonus == state.players[0].bonus
    assert all(p.bonus is None and p.bonus_count == 1 for p in view.players[1:])
    assert view.objective_deck_count == len(state.objective_deck) and view.objective_row == state.objective_row
    assert all(p.bonus is None for p in observe(state, None).players)


# ----- picking and drawing -----------------------------------------------------------------------
def test_players_may_pick_the_same_card_and_gain_its_eulerians():
    state = new_game(3, seed=2)
    state = replace(state, resource_row=("R15", "R01"))  # 3 edges and 2 Eulerians; 3 vertices and 1 edge
    for _ in range(3):
        state = state.play(PickResource(0))
    assert state.phase == "draw"
    assert all(p.due_edges == 3 and p.due_vertices == 0 and p.eulerians == 4 for p in state.players)
    refused(new_game(2), PickResource(2), "no_such_card")


def test_drawing_exactly_what_the_card_gives():
    state = drawing(resources=("R01", "R15"))  # 3 vertices and 1 edge
    assert state.current_player == 0
    refused(state, EndDrawing(), "vertices_due")
    refused(state, AddEdge(0, START + 3), "no_such_vertex")
    for _ in range(3):
        state = state.play(AddVertex(10.0, 20.0))
    refused(state, AddVertex(), "no_vertex_due")
    refused(state, EndDrawing(), "edges_due")
    refused(state, AddEdge(1, 1), "loop")
    state = state.play(AddEdge(0, 1, ((1.0, 2.0), (3.0, 4.0))))
    refused(state, AddEdge(1, 2), "no_edge_due")
    sheet = state.players[0].sheet
    assert sheet.vertices == START + 3 and sheet.edges == {(0, 1)}
    assert sheet.positions[START] == (10.0, 20.0)
    assert sheet.shapes == ((0, 1, ((1.0, 2.0), (3.0, 4.0))),)
    state = state.play(EndDrawing())
    assert state.current_player == 1 and state.players[0].sheet.crossed == 0


def test_double_edges_and_frozen_components_are_refused():
    state = with_sheet(drawing(resources=("R15", "R01")), 0, sheet_of(5, [(0, 1), (2, 3)], frozen={2, 3}))
    refused(state, AddEdge(1, 0), "double_edge")
    refused(state, AddEdge(1, 2), "frozen_component")
    refused(state, AddEdge(4, 3), "frozen_component")
    state = state.play(AddEdge(0, 4))
    assert (0, 4) in state.players[0].sheet.edges


def test_each_edge_that_cannot_be_drawn_crosses_one_box():
    # 3 edges due on a sheet whose free part (vertices 0, 1, 2) is already a triangle.
    sheet = sheet_of(5, [(0, 1), (1, 2), (0, 2), (3, 4)], frozen={3, 4})
    state = with_sheet(drawing(resources=("R15", "R01")), 0, sheet)
    assert EndDrawing() in state.legal_moves()
    assert not any(isinstance(m, AddEdge) for m in state.legal_moves())
    state = state.play(EndDrawing())
    assert state.players[0].sheet.crossed == 3
    assert [e[0] for e in state.events] == ["box_crossed"] * 3


# ----- extra powers --------------------------------------------------------------------------------
POWERS = {c.id: c for c in DECKS.powers}


@pytest.mark.parametrize("power_id", sorted(POWERS))
def test_every_extra_power_does_what_its_card_says(power_id):
    power = POWERS[power_id]
    state = drawing(resources=("R10", "R15"), power=power_id, bonus=True)  # 3 vertices and 3 edges
    state = with_player(state, 0, circled=10)
    before = state.players[0]
    if power.kind == "adjust":
        moves = [m for m in state.legal_moves() if isinstance(m, AdjustDraw)]
        assert {(m.vertices, m.edges) for m in moves} == {
            (dv, de) for dv in range(-power.vertices, power.vertices + 1)
            for de in range(-power.edges, power.edges + 1) if dv or de}
        refused(state, AdjustDraw(power.vertices + 1, 0), "beyond_power")
        after = state.play(AdjustDraw(power.vertices, -power.edges))
        me = after.players[0]
        assert (me.due_vertices, me.due_edges) == (3 + power.vertices, 3 - power.edges)
        assert me.eulerians == before.eulerians - power.cost
        refused(after, AdjustDraw(0, 1) if power.edges else AdjustDraw(1, 0), "power_used")
    elif power.kind == "swap":
        after = state
        for _i in range(power.times):
            after = after.play(SwapDraw(True))
        me = after.players[0]
        assert (me.due_vertices, me.due_edges) == (3 - power.times, 3 + power.times)
        assert me.eulerians == before.eulerians - power.cost * power.times
        refused(after, SwapDraw(False), "power_used")
        back = state.play(SwapDraw(False)).players[0]
        assert (back.due_vertices, back.due_edges) == (4, 2)
    elif power.kind == "save":
        state = replace(state, objective_row=("S01", "C02", "S05", "C07", "S10"))
        after = state
        wanted = [c for c in state.objective_row if state.objective(c).type in power.types][:power.times]
        for card in wanted:
            after = after.play(SaveObjective(card))
        assert after.players[0].saved == tuple(wanted)
        assert after.players[0].eulerians == before.eulerians - power.cost * len(wanted)
        assert len(after.objective_row) == 5 and not set(wanted) & set(after.objective_row)
        assert not set(wanted) & set(after.claimable(1))  # nobody else may claim a saved card
        wrong = [c for c in after.objective_row if after.objective(c).type not in power.types]
        if wrong and power.times > len(wanted):
            refused(after, SaveObjective(wrong[0]), "wrong_objective_type")
        if power.times == len(wanted):
            refused(after, SaveObjective(after.objective_row[0]), "power_used")
    else:  # bonus_draw
        held = len(before.bonus)
        after = state.play(DrawBonus())
        drawn = after.players[0].pending_bonus
        assert len(drawn) == power.draw
        refused(after, AddVertex(), "discard_bonus_first")
        after = after.play(DiscardBonus(drawn[0]))
        assert len(after.players[0].bonus) == held + power.draw - 1
        assert after.players[0].eulerians == before.eulerians - power.cost
        refused(after, DrawBonus(), "power_used")
    assert after.players[0].used_power


def test_powers_cost_eulerians_and_must_be_face_up():
    state = drawing(power="P01")  # costs 2; a player starts with 2
    state = with_player(state, 0, circled=3, spent=2)
    refused(state, AdjustDraw(1, 0), "not_enough_eulerians")
    assert not any(isinstance(m, AdjustDraw) for m in state.legal_moves())
    refused(state, SwapDraw(True), "power_not_face_up")
    state = with_player(state, 0, circled=10)
    refused(state, AdjustDraw(-5, 0), "beyond_power")
    refused(state, AdjustDraw(0, 0), "beyond_power")
    refused(state, AdjustDraw(0, -2), "below_zero")  # R01 gives 1 edge
    refused(drawing(power="P08"), DrawBonus(), "no_bonus_deck")


def test_a_saved_objective_is_claimed_later_by_its_saver_only():
    state = drawing(resources=("R10", "R15"), power="P16")
    state = replace(state, objective_row=("S05", "C02", "S01", "C07", "S10"))
    state = state.play(SaveObjective("S05"))  # the triangle
    state = finish_drawing(state)
    assert state.phase == "claim"
    refused(state, Claim("S99"), "no_such_card")
    assert Claim("S05") in state.legal_moves()
    state = with_sheet(state, 0, sheet_of(3, [(0, 1), (1, 2), (0, 2)]))
    state = state.play(Claim("S05"))
    assert state.players[0].saved == () and state.players[0].claimed == ("S05",)
    assert Claim("S05") not in state.legal_moves()  # player 1 never could


def test_a_save_is_no_claim_and_a_round_still_has_one_claim():
    """The book's reading (said in the rules window): its step 3 allows one claim a round, and a save power,
    used while drawing (step 2), may save two cards in a round, so a save is no claim. A player who saved
    may claim once in that round, the saved card or another; never twice."""
    state = drawing(resources=("R10", "R15"), power="P16")  # P16: save a C or S card, up to twice a round
    state = replace(state, objective_row=("S05", "C02", "S01", "C07", "S10"))
    state = state.play(SaveObjective("S05")).play(SaveObjective("C02"))
    state = finish_drawing(state)
    state = with_sheet(state, 0, sheet_of(4, [(0, 1), (1, 2), (2, 3), (0, 2)]))  # a triangle with a tail: S05 and S01
    assert state.current_player == 0 and {Claim("S01"), Claim("S05")} <= set(state.legal_moves())
    after = state.play(Claim("S01"))  # another card than those saved, in the round of the saves
    assert after.players[0].claimed == ("S01",) and after.players[0].saved == ("S05", "C02")
    assert after.current_player != 0 or after.phase != "claim"  # claimed: not asked again this round
    while after.phase == "claim":
        assert after.current_player != 0
        after = after.play(Pass())
    assert after.round == state.round and after.players[0].claim_used  # the next round asks again


# ----- claims ------------------------------------------------------------------------------------------
def claiming(sheet, row=("S01", "C02", "S05", "C07", "S10"), player=0):
    state = replace(finish_drawing(drawing()), objective_row=row)
    return with_sheet(state, player, sheet)


def test_an_s_claim_needs_a_subgraph_not_an_induced_one():
    # K4 holds a path on 4 vertices (not induced) and a claw.
    state = claiming(sheet_of(4, [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]))
    deck_top = state.objective_deck[0]
    after = state.play(Claim("S01"))
    assert after.players[0].claimed == ("S01",) and after.events[0][0] == "claimed"
    assert "S01" not in after.objective_row and deck_top in after.objective_row  # replaced from the deck
    assert after.current_player == 1  # one claim per round: the turn moved on
    assert after.players[0].sheet.frozen == frozenset()


def test_a_c_claim_takes_whole_components_and_freezes_them():
    # Two separate edges and a triangle with a pendant edge.
    sheet = sheet_of(8, [(0, 1), (2, 3), (4, 5), (5, 6), (4, 6), (6, 7)])
    after = claiming(sheet, row=("S01", "C01", "S05", "C10", "S10")).play(Claim("C01"))  # two edges
    assert after.players[0].sheet.frozen == {0, 1, 2, 3}
    # A triangle inside a bigger component is no whole component: C10 (a triangle and an edge) fails, S05 holds.
    failed = claiming(sheet, row=("S01", "C01", "S05", "C10", "S10")).play(Claim("C10"))
    assert failed.events[-2][0] == "claim_failed" or ("claim_failed", 0, "C10") in failed.events
    assert failed.players[0].sheet.crossed == 1 and "C10" in failed.objective_row
    assert failed.players[0].claimed == ()
    assert claiming(sheet).play(Claim("S05")).players[0].claimed == ("S05",)


def test_naming_the_components_of_a_c_claim():
    sheet = sheet_of(6, [(0, 1), (2, 3), (4, 5)])
    row = ("S01", "C01", "S05", "C10", "S10")  # C01: two edges
    after = claiming(sheet, row).play(Claim("C01", (2, 4)))
    assert after.players[0].sheet.frozen == {2, 3, 4, 5}
    wrong = claiming(sheet, row).play(Claim("C01", (2, 3)))
    assert wrong.players[0].sheet.crossed == 1


def test_frozen_components_still_count_for_other_claims():
    sheet = sheet_of(3, [(0, 1), (1, 2), (0, 2)], frozen={0, 1, 2}, objectives=("C07",))
    state = claiming(sheet, row=("S05", "S01", "C02", "S10", "C04"))
    assert state.play(Claim("S05")).players[0].claimed == ("C07", "S05")


def test_a_failed_claim_crosses_a_box_and_returns_the_card():
    state = claiming(sheet_of(2, [(0, 1)]))
    after = state.play(Claim("S05"))
    assert after.players[0].sheet.crossed == 1
    assert after.objective_row == state.objective_row
    assert after.current_player == 1


# ----- refresh, the end of a round and the decks ---------------------------------------------------------
def to_refresh(state):
    while state.phase == "claim":
        state = state.play(Pass())
    return state


def test_refresh_discards_the_five_reveals_five_and_crosses_two_boxes():
    state = to_refresh(finish_drawing(drawing()))
    assert state.phase == "refresh" and state.legal_moves() == [Refresh(), Pass()]
    row = state.objective_row
    after = state.play(Refresh())
    assert after.objective_discard[-5:] == row
    assert len(after.objective_row) == 5 and not set(row) & set(after.objective_row)
    assert after.players[0].sheet.crossed == 2
    assert after.current_player == 1  # and player 1 may refresh too
    twice = after.play(Refresh())
    assert twice.players[1].sheet.crossed == 2 and twice.round == 2


def test_each_round_replaces_the_power_and_the_resources_and_turns_the_order():
    state = to_refresh(finish_drawing(drawing(players=3)))
    power, resources = state.power_up, state.resource_row
    for _ in range(3):
        state = state.play(Pass())
    assert state.round == 2 and state.phase == "pick"
    assert state.power_up != power and power in state.power_discard
    assert state.resource_row != resources and len(state.resource_row) == 2
    assert state.order == (1, 2, 0) and state.current_player == 1
    assert all(p.pick is None and p.power_uses == 0 for p in state.players)


def test_an_empty_objective_deck_reshuffles_its_discards():
    state = claiming(sheet_of(4, [(0, 1), (1, 2), (2, 3)]))
    state = replace(state, objective_deck=(), objective_discard=("S20", "S21", "S22"))
    after = state.play(Claim("S01"))
    assert len(after.objective_row) == 5
    assert ("reshuffled", -1, "objective_deck") in after.events
    assert after.objective_discard == () and len(after.objective_deck) == 2


def test_a_box_on_a_full_track_starts_a_new_sheet_with_two_boxes_crossed():
    state = claiming(sheet_of(2, [(0, 1)], crossed=MINUS_BOXES - 1))
    state = with_player(state, 0, circled=7, spent=2)
    state = to_refresh(state.play(Claim("S05")))  # fails: the eighth box
    assert state.players[0].sheet.crossed == MINUS_BOXES
    state = state.play(Refresh())  # two more boxes: the first does not fit
    me = state.players[0]
    assert len(me.sheets) == 2 and me.sheets[0].crossed == MINUS_BOXES
    assert me.sheet.crossed == 3 and me.sheet.vertices == START  # 2 crossed at start, then the second box
    assert me.eulerians == 5  # the purse moves to the new sheet
    assert ("new_sheet", 0, "refresh") in state.events


def test_the_game_ends_after_the_claims_of_the_round_in_which_the_resources_run_out():
    state = new_game(2, seed=4)
    while state.outcome() is None:
        assert state.last_round == (state.round == 15)
        if state.phase == "refresh":
            assert not state.last_round
        if state.phase == "draw":
            state = finish_drawing(state)
        else:
            state = state.play(PickResource(0) if state.phase == "pick" else Pass())
    assert state.round == 15 and state.phase == "over" and state.legal_moves() == []
    assert state.resource_deck == ()
    refused(state, Pass(), "game_over")
    assert state.outcome().termination == CardEnd.SCORED


# ----- contract -----------------------------------------------------------------------------------
def test_play_never_mutates_and_wrong_moves_are_refused_with_codes():
    state = drawing()
    snapshot = repr(state)
    for move in state.legal_moves():
        state.play(move)
    assert repr(state) == snapshot
    refused(state, Claim("S01"), "wrong_phase")
    refused(state, PickResource(0), "wrong_phase")
    refused(state, object(), "bad_move_kind")
    refused(state, "Pass", CardRefusal.BAD_MOVE_KIND)


def test_a_record_replays_through_json():
    match = new_match(GAMES["cards"], [Seat()] * 3, None, {"bonus": True}, seed=5)
    assert match.state == new_game(3, bonus=True, seed=5)
    for _ in range(60):
        match.play(match.state.legal_moves()[-1 if match.state.phase == "claim" else 0])
    record = json.loads(json.dumps(match.record()))
    replayed = Match.from_record(record, None)
    assert replayed.state == match.state and replayed.moves == match.moves
    assert move_from_json(AddEdge(1, 2, ((0.5, 1.0),)).to_json()) == AddEdge(1, 2, ((0.5, 1.0),))
    assert move_from_json(Claim("C02", (1, 4)).to_json()) == Claim("C02", (1, 4))



@pytest.mark.parametrize("players", [1, 2, 6, 10, 15, 20])
def test_random_legal_moves_always_reach_the_end(players):
    rng = random.Random(players)
    state = new_game(players, bonus=1 < players <= 10, seed=players)
    for _ in range(100_000):
        if state.outcome() is not None:
            break
        move = rng.choice(state.legal_moves())
        assert move in state.legal_moves()
        state = state.play(move)
    assert state.outcome() is not None and state.round == 15
    assert len(state.outcome().scores) == players
