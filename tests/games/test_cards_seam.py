"""The card game on the plug-in seam: its spec, every refusal code, hostile records, matches, records and undo."""

import json
import math
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import graphgames_desktop.games as games
from graphgames_desktop.games.base import DecodeProblem, IllegalMoveError, InvalidMoveError, Level
from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.codes import CardEnd, CardRefusal, CardSetupProblem
from graphgames_desktop.games.cards.game import SPEC, final, reveals
from graphgames_desktop.games.cards.moves import (
    MOVES,
    AcceptClaim,
    AddEdge,
    AddVertex,
    AdjustDraw,
    CardMove,
    Claim,
    ContestClaim,
    DiscardBonus,
    DrawBonus,
    EndDrawing,
    Pass,
    PickResource,
    Refresh,
    SaveObjective,
    SwapDraw,
    TimeUp,
    move_from_json,
)
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import CardGame, new_game
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Match, Seat, new_match
from graphgames_desktop.games.spec import Setup, SetupError, SetupProblem

from .cards_helpers import claim_step, drawing, sheet_of, with_player, with_sheet

DECKS = standard_decks()


# ----- the spec ---------------------------------------------------------------------------------------
def test_importing_the_games_registers_the_card_game():
    assert games.GAMES["cards"] is SPEC
    assert SPEC.refusals is CardRefusal and SPEC.terminations is CardEnd and SPEC.hidden_information
    assert SPEC.board is None and SPEC.seats == (1, 20) and SPEC.option("bonus").default is False
    assert SPEC.option("claims").default == "referee" and SPEC.rules_version == 4
    assert SPEC.option("rules").default == "book" and SPEC.option("rules").choices == ("book", "balanced")
    assert isinstance(SPEC.computer(Level.EASY), Bot) and SPEC.computer(Level.STRONG).level == Level.STRONG


def test_the_spec_sets_up_from_a_setup():
    state = SPEC.make_state(Setup(seats=3, options={"bonus": True}, seed=11, first=1))
    assert state == new_game(3, bonus=True, seed=11, first=1) and state.current_player == 1
    for seats, code in ((0, SetupProblem.TOO_FEW_SEATS), (21, SetupProblem.TOO_MANY_SEATS)):
        with pytest.raises(SetupError) as info:
            SPEC.make_state(Setup(seats=seats))
        assert info.value.code == code
    with pytest.raises(SetupError) as info:
        SPEC.make_state(Setup(seats=1, options={"bonus": True}))
    assert info.value.code == CardSetupProblem.BONUS_NEEDS_TWO
    with pytest.raises(SetupError) as info:
        SPEC.make_state(Setup(seats=11, options={"bonus": True}))
    assert info.value.code == CardSetupProblem.BONUS_TOO_MANY


# ----- every refusal ------------------------------------------------------------------------------------
def refresh_phase():
    state = drawing()
    while state.phase != Phase.REFRESH:
        state = state.play(next(m for m in state.legal_moves() if not isinstance(m, AdjustDraw)
                                and not isinstance(m, Claim)))
    return state


