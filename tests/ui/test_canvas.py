"""The canvas driven by real presses, moves and releases: drawing, refusals, moves, undo, files."""

import math
import xml.etree.ElementTree as ET

import networkx as nx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from graphgames_desktop.graph import fileio
from tests.ui.mouse import click, drag
from tests.ui.patience import PATIENCE_MS


@pytest.fixture
def editor(window):
    window.show_editor()
    view = window.editor.view
    view.resetTransform()
    view.centerOn(200, 150)
    return window


def place(editor, *points):
    for x, y in points:
        click(editor.editor.view, x, y)


def curve(x0, y0, x1, y1, bulge=60, steps=24):
    """A freehand-like arc from one point to another."""
    pts = []
    for i in range(steps + 1):
        t = i / steps
        pts.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - bulge * math.sin(math.pi * t)))
    return pts


def status(win) -> str:
    return win.statusBar().currentMessage()


def test_click_places_vertices_and_undo_redo(editor):
    place(editor, (0, 0), (150, 0))
    d = editor.editor.drawing
    assert len(d.vertices) == 2
    editor.undo()
    assert len(d.vertices) == 1
    editor.redo()
    assert sorted(v.pos for v in d.vertices.values()) == [(0, 0), (150, 0)]


def test_curved_and_straight_edges(editor):
    place(editor, (0, 0), (200, 0), (100, 200))
    d = editor.editor.drawing
    drag(editor.editor.view, curve(0, 0, 200, 0))
    assert len(d.edges) == 1
    (edge,) = d.edges.values()
    assert len(edge.points) > 2 and min(y for _, y in edge.points) < -30, "the edge follows the stroke"
    drag(editor.editor.view, curve(200, 0, 100, 200, bulge=40), modifiers=Qt.ShiftModifier)
    straight = [e for e in d.edges.values() if {e.u, e.v} == {1, 2}][0]
    assert len(straight.points) == 2
    editor.a_straight.setChecked(True)
    drag(editor.editor.view, curve(0, 0, 100, 200, bulge=-50))
    assert len(d.edges[max(d.edges)].points) == 2
    assert editor.editor.undo_stack.undoText() == "Draw straight edge"
    editor.undo()
    assert len(d.edges) == 2


@pytest.mark.parametrize("stroke, code_text", [
    ("loop", "no loops"),
    ("double", "already joined"),
    ("empty", "must end on a vertex"),
    ("through", "runs through another vertex"),
])
def test_refused_strokes_change_nothing_and_say_why(editor, stroke, code_text):
    place(editor, (0, 0), (200, 0), (100, 0))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, curve(0, 0, 100, 0, bulge=50))  # vertex 0 - vertex 2, curved around nothing
    before = len(d.edges)
    strokes = {
        "loop": curve(0, 0, 0, 0, bulge=80),
        "double": curve(0, 0, 100, 0, bulge=-50),
        "empty": curve(0, 0, 150, 120, bulge=10),
        "through": [(0, 0), (60, 0), (100, 0), (150, 0), (200, 0)],
    }
    drag(view, strokes[stroke])
    assert len(d.edges) == before
    assert code_text in status(editor)


def test_vertex_on_edge_or_crossing_is_refused(editor):
    place(editor, (0, 0), (200, 200), (0, 200), (200, 0))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, [(0, 0), (100, 100), (200, 200)])
    drag(view, [(0, 200), (100, 100), (200, 0)])
    assert len(d.edges) == 2 and editor.editor.view.drawing_scene.index.count() == 1
    click(view, 100, 100)
    assert "crossing" in status(editor) and len(d.vertices) == 4
    click(view, 50, 50)
    assert "on an edge" in status(editor) and len(d.vertices) == 4


def test_moving_a_vertex_drags_its_curved_edge_along(editor):
    place(editor, (0, 0), (200, 0), (400, 300))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, curve(0, 0, 200, 0))
    (edge,) = d.edges.values()
    before = list(edge.points)
    editor.a_select.trigger()
    drag(view, [(200, 0), (150, 50), (100, 100), (0, 200)])
    assert d.vertices[1].pos == (0, 200)
    after = d.edges[edge.id].points
    assert after[0] == (0, 0) and after[-1] == (0, 200)
    # same shape, rotated by 90 degrees about vertex 0: lengths between points are kept
    dist = lambda pts: [math.dist(a, b) for a, b in zip(pts, pts[1:])]  # noqa: E731
    assert dist(after) == pytest.approx(dist(before))
    editor.undo()
    assert d.edges[edge.id].points == before and d.vertices[1].pos == (200, 0)


