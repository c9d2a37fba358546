"""An open menu keeps its letters: the game page's single-key shortcuts (R, B, H, T, M) and the
drawing tools' (D, S) are scoped to their page, and Qt matches such a shortcut through the focus
widget, which stays on the page while a menu pops up; so a letter typed into an open menu revealed
the judgements or closed the drawer instead of choosing the menu's item (its mnemonic). While a menu
kept so is open, the application's shortcuts are overridden for plain characters (the key event then
goes to the menu, as Qt sends every key to an open popup); Ctrl, Alt and Meta keys stay shortcuts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

#: Keys held with a letter that make it a shortcut of the window still (Ctrl+S saves with a menu open).
_COMMAND = Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier


class _MenuLetters(QObject):
    """Watches the application's key events only while a kept menu is open (a filter on every event of the
    application would cost each of them a call into Python)."""

    def __init__(self) -> None:
        super().__init__()
        self.open: set[QObject] = set()

    def opened(self) -> None:
        if not self.open:
            QApplication.instance().installEventFilter(self)
        self.open.add(self.sender())

    def closed(self) -> None:
        self.open.discard(self.sender())
        if not self.open:
            QApplication.instance().removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A plain typed character is the open menu's own: no shortcut acts on it, the menu reads it."""
        if event.type() == QEvent.ShortcutOverride and isinstance(QApplication.activePopupWidget(), QMenu) \
                and event.text().isprintable() and event.text().strip() and not event.modifiers() & _COMMAND:
            event.accept()
            return True
        return False


_letters: _MenuLetters | None = None


def undo_keys() -> list[QKeySequence]:
    """The keys of Undo: the drawing's and a game's (MainWindow shows one of the two at a time)."""
    return [QKeySequence(QKeySequence.Undo)]


def redo_keys() -> list[QKeySequence]:
    return [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]


def keep_letters(menu: QMenu) -> None:
    """The characters typed while ``menu`` is open go to it (its mnemonics), not to shortcuts."""
    global _letters
    if _letters is None:
        _letters = _MenuLetters()
    menu.aboutToShow.connect(_letters.opened)
    menu.aboutToHide.connect(_letters.closed)
