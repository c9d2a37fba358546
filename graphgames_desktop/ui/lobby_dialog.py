"""The class's panel on the projector: how to join (the address, the join code in very large type, a QR code
of the address with the code), who holds which seat (live), and the teacher's controls: give a seat to the
computer or back, free a seat or remove one device, the time for each step, pause, start and end.

The dialog only shows and asks: the page owns the host and the controller, feeds the panel its roster (on
the GUI thread) and does what the panel's signals ask."""

from __future__ import annotations

import io

import segno
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.net.host import Roster
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled
from graphgames_desktop.ui.views.base import GameView

#: Light modules around the symbol, as the QR standard asks (a reader needs them to find the code).
QUIET_ZONE = 4
#: The longest time limit a teacher may set for one step, in seconds.
MAX_STEP_SECONDS = 600
#: The most tables a tournament of pairs has (a class of 20 plays at 10).
MAX_TABLES = 12


def qr_pixmap(url: str, width: int) -> QPixmap:
    """``url`` as a QR code about ``width`` pixels wide: whole pixels a module (crisp), quiet zone kept."""
    code = segno.make(url, error="m", micro=False)
    scale = max(2, width // code.symbol_size(border=QUIET_ZONE)[0])
    out = io.BytesIO()
    code.save(out, kind="png", scale=scale, border=QUIET_ZONE)
    pixmap = QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class SeatRow(QWidget):
    """One seat: who holds it, and the teacher's buttons for it."""

    def __init__(self, seat: int, panel: LobbyDialog, table: int = 0):
        super().__init__()
        self.seat = seat
        self.table = table  # of a tournament (0: the match shown)
        self.panel = panel
        self.who = QLabel()
        self.who.setObjectName(f"seat_{seat}" if table == 0 else f"table_{table}_seat_{seat}")
        self.who.setTextFormat(Qt.PlainText)
        self.who.setWordWrap(True)
        keep_scaled(self.who, TYPE.heads_up, bold=False)
        self.computer = QPushButton()
        self.computer.setObjectName(f"seat_{seat}_computer")
        self.computer.clicked.connect(lambda: panel.hand_over.emit(table, seat, not self.played_by_computer))
        self.remove = QToolButton()  # free the seat, or remove one device of its team
        self.remove.setObjectName(f"seat_{seat}_remove")
        self.remove.setPopupMode(QToolButton.InstantPopup)
        self.remove.setMenu(QMenu(self.remove))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.who, 1)
        layout.addWidget(self.computer)
        layout.addWidget(self.remove)
        self.played_by_computer = False

    def show_roster(self, roster: Roster, view: GameView) -> None:
        members = roster.at(self.seat)
        self.played_by_computer = roster.kinds[self.seat] == "computer"
        names = ", ".join(m.name if m.connected else fill(Q.translate("LobbyDialog", "%1 (away)"), m.name) for m in members)
        if self.played_by_computer:
            who = fill(Q.translate("LobbyDialog", "the computer (%1 watches)"), names) if names else Q.translate("LobbyDialog", "the computer")
        else:
            who = names or Q.translate("LobbyDialog", "free")
        title = view.seat_title(view.seat_role(self.seat), view.info.setup.options)
        if self.table:  # a tournament's other tables: said with their number
            title = fill(Q.translate("LobbyDialog", "Table %1 · %2"), self.table + 1, title)
        self.who.setText(f"{title}: {who}")
        self.computer.setText(Q.translate("LobbyDialog", "Give back to a person") if self.played_by_computer else Q.translate("LobbyDialog", "Give to the computer"))
        self.computer.setAccessibleName(fill(Q.translate("LobbyDialog", "%1: %2"), view.seat_name(self.seat), self.computer.text()))
        menu = self.remove.menu()
        menu.clear()
        self.remove.setText(Q.translate("LobbyDialog", "Free…"))
        self.remove.setAccessibleName(fill(Q.translate("LobbyDialog", "Free the seat of %1, remove or move a device"),
                                           view.seat_name(self.seat)))
        self.remove.setEnabled(bool(members))
        if members:
            menu.addAction(Q.translate("LobbyDialog", "Free the seat (every device of it)"), lambda: self.panel.free_seat.emit(self.table, self.seat))
            for member in members:
                menu.addAction(fill(Q.translate("LobbyDialog", "Remove %1's device"), member.name),
                               lambda m=member.id: self.panel.remove_device.emit(self.table, m))
                moves = menu.addMenu(fill(Q.translate("LobbyDialog", "Move %1's device to"), member.name))
                for seat in range(len(roster.kinds)):
                    if seat != self.seat:
                        moves.addAction(view.seat_name(seat),
                                        lambda m=member.id, s=seat: self.panel.move_device.emit(self.table, m, s))


