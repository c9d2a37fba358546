"""Gesture tools: each turns presses, moves and releases into at most one undo command.

The draw tool places vertices and strokes edges; the select tool selects, rubber-bands and moves.
A refused gesture changes nothing and reports a refusal code through ``view.refuse``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from graphgames_desktop.graph.drawing import DrawingError
from graphgames_desktop.graph.geometry import (
    CrossingIndex,
    is_straight,
    move_problem,
    smooth_stroke,
    stroke_through_vertex,
    vertex_placement_problem,
)
from graphgames_desktop.ui.canvas.commands import AddEdgeCommand, AddVertexCommand, MoveVerticesCommand
from graphgames_desktop.ui.canvas.items import StrokeItem, polyline_path
from graphgames_desktop.ui.theme import theme

#: A press that moves less than this (in view pixels) is a click, not a drag.
CLICK_SLOP = 4


class DrawTool:
    """Click on paper: a vertex. Press on a vertex, stroke, release on another: an edge."""

    def __init__(self, view):
        self.view = view
        self.start_vertex: int | None = None
        self.stroke: list[tuple[float, float]] = []
        self.stroke_item: StrokeItem | None = None
        self.press_pos: QPointF | None = None

    def press(self, pos: QPointF, modifiers) -> None:
        scene = self.view.drawing_scene
        self.press_pos = pos
        self.start_vertex = scene.vertex_at(pos)
        self.stroke = [(pos.x(), pos.y())]
        if self.start_vertex is not None:
            self.stroke_item = StrokeItem()
            scene.addItem(self.stroke_item)

    def move(self, pos: QPointF, modifiers) -> None:
        if self.start_vertex is None or self.stroke_item is None:
            return
        self.stroke.append((pos.x(), pos.y()))
        if self._straight(modifiers):
            start = self.view.drawing.vertices[self.start_vertex].pos
            self.stroke_item.setPath(polyline_path([start, (pos.x(), pos.y())]))
        else:
            self.stroke_item.setPath(polyline_path(self.stroke))

    def release(self, pos: QPointF, modifiers) -> None:
        try:
            if self.start_vertex is not None:
                self._finish_edge(pos, modifiers)
            elif self.press_pos is not None and self.view.is_click(self.press_pos, pos):
                self.place_vertex(pos)
        finally:
            if self.stroke_item is not None:
                self.view.drawing_scene.removeItem(self.stroke_item)
            self.stroke_item = None
            self.start_vertex = None
            self.press_pos = None

    def _straight(self, modifiers) -> bool:
        return self.view.straight_mode or bool(modifiers & Qt.ShiftModifier)

    def place_vertex(self, pos: QPointF) -> int | None:
        """A vertex at ``pos`` (a click, or Enter at the keyboard's point): its id, or None when refused."""
        view, scene = self.view, self.view.drawing_scene
        x, y = view.snapped(pos.x(), pos.y())
        if view.drawing.allows_multi and abs(y) < 1.5 * theme().look.vertex_radius:
            y = 0.0  # near the ground line of a Hackenbush picture: stand on it
        problem = vertex_placement_problem(view.drawing, scene.index, (x, y), theme().look.vertex_radius)
        if problem:
            view.refuse(problem)
            return None
        command = AddVertexCommand(view.drawing, x, y)
        view.push(command)
        return command.vid

    def join(self, u: int, v: int) -> int | None:
        """A straight edge between two vertices named by typing: its id, or None when refused."""
        view, drawing = self.view, self.view.drawing
        try:
            drawing.check_edge(u, v)
        except DrawingError as exc:
            view.refuse(exc.code)
            return None
        if u == v:  # a loop (a Hackenbush picture's): the drawing shapes it
            return self._push_edge(u, v, [], [])
        points = [drawing.vertices[u].pos, drawing.vertices[v].pos]
        return self._push_edge(u, v, points, [points])

    def _push_edge(self, u: int, v: int, points, judged) -> int | None:
        """Push the edge unless one of the ``judged`` strokes runs through a third vertex."""
        view, drawing = self.view, self.view.drawing
        if any(stroke_through_vertex(drawing, p, (u, v), theme().look.vertex_radius) is not None for p in judged):
            view.refuse("through_vertex")
            return None
        command = AddEdgeCommand(drawing, u, v, points, view.edge_color if drawing.allows_multi else None)
        view.push(command)
        return command.eid

    def _finish_edge(self, pos: QPointF, modifiers) -> None:
        view, drawing = self.view, self.view.drawing
        u = self.start_vertex
        if all(view.is_click(self.press_pos, QPointF(*p)) for p in [*self.stroke, (pos.x(), pos.y())]):
            return  # a click on a vertex draws nothing (a stroke that went out and came back is a loop)
        v = view.drawing_scene.vertex_at(pos)
        if v is None:
            view.refuse("no_end_vertex")
            return
        try:
            drawing.check_edge(u, v)
        except DrawingError as exc:
            view.refuse(exc.code)
            return
        pu, pv = drawing.vertices[u].pos, drawing.vertices[v].pos
        inner = self.stroke[1:-1]
        drawn = [pu, *inner, pv]
        if u == v:
            points = drawn
        elif self._straight(modifiers) or is_straight(drawn, tolerance=theme().look.vertex_radius * 0.5):
            points = [pu, pv]
        else:
            points = smooth_stroke(inner, pu, pv, tolerance=2.0)
        # The stroke as drawn is judged too: smoothing can cut a corner made on a third vertex.
        self._push_edge(u, v, points, [points] if self._straight(modifiers) else [drawn, points])


class SelectTool:
    """Click or rubber-band to select; drag selected vertices to move them (edges follow)."""

    def __init__(self, view):
        self.view = view
        self.dragging: dict[int, tuple[float, float]] = {}
        self.press_pos: QPointF | None = None
        self.proposed: dict[int, tuple[float, float]] = {}

    def press(self, pos: QPointF, modifiers) -> bool:
        """Returns False when the press is on empty paper (the view then starts a rubber band)."""
        scene = self.view.drawing_scene
        vid = scene.vertex_at(pos)
        toggle = bool(modifiers & (Qt.ControlModifier | Qt.ShiftModifier))
        if vid is not None:
            item = scene.vertex_items[vid]
            if toggle:
                item.setSelected(not item.isSelected())
            elif not item.isSelected():
                scene.clearSelection()
                item.setSelected(True)
            selected, _ = scene.selected_ids()
            self.dragging = {v: self.view.drawing.vertices[v].pos for v in selected}
            self.press_pos = pos
            self.proposed = {}
            return True
        eid = scene.edge_at(pos)
        if eid is not None:
            item = scene.edge_items[eid]
            if toggle:
                item.setSelected(not item.isSelected())
            else:
                scene.clearSelection()
                item.setSelected(True)
            return True
        if not toggle:
            scene.clearSelection()
        return False

    def move(self, pos: QPointF, modifiers) -> None:
        if not self.dragging or self.press_pos is None:
            return
        dx, dy = pos.x() - self.press_pos.x(), pos.y() - self.press_pos.y()
        self.proposed = {v: self.view.snapped(x + dx, y + dy) for v, (x, y) in self.dragging.items()}
        self.view.drawing_scene.preview_positions(self.proposed)

    def release(self, pos: QPointF, modifiers) -> None:
        view = self.view
        moved = self.proposed and self.press_pos is not None and not view.is_click(self.press_pos, pos)
        if moved:
            problem = self._problem(self.proposed)
            if problem:
                view.drawing_scene.restore_positions(self.proposed)
                view.refuse(problem)
            else:
                view.push(MoveVerticesCommand(view.drawing, self.proposed))
        elif self.proposed:
            view.drawing_scene.restore_positions(self.proposed)
        self.dragging, self.proposed, self.press_pos = {}, {}, None

    def _problem(self, proposed: dict[int, tuple[float, float]]) -> str | None:
        view = self.view
        radius = theme().look.vertex_radius
        if len(proposed) == 1:
            (vid, p), = proposed.items()
            return move_problem(view.drawing, view.drawing_scene.index, vid, p, radius)
        # Several vertices move together: check the moved drawing as a whole, on a copy.
        trial = view.drawing.copy()
        for vid, (x, y) in proposed.items():
            trial.move_vertex(vid, x, y)
        index = CrossingIndex(trial)
        for vid, p in proposed.items():
            problem = move_problem(trial, index, vid, p, radius)
            if problem:
                return problem
        return None
