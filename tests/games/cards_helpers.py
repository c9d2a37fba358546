"""Positions of the card game built for tests (chosen cards face up, chosen sheets drawn), and whole games between bots."""

import random
from collections import Counter
from dataclasses import replace

import networkx as nx

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


def drawing(players=2, resources=("R01", "R15"), power="P01", picks=None, seed=3, bonus=False, claims="referee"):
    """A game in round 1's draw phase, every player having picked (card 0 unless ``picks`` says)."""
    state = new_game(players, seed=seed, bonus=bonus, **({"claims": claims} if claims != "referee" else {}))
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


def play_out(players, bonus, seed, levels=(Level.STRONG, Level.MEDIUM, Level.EASY), watch=None, stop=None):
    """A whole game between computer players, each choosing from its own seat's observation.

    ``watch(before, after)`` sees every move's positions; ``stop(state)`` ends the game early where it
    says so. Returns the last position and a count of the events.
    """
    state = new_game(players, bonus=bonus, seed=seed)
    bots = [Bot(levels[i % len(levels)]) for i in range(players)]
    rngs = [random.Random(seed * 31 + i) for i in range(players)]
    events = Counter()
    while state.outcome() is None and not (stop and stop(state)):
        p = state.current_player
        before, state = state, state.play(bots[p].choose(observe(state, p), rngs[p]).move)
        events.update(e[0] for e in state.events)
        if watch is not None:
            watch(before, state)
    return state, events


def with_card(state, card_id, graph, kind):
    """``state`` with objective ``card_id`` showing ``graph`` (type ``kind``) instead of its own."""
    g = nx.convert_node_labels_to_integers(graph)
    decks = state.decks
    objectives = tuple(replace(o, type=kind, vertices=g.number_of_nodes(), edges=tuple(sorted(
        (min(u, v), max(u, v)) for u, v in g.edges()))) if o.id == card_id else o for o in decks.objectives)
    return replace(state, decks=replace(decks, objectives=objectives))


def claim_step(players=2, row=("S01", "S02", "S03", "C01", "C02"), claims="referee", seed=3):
    """Round 1's claim step, everybody having drawn plainly, with ``row`` face up (the deck holds the rest)."""
    state = finish_drawing(drawing(players=players, seed=seed, claims=claims))
    assert state.phase == "claim"
    rest = tuple(c for c in state.objective_deck + state.objective_row if c not in row)
    return replace(state, objective_row=tuple(row), objective_deck=rest)
