"""The board by keyboard: arrow keys go from a vertex or an edge to the nearest one that way, Enter acts
on it; in the editor the arrows move a point where Enter puts a vertex.

The focus ring is painted by the view over the scene (never a scene item, so no export, print or
thumbnail of the scene ever shows it): white under black, thick in the classroom look, so it reads
on the paper, on a coloured token and on a projector alike, and never looks like a highlight (dotted,
magenta) or the last move's mark (dashed, grey).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPainterPathStroker, QPen

from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.theme import theme

Element = tuple[str, int]

#: Arrow keys as directions on the screen (y grows downwards).
DIRECTIONS = {Qt.Key_Left: (-1.0, 0.0), Qt.Key_Right: (1.0, 0.0), Qt.Key_Up: (0.0, -1.0), Qt.Key_Down: (0.0, 1.0)}
#: An arrow goes to the nearest element within this slope of its direction (about 35 degrees either side) ...
CONE = 0.7
#: ... and, when none lies there, to the nearest ahead at all, a step sideways counting this much against one ahead.
SIDEWAYS = 2.0


def anchor(scene: DrawingScene, element: Element) -> QPointF | None:
    """Where an element is: a vertex's centre, an edge's middle as drawn (None once it is gone)."""
    kind, ident = element
    if kind == "vertex":
        v = scene.drawing.vertices.get(ident)
        return QPointF(*v.pos) if v is not None else None
    item = scene.edge_items.get(ident)
    return item.mapToScene(item.path().pointAtPercent(0.5)) if item is not None else None


def present(scene: DrawingScene, element: Element) -> bool:
    """Still on the board as shown (a removed or fallen piece is hidden)."""
    kind, ident = element
    item = scene.vertex_items.get(ident) if kind == "vertex" else scene.edge_items.get(ident)
    return item is not None and item.isVisible()


def elements(scene: DrawingScene) -> list[Element]:
    return [("vertex", vid) for vid in sorted(scene.vertex_items)] + [("edge", eid) for eid in sorted(scene.edge_items)]


def first_element(scene: DrawingScene) -> Element | None:
    """Where the keyboard starts: the vertex nearest the top left (reading order), else the first edge."""
    shown = [e for e in elements(scene) if present(scene, e)]
    if not shown:
        return None

    def reading(e: Element) -> tuple[int, float, float]:
        p = anchor(scene, e)
        assert p is not None
        return (0 if e[0] == "vertex" else 1, p.y() + p.x() * 0.5, p.x())

    return min(shown, key=reading)


def nearest(scene: DrawingScene, gone: Element) -> Element | None:
    """Where the keyboard goes when its element has left the board (cut, removed): the nearest one still there."""
    place = anchor(scene, gone)
    shown = [e for e in elements(scene) if present(scene, e)]
    if place is None or not shown:
        return first_element(scene)

    def distance(e: Element) -> float:
        p = anchor(scene, e)
        return math.inf if p is None else math.hypot(p.x() - place.x(), p.y() - place.y())

    return min(shown, key=distance)


def step(scene: DrawingScene, current: Element, key: int) -> Element | None:
    """The element the arrow goes to from ``current``: the nearest in a cone round its direction, else the
    nearest ahead (so every element can be reached), or None at the board's border."""
    start = anchor(scene, current)
    if start is None:
        return first_element(scene)
    dx, dy = DIRECTIONS[key]
    best: tuple[bool, float, Element] | None = None
    for e in elements(scene):
        if e == current or not present(scene, e):
            continue
        p = anchor(scene, e)
        if p is None:
            continue
        vx, vy = p.x() - start.x(), p.y() - start.y()
        ahead, aside = vx * dx + vy * dy, abs(vx * dy - vy * dx)
        if ahead <= 1e-6:
            continue
        outside = aside > CONE * ahead
        score = (outside, ahead + SIDEWAYS * aside if outside else math.hypot(vx, vy), e)
        if best is None or score[:2] < best[:2]:
            best = score
    return best[2] if best is not None else None


def _ring_pens(width: float) -> tuple[QPen, QPen]:
    """White under black, so the ring shows on any colour."""
    return (QPen(QColor("white"), width * 2.2, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin),
            QPen(QColor("black"), width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))


def ring_width() -> float:
    look = theme().look
    return max(2.5, look.edge_width * (0.8 if look.high_contrast else 1.0))


def paint_ring(painter: QPainter, scene: DrawingScene, element: Element) -> None:
    """The focus ring: round a vertex just outside its halo, or along both sides of an edge."""
    kind, ident = element
    width = ring_width()
    look = theme().look
    if kind == "vertex":
        p = anchor(scene, element)
        if p is None:
            return
        path = QPainterPath()
        reach = scene.vertex_radius + look.edge_width * 2.2 + width  # just outside a highlight's halo
        path.addEllipse(p, reach, reach)
    else:
        item = scene.edge_items.get(ident)
        if item is None:
            return
        stroker = QPainterPathStroker()
        stroker.setWidth(look.edge_width * 5.2 + 2 * width)
        stroker.setCapStyle(Qt.RoundCap)
        stroker.setJoinStyle(Qt.RoundJoin)
        path = stroker.createStroke(item.mapToScene(item.path())).simplified()
    painter.save()
    painter.setBrush(Qt.NoBrush)
    for pen in _ring_pens(width):
        painter.setPen(pen)
        painter.drawPath(path)
    painter.restore()


def paint_point(painter: QPainter, scene: DrawingScene, point: QPointF) -> None:
    """The editor's keyboard point: a ring with a cross, where Enter puts a vertex."""
    width = ring_width()
    r = scene.vertex_radius
    painter.save()
    painter.setBrush(Qt.NoBrush)
    for pen in _ring_pens(width):
        painter.setPen(pen)
        painter.drawEllipse(point, r, r)
        painter.drawLine(point - QPointF(r * 1.6, 0), point + QPointF(r * 1.6, 0))
        painter.drawLine(point - QPointF(0, r * 1.6), point + QPointF(0, r * 1.6))
    painter.restore()


def paint_numbers(painter: QPainter, scene: DrawingScene, names) -> None:
    """Each vertex's name beside it (its label, else its number), for joining vertices by typing them."""
    r = scene.vertex_radius
    font = QFont(painter.font())
    font.setPixelSize(max(8, round(r * 1.1)))
    font.setBold(True)
    painter.save()
    painter.setFont(font)
    for vid, v in scene.drawing.vertices.items():
        box = QRectF(v.x - r * 3.2, v.y - r * 2.6, r * 2.4, r * 1.6)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(255, 255, 255, 225))
        painter.drawRoundedRect(box, r * 0.3, r * 0.3)
        painter.setPen(theme().look.ink)
        painter.drawText(box, Qt.AlignCenter, names(vid))
    painter.restore()
