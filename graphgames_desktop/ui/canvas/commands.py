"""Every editing gesture is one QUndoCommand acting on the Drawing (never on the scene)."""

from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtGui import QUndoCommand

from graphgames_desktop.graph.drawing import Drawing, Edge, Vertex


class AddVertexCommand(QUndoCommand):
    def __init__(self, drawing: Drawing, x: float, y: float):
        super().__init__(Q.translate("Commands", "Add vertex"))
        self.drawing, self.x, self.y = drawing, x, y
        self.vid: int | None = None

    def redo(self) -> None:
        self.vid = self.drawing.add_vertex(self.x, self.y, ident=self.vid).id

    def undo(self) -> None:
        self.drawing.remove_vertex(self.vid)


class AddEdgeCommand(QUndoCommand):
    def __init__(self, drawing: Drawing, u: int, v: int, points, color: str | None = None):
        super().__init__(Q.translate("Commands", "Draw edge") if len(points) > 2 else Q.translate("Commands", "Draw straight edge"))
        self.drawing, self.u, self.v, self.points, self.color = drawing, u, v, list(points), color
        self.eid: int | None = None

    def redo(self) -> None:
        self.eid = self.drawing.add_edge(self.u, self.v, self.points, self.color, ident=self.eid).id

    def undo(self) -> None:
        self.drawing.remove_edge(self.eid)


class MoveVerticesCommand(QUndoCommand):
    """Move vertices (their edges stretch along); undo restores every edge's exact shape."""

    def __init__(self, drawing: Drawing, positions: dict[int, tuple[float, float]], text: str | None = None,
                 straighten: bool = False):
        super().__init__(text or (Q.translate("Commands", "Move vertex") if len(positions) == 1 else Q.translate("Commands", "Move vertices")))
        self.drawing = drawing
        self.straighten = straighten
        self.new = dict(positions)
        self.old = {vid: drawing.vertices[vid].pos for vid in positions}
        touched = {e.id for vid in positions for e in drawing.incident_edges(vid)}
        self.old_shapes = {eid: list(drawing.edges[eid].points) for eid in touched}

    def redo(self) -> None:
        for vid, (x, y) in self.new.items():
            self.drawing.move_vertex(vid, x, y)
        if self.straighten:  # a new layout: curved strokes would no longer mean anything
            for eid in self.old_shapes:
                e = self.drawing.edges[eid]
                if e.u != e.v:
                    self.drawing.set_edge_points(eid, [self.drawing.vertices[e.u].pos, self.drawing.vertices[e.v].pos])

    def undo(self) -> None:
        for vid, (x, y) in self.old.items():
            self.drawing.move_vertex(vid, x, y)
        for eid, pts in self.old_shapes.items():
            self.drawing.set_edge_points(eid, pts)


class DeleteCommand(QUndoCommand):
    """Delete vertices (with their edges) and edges; undo puts them back with the same ids."""

    def __init__(self, drawing: Drawing, vertex_ids, edge_ids):
        n = len(vertex_ids) + len(edge_ids)
        super().__init__(Q.translate("Commands", "Delete") if n != 1 else (Q.translate("Commands", "Delete vertex") if vertex_ids else Q.translate("Commands", "Delete edge")))
        self.drawing = drawing
        self.vertex_ids = sorted(vertex_ids)
        self.edge_ids = sorted(set(edge_ids))
        self.removed_vertices: list[Vertex] = []
        self.removed_edges: list[Edge] = []

    def redo(self) -> None:
        self.removed_edges, self.removed_vertices = [], []
        for eid in self.edge_ids:
            if eid in self.drawing.edges:
                self.removed_edges.append(copy.deepcopy(self.drawing.remove_edge(eid)))
        for vid in self.vertex_ids:
            vertex, edges = self.drawing.remove_vertex(vid)
            self.removed_vertices.append(vertex)
            self.removed_edges.extend(edges)

    def undo(self) -> None:
        for v in self.removed_vertices:
            self.drawing.add_vertex(v.x, v.y, v.label, ident=v.id)
        for e in self.removed_edges:
            self.drawing.add_edge(e.u, e.v, e.points, e.color, ident=e.id)


class PasteCommand(QUndoCommand):
    """Insert a copied fragment (vertices and the edges among them), offset, with fresh ids."""

    def __init__(self, drawing: Drawing, fragment: dict, dx: float, dy: float):
        super().__init__(Q.translate("Commands", "Paste"))
        self.drawing, self.fragment, self.dx, self.dy = drawing, fragment, dx, dy
        self.vertex_ids: list[int] = []
        self.edge_ids: list[int] = []

    def redo(self) -> None:
        fresh = not self.vertex_ids  # first time: new ids; after an undo: the same ids again
        mapping, new_v, new_e = {}, [], []
        for i, v in enumerate(self.fragment["vertices"]):
            ident = None if fresh else self.vertex_ids[i]
            vid = self.drawing.add_vertex(v["x"] + self.dx, v["y"] + self.dy, v.get("label", ""), ident).id
            mapping[v["id"]] = vid
            new_v.append(vid)
        for i, e in enumerate(self.fragment["edges"]):
            ident = None if fresh else self.edge_ids[i]
            pts = [(x + self.dx, y + self.dy) for x, y in e["points"]]
            new_e.append(self.drawing.add_edge(mapping[e["u"]], mapping[e["v"]], pts, e.get("color"), ident).id)
        self.vertex_ids, self.edge_ids = new_v, new_e

    def undo(self) -> None:
        for vid in self.vertex_ids:
            self.drawing.remove_vertex(vid)


class SetLabelCommand(QUndoCommand):
    def __init__(self, drawing: Drawing, vid: int, label: str):
        super().__init__(Q.translate("Commands", "Rename vertex"))
        self.drawing, self.vid, self.label = drawing, vid, label
        self.old = drawing.vertices[vid].label

    def redo(self) -> None:
        self.drawing.set_label(self.vid, self.label)

    def undo(self) -> None:
        self.drawing.set_label(self.vid, self.old)


class RecolourEdgesCommand(QUndoCommand):
    """Give edges one colour (a Hackenbush picture's palette, chosen with edges selected); undo gives
    each edge its own colour back."""

    def __init__(self, drawing: Drawing, edge_ids, color: str):
        super().__init__(Q.translate("Commands", "Recolour edge") if len(edge_ids) == 1 else Q.translate("Commands", "Recolour edges"))
        self.drawing, self.color = drawing, color
        self.old = {eid: drawing.edges[eid].color for eid in sorted(edge_ids)}

    def redo(self) -> None:
        for eid in self.old:
            self.drawing.set_edge_color(eid, self.color)

    def undo(self) -> None:
        for eid, color in self.old.items():
            self.drawing.set_edge_color(eid, color)
