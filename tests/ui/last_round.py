"""A card game at its last round, for the tests of its end: the rounds before it are played away from any
screen, the last one on the page. Each move played through the page redraws the whole move list, so a whole
game there took a minute or more; what the end shows is made by the last round's moves and the end itself."""

import random
from collections.abc import Callable

from graphgames_desktop.games.base import Move
from graphgames_desktop.games.match import Match, Seat, new_match
from graphgames_desktop.games.registry import GAMES


def computers(rng: random.Random) -> Callable[[Match], tuple[Move, int | None]]:
    """The computer seats' own choices (the lowest active seat first, as the page asks them)."""
    def choose(match: Match) -> tuple[Move, int | None]:
        seat = match.computers_to_move()[0]
        return match.computer_job(rng, seat)().move, seat
    return choose


def at_the_last_round(seats: tuple[Seat, ...], seed: int, options: dict,
                      choose: Callable[[Match], tuple[Move, int | None]]) -> Match:
    """The card game of ``seats``, ``seed`` and ``options`` played by ``choose`` (a move and its seat, None:
    the seat to move) to its end, then taken back to the start of its last round."""
    match = new_match(GAMES["cards"], seats, None, options, seed)
    while match.state.outcome() is None:
        move, seat = choose(match)
        match.play(move, by=seat)
    last = match.state.round
    start = next(i for i in range(len(match.moves)) if match.state_at(i).round == last)
    return Match(match.spec, match.setup, match.seats, match.moves[:start], match.movers[:start])
