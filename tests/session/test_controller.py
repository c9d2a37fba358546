"""The match controller with no window: the flow a page or a device drives, checked with a manual clock."""

from __future__ import annotations

import random

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.domination_rules import Pass
from graphgames_desktop.games.match import MatchRefusal, Seat
from graphgames_desktop.session.controller import COMPUTER_PAUSE_MS
from graphgames_desktop.session.intents import Ended, Play, Played, Redo, Refusal, Refused, ShowPly, Thinking, Uncover, Undo
from graphgames_desktop.session.screens import Role
from tests.session.helpers import Session, match_of, versus_computer


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_whole_game_against_the_computer(game_id):
    """A person (random legal moves) against the easy computer, to the end, through intents only."""
    session = Session(versus_computer(game_id))
    desk = session.desk()
    session.controller.start()
    rng = random.Random(3)
    for _ in range(3000):
        session.settle()
        frame = session.controller.frame(desk.id)
        if frame.outcome is not None:
            break
        assert frame.inputs.may_move and frame.turn == 0
        assert session.play(desk, rng.choice(frame.observation.legal_moves())) is None
    else:
        pytest.fail("the game did not end")
    assert session.of(Ended) and session.of(Ended)[-1].outcome == session.match.state.outcome()
    by_computer = [e for e in session.of(Played) if e.by_computer]
    assert by_computer and all(e.seat == 1 for e in by_computer)
    assert len(session.of(Played)) == len(session.match.moves)


def test_the_computer_answers_after_exactly_its_pause():
    session = Session(match_of("chomp", [Seat.computer(Level.EASY), Seat()]))
    session.desk()
    session.controller.start()
    assert session.controller.thinking and session.of(Thinking) == [Thinking(0, True)]
    session.jobs.run_all()  # the answer is found at once: it still waits out the pause
    session.clock.advance(COMPUTER_PAUSE_MS - 1)
    assert session.match.moves == [] and session.controller.thinking
    session.clock.advance(1)
    assert len(session.match.moves) == 1 and not session.controller.thinking
    assert session.of(Played) == [Played(1, 0, by_computer=True)]


def test_a_slow_answer_is_played_at_once():
    session = Session(match_of("chomp", [Seat.computer(Level.EASY), Seat()]))
    session.controller.start()
    session.clock.advance(COMPUTER_PAUSE_MS * 3)
    assert session.match.moves == []
    session.jobs.run_all()
    session.clock.advance(0)
    assert len(session.match.moves) == 1


def domination_with_a_forced_pass():
    """A Domination match, two people, played until a player has only a pass."""
    rng = random.Random(0)
    for seed in range(200):
        match = match_of("domination", [Seat(), Seat()], seed=seed, board_id="path-7")
        while match.state.outcome() is None and GAMES["domination"].forced(match.state) is None:
            match.play(rng.choice(match.state.legal_moves()))
        if match.state.outcome() is None:
            return match
    pytest.fail("no forced pass found")


def test_a_forced_pass_is_played_after_the_pause_and_said():
    match = domination_with_a_forced_pass()
    plies = len(match.moves)
    session = Session(match)
    desk = session.desk()
    session.controller.start()
    assert not session.controller.frame(desk.id).thinking
    session.clock.advance(COMPUTER_PAUSE_MS - 1)
    assert len(match.moves) == plies
    session.clock.advance(1)
    assert match.moves[-1] == Pass() and session.of(Played)[-1].forced


def test_undo_takes_back_the_computers_replies_too_and_redo_plays_them_again():
    session = Session(versus_computer("chomp"))
    desk = session.desk()
    session.controller.start()
    for _ in range(2):
        session.play(desk, session.match.state.legal_moves()[0])
        session.settle()
    assert len(session.match.moves) == 4
    assert session.controller.submit(desk.id, Undo()) is None
    assert len(session.match.moves) == 2 and session.controller.frame(desk.id).turn == 0
    assert session.controller.submit(desk.id, Redo()) is None
    assert len(session.match.moves) == 4


def test_undo_while_the_computer_thinks_drops_its_answer():
    session = Session(versus_computer("chomp"))
    desk = session.desk()
    session.controller.start()
    session.play(desk, session.match.state.legal_moves()[0])
    assert session.controller.thinking
    session.controller.submit(desk.id, Undo())
    session.settle()
    assert session.match.moves == [] and not session.controller.thinking


def test_undo_never_takes_back_a_revealed_secret():
    """In the card game a move that handed the turn on (or showed a card) is final."""
    session = Session(match_of("cards", [Seat(), Seat.computer(Level.EASY)]))
    desk = session.desk()
    session.controller.start()
    session.settle()
    while session.controller.frame(desk.id).turn == 0 and session.match.state.outcome() is None:
        session.play(desk, session.match.state.legal_moves()[0])
        session.settle()
        if session.controller.frame(desk.id).turn == 0 and not session.match.can_undo():
            break
    assert not session.match.can_undo()
    moves = list(session.match.moves)
    assert session.controller.submit(desk.id, Undo()) == Refusal.NOTHING_TO_UNDO
    assert not session.controller.frame(desk.id).inputs.can_undo
    assert session.match.moves == moves