#: For each code, a position and a move that the rules refuse with it.
REACH = {
    CardRefusal.BAD_MOVE_KIND: lambda: (new_game(2), object()),
    CardRefusal.GAME_OVER: lambda: (replace(new_game(2), phase=Phase.OVER), Pass()),
    CardRefusal.DISCARD_BONUS_FIRST: lambda: (new_game(2, bonus=True), PickResource(0)),
    CardRefusal.WRONG_PHASE: lambda: (refresh_phase(), Claim("S01")),
    CardRefusal.NO_SUCH_CARD: lambda: (new_game(2), PickResource(2)),
    CardRefusal.NO_VERTEX_DUE: lambda: (drawing(resources=("R15", "R01")), AddVertex()),  # 3 edges, no vertex
    CardRefusal.NO_EDGE_DUE: lambda: (with_player(drawing(), 0, due_edges=0), AddEdge(0, 1)),
    CardRefusal.NO_SUCH_VERTEX: lambda: (drawing(), AddEdge(0, 99)),
    CardRefusal.LOOP: lambda: (with_sheet(drawing(resources=("R15", "R01")), 0, sheet_of(3)), AddEdge(1, 1)),
    CardRefusal.DOUBLE_EDGE: lambda: (with_sheet(drawing(resources=("R15", "R01")), 0, sheet_of(3, [(0, 1)])),
                                      AddEdge(1, 0)),
    CardRefusal.FROZEN_COMPONENT: lambda: (with_sheet(drawing(resources=("R15", "R01")), 0,
                                                      sheet_of(3, [(0, 1)], frozen={0, 1})), AddEdge(1, 2)),
    CardRefusal.VERTICES_DUE: lambda: (drawing(), EndDrawing()),
    CardRefusal.EDGES_DUE: lambda: (with_sheet(drawing(resources=("R15", "R01")), 0, sheet_of(3)), EndDrawing()),
    CardRefusal.POWER_NOT_FACE_UP: lambda: (drawing(power="P01"), SwapDraw(True)),
    CardRefusal.POWER_USED: lambda: (with_player(drawing(power="P01"), 0, circled=10).play(AdjustDraw(1, 0)),
                                     AdjustDraw(1, 0)),
    CardRefusal.NOT_ENOUGH_EULERIANS: lambda: (with_player(drawing(power="P01"), 0, circled=3, spent=2),
                                               AdjustDraw(1, 0)),
    CardRefusal.BEYOND_POWER: lambda: (drawing(power="P01"), AdjustDraw(-5, 0)),
    CardRefusal.BELOW_ZERO: lambda: (drawing(power="P01"), AdjustDraw(0, -2)),  # R01 gives one edge
    CardRefusal.WRONG_OBJECTIVE_TYPE: lambda: (replace(drawing(power="P02"), objective_row=("S01", "C02")),
                                               SaveObjective("C02")),  # P02 saves S cards only
    CardRefusal.NO_BONUS_DECK: lambda: (drawing(power="P08"), DrawBonus()),
    CardRefusal.BONUS_DECK_EMPTY: lambda: (replace(drawing(power="P08", bonus=True), bonus_deck=(), bonus_discard=()),
                                           DrawBonus()),
    CardRefusal.NAME_COMPONENTS: lambda: (claim_step(claims="contest"), Claim("C01")),
    CardRefusal.CLAIM_OPEN: lambda: (claim_step(claims="contest").play(Claim("S01")), Pass()),
    CardRefusal.NO_OPEN_CLAIM: lambda: (claim_step(), ContestClaim()),
}


def test_every_refusal_code_is_reached():
    assert set(REACH) == set(CardRefusal)


@pytest.mark.parametrize("code", list(CardRefusal))
def test_refusal(code):
    state, move = REACH[code]()
    with pytest.raises(IllegalMoveError) as info:
        state.play(move)
    assert info.value.code is code


CARD_IDS = sorted(c.id for deck in (DECKS.resources, DECKS.objectives, DECKS.bonus, DECKS.powers) for c in deck)
small = st.integers(-2, 12)
any_move = st.one_of(
    st.builds(PickResource, small), st.builds(AddVertex), st.builds(AddEdge, small, small), st.builds(EndDrawing),
    st.builds(AdjustDraw, st.integers(-3, 3), st.integers(-3, 3)), st.builds(SwapDraw, st.booleans()),
    st.builds(SaveObjective, st.sampled_from(CARD_IDS + ["X1"])), st.builds(DrawBonus),
    st.builds(DiscardBonus, st.sampled_from(CARD_IDS + ["X1"])),
    st.builds(Claim, st.sampled_from(CARD_IDS), st.lists(small, max_size=3).map(tuple)),
    st.builds(Refresh), st.builds(Pass), st.builds(ContestClaim), st.builds(AcceptClaim), st.just(object()), st.just(None))


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 20), st.booleans(), st.booleans(), st.integers(0, 60), st.lists(any_move, min_size=1, max_size=40),
       st.randoms(use_true_random=False))
def test_any_move_in_any_position_is_played_or_refused_with_a_card_code(players, bonus, contest, plies, tries, rng):
    state = new_game(players, bonus=bonus and 1 < players <= 10, seed=plies,
                     claims="contest" if contest and players > 1 else "referee")
    for _ in range(plies):
        if state.outcome() is not None:
            break
        state = state.play(rng.choice(state.legal_moves()))
    for move in tries:
        try:
            after = state.play(move)
        except IllegalMoveError as refusal:
            assert isinstance(refusal.code, CardRefusal)
            assert move not in state.legal_moves()
        else:
            assert isinstance(after, CardGame)
            if not isinstance(move, Claim):  # a claim the sheet does not prove is played and fails
                assert move in state.legal_moves() or isinstance(move, (AddVertex, AddEdge))


# ----- moves from untrusted records ------------------------------------------------------------------
def one_of_each():
    return [PickResource(1), AddVertex(1.5, -2.0), AddEdge(0, 3, ((0.5, 1.0), (2, 3))), EndDrawing(), AdjustDraw(-1, 2),
            SwapDraw(False), SaveObjective("S05"), DrawBonus(), DiscardBonus("B03"), Claim("C02", (1, 4)), Claim("S01"),
            ContestClaim(), AcceptClaim(), Refresh(), Pass(), TimeUp()]


