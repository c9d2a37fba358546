"""Card art numbers: laying out every objective's picture, painting a card, printing the deck and sheets.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/card_art.py
"""

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from graphgames_desktop.games.cards.cards import standard_decks  # noqa: E402
from graphgames_desktop.graph import card_layout  # noqa: E402
from graphgames_desktop.ui.views.card_table import art, printables  # noqa: E402


def main() -> None:
    QApplication.instance() or QApplication([])
    decks = standard_decks()
    start = time.perf_counter()
    for card in decks.objectives:
        card_layout.card_layout(card.vertices, card.edges)
    print(f"layouts of the {len(decks.objectives)} objectives (first time, then cached): {time.perf_counter() - start:.2f} s")
    cards = [*decks.objectives, *decks.powers, *decks.resources, *decks.bonus]
    img = QImage(400, 560, QImage.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    start = time.perf_counter()
    for card in cards:
        art.paint_card(p, QRectF(0, 0, 400, 560), card)
    p.end()
    print(f"painting all {len(cards)} cards at 400x560: {(time.perf_counter() - start) / len(cards) * 1000:.1f} ms a card")
    for name, make in (("deck, 14 pages", lambda: printables.cards_pdf("a4", "en")),
                       ("30 player sheets", lambda: printables.sheets_pdf(30, "a4", "en"))):
        start = time.perf_counter()
        data = make()
        print(f"PDF of the {name}: {time.perf_counter() - start:.2f} s, {len(data) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
