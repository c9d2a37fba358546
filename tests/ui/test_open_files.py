"""Opening files in the window: big files load on a worker behind a progress dialog that cancels;
files without positions are laid out; refusals are said in words, never as Python exception names."""

import io
import threading

import networkx as nx
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QPushButton

from graphgames_desktop.graph import fileio
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.canvas.scene import DrawingScene
from tests.ui.patience import PATIENCE_MS


def graphml_without_positions(n: int) -> bytes:
    buf = io.BytesIO()
    nx.write_graphml(nx.relabel_nodes(nx.barabasi_albert_graph(n, 2, seed=4), str), buf)
    return buf.getvalue()


def test_a_file_of_600_vertices_without_positions_opens(window, tmp_path, monkeypatch):
    """Before: networkx asked for scipy at 500 nodes and the traceback went to the terminal."""
    path = tmp_path / "big.graphml"
    path.write_bytes(graphml_without_positions(600))
    assert window.open_path(str(path))
    assert len(window.editor.drawing.vertices) == 600
    assert "placed automatically" in window.statusBar().currentMessage()


def test_only_a_big_file_freezes_what_it_made_in_the_collector(window, tmp_path, monkeypatch):
    """Frozen objects are never collected: a small file must leave the collector as it was."""
    import gc

    from graphgames_desktop.ui import file_loader
    from graphgames_desktop.ui.collector import collect_on_gui_thread
    collector = collect_on_gui_thread()

    def collecting() -> bool:  # on the GUI thread only, and not paused
        return not gc.isenabled() and collector.paused == 0 and collector.timer.isActive()

    path = tmp_path / "small.graphml"
    path.write_bytes(graphml_without_positions(60))
    frozen = gc.get_freeze_count()
    assert window.open_path(str(path))
    assert gc.get_freeze_count() == frozen and collecting()
    monkeypatch.setattr(file_loader, "FREEZE_BYTES", 1)
    try:
        assert window.open_path(str(path))
        assert gc.get_freeze_count() > frozen and collecting()
    finally:
        gc.unfreeze()


def test_tidy_up_spring_on_a_big_drawing(window, qtbot):
    d = Drawing()
    for i in range(600):
        d.add_vertex((i % 30) * 40.0, (i // 30) * 40.0)
    for i in range(599):
        d.add_edge(i, i + 1)
    window.editor.load(d, None)
    window.show_editor()
    before = {v: p.pos for v, p in window.editor.drawing.vertices.items()}
    window.a_tidy["spring"].trigger()
    assert {v: p.pos for v, p in window.editor.drawing.vertices.items()} != before


def test_a_refusal_is_said_in_words(window, tmp_path, monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    path = tmp_path / "broken.graphml"
    path.write_bytes(b"<graphml xmlns='http://graphml.graphdrawing.org/xmlns'><graph><node id='a'>"
                     b"<data key='nokey'>1</data></node></graph></graphml>")
    assert not window.open_path(str(path))
    assert said and "damaged" in said[0] and "Error" not in said[0]


REAL_LOAD = fileio.load_path


def endless_load(released: threading.Event):
    """A load that reports progress until ``released`` (or its Cancel, raised from a report): it can
    end only by a Cancel or by the test, so what the test sees never depends on the machine's speed."""
    def load(path, progress=lambda f: None):
        while not released.wait(0.01):
            progress(0.5)
        return REAL_LOAD(path, progress)
    return load


def test_a_slow_load_shows_a_progress_dialog_that_cancels(window, tmp_path, monkeypatch, qtbot):
    window.show()
    kept = window.editor.drawing.add_vertex(5.0, 5.0)
    path = tmp_path / "slow.graph.json"
    path.write_bytes(fileio.dumps_native(Drawing()))
    released = threading.Event()
    monkeypatch.setattr(fileio, "load_path", endless_load(released))
    seen = []

    def press_cancel():
        dialog = window.findChild(QProgressDialog)
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(50, press_cancel)
            return
        seen.append(dialog.labelText())
        qtbot.mouseClick(dialog.findChild(QPushButton), Qt.LeftButton)

    QTimer.singleShot(100, press_cancel)
    try:
        assert not window.open_path(str(path))  # returned at the Cancel: the load alone never ends
    finally:
        released.set()
    assert seen == ["Opening slow.graph.json…"]
    assert list(window.editor.drawing.vertices) == [kept.id]


def test_the_window_keeps_painting_while_a_file_loads(window, tmp_path, monkeypatch):
    """The load ends only once the GUI thread's timer has ticked 20 times during it."""
    path = tmp_path / "slow.graph.json"
    path.write_bytes(fileio.dumps_native(Drawing()))
    released = threading.Event()
    monkeypatch.setattr(fileio, "load_path", endless_load(released))
    ticks = []

    def tick():
        ticks.append(1)
        if len(ticks) >= 20:
            released.set()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(20)
    safety = threading.Timer(PATIENCE_MS / 1000, released.set)  # a frozen window fails, not hangs
    safety.start()
    try:
        assert window.open_path(str(path))
    finally:
        safety.cancel()
        timer.stop()
    assert len(ticks) >= 20  # the GUI thread's timers ran while the file loaded


def big_native_file(tmp_path, n: int = 20_000):
    """A native file of ``n`` vertices on a grid, joined in rows: large enough to take many build steps."""
    d = Drawing()
    for i in range(n):
        d.add_vertex((i % 150) * 40.0, (i // 150) * 40.0)
    for i in range(0, n - 1, 2):
        d.add_edge(i, i + 1)
    path = tmp_path / "big.graph.json"
    path.write_bytes(fileio.dumps_native(d))
    return path, n


def half_built(window, n: int) -> DrawingScene | None:
    """The scene being built aside for the file being opened, while it holds some but not all items."""
    for scene in window.editor.view.findChildren(DrawingScene):
        if scene is not window.editor.view.drawing_scene and 0 < len(scene.vertex_items) < n:
            return scene
    return None


def test_the_event_loop_runs_while_a_big_drawing_is_built(window, tmp_path):
    """Before: its 20,000 vertex items were made in one go, no timer ticking until the last."""
    path, n = big_native_file(tmp_path)
    ticks_while_building = []
    timer = QTimer()
    timer.timeout.connect(lambda: half_built(window, n) and ticks_while_building.append(1))
    timer.start(0)
    assert window.open_path(str(path))
    timer.stop()
    assert len(ticks_while_building) > 3
    assert len(window.editor.view.drawing_scene.vertex_items) == n == len(window.editor.drawing.vertices)


def test_cancel_while_the_drawing_is_built_keeps_the_old_document(window, tmp_path, qtbot):
    window.show()
    kept = window.editor.drawing.add_vertex(5.0, 5.0)
    scene = window.editor.view.drawing_scene
    path, n = big_native_file(tmp_path)
    seen, dropped = [], []

    def press_cancel():
        dialog = window.findChild(QProgressDialog)
        building = half_built(window, n)
        if building is None or dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, press_cancel)
            return
        seen.append(dialog.labelText())
        dropped.append(building)
        qtbot.mouseClick(dialog.findChild(QPushButton), Qt.LeftButton)

    QTimer.singleShot(0, press_cancel)
    assert not window.open_path(str(path))
    assert seen == ["Drawing big.graph.json…"]
    assert window.editor.view.drawing_scene is scene and list(window.editor.drawing.vertices) == [kept.id]
    assert list(scene.vertex_items) == [kept.id]
    assert dropped[0].drawing is not window.editor.drawing
    assert dropped[0].drawing.add_vertex(0.0, 0.0).id not in dropped[0].vertex_items  # no longer mirrors it
