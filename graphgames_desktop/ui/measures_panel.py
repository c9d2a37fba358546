"""Live measures of the drawing: counts, components, diameter, degree, and what kind of graph it is.

Counts show at once; the rest (a diameter is a search from many vertices) is computed on a worker
thread, and only the newest answer is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from graphgames_desktop.graph import measures
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.worker import Worker


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
        # The graph is made on the worker too (seconds for 200,000 vertices); a change meanwhile
        # makes a newer token, so an answer from a drawing changed under it is never shown.
        self._worker.start(self._token, lambda: measures.summarize(drawing.to_networkx()))

    def _on_summary(self, token: int, summary) -> None:
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
