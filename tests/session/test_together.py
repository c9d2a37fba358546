"""The session of a card game played together: every active computer seat asked at once, a person's move
leaving their searches alone, a stale answer asked again, the step's time limit, the pause."""

from __future__ import annotations

import random

import pytest

from graphgames_desktop.games.base import Choice, Level
from graphgames_desktop.games.cards.moves import AddVertex, PickResource, TimeUp
from graphgames_desktop.games.cards.round import default_move
from graphgames_desktop.games.cards.table import IN_TURN, TOGETHER, Phase
from graphgames_desktop.games.match import Seat
from graphgames_desktop.session.controller import COMPUTER_PAUSE_MS
from graphgames_desktop.session.intents import Ended, Played, Refusal, Thinking, Undo
from tests.session.helpers import Session, match_of

PAUSE = COMPUTER_PAUSE_MS
STEP_MS = 5000


def one_person_two_computers(**kwargs) -> Session:
    seats = [Seat(), Seat.computer(Level.EASY), Seat.computer(Level.EASY)]
    return Session(match_of("cards", seats, seed=5, turns=TOGETHER), **kwargs)


def test_the_computers_pick_and_draw_while_the_person_does_each_after_its_pause():
    session = one_person_two_computers()
    phone = session.phone(0)
    session.controller.start()
    assert session.of(Thinking) == [Thinking(1, True), Thinking(2, True)] and session.jobs.pending() == 2
    session.clock.advance(300)
    assert session.play(phone, PickResource(0)) is None  # the person picks while both computers think
    assert session.jobs.pending() == 2 and session.controller.thinking  # their searches go on
    session.jobs.run_all()
    session.clock.advance(PAUSE - 300 - 1)  # answers found at once still wait out the pause from the ask
    assert session.match.movers == [0]
    session.clock.advance(1)
    assert session.match.movers == [0, 1, 2] and session.match.state.phase == Phase.DRAW
    assert [e for e in session.of(Played) if e.by_computer] == [Played(2, 1, by_computer=True),
                                                                Played(3, 2, by_computer=True)]
    # The draw step: all three at once; the computers are asked again, the person draws meanwhile.
    assert session.match.active_seats() == {0, 1, 2} and session.jobs.pending() == 2
    asked = session.clock.now_ms()
    assert session.play(phone, default_move(session.match.state, 0)) is None
    assert session.jobs.pending() == 2
    session.jobs.run_all()
    session.clock.advance(PAUSE - 1)
    assert session.match.movers == [0, 1, 2, 0]
    session.clock.advance(1)
    assert session.match.movers[4:] == [1, 2] and session.clock.now_ms() == asked + PAUSE


def test_a_stale_computer_answer_is_asked_again():
    """An answer that others' moves made illegal is not played: the seat is asked again, and that answer
    waits out its own pause."""
    session = one_person_two_computers()
    phone = session.phone(0)
    match = session.match
    real_job = match.computer_job
    asked: list[int] = []

    def job(rng, seat=None):
        asked.append(seat)
        if asked.count(1) == 1 and seat == 1:
            return lambda: Choice(PickResource(99), False)  # no such card: illegal, as a stale answer is
        return real_job(rng, seat)

    match.computer_job = job
    session.controller.start()
    assert session.play(phone, PickResource(0)) is None  # the position moves on under seat 1's search
    session.jobs.run_all()
    session.clock.advance(PAUSE)
    assert match.movers == [0, 2] and asked == [1, 2, 1] and session.of(Thinking)[-1] == Thinking(1, True)
    session.jobs.run_all()
    session.clock.advance(PAUSE - 1)
    assert match.movers == [0, 2]
    session.clock.advance(1)
    assert match.movers == [0, 2, 1] and match.state.phase == Phase.DRAW


def test_a_whole_together_game_with_one_person_and_two_computers_ends():
    session = one_person_two_computers()
    phone = session.phone(0)
    session.controller.start()
    match, rng = session.match, random.Random(4)
    for _ in range(100_000):
        if match.state.outcome() is not None:
            break
        if 0 in match.active_seats() and rng.random() < 0.5:
            assert session.play(phone, rng.choice(match.observation(0).legal_moves())) is None
        else:
            session.jobs.run_all()
            session.clock.advance(rng.choice((100, 300, PAUSE)))
    else:
        pytest.fail("the game did not end")
    assert session.of(Ended)[-1].outcome == match.state.outcome()
    assert {1, 2} <= set(match.movers) and not session.controller.thinking
    assert len(session.of(Played)) == len(match.moves)
    # The computers played during the person's steps: some computer move came between two of the person's.
    movers = "".join(map(str, match.movers))
    assert "010" in movers or "020" in movers


