"""Hackenbush by clicks: cuts make things fall, Simplify plays, pictures are drawn with colours."""

import math

from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.worker import wait_idle
from tests.games.helpers import start as start_state
from tests.ui.mouse import click, drag
from tests.ui.patience import PATIENCE_MS


def start(window, board="bamboo", mode="green", players=None):
    kinds = players or {0: "human", 1: "human"}
    seats = tuple(Seat.computer(Level.STRONG) if kinds[i] == "computer" else Seat() for i in range(2))
    window.start_game(GameSetup("hackenbush", board, 1, seats, 0, {"mode": mode}))
    return window.game_page


def click_edge(page, eid):
    pts = page.canvas.drawing.edges[eid].points
    (x0, y0), (x1, y1) = pts[0], pts[1]
    click(page.canvas, (x0 + x1) / 2, (y0 + y1) / 2)


def test_cutting_a_stalk_drops_everything_above(window, qtbot):
    page = start(window)
    d = page.canvas.drawing
    first_stalk = sorted(e.id for e in d.edges.values() if d.vertices[e.u].x == 0 and d.vertices[e.v].x == 0)
    bottom = min(first_stalk, key=lambda e: min(d.vertices[d.edges[e].u].y, d.vertices[d.edges[e].v].y) * -1)
    before = len(page.match.state.edges)
    click_edge(page, bottom)
    state = page.match.state
    assert len(state.edges) == before - 3 and not set(first_stalk) & state.edges
    items = page.canvas.drawing_scene.edge_items
    qtbot.waitUntil(lambda: not any(items[e].isVisible() for e in first_stalk), timeout=PATIENCE_MS)
    assert "cuts a green edge" in page.moves.model().text(0)


def test_blue_red_refuses_the_other_colour_with_a_reason(window):
    page = start(window, "hb-tree", "blue_red")
    state = page.match.state
    red = next(e for e in sorted(state.edges) if state.board.color(e) == "red")
    click_edge(page, red)
    assert len(page.match.moves) == 0
    # Issue 44: a Blue-Red game has no green edges to speak of; a mixed one does.
    assert window.statusBar().currentMessage() == "That edge is red, not yours to cut: Blue cuts only blue edges."
    page = start(window, "house", "mixed")
    state = page.match.state
    move = next(m for m in state.legal_moves() if state.play(m).legal_moves())
    click_edge(page, move.edge)
    state = page.match.state
    blue = next(e for e in sorted(state.edges) if state.board.color(e) == "blue")
    click_edge(page, blue)
    assert len(page.match.moves) == 1
    assert window.statusBar().currentMessage() == "That edge is blue, not yours to cut: Red cuts red and green edges."


def test_blue_red_players_are_named_by_their_colours(window):
    page = start(window, "hb-tree", "blue_red")
    assert page.status.text() == "Blue (Player A) to move."
    state = page.match.state
    move = next(m for m in state.legal_moves() if state.play(m).legal_moves())  # a blue cut that leaves red a move
    click_edge(page, move.edge)
    assert page.status.text() == "Red (Player B) to move."
    assert page.moves.model().text(0).startswith("1. Blue (Player A) cuts a blue edge")
    assert start(window, "hb-tree", "green").status.text() == "Player A to move."


def test_the_colour_palette_shows_only_on_a_hackenbush_picture(window):
    window.show()
    window.file_new()
    assert not any(a.isVisible() for a in window.a_colors.values())
    window.file_new("multi")
    assert all(a.isVisible() and a.isEnabled() for a in window.a_colors.values())
    start(window)
    assert not any(a.isVisible() for a in window.a_colors.values())


def test_game_against_the_computer_by_clicks(window, qtbot):
    page = start(window, "house", "green", {0: "human", 1: "computer"})
    while page.match.state.outcome() is None:
        move = page.match.state.legal_moves()[0]
        click_edge(page, move.edge)
        qtbot.waitUntil(lambda: page.match.state.outcome() is not None or
                        page.match.state.current_player == 0, timeout=PATIENCE_MS)
    assert page.status.text().startswith("Game over")