def test_moving_a_vertex_onto_an_edge_snaps_back(editor):
    place(editor, (0, 0), (200, 0), (100, 150))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, [(0, 0), (100, 0), (200, 0)])
    editor.a_select.trigger()
    drag(view, [(100, 150), (100, 80), (100, 2)])
    assert d.vertices[2].pos == (100, 150)
    assert "on an edge" in status(editor)
    assert editor.editor.view.drawing_scene.vertex_items[2].pos().y() == 150


def test_rubber_band_select_delete_and_undo(editor):
    place(editor, (0, 0), (100, 0), (300, 0))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, [(0, 0), (50, 0), (100, 0)])
    editor.a_select.trigger()
    drag(view, [(-40, -40), (50, 20), (140, 40)])
    assert editor.editor.view.drawing_scene.selected_ids()[0] == {0, 1}
    editor.a_delete.trigger()
    assert set(d.vertices) == {2} and not d.edges
    editor.undo()
    assert set(d.vertices) == {0, 1, 2} and len(d.edges) == 1


def test_copy_paste_and_select_all(editor):
    place(editor, (0, 0), (100, 0))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, [(0, 0), (100, 0)])
    editor.a_select_all.trigger()
    editor.a_copy.trigger()
    editor.a_paste.trigger()
    assert len(d.vertices) == 4 and len(d.edges) == 2
    assert nx.number_connected_components(d.to_networkx()) == 2
    editor.undo()
    assert len(d.vertices) == 2


def test_select_all_takes_every_element_in_one_selection_change(editor):
    """One change, not one per item: each change redraws a big drawing's overview."""
    place(editor, (0, 0), (100, 0), (5000, -4000))
    view = editor.editor.view
    drag(view, [(0, 0), (100, 0)])
    changes = []
    view.drawing_scene.selectionChanged.connect(lambda: changes.append(1))
    editor.a_select_all.trigger()
    vs, es = view.drawing_scene.selected_ids()
    assert len(vs) == 3 and len(es) == 1  # a far vertex too
    assert len(changes) == 1


def test_tidy_up_is_one_undoable_step(editor):
    place(editor, (0, 0), (100, 0), (50, 80))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, [(0, 0), (100, 0)])
    before = {v: p.pos for v, p in d.vertices.items()}
    editor.a_tidy["circular"].trigger()
    assert {v: p.pos for v, p in d.vertices.items()} != before
    editor.undo()
    assert {v: p.pos for v, p in d.vertices.items()} == before


def test_zoom_and_fit(editor):
    view = editor.editor.view
    scale = view.transform().m11()
    editor.a_zoom_in.trigger()
    assert view.transform().m11() > scale
    editor.a_zoom_out.trigger()
    editor.a_zoom_out.trigger()
    assert view.transform().m11() < scale


def test_save_reopen_and_exports(editor, tmp_path):
    place(editor, (0, 0), (200, 0), (100, 150))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, curve(0, 0, 200, 0))
    drag(view, [(200, 0), (100, 150)])
    path = str(tmp_path / "g.graph.json")
    assert editor.save_to(path)
    assert not editor.editor.modified
    shapes = sorted(tuple(e.points) for e in d.edges.values())
    editor.file_new()
    assert not d.vertices
    assert editor.open_path(path)
    d = editor.editor.drawing  # an opened file is the document itself
    assert sorted(tuple(tuple(p) for p in e.points) for e in d.edges.values()) == \
        [tuple((round(x, 3), round(y, 3)) for x, y in s) for s in shapes]
    for fmt in ("graphml", "gml", "png", "svg", "pdf"):
        assert editor.export_to(str(tmp_path / f"g.{fmt}"), fmt)
    g = nx.read_graphml(tmp_path / "g.graphml")
    assert g.number_of_nodes() == 3 and g.number_of_edges() == 2
    assert fileio.load_path(tmp_path / "g.gml").drawing.to_networkx().number_of_edges() == 2
    root = ET.parse(tmp_path / "g.svg").getroot()
    assert root.tag.endswith("svg") and len(list(root.iter())) > 5
    image = QImage(str(tmp_path / "g.png"))
    assert not image.isNull() and image.width() > 100
    assert (tmp_path / "g.pdf").read_bytes().startswith(b"%PDF")


