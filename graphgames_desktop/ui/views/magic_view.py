"""The vertex-magic labelling game on the canvas: a tray of labels beside the board, picked by a click
or dragged onto a vertex or an edge.

A move takes two steps inside the view: pick a label (the vertices and edges where it is legal light
up), then click or drop it on one. A refused place says which vertex would miss k and by how much.
Each vertex shows its partial sum and how many elements of S(x) are still open; edge labels sit on
their edges; what can no longer be labelled is grey. The teaching layer names the winning moves and,
on the paper's theorem families, draws the core and the companion pairs and says the step in force.
"""

from __future__ import annotations

import math
import re
from collections.abc import Hashable, Sequence
from enum import StrEnum

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from graphgames_desktop.games import magic
from graphgames_desktop.games.base import IllegalMoveError, Move, State, expect
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.games.solve import magic_theorems as theorems
from graphgames_desktop.games.teaching import Claim, Judgement, Reason, Study
from graphgames_desktop.graph import boards
from graphgames_desktop.session.frames import MatchInfo, watcher_frame
from graphgames_desktop.ui.announce import announce
from graphgames_desktop.ui.canvas.annotations import Placer, directions_by_room
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.teaching_texts import Names
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, keep_scaled, theme
from graphgames_desktop.ui.verdicts import badge_disc, tag_list
from graphgames_desktop.ui.views import magic_rules
from graphgames_desktop.ui.views.base import LAST_MOVE_COLOUR, CanvasGameView, ScoreRow, unknown_code, vertex_name
from graphgames_desktop.ui.views.label_tray import LabelTray
from graphgames_desktop.ui.views.notation import no_such_edge, strip_words, vertex_word_noise, words

#: Elements nobody can label any more: a grey disc, a faded edge.
DEAD_FILL = QColor("#c9c9c9")
DEAD_OPACITY = 0.3
#: The paper's pairing strategy on the board: the core as a teal band, companions as letters in discs.
CORE_COLOUR = QColor(20, 184, 166, 95)
COMPANION_COLOUR = QColor("#0f766e")
#: A vertex's label fills its circle (bold, 1.25 times the radius): the number the game is about,
#: readable from the back of a classroom.
MARK_SCALE = 1.25

#: A typed move: the label, then where it goes ("7 on 3", "7 em 3-4").
TYPED = re.compile(r"^(\d+)\s+(.+)$")

#: Vertex names: quieter than the labels, still readable (4.6:1 on the paper).
NAME_COLOUR = QColor("#5f6368")


def element_name(scene: DrawingScene, element: Hashable) -> str:
    """A vertex by its name, an edge by its ends' names ("2–5")."""
    if isinstance(element, frozenset):
        a, b = sorted(element)
        return f"{vertex_name(scene, a)}–{vertex_name(scene, b)}"
    assert isinstance(element, int)
    return vertex_name(scene, element)


