"""Positions of the card game built for tests (chosen cards face up, chosen sheets drawn), and whole games between bots."""

import random
from collections import Counter
from dataclasses import replace

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.bot import Bot, draw_plainly
from graphgames_desktop.games.cards.moves import PickResource
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import new_game
from graphgames_desktop.games.cards.table import Sheet


def sheet_of(n: int, edges=(), frozen=(), crossed=0, objectives=()) -> Sheet:
    return Sheet(vertices=n, edges=frozenset((min(u, v), max(u, v)) for u, v in edges), frozen=frozenset(frozen),
                 crossed=crossed, objectives=tuple(objectives), positions=((0.0, 0.0),) * n)


def with_sheet(state, player: int, sheet: Sheet):
    me = state.players[player]
    return state._with_player(player, replace(me, sheets=me.sheets[:-1] + (sheet,)))


def with_player(state, player: int, **changes):
    return state._with_player(player, replace(state.players[player], **changes))


def drawing(players=2, resources=("R01", "R15"), power="P01", picks=None, seed=3, bonus=False):
    """A game in round 1's draw phase, every player having picked (card 0 unless ``picks`` says)."""
    state = new_game(players, seed=seed, bonus=bonus)
    while state.phase == "bonus":
        state = state.play(state.legal_moves()[0])
    state = replace(state, resource_row=tuple(resources), power_up=power)
    for p in range(players):
        state = state.play(PickResource(picks[p] if picks else 0))
    assert state.phase == "draw"
    return state


def finish_drawing(state):
    """Let every player still drawing draw plainly and end (vertices first, then any edges)."""
    return draw_plainly(state)


def play_out(players, bonus, seed, levels=(Level.STRONG, Level.MEDIUM, Level.EASY), watch=None):
    """A whole game between computer players, each choosing from its own seat's observation.

    ``watch(before, after)`` sees every move's positions. Returns the end and a count of the events.
    """
    state = new_game(players, bonus=bonus, seed=seed)
    bots = [Bot(levels[i % len(levels)]) for i in range(players)]
    rngs = [random.Random(seed * 31 + i) for i in range(players)]
    events = Counter()
    while state.outcome() is None:
        p = state.current_player
        before, state = state, state.play(bots[p].choose(observe(state, p), rngs[p]).move)
        events.update(e[0] for e in state.events)
        if watch is not None:
            watch(before, state)
    return state, events
