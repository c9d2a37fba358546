"""Real mouse gestures on a QGraphicsView's viewport, in scene coordinates."""

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def to_view(view, x: float, y: float) -> QPoint:
    return view.mapFromScene(QPointF(x, y))


def _move(view, point: QPoint, buttons, modifiers) -> None:
    vp = view.viewport()
    event = QMouseEvent(QEvent.MouseMove, QPointF(point), QPointF(vp.mapToGlobal(point)),
                        Qt.NoButton, buttons, modifiers)
    QApplication.sendEvent(vp, event)


def click(view, x: float, y: float, modifiers=Qt.NoModifier) -> None:
    QTest.mouseClick(view.viewport(), Qt.LeftButton, modifiers, to_view(view, x, y))


def drag(view, points, modifiers=Qt.NoModifier, button=Qt.LeftButton) -> None:
    """Press at the first point, move through the others, release at the last."""
    pts = [to_view(view, x, y) for x, y in points]
    vp = view.viewport()
    QTest.mousePress(vp, button, modifiers, pts[0])
    for p in pts[1:]:
        _move(view, p, button, modifiers)
    QTest.mouseRelease(vp, button, modifiers, pts[-1])
