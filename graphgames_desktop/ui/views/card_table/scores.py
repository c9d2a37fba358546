"""The end of a card game: bonus cards revealed, the rule source's score table, the ranking, export.

One row per sheet of every player (Components, Diameter, Max. Degree, Objectives, Bonus, Trivial
Comp., Minus Points, TOTAL) and a total row per player. Clicking a number shows that player's
sheet with what earned it lit. The ranking names the tie-breaker that decided between neighbours.
The panel exports as PNG or PDF (written whole or not at all).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtGui import QBrush, QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games.cards.bonus import bonus_points
from graphgames_desktop.games.cards.observation import CardObservation
from graphgames_desktop.games.cards.table import Standing
from graphgames_desktop.ui import files, texts
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views.card_table import art
from graphgames_desktop.ui.views.card_table.art import card_language
from graphgames_desktop.ui.views.card_table.proof import score_lights

#: The score table's columns, as on the rule source's sheet (``score_sheet``'s keys).
COLUMNS = art.SCORE_KEYS
#: The exported report's width in its own units (a pixel of the PNG).
REPORT_WIDTH = 1400.0
LINE = 30.0


def tie_breaker(a: Standing, b: Standing) -> str:
    """What put ``a`` before ``b``: the higher total, or the first of the rule source's tie-breakers that differs."""
    names = (Q.translate("CardScores", "a higher total"),
             Q.translate("CardScores", "tie-breaker 1: fewer crossed minus boxes"),
             Q.translate("CardScores", "tie-breaker 2: fewer trivial components"),
             Q.translate("CardScores", "tie-breaker 3: a higher maximum degree"),
             Q.translate("CardScores", "tie-breaker 4: a higher diameter"),
             Q.translate("CardScores", "tie-breaker 5: more components"))
    for name, x, y in zip(names, a.key, b.key):
        if x != y:
            return name
    return Q.translate("CardScores", "a tie on every count: the place is shared")


