"""Printable worksheets: a reminder of the rule, puzzles with room to answer, then the answer key on
pages of its own.

Drawn with QPdfWriter on A4 or Letter, each board rendered by the game's own view in the printing
look, whatever look the screen has. Every picture fills its frame: its vertices are spread until the
picture, drawn at :data:`PRINT_SCALE` (circles, numbers and edges the same size on every puzzle and
on the key: numbers of 9.5 pt and more, edges of 1.7 pt), is as large as the frame allows, and it
meets the picture rule (graph/picture_layout) at that size. A puzzle's key shows the same picture at
the same scale, its answers marked, in a frame just as high as the picture and its marks. Made in
memory and written by the one atomic writer (ui/files.py), so a failure never leaves half a file.
Works without a window (the command line's ``--worksheet`` uses it offscreen).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen, QPicture
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from graphgames_desktop.games.puzzles import Difficulty, Puzzle
from graphgames_desktop.graph.picture_layout import layout_problems
from graphgames_desktop.ui import files, puzzle_texts
from graphgames_desktop.ui.canvas.items import CrossingMarks, EdgeItem
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import NORMAL, theme
from graphgames_desktop.ui.verdicts import JudgementLayer
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import CanvasGameView

PAPERS = {"a4": QPageSize.A4, "letter": QPageSize.Letter}
#: Device units per inch: the screen's, so that the boards' labels keep their size against the circles
#: (the PDF is vector graphics all the same).
DPI = 96
PUZZLES_PER_PAGE = 2
#: The most puzzles one worksheet holds.
MAX_PUZZLES = 40
#: The look on paper: white paper, edges a little thinner than on screen.
PRINT_LOOK = replace(NORMAL, paper=QColor("white"), edge_width=1.6)
#: Device units per drawing unit of every picture: the vertices' numbers (11 units) print at 12 pt,
#: the magic game's smallest texts (its vertex names, 6.6 pt of the drawing) at 9.6 pt, edges at 1.7 pt.
PRINT_SCALE = 1.45
#: A frame lower than this (millimetres) leaves its page one puzzle instead of two (so does a picture
#: that would not fit its frame at full size).
LEAST_FRAME_MM = 65.0
#: Paper between a frame and its picture (millimetres).
FRAME_PAD_MM = 3.0
#: Pictures spread and measured before the one that fills its frame best is taken.
SPREAD_TRIES = 5
#: Room under a puzzle for the answer (millimetres).
ANSWER_ROOM_MM = 22.0


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
        return fill(Q.translate("Worksheet", "Worksheet: %1"), name)
    return fill(Q.translate("Worksheet", "Worksheet: %1, %2"), name, puzzle_texts.difficulty_name(sheet.difficulty))


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

    def measure(self, w: float, text: str, points: float, bold: bool = False) -> float:
        """The height wrapped text takes in a column ``w`` wide."""
        self.painter.setFont(self.font(points, bold))
        return self.painter.boundingRect(QRectF(0, 0, w, 10_000), Qt.TextWordWrap, text).height()

    def text(self, x: float, y: float, w: float, text: str, points: float, bold: bool = False) -> float:
        """Wrapped text at (x, y); the height it took."""
        height = self.measure(w, text, points, bold)
        self.painter.setPen(QColor("black"))
        self.painter.drawText(QRectF(x, y, w, height), Qt.TextWordWrap, text)
        return height

    def new_page(self) -> None:
        self.writer.newPage()


# -- pictures ---------------------------------------------------------------------------------------

def picture_rect(view: CanvasGameView) -> QRectF:
    """Everything the view draws of the position, in drawing units: the circles and their labels, the
    edges' strokes, the game's annotations and whatever else it adds (Domination's rings and counts),
    with a little paper around them; not the teaching layer's marks (see ``marks_rect``)."""
    scene = view.scene
    rect = QRectF()
    width = theme().look.edge_width
    for item in scene.items():
        if not item.isVisible() or item.parentItem() is not None or isinstance(item, (JudgementLayer, CrossingMarks)):
            continue
        if isinstance(item, EdgeItem):  # its own rectangle is as wide as a click's reach
            rect = rect.united(item.mapToScene(item.path()).boundingRect().adjusted(-width, -width, width, width))
        else:
            rect = rect.united(item.sceneBoundingRect())
    rect = rect.united(scene.annotations)
    pad = scene.vertex_radius * 0.5
    return rect.adjusted(-pad, -pad, pad, pad)


def marks_rect(view: CanvasGameView) -> QRectF:
    """What the teaching layer's marks cover on the key (rings, bands, badges and the labels beside
    them), in drawing units: each mark layer painted once into a recording."""
    rect = QRectF()
    for item in view.scene.items():
        if isinstance(item, JudgementLayer):
            picture = QPicture()
            painter = QPainter(picture)
            item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.end()
            rect = rect.united(QRectF(picture.boundingRect()))
    return rect


def _vertex_extent(view: CanvasGameView) -> QSizeF:
    """How far the drawn vertices and edges spread (what spreading the picture scales)."""
    x0, y0, x1, y1 = view.scene.drawing.bounds()
    return QSizeF(x1 - x0, y1 - y0)


def _spread(extent: float, room: float, fixed: float) -> float | None:
    """The factor that makes ``extent`` plus ``fixed`` fill ``room``; None where nothing spreads."""
    return (room - fixed) / extent if extent > 1e-6 else None


def sized_view(puzzle: Puzzle, frame: QSizeF) -> CanvasGameView:
    """The puzzle's view with its picture spread so that, drawn at PRINT_SCALE, it fills a frame of
    ``frame`` device units (its circles, numbers and edges keep their size). What stands beside the
    vertices moves with them and the picture rule may hold them apart, so a few tries: of those that
    meet the picture rule (at some spreads the nudging did not get there: in a key a vertex sat on a
    fanned parallel edge), the largest picture that fits, else the smallest one tried."""
    room = QSizeF(frame.width() / PRINT_SCALE, frame.height() / PRINT_SCALE)
    factor = 1.0
    tried: list[tuple[bool, float, CanvasGameView]] = []  # (meets the rule, how much of the room it fills, the view)
    for _ in range(SPREAD_TRIES):
        view = puzzle_texts.puzzle_view(puzzle, board=puzzle_texts.picture_board(puzzle, factor))
        drawn, extent = picture_rect(view).size(), _vertex_extent(view)
        fill = max(drawn.width() / room.width(), drawn.height() / room.height())
        meets = not layout_problems(view.scene.drawing, view.scene.vertex_radius)
        tried.append((meets, fill, view))
        if meets and 0.97 <= fill <= 1.0:
            break
        spreads = [s for s in (_spread(extent.width(), room.width() * 0.99, drawn.width() - extent.width()),
                               _spread(extent.height(), room.height() * 0.99, drawn.height() - extent.height()))
                   if s is not None]
        if not spreads:
            break
        factor *= max(0.2, min(spreads))
    pool = [t for t in tried if t[0]] or tried
    fitting = [t for t in pool if t[1] <= 1.0]
    chosen = max(fitting, key=lambda t: t[1]) if fitting else min(pool, key=lambda t: t[1])
    for t in tried:
        if t is not chosen:
            puzzle_texts.drop_view(t[2])
    return chosen[2]


def draw_picture(pages: _Pages, view: CanvasGameView, frame: QRectF, source: QRectF | None = None) -> QRectF:
    """The position as the game draws it (``source``, by default ``picture_rect``), in a thin frame:
    centred, at PRINT_SCALE (smaller only if it does not fit). Where it was drawn, in device units."""
    painter = pages.painter
    painter.setPen(QPen(QColor("#888888"), pages.mm * 0.3))
    painter.setBrush(Qt.NoBrush)
    painter.drawRoundedRect(frame, pages.mm * 2, pages.mm * 2)
    pad = pages.mm * FRAME_PAD_MM
    inner = frame.adjusted(pad, pad, -pad, -pad)
    source = source if source is not None else picture_rect(view)
    scale = min(PRINT_SCALE, inner.width() / source.width(), inner.height() / source.height())
    target = QRectF(0, 0, source.width() * scale, source.height() * scale)
    target.moveCenter(inner.center())
    view.scene.render(painter, target, source, Qt.KeepAspectRatio)
    return target


# -- pages --------------------------------------------------------------------------------------------

@dataclass
class _Entry:
    """One puzzle on the sheet: its texts, its picture's frame and its view."""

    puzzle: Puzzle
    prompt: str
    note: str
    texts: float = 0.0  # the height of heading, prompt and note
    frame: QSizeF = field(default_factory=QSizeF)
    view: CanvasGameView | None = None
    drawn: QSizeF = field(default_factory=QSizeF)  # the picture as drawn on the puzzle page


def _legend(pages: _Pages, y: float, game: str) -> float:
    """The rule and the notation in a box; the height it took."""
    mm, w = pages.mm, pages.width
    lines = puzzle_texts.legend(game)
    inner = w - 6 * mm
    height = sum(pages.measure(inner, line, 10) for line in lines) + (len(lines) - 1) * 1.5 * mm + 5 * mm
    painter = pages.painter
    painter.setPen(QPen(QColor("#888888"), mm * 0.3))
    painter.setBrush(QColor("#f2f2f2"))
    painter.drawRoundedRect(QRectF(0, y, w, height), mm * 2, mm * 2)
    at = y + 2.5 * mm
    for line in lines:
        at += pages.text(3 * mm, at, inner, line, 10) + 1.5 * mm
    return height


def _frame_inside(pages: _Pages, frame: QSizeF) -> QSizeF:
    pad = 2 * FRAME_PAD_MM * pages.mm
    return QSizeF(frame.width() - pad, frame.height() - pad)


def _fits(view: CanvasGameView, inside: QSizeF) -> bool:
    """Whether the picture fits ``inside`` at PRINT_SCALE (not drawn smaller)."""
    drawn = picture_rect(view)
    return drawn.width() * PRINT_SCALE <= inside.width() + 1 and drawn.height() * PRINT_SCALE <= inside.height() + 1


def _puzzle_pages(pages: _Pages, entries: list[_Entry], top: float) -> list[tuple[float, list[int]]]:
    """Which puzzles go on which page, with each page's slot height; each entry gets its frame and its
    view spread to fill it. Two puzzles a page where both pictures fit their frames at full size (the
    first page's frames are lower, under the title and the legend); a picture that does not fit a
    usual frame gets a page of its own and a frame as high as the page allows."""
    mm = pages.mm
    below = ANSWER_ROOM_MM * mm + 6 * mm
    usual = pages.height / PUZZLES_PER_PAGE

    def place(i: int, room: float) -> bool:
        """Size entry ``i`` for a slot ``room`` high; whether its picture fits at full size."""
        e = entries[i]
        if e.view is not None:
            puzzle_texts.drop_view(e.view)
        e.frame = QSizeF(pages.width, max(20 * mm, room - e.texts - below))
        e.view = sized_view(e.puzzle, _frame_inside(pages, e.frame))
        return e.frame.height() >= LEAST_FRAME_MM * mm and _fits(e.view, _frame_inside(pages, e.frame))

    out: list[tuple[float, list[int]]] = []
    i = 0
    while i < len(entries):
        head = top if not out else 0.0
        pair = (pages.height - head) / PUZZLES_PER_PAGE
        if i + 1 < len(entries) and place(i, pair) and place(i + 1, pair):
            out.append((pair, [i, i + 1]))
            i += 2
            continue
        room = min(pages.height - head, usual)
        if not place(i, room):  # too big for a usual frame: the whole page
            room = pages.height - head
            place(i, room)
        out.append((room, [i]))
        i += 1
    return out


def render(sheet: Sheet, writer: QPdfWriter) -> list[tuple[str, list[int]]]:
    """Draw the puzzle pages and the answer-key pages on ``writer``; the plan drawn: each page's kind
    ("puzzles" or "key") and the puzzle numbers on it."""
    painter = QPainter(writer)
    painter.setRenderHint(QPainter.Antialiasing)
    pages = _Pages(writer, painter)
    mm, w = pages.mm, pages.width
    entries: list[_Entry] = []
    plan: list[tuple[str, list[int]]] = []
    try:
        for puzzle in sheet.puzzles:  # the texts first (vertex names as the pictures number them), for the frames' room
            probe = puzzle_texts.puzzle_view(puzzle)
            entries.append(_Entry(puzzle, puzzle_texts.prompt(puzzle, probe), puzzle_texts.picture_note(puzzle, probe)))
            puzzle_texts.drop_view(probe)
        for i, e in enumerate(entries):
            e.texts = pages.measure(w, _heading(i), 13, True) + mm + pages.measure(w, e.prompt, 11) + mm + \
                (pages.measure(w, e.note, 10) if e.note else 0.0) + mm
        y = pages.text(0, 0, w, title(sheet), 18, bold=True) + 2 * mm
        y += pages.text(0, y, w, Q.translate("Worksheet", "Name: ______________________    Date: ____________"), 11) + 3 * mm
        y += _legend(pages, y, sheet.game) + 4 * mm
        for page, (room, group) in enumerate(_puzzle_pages(pages, entries, y) if entries else []):
            if page:
                pages.new_page()
            plan.append(("puzzles", [i + 1 for i in group]))
            top = y if page == 0 else 0.0
            for slot, i in enumerate(group):
                _draw_puzzle(pages, entries[i], i, top + slot * room)
        _draw_key(pages, sheet, entries, plan)
        return plan
    finally:
        painter.end()
        for e in entries:
            if e.view is not None:
                puzzle_texts.drop_view(e.view)


def _heading(i: int) -> str:
    return fill(Q.translate("Worksheet", "Puzzle %1"), i + 1)


def _draw_puzzle(pages: _Pages, e: _Entry, i: int, y: float) -> None:
    mm, w = pages.mm, pages.width
    y += pages.text(0, y, w, _heading(i), 13, bold=True) + mm
    y += pages.text(0, y, w, e.prompt, 11) + mm
    if e.note:
        y += pages.text(0, y, w, e.note, 10)
    y += mm
    assert e.view is not None
    frame = QRectF(0, y, e.frame.width(), e.frame.height())
    e.drawn = draw_picture(pages, e.view, frame).size()
    y = frame.bottom() + 5 * mm
    pages.text(0, y, w, Q.translate("Worksheet", "Your answer:"), 11)
    painter = pages.painter
    painter.setPen(QPen(QColor("#555555"), mm * 0.25))
    for line in (1, 2):
        painter.drawLine(int(30 * mm), int(y + line * 8 * mm), int(w), int(y + line * 8 * mm))


def _draw_key(pages: _Pages, sheet: Sheet, entries: list[_Entry], plan: list[tuple[str, list[int]]]) -> None:
    """The answers, each with its puzzle's picture at the same size, the answers marked on it (a frame
    just as high as the picture: the key stays short)."""
    mm, w = pages.mm, pages.width
    pages.new_page()
    plan.append(("key", []))
    y = pages.text(0, 0, w, Q.translate("Worksheet", "Answer key"), 18, bold=True) + 2 * mm
    y += pages.text(0, y, w, title(sheet), 11) + 2 * mm
    y += pages.text(0, y, w, puzzle_texts.key_legend(sheet.game, sheet.puzzles), 10) + 4 * mm  # what the marks' numbers mean
    for i, e in enumerate(entries):
        view = e.view
        assert view is not None
        answer = fill(Q.translate("Worksheet", "Answer: %1."), puzzle_texts.answers_text(e.puzzle, view))
        first = e.puzzle.answers[0]  # the answer the reasons speak of, named (a key has several)
        why = fill(Q.translate("Worksheet", "Why “%1” works: %2."),
                   puzzle_texts.move_text(view, first), puzzle_texts.why(e.puzzle, view, first))
        view.show_judgements([j for j in e.puzzle.judgements if j.move in e.puzzle.answers])
        # The puzzle's picture at the scale it was printed at, with room for the marks around it.
        source = picture_rect(view)
        scale = e.drawn.height() / source.height()
        source = source.united(marks_rect(view))
        pad = 2 * FRAME_PAD_MM * mm
        frame_height = source.height() * scale + pad + 1
        height = pages.measure(w, _heading(i), 12, True) + pages.measure(w, answer, 10) + mm + \
            pages.measure(w, why, 9) + mm + frame_height + 5 * mm
        if plan[-1][1] and y + height > pages.height:
            pages.new_page()
            plan.append(("key", []))
            y = 0.0
        plan[-1][1].append(i + 1)
        y += pages.text(0, y, w, _heading(i), 12, bold=True)
        y += pages.text(0, y, w, answer, 10) + mm
        y += pages.text(0, y, w, why, 9) + mm
        frame = QRectF(0, y, e.frame.width(), frame_height)
        draw_picture(pages, view, frame, source)
        y = frame.bottom() + 5 * mm


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
    theme().look = PRINT_LOOK  # paper gets the printing look, also while the screen is in classroom mode
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
