"""The class's vote: each device of the voting seat votes once on each position, the teacher's screen sees
the tally, a device only the count and its own vote; the teacher closes it (or its time runs out) and the
move with most votes is played, a tie going to the move voted for first; the ballots kept in the record."""

from __future__ import annotations

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.session.controller import COMPUTER_PAUSE_MS
from graphgames_desktop.session.intents import Play, Refusal, VoteChanged, intent_from_json
from graphgames_desktop.session.screens import Role, Screen
from graphgames_desktop.session.vote import CloseVote, Vote, VoteService
from tests.session.helpers import Session, match_of


def class_against_computer(seconds: float | None = None, game: str = "chomp", **options):
    session = Session(match_of(game, [Seat(), Seat.computer(Level.EASY)], **options))
    teacher = session.controller.attach(Screen("desk", Role.TEACHER))
    phones = [session.phone(0, f"phone-{i}") for i in range(5)]
    service = VoteService(session.controller, session.clock, frozenset({0}), seconds)
    session.controller.start()
    return session, service, teacher, phones


def vote(session, phone, move, at_ply=None):
    return session.controller.submit(phone.id, Vote(move, len(session.match.moves) if at_ply is None else at_ply))


def test_the_most_voted_move_is_played_when_the_teacher_closes_the_vote_and_kept_in_the_record():
    session, service, teacher, phones = class_against_computer()
    moves = session.match.state.legal_moves()
    a, b = moves[0], moves[-1]
    for phone, move in zip(phones, [b, a, a, b, a]):
        assert vote(session, phone, move) is None
    seen = session.controller.frame(phones[0].id).vote
    assert seen.votes == 5 and seen.mine == b and seen.tally is None  # a device does not see how others voted
    assert session.controller.frame(teacher.id).vote.tally == ((a, 3), (b, 2))
    assert session.controller.submit(teacher.id, CloseVote()) is None
    assert session.match.moves == [a] and session.match.movers == [0]
    ballot = session.match.ballots[0]
    assert ballot.tally == ((a, 3), (b, 2)) and ballot.voters == 5 and ballot.seat == 0
    restored = Match.from_record(session.match.record(), session.match.setup.board)
    assert restored.ballots == session.match.ballots
    session.jobs.run_all()
    session.clock.advance(COMPUTER_PAUSE_MS)
    assert len(session.match.moves) == 2 and service.open is not None and service.open.ply == 2


def test_a_tie_goes_to_the_move_voted_for_first():
    session, _, teacher, phones = class_against_computer()
    moves = session.match.state.legal_moves()
    for phone, move in zip(phones[:4], [moves[2], moves[1], moves[1], moves[2]]):
        assert vote(session, phone, move) is None
    session.controller.submit(teacher.id, CloseVote())
    assert session.match.moves == [moves[2]]


def test_a_device_votes_once_only_while_the_vote_is_open_and_never_plays_nor_votes_for_another():
    session, service, teacher, phones = class_against_computer()
    move = session.match.state.legal_moves()[0]
    assert session.controller.submit(phones[0].id, Play(move, 0)) == Refusal.VOTE
    assert vote(session, phones[0], move, at_ply=3) == Refusal.STALE
    assert vote(session, phones[0], move) is None
    assert vote(session, phones[0], session.match.state.legal_moves()[1]) == Refusal.ALREADY_VOTED
    assert session.controller.submit(phones[0].id, CloseVote()) == Refusal.NOT_ALLOWED
    other = session.controller.attach(Screen("phone-seat-1", Role.PLAYER, frozenset({1}), 1))
    assert vote(session, other, move) == Refusal.NO_VOTE_OPEN
    assert session.controller.submit(teacher.id, CloseVote()) is None
    assert vote(session, phones[1], move, at_ply=0) == Refusal.NO_VOTE_OPEN  # the computer's turn now


def test_an_illegal_vote_is_refused_with_the_games_reason():
    session, _, _, phones = class_against_computer()
    from graphgames_desktop.games.chomp import ChompMove
    assert vote(session, phones[0], ChompMove.vertex(999)) == "no_such_vertex"


