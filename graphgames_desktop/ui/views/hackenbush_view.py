"""Hackenbush on the canvas: a ground line, coloured edges, cut edges fall; values and Simplify."""

from __future__ import annotations

import re
from enum import StrEnum
from fractions import Fraction

import shiboken6
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QVariantAnimation
from PySide6.QtGui import QColor

from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.base import IllegalMoveError, Move, State, expect
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.games.teaching import Claim, Reason
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.canvas.items import EDGE_COLORS
from graphgames_desktop.ui.canvas.scene import GROUND_COLOR, DrawingScene
from graphgames_desktop.ui.teaching_texts import Names
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views.base import BoardMark, CanvasGameView, unknown_code, vertex_name
from graphgames_desktop.ui.views.notation import no_such_edge

FALL = 260.0  # how far a falling piece drops in the scene when nothing stops it
#: A typed edge among parallel ones: its ends, then "#" and which of them it is ("3-7 #2").
PARALLEL = re.compile(r"^(.*?)\s*#\s*(\d+)$")


def color_name(color: str) -> str:
    return {"green": Q.translate("HackenbushView", "green"), "blue": Q.translate("HackenbushView", "blue"),
            "red": Q.translate("HackenbushView", "red")}[color]


def format_value(value) -> str:
    """A nim value as *n, a number as a fraction; '?' where there is none."""
    if value is None:
        return "?"
    if isinstance(value, int):
        return f"*{value}"
    return str(value)


