"""Sentences said to a screen reader without moving the keyboard focus: a move, a refusal, whose turn.

Two ways, one per platform, so that no reader says a sentence twice:

- On Linux (AT-SPI) the sentence is the name of a small notification, shown: Orca speaks a
  notification that shows up ("notificação" and its words) in every version, 43 in Debian 12 and 42 in
  Ubuntu 22.04 too, which know nothing of announcements (Orca reads them from version 45 on). Orca 45
  and later would speak Qt's announcement as well as the notification, so it is not sent there.
  benchmarks/orca_speech.py runs Orca itself and reads what it would speak.
- Elsewhere, Qt 6.8's QAccessibleAnnouncementEvent, which the platform bridge passes on (UIA's
  notification on Windows for NVDA and JAWS, NSAccessibility's announcement on macOS for VoiceOver).
"""

from __future__ import annotations

import itertools
import sys

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

#: Screen readers read AT-SPI here: the notification is what all of them speak.
AT_SPI = sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))


#: The notes a window keeps after they were said. Each sentence has a note of its own, so a reader that
#: reads its events late (a busy machine) still finds each sentence's words: with one note reused, the
#: computer's reply 0.7 s later had taken the note before Orca read it, and the move went unsaid.
KEPT_NOTES = 8


class SpokenNote(QWidget):
    """A one-pixel widget of the window, nothing to see, whose accessible name is the sentence said: a
    new one for each sentence (the reader speaks a notification as it shows)."""

    _said = itertools.count()

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.serial = next(self._said)  # the order sentences were said in (a widget's raise_ reorders children)
        self.setObjectName("spoken_note")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.NoFocus)
        self.setGeometry(0, 0, 1, 1)
        self.hide()

    def say(self, text: str) -> None:
        self.setAccessibleName(text)
        self.raise_()
        self.show()


class _NoteAccessible(QAccessibleWidget):
    def __init__(self, note: SpokenNote):
        super().__init__(note, QAccessible.Role.Notification)


def _notes(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    """Qt's accessibility factory: a SpokenNote is a notification (Qt has no other way to give a widget
    that role)."""
    return _NoteAccessible(obj) if isinstance(obj, SpokenNote) else None


QAccessible.installFactory(_notes)


def said_notes(window: QWidget) -> list[SpokenNote]:
    """The window's notes, in the order they were said (a widget's raise_ reorders children)."""
    return sorted(window.findChildren(SpokenNote, "spoken_note", Qt.FindDirectChildrenOnly), key=lambda n: n.serial)


def forget_said(window: QWidget, keep: int = 0) -> None:
    """Drop the window's notes but the last ``keep``: a new game's page holds nothing of the last one."""
    notes = said_notes(window)
    for old in notes[:max(0, len(notes) - keep)]:
        old.setParent(None)  # out of the window's tree now; gone once nothing holds it
        old.deleteLater()


def announce(source: QObject, text: str, assertive: bool = False) -> None:
    """Have screen readers say ``text`` now (``assertive``: interrupting what they are saying, for a
    refusal, where the platform tells the two apart); ``source`` is the widget it is about."""
    if not text:
        return
    if AT_SPI:
        window = source.window() if isinstance(source, QWidget) else None
        if window is None:
            return
        forget_said(window, keep=KEPT_NOTES - 1)
        SpokenNote(window).say(text)  # a sentence said again (the same refusal twice) shows again, so is said again
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
