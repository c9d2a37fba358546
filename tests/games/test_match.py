"""The match: the shared policy, undo back to a person's decision, records and their versions."""

import json
import random

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import IllegalMoveError, Level
from graphgames_desktop.games.chomp import ChompMove
from graphgames_desktop.games.match import Match, MatchRefusal, RecordError, RecordProblem, Seat, new_match
from graphgames_desktop.games.spec import SetupError
from graphgames_desktop.graph import boards

HUMAN, COMPUTER = Seat(), Seat.computer(Level.STRONG)


def chomp_match(*seats, board="path-4", first=0):
    return new_match(GAMES["chomp"], seats or (HUMAN, HUMAN), boards.board(board), first=first)


def test_the_match_refuses_moves_after_the_end_and_out_of_turn():
    match = chomp_match()
    with pytest.raises(IllegalMoveError) as info:
        match.play(ChompMove.vertex(0), by=1)
    assert info.value.code == MatchRefusal.NOT_YOUR_TURN and not match.moves
    for v in range(4):
        match.play(ChompMove.vertex(v))
    with pytest.raises(IllegalMoveError) as info:
        match.play(ChompMove.vertex(0))
    assert info.value.code == MatchRefusal.GAME_OVER


def test_undo_goes_back_to_the_last_human_decision_past_computer_replies():
    match = chomp_match(HUMAN, COMPUTER, board="cycle-6")
    match.play(ChompMove.vertex(0))
    match.play(random.Random(1).choice(match.state.legal_moves()))  # as the computer would
    assert match.can_undo()
    assert len(match.undo()) == 2 and not match.moves and match.state.current_player == 0
    assert not match.can_undo()
    assert len(match.redo()) == 2 and len(match.moves) == 2


def test_a_game_the_computer_opened_cannot_be_undone_before_the_first_human_move():
    match = chomp_match(HUMAN, COMPUTER, board="path-7", first=1)
    match.play(match.state.legal_moves()[0])
    assert not match.can_undo()


def test_the_computer_decides_from_an_observation_on_another_thread_safely():
    match = chomp_match(HUMAN, COMPUTER, board="path-7", first=1)
    job = match.computer_job(random.Random(0))
    choice = job()
    assert choice.solved and choice.move in match.state.legal_moves()
    with pytest.raises(ValueError):
        chomp_match().computer_job(random.Random(0))


def test_setups_outside_the_spec_are_refused_with_codes():
    spec = GAMES["hackenbush"]
    with pytest.raises(SetupError) as info:
        new_match(spec, (HUMAN,), boards.board("house"))
    assert info.value.code == "too_few_seats"
    with pytest.raises(SetupError) as info:
        new_match(spec, (HUMAN, HUMAN), boards.board("house"), {"mode": "purple"})
    assert info.value.code == "bad_option"
    with pytest.raises(SetupError):
        new_match(spec, (HUMAN, HUMAN), boards.board("house"), {"colour": "green"})
    assert new_match(spec, (HUMAN, HUMAN), boards.board("house")).setup.options == {"mode": "green"}


def test_a_record_without_a_rules_version_loads_as_version_one():
    old = {"game": "chomp", "options": {"first": 1}, "players": {"0": "human", "1": "computer", "level": "perfect"},
           "moves": [{"kind": "vertex", "target": 0}]}
    match = Match.from_record(old, boards.board("path-4"))
    assert match.setup.first == 1 and match.seats == (HUMAN, Seat.computer(Level.STRONG))
    assert match.moves == [ChompMove.vertex(0)] and match.state.current_player == 0
    assert match.record()["rules_version"] == 1


def test_records_of_other_rules_versions_are_refused_with_a_code():
    record = chomp_match().record()
    for version, code in ((2, RecordProblem.NEWER_RULES), (0, RecordProblem.BAD_RECORD), ("1", RecordProblem.BAD_RECORD)):
        with pytest.raises(RecordError) as info:
            Match.from_record({**record, "rules_version": version}, boards.board("path-4"))
        assert info.value.code == code


@pytest.mark.parametrize("record,code,index", [
    ([], RecordProblem.BAD_RECORD, None),
    ({"game": "go"}, RecordProblem.UNKNOWN_GAME, None),
    ({"game": "chomp", "rules_version": 1, "setup": {"seats": 3}, "seats": [{}, {}, {}], "moves": []},
     RecordProblem.BAD_SETUP, None),
    ({"game": "chomp", "rules_version": 1, "setup": {}, "seats": [{"kind": "robot"}, {}], "moves": []},
     RecordProblem.BAD_SETUP, None),
    ({"game": "chomp", "rules_version": 1, "setup": {}, "seats": [{}, {}], "moves": [{"kind": "vertex", "target": True}]},
     RecordProblem.BAD_MOVE, 0),
    ({"game": "chomp", "rules_version": 1, "setup": {}, "seats": [{}, {}],
      "moves": [{"kind": "vertex", "target": 1}, {"kind": "vertex", "target": 1}]}, RecordProblem.BAD_MOVE, 1),
])
def test_damaged_records_are_refused_with_the_problem_and_the_move(record, code, index):
    with pytest.raises(RecordError) as info:
        Match.from_record(json.loads(json.dumps(record)), boards.board("path-4"))
    assert info.value.code == code and info.value.index == index
