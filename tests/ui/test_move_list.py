"""The move list's model: rows of plain data, the marks derived from them, the current row kept while only
the marks change; and the value strip's rows placed beside the list's."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from graphgames_desktop.ui.game.move_list import TURNING_ROLE, MoveList, MoveRow, rows_beside


def test_a_turning_point_shows_what_it_gave_away_its_mark_and_its_sentence(qtbot):
    view = MoveList()
    qtbot.addWidget(view)
    model = view.model()
    model.set_rows([MoveRow("1. Ana removes 2"), MoveRow("2. Bia removes 3")])
    model.set_rows([MoveRow("1. Ana removes 2", True, "gave away a win", "This move loses."), MoveRow("2. Bia removes 3")])
    first, second = model.index(0), model.index(1)
    assert model.text(0) == "1. Ana removes 2 – gave away a win" == first.data()
    assert first.data(Qt.ToolTipRole) == "This move loses." and first.data(TURNING_ROLE)
    assert first.data(Qt.BackgroundRole) is not None and second.data(Qt.BackgroundRole) is None
    assert model.text(1) == "2. Bia removes 3" and second.data(Qt.ToolTipRole) is None


def test_the_current_row_stays_while_the_marks_change_and_a_new_move_is_added(qtbot):
    view = MoveList()
    qtbot.addWidget(view)
    model = view.model()
    model.set_rows([MoveRow("1. a"), MoveRow("2. b")])
    view.setCurrentRow(0)
    rows: list[int] = []
    view.currentRowChanged.connect(rows.append)
    model.set_rows([MoveRow("1. a", True, "gave away a win"), MoveRow("2. b"), MoveRow("3. c")])
    assert view.currentRow() == 0 and rows == [] and model.rowCount() == 3
    model.set_rows([MoveRow("1. a")])  # undo: the rows after go
    assert model.rowCount() == 1 and model.text(0) == "1. a"
    view.setCurrentRow(-1)
    assert view.currentRow() == -1 and not view.selectionModel().hasSelection() and rows == [-1]


def test_the_strips_rows_are_the_lists_rows_in_the_strips_coordinates(qtbot):
    box = QWidget()
    qtbot.addWidget(box)
    strip, heading, moves = QWidget(), QLabel("Moves:"), MoveList()
    grid = QGridLayout(box)
    grid.addWidget(strip, 0, 0, 2, 1)
    grid.addWidget(heading, 0, 1)
    grid.addWidget(moves, 1, 1)
    moves.model().set_rows([MoveRow(f"{i + 1}. a move") for i in range(3)])
    box.resize(300, 300)
    box.show()
    qtbot.waitExposed(box)
    rows = rows_beside(strip, heading, moves)
    assert rows[0].top() == strip.mapFromGlobal(heading.mapToGlobal(QPoint(0, 0))).y()
    for i in range(3):
        shown = moves.visualRect(moves.model().index(i))
        assert rows[i + 1].top() == strip.mapFromGlobal(moves.viewport().mapToGlobal(shown.topLeft())).y()
        assert rows[i + 1].height() == shown.height()


def test_the_moves_said_once_are_said_again_in_another_language_and_after_an_undo(window, qtbot):
    page = window.game_page
    window.start_default_game("chomp")
    first = page.match.state.legal_moves()[0]
    page.play(first)
    english = page.moves.model().text(0)
    window.languages.set_language("pt_BR")
    qtbot.waitUntil(lambda: page.moves.model().text(0) != english)
    assert "remove" in page.moves.model().text(0)  # "Jogador A remove o vértice 1"
    window.languages.set_language("en")
    qtbot.waitUntil(lambda: page.moves.model().text(0) == english)
    page.undo()
    other = page.match.state.legal_moves()[-1]
    page.play(other)
    assert page.moves.model().text(0) != english  # a move played otherwise after the undo, said anew
