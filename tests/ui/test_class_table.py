"""The class table played by clicks: steps, a save, claims, a contest on the quick sheet, a refresh,
a lesson saved and reopened, the final scores typed in and the ranking."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QPushButton, QSpinBox

from graphgames_desktop.games.cards.classroom import ClassStep
from graphgames_desktop.games.cards.codes import ClassProblem
from graphgames_desktop.graph.card_layout import card_layout
from graphgames_desktop.ui.views.card_table.class_table import ClassTableWindow, class_problem
from tests.ui.mouse import click, drag

STUDENTS = ["Ana", "Bruno", "Carla"]
SEED = 6  # the first extra power saves a C or an S objective


@pytest.fixture
def window(qtbot):
    win = ClassTableWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _type_lines(qtbot, edit, lines):
    for line in lines:  # keyClicks aborts on a newline character: Return is pressed as a key
        qtbot.keyClicks(edit, line)
        qtbot.keyClick(edit, Qt.Key_Return)


def _start(qtbot, win):
    _type_lines(qtbot, win.setup.names, STUDENTS)
    win.setup.seed.selectAll()
    qtbot.keyClicks(win.setup.seed, str(SEED))
    qtbot.mouseClick(win.setup.start_button, Qt.LeftButton)
    assert win.view is not None
    return win.view


def _press(qtbot, view, name):
    button = view.findChild(QPushButton, name)
    assert button.isEnabled(), name
    qtbot.mouseClick(button, Qt.LeftButton)


def _as(view, student):
    view.student.setCurrentText(student)


def _draw(qtbot, sheet, vertices, edges, scale=110.0):
    pos = card_layout(vertices, edges)
    at = {v: (x * scale, y * scale) for v, (x, y) in pos.items()}
    for v in range(vertices):
        click(sheet.canvas, *at[v])
    for u, v in edges:
        drag(sheet.canvas, [at[u], ((at[u][0] + at[v][0]) / 2, (at[u][1] + at[v][1]) / 2), at[v]])
    assert len(sheet.canvas.drawing.vertices) == vertices and len(sheet.canvas.drawing.edges) == len(edges)


def _contest(qtbot, view, row, vertices, edges):
    claims = view.findChild(QListWidget, "claims")
    claims.setCurrentRow(row)
    _press(qtbot, view, "contest")
    sheet = view.quick_sheet
    qtbot.waitExposed(sheet)
    _draw(qtbot, sheet, vertices, edges)
    qtbot.mouseClick(sheet.check_button, Qt.LeftButton)


def test_names_are_checked_before_a_lesson_starts(qtbot, window):
    _type_lines(qtbot, window.setup.names, ["Ana", "Ana"])
    qtbot.mouseClick(window.setup.start_button, Qt.LeftButton)
    assert window.view is None
    assert window.setup.error.text() == class_problem(ClassProblem.BAD_NAMES)


def test_a_class_round_by_clicks(qtbot, window, tmp_path):
    view = _start(qtbot, window)
    t = view.table
    assert (t.step, t.round) == (ClassStep.PICK, 1)
    _press(qtbot, view, "next_step")
    assert view.table.step == ClassStep.DRAW
    # a save, paid on paper: Carla keeps a card of the power's type by her sheet
    power = view.table.power
    index = next(i for i, c in enumerate(view.table.objective_row) if view.table.objective(c).type in power.types)
    kept = view.table.objective_row[index]
    qtbot.mouseClick(view.objectives[index], Qt.LeftButton)
    assert view.objectives[index].selected
    _as(view, "Carla")
    _press(qtbot, view, "save_card")
    assert view.table.saved_by("Carla") == (kept,) and kept not in view.table.objective_row
    _press(qtbot, view, "next_step")
    assert view.table.step == ClassStep.CLAIM
    # two claims from the row; a second claim by Ana in the same round is refused with a sentence
    first, second = view.table.objective_row[0], view.table.objective_row[1]
    qtbot.mouseClick(view.objectives[0], Qt.LeftButton)
    _as(view, "Ana")
    _press(qtbot, view, "claim")
    qtbot.mouseClick(view.objectives[0], Qt.LeftButton)  # the card turned up in its place
    _as(view, "Bruno")
    _press(qtbot, view, "claim")
    assert [c.card for c in view.table.claims] == [first, view.table.claims[1].card]
    second = view.table.claims[1].card
    qtbot.mouseClick(view.objectives[2], Qt.LeftButton)
    _as(view, "Ana")
    _press(qtbot, view, "claim")
    assert view.message.text() == class_problem(ClassProblem.ALREADY_CLAIMED)
    assert len(view.table.claims) == 2
    # Ana's claim is contested and her graph (one edge) proves nothing: the card returns, a box to cross
    _contest(qtbot, view, 0, 2, ((0, 1),))
    assert view.table.claims[0].failed and first in view.table.objective_row
    assert view.table.boxes_to_cross("Ana") == 1
    # Bruno's is contested and he draws the card's own graph: it stands
    card = view.table.objective(second)
    _contest(qtbot, view, 1, card.vertices, card.edges)
    assert view.table.claims[1].checked and view.table.claimed_by("Bruno") == (second,)
    assert "Bruno" in view.roster.text() and second in view.roster.text()
    # refresh by name
    _press(qtbot, view, "next_step")
    row = view.table.objective_row
    _as(view, "Carla")
    _press(qtbot, view, "refresh_row")
    assert view.table.objective_row != row and view.table.boxes_to_cross("Carla") == 2
    # undo and redo through the buttons
    _press(qtbot, view, "undo")
    assert view.table.objective_row == row
    _press(qtbot, view, "redo")
    assert view.table.boxes_to_cross("Carla") == 2
    # the lesson saved and reopened replays to the same table
    path = tmp_path / "lesson.json"
    assert window.save_to(str(path))
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["students"] == STUDENTS and len(record["actions"]) == len(view.session.actions)
    before = view.table
    assert window.open_path(str(path))
    assert window.view is not view and window.view.table == before


def test_the_end_scores_typed_in_and_the_ranking(qtbot, window):
    view = _start(qtbot, window)
    while not view.table.over:
        _press(qtbot, view, "next_step")
    assert view.table.last_round and not view.next_button.isEnabled()
    typed = {"Ana": (30, 2), "Bruno": (41, 0), "Carla": (30, 1)}  # (total, crossed boxes)
    for row, student in enumerate(STUDENTS):
        for field, value in zip(("total", "crossed"), typed[student]):
            box = view.findChild(QSpinBox, f"score_{row}_{field}")
            box.selectAll()
            qtbot.keyClicks(box, str(value))
    _press(qtbot, view, "show_ranking")
    assert [(who, place) for who, place, _ in view.table.ranking()] == [("Bruno", 1), ("Carla", 2), ("Ana", 3)]
    text = view.scoring.ranking.text()
    assert text.index("Bruno") < text.index("Carla") < text.index("Ana")
    assert "fewest crossed boxes" in text


def test_a_refused_lesson_file_is_said_and_changes_nothing(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
    bad = tmp_path / "bad.json"
    bad.write_text('{"class_table": 1, "students": ["A"], "actions": [{"kind": "fly"}]}', encoding="utf-8")
    assert not window.open_path(str(bad))
    assert window.view is None and said == [class_problem(ClassProblem.BAD_ACTION)]
    QApplication.processEvents()


def test_every_class_problem_has_its_own_sentence(qapp):
    sentences = [class_problem(code) for code in ClassProblem]
    assert len(set(sentences)) == len(sentences)


def test_a_closed_window_resumes_the_lesson_where_it_was(qtbot, window):
    view = _start(qtbot, window)
    _press(qtbot, view, "next_step")
    _press(qtbot, view, "next_step")
    table = view.table
    window.close()
    again = ClassTableWindow()
    qtbot.addWidget(again)
    again.show()
    resume = again.findChild(QPushButton, "resume_lesson")
    assert resume.isVisible()
    qtbot.mouseClick(resume, Qt.LeftButton)
    assert again.view is not None and again.view.table == table
