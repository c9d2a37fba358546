"""One registry of games: the game selector, the file loader and the conformance tests run over it."""

from __future__ import annotations

from graphgames_desktop.games.spec import GameSpec

GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    if spec.id in GAMES:
        raise ValueError(f"game {spec.id} registered twice")
    GAMES[spec.id] = spec
    return spec


def game(game_id: str) -> GameSpec:
    return GAMES[game_id]
