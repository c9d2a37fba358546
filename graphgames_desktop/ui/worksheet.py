"""Printable worksheets: puzzles with room to answer, then the answer key on pages of its own.

Drawn with QPdfWriter on A4 or Letter, each board rendered by the game's own view in the normal
(printing) look, whatever look the screen has. Made in memory and written by the one atomic writer
(ui/files.py), so a failure never leaves half a file. Works without a window (the command line's ``--worksheet`` uses it offscreen).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from graphgames_desktop.games.puzzles import Difficulty, Puzzle
from graphgames_desktop.ui import files, puzzle_texts
from graphgames_desktop.ui.theme import NORMAL, theme
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import CanvasGameView

PAPERS = {"a4": QPageSize.A4, "letter": QPageSize.Letter}
#: Device units per inch: the screen's, so that the boards' labels keep their size against the circles
#: (the PDF is vector graphics all the same).
DPI = 96
PUZZLES_PER_PAGE = 2
#: The most puzzles one worksheet holds.
MAX_PUZZLES = 40
KEYS_PER_PAGE = 4


class WorksheetError(OSError):
    """The worksheet could not be written (``detail`` says why, in the system's words)."""

    def __init__(self, detail: str):
        super().__init__(detail)
        self.detail = detail


@dataclass(frozen=True)
class Sheet:
    game: str
    puzzles: Sequence[Puzzle]
    difficulty: Difficulty | None
    seed: int
    paper: str = "a4"


def title(sheet: Sheet) -> str:
    name = VIEWS[sheet.game].title()
    if sheet.difficulty is None:
        return Q.translate("Worksheet", "Worksheet: %1").replace("%1", name)
    return Q.translate("Worksheet", "Worksheet: %1, %2").replace("%1", name) \
        .replace("%2", puzzle_texts.difficulty_name(sheet.difficulty))


class _Pages:
    """Pen and paper: millimetres to device units, fonts, wrapped text."""

    def __init__(self, writer: QPdfWriter, painter: QPainter):
        self.writer, self.painter = writer, painter
        self.mm = DPI / 25.4
        rect = writer.pageLayout().paintRectPixels(DPI)
        self.width, self.height = float(rect.width()), float(rect.height())

    def font(self, points: float, bold: bool = False) -> QFont:
        font = QFont("DejaVu Sans")
        font.setPointSizeF(points)
        font.setBold(bold)
        return font

    def text(self, x: float, y: float, w: float, text: str, points: float, bold: bool = False) -> float:
        """Wrapped text at (x, y); the height it took."""
        self.painter.setFont(self.font(points, bold))
        self.painter.setPen(QColor("black"))
        box = self.painter.boundingRect(QRectF(x, y, w, 10_000), Qt.TextWordWrap, text)
        self.painter.drawText(QRectF(x, y, w, box.height()), Qt.TextWordWrap, text)
        return box.height()

    def new_page(self) -> None:
        self.writer.newPage()

    def slots(self, items: list, per_page: int, top: float, kind: str, plan: list[tuple[str, list[int]]]):
        """Each item with its index, the top of its slot and the slot's height: ``per_page`` slots a page
        below ``top`` on the first page and from the top on the next ones, each new page noted in ``plan``."""
        cell = (self.height - top) / per_page
        for i, item in enumerate(items):
            slot = i % per_page
            if i and slot == 0:
                self.new_page()
                plan.append((kind, []))
                top, cell = 0.0, self.height / per_page
            plan[-1][1].append(i + 1)
            yield i, item, top + slot * cell, cell


def fit_scale(view: CanvasGameView, width: float, height: float) -> float:
    """Device units per drawing unit that fit the view's board into a ``width`` x ``height`` box."""
    source = view.scene.content_rect()
    return min(width / source.width(), height / source.height())


def _board(pages: _Pages, view: CanvasGameView, rect: QRectF, scale: float) -> None:
    """The position as the game draws it, at ``scale`` (shrunk further only if ``rect`` is too small),
    centred in ``rect`` with a thin frame. One scale for a whole sheet keeps circles and numbers the same
    size from one puzzle to the next."""
    painter = pages.painter
    painter.setPen(QPen(QColor("#888888"), pages.mm * 0.3))
    painter.setBrush(Qt.NoBrush)
    painter.drawRoundedRect(rect, pages.mm * 2, pages.mm * 2)
    inner = rect.adjusted(pages.mm * 3, pages.mm * 3, -pages.mm * 3, -pages.mm * 3)
    scene = view.scene
    source = scene.content_rect()
    scale = min(scale, fit_scale(view, inner.width(), inner.height()))
    fitted = QRectF(0, 0, source.width() * scale, source.height() * scale)
    fitted.moveCenter(inner.center())
    scene.render(painter, fitted, source, Qt.KeepAspectRatio)


def render(sheet: Sheet, writer: QPdfWriter) -> list[tuple[str, list[int]]]:
    """Draw the puzzle pages and the answer-key pages on ``writer``; the plan drawn: each page's kind
    ("puzzles" or "key") and the puzzle numbers on it."""
    painter = QPainter(writer)
    painter.setRenderHint(QPainter.Antialiasing)
    pages = _Pages(writer, painter)
    mm, w = pages.mm, pages.width
    views = [puzzle_texts.puzzle_view(p) for p in sheet.puzzles]
    plan: list[tuple[str, list[int]]] = [("puzzles", [])]
    # The boxes' usual sizes (a slot less its texts and answer lines; a key's thumbnail), for one scale each.
    puzzle_scale = min(fit_scale(v, w - 6 * mm, pages.height / PUZZLES_PER_PAGE - 60 * mm) for v in views)
    key_scale = min(fit_scale(v, w * 0.3 - 6 * mm, pages.height / KEYS_PER_PAGE - 10 * mm) for v in views)
    try:
        y = pages.text(0, 0, w, title(sheet), 18, bold=True) + 3 * mm
        y += pages.text(0, y, w, Q.translate("Worksheet", "Name: ______________________    Date: ____________"), 11) + 4 * mm
        for i, (puzzle, view), start, cell in pages.slots(list(zip(sheet.puzzles, views)), PUZZLES_PER_PAGE, y, "puzzles", plan):
            y = start
            heading = Q.translate("Worksheet", "Puzzle %1").replace("%1", str(i + 1))
            y += pages.text(0, y, w, heading, 13, bold=True) + 1 * mm
            y += pages.text(0, y, w, puzzle_texts.prompt(puzzle, view), 11) + 1 * mm
            note = view.position_note(puzzle.state())
            if note:
                y += pages.text(0, y, w, note, 10)
            y += 1 * mm
            answer_room = 22 * mm
            board = QRectF(0, y, w, start + cell - y - answer_room - 4 * mm)
            _board(pages, view, board, puzzle_scale)
            y = board.bottom() + 5 * mm
            pages.text(0, y, w, Q.translate("Worksheet", "Your answer:"), 11)
            painter.setPen(QPen(QColor("#555555"), mm * 0.25))
            for line in (1, 2):
                painter.drawLine(int(30 * mm), int(y + line * 8 * mm), int(w), int(y + line * 8 * mm))
        pages.new_page()
        plan.append(("key", []))
        y = pages.text(0, 0, w, Q.translate("Worksheet", "Answer key"), 18, bold=True) + 2 * mm
        y += pages.text(0, y, w, title(sheet), 11) + 4 * mm
        for i, (puzzle, view), start, cell in pages.slots(list(zip(sheet.puzzles, views)), KEYS_PER_PAGE, y, "key", plan):
            y = start
            view.show_judgements([j for j in puzzle.judgements if j.move in puzzle.answers])
            thumb = QRectF(0, y, w * 0.3, cell - 4 * mm)
            _board(pages, view, thumb, key_scale)
            x = thumb.right() + 5 * mm
            text_w = w - x
            y += pages.text(x, y, text_w, Q.translate("Worksheet", "Puzzle %1").replace("%1", str(i + 1)), 12, bold=True)
            y += pages.text(x, y, text_w, Q.translate("Worksheet", "Answer: %1.").replace(
                "%1", puzzle_texts.answers_text(puzzle, view)), 10) + 1 * mm
            why = puzzle_texts.why(puzzle, view, puzzle.answers[0])
            pages.text(x, y, text_w, Q.translate("Worksheet", "Why: %1.").replace("%1", why), 9)
        return plan
    finally:
        painter.end()
        for view in views:
            view.stop()
            view.widget().deleteLater()
            view.deleteLater()


def write_worksheet(path: str, sheet: Sheet) -> list[tuple[str, list[int]]]:
    """Write the worksheet PDF to ``path`` in one piece (WorksheetError if it cannot be written); the
    pages' plan (see ``render``)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(DPI)
    writer.setTitle(title(sheet))
    writer.setCreator("Graph Games")
    writer.setPageLayout(QPageLayout(QPageSize(PAPERS[sheet.paper]), QPageLayout.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Millimeter))
    look = theme().look
    theme().look = NORMAL  # paper gets the printing look, also while the screen is in classroom mode
    try:
        plan = render(sheet, writer)
    finally:
        theme().look = look
    del writer  # flushes the PDF into the buffer
    buffer.close()
    try:
        files.write_atomically(path, bytes(data.data()))
    except files.SaveError as exc:
        raise WorksheetError(exc.strerror or str(exc)) from None
    return plan
