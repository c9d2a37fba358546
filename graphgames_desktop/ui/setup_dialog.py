"""Before a game: options, board, who plays (people, or computer players at a level), who starts.

Built from the game spec: its options (typed, with defaults), its board kind, its range of seats
and the computer levels it has. A two-seat game keeps the short form (two people, or against the
computer); games with more seats get one row per seat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games import game
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.games.players import BUDGET
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.spec import BoardKind, GameSpec, OptionValue, Setup
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.announce import announce
from graphgames_desktop.ui.canvas.view import PLAY, CanvasView
from graphgames_desktop.ui.home import thumbnail
from graphgames_desktop.ui.screen_fit import ScreenFitted, WrappedCheck, scrolling, wrapped_label
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import em
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.notation import BoardNames
from graphgames_desktop.ui.worker import Worker

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
    #: Vertex sets chosen on the board (Hackenbush's ground); empty: the game's own choice.
    marks: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: The dialog's check of the start: the strong player solves it in its time (True), may not (False),
    #: not checked or not finished (None). The page calls the level "perfect" only on a proof.
    perfect: bool | None = None


def default_setup(game_id: str, board: str | None = None) -> GameSetup:
    """People at every seat (two, or the fewest the game takes), the default board, options that suit it.

    A game of hidden cards seats one person against the computer (medium) instead: two people at
    one screen would open behind the curtain, and the table is what a default game should show.
    """
    spec = game(game_id)
    seats = tuple(Seat() for _ in range(max(2, spec.seats[0]) if spec.seats[1] >= 2 else 1))
    if spec.hidden_information and len(seats) == 2:
        seats = (Seat(), Seat.computer(Level.MEDIUM))
    seed = random.randint(1, SEED_MAX) if spec.hidden_information else 1
    board = board or spec.default_board
    drawing = boards.board(board, seed) if board is not None else None
    return GameSetup(game_id, board, seed, seats, 0, spec.resolve_options(VIEWS[game_id].default_options(drawing)))


CATEGORIES = ("family", "famous", "hackenbush", "random")


def category_title(category: str) -> str:
    return {"family": Q.translate("GameSetupDialog", "Families of graphs"),
            "famous": Q.translate("GameSetupDialog", "Famous graphs"),
            "hackenbush": Q.translate("GameSetupDialog", "Hackenbush pictures"),
            "random": Q.translate("GameSetupDialog", "Random (a new one for each seed)")}.get(category, category)


def suitable_boards(spec: GameSpec) -> list[str]:
    """Every library board the game can be played on: pictures with loops need a multigraph game."""
    if spec.board == BoardKind.MULTI:
        return list(boards.BOARDS)
    return [b for b, info in boards.BOARDS.items() if info.category != "hackenbush"]


@lru_cache(maxsize=128)
def board_icon(board_id: str) -> QIcon:
    return QIcon(thumbnail(boards.board(board_id), QSize(72, 48)))


def remembered() -> QSettings:
    """The last choices made in the dialog, per game (the next game starts from them)."""
    return QSettings("GraphGames", "graphgames_desktop")


#: Whether the strong player solves a setup's start in its time, by (game, board, options, seed).
EXACT_CHECKS: dict[tuple, bool] = {}
#: The exact check's time: well under the strong player's own (5 s; the magic game's 3 s). A board proved
#: only near that limit is not called perfect: seen in a real window, Domination on the Petersen graph was
#: proved by one check and not by the next, and the computer's first move there was not proved.
CHECK_SECONDS = 0.4 * BUDGET[Level.STRONG]


def level_choices(spec: GameSpec, perfect: bool = False) -> list[tuple[str, Level]]:
    """The levels by name; "(perfect)" only where ``perfect``: the check proved the board solvable in time."""
    return [(texts.level_name(level, perfect and level in spec.exact_levels), level) for level in Level]


class BoardPreview(CanvasView):
    """The board in the setup: it asks for a modest size (a canvas asks for most of the screen) and
    takes what room is left."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(em(16), em(11))


