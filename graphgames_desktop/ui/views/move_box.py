"""The move box beside the board: a move typed as the move list writes it ("5-18", "7 on 3", "pass").

Its completions are the position's legal moves, each shown with the move list's words ("5-18 · removes
edge 5–18") and completed to its notation; Down lists them all. Enter hands the text to the page,
which has the game's view read it (views/notation.py) and says a refusal at the board's foot as for
a click. So a player who cannot use a mouse, or a teacher at a projector with a keyboard, plays every
game; with a screen reader too, since the page announces each move.

A letter typed first (into the empty box, or over its whole text) that begins no move's name nor a
keyword is the page's shortcut (R reveals, H hints), as anywhere else on the page: so "press R" works
after a move is played or refused. Within a word every letter is typed. In the empty box Ctrl+Z and
Ctrl+Shift+Z take a move back and play it again; with text typed they undo and redo the typing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter, QHBoxLayout, QLabel, QLineEdit, QStyle, QStyleOptionFrame, QWidget

from graphgames_desktop.ui.menu_keys import keep_letters
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled
from graphgames_desktop.ui.views.notation import fold, vertex_word_noise

#: The completion's own text (the notation), beside the words the popup shows.
NOTATION_ROLE = Qt.UserRole + 1
#: The pixels QLineEdit keeps between its contents rectangle and its text on either side (qlineedit_p.h).
LINE_EDIT_MARGIN = 2


class MoveBox(QWidget):
    #: A typed move, as typed (Enter).
    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("move_box_row")
        self.label = QLabel()
        self.edit = QLineEdit()
        self.edit.setObjectName("move_box")
        self.label.setBuddy(self.edit)
        keep_scaled(self.label, TYPE.heads_up, bold=True)
        keep_scaled(self.edit, TYPE.heads_up, bold=False)
        self.model = QStandardItemModel(self)
        self.completer = QCompleter(self.model, self)
        self.completer.setCompletionRole(NOTATION_ROLE)
        self.completer.setCaseSensitivity(Qt.CaseInsensitive)
        self.completer.setMaxVisibleItems(12)
        self.edit.setCompleter(self.completer)
        self.completer.activated[str].connect(self._chosen)
        self.edit.returnPressed.connect(self._on_return)
        self.edit.installEventFilter(self)
        self.examples: list[str] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, em(0.2), 0, em(0.2))
        layout.addWidget(self.label)
        layout.addWidget(self.edit, 1)
        self.retranslate()

    def set_moves(self, moves: list[tuple[str, str]]) -> None:
        """The legal moves as (notation, the move list's words); [] when nobody at the screen may move."""
        self.model.clear()
        for notation, words in moves:
            item = QStandardItem(f"{notation}  ·  {words}" if words else notation)
            item.setData(notation, NOTATION_ROLE)
            self.model.appendRow(item)
        self.examples = list(dict.fromkeys(notation for notation, _ in moves[:1] + moves[-1:]))  # two kinds, if there are
        self.retranslate()

    def clear(self) -> None:
        self.edit.clear()
        self.completer.popup().hide()

    def _chosen(self, notation: str) -> None:
        """A move picked in the list (Enter or a click on it): played as typed."""
        self.edit.setText(notation)
        self._submit_soon()

    def _on_return(self) -> None:
        """Enter plays what is typed; with a move of the list picked, the list plays that one (``_chosen``)."""
        popup = self.completer.popup()
        if not (popup.isVisible() and popup.currentIndex().isValid()):
            self._submit_soon()

    def _submit_soon(self) -> None:
        """Once the completer is done with this key: the move played changes the list under it."""
        QTimer.singleShot(0, self, self._submit)

    def _submit(self) -> None:
        self.completer.popup().hide()
        if self.edit.text().strip():
            self.submitted.emit(self.edit.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Down with no list open lists every legal move that starts as typed (all of them when empty); a
        letter typed first that begins no move is left to the page's shortcuts (the line edit would take it)."""
        if watched is self.edit and event.type() in (QEvent.Resize, QEvent.FontChange):
            self._fit_placeholder()
        if watched is self.edit and event.type() == QEvent.KeyPress and event.key() == Qt.Key_Down \
                and not self.completer.popup().isVisible():
            self.completer.setCompletionPrefix(self.edit.text())
            self.completer.complete()
            return True
        if watched is self.edit and event.type() == QEvent.ShortcutOverride and event.text().isalpha() \
                and not event.modifiers() & ~Qt.ShiftModifier and self.first() and not self.goes_on(event.text()):
            event.ignore()  # a shortcut of the page acts; with none for this key, the key is typed after all
            return True
        if watched is self.edit and event.type() == QEvent.ShortcutOverride and not self.edit.text() \
                and (event.matches(QKeySequence.Undo) or event.matches(QKeySequence.Redo)):
            event.ignore()  # nothing typed: Ctrl+Z takes the move back (the focus stays here after a move)
            return True
        if watched is self.edit and event.type() == QEvent.ContextMenu:  # its menu keeps its letters (menu_keys)
            menu = self.edit.createStandardContextMenu()
            menu.setAttribute(Qt.WA_DeleteOnClose)
            keep_letters(menu)
            menu.popup(event.globalPos())
            return True
        return super().eventFilter(watched, event)

    def first(self) -> bool:
        """Would a key typed now be the text's first character (an empty box, or its whole text selected)?"""
        edit = self.edit
        return not edit.text() or edit.selectedText() == edit.text()

    def goes_on(self, letter: str) -> bool:
        """Would typing ``letter`` here begin or go on with a legal move's name or a keyword ("vertex")?"""
        edit = self.edit
        start = edit.selectionStart() if edit.hasSelectedText() else edit.cursorPosition()
        end = start + len(edit.selectedText())
        typed = fold(edit.text()[:start] + letter + edit.text()[end:])
        names = [fold(str(self.model.item(i).data(NOTATION_ROLE))) for i in range(self.model.rowCount())]
        return any(name.startswith(typed) for name in names + sorted(vertex_word_noise()))

    def retranslate(self) -> None:
        self.label.setText(self.tr("&Move:"))
        self.edit.setAccessibleName(self.tr("Type a move"))
        self.edit.setAccessibleDescription(self.tr("Type a move as the move list writes it and press Enter. Down lists "
                                                   "the legal moves. Ctrl+B describes the board."))
        self._fit_placeholder()

    def _placeholders(self) -> list[str]:
        """The box's hint, longest first: both examples, one, the example alone, the bare request (no quotation marks:
        two-digit names fit too)."""
        e_g = self.tr("e.g. %1")
        both, first = self.tr(" or ").join(self.examples), self.examples[:1]
        return [*dict.fromkeys([fill(e_g, text) for text in (both, *first) if text] + first), self.tr("Type a move")]

    def _fit_placeholder(self) -> None:
        """The longest hint read whole in the box as wide as it is now (at 1280x720 in classroom type "e.g. C04 or
        pass" was cut to "e.g. C04 or pas…"), none if none fits; the tooltip says the whole hint and how to type."""
        option = QStyleOptionFrame()
        self.edit.initStyleOption(option)
        room = self.edit.style().subElementRect(QStyle.SE_LineEditContents, option, self.edit).width()
        margins = self.edit.textMargins()
        room -= margins.left() + margins.right() + 2 * LINE_EDIT_MARGIN
        texts = self._placeholders()
        metrics = self.edit.fontMetrics()
        self.edit.setPlaceholderText(next((t for t in texts if metrics.horizontalAdvance(t) <= room), ""))
        self.edit.setToolTip(f"{texts[0]}\n{self.edit.accessibleDescription()}")

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
