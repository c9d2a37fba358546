"""Chomp on the canvas: removed vertices and edges fade away; clicks remove; teaching explains."""

from __future__ import annotations

from enum import StrEnum

import shiboken6
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QVariantAnimation

from graphgames_desktop.games import chomp
from graphgames_desktop.games.base import Move, State, expect
from graphgames_desktop.games.solve.structures import edge_key
from graphgames_desktop.games.teaching import Claim, Reason
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.teaching_texts import Names
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views.base import CanvasGameView, unknown_code, vertex_name
from graphgames_desktop.ui.views.notation import no_such_edge


class ChompView(CanvasGameView):
    game_id = "chomp"

    # -- texts -------------------------------------------------------------------------------------
    @classmethod
    def title(cls) -> str:
        return Q.translate("Texts", "Chomp the Graph")

    @classmethod
    def summary(cls) -> str:
        return Q.translate("Texts", "Remove a vertex with its edges, or a single edge. Whoever removes the last vertex wins.")

    @classmethod
    def refusal(cls, code: StrEnum) -> str:
        return {
            chomp.ChompRefusal.NO_SUCH_VERTEX: Q.translate("Texts", "That vertex is no longer on the board."),
            chomp.ChompRefusal.NO_SUCH_EDGE: Q.translate("Texts", "That edge is no longer on the board."),
            chomp.ChompRefusal.BAD_MOVE_KIND: Q.translate("Texts", "That is not a move of this game."),
        }.get(code) or unknown_code(code)

    @classmethod
    def ending(cls, termination: StrEnum) -> str:
        return {
            chomp.ChompEnd.LAST_VERTEX_TAKEN: Q.translate("ChompView", "The last vertex has been taken."),
        }.get(termination) or unknown_code(termination)

    @classmethod
    def rules_html(cls) -> str:
            return "".join([
                "<h2>", Q.translate("Rules", "Chomp the Graph"), "</h2>",
                "<p>", Q.translate("Rules", "Two players take turns. On your turn, remove one vertex together with all its edges, or remove one edge alone. Whoever removes the last vertex wins."), "</p>",
                "<p>", Q.translate("Rules", "Click a vertex or an edge on the board to remove it. Player A moves first unless chosen otherwise."), "</p>",
                "<h3>", Q.translate("Rules", "Strategy"), "</h3>",
                "<p>", Q.translate("Rules", "Chomp is impartial: both players have the same moves. Every position has a Grundy value; the player to move loses exactly when it is 0. A position made of several pieces has the XOR of the pieces' values."), "</p>",
                "<p>", Q.translate("Rules", "For every bipartite graph (paths, trees, forests, even cycles included) the value is [v odd] + 2·[e odd], where v counts vertices and e edges: leave an even number of both and you win."), "</p>",
                "<h3>", Q.translate("Rules", "What the rule source claims, and what this program found"), "</h3>",
                "<ul>",
                "<li>", Q.translate("Rules", "Paths, stars and all trees: the first player wins. <b>Holds.</b>"), "</li>",
                "<li>", Q.translate("Rules", "Cycles: the second player wins. <b>Holds</b> (odd cycles too)."), "</li>",
                "<li>", Q.translate("Rules", "Forests and bipartite graphs: the second player wins exactly when v and e are both even. <b>Holds.</b>"), "</li>",
                "<li>", Q.translate("Rules", "Complete graphs: the second player wins exactly when the number of vertices is a multiple of 3. <b>Holds</b> for K1 to K9, as far as this program has checked."), "</li>",
                "<li>", Q.translate("Rules", "\"Always pass an even-even graph\" as a general strategy: <b>fails</b>. In K4, taking a vertex leaves K3 (3 vertices, 3 edges) and wins, while no move leaves an even number of both."), "</li>",
                "</ul>",
            ])

    # -- showing a state -------------------------------------------------------------------------
    def __init__(self, info, board, parent=None, scene=None):
        self._animations: list[QVariantAnimation] = []
        self.state: chomp.ChompState | None = None
        super().__init__(info, board, parent, scene)

    def prepare(self, scene: DrawingScene) -> None:
        for vid, item in scene.vertex_items.items():
            item.mark = vertex_name(scene, vid)

    def stop(self) -> None:
        """End running fades (before a new state is shown, or the scene is replaced)."""
        for anim in self._animations:
            if shiboken6.isValid(anim):  # deleted with its scene when a new board replaced it
                anim.stop()
        self._animations.clear()

    def show_state(self, state: State, animate: bool, last_move: Move | None = None) -> None:
        """Removed pieces fade away; the last move's piece stays outlined until the next move."""
        state = expect(state, chomp.ChompState)
        scene = self.scene
        self.stop()
        self.state = state
        if isinstance(last_move, chomp.ChompMove) and isinstance(last_move.target, int):
            self.mark_last(vertex=last_move.target)
        elif isinstance(last_move, chomp.ChompMove):
            self.mark_last(edge=next((eid for eid, e in scene.drawing.edges.items()
                                      if edge_key(e.u, e.v) == last_move.target), None))
        else:
            self.mark_last()
        leaving = []
        for vid, item in scene.vertex_items.items():
            keep = vid in state.vertices
            if not keep and item.isVisible():
                leaving.append(item)
            elif keep:
                item.setVisible(True)
                item.setOpacity(1.0)
        for eid, item in scene.edge_items.items():
            e = scene.drawing.edges[eid]
            keep = (min(e.u, e.v), max(e.u, e.v)) in state.edges
            if not keep and item.isVisible():
                leaving.append(item)
            elif keep:
                item.setVisible(True)
                item.setOpacity(1.0)
        if not animate:
            for item in leaving:
                item.setVisible(False)
            return
        anim = QVariantAnimation(scene)  # dies with the scene, never touches deleted items
        anim.setStartValue(1.0)
        anim.setEndValue(0.0)
        anim.setDuration(320)
        anim.valueChanged.connect(lambda value: [i.setOpacity(value) for i in leaving])
        anim.finished.connect(lambda: [i.setVisible(False) for i in leaving if i.opacity() < 0.05])
        self._animations.append(anim)
        anim.start()

    def highlight(self, moves: list[Move]) -> None:
        scene = self.scene
        targets = {(m.kind, m.target) for m in moves}
        for vid, item in scene.vertex_items.items():
            item.highlight = ("vertex", vid) in targets
            item.update()
        for eid, item in scene.edge_items.items():
            e = scene.drawing.edges[eid]
            item.highlight = ("edge", (min(e.u, e.v), max(e.u, e.v))) in targets
            item.update()

    # -- moves -----------------------------------------------------------------------------------
    def move_anchor(self, move: Move) -> tuple | None:
        if not isinstance(move, chomp.ChompMove):
            return None
        if isinstance(move.target, int):
            return ("vertex", move.target)
        eid = next((eid for eid, e in self.scene.drawing.edges.items() if edge_key(e.u, e.v) == move.target), None)
        return None if eid is None else ("edge", eid)

    def move_for_click(self, kind: str, ident: int) -> Move | None:
        if kind == "vertex":
            return chomp.ChompMove.vertex(ident)
        e = self.scene.drawing.edges[ident]
        return chomp.ChompMove.edge(e.u, e.v)

    def describe_move(self, move: Move) -> str:
        assert isinstance(move, chomp.ChompMove) and isinstance(move.target, (int, tuple))
        scene = self.scene
        if isinstance(move.target, int):
            return fill(Q.translate("ChompView", "removes vertex %1"), vertex_name(scene, move.target))
        a, b = sorted(move.target)  # as typed: the smaller end first
        return fill(Q.translate("ChompView", "removes edge %1–%2"), vertex_name(scene, a), vertex_name(scene, b))

    # -- typed moves and words ---------------------------------------------------------------------
    def move_notation(self, move: Move) -> str:
        assert isinstance(move, chomp.ChompMove)
        return self.names.name(move.target) if isinstance(move.target, int) else self.names.edge_name(*move.target)

    def read_move(self, typed: str, state: State) -> Move | str | None:
        """A vertex by its name ("5"), an edge by its ends ("5-18")."""
        ends = self.names.ends(typed)
        if ends is not None:
            if not self.scene.drawing.edges_between(*ends):
                return no_such_edge(self.names.name(ends[0]), self.names.name(ends[1]))
            return chomp.ChompMove.edge(*ends)
        vid = self.names.vertex(typed)
        return None if vid is None else chomp.ChompMove.vertex(vid)

    def describe_board(self, observation) -> list[str]:
        state = expect(observation.state, chomp.ChompState)
        names = self.names
        vertices = ", ".join(names.name(v) for v in sorted(state.vertices)) or "–"
        edges = ", ".join(names.edge_name(u, v, "–") for u, v in sorted(state.edges)) or "–"
        return [fill(Q.translate("ChompView", "%1 left: %2."), texts.count(len(state.vertices), "vertices"), vertices),
                fill(Q.translate("ChompView", "%1 left: %2."), texts.count(len(state.edges), "edges"), edges)]

    def element_text(self, kind: str, ident: int) -> str:
        """A vertex with the vertices it is still joined to; an edge by its ends."""
        text = super().element_text(kind, ident)
        if kind != "vertex" or self.state is None:
            return text
        others = sorted(v if u == ident else u for u, v in self.state.edges if ident in (u, v))
        if not others:
            return fill(Q.translate("ChompView", "%1, joined to no vertex"), text)
        return fill(Q.translate("ChompView", "%1, joined to %2"), text, ", ".join(self.names.name(v) for v in others))

    # -- teaching ------------------------------------------------------------------------------
    @classmethod
    def claim_text(cls, claim: Claim, names: Names) -> str:
        """The panel's statements about Chomp: the Grundy value (only as far as it is known), the parts, the strategy."""
        S, p = chomp.ChompSay, claim.params
        if claim.code == S.VALUE:
            value = p.get("value")
            if value == 0:
                return Q.translate("ChompView", "The Grundy value is 0: every move leaves a position of nonzero value, and from there the opponent can always move back to value 0, so the last vertex falls to the opponent.")
            return fill(Q.translate("ChompView", "The Grundy value is %1, not 0: a move back to value 0 wins."), value)
        if claim.code == S.NONZERO:
            return Q.translate("ChompView", "The Grundy value is not 0 (its exact value was not found in time): a move back to value 0 wins.")
        if claim.code == S.PARTS:
            parts = []
            for v, e, value in p.get("parts", ()):
                size = fill(Q.translate("ChompView", "%1 and %2"), texts.count(v, "vertices"), texts.count(e, "edges"))
                parts.append(fill(Q.translate("ChompView", "%1: %2"), size, "?" if value is None else str(value)))
            unknown = any(value is None for _, _, value in p.get("parts", ()))  # the "?" is explained where one is shown
            return fill((Q.translate("ChompView", "Parts and their values (the position's value is their XOR; ? not found in time): %1.") if unknown
                         else Q.translate("ChompView", "Parts and their values (the position's value is their XOR): %1.")), "; ".join(parts))
        if claim.code == S.STRATEGY:
            code = p.get("strategy")
            assert isinstance(code, chomp.ChompStrategy)
            return cls.strategy_sentence(code, dict(p))
        return unknown_code(claim.code)

    @classmethod
    def why_text(cls, reason: Reason) -> str:
        W = chomp.ChompWhy
        p = reason.params
        if reason.code == W.LONE_VERTEX and p.get("count", 1) != 1:
            return fill(Q.translate("ChompView", "%1 lone vertices are worth 1 each"), p.get("count"))
        sentence = {
            W.TOOK_LAST: Q.translate("ChompView", "it takes the last vertex, and with it the game"),
            W.LONE_VERTEX: Q.translate("ChompView", "a lone vertex is worth 1"),
            W.BIPARTITE_PART: Q.translate("ChompView", "a bipartite part with %1 and %2 is worth [v odd] + 2·[e odd] = %3 (the parity theorem)"),
            W.SOLVED_PART: Q.translate("ChompView", "a part with %1 and %2 is worth %3 (found by the solver)"),
            W.UNSOLVED_PART: Q.translate("ChompView", "a part with %1 and %2 is too big to solve in time"),
            W.XOR: Q.translate("ChompView", "the parts' values %4 combine by XOR into %3"),
            W.ZERO_LEFT: Q.translate("ChompView", "the opponent faces value 0: every move they make can be answered with a move back to 0, and the last vertex is yours"),
            W.NONZERO_LEFT: Q.translate("ChompView", "the opponent faces value %3, not 0: they have a move back to 0"),
            W.MIRROR_PATHS: Q.translate("ChompView", "the paths come in equal pairs (%5): copy each of the opponent's moves on the twin path"),
            W.TWINS: Q.translate("ChompView", "the parts come in equal pairs (%5), which cancel (x XOR x = 0): answer each move on the twin"),
        }.get(reason.code) or unknown_code(reason.code)
        for key in ("vertices", "edges"):
            if isinstance(p.get(key), int):
                p = {**p, key: texts.count(p[key], key)}
        return fill(sentence, *(p.get(key, "") for key in ("vertices", "edges", "value", "values", "pairs")))

    @staticmethod
    def strategy_sentence(code: chomp.ChompStrategy, params: dict) -> str:
        v, e = str(params["v"]), str(params["e"])
        S = chomp.ChompStrategy
        sentences = {
            S.PATH_MIRROR: Q.translate("ChompView", "A path: take its middle vertex or edge, leaving two equal paths, then copy every move of the opponent on the other path."),
            S.FOREST_PARITY: Q.translate("ChompView", "A forest with %3 and %4: leave an even number of vertices and an even number of edges after your move, every time."),
            S.FOREST_EVEN_EVEN: Q.translate("ChompView", "A forest with an even number of vertices (%1) and of edges (%2): the player to move loses, since every move breaks the even-even pattern and the opponent restores it."),
            S.BIPARTITE_PARITY: Q.translate("ChompView", "A bipartite graph with %3 and %4: the even-even strategy works here too (value = [v odd] + 2·[e odd])."),
            S.BIPARTITE_EVEN_EVEN: Q.translate("ChompView", "A bipartite graph with an even number of vertices (%1) and of edges (%2): the player to move loses."),
            S.CYCLE_LOST: Q.translate("ChompView", "A cycle: every move turns it into a path, which the opponent wins. The player to move loses."),
            S.COMPLETE_GRAPH: Q.translate("ChompView", "A complete graph: the player to move loses exactly when the number of vertices (%1) is a multiple of 3; the even-even rule does not apply."),
        }
        return fill(sentences[code], v, e, texts.count(params["v"], "vertices"), texts.count(params["e"], "edges"))
