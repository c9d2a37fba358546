"""The card table in the classroom: it fits a projector's screen in both languages, and its sheets stay legible."""

import random
from dataclasses import replace

import pytest
import shapely
from PySide6.QtCore import QPoint

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.table import Sheet, start_sheet
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.views import game_page
from graphgames_desktop.ui.views.card_table.sheet import sheet_drawing, shown_positions
from tests.ui.last_round import at_the_last_round, computers
from tests.ui.patience import wait_for_the_end, wait_settled

#: The balanced variant's fresh sheet: four lone vertices in a row (the rule book's sheets start blank).
ROW = start_sheet(rules="balanced")


def start(window, monkeypatch, seats=None, seed=11):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    seats = seats or (Seat(), Seat.computer(Level.MEDIUM))
    window.start_game(GameSetup("cards", None, seed, seats, 0, {"bonus": False, "claims": "referee"}))
    return window.game_page


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_table_in_classroom_type_fits_a_1366x768_screen(window, qtbot, monkeypatch, lang):
    window.set_language(lang)
    theme().set_classroom(True)
    start(window, monkeypatch)
    wait_settled(qtbot)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 768, (hint.width(), hint.height())  # a projector's laptop too


def computer_sheet(extra: int, edges) -> Sheet:
    """A computer's sheet: the starting row, ``extra`` vertices at the origin, straight edges."""
    return replace(ROW, vertices=ROW.vertices + extra, edges=frozenset(edges))


@pytest.mark.parametrize("sheet", [
    computer_sheet(1, [(0, 1), (0, 2), (0, 3)]),  # a claw on the starting row (cards6.png)
    computer_sheet(0, [(0, 2), (1, 3), (0, 3)]),  # a path whose edges run along the row
    computer_sheet(2, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 4), (4, 5), (5, 0)]),  # a square and a triangle
    computer_sheet(2, [(u, v) for u in range(4) for v in range(u + 1, 4)] + [(4, 5)]),  # K4 and an edge
], ids=["claw", "path", "bowtie", "k4"])
def test_a_computers_sheet_is_laid_out_with_no_edge_along_another_or_over_a_vertex(sheet):
    drawing, ends = sheet_drawing(sheet, theme().look.vertex_radius)
    points = {v: shapely.Point(drawing.vertices[v].pos) for v in range(sheet.vertices)}
    lines = {e: shapely.LineString(drawing.edges[e].points) for e in ends}
    for e, (u, v) in ends.items():
        for w, p in points.items():
            if w not in (u, v):
                assert lines[e].distance(p) > 2 * theme().look.vertex_radius, ((u, v), w)
        for f, pair in ends.items():
            if f != e:  # a crossing is a point; edges along each other share a stretch
                assert lines[e].intersection(lines[f]).length == 0, ((u, v), pair)
    assert drawing.vertices[0].pos == (0.0, 0.0) or 0 in {u for pair in sheet.edges for u in pair}


@pytest.mark.parametrize("classroom", [False, True], ids=["normal", "classroom"])
def test_an_edge_grazing_a_vertex_is_bent_a_little_never_into_a_loop(qtbot, classroom):
    """A computer's vertices in rows 60 apart and a long straight edge passing 11.8 from a vertex."""
    theme().set_classroom(classroom)
    try:
        grid = tuple((60.0 * (i % 8), 60.0 * (i // 8)) for i in range(16))
        sheet = replace(ROW, vertices=16, positions=grid, edges=frozenset({(5, 8), (0, 1)}))
        drawing, ends = sheet_drawing(sheet, theme().look.vertex_radius)
        for e in drawing.edges.values():
            chord = shapely.Point(drawing.vertices[e.u].pos).distance(shapely.Point(drawing.vertices[e.v].pos))
            assert shapely.LineString(e.points).length < 1.3 * chord, (e.u, e.v)
    finally:
        theme().set_classroom(False)


def test_a_persons_sheet_is_shown_as_drawn():
    sheet = replace(ROW, vertices=5, edges=frozenset({(0, 1), (0, 4)}),  # (0, 4) passes 12.6 from vertex 1
                    positions=(*ROW.positions, (70.0, 15.0)))
    assert shown_positions(sheet) == list(sheet.positions)


@pytest.mark.parametrize("classroom", [False, True], ids=["normal", "classroom"])
def test_the_starting_row_fills_the_sheet_with_the_edges_between_neighbours_in_sight(window, qtbot, monkeypatch, classroom):
    theme().set_classroom(classroom)
    page = start(window, monkeypatch)
    canvas = page.game_view.table.sheet
    canvas.show_sheet(replace(ROW, edges=frozenset({(0, 1), (1, 2), (2, 3)})), False)
    wait_settled(qtbot)
    radius = canvas.drawing_scene.vertex_radius
    spacing = canvas.mapFromScene(canvas.scene_point(1)).x() - canvas.mapFromScene(canvas.scene_point(0)).x()
    shown = spacing * radius / 60.0
    assert 60.0 - 2 * radius - theme().look.edge_width >= radius, "the edge between neighbours is longer than a radius"
    assert 3 * spacing >= canvas.viewport().width() / 3 or canvas.viewport().height() < 4 * spacing, \
        "the row is not lost in the middle of the paper"
    assert shown >= 9, "circles big enough to see and hit"


def test_the_end_banner_leaves_the_tables_top_line_and_the_scores_in_sight(window, qtbot, monkeypatch):
    window.resize(1366, 768)
    theme().set_classroom(True)
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.show_match(at_the_last_round((Seat.computer(Level.EASY), Seat.computer(Level.EASY)), 11,
                                        {"bonus": False, "claims": "referee"}, computers(random.Random(11))))
    page = window.game_page
    wait_for_the_end(qtbot, page)  # the last round, played by the computers on the page: as long as it takes, move by move
    wait_settled(qtbot)
    table = page.game_view.table
    banner = page.banner.geometry().translated(page.banner.parentWidget().mapTo(page.board_stack, QPoint(0, 0)))
    assert page.banner.isVisible() and page.board_stack.rect().contains(banner)
    assert page.banner.parentWidget() is table.end_slot and table.end_slot.height() >= page.banner.height()
    for w in (table.steps_label, table.lower):
        if not w.isVisible():  # the steps are hidden once the game is over
            continue
        place = w.geometry().translated(w.parentWidget().mapTo(page.board_stack, w.parentWidget().rect().topLeft()))
        assert not place.intersects(banner), (w.objectName(), place, banner)
    grid = table.scores.grid  # every column up to TOTAL in sight, in classroom type
    assert grid.horizontalHeader().length() <= grid.viewport().width(), grid.horizontalHeader().length()
    assert not table.steps_label.isVisible()


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_steps_line_wraps_between_steps_never_inside_one(window, qtbot, monkeypatch, lang):
    window.set_language(lang)
    theme().set_classroom(True)
    table = start(window, monkeypatch).game_view.table
    chunks = table.steps_label.text().split(" ")  # the only places a line may break
    assert len(chunks) == 4 and all(chunk.count(".&nbsp;") == 1 for chunk in chunks), chunks
