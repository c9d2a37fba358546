"""Printables for a class on paper: player sheets and the whole card deck, as PDF (A4 or Letter).

A player sheet is the paper sheet of the rule source: the score rows, the minus track, the
Eulerian track and a drawing area, one sheet a page. The deck is printed nine cards a page at
their real size (63 x 88 mm) with cut marks. Either comes in English or Portuguese, whatever the
interface's language: the texts are looked up in the language asked for while the pages are painted.
The PDF is built in memory and written atomically, so a failed write leaves no half file.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, Qt, QTranslator
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtGui import QColor, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QMessageBox, QSpinBox, QWidget

from graphgames_desktop.games.cards.cards import Decks, standard_decks
from graphgames_desktop.paths import translations_dir
from graphgames_desktop.ui import files
from graphgames_desktop.ui.screen_fit import ScreenFitted
from graphgames_desktop.ui.views.card_table import art

PAPERS = {"a4": QPageSize.A4, "letter": QPageSize.Letter}
RESOLUTION = 300
CARDS_ACROSS, CARDS_DOWN = 3, 3
CARDS_PER_PAGE = CARDS_ACROSS * CARDS_DOWN



class _SourceTexts(QTranslator):
    """Answers every lookup with the English source, ahead of the interface's catalogue."""

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: ARG002 (Qt's signature)
        return source_text

    def isEmpty(self) -> bool:
        return False


@contextmanager
def language(lang: str) -> Iterator[None]:
    """Texts through ``tr`` in ``lang`` ("en" or "pt_BR") for the duration, whatever the interface shows."""
    translator: QTranslator = _SourceTexts()
    if lang == "pt_BR":
        translator = QTranslator()
        translator.load("graphgames_pt_BR", str(translations_dir()))
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    try:
        yield
    finally:
        app.removeTranslator(translator)


def _mm(writer: QPdfWriter, mm: float) -> float:
    return mm * writer.resolution() / 25.4


def _pdf(paper: str, pages, painter_fn) -> bytes:
    """A PDF of ``pages`` pages on ``paper``, each painted by ``painter_fn(painter, writer, page)``."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setCreator("Graph Games")
    p = QPainter(writer)
    try:
        for page in range(pages):
            if page:
                writer.newPage()
            painter_fn(p, writer, page)
    finally:
        p.end()
        buffer.close()
    return bytes(data.data())


def sheets_pdf(count: int = 1, paper: str = "a4", lang: str = "en") -> bytes:
    """``count`` blank player sheets, one a page."""
    with language(lang):
        return _pdf(paper, max(1, count), lambda p, w, _: paint_player_sheet(p, w))


def cards_pdf(paper: str = "a4", lang: str = "en", decks: Decks | None = None) -> bytes:
    """Every card of the decks at real size, nine a page, with cut marks."""
    decks = decks or standard_decks()
    cards: list[art.Card] = [*decks.objectives, *decks.powers, *decks.resources, *decks.bonus]
    pages = -(-len(cards) // CARDS_PER_PAGE)
    with language(lang):
        return _pdf(paper, pages, lambda p, w, page: _paint_card_page(p, w, cards[page * CARDS_PER_PAGE:][:CARDS_PER_PAGE], lang))


def write_sheets(path: str, count: int = 1, paper: str = "a4", lang: str = "en") -> None:
    files.write_atomically(path, sheets_pdf(count, paper, lang))


def write_cards(path: str, paper: str = "a4", lang: str = "en") -> None:
    files.write_atomically(path, cards_pdf(paper, lang))


def _paint_card_page(p: QPainter, writer: QPdfWriter, cards: list[art.Card], lang: str) -> None:
    page = QRectF(0, 0, writer.width(), writer.height())
    w, h = _mm(writer, art.CARD_MM.width()), _mm(writer, art.CARD_MM.height())
    left = (page.width() - CARDS_ACROSS * w) / 2
    top = (page.height() - CARDS_DOWN * h) / 2
    for i, card in enumerate(cards):
        row, col = divmod(i, CARDS_ACROSS)
        art.paint_card(p, QRectF(left + col * w, top + row * h, w, h), card, lang=lang)
    # cut marks in the margins, on every line between and around the cards
    p.save()
    p.setPen(QPen(QColor("#777777"), _mm(writer, 0.2)))
    mark = _mm(writer, 5)
    for col in range(CARDS_ACROSS + 1):
        x = left + col * w
        p.drawLine(QPointF(x, top - mark - _mm(writer, 1)), QPointF(x, top - _mm(writer, 1)))
        bottom = top + CARDS_DOWN * h
        p.drawLine(QPointF(x, bottom + _mm(writer, 1)), QPointF(x, bottom + mark + _mm(writer, 1)))
    for row in range(CARDS_DOWN + 1):
        y = top + row * h
        p.drawLine(QPointF(left - mark - _mm(writer, 1), y), QPointF(left - _mm(writer, 1), y))
        right = left + CARDS_ACROSS * w
        p.drawLine(QPointF(right + _mm(writer, 1), y), QPointF(right + mark + _mm(writer, 1), y))
    p.restore()


def paint_player_sheet(p: QPainter, writer: QPdfWriter) -> None:
    """One paper sheet: title and name, score rows, minus and Eulerian tracks, the drawing area, a reminder."""
    mm = lambda v: _mm(writer, v)  # noqa: E731
    page = QRectF(0, 0, writer.width(), writer.height())
    area = page.adjusted(mm(12), mm(12), -mm(12), -mm(12))
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    art.fit_text(p, QRectF(area.left(), area.top(), area.width() * 0.6, mm(10)), Q.translate("Printables", "Introduction to Graph Theory"), mm(7),
              flags=int(Qt.AlignLeft | Qt.AlignVCenter), bold=True)
    art.fit_text(p, QRectF(area.left() + area.width() * 0.6, area.top(), area.width() * 0.4, mm(10)), Q.translate("Printables", "Player sheet"), mm(5),
              flags=int(Qt.AlignRight | Qt.AlignVCenter), colour=art.MUTED)
    line_y = area.top() + mm(19)
    name_label = QRectF(area.left(), line_y - mm(6), mm(30), mm(6))
    art.fit_text(p, name_label, Q.translate("Printables", "Name:"), mm(4.5), flags=int(Qt.AlignLeft | Qt.AlignBottom), bold=True)
    sheet_label = QRectF(area.right() - mm(48), line_y - mm(6), mm(28), mm(6))
    art.fit_text(p, sheet_label, Q.translate("Printables", "Sheet no.:"), mm(4.5), flags=int(Qt.AlignRight | Qt.AlignBottom), bold=True)
    p.setPen(QPen(art.INK, mm(0.3)))
    p.drawLine(QPointF(area.left() + mm(22), line_y), QPointF(sheet_label.left() - mm(6), line_y))
    p.drawLine(QPointF(area.right() - mm(18), line_y), QPointF(area.right(), line_y))
    y = line_y + mm(5)
    art.paint_score_table(p, QRectF(area.left(), y, area.width(), mm(26)), [("", None)])
    y += mm(30)
    art.paint_minus_track(p, QRectF(area.left(), y, mm(150), mm(22)), 0)
    y += mm(25)
    art.paint_eulerian_track(p, QRectF(area.left(), y, area.width(), mm(19)), 0, 0, show_count=False)
    y += mm(22)
    reminder_h = mm(16)
    drawing = QRectF(area.left(), y, area.width(), area.bottom() - y - reminder_h - mm(3))
    p.setPen(QPen(art.INK, mm(0.4)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(drawing, mm(3), mm(3))
    p.setPen(QPen(QColor("#b5b5c0"), mm(0.7), Qt.SolidLine, Qt.RoundCap))
    step = mm(10)
    gx = drawing.left() + step
    while gx < drawing.right() - mm(2):
        gy = drawing.top() + step
        while gy < drawing.bottom() - mm(2):
            p.drawPoint(QPointF(gx, gy))
            gy += step
        gx += step
    art.fit_text(p, QRectF(drawing.left() + mm(3), drawing.top() + mm(1.5), drawing.width() - mm(6), mm(6)),
              Q.translate("Printables", "Your graph: a vertex never on an edge or a crossing; at most one edge between two vertices"), mm(3.4),
              flags=int(Qt.AlignLeft | Qt.AlignVCenter), colour=art.MUTED)
    reminder = QRectF(area.left(), area.bottom() - reminder_h, area.width(), reminder_h)
    art.fit_text(p, reminder, Q.translate("Printables", "A round: 1. Pick one of the two resource cards. 2. Draw all of it and circle your Eulerians; "
                               "cross a box for each edge you cannot draw. 3. Claim at most one objective (a failed proof "
                               "crosses a box). 4. Refresh the objectives if you wish (two boxes). All eight boxes crossed "
                               "and one more to cross: start a new sheet with two boxes crossed."),
              mm(3.4), flags=int(Qt.AlignLeft | Qt.AlignTop), wrap=True, colour=art.INK)
    p.restore()


class PrintDialog(ScreenFitted, QDialog):
    """Paper, language and (for sheets) how many; then where to save the PDF."""

    def __init__(self, what: str, copies: int = 1, parent: QWidget | None = None):
        super().__init__(parent)
        self.what = what
        self.setWindowTitle(Q.translate("Printables", "Print player sheets") if what == "sheets" else Q.translate("Printables", "Print the card deck"))
        self.paper = QComboBox()
        self.paper.addItem(Q.translate("Printables", "A4"), "a4")
        self.paper.addItem(Q.translate("Printables", "Letter"), "letter")
        self.lang = QComboBox()
        self.lang.addItem("English", "en")
        self.lang.addItem("Português (Brasil)", "pt_BR")
        self.lang.setCurrentIndex(1 if art.card_language() == "pt_BR" else 0)
        self.copies = QSpinBox()
        self.copies.setRange(1, 200)
        self.copies.setValue(max(1, copies))
        form = QFormLayout(self)
        form.addRow(Q.translate("Printables", "Paper:"), self.paper)
        form.addRow(Q.translate("Printables", "Language:"), self.lang)
        if what == "sheets":
            form.addRow(Q.translate("Printables", "Sheets:"), self.copies)
        buttons = QDialogButtonBox(QDialogButtonBox.Save | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def write(self, path: str) -> bool:
        paper, lang = self.paper.currentData(), self.lang.currentData()
        try:
            if self.what == "sheets":
                write_sheets(path, self.copies.value(), paper, lang)
            else:
                write_cards(path, paper, lang)
        except OSError as exc:
            QMessageBox.warning(self, Q.translate("Printables", "Cannot save the PDF"), str(exc))
            return False
        return True

    def _save(self) -> None:
        name = "player-sheets.pdf" if self.what == "sheets" else "cards.pdf"
        path, _ = QFileDialog.getSaveFileName(self, Q.translate("Printables", "Save PDF"), name, Q.translate("Printables", "PDF documents (*.pdf)"))
        if path and self.write(path):
            self.accept()
