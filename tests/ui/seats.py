"""A move made by the person to move at a shared screen: they take the screen first (the curtain's button),
as the people at one desktop do between turns, then play."""

from graphgames_desktop.session.intents import Uncover
from graphgames_desktop.ui.game.teaching_layer import DESK


def play_at_screen(page, move) -> bool:
    """Whether ``move`` was played (a refused one is said on the page, as a click's is)."""
    if page.frame().curtain is not None:
        page.controller.submit(DESK, Uncover())
    return page.play(move)


def computer_answers(page, choice) -> None:
    """The computer's answer is ``choice`` (its own search is dropped), played at once."""
    controller = page.controller
    seat = controller.match.state.current_player
    ask = controller._asks[seat]
    ask.cancel()
    controller._play_computer(seat, ask, choice)
