"""One registry of games: the game selector, the file loader and the conformance tests run over it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from graphgames_desktop.graph.drawing import Drawing


@dataclass(frozen=True)
class GameInfo:
    """What the rest of the program needs to know of a game, without knowing its rules.

    ``title`` and ``summary`` are English source strings; the UI translates them.
    """

    id: str
    title: str
    summary: str
    default_board: str
    new_state: Callable[[Drawing, dict], Any]
    move_from_json: Callable[[dict], Any]
    players: tuple[int, int] = (2, 2)
    board_kind: str = "simple"
    options: dict = field(default_factory=dict)
    boards: tuple[str, ...] = ()
    #: ``analyse(state, deadline) -> Analysis``: what the computer players and hints build on.
    analyse: Callable[..., Any] | None = None


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    GAMES[info.id] = info
    return info


def game(game_id: str) -> GameInfo:
    return GAMES[game_id]
