"""An open menu keeps its letters: the game page's single-key shortcuts (R, B, H, T, M) and the
drawing tools' (D, S) are scoped to their page, and Qt matches such a shortcut through the focus
widget, which stays on the page while a menu pops up; so a letter typed into an open menu revealed
the judgements or opened the drawer instead of choosing the menu's item (its mnemonic)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QMenu

#: Keys held with a letter that make it a shortcut of the window still (Ctrl+S saves with a menu open).
_COMMAND = Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier


class _MenuLetters(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A plain typed character is the menu's own: no shortcut acts on it, the menu reads it."""
        if event.type() == QEvent.ShortcutOverride and event.text().isprintable() and event.text().strip() \
                and not event.modifiers() & _COMMAND:
            event.accept()
            return True
        return False


_letters: _MenuLetters | None = None


def keep_letters(menu: QMenu) -> None:
    """The characters typed into ``menu`` while it is open go to it (its mnemonics), not to shortcuts."""
    global _letters
    if _letters is None:
        _letters = _MenuLetters()
    menu.installEventFilter(_letters)
