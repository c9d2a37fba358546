"""Windows and dialogs that fit the screen they open on (a 1280x720 projector in classroom type).

A dialog's contents go in a scroll area (:func:`scrolling`) so it may be made smaller than all it
holds; :func:`fit_to_screen` then makes it no larger than the screen's free area and puts it wholly
on the screen. Checked by tests at 1280x720 and 1366x768, in both languages, in classroom type.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QFrame, QHBoxLayout, QLabel, QScrollArea, QSizePolicy, QWidget

from graphgames_desktop.ui.theme import em


def screen_area(widget: QWidget) -> QRect:
    """The free area of the screen ``widget`` is on (or will open on): without panels and docks."""
    parent = widget.parentWidget()
    screen = widget.screen() or (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def frame_margins(widget: QWidget) -> QSize:
    """What a window manager adds around the window (a title bar), as far as Qt knows it yet."""
    frame = widget.frameGeometry().size() - widget.geometry().size()
    return QSize(max(0, frame.width()), max(0, frame.height()))


def fit_to_screen(window: QWidget, preferred: QSize | None = None) -> None:
    """Size ``window`` to ``preferred`` (else its size hint) but never beyond the screen's free area,
    and move it wholly onto the screen."""
    area = screen_area(window)
    room = area.size() - frame_margins(window)
    want = preferred if preferred is not None else window.sizeHint()
    window.resize(min(want.width(), room.width()), min(want.height(), room.height()))
    geometry = window.frameGeometry()
    x = min(max(geometry.x(), area.left()), area.right() - geometry.width() + 1)
    y = min(max(geometry.y(), area.top()), area.bottom() - geometry.height() + 1)
    window.move(x, y)


class ScreenFitted:
    """For a window or dialog class (listed before its Qt base): it opens no larger than the free area
    of its screen, and wholly on it, at the size it asked for when that fits."""

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)  # type: ignore[misc]
        fit_to_screen(self, self.size())  # type: ignore[arg-type]

    def refit(self) -> None:
        """After rows were shown or hidden: grow to what the content now asks for, within the screen (rows
        that appear are seen at once instead of below a scroll area's fold); never shrink under the person."""
        window: QWidget = self  # type: ignore[assignment]
        if window.isVisible():
            fit_to_screen(window, window.sizeHint().expandedTo(window.size()))


def scrolling(content: QWidget) -> QScrollArea:
    """``content`` in a frameless scroll area that scrolls only when the screen is too small for it."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
    scroll.setWidget(content)
    scroll.setSizeAdjustPolicy(QScrollArea.AdjustToContents)
    return scroll


def wrapped_label(text: str = "") -> QLabel:
    """A label that wraps rather than widen its window (a long option name in classroom type)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
    label.setMinimumWidth(em(6))
    return label


class WrappedCheck(QWidget):
    """A check box whose words wrap (QCheckBox's never do); a click on the words toggles it too."""

    def __init__(self, check: QCheckBox, text: str = ""):
        super().__init__()
        self.check = check
        self.label = wrapped_label(text)
        self.label.setBuddy(check)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(check, 0, Qt.AlignTop)
        row.addWidget(self.label, 1)
        self.label.mousePressEvent = lambda event: check.toggle() if check.isEnabled() else None  # type: ignore[method-assign]

    def set_text(self, text: str) -> None:
        self.label.setText(text)
