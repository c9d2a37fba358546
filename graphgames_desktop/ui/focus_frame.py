"""The keyboard's place among the controls, visible from the back of a classroom.

A style's focus mark is a thin line in the highlight colour, lost on a projector. In the classroom look
one frame (Qt's QFocusFrame, which stands outside the widget it frames) follows the keyboard focus and
is drawn thick, black over white, round whichever control has it; the board draws its own ring round
the vertex or edge reached (canvas/keyboard.py), so the frame leaves boards alone.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QFocusFrame, QGraphicsView, QWidget

from graphgames_desktop.ui.theme import em, theme


class ClassroomFocusFrame(QFocusFrame):
    """Drawn round the focused control in the classroom look; hidden otherwise."""

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        width = max(2.0, em(0.12))
        rect = QRectF(self.rect()).adjusted(width, width, -width, -width)
        for colour, pen_width in ((QColor("white"), width * 2.2), (QColor("black"), width)):
            painter.setPen(QPen(colour, pen_width))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(rect, width * 2, width * 2)
        painter.end()


class FocusFollower(QObject):
    """Keeps the frame on the focused control while the classroom look is on."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.frame: ClassroomFocusFrame | None = None
        app.focusChanged.connect(self._on_focus)
        theme().changed.connect(self._on_theme)

    def _on_theme(self) -> None:
        self._on_focus(None, QApplication.focusWidget())

    def _on_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.frame is not None and not shiboken6.isValid(self.frame):
            self.frame = None  # it went with the window it stood in
        if new is None or not theme().classroom or isinstance(new, QGraphicsView):
            if self.frame is not None:
                self.frame.setWidget(None)
                self.frame.hide()
            return
        if self.frame is None:
            self.frame = ClassroomFocusFrame(new)
        self.frame.setWidget(new)  # it stands beside the control, in the control's parent
        self.frame.show()


_follower: FocusFollower | None = None


def follow_focus() -> None:
    """Start the classroom focus frame for the whole application (once)."""
    global _follower
    app = QApplication.instance()
    if _follower is None and isinstance(app, QApplication):
        _follower = FocusFollower(app)
