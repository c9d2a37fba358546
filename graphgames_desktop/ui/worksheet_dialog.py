"""Choose a worksheet (game, difficulty, count, paper, seed) and export it as a PDF."""

from __future__ import annotations

import os

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games.puzzles import Difficulty, generate
from graphgames_desktop.ui import files, puzzle_texts
from graphgames_desktop.ui.screen_fit import ScreenFitted
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.worksheet import MAX_PUZZLES, PAPERS, Sheet, WorksheetError, write_worksheet


def make_sheet(game: str, count: int, difficulty: Difficulty | None, seed: int, paper: str) -> Sheet:
    """The puzzles of a worksheet, found now (the same for the same choices)."""
    return Sheet(game, generate(game, count, difficulty, seed), difficulty, seed, paper)


class WorksheetDialog(ScreenFitted, QDialog):
    """``folder``: where the Save dialog opens, the one Save As opens in (files.save_folder)."""

    def __init__(self, parent: QWidget | None = None, game: str | None = None, folder: str | None = None):
        super().__init__(parent)
        self.setObjectName("worksheet_dialog")
        self.folder = folder or files.save_folder([])
        self.game_box = QComboBox()
        self.game_box.setObjectName("worksheet_game")
        for gid in puzzle_texts.puzzle_games():
            self.game_box.addItem("", gid)
        if game is not None and self.game_box.findData(game) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(game))
        self.level_box = QComboBox()
        self.level_box.setObjectName("worksheet_difficulty")
        self.level_box.addItem("", 0)
        for level in Difficulty:
            self.level_box.addItem("", int(level))
        self.count_box = QSpinBox()
        self.count_box.setObjectName("worksheet_count")
        self.count_box.setRange(1, MAX_PUZZLES)
        self.count_box.setValue(6)
        self.seed_box = QSpinBox()
        self.seed_box.setObjectName("worksheet_seed")
        self.seed_box.setRange(0, 999_999)
        self.paper_box = QComboBox()
        self.paper_box.setObjectName("worksheet_paper")
        for name in PAPERS:
            self.paper_box.addItem("", name)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(5)]
        for label, field in zip(self.labels, (self.game_box, self.level_box, self.count_box, self.paper_box, self.seed_box)):
            self.form.addRow(label, field)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Save | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.export)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.retranslate()

    def sheet(self) -> Sheet:
        level = self.level_box.currentData()
        return make_sheet(self.game_box.currentData(), self.count_box.value(), Difficulty(level) if level else None,
                          self.seed_box.value(), self.paper_box.currentData())

    def export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Worksheet"), os.path.join(self.folder, "worksheet.pdf"),
                                              self.tr("PDF Document (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        if self.export_to(path):
            self.accept()

    def export_to(self, path: str) -> bool:
        QGuiApplication.setOverrideCursor(Qt.WaitCursor)
        try:
            sheet = self.sheet()
            write_worksheet(path, sheet)
        except WorksheetError as exc:
            QGuiApplication.restoreOverrideCursor()
            QMessageBox.warning(self, self.tr("Export Worksheet"),
                                fill(self.tr("The worksheet could not be written: %1"), exc.detail))
            return False
        QGuiApplication.restoreOverrideCursor()
        if len(sheet.puzzles) < self.count_box.value():
            QMessageBox.information(self, self.tr("Export Worksheet"),
                                    fill(self.tr("Only %1 different puzzles turned up for these choices; the worksheet has them all."),
                                         len(sheet.puzzles)))
        return True

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Worksheet"))
        for label, text in zip(self.labels, (self.tr("Game:"), self.tr("Difficulty:"), self.tr("Puzzles:"),
                                             self.tr("Paper:"), self.tr("Seed:"))):
            label.setText(text)
        for i in range(self.game_box.count()):
            self.game_box.setItemText(i, VIEWS[self.game_box.itemData(i)].title())
        for i in range(self.level_box.count()):
            level = self.level_box.itemData(i)
            self.level_box.setItemText(i, puzzle_texts.difficulty_name(Difficulty(level)) if level else self.tr("mixed"))
        papers = {"a4": self.tr("A4"), "letter": self.tr("Letter")}
        for i in range(self.paper_box.count()):
            self.paper_box.setItemText(i, papers[self.paper_box.itemData(i)])
        self.seed_box.setToolTip(self.tr("The same seed gives the same puzzles"))
        self.note.setText(self.tr("The worksheet is written in the language the program shows now, with the answer key on separate pages."))
        self.buttons.button(QDialogButtonBox.Save).setText(self.tr("Export PDF…"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
