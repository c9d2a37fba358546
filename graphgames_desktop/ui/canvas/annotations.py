"""Where a game's texts go beside the vertices (sums, names): in the free directions around each
circle, clear of edges, circles and the texts placed before, so a busy board stays readable."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF

from graphgames_desktop.ui.canvas.items import HALO
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.theme import theme


def directions_by_room(scene: DrawingScene, vid: int) -> list[float]:
    """Eight directions around a vertex (radians, y down), those farthest from its edges first: where
    its sum and its name may go without lying on an edge. Ties go to lower right, then upper left."""
    x, y = scene.drawing.vertices[vid].pos
    edges = []
    for e in scene.drawing.incident_edges(vid):
        points = e.points if len(e.points) >= 2 else [scene.drawing.vertices[e.u].pos, scene.drawing.vertices[e.v].pos]
        near = points[1] if math.dist(points[0], (x, y)) < math.dist(points[-1], (x, y)) else points[-2]
        edges.append(math.atan2(near[1] - y, near[0] - x))

    def room(angle: float) -> float:
        return min((abs(math.remainder(angle - a, math.tau)) for a in edges), default=math.pi)

    candidates = [math.radians(d) for d in (35, 215, 145, 325, 0, 90, 180, 270)]
    return sorted(candidates, key=lambda a: -room(a))


class Placer:
    """Finds room for texts beside vertices: the first direction (best first) and distance where the
    text's box crosses no edge, no circle and nothing placed before."""

    #: Distances from a vertex's centre tried, in vertex radii.
    REACHES = (1.3, 1.8, 2.5, 3.3)

    def __init__(self, scene: DrawingScene):
        self.scene = scene
        r = scene.vertex_radius + HALO * theme().look.edge_width  # a lit circle's halo too
        self.taken = [QRectF(v.x - r, v.y - r, 2 * r, 2 * r) for v in scene.drawing.vertices.values()]
        self.paths = [item.path() for item in scene.edge_items.values()]

    def take(self, box: QRectF) -> None:
        self.taken.append(box)

    def place(self, vid: int, size: QSizeF, directions: list[float]) -> QPointF:
        """Where the box goes: clear of everything if possible, else clear of circles and texts (a
        crowded hub's sum may cross an edge: texts have a paper-coloured ground), else the best direction."""
        x, y = self.scene.drawing.vertices[vid].pos
        r = self.scene.vertex_radius
        fallback = QPointF(x, y)
        for strict in (True, False):
            for reach in self.REACHES:
                for angle in directions:
                    dx, dy = math.cos(angle), math.sin(angle)
                    left = 0.0 if dx > 0.3 else -size.width() if dx < -0.3 else -size.width() / 2
                    top = 0.0 if dy > 0.3 else -size.height() if dy < -0.3 else -size.height() / 2
                    corner = QPointF(x + dx * reach * r + left, y + dy * reach * r + top)
                    if angle == directions[0] and reach == self.REACHES[0]:
                        fallback = corner
                    box = QRectF(corner, size)
                    if any(box.intersects(t) for t in self.taken):
                        continue
                    if strict and any(p.controlPointRect().intersects(box) and p.intersects(box) for p in self.paths):
                        continue
                    self.take(box)
                    return corner
        self.take(QRectF(fallback, size))
        return fallback
