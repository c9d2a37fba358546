"""The card game's art: cards, the player sheet's tracks and the score table, painted with QPainter.

Every function paints into a ``QRectF`` in the painter's logical units, so the same call draws on a
widget, into a PNG (QImage), an SVG (QSvgGenerator) or a PDF (QPdfWriter). Sizes are fractions of
the rect; fonts are set in points worked out from the rect and the device's resolution, never in
device pixels, so a card looks the same at 40 pixels on screen and 88 mm on paper. Nothing here
keeps state; texts go through ``tr`` (context "CardArt"), card texts come from the decks in the
card language (the interface language unless ``lang`` is given).

API (stable; the playing table and the printables build on it):

``CARD_RATIO``, ``CARD_MM``
    A card's width / height (a poker card, 63 x 88 mm) and its size in millimetres.
``card_rect(bounds) -> QRectF``
    The largest card-shaped rect centred in ``bounds``.
``card_language() -> str``
    "en" or "pt_BR", the language card texts are shown in (the interface's).
``paint_card(p, rect, card, *, face_up=True, uses_left=None, met=None, selected=False, dimmed=False, lang=None)``
    Any card (ObjectiveCard, PowerCard, ResourceCard, BonusCard), dispatched on its type:
``paint_objective(p, rect, card, ...)``
    Type band (S blue, C orange) with the S or C badge, the name and the points; the objective's
    graph as vectors (a C card circles its components, as players circle them on paper).
``paint_power(p, rect, card, *, uses_left=None, ...)``
    Extra power: cost in Eulerians, an icon of what it does, its text, and uses left this round.
``paint_resource(p, rect, card, ...)``
    The two resources it gives, large, with the vertex, edge and Eulerian symbols.
``paint_bonus(p, rect, card, *, face_up=True, met=None, ...)``
    Face up: condition and points (``met`` True/False stamps it at the reveal); face down: its back.
``paint_back(p, rect, deck, count=None)``
    The back of a deck ("objectives", "resources", "powers", "bonus"), with a count if given.
``paint_minus_track(p, rect, crossed, text=None)``
    The sheet's eight boxes with their values and the all-crossed value; crossed boxes crossed.
``paint_eulerian_track(p, rect, circled, spent, coins=TRACK_COINS, *, show_count=True, text=None)``
    The coins of the sheet: circled ones ringed, spent ones ringed and crossed.
``paint_score_table(p, rect, rows, *, sum_label=None, highlight=None)``
    The rule source's score table; ``rows`` are (label, score_sheet dict or None for blank boxes);
    ``sum_label`` adds a bold row adding them up; ``highlight`` (a SCORE_KEYS key) marks a column.
``paint_vertex_symbol``, ``paint_edge_symbol``, ``paint_eulerian_symbol`` (p, centre, size)
    The resource symbols alone, for counters and buttons.
``fit_text(p, rect, text, height, *, flags, bold, colour, wrap, shrink_to, italic)``
    Text whose font (``height`` logical units) shrinks until it fits ``rect``.

Widgets that paint the same at any size: ``CardWidget`` (a card or a back, keeps the card's shape,
``clicked`` signal, ``selected`` and ``dimmed``), ``MinusTrackWidget``, ``EulerianTrackWidget`` and
``ScoreTableWidget``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

import networkx as nx
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from graphgames_desktop.games.cards.cards import BonusCard, ObjectiveCard, PowerCard, ResourceCard
from graphgames_desktop.games.cards.round import TRACK_COINS
from graphgames_desktop.games.cards.scoring import ALL_CROSSED, MINUS_TRACK
from graphgames_desktop.graph.card_layout import card_layout
from graphgames_desktop.graph.drawing import drawing_from_graph
from graphgames_desktop.graph.picture_layout import clearance_radius
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import HIGHLIGHT, TYPE, em, heading_font

Card = ObjectiveCard | PowerCard | ResourceCard | BonusCard

CARD_MM = QSizeF(63.0, 88.0)
CARD_RATIO = CARD_MM.width() / CARD_MM.height()
DECKS = ("objectives", "resources", "powers", "bonus")
SCORE_KEYS = ("components", "diameter", "max_degree", "objectives", "bonus", "trivial", "minus", "total")

INK = QColor("#22223b")
PAPER = QColor("#ffffff")
MUTED = QColor("#5c5f73")
#: One colour per kind of card, told apart also by colour-blind players (blue against orange).
COLOURS = {
    "S": QColor("#1f4fbf"),
    "C": QColor("#c2410c"),
    "resources": QColor("#0f6b5c"),
    "powers": QColor("#6b2fb3"),
    "bonus": QColor("#8a6500"),
    "objectives": QColor("#283a66"),
}
GOLD, GOLD_DARK = QColor("#f4c542"), QColor("#9a6a00")
MINUS = "\u2212"



def card_language() -> str:
    """The language card texts are shown in: the interface's (QLocale's default follows it)."""
    return "pt_BR" if QLocale().language() == QLocale.Portuguese else "en"


def card_rect(bounds: QRectF) -> QRectF:
    """The largest rect of a card's shape centred in ``bounds``."""
    w = min(bounds.width(), bounds.height() * CARD_RATIO)
    h = w / CARD_RATIO
    return QRectF(bounds.center().x() - w / 2, bounds.center().y() - h / 2, w, h)


