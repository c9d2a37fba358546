"""Printables: player sheets and the whole deck as PDF, A4 or Letter, in either language, also from the command line."""

import re

import pytest
from PySide6.QtCore import QCoreApplication

from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.views.card_table import printables

DECK_SIZE = sum(len(d) for d in (standard_decks().objectives, standard_decks().powers, standard_decks().resources,
                                 standard_decks().bonus))


def pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def media_box(data: bytes) -> tuple[float, float]:
    box = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)", data)
    return float(box.group(1)), float(box.group(2))


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_player_sheets_one_a_page_on_the_paper_asked(qapp, paper, size):
    data = printables.sheets_pdf(3, paper, "en")
    assert data.startswith(b"%PDF") and pages(data) == 3
    assert tuple(round(x) for x in media_box(data)) == size


def test_the_deck_nine_cards_a_page(qapp):
    data = printables.cards_pdf("letter", "pt_BR")
    assert pages(data) == -(-DECK_SIZE // printables.CARDS_PER_PAGE) == 14


def test_a_printout_speaks_the_language_asked_not_the_interfaces(qapp):
    languages = LanguageManager()
    if not languages.set_language("pt_BR"):
        pytest.skip("the Portuguese catalogue is not built")
    try:
        shown = QCoreApplication.translate("CardArt", "Minus Points")
        assert shown != "Minus Points"
        with printables.language("en"):
            assert QCoreApplication.translate("CardArt", "Minus Points") == "Minus Points"
        assert QCoreApplication.translate("CardArt", "Minus Points") == shown
    finally:
        languages.set_language("en")
    with printables.language("pt_BR"):
        assert QCoreApplication.translate("CardArt", "Minus Points") == shown


def test_command_line_prints_and_refuses_an_unwritable_path(qapp, tmp_path, capsys):
    from graphgames_desktop import app

    cards, sheets = tmp_path / "cards.pdf", tmp_path / "sheets.pdf"
    assert app.main(["--print-cards", str(cards), "--print-sheets", str(sheets), "--copies", "2", "--paper", "letter"]) == 0
    assert pages(cards.read_bytes()) == 14 and pages(sheets.read_bytes()) == 2
    assert app.main(["--print-sheets", str(tmp_path / "missing" / "s.pdf")]) == 2
    assert "s.pdf" in capsys.readouterr().err
    assert not (tmp_path / "missing").exists()


def test_the_print_dialog_writes_what_it_was_set_to(qtbot, tmp_path):
    dialog = printables.PrintDialog("sheets", 4)
    qtbot.addWidget(dialog)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    path = tmp_path / "sheets.pdf"
    assert dialog.write(str(path))
    data = path.read_bytes()
    assert pages(data) == 4 and tuple(round(x) for x in media_box(data)) == (612, 792)


def test_every_printed_card_graph_reads_as_its_graph(qapp, monkeypatch):
    """The deck as printed (real size): no dot runs into another or onto an edge it does not end
    (the octahedron's card drew its 2 mm dots 3.45 mm from edges), edges at least 1 pt wide."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from graphgames_desktop.graph.drawing import Drawing
    from graphgames_desktop.graph.picture_layout import layout_problems
    from graphgames_desktop.ui.views.card_table import art

    class Recording(QPainter):
        """Keeps the dots and lines drawn while ``on``."""

        on = False
        dots: list = []
        lines: list = []
        widths: list = []

        def drawEllipse(self, *args):  # noqa: N802 (Qt's name)
            if self.on:
                self.dots.append((args[0].x(), args[0].y(), args[1]))
            super().drawEllipse(*args)

        def drawLine(self, *args):  # noqa: N802 (Qt's name)
            if self.on:
                self.lines.append(((args[0].x(), args[0].y()), (args[1].x(), args[1].y())))
                self.widths.append(self.pen().widthF())
            super().drawLine(*args)

    original = art.paint_objective_graph

    def recording(p, *args):
        p.on = True
        try:
            original(p, *args)
        finally:
            p.on = False

    monkeypatch.setattr(art, "paint_objective_graph", recording)
    mm = 10.0  # device units a millimetre: a 63 x 88 mm card
    image = QImage(int(63 * mm), int(88 * mm), QImage.Format_ARGB32)
    for card in standard_decks().objectives:
        p = Recording(image)
        p.dots, p.lines, p.widths = [], [], []
        art.paint_card(p, QRectF(0, 0, 63 * mm, 88 * mm), card)
        p.end()
        assert len(p.dots) == card.vertices and len(p.lines) == len(card.edges)
        drawing, at = Drawing(), {}
        for x, y, _ in p.dots:
            at[(round(x, 3), round(y, 3))] = drawing.add_vertex(x, y).id
        for a, b in p.lines:
            drawing.add_edge(at[(round(a[0], 3), round(a[1], 3))], at[(round(b[0], 3), round(b[1], 3))])
        radius = max(r for _, _, r in p.dots)
        assert layout_problems(drawing, radius) == [], card.name["en"]
        assert min(p.widths) >= 25.4 / 72 * mm  # 1 pt
