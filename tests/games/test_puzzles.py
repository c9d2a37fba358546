"""Puzzles state only proved answers, and never the same position twice: the answers are exactly the
moves a plain search over the rules proves, and an impartial position is one puzzle whoever moves."""

from __future__ import annotations

import pytest

from graphgames_desktop.games import GAMES, puzzles
from graphgames_desktop.games.teaching import same_shape
from tests.games.test_teaching import brute_wins


def test_magic_puzzles_state_exactly_the_moves_a_full_search_proves():
    """Issue 28: this seed once offered a star-5 puzzle (k = 13) whose answers, taken from the pairing
    strategy off its line, included a losing move (2 <- 6)."""
    memo: dict = {}
    found = puzzles.generate("magic", 10, puzzles.Difficulty.MEDIUM, 13)
    assert len(found) >= 8
    for p in found:
        state = p.state()
        wins = [m for m in state.legal_moves() if not brute_wins(state.play(m), memo)]
        expected = wins if p.kind == puzzles.PuzzleKind.FIND_WIN else wins[:1]
        assert list(p.answers) == expected, (dict(state.labels), p.answers)


def test_a_puzzle_the_teaching_layer_misjudges_is_dropped(monkeypatch):
    """A verdict the exhaustive solver does not prove keeps the position off the sheet."""
    from graphgames_desktop.games.teaching import Verdict
    spec = GAMES["chomp"]
    found = puzzles.generate("chomp", 3, None, 1)
    assert found
    p = found[0]
    assert puzzles.make_puzzle(spec, p.setup, list(p.moves)) is not None
    proved = puzzles.proved_verdicts(spec, p.state())
    flipped = {m: Verdict.LOSE if v == Verdict.WIN else Verdict.WIN for m, v in proved.items()}
    monkeypatch.setattr(puzzles, "proved_verdicts", lambda spec, state: flipped)
    assert puzzles.make_puzzle(spec, p.setup, list(p.moves)) is None


@pytest.mark.parametrize("game,seed", [("hackenbush", 0), ("hackenbush", 3), ("magic", 3), ("chomp", 3)])
def test_an_impartial_position_is_one_puzzle_whoever_moves(game, seed):
    """Issue 30: a Hackenbush sheet had the same Green position twice, once for each player to move."""
    spec = GAMES[game]
    found = puzzles.generate(game, 6, None, seed)
    shapes = []
    for p in found:
        state = p.state()
        shape = spec.teaching.shape(state)
        if puzzles.impartial(spec, state):
            for node, tag in list(shape.nodes(data="tag")):
                if str(tag).startswith("mover"):
                    shape.nodes[node]["tag"] = "mover"
        shapes.append(shape)
    for i in range(len(shapes)):
        for j in range(i):
            assert not same_shape(shapes[i], shapes[j]), (i + 1, j + 1)


def test_the_mover_is_kept_where_it_matters():
    """Blue-Red Hackenbush and Domination: who moves changes the puzzle (in Domination, the colour to
    move: a seat may play either)."""
    for game in ("domination", "hackenbush"):
        spec = GAMES[game]
        states = [p.state() for p in puzzles.generate(game, 8, None, 2)]
        partizan = [s for s in states if not puzzles.impartial(spec, s)]
        assert partizan
        for state in partizan:
            tags = {t for _, t in puzzles.puzzle_shape(spec, state).nodes(data="tag")}
            mover = state.colour(state.current_player) if game == "domination" else state.current_player
            assert any(str(t).startswith(f"mover{mover}") for t in tags)


def test_hackenbush_shapes_tell_colours_and_ground_apart():
    """Two Hackenbush puzzles are the same only with the same colours and the same ground."""
    spec = GAMES["hackenbush"]
    state = next(p.state() for p in puzzles.generate("hackenbush", 8, None, 2) if p.setup.options["mode"] == "blue_red")
    tags = [t for _, t in puzzles.puzzle_shape(spec, state).nodes(data="tag")]
    assert tags.count("ground") == 1 and {"blue", "red"} <= set(tags)
    shape = puzzles.puzzle_shape(spec, state)  # with every colour swapped: another puzzle
    swapped = shape.copy()
    for node, tag in list(swapped.nodes(data="tag")):
        swapped.nodes[node]["tag"] = {"blue": "red", "red": "blue"}.get(tag, tag)
    assert not same_shape(shape, swapped)
