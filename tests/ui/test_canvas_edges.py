"""The editor's rough edges (issue 12, item 9), each driven by real clicks, drags and keys."""

import math

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QRegion
from PySide6.QtWidgets import QInputDialog

from graphgames_desktop.ui.canvas.commands import SetLabelCommand
from tests.ui.mouse import click, drag
from tests.ui.patience import PATIENCE_MS
from tests.ui.test_canvas import curve, place, status


@pytest.fixture
def editor(window):
    window.show_editor()
    view = window.editor.view
    view.resetTransform()
    view.centerOn(200, 150)
    return window


def test_a_curved_stroke_that_bends_on_a_third_vertex_is_refused(editor):
    """Smoothing cuts the corner at the third vertex: the stroke as drawn is what must be judged."""
    place(editor, (0, 0), (200, 0), (100, -60))
    view, d = editor.editor.view, editor.editor.drawing
    bend = [(i * 5.0, -3.0 * i) for i in range(21)] + [(100 + i * 5.0, -60 + 3.0 * i) for i in range(1, 21)]
    drag(view, bend)
    assert not d.edges
    assert "runs through another vertex" in status(editor)


class PaintRecorder(QObject):
    """Collects the regions the viewport repaints."""

    def __init__(self, widget):
        super().__init__()
        self.region = QRegion()
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            self.region = self.region.united(event.region())
        return False


def ink_right_of(view, x: float) -> QRect:
    """The box of dark pixels on the view right of scene abscissa ``x`` (a label's text)."""
    image = view.viewport().grab().toImage()
    left = view.mapFromScene(x, 0).x()
    xs, ys = [], []
    for py in range(image.height()):
        for px in range(left, image.width()):
            if QColor(image.pixel(px, py)).lightness() < 128:
                xs.append(px)
                ys.append(py)
    return QRect(QPoint(min(xs), min(ys)), QPoint(max(xs), max(ys)))


@pytest.mark.parametrize("how", ["undo", "delete"])
def test_a_label_taken_away_is_repainted_away(editor, qtbot, how):
    place(editor, (0, 0))
    view = editor.editor.view
    scene = view.drawing_scene
    editor.editor.undo_stack.push(SetLabelCommand(editor.editor.drawing, 0, "a label to leave behind"))
    qtbot.waitUntil(lambda: ink_right_of(view, scene.vertex_radius * 1.5).width() > 60, timeout=PATIENCE_MS)
    text = ink_right_of(view, scene.vertex_radius * 1.5)
    far_end = view.mapToScene(text.right() - 2, text.center().y())
    assert scene.vertex_items[0] in scene.items(QRectF(far_end, QSizeF(1, 1)), Qt.IntersectsItemBoundingRect), \
        "the scene's index knows how far the item reaches now"
    recorder = PaintRecorder(view.viewport())
    if how == "undo":
        qtbot.keyClick(view, Qt.Key_Z, Qt.ControlModifier)
    else:
        editor.a_select.trigger()
        click(view, 0, 0)
        qtbot.keyClick(view, Qt.Key_Delete)
    assert editor.editor.drawing.vertices.get(0) is None or not editor.editor.drawing.vertices[0].label
    qtbot.waitUntil(lambda: recorder.region.contains(text), timeout=PATIENCE_MS)  # the old label's pixels painted over


def test_box_select_takes_the_edges_whose_both_ends_it_takes(editor):
    place(editor, (0, 0), (200, 0), (100, 200), (400, -150), (400, 200))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, [(0, 0), (200, 0)])
    drag(view, [(200, 0), (100, 200)])
    drag(view, [(400, -150), (400, 200)])
    editor.a_select.trigger()
    # The band holds vertices 0 and 1, half of the edge 1-2 and the middle of the edge 3-4.
    drag(view, [(-30, -30), (200, 40), (430, 80)])
    vs, es = view.drawing_scene.selected_ids()
    edge = {frozenset((e.u, e.v)): e.id for e in d.edges.values()}
    assert vs == {0, 1} and es == {edge[frozenset((0, 1))]}


