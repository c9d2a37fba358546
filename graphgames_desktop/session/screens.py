"""A screen: one pair of eyes on a match (a desktop with one or two people, a phone, the projector).

What a screen may *do* (its ``role`` and the ``seats`` that sit at it) is kept apart from what it may
*see* (its ``looking`` seat and the replay position it shows). The curtain of a shared screen is derived
from these and the match, never stored: a screen of several people in a hidden-information game is
covered whenever the seat to move is not the one looking.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from graphgames_desktop.games.match import Match


class Role(StrEnum):
    """What a screen may ask for besides its seats' moves."""

    TEACHER = "teacher"  # everything: undo and redo, the teaching layer (the desktop app, the class's host)
    PLAYER = "player"  # its own seats' moves, and undo of its own last move
    WATCHER = "watcher"  # replay only


@dataclass
class Screen:
    """``seats``: the seats of people at this screen; ``looking``: of those, the one whose secrets it may
    show now (a shared screen's, set when that person takes it); ``shown_ply``: the position it shows in
    replay, None for the live one."""

    id: str
    role: Role
    seats: frozenset[int] = frozenset()
    looking: int | None = None
    shown_ply: int | None = None

    @property
    def shared(self) -> bool:
        return len(self.seats) > 1

    def ply(self, match: Match) -> int:
        return len(match.moves) if self.shown_ply is None else self.shown_ply


def screen_for(id: str, match: Match, role: Role = Role.TEACHER) -> Screen:
    """A screen where every person of ``match`` sits (the desktop app): one person looks at once."""
    humans = frozenset(match.humans())
    return Screen(id, role, humans, next(iter(humans)) if len(humans) == 1 else None)


def movable_here(screen: Screen, match: Match) -> frozenset[int]:
    """The active seats of people sitting at ``screen`` (several where a step is taken together)."""
    return frozenset(s for s in match.active_seats() if s in screen.seats and not match.seats[s].is_computer)


def to_move_here(screen: Screen, match: Match) -> int | None:
    """The seat to move at ``screen``: the current player when it is a person sitting here, else the lowest
    of the screen's active seats (a ``Play`` names another with its ``seat``)."""
    here = movable_here(screen, match)
    turn = match.state.current_player
    return turn if turn in here else min(here, default=None)


def curtain(screen: Screen, match: Match) -> int | None:
    """The seat ``screen`` must be passed to before it shows anything (None: no curtain): hidden cards,
    several people at the screen, one of them to move and not the one looking, the live position shown."""
    if not match.spec.hidden_information or not screen.shared or screen.shown_ply is not None:
        return None
    seat = to_move_here(screen, match)
    return seat if seat is not None and seat != screen.looking else None


def sight(screen: Screen, match: Match) -> int | None:
    """The seat whose secrets ``screen`` shows now (None: what any onlooker sees). A screen of one person is
    theirs all along; a shared one is its looking seat's only while that seat is to move (between turns it
    is anybody's); at the end of a game everything is public; behind a curtain nothing is shown."""
    if match.state.outcome() is not None or not screen.seats or curtain(screen, match) is not None:
        return None
    if not screen.shared:
        return next(iter(screen.seats))
    return screen.looking if screen.looking == to_move_here(screen, match) else None
