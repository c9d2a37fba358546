"""How a judged move looks and reads: one colour, one drawn glyph and one dash pattern per verdict.

Colour is never the only cue (Okabe-Ito colours, safe for the common colour blindnesses): a win
carries a tick and a solid ring, a loss a cross and a dashed ring, a draw two bars and a dotted
ring, an unsolved move a question mark and a dash-dot ring, so the board reads in black and white
and on a washed-out projector. The same marks appear on the board, in the value-history strip,
in the move list and on printed worksheets.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from fractions import Fraction

import shiboken6
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem

from graphgames_desktop.games.teaching import Judgement, Verdict, fraction_text
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.theme import theme

COLOURS = {Verdict.WIN: QColor("#0072b2"), Verdict.LOSE: QColor("#d55e00"),
           Verdict.DRAW: QColor("#b07800"), Verdict.UNKNOWN: QColor("#6b7280")}
#: Dash patterns in pen widths (an empty list is a solid line).
DASHES: dict[Verdict, list[float]] = {Verdict.WIN: [], Verdict.LOSE: [3.0, 2.0],
                                      Verdict.DRAW: [0.5, 1.5], Verdict.UNKNOWN: [4.0, 1.5, 0.5, 1.5]}

#: Where a move shows on a board: ("vertex", id), ("edge", id) or ("step", from vertex, to vertex).
Anchor = tuple


def verdict_word(verdict: Verdict) -> str:
    return {Verdict.WIN: Q.translate("Verdicts", "wins"), Verdict.LOSE: Q.translate("Verdicts", "loses"),
            Verdict.DRAW: Q.translate("Verdicts", "draws"),
            Verdict.UNKNOWN: Q.translate("Verdicts", "is not solved")}[verdict]


def number_text(x: object, signed: bool = True) -> str:
    """A margin as the board and every sentence show it, one rounding and one format: +3, -1, 0, 3/2,
    and estimates to one decimal (+1.5; +1,5 in Portuguese). Zero has no sign (never "-0");
    ``signed`` False writes the size alone (3, 1.5), for "ahead by" and "behind by"."""
    if isinstance(x, Fraction) and x.denominator != 1:
        return fraction_text(x if signed else abs(x))
    if isinstance(x, float) and not x.is_integer():
        tenths = round(x * 10)
        if tenths % 10 == 0:
            x = tenths // 10  # rounds to a whole number: written as one
        else:
            text = f"{tenths / 10:+.1f}" if signed else f"{abs(tenths) / 10:.1f}"
            return text.replace(".", QLocale().decimalPoint())
    if not isinstance(x, (int, float, Fraction)):
        return ""
    value = int(x)
    if not signed:
        return str(abs(value))
    return f"{value:+d}" if value else "0"


def short_label(j: Judgement) -> str:
    """The number beside a move's mark: the margin where there is one, else the moves to the end."""
    if j.margin is not None:
        return ("≈" if j.verdict == Verdict.UNKNOWN else "") + number_text(j.margin)
    if j.plies is not None and j.verdict != Verdict.UNKNOWN:
        return str(j.plies)
    return ""


def tag_list(tags: Sequence[str], most: int = 2) -> str:
    """Tags beside one mark, short enough not to run over the board: runs of three or more whole numbers
    as ranges ("2–10"), then at most ``most`` pieces and "…"."""
    pieces: list[str] = []
    if tags and all(t.isdigit() for t in tags):
        numbers = sorted({int(t) for t in tags})
        start = prev = numbers[0]
        for n in [*numbers[1:], None]:
            if n is not None and n == prev + 1:
                prev = n
                continue
            pieces += [f"{start}–{prev}"] if prev - start >= 2 else [str(x) for x in range(start, prev + 1)]
            if n is not None:
                start = prev = n
    else:
        pieces = list(tags)
    return ", ".join(pieces[:most]) + (", …" if len(pieces) > most else "")


