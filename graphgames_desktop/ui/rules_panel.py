"""Each game's rules, written for this product and translated; shown in a dialog from Help or the game."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from graphgames_desktop.ui.screen_fit import ScreenFitted
from graphgames_desktop.ui.theme import em
from graphgames_desktop.ui.views import VIEWS


class RulesDialog(ScreenFitted, QDialog):
    def __init__(self, game_id: str, parent=None):
        super().__init__(parent)
        self.game_id = game_id
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_text")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(em(24), em(20))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        view = VIEWS[self.game_id]
        for name, image in view.rules_images().items():  # pictures the rules refer to as <img src="name">
            self.browser.document().addResource(QTextDocument.ImageResource, QUrl(name), image)
        self.browser.setHtml(view.rules_html())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
