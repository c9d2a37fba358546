"""The contest mode for paper play (issue 13, item 3): a claim is recorded and checked only when contested."""

import json
import random

import networkx as nx
import pytest

from graphgames_desktop.games.base import IllegalMoveError, Level
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.codes import CardRefusal, CardSetupProblem
from graphgames_desktop.games.cards.game import SPEC
from graphgames_desktop.games.cards.moves import AcceptClaim, Claim, ContestClaim, Pass
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import new_game
from graphgames_desktop.games.match import Match, Seat, new_match
from graphgames_desktop.games.spec import Setup, SetupError, SetupProblem

from .cards_helpers import claim_step, drawing, sheet_of, with_card, with_sheet

TRIANGLE = nx.cycle_graph(3)


def refused(state, move, code):
    with pytest.raises(IllegalMoveError) as info:
        state.play(move)
    assert info.value.code == code


# ----- 3. contest mode: a claim stands unless someone asks for proof ---------------------------------------
def test_the_claims_option_is_typed():
    option = SPEC.option("claims")
    assert option.default == "referee" and option.choices == ("referee", "contest")
    assert SPEC.make_state(Setup(seats=2, options={"claims": "contest"})).claims == "contest"
    with pytest.raises(SetupError) as info:
        SPEC.make_state(Setup(seats=2, options={"claims": "honour"}))
    assert info.value.code == SetupProblem.BAD_OPTION
    with pytest.raises(SetupError) as info:
        new_game(1, claims="contest")
    assert info.value.code == CardSetupProblem.CONTEST_NEEDS_TWO


def test_an_uncontested_claim_stands_even_unproven():
    state = with_card(claim_step(players=3, claims="contest"), "S01", TRIANGLE, "S")
    state = state.play(Claim("S01"))  # player 0 has no triangle
    assert state.open_claim is not None and state.current_player == 1
    assert state.legal_moves() == [ContestClaim(), AcceptClaim()]
    refused(state, Pass(), CardRefusal.CLAIM_OPEN)
    refused(state, Claim("S02"), CardRefusal.CLAIM_OPEN)
    state = state.play(AcceptClaim())
    assert state.current_player == 2
    state = state.play(AcceptClaim())
    assert state.open_claim is None and state.players[0].claimed == ("S01",) and state.players[0].sheet.crossed == 0
    assert "S01" not in state.objective_row and state.current_player == 1


def test_a_contested_claim_is_checked():
    state = with_card(claim_step(players=3, claims="contest"), "S01", TRIANGLE, "S")
    failed = state.play(Claim("S01")).play(AcceptClaim()).play(ContestClaim())  # player 2 asks for proof
    assert failed.players[0].claimed == () and failed.players[0].sheet.crossed == 1 and "S01" in failed.objective_row
    assert ("claim_contested", 2, "S01") in failed.events and ("claim_failed", 0, "S01") in failed.events
    proven = with_sheet(state, 0, sheet_of(3, [(0, 1), (1, 2), (0, 2)])).play(Claim("S01")).play(ContestClaim())
    assert proven.players[0].claimed == ("S01",) and proven.open_claim is None
    assert proven.current_player == 1  # back to the claim step


def test_a_c_claim_in_contest_mode_names_its_components():
    state = with_card(claim_step(claims="contest"), "C01", TRIANGLE, "C")
    state = with_sheet(state, 0, sheet_of(5, [(0, 1), (1, 2), (0, 2), (3, 4)]))
    refused(state, Claim("C01"), CardRefusal.NAME_COMPONENTS)
    assert Claim("C01", (0,)) in state.legal_moves()
    after = state.play(Claim("C01", (3,))).play(AcceptClaim())  # names the edge: nobody objects
    assert after.players[0].sheet.frozen == {3, 4} and after.players[0].claimed == ("C01",)


def test_contest_moves_need_an_open_claim():
    state = claim_step(claims="contest")
    refused(state, ContestClaim(), CardRefusal.NO_OPEN_CLAIM)
    refused(claim_step(), AcceptClaim(), CardRefusal.NO_OPEN_CLAIM)
    refused(drawing(), ContestClaim(), CardRefusal.WRONG_PHASE)


def test_bots_contest_only_false_claims_and_finish_contest_games():
    state = with_card(claim_step(players=2, claims="contest"), "S01", TRIANGLE, "S")
    open_claim = state.play(Claim("S01"))
    assert Bot(Level.MEDIUM).choose(observe(open_claim, 1), random.Random(0)).move == ContestClaim()
    honest = with_sheet(state, 0, sheet_of(3, [(0, 1), (1, 2), (0, 2)])).play(Claim("S01"))
    assert Bot(Level.MEDIUM).choose(observe(honest, 1), random.Random(0)).move == AcceptClaim()
    match = new_match(SPEC, [Seat.computer(Level.MEDIUM), Seat.computer(Level.EASY), Seat()], None,
                      {"claims": "contest", "bonus": True}, seed=5)
    rng = random.Random(1)
    while match.seat_to_move() is not None:
        seat = match.state.current_player
        if match.seats[seat].is_computer:
            match.play(match.computer_job(rng)().move, by=seat)
        else:
            match.play(rng.choice(match.state.legal_moves()), by=seat)
    replayed = Match.from_record(json.loads(json.dumps(match.record())), None)
    assert replayed.state == match.state and match.state.round == 15
