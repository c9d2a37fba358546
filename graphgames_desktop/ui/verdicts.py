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
from typing import NamedTuple

import shiboken6
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem

from graphgames_desktop.games.teaching import Judgement, Verdict, fraction_text
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.texts import fill
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
            return fill(Q.translate("Verdicts", "is not solved (estimate %1)"), number_text(j.margin))
        return word
    if isinstance(j.margin, Fraction):
        spare = Q.translate("Verdicts", "%1 (%2 to spare)")
        return fill(spare, word, texts.count(j.margin, "moves", fraction_text(abs(j.margin))))
    if j.margin is not None and j.margin != 0:
        points = abs(int(j.margin))
        text = Q.translate("Verdicts", "%1 by 1 point") if points == 1 else Q.translate("Verdicts", "%1 by %2 points")
        return fill(text, word, points)
    if j.plies is not None:
        text = Q.translate("Verdicts", "%1 (1 move to the end)") if j.plies == 1 else \
            Q.translate("Verdicts", "%1 (%2 moves to the end)")
        return fill(text, word, j.plies)
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
    """How much of the segment a-b runs through ``box``: its length inside (the segment clipped to the
    box, so a line past a one-digit name is caught however long the line)."""
    low, high = 0.0, 1.0
    d = b - a
    for delta, start, lo, hi in ((d.x(), a.x(), box.left(), box.right()), (d.y(), a.y(), box.top(), box.bottom())):
        if delta == 0:
            if not lo <= start <= hi:
                return 0.0
            continue
        t0, t1 = sorted(((lo - start) / delta, (hi - start) / delta))
        low, high = max(low, t0), min(high, t1)
        if low >= high:
            return 0.0
    return (high - low) * math.hypot(d.x(), d.y())


def badge_size(scene: DrawingScene) -> float:
    """A mark's badge's radius on this board."""
    return max(6.0, scene.vertex_radius * 0.62)


def badge_disc(scene: DrawingScene, centre: QPointF) -> QRectF:
    """The square round a badge at ``centre``: what a game's own texts leave free where a mark may come."""
    b = badge_size(scene)
    return QRectF(centre.x() - b, centre.y() - b, 2 * b, 2 * b)


def _gap(box: QRectF, point: QPointF) -> float:
    """How far a point is from a box (0 inside it)."""
    dx = max(box.left() - point.x(), 0.0, point.x() - box.right())
    dy = max(box.top() - point.y(), 0.0, point.y() - box.bottom())
    return math.hypot(dx, dy)


def _overlap(box: QRectF, others: Sequence[QRectF]) -> float:
    """The area of ``box`` that the other boxes cover (counted once per box)."""
    return sum(box.intersected(t).width() * box.intersected(t).height() for t in others if box.intersects(t))


def _leader(centre: QPointF, badge: float, box: QRectF) -> tuple[QPointF, QPointF]:
    """The line from a badge's rim to the nearest point of its text's box."""
    near = QPointF(min(max(centre.x(), box.left()), box.right()), min(max(centre.y(), box.top()), box.bottom()))
    length = max(1e-6, math.hypot(near.x() - centre.x(), near.y() - centre.y()))
    return centre + (near - centre) * (badge / length), near