def test_every_move_survives_json():
    moves = one_of_each()
    assert {type(m).__name__ for m in moves} == set(MOVES)
    for move in moves:
        assert move_from_json(json.loads(json.dumps(move.to_json()))) == move


HOSTILE = [
    None, [], "Pass", 3, {}, {"move": "Nope"}, {"move": ["Pass"]}, {"move": None}, {1: 2}, {"move": "Pass", "extra": 1},
    {"move": "PickResource"}, {"move": "PickResource", "index": True}, {"move": "PickResource", "index": "0"},
    {"move": "PickResource", "index": 1.0}, {"move": "PickResource", "index": None},
    {"move": "AddVertex", "x": math.inf}, {"move": "AddVertex", "x": math.nan}, {"move": "AddVertex", "y": "1"},
    {"move": "AddVertex", "x": False},
    {"move": "AddEdge", "u": 0}, {"move": "AddEdge", "u": 0, "v": 1, "points": [[0, 1, 2]]},
    {"move": "AddEdge", "u": 0, "v": 1, "points": [["a", 1]]}, {"move": "AddEdge", "u": 0, "v": 1, "points": "xy"},
    {"move": "AddEdge", "u": 0, "v": 1, "points": [[0, math.nan]]}, {"move": "AddEdge", "u": 0, "v": [1]},
    {"move": "AddEdge", "u": 0, "v": 1, "points": [(0, 1)]}, {"move": "AddEdge", "u": 0, "v": 1, "points": {"a": 1}},
    {"move": "AdjustDraw", "vertices": True}, {"move": "AdjustDraw", "edges": 0.5},
    {"move": "SwapDraw"}, {"move": "SwapDraw", "to_edge": 1}, {"move": "SwapDraw", "to_edge": "true"},
    {"move": "SaveObjective", "card": 5}, {"move": "SaveObjective", "card": ""}, {"move": "DiscardBonus", "card": ["B01"]},
    {"move": "Claim", "card": "S01", "vertices": [True]}, {"move": "Claim", "card": "S01", "vertices": "12"},
    {"move": "Claim", "card": "S01", "vertices": [1.0]}, {"move": "Claim", "vertices": [1]},
    {"move": "EndDrawing", "u": 1}, {"move": "Refresh", "move2": "Pass"},
]


@pytest.mark.parametrize("raw", HOSTILE, ids=[str(i) for i in range(len(HOSTILE))])
def test_malformed_moves_are_refused(raw):
    with pytest.raises(InvalidMoveError) as info:
        move_from_json(raw)
    assert info.value.code == DecodeProblem.MALFORMED


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8) | st.sampled_from(sorted(MOVES)),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


def check_decodes_or_refuses(raw):
    try:
        move = move_from_json(raw)
    except InvalidMoveError as error:
        assert error.code == DecodeProblem.MALFORMED
    else:
        assert isinstance(move, CardMove) and move_from_json(json.loads(json.dumps(move.to_json()))) == move


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_json_value_decodes_to_a_move_or_is_refused(raw):
    check_decodes_or_refuses(raw)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(one_of_each()), st.sampled_from(["move", "index", "x", "u", "v", "points", "vertices", "edges",
                                                        "to_edge", "card", "other"]), json_values)
def test_a_move_with_one_field_changed_decodes_or_is_refused(move, key, value):
    raw = move.to_json()
    raw[key] = value
    if key not in move.to_json():
        with pytest.raises(InvalidMoveError):
            move_from_json(raw)
    check_decodes_or_refuses(raw)
    del raw[key]
    check_decodes_or_refuses(raw)


# ----- matches, records, undo --------------------------------------------------------------------------
def computer_match(players, bonus, seed, levels):
    seats = [Seat.computer(levels[i % len(levels)]) for i in range(players)]
    return new_match(SPEC, seats, None, {"bonus": bonus}, seed=seed)


def test_a_whole_match_between_computers_replays_from_its_record():
    match = computer_match(3, True, 2, (Level.STRONG, Level.MEDIUM, Level.EASY))
    rng = random.Random(4)
    while match.seat_to_move() is not None:
        match.play(match.computer_job(rng)().move, by=match.state.current_player)
    record = json.loads(json.dumps(match.record()))
    replayed = Match.from_record(record, None)
    assert replayed.state == match.state and replayed.moves == match.moves
    assert replayed.state.outcome() == match.state.outcome() and match.state.round == 15
    assert record["setup"]["options"] == {"rules": "book", "bonus": True, "claims": "referee", "turns": "in_turn"}


