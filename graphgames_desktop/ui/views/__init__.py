"""The views table: one game view per registered game (the registry's other half)."""

from graphgames_desktop.ui.views.base import GameView
from graphgames_desktop.ui.views.cards_view import CardsView
from graphgames_desktop.ui.views.chomp_view import ChompView
from graphgames_desktop.ui.views.domination_view import DominationView
from graphgames_desktop.ui.views.hackenbush_view import HackenbushView
from graphgames_desktop.ui.views.magic_view import MagicView

VIEWS: dict[str, type[GameView]] = {view.game_id: view for view in (ChompView, HackenbushView, DominationView, MagicView, CardsView)}


def playable() -> list[str]:
    """The games offered on the home screen and in the menus: those whose screen is built."""
    return [game_id for game_id, view in VIEWS.items() if view.ready]
