"""The match shown, opened to the class's devices: the host started on the page's controller, the sentences
it sends in the app's language, and what a teacher is told when it cannot start (never a traceback)."""

from __future__ import annotations

import errno
import ipaddress
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication as Q

from graphgames_desktop.net.host import ClassroomHost, Roster, Seating, lan_address
from graphgames_desktop.net.wire import WireProblem, Words
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.frames import SeatFrame
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.game.wording import page_facts
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views.base import GameView


class HostingError(Exception):
    """The host could not start; ``text`` says why to a teacher."""

    def __init__(self, text: str):
        super().__init__(text)
        self.text = text


def device_words(view: Callable[[], GameView]) -> Words:
    """What a device is told with its frames and refusals, in the app's language, as its own seat sees it
    (a device's frame is its seat's: "Your move (Blue)."), worded by the table's view as it is then
    (``view()``: a tournament's table may begin again on another board). ``code`` runs on the host's thread
    too: ``QCoreApplication.translate`` is thread-safe."""

    def frame(seat_frame: SeatFrame) -> dict[str, str]:
        facts = page_facts(seat_frame, view())
        if facts.over:  # "Game over. Ana wins!" and how it ended, the final scores: the winner said once
            return {"turn": facts.turn, "result": facts.ending}
        return {"turn": facts.turn, "last_move": facts.last_move}

    return Words(frame=frame, code=code_text)


def code_text(code: str) -> str:
    """A refusal or a joining problem in words; "" for a malformed message (the device words its code)."""
    if code in WireProblem.__members__.values():
        return _joining_problem(code)
    return texts.page_refusal(code)


def _joining_problem(code: str) -> str:
    """The problems a student meets while joining; the rest come from a broken or hostile page."""
    return {
        WireProblem.WRONG_CODE: Q.translate("Hosting", "That join code is not this game's: check the code on the screen."),
        WireProblem.BAD_NAME: Q.translate("Hosting", "Type a name of 1 to 32 letters."),
        WireProblem.SEAT_TAKEN: Q.translate("Hosting", "Someone already sits there: choose another seat."),
        WireProblem.NO_FREE_SEAT: Q.translate("Hosting", "Every seat is taken."),
        WireProblem.NO_SUCH_SEAT: Q.translate("Hosting", "There is no such seat for a player in this game."),
        WireProblem.BAD_TOKEN: Q.translate("Hosting", "This game does not know this device any more: join again."),
        WireProblem.REPLACED: Q.translate("Hosting", "Your seat was taken back on another device."),
        WireProblem.VERSION: Q.translate("Hosting", "This page is out of date: reload it."),
    }.get(WireProblem(code), "")


def no_network_text() -> str:
    return Q.translate("Hosting", "This computer is not connected to a local network, so the students' devices "
                                  "cannot reach it. Connect it to the same Wi-Fi or network as the devices and try again.")


def start_failure_text(error: OSError) -> str:
    """Why the host could not listen, in a teacher's words."""
    if error.errno == errno.EADDRINUSE:
        return Q.translate("Hosting", "Another program is already using this network port. "
                                      "Close it, or try again in a moment.")
    if error.errno in (errno.EACCES, errno.EPERM):
        return Q.translate("Hosting", "The system did not allow the app to receive connections from the network "
                                      "(a firewall or a permission). Ask for Graph Games to be allowed on the "
                                      "network, then try again.")
    return fill(Q.translate("Hosting", "The app could not open the game to the network: %1"),
                error.strerror or str(error))


def open_to_class(controller: MatchController, view: GameView, post: Callable[[Callable[[], None]], None],
                  lang: str | None, on_lobby: Callable[[Roster], None], port: int = 0,
                  seating: Seating | None = None) -> tuple[ClassroomHost, str]:
    """Start serving the match on every address of this machine; the host and the join address as the devices
    reach it (this machine's address on the local network, never 0.0.0.0). HostingError when it cannot.
    ``seating``: a crashed session's seats, taken over on its port (a free one if another program took it)."""
    address = lan_address()
    if ipaddress.ip_address(address).is_loopback:
        raise HostingError(no_network_text())
    host = ClassroomHost(controller, controller.match.spec, post, port=port, words=device_words(lambda: view), lang=lang,
                         on_lobby=on_lobby, seating=seating, started=False)  # the class waits for Start
    try:
        host.start()
    except OSError as error:
        if seating is None or error.errno != errno.EADDRINUSE:
            raise HostingError(start_failure_text(error)) from error
        host.server.port = 0  # the old port is taken: a new one, whose address the panel shows
        try:
            host.start()
        except OSError as again:
            raise HostingError(start_failure_text(again)) from again
    return host, host.join_url(address)
