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
        move = GAMES[game_id].move_from_json(raw)
    except InvalidMoveError:
        return
    assert written_as(move, raw), f"{raw!r} is no move's JSON, yet decodes to {move!r}"


def canonical(value) -> str:
    """JSON text where a number is a number (1 and 1.0 alike) but true is not 1."""
    if isinstance(value, dict):
        value = {k: canonical(v) for k, v in value.items()}
    elif isinstance(value, (list, tuple)):
        value = [canonical(v) for v in value]
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        value = float(value)
    return json.dumps(value, sort_keys=True)


def written_as(move, raw) -> bool:
    """Whether ``raw`` is the move's own JSON (a field with a default may be left out)."""
    own = json.loads(json.dumps(move.to_json()))
    if isinstance(raw, dict) and isinstance(own, dict):
        return raw.keys() <= own.keys() and canonical({**own, **raw}) == canonical(own)
    return canonical(raw) == canonical(own)


def near_misses(value):
    """A move's JSON spoilt in one place: a key added or dropped, an item added or dropped, a number
    written as a bool, a float or a string, a string changed."""
    if isinstance(value, dict):
        yield {**value, "extra": 1}
        for key, item in value.items():
            rest = {k: v for k, v in value.items() if k != key}
            yield rest
            for spoilt in near_misses(item):
                yield {**rest, key: spoilt}
    elif isinstance(value, list):
        yield [*value, 0]
        if value:
            yield value[:-1]
        for i, item in enumerate(value):
            for spoilt in near_misses(item):
                yield [*value[:i], spoilt, *value[i + 1:]]
    elif isinstance(value, bool):
        yield int(value)
    elif isinstance(value, int):
        yield from (value == 1, float(value) + 0.5, str(value))
    elif isinstance(value, float):
        yield str(value)
    elif isinstance(value, str):
        yield value + "x"


@pytest.mark.parametrize("game_id,seats", CASES, ids=IDS)
def test_move_decoding_refuses_moves_spoilt_in_one_place(game_id, seats):
    spec = GAMES[game_id]
    state = random_game(new(game_id, seats), random.Random(1), limit=3).state
    for move in state.legal_moves():
        for raw in near_misses(json.loads(json.dumps(move.to_json()))):
            try:
                decoded = spec.move_from_json(raw)
            except InvalidMoveError:
                continue
            assert written_as(decoded, raw), f"{raw!r} is no move's JSON, yet decodes to {decoded!r}"


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


def final(spec, before, after) -> bool:
    """Whether undo may not take back the move from ``before`` to ``after`` (the spec's ``reveals``:
    the card game's moves that showed a hidden card, settled a claim or handed on the turn)."""
    return spec.reveals is not None and spec.reveals(before, after)


def walk_to(match, want_final, after_final=False, limit=400):
    """Random moves on ``match`` until a legal move whose finality is ``want_final`` exists (with
    ``after_final``: in a position a final move led to); that move, not played."""
    spec, rng = match.spec, random.Random(0)
    for _ in range(limit):
        state = match.state
        if state.outcome() is not None:
            break
        led_by_final = bool(match.moves) and final(spec, match.state_at(len(match.moves) - 1), state)
        moves = list(state.legal_moves())
        wanted = next((m for m in moves if final(spec, state, state.play(m)) == want_final), None)
        if wanted is not None and (led_by_final or not after_final):
            return wanted
        match.play(rng.choice(moves))
    raise AssertionError(f"no position of {spec.id} has such a move")


@pytest.mark.parametrize("game_id,seats", CASES, ids=IDS)
def test_undo_and_redo_restore_states(game_id, seats):
    match = new(game_id, seats)
    assert not match.can_undo() and match.undo() == []  # nothing to take back yet
    move = walk_to(match, want_final=False)
    before, played = match.state, list(match.moves)
    after = match.play(move)
    assert match.can_undo()
    assert match.undo() == [move] and match.state == before and match.moves == played
    assert match.redo() == [move] and match.state == after and match.moves == [*played, move]


HIDDEN_CASES = [(gid, seats) for gid, seats in CASES if GAMES[gid].reveals is not None]


@pytest.mark.parametrize("game_id,seats", HIDDEN_CASES, ids=[f"{gid}-{seats}" for gid, seats in HIDDEN_CASES])
def test_undo_never_takes_back_a_move_that_showed_a_secret(game_id, seats):
    match = new(game_id, seats)
    shown = walk_to(match, want_final=True)
    match.play(shown)
    state, played = match.state, list(match.moves)
    assert not match.can_undo() and match.undo() == [] and match.state == state and match.moves == played
    later = walk_to(match, want_final=False, after_final=True)  # a move undo may take back, right after a final one
    before = match.state
    match.play(later)
    assert match.undo() == [later] and match.state == before
    assert not match.can_undo() and match.undo() == [] and match.state == before
