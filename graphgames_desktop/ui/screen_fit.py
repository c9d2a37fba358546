"""Windows and dialogs that fit the screen they open on (a 1280x720 projector in classroom type).

A dialog's contents go in a scroll area (:func:`scrolling`) so it may be made smaller than all it
holds; :func:`fit_to_screen` then makes it no larger than the screen's free area and puts it wholly
on the screen. Checked by tests at 1280x720 and 1366x768, in both languages, in classroom type.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer
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
        # Once the first layout pass is done (the scroll areas know their viewports): grow to the content.
        later = QTimer(self)  # type: ignore[call-overload]
        later.setSingleShot(True)
        later.timeout.connect(self.refit)
        later.timeout.connect(later.deleteLater)
        later.start(0)

    def refit(self) -> None:
        """Grow to what the content asks for, within the screen: at opening, and after rows were shown or
        hidden (rows that appear are seen at once instead of below a scroll area's fold). A scroll area's own
        size hint is a guess, so the room its content lacks is added; never shrink under the person."""
        window: QWidget = self  # type: ignore[assignment]
        if not window.isVisible():
            return
        if window.layout() is not None:
            window.layout().activate()
        want = window.sizeHint().expandedTo(window.size())
        for scroll in window.findChildren(QScrollArea):
            content = scroll.widget()
            if content is None or not scroll.isVisible():
                continue
            need = content.sizeHint().expandedTo(content.minimumSizeHint())
            layout = content.layout()
            if layout is not None and layout.hasHeightForWidth():  # wrapped words: their height at this width
                need.setHeight(max(need.height(), layout.heightForWidth(scroll.viewport().width())))
            lack = QSize(max(0, need.width() - scroll.viewport().width()), max(0, need.height() - scroll.viewport().height()))
            want = want.expandedTo(window.size() + lack)
        fit_to_screen(window, want)


def scrolling(content: QWidget) -> QScrollArea:
    """``content`` in a frameless scroll area that scrolls only when the screen is too small for it."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
    scroll.setWidget(content)
    scroll.setSizeAdjustPolicy(QScrollArea.AdjustToContents)
    scroll.setFocusPolicy(Qt.NoFocus)  # Tab goes through the controls, which it scrolls into view
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
