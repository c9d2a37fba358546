"""A controller on a manual clock and inline jobs: a match driven with no window, no thread, no sleep."""

from __future__ import annotations

import random

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.intents import Event, Play
from graphgames_desktop.session.scheduler import InlineJobs, ManualClock, settle
from graphgames_desktop.session.screens import Role, Screen, screen_for
from tests.games.test_conformance import board_for


class Session:
    """One match under a controller, with the events it sent."""

    def __init__(self, match: Match, **kwargs):
        self.clock, self.jobs = ManualClock(), InlineJobs()
        self.controller = MatchController(match, self.clock, self.jobs, rng=random.Random(7), **kwargs)
        self.events: list[Event] = []
        self.controller.subscribe(self.events.append)
        self.match = match

    def desk(self, role: Role = Role.TEACHER) -> Screen:
        """The desktop: every person of the match at it."""
        return self.controller.attach(screen_for("desk", self.match, role))

    def phone(self, seat: int, id: str | None = None, role: Role = Role.PLAYER) -> Screen:
        return self.controller.attach(Screen(id or f"phone-{seat}", role, frozenset({seat}), seat))

    def play(self, screen: Screen, move, at_ply: int | None = None):
        return self.controller.submit(screen.id, Play(move, len(self.match.moves) if at_ply is None else at_ply))

    def settle(self) -> None:
        settle(self.clock, self.jobs)

    def of(self, kind: type) -> list:
        return [e for e in self.events if isinstance(e, kind)]


def match_of(game_id: str, seats: list[Seat], seed: int = 1, board_id: str | None = None, **options) -> Match:
    spec = GAMES[game_id]
    return Match(spec, Setup(len(seats), board_for(spec, board_id), spec.resolve_options(options), seed, 0), tuple(seats))


def versus_computer(game_id: str, level: Level = Level.EASY, **kwargs) -> Match:
    return match_of(game_id, [Seat(), Seat.computer(level)], **kwargs)