class LobbyDialog(QDialog):
    """The class's panel: shown until the teacher starts (the host keeps serving; the panel comes back from
    the Game menu) or ends the class's game (the host stops)."""

    # Each names its table first (0: the match shown; a tournament's others after it).
    hand_over = Signal(int, int, bool)  # a seat, to the computer (True) or back to a person
    free_seat = Signal(int, int)
    remove_device = Signal(int, str)  # a Member's id
    move_device = Signal(int, str, int)  # a Member's id, to a seat
    step_seconds_changed = Signal(int)  # 0: no limit
    pause_toggled = Signal(bool)
    voting_toggled = Signal(bool)  # the class chooses the people's moves by vote
    teaching_toggled = Signal(bool)  # the devices see who wins and which moves win
    close_vote = Signal()
    tournament_asked = Signal(int)  # how many tables
    pairs_choose_toggled = Signal(bool)  # a tournament's pairs choose their boards (until the Start)
    end_requested = Signal()

    def __init__(self, url: str, code: str, view: GameView, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lobby")
        self.url = url
        self.view = view
        self.roster: Roster | None = None
        self.started = False
        self.heading = QLabel()
        keep_scaled(self.heading, TYPE.display)
        self.qr = QLabel()
        self.qr.setObjectName("lobby_qr")
        self.qr.setPixmap(qr_pixmap(url, em(11)))
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
        self.rows = [SeatRow(seat, self) for seat in range(len(view.info.seats))]
        seats = QWidget()
        self.seat_layout = seat_layout = QVBoxLayout(seats)
        seat_layout.setContentsMargins(0, 0, 0, 0)
        for row in self.rows:
            seat_layout.addWidget(row)
        seat_layout.addStretch(1)
        self.rosters: dict[int, Roster] = {}  # the tables of a tournament besides the first
        self.seat_scroll = QScrollArea()
        self.seat_scroll.setWidgetResizable(True)
        self.seat_scroll.setFrameShape(QScrollArea.NoFrame)
        self.seat_scroll.setWidget(seats)
        # Up to four seats in sight whatever the panel's size (a class of twenty scrolls).
        self.seat_scroll.setMinimumHeight(min(len(self.rows), 4) * round(em(TYPE.heads_up) * 1.5))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.step_label = QLabel()
        self.step_time = QSpinBox()
        self.step_time.setObjectName("lobby_step_time")
        self.step_time.setRange(0, MAX_STEP_SECONDS)
        self.step_time.setSingleStep(15)
        self.step_time.valueChanged.connect(self.step_seconds_changed)
        self.step_label.setBuddy(self.step_time)
        self.voting = QCheckBox()
        self.voting.setObjectName("lobby_voting")
        self.voting.toggled.connect(self.voting_toggled)
        self.voting.toggled.connect(lambda: self.retranslate())
        self.voting.hide()
        self.teaching_box = QCheckBox()
        self.teaching_box.setObjectName("lobby_teaching")
        self.teaching_box.toggled.connect(self.teaching_toggled)
        self.teaching_box.hide()
        self.tables_label = QLabel()
        self.tables = QSpinBox()
        self.tables.setObjectName("lobby_tables")
        self.tables.setRange(2, MAX_TABLES)
        self.tables.setValue(4)
        self.tables_label.setBuddy(self.tables)
        self.tournament_button = QPushButton()
        self.tournament_button.setObjectName("lobby_tournament")
        self.tournament_button.clicked.connect(self._ask_tournament)
        self.pairs_choose = QCheckBox()
        self.pairs_choose.setObjectName("lobby_pairs_choose")
        self.pairs_choose.toggled.connect(self.pairs_choose_toggled)
        for w in (self.tables_label, self.tables, self.tournament_button, self.pairs_choose):
            w.hide()
        self.close_vote_button = QPushButton()
        self.close_vote_button.setObjectName("lobby_close_vote")
        self.close_vote_button.clicked.connect(self.close_vote)
        self.close_vote_button.hide()
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("lobby_pause")
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self.pause_toggled)
        self.pause_button.toggled.connect(lambda: self.retranslate())
        self.start_button = QPushButton()
        self.start_button.setObjectName("lobby_start")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.accept)
        self.end_button = QPushButton()
        self.end_button.setObjectName("lobby_close")
        self.end_button.clicked.connect(self.end_requested)
        side = QVBoxLayout()
        for w in (self.address_label, self.address, self.code_label, self.code):
            side.addWidget(w)
        side.addStretch(1)
        options = QHBoxLayout()  # the class's game as the teacher runs it
        options.addWidget(self.voting)
        options.addWidget(self.close_vote_button)
        options.addWidget(self.teaching_box)
        options.addStretch(1)
        tournament = QHBoxLayout()
        tournament.addWidget(self.tables_label)
        tournament.addWidget(self.tables)
        tournament.addWidget(self.tournament_button)
        tournament.addWidget(self.pairs_choose)
        tournament.addStretch(1)
        controls = QHBoxLayout()
        controls.addWidget(self.step_label)
        controls.addWidget(self.step_time)
        controls.addStretch(1)
        controls.addWidget(self.pause_button)
        controls.addWidget(self.start_button)
        controls.addWidget(self.end_button)
        grid = QGridLayout(self)
        grid.addWidget(self.heading, 0, 0, 1, 2)
        grid.addWidget(self.qr, 1, 0, Qt.AlignTop)
        grid.addLayout(side, 1, 1)
        grid.addWidget(self.seats_label, 2, 0, 1, 2)
        grid.addWidget(self.seat_scroll, 3, 0, 1, 2)
        grid.addWidget(self.note, 4, 0, 1, 2)
        grid.addLayout(options, 5, 0, 1, 2)
        grid.addLayout(tournament, 6, 0, 1, 2)
        grid.addLayout(controls, 7, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(3, 1)
        self.retranslate()

    @property
    def close_button(self) -> QPushButton:
        """Before the start: close and stop; after it: end the class's game."""
        return self.end_button

    def show_lobby(self, roster: Roster, table: int = 0) -> None:
        """Who sits where now at ``table`` (0: the match shown), as its host tells it."""
        if table == 0:
            self.roster = roster
        else:
            self.rosters[table] = roster
        self._show_seats()

    def add_table(self, table: int) -> None:
        """A tournament's table: its seats below the others', with the same controls."""
        for seat in range(len(self.view.info.seats)):
            row = SeatRow(seat, self, table)
            self.rows.append(row)
            self.seat_layout.insertWidget(self.seat_layout.count() - 1, row)

    def seats_text(self) -> str:
        """The seats, a line each, as the panel shows them."""
        return "\n".join(row.who.text() for row in self.rows)

    def _show_seats(self) -> None:
        for row in self.rows:
            roster = self.roster if row.table == 0 else self.rosters.get(row.table)
            if roster is not None:
                row.show_roster(roster, self.view)

    def mark_started(self) -> None:
        """The match has begun: Start becomes "Back to the game"; closing the panel no longer stops the host."""
        self.started = True
        self.pairs_choose.setEnabled(False)  # the boards stand once the games have begun
        self.retranslate()

    def set_paused(self, paused: bool) -> None:
        self.pause_button.blockSignals(True)
        self.pause_button.setChecked(paused)
        self.pause_button.blockSignals(False)
        self.retranslate()

    def allow_voting(self, allowed: bool) -> None:
        """Offer the class's vote (a board game of two seats with nothing hidden)."""
        self.voting.setVisible(allowed)

    def allow_tournament(self, allowed: bool) -> None:
        """Offer a tournament of pairs (a board game of two people)."""
        for w in (self.tables_label, self.tables, self.tournament_button, self.pairs_choose):
            w.setVisible(allowed)

    def _ask_tournament(self) -> None:
        self.tournament_asked.emit(self.tables.value())

    def tournament_opened(self, tables: int) -> None:
        """A tournament of ``tables`` is open (asked here, or recovered after a crash)."""
        self.tables.setValue(tables)
        for w in (self.tables, self.tournament_button, self.voting):
            w.setEnabled(False)  # a tournament is opened once, and its tables are duels

    def set_pairs_choose(self, on: bool) -> None:
        """Whether the pairs choose their boards, as a recovered tournament had it (not said back to the page)."""
        self.pairs_choose.blockSignals(True)
        self.pairs_choose.setChecked(on)
        self.pairs_choose.blockSignals(False)

    def allow_teaching(self, allowed: bool) -> None:
        """Offer the teaching layer on the devices (a game the teaching layer studies)."""
        self.teaching_box.setVisible(allowed)

    def set_step_seconds(self, seconds: int) -> None:
        self.step_time.blockSignals(True)
        self.step_time.setValue(seconds)
        self.step_time.blockSignals(False)

    def reject(self) -> None:
        """Escape or the window's close: before the start the class's game ends; after it the panel only goes."""
        if self.started:
            self.hide()
        else:
            self.end_requested.emit()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("The class's devices"))
        self.heading.setText(self.tr("Join the game on your phone or computer"))
        self.address_label.setText(self.tr("Open this address, or scan the code:"))
        self.code_label.setText(self.tr("Join code:"))
        self.seats_label.setText(self.tr("Seats:"))
        self.note.setText(self.tr("The devices must be on the same network as this computer. If they cannot open "
                                  "the address, the computer's firewall may be blocking Graph Games."))
        voting = self.voting.isChecked()
        self.voting.setText(self.tr("The class &votes for every move"))
        self.voting.setToolTip(self.tr("One person's seat: the whole class against the computer. Two: half the class "
                                       "against the other half. A tie goes to the move voted for first."))
        self.close_vote_button.setText(self.tr("C&lose the vote"))
        self.teaching_box.setText(self.tr("Show who &wins on the devices"))
        self.tables_label.setText(self.tr("T&ables:"))
        self.tournament_button.setText(self.tr("Open a tour&nament of pairs"))
        self.tournament_button.setToolTip(self.tr("Each pair of devices plays its own match on this board; the "
                                                  "projector shows every table."))
        self.pairs_choose.setText(self.tr("Pairs choose their b&oards"))
        self.pairs_choose.setToolTip(self.tr("Until Start, either device of a pair may choose its table's board from "
                                             "the library. Table 1 plays this board."))
        self.close_vote_button.setVisible(voting)
        self.step_label.setText(self.tr("&Time for each vote:") if voting else self.tr("&Time for each step:"))
        self.step_time.setSpecialValueText(self.tr("no limit"))
        self.step_time.setSuffix(self.tr(" s"))
        self.pause_button.setText(self.tr("&Resume") if self.pause_button.isChecked() else self.tr("&Pause"))
        self.start_button.setText(self.tr("&Back to the game") if self.started else self.tr("&Start"))
        self.end_button.setText(self.tr("&End the class's game") if self.started else self.tr("&Close and stop"))
        self._show_seats()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
