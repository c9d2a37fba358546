"""Sentences said to a screen reader without moving the keyboard focus: a move, a refusal, whose turn.

Qt 6.8 added QAccessibleAnnouncementEvent, which the platform bridge passes on (AT-SPI's
"Announcement" signal on Linux, UIA's notification on Windows, NSAccessibility's on macOS); a screen
reader speaks it as it speaks a live region's change.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


def announce(source: QObject, text: str, assertive: bool = False) -> None:
    """Have screen readers say ``text`` now (``assertive``: interrupting what they are saying, for a
    refusal); ``source`` is the widget it is about."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