def test_simplify_plays_until_one_stalk(window, qtbot):
    page = start(window, "girl")
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: "Simplify" in page.teaching_text.text(), timeout=PATIENCE_MS)
    page._on_link("simplify")
    dialog = page.game_view.simplify_dialog
    assert dialog.isVisible() and dialog.index == 0
    dialog.timer.stop()
    while dialog.index < len(dialog.steps) - 1:
        dialog.step_button.click()
    assert "One stalk of length 3" in dialog.caption.text()
    g = dialog.view.drawing.to_networkx()
    assert g.number_of_edges() == hb.position_value(page.match.state) == 3
    dialog.close()


def test_pictures_take_loops_parallel_edges_and_colours(window):
    window.file_new("multi")
    view, d = window.editor.view, window.editor.drawing
    view.resetTransform()
    view.centerOn(0, -100)
    assert d.allows_multi
    click(view, 0, 8)  # near the ground line: lands on it
    click(view, 0, -150)
    assert sorted(v.y for v in d.vertices.values()) == [-150, 0]
    window.a_colors["blue"].trigger()
    drag(view, [(0, 0), (0, -75), (0, -150)])
    window.a_colors["red"].trigger()
    drag(view, [(0, 0), (60, -75), (0, -150)])  # a parallel edge
    arc = [(50 * math.sin(t / 8 * math.pi), -150 - 80 * math.sin(t / 16 * math.pi)) for t in range(1, 16)]
    loop = [(0, -150), *arc, (0, -150)]
    window.a_colors["green"].trigger()
    drag(view, loop)
    assert sorted(e.color for e in d.edges.values()) == ["blue", "green", "red"]
    assert any(e.u == e.v for e in d.edges.values())
    state = start_state("hackenbush", d, mode="mixed")
    assert len(state.edges) == 3


def test_saved_hackenbush_game_reloads_with_its_mode(window, tmp_path, qtbot):
    page = start(window, "hb-tree", "blue_red")
    click_edge(page, page.match.state.legal_moves()[0].edge)
    path = str(tmp_path / "hb.graph.json")
    assert window.save_to(path)
    assert window.open_path(path)
    assert window.game_page.match.setup.options["mode"] == "blue_red"
    assert len(window.game_page.match.moves) == 1
    wait_idle()


def test_setup_dialog_offers_the_rules(window, qtbot):
    from graphgames_desktop.ui.setup_dialog import GameSetupDialog
    dialog = GameSetupDialog("hackenbush", False, window)
    assert dialog.game_mode.count() == 3
    dialog.game_mode.setCurrentIndex(1)
    assert dialog.setup().options == {"mode": "blue_red"}
    dialog.close()


