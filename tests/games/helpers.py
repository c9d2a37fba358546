"""Starting positions and computer moves through the registry, as the app makes them."""

import random

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level, State
from graphgames_desktop.games.spec import Setup


def start(game_id: str, board=None, seats: int = 2, first: int = 0, seed: int = 0, **options) -> State:
    return GAMES[game_id].make_state(Setup(seats, board, options, seed, first))


def computer_move(game_id: str, state: State, rng: random.Random, level: Level = Level.STRONG):
    spec = GAMES[game_id]
    return spec.computer(level).choose(spec.observe(state, state.current_player), rng).move