def test_a_vote_closes_when_its_time_runs_out_and_one_with_no_votes_stays_open():
    session, service, teacher, phones = class_against_computer(seconds=10)
    assert session.controller.frame(teacher.id).vote.time_left_ms == 10_000
    session.clock.advance(10_000)
    assert session.match.moves == [] and service.open is not None  # nobody voted: nothing played
    assert session.controller.submit(teacher.id, CloseVote()) == Refusal.NO_VOTES
    move = session.match.state.legal_moves()[0]
    assert vote(session, phones[3], move) is None
    session.controller.submit(teacher.id, CloseVote())
    assert session.match.moves == [move]


def test_a_pause_stops_the_votes_and_the_votes_time():
    session, service, teacher, phones = class_against_computer(seconds=10)
    session.clock.advance(4000)
    session.controller.pause(True)
    move = session.match.state.legal_moves()[0]
    assert vote(session, phones[0], move) == Refusal.PAUSED
    session.clock.advance(60_000)
    assert session.controller.frame(teacher.id).vote.time_left_ms == 6000
    session.controller.pause(False)
    assert vote(session, phones[0], move) is None
    session.clock.advance(6000)
    assert session.match.moves == [move]


def test_half_against_half_and_undo_keeps_ballots_for_a_redo_but_not_for_another_move():
    session = Session(match_of("chomp", [Seat(), Seat()]))
    teacher = session.controller.attach(Screen("desk", Role.TEACHER))
    left, right = session.phone(0, "left"), session.phone(1, "right")
    VoteService(session.controller, session.clock, frozenset({0, 1}))
    session.controller.start()
    for phone in (left, right):
        move = session.match.state.legal_moves()[0]
        assert vote(session, phone, move) is None
        assert session.controller.submit(teacher.id, CloseVote()) is None
    assert sorted(session.match.ballots) == [0, 1] and session.match.movers == [0, 1]
    assert session.controller.submit(teacher.id, intent_from_json({"kind": "undo", "last": None}, session.match.spec)) is None
    assert session.controller.submit(teacher.id, intent_from_json({"kind": "redo"}, session.match.spec)) is None
    assert sorted(session.match.ballots) == [0, 1]
    session.controller.submit(teacher.id, intent_from_json({"kind": "undo", "last": None}, session.match.spec))
    other = session.match.state.legal_moves()[-1]
    assert vote(session, right, other) is None
    session.controller.submit(teacher.id, CloseVote())
    assert sorted(session.match.ballots) == [0, 1] and session.match.ballots[1].tally == ((other, 1),)


def test_votes_are_said_to_listeners_and_decode_from_the_wire():
    session, _, _, phones = class_against_computer()
    before = len(session.of(VoteChanged))
    move = session.match.state.legal_moves()[0]
    vote(session, phones[0], move)
    assert len(session.of(VoteChanged)) == before + 1
    spec = session.match.spec
    assert intent_from_json(Vote(move, 4).to_json(), spec) == Vote(move, 4)
    assert intent_from_json({"kind": "close_vote"}, spec) == CloseVote()


def test_no_vote_opens_where_the_rules_force_the_move():
    from graphgames_desktop.games.domination_rules import Pass
    session, service, teacher, phones = class_against_computer(game="domination", board_id="path-4")
    match = session.match
    while match.state.outcome() is None:
        forced = match.spec.forced(match.state)
        if match.state.current_player == 0 and forced is not None:
            assert service.open is None and isinstance(forced, Pass)
            session.clock.advance(COMPUTER_PAUSE_MS)
            continue
        if match.state.current_player == 0:
            assert vote(session, phones[0], match.state.legal_moves()[0]) is None
            session.controller.submit(teacher.id, CloseVote())
        else:
            session.jobs.run_all()
            session.clock.advance(COMPUTER_PAUSE_MS)
    assert all(match.mover_of(p) == 0 for p in match.ballots)


def test_a_vote_nobody_voted_in_runs_for_another_while_and_a_new_time_counts_from_now():
    session, service, teacher, phones = class_against_computer()
    assert session.controller.frame(teacher.id).vote.time_left_ms is None  # opened before any time was set
    service.set_seconds(10)
    assert session.controller.frame(teacher.id).vote.time_left_ms == 10_000
    session.clock.advance(10_000)
    assert session.match.moves == [] and session.controller.frame(teacher.id).vote.time_left_ms == 10_000
    move = session.match.state.legal_moves()[0]
    assert vote(session, phones[0], move) is None
    session.clock.advance(10_000)
    assert session.match.moves == [move]
