"""Pure-Python rule engines. Importing this package registers every game (never imports Qt)."""

from graphgames_desktop.games import chomp, domination, hackenbush, magic  # noqa: F401  (each registers its spec)
from graphgames_desktop.games.cards import game as _cards  # noqa: F401  (registers "cards")
from graphgames_desktop.games.registry import GAMES, game  # noqa: F401
