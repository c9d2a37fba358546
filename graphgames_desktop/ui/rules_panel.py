"""Each game's rules, written for this product and translated; shown in a dialog from Help or the game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout



def rules_html(game_id: str) -> str:
    if game_id == "chomp":
        return "".join([
            "<h2>", Q.translate("Rules", "Chomp the Graph"), "</h2>",
            "<p>", Q.translate("Rules", "Two players take turns. On your turn, remove one vertex together with all its edges, or remove one edge alone. Whoever removes the last vertex wins."), "</p>",
            "<p>", Q.translate("Rules", "Click a vertex or an edge on the board to remove it. Player A moves first unless chosen otherwise."), "</p>",
            "<h3>", Q.translate("Rules", "Strategy"), "</h3>",
            "<p>", Q.translate("Rules", "Chomp is impartial: both players have the same moves. Every position has a Grundy value; the player to move loses exactly when it is 0. A position made of several pieces has the XOR of the pieces' values."), "</p>",
            "<p>", Q.translate("Rules", "For every bipartite graph (paths, trees, forests, even cycles included) the value is [v odd] + 2·[e odd], where v counts vertices and e edges: leave an even number of both and you win."), "</p>",
            "<h3>", Q.translate("Rules", "The rule source's claims, checked by this program"), "</h3>",
            "<ul>",
            "<li>", Q.translate("Rules", "Paths, stars and all trees: the first player wins. <b>Holds.</b>"), "</li>",
            "<li>", Q.translate("Rules", "Cycles: the second player wins. <b>Holds</b> (odd cycles too)."), "</li>",
            "<li>", Q.translate("Rules", "Forests and bipartite graphs: the second player wins exactly when v and e are both even. <b>Holds.</b>"), "</li>",
            "<li>", Q.translate("Rules", "Complete graphs: the second player wins exactly when the number of vertices is a multiple of 3. <b>Holds</b> for K1 to K9, as far as this program has checked."), "</li>",
            "<li>", Q.translate("Rules", "\"Always pass an even-even graph\" as a general strategy: <b>fails</b>. In K4, taking a vertex leaves K3 (3 vertices, 3 edges) and wins, while no move leaves an even number of both."), "</li>",
            "</ul>",
        ])
    if game_id == "hackenbush":
        return "".join([
            "<h2>", Q.translate("Rules", "Hackenbush"), "</h2>",
            "<p>", Q.translate("Rules", "A picture stands on the ground. On your turn, cut one edge: everything no longer connected to the ground falls away. The player who cannot cut loses."), "</p>",
            "<ul><li>", Q.translate("Rules", "<b>Green:</b> either player may cut any edge."), "</li>",
            "<li>", Q.translate("Rules", "<b>Blue-Red:</b> Player A (Blue) cuts only blue edges, Player B (Red) only red ones."), "</li>",
            "<li>", Q.translate("Rules", "<b>Mixed:</b> green edges may be cut by either player, coloured ones only by their owner."), "</li></ul>",
            "<h3>", Q.translate("Rules", "Strategy"), "</h3>",
            "<p>", Q.translate("Rules", "Green Hackenbush is Nim in disguise. A stalk of n edges is a Nim heap of n. Colon principle: branches meeting at a vertex can be replaced by one stalk whose length is the nim sum of theirs. Fusion principle: the vertices of a cycle can be fused into one, each of its edges becoming a loop, so an odd cycle acts as one edge and an even cycle as none. The ground counts as a single vertex."), "</p>",
            "<p>", Q.translate("Rules", "Blue-Red pictures are numbers: positive means Blue wins whoever starts, negative means Red does, and zero means the second player wins. A stalk of one colour is worth its length; each change of colour above adds or removes half of the previous step (blue, red, red = 1 - 1/2 - 1/4 = 1/4)."), "</p>",
        ])
    return ""


class RulesDialog(QDialog):
    def __init__(self, game_id: str, parent=None):
        super().__init__(parent)
        self.game_id = game_id
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_text")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 560)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.browser.setHtml(rules_html(self.game_id))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
