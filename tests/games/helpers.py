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


class FakeClock:
    """Advances by ``step`` seconds at every reading: the deadline passes after a known number of
    readings, whatever the machine's speed."""

    def __init__(self, step: float):
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now
