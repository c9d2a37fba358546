"""The keyboard's place among the controls, visible from the back of a classroom.

A style's focus mark is a thin line in the highlight colour, lost on a projector. In the classroom look
a frame follows the keyboard focus, drawn thick, black over white, round whichever control has it. It
stands in the control's window above everything (a child of the control's parent would be clipped by it,
and covered by the next control of a tight row), lets every click through, and follows the control when
a layout moves it; the board draws its own ring round the vertex or edge reached (canvas/keyboard.py),
so the frame leaves boards alone.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from graphgames_desktop.ui.theme import em, theme


def frame_width() -> float:
    return max(2.0, em(0.16))


class FocusFrame(QWidget):
    """A ring round a rectangle of its window, painted over it; transparent to the mouse."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.setObjectName("classroom_focus_frame")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.NoFocus)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        width = frame_width()
        rect = QRectF(self.rect()).adjusted(width * 1.2, width * 1.2, -width * 1.2, -width * 1.2)
        for colour, pen_width in ((QColor("white"), width * 2.2), (QColor("black"), width)):
            painter.setPen(QPen(colour, pen_width))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(rect, width * 2, width * 2)
        painter.end()


class FocusFollower(QObject):
    """Keeps the frame on the focused control while the classroom look is on."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.frame: FocusFrame | None = None
        self.target: QWidget | None = None
        self._watched: list[QWidget] = []
        app.focusChanged.connect(self._on_focus)
        theme().changed.connect(self._on_theme)

    def _on_theme(self) -> None:
        self._on_focus(None, QApplication.focusWidget())

    def _on_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        for w in self._watched:
            if shiboken6.isValid(w):
                w.removeEventFilter(self)
        self._watched = []
        if self.frame is not None and not shiboken6.isValid(self.frame):
            self.frame = None  # it went with its window
        framed = new is not None and theme().classroom and not isinstance(new, QGraphicsView) and not new.isWindow()
        self.target = new if framed else None
        if self.target is None:
            if self.frame is not None:
                self.frame.hide()
            return
        window = self.target.window()
        if self.frame is None or self.frame.parent() is not window:
            if self.frame is not None:
                self.frame.deleteLater()
            self.frame = FocusFrame(window)
        w: QWidget | None = self.target
        while w is not None and w is not window:  # a layout moving any of them moves the control
            w.installEventFilter(self)
            self._watched.append(w)
            w = w.parentWidget()
        self._place()

    def _place(self) -> None:
        target, frame = self.target, self.frame
        if target is None or frame is None or not shiboken6.isValid(target) or not target.isVisible():
            if frame is not None and shiboken6.isValid(frame):
                frame.hide()
            return
        margin = round(frame_width() * 2.5)
        window = frame.parentWidget()
        where = QRect(target.mapTo(window, target.rect().topLeft()), target.size())
        w = target.parentWidget()
        while w is not None and w is not window:  # only what shows: a scrolled text is cut by its viewport
            where = where.intersected(QRect(w.mapTo(window, w.rect().topLeft()), w.size()))
            w = w.parentWidget()
        if where.isEmpty():
            frame.hide()
            return
        frame.setGeometry(where.adjusted(-margin, -margin, margin, margin))
        frame.raise_()
        frame.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Move, QEvent.Resize, QEvent.Show, QEvent.Hide):
            self._place()
        return super().eventFilter(watched, event)


_follower: FocusFollower | None = None


def follow_focus() -> None:
    """Start the classroom focus frame for the whole application (once)."""
    global _follower
    app = QApplication.instance()
    if _follower is None and isinstance(app, QApplication):
        _follower = FocusFollower(app)