def test_a_corrupt_file_leaves_the_current_drawing_untouched(editor, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    place(editor, (0, 0))
    bad = tmp_path / "bad.graph.json"
    bad.write_bytes(b'{"format": "graphgames-drawing", "version": 2, "vertices": [')
    assert not editor.open_path(str(bad))
    assert len(editor.editor.drawing.vertices) == 1
    assert "damaged or truncated" in shown[0]


def test_saving_is_atomic_when_the_folder_is_not_writable(editor, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    assert not editor.save_to(str(tmp_path / "missing-folder" / "x.graph.json"))
    assert not (tmp_path / "missing-folder").exists()


def test_measures_panel_is_live(editor, qtbot):
    place(editor, (0, 0), (200, 200), (0, 200), (200, 0), (400, 400))
    view = editor.editor.view
    drag(view, [(0, 0), (200, 200)])
    drag(view, [(0, 200), (200, 0)])
    values = editor.editor.panel.values
    qtbot.waitUntil(lambda: values["crossings"].text() == "1" and values["planar"].text() != "…")
    assert values["vertices"].text() == "5" and values["edges"].text() == "2"
    assert values["components"].text() == "3" and values["trivial"].text() == "1"
    assert values["planar_drawn"].text() == "no" and values["planar"].text() == "yes"
    assert values["forest"].text() == "yes"


def test_a_big_drawing_is_measured_in_a_process_of_its_own(editor, qtbot, monkeypatch):
    """Over PROCESS_LIMIT, the measures come from a child process (the GUI thread keeps the interpreter)."""
    from graphgames_desktop.ui import measures_panel

    monkeypatch.setattr(measures_panel, "PROCESS_LIMIT", 3)
    apart = []
    real = measures_panel._measure_apart
    monkeypatch.setattr(measures_panel, "_measure_apart", lambda *args: apart.append(args) or real(*args))
    place(editor, (0, 0), (200, 0), (400, 0))
    drag(editor.editor.view, [(0, 0), (200, 0)])
    values = editor.editor.panel.values
    qtbot.waitUntil(lambda: values["diameter"].text() == "1" and values["components"].text() == "2", timeout=PATIENCE_MS)
    assert apart and values["forest"].text() == "yes" and values["planar"].text() == "yes"


def test_autosave_writes_the_drawing(editor):
    place(editor, (0, 0))
    editor.autosave()
    loaded = fileio.load_path(editor.autosaves.path("drawing"))
    assert len(loaded.drawing.vertices) == 1


def test_png_export_bytes(editor, tmp_path):
    place(editor, (0, 0), (100, 0))
    editor.export_to(str(tmp_path / "x.png"), "png")
    assert (tmp_path / "x.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_print_renders_through_a_printer(editor, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    from graphgames_desktop.ui import files
    place(editor, (0, 0), (100, 0))
    drag(editor.editor.view, [(0, 0), (100, 0)])
    printer = QPrinter(QPrinter.HighResolution)
    printer.setOutputFormat(QPrinter.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    scene = editor.editor.view.drawing_scene
    files.print_scene(scene, scene.content_rect(), printer)
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")


def test_middle_button_pans_without_editing(editor):
    view = editor.editor.view
    before = view.mapToScene(view.viewport().rect().center())
    drag(view, [(0, 0), (60, 40), (120, 80)], button=Qt.MiddleButton)
    after = view.mapToScene(view.viewport().rect().center())
    assert after != before and not editor.editor.drawing.vertices


def test_snap_to_grid_places_vertices_on_the_grid(editor):
    from graphgames_desktop.ui.canvas.view import GRID
    editor.a_snap.setChecked(True)
    place(editor, (GRID * 2 + 7, GRID - 9))
    (v,) = editor.editor.drawing.vertices.values()
    assert v.pos == (GRID * 2, GRID)


def test_double_click_edits_a_label_undoably(editor, monkeypatch):
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QInputDialog

    from tests.ui.mouse import to_view
    place(editor, (0, 0))
    editor.a_select.trigger()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("root", True))
    QTest.mouseDClick(editor.editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, to_view(editor.editor.view, 0, 0))
    assert editor.editor.drawing.vertices[0].label == "root"
    editor.undo()
    assert editor.editor.drawing.vertices[0].label == ""


def test_unsaved_changes_prompt_on_new(editor, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    place(editor, (0, 0))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Cancel)
    editor.file_new()
    assert len(editor.editor.drawing.vertices) == 1  # cancelled: nothing lost
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Discard)
    editor.file_new()
    assert not editor.editor.drawing.vertices


def test_the_paper_stays_put_while_drawing_when_the_page_resizes(editor, qtbot):
    """A resize after a vertex is placed (the measures panel widening) must not move the drawing."""
    view = editor.editor.view
    place(editor, (0, 0))
    before = view.mapFromScene(0, 0)
    panel = editor.editor.panel
    size = view.size()
    panel.setMinimumWidth(panel.width() + 40)
    qtbot.waitUntil(lambda: view.size() != size)  # the layout gave the panel its room
    size = view.size()
    editor.resize(editor.width() + 1, editor.height())
    qtbot.waitUntil(lambda: view.size() != size)
    assert view.mapFromScene(0, 0) == before