def test_the_time_limit_plays_the_idle_seats_default_moves_and_is_armed_again_for_the_next_step():
    session = Session(match_of("cards", [Seat(), Seat(), Seat()], seed=5, turns=TOGETHER), step_seconds=STEP_MS / 1000)
    phones = [session.phone(seat) for seat in range(3)]
    match = session.match
    session.controller.start()
    session.clock.advance(1000)
    assert session.play(phones[0], PickResource(1)) is None
    session.clock.advance(STEP_MS - 1000 - 1)
    assert match.movers == [0]
    session.clock.advance(1)
    assert match.moves[1:] == [PickResource(0), PickResource(0)] and match.movers == [0, 1, 2]
    assert [e.forced for e in session.of(Played)] == [False, True, True]
    assert match.state.phase == Phase.DRAW  # a new step: its own time from now
    drew = len(match.moves)
    assert session.play(phones[1], default_move(match.state, 1)) is None  # seat 1 draws a vertex
    session.clock.advance(STEP_MS - 1)
    assert len(match.moves) == drew + 1
    session.clock.advance(1)
    forced = match.moves[drew + 1:]
    assert all(isinstance(m, AddVertex) for m in forced if m != TimeUp()) and forced.count(TimeUp()) == 3
    assert all(e.forced for e in session.of(Played)[drew + 1:])
    assert match.state.phase == Phase.CLAIM  # the claim step, taken in turn: its own time limit
    claimer = match.state.current_player
    plies = len(match.moves)
    session.clock.advance(STEP_MS)
    assert len(match.moves) > plies and match.movers[plies] == claimer and session.of(Played)[-1].forced


def test_in_turn_each_players_turn_is_a_step():
    session = Session(match_of("cards", [Seat(), Seat()], seed=5, turns=IN_TURN), step_seconds=STEP_MS / 1000)
    session.desk()
    session.controller.start()
    session.clock.advance(STEP_MS)
    assert session.match.movers == [0] and session.match.state.current_player == 1
    session.clock.advance(STEP_MS - 1)
    assert session.match.movers == [0]
    session.clock.advance(1)
    assert session.match.movers == [0, 1]


def test_undo_drops_every_search_and_starts_the_steps_time_again():
    session = one_person_two_computers(step_seconds=STEP_MS / 1000)
    desk = session.desk()
    match = session.match
    session.controller.start()
    assert session.play(desk, PickResource(0)) is None
    session.jobs.run_all()
    session.clock.advance(PAUSE)
    assert match.state.phase == Phase.DRAW and session.jobs.pending() == 2
    session.clock.advance(1000)
    assert session.play(desk, default_move(match.state, 0)) is None
    assert session.controller.submit(desk.id, Undo()) is None
    undone_at = session.clock.now_ms()
    assert len(match.moves) == 3 and session.jobs.pending() == 2  # the two old searches cancelled, two new
    assert session.of(Thinking)[-2:] == [Thinking(1, True), Thinking(2, True)]
    session.controller.pause(True)  # the computers wait; the step's time is what is watched
    session.controller.pause(False)
    session.jobs.run_all()
    session.clock.advance(undone_at + STEP_MS - 1 - session.clock.now_ms())
    assert not any(e.forced for e in session.of(Played))
    session.clock.advance(1)
    assert session.of(Played)[-1].forced and match.state.phase == Phase.CLAIM
    session.controller.close()
    assert session.jobs.pending() == 0 and session.clock.pending() == 0


def test_a_pause_refuses_moves_stops_the_computers_and_the_time_which_runs_on_after():
    session = one_person_two_computers(step_seconds=STEP_MS / 1000)
    phone = session.phone(0)
    controller = session.controller
    controller.start()
    session.clock.advance(2000)
    controller.pause(True)
    assert session.jobs.pending() == 0 and not controller.thinking
    assert session.play(phone, PickResource(0)) == Refusal.PAUSED
    assert controller.input_refusal(phone.id) == Refusal.PAUSED
    session.jobs.run_all()
    session.clock.advance(60_000)
    assert session.match.moves == []
    controller.pause(False)
    assert session.jobs.pending() == 2 and controller.input_refusal(phone.id) is None
    session.jobs.run_all()
    session.clock.advance(PAUSE)
    assert session.match.movers == [1, 2]
    session.clock.advance(STEP_MS - 2000 - PAUSE - 1)  # what was left of the step when it was paused
    assert session.match.movers == [1, 2]
    session.clock.advance(1)
    assert session.match.movers == [1, 2, 0] and session.of(Played)[-1] == Played(3, 0, forced=True)


def test_a_pause_after_the_end_says_the_end_no_second_time():
    session = Session(match_of("cards", [Seat()], seed=5, turns=TOGETHER), step_seconds=1)
    session.phone(0)
    session.controller.start()
    session.settle()  # the time limit plays the whole solo game
    assert session.match.state.outcome() is not None and len(session.of(Ended)) == 1
    assert all(e.forced for e in session.of(Played))
    session.controller.pause(True)
    session.controller.pause(False)
    assert len(session.of(Ended)) == 1 and session.clock.pending() == 0


def test_a_move_made_before_another_seats_move_in_the_same_step_still_stands_but_not_across_steps():
    session = Session(match_of("cards", [Seat(), Seat(), Seat()], seed=5, turns=TOGETHER))
    phones = [session.phone(seat) for seat in range(3)]
    session.controller.start()
    assert session.play(phones[0], PickResource(0)) is None
    assert session.play(phones[1], PickResource(1), at_ply=0) is None  # seen before Ana's pick: still stands
    assert session.play(phones[0], PickResource(2), at_ply=0) == Refusal.STALE  # her own pick came since
    assert session.play(phones[2], PickResource(0), at_ply=2) is None
    assert session.match.state.phase == Phase.DRAW
    draw = default_move(session.match.state, 1)
    assert session.play(phones[1], draw, at_ply=2) == Refusal.STALE  # made in the pick step: the step changed