def test_the_ground_line_spans_the_whole_view(window, qtbot):
    window.show()
    window.file_new("multi")
    view = window.editor.view
    qtbot.waitExposed(window)
    y = view.mapFromScene(0, 0).y()
    image = view.viewport().grab().toImage()
    for x in (3, image.width() // 2, image.width() - 4):
        colour = image.pixelColor(x, y)
        assert (colour.red(), colour.green(), colour.blue()) == (0x6b, 0x4f, 0x2a), x


def _choose_in_popup(qtbot, open_menu, text: str) -> None:
    """Open a menu by ``open_menu`` (it blocks while the menu shows) and trigger its item ``text`` by its keys."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMenu

    def pick():
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        item = next(a for a in menu.actions() if a.text().replace("&", "") == text)
        menu.setActiveAction(item)
        qtbot.keyClick(menu, Qt.Key_Return)

    QTimer.singleShot(0, pick)
    open_menu()


def _edge_middle(view, eid):
    pts = view.drawing.edges[eid].points
    (x0, y0), (x1, y1) = pts[0], pts[-1]
    return (x0 + x1) / 2, (y0 + y1) / 2


def test_classroom_mode_draws_blue_red_by_the_edit_menu_and_recolours_by_the_papers_menu(window, qtbot):
    """Issue 44: the palette was only on the toolbar classroom mode hides, and a colour chosen with an edge
    selected did not recolour it. The Edit menu's Edge Colour (by its keys) and the paper's own menu (a right
    click on the edge) do, each change one undoable step."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    window.set_classroom(True)
    window.file_new("multi")
    assert not window.toolbar.isVisible()
    view, d = window.editor.view, window.editor.drawing
    view.resetTransform()
    view.centerOn(0, -100)
    click(view, -60, 0)
    click(view, -60, -150)
    click(view, 60, 0)
    click(view, 60, -150)
    # Edit > Edge Colour > Blue Edges, by the menus' keys as a keyboard user opens them.
    assert window.m_colors.menuAction() in window.m_edit.actions() and window.m_colors.menuAction().isVisible()
    # Its letters are no single key's shortcut anywhere in the window (a menu open, the game page's R took them).
    single = {s.toString() for a in window.findChildren(QAction) for s in a.shortcuts() if len(s.toString()) == 1}
    letters = [a.text()[a.text().index("&") + 1].upper() for a in (window.m_colors.menuAction(), *window.m_colors.actions())]
    assert single >= {"R", "B", "D", "S"} and not single & set(letters) and len(set(letters[1:])) == 3
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key_E, Qt.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.m_edit, timeout=PATIENCE_MS)
    qtbot.keyClick(window.m_edit, Qt.Key_G)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.m_colors, timeout=PATIENCE_MS)
    qtbot.keyClick(window.m_colors, Qt.Key_L)  # B&lue Edges
    qtbot.waitUntil(window.a_colors["blue"].isChecked, timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: not window.m_colors.isVisible(), timeout=PATIENCE_MS)
    drag(view, [(-60, 0), (-60, -75), (-60, -150)])
    qtbot.keyClick(view, Qt.Key_3, Qt.ControlModifier)  # Red Edges' shortcut
    drag(view, [(60, 0), (60, -75), (60, -150)])
    assert sorted(e.color for e in d.edges.values()) == ["blue", "red"]
    blue = next(e.id for e in d.edges.values() if e.color == "blue")
    steps = window.editor.undo_stack.count()

    # A right click on the blue edge selects it, and its menu's Red Edges makes it red.
    x, y = _edge_middle(view, blue)
    at = view.mapFromScene(x, y)
    # (QTest's right click reaches the widget without the context menu event the window system adds: sent here.)
    _choose_in_popup(qtbot, lambda: QApplication.sendEvent(view.viewport(), QContextMenuEvent(
        QContextMenuEvent.Mouse, at, view.viewport().mapToGlobal(at))), "Red Edges")
    assert view.drawing_scene.selected_ids() == (set(), {blue})
    assert d.edges[blue].color == "red" and view.drawing_scene.edge_items[blue].color_name == "red"
    assert window.editor.undo_stack.count() == steps + 1
    window.undo()
    assert d.edges[blue].color == "blue"


def test_a_colour_chosen_with_edges_selected_recolours_them_as_one_step(window, qtbot):
    """Two edges of two colours selected, Ctrl+2 (Blue Edges): both blue in one step; one undo gives each its own."""
    from PySide6.QtCore import Qt

    window.file_new("multi")
    view, d = window.editor.view, window.editor.drawing
    view.resetTransform()
    view.centerOn(0, -100)
    for x in (-60, 60):
        click(view, x, 0)
        click(view, x, -150)
    window.a_colors["green"].trigger()
    drag(view, [(-60, 0), (-60, -75), (-60, -150)])
    window.a_colors["red"].trigger()
    drag(view, [(60, 0), (60, -75), (60, -150)])
    steps = window.editor.undo_stack.count()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key_A, Qt.ControlModifier)  # Select All
    qtbot.keyClick(view, Qt.Key_2, Qt.ControlModifier)
    assert window.a_colors["blue"].isChecked()
    assert [e.color for e in d.edges.values()] == ["blue", "blue"]
    assert window.editor.undo_stack.count() == steps + 1
    assert window.editor.undo_text() == "Recolour edges"
    window.undo()
    assert sorted(e.color for e in d.edges.values()) == ["green", "red"]
    # Nothing selected: the colour is for new edges only, and nothing is pushed.
    view.drawing_scene.clearSelection()
    qtbot.keyClick(view, Qt.Key_3, Qt.ControlModifier)
    assert window.a_colors["red"].isChecked() and view.edge_color == "red"
    assert window.editor.undo_stack.count() == steps + 1
