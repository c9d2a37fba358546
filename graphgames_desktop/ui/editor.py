"""The drawing page: the canvas with its undo stack, the measures panel, clipboard and tidy-up.

A board can be drawn without a mouse: the arrow keys move a point on the paper and Enter puts a
vertex there (canvas/keyboard.py); the join box under the canvas draws straight edges between the
vertices typed ("1-2", or several: "1-2, 2-3, 3-1"), the vertices' names showing beside them while
either has the keyboard. Each step is said to a screen reader.
"""

from __future__ import annotations

import json
from collections.abc import Generator

import networkx as nx
import numpy as np
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QPainterPath, QUndoStack
from PySide6.QtWidgets import QApplication, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QSplitter, QVBoxLayout, QWidget

from graphgames_desktop.graph import autolayout
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.geometry import CrossingIndex, vertex_placement_problem
from graphgames_desktop.ui.announce import announce
from graphgames_desktop.ui.canvas.commands import DeleteCommand, MoveVerticesCommand, PasteCommand, RecolourEdgesCommand
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.canvas.view import CanvasView
from graphgames_desktop.ui.measures_panel import MeasuresPanel
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import em, theme
from graphgames_desktop.ui.views.notation import BoardNames, normalise

#: Copied fragments travel as text with this prefix (a Python-made QMimeData handed to the
#: clipboard crashes PySide at exit, so no custom mime object is created).
FRAGMENT_PREFIX = "graphgames-fragment:"


def _check_fragment(fragment: dict) -> None:
    """Raise ValueError/KeyError/TypeError unless the fragment is vertices and edges among them."""
    ids = set()
    for v in fragment["vertices"]:
        float(v["x"]), float(v["y"])
        ids.add(v["id"])
    for e in fragment["edges"]:
        if e["u"] not in ids or e["v"] not in ids or len(e["points"]) < 2:
            raise ValueError("edge outside the fragment")


