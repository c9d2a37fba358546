"""In a lost position every computer level above easy holds out longest: it plays a move after which
the game lasts as long as it can with best play (the move the teaching layer names as the best of the
losing ones, and Hint suggests), never the quickest loss."""

import random

import networkx as nx
import pytest

from graphgames_desktop.games import GAMES, chomp
from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.solve.grundy import NO_DEADLINE
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.games.teaching import Verdict, best
from graphgames_desktop.graph import boards
from tests.games.test_teaching import brute_remoteness, brute_wins


def lost_positions(game: str):
    """Lost positions small enough for the teaching layer to count the moves to the end: random Chomp
    graphs and random rooted pictures in each Hackenbush mode, a few random moves in."""
    rng = random.Random(game)
    found = []
    for seed in range(120):
        if game == "chomp":
            state = chomp.ChompState.from_graph(nx.gnp_random_graph(4 + seed % 3, 0.4, seed))
        else:
            mode = hb.MODES[seed % len(hb.MODES)]
            state = hb.new_state(Setup(2, boards.random_rooted(6 + seed % 3, seed), {"mode": mode}, 0, seed % 2))
        for _ in range(rng.randrange(3)):
            if state.outcome() is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        countable = len(state.vertices) + len(state.edges) <= chomp.PLIES_MAX_SIZE if game == "chomp" else \
            len(state.edges) <= hb.PLIES_MAX_EDGES  # where the teaching layer counts the moves to the end
        if countable and state.outcome() is None and not brute_wins(state, {}) and len(state.legal_moves()) > 1:
            found.append(state)
    return found


@pytest.mark.parametrize("game", ["chomp", "hackenbush"])
def test_levels_above_easy_hold_out_longest_when_lost(game):
    spec = GAMES[game]
    positions = lost_positions(game)
    assert len(positions) >= 10
    spread = 0  # positions where the quickest loss is shorter than the longest
    for state in positions:
        memo, wins = {}, {}
        plies = {m: brute_remoteness(state.play(m), memo, wins) for m in state.legal_moves()}
        longest = max(plies.values())
        spread += min(plies.values()) < longest
        top = best(spec.teaching.judge(state, NO_DEADLINE))
        assert top is not None and top.verdict == Verdict.LOSE and top.plies == longest
        hint = spec.analyse(state, NO_DEADLINE)
        assert hint.preferred and all(plies[m] == longest for m in hint.preferred)
        for level in (Level.MEDIUM, Level.STRONG):
            for seed in range(4):
                choice = spec.computer(level).choose(spec.observe(state, state.current_player), random.Random(seed))
                assert plies[choice.move] == longest, (level, state)
    assert spread >= 3
