"""The lobby on the projector while the class joins: the address, the join code in very large type, a QR code
of the address with the code, who took which seat (live), Start and Close.

The dialog only shows: the page owns the host, feeds the lobby its seats (on the GUI thread) and stops the
host when the lobby is closed."""

from __future__ import annotations

import io

import segno
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from graphgames_desktop.net.host import Roster
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled
from graphgames_desktop.ui.views.base import GameView

#: Light modules around the symbol, as the QR standard asks (a reader needs them to find the code).
QUIET_ZONE = 4


def qr_pixmap(url: str, width: int) -> QPixmap:
    """``url`` as a QR code about ``width`` pixels wide: whole pixels a module (crisp), quiet zone kept."""
    code = segno.make(url, error="m", micro=False)
    scale = max(2, width // code.symbol_size(border=QUIET_ZONE)[0])
    out = io.BytesIO()
    code.save(out, kind="png", scale=scale, border=QUIET_ZONE)
    pixmap = QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class LobbyDialog(QDialog):
    """Join the game: shown until the teacher starts (the host keeps serving) or closes it (the host stops)."""

    def __init__(self, url: str, code: str, view: GameView, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lobby")
        self.url = url
        self.view = view
        self.roster: Roster | None = None
        self.heading = QLabel()
        keep_scaled(self.heading, TYPE.display)
        self.qr = QLabel()
        self.qr.setObjectName("lobby_qr")
        self.qr.setPixmap(qr_pixmap(url, em(13)))
        self.qr.setAccessibleName(url)
        self.address_label = QLabel()
        self.address = QLabel(url)
        self.address.setObjectName("lobby_address")
        self.address.setTextInteractionFlags(Qt.TextSelectableByMouse)
        keep_scaled(self.address, TYPE.title)
        self.code_label = QLabel()
        self.code = QLabel(" ".join((code[:3], code[3:])) if len(code) == 6 else code)
        self.code.setObjectName("lobby_code")
        self.code.setAccessibleName(code)
        keep_scaled(self.code, TYPE.code)
        self.seats_label = QLabel()
        self.seat_list = QLabel()
        self.seat_list.setObjectName("lobby_seats")
        self.seat_list.setTextFormat(Qt.PlainText)
        keep_scaled(self.seat_list, TYPE.heads_up, bold=False)
        self.note = QLabel()
        self.note.setWordWrap(True)
        side = QVBoxLayout()
        for w in (self.address_label, self.address, self.code_label, self.code, self.seats_label, self.seat_list):
            side.addWidget(w)
        side.addStretch(1)
        self.buttons = QDialogButtonBox()
        self.start_button = QPushButton()
        self.start_button.setObjectName("lobby_start")
        self.close_button = QPushButton()
        self.close_button.setObjectName("lobby_close")
        self.buttons.addButton(self.start_button, QDialogButtonBox.AcceptRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        grid = QGridLayout(self)
        grid.addWidget(self.heading, 0, 0, 1, 2)
        grid.addWidget(self.qr, 1, 0, Qt.AlignTop)
        grid.addLayout(side, 1, 1)
        grid.addWidget(self.note, 2, 0, 1, 2)
        grid.addWidget(self.buttons, 3, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def show_lobby(self, roster: Roster) -> None:
        """Who sits where now, as the host tells it."""
        self.roster = roster
        self._show_seats()

    def _show_seats(self) -> None:
        lines = []
        roster = self.roster
        for seat, kind in enumerate(roster.kinds if roster else ()):
            members = roster.at(seat)
            if kind == "computer":
                who = self.tr("the computer")
            elif not members:
                who = self.tr("free")
            else:
                who = ", ".join(m.name if m.connected else fill(self.tr("%1 (away)"), m.name) for m in members)
            lines.append(f"{self.view.seat_name(seat)}: {who}")
        self.seat_list.setText("\n".join(lines))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open to the class"))
        self.heading.setText(self.tr("Join the game on your phone or computer"))
        self.address_label.setText(self.tr("Open this address, or scan the code:"))
        self.code_label.setText(self.tr("Join code:"))
        self.seats_label.setText(self.tr("Seats:"))
        self.note.setText(self.tr("The devices must be on the same network as this computer. If they cannot open "
                                  "the address, the computer's firewall may be blocking Graph Games."))
        self.start_button.setText(self.tr("&Start"))
        self.close_button.setText(self.tr("&Close and stop"))
        self._show_seats()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