def describe(j: Judgement) -> str:
    """A move's judgement in words: "wins (4 moves to the end)", "loses by 3 points", "not solved"."""
    word = verdict_word(j.verdict)
    if j.verdict == Verdict.UNKNOWN:
        if isinstance(j.margin, (int, float)):
            return Q.translate("Verdicts", "is not solved (estimate %1)").replace("%1", number_text(j.margin))
        return word
    if isinstance(j.margin, Fraction):
        spare = Q.translate("Verdicts", "%1 (%2 to spare)")
        return spare.replace("%1", word).replace("%2", texts.count(j.margin, "moves", fraction_text(abs(j.margin))))
    if j.margin is not None and j.margin != 0:
        points = abs(int(j.margin))
        text = Q.translate("Verdicts", "%1 by 1 point") if points == 1 else Q.translate("Verdicts", "%1 by %2 points")
        return text.replace("%1", word).replace("%2", str(points))
    if j.plies is not None:
        text = Q.translate("Verdicts", "%1 (1 move to the end)") if j.plies == 1 else \
            Q.translate("Verdicts", "%1 (%2 moves to the end)")
        return text.replace("%1", word).replace("%2", str(j.plies))
    return word


def pen(verdict: Verdict, width: float) -> QPen:
    p = QPen(COLOURS[verdict], width, Qt.SolidLine, Qt.FlatCap, Qt.RoundJoin)
    if DASHES[verdict]:
        p.setDashPattern(DASHES[verdict])
    return p


def draw_glyph(painter: QPainter, verdict: Verdict, centre: QPointF, radius: float, ink: QColor | None = None) -> None:
    """A badge: a white disc with a ring and the verdict's drawn glyph (no font needed)."""
    colour = ink or COLOURS[verdict]
    painter.save()
    painter.setBrush(QBrush(QColor("white")))
    painter.setPen(QPen(colour, max(1.0, radius * 0.22)))
    painter.drawEllipse(centre, radius, radius)
    stroke = QPen(colour, max(1.2, radius * 0.3), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
    painter.setPen(stroke)
    painter.setBrush(Qt.NoBrush)
    x, y, r = centre.x(), centre.y(), radius * 0.55
    path = QPainterPath()
    if verdict == Verdict.WIN:
        path.moveTo(x - r, y)
        path.lineTo(x - r * 0.25, y + r * 0.7)
        path.lineTo(x + r, y - r * 0.7)
    elif verdict == Verdict.LOSE:
        path.moveTo(x - r * 0.8, y - r * 0.8)
        path.lineTo(x + r * 0.8, y + r * 0.8)
        path.moveTo(x + r * 0.8, y - r * 0.8)
        path.lineTo(x - r * 0.8, y + r * 0.8)
    elif verdict == Verdict.DRAW:
        for dy in (-0.35, 0.35):
            path.moveTo(x - r * 0.8, y + dy * r)
            path.lineTo(x + r * 0.8, y + dy * r)
    painter.drawPath(path)
    if verdict == Verdict.UNKNOWN:
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(radius * 1.5)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(x - radius, y - radius, 2 * radius, 2 * radius), Qt.AlignCenter, "?")
    painter.restore()


def _crossed(box: QRectF, a: QPointF, b: QPointF) -> float:
    """How much of the segment a-b runs through ``box`` (its length inside, sampled)."""
    if not box.intersects(QRectF(a, b).normalized().adjusted(-1, -1, 1, 1)):
        return 0.0
    steps = 16
    inside = sum(1 for k in range(steps + 1) if box.contains(a + (b - a) * (k / steps)))
    return inside * math.hypot(b.x() - a.x(), b.y() - a.y()) / steps


