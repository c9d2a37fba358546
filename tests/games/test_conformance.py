"""One suite over every registered game (OpenSpiel-style), through the match, at every seat count."""

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import IllegalMoveError, InvalidMoveError, PublicObservation
from graphgames_desktop.games.match import Match, MatchRefusal, Seat
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.graph import boards

SMALL_BOARDS = ("path-7", "cycle-6", "star-5", "complete-4", "bamboo", "hb-tree")
CASES = [(gid, seats) for gid, spec in sorted(GAMES.items()) for seats in range(spec.seats[0], spec.seats[1] + 1)]
IDS = [f"{gid}-{seats}" for gid, seats in CASES]
SECRET_NAMES = {"seed", "shuffles", "rng", "random"}


def board_for(spec, board_id=None):
    if spec.board is None:
        return None
    return boards.board(board_id or next((b for b in spec.boards if b in SMALL_BOARDS), spec.default_board))


def new(game_id, seats, seed=1, board_id=None):
    spec = GAMES[game_id]
    return Match(spec, Setup(seats, board_for(spec, board_id), {}, seed, 0), tuple(Seat() for _ in range(seats)))


def random_game(match, rng, limit=5000):
    for _ in range(limit):
        if match.state.outcome() is not None:
            break
        match.play(rng.choice(list(match.state.legal_moves())))
    return match


@pytest.mark.parametrize("game_id,seats", CASES, ids=IDS)
def test_random_playouts_end_with_an_outcome(game_id, seats):
    rng = random.Random(seats)
    for seed in range(3):
        match = random_game(new(game_id, seats, seed), rng)
        outcome = match.state.outcome()
        assert outcome is not None and list(match.state.legal_moves()) == []
        assert isinstance(outcome.termination, GAMES[game_id].terminations)
        assert all(0 <= w < seats for w in outcome.winners)


@pytest.mark.parametrize("game_id,seats", CASES, ids=IDS)
def test_play_never_mutates_and_every_legal_move_is_accepted(game_id, seats):
    match = random_game(new(game_id, seats), random.Random(3), limit=4)
    state = match.state
    snapshot = copy.deepcopy(state)
    for move in state.legal_moves():
        assert state.play(move) is not state
    assert state == snapshot and repr(state) == repr(snapshot)


@pytest.mark.parametrize("game_id,seats", CASES, ids=IDS)
def test_other_moves_are_refused_with_an_enum_code(game_id, seats):
    spec = GAMES[game_id]
    match = new(game_id, seats)
    state = match.state
    with pytest.raises(IllegalMoveError) as info:
        state.play(object())
    assert isinstance(info.value.code, spec.refusals)
    rng = random.Random(5)
    for _ in range(30):  # a move legal once and then stale: refused by the game, with its own code
        if state.outcome() is not None:
            break
        move = rng.choice(list(state.legal_moves()))
        after = state.play(move)
        if move not in after.legal_moves() and after.outcome() is None:
            with pytest.raises(IllegalMoveError) as info:
                after.play(move)
            assert isinstance(info.value.code, spec.refusals)
        state = after
    if seats > 1 and match.state.outcome() is None:
        with pytest.raises(IllegalMoveError) as info:
            match.play(match.state.legal_moves()[0], by=(match.state.current_player + 1) % seats)
        assert info.value.code == MatchRefusal.NOT_YOUR_TURN


@pytest.mark.parametrize("game_id,seats", CASES, ids=IDS)
def test_records_round_trip_through_json(game_id, seats):
    spec = GAMES[game_id]
    match = random_game(new(game_id, seats, seed=9), random.Random(7), limit=12)
    record = json.loads(json.dumps(match.record()))
    assert record["rules_version"] == spec.rules_version
    replayed = Match.from_record(record, board_for(spec))
    assert replayed.moves == match.moves and replayed.state == match.state
    assert [spec.move_from_json(json.loads(json.dumps(m.to_json()))) for m in match.moves] == match.moves


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=60, deadline=None)
@given(raw=st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8),
                        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                        max_leaves=10))
def test_move_decoding_refuses_garbage_with_its_own_error(game_id, raw):
    try:
        GAMES[game_id].move_from_json(raw)
    except InvalidMoveError:
        pass


@pytest.mark.parametrize("game_id,seats", CASES, ids=IDS)
def test_observations_carry_no_seed_and_perfect_information_shows_all(game_id, seats):
    spec = GAMES[game_id]
    match = random_game(new(game_id, seats, seed=4), random.Random(2), limit=6)
    for seat in [None, *range(seats)]:
        obs = match.observation(seat)
        assert obs.seat == seat
        assert not SECRET_NAMES & set(vars(obs) if hasattr(obs, "__dict__") else
                                      getattr(obs, "__dataclass_fields__", {}))
        if not spec.hidden_information:
            assert isinstance(obs, PublicObservation) and obs.state == match.state


@pytest.mark.parametrize("game_id,seats", CASES, ids=IDS)
def test_undo_and_redo_restore_states(game_id, seats):
    match = new(game_id, seats)
    first = match.state
    move = first.legal_moves()[0]
    second = match.play(move)
    if match.can_undo():
        assert match.undo() == [move] and match.state == first
        assert match.redo() == [move] and match.state == second
