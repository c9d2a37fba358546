"""Graph Domination on the canvas: tokens, entries, the live score drawn on the board, two-click moves.

A move is made in the view: a click on your empty entry places a token; a click on one of your
tokens picks it (its legal targets light up) and a click on a target moves it; a refused target says
why. Every empty vertex shows how many blue and red tokens touch it (the points it is worth to each),
and a dashed ring in a player's colour marks the vertices that player's tokens forbid to the other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from enum import StrEnum

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QAction, QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsTextItem

from graphgames_desktop.games import domination as dom
from graphgames_desktop.games.base import IllegalMoveError, Move, State, expect
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.games.teaching import Claim, Reason, Study
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.announce import announce
from graphgames_desktop.ui.canvas.annotations import Placer, directions_by_room
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.teaching_texts import Names
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.verdicts import number_text
from graphgames_desktop.ui.views.base import BoardMark, CanvasGameView, ScoreRow, unknown_code, vertex_name
from graphgames_desktop.ui.views.notation import words

BLUE, RED = QColor("#1d4ed8"), QColor("#c1121f")
COLOURS = (BLUE, RED)


#: The rule source's scoring example on the library dodecahedron (its figure is lost; this position
#: fits its words): 7 tokens each, neither player can move, 7 adjacency points each, 28 to 28.
EXAMPLE_TOKENS = ((0, 1, 6, 7, 10, 11, 14), (4, 5, 9, 13, 16, 17, 19))


def draw_position(scene: DrawingScene, state: dom.DominationState) -> list[QGraphicsItem]:
    """Tokens in their colours, entry rings, each empty vertex's blue and red neighbours, and dashed
    rings where one side's tokens forbid the other to go; returns the items it added. In the high-contrast
    look colour is never alone: Red's tokens are ringed inside, and both counts show, Blue's first."""
    added: list[QGraphicsItem] = []
    look = theme().look
    r = scene.vertex_radius

    def ring(x: float, y: float, radius: float, colour: QColor, style: Qt.PenStyle, width: float) -> None:
        item = QGraphicsEllipseItem(x - radius, y - radius, 2 * radius, 2 * radius)
        item.setPen(QPen(colour, width, style))
        item.setZValue(1.5)
        item.setAcceptedMouseButtons(Qt.NoButton)
        scene.addItem(item)
        added.append(item)

    blue, red = state.blue_seat, 1 - state.blue_seat
    banned = (state.banned(blue), state.banned(red))  # banned[colour]: where that colour may not go
    placer = Placer(scene)
    counts: list[tuple[int, list[int]]] = []
    for vid, item in scene.vertex_items.items():
        owner = state.owner(vid)
        item.fill = COLOURS[state.colour(owner)] if owner is not None else None
        item.mark = vertex_name(scene, vid)
        item.highlight = False
        item.update()
        x, y = scene.drawing.vertices[vid].pos
        if owner is not None and state.colour(owner) == 1 and look.high_contrast:  # a second cue: Red's tokens ringed inside
            ring(x, y, r * 0.82, QColor("white"), Qt.SolidLine, max(1.5, look.edge_width * 0.4))
            added[-1].setZValue(2.1)  # on the disc (its number stays whole inside the ring)
        outer = r
        for p, entry in enumerate(state.board.entries):
            if vid == entry:  # the entry: a solid ring in its owner's colour
                ring(x, y, r + 3, COLOURS[p], Qt.SolidLine, look.edge_width * 1.2)
                outer = max(outer, r + 3 + look.edge_width * 0.6)
        for p in (0, 1):
            if vid in banned[1 - p] and owner is None:  # p's tokens forbid this vertex to the other
                ring(x, y, r + 7 + 4 * p, COLOURS[p], Qt.DashLine, look.edge_width * 0.8)
                outer = max(outer, r + 7 + 4 * p + look.edge_width * 0.4)
        # The rings' reach and the last move's ring (just outside a circle) are no place for a count.
        outer = max(outer, r + look.edge_width * 2.0)
        placer.take(QRectF(x - outer, y - outer, 2 * outer, 2 * outer))
        touch = [sum(1 for w in state.board.neighbours[vid] if state.owner(w) == p) for p in (blue, red)]
        if owner is None and any(touch):
            counts.append((vid, touch))
    for vid, touch in counts:  # the points an empty vertex gives each side: beside it, clear of every ring
        # In the high-contrast look both counts show, Blue's first (as in the scores): the place tells them apart too.
        parts = [f'<span style="color:{COLOURS[p].name()}">{n}</span>' for p, n in enumerate(touch)
                 if n or look.high_contrast]
        text = QGraphicsTextItem()
        text.setHtml(f"<b>{('/' if look.high_contrast else '&nbsp;').join(parts)}</b>")
        font = text.font()
        font.setPointSizeF(max(7.0, r * 0.8))
        text.setFont(font)
        text.document().setDocumentMargin(0)
        text.setZValue(3)
        text.setAcceptedMouseButtons(Qt.NoButton)
        text.setPos(placer.place(vid, text.boundingRect().size(), directions_by_room(scene, vid)))
        scene.addItem(text)
        added.append(text)
    return added


class DominationView(CanvasGameView):
    game_id = "domination"

    # -- texts -------------------------------------------------------------------------------------
    @classmethod
    def title(cls) -> str:
        return Q.translate("DominationView", "Graph Domination")

    @classmethod
    def summary(cls) -> str:
        return Q.translate("DominationView", "Bring tokens in through your entry and spread them: never next to an opponent's token. Tokens and the empty vertices they touch score.")

    @classmethod
    def refusal(cls, code: StrEnum) -> str:
        R = dom.DominationRefusal
        return {
            R.NO_SUCH_VERTEX: Q.translate("DominationView", "That vertex is not on the board."),
            R.ENTRY_OCCUPIED: Q.translate("DominationView", "Your entry vertex is occupied: move the token on it first."),
            R.NOT_YOUR_TOKEN: Q.translate("DominationView", "That is not one of your tokens."),
            R.NOT_ADJACENT: Q.translate("DominationView", "A token moves along one edge, to a neighbouring vertex."),
            R.OCCUPIED: Q.translate("DominationView", "That vertex already holds a token."),
            R.NEXT_TO_OPPONENT: Q.translate("DominationView", "No token may go next to an opponent's token."),
            R.MUST_MOVE: Q.translate("DominationView", "You can still move, so you may not pass."),
            R.BAD_MOVE_KIND: Q.translate("DominationView", "That is not a move of this game."),
            R.GAME_OVER: Q.translate("DominationView", "The game is over."),
        }.get(code) or unknown_code(code)

    @classmethod
    def ending(cls, termination: StrEnum) -> str:
        E = dom.DominationEnd
        return {
            E.NO_MOVES: Q.translate("DominationView", "Neither player can move any more."),
            E.TURN_LIMIT: Q.translate("DominationView", "The turn limit has been reached."),
        }.get(termination) or unknown_code(termination)

    @classmethod
    def setup_problem(cls, code: StrEnum) -> str:
        P = dom.DominationSetupProblem
        return {
            P.SAME_ENTRY: Q.translate("DominationView", "The two entry vertices must be different."),
            P.ADJACENT_ENTRIES: Q.translate("DominationView", "The entry vertices may not be neighbours: a token on one would shut the other."),
            P.NO_ENTRY: Q.translate("DominationView", "This board has no room for two entry vertices."),
        }.get(code) or super().setup_problem(code)

    @classmethod
    def option_label(cls, name: str) -> str:
        return Q.translate("DominationView", "Two-game match (the players swap colours, so each moves first once; scores added)") if name == "match" else name

    @classmethod
    def seat_title(cls, seat: int, options: Mapping[str, object], short: bool = False) -> str:
        if short:
            return Q.translate("DominationView", "Blue") if seat == 0 else Q.translate("DominationView", "Red")
        return Q.translate("DominationView", "Blue (Player A)") if seat == 0 else Q.translate("DominationView", "Red (Player B)")

    @classmethod
    def starts_by_colour(cls) -> bool:
        return True

    @classmethod
    def board_marks(cls) -> dict[str, BoardMark]:
        return {"entry_a": BoardMark(Q.translate("DominationView", "Blue's entry"), BLUE, single=True),
                "entry_b": BoardMark(Q.translate("DominationView", "Red's entry"), RED, single=True)}

    @classmethod
    def default_marks(cls, board: Drawing) -> dict[str, set[int]]:
        """The entries the game would take: the board's own, else the ends of a longest shortest path."""
        try:
            state = expect(dom.SPEC.make_state(Setup(2, board, {}, 0, 0)), dom.DominationState)
        except ValueError:
            return {}
        a, b = state.board.entries
        return {"entry_a": {a}, "entry_b": {b}}

    @classmethod
    def marks_problem(cls, board: Drawing, marks: Mapping[str, set[int]]) -> str | None:
        a, b = marks.get("entry_a", set()), marks.get("entry_b", set())
        if not a or not b:
            return Q.translate("DominationView", "Choose an entry vertex for each player.")
        if a == b:
            return Q.translate("DominationView", "The two entry vertices must be different.")
        (u,), (v,) = a, b
        if any({e.u, e.v} == {u, v} for e in board.edges.values()):
            return Q.translate("DominationView", "The entry vertices may not be neighbours: a token on one would shut the other.")
        return None

    @classmethod
    def rules_images(cls) -> dict[str, QImage]:
        """The scoring example drawn on the dodecahedron, as the board shows a position."""
        board = boards.board("dodecahedron")
        start = expect(dom.SPEC.make_state(Setup(2, board, {}, 0, 0)), dom.DominationState)
        state = replace(start, tokens=(frozenset(EXAMPLE_TOKENS[0]), frozenset(EXAMPLE_TOKENS[1])))
        scene = DrawingScene(board)
        scene.set_show_crossings(False)
        draw_position(scene, state)
        image = QImage(QSize(420, 400), QImage.Format_ARGB32)
        image.fill(theme().look.paper)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        scene.render(painter, QRectF(10, 10, 400, 380), scene.itemsBoundingRect(), Qt.KeepAspectRatio)
        painter.end()
        scene.detach()
        return {"example": image}

    @classmethod
    def rules_html(cls) -> str:
        return "".join([
            "<h2>", Q.translate("DominationRules", "Graph Domination"), "</h2>",
            "<p>", Q.translate("DominationRules", "Two players, Blue (Player A) and Red (Player B), share a graph as their board. Each has an entry vertex. Blue moves first, then the turns alternate."), "</p>",
            "<h3>", Q.translate("DominationRules", "A turn"), "</h3>",
            "<ul><li>", Q.translate("DominationRules", "Bring a new token onto your entry vertex, if it is empty; or"), "</li>",
            "<li>", Q.translate("DominationRules", "move one of your tokens along an edge to a neighbouring empty vertex."), "</li></ul>",
            "<p>", Q.translate("DominationRules", "<b>Zone of control:</b> no token may be placed or moved onto a vertex next to an opponent's token. A player who cannot move passes. The game ends when neither player can move."), "</p>",
            "<p>", Q.translate("DominationRules", "<b>Added rule</b> (the original lets tokens go back and forth for ever): a game lasts at most four turns per vertex of the board, passes included, so each player has twice as many turns as the board has vertices. The turns left are shown beside the board."), "</p>",
            "<h3>", Q.translate("DominationRules", "Scoring"), "</h3>",
            "<p>", Q.translate("DominationRules", "Each token is worth 3 points. Each empty vertex is worth 1 point to a player for every token of theirs next to it. The higher total wins; equal totals are a draw."), "</p>",
            "<p>", Q.translate("DominationRules", "Example on the dodecahedron: when neither player can move, 7 blue and 7 red tokens give each 21 points; the empty vertices add 7 points to each (2+1+1+1+1+1 for Blue, and as many for Red): a draw, 28 to 28. On the board, every empty vertex shows the blue and red tokens that touch it."), "</p>",
            '<p align="center"><img src="example"></p>',
            "<h3>", Q.translate("DominationRules", "Match"), "</h3>",
            "<p>", Q.translate("DominationRules", "As the original suggests, two games may be played: the players swap colours for the second game, so each plays Blue and moves first once, and each player's two scores are added."), "</p>",
            "<h3>", Q.translate("DominationRules", "How to play here"), "</h3>",
            "<p>", Q.translate("DominationRules", "Click your empty entry vertex to bring in a token. Click one of your tokens, then a highlighted vertex, to move it. When you cannot move, press Pass. Against the computer you choose your colour when you set up the game."), "</p>",
        ])

    # -- the board; the scores go to the page's heads-up, Pass beside the page's actions -------------------
    def __init__(self, info, board, parent=None, scene=None):
        self._overlays: list[QGraphicsItem] = []
        self.picked: int | None = None  # the token chosen for a move, waiting for its target
        self.state: dom.DominationState | None = None
        super().__init__(info, board, parent, scene)
        self.pass_action = QAction(self)
        self.pass_action.setObjectName("domination_pass")
        self.pass_action.triggered.connect(lambda: self.move_chosen.emit(dom.Pass()))
        theme().changed.connect(self._on_theme)  # rings and counts follow the circles' new size

    def _on_theme(self) -> None:
        if self.state is not None:
            self._paint(self.state)

    def label_obstacles(self) -> list[QRectF]:
        """The counts beside the empty vertices: a verdict's margin ("≈+1.4") goes clear of them."""
        return [item.sceneBoundingRect() for item in self._overlays
                if isinstance(item, QGraphicsTextItem) and item.scene() is self.scene]

    def game_actions(self) -> list[QAction]:
        return [self.pass_action]

    def seat_colour(self, seat: int) -> QColor | None:
        return COLOURS[self.seat_role(seat)] if seat in (0, 1) else None

    def score_rows(self, observation) -> list[ScoreRow]:
        state = expect(observation.state, dom.DominationState)
        rows = []
        for p in (state.blue_seat, 1 - state.blue_seat):  # Blue's row first: Blue moves first
            tokens, adjacency = state.breakdown(p)
            rows.append(ScoreRow(fill(Q.translate("DominationView", "%1: %2 points"),
                                      self.short_seat_name(p), tokens + adjacency), p,
                                 fill(Q.translate("DominationView", "%1: tokens %2 × 3 + beside empty vertices %3 = %4"),
                                      self.seat_name(p), tokens // 3, adjacency, tokens + adjacency)))
        rows.append(ScoreRow(fill(Q.translate("DominationView", "Turns left: %1"), state.turns_left)))
        if self.info.setup.options.get("match"):
            def by_seat(scores: tuple[int, ...]) -> str:
                return ", ".join(f"{self.seat_name(p)} {scores[p]}" for p in (0, 1))

            rows.append(ScoreRow(fill(Q.translate("DominationView", "Match, game %1 of 2; totals so far: %2"),
                                      state.game_index + 1, by_seat(state.match_scores())),
                                 detail="\n".join(fill(Q.translate("DominationView", "Game %1: %2"), i + 1, by_seat(scores))
                                                 for i, scores in enumerate(state.game_scores))))
        return rows

    def prepare(self, scene: DrawingScene) -> None:
        for vid, item in scene.vertex_items.items():
            item.mark = vertex_name(scene, vid)

    # -- showing ---------------------------------------------------------------------------------
    def show_state(self, state: State, animate: bool, last_move: Move | None = None) -> None:
        state = expect(state, dom.DominationState)
        self.state = state
        self.picked = None
        self._paint(state)
        self._mark_last_move(state, last_move)
        self._show_pass(state)

    def _paint(self, state: dom.DominationState) -> None:
        for item in self._overlays:
            self.scene.removeItem(item)
        self._overlays = draw_position(self.scene, state)

    def seat_role(self, seat: int) -> int:
        """The colour ``seat`` plays in the game shown (before any is shown, in the first game)."""
        state = self.state if self.state is not None else self.info.spec.make_state(self.info.setup)
        return expect(state, dom.DominationState).colour(seat)

    def seat_name(self, seat: int) -> str:
        """One game: the seat's colour ("Blue (Player A)"). A match swaps the colours for its second
        game, so there a seat keeps one name for both games: Player A is the seat that plays Blue
        first (the heads-up line and the score say the colours)."""
        seats, setup = self.info.seats, self.info.setup
        if seats[seat].name:
            return super().seat_name(seat)
        if not setup.options.get("match"):
            if self.seat_role(seat) != seat and not seats[seat].is_computer:
                # A person playing Red against the computer (which plays Blue) is not "Player B": the colour alone.
                return self.seat_title(self.seat_role(seat), setup.options, short=True)
            return super().seat_name(seat)
        person = texts.player_name(seat ^ setup.first)
        if seats[seat].is_computer:
            return fill(Q.translate("Texts", "Computer (%1)"), person)
        return person

    def _mark_last_move(self, state: dom.DominationState, move: Move | None) -> None:
        """As the other games do: the last move's place outlined until the next move (the vertex a token
        stepped to, or the entry a token was brought in on; the heads-up says where it came from)."""
        if isinstance(move, dom.Step):
            self.mark_last(vertex=move.target)
        elif isinstance(move, dom.Place):
            self.mark_last(vertex=state.entry_of(1 - state.current_player))  # turns alternate, passes included
        else:
            self.mark_last()

    def _show_pass(self, state: dom.DominationState) -> None:
        """Pass is there to say the rule; the page passes by itself for a player who cannot move."""
        forced = state.outcome() is None and list(state.legal_moves()) == [dom.Pass()]
        self.pass_action.setText(Q.translate("DominationView", "Pass"))
        self.pass_action.setEnabled(forced)
        self.pass_action.setToolTip(Q.translate("DominationView", "You may pass only when you cannot move."))

    # -- input: place, or pick a token and then its target ---------------------------------------------
    def move_for_click(self, kind: str, ident: int) -> Move | None:
        state = self.state
        if state is None or kind != "vertex" or state.outcome() is not None:
            return None
        me = state.current_player
        if self.picked is not None:
            source, self.picked = self.picked, None
            self._paint(state)
            if ident == source:
                return None  # a second click on the picked token puts it down
            move = dom.Step(source, ident)
            try:
                state.play(move)
            except IllegalMoveError as exc:
                self.message.emit(self.refusal(exc.code))
                return None
            return move
        if state.owner(ident) == me:
            self.picked = ident
            targets = state.targets(ident)
            for vid, item in self.scene.vertex_items.items():
                item.highlight = vid == ident or vid in targets
                item.update()
            if not targets:
                self.message.emit(Q.translate("DominationView", "This token has nowhere to go."))
            else:
                announce(self.canvas, fill(Q.translate("DominationView", "The token on %1 is picked: it may go to %2."),
                                           self.names.name(ident), ", ".join(self.names.name(t) for t in targets)))
            return None
        if ident == state.entry_of(me) and state.owner(ident) is None:
            return dom.Place()
        self.message.emit(Q.translate("DominationView", "Click your empty entry vertex to bring in a token, or one of your tokens to move it."))
        return None

    def cancel_input(self) -> None:
        if self.picked is not None and self.state is not None:
            self.picked = None
            self._paint(self.state)

    def describe_move(self, move: Move) -> str:
        scene = self.scene
        if isinstance(move, dom.Place):
            return Q.translate("DominationView", "brings a token in")
        if isinstance(move, dom.Step):
            return fill(Q.translate("DominationView", "moves %1 → %2"),
                        vertex_name(scene, move.source), vertex_name(scene, move.target))
        return Q.translate("DominationView", "has no move and passes")

    # -- typed moves and words ---------------------------------------------------------------------
    @staticmethod
    def enter_word() -> str:
        return Q.translate("DominationView", "enter")

    @staticmethod
    def pass_word() -> str:
        return Q.translate("DominationView", "pass")

    def move_notation(self, move: Move) -> str:
        """"enter" brings a token in, "3-4" moves the token on 3 to 4, "pass" passes."""
        if isinstance(move, dom.Place):
            return self.enter_word()
        if isinstance(move, dom.Step):
            return f"{self.names.name(move.source)}-{self.names.name(move.target)}"
        return self.pass_word()

    def read_move(self, typed: str, state: State) -> Move | str | None:
        state = expect(state, dom.DominationState)
        if typed in words("enter", self.enter_word()):
            return dom.Place()
        if typed in words("pass", self.pass_word()):
            return dom.Pass()
        ends = self.names.ends(typed)
        if ends is not None:
            return dom.Step(*ends)
        vid = self.names.vertex(typed)
        if vid is None:
            return None
        me = state.current_player
        if vid == state.entry_of(me) and state.owner(vid) is None:
            return dom.Place()
        if state.owner(vid) == me:
            targets = state.targets(vid)
            example = f"{self.names.name(vid)}-{self.names.name(targets[0])}" if targets else ""
            return (fill(Q.translate("DominationView", "Type where the token on %1 goes too, such as %2."), self.names.name(vid), example)
                    if targets else Q.translate("DominationView", "This token has nowhere to go."))
        return fill(Q.translate("DominationView", "Type “%1” to bring a token in on your entry, or a token's vertex and where it goes, such as 3-4."),
                    self.enter_word())

    def element_text(self, kind: str, ident: int) -> str:
        """A vertex with its token or, empty, its entry role, the tokens beside it and who may not go there."""
        text = super().element_text(kind, ident)
        state = self.state
        if state is None or kind != "vertex":
            return text
        parts = [text]
        owner = state.owner(ident)
        short = (Q.translate("DominationView", "Blue"), Q.translate("DominationView", "Red"))
        if owner is not None:
            parts.append(fill(Q.translate("DominationView", "%1's token"), short[state.colour(owner)]))
        for p, entry in enumerate(state.board.entries):
            if entry == ident:
                parts.append(fill(Q.translate("DominationView", "%1's entry"), short[p]))
        if owner is None:
            touch = [sum(1 for w in state.board.neighbours[ident] if state.owner(w) == p) for p in (state.blue_seat, 1 - state.blue_seat)]
            if any(touch):
                parts.append(fill(Q.translate("DominationView", "beside %1 blue and %2 red tokens"), touch[0], touch[1]))
            for p in (0, 1):
                if ident in state.banned(p):
                    parts.append(fill(Q.translate("DominationView", "closed to %1"), short[state.colour(p)]))
        return ", ".join(parts)

    def describe_board(self, observation) -> list[str]:
        """Entries, tokens, the empty vertices beside tokens, and the board's edges."""
        state = expect(observation.state, dom.DominationState)
        names = self.names
        lines = []
        for p in (0, 1):
            entry = state.board.entries[p]
            held = state.owner(entry)
            where = Q.translate("DominationView", "%1's entry: vertex %2 (empty).") if held is None else \
                Q.translate("DominationView", "%1's entry: vertex %2 (a token stands on it).")
            lines.append(fill(where, self.seat_title(p, {}, short=True), names.name(entry)))
        lines.append(self.position_note(state))
        beside = []
        for vid in sorted(state.board.neighbours):
            if state.owner(vid) is None:
                touch = [sum(1 for w in state.board.neighbours[vid] if state.owner(w) == p) for p in (state.blue_seat, 1 - state.blue_seat)]
                if any(touch):
                    beside.append(fill(Q.translate("DominationView", "%1 (blue %2, red %3)"),
                                       names.name(vid), touch[0], touch[1]))
        if beside:
            lines.append(fill(Q.translate("DominationView", "Empty vertices beside tokens: %1."), "; ".join(beside)))
        edges = sorted({tuple(sorted((u, w))) for u in state.board.neighbours for w in state.board.neighbours[u]})
        lines.append(fill(Q.translate("DominationView", "Edges: %1."), ", ".join(names.edge_name(u, w, "–") for u, w in edges)))
        return lines

    def highlight(self, moves: list[Move]) -> None:
        """A Place lights the entry; a Step lights its token and its target."""
        if self.state is None:
            return
        lit: set[int] = set()
        for m in moves:
            if isinstance(m, dom.Place):
                lit.add(self.state.entry_of(self.state.current_player))
            elif isinstance(m, dom.Step):
                lit |= {m.source, m.target}
        for vid, item in self.scene.vertex_items.items():
            item.highlight = vid in lit
            item.update()

    # -- teaching ------------------------------------------------------------------------------
    def teaching_moves(self, study: object) -> list[Move]:
        """The best move (by its margin, exact or estimated), as its mark says."""
        top = study.best if isinstance(study, Study) else None
        return [top.move] if top is not None else []

    @classmethod
    def claim_text(cls, claim: Claim, names: Names) -> str:
        """The panel's statements: the best moves with the margins their marks show, and what the best one changes."""
        S, p = dom.DominationSay, claim.params
        if claim.code == S.MARGINS:
            moves = list(p.get("moves", ()))
            exact = all(e for _, _, e in moves)
            shown = "; ".join(f"{names.move(m)}: {'' if e else '≈'}{number_text(margin)}" for m, margin, e in moves)
            text = (Q.translate("DominationView", "Moves and the final score margin each leads to with best play: %1.") if exact else
                    Q.translate("DominationView", "Moves and the final score margin each leads to, estimated (≈: the board is too big to solve): %1."))
            return fill(text, shown)
        if claim.code == S.DOES:
            move = p.get("move")
            words = [cls.reason_text(code, params) for code, params in p.get("reasons", ())]
            return fill(Q.translate("DominationView", "What changes with the move that %1: %2."), names.move(move), "; ".join(words))
        return unknown_code(claim.code)

    def position_note(self, state: State) -> str:
        """Whose tokens stand where, in words (a black-and-white print shows both colours alike)."""
        state = expect(state, dom.DominationState)
        parts = []
        for p in (state.blue_seat, 1 - state.blue_seat):
            names = ", ".join(vertex_name(self.scene, v) for v in sorted(state.tokens[p])) or "–"
            parts.append(fill(Q.translate("DominationView", "%1's tokens: %2"),
                              self.seat_title(state.colour(p), {}, short=True), names))
        parts.append(fill(Q.translate("DominationView", "Turns left: %1"), state.turns_left))
        return ". ".join(parts) + "."

    def move_anchor(self, move: Move) -> tuple | None:
        if isinstance(move, dom.Step):
            return ("step", move.source, move.target)
        if isinstance(move, dom.Place) and self.state is not None:
            return ("vertex", self.state.entry_of(self.state.current_player))
        return None

    @classmethod
    def why_text(cls, reason: Reason) -> str:
        if reason.code == dom.DominationWhy.LEADS_TO:
            margin = reason.params.get("margin", 0)
            shown = number_text(margin, signed=False)
            text = (Q.translate("DominationView", "with best play from here the mover ends %1 ahead")
                    if isinstance(margin, (int, float)) and shown != "0" and margin > 0 else
                    Q.translate("DominationView", "with best play from here the mover ends %1 behind")
                    if isinstance(margin, (int, float)) and shown != "0" and margin < 0 else
                    Q.translate("DominationView", "with best play from here the game ends level"))
            if isinstance(margin, (int, float)):  # "1 point" when the margin is written 1, an estimate's too
                text = fill(text, texts.count(1 if shown == "1" else abs(margin), "points", shown))
            if not reason.params.get("exact"):
                text += " " + Q.translate("DominationView", "(an estimate: the board is too big to solve)")
            return text
        params = {k: v for k, v in reason.params.items() if isinstance(v, int)}
        return cls.reason_text(reason.code, params)

    @staticmethod
    def reason_text(code: StrEnum, params: Mapping[str, int]) -> str:
        """One thing a move changes, from the engine's code (numbers before and after the move)."""
        R = dom.DominationReason
        sentence = {
            R.NEW_TOKEN: Q.translate("DominationView", "a new token is worth %1"),
            R.FREES_ENTRY: Q.translate("DominationView", "it frees the entry for another token"),
            R.BLOCKS_ENTRY: Q.translate("DominationView", "the opponent can no longer bring tokens in"),
            R.SAFE_FROM_BAN: Q.translate("DominationView", "the opponent can no longer shut your entry next turn"),
            R.CLAIMS_VERTICES: Q.translate("DominationView", "empty vertices next to your tokens: %1 before, %2 after (adjacency points: %3 before, %4 after)"),
            R.BANS_VERTICES: Q.translate("DominationView", "empty vertices the opponent may still enter: %1 before, %2 after"),
            R.TRAPS_OPPONENT: Q.translate("DominationView", "the opponent is left without a move"),
            R.ENDS_GAME: Q.translate("DominationView", "it ends the game with a margin of %1"),
            R.FORCED_PASS: Q.translate("DominationView", "there is no move to make"),
        }.get(code) or unknown_code(code)
        if code == R.NEW_TOKEN:
            return fill(sentence, texts.count(params.get("points", 0), "points"))
        if code == R.ENDS_GAME:
            return fill(sentence, number_text(params.get("margin", 0)))
        return fill(sentence, *(params.get(key, "") for key in ("before", "after", "points_before", "points_after")))
