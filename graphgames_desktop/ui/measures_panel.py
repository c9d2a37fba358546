"""Live measures of the drawing: counts, components, diameter, degree, and what kind of graph it is.

Counts show at once; the rest (a diameter is a search from many vertices) is computed on a worker
thread, and only the newest answer is shown.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from graphgames_desktop.graph import measures
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.worker import Worker

#: Drawings of more vertices and edges than this are measured in a separate process.
PROCESS_LIMIT = 20_000
#: The measuring process's niceness: it yields the processor to the window.
MEASURING_NICENESS = 10


def _measure_apart(multi: bool, vertices: list[int], edges: list[tuple[int, int]]) -> measures.Summary | None:
    """:func:`measures.summarize_lists` in a Python process of its own, waited for on a worker thread.

    A planarity test of 200,000 vertices is a minute of Python: on a thread it held the interpreter
    the window paints with. (A plain child process: multiprocessing's spawn would start the
    application's ``__main__`` again in it.) None if the application ends first: the child is killed.
    """
    root = str(Path(measures.__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")]))}
    child = subprocess.Popen([sys.executable, "-m", "graphgames_desktop.graph.measures"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    try:  # and behind the window for the processor (a machine of two cores has none to spare)
        os.setpriority(os.PRIO_PROCESS, child.pid, MEASURING_NICENESS)
    except (AttributeError, OSError):  # not on this system
        pass
    sent = threading.Thread(target=_send, args=(child, pickle.dumps((multi, vertices, edges))), daemon=True)
    sent.start()
    answer = threading.Thread(target=lambda: answers.append(child.stdout.read()), daemon=True)
    answers: list[bytes] = []
    answer.start()
    while answer.is_alive():
        answer.join(0.2)
        if not threading.main_thread().is_alive():
            child.kill()
            return None
    child.wait()
    return pickle.loads(answers[0]) if child.returncode == 0 and answers else None


def _send(child: subprocess.Popen, data: bytes) -> None:
    try:
        child.stdin.write(data)
        child.stdin.close()
    except OSError:  # the child ended early; its exit status tells
        pass


class MeasuresPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.scene: DrawingScene | None = None
        self._layout = QFormLayout(self)
        self._names: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for key in ("vertices", "edges", "crossings", "components", "trivial", "diameter",
                    "max_degree", "tree", "forest", "bipartite", "planar_drawn", "planar"):
            name, value = QLabel(), QLabel("–")
            value.setObjectName(f"measure_{key}")
            self._names[key] = name
            self.values[key] = value
            self._layout.addRow(name, value)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.refresh)
        self._token = 0
        self._again = False  # the drawing changed while it was being measured
        self._counts = {"vertices": "0", "edges": "0", "crossings": "0"}
        self._summary: measures.Summary | None = None
        self._worker = Worker(self)
        self._worker.finished.connect(self._on_summary)
        self.retranslate()

    def watch(self, scene: DrawingScene) -> None:
        if self.scene is not None:
            try:
                self.scene.document_changed.disconnect(self._timer.start)
            except (RuntimeError, TypeError):
                pass
        self.scene = scene
        scene.document_changed.connect(self._timer.start)
        self.refresh()

    def retranslate(self) -> None:
        names = {
            "vertices": self.tr("Vertices"), "edges": self.tr("Edges"), "crossings": self.tr("Crossings"),
            "components": self.tr("Components"), "trivial": self.tr("Trivial components"),
            "diameter": self.tr("Diameter"), "max_degree": self.tr("Maximum degree"),
            "tree": self.tr("Tree"), "forest": self.tr("Forest"), "bipartite": self.tr("Bipartite"),
            "planar_drawn": self.tr("Drawn without crossings"), "planar": self.tr("Planar"),
        }
        for key, label in self._names.items():
            label.setText(names[key] + ":")
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def refresh(self) -> None:
        if self.scene is None:
            return
        drawing, index = self.scene.drawing, self.scene.index
        # Crossings still being found on their thread show "…" (the scene says when they are in).
        self._counts = {"vertices": str(len(drawing.vertices)), "edges": str(len(drawing.edges)),
                        "crossings": str(index.count()) if index.ready() else "…"}
        self._show()
        self._token += 1
        if self._worker.running:  # one at a time: the newest drawing is measured when it is done
            self._again = True
            return
        # The graph is made on the worker too (seconds for 200,000 vertices); a change meanwhile
        # makes a newer token, so an answer from a drawing changed under it is never shown.
        if len(drawing.vertices) + len(drawing.edges) <= PROCESS_LIMIT:
            self._worker.start(self._token, lambda: measures.summarize(drawing.to_networkx()))
            return
        # A big drawing's measures (a planarity test of 200,000 vertices takes a minute of Python)
        # run in a process of their own: on a thread they held the interpreter the window paints with.
        vertices, edges = list(drawing.vertices), list(drawing.edges.values())
        multi = drawing.allows_multi
        self._worker.start(self._token, lambda: _measure_apart(multi, vertices, [(e.u, e.v) for e in edges]))

    def _on_summary(self, token: int, summary) -> None:
        if self._again:
            self._again = False
            self.refresh()
        if token == self._token and isinstance(summary, measures.Summary):
            self._summary = summary
            self._show()

    def _show(self) -> None:
        yes, no = self.tr("yes"), self.tr("no")
        vals = dict(self._counts)
        vals["planar_drawn"] = {"0": yes, "…": "…"}.get(vals["crossings"], no)
        s = self._summary
        if s is not None and str(s.vertices) == vals["vertices"] and str(s.edges) == vals["edges"]:
            vals.update({
                "components": str(s.components), "trivial": str(s.trivial_components),
                "diameter": str(s.diameter), "max_degree": str(s.max_degree),
                "tree": yes if s.is_tree else no, "forest": yes if s.is_forest else no,
                "bipartite": yes if s.is_bipartite else no, "planar": yes if s.is_planar else no,
            })
            if not s.vertices:  # the empty graph is neither called bipartite nor refused it
                vals["bipartite"] = "–"
        for key, label in self.values.items():
            label.setText(vals.get(key, "…"))
