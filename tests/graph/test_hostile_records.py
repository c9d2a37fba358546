"""Saved game records from hostile or damaged files: every problem is a RecordError with a code."""

import json

import pytest

from graphgames_desktop.games.match import Match, RecordError, Seat, new_match
from graphgames_desktop.games.registry import GAMES
from graphgames_desktop.graph import boards, fileio


def record_on(game: str, board: str, **options) -> tuple[dict, object]:
    drawing = boards.board(board)
    match = new_match(GAMES[game], [Seat(), Seat()], drawing, options)
    match.play(match.state.legal_moves()[0])
    return match.record(), drawing


def mutated(record: dict, path: tuple, value) -> dict:
    out = json.loads(json.dumps(record))
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return out


CHOMP, CHOMP_BOARD = record_on("chomp", "petersen")
HACKENBUSH, HACKENBUSH_BOARD = record_on("hackenbush", "hackenbush-house" if "hackenbush-house" in boards.BOARDS
                                         else next(b for b in GAMES["hackenbush"].boards))


@pytest.mark.parametrize("record", [
    mutated(CHOMP, ("game",), ["chomp"]),                 # game of the wrong type (unhashable)
    mutated(CHOMP, ("game",), {"a": 1}),
    mutated(CHOMP, ("setup", "options"), ["mode"]),        # options of the wrong type
    mutated(CHOMP, ("setup", "first"), "x"),
    mutated(CHOMP, ("setup", "first"), float("inf")),
    mutated(CHOMP, ("setup", "first"), 5),
    mutated(CHOMP, ("setup", "seats"), 10**400),
    mutated(CHOMP, ("seats",), {"0": "human"}),
    mutated(CHOMP, ("seats",), [{"kind": "robot"}, {}]),
    mutated(CHOMP, ("seats",), [{"kind": "computer", "level": ["x"]}, {}]),
    mutated(CHOMP, ("moves",), [{"kind": "edge", "target": [float("inf"), 0]}]),
    mutated(CHOMP, ("moves",), [{"kind": "vertex", "target": 2**70}]),
    mutated(CHOMP, ("moves",), "all"),
    mutated(CHOMP, ("rules_version",), 10**400),
    mutated(HACKENBUSH, ("setup", "options", "mode"), "purple"),
    mutated(HACKENBUSH, ("setup", "options", "mode"), ["green"]),
    mutated(HACKENBUSH, ("moves",), [{"edge": [1, 2]}]),
    # Records from before rules versions (players and options.first at the top).
    {"game": "chomp", "options": ["x"], "players": 5, "moves": []},
    {"game": "chomp", "options": {"first": "x"}, "players": {"0": ["computer"]}, "moves": []},
    {"game": "chomp", "options": {"first": 5}, "players": {"0": "computer", "level": "godlike"}, "moves": []},
    {"game": "hackenbush", "options": {"mode": "purple"}, "moves": []},
    {"game": "chomp", "options": {}, "players": {}, "moves": {"a": 1}},
])
def test_damaged_records_are_refused_with_a_code(record):
    board = HACKENBUSH_BOARD if record.get("game") == "hackenbush" else CHOMP_BOARD
    with pytest.raises(RecordError) as info:
        Match.from_record(record, board)
    assert info.value.code in {"bad_record", "unknown_game", "bad_setup", "bad_move", "newer_rules", "older_rules"}


@pytest.mark.parametrize("ground", [5, "abc", [[1]], {"a": 1}, [2**70], [True]])
def test_a_ground_that_is_not_a_list_of_vertices_is_refused_at_the_file(ground):
    """The board's metadata is checked where the file is read, so the games can trust it."""
    doc = json.loads(fileio.dumps_native(HACKENBUSH_BOARD, HACKENBUSH))
    doc["meta"]["ground"] = ground
    with pytest.raises(fileio.GraphFileError) as info:
        fileio.loads_native(json.dumps(doc).encode())
    assert info.value.code == "bad_value" and "ground" in info.value.detail


def test_a_good_record_still_replays():
    loaded = fileio.loads_native(fileio.dumps_native(HACKENBUSH_BOARD, HACKENBUSH))
    match = Match.from_record(loaded.session, loaded.drawing)
    assert len(match.moves) == 1
