"""The teacher's controls on a running match: a seat given to the computer and back, the step's time limit
set while playing, the pause said to every listener."""

from __future__ import annotations

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.moves import PickResource
from graphgames_desktop.games.cards.table import TOGETHER, Phase
from graphgames_desktop.games.match import Match, MatchRefusal, Seat
from graphgames_desktop.session.controller import COMPUTER_PAUSE_MS
from graphgames_desktop.session.intents import BoardChanged, Paused, Play, Played, SeatChanged, Thinking, TimeChanged
from tests.session.helpers import Session, match_of


def three_people(**kwargs) -> Session:
    return Session(match_of("cards", [Seat(), Seat(), Seat()], seed=5, turns=TOGETHER), **kwargs)


def test_a_seat_given_to_the_computer_is_played_at_once_and_its_phone_may_not_move():
    session = three_people()
    phones = [session.phone(seat) for seat in range(3)]
    session.controller.start()
    assert session.play(phones[0], PickResource(0)) is None
    session.controller.hand_over(2, Seat.computer(Level.EASY))
    assert session.of(SeatChanged) == [SeatChanged(2)] and session.of(Thinking) == [Thinking(2, True)]
    assert session.play(phones[2], PickResource(1)) == MatchRefusal.NOT_YOUR_TURN
    session.jobs.run_all()
    session.clock.advance(COMPUTER_PAUSE_MS)
    assert session.match.movers == [0, 2] and session.of(Played)[-1].by_computer
    assert session.match.record()["seats"][2]["kind"] == "computer"  # a save keeps who sits there last


def test_a_seat_taken_back_from_the_computer_stops_its_search_and_is_the_persons_again():
    session = Session(match_of("cards", [Seat(), Seat.computer(Level.EASY)], seed=5, turns=TOGETHER))
    phones = [session.phone(seat) for seat in range(2)]
    session.controller.start()
    assert session.jobs.pending() == 1
    session.controller.hand_over(1, Seat())
    assert session.jobs.pending() == 0 and not session.controller.thinking
    assert session.of(Thinking)[-1] == Thinking(1, False)
    assert session.play(phones[1], PickResource(0)) is None
    restored = Match.from_record(session.match.record(), session.match.setup.board)
    assert not restored.seats[1].is_computer


def test_a_time_limit_set_mid_step_counts_from_then_and_none_stops_it():
    session = three_people()
    session.phone(0)
    controller = session.controller
    controller.start()
    session.clock.advance(10_000)
    assert controller.time_left_ms() is None
    controller.set_step_seconds(3)
    assert session.of(TimeChanged) and controller.time_left_ms() == 3000
    session.clock.advance(2999)
    assert session.match.moves == []
    controller.set_step_seconds(None)
    session.clock.advance(60_000)
    assert session.match.moves == [] and controller.time_left_ms() is None
    controller.set_step_seconds(1)
    session.clock.advance(1000)
    assert session.match.movers == [0, 1, 2] and session.match.state.phase == Phase.DRAW
    assert controller.time_left_ms() == 1000  # the next step has the same limit


def test_the_pause_is_said_and_the_time_left_stands_still():
    session = three_people(step_seconds=5)
    session.phone(0)
    controller = session.controller
    controller.start()
    session.clock.advance(1500)
    controller.pause(True)
    session.clock.advance(10_000)
    assert controller.time_left_ms() == 3500
    controller.pause(False)
    assert session.of(Paused) == [Paused(True), Paused(False)] and controller.time_left_ms() == 3500


def test_a_student_takes_back_a_move_only_before_the_other_answered_and_never_after_the_end():
    from graphgames_desktop.session.intents import Refusal, Undo
    session = Session(match_of("chomp", [Seat(), Seat()], board_id="path-4"))
    ana, bia = session.phone(0), session.phone(1)
    session.controller.start()
    assert session.play(ana, session.match.state.legal_moves()[0]) is None
    assert session.controller.frame(ana.id).inputs.can_undo
    assert session.play(bia, session.match.state.legal_moves()[0]) is None
    assert session.controller.submit(ana.id, Undo()) == Refusal.NOT_ALLOWED  # Bia has answered it
    assert session.controller.submit(bia.id, Undo()) is None  # her own, unanswered
    while session.match.state.outcome() is None:
        mover = (ana, bia)[session.match.state.current_player]
        session.play(mover, session.match.state.legal_moves()[0])
    last = (ana, bia)[session.match.mover_of(len(session.match.moves) - 1)]
    assert session.controller.submit(last.id, Undo()) == Refusal.NOT_ALLOWED  # the game is over


def test_a_table_changes_its_board_only_before_its_first_move_and_its_screens_see_the_new_one():
    session = Session(match_of("chomp", [Seat(), Seat()], board_id="path-4"))
    phones = [session.phone(seat) for seat in range(2)]
    session.controller.start()
    other = match_of("chomp", [Seat(), Seat()], board_id="petersen")
    assert session.controller.change_board(other)
    assert session.of(BoardChanged) == [BoardChanged()]
    assert session.controller.frame(phones[0].id).observation == other.observation(0)  # the new board's start
    move = other.state.legal_moves()[0]
    assert session.controller.submit(phones[0].id, Play(move, 0)) is None
    assert other.moves == [move]
    # Once a move is made the board stays (a game is not swapped under the pair's feet), and another game's
    # match is never taken.
    assert not session.controller.change_board(match_of("chomp", [Seat(), Seat()], board_id="cube"))
    assert session.controller.match is other
    fresh = Session(match_of("chomp", [Seat(), Seat()]))
    assert not fresh.controller.change_board(match_of("domination", [Seat(), Seat()]))