class MagicView(CanvasGameView):
    game_id = "magic"

    # -- texts -------------------------------------------------------------------------------------
    @classmethod
    def title(cls) -> str:
        return Q.translate("MagicView", "Vertex-Magic Labelling")

    @classmethod
    def summary(cls) -> str:
        return Q.translate("MagicView", "Take turns putting the labels 1 to V+E on vertices and edges. The first full vertex sets the magic sum k, and every later one must reach k. The last player able to move wins.")

    @classmethod
    def rules_html(cls) -> str:
        return magic_rules.rules_html()

    @classmethod
    def rules_images(cls) -> dict[str, QImage]:
        """The rules' first example where the first player is stuck, drawn as the board shows it."""
        match = new_match(magic.SPEC, (Seat(), Seat()), boards.path(3))
        for element, label in magic_rules.STUCK_EXAMPLE:
            match.play(magic.MagicMove(element, label))
        view = cls(MatchInfo.of(match), match.setup.board)
        view.show(watcher_frame(match), False)
        scene = view.scene
        image = QImage(QSize(440, 170), QImage.Format_ARGB32)
        image.fill(theme().look.paper)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        scene.render(painter, QRectF(10, 10, 420, 150), scene.content_rect(), Qt.KeepAspectRatio)
        painter.end()
        view.strip.deleteLater()
        view.canvas.deleteLater()
        view.deleteLater()
        return {"example": image}

    @classmethod
    def refusal(cls, code: StrEnum) -> str:
        R = magic.MagicRefusal
        return {
            R.BAD_MOVE_KIND: Q.translate("MagicView", "That is not a move of this game."),
            R.GAME_OVER: Q.translate("MagicView", "The game is over."),
            R.NO_SUCH_ELEMENT: Q.translate("MagicView", "That is no vertex or edge of the board."),
            R.LABEL_OUT_OF_RANGE: Q.translate("MagicView", "That label is not one of this board's labels."),
            R.LABEL_USED: Q.translate("MagicView", "That label has been used already."),
            R.ALREADY_LABELLED: Q.translate("MagicView", "That vertex or edge has a label already."),
            R.BREAKS_MAGIC: Q.translate("MagicView", "That label would complete a vertex whose sum is not k."),
            R.UNEQUAL_SUMS: Q.translate("MagicView", "That label would complete two vertices at once with different sums."),
        }.get(code) or unknown_code(code)

    def refusal_sentence(self, error: IllegalMoveError) -> str:
        """The refusal with its details: which vertex would miss k, and by how much."""
        R, d = magic.MagicRefusal, error.details
        if error.code == R.BREAKS_MAGIC:
            over = int(d["sum"]) - int(d["k"])
            text = (Q.translate("MagicView", "Vertex %1 would sum to %2, %3 more than k = %4.") if over > 0 else
                    Q.translate("MagicView", "Vertex %1 would sum to %2, %3 less than k = %4."))
            return fill(text, element_name(self.scene, d["vertex"]), d["sum"], abs(over), d["k"])
        if error.code == R.UNEQUAL_SUMS:
            (u, v), (su, sv) = d["vertices"], d["sums"]
            return fill(Q.translate("MagicView", "This edge would complete vertices %1 and %2 at once, with different sums (%3 and %4), so no k could be set."),
                        element_name(self.scene, u), element_name(self.scene, v), su, sv)
        if error.code == R.ALREADY_LABELLED:
            return fill(Q.translate("MagicView", "%1 has the label %2 already."), self._element_title(d["element"]), d["label"])
        return self.refusal(error.code)

    @classmethod
    def ending(cls, termination: StrEnum) -> str:
        E = magic.MagicEnd
        return {
            E.NO_LEGAL_MOVE: Q.translate("MagicView", "No label fits anywhere any more: the player to move is stuck."),
            E.ALL_LABELLED: Q.translate("MagicView", "Every vertex and edge has a label: together they make a vertex-magic total labelling."),
        }.get(termination) or unknown_code(termination)

    @classmethod
    def setup_problem(cls, code: StrEnum) -> str:
        return {
            magic.MagicSetupProblem.EMPTY_BOARD: Q.translate("MagicView", "The board has no vertices: draw a graph first."),
        }.get(code) or super().setup_problem(code)

    # -- the board, and under it the tray of labels (the page places it) ------------------------------
    def __init__(self, info, board, parent=None, scene=None):
        self._overlays: list[QGraphicsItem] = []
        self._teaching_items: list[QGraphicsItem] = []
        self._advice: list[Move] = []  # the moves the teaching layer or a hint marks
        self._judgements: list[Judgement] = []  # the teaching layer's, all labels (marks show the picked one's)
        self.picked: int | None = None  # the label chosen, waiting for its place
        self.state: magic.MagicState | None = None
        self.last_move: magic.MagicMove | None = None  # marked on the board until the next move
        self.last_marker: QGraphicsItem | None = None
        super().__init__(info, board, parent, scene)
        self._edge_ids = {frozenset((e.u, e.v)): eid for eid, e in self.scene.drawing.edges.items()}
        self.tray = LabelTray()
        self.tray.picked.connect(self._on_pick)
        self.tray.dropped.connect(self._on_drop)
        self.tray.done.connect(lambda: self.canvas.setFocus(Qt.TabFocusReason))  # on to the board, by keyboard
        self.pick_text = QLabel()  # what the picked label can do
        self.pick_text.setObjectName("magic_pick")
        self.pick_text.setWordWrap(True)
        keep_scaled(self.pick_text, TYPE.body, bold=False)
        # The labels to play, in a strip under the board (the page places it): k and the count of labels
        # left go to the page's heads-up, where the room reads the scores.
        strip = QWidget()
        strip.setObjectName("magic_strip")
        row = QHBoxLayout(strip)
        row.setContentsMargins(em(0.3), em(0.2), em(0.3), em(0.2))
        row.addWidget(self.tray, 1)
        row.addWidget(self.pick_text, 0)
        self.strip = strip
        strip.setFocusProxy(self.tray)
        escape = QShortcut(QKeySequence(Qt.Key_Escape), self.canvas)  # from the board or the tray alike
        escape.setContext(Qt.WindowShortcut)  # while the board shows (a hidden widget's shortcut sleeps)
        escape.activated.connect(self._on_escape)
        theme().changed.connect(self._on_theme)
        self._on_theme()
        strip.installEventFilter(self)  # a change of language rewrites the hints

    def palette(self) -> QWidget:
        return self.strip

    def score_rows(self, observation) -> list[ScoreRow]:
        state = expect(observation.state, magic.MagicState)
        k = state.k
        return [ScoreRow(fill(Q.translate("MagicView", "k = %1"), k) if k is not None
                         else Q.translate("MagicView", "k is not set yet"), None,
                         Q.translate("MagicView", "The magic constant: every completed vertex must sum to k.")),
                ScoreRow(fill(Q.translate("MagicView", "Labels left: %1"), len(list(state.unused))))]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.strip and event.type() == QEvent.LanguageChange and self.state is not None:
            self._paint(self.state)
            self._show_side(self.state)
        return super().eventFilter(watched, event)

    def _on_theme(self) -> None:
        """Badges and tags follow the circles' new size; the hint beside the tray keeps a few words a line."""
        self.pick_text.setFixedWidth(em(11))
        if self.state is not None:
            self._paint(self.state)

    # -- showing ---------------------------------------------------------------------------------
    def show_state(self, state: State, animate: bool, last_move: Move | None = None) -> None:
        state = expect(state, magic.MagicState)
        self.state = state
        self.picked = None
        self.last_move = last_move if isinstance(last_move, magic.MagicMove) else None
        self._paint(state)
        self._show_side(state)

    def _show_side(self, state: magic.MagicState) -> None:
        unused = list(state.unused)
        over = state.outcome() is not None
        usable = set() if over else {label for label in unused if state.where(label)}
        self.tray.set_labels(unused, usable, self._advised_labels())
        self.tray.set_current(self.picked)
        self._show_pick_text()

    def _show_pick_text(self) -> None:
        state = self.state
        if state is None or state.outcome() is not None:
            self.pick_text.setText("")
        elif self.picked is None:
            self.pick_text.setText(Q.translate("MagicView", "Pick a label: click it, or drag it onto a vertex or an edge."))
        elif state.where(self.picked):
            self.pick_text.setText(fill(Q.translate("MagicView", "Label %1: click a lit vertex or edge. Escape puts it back."), self.picked))
        else:
            self.pick_text.setText(fill(Q.translate("MagicView", "Label %1 fits nowhere now."), self.picked))

    def _paint(self, state: magic.MagicState) -> None:
        """Labels in the circles and on the edges, each vertex's sum and open count, dead elements grey."""
        scene = self.scene
        for item in self._overlays:
            scene.removeItem(item)
        self._overlays = []
        self.last_marker = None
        r = scene.vertex_radius
        dead = state.dead()
        placer = Placer(scene)
        for element, eid in self._edge_ids.items():  # edge labels first: the texts beside vertices avoid them
            item = scene.edge_items[eid]
            item.setOpacity(DEAD_OPACITY if element in dead else 1.0)
            label = state.label_of(element)
            if label is not None:
                last = self.last_move is not None and self.last_move.element == element
                tag = self._tag(str(label), item.path().pointAtPercent(0.5), r, LAST_MOVE_COLOUR if last else None)
                placer.take(tag.sceneBoundingRect())
                self._overlays.append(tag)
                if last:
                    self.last_marker = tag
            elif element not in dead:  # where a verdict's badge comes when the teaching layer shows: a sum beside it stays whole
                placer.take(badge_disc(scene, item.path().pointAtPercent(0.5)))
        for vid, item in scene.vertex_items.items():
            label = state.label_of(vid)
            item.mark = str(label) if label is not None else ""
            item.mark_scale = MARK_SCALE
            item.fill = DEAD_FILL if vid in dead else None
            item.update()
            if self.last_move is not None and self.last_move.element == vid:
                self._overlays.append(self._last_ring(vid))
            directions = directions_by_room(scene, vid)
            self._overlays.append(self._beside(vid, self._badge(vid, state), placer, directions))
            if not scene.drawing.vertices[vid].label:  # a drawn label shows already; else the number the move list uses
                self._overlays.append(self._beside(vid, self._name(vid), placer, directions))
        self._keep_in_view()
        self._light()

    def _last_ring(self, vid: int) -> QGraphicsItem:
        """The last move's vertex: a dashed ring just outside its circle (the labelled edge's tag is filled instead)."""
        look = theme().look
        x, y = self.scene.drawing.vertices[vid].pos
        reach = self.scene.vertex_radius + look.edge_width * 1.6
        ring = QGraphicsEllipseItem(x - reach, y - reach, 2 * reach, 2 * reach)
        ring.setPen(QPen(LAST_MOVE_COLOUR, max(2.0, look.edge_width * 0.9), Qt.DashLine))
        ring.setZValue(2.4)
        ring.setAcceptedMouseButtons(Qt.NoButton)
        self.scene.addItem(ring)
        self.last_marker = ring
        return ring

    def _keep_in_view(self) -> None:
        """Sums and names stand outside the circles: the fitted board must show them whole."""
        rect = QRectF()
        for item in self._overlays + self._teaching_items:
            rect = rect.united(item.sceneBoundingRect())
        margin = self.scene.vertex_radius * 0.5
        rect = rect.adjusted(-margin, -margin, margin, margin) if not rect.isEmpty() else rect
        if rect != self.scene.annotations:
            self.scene.annotations = rect
            if self.canvas.auto_fit:
                self.canvas.fit()

    def _badge(self, vid: int, state: magic.MagicState) -> QGraphicsSimpleTextItem:
        """Σ and the number of open elements of S(x) beside a vertex: "Σ7 · 2" (a tick when complete)."""
        open_count = state.open_count(vid)
        total = state.partial_sum(vid)
        text = f"Σ{total} ✓" if open_count == 0 else f"Σ{total} · {open_count}"
        item = QGraphicsSimpleTextItem(text)
        font = QFont(item.font())
        font.setPointSizeF(max(7.0, self.scene.vertex_radius * 0.75))
        font.setBold(True)
        item.setFont(font)
        look = theme().look
        item.setBrush(look.ink)
        item.setToolTip(fill(Q.translate("MagicView", "Vertex %1: partial sum %2, elements still open %3"),
                             vertex_name(self.scene, vid), total, open_count))
        return item

    def _name(self, vid: int) -> QGraphicsSimpleTextItem:
        """The vertex's name in small grey italics, so the move list can be followed on the board."""
        item = QGraphicsSimpleTextItem(vertex_name(self.scene, vid))
        font = QFont(item.font())
        font.setPointSizeF(max(6.0, self.scene.vertex_radius * 0.6))
        font.setItalic(True)
        item.setFont(font)
        item.setBrush(NAME_COLOUR)
        return item

    def _beside(self, vid: int, item: QGraphicsSimpleTextItem, placer: Placer, directions: list[float]) -> QGraphicsItem:
        """Put a text beside a vertex where the placer finds room, on a ground of paper (an edge it
        crosses does not cut through the digits)."""
        ground = QColor(theme().look.paper)
        ground.setAlpha(215)
        back = QGraphicsRectItem(item.boundingRect())
        back.setBrush(ground)
        back.setPen(Qt.NoPen)
        item.setParentItem(back)
        back.setPos(placer.place(vid, item.boundingRect().size(), directions))
        back.setZValue(3)
        back.setAcceptedMouseButtons(Qt.NoButton)
        self.scene.addItem(back)
        return back

    def _tag(self, text: str, centre: QPointF, r: float, colour: QColor | None = None) -> QGraphicsItem:
        """A number in a rounded box, centred on a point (an edge's label, a companion pair's letter)."""
        look = theme().look
        label = QGraphicsSimpleTextItem(text)
        font = QFont(label.font())
        font.setPointSizeF(max(7.0, r * 0.8))
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("white") if colour is not None else look.ink)
        box = label.boundingRect().adjusted(-r * 0.3, -r * 0.1, r * 0.3, r * 0.1)
        path = QPainterPath()
        path.addRoundedRect(box, r * 0.35, r * 0.35)
        frame = QGraphicsPathItem(path)
        frame.setBrush(QBrush(colour if colour is not None else QColor("white")))
        frame.setPen(QPen(look.ink, max(1.0, look.edge_width * 0.5)))
        label.setParentItem(frame)
        frame.setPos(centre - box.center())
        frame.setZValue(2.5)
        frame.setAcceptedMouseButtons(Qt.NoButton)
        self.scene.addItem(frame)
        return frame

    def _light(self) -> None:
        """Light where the picked label may go; with nothing picked, the moves the teaching layer marks."""
        state = self.state
        if state is None:
            return
        if self.picked is not None:
            lit = set(state.where(self.picked))
        else:
            lit = {m.element for m in self._advice if isinstance(m, magic.MagicMove)}
        for vid, item in self.scene.vertex_items.items():
            item.highlight = vid in lit
            item.update()
        for element, eid in self._edge_ids.items():
            self.scene.edge_items[eid].highlight = element in lit
        self._show_marks()

    def show_judgements(self, judgements: Sequence[Judgement]) -> None:
        """Every judged move is kept; with a label picked, the marks say where that label wins or loses."""
        self._judgements = list(judgements)
        self._show_marks()

    def _show_marks(self) -> None:
        picked = self.picked
        super().show_judgements(self._judgements if picked is None else
                                [j for j in self._judgements if getattr(j.move, "label", None) == picked])

    def _advised_labels(self) -> set[int]:
        return {m.label for m in self._advice if isinstance(m, magic.MagicMove)}

    def highlight(self, moves: list[Move]) -> None:
        """Winning moves: their vertices and edges light up and their labels are marked in the tray."""
        self._advice = list(moves)
        self.tray.set_marked(self._advised_labels())
        self._light()

    # -- input: a label, then its place ------------------------------------------------------------
    def _on_pick(self, label: object) -> None:
        if self.state is None or self.state.outcome() is not None:
            self.tray.set_current(None)
            return
        self.picked = label if isinstance(label, int) else None
        self._light()
        self._show_pick_text()
        if self.picked is not None and not self.state.where(self.picked):
            self.message.emit(fill(Q.translate("MagicView", "No vertex or edge can take the label %1 now."), self.picked))
        elif self.picked is not None:
            places = self.state.where(self.picked)
            vertices = [self.names.name(v) for v in sorted(e for e in places if isinstance(e, int))]
            edges = [self.element_notation(e).replace("-", "–") for e in sorted((e for e in places if isinstance(e, frozenset)), key=sorted)]
            where = "; ".join(f"{noun} {', '.join(items)}" for noun, items in (
                (Q.translate("Notation", "vertex") if len(vertices) == 1 else Q.translate("Notation", "vertices"), vertices),
                (Q.translate("Notation", "edge") if len(edges) == 1 else Q.translate("Notation", "edges"), edges)) if items)
            announce(self.tray, fill(Q.translate("MagicView", "Label %1 picked. Where it fits: %2."), self.picked, where))

    def _on_drop(self, label: int, where: QPoint) -> None:
        """A label dragged from the tray and let go: on a vertex or an edge it is a move."""
        viewport = self.canvas.viewport()
        point = viewport.mapFromGlobal(where)
        element = self.scene.element_at(self.canvas.mapToScene(point)) if viewport.rect().contains(point) else None
        if element is None:
            self.message.emit(Q.translate("MagicView", "Let the label go on a vertex or an edge of the board."))
            return
        self.picked = label
        move = self.move_for_click(*element)
        if move is not None:
            self.move_chosen.emit(move)

    def move_for_click(self, kind: str, ident: int) -> Move | None:
        state = self.state
        if state is None or state.outcome() is not None:
            return None
        element: Hashable = ident
        if kind == "edge":
            e = self.scene.drawing.edges[ident]
            element = frozenset((e.u, e.v))
        if self.picked is None:
            label = state.label_of(element)
            if label is not None:
                self.message.emit(fill(Q.translate("MagicView", "%1 has the label %2."), self._element_title(element), label))
            else:
                self.message.emit(Q.translate("MagicView", "First pick a label in the tray beside the board."))
            return None
        move = magic.MagicMove(element, self.picked)
        problem = state.refusal(move)
        if problem is not None:
            self.message.emit(self.refusal_sentence(problem))  # the label stays picked for another try
            return None
        self.picked = None
        return move

    def _element_title(self, element: Hashable) -> str:
        if isinstance(element, frozenset):
            return fill(Q.translate("MagicView", "Edge %1"), element_name(self.scene, element))
        return fill(Q.translate("MagicView", "Vertex %1"), element_name(self.scene, element))

    def _element_place(self, element: Hashable) -> str:
        """A vertex or an edge inside a sentence ("vertex 3"; in Portuguese with its article)."""
        if isinstance(element, frozenset):
            return fill(Q.translate("MagicView", "edge %1"), element_name(self.scene, element))
        return fill(Q.translate("MagicView", "vertex %1"), element_name(self.scene, element))

    def _on_escape(self) -> None:
        if self.picked is not None:
            self.cancel_input()
            self.message.emit(Q.translate("MagicView", "The label is back in the tray."))

    def cancel_input(self) -> None:
        self.picked = None
        self.tray.set_current(None)
        self._light()
        self._show_pick_text()

    # -- the teaching layer's judged moves -----------------------------------------------------------
    def label_obstacles(self) -> list[QRectF]:
        """The sums, vertex names and edge labels beside the circles: a verdict's tag ("1-5, 7") goes clear of them."""
        return [item.sceneBoundingRect() for item in self._overlays if item.scene() is self.scene]

    def move_anchor(self, move: Move) -> tuple | None:
        """A label's move shows on its element: the vertex, or the edge between its ends."""
        if not isinstance(move, magic.MagicMove):
            return None
        if isinstance(move.element, frozenset):
            eid = next((eid for eid, e in self.scene.drawing.edges.items() if {e.u, e.v} == move.element), None)
            return None if eid is None else ("edge", eid)
        return ("vertex", move.element)

    def position_note(self, state: State) -> str:
        state = expect(state, magic.MagicState)
        k = state.k
        constant = fill(Q.translate("MagicView", "k = %1"), k) if k is not None \
            else Q.translate("MagicView", "k is not set yet")
        labels = fill(Q.translate("MagicView", "Labels left: %1"), ", ".join(map(str, state.unused)))
        return f"{labels}. {constant}."

    def move_tag(self, move: Move) -> str:
        return str(move.label) if isinstance(move, magic.MagicMove) else ""

    @classmethod
    def why_text(cls, reason: Reason) -> str:
        """The teaching hook's reasons; a pairing step in the strategy's own words (%2 its place)."""
        W = magic.MagicWhy
        p = reason.params
        if isinstance(reason.code, theorems.PairingStep):
            place = str(p.get("place", ""))
            where = fill((Q.translate("MagicView", "edge %1") if "–" in place else Q.translate("MagicView", "vertex %1")), place)
            return fill(cls.step_sentence(reason.code), p.get("label", ""), where, p.get("total", ""))
        if reason.code == W.THEOREM:
            text = (Q.translate("MagicView", "Theorem %1 decides this board: its core is odd (vertices plus edges: %2), so the first player, %3, wins by pairing labels") if p.get("odd") else
                    Q.translate("MagicView", "Theorem %1 decides this board: its core is even (vertices plus edges: %2), so the second player, %3, wins by pairing labels"))
            seat = p.get("seat")
            return fill(text, p.get("theorem", ""), p.get("core", ""), cls.seat_title(seat, {}) if isinstance(seat, int) else "")
        sentence = cls._reply_sentence(reason) if reason.code in (W.LAST_MOVE, W.LEAVES_LOST, W.LEAVES_WON, W.A_REPLY_WINS) else {
            W.MATCH: Q.translate("MagicView", "the labels go in pairs adding up to %3: the match of %1 is %2"),
            W.UNSOLVED: Q.translate("MagicView", "the position is too big to solve in time"),
        }.get(reason.code) or unknown_code(reason.code)
        return fill(sentence, *(p.get(key, "") for key in ("label", "match", "total", "replies", "winning")))

    @staticmethod
    def _reply_sentence(reason: Reason) -> str:
        """What the move leaves the opponent, counted by the solver: a sentence of its own for one reply,
        for one winning reply and for all of them, and for a last move with elements still open."""
        W = magic.MagicWhy
        p = reason.params
        replies, winning = p.get("replies"), p.get("winning")
        if reason.code == W.LAST_MOVE:
            if p.get("open"):
                return Q.translate("MagicView", "after it no label left fits on any open vertex or edge: the opponent cannot move, so it is the last move")
            return Q.translate("MagicView", "it labels the last open vertex or edge: the opponent has nothing left to label")
        if replies == 1:  # it wins (LEAVES_WON, A_REPLY_WINS) or loses (LEAVES_LOST)
            return (Q.translate("MagicView", "the opponent's only reply loses (found by the solver)") if reason.code == W.LEAVES_LOST
                    else Q.translate("MagicView", "the opponent's only reply wins (found by the solver)"))
        if reason.code == W.LEAVES_LOST:
            return Q.translate("MagicView", "none of the opponent's %4 replies wins (found by the solver)")
        if reason.code == W.A_REPLY_WINS:
            return Q.translate("MagicView", "at least one of the opponent's %4 replies wins (found by the solver)")
        if winning == replies:
            return Q.translate("MagicView", "all %4 of the opponent's replies win (found by the solver)")
        if winning == 1:
            return Q.translate("MagicView", "1 of the opponent's %4 replies wins (found by the solver)")
        return Q.translate("MagicView", "%5 of the opponent's %4 replies win (found by the solver)")

    def describe_move(self, move: Move) -> str:
        assert isinstance(move, magic.MagicMove)
        if isinstance(move.element, frozenset):
            text = Q.translate("MagicView", "puts %1 on edge %2")
        else:
            text = Q.translate("MagicView", "puts %1 on vertex %2")
        return fill(text, move.label, element_name(self.scene, move.element))

    # -- typed moves and words ---------------------------------------------------------------------
    @staticmethod
    def on_word() -> str:
        return Q.translate("MagicView", "on")

    def element_notation(self, element: Hashable) -> str:
        if isinstance(element, frozenset):
            return self.names.edge_name(*sorted(element))
        assert isinstance(element, int)
        return self.names.name(element)

    def move_notation(self, move: Move) -> str:
        """The label, then where it goes: "7 on 3", "7 on 3-4"."""
        assert isinstance(move, magic.MagicMove)
        return f"{move.label} {self.on_word()} {self.element_notation(move.element)}"

    def read_move(self, typed: str, state: State) -> Move | str | None:
        """A label and its place; a move the rules refuse is refused here with its details (which vertex
        would miss k, and by how much)."""
        state = expect(state, magic.MagicState)
        found = TYPED.match(typed)
        if found is None:
            return None
        label = int(found.group(1))
        place = strip_words(found.group(2), words("on", self.on_word()) | vertex_word_noise())
        element: Hashable | None = None
        ends = self.names.ends(place)
        if ends is not None:
            element = frozenset(ends)
            if element not in self._edge_ids:
                return no_such_edge(self.names.name(ends[0]), self.names.name(ends[1]))
        else:
            element = self.names.vertex(place)
        if element is None:
            return None
        move = magic.MagicMove(element, label)
        problem = state.refusal(move)
        return self.refusal_sentence(problem) if problem is not None else move

    def element_text(self, kind: str, ident: int) -> str:
        """A vertex with its label, sum and open count; an edge with its label."""
        state = self.state
        element: Hashable = ident
        if kind == "edge":
            e = self.scene.drawing.edges[ident]
            element = frozenset((e.u, e.v))
        text = super().element_text(kind, ident)
        if state is None:
            return text
        label = state.label_of(element)
        parts = [text, fill(Q.translate("MagicView", "label %1"), label) if label is not None
                 else Q.translate("MagicView", "no label")]
        if kind == "vertex":
            parts.append(fill(Q.translate("MagicView", "sum %1, open %2"), state.partial_sum(ident), state.open_count(ident)))
        if label is None and element in state.dead():
            parts.append(Q.translate("MagicView", "no label fits here any more"))
        return ", ".join(parts)

    def describe_board(self, observation) -> list[str]:
        """k, the labels left, every vertex (label, sum, open elements) and every edge (label)."""
        state = expect(observation.state, magic.MagicState)
        lines = [self.position_note(state)]
        vertices = [self.element_text("vertex", vid) for vid in sorted(self.scene.drawing.vertices)]
        edges = [self.element_text("edge", eid) for eid in sorted(self.scene.drawing.edges)]
        lines.append("; ".join(vertices) + ".")
        if edges:
            lines.append("; ".join(edges) + ".")
        return lines

    # -- teaching ------------------------------------------------------------------------------
    def teaching_names(self) -> Names:
        return Names(self.seat_name, self.describe_move, self._element_place)

    def teaching_moves(self, study: object) -> list[Move]:
        """On the strategy's line its move (the tray marks its label), else every winning move."""
        advice = study.extras.get("advice") if isinstance(study, Study) else None
        if isinstance(advice, theorems.PairingAdvice):
            return [advice.move]
        return super().teaching_moves(study)

    #: Places listed with their winning labels; the count says how many moves win in all.
    PLACES_SHOWN = 8

    @classmethod
    def claim_text(cls, claim: Claim, names: Names) -> str:
        """The panel's statements: where the winning moves are, the theorem with the seats as they sit,
        and the strategy's step where the game is on its line."""
        S, p = magic.MagicSay, claim.params
        if claim.code == S.STRATEGY_WINS:
            return Q.translate("MagicView", "The paper's pairing strategy picks one of them: it is lit on the board, its label marked in the tray (why: below).")
        if claim.code == S.WINNING_PLACES:
            places = list(p.get("places", ()))
            shown = [fill(Q.translate("MagicView", "on %1: %2"),
                          names.place(element), tag_list([str(label) for label in labels], most=len(labels)))
                     for element, labels in places[:cls.PLACES_SHOWN]]
            text = fill(Q.translate("MagicView", "Winning moves: %1."), "; ".join(shown))
            more = len(places) - cls.PLACES_SHOWN
            if more == 1:
                text += " " + Q.translate("MagicView", "(And on 1 more place.)")
            elif more > 1:
                text += " " + fill(Q.translate("MagicView", "(And on %1 more places.)"), more)
            return text
        if claim.code == S.THEOREM_SILENT:
            return fill(Q.translate("MagicView", "Every vertex but one is a leaf or a stem with at least three leaves, but Theorem 2 also needs an even number of leaves and an odd core (vertices plus edges: %1): it says nothing about this board."), p.get("core"))
        if claim.code == S.THEOREM:
            if p.get("theorem") == 2:
                text = Q.translate("MagicView", "<b>Theorem 2</b> decides this board: one vertex is neither leaf nor stem, every stem has at least three leaves, the leaves are even in number and the core (shaded) is odd (vertices plus edges: %1): the first player, %2, wins by pairing labels.")
            elif p.get("odd"):
                text = Q.translate("MagicView", "<b>Theorem 1</b> decides this board: every vertex is a leaf or a stem, and the stems have enough leaves. The core (shaded) is odd (vertices plus edges: %1), so the first player, %2, wins by pairing labels.")
            else:
                text = Q.translate("MagicView", "<b>Theorem 1</b> decides this board: every vertex is a leaf or a stem, and the stems have enough leaves. The core (shaded) is even (vertices plus edges: %1), so the second player, %2, wins by pairing labels.")
            winner = p.get("winner")
            return fill(text, p.get("core"), names.seat(winner) if isinstance(winner, int) else "")
        if claim.code == S.COMPANIONS:
            return Q.translate("MagicView", "Companions carry the same letter: a label on one is answered on the other.")
        if claim.code == S.MATCH:
            return fill(Q.translate("MagicView", "The labels go in pairs adding up to %3. The match of the last label %1 is %2."),
                        p.get("last"), p.get("match"), p.get("total"))
        if claim.code == S.STEP:
            step = p.get("step")
            assert isinstance(step, theorems.PairingStep)
            return fill(cls.step_sentence(step), p.get("label"), names.place(p.get("element")), p.get("total"))
        if claim.code == S.ANSWERS:
            seat, winner = p.get("seat"), p.get("winner")
            return fill(Q.translate("MagicView", "The game is on the strategy's line: whatever %1 plays, %2 answers with its match."),
                        names.seat(seat) if isinstance(seat, int) else "", names.seat(winner) if isinstance(winner, int) else "")
        if claim.code == S.LEFT_LINE:
            winner = p.get("winner")
            return fill(Q.translate("MagicView", "The game has left the paper's strategy (%1 did not always answer as it says): the solver judges it from here."),
                        names.seat(winner) if isinstance(winner, int) else "")
        return unknown_code(claim.code)

    @staticmethod
    def step_sentence(step: StrEnum) -> str:
        """The rule of the strategy behind an answer; %1 is the label, %2 where it goes, %3 the pairs' sum."""
        S = theorems.PairingStep
        return {
            S.OPENING: Q.translate("MagicView", "The opening: %1 = V+E on the root of the core's spanning tree (%2). Every other label now has a match adding up to %3."),
            S.COMPANION: Q.translate("MagicView", "Answer on the companion: %1 on %2."),
            S.CORE_MATCH: Q.translate("MagicView", "Answer in the core: %1 on %2, so an even number of core moves stays open."),
            S.SET_K: Q.translate("MagicView", "Answer on the same one-arm: %1 on %2 completes its leaf and sets k = %3."),
            S.SAME_ARM: Q.translate("MagicView", "Lemma A: %1 on %2, the same one-arm, while two others of its star are open."),
            S.KILL_STAR: Q.translate("MagicView", "Lemma A: %1 on %2, the leaf of the star's other open one-arm; neither arm can be completed any more."),
            S.KILL_SPECIAL_ARM: Q.translate("MagicView", "%1 on %2, the small star's open leaf: its edge is dead, and Lemma A is in force."),
            S.BIG_STAR_LEAF: Q.translate("MagicView", "%1 on %2, a leaf of a big star: that arm and the small star's last edge are dead, and Lemma A is in force."),
            S.OVERLOAD_STEM: Q.translate("MagicView", "%1 on %2 at the small star's stem: its sum passes k, so it is never completed, and Lemma A is in force with an odd core."),
            S.FLIP_CORE: Q.translate("MagicView", "%1 on %2, the companion of the stem's last open core edge: the core stays odd, and Lemma A is in force."),
            S.CLOSE_SPECIAL: Q.translate("MagicView", "%1 on %2, the last edge at the vertex that is neither leaf nor stem: k becomes at least 2(V+E), so no leaf can be completed."),
            S.PARITY_ARM: Q.translate("MagicView", "%1 on %2, a leaf of another star, to leave an odd number of core elements open for Lemma A."),
        }.get(step) or unknown_code(step)

    # -- the pairing strategy drawn on the board ------------------------------------------------------
    def show_teaching(self, study: object | None) -> None:
        """On a theorem family: the core shaded, companions lettered, and the last label joined to its match's place."""
        for item in self._teaching_items:
            self.scene.removeItem(item)
        self._teaching_items = []
        extras = study.extras if isinstance(study, Study) else {}
        fit = extras.get("fit")
        if isinstance(fit, theorems.FamilyFit) and self.state is not None:
            self._draw_core((*fit.core_vertices, *fit.core_edges))
            for i, pair in enumerate(fit.companion_pairs()):
                for element in pair:
                    self._teaching_items.append(self._companion_mark(element, pair_letter(i)))
            advice = extras.get("advice")
            if isinstance(advice, theorems.PairingAdvice) and advice.matched is not None:
                last, match = advice.matched
                source = next((e for e, lab in self.state.labels.items() if lab == last), None)
                if source is not None:
                    self._draw_match(source, advice.move.element, f"{last} + {match} = {advice.total}")
        self._keep_in_view()

    def _anchor(self, element: Hashable) -> QPointF:
        if isinstance(element, frozenset):
            return self.scene.edge_items[self._edge_ids[element]].path().pointAtPercent(0.5)
        return QPointF(*self.scene.drawing.vertices[element].pos)

    def _draw_match(self, source: Hashable, target: Hashable, words: str) -> None:
        """A dashed line from the last label to where its match goes, with the sum written on it."""
        look = theme().look
        a, b = self._anchor(source), self._anchor(target)
        path = QPainterPath(a)
        path.lineTo(b)
        line = QGraphicsPathItem(path)
        line.setPen(QPen(COMPANION_COLOUR, max(2.0, look.edge_width * 0.8), Qt.DashLine, Qt.RoundCap))
        line.setZValue(2.2)
        line.setAcceptedMouseButtons(Qt.NoButton)
        self.scene.addItem(line)
        self._teaching_items.append(line)
        r = self.scene.vertex_radius
        tag = self._tag(words, (a + b) / 2, r * 0.8, COMPANION_COLOUR)
        span = b - a
        length = math.hypot(span.x(), span.y())
        if length < 6 * r:  # a short line (an element and its own edge): the words beside it, off the circles
            nx_, ny_ = -span.y() / max(length, 1e-9), span.x() / max(length, 1e-9)
            box = tag.boundingRect()
            reach = abs(nx_) * box.width() / 2 + abs(ny_) * box.height() / 2 + 1.1 * r
            tag.moveBy(nx_ * reach, ny_ * reach)
        self._teaching_items.append(tag)

    def _draw_core(self, core: tuple[Hashable, ...]) -> None:
        """A translucent band along the core's edges and a disc under its vertices (under every piece)."""
        look = theme().look
        r = self.scene.vertex_radius
        path = QPainterPath()
        for element in core:
            if isinstance(element, frozenset) and element in self._edge_ids:
                stroker = QPainterPathStroker()
                stroker.setWidth(r * 1.6)
                stroker.setCapStyle(Qt.RoundCap)
                path.addPath(stroker.createStroke(self.scene.edge_items[self._edge_ids[element]].path()))
            elif element in self.scene.drawing.vertices:
                x, y = self.scene.drawing.vertices[element].pos
                path.addEllipse(QPointF(x, y), r * 1.7, r * 1.7)
        band = QGraphicsPathItem(path.simplified())
        band.setBrush(CORE_COLOUR)
        band.setPen(QPen(COMPANION_COLOUR, max(1.0, look.edge_width * 0.4), Qt.DotLine))
        band.setZValue(-2)
        band.setAcceptedMouseButtons(Qt.NoButton)
        self.scene.addItem(band)
        self._teaching_items.append(band)

    def _companion_mark(self, element: Hashable, letter: str) -> QGraphicsItem:
        """A companion pair's letter: on an edge a third of the way along, on a vertex at its upper left."""
        r = self.scene.vertex_radius
        if isinstance(element, frozenset):
            point = self.scene.edge_items[self._edge_ids[element]].path().pointAtPercent(0.3)
        else:
            x, y = self.scene.drawing.vertices[element].pos
            point = QPointF(x - r * 0.95, y - r * 0.95)
        return self._tag(letter, point, r, COMPANION_COLOUR)


def pair_letter(i: int) -> str:
    """a, b, ..., z, then a2, b2, ... (a board has at most a few dozen pairs)."""
    return chr(ord("a") + i % 26) + (str(i // 26 + 1) if i >= 26 else "")
