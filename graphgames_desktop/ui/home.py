"""The home screen: one card per registered game, and "Draw a graph"."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from graphgames_desktop.games import game
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled, theme
from graphgames_desktop.ui.views import VIEWS, playable


def thumbnail(drawing: Drawing, size: QSize) -> QPixmap:
    """A picture of a drawing, for cards and board choosers."""
    scene = DrawingScene(drawing)
    scene.set_show_crossings(False)
    pix = QPixmap(size)
    pix.fill(theme().look.paper)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.Antialiasing)
    source = scene.content_rect()
    box = QRectF(6, 6, size.width() - 12, size.height() - 12)
    scale = min(box.width() / source.width(), box.height() / source.height())
    target = QRectF(0, 0, source.width() * scale, source.height() * scale)
    target.moveCenter(box.center())  # a flat board (a path) in the middle, not along the top
    scene.render(painter, target, source, Qt.KeepAspectRatio)
    painter.end()
    scene.detach()
    return pix


class Card(QFrame):
    clicked = Signal()

    def __init__(self, picture: QPixmap, parent=None):
        super().__init__(parent)
        self.setFrameShape(QFrame.StyledPanel)
        self.setObjectName("card")
        self.picture = QLabel()
        self.picture.setPixmap(picture)
        self.picture.setScaledContents(True)  # sized in lines of type: it grows with classroom type
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        self.title.setWordWrap(True)
        keep_scaled(self.title, TYPE.title)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignLeft | Qt.AlignTop)  # every card's text starts under its title
        self.button = QPushButton()
        self.button.clicked.connect(self.clicked)
        # The picture beside the title and the Play button, the summary under them: the buttons of every
        # card stay on a 1280x720 screen in classroom type, however long a summary is.
        layout = QGridLayout(self)
        layout.addWidget(self.picture, 0, 0, 2, 1, Qt.AlignTop)
        layout.addWidget(self.title, 0, 1)
        layout.addWidget(self.button, 1, 1, Qt.AlignLeft | Qt.AlignTop)
        layout.addWidget(self.summary, 2, 0, 1, 2)
        layout.setColumnStretch(1, 1)
        layout.setRowStretch(2, 1)
        theme().changed.connect(self._on_theme)
        self._on_theme()

    def _on_theme(self) -> None:
        self.picture.setFixedSize(em(4.8), em(3))
        self.setMinimumWidth(em(11))
        self.setMaximumWidth(em(21))


class HomePage(QWidget):
    play_requested = Signal(str)
    draw_requested = Signal()
    resume_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setObjectName("homeHeading")
        keep_scaled(self.heading, TYPE.display)
        self.subheading = QLabel()
        self.subheading.setWordWrap(True)
        self.resume_button = QPushButton()  # while a game is open: the way back to it
        self.resume_button.setObjectName("resume_game")
        self.resume_button.clicked.connect(self.resume_requested)
        self.resume_button.setVisible(False)
        self._resume_title: str | None = None
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setSpacing(em(0.6))
        self.cards: dict[str, Card] = {}
        self._own_pictures: set[str] = set()
        size = QSize(240, 150)
        for i, game_id in enumerate(playable()):
            card = Card(self._picture(game_id, size))
            card.clicked.connect(lambda gid=game_id: self.play_requested.emit(gid))
            card.button.setObjectName(f"play_{game_id}")
            self.cards[game_id] = card
            grid.addWidget(card, i // 3, i % 3)
        self.draw_card = Card(thumbnail(boards.board("moser-spindle"), size))
        self.draw_card.button.setObjectName("draw_graph")
        self.draw_card.clicked.connect(self.draw_requested)
        n = len(self.cards)
        grid.addWidget(self.draw_card, n // 3, n % 3)
        grid.setRowStretch(n // 3 + 1, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setFocusPolicy(Qt.NoFocus)  # Tab goes through the cards' buttons, which it scrolls into view
        scroll.setWidget(grid_host)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(em(1), em(0.6), em(1), em(0.6))
        layout.addWidget(self.heading)
        layout.addWidget(self.subheading)
        layout.addWidget(self.resume_button, 0, Qt.AlignLeft)
        layout.addWidget(scroll, 1)
        self.retranslate()

    def _picture(self, game_id: str, size: QSize) -> QPixmap:
        """The game's own picture (noted: drawn again in a new language), or its default board's."""
        own = VIEWS[game_id].home_picture(size)
        if own is not None:
            self._own_pictures.add(game_id)
            return own
        default_board = game(game_id).default_board
        return thumbnail(boards.board(default_board) if default_board else Drawing(), size)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Graph Games"))
        self.subheading.setText(self.tr("Draw a graph freehand, or choose a game and a board from the library."))
        for game_id, card in self.cards.items():
            if game_id in self._own_pictures:  # its words are in the language shown
                card.picture.setPixmap(self._picture(game_id, card.picture.pixmap().size()))
            card.title.setText(VIEWS[game_id].title())
            card.summary.setText(VIEWS[game_id].summary())
            card.button.setText(self.tr("Play"))
            card.button.setAccessibleName(fill(self.tr("Play %1"), VIEWS[game_id].title()))  # five "Play"s, told apart
            card.button.setAccessibleDescription(VIEWS[game_id].summary())
        self.draw_card.title.setText(self.tr("Draw a graph"))
        self.draw_card.summary.setText(self.tr(
            "Click to place vertices, drag from vertex to vertex to draw edges. Save, export and play on it."))
        self.draw_card.button.setText(self.tr("Draw"))
        self.draw_card.button.setAccessibleName(self.tr("Draw a graph"))
        self.draw_card.button.setAccessibleDescription(self.draw_card.summary.text())
        self.show_resume(self._resume_title)

    def show_resume(self, title: str | None) -> None:
        """Offer "Back to the game" while a game is open (``title`` names it), else hide it."""
        self._resume_title = title
        self.resume_button.setVisible(title is not None)
        if title is not None:
            self.resume_button.setText(fill(self.tr("Back to the game: %1"), title))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
