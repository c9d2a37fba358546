"""The card art paints every card of the decks, at any size, on screen, in images and into PDF."""

import re

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPageSize, QPainter, QPdfWriter

from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.ui.views.card_table import art

DECKS = standard_decks()
ALL_CARDS = [*DECKS.objectives, *DECKS.powers, *DECKS.resources, *DECKS.bonus]
BACKGROUND = QColor("#123456")


def _image(height: int, paint) -> QImage:
    img = QImage(round(height * art.CARD_RATIO) + 4, height + 4, QImage.Format_ARGB32)
    img.fill(BACKGROUND)
    p = QPainter(img)
    paint(p, QRectF(2, 2, img.width() - 4, height))
    p.end()
    return img


def _colours(img: QImage, step: int = 3) -> set[int]:
    return {img.pixel(x, y) for x in range(0, img.width(), step) for y in range(0, img.height(), step)}


@pytest.mark.parametrize("height", [48, 160, 520])
def test_every_card_paints_at_every_size(qapp, height):
    for card in ALL_CARDS:
        img = _image(height, lambda p, r, c=card: art.paint_card(p, r, c))
        centre = img.pixel(img.width() // 2, img.height() // 2)
        assert centre != BACKGROUND.rgb(), card.id  # the card covers its rect
        assert len(_colours(img)) > 4, card.id


def test_cards_of_each_kind_wear_their_colour(qapp):
    def band(card):
        img = _image(300, lambda p, r: art.paint_card(p, r, card))
        return QColor(img.pixel(img.width() // 2 - 30, 10))
    s_card = next(c for c in DECKS.objectives if c.type == "S")
    c_card = next(c for c in DECKS.objectives if c.type == "C")
    assert band(s_card) == art.COLOURS["S"]
    assert band(c_card) == art.COLOURS["C"]
    assert band(DECKS.powers[0]) == art.COLOURS["powers"]
    assert band(DECKS.resources[0]) == art.COLOURS["resources"]
    assert band(DECKS.bonus[0]) == art.COLOURS["bonus"]


def test_an_objective_draws_its_graph_in_ink(qapp):
    card = next(c for c in DECKS.objectives if c.name["en"] == "Triangle")
    img = _image(400, lambda p, r: art.paint_objective(p, r, card))
    art_area = {img.pixel(x, y) for x in range(40, img.width() - 40) for y in range(120, 300)}
    assert art.INK.rgb() in art_area


def test_face_down_bonus_hides_its_text(qapp):
    card = DECKS.bonus[0]
    up = _image(200, lambda p, r: art.paint_bonus(p, r, card))
    down = _image(200, lambda p, r: art.paint_bonus(p, r, card, face_up=False))
    back = _image(200, lambda p, r: art.paint_back(p, r, "bonus"))
    assert down == back and up != down


def test_tracks_show_crossed_boxes_and_spent_coins(qapp):
    def track(paint):
        img = QImage(600, 90, QImage.Format_ARGB32)
        img.fill(QColor("white"))
        p = QPainter(img)
        paint(p, QRectF(0, 0, 600, 90))
        p.end()
        return img
    assert track(lambda p, r: art.paint_minus_track(p, r, 0)) != track(lambda p, r: art.paint_minus_track(p, r, 2))
    assert track(lambda p, r: art.paint_eulerian_track(p, r, 5, 0)) != track(lambda p, r: art.paint_eulerian_track(p, r, 5, 2))
    row = {"components": 4, "diameter": 3, "max_degree": 5, "objectives": 24, "bonus": 8, "trivial": -2, "minus": -6, "total": 36}
    a = track(lambda p, r: art.paint_score_table(p, r, [("", row)]))
    b = track(lambda p, r: art.paint_score_table(p, r, [("", row)], highlight="diameter"))
    assert a != b


def test_the_whole_deck_prints_into_a_pdf(qapp, tmp_path):
    path = tmp_path / "cards.pdf"
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QSizeF(art.CARD_MM), QPageSize.Millimeter))
    writer.setResolution(300)
    p = QPainter(writer)
    for i, card in enumerate(ALL_CARDS):
        if i:
            writer.newPage()
        art.paint_card(p, QRectF(0, 0, writer.width(), writer.height()), card)
    p.end()
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and pdf_pages(data) == len(ALL_CARDS)


def pdf_pages(data: bytes) -> int:
    """Pages of a PDF: its /Type /Page objects (not /Pages)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def test_card_widget_keeps_the_card_shape_and_reports_clicks(qtbot):
    from PySide6.QtCore import Qt

    widget = art.CardWidget(DECKS.objectives[0])
    qtbot.addWidget(widget)
    assert widget.heightForWidth(126) == 176
    widget.resize(126, 176)
    widget.show()
    with qtbot.waitSignal(widget.clicked):
        qtbot.mouseClick(widget, Qt.LeftButton)
    widget.set_back("objectives", 12)
    assert widget.card is None
    assert not widget.grab().isNull()


def test_long_text_shrinks_to_its_box(qapp):
    img = QImage(300, 300, QImage.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    box = QRectF(50, 100, 200, 60)
    art.fit_text(p, box, " ".join(["Reserve um objetivo perto da sua folha."] * 3), 30, wrap=True, shrink_to=0.2)
    p.end()
    inked = [y for y in range(300) if any(QColor(img.pixel(x, y)).value() < 128 for x in range(300))]
    assert inked and box.top() + 1 < inked[0] and inked[-1] < box.bottom() - 1


@pytest.mark.parametrize("size", [(180, 26), (330, 60), (600, 90)])
def test_the_minus_track_stays_inside_its_rect_at_any_aspect(qapp, size):
    width, height = size
    image = QImage(width + 40, height, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    art.paint_minus_track(painter, QRectF(0, 0, width, height), 3)
    painter.end()
    outside = [image.pixelColor(x, y) for x in range(width + 2, width + 40) for y in range(height)]
    assert all(colour == QColor("white") for colour in outside)
