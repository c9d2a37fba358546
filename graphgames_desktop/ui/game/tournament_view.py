"""The projector during a tournament of pairs: every table's board, small, with who plays it, whose turn it is
and the scores; a click on a table shows it alone, large, until "All tables".

Each table is a match of its own (its controller) served on the class's one server; this widget is a watcher
of each (a screen of no seat: what any onlooker sees), and shows each table's frame with the game's own view.
It only shows: the moves are the devices'.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from graphgames_desktop.net.host import Roster
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.frames import MatchInfo
from graphgames_desktop.session.intents import BoardChanged, Event
from graphgames_desktop.session.screens import Role, Screen
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import GameView

#: The projector's screen on every table.
PROJECTOR = "projector"


class TableTile(QFrame):
    """One table: its caption (the table's number, who sits there, whose turn or the result) and its board."""

    def __init__(self, number: int, controller: MatchController, on_click: Callable[[int], None]):
        super().__init__()
        self.setObjectName(f"table_{number}")
        self.setFrameShape(QFrame.StyledPanel)
        self.number = number
        self.controller = controller
        self.view = self._new_view()
        self.names: tuple[str, ...] = ()
        self.board_name: str | None = None
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setObjectName(f"table_{number}_caption")
        keep_scaled(self.caption, TYPE.heads_up)
        self.open_button = QPushButton()
        self.open_button.setObjectName(f"table_{number}_open")
        self.open_button.clicked.connect(lambda: on_click(number))
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(em(0.3), em(0.3), em(0.3), em(0.3))
        layout.addWidget(self.caption)
        layout.addWidget(self.view.widget(), 1)
        layout.addWidget(self.open_button)
        controller.attach(Screen(PROJECTOR, Role.WATCHER))
        self._unsubscribe = controller.subscribe(self._on_event)
        self.show_table()

    def _new_view(self) -> GameView:
        """The table's board, only shown: nothing of it takes the keyboard (Tab goes from table to table by
        their buttons, never through a board nobody at the desk plays)."""
        match = self.controller.match
        view = VIEWS[match.spec.id](MatchInfo.of(match), match.setup.board, self)
        for widget in (view.widget(), *view.widget().findChildren(QWidget)):
            widget.setFocusPolicy(Qt.NoFocus)
        return view

    def _on_event(self, event: Event) -> None:
        if isinstance(event, BoardChanged):  # the pair chose another board: the tile shows it
            old, self.view = self.view, self._new_view()
            self._name_seats()
            self.column.replaceWidget(old.widget(), self.view.widget())
            self._drop(old)
            self.view.widget().show()
            self.view.fit()
        self.show_table()

    @staticmethod
    def _drop(view: GameView) -> None:
        view.stop()
        view.dropped()
        view.widget().hide()
        view.widget().deleteLater()

    def show_board(self, name: str | None) -> None:
        """The name of the board this table plays on (None: not a library board)."""
        self.board_name = name
        self.show_table()

    def show_names(self, roster: Roster) -> None:
        """Who sits at this table, as its devices joined."""
        self.names = tuple(", ".join(m.name for m in roster.at(seat)) for seat in range(len(roster.kinds)))
        self._name_seats()
        self.show_table()

    def _name_seats(self) -> None:
        """The view calls the seats by the students' names too: the devices' sentences are worded by it."""
        info = self.view.info
        seats = tuple(replace(seat, name=name) if name and not seat.is_computer else seat
                      for seat, name in zip(info.seats, self.names + ("",) * len(info.seats)))
        self.view.info = replace(info, seats=seats)

    def who(self, seat: int) -> str:
        """A seat by the names of the devices at it, else by the game's name for it."""
        return (self.names[seat] if seat < len(self.names) else "") or self.view.seat_name(seat)

    def show_table(self) -> None:
        frame = self.controller.frame(PROJECTOR)
        self.view.show(frame, animate=False)
        players = " × ".join(self.who(seat) for seat in range(len(frame.seats)))
        outcome = frame.outcome
        if outcome is not None:
            status = (fill(Q.translate("Tournament", "%1 wins."), ", ".join(self.who(w) for w in outcome.winners))
                      if outcome.winners else Q.translate("Tournament", "A draw."))
        elif frame.turn is not None:
            status = fill(Q.translate("Tournament", "%1 to move."), self.who(frame.turn))
        else:
            status = ""
        table = (fill(Q.translate("Tournament", "Table %1 (%2): %3"), self.number + 1, self.board_name, players)
                 if self.board_name else fill(Q.translate("Tournament", "Table %1: %2"), self.number + 1, players))
        self.caption.setText(table + "\n" + status)
        self.open_button.setText(Q.translate("Tournament", "Show this table large"))

    def close(self) -> bool:
        """The tournament ended: the table's screen goes, and its view lets go."""
        self._unsubscribe()
        self.controller.detach(PROJECTOR)
        self.view.stop()
        self.view.dropped()
        return super().close()


class TournamentView(QWidget):
    """Every table of the tournament, small, in a grid; one large on request."""

    def __init__(self, controllers: list[MatchController], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tournament")
        self.tiles = [TableTile(i, c, self.enlarge) for i, c in enumerate(controllers)]
        self.heading = QLabel()
        keep_scaled(self.heading, TYPE.title)
        self.all_button = QPushButton()
        self.all_button.setObjectName("tournament_all")
        self.all_button.clicked.connect(lambda: self.enlarge(None))
        self.all_button.hide()
        self.grid = QGridLayout()
        columns = 2 if len(self.tiles) <= 4 else 3
        for i, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, i // columns, i % columns)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(self.grid, 1)
        layout.addWidget(self.all_button, 0, Qt.AlignRight)
        self.large: int | None = None
        self.retranslate()

    def enlarge(self, number: int | None) -> None:
        """Show table ``number`` alone and large (None: every table again)."""
        self.large = number
        for tile in self.tiles:
            tile.setVisible(number is None or tile.number == number)
            tile.open_button.setVisible(number is None)
        self.all_button.setVisible(number is not None)
        for tile in self.tiles:
            if tile.isVisible():
                tile.view.fit()

    def show_board(self, table: int, name: str | None) -> None:
        if 0 <= table < len(self.tiles):
            self.tiles[table].show_board(name)

    def show_names(self, table: int, roster: Roster) -> None:
        if 0 <= table < len(self.tiles):
            self.tiles[table].show_names(roster)

    def retranslate(self) -> None:
        self.heading.setText(fill(Q.translate("Tournament", "Tournament: %1 tables"), len(self.tiles)))
        self.all_button.setText(Q.translate("Tournament", "All tables"))
        for tile in self.tiles:
            tile.show_table()

    def close_tables(self) -> None:
        for tile in self.tiles:
            tile.close()
