"""Live measures of the drawing: counts, components, diameter, degree, and what kind of graph it is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from graphgames_desktop.graph import measures
from graphgames_desktop.ui.canvas.scene import DrawingScene

#: Above this many vertices the exact (quadratic) diameter waits for a quiet moment.
_DIAMETER_LIMIT = 3000


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
        g = self.scene.drawing.to_networkx()
        yes, no = self.tr("yes"), self.tr("no")
        crossings = self.scene.index.count()
        summary = measures.summarize(g) if g.number_of_nodes() <= _DIAMETER_LIMIT else None
        vals = {
            "vertices": str(g.number_of_nodes()), "edges": str(g.number_of_edges()), "crossings": str(crossings),
        }
        if summary is not None:
            vals.update({
                "components": str(summary.components), "trivial": str(summary.trivial_components),
                "diameter": str(summary.diameter), "max_degree": str(summary.max_degree),
                "tree": yes if summary.is_tree else no, "forest": yes if summary.is_forest else no,
                "bipartite": yes if summary.is_bipartite else no,
                "planar": yes if summary.is_planar else no,
            })
        vals["planar_drawn"] = yes if crossings == 0 else no
        for key, label in self.values.items():
            label.setText(vals.get(key, "–"))
