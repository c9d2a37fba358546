"""The class table: the card game's shared table for a class on paper, with the teacher at the keyboard.

The window shows the table alone, large and high-contrast for a projector: the round and its steps,
the face-up extra power, the two resource cards and the five objectives, the decks' counts. The
teacher advances the steps and records, by student name, claims (click a card, pick the student),
saves and refreshes; a contested claim is checked by drawing the student's graph on a quick sheet
(the freehand canvas); at the end the teacher types in each student's numbers and the ranking is
shown. Lessons are saved and reopened as the engine's record (``ClassSession.record``); the player
sheets and the deck are printed from the File menu (``printables``). The model is
``games/cards/classroom.py``; every refusal is a ``ClassProblem`` worded here.
"""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games.cards.classroom import (
    Action,
    ClassSession,
    ClassStep,
    ClassTable,
    ClassTableError,
    Score,
    new_class_table,
)
from graphgames_desktop.games.cards.codes import ClassProblem
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui import files
from graphgames_desktop.ui.autosave import autosave_folder
from graphgames_desktop.ui.canvas.view import CanvasView
from graphgames_desktop.ui.flow_layout import FlowLayout
from graphgames_desktop.ui.screen_fit import ScreenFitted
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled, theme
from graphgames_desktop.ui.views.card_table.art import CardWidget, card_language
from graphgames_desktop.ui.views.card_table.table import step_name as table_step_name


def lesson_autosave_path() -> Path:
    """Where the lesson in progress is kept after every action (beside the main window's autosaves)."""
    return autosave_folder() / "class-lesson.json"


STEPS = (ClassStep.PICK, ClassStep.DRAW, ClassStep.CLAIM, ClassStep.REFRESH)
#: The numbers typed in at the end: the total and the rule source's tie-breakers, in its order.
SCORE_FIELDS = ("total", "crossed", "trivial", "max_degree", "diameter", "components")



def class_problem(code: ClassProblem) -> str:
    """The sentence for a refusal of the class table."""
    P = ClassProblem
    return {
        P.NO_STUDENTS: Q.translate("ClassTable", "Type at least one student's name."),
        P.BAD_NAMES: Q.translate("ClassTable", "Every student needs a name of their own: no blank names and no two alike."),
        P.WRONG_STEP: Q.translate("ClassTable", "That belongs to another step of the round."),
        P.GAME_OVER: Q.translate("ClassTable", "The game is over: type in the final scores."),
        P.UNKNOWN_STUDENT: Q.translate("ClassTable", "There is no student of that name at this table."),
        P.NO_SUCH_CARD: Q.translate("ClassTable", "That card is not in the row (nor saved by this student)."),
        P.ALREADY_CLAIMED: Q.translate("ClassTable", "This student has already claimed a card this round (a failed claim counts)."),
        P.NO_SUCH_CLAIM: Q.translate("ClassTable", "That claim cannot be contested any more: it was made in an earlier round or is already settled."),
        P.BAD_GRAPH: Q.translate("ClassTable", "The quick sheet must hold a simple graph: no loops, no double edges."),
        P.NO_SAVE_POWER: Q.translate("ClassTable", "The extra power face up does not save objective cards."),
        P.WRONG_OBJECTIVE_TYPE: Q.translate("ClassTable", "The extra power face up cannot save a card of this type."),
        P.POWER_USED: Q.translate("ClassTable", "This student has already saved as many cards as the power allows this round."),
        P.BAD_SCORE: Q.translate("ClassTable", "Those numbers cannot be right: counts are never negative."),
        P.BAD_ACTION: Q.translate("ClassTable", "This lesson file is damaged or was not written by this program."),
    }.get(code, Q.translate("ClassTable", "That cannot be done now."))


def step_name(step: ClassStep) -> str:
    """The step's name as the card table says it (the class plays the same round on paper)."""
    return table_step_name(Phase.OVER if step == ClassStep.SCORING else Phase(step.value))


