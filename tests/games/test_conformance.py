"""One suite over every registered game (OpenSpiel-style): the engine contract holds for each."""

import json
import random

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import GameSession, IllegalMove
from graphgames_desktop.graph import boards

GAME_IDS = sorted(GAMES)


def start_state(game_id, board_id=None):
    info = GAMES[game_id]
    return info.new_state(boards.board(board_id or info.default_board), {})


def small_boards(game_id):
    return [b for b in GAMES[game_id].boards if b in ("path-7", "cycle-6", "star-5", "complete-4", "cube")][:3] or \
        [GAMES[game_id].default_board]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_playouts_end_with_an_outcome(game_id):
    rng = random.Random(1)
    for board_id in small_boards(game_id):
        for _ in range(20):
            state = start_state(game_id, board_id)
            for _ply in range(10_000):
                if state.outcome() is not None:
                    break
                state = state.play(rng.choice(state.legal_moves()))
            assert state.outcome() is not None
            assert state.legal_moves() == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_play_never_mutates_and_every_legal_move_is_accepted(game_id):
    state = start_state(game_id)
    snapshot = repr(state)
    for move in state.legal_moves():
        after = state.play(move)
        assert after is not state
        assert after.current_player != state.current_player or GAMES[game_id].players[1] == 1
    assert repr(state) == snapshot


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_moves_no_longer_legal_are_refused_with_a_code(game_id):
    state = start_state(game_id)
    move = state.legal_moves()[0]
    after = state.play(move)
    if move not in after.legal_moves():
        with pytest.raises(IllegalMove) as info:
            after.play(move)
        assert isinstance(info.value.code, str) and info.value.code
    with pytest.raises(IllegalMove):
        state.play(object())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_records_round_trip_through_json(game_id):
    rng = random.Random(7)
    info = GAMES[game_id]
    start = start_state(game_id)
    session = GameSession(game_id, start)
    for _ in range(6):
        if session.state.outcome() is not None:
            break
        session.play(rng.choice(session.state.legal_moves()))
    record = json.loads(json.dumps(session.to_json()))
    replayed = GameSession.from_json(record, start_state(game_id), info.move_from_json)
    assert replayed.state == session.state
    assert replayed.moves == session.moves


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_session_undo_and_redo_restore_states(game_id):
    session = GameSession(game_id, start_state(game_id))
    first = session.state
    move = first.legal_moves()[0]
    second = session.play(move)
    assert session.undo() == move and session.state == first
    session.redo()
    assert session.state == second
