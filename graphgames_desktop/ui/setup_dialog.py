"""Before a game: which board, who plays (two people, or against the computer at a level), who starts."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
)

from graphgames_desktop.games import game
from graphgames_desktop.games.players import LEVELS
from graphgames_desktop.graph import boards
from graphgames_desktop.ui import texts

CANVAS = "canvas"


@dataclass
class GameSetup:
    game_id: str
    board: str  # a board id, or CANVAS for the graph on the drawing page
    seed: int
    players: dict  # {0: "human" | "computer", 1: ...}
    level: str
    first: int
    options: dict = field(default_factory=dict)  # the game's own options (Hackenbush's mode)


def default_setup(game_id: str, board: str | None = None) -> GameSetup:
    info = game(game_id)
    options = {name: choices[0] for name, choices in info.options.items()}
    return GameSetup(game_id, board or info.default_board, 1, {0: "human", 1: "human"}, "perfect", 0, options)


class GameSetupDialog(QDialog):
    def __init__(self, game_id: str, canvas_has_graph: bool, parent=None):
        super().__init__(parent)
        self.game_id = game_id
        info = game(game_id)
        self.setWindowTitle(self.tr("New game: %1").replace("%1", texts.game_title(game_id)))
        self.board = QComboBox()
        self.board.setObjectName("setup_board")
        if canvas_has_graph:
            self.board.addItem(self.tr("The graph on the drawing page"), CANVAS)
        board_ids = list(info.boards) or [b for b in boards.BOARDS if boards.BOARDS[b].category != "hackenbush"]
        for bid in board_ids:
            self.board.addItem(texts.board_title(bid), bid)
        self.board.setCurrentIndex(self.board.findData(info.default_board) if not canvas_has_graph else 0)
        self.seed = QSpinBox()
        self.seed.setRange(1, 999_999)
        self.seed.setValue(random.randint(1, 999_999))
        self.mode = QComboBox()  # people or computer
        self.mode.setObjectName("setup_mode")
        self.mode.addItem(self.tr("Two players at this screen"), "humans")
        self.mode.addItem(self.tr("Against the computer"), "computer")
        self.level = QComboBox()
        self.level.setObjectName("setup_level")
        for level in LEVELS:
            self.level.addItem(texts.level_name(level), level)
        self.level.setCurrentIndex(len(LEVELS) - 1)
        self.first = QComboBox()
        self.first.setObjectName("setup_first")
        self.mode.currentIndexChanged.connect(self._sync)
        self.board.currentIndexChanged.connect(self._sync)
        form = QFormLayout()
        if "mode" in info.options:
            self.game_mode = QComboBox()
            self.game_mode.setObjectName("setup_game_mode")
            for mode in info.options["mode"]:
                self.game_mode.addItem(texts.mode_name(mode), mode)
            form.addRow(self.tr("Rules:"), self.game_mode)
        else:
            self.game_mode = None
        form.addRow(self.tr("Board:"), self.board)
        self.seed_label = QLabel(self.tr("Random seed:"))
        form.addRow(self.seed_label, self.seed)
        form.addRow(self.tr("Players:"), self.mode)
        self.level_label = QLabel(self.tr("Computer level:"))
        form.addRow(self.level_label, self.level)
        form.addRow(self.tr("Who starts:"), self.first)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._sync()

    def _sync(self) -> None:
        against = self.mode.currentData() == "computer"
        self.level.setEnabled(against)
        self.level_label.setEnabled(against)
        bid = self.board.currentData()
        is_random = bid in boards.BOARDS and boards.BOARDS[bid].random
        self.seed.setVisible(is_random)
        self.seed_label.setVisible(is_random)
        keep = self.first.currentIndex()
        self.first.clear()
        if against:
            self.first.addItem(self.tr("You (Player A)"), 0)
            self.first.addItem(self.tr("The computer"), 1)
        else:
            self.first.addItem(texts.player_name(0), 0)
            self.first.addItem(texts.player_name(1), 1)
        self.first.setCurrentIndex(max(0, keep))

    def setup(self) -> GameSetup:
        against = self.mode.currentData() == "computer"
        first = self.first.currentData()
        players = {0: "human", 1: "computer" if against else "human"}
        options = {"mode": self.game_mode.currentData()} if self.game_mode is not None else {}
        return GameSetup(self.game_id, self.board.currentData(), self.seed.value(), players,
                         self.level.currentData(), first, options)
