"""The vertex-magic game's rules panel, written for this product from the paper by Boudreau,
Hartnell, Schmeisser and Whiteley ("A game based on vertex-magic total labelings")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q

#: The first example on the path 0-1-2 as moves: the first player puts 1 on an edge, the second 5 on
#: its leaf (k = 6), the first 2 on the middle vertex, the second 3 on the other edge; the last leaf
#: would need 3, so the first player is stuck.
STUCK_EXAMPLE = ((frozenset({0, 1}), 1), (0, 5), (1, 2), (frozenset({1, 2}), 3))


def rules_html() -> str:
    return "".join([
        "<h2>", Q.translate("MagicRules", "Vertex-Magic Labelling"), "</h2>",
        "<p>", Q.translate("MagicRules", "Two players share a graph with V vertices and E edges, and the labels 1, 2, …, V+E. Who moves first is chosen when the game is set up (it may be the computer); then the turns alternate. Below, the <i>first player</i> is the one who moves first and the <i>second player</i> the other."), "</p>",
        "<h3>", Q.translate("MagicRules", "A turn"), "</h3>",
        "<p>", Q.translate("MagicRules", "Put one unused label on one vertex or edge that has no label yet. Each label is used at most once, and each vertex and edge carries at most one label."), "</p>",
        "<h3>", Q.translate("MagicRules", "The magic constant k"), "</h3>",
        "<p>", Q.translate("MagicRules", "A vertex x together with the edges that meet it forms its set S(x). While part of S(x) is unlabelled, the sum of its labels so far is the <i>partial sum</i> of x; once all of S(x) is labelled, the sum is the <i>weight</i> of x."), "</p>",
        "<ul><li>", Q.translate("MagicRules", "The first weight completed becomes the <b>magic constant k</b>. If one move completes two vertices at once (by labelling the edge that joins them), their two weights must be equal."), "</li>",
        "<li>", Q.translate("MagicRules", "From then on every vertex that is completed must weigh exactly k. A move that would complete a vertex with any other weight is not allowed."), "</li>",
        "<li>", Q.translate("MagicRules", "A partial sum may be anything, even more than k: such a vertex can simply never be completed."), "</li></ul>",
        "<h3>", Q.translate("MagicRules", "The end"), "</h3>",
        "<p>", Q.translate("MagicRules", "The player who makes the last legal move wins. Usually the game stops before every vertex and edge has a label, because the labels left fit nowhere."), "</p>",
        "<h3>", Q.translate("MagicRules", "Two small examples"), "</h3>",
        "<p>", Q.translate("MagicRules", "On the path with 3 vertices the labels are 1 to 5. The first player puts 1 on an edge and the second puts 5 on the leaf at the end of that edge: the leaf is complete, so k = 6. The first player puts 2 on the middle vertex and the second puts 3 on the other edge: the middle vertex weighs 1 + 2 + 3 = 6, as it must. Now the first player is stuck: the last leaf would need 3, which is used, and 4 would make 7. The second player wins."), "</p>",
        '<p align="center"><img src="example"></p>',
        "<p>", Q.translate("MagicRules", "On the path with 2 vertices, once both vertices have labels the edge can take none: it would complete both vertices at once, with different weights. The second player wins."), "</p>",
        "<h3>", Q.translate("MagicRules", "Strategy: labels in pairs that add up to k"), "</h3>",
        "<p>", Q.translate("MagicRules", "A <i>leaf</i> is a vertex with one edge; a <i>stem</i> is a vertex next to a leaf. A leaf with its edge is a <i>one-arm</i>. What is left when every one-arm is removed is the <i>core</i>; it is <i>odd</i> or <i>even</i> as its number of vertices plus edges is. Once k is set, two labels that add up to k are each other's <i>match</i>."), "</p>",
        "<p>", Q.translate("MagicRules", "<b>Theorem 1.</b> If every vertex is a leaf or a stem, one stem has at least three leaves and every other stem at least two, then the first player wins when the core is odd, and the second player wins when it is even."), "</p>",
        "<p>", Q.translate("MagicRules", "Why, for an odd core: the first player puts V+E on a vertex of the core, and from then on answers every label with its match, which makes k = V+E. The core's vertices and edges are paired as <i>companions</i> along a spanning tree (each vertex with the edge that reaches it, the other edges two by two): a label on the core is answered on its companion, a label on a one-arm on the same one-arm or on the next one of that star. The first player always has an answer, so makes the last move. For an even core the second player does the same with the pairs (1, V+E), (2, V+E−1), …, along a spanning subgraph with one cycle."), "</p>",
        "<p>", Q.translate("MagicRules", "<b>Theorem 2.</b> If every vertex but one is a leaf or a stem, every stem has at least three leaves, the number of leaves is even and the core is odd, then the first player wins: put V+E on the vertex that is neither, then answer with matches."), "</p>",
        "<p>", Q.translate("MagicRules", "With the teaching layer on, such boards show their core, the companion pairs, the match of the last label and the step of the argument in force."), "</p>",
        "<h3>", Q.translate("MagicRules", "How to play here"), "</h3>",
        "<p>", Q.translate("MagicRules", "Click a label in the tray beside the board, then a vertex or an edge; or drag the label there and let go. The vertices and edges where it is allowed light up; a refused move says which vertex would miss k, and by how much. Escape puts the label back. Each vertex shows its partial sum Σ and how many of its elements are still open; what can never be labelled any more is grey."), "</p>",
    ])
