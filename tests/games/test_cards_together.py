"""The card game's together mode: the pick and draw steps taken at once by every seat, the record of who
moved, older records, and the default moves of a time limit."""

from __future__ import annotations

import json
import random

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import IllegalMoveError, Level, active_seats
from graphgames_desktop.games.cards.moves import AddVertex, EndDrawing, PickResource, TimeUp
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import default_move, new_game
from graphgames_desktop.games.cards.table import TOGETHER, Phase
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.spec import Setup

SPEC = GAMES["cards"]


def together_match(seats: int = 3, seed: int = 5) -> Match:
    setup = Setup(seats, None, SPEC.resolve_options({"turns": TOGETHER}), seed, 0)
    return Match(SPEC, setup, tuple(Seat() for _ in range(seats)))


def test_all_seats_pick_in_any_order_and_nobody_sees_another_pick_before_the_reveal():
    state = new_game(3, seed=5, turns=TOGETHER)
    assert state.active_seats() == {0, 1, 2}
    for seat, index in ((2, 1), (0, 0)):
        state = state.play_as(seat, PickResource(index))
        for viewer in (None, 0, 1, 2):
            seen = observe(state, viewer)
            assert all(pl.chosen is None for i, pl in enumerate(seen.players) if i != viewer)
            assert all(pl.pick is None for pl in seen.players)
        assert observe(state, seat).players[seat].chosen == index
    assert state.active_seats() == {1} and state.current_player == 1
    with pytest.raises(IllegalMoveError):
        state.play_as(2, PickResource(0))  # 2 has picked
    state = state.play_as(1, PickResource(1))
    assert state.phase == Phase.DRAW and state.active_seats() == {0, 1, 2}
    assert [pl.pick for pl in state.players] == [0, 1, 1]


def test_all_seats_draw_at_once_and_the_step_ends_when_the_last_ends_drawing():
    state = new_game(3, seed=5, turns=TOGETHER)
    for seat in (0, 1, 2):
        state = state.play_as(seat, PickResource(0))
    order = [2, 0, 1, 2, 1, 0]  # interleaved
    while state.phase == Phase.DRAW:
        seat = next(s for s in order * 50 if s in state.active_seats())
        order.append(order.pop(0))
        state = state.play_as(seat, state.moves_of(seat)[0])
    assert state.phase == Phase.CLAIM and len(state.active_seats()) == 1


def test_in_turn_mode_keeps_one_active_seat():
    state = new_game(3, seed=5)
    assert state.active_seats() == {state.current_player}
    with pytest.raises(IllegalMoveError):
        state.play_as((state.current_player + 1) % 3, PickResource(0))


def test_a_whole_together_game_by_random_moves_of_active_seats_ends_and_its_record_replays():
    match = together_match(3, seed=11)
    rng = random.Random(3)
    while match.state.outcome() is None:
        seat = rng.choice(sorted(match.active_seats()))
        observation = match.observation(seat)
        assert observation.legal_moves(), seat
        match.play(rng.choice(observation.legal_moves()), by=seat)
    assert match.state.outcome() is not None
    assert any(match.mover_of(i) != match.state_at(i).current_player for i in range(len(match.moves)))
    record = json.loads(json.dumps(match.record()))
    assert record["movers"] == match.movers
    replayed = Match.from_record(record, None)
    assert replayed.state == match.state and replayed.movers == match.movers


def test_the_computer_plays_a_together_seat_that_is_not_the_first_in_order():
    match = Match(SPEC, Setup(3, None, SPEC.resolve_options({"turns": TOGETHER}), 5, 0),
                  (Seat(), Seat.computer(Level.EASY), Seat.computer(Level.MEDIUM)))
    assert match.state.current_player == 0
    for seat in (2, 1):
        choice = match.computer_job(random.Random(0), seat)()
        match.play(choice.move, by=seat)
    assert match.movers == [2, 1] and match.active_seats() == {0}


def test_an_in_turn_record_of_version_3_loads_and_replays_each_move_by_the_then_current_player():
    match = Match(SPEC, Setup(2, None, SPEC.resolve_options({}), 4, 0), (Seat(), Seat()))
    rng = random.Random(1)
    for _ in range(40):
        match.play(rng.choice(match.state.legal_moves()))
    old = match.record()
    del old["movers"]
    old["rules_version"] = 3
    old["setup"]["options"].pop("turns")
    replayed = Match.from_record(json.loads(json.dumps(old)), None)
    assert replayed.state == match.state
    assert replayed.movers == [match.state_at(i).current_player for i in range(40)]
    old["rules_version"] = 2
    with pytest.raises(ValueError):
        Match.from_record(old, None)


def test_default_moves_finish_a_seats_step_as_the_module_says():
    state = new_game(2, seed=5, turns=TOGETHER)
    assert default_move(state, 1) == PickResource(0)
    state = state.play_as(1, default_move(state, 1)).play_as(0, PickResource(1))
    seat = 0
    due = state.players[seat].due_edges
    crossed = state.players[seat].sheet.crossed
    moves = []
    while seat in active_seats(state):
        moves.append(default_move(state, seat))
        state = state.play_as(seat, moves[-1])
    assert moves[-1] == TimeUp() and all(isinstance(m, AddVertex) for m in moves[:-1])
    assert state.players[seat].done_drawing and state.players[seat].due_vertices == 0
    assert state.players[seat].sheet.crossed == crossed + due  # each edge still due crossed a box
    with pytest.raises(IllegalMoveError):
        state.play_as(seat, EndDrawing())  # its step is over