class ScorePanel(QWidget):
    def __init__(self, table):
        super().__init__()
        self.setObjectName("card_scores")
        self.table = table
        self.rows: list[tuple[int, int | None]] = []  # (player, sheet index or None for the total row)
        self.bonus_label = QLabel()
        self.bonus_label.setObjectName("bonus_reveal")
        self.bonus_label.setWordWrap(True)
        self.grid = QTableWidget()
        self.grid.setObjectName("score_table")
        self.grid.setEditTriggers(QTableWidget.NoEditTriggers)
        self.grid.setSelectionMode(QTableWidget.SingleSelection)
        self.grid.cellClicked.connect(self._cell_clicked)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.ranking = QLabel()
        self.ranking.setObjectName("ranking")
        self.ranking.setWordWrap(True)
        self.png_button = QPushButton()
        self.png_button.setObjectName("export_png")
        self.png_button.clicked.connect(lambda: self._ask_export("png"))
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("export_pdf")
        self.pdf_button.clicked.connect(lambda: self._ask_export("pdf"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.png_button)
        buttons.addWidget(self.pdf_button)
        buttons.addStretch(1)
        self.report: list[tuple[str, object]] = []  # what is exported: ("title" | "text" | "table", content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid, 1)  # the ranking and the bonus cards are shown in the controls' column
        layout.addLayout(buttons)

    def show_scores(self, obs: CardObservation) -> None:
        table = self.table
        name = table.name
        lang = card_language()
        ranking = obs.ranking()
        facts = obs.facts()
        lines = []
        for p in range(len(obs.players)):
            for card_id in obs.hand(p):
                card = obs.decks.bonus_card(card_id)
                points = bonus_points(card, p, facts)
                met = (fill(Q.translate("CardScores", "met: +%1"), points) if points
                       else Q.translate("CardScores", "not met"))
                lines.append(f"{name(p)} — {card_id}: {card.text[lang]} <b>{met}</b>")
        # Read by the controls' column, never shown itself (shown, a label without a parent is a window of its own).
        self.bonus_label.setText(Q.translate("CardScores", "Bonus cards revealed:") + "<br>" + "<br>".join(lines)
                                 if lines else "")
        self.report = [("title", Q.translate("CardScores", "Scores"))]
        self.rows = []
        by_player = {s.player: s for s in ranking}
        for p in range(len(obs.players)):
            sheets = by_player[p].sheets
            self.rows += [(p, i) for i in range(len(sheets))]
            if len(sheets) > 1:
                self.rows.append((p, None))
        self.grid.clear()
        self.grid.setColumnCount(len(COLUMNS))
        self.grid.setRowCount(len(self.rows))
        # Names stacked a word a line, so every column up to TOTAL fits without scrolling, even in classroom type.
        self.grid.setHorizontalHeaderLabels([art.score_headers()[k].replace(" ", "\n") for k in COLUMNS])
        heads = []
        for r, (p, i) in enumerate(self.rows):
            standing = by_player[p]
            if i is None:
                values = {k: sum(s[k] for s in standing.sheets) for k in COLUMNS}
                heads.append(fill(Q.translate("CardScores", "%1, all sheets"), name(p)))
            else:
                values = standing.sheets[i]
                heads.append(name(p) if len(standing.sheets) == 1 else
                             fill(Q.translate("CardScores", "%1, sheet %2"), name(p), i + 1))
            for c, key in enumerate(COLUMNS):
                item = QTableWidgetItem(str(values[key]))
                item.setTextAlignment(Qt.AlignCenter)
                if key == "total" or i is None:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if i is None:
                    item.setBackground(QBrush(QColor("#f1f5f9")))
                self.grid.setItem(r, c, item)
        self.grid.setVerticalHeaderLabels(heads)
        self._fit_width()
        places = []
        for k, standing in enumerate(ranking):
            line = fill(Q.translate("CardScores", "%1. %2: %3"),
                        standing.place, name(standing.player), texts.count(standing.total, "points"))
            if k + 1 < len(ranking):
                nxt = ranking[k + 1]
                text = (Q.translate("CardScores", "ahead of %1 on %2") if standing.place != nxt.place
                        else Q.translate("CardScores", "shares the place with %1: %2"))
                line += " — " + fill(text, name(nxt.player), tie_breaker(standing, nxt))
            places.append(line)
        self.ranking.setText("<b>" + Q.translate("CardScores", "Ranking") + "</b><br>" + "<br>".join(places))
        self.report += [("text", line) for line in places]
        self.report += [("text", line.replace("<b>", "").replace("</b>", "")) for line in lines]
        for p in range(len(obs.players)):
            sheets = by_player[p].sheets
            rows = [(fill(Q.translate("CardScores", "Sheet %1"), i + 1), values) for i, values in enumerate(sheets)]
            self.report.append(("table", (name(p), rows, Q.translate("CardScores", "All sheets") if len(sheets) > 1 else None)))
        self.png_button.setText(Q.translate("CardScores", "Export as PNG…"))
        self.pdf_button.setText(Q.translate("CardScores", "Export as PDF…"))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_width()

    def _fit_width(self) -> None:
        """Every column up to TOTAL in sight: the grid's type shrinks (to no less than 9 points) until the
        table fits its width, instead of hiding the totals behind a scroll bar."""
        grid = self.grid
        font = self.font()
        size = font.pointSizeF()
        while True:
            font.setPointSizeF(size)
            grid.setFont(font)
            grid.horizontalHeader().setFont(font)
            grid.verticalHeader().setFont(font)
            grid.resizeColumnsToContents()
            grid.resizeRowsToContents()
            needed = grid.horizontalHeader().length() + grid.verticalHeader().sizeHint().width() + 2 * grid.frameWidth()
            if needed <= grid.width() or size <= 9:
                return
            size -= 1

    def _cell_clicked(self, row: int, column: int) -> None:
        """Show the row's sheet with what earned the clicked number lit."""
        if not 0 <= row < len(self.rows):
            return
        player, index = self.rows[row]
        table = self.table
        obs = table.obs
        table.picked_player = table.shown_player = player
        table.shown_sheet = index
        table._show_players()
        table._show_sheet()
        pl = obs.players[player]
        sheet = pl.sheets[index if index is not None else len(pl.sheets) - 1]
        cards = [obs.objective(c) for c in sheet.objectives]
        vertices, edges = score_lights(sheet, COLUMNS[column], cards)
        table.sheet.light(vertices, edges)

    # -- export ----------------------------------------------------------------------------------------
    @staticmethod
    def _height(block: tuple[str, object]) -> float:
        kind, content = block
        if kind == "table":
            _, rows, total = content  # type: ignore[misc]
            return LINE * 1.4 + 64 + 40 * (len(rows) + (1 if total else 0)) + LINE * 0.6
        if kind == "title":
            return LINE * 1.6
        return LINE * (1 + len(str(content)) // 120)  # a long line wraps (about 120 characters a line)

    def _paint(self, p: QPainter, blocks: list[tuple[str, object]], top: float) -> None:
        """``blocks`` one under another from ``top``: a title, a line of text, or a player's score table."""
        y = top
        margin = LINE
        width = REPORT_WIDTH - 2 * margin
        for block in blocks:
            kind, content = block
            font = p.font()
            font.setPixelSize(int(LINE * (0.9 if kind == "title" else 0.6)))
            font.setBold(kind != "text")
            p.setFont(font)
            p.setPen(QColor("black"))
            if kind == "table":
                name, rows, total = content  # type: ignore[misc]
                p.drawText(QRectF(margin, y, width, LINE * 1.4), Qt.AlignLeft | Qt.AlignVCenter, name)
                box = QRectF(margin, y + LINE * 1.4, width, self._height(block) - LINE * 2.0)
                art.paint_score_table(p, box, rows, sum_label=total)
            else:
                p.drawText(QRectF(margin, y, width, self._height(block)), Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap,
                           str(content))
            y += self._height(block)

    def _ask_export(self, fmt: str) -> None:
        filters = {"png": Q.translate("CardScores", "PNG image (*.png)"), "pdf": Q.translate("CardScores", "PDF document (*.pdf)")}
        path, _ = QFileDialog.getSaveFileName(self, Q.translate("CardScores", "Export the scores"), f"scores.{fmt}", filters[fmt])
        if path:
            self.export(path, fmt)

    def export(self, path: str, fmt: str) -> bool:
        """The ranking, the bonus cards and every player's score table (the art's) as a PNG image or PDF pages."""
        buffer = QBuffer()
        buffer.open(QIODevice.WriteOnly)
        if fmt == "png":
            image = QImage(int(REPORT_WIDTH), int(sum(self._height(b) for b in self.report) + 2 * LINE), QImage.Format_RGB32)
            image.fill(QColor("white"))
            painter = QPainter(image)
            self._paint(painter, self.report, LINE)
            painter.end()
            image.save(buffer, "PNG")
        else:
            writer = QPdfWriter(buffer)
            writer.setTitle(Q.translate("CardScores", "Scores"))
            writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Landscape, QMarginsF(12, 12, 12, 12)))
            painter = QPainter(writer)
            scale = painter.viewport().width() / REPORT_WIDTH
            painter.scale(scale, scale)
            page = painter.viewport().height() / scale
            blocks: list[tuple[str, object]] = []
            for block in self.report:  # as many blocks as fit on a page
                if blocks and sum(self._height(b) for b in blocks) + self._height(block) > page:
                    self._paint(painter, blocks, 0.0)
                    writer.newPage()
                    blocks = []
                blocks.append(block)
            self._paint(painter, blocks, 0.0)
            painter.end()
        data = bytes(buffer.data().data())
        buffer.close()
        try:
            files.write_atomically(path, data)
        except OSError as exc:
            QMessageBox.warning(self, Q.translate("CardScores", "Cannot export"), texts.file_problem("unwritable", str(exc)))
            return False
        self.table.message.emit(fill(Q.translate("CardScores", "Exported %1"), Path(path).name))
        return True