class HackenbushView(CanvasGameView):
    game_id = "hackenbush"

    # -- texts -------------------------------------------------------------------------------------
    @classmethod
    def title(cls) -> str:
        return Q.translate("Texts", "Hackenbush")

    @classmethod
    def summary(cls) -> str:
        return Q.translate("Texts", "Cut an edge; whatever loses touch with the ground falls. Green, Blue-Red or mixed.")

    @classmethod
    def refusal(cls, code: StrEnum) -> str:
        return {
            hb.HackenbushRefusal.NO_SUCH_EDGE: Q.translate("Texts", "That edge is no longer on the board."),
            hb.HackenbushRefusal.NOT_YOUR_COLOR: Q.translate("Texts", "That edge is not yours to cut: Blue cuts blue edges, Red cuts red ones, and either may cut green ones."),
            hb.HackenbushRefusal.BAD_MOVE_KIND: Q.translate("Texts", "That is not a move of this game."),
        }.get(code) or unknown_code(code)

    def refusal_sentence(self, error: IllegalMoveError) -> str:
        """An edge of the other colour: whose it is, and what the player to move may cut under these rules
        (Blue-Red has no green edges to speak of). A move is refused in the position shown (the live one)."""
        state = self.state
        if error.code != hb.HackenbushRefusal.NOT_YOUR_COLOR or state is None:
            return self.refusal(error.code)
        blue = state.current_player == 0
        if state.board.mode == "blue_red":
            return (Q.translate("HackenbushView", "That edge is red, not yours to cut: Blue cuts only blue edges.") if blue
                    else Q.translate("HackenbushView", "That edge is blue, not yours to cut: Red cuts only red edges."))
        return (Q.translate("HackenbushView", "That edge is red, not yours to cut: Blue cuts blue and green edges.") if blue
                else Q.translate("HackenbushView", "That edge is blue, not yours to cut: Red cuts red and green edges."))

    @classmethod
    def ending(cls, termination: StrEnum) -> str:
        return {
            hb.HackenbushEnd.NO_EDGE_TO_CUT: Q.translate("HackenbushView", "The player to move had no edge left to cut."),
        }.get(termination) or unknown_code(termination)

    @classmethod
    def option_label(cls, name: str) -> str:
        return Q.translate("Texts", "Rules:") if name == "mode" else name

    @classmethod
    def option_choice(cls, name: str, value: str) -> str:
        return {"green": Q.translate("Texts", "Green Hackenbush (either player cuts any edge)"),
                "blue_red": Q.translate("Texts", "Blue-Red Hackenbush (Blue cuts blue, Red cuts red)"),
                "mixed": Q.translate("Texts", "Mixed (green edges shared, coloured edges owned)")}.get(value, value)

    @classmethod
    def rules_html(cls) -> str:
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

    # -- showing a state -------------------------------------------------------------------------
    def __init__(self, info, board, parent=None, scene=None):
        self._animations: list[QVariantAnimation] = []
        self.state: hb.HackenbushState | None = None
        self.simplify_dialog = None
        super().__init__(info, board, parent, scene)

    def prepare(self, scene: DrawingScene) -> None:
        """The ground line where the game roots the picture: under its lowest ground vertex.

        Ground vertices standing above the line (chosen at setup) are filled with the ground's colour.
        """
        ground = expect(self.info.spec.make_state(self.info.setup), hb.HackenbushState).board.ground  # no move moves it
        ys = [scene.drawing.vertices[v].y for v in ground if v in scene.drawing.vertices]
        line = max(ys) if ys else 0.0
        scene.set_ground(line)
        self.prepare_labels(scene)
        for vid, item in scene.vertex_items.items():
            item.fill = GROUND_COLOR if vid in ground and scene.drawing.vertices[vid].y < line - 0.5 else None

    @classmethod
    def seat_title(cls, seat: int, options, short: bool = False) -> str:
        """In Blue-Red and mixed games the players are named by their colours."""
        if options.get("mode", "green") == "green":
            return texts.player_name(seat)
        if short:
            return Q.translate("HackenbushView", "Blue") if seat == 0 else Q.translate("HackenbushView", "Red")
        return Q.translate("HackenbushView", "Blue (Player A)") if seat == 0 else Q.translate("HackenbushView", "Red (Player B)")

    def seat_colour(self, seat: int) -> QColor | None:
        """Blue and Red own their colours' edges; in Green Hackenbush the players have no colour."""
        if self.info.setup.options.get("mode", "green") == "green" or seat not in (0, 1):
            return None
        return EDGE_COLORS["blue" if seat == 0 else "red"]

    @classmethod
    def default_options(cls, board) -> dict:
        """A picture with coloured edges is played Blue-Red (mixed when it has green edges too)."""
        colours = {e.color or "green" for e in board.edges.values()} if board is not None else set()
        if colours & {"blue", "red"}:
            return {"mode": "mixed" if "green" in colours else "blue_red"}
        return {"mode": "green"}

    @classmethod
    def board_as_played(cls, board, options) -> Drawing:
        """Each edge in the colour the game gives it: all green in Green Hackenbush, a picture's green edges
        shared out between Blue and Red in Blue-Red."""
        board_colours = hb.new_state(Setup(2, board, dict(options))).board
        shown = board.copy()
        for eid in shown.edges:
            shown.set_edge_color(eid, board_colours.color(eid))
        return shown

    @classmethod
    def board_marks(cls) -> dict[str, BoardMark]:
        return {"ground": BoardMark(Q.translate("HackenbushView", "Ground vertices"), GROUND_COLOR)}

    @classmethod
    def default_marks(cls, board) -> dict[str, set[int]]:
        return {"ground": hb.ground_vertices(board)}

    def stop(self) -> None:
        for anim in self._animations:
            if shiboken6.isValid(anim):
                anim.stop()
        self._animations.clear()

    def show_state(self, state: State, animate: bool, last_move: Move | None = None) -> None:
        """What lost the ground falls (to the ground line, not through it); the edge just cut stays
        outlined where it was until the next move."""
        state = expect(state, hb.HackenbushState)
        scene = self.scene
        self.stop()
        self.state = state
        self.mark_last(edge=last_move.edge if isinstance(last_move, hb.HackenbushMove) else None)
        falling = []
        for eid, item in scene.edge_items.items():
            item.color_name = state.board.color(eid) if state.board.has_edge(eid) else "green"
            keep = eid in state.edges
            if keep:
                item.setVisible(True)
                item.setOpacity(1.0)
                item.setPos(0, 0)
            elif item.isVisible():
                falling.append(item)
            item.update()
        ground = state.board.ground
        for vid, item in scene.vertex_items.items():
            attached = vid in ground or any(vid in state.board.ends_of(e) for e in state.edges)
            if attached:
                item.setVisible(True)
                item.setOpacity(1.0)
                item.setPos(*scene.drawing.vertices[vid].pos)
            elif item.isVisible():
                falling.append(item)
        if not animate:
            for item in falling:
                item.setVisible(False)
            return
        starts = {item: item.pos() for item in falling}
        drop = {item: min(FALL, scene.fall_room(item)) for item in falling}
        anim = QVariantAnimation(scene)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(450)

        def step(t):
            for item, p in starts.items():  # fall under gravity, stopping at the ground, while fading out
                item.setPos(p.x(), p.y() + drop[item] * t * t)
                item.setOpacity(1.0 - t)

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: [i.setVisible(False) for i in starts])
        self._animations.append(anim)
        anim.start()

    def highlight(self, moves: list[Move]) -> None:
        targets = {m.edge for m in moves if isinstance(m, hb.HackenbushMove)}
        for eid, item in self.scene.edge_items.items():
            item.highlight = eid in targets
            item.update()

    def move_for_click(self, kind: str, ident: int) -> Move | None:
        if kind == "edge":
            return hb.HackenbushMove(ident)
        self.message.emit(Q.translate("HackenbushView", "Cut an edge: a vertex cannot be cut."))
        return None

    # -- typed moves and words ---------------------------------------------------------------------
    def move_notation(self, move: Move) -> str:
        """An edge by its ends ("3-7"); among parallel edges, which one too ("3-7 #2")."""
        assert isinstance(move, hb.HackenbushMove)
        e = self.scene.drawing.edges[move.edge]
        return self.names.edge_name(e.u, e.v) + self._twin(move.edge)

    def _twin(self, eid: int) -> str:
        """Which of its parallel edges an edge is, as typed (" #2"); "" for an edge with no twin."""
        e = self.scene.drawing.edges[eid]
        twins = self.scene.drawing.edges_between(e.u, e.v)
        return "" if len(twins) == 1 else f" #{[t.id for t in twins].index(eid) + 1}"

    def read_move(self, typed: str, state: State) -> Move | str | None:
        state = expect(state, hb.HackenbushState)
        which = PARALLEL.match(typed)
        ends = self.names.ends(which.group(1) if which else typed)
        if ends is None:
            return None
        twins = self.scene.drawing.edges_between(*ends)
        if not twins:
            return no_such_edge(self.names.name(ends[0]), self.names.name(ends[1]))
        if which:
            index = int(which.group(2)) - 1
            return hb.HackenbushMove(twins[index].id) if 0 <= index < len(twins) else \
                no_such_edge(self.names.name(ends[0]), self.names.name(ends[1]))
        legal = {m.edge for m in state.legal_moves()}  # of parallel edges, the one this player may cut
        standing = [t.id for t in twins if t.id in legal] or [t.id for t in twins if t.id in state.edges] or [twins[0].id]
        return hb.HackenbushMove(standing[0])

    def _cutter(self, color: str) -> str:
        return {"green": Q.translate("HackenbushView", "either player cuts it"),
                "blue": Q.translate("HackenbushView", "Blue cuts it"),
                "red": Q.translate("HackenbushView", "Red cuts it")}[color]

    def element_text(self, kind: str, ident: int) -> str:
        """An edge with its colour and who may cut it; a vertex, and whether it stands on the ground."""
        state = self.state
        if state is None:
            return super().element_text(kind, ident)
        if kind == "vertex":
            text = super().element_text(kind, ident)
            return fill(Q.translate("HackenbushView", "%1, on the ground"), text) if ident in state.board.ground else text
        color = state.board.color(ident)
        return fill(Q.translate("HackenbushView", "Edge %1, %2: %3"),
                    self.move_notation(hb.HackenbushMove(ident)).replace("-", "–"), color_name(color), self._cutter(color))

    def describe_board(self, observation) -> list[str]:
        """The ground's vertices, then the standing edges by colour, with who may cut them."""
        state = expect(observation.state, hb.HackenbushState)
        ground = ", ".join(self.names.name(v) for v in sorted(state.board.ground)) or "–"
        lines = [fill(Q.translate("HackenbushView", "On the ground: vertices %1. An edge that loses touch with the ground falls."), ground)]
        heads = {"blue": Q.translate("HackenbushView", "Blue edges (%1), cut by Blue: %2."),
                 "red": Q.translate("HackenbushView", "Red edges (%1), cut by Red: %2."),
                 "green": Q.translate("HackenbushView", "Green edges (%1), cut by either player: %2.")}
        for color, head in heads.items():
            edges = [e for e in sorted(state.edges) if state.board.color(e) == color]
            if edges:
                listed = ", ".join(self.move_notation(hb.HackenbushMove(e)).replace("-", "–") for e in edges)
                lines.append(fill(head, len(edges), listed))
        if not state.edges:
            lines.append(Q.translate("HackenbushView", "No edge is left standing."))
        return lines

    def move_anchor(self, move: Move) -> tuple | None:
        return ("edge", move.edge) if isinstance(move, hb.HackenbushMove) else None

    @classmethod
    def why_text(cls, reason: Reason) -> str:
        W = hb.HackenbushWhy
        p = reason.params
        if reason.code == W.STALK and p.get("edges") == 1:
            return Q.translate("HackenbushView", "a single green edge is a Nim heap of 1")
        if reason.code == W.STALK:  # its number twice: once counted ("a stalk of 2 edges"), once as the heap
            return fill(Q.translate("HackenbushView", "a green stalk of %1 is a Nim heap of %2"),
                        texts.count(int(str(p.get("edges", 0))), "edges"), p.get("edges", ""))
        if reason.code == W.LEFT:  # what the reasons after it speak of
            standing = texts.count(int(str(p.get("edges", 0))), "edges")
            fallen = int(str(p.get("fallen", 0)))
            if not fallen:
                return fill(Q.translate("HackenbushView", "left standing after the cut: %1"), standing)
            return fill(Q.translate("HackenbushView", "left standing after the cut: %1 (fallen with it: %2)"),
                        standing, texts.count(fallen, "edges"))
        if reason.code == W.SEARCHED:
            return (Q.translate("HackenbushView", "searching every line of play: the opponent loses from here") if p.get("wins")
                    else Q.translate("HackenbushView", "searching every line of play: the opponent wins from here"))
        sentence = cls._cycles_sentence(reason) if reason.code in (W.FUSION, W.LOOPS, W.TREE_LEFT) else {
            W.NOTHING_LEFT: Q.translate("HackenbushView", "the cut leaves the opponent nothing to cut"),
            W.COLON: Q.translate("HackenbushView", "a tree of %1: by the colon principle, branches meeting at a vertex count as one stalk of their nim sum, so it is worth *%2"),
            W.NIM_SUM: Q.translate("HackenbushView", "parts standing apart add by nim sum: %4 make *%2"),
            W.ZERO_LEFT: Q.translate("HackenbushView", "nim value 0 with the opponent to move: they lose"),
            W.NONZERO_LEFT: Q.translate("HackenbushView", "nim value *%2 with the opponent to move: they can cut back to 0"),
            W.NUMBER: Q.translate("HackenbushView", "the picture left is worth %2"),
            W.BR_STALK: Q.translate("HackenbushView", "a stalk coloured %7 from the ground up is worth %2 (the first run counts 1 an edge, each later edge half the step before)"),
            W.BR_PART: Q.translate("HackenbushView", "a part of %1 standing on its own is worth %2 (parts add up)"),
            W.SPARE: Q.translate("HackenbushView", "%5 has %6 to spare"),
            W.SECOND_PLAYER: Q.translate("HackenbushView", "a value of 0: whoever must cut next loses, and that is the opponent"),
            W.UNSOLVED: Q.translate("HackenbushView", "the picture is too big to solve in time"),
        }.get(reason.code) or unknown_code(reason.code)
        seat = p.get("seat")
        who = cls.seat_title(seat, {"mode": "blue_red"}, short=True) if isinstance(seat, int) else ""
        colours = ", ".join(color_name(c) for c in str(p.get("colors", "")).split(", ") if c in ("green", "blue", "red"))
        for key, noun in (("edges", "edges"), ("loops", "loops"), ("places", "vertices"), ("bridges", "edges"), ("kept", "loops")):
            if isinstance(p.get(key), int):
                p = {**p, key: texts.count(p[key], noun)}
        if isinstance(p.get("moves"), str):  # a fraction's text: "1/2", "3"
            p = {**p, "moves": texts.count(Fraction(p["moves"]), "moves", p["moves"])}
        places = p.get("places", p.get("bridges", ""))  # %8: places or bridges, whichever the reason has
        return fill(sentence, p.get("edges", ""), p.get("value", ""), p.get("loops", ""), p.get("values", ""), who,
                    p.get("moves", ""), colours, places, p.get("kept", ""))

    @staticmethod
    def _cycles_sentence(reason: Reason) -> str:
        """A part with cycles in the steps the Simplify player shows: its cycles fused into loops (%3 on
        %8), the loops cancelled in pairs (%3 of them, %9 kept), and the tree left (%1, %8 on no cycle)."""
        W = hb.HackenbushWhy
        p = reason.params
        if reason.code == W.FUSION:
            return (Q.translate("HackenbushView", "a part of %1 with cycles: by the fusion principle its cycles become %3 on %8")
                    if p.get("fused") else Q.translate("HackenbushView", "a part of %1 with %3 on %8"))
        if reason.code == W.LOOPS:
            cancelled, kept = p.get("loops"), p.get("kept")
            if not cancelled:
                return (Q.translate("HackenbushView", "the loop counts as one edge") if kept == 1 else
                        Q.translate("HackenbushView", "each loop counts as one edge"))
            if not kept:
                return Q.translate("HackenbushView", "loops on one vertex cancel in pairs: all %3 do")
            return (Q.translate("HackenbushView", "loops on one vertex cancel in pairs: %3 do, and 1 is left, counting as one edge")
                    if kept == 1 else
                    Q.translate("HackenbushView", "loops on one vertex cancel in pairs: %3 do, and %9 are left, each counting as one edge"))
        if not p.get("edges"):
            return Q.translate("HackenbushView", "nothing is left: the part is worth *0")
        if p.get("bridges"):
            return (Q.translate("HackenbushView", "with the %8 on no cycle, a tree of %1 is left, worth *%2 by the colon principle")
                    if p.get("colon") else
                    Q.translate("HackenbushView", "with the %8 on no cycle, a stalk of %1 is left, worth *%2"))
        return (Q.translate("HackenbushView", "a tree of %1 is left, worth *%2 by the colon principle")
                if p.get("colon") else Q.translate("HackenbushView", "a stalk of %1 is left, worth *%2"))

    def describe_move(self, move: Move) -> str:
        assert isinstance(move, hb.HackenbushMove)
        e = self.scene.drawing.edges[move.edge]
        color = self.state.board.color(move.edge) if self.state else (e.color or "green")
        # As typed: "5-6" is listed "(5–6)", never "(6–5)"; of parallel edges, which one ("(4–9 #2)": a key
        # listed "(4–9) ou (4–9)").
        ends = self.names.edge_name(e.u, e.v, dash="–") + self._twin(move.edge)
        return fill(Q.translate("HackenbushView", "cuts a %1 edge (%2)"), color_name(color), ends)

    def prepare_labels(self, scene: DrawingScene) -> None:
        """Number the vertices, so that the move list's "(3–7)" can be found on the board."""
        for vid, item in scene.vertex_items.items():
            item.mark = vertex_name(scene, vid)

    # -- teaching ------------------------------------------------------------------------------
    @classmethod
    def claim_text(cls, claim: Claim, names: Names) -> str:
        """The panel's statements about a picture: its value, its parts', and the Simplify link."""
        S, p = hb.HackenbushSay, claim.params
        if claim.code == S.NIM_VALUE:
            return fill(Q.translate("HackenbushView", "Nim value of the picture: %1 (zero means the player to move loses)."),
                        format_value(p.get("value")))
        if claim.code == S.NUMBER:
            return fill(Q.translate("HackenbushView", "Value: %1 (positive: Blue wins whoever starts; negative: Red; zero: the second player)."),
                        format_value(p.get("value")))
        if claim.code == S.PARTS:
            shown = "; ".join(fill(Q.translate("HackenbushView", "%1: %2"), texts.count(edges, "edges"), format_value(v))
                              for edges, v in p.get("parts", ()))
            return fill(Q.translate("HackenbushView", "Parts standing on the ground (their values add up): %1."), shown)
        if claim.code == S.SIMPLIFY:
            return '<a href="simplify">' + Q.translate("HackenbushView", "Simplify the picture step by step…") + "</a>"
        return unknown_code(claim.code)

    def link_activated(self, link: str, host) -> None:
        if link == "simplify" and self.state is not None:
            from graphgames_desktop.ui.views.simplify_dialog import SimplifyDialog
            if self.simplify_dialog is not None:  # one Simplify at a time, for the position shown now
                self.simplify_dialog.close()
                self.simplify_dialog.deleteLater()
            self.simplify_dialog = SimplifyDialog(self.state, self.canvas.drawing, host)
            self.simplify_dialog.setModal(False)
            self.simplify_dialog.show()