def step_hint(step: ClassStep) -> str:
    """What the class does in this step, shown large under the step bar."""
    return {
        ClassStep.PICK: Q.translate("ClassTable", "Everybody picks one of the two resource cards."),
        ClassStep.DRAW: Q.translate("ClassTable", "Draw the vertices and edges of your card; circle your new Eulerians. Extra powers are used now."),
        ClassStep.CLAIM: Q.translate("ClassTable", "Claim at most one objective card. Anybody may ask for a proof."),
        ClassStep.REFRESH: Q.translate("ClassTable", "Anybody may refresh the objectives: five new cards, two boxes crossed."),
        ClassStep.SCORING: Q.translate("ClassTable", "Score your sheets and tell the teacher your numbers."),
    }[step]


class StepBar(QWidget):
    """The round's four steps in a row, the current one marked."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.labels = {step: QLabel() for step in STEPS}
        for label in self.labels.values():
            label.setAlignment(Qt.AlignCenter)
            label.setMargin(6)
            label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)  # four equal parts of any width
            keep_scaled(label, TYPE.banner)
            row.addWidget(label)

    def show_step(self, step: ClassStep) -> None:
        for i, (s, label) in enumerate(self.labels.items()):
            label.setText(f"{i + 1}. {step_name(s)}")
            current = s == step
            label.setProperty("current", current)
            label.setStyleSheet("background: #000000; color: #ffe600; border-radius: 6px;" if current
                                else "color: #333333; border: 2px solid #888888; border-radius: 6px;")


class QuickSheet(ScreenFitted, QDialog):
    """A blank sheet to draw a student's graph on, beside the card they claimed; Check sends it."""

    def __init__(self, card_widget: CardWidget, student: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("quick_sheet")
        self.setWindowTitle(Q.translate("ClassTable", "Check a claim"))
        self.undo_stack = QUndoStack(self)
        self.canvas = CanvasView(Drawing(), self.undo_stack)
        self.canvas.setMinimumSize(em(20), em(14))
        hint = QLabel(fill(Q.translate("ClassTable", "Draw %1's graph as on their sheet (for a C card, only the components they circled), then press Check."),
                           student))
        hint.setWordWrap(True)
        keep_scaled(hint, TYPE.heads_up, bold=False)
        self.message = QLabel()
        self.canvas.message.connect(self.message.setText)
        buttons = QDialogButtonBox()
        self.check_button = buttons.addButton(Q.translate("ClassTable", "Check"), QDialogButtonBox.AcceptRole)
        self.undo_button = buttons.addButton(Q.translate("ClassTable", "Undo"), QDialogButtonBox.ActionRole)
        buttons.addButton(QDialogButtonBox.Cancel)
        self.undo_button.clicked.connect(self.undo_stack.undo)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        side = QVBoxLayout()
        card_widget.setParent(self)
        card_widget.set_card_height(300)
        side.addWidget(card_widget)
        side.addStretch()
        body = QHBoxLayout()
        body.addWidget(self.canvas, 1)
        body.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(body, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)

    def graph(self) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The drawn graph on vertices 0..n-1, as the class table's contest takes it."""
        g = self.canvas.drawing.to_networkx()
        index = {v: i for i, v in enumerate(sorted(g))}
        return len(index), tuple((index[u], index[v]) for u, v in nx.Graph(g).edges())


class SetupPanel(QWidget):
    """A new lesson: the students' names, a seed, and whether the class plays with the bonus deck."""

    start = Signal(object)  # a ClassTable
    open_requested = Signal()
    resume_requested = Signal()
    print_requested = Signal(str)  # "sheets" or "cards"

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = QLabel()
        keep_scaled(self.title, TYPE.display)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        keep_scaled(self.intro, TYPE.heads_up, bold=False)
        self.names = QPlainTextEdit()
        self.names.setObjectName("student_names")
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.bonus = QCheckBox()
        self.error = QLabel()
        self.error.setStyleSheet("color: #c00000;")
        self.error.setWordWrap(True)
        self.start_button = QPushButton()
        self.start_button.setObjectName("start_lesson")
        self.start_button.clicked.connect(self._start)
        self.open_button, self.sheets_button, self.cards_button = QPushButton(), QPushButton(), QPushButton()
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resume_lesson")
        self.resume_button.clicked.connect(self.resume_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.sheets_button.clicked.connect(lambda: self.print_requested.emit("sheets"))
        self.cards_button.clicked.connect(lambda: self.print_requested.emit("cards"))
        self.form = QFormLayout()
        self.names_label, self.seed_label, self.bonus_label = QLabel(), QLabel(), QLabel()
        self.form.addRow(self.names_label, self.names)
        self.form.addRow(self.seed_label, self.seed)
        self.form.addRow(self.bonus_label, self.bonus)
        self.names.setMinimumHeight(em(7))
        buttons = QWidget()  # in rows as the width allows: in classroom type one row cut their words
        flow = FlowLayout(buttons)
        flow.setContentsMargins(0, 0, 0, 0)
        for b in (self.resume_button, self.open_button, self.sheets_button, self.cards_button, self.start_button):
            flow.addWidget(b)
        self.setup_buttons = buttons
        column = QVBoxLayout()
        column.addWidget(self.title)
        column.addWidget(self.intro)
        column.addLayout(self.form)
        column.addWidget(self.error)
        column.addWidget(buttons)
        column.addStretch()
        frame = QWidget()
        frame.setLayout(column)
        frame.setMaximumWidth(em(38))
        layout = QHBoxLayout(self)
        layout.addWidget(frame)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(Q.translate("ClassTable", "A new class game"))
        self.intro.setText(Q.translate("ClassTable", "The class plays on paper and this window is the shared table for the projector. Print a player sheet for everybody first (and the cards, if the class wants to hold them)."))
        self.open_button.setText(Q.translate("ClassTable", "Open a lesson…"))
        self.resume_button.setText(Q.translate("ClassTable", "Resume the last lesson"))
        self.sheets_button.setText(Q.translate("ClassTable", "Print player sheets…"))
        self.cards_button.setText(Q.translate("ClassTable", "Print the cards…"))
        self.names_label.setText(Q.translate("ClassTable", "Students (one name a line):"))
        self.seed_label.setText(Q.translate("ClassTable", "Shuffle number:"))
        self.bonus_label.setText(Q.translate("ClassTable", "Bonus cards:"))
        self.bonus.setText(Q.translate("ClassTable", "Play with paper bonus cards"))
        self.bonus.setToolTip(Q.translate("ClassTable", "Keeps the extra powers that draw bonus cards in the deck."))
        self.start_button.setText(Q.translate("ClassTable", "Start the lesson"))

    def _start(self) -> None:
        names = [line for line in self.names.toPlainText().splitlines() if line.strip()]
        try:
            table = new_class_table(names, seed=self.seed.value(), bonus_powers=self.bonus.isChecked())
        except ClassTableError as exc:
            self.error.setText(class_problem(exc.code))
            return
        self.error.clear()
        self.start.emit(table)


class ScoringPanel(QWidget):
    """The end: one row per student for the numbers read off their sheets, then the ranking."""

    rank_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = QLabel()
        self.title.setWordWrap(True)
        keep_scaled(self.title, TYPE.display)
        self.grid = QTableWidget(0, len(SCORE_FIELDS))
        self.grid.setObjectName("score_grid")
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.grid.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.rank_button = QPushButton()
        self.rank_button.setObjectName("show_ranking")
        self.rank_button.clicked.connect(self.rank_requested)
        self.ranking = QLabel()
        self.ranking.setObjectName("ranking")
        self.ranking.setTextFormat(Qt.RichText)
        self.ranking.setWordWrap(True)
        keep_scaled(self.ranking, TYPE.banner, bold=False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.rank_button, 0, Qt.AlignRight)
        layout.addWidget(self.ranking, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(Q.translate("ClassTable", "Final scores: type each student's numbers from their sheets"))
        headers = {"total": Q.translate("ClassTable", "TOTAL"), "crossed": Q.translate("ClassTable", "Crossed boxes"), "trivial": Q.translate("ClassTable", "Trivial comp."),
                   "max_degree": Q.translate("ClassTable", "Max. degree"), "diameter": Q.translate("ClassTable", "Diameter"), "components": Q.translate("ClassTable", "Components")}
        self.grid.setHorizontalHeaderLabels([headers[f] for f in SCORE_FIELDS])
        self.rank_button.setText(Q.translate("ClassTable", "Show the ranking"))

    def set_students(self, table: ClassTable) -> None:
        """One row a student; numbers already recorded (a reopened lesson, an undo) are shown in the boxes."""
        if self.grid.rowCount() != len(table.students):
            self.grid.setRowCount(len(table.students))
            self.grid.setVerticalHeaderLabels(list(table.students))
            for row in range(len(table.students)):
                for col, name in enumerate(SCORE_FIELDS):
                    box = QSpinBox()
                    box.setRange(-10**6 if name == "total" else 0, 10**6)
                    box.setObjectName(f"score_{row}_{name}")
                    self.grid.setCellWidget(row, col, box)
            self.grid.resizeRowsToContents()
        for row, student in enumerate(table.students):
            score = table.score_of(student)
            if score is not None:
                for col, name in enumerate(SCORE_FIELDS):
                    self.grid.cellWidget(row, col).setValue(getattr(score, name))

    def score(self, row: int) -> Score:
        return Score(*(self.grid.cellWidget(row, col).value() for col in range(len(SCORE_FIELDS))))

    def show_ranking(self, table: ClassTable) -> None:
        lines = []
        for student, place, score in table.ranking():
            lines.append(f"<b>{place}.</b> {student} &nbsp; <b>{score.total}</b>")
        tied = _tied_break(table)
        if tied:
            lines.append(f"<i>{tied}</i>")
        self.ranking.setText("<br>".join(lines))


TIE_BREAKERS = ("crossed", "trivial", "max_degree", "diameter", "components")


def tie_breaker_name(field: str) -> str:
    return {"crossed": Q.translate("ClassTable", "fewest crossed boxes"), "trivial": Q.translate("ClassTable", "fewest trivial components"),
            "max_degree": Q.translate("ClassTable", "highest maximum degree"), "diameter": Q.translate("ClassTable", "highest diameter"),
            "components": Q.translate("ClassTable", "most components")}[field]


def _tied_break(table: ClassTable) -> str:
    """Which tie-breaker decided between students of equal totals (the first that did), if any."""
    ranking = table.ranking()
    notes = []
    for (a, _, sa), (b, _, sb) in zip(ranking, ranking[1:]):
        if sa.total != sb.total:
            continue
        for i, field in enumerate(TIE_BREAKERS):
            if sa.key[i + 1] != sb.key[i + 1]:
                notes.append(fill(Q.translate("ClassTable", "%1 ahead of %2 on the tie-breaker: %3"),
                                  a, b, tie_breaker_name(field)))
                break
        else:
            notes.append(fill(Q.translate("ClassTable", "%1 and %2 share their place"), a, b))
    return "; ".join(notes)


class ClassTableView(QWidget):
    """The class table on a session: the projected table, the teacher's controls, the scoring."""

    changed = Signal()

    def __init__(self, session: ClassSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("class_table")
        self.session = session
        self.selected: str | None = None
        self.quick_sheet: QuickSheet | None = None
        self._last_shuffles = session.table.shuffles
        # header: round, steps, last-round banner, what to do now
        self.round_label = QLabel()
        keep_scaled(self.round_label, TYPE.display)
        self.last_banner = QLabel()
        self.last_banner.setStyleSheet("background: #c00000; color: white; padding: 4px 12px; border-radius: 6px;")
        keep_scaled(self.last_banner, TYPE.banner)
        self.steps = StepBar()
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        keep_scaled(self.hint, TYPE.title, bold=False)
        top = QHBoxLayout()
        top.addWidget(self.round_label)
        top.addWidget(self.last_banner)
        top.addStretch()
        # the table: power and resources, then the objective row
        self.power = CardWidget(height=260)
        self.resources = [CardWidget(height=260) for _ in range(2)]
        self.objectives = [CardWidget(height=300) for _ in range(5)]
        self.objective_deck = CardWidget(back="objectives", height=160)
        for i, w in enumerate(self.objectives):
            w.setObjectName(f"objective_{i}")
            w.setCursor(Qt.PointingHandCursor)
            w.clicked.connect(lambda i=i: self.select_objective(i))
        self.deck_counts = QLabel()
        self.deck_counts.setWordWrap(True)
        keep_scaled(self.deck_counts, TYPE.heads_up, bold=False)
        cards = QGridLayout()
        cards.addWidget(self.power, 0, 0)
        cards.addWidget(self.resources[0], 0, 1)
        cards.addWidget(self.resources[1], 0, 2)
        cards.addWidget(self.objective_deck, 0, 3)
        cards.addWidget(self.deck_counts, 0, 4)
        for i, w in enumerate(self.objectives):
            cards.addWidget(w, 1, i)
            cards.setColumnStretch(i, 1)  # five equal columns: every card the same size
        self.deck_counts.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        table_area = QWidget()
        table_area.setLayout(cards)
        self.scoring = ScoringPanel()
        self.scoring.rank_requested.connect(self.record_scores)
        self.centre = QStackedWidget()
        self.centre.addWidget(table_area)
        self.centre.addWidget(self.scoring)
        # the teacher's panel
        self.student = QComboBox()
        self.student.setObjectName("student")
        self.claim_button = QPushButton()
        self.claim_button.setObjectName("claim")
        self.save_button = QPushButton()
        self.save_button.setObjectName("save_card")
        self.refresh_button = QPushButton()
        self.refresh_button.setObjectName("refresh_row")
        self.claims = QListWidget()
        self.claims.setObjectName("claims")
        self.claims.setWordWrap(True)
        self.claims.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.contest_button = QPushButton()
        self.contest_button.setObjectName("contest")
        self.roster = QLabel()
        self.roster.setObjectName("roster")
        self.roster.setWordWrap(True)
        self.roster.setTextFormat(Qt.RichText)
        self.roster.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        keep_scaled(self.roster, TYPE.heads_up, bold=False)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next_step")
        keep_scaled(self.next_button, TYPE.turn)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undo")
        self.redo_button = QPushButton()
        self.redo_button.setObjectName("redo")
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        keep_scaled(self.message, TYPE.heads_up)
        self.claim_button.clicked.connect(self.claim)
        self.save_button.clicked.connect(self.save_card)
        self.refresh_button.clicked.connect(self.refresh_row)
        self.contest_button.clicked.connect(self.open_quick_sheet)
        self.next_button.clicked.connect(self.advance)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.student_label, self.claims_label, self.roster_label = QLabel(), QLabel(), QLabel()
        panel = QVBoxLayout()
        panel.addWidget(self.student_label)
        panel.addWidget(self.student)
        for b in (self.claim_button, self.save_button, self.refresh_button):
            panel.addWidget(b)
        panel.addWidget(self.claims_label)
        panel.addWidget(self.claims)
        panel.addWidget(self.contest_button)
        panel.addWidget(self.roster_label)
        panel.addWidget(self.roster, 1)
        panel.addWidget(self.message)
        undo_row = QHBoxLayout()
        undo_row.addWidget(self.undo_button)
        undo_row.addWidget(self.redo_button)
        panel.addLayout(undo_row)
        panel.addWidget(self.next_button)
        side = QFrame()
        side.setObjectName("teacher_panel")
        side.setFrameShape(QFrame.StyledPanel)
        side.setLayout(panel)
        side.setMaximumWidth(em(16))
        body = QHBoxLayout()
        body.addWidget(self.centre, 1)
        body.addWidget(side)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.steps)
        layout.addWidget(self.hint)
        layout.addLayout(body, 1)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(self.backgroundRole(), Qt.white)
        self.setPalette(pal)
        self.retranslate()
        self.refresh()

    @property
    def table(self) -> ClassTable:
        return self.session.table

    # ----- showing ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.student_label.setText(Q.translate("ClassTable", "Student:"))
        self.claim_button.setText(Q.translate("ClassTable", "Claim the chosen card"))
        self.save_button.setText(Q.translate("ClassTable", "Save the chosen card"))
        self.refresh_button.setText(Q.translate("ClassTable", "Refresh the objectives"))
        self.claims_label.setText(Q.translate("ClassTable", "Claims this round:"))
        self.contest_button.setText(Q.translate("ClassTable", "Check a contested claim…"))
        self.roster_label.setText(Q.translate("ClassTable", "Students:"))
        self.next_button.setText(Q.translate("ClassTable", "Next step ▶"))
        self.undo_button.setText(Q.translate("ClassTable", "Undo"))
        self.redo_button.setText(Q.translate("ClassTable", "Redo"))
        self.last_banner.setText(Q.translate("ClassTable", "LAST ROUND"))
        self.scoring.retranslate()
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def refresh(self) -> None:
        t = self.table
        over = t.over
        self.round_label.setText(fill(Q.translate("ClassTable", "Round %1 of %2"), t.round, t.rounds))
        self.last_banner.setVisible(t.last_round and not over)
        self.steps.show_step(t.step)
        self.steps.setVisible(not over)
        self.hint.setText(step_hint(t.step))
        self.centre.setCurrentIndex(1 if over else 0)
        if t.power is not None:
            self.power.set_card(t.power)
        else:
            self.power.set_back("powers", 0)
        for w, card in zip(self.resources, t.resource_row):
            w.set_card(t.decks.resource(card))
        for w in self.resources[len(t.resource_row):]:
            w.set_back("resources", 0)
        if self.selected not in t.objective_row:
            self.selected = None
        for i, w in enumerate(self.objectives):
            if i < len(t.objective_row):
                w.set_card(t.objective(t.objective_row[i]))
                w.set_marks(selected=t.objective_row[i] == self.selected, dimmed=False)
            else:
                w.set_back("objectives", 0)
        self.objective_deck.set_back("objectives", len(t.objective_deck))
        self.deck_counts.setText(
            fill(Q.translate("ClassTable", "Objectives: %1 in the deck, %2 discarded"),
                 len(t.objective_deck), len(t.objective_discard)) + "\n" +
            fill(Q.translate("ClassTable", "Resource cards left: %1 (rounds after this one: %2)"),
                 len(t.resource_deck), len(t.resource_deck) // 2))
        current = self.student.currentText()
        with QSignalBlocker(self.student):
            self.student.clear()
            self.student.addItems(list(t.students))
            if current in t.students:
                self.student.setCurrentText(current)
        for w in (self.claim_button, self.refresh_button, self.claims_label, self.claims, self.contest_button):
            w.setVisible(not over)
        self.claim_button.setEnabled(t.step == ClassStep.CLAIM)
        power = t.power
        self.save_button.setVisible(power is not None and power.kind == "save" and not over)
        self.save_button.setEnabled(t.step == ClassStep.DRAW)
        self.refresh_button.setEnabled(t.step == ClassStep.REFRESH)
        self.claims.clear()
        for index, c in enumerate(t.claims):
            if c.round != t.round:
                continue
            name = t.objective(c.card).name[card_language()]
            state = Q.translate("ClassTable", "proven") if c.checked else Q.translate("ClassTable", "failed: card returned, one box to cross") if c.failed else Q.translate("ClassTable", "stands")
            self.claims.addItem(f"{c.student}: {c.card} {name} ({state})")
            self.claims.item(self.claims.count() - 1).setData(Qt.UserRole, index)
        self.contest_button.setEnabled(t.step == ClassStep.CLAIM and self.claims.count() > 0)
        self.roster.setText(self._roster())
        self.next_button.setEnabled(not over)
        self.undo_button.setEnabled(self.session.can_undo())
        self.redo_button.setEnabled(bool(self.session.redo_stack))
        if over:
            self.scoring.set_students(t)
            self.scoring.show_ranking(t)
        if t.shuffles > self._last_shuffles:
            self.message.setText(Q.translate("ClassTable", "The objective discard pile was shuffled into a new deck."))
        self._last_shuffles = t.shuffles

    def _roster(self) -> str:
        t = self.table
        rows = []
        for s in t.students:
            parts = [f"<b>{s}</b>"]
            held = t.claimed_by(s)
            if held:
                parts.append(fill(Q.translate("ClassTable", "holds %1"), ", ".join(held)))
            saved = t.saved_by(s)
            if saved:
                parts.append(fill(Q.translate("ClassTable", "saved %1"), ", ".join(saved)))
            boxes = t.boxes_to_cross(s)
            if boxes:
                parts.append(fill(Q.translate("ClassTable", "boxes to cross: %1"), boxes))
            rows.append(" · ".join(parts))
        return "<br>".join(rows)

    # ----- the teacher's actions ---------------------------------------------------------------------
    def select_objective(self, index: int) -> None:
        row = self.table.objective_row
        if index < len(row):
            self.selected = None if self.selected == row[index] else row[index]
            self.refresh()

    def do(self, action: Action, done: str = "") -> bool:
        """Apply ``action``; a refusal is said in the message line and changes nothing."""
        try:
            self.session.do(action)
        except ClassTableError as exc:
            self.message.setText(class_problem(exc.code))
            return False
        self.message.setText(done)
        self.refresh()
        self.changed.emit()
        return True

    def _chosen(self) -> str | None:
        if self.selected is None:
            self.message.setText(Q.translate("ClassTable", "First click the objective card on the table."))
        return self.selected

    def claim(self) -> None:
        student = self.student.currentText()
        card = self._chosen() or self._saved_card(student)
        if card:
            self.do(Action("claim", student=student, card=card), fill(Q.translate("ClassTable", "%1 claims %2. It stands unless somebody contests it."),
                                                                      student, card))

    def _saved_card(self, student: str) -> str | None:
        """A student with one saved card claims it without a click on the row."""
        saved = self.table.saved_by(student) if self.table.step == ClassStep.CLAIM else ()
        if len(saved) == 1:
            self.message.clear()
            return saved[0]
        return None

    def save_card(self) -> None:
        card = self._chosen()
        if card:
            student = self.student.currentText()
            self.do(Action("save", student=student, card=card), fill(Q.translate("ClassTable", "%1 keeps %2 by their sheet."),
                                                                     student, card))

    def refresh_row(self) -> None:
        student = self.student.currentText()
        self.do(Action("refresh", student=student), fill(Q.translate("ClassTable", "%1 refreshed the objectives: cross two boxes."), student))

    def advance(self) -> None:
        self.do(Action("advance"))

    def undo(self) -> None:
        if self.session.undo() is not None:
            self.message.clear()
            self.refresh()
            self.changed.emit()

    def redo(self) -> None:
        if self.session.redo() is not None:
            self.refresh()
            self.changed.emit()

    def open_quick_sheet(self) -> None:
        item = self.claims.currentItem() or (self.claims.item(self.claims.count() - 1) if self.claims.count() else None)
        if item is None:
            return
        index = item.data(Qt.UserRole)
        record = self.table.claims[index]
        sheet = QuickSheet(CardWidget(self.table.objective(record.card)), record.student, self)
        sheet.accepted.connect(lambda: self._contest(index, sheet))
        sheet.finished.connect(sheet.deleteLater)
        self.quick_sheet = sheet
        sheet.open()

    def _contest(self, index: int, sheet: QuickSheet) -> None:
        vertices, edges = sheet.graph()
        record = self.table.claims[index]
        if self.do(Action("contest", index=index, vertices=vertices, edges=edges)):
            if self.table.claims[index].checked:
                self.message.setText(fill(Q.translate("ClassTable", "Proven: %1 keeps %2."), record.student, record.card))
            else:
                self.message.setText(fill(Q.translate("ClassTable", "Not proven: %2 goes back to the row and %1 crosses one box."),
                                          record.student, record.card))

    def record_scores(self) -> None:
        for row, student in enumerate(self.table.students):
            score = self.scoring.score(row)
            if self.table.score_of(student) != score and not self.do(Action("score", student=student, score=score)):
                return
        self.scoring.show_ranking(self.table)


class ClassTableWindow(ScreenFitted, QMainWindow):
    """The class table in a window of its own (to put on the projector), with its File menu."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("class_table_window")
        self.view: ClassTableView | None = None
        self.path: str | None = None
        self.stack = QStackedWidget()
        self.setup = SetupPanel()
        self.setup.start.connect(lambda table: self.show_session(ClassSession(table)))
        self.setup.open_requested.connect(self.open_lesson)
        self.setup.resume_requested.connect(lambda: self.open_path(str(lesson_autosave_path())))
        self.setup.print_requested.connect(self.print_dialog)
        self.stack.addWidget(self.setup)
        self.setCentralWidget(self.stack)
        menu = self.menuBar().addMenu("")
        self.file_menu = menu
        self.a_new = QAction(self, shortcut=QKeySequence.New, triggered=self.new_lesson)
        self.a_open = QAction(self, shortcut=QKeySequence.Open, triggered=self.open_lesson)
        self.a_save = QAction(self, shortcut=QKeySequence.Save, triggered=self.save_lesson)
        self.a_print_sheets = QAction(self, triggered=lambda: self.print_dialog("sheets"))
        self.a_print_cards = QAction(self, triggered=lambda: self.print_dialog("cards"))
        self.a_full = QAction(self, shortcut=QKeySequence("F11"), checkable=True, toggled=self._full_screen)
        self.a_close = QAction(self, shortcut=QKeySequence.Close, triggered=self.close)
        menu.addActions([self.a_new, self.a_open, self.a_save])
        menu.addSeparator()
        menu.addActions([self.a_print_sheets, self.a_print_cards])
        menu.addSeparator()
        menu.addActions([self.a_full, self.a_close])
        theme().changed.connect(self._restyle)
        self.resize(1500, 950)
        self.retranslate()
        self.new_lesson()

    def retranslate(self) -> None:
        self.setWindowTitle(Q.translate("ClassTable", "Class Table: Introduction to Graph Theory"))
        self.file_menu.setTitle(Q.translate("ClassTable", "&File"))
        self.a_new.setText(Q.translate("ClassTable", "&New Lesson…"))
        self.a_open.setText(Q.translate("ClassTable", "&Open Lesson…"))
        self.a_save.setText(Q.translate("ClassTable", "&Save Lesson…"))
        self.a_print_sheets.setText(Q.translate("ClassTable", "Print &Player Sheets (PDF)…"))
        self.a_print_cards.setText(Q.translate("ClassTable", "Print the Card &Deck (PDF)…"))
        self.a_full.setText(Q.translate("ClassTable", "&Full Screen"))
        self.a_close.setText(Q.translate("ClassTable", "&Close"))
        self.setup.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _restyle(self) -> None:
        if self.view is not None:
            self.view.refresh()

    def _full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    def show_session(self, session: ClassSession) -> None:
        if self.view is not None:
            self.stack.removeWidget(self.view)
            self.view.deleteLater()
        self.view = ClassTableView(session)
        self.view.changed.connect(self.autosave)
        self.stack.addWidget(self.view)
        self.stack.setCurrentWidget(self.view)

    def new_lesson(self) -> None:
        self.setup.resume_button.setVisible(lesson_autosave_path().exists())
        self.stack.setCurrentWidget(self.setup)

    def autosave(self) -> None:
        """Every action is kept at once, so that a closed window or a crash loses nothing of the lesson."""
        if self.view is not None:
            try:
                lesson_autosave_path().parent.mkdir(parents=True, exist_ok=True)
                files.write_atomically(str(lesson_autosave_path()), json.dumps(self.view.session.record()).encode("utf-8"))
            except OSError as exc:
                self.view.message.setText(fill(Q.translate("ClassTable", "The lesson could not be kept for later: %1"), exc))

    def save_to(self, path: str) -> bool:
        if self.view is None:
            return False
        try:
            files.write_atomically(path, json.dumps(self.view.session.record(), indent=1).encode("utf-8"))
        except OSError as exc:
            QMessageBox.warning(self, Q.translate("ClassTable", "Cannot save the lesson"), str(exc))
            return False
        self.path = path
        return True

    def open_path(self, path: str) -> bool:
        try:
            record = json.loads(Path(path).read_text(encoding="utf-8"))
            session = ClassSession.from_record(record)
        except ClassTableError as exc:
            QMessageBox.warning(self, Q.translate("ClassTable", "Cannot open the lesson"), class_problem(exc.code))
            return False
        except (OSError, ValueError):
            QMessageBox.warning(self, Q.translate("ClassTable", "Cannot open the lesson"), class_problem(ClassProblem.BAD_ACTION))
            return False
        self.path = path
        self.show_session(session)
        return True

    def save_lesson(self) -> None:
        if self.view is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, Q.translate("ClassTable", "Save Lesson"), self.path or "lesson.json", Q.translate("ClassTable", "Class lessons (*.json)"))
        if path:
            self.save_to(path)

    def open_lesson(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, Q.translate("ClassTable", "Open Lesson"), self.path or "", Q.translate("ClassTable", "Class lessons (*.json)"))
        if path:
            self.open_path(path)

    def print_dialog(self, what: str) -> None:
        from graphgames_desktop.ui.views.card_table.printables import PrintDialog
        students = len(self.view.session.table.students) if self.view else self.setup.names.toPlainText().count("\n") + 1
        PrintDialog(what, students, self).exec()