class _Place(NamedTuple):
    """One mark as laid out: its badge's centre, the path to outline (None for a vertex's ring), whether
    it rings a vertex, its text's box (None: no text) and the leader line from badge to text (None: the
    text is beside its badge)."""
    centre: QPointF
    path: QPainterPath | None
    ring: bool
    box: QRectF | None
    leader: tuple[QPointF, QPointF] | None


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

    def _label_box(self, centre: QPointF, badge: float, size: tuple[float, float], hard: list[QRectF],
                   soft: list[QRectF], segments: list[tuple[QPointF, QPointF]], others: list[QPointF],
                   room: QRectF) -> tuple[QRectF, bool]:
        """Where a mark's text goes, and whether it needs a leader line to its badge: beside its badge
        (right, left, below, above, then the corners, a step further out each round), the first place
        clear of the ``hard`` boxes (circles, the game's texts, badges, other marks' texts), the ``soft``
        ones (a margin round those texts) and the edges (a "-18" over an edge read as another mark), inside ``room`` (the board as
        fitted: a text below the board's foot was cut by the view); with no clear place, the least
        covered, a text or a circle covered weighing far more than a margin or an edge. A text right beside its badge
        and clearly nearer it than any other badge reads as its own; any other is joined to its badge by a line,
        which must be clear too (on K4 three "2–5, 7–10" stood by one vertex, and none said whose it was)."""
        x, y = centre.x(), centre.y()
        width, height = size
        own = QRectF(x - badge, y - badge, 2 * badge, 2 * badge)
        best, least = None, math.inf
        for reach in (1.1, 2.2, 3.3, 4.4, 5.5):  # further out only when nearer is taken
            gap = badge * reach
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)):
                for slide in (0.5, 0.15, 0.85) if dx == 0 else (0.5,) if dy == 0 else (0.0,):
                    left = x + gap if dx > 0 else x - gap - width if dx < 0 else x - width * slide
                    top = y + gap if dy > 0 else y - gap - height if dy < 0 else y - height / 2
                    box = QRectF(left, top, width, height)
                    led = reach > 1.1 or any(_gap(box, o) <= _gap(box, centre) + badge * 0.5 for o in others)
                    outside = 0.0 if room.contains(box) else width * height - _overlap(box, [room])
                    covered = 100 * (_overlap(box, hard) + outside)
                    covered += _overlap(box, soft) + sum(_crossed(box, a, b) for a, b in segments)
                    if led:
                        start, end = _leader(centre, badge, box)
                        margin = badge * 0.3  # a line grazing a badge or a name reads as joined to it
                        covered += sum(100 * _crossed(t.adjusted(-margin, -margin, margin, margin), start, end)
                                       for t in hard if t != own)
                        covered += sum(_crossed(t, start, end) for t in soft)
                    if covered == 0:
                        return box, led
                    if covered < least:
                        best, least = (box, led), covered
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
        return badge_size(self._scene)

    def label_font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(8, int(self._badge_size() * 1.5)))
        font.setBold(True)
        return font

    def _badge_spots(self, anchor: Anchor, centre: QPointF, path: QPainterPath | None) -> list[QPointF]:
        """Where a mark's badge may sit, the usual place first: round a vertex's ring (its upper right
        first), or along an edge's rim or a step's arrow (its middle first)."""
        if anchor[0] == "vertex":
            x, y = self._scene.drawing.vertices[anchor[1]].pos
            reach = self._scene.vertex_radius * 1.05 * math.sqrt(2)
            return [QPointF(x + reach * math.cos(math.radians(a)), y - reach * math.sin(math.radians(a)))
                    for a in (45, 135, -45, -135, 0, 90, 180, -90, 22.5, 67.5, 112.5, 157.5, -22.5, -67.5, -112.5, -157.5)]
        if path is None:
            return [centre]
        return [path.pointAtPercent(0.5 + side * k / 12) for k in range(7) for side in ((1,) if k == 0 else (-1, 1))]

    def _places(self) -> list[_Place | None]:
        """Every mark laid out (None: its place is not on the board). Each badge takes the first of its
        spots clear of the game's texts, the other circles and the badges placed before it (the ✗ of K1,5's
        edge 1–5 sat over the centre's sum, "Σ11 · 5" read "Σ11 ·"), else the least covered; then each
        text goes clear of all of them, of the edges and of the texts placed before it."""
        scene, badge = self._scene, self._badge_size()
        r = scene.vertex_radius
        avoid = list(self.avoid())
        circles = {vid: QRectF(v.x - r, v.y - r, 2 * r, 2 * r) for vid, v in scene.drawing.vertices.items()}
        badges: list[tuple[QPointF, QPainterPath | None, bool] | None] = []
        discs: list[QRectF] = []
        for anchor, _j, _label in self.marks:
            where = self._badge_at(anchor)
            if where is None:
                badges.append(None)
                continue
            centre, path, ring = where
            blocked = [*avoid, *discs, *(c for vid, c in circles.items() if anchor != ("vertex", vid))]
            best, least = centre, math.inf
            for spot in self._badge_spots(anchor, centre, path):
                covered = _overlap(QRectF(spot.x() - badge, spot.y() - badge, 2 * badge, 2 * badge), blocked)
                if covered < least:
                    best, least = spot, covered
                if covered == 0:
                    break
            badges.append((best, path, ring))
            discs.append(QRectF(best.x() - badge, best.y() - badge, 2 * badge, 2 * badge))
        metrics = QFontMetricsF(self.label_font())
        hard, soft = [*avoid, *circles.values(), *discs], []
        room = scene.content_rect()  # what a fit shows, and what the view shows beyond it
        for view in scene.views():
            room = room.united(view.mapToScene(view.viewport().rect()).boundingRect())
        segments = [(QPointF(*a), QPointF(*b)) for e in scene.drawing.edges.values() for a, b in zip(e.points, e.points[1:])]
        centres = [b[0] for b in badges if b is not None]
        places: list[_Place | None] = [None] * len(self.marks)
        # The texts of the marks between the circles first, where room is scarce (on K1,5 the vertices'
        # texts took the room round the hub, and the last edge's text had none left); a vertex's badge
        # on the rim has the room outside.
        order = sorted(range(len(self.marks)), key=lambda i: self.marks[i][0][0] == "vertex")
        for i in order:
            label, where = self.marks[i][2], badges[i]
            if where is None:
                continue
            centre, path, ring = where
            if not label:
                places[i] = _Place(centre, path, ring, None, None)
                continue
            halo = badge * 0.35  # the white outline painted round the words
            others = [c for c in centres if c is not centre]
            box, led = self._label_box(centre, badge, (metrics.horizontalAdvance(label) + 2 * halo, metrics.height() + halo),
                                       hard, soft, segments, others, room)
            hard.append(box)
            soft.append(box.adjusted(-halo, -halo, halo, halo))  # two texts side by side read as one
            text = box.adjusted(halo, halo / 2, -halo, -halo / 2)
            places[i] = _Place(centre, path, ring, text, _leader(centre, badge, box) if led else None)
        return places

    def label_boxes(self) -> list[QRectF | None]:
        """Each mark's text box in the scene (None: no text), laid out clear of one another, of ``avoid``,
        of every mark's badge (a badge over a text left "29/8" reading "29") and of the edges."""
        return [p.box if p is not None else None for p in self._places()]

    def badge_centres(self) -> list[QPointF | None]:
        """Each mark's badge centre in the scene (None: not on the board)."""
        return [p.centre if p is not None else None for p in self._places()]

    def leaders(self) -> list[tuple[QPointF, QPointF] | None]:
        """Each mark's leader line from its badge to its text (None: the text is beside its badge, or none)."""
        return [p.leader if p is not None else None for p in self._places()]

    # -- how a mark is inked (a vote's marks otherwise: see vote_marks.py) -----------------------------
    def ink_of(self, mark: Judgement) -> QColor:
        return COLOURS[mark.verdict]

    def pen_of(self, mark: Judgement, width: float) -> QPen:
        return pen(mark.verdict, width)

    def draw_badge(self, painter: QPainter, mark: Judgement, centre: QPointF, radius: float) -> None:
        draw_glyph(painter, mark.verdict, centre, radius)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        scene = self._scene
        look = theme().look
        r = scene.vertex_radius
        width = max(2.0, look.edge_width * 1.1)
        badge = self._badge_size()
        font = self.label_font()
        painter.setRenderHint(QPainter.Antialiasing)
        metrics = QFontMetricsF(font)
        places = [(anchor, j, label, place) for (anchor, j, label), place in zip(self.marks, self._places()) if place is not None]
        for anchor, j, _label, (_centre, path, ring, _box, _leader) in places:
            painter.setBrush(Qt.NoBrush)
            if ring:
                x, y = scene.drawing.vertices[anchor[1]].pos
                painter.setPen(self.pen_of(j, width))
                reach = r + width * 1.2
                painter.drawEllipse(QPointF(x, y), reach, reach)
            elif path is not None and anchor[0] == "step":  # an arrow from the token to its target
                painter.setPen(self.pen_of(j, width * 1.4))
                painter.drawPath(path)
                tip, tail = path.pointAtPercent(1.0), path.pointAtPercent(0.0)
                length = max(1e-6, (tip.x() - tail.x()) ** 2 + (tip.y() - tail.y()) ** 2) ** 0.5
                along = QPointF(tip.x() - tail.x(), tip.y() - tail.y()) * (r * 0.9 / length)
                across = QPointF(-along.y(), along.x()) * 0.55
                head = QPainterPath(tip)
                head.lineTo(tip - along + across)
                head.lineTo(tip - along - across)
                head.closeSubpath()
                painter.fillPath(head, QBrush(self.ink_of(j)))
            elif path is not None:  # a rim on both sides of the edge: its own colour stays visible
                stroker = QPainterPathStroker()
                stroker.setWidth(look.edge_width + width * 1.6)
                stroker.setCapStyle(Qt.FlatCap)
                painter.setPen(self.pen_of(j, width * 0.6))
                painter.drawPath(stroker.createStroke(path))
        for _anchor, j, _label, place in places:  # a text's line to its badge: solid, on a white ground
            if place.leader is not None:
                start, end = place.leader
                painter.setPen(QPen(QColor("white"), max(3.0, badge * 0.4), Qt.SolidLine, Qt.RoundCap))
                painter.drawLine(start, end)
                painter.setPen(QPen(self.ink_of(j).darker(130), max(1.5, badge * 0.15), Qt.SolidLine, Qt.RoundCap))
                painter.drawLine(start, end)
        texts = []
        for _anchor, j, label, place in places:
            self.draw_badge(painter, j, place.centre, badge)
            if label and place.box is not None:
                texts.append((self.ink_of(j), label, place.box))
        for ink, label, box in texts:  # over every mark: where no clear place was found, the text stays whole
            outline = QPainterPath()
            outline.addText(QPointF(box.left(), box.top() + metrics.ascent()), font, label)
            painter.strokePath(outline, QPen(QColor("white"), max(2.0, badge * 0.35)))
            painter.fillPath(outline, QBrush(ink.darker(130)))