def test_a_move_made_on_an_older_position_is_refused_as_stale():
    session = Session(match_of("chomp", [Seat(), Seat()]))
    desk = session.desk()
    first, second = session.match.state.legal_moves()[:2]
    assert session.play(desk, first, at_ply=0) is None
    stale = session.play(desk, second, at_ply=0)
    assert stale == Refusal.STALE and len(session.match.moves) == 1
    assert session.of(Refused)[-1] == Refused("desk", Refusal.STALE)


def test_the_rules_refusal_passes_through_with_the_games_code():
    session = Session(match_of("chomp", [Seat(), Seat()]))
    desk = session.desk()
    move = session.match.state.legal_moves()[0]
    session.play(desk, move)
    code = session.play(desk, move)
    assert isinstance(code, GAMES["chomp"].refusals)
    assert session.of(Refused)[-1].error is not None


def test_a_screen_cannot_act_for_another_seat():
    session = Session(match_of("chomp", [Seat(), Seat()]))
    ana, bia = session.phone(0), session.phone(1)
    move = session.match.state.legal_moves()[0]
    assert session.controller.submit(bia.id, Play(move, 0)) == MatchRefusal.NOT_YOUR_TURN
    assert session.controller.submit(bia.id, Play(move, 0, seat=0)) == Refusal.NOT_YOUR_SEAT
    watcher = session.phone(0, "projector", Role.WATCHER)
    assert session.controller.submit(watcher.id, Play(move, 0)) == Refusal.NOT_ALLOWED
    assert session.match.moves == []
    assert session.controller.submit(ana.id, Play(move, 0, seat=0)) is None
    # A student takes back only their own move; redo is the teacher's.
    assert session.controller.submit(bia.id, Undo()) == Refusal.NOT_ALLOWED
    assert session.controller.submit(ana.id, Undo()) is None
    assert session.controller.submit(ana.id, Redo()) == Refusal.NOT_ALLOWED


def test_moves_are_refused_on_the_computers_turn_after_the_end_and_in_replay():
    session = Session(versus_computer("chomp"))
    desk = session.desk()
    session.controller.start()
    session.play(desk, session.match.state.legal_moves()[0])
    assert session.play(desk, session.match.state.legal_moves()[0]) == Refusal.COMPUTER_TO_MOVE
    session.settle()
    session.controller.submit(desk.id, ShowPly(0))
    frame = session.controller.frame(desk.id)
    assert frame.shown_ply == 0 and frame.replaying and not frame.inputs.may_move
    assert session.play(desk, session.match.state.legal_moves()[0]) == Refusal.REPLAYING
    session.controller.submit(desk.id, ShowPly(99))
    assert not session.controller.frame(desk.id).replaying


def test_each_screen_keeps_its_own_replay_position():
    session = Session(match_of("chomp", [Seat(), Seat()]))
    ana, bia = session.phone(0), session.phone(1)
    session.play(ana, session.match.state.legal_moves()[0])
    session.controller.submit(ana.id, ShowPly(0))
    session.play(bia, session.match.state.legal_moves()[0])
    assert session.controller.frame(ana.id).shown_ply == 0
    assert session.controller.frame(bia.id).shown_ply == 2


def test_two_people_at_one_desktop_get_a_curtain_where_two_devices_never_do():
    match = match_of("cards", [Seat(), Seat()])
    session = Session(match)
    desk = session.desk()
    ana, bia = session.phone(0), session.phone(1)
    session.controller.start()
    frame = session.controller.frame(desk.id)
    turn = frame.turn
    assert frame.curtain == turn and not frame.inputs.may_move and frame.looking is None
    assert session.play(desk, match.state.legal_moves()[0]) == Refusal.CURTAIN
    assert session.controller.submit(desk.id, Uncover()) is None
    frame = session.controller.frame(desk.id)
    assert frame.curtain is None and frame.looking == turn and frame.inputs.may_move
    for _ in range(40):
        for phone in (ana, bia):
            assert session.controller.frame(phone.id).curtain is None
        if match.state.outcome() is not None:
            break
        mover = ana if match.state.current_player == 0 else bia
        assert session.play(mover, match.state.legal_moves()[0]) is None
    # The desktop's curtain came back whenever the turn passed to the other person.
    if session.controller.frame(desk.id).turn != session.controller.screens[desk.id].looking:
        assert session.controller.frame(desk.id).curtain is not None


def test_a_computer_failure_is_told_and_stops_the_thinking():
    session = Session(match_of("chomp", [Seat.computer(Level.EASY), Seat()]))
    session.controller.start()
    session.controller.jobs._queue[0] = (session.controller.jobs._queue[0][0], lambda: 1 / 0,
                                         session.controller.jobs._queue[0][2])
    session.jobs.run_all()
    assert not session.controller.thinking
    from graphgames_desktop.session.intents import ComputerFailed

    assert session.of(ComputerFailed) == [ComputerFailed("ZeroDivisionError")]
