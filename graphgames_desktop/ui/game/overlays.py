"""What stands over the board: the curtain between two people's turns, the end banner and a refusal.

The banner and the refusal are laid out, not moved by hand: :class:`NotesLayout` shares the board's grid
cell and places the banner at the top, the refusal at the foot, each centred and whole (its height for its
width), asking no room of its own; the page keeps bands of the canvas clear for them (``bands_changed``).
When the view keeps a strip for the banner (``GameView.banner_slot``: the card table's, at the end), the
banner stands in that strip instead, which the same layout makes as high as the banner.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtWidgets import QLabel, QLayout, QLayoutItem, QPushButton, QVBoxLayout, QWidget, QWidgetItem

from graphgames_desktop.ui.theme import TYPE, em, keep_scaled


class Curtain(QWidget):
    """Covers the board between two people's turns in a hidden-information game."""

    revealed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignCenter)
        self.label.setWordWrap(True)
        keep_scaled(self.label, TYPE.display)
        self.button = QPushButton()
        self.button.setObjectName("curtain_reveal")
        self.button.setText(self.tr("Show my cards"))  # named for the player to move by ask()
        self.button.clicked.connect(self.revealed)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignCenter)
        layout.addStretch(1)

    def ask(self, name: str) -> None:
        self.label.setText(self.tr("Pass the screen to %1.").replace("%1", name))
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", name))


class BoardNote(QLabel):
    """A sentence over the board, in large type: the end banner, or a refusal at the board's foot."""

    def __init__(self, name: str, factor: float, style: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setAlignment(Qt.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setStyleSheet(style)
        keep_scaled(self, factor)
        self.hide()


def banner_width(width: int) -> int:
    """The banner's width over a board ``width`` wide: two thirds of it, for a long result's lines."""
    return max(em(6), min(width - em(2), max(em(16), width * 2 // 3)))


def notice_width(width: int) -> int:
    return max(em(8), min(width - em(1), em(30)))


class NotesLayout(QLayout):
    """The banner at the top and the refusal at the foot of its rect. Over the board it asks for no room and
    says the bands it covers (``bands_changed(top, bottom)``, 0: none); as a view's strip (``strip``) it holds
    the banner alone, 4 px from the strip's top, and makes the strip as high as the banner and a gap."""

    bands_changed = Signal(int, int)

    def __init__(self, parent: QWidget | None = None, strip: bool = False):
        super().__init__(parent)
        self.setContentsMargins(0, 0, 0, 0)
        self.strip = strip
        self.banner: QLayoutItem | None = None
        self.notice: QLayoutItem | None = None

    def set_notes(self, banner: QWidget | None, notice: QWidget | None = None) -> None:
        """The notes it places (None: none); a note placed by another layout leaves it first."""
        for note in (banner, notice):
            if note is not None:
                self.addChildWidget(note)
        self.banner = QWidgetItem(banner) if banner is not None else None
        self.notice = QWidgetItem(notice) if notice is not None else None
        self.invalidate()

    def _items(self) -> list[QLayoutItem]:
        return [i for i in (self.banner, self.notice) if i is not None]

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name; notes come through set_notes)
        raise TypeError("NotesLayout places its notes given by set_notes")

    def count(self) -> int:
        return len(self._items())

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        items = self._items()
        return items[index] if 0 <= index < len(items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        item = self.itemAt(index)
        if item is self.banner:
            self.banner = None
        elif item is not None:
            self.notice = None
        return item

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, 0)

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, 0)

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt's name)
        return Qt.Orientation(0)

    @staticmethod
    def _shown(item: QLayoutItem | None) -> QWidget | None:
        note = item.widget() if item is not None else None
        return note if note is not None and not note.isHidden() else None

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt's name)
        super().setGeometry(rect)
        top = bottom = 0
        notice = self._shown(self.notice)
        if notice is not None:  # in a band the board keeps clear at its foot (it covered its bottom vertices)
            width = notice_width(rect.width())
            height = notice.heightForWidth(width)
            notice.setGeometry(rect.center().x() - width // 2, rect.bottom() - height - em(0.5), width, height)
            bottom = height + em(1)
        banner = self._shown(self.banner)
        if banner is not None:  # whole: the board refits below it (a canvas), or the strip is as high as it
            width = banner_width(rect.width())
            height = banner.heightForWidth(width)
            y = rect.top() + (4 if self.strip else em(0.5))
            banner.setGeometry(rect.center().x() - width // 2, y, width, height)
            top = y - rect.top() + height + em(0.5)
        if self.strip:
            strip = self.parentWidget()
            height = 0 if banner is None else banner.height() + em(0.4)
            if strip is not None and strip.height() != height:
                strip.setFixedHeight(height)
        else:
            self.bands_changed.emit(top, bottom)
