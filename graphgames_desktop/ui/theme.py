"""Sizes and colours of everything drawn, for the normal and the classroom (projector) look.

One Theme object is shared by the canvas items, panels and the main window; switching classroom
mode changes it and every listener repaints.

Widgets take their sizes from two scales, never from pixel numbers: the type scale (TYPE: a role's
size as a multiple of the application font, which classroom mode enlarges) and the spacing scale
(:func:`em`: lengths in lines of that font). So a page laid out for a 1280x720 projector in
classroom type grows with the type and keeps its proportions.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle


@dataclass(frozen=True)
class Look:
    vertex_radius: float
    edge_width: float
    hit_width: float
    font_scale: float
    paper: QColor
    ink: QColor
    vertex_fill: QColor
    vertex_outline: QColor
    selection: QColor
    highlight: QColor
    crossing: QColor
    refused: QColor
    player_colors: tuple[QColor, QColor]
    high_contrast: bool
    #: The least scene area a fit shows, so that a small drawing is not blown up without end; the
    #: classroom look lets a small board fill a projected view.
    fit_area: tuple[float, float]


#: Winning moves and the focus of a step. One colour in both looks, far from every edge colour and
#: vertex fill also for protanopes and deuteranopes (a pink magenta; red-green pairs are avoided).
HIGHLIGHT = QColor("#e060b8")


NORMAL = Look(
    vertex_radius=11.0, edge_width=2.6, hit_width=12.0, font_scale=1.0,
    paper=QColor("#fbfaf6"), ink=QColor("#2b2d42"), vertex_fill=QColor("#ffffff"),
    vertex_outline=QColor("#2b2d42"), selection=QColor("#3a86ff"), highlight=HIGHLIGHT,
    crossing=QColor("#e76f51"), refused=QColor("#d62828"),
    player_colors=(QColor("#1d4ed8"), QColor("#c1121f")), high_contrast=False, fit_area=(600.0, 440.0))

CLASSROOM = Look(
    vertex_radius=20.0, edge_width=6.0, hit_width=24.0, font_scale=1.8,
    paper=QColor("#ffffff"), ink=QColor("#000000"), vertex_fill=QColor("#ffe600"),
    vertex_outline=QColor("#000000"), selection=QColor("#0047ff"), highlight=HIGHLIGHT,
    crossing=QColor("#ff00aa"), refused=QColor("#e00000"),
    player_colors=(QColor("#0033cc"), QColor("#cc0000")), high_contrast=True, fit_area=(300.0, 220.0))


@dataclass(frozen=True)
class TypeScale:
    """Text sizes by role, as multiples of the application font (classroom mode enlarges that font)."""

    code: float = 4.0  # a join code the class reads off the projector from the back of the room
    display: float = 1.8  # a curtain's call to pass the screen, the home screen's title
    banner: float = 1.5  # the end of a game, over the board
    turn: float = 1.3  # whose turn it is: the first thing the room reads
    title: float = 1.25  # a page's or a panel's heading
    heads_up: float = 1.1  # the last move, the scores, a refusal beside the board
    lead: float = 1.05  # a card's or a step's heading
    body: float = 1.0
    small: float = 0.85  # notes a player reads up close (never for what the room must read)


TYPE = TypeScale()


def em(lines: float = 1.0) -> int:
    """``lines`` lines of the application's current font, in pixels: the unit of every length in the
    layout (margins, minimum widths, icon sizes), so that classroom type widens them with the text."""
    app = QApplication.instance()
    font = app.font() if app is not None else QFont()
    return max(1, round(lines * QFontMetricsF(font).height()))


class Theme(QObject):
    """The current look; emits ``changed`` when classroom mode is toggled."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.look = NORMAL
        self._base_font: QFont | None = None

    @property
    def classroom(self) -> bool:
        return self.look is CLASSROOM

    def set_classroom(self, on: bool) -> None:
        if on == self.classroom:
            return
        self.look = CLASSROOM if on else NORMAL
        app = QApplication.instance()
        if app is not None:
            if self._base_font is None:
                self._base_font = QFont(app.font())
            font = QFont(self._base_font)
            size = self._base_font.pointSizeF()
            if size > 0:
                font.setPointSizeF(size * self.look.font_scale)
            if not isinstance(app.style(), TypeSizedStyle):  # check boxes as big as their words, everywhere
                app.setStyle(TypeSizedStyle(app.style().name()))
            app.setFont(font)
            app.setPalette(high_contrast_palette() if on else app.style().standardPalette())
        self.changed.emit()


class TypeSizedStyle(QProxyStyle):
    """The platform's style, with check boxes and radio buttons as big as the type: in classroom type a
    style's fixed 13-pixel box is a speck beside 18-point words (a style sheet would do it too, but
    keeps widgets from following the application's font)."""

    INDICATORS = (QStyle.PM_IndicatorWidth, QStyle.PM_IndicatorHeight, QStyle.PM_ExclusiveIndicatorWidth,
                  QStyle.PM_ExclusiveIndicatorHeight)

    def pixelMetric(self, metric, option=None, widget=None) -> int:  # noqa: N802 (Qt's name)
        base = super().pixelMetric(metric, option, widget)
        if metric in self.INDICATORS:
            return max(base, em(0.8))
        return base


def high_contrast_palette() -> QPalette:
    pal = QPalette()
    white, black, blue = QColor("#ffffff"), QColor("#000000"), QColor("#0033cc")
    for role in (QPalette.Window, QPalette.Base, QPalette.Button, QPalette.AlternateBase):
        pal.setColor(role, white)
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText):
        pal.setColor(role, black)
    pal.setColor(QPalette.Highlight, blue)
    pal.setColor(QPalette.HighlightedText, white)
    grey = QColor("#6e6e6e")
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText):
        pal.setColor(QPalette.Disabled, role, grey)
    return pal


def heading_font(factor: float, bold: bool = True) -> QFont:
    """A font ``factor`` times the application's current font (which classroom mode enlarges)."""
    app = QApplication.instance()
    font = QFont(app.font()) if app is not None else QFont()
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    return font


class _FontKeeper(QObject):
    """Child of a label: re-applies its heading font on look changes, and dies with the label
    (a bound slot of a QObject is disconnected when it is destroyed; a lambda would not be)."""

    def __init__(self, label, factor: float, bold: bool):
        super().__init__(label)
        self.factor, self.bold = factor, bold
        theme().changed.connect(self.apply)
        self.apply()

    def apply(self) -> None:
        self.parent().setFont(heading_font(self.factor, self.bold))


def keep_scaled(label, factor: float, bold: bool = True) -> None:
    """Give ``label`` a heading font now and again whenever the look changes."""
    _FontKeeper(label, factor, bold)


_theme: Theme | None = None


def theme() -> Theme:
    global _theme
    if _theme is None:
        _theme = Theme()
    return _theme