class GameSetupDialog(ScreenFitted, QDialog):
    def __init__(self, game_id: str, canvas: Drawing | None, parent: QWidget | None = None, board: str | None = None):
        """``canvas``: the graph on the drawing page, offered as a board when it has vertices; ``board``: the
        library board of the game being played, offered first (a new game goes on with the same board)."""
        super().__init__(parent)
        self.game_id = game_id
        self.spec = spec = game(game_id)
        self.view_class = view = VIEWS[game_id]
        self.canvas_drawing = canvas if canvas and canvas.vertices else None
        self.marks: dict[str, set[int]] = {}
        #: Options the person chose; the others follow the board picked (see default_options).
        self.chosen_options: set[str] = set()
        self.setWindowTitle(fill(self.tr("New game: %1"), view.title()))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)  # a long name goes above its field, wrapped
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
                # A choice may be a sentence ("Book rules: ..."): the box asks for a few words' width, not the
                # longest choice's (which made the dialog scroll sideways); its list shows every choice whole.
                widget.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
                widget.setMinimumContentsLength(22)
                widget.view().setMinimumWidth(widget.view().sizeHintForColumn(0) + em(1))
                widget.view().setTextElideMode(Qt.ElideNone)
                widget.currentIndexChanged.connect(lambda _=0, w=widget: w.setToolTip(w.currentText()))
                widget.setToolTip(widget.currentText())
            if isinstance(widget, QComboBox):  # the seats' names and the board's picture may follow an option
                widget.currentIndexChanged.connect(lambda _=0: self._show_board())
                widget.currentIndexChanged.connect(lambda _=0: self._sync())
                # Chosen by the person: a board picked later suggests no other (Rules stayed Blue-Red unsaid).
                widget.activated.connect(lambda _=0, n=option.name: self.chosen_options.add(n))
            widget.setObjectName(f"setup_option_{option.name}")
            self.option_widgets[option.name] = widget
            if isinstance(widget, QCheckBox):  # its words wrap beside it: a projector's type never widens the dialog
                form.addRow(WrappedCheck(widget, view.option_label(option.name)))
            else:
                label = wrapped_label(view.option_label(option.name))
                label.setBuddy(widget)  # a screen reader says the label with the box ("labelled by")
                form.addRow(label, widget)
        self.game_mode = self.option_widgets.get("mode")
        self.board = QComboBox()
        self.board.setObjectName("setup_board")
        self.board.setIconSize(QSize(em(2.6), em(1.7)))
        self.preview = BoardPreview(Drawing(), None, mode=PLAY)  # the board, where marks are chosen by clicks
        self.preview.setObjectName("setup_preview")
        self.preview.setMinimumSize(em(12), em(9))
        self.preview.drawing_scene.set_show_crossings(False)
        self.preview.element_clicked.connect(self._toggle_mark)
        if view.board_marks():  # the keyboard chooses marks there too (arrows, Enter): a Tab stop with a name
            self.preview.setAccessibleName(self.tr("Board: the arrow keys go from vertex to vertex, Enter chooses"))
            self.preview.element_focused.connect(self._say_vertex)
        else:  # only a picture
            self.preview.setFocusPolicy(Qt.NoFocus)
        self.marks_hint = QLabel()
        self.marks_hint.setWordWrap(True)
        self.mark_role = QComboBox()  # which role a click on the board gives (entries: Blue's, Red's)
        self.marks_hint.setBuddy(self.mark_role)
        self.mark_role.setObjectName("setup_mark_role")
        for role, mark in view.board_marks().items():
            self.mark_role.addItem(mark.label, role)
        self.mark_role.currentIndexChanged.connect(lambda _=0: self._show_marks())
        self.marks_problem = QLabel()
        self.marks_problem.setObjectName("setup_marks_problem")
        self.marks_problem.setWordWrap(True)
        self.marks_problem.setStyleSheet("color: #b00020;")
        self.marks_problem.hide()
        self.exact_warning = QLabel()  # said before the game: the strong computer may have to guess here
        self.exact_warning.setObjectName("setup_exact_warning")
        self.exact_warning.setWordWrap(True)
        self.exact_warning.hide()
        self._checks = Worker(self)
        self._checks.finished.connect(self._on_exact_check)
        self._check_token = 0
        if spec.board is not None:
            self._fill_boards()
            form.addRow(self.tr("Board:"), self.board)
        self.seed = QSpinBox()
        self.seed.setRange(1, SEED_MAX)
        self.seed.setValue(random.randint(1, SEED_MAX))
        self.seed.valueChanged.connect(lambda _=0: self.board.currentData() in boards.BOARDS
                                       and boards.BOARDS[self.board.currentData()].random and self._board_changed())
        self.seed_label = QLabel(self.tr("Random seed:"))
        self.seed_label.setBuddy(self.seed)
        form.addRow(self.seed_label, self.seed)
        self.two_seats = spec.seats == (2, 2)
        self.mode = QComboBox()  # two-seat games: people or computer
        self.mode.setObjectName("setup_mode")
        self.level = QComboBox()
        self.level.setObjectName("setup_level")
        self.level_label = QLabel(self.tr("Computer level:"))
        self.level_label.setBuddy(self.level)  # Orca said only "Forte (perfeito) combo box"
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
            self.level.currentIndexChanged.connect(self._sync)
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
        for box in (self.mode, self.level, self.first):  # short words, never cut: the board's picture gives way
            box.setSizeAdjustPolicy(QComboBox.AdjustToContents)
            box.setSizePolicy(QSizePolicy.Minimum, QSizePolicy.Fixed)
        self.first_label = QLabel(self.tr("Who starts:"))
        self.first_label.setBuddy(self.first)
        form.addRow(self.first_label, self.first)
        self.board.currentIndexChanged.connect(self._board_changed)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.Ok)
        self.ok_button.setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # The choices on the left, the board on the right (where its marks are chosen): side by side, a
        # projector's 720 lines hold both in classroom type.
        content = QWidget()
        columns = QHBoxLayout(content)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(form, 3)  # the choices' words first (a field cut under its arrow was seen), then the picture
        if spec.board is not None:
            board_column = QVBoxLayout()
            board_column.addWidget(self.preview, 1)
            for w in (self.mark_role, self.marks_hint, self.marks_problem):
                board_column.addWidget(w)
            columns.addLayout(board_column, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(scrolling(content), 1)  # scrolls only on a screen too small for it
        layout.addWidget(self.exact_warning)
        layout.addWidget(buttons)
        self._restore()
        if board is not None and self.board.findData(board) >= 0:
            self.board.setCurrentIndex(self.board.findData(board))
        self._board_changed()
        first = remembered().value(f"setup/{game_id}/first")  # listed by _board_changed: kept from last time
        if first is not None and self.first.findData(int(first)) >= 0:
            self.first.setCurrentIndex(self.first.findData(int(first)))

    # -- the board -----------------------------------------------------------------------------------
    def _fill_boards(self) -> None:
        """Every board that suits the game, grouped under headings, each with its picture."""
        model = self.board.model()
        if self.canvas_drawing is not None:
            self.board.addItem(self.tr("The graph on the drawing page"), CANVAS)
        suitable = suitable_boards(self.spec)
        for category in CATEGORIES:
            ids = [b for b in suitable if boards.BOARDS[b].category == category]
            if not ids:
                continue
            self.board.addItem(category_title(category))
            header = model.item(self.board.count() - 1)  # a heading: shown, never chosen
            header.setEnabled(False)
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            for bid in ids:
                self.board.addItem(board_icon(bid), texts.board_title(bid), bid)
        start = CANVAS if self.canvas_drawing is not None else self.spec.default_board
        self.board.setCurrentIndex(self.board.findData(start))

    def board_drawing(self) -> Drawing | None:
        bid = self.board.currentData()
        if self.spec.board is None or bid is None:
            return None
        if bid == CANVAS:
            return self.canvas_drawing
        return boards.board(bid, self.seed.value())

    def _board_changed(self) -> None:
        """A new board: its picture, the marks the game would take on it, options that suit it."""
        drawing = self.board_drawing()
        if drawing is not None:
            self.marks = {role: set(ids) for role, ids in self.view_class.default_marks(drawing).items()}
            for name, value in self.view_class.default_options(drawing).items():
                if name not in self.chosen_options:
                    self._set_option(name, value)
            self._show_board()
        self._sync()

    def _show_board(self) -> None:
        """The board's picture as the options chosen play it (Hackenbush's colours), with its marks."""
        drawing = self.board_drawing()
        if drawing is None:
            return
        self.preview.set_drawing(self.view_class.board_as_played(drawing, self.options()).copy())
        self.preview.drawing_scene.set_show_crossings(False)
        self._show_marks()
        self.preview.fit()

    def _show_marks(self) -> None:
        """Each role's vertices in its colour; what a click does now; why the marks cannot start a game."""
        scene = self.preview.drawing_scene
        roles = self.view_class.board_marks()
        for vid, item in scene.vertex_items.items():
            item.fill = next((roles[r].colour for r, ids in self.marks.items() if vid in ids and r in roles), None)
            item.update()
        self.marks_hint.setVisible(bool(roles))
        self.mark_role.setVisible(len(roles) > 1)
        role = self.mark_role.currentData()
        if role in roles:
            mark = roles[role]
            count = len(self.marks.get(role, ()))
            if mark.single:
                hint = self.tr("%1: click a vertex on the board to choose it.")
            elif count == 1:
                hint = self.tr("%1: click vertices on the board to choose them (one chosen; at least one is needed).")
            else:
                hint = self.tr("%1: click vertices on the board to choose them (%2 chosen).")
            self.marks_hint.setText(fill(hint, mark.label, count))
        drawing = self.board_drawing()
        problem = self.view_class.marks_problem(drawing, self.marks) if drawing is not None and roles else None
        self.marks_problem.setText(problem or "")
        self.marks_problem.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)

    def _toggle_mark(self, kind: str, ident: int) -> None:
        """A set role toggles the vertex (never the last one); a single role takes it, then the next role is chosen."""
        roles = self.view_class.board_marks()
        role = self.mark_role.currentData()
        if kind != "vertex" or role not in roles:
            return
        chosen = self.marks.setdefault(role, set())
        if roles[role].single:
            self.marks[role] = {ident}
            self.mark_role.setCurrentIndex((self.mark_role.currentIndex() + 1) % self.mark_role.count())
        elif ident in chosen and len(chosen) > 1:  # a picture needs ground to stand on
            chosen.discard(ident)
        else:
            chosen.add(ident)
        self._show_marks()
        self._say_vertex(kind, ident)

    def _say_vertex(self, kind: str, ident: int) -> None:
        """To a screen reader: the vertex the keyboard reached on the picture (or marked), and its marks."""
        roles = self.view_class.board_marks()
        if kind != "vertex":
            return
        name = fill(Q.translate("Notation", "Vertex %1"), BoardNames(self.preview.drawing).name(ident))
        announce(self.preview, ", ".join([name, *(roles[r].label for r, ids in self.marks.items() if ident in ids and r in roles)]))

    def _set_option(self, name: str, value: OptionValue) -> None:
        widget = self.option_widgets.get(name)
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(0, widget.findData(value)))
        elif isinstance(widget, QCheckBox) and isinstance(value, bool):
            widget.setChecked(value)
        elif isinstance(widget, QSpinBox) and isinstance(value, int):
            widget.setValue(value)

    # -- remembered choices --------------------------------------------------------------------------
    def _restore(self) -> None:
        """Start from the choices made for this game last time."""
        s = remembered()
        key = f"setup/{self.game_id}/"
        if self.two_seats:
            self.mode.setCurrentIndex(max(0, self.mode.findData(s.value(key + "players", "humans"))))
            self.level.setCurrentIndex(max(0, self.level.findData(s.value(key + "level", Level.STRONG))))
        board = s.value(key + "board")
        if board and self.canvas_drawing is None and self.board.findData(board) >= 0:
            self.board.setCurrentIndex(self.board.findData(board))

    def remember(self) -> None:
        s = remembered()
        key = f"setup/{self.game_id}/"
        if self.two_seats:
            s.setValue(key + "players", self.mode.currentData())
            s.setValue(key + "level", str(self.level.currentData()))
        if self.board.currentData() not in (None, CANVAS):
            s.setValue(key + "board", self.board.currentData())
        if self.first.count():  # who starts, or the colour the person plays ("You play:" went back to Blue)
            s.setValue(key + "first", self.first.currentData())

    def accept(self) -> None:
        self.remember()
        super().accept()

    def _seat_row(self, index: int) -> tuple[QLineEdit, QComboBox]:
        """The name and the player (a person, or the computer at a level) of seat ``index``."""
        while len(self.seat_rows) <= index:
            i = len(self.seat_rows)
            name = QLineEdit()
            name.setObjectName(f"setup_seat_name_{i}")
            name.setPlaceholderText(texts.player_name(i))
            name.setMaxLength(40)
            name.textChanged.connect(lambda _="": self._sync())  # "Who starts" lists the names as typed
            kind = QComboBox()
            kind.setObjectName(f"setup_seat_kind_{i}")
            kind.addItem(self.tr("Person"), HUMAN)
            for label, level in level_choices(self.spec):
                kind.addItem(fill(self.tr("Computer: %1"), label), level)
            kind.currentIndexChanged.connect(lambda _=0: self._check_exact())
            # No label stands beside a seat's row: a screen reader gets the seat from the name box's name and
            # the kind box's description (a combo box's name is its current text for Linux readers).
            name.setAccessibleName(fill(self.tr("Name of %1"), texts.player_name(i)))
            kind.setAccessibleDescription(fill(self.tr("Who plays %1"), texts.player_name(i)))
            self.seat_grid.addWidget(name, i, 0)
            self.seat_grid.addWidget(kind, i, 1)
            self.seat_rows.append((name, kind))
        return self.seat_rows[index]

    def _check_exact(self) -> None:
        """Off the GUI thread: can the solver settle the start of this game in a strong player's time?"""
        seats = self.seats()
        drawing = self.board_drawing()
        if self.spec.analyse is None or drawing is None or not any(s.is_computer and s.level in self.spec.exact_levels
                                                                  for s in seats):
            self.exact_warning.hide()
            self._name_levels(False)  # not checked on this board: nothing is claimed
            return
        key = self._check_key(drawing)
        if key in EXACT_CHECKS:
            self._show_exact(EXACT_CHECKS[key])
            return
        board = drawing.copy()
        for role, ids in self.marks.items():
            board.meta[role] = sorted(ids)
        state = self.spec.make_state(Setup(2, board, self.options(), self.seed.value(), 0))
        analyse = self.spec.analyse
        self._name_levels(False)  # until the check says
        self._check_token += 1
        self._checks.start(self._check_token, lambda: (key, analyse(state, Deadline(CHECK_SECONDS)).solved))

    def _check_key(self, drawing: Drawing) -> tuple:
        """What the exact check's answer depends on: the game, board, options, seed and marks."""
        key: tuple = (self.game_id, self.board.currentData(), tuple(sorted(self.options().items())), self.seed.value(),
                      tuple(sorted((role, tuple(sorted(ids))) for role, ids in self.marks.items())))
        if self.board.currentData() == CANVAS:  # the drawing page's graph changes between two dialogs
            key += (tuple(sorted(drawing.vertices)), tuple(sorted((e.u, e.v, e.color or "") for e in drawing.edges.values())))
        return key

    def _on_exact_check(self, token: int, result: object) -> None:
        if token != self._check_token or not isinstance(result, tuple):
            return
        key, solved = result
        EXACT_CHECKS[key] = solved
        self._show_exact(solved)

    def _name_levels(self, perfect: bool) -> None:
        """The level names offered, "Strong (perfect)" only on a board the check proved the strong player solves."""
        names = dict((level, name) for name, level in level_choices(self.spec, perfect))
        for box, template in [(self.level, "%1")] + [(kind, self.tr("Computer: %1")) for _, kind in self.seat_rows]:
            for i in range(box.count()):
                if box.itemData(i) in names:
                    box.setItemText(i, fill(template, names[box.itemData(i)]))

    def _show_exact(self, solved: bool) -> None:
        self._name_levels(solved)
        self.exact_warning.setVisible(not solved)
        self.exact_warning.setText(self.tr("On this board the computer cannot always solve the position in time: "
                                           "it will then play the best move its search finds, and say so."))
        self.refit()

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
            options = self.options()
            by_colour = self.view_class.starts_by_colour()  # the first colour always starts: the person picks a colour
            first, second = (self.view_class.seat_title(i, options, short=True) for i in (0, 1))
            self.first_label.setText(self.tr("You play:") if by_colour else self.tr("Who starts:"))
            self.first_label.setVisible(against or not by_colour)
            self.first.setVisible(against or not by_colour)
            if against and by_colour:  # Setup.first: the seat playing the first colour (seat 1: the computer)
                # Short, so that the box shows them whole at 1280x720 in classroom type: Blue starts.
                self.first.addItem(fill(self.tr("%1 (moves first)"), first), 0)
                self.first.addItem(second, 1)
            elif against:
                self.first.addItem(fill(self.tr("You (%1)"), first), 0)
                self.first.addItem(fill(self.tr("The computer (%1)"), second), 1)
            else:  # two people: with a colour that starts, the row stays hidden on seat 0
                self.first.addItem(self.view_class.seat_title(0, options), 0)
                if not by_colour:
                    self.first.addItem(self.view_class.seat_title(1, options), 1)
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
        self._check_exact()
        self.refit()

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
        marks = {role: tuple(sorted(ids)) for role, ids in self.marks.items()}
        drawing = self.board_drawing()
        perfect = EXACT_CHECKS.get(self._check_key(drawing)) if drawing is not None else None
        return GameSetup(self.game_id, board, self.seed.value(), self.seats(), self.first.currentData() or 0,
                         self.options(), marks, perfect)
