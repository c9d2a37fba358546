"""The board games' positions as a device gets them: plain JSON, every element named by the board drawing's
ids (the board served once as ``/board.json``), and what changes after a move, for every game and its moves."""

from __future__ import annotations

import json
import random

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.graph import boards
from graphgames_desktop.net import wire
from graphgames_desktop.session.frames import frame
from graphgames_desktop.session.screens import Role, Screen

BOARD_GAMES = ("chomp", "hackenbush", "domination", "magic")


def played(game: str, plies: int, seed: int = 3):
    spec = GAMES[game]
    board = boards.board(spec.default_board, 1)
    match = new_match(spec, (Seat(), Seat()), board, {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        moves = match.state.legal_moves()
        if match.state.outcome() is not None or not moves:
            break
        match.play(rng.choice(moves))
    return match, board


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_every_position_of_a_game_is_plain_json_and_names_only_the_boards_elements(game):
    match, board = played(game, 0)
    served = json.loads(wire.dumps(wire.board_json(board)))
    vertex_ids = {v["id"] for v in served["vertices"]}
    edge_ids = {e["id"] for e in served["edges"]}
    assert vertex_ids == set(board.vertices) and all({e["u"], e["v"]} <= vertex_ids for e in served["edges"])
    rng = random.Random(5)
    while True:
        seen = frame(match, Screen("phone", Role.PLAYER, frozenset({0}), 0))
        data = json.loads(wire.dumps(wire.frame_json(seen, wire.NO_WORDS)))
        position = data["observation"]["position"]
        assert data["observation"]["current_player"] == match.state.current_player
        named_vertices = set()
        named_edges = set()
        if game == "chomp":
            named_vertices |= set(position["vertices"]) | {v for pair in position["edges"] for v in pair}
        elif game == "hackenbush":
            named_edges |= {e["id"] for e in position["edges"]}
            named_vertices |= set(position["ground"])
        elif game == "domination":
            named_vertices |= set(position["tokens"][0]) | set(position["tokens"][1]) | set(position["entries"])
        else:
            named_vertices |= {label["vertex"] for label in position["labels"] if "vertex" in label}
            named_vertices |= {v for label in position["labels"] if "edge" in label for v in label["edge"]}
        assert named_vertices <= vertex_ids and named_edges <= edge_ids
        # What a device may send back: exactly the game's moves, when it is this seat's turn.
        legal = [GAMES[game].move_from_json(move) for move in data["legal"]]
        assert legal == (list(match.state.legal_moves()) if data["may_move"] else [])
        moves = match.state.legal_moves()
        if match.state.outcome() is not None or not moves:
            break
        match.play(rng.choice(moves))
    assert data["outcome"] is not None


def test_a_move_changes_the_position_sent():
    match, _ = played("chomp", 0)
    before = wire.observation_json(match.observation(0), GAMES["chomp"])["position"]
    vertex = before["vertices"][0]
    match.play(GAMES["chomp"].move_from_json({"kind": "vertex", "target": vertex}))
    after = wire.observation_json(match.observation(0), GAMES["chomp"])["position"]
    assert vertex not in after["vertices"] and all(vertex not in pair for pair in after["edges"])
    assert len(after["vertices"]) == len(before["vertices"]) - 1


def test_the_magic_position_says_the_labels_left_and_the_constant_once_known():
    match, _ = played("magic", 0)
    position = wire.observation_json(match.observation(None), GAMES["magic"])["position"]
    size = len(position["unused"])
    assert position["labels"] == [] and position["k"] is None and position["unused"] == list(range(1, size + 1))
    move = match.state.legal_moves()[0]
    match.play(move)
    position = wire.observation_json(match.observation(None), GAMES["magic"])["position"]
    assert len(position["labels"]) == 1 and move.label not in position["unused"]