# ----- small painting helpers ---------------------------------------------------------------------
def _font(p: QPainter, height: float, bold: bool = False, italic: bool = False, serif: bool = False) -> QFont:
    """A font whose em is ``height`` logical units tall on ``p``'s device, set in points."""
    font = QFont("serif") if serif else QFont(p.font())
    dpi = p.device().logicalDpiY() if p.device() is not None else 96
    font.setPointSizeF(max(0.5, height * 72.0 / max(dpi, 1)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def fit_text(p: QPainter, rect: QRectF, text: str, height: float, *, flags: int = int(Qt.AlignCenter),
          bold: bool = False, colour: QColor = INK, wrap: bool = False, shrink_to: float = 0.5,
          italic: bool = False) -> None:
    """``text`` in ``rect``, its font shrunk (down to ``shrink_to`` of ``height``) until it fits."""
    if wrap:
        flags |= int(Qt.TextWordWrap)
    size = height
    while True:
        font = _font(p, size, bold, italic)
        p.setFont(font)
        # font metrics rather than QPainter.boundingRect, which answers an empty rect on some painter states
        need = QFontMetricsF(font, p.device()).boundingRect(rect, flags, text)
        if (need.width() <= rect.width() + 0.01 and need.height() <= rect.height() + 0.01) or size <= height * shrink_to:
            break
        size *= 0.92
    p.setPen(colour)
    p.save()
    p.setClipRect(rect, Qt.IntersectClip)  # text that still does not fit is cut at its box, never drawn over its neighbours
    p.drawText(rect, flags, text)
    p.restore()


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.SolidLine) -> QPen:
    pen = QPen(colour, width, style)
    pen.setCapStyle(Qt.RoundCap)
    pen.setJoinStyle(Qt.RoundJoin)
    return pen


def _tint(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed with white (``amount`` 0: the colour, 1: white)."""
    return QColor.fromRgbF(*(c + (1 - c) * amount for c in (colour.redF(), colour.greenF(), colour.blueF())))


def _cross(p: QPainter, rect: QRectF, colour: QColor, width: float) -> None:
    p.setPen(_pen(colour, width))
    p.drawLine(rect.topLeft(), rect.bottomRight())
    p.drawLine(rect.topRight(), rect.bottomLeft())


class _Card:
    """The frame every card shares: a rounded white card, a coloured band on top, and its unit ``u`` (1/63 of the width)."""

    def __init__(self, p: QPainter, rect: QRectF, colour: QColor):
        self.p, self.rect, self.colour = p, card_rect(rect), colour
        self.u = self.rect.width() / CARD_MM.width()
        u = self.u
        self.radius = 3.5 * u
        p.save()
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.TextAntialiasing)
        outline = QPainterPath()
        outline.addRoundedRect(self.rect, self.radius, self.radius)
        p.fillPath(outline, PAPER)
        p.setClipPath(outline)
        self.band = QRectF(self.rect.left(), self.rect.top(), self.rect.width(), 15 * u)
        p.fillRect(self.band, colour)
        p.setClipping(False)
        p.setPen(_pen(_tint(colour, 0.0), 0.6 * u))
        p.setBrush(Qt.NoBrush)
        p.drawPath(outline)
        inner = self.rect.adjusted(1.6 * u, 1.6 * u, -1.6 * u, -1.6 * u)
        p.setPen(_pen(_tint(colour, 0.55), 0.35 * u))
        p.drawRoundedRect(inner, self.radius * 0.6, self.radius * 0.6)
        self.body = QRectF(self.rect.left() + 4 * u, self.band.bottom() + 2.5 * u,
                           self.rect.width() - 8 * u, self.rect.bottom() - self.band.bottom() - 6 * u)

    def small(self) -> bool:
        """True when the card is too small on its device for the fine print (under about 1.2 inches tall)."""
        dpi = self.p.device().logicalDpiY() if self.p.device() is not None else 96
        return self.rect.height() / max(dpi, 1) < 1.2

    def title(self, text: str, left: float = 4.0, right: float = 4.0) -> None:
        u = self.u
        box = QRectF(self.band.left() + left * u, self.band.top() + 1.2 * u,
                     self.band.width() - (left + right) * u, self.band.height() - 2.4 * u)
        fit_text(self.p, box, text, 5.0 * u, bold=True, colour=PAPER, wrap=True, shrink_to=0.55)

    def badge(self, centre: QPointF, text: str, fill: QColor, ink: QColor, diameter: float, width: float = 0.0) -> None:
        """A round badge (a pill ``width`` wide when given) with ``text`` in it."""
        p, u = self.p, self.u
        w = max(width, diameter)
        box = QRectF(centre.x() - w / 2, centre.y() - diameter / 2, w, diameter)
        p.setPen(_pen(ink, 0.5 * u))
        p.setBrush(fill)
        p.drawRoundedRect(box, diameter / 2, diameter / 2)
        fit_text(p, box.adjusted(0.8 * u, 0, -0.8 * u, 0), text, diameter * 0.56, bold=True, colour=ink, shrink_to=0.4)

    def footer(self, left: str, right: str = "") -> QRectF:
        """A line of fine print at the bottom; returns the body above it."""
        u = self.u
        line = QRectF(self.body.left(), self.body.bottom() - 4.5 * u, self.body.width(), 4.5 * u)
        if not self.small():
            fit_text(self.p, line, left, 3.4 * u, flags=int(Qt.AlignLeft | Qt.AlignVCenter), colour=self.colour, bold=True)
            if right:
                fit_text(self.p, line, right, 3.0 * u, flags=int(Qt.AlignRight | Qt.AlignVCenter), colour=MUTED)
        return QRectF(self.body.left(), self.body.top(), self.body.width(), self.body.height() - 5.5 * u)

    def finish(self, selected: bool, dimmed: bool) -> None:
        p, u = self.p, self.u
        if dimmed:
            veil = QPainterPath()
            veil.addRoundedRect(self.rect, self.radius, self.radius)
            p.fillPath(veil, QColor(255, 255, 255, 150))
        if selected:
            p.setPen(_pen(HIGHLIGHT, 2.2 * u))
            p.setBrush(Qt.NoBrush)
            r = self.rect.adjusted(1.1 * u, 1.1 * u, -1.1 * u, -1.1 * u)
            p.drawRoundedRect(r, self.radius, self.radius)
        p.restore()


# ----- symbols ---------------------------------------------------------------------------------------
def paint_vertex_symbol(p: QPainter, centre: QPointF, size: float, colour: QColor = INK) -> None:
    """The vertex symbol: a dot."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.setPen(Qt.NoPen)
    p.setBrush(colour)
    p.drawEllipse(centre, size * 0.3, size * 0.3)
    p.restore()


def paint_edge_symbol(p: QPainter, centre: QPointF, size: float, colour: QColor = INK) -> None:
    """The edge symbol: a stroke from top left to bottom right (the rule source's backslash)."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.setPen(_pen(colour, size * 0.16))
    h = size * 0.38
    p.drawLine(QPointF(centre.x() - h * 0.8, centre.y() - h), QPointF(centre.x() + h * 0.8, centre.y() + h))
    p.restore()


def paint_eulerian_symbol(p: QPainter, centre: QPointF, size: float) -> None:
    """The Eulerian, the game's currency: a gold coin marked with an italic e."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    r = size * 0.42
    p.setPen(_pen(GOLD_DARK, size * 0.07))
    p.setBrush(GOLD)
    p.drawEllipse(centre, r, r)
    box = QRectF(centre.x() - r, centre.y() - r * 1.08, 2 * r, 2 * r)
    p.setFont(_font(p, r * 1.55, bold=True, italic=True, serif=True))
    p.setPen(GOLD_DARK.darker(140))
    p.drawText(box, int(Qt.AlignCenter), "e")
    p.restore()


_SYMBOLS: dict[str, Callable[[QPainter, QPointF, float], None]] = {
    "vertices": paint_vertex_symbol, "edges": paint_edge_symbol, "eulerians": paint_eulerian_symbol}


def _resource_word(kind: str, n: int) -> str:
    words = {"vertices": (Q.translate("CardArt", "vertex"), Q.translate("CardArt", "vertices")), "edges": (Q.translate("CardArt", "edge"), Q.translate("CardArt", "edges")),
             "eulerians": (Q.translate("CardArt", "Eulerian"), Q.translate("CardArt", "Eulerians"))}[kind]
    return words[0] if abs(n) == 1 else words[1]


# ----- cards -----------------------------------------------------------------------------------------
def paint_card(p: QPainter, rect: QRectF, card: Card, *, face_up: bool = True, uses_left: int | None = None,
               met: bool | None = None, selected: bool = False, dimmed: bool = False, lang: str | None = None) -> None:
    """Any card, by its type (see the module docstring)."""
    if isinstance(card, ObjectiveCard):
        paint_objective(p, rect, card, selected=selected, dimmed=dimmed, lang=lang)
    elif isinstance(card, PowerCard):
        paint_power(p, rect, card, uses_left=uses_left, selected=selected, dimmed=dimmed, lang=lang)
    elif isinstance(card, ResourceCard):
        paint_resource(p, rect, card, selected=selected, dimmed=dimmed)
    else:
        paint_bonus(p, rect, card, face_up=face_up, met=met, selected=selected, dimmed=dimmed, lang=lang)


def paint_objective(p: QPainter, rect: QRectF, card: ObjectiveCard, *, selected: bool = False,
                    dimmed: bool = False, lang: str | None = None) -> None:
    colour = COLOURS[card.type]
    c = _Card(p, rect, colour)
    u = c.u
    c.badge(QPointF(c.band.left() + 8.5 * u, c.band.center().y()), card.type, PAPER, colour, 10 * u)
    c.badge(QPointF(c.band.right() - 8.5 * u, c.band.center().y()), str(card.points), GOLD, INK, 10 * u)
    c.title(card.name[lang or card_language()], left=15, right=15)
    kind = Q.translate("CardArt", "S · subgraph") if card.type == "S" else Q.translate("CardArt", "C · components")
    art = c.footer(kind, card.id)
    p.setPen(Qt.NoPen)
    p.setBrush(_tint(colour, 0.92))
    p.drawRoundedRect(art, 2.5 * u, 2.5 * u)
    paint_objective_graph(p, art.adjusted(3 * u, 3 * u, -3 * u, -3 * u), card, u, colour)
    c.finish(selected, dimmed)


def paint_objective_graph(p: QPainter, rect: QRectF, card: ObjectiveCard, unit: float, colour: QColor) -> None:
    """The objective's graph fitted in ``rect``; a C card's components each circled (dashed)."""
    pos = card_layout(card.vertices, card.edges)
    xs, ys = [x for x, _ in pos.values()], [y for _, y in pos.values()]
    margin = 0.55 if card.type == "C" else 0.25
    w, h = max(xs) - min(xs) + 2 * margin, max(ys) - min(ys) + 2 * margin
    scale = min(rect.width() / w, rect.height() / h, rect.width() / 2.1)
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2

    def at(v: int) -> QPointF:
        x, y = pos[v]
        return QPointF(rect.center().x() + (x - cx) * scale, rect.center().y() + (y - cy) * scale)

    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    # as large as reads well, but never so large that a dot runs into another or onto an edge it does not end
    radius = min(2.0 * unit, scale * min(0.16, clearance_radius(drawing_from_graph(card.graph(), pos))))
    if card.type == "C":
        p.setPen(_pen(colour, 0.55 * unit, Qt.DashLine))
        p.setBrush(_tint(colour, 0.97))
        for comp in nx.connected_components(card.graph()):
            pts = [at(v) for v in comp]
            box = QRectF(QPointF(min(q.x() for q in pts), min(q.y() for q in pts)),
                         QPointF(max(q.x() for q in pts), max(q.y() for q in pts)))
            pad = scale * 0.32 + radius
            box = box.adjusted(-pad, -pad, pad, pad)
            r = min(box.width(), box.height()) / 2
            p.drawRoundedRect(box, r, r)
    p.setPen(_pen(INK, max(0.7 * unit, radius * 0.45)))
    for a, b in card.edges:
        p.drawLine(at(a), at(b))
    p.setPen(_pen(PAPER, radius * 0.35))
    p.setBrush(INK)
    for v in pos:
        p.drawEllipse(at(v), radius, radius)
    p.restore()


def paint_power(p: QPainter, rect: QRectF, card: PowerCard, *, uses_left: int | None = None,
                selected: bool = False, dimmed: bool = False, lang: str | None = None) -> None:
    colour = COLOURS["powers"]
    c = _Card(p, rect, colour)
    u = c.u
    cost = QRectF(c.band.right() - 19 * u, c.band.top() + 2 * u, 16 * u, c.band.height() - 4 * u)
    p.setPen(Qt.NoPen)
    p.setBrush(PAPER)
    p.drawRoundedRect(cost, cost.height() / 2, cost.height() / 2)
    fit_text(p, QRectF(cost.left() + 1.5 * u, cost.top(), 6 * u, cost.height()), str(card.cost), 6.5 * u, bold=True)
    paint_eulerian_symbol(p, QPointF(cost.right() - 5 * u, cost.center().y()), 8.5 * u)
    c.title(Q.translate("CardArt", "Extra Power"), left=4, right=21)
    if uses_left is not None:
        uses = fill(Q.translate("CardArt", "Uses left: %1"), uses_left)
    elif card.times > 1:
        uses = fill(Q.translate("CardArt", "Up to %1 times a round"), card.times)
    else:
        uses = Q.translate("CardArt", "Once a round")
    body = c.footer(uses, card.id)
    icon = QRectF(body.left(), body.top(), body.width(), body.height() * 0.36)
    p.setPen(Qt.NoPen)
    p.setBrush(_tint(colour, 0.9))
    p.drawRoundedRect(icon, 2.5 * u, 2.5 * u)
    _power_icon(p, icon, card, u)
    text = QRectF(body.left() + 1 * u, icon.bottom() + 2 * u, body.width() - 2 * u, body.bottom() - icon.bottom() - 2 * u)
    fit_text(p, text, card.text[lang or card_language()], 4.4 * u, wrap=True, shrink_to=0.3)
    c.finish(selected, dimmed)


def _power_icon(p: QPainter, box: QRectF, card: PowerCard, u: float) -> None:
    """What the power does, in symbols: ±n of a resource, a swap, a card kept aside, bonus cards drawn."""
    mid = box.center()
    size = min(box.height() * 0.55, 11 * u)
    if card.kind == "adjust":
        parts = [(n, kind) for n, kind in ((card.vertices, "vertices"), (card.edges, "edges")) if n]
        step = min(box.width() / len(parts), box.width() * 0.55)  # one part sits in the middle, not in half the box
        left = box.center().x() - step * len(parts) / 2
        for i, (n, kind) in enumerate(parts):
            cell = QRectF(left + i * step, box.top(), step, box.height())
            fit_text(p, QRectF(cell.left(), cell.top(), cell.width() * 0.52, cell.height()), f"±{n}", size * 0.8,
                  flags=int(Qt.AlignRight | Qt.AlignVCenter), bold=True)
            _SYMBOLS[kind](p, QPointF(cell.left() + cell.width() * 0.76, mid.y()), size)
    elif card.kind == "swap":
        paint_vertex_symbol(p, QPointF(mid.x() - size * 1.3, mid.y()), size)
        paint_edge_symbol(p, QPointF(mid.x() + size * 1.3, mid.y()), size)
        p.save()
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(_pen(INK, size * 0.09))
        for sign in (-1, 1):
            y = mid.y() + sign * size * 0.18
            a, b = QPointF(mid.x() - size * 0.6, y), QPointF(mid.x() + size * 0.6, y)
            tip, tail = (b, a) if sign < 0 else (a, b)
            p.drawLine(tail, tip)
            d = size * 0.2 * (1 if tip.x() > tail.x() else -1)
            p.drawLine(tip, QPointF(tip.x() - d, tip.y() - size * 0.15))
            p.drawLine(tip, QPointF(tip.x() - d, tip.y() + size * 0.15))
        p.restore()
    elif card.kind == "save":
        types = card.types
        step = size * 0.95
        left = mid.x() - step * (len(types) - 1) / 2
        for i, t in enumerate(types):
            small = QRectF(0, 0, size * 0.7, size * 0.98)
            small.moveCenter(QPointF(left + i * step, mid.y()))
            _mini_card(p, small, COLOURS[t], t)
    else:  # bonus_draw: draw n, keep the rest secret
        step = size * 0.62
        left = mid.x() - step * (card.draw - 1) / 2
        for i in range(card.draw):
            small = QRectF(0, 0, size * 0.7, size * 0.98)
            small.moveCenter(QPointF(left + i * step, mid.y()))
            _mini_card(p, small, COLOURS["bonus"], "?")


def _mini_card(p: QPainter, rect: QRectF, colour: QColor, letter: str) -> None:
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    r = rect.width() * 0.12
    p.setPen(_pen(PAPER, rect.width() * 0.06))
    p.setBrush(colour)
    p.drawRoundedRect(rect, r, r)
    fit_text(p, rect, letter, rect.height() * 0.55, bold=True, colour=PAPER)
    p.restore()


def paint_resource(p: QPainter, rect: QRectF, card: ResourceCard, *, selected: bool = False, dimmed: bool = False) -> None:
    colour = COLOURS["resources"]
    c = _Card(p, rect, colour)
    u = c.u
    c.title(Q.translate("CardArt", "Resources"))
    body = c.footer("", card.id)
    parts = [(n, kind) for n, kind in ((card.vertices, "vertices"), (card.edges, "edges"), (card.eulerians, "eulerians")) if n]
    step = body.height() / len(parts)
    for i, (n, kind) in enumerate(parts):
        cell = QRectF(body.left(), body.top() + i * step, body.width(), step).adjusted(0, 1 * u, 0, -1 * u)
        p.setPen(Qt.NoPen)
        p.setBrush(_tint(colour, 0.9))
        p.drawRoundedRect(cell, 3 * u, 3 * u)
        size = min(cell.height() * 0.55, 20 * u)
        fit_text(p, QRectF(cell.left(), cell.top(), cell.width() * 0.45, cell.height() * 0.78), str(n), size * 1.15,
              flags=int(Qt.AlignRight | Qt.AlignVCenter), bold=True)
        _SYMBOLS[kind](p, QPointF(cell.left() + cell.width() * 0.68, cell.top() + cell.height() * 0.39), size)
        fit_text(p, QRectF(cell.left(), cell.top() + cell.height() * 0.72, cell.width(), cell.height() * 0.26),
              _resource_word(kind, n), 4.2 * u, colour=colour, bold=True)
    c.finish(selected, dimmed)


def paint_bonus(p: QPainter, rect: QRectF, card: BonusCard | None, *, face_up: bool = True, met: bool | None = None,
                selected: bool = False, dimmed: bool = False, lang: str | None = None) -> None:
    if card is None or not face_up:
        paint_back(p, rect, "bonus", selected=selected, dimmed=dimmed)
        return
    colour = COLOURS["bonus"]
    c = _Card(p, rect, colour)
    u = c.u
    points = _bonus_points(card)
    width = 12 * u if len(points) <= 3 else 22 * u
    c.badge(QPointF(c.band.right() - 4 * u - width / 2, c.band.center().y()), points, GOLD, INK, 12 * u, width)
    c.title(Q.translate("CardArt", "Bonus"), left=4, right=6 + width / u)
    body = c.footer(Q.translate("CardArt", "Scored at the end"), card.id)
    fit_text(p, body.adjusted(1 * u, 1 * u, -1 * u, -1 * u), card.text[lang or card_language()], 5.0 * u, wrap=True, shrink_to=0.3)
    if met is not None:
        stamp = QRectF(0, 0, body.width() * 0.86, 11 * u)
        stamp.moveCenter(QPointF(body.center().x(), body.bottom() - 6 * u))
        tone = QColor("#15803d") if met else QColor("#b91c1c")
        p.setPen(_pen(tone, 0.8 * u))
        p.setBrush(_tint(tone, 0.88))
        p.drawRoundedRect(stamp, 2 * u, 2 * u)
        fit_text(p, stamp, ("✔ " + Q.translate("CardArt", "Condition met")) if met else ("✘ " + Q.translate("CardArt", "Not met")), 5 * u, bold=True, colour=tone)
    c.finish(selected, dimmed)


def _bonus_points(card: BonusCard) -> str:
    """The points a bonus card pays, as its badge shows them: "+6", "+2 each", or "3/5/8" for a table."""
    if card.table:
        return "/".join(str(points) for _, points in card.table)
    return f"+{card.points}"


def paint_back(p: QPainter, rect: QRectF, deck: str, count: int | None = None, *, selected: bool = False,
               dimmed: bool = False) -> None:
    """A card's back: the deck's colour, a small graph motif and the deck's name; ``count`` in a badge."""
    colour = COLOURS.get(deck, INK)
    c = _Card(p, rect, colour)
    u = c.u
    whole = QPainterPath()
    whole.addRoundedRect(c.rect, c.radius, c.radius)
    p.fillPath(whole, colour)
    outline = QPainterPath()
    outline.addRoundedRect(c.rect.adjusted(2.2 * u, 2.2 * u, -2.2 * u, -2.2 * u), c.radius * 0.7, c.radius * 0.7)
    p.setPen(_pen(_tint(colour, 0.55), 0.5 * u))
    p.setBrush(Qt.NoBrush)
    p.drawPath(outline)
    # the motif: a pentagram inside a pentagon (K5), the game's "every pair joined"
    centre = QPointF(c.rect.center().x(), c.rect.center().y() - 6 * u)
    pts = [QPointF(centre.x() + 17 * u * math.cos(-math.pi / 2 + 2 * math.pi * k / 5),
                   centre.y() + 17 * u * math.sin(-math.pi / 2 + 2 * math.pi * k / 5)) for k in range(5)]
    p.setPen(_pen(_tint(colour, 0.45), 1.0 * u))
    for i in range(5):
        for j in range(i + 1, 5):
            p.drawLine(pts[i], pts[j])
    p.setPen(_pen(colour, 0.6 * u))
    p.setBrush(_tint(colour, 0.8))
    for q in pts:
        p.drawEllipse(q, 2.6 * u, 2.6 * u)
    names = {"objectives": Q.translate("CardArt", "Objectives"), "resources": Q.translate("CardArt", "Resources"), "powers": Q.translate("CardArt", "Extra Power"), "bonus": Q.translate("CardArt", "Bonus")}
    name = QRectF(c.rect.left() + 5 * u, centre.y() + 22 * u, c.rect.width() - 10 * u, 12 * u)
    fit_text(p, name, names.get(deck, deck), 7 * u, bold=True, colour=PAPER)
    if count is not None:
        c.badge(QPointF(c.rect.right() - 10 * u, c.rect.top() + 10 * u), str(count), PAPER, INK, 12 * u)
    c.finish(selected, dimmed)


# ----- the player sheet -------------------------------------------------------------------------------
#: A track's title and numbers painted at the type scale (``text``) take these heights, in lines of that text
#: (a minus box is as wide as its widest value, "−14" in bold, and its margins need: ``minus_rows``).
TRACK_TITLE_LINES, TRACK_BOX_LINES = 1.3, 1.7
#: A minus box's margin each side of its number on screen, in the number's heights.
TRACK_NUMBER_MARGIN = 0.15


def _number_room(text: float) -> float:
    """The width a minus box needs on screen for its widest number at ``text`` pixels, bold, with a margin
    each side (a "−14" touched its box's sides at 1280x720 in classroom type)."""
    font = QFont()
    font.setPixelSize(max(1, round(text)))
    font.setBold(True)
    widest = max(QFontMetricsF(font).horizontalAdvance(signed_number(v)) for v in MINUS_TRACK)
    return widest + 2 * text * TRACK_NUMBER_MARGIN


def minus_rows(width: float, text: float) -> int:
    """The rows the minus track's boxes take on screen in ``width``: one, or two in a narrow column (a drawer
    open beside the table), so that their numbers keep the type scale and clear their boxes' sides."""
    return 1 if width / (len(MINUS_TRACK) * 1.08) >= _number_room(text) else 2


def eulerian_rows(width: float, text: float, coins: int = TRACK_COINS) -> int:
    """The rows the Eulerian track's coins take on screen in ``width``: as many as keep each coin as tall as a
    minus box, its "e" at the type scale (two rows squeezed into one line's height drew it about 5 px)."""
    per_row = max(1, int(width // (text * TRACK_BOX_LINES)))
    return math.ceil(coins / per_row)


def paint_minus_track(p: QPainter, rect: QRectF, crossed: int, text: float | None = None) -> None:
    """The minus track as on the paper sheet: a title, eight boxes with their values, then the all-crossed value.

    ``text``: the height of its words and numbers (on screen, the type scale's, so a projector's room reads
    them); the boxes are then as tall as that needs and as wide as the rect shares out. None: in proportion
    to ``rect`` (paper)."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    n = len(MINUS_TRACK)
    title_h = rect.height() * 0.32 if text is None else text * TRACK_TITLE_LINES
    fit_text(p, QRectF(rect.left(), rect.top(), rect.width(), title_h), Q.translate("CardArt", "Minus Points"),
             title_h * 0.8 if text is None else text, flags=int(Qt.AlignLeft | Qt.AlignVCenter), bold=True)
    row = QRectF(rect.left(), rect.top() + title_h, rect.width(), rect.height() - title_h)
    # n boxes and gaps, a gap, the wider last box; on screen, for numbers at the type scale, no last box (its
    # value is in the widget's tooltip) and narrower gaps
    spacing, last_wide = (0.12, 1.4) if text is None else (0.08, 0.0)
    rows = 1 if text is None else minus_rows(row.width(), text)
    per_row = math.ceil(n / rows)
    wide = row.width() / (per_row * (1 + spacing) + spacing + last_wide)
    side = min(row.height(), wide) if text is None else wide
    tall = side if text is None else min(row.height() / rows, text * TRACK_BOX_LINES)
    number = side * 0.42 if text is None else text
    gap = side * spacing
    y = row.top() + (row.height() - tall * rows) / 2
    for i, value in enumerate(MINUS_TRACK):
        line, k = divmod(i, per_row)
        box = QRectF(row.left() + k * (side + gap), y + line * tall, side, tall)
        p.setPen(_pen(INK, side * 0.05))
        p.setBrush(QColor("#f1f1f4") if i < crossed else PAPER)
        p.drawRect(box)
        if i < crossed:  # crossed in pen, the value still readable underneath
            _cross(p, box.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1), QColor(185, 28, 28, 190), side * 0.07)
        inner = box if text is None else box.adjusted(text * TRACK_NUMBER_MARGIN, 0, -text * TRACK_NUMBER_MARGIN, 0)
        fit_text(p, inner, signed_number(value), number, bold=True, colour=MUTED if i < crossed else INK, shrink_to=0.8)
    if text is None:
        last = QRectF(row.left() + n * (side + gap) + gap, y, side * last_wide, tall)
        p.setPen(_pen(MUTED, side * 0.04, Qt.DashLine))
        p.setBrush(PAPER if crossed < n else _tint(HIGHLIGHT, 0.75))
        p.drawRect(last)
        fit_text(p, last.adjusted(0, 0, 0, -side * 0.35), signed_number(ALL_CROSSED), side * 0.38, bold=True,
                 colour=MUTED if crossed < n else INK)
        fit_text(p, QRectF(last.left(), last.bottom() - side * 0.4, last.width(), side * 0.36),
                 Q.translate("CardArt", "all crossed"), side * 0.2, colour=MUTED, shrink_to=0.6)
    p.restore()


def signed_number(value: int) -> str:
    """A minus track's value as printed: a true minus sign (the standings under the sheet write it so too)."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def paint_eulerian_track(p: QPainter, rect: QRectF, circled: int, spent: int, coins: int = TRACK_COINS, *,
                         show_count: bool = True, text: float | None = None) -> None:
    """The Eulerian track: ``coins`` coins in one row (two when the rect is narrow); the first ``circled``
    ringed as gained, the first ``spent`` of those crossed as spent; the title says how many are left.
    ``text``: the title's height (the type scale's, on screen); None: in proportion to ``rect``."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    title_h = rect.height() * 0.3 if text is None else text * TRACK_TITLE_LINES
    title = Q.translate("CardArt", "Eulerian") + (f"  ({circled - spent})" if show_count else "")
    fit_text(p, QRectF(rect.left(), rect.top(), rect.width(), title_h), title, title_h * 0.8 if text is None else text,
             flags=int(Qt.AlignLeft | Qt.AlignVCenter), bold=True)
    area = QRectF(rect.left(), rect.top() + title_h, rect.width(), rect.height() - title_h)
    if text is None:
        rows = 1 if area.width() / coins >= area.height() * 0.6 else 2
    else:  # on screen: coins as tall as a minus box, their "e" at the type scale
        rows = eulerian_rows(area.width(), text, coins)
    per_row = math.ceil(coins / rows)
    side = min(area.width() / per_row, area.height() / rows)
    for i in range(coins):
        r, k = divmod(i, per_row)
        centre = QPointF(area.left() + (k + 0.5) * side, area.top() + (r + 0.5) * side)
        ring = side * 0.42
        p.setPen(_pen(QColor("#9a9aa8"), side * 0.035))
        p.setBrush(PAPER)
        p.drawEllipse(centre, ring * 0.78, ring * 0.78)
        p.setFont(_font(p, side * 0.42 if text is None else min(text, side * 0.6), italic=True, serif=True))
        p.setPen(QColor("#7a7a88") if i >= circled else INK)
        p.drawText(QRectF(centre.x() - ring, centre.y() - ring * 1.05, 2 * ring, 2 * ring), int(Qt.AlignCenter), "e")
        if i < circled:
            p.setPen(_pen(GOLD_DARK, side * 0.09))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(centre, ring, ring)
        if i < spent:
            box = QRectF(centre.x() - ring * 0.8, centre.y() - ring * 0.8, ring * 1.6, ring * 1.6)
            _cross(p, box, QColor("#b91c1c"), side * 0.08)
    p.restore()


def score_headers() -> dict[str, str]:
    """The score table's column names, as on the rule source's sheet."""
    return {"components": Q.translate("CardArt", "Components"), "diameter": Q.translate("CardArt", "Diameter"), "max_degree": Q.translate("CardArt", "Max. Degree"),
            "objectives": Q.translate("CardArt", "Objectives"), "bonus": Q.translate("CardArt", "Bonus"), "trivial": Q.translate("CardArt", "Trivial Comp."),
            "minus": Q.translate("CardArt", "Minus Points"), "total": Q.translate("CardArt", "TOTAL")}


def paint_score_table(p: QPainter, rect: QRectF, rows: Sequence[tuple[str, Mapping[str, int] | None]], *,
                      sum_label: str | None = None, highlight: str | None = None) -> None:
    """The score table: a header row, one row per (label, score_sheet numbers; None for empty boxes)
    and, with ``sum_label``, a bold row adding the numbers up. ``highlight`` marks a column."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    lines: list[tuple[str, Mapping[str, int] | None, bool]] = [(label, values, False) for label, values in rows]
    if sum_label is not None:
        filled = [values for _, values in rows if values is not None]
        lines.append((sum_label, {k: sum(v[k] for v in filled) for k in SCORE_KEYS} if filled else None, True))
    labelled = any(label for label, _, _ in lines)
    columns = len(SCORE_KEYS) + (1 if labelled else 0)
    label_w = rect.width() * 0.16 if labelled else 0.0
    col_w = (rect.width() - label_w) / len(SCORE_KEYS)
    head_h = rect.height() / (len(lines) + 1) * 1.15
    row_h = (rect.height() - head_h) / max(1, len(lines))
    text_h = min(row_h * 0.5, col_w * 0.3)
    head_text = min(head_h * 0.32, col_w * 0.16)
    grid = _pen(INK, max(rect.height(), rect.width() / 8) * 0.008)
    for c, key in enumerate(SCORE_KEYS):
        x = rect.left() + label_w + c * col_w
        cell = QRectF(x, rect.top(), col_w, head_h)
        fill = _tint(HIGHLIGHT, 0.6) if key == highlight else (QColor("#22223b") if key == "total" else QColor("#e8e8ef"))
        p.fillRect(cell, fill)
        fit_text(p, cell.adjusted(col_w * 0.04, 0, -col_w * 0.04, 0), score_headers()[key], head_text, bold=True, wrap=True,
              colour=PAPER if key == "total" and key != highlight else INK, shrink_to=0.5)
        if key == highlight:
            p.fillRect(QRectF(x, rect.top() + head_h, col_w, rect.height() - head_h), _tint(HIGHLIGHT, 0.85))
    for r, (label, values, bold) in enumerate(lines):
        y = rect.top() + head_h + r * row_h
        if bold:
            p.fillRect(QRectF(rect.left(), y, rect.width(), row_h), QColor(34, 34, 59, 30))
        if labelled:
            fit_text(p, QRectF(rect.left() + label_w * 0.06, y, label_w * 0.9, row_h), label, text_h * 0.8, bold=bold,
                  flags=int(Qt.AlignLeft | Qt.AlignVCenter), wrap=True, shrink_to=0.5)
        for c, key in enumerate(SCORE_KEYS):
            if values is None:
                continue
            cell = QRectF(rect.left() + label_w + c * col_w, y, col_w, row_h)
            fit_text(p, cell, signed_number(values[key]), text_h, bold=bold or key == "total")
    p.setPen(grid)
    p.setBrush(Qt.NoBrush)
    p.drawRect(rect)
    for c in range(1, columns):
        x = rect.left() + (label_w if labelled else 0) + (c - (1 if labelled else 0)) * col_w
        p.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
    for r in range(len(lines)):
        y = rect.top() + head_h + r * row_h
        p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
    p.restore()


# ----- widgets ----------------------------------------------------------------------------------------
class _ArtWidget(QWidget):
    """A widget that repaints its art at whatever size it is given and again on a language change."""

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        try:
            self.paint(p, QRectF(self.rect()))
        finally:
            p.end()

    def paint(self, p: QPainter, rect: QRectF) -> None:
        raise NotImplementedError


class CardWidget(_ArtWidget):
    """One card, or a deck's back, painted to fit (keeping the card's shape); emits ``clicked``."""

    clicked = Signal()

    def __init__(self, card: Card | None = None, parent: QWidget | None = None, *, back: str | None = None,
                 height: int = 176):
        super().__init__(parent)
        self._card, self._back, self._count = card, back, None
        self._options: dict[str, object] = {}
        self.selected = False
        self.dimmed = False
        self._height = height
        policy = QSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    @property
    def card(self) -> Card | None:
        return self._card

    def set_card(self, card: Card | None, *, face_up: bool = True, uses_left: int | None = None,
                 met: bool | None = None) -> None:
        self._card, self._back = card, None
        self._options = {"face_up": face_up, "uses_left": uses_left, "met": met}
        self.update()

    def set_back(self, deck: str, count: int | None = None) -> None:
        self._card, self._back, self._count = None, deck, count
        self.update()

    def show_like(self, other: CardWidget) -> None:
        """Show the card ``other`` shows, as it shows it (a card pointed at, shown large)."""
        self._card, self._back, self._count, self._options = other._card, other._back, other._count, dict(other._options)
        self.update()

    def set_marks(self, *, selected: bool | None = None, dimmed: bool | None = None) -> None:
        if selected is not None:
            self.selected = selected
        if dimmed is not None:
            self.dimmed = dimmed
        self.update()

    def set_card_height(self, height: int) -> None:
        self._height = height
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(round(self._height * CARD_RATIO), self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(36, 50)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(width / CARD_RATIO)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        inner = rect.adjusted(1, 1, -1, -1)
        if self._card is not None:
            paint_card(p, inner, self._card, selected=self.selected, dimmed=self.dimmed, **self._options)  # type: ignore[arg-type]
        elif self._back is not None:
            paint_back(p, inner, self._back, self._count)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)


def type_height(role: float) -> float:
    """The pixel height of the type scale's ``role`` on screen: a track's words and numbers are painted at it."""
    return float(QFontInfo(heading_font(role, bold=False)).pixelSize())


class _TrackWidget(_ArtWidget):
    """A track of the sheet on screen: its words and numbers at the type scale (``TYPE.small``), so it is as
    tall as they need and follows the classroom type."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        self._fit()

    def _fit(self) -> None:
        self.text_px = type_height(TYPE.small)
        self.setMinimumWidth(em(6))
        self.setFixedHeight(math.ceil(self.text_px * (TRACK_TITLE_LINES + TRACK_BOX_LINES * self.rows())) + em(0.2))

    def rows(self) -> int:
        """The rows of boxes (or coins) at the widget's width."""
        return 1

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.FontChange:  # the classroom type: taller words, a taller track
            self._fit()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()  # a narrower column may take the boxes in two rows

    def sizeHint(self) -> QSize:
        return QSize(em(16), self.height())


class MinusTrackWidget(_TrackWidget):
    def __init__(self, crossed: int = 0, parent: QWidget | None = None):
        super().__init__(parent)
        self.crossed = crossed
        self.setToolTip(fill(Q.translate("CardArt", "Minus points: the value under the leftmost box not crossed; %1 once "
                                         "all are crossed"), signed_number(ALL_CROSSED)))

    def set_crossed(self, crossed: int) -> None:
        self.crossed = crossed
        self.update()

    def rows(self) -> int:
        return minus_rows(self.width() - 4, self.text_px)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        paint_minus_track(p, rect.adjusted(2, 2, -2, -2), self.crossed, text=self.text_px)


class EulerianTrackWidget(_TrackWidget):
    def __init__(self, circled: int = 0, spent: int = 0, parent: QWidget | None = None):
        super().__init__(parent)
        self.circled, self.spent = circled, spent

    def set_coins(self, circled: int, spent: int) -> None:
        self.circled, self.spent = circled, spent
        self.update()

    def rows(self) -> int:
        return eulerian_rows(self.width() - 4, self.text_px)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        paint_eulerian_track(p, rect.adjusted(2, 2, -2, -2), self.circled, self.spent, text=self.text_px)


class ScoreTableWidget(_ArtWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.rows: list[tuple[str, Mapping[str, int] | None]] = []
        self.sum_label: str | None = None
        self.highlight: str | None = None
        self.setMinimumSize(em(12), em(2.6))

    def set_rows(self, rows: Sequence[tuple[str, Mapping[str, int] | None]], sum_label: str | None = None,
                 highlight: str | None = None) -> None:
        self.rows, self.sum_label, self.highlight = list(rows), sum_label, highlight
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(720, 60 + 34 * (len(self.rows) + (1 if self.sum_label else 0)))

    def paint(self, p: QPainter, rect: QRectF) -> None:
        paint_score_table(p, rect.adjusted(1, 1, -1, -1), self.rows, sum_label=self.sum_label, highlight=self.highlight)
