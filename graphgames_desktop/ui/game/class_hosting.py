"""The game page's hosting half: the match served to the class's devices, and the lobby on the projector.

A part of GamePage (a mixin: ``self`` is the page, with its controller, view and scheduler), kept apart
because it is one idea; the server itself is ``net/host.py``, started by ``hosting.open_to_class``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtWidgets import QMessageBox

from graphgames_desktop.net.host import Roster
from graphgames_desktop.net.wire import HOSTED_GAMES
from graphgames_desktop.ui.game.hosting import HostingError, open_to_class
from graphgames_desktop.ui.lobby_dialog import LobbyDialog


class ClassroomHosting:
    """GamePage's hosting half (a mixin)."""

    # -- the class's devices ---------------------------------------------------------------------------
    def can_host(self) -> bool:
        """The match shown may be served to devices (the card game in this version)."""
        return self.match is not None and self.match.spec.id in HOSTED_GAMES

    def open_lobby(self, lang: str | None) -> LobbyDialog | None:
        """Serve the match to the class (once) and show the lobby; None, the reason said, when it cannot start."""
        if self.controller is None or self.game_view is None or not self.can_host():
            return None
        if self.classroom_host is None or self.lobby is None:
            post = self.scheduler.post
            try:
                host, url = open_to_class(self.controller, self.game_view, post, lang,
                                          lambda roster: post(lambda: self._on_lobby(roster)))
            except HostingError as error:
                QMessageBox.warning(self, Q.translate("GamePage", "Open to the class"), error.text)
                return None
            self.classroom_host = host
            self.lobby = LobbyDialog(url, host.code, self.game_view, self)
            self.lobby.accepted.connect(host.mark_started)
            self.lobby.rejected.connect(self.stop_hosting)
        self.lobby.open()
        self.lobby.raise_()
        return self.lobby

    def _on_lobby(self, roster: Roster) -> None:
        if self.lobby is not None:
            self.lobby.show_lobby(roster)

    def stop_hosting(self) -> None:
        """The server stops and the devices leave (the lobby closed, a new match, the window closing)."""
        host, lobby = self.classroom_host, self.lobby
        self.classroom_host = self.lobby = None
        if host is not None:
            host.stop()
        if lobby is not None:
            lobby.hide()
            lobby.deleteLater()
