"""The card table's tracks at 1280x720 in classroom type and Portuguese (issue 44: the Eulerian track's "e"
about 5 px high, a "−14" touching its box's sides)."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainter

from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.ui.views.card_table import art
from tests.ui.test_card_table_fit import projector, reveal, screen, start, until  # noqa: F401 (fixtures)


def test_the_tracks_symbols_are_at_the_type_scale_and_their_numbers_clear_their_boxes(window, qtbot, screen,  # noqa: F811
                                                                                       monkeypatch):
    page = start(window, monkeypatch)
    until(page, Phase.REFRESH)
    reveal(qtbot, page)
    table = page.game_view.table
    coins, minus = table.coins, table.minus
    text_px = coins.text_px
    glyphs: list[float] = []
    real_draw = QPainter.drawText

    def spy(p, *args):
        if args and args[-1] == "e":  # a coin's "e": its font's pixel height
            glyphs.append(p.font().pointSizeF() * p.device().logicalDpiY() / 72)
        return real_draw(p, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    coins.grab()
    monkeypatch.setattr(QPainter, "drawText", real_draw)
    assert glyphs and min(glyphs) >= text_px * 0.95, (min(glyphs), text_px)

    numbers: list[tuple[QRectF, str, float, float]] = []  # where, what, its width and its height as drawn
    drawn_boxes: list[QRectF] = []
    real_fit, real_rect = art.fit_text, QPainter.drawRect

    def fit(p, rect, text, height, **options):
        real_fit(p, rect, text, height, **options)
        font = p.font()
        numbers.append((QRectF(rect), text, QFontMetricsF(font, p.device()).horizontalAdvance(text),
                        font.pointSizeF() * p.device().logicalDpiY() / 72))

    def box(p, rect):
        drawn_boxes.append(QRectF(rect))
        return real_rect(p, rect)

    monkeypatch.setattr(art, "fit_text", fit)
    monkeypatch.setattr(QPainter, "drawRect", box)
    minus.grab()
    monkeypatch.setattr(art, "fit_text", real_fit)
    monkeypatch.setattr(QPainter, "drawRect", real_rect)
    shown = [(rect, text, width, px) for rect, text, width, px in numbers if text.lstrip("−").isdigit()]
    assert len(shown) == 8
    for rect, text, width, px in shown:  # at the type scale, with room each side inside its box
        assert px >= text_px * 0.99, (text, px, text_px)
        around = next(b for b in drawn_boxes if b.contains(rect.center()))
        assert (around.width() - width) / 2 >= text_px * 0.1, (text, around.width(), width)
