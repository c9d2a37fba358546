"""Before a game: options, board, who plays (people, or computer players at a level), who starts.

Built from the game spec: its options (typed, with defaults), its board kind, its range of seats
and the computer levels it has. A two-seat game keeps the short form (two people, or against the
computer); games with more seats get one row per seat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games import game
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.games.spec import GameSpec, OptionValue
from graphgames_desktop.graph import boards
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.views import VIEWS

CANVAS = "canvas"
HUMAN = "human"
#: Seeds are drawn from a range wide enough that hidden cards cannot be found by trying seeds.
SEED_MAX = 2**31 - 1


@dataclass
class GameSetup:
    """What the dialog (or the command line) chose; the main window turns it into a match."""

    game_id: str
    board: str | None  # a board id, CANVAS for the graph on the drawing page, None for board-less games
    seed: int
    seats: tuple[Seat, ...]
    first: int = 0
    options: dict[str, OptionValue] = field(default_factory=dict)


def default_setup(game_id: str, board: str | None = None) -> GameSetup:
    """People at every seat (two, or the fewest the game takes), the default board and options."""
    spec = game(game_id)
    seats = tuple(Seat() for _ in range(max(2, spec.seats[0]) if spec.seats[1] >= 2 else 1))
    seed = random.randint(1, SEED_MAX) if spec.hidden_information else 1
    return GameSetup(game_id, board or spec.default_board, seed, seats, 0, spec.resolve_options({}))


def level_choices(spec: GameSpec) -> list[tuple[str, Level]]:
    return [(texts.level_name(level, level in spec.exact_levels), level) for level in Level]


class GameSetupDialog(QDialog):
    def __init__(self, game_id: str, canvas_has_graph: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.game_id = game_id
        self.spec = spec = game(game_id)
        view = VIEWS[game_id]
        self.setWindowTitle(self.tr("New game: %1").replace("%1", view.title()))
        form = QFormLayout()
        self.option_widgets: dict[str, QWidget] = {}
        for option in spec.options:
            widget: QWidget
            if isinstance(option.default, bool):
                widget = QCheckBox()
                widget.setChecked(option.default)
            elif isinstance(option.default, int):
                widget = QSpinBox()
                widget.setRange(option.minimum if option.minimum is not None else -10**6,
                                option.maximum if option.maximum is not None else 10**6)
                widget.setValue(option.default)
            else:
                widget = QComboBox()
                for choice in option.choices:
                    widget.addItem(view.option_choice(option.name, choice), choice)
                widget.setCurrentIndex(max(0, widget.findData(option.default)))
            widget.setObjectName(f"setup_option_{option.name}")
            self.option_widgets[option.name] = widget
            form.addRow(view.option_label(option.name), widget)
        self.game_mode = self.option_widgets.get("mode")
        self.board = QComboBox()
        self.board.setObjectName("setup_board")
        if spec.board is not None:
            if canvas_has_graph:
                self.board.addItem(self.tr("The graph on the drawing page"), CANVAS)
            board_ids = list(spec.boards) or [b for b in boards.BOARDS if boards.BOARDS[b].category != "hackenbush"]
            for bid in board_ids:
                self.board.addItem(texts.board_title(bid), bid)
            self.board.setCurrentIndex(self.board.findData(spec.default_board) if not canvas_has_graph else 0)
            form.addRow(self.tr("Board:"), self.board)
        self.seed = QSpinBox()
        self.seed.setRange(1, SEED_MAX)
        self.seed.setValue(random.randint(1, SEED_MAX))
        self.seed_label = QLabel(self.tr("Random seed:"))
        form.addRow(self.seed_label, self.seed)
        self.two_seats = spec.seats == (2, 2)
        self.mode = QComboBox()  # two-seat games: people or computer
        self.mode.setObjectName("setup_mode")
        self.level = QComboBox()
        self.level.setObjectName("setup_level")
        self.level_label = QLabel(self.tr("Computer level:"))
        self.count = QSpinBox()
        self.count.setObjectName("setup_seat_count")
        self.seat_rows: list[tuple[QLineEdit, QComboBox]] = []
        self.seat_grid = QGridLayout()
        if self.two_seats:
            self.mode.addItem(self.tr("Two players at this screen"), "humans")
            self.mode.addItem(self.tr("Against the computer"), "computer")
            for name, level in level_choices(spec):
                self.level.addItem(name, level)
            self.level.setCurrentIndex(self.level.findData(Level.STRONG))
            form.addRow(self.tr("Players:"), self.mode)
            form.addRow(self.level_label, self.level)
            self.mode.currentIndexChanged.connect(self._sync)
        else:
            self.count.setRange(*spec.seats)
            self.count.setValue(max(spec.seats[0], min(2, spec.seats[1])))
            self.count.valueChanged.connect(self._sync)
            form.addRow(self.tr("Players:"), self.count)
            seats_host = QWidget()
            seats_host.setLayout(self.seat_grid)
            form.addRow(seats_host)
        self.first = QComboBox()
        self.first.setObjectName("setup_first")
        form.addRow(self.tr("Who starts:"), self.first)
        self.board.currentIndexChanged.connect(self._sync)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._sync()

    def _seat_row(self, index: int) -> tuple[QLineEdit, QComboBox]:
        """The name and the player (a person, or the computer at a level) of seat ``index``."""
        while len(self.seat_rows) <= index:
            i = len(self.seat_rows)
            name = QLineEdit()
            name.setObjectName(f"setup_seat_name_{i}")
            name.setPlaceholderText(texts.player_name(i))
            name.setMaxLength(40)
            kind = QComboBox()
            kind.setObjectName(f"setup_seat_kind_{i}")
            kind.addItem(self.tr("Person"), HUMAN)
            for label, level in level_choices(self.spec):
                kind.addItem(self.tr("Computer: %1").replace("%1", label), level)
            self.seat_grid.addWidget(name, i, 0)
            self.seat_grid.addWidget(kind, i, 1)
            self.seat_rows.append((name, kind))
        return self.seat_rows[index]

    def _sync(self) -> None:
        bid = self.board.currentData()
        is_random = bid in boards.BOARDS and boards.BOARDS[bid].random
        shuffled = is_random or self.spec.hidden_information
        self.seed.setVisible(shuffled)
        self.seed_label.setVisible(shuffled)
        keep = self.first.currentIndex()
        self.first.clear()
        if self.two_seats:
            against = self.mode.currentData() == "computer"
            self.level.setEnabled(against)
            self.level_label.setEnabled(against)
            if against:
                self.first.addItem(self.tr("You (Player A)"), 0)
                self.first.addItem(self.tr("The computer"), 1)
            else:
                self.first.addItem(texts.player_name(0), 0)
                self.first.addItem(texts.player_name(1), 1)
        else:
            for i in range(self.spec.seats[1]):
                name, kind = self._seat_row(i) if i < self.count.value() else (None, None)
                if name is None and i < len(self.seat_rows):
                    for w in self.seat_rows[i]:
                        w.setVisible(False)
                elif name is not None and kind is not None:
                    name.setVisible(True)
                    kind.setVisible(True)
                    self.first.addItem(name.text() or texts.player_name(i), i)
        self.first.setCurrentIndex(max(0, min(keep, self.first.count() - 1)))

    def seats(self) -> tuple[Seat, ...]:
        if self.two_seats:
            computer = Seat.computer(self.level.currentData())
            return (Seat(), computer if self.mode.currentData() == "computer" else Seat())
        out = []
        for i in range(self.count.value()):
            name, kind = self.seat_rows[i]
            level = kind.currentData()
            out.append(Seat(name=name.text().strip()) if level == HUMAN else Seat.computer(level, name.text().strip()))
        return tuple(out)

    def options(self) -> dict[str, OptionValue]:
        values: dict[str, OptionValue] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
        return values

    def setup(self) -> GameSetup:
        board = self.board.currentData() if self.spec.board is not None else None
        return GameSetup(self.game_id, board, self.seed.value(), self.seats(), self.first.currentData() or 0,
                         self.options())