def test_pasted_copies_become_the_selection(editor, qtbot):
    place(editor, (0, 0), (100, 0))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, [(0, 0), (100, 0)])
    editor.a_select.trigger()
    qtbot.keyClick(view, Qt.Key_A, Qt.ControlModifier)
    qtbot.keyClick(view, Qt.Key_C, Qt.ControlModifier)
    qtbot.keyClick(view, Qt.Key_V, Qt.ControlModifier)
    vs, es = view.drawing_scene.selected_ids()
    (original,) = [e for e in d.edges if d.edges[e].u == 0]
    assert len(d.vertices) == 4 and vs == set(d.vertices) - {0, 1} and es == set(d.edges) - {original}
    copy = min(vs)
    x, y = d.vertices[copy].pos
    drag(view, [(x, y), (x + 100, y + 200)])  # the copies move together, the originals stay
    assert d.vertices[max(vs)].pos[1] == pytest.approx(y + 200) and d.vertices[0].pos == (0, 0)


def test_curved_edges_are_drawn_as_smooth_paths(editor):
    place(editor, (0, 0), (300, 0))
    view, d = editor.editor.view, editor.editor.drawing
    drag(view, curve(0, 0, 300, 0, bulge=120, steps=12))
    (eid,) = d.edges
    item = view.drawing_scene.edge_items[eid]
    path = item.path()
    turns = []
    steps = 600
    pts = [path.pointAtPercent(i / steps) for i in range(steps + 1)]
    for a, b, c in zip(pts, pts[1:], pts[2:]):
        h1 = math.atan2(b.y() - a.y(), b.x() - a.x())
        h2 = math.atan2(c.y() - b.y(), c.x() - b.x())
        turns.append(abs((h2 - h1 + math.pi) % (2 * math.pi) - math.pi))
    assert math.degrees(max(turns)) < 2.0, "no corner anywhere along the stroke"
    for p in d.edges[eid].points:  # the curve runs through the edge's points, where crossings are found
        assert item.distance_to(item.mapToScene(*p)) < 0.5


def test_f2_labels_the_selected_vertex(editor, qtbot, monkeypatch):
    place(editor, (0, 0))
    view = editor.editor.view
    assert editor.a_label in editor.m_edit.actions() and editor.a_label.shortcut().toString() == "F2"
    asked = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (asked.append(k.get("text")), ("root", True))[1])
    qtbot.keyClick(view, Qt.Key_F2)
    assert not asked and "Select one vertex" in status(editor)
    editor.a_select.trigger()
    click(view, 0, 0)
    qtbot.keyClick(view, Qt.Key_F2)
    assert editor.editor.drawing.vertices[0].label == "root"
    qtbot.keyClick(view, Qt.Key_Z, Qt.ControlModifier)
    assert editor.editor.drawing.vertices[0].label == ""


@pytest.mark.parametrize("key, modifiers, bigger", [
    (Qt.Key_Plus, Qt.ControlModifier, True),
    (Qt.Key_Plus, Qt.ControlModifier | Qt.ShiftModifier, True),  # Ctrl and the + above = on most keyboards
    (Qt.Key_Plus, Qt.ControlModifier | Qt.KeypadModifier, True),
    (Qt.Key_Equal, Qt.ControlModifier, True),
    (Qt.Key_Minus, Qt.ControlModifier, False),
    (Qt.Key_Minus, Qt.ControlModifier | Qt.KeypadModifier, False),
])
def test_zoom_keys(editor, qtbot, key, modifiers, bigger):
    view = editor.editor.view
    before = view.transform().m11()
    qtbot.keyClick(view, key, modifiers)
    assert (view.transform().m11() > before) if bigger else (view.transform().m11() < before)


def test_an_empty_graph_is_not_called_non_bipartite(editor, qtbot):
    values = editor.editor.panel.values
    place(editor, (0, 0))
    qtbot.waitUntil(lambda: values["bipartite"].text() == "yes")
    qtbot.keyClick(editor.editor.view, Qt.Key_Z, Qt.ControlModifier)
    panel = editor.editor.panel
    # The empty graph measured and nothing more to measure (no refresh due, none running).
    qtbot.waitUntil(lambda: values["components"].text() == "0" and not panel._timer.isActive() and not panel._worker.running)
    assert values["bipartite"].text() not in ("no", "yes")


def test_no_label_rect_before_a_label(editor):
    place(editor, (0, 0))
    assert editor.editor.view.drawing_scene.vertex_items[0].label_rect() == QRectF()