class EditorPage(QWidget):
    message = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.path: str | None = None
        self.file_format = "native"  # the format of the file at ``path``: Save writes that one
        self.view = CanvasView(Drawing(), self.undo_stack)
        self.view.setObjectName("canvas")
        self.view.message.connect(self.message)
        self.view.message.connect(lambda text: announce(self.view, text, assertive=True))
        self.view.vertex_placed.connect(self._on_vertex_placed)
        # Edges by typing the vertices they join.
        self.join_label = QLabel()
        self.join_box = QLineEdit()
        self.join_box.setObjectName("join_box")
        self.join_label.setBuddy(self.join_box)
        self.join_box.returnPressed.connect(self.join_typed)
        self.join_box.installEventFilter(self)
        self.keys_hint = QLabel()
        self.keys_hint.setWordWrap(True)
        join_row = QHBoxLayout()
        join_row.setContentsMargins(em(0.3), em(0.1), em(0.3), em(0.1))
        join_row.addWidget(self.join_label)
        join_row.addWidget(self.join_box, 1)
        join_row.addWidget(self.keys_hint, 2)
        drawing_area = QWidget()
        drawing_layout = QVBoxLayout(drawing_area)
        drawing_layout.setContentsMargins(0, 0, 0, 0)
        drawing_layout.setSpacing(0)
        drawing_layout.addWidget(self.view, 1)
        drawing_layout.addLayout(join_row)
        # Once the user draws, the paper stays put: a resize (a measure's width changing) must not move it.
        self.undo_stack.indexChanged.connect(self._hold_view)
        self.panel = MeasuresPanel()
        self.panel.watch(self.view.drawing_scene)
        self.box = QGroupBox()
        box_layout = QVBoxLayout(self.box)
        box_layout.addWidget(self.panel)
        box_layout.addStretch(1)
        split = QSplitter(Qt.Horizontal)
        split.addWidget(drawing_area)
        split.addWidget(self.box)
        split.setStretchFactor(0, 1)
        split.setSizes([900, 260])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.retranslate()

    def _hold_view(self) -> None:
        self.view.auto_fit = False

    def retranslate(self) -> None:
        self.box.setTitle(self.tr("Measures"))
        self.join_label.setText(self.tr("&Join vertices:"))
        self.join_box.setPlaceholderText(self.tr("such as 1-2, 2-3"))
        self.join_box.setAccessibleName(self.tr("Join vertices"))
        self.join_box.setAccessibleDescription(self.tr("Type two vertices' numbers to draw a straight edge between them, "
                                                       "such as 1-2; several pairs go with commas. Enter draws them."))
        self.keys_hint.setText(self.tr("On the paper: the arrow keys move a point (Shift: small steps, Ctrl: big ones), "
                                       "Enter puts a vertex there."))
        self.view.setAccessibleName(self.tr("Paper"))
        self.view.setAccessibleDescription(self.keys_hint.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The vertices' names show beside them while the join box has the keyboard."""
        if watched is self.join_box and event.type() in (QEvent.FocusIn, QEvent.FocusOut):
            self.view.show_names = event.type() == QEvent.FocusIn
            self.view.viewport().update()
        return super().eventFilter(watched, event)

    # -- drawing by keyboard -----------------------------------------------------------------------
    def _on_vertex_placed(self, vid: int) -> None:
        announce(self.view, fill(self.tr("Vertex %1 added."), BoardNames(self.drawing).name(vid)))

    def join_typed(self) -> None:
        """Draw the edges the join box names ("1-2, 2-3") in turn; at the first that cannot be drawn, say why and
        leave it and those after it in the box, to be mended."""
        names = BoardNames(self.drawing)
        pairs = [p for p in self.join_box.text().replace(";", ",").split(",") if normalise(p)]
        said = []
        for i, pair in enumerate(pairs):
            ends = names.ends(normalise(pair))
            if ends is None:
                text = fill(self.tr("“%1” names no two vertices of the drawing."), pair.strip())
                self.message.emit(text)
                announce(self.join_box, text, assertive=True)
            elif self.view.tool_for("draw").join(*ends) is not None:
                said.append(fill(self.tr("Edge %1 added."), names.edge_name(*ends, "–")))
                continue
            self.join_box.setText(", ".join(p.strip() for p in pairs[i:]))  # the canvas said why, or the line above
            break
        else:
            self.join_box.clear()
        if said:
            announce(self.join_box, " ".join(said))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- document --------------------------------------------------------------------------------
    @property
    def drawing(self) -> Drawing:
        """The document: the drawing the canvas shows (a file opened in steps brings its own)."""
        return self.view.drawing

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def load(self, drawing: Drawing, path: str | None, file_format: str = "native") -> None:
        """Replace the document (after a successful open of a ``file_format`` file); history starts afresh."""
        self.undo_stack.clear()
        self.drawing.replace_with(drawing)
        self.view.drawing_scene.set_ground(0.0 if drawing.allows_multi else None)
        self._loaded(path, file_format)
        self.view.fit()

    def load_steps(self, drawing: Drawing, path: str | None, file_format: str = "native") -> Generator[float, None, None]:
        """:meth:`load` a freshly read drawing, which becomes the document itself (no copy), in steps.

        Its scene is built aside, yielding the fraction done (see file_loader.run_steps); only when it
        is whole does it replace the canvas's scene, so a cancelled build leaves the document untouched.
        """
        scene = DrawingScene(drawing, self.view, build=False)
        scene.show_crossings = self.view.drawing_scene.show_crossings
        scene.set_ground(0.0 if drawing.allows_multi else None)
        try:
            yield from scene.build_steps()
        except GeneratorExit:
            scene.detach()
            scene.deleteLater()
            raise
        self.undo_stack.clear()
        self.view.set_drawing(drawing, scene)  # and fits it (once: a big file's extent takes a while to measure)
        self.panel.watch(scene)
        self._loaded(path, file_format)

    def _loaded(self, path: str | None, file_format: str) -> None:
        self.path, self.file_format = path, file_format
        self.undo_stack.setClean()

    def new(self, kind: str = "simple") -> None:
        """A fresh drawing; kind "multi" is a Hackenbush picture on a ground line."""
        self.load(Drawing(kind), None)

    # -- history (Edit > Undo and Redo) ------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.undo_stack.canUndo()

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo()

    def undo(self) -> str:
        self.undo_stack.undo()
        return fill(self.tr("Undone: %1"), self.undo_stack.redoText())

    def redo(self) -> str:
        self.undo_stack.redo()
        return fill(self.tr("Redone: %1"), self.undo_stack.undoText())

    def undo_text(self) -> str:
        return self.undo_stack.undoText()

    def redo_text(self) -> str:
        return self.undo_stack.redoText()

    # -- editing ---------------------------------------------------------------------------------
    def delete_selection(self) -> None:
        vs, es = self.view.drawing_scene.selected_ids()
        if vs or es:
            self.undo_stack.push(DeleteCommand(self.drawing, vs, es))

    def set_edge_colour(self, colour: str) -> None:
        """The palette's colour (a Hackenbush picture's): new edges are drawn in it, and the selected
        edges of another colour take it, as one undoable step."""
        self.view.edge_color = colour
        _, es = self.view.drawing_scene.selected_ids()
        changing = [eid for eid in es if (self.drawing.edges[eid].color or "green") != colour]
        if changing and self.drawing.allows_multi:
            self.undo_stack.push(RecolourEdgesCommand(self.drawing, changing, colour))

    def select_all(self) -> None:
        """Every selectable item, in one pass of Qt's: one selection change, not one per item (a
        400,000-item drawing took seconds)."""
        scene = self.view.drawing_scene
        area = QPainterPath()
        area.addRect(-1e9, -1e9, 2e9, 2e9)  # everywhere: measuring the items' extent first costs as much again
        scene.setSelectionArea(area, Qt.ItemSelectionOperation.ReplaceSelection, Qt.ItemSelectionMode.IntersectsItemBoundingRect)

    def label_selection(self) -> None:
        """Edit > Label: the label of the one selected vertex."""
        vs, _ = self.view.drawing_scene.selected_ids()
        if len(vs) != 1:
            self.message.emit(self.tr("Select one vertex to give it a label (Select and Move, then click the vertex)."))
            return
        self.view.edit_label(next(iter(vs)))

    def copy_selection(self) -> bool:
        vs, _ = self.view.drawing_scene.selected_ids()
        if not vs:
            return False
        fragment = {
            "vertices": [{"id": v, "x": self.drawing.vertices[v].x, "y": self.drawing.vertices[v].y,
                          "label": self.drawing.vertices[v].label} for v in sorted(vs)],
            "edges": [{"u": e.u, "v": e.v, "points": e.points, "color": e.color}
                      for e in self.drawing.edges.values() if e.u in vs and e.v in vs],
        }
        QApplication.clipboard().setText(FRAGMENT_PREFIX + json.dumps(fragment))
        return True

    def cut_selection(self) -> None:
        if self.copy_selection():
            self.delete_selection()

    def paste(self) -> None:
        text = QApplication.clipboard().text()
        if not text.startswith(FRAGMENT_PREFIX):
            return
        try:
            fragment = json.loads(text[len(FRAGMENT_PREFIX):])
            _check_fragment(fragment)
        except (ValueError, KeyError, TypeError):
            self.message.emit(self.tr("Nothing pasted: the clipboard does not hold a valid copied drawing."))
            return
        radius = theme().look.vertex_radius
        for step in range(1, 12):  # find a free offset where no pasted vertex lands on anything
            trial = self.drawing.copy()
            PasteCommand(trial, fragment, 40.0 * step, 40.0 * step).redo()
            index = CrossingIndex(trial)
            ok = all(vertex_placement_problem(trial, index, trial.vertices[v].pos, radius, moving=v) is None
                     for v in trial.vertices if v not in self.drawing.vertices)
            index.close()
            if ok:
                command = PasteCommand(self.drawing, fragment, 40.0 * step, 40.0 * step)
                self.undo_stack.push(command)
                self.view.drawing_scene.select(command.vertex_ids, command.edge_ids)  # ready to be moved
                return
        self.message.emit(self.tr("Nothing pasted: no free place was found for the copied vertices."))

    def tidy(self, layout: str) -> None:
        """Lay the graph out again (spring: igraph's force layout; circle, planar: networkx), as one undoable step."""
        g = self.drawing.to_networkx()
        n = g.number_of_nodes()
        if n == 0:
            return
        if layout == "planar" and not nx.check_planarity(nx.Graph(g))[0]:
            self.message.emit(self.tr("This graph is not planar: it cannot be drawn without crossings."))
            return
        x0, y0, x1, y1 = self.drawing.bounds()
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        scale = max(150.0, 45.0 * n ** 0.5 * 2)
        if layout == "circular":
            pos = nx.circular_layout(g, scale=scale)
        elif layout == "planar":
            pos = nx.planar_layout(nx.Graph(g), scale=scale)
        else:  # igraph's force layout (networkx's needs scipy from 500 vertices), then room between vertices
            order = list(g.nodes)
            index = {v: i for i, v in enumerate(order)}
            pairs = [(index[u], index[v]) for u, v in g.edges()]
            spread = autolayout.make_room(autolayout.force_layout(n, pairs), np.ones(n, dtype=bool), pairs)
            pos = dict(zip(order, spread))
        positions = {v: (cx + float(p[0]), cy + float(p[1])) for v, p in pos.items()}
        names = {"spring": self.tr("Tidy up (spring)"), "circular": self.tr("Tidy up (circle)"),
                 "planar": self.tr("Tidy up (planar)")}
        self.undo_stack.push(MoveVerticesCommand(self.drawing, positions, names[layout], straighten=True))