class JudgementLayer(QGraphicsItem):
    """Every judged move's mark on a board: a ring round a vertex, a band under an edge, or an arrow
    for a step, in the verdict's colour and dash pattern, with a badge and its number."""

    def __init__(self, scene: DrawingScene):
        super().__init__()
        self.marks: list[tuple[Anchor, Judgement, str]] = []  # where, the judgement, the text beside it
        #: What a mark's text must not cover (a game's own texts beside the vertices: names, sums), asked
        #: at every layout, since the game may redraw its texts after the marks are set.
        self.avoid: Callable[[], Sequence[QRectF]] = list
        self._scene = scene
        self.setZValue(4)
        self.setAcceptedMouseButtons(Qt.NoButton)
        scene.addItem(self)

    def set_marks(self, marks: Sequence[tuple[Anchor, Judgement, str]],
                  avoid: Callable[[], Sequence[QRectF]] = list) -> None:
        self.prepareGeometryChange()
        self.marks = list(marks)
        self.avoid = avoid
        self.update()

    def _label_box(self, centre: QPointF, badge: float, width: float, height: float, taken: list[QRectF],
                   segments: list[tuple[QPointF, QPointF]]) -> QRectF:
        """Where a mark's text goes: beside its badge (right, left, below, above, then the corners, a step
        further out each round), the first place clear of the circles, the game's texts, the texts of
        other marks and the edges (a "-18" over an edge read as another mark), so a tag never runs into a
        vertex's name; with no clear place, the least covered."""
        x, y = centre.x(), centre.y()
        best, least = None, math.inf
        for reach in (1.1, 2.2, 3.3, 4.4, 5.5):  # further out only when nearer is taken
            gap = badge * reach
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)):
                left = x + gap if dx > 0 else x - gap - width if dx < 0 else x - width / 2
                top = y + gap if dy > 0 else y - gap - height if dy < 0 else y - height / 2
                box = QRectF(left, top, width, height)
                covered = sum(box.intersected(t).width() * box.intersected(t).height() for t in taken if box.intersects(t))
                covered += sum(_crossed(box, a, b) for a, b in segments)
                if covered == 0:
                    return box
                if covered < least:
                    best, least = box, covered
        assert best is not None
        return best

    def boundingRect(self) -> QRectF:
        scene = self._scene
        if not shiboken6.isValid(scene) or not self.marks:
            return QRectF()
        return scene.content_rect().adjusted(-60, -60, 60, 60)

    def _badge_at(self, anchor: Anchor) -> tuple[QPointF, QPainterPath | None, bool] | None:
        """Where the badge goes, and the path to outline (a vertex ring is a ring, not a path)."""
        scene = self._scene
        r = scene.vertex_radius
        kind = anchor[0]
        if kind == "vertex" and anchor[1] in scene.drawing.vertices:
            x, y = scene.drawing.vertices[anchor[1]].pos
            return QPointF(x + r * 1.05, y - r * 1.05), None, True
        if kind == "edge" and anchor[1] in scene.edge_items:
            whole = scene.edge_items[anchor[1]].path()
            # The edge between its circles, clear of them (a rim over a circle, or over the other edges
            # meeting there, crowded a dense board), and at least its middle fifth on a short edge.
            start = min(0.4, max(0.1, 1.4 * r / max(1e-6, whole.length())))
            path = QPainterPath(whole.pointAtPercent(start))
            for k in range(1, 13):
                path.lineTo(whole.pointAtPercent(start + (1 - 2 * start) * k / 12))
            return whole.pointAtPercent(0.5), path, False
        if kind == "step" and anchor[1] in scene.drawing.vertices and anchor[2] in scene.drawing.vertices:
            a, b = QPointF(*scene.drawing.vertices[anchor[1]].pos), QPointF(*scene.drawing.vertices[anchor[2]].pos)
            path = QPainterPath(a + (b - a) * 0.25)
            path.lineTo(a + (b - a) * 0.75)
            return a + (b - a) * 0.5, path, False
        return None

    def _badge_size(self) -> float:
        return max(6.0, self._scene.vertex_radius * 0.62)

    def label_font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(8, int(self._badge_size() * 1.5)))
        font.setBold(True)
        return font

    def label_boxes(self) -> list[QRectF | None]:
        """Each mark's text box in the scene (None: no text), laid out clear of one another, of ``avoid``,
        of every mark's badge (a badge over a text left "29/8" reading "29") and of the edges."""
        scene, badge = self._scene, self._badge_size()
        r = scene.vertex_radius
        metrics = QFontMetricsF(self.label_font())
        places = [self._badge_at(anchor) for anchor, _j, _label in self.marks]
        taken = [*self.avoid(), *(QRectF(v.x - r, v.y - r, 2 * r, 2 * r) for v in scene.drawing.vertices.values()),
                 *(QRectF(w[0].x() - badge, w[0].y() - badge, 2 * badge, 2 * badge) for w in places if w is not None)]
        segments = [(QPointF(*a), QPointF(*b)) for e in scene.drawing.edges.values() for a, b in zip(e.points, e.points[1:])]
        boxes: list[QRectF | None] = []
        for (_anchor, _j, label), where in zip(self.marks, places):
            if where is None or not label:
                boxes.append(None)
                continue
            halo = badge * 0.35  # the white outline painted round the words
            box = self._label_box(where[0], badge, metrics.horizontalAdvance(label) + 2 * halo, metrics.height() + halo, taken,
                                  segments)
            taken.append(box)
            boxes.append(box.adjusted(halo, halo / 2, -halo, -halo / 2))
        return boxes

    def paint(self, painter: QPainter, option, widget=None) -> None:
        scene = self._scene
        look = theme().look
        r = scene.vertex_radius
        width = max(2.0, look.edge_width * 1.1)
        badge = self._badge_size()
        font = self.label_font()
        painter.setRenderHint(QPainter.Antialiasing)
        metrics = QFontMetricsF(font)
        texts = []
        for (anchor, j, label), box in zip(self.marks, self.label_boxes()):
            where = self._badge_at(anchor)
            if where is None:
                continue
            centre, path, ring = where
            painter.setBrush(Qt.NoBrush)
            if ring:
                x, y = scene.drawing.vertices[anchor[1]].pos
                painter.setPen(pen(j.verdict, width))
                reach = r + width * 1.2
                painter.drawEllipse(QPointF(x, y), reach, reach)
            elif path is not None and anchor[0] == "step":  # an arrow from the token to its target
                painter.setPen(pen(j.verdict, width * 1.4))
                painter.drawPath(path)
                tip, tail = path.pointAtPercent(1.0), path.pointAtPercent(0.0)
                length = max(1e-6, (tip.x() - tail.x()) ** 2 + (tip.y() - tail.y()) ** 2) ** 0.5
                along = QPointF(tip.x() - tail.x(), tip.y() - tail.y()) * (r * 0.9 / length)
                across = QPointF(-along.y(), along.x()) * 0.55
                head = QPainterPath(tip)
                head.lineTo(tip - along + across)
                head.lineTo(tip - along - across)
                head.closeSubpath()
                painter.fillPath(head, QBrush(COLOURS[j.verdict]))
            elif path is not None:  # a rim on both sides of the edge: its own colour stays visible
                stroker = QPainterPathStroker()
                stroker.setWidth(look.edge_width + width * 1.6)
                stroker.setCapStyle(Qt.FlatCap)
                painter.setPen(pen(j.verdict, width * 0.6))
                painter.drawPath(stroker.createStroke(path))
            draw_glyph(painter, j.verdict, centre, badge)
            if label and box is not None:
                texts.append((j.verdict, label, box))
        for verdict, label, box in texts:  # over every mark: where no clear place was found, the text stays whole
            outline = QPainterPath()
            outline.addText(QPointF(box.left(), box.top() + metrics.ascent()), font, label)
            painter.strokePath(outline, QPen(QColor("white"), max(2.0, badge * 0.35)))
            painter.fillPath(outline, QBrush(COLOURS[verdict].darker(130)))