def test_undo_takes_back_a_persons_own_strokes_but_no_move_that_handed_the_turn_on():
    match = new_match(SPEC, [Seat(), Seat.computer(Level.EASY)], None, {}, seed=7)
    match.play(PickResource(0), by=0)  # the pick is secret, and the computer picks next: it stands
    assert not match.can_undo()
    match.play(match.computer_job(random.Random(0))().move, by=1)
    assert match.state.phase == Phase.DRAW and not match.can_undo()  # the picks were revealed together
    while match.state.current_player != 0:
        match.play(match.computer_job(random.Random(0))().move, by=1)
    drawn = match.state
    due = drawn.players[0].due_vertices
    assert due and drawn.current_player == 0
    match.play(AddVertex(), by=0)
    assert match.can_undo() and len(match.undo()) == 1 and match.state == drawn  # a stroke of one's own turn
    assert len(match.redo()) == 1


def test_undo_never_takes_back_a_move_that_showed_hidden_cards():
    match = new_match(SPEC, [Seat(), Seat()], None, {"bonus": True}, seed=7)
    match.play(match.state.legal_moves()[0], by=0)  # seat 1 is dealt two bonus cards
    assert not match.can_undo() and match.undo() == []
    while match.state.phase != Phase.REFRESH:
        moves = match.state.legal_moves()
        match.play(Pass() if Pass() in moves else next(m for m in moves if not isinstance(m, AdjustDraw)))
    match.play(Refresh())  # five new objectives
    assert not match.can_undo()
    match.play(Pass())  # the round ends: new resources and power
    assert not match.can_undo() and match.state.round == 2


def test_a_claims_result_is_final_even_a_failed_one():
    """A failed claim cannot be undone for free (issue 29): its crossed box stays, alone at the table too."""
    match = new_match(SPEC, [Seat()], None, {}, seed=3)
    while match.state.phase != Phase.CLAIM:
        moves = match.state.legal_moves()
        match.play(next((m for m in moves if isinstance(m, (PickResource, AddVertex, AddEdge, EndDrawing))), moves[0]))
    state = match.state
    g = state.players[0].sheet.graph
    wrong = next(c for c in state.objective_row if not claims.has_subgraph(g, state.objective(c).graph()))
    match.play(Claim(wrong), by=0)
    crossed = match.state.players[0].sheet.crossed
    assert crossed == state.players[0].sheet.crossed + 1 and ("claim_failed", 0, wrong) in match.state.events
    assert not match.can_undo() and match.undo() == [] and match.state.players[0].sheet.crossed == crossed


def test_final_moves_are_those_that_hand_the_turn_on_end_a_step_claim_or_show_a_card():
    rng = random.Random(5)
    state = new_game(3, bonus=True, seed=5)
    for _ in range(500):
        if state.outcome() is not None:
            break
        move = rng.choice(state.legal_moves())
        after = state.play(move)
        if reveals(state, after) or after.current_player != state.current_player or after.phase != state.phase \
                or isinstance(move, (Claim, ContestClaim, AcceptClaim)):
            assert final(state, after), move
        else:
            assert not final(state, after) and isinstance(move, (AddVertex, AddEdge, AdjustDraw, SwapDraw, EndDrawing,
                                                                  DiscardBonus)), move
        state = after


@pytest.mark.parametrize("players, bonus", [(1, False), (3, True), (10, True)])
def test_a_move_reveals_exactly_when_a_seat_sees_a_card_it_could_not_see(players, bonus):
    rng = random.Random(players)
    state = new_game(players, bonus=bonus, seed=players)
    quiet = (PickResource, AddVertex, AddEdge, EndDrawing, AdjustDraw, SwapDraw)
    for _ in range(600):
        if state.outcome() is not None:
            break
        move = rng.choice(state.legal_moves())
        after = state.play(move)
        if any(visible_ids(after, seat) - visible_ids(state, seat) for seat in [None, *range(players)]):
            assert reveals(state, after)
        if isinstance(move, quiet):
            assert not reveals(state, after)
        state = after


def visible_ids(state, seat):
    """Every card id ``seat`` sees."""
    seen = observe(state, seat)
    ids = set(seen.resource_row + seen.resource_discard + seen.objective_row + seen.objective_discard + seen.power_discard)
    return ids | {seen.power_up} | {c for pl in seen.players
                                    for c in pl.claimed + pl.saved + (pl.bonus or ()) + (pl.pending_bonus or ())}
