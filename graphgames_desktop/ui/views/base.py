"""A game view: one game's face on screen, for a game page that knows no game.

The view owns its widget (the canvas for graph games; a table for cards), shows the frames of one screen
(a position as that screen may see it, and the move that led to it), keeps any multi-step input to itself
(token then target; label then element) and emits one finished move. It never holds the match: it is
built on what every screen may know of it (``MatchInfo``) and keeps the last frame it was shown. It also gives the game's translated texts: title, summary, rules, seat
names, a sentence for every refusal and ending code, option names. Texts are class methods, so the
home screen, the setup dialog and the rules window read them without building a widget.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

import shiboken6
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QAction, QColor, QImage, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from graphgames_desktop.games.base import IllegalMoveError, Move, Observation, PublicObservation, State
from graphgames_desktop.games.spec import OptionValue
from graphgames_desktop.games.teaching import Claim, Judgement, Reason, Study, rank
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.session.frames import MatchInfo, MoveEntry, SeatFrame
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.announce import announce
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.canvas.view import PLAY, CanvasView
from graphgames_desktop.ui.teaching_texts import Names, study_html, verdict_line
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.verdicts import Anchor, JudgementLayer, short_label, tag_list
from graphgames_desktop.ui.views.notation import (
    BoardNames,
    no_such_vertex,
    normalise,
    not_understood,
    strip_words,
    vertex_word_noise,
)
from graphgames_desktop.ui.vote_marks import VoteLayer


@dataclass(frozen=True)
class BoardMark:
    """A role vertices take at setup: its label, its colour on the board, one vertex or a set."""

    label: str
    colour: QColor
    single: bool = False


@dataclass(frozen=True)
class ScoreRow:
    """One line of the scores in the page's heads-up: its words, the seat whose colour marks it (None:
    no seat's), and what it is made of (a tooltip: "tokens 3 × 3 + beside empty vertices 4")."""

    text: str
    seat: int | None = None
    detail: str = ""


class GameView(QObject):
    """The base every game view extends; the defaults suit two-seat games without extras.

    The page hosts what a view gives it, each in its place: the board (``widget``), the lines of the
    scores (``score_rows``), an input strip under the board (``palette``: the magic game's labels),
    the game's own actions beside the page's (``game_actions``: Domination's Pass).
    """

    # A whole move the person at the screen chose.
    move_chosen = Signal(object)
    # A sentence for the status bar (a refusal met during multi-step input).
    message = Signal(str)
    # The person at the screen takes back their last move (a view's own undo, such as a stroke).
    undo_requested = Signal()

    game_id: ClassVar[str]
    # False while the game's screen is not built: the game is registered but not offered.
    ready: ClassVar[bool] = True

    def __init__(self, info: MatchInfo, parent: QObject | None = None):
        super().__init__(parent)
        self.info = info
        #: The frame shown last (None before the first): what the view says of the position reads it.
        self.frame: SeatFrame | None = None

    # -- texts (translated when called) ------------------------------------------------------------
    @classmethod
    def home_picture(cls, size: QSize) -> QPixmap | None:
        """The home screen card's picture, for a game with no board to show (None: its default board)."""
        return None

    @classmethod
    def title(cls) -> str:
        raise NotImplementedError

    @classmethod
    def summary(cls) -> str:
        raise NotImplementedError

    @classmethod
    def rules_html(cls) -> str:
        raise NotImplementedError

    @classmethod
    def rules_images(cls) -> dict[str, QImage]:
        """Pictures the rules show (``<img src="name">``), drawn by the program."""
        return {}

    @classmethod
    def refusal(cls, code: StrEnum) -> str:
        """The sentence for one of the game's refusal codes."""
        raise NotImplementedError

    def refusal_sentence(self, error: IllegalMoveError) -> str:
        """The refusal of a move in this game's position, with what the error tells (by default the code's sentence)."""
        return self.refusal(error.code)

    @classmethod
    def ending(cls, termination: StrEnum) -> str:
        """The sentence that says how a game ended."""
        raise NotImplementedError

    @classmethod
    def setup_problem(cls, code: StrEnum) -> str:
        """Why a setup was refused: the game's own codes here, the shared ones in texts."""
        return texts.setup_problem(str(code))

    @classmethod
    def option_label(cls, name: str) -> str:
        return name

    @classmethod
    def option_choice(cls, name: str, value: str) -> str:
        return value

    @classmethod
    def seat_title(cls, seat: int, options: Mapping[str, object], short: bool = False) -> str:
        """The game's name for a seat (Hackenbush: Blue, Red); ``short`` drops what a longer name adds."""
        return texts.player_name(seat)

    @classmethod
    def starts_by_colour(cls) -> bool:
        """Whether the first move belongs to a colour (Domination: Blue), so that the setup asks which
        colour a person plays rather than who starts (``Setup.first`` is then the seat playing it)."""
        return False

    @classmethod
    def default_options(cls, board: Drawing | None) -> dict[str, OptionValue]:
        """Options that suit a board better than the spec's defaults (a coloured picture: Blue-Red)."""
        return {}

    @classmethod
    def board_as_played(cls, board: Drawing, options: Mapping[str, OptionValue]) -> Drawing:
        """The board as a game under ``options`` plays it, for the setup's picture (Hackenbush: its edges in
        the colours the rules give them)."""
        return board

    @classmethod
    def board_marks(cls) -> dict[str, BoardMark]:
        """Vertices the players choose on the board at setup, by role (Hackenbush's ground, entries)."""
        return {}

    @classmethod
    def marks_problem(cls, board: Drawing, marks: Mapping[str, set[int]]) -> str | None:
        """Why these marks cannot start a game (a sentence), or None when they can."""
        return None

    @classmethod
    def default_marks(cls, board: Drawing) -> dict[str, set[int]]:
        """The sets the game would take on this board if nobody chose (shown in the setup)."""
        return {}

    def seat_role(self, seat: int) -> int:
        """The role ``seat`` plays now, as ``seat_title`` numbers them (Domination: its colour in the
        current game); the seat itself in most games."""
        return seat

    def seat_name(self, seat: int) -> str:
        """The name the players gave, else the game's; a computer seat says it is the computer."""
        seats = self.info.seats
        given = seats[seat].name if 0 <= seat < len(seats) else ""
        if given:
            return given
        options = self.info.setup.options
        role = self.seat_role(seat)
        if 0 <= seat < len(seats) and seats[seat].is_computer:
            return fill(Q.translate("Texts", "Computer (%1)"), self.seat_title(role, options, short=True))
        return self.seat_title(role, options)

    def short_seat_name(self, seat: int) -> str:
        """For sentences that already say whose turn it is: "Your move (Blue)"."""
        seats = self.info.seats
        given = seats[seat].name if 0 <= seat < len(seats) else ""
        return given or self.seat_title(self.seat_role(seat), self.info.setup.options, short=True)

    # -- showing and input -------------------------------------------------------------------------
    def widget(self) -> QWidget:
        """The board: nothing else of the game's (the page places the rest)."""
        raise NotImplementedError

    def tab_stops(self) -> list[QWidget]:
        """Where Tab stops on the board, in order (a canvas is one stop; the card table has its sheet and buttons)."""
        return [self.widget()]

    def palette(self) -> QWidget | None:
        """An input strip the page places under the board (labels to pick), or None."""
        return None

    def game_actions(self) -> list[QAction]:
        """Actions of this game the page shows beside its own (Pass), enabled as the position allows."""
        return []

    def score_rows(self, observation: Observation) -> list[ScoreRow]:
        """The scores and counts the room should see of this position (points, turns left, k)."""
        return []

    def seat_colour(self, seat: int) -> QColor | None:
        """The colour the board gives ``seat`` (Blue, Red), for the marker beside its turn; None: none."""
        return None

    def board_drawing(self) -> Drawing:
        """The board saved beside the record (an empty drawing for board-less games)."""
        return Drawing()

    def show(self, frame: SeatFrame, animate: bool) -> None:
        """Show the position ``frame`` shows (already as the screen may see it); its last move stays marked
        until the next one. Kept as ``self.frame``."""
        raise NotImplementedError

    def describe(self, move: Move, before: Observation) -> str:
        """The move for the move list, as the viewer of ``before`` may know it."""
        raise NotImplementedError

    def secret_move(self, before: Observation, kind: str) -> str:
        """A move of type ``kind`` the screen may not know (the game's ``redact`` hid it), for the move list."""
        return ""

    def move_words(self, entry: MoveEntry) -> str:
        """A move of the list as the screen may know it: "removes vertex 14", "picks a resource card in secret"."""
        return self.describe(entry.move, entry.before) if entry.move is not None else self.secret_move(entry.before, entry.kind)

    # -- typed moves, and the position in words (the keyboard and a screen reader) -------------------------
    def notation(self, move: Move, before: Observation) -> str:
        """The move as a person types it in the move box: the move list's names, short ("5-18", "7 on 3");
        by default the move list's words themselves."""
        return self.describe(move, before)

    def parse_move(self, text: str, observation: Observation) -> Move | str:
        """The move ``text`` names in this position (legal or not: the rules then say why not), or a
        sentence saying why it names none. By default: the legal move whose notation it is."""
        typed = normalise(text)
        legal = observation.legal_moves()
        for move in legal:
            if normalise(self.notation(move, observation)) == typed:
                return move
        return not_understood(text, [self.notation(m, observation) for m in legal[:1] + legal[-1:]])

    def typed_moves(self, observation: Observation) -> list[tuple[str, str]]:
        """Each legal move as typed and as the move list says it: the move box's completions."""
        moves = []
        for m in observation.legal_moves():
            typed, words = self.notation(m, observation), self.describe(m, observation)
            moves.append((typed, words if words != typed else ""))
        return moves

    def describe_board(self, observation: Observation) -> list[str]:
        """The position in words, a paragraph each: every piece, mark and label and what each player owns
        (the page adds whose turn it is and the scores)."""
        return []

    def board_help(self) -> str:
        """How the board is played from the keyboard: its accessible description."""
        return ""

    def refused(self, text: str) -> None:
        """A move chosen here was refused; ``text`` says why (the status bar says it too)."""

    def highlight(self, moves: list[Move]) -> None:
        """Mark these moves on the board (the teaching layer's winning moves); [] clears."""

    def show_votes(self, tally: Sequence[tuple[Move, int]]) -> None:
        """Mark the class's votes on the board, each move with its votes; () clears (a game with no board
        shows none)."""

    def cancel_input(self) -> None:
        """Drop a half-made move (a picked token or label): the position changed under it."""

    def fit(self) -> None:
        """Fit the board into the widget."""

    def banner_slot(self) -> QWidget | None:
        """A strip of the widget kept free for the host's end banner (it is made as high as the banner); None:
        the banner goes over the board, above or below the pieces."""
        return None

    def stop(self) -> None:
        """End animations before the view is dropped."""

    def dropped(self) -> None:
        """The view is being replaced, or its window closed: let go of what would outlive it (a
        scene still restyled by the shared theme after Qt deleted its items crashed a test run)."""

    # -- teaching --------------------------------------------------------------------------------
    def teaching_names(self) -> Names:
        """How this game's seats, moves and places are named on screen, for the teaching sentences."""
        return Names(self.seat_name, lambda move: "")

    def teaching_html(self, state: State, study: object) -> str:
        """The study's statements as the panel's paragraphs (the facts the board marks)."""
        if not isinstance(study, Study):
            return ""
        return study_html(study, self.teaching_names(), self.claim_text)

    def teaching_verdict(self, study: object) -> str:
        """The study's verdict alone, for the heads-up: who wins with best play ("" without one)."""
        return verdict_line(study, self.teaching_names()) if isinstance(study, Study) else ""

    @classmethod
    def claim_text(cls, claim: Claim, names: Names) -> str:
        """One of the game's own teaching statements (its ``says`` codes) in words."""
        return unknown_code(claim.code)

    def teaching_moves(self, study: object) -> list[Move]:
        """The moves to highlight for a study: exactly those ticked as winning."""
        return study.winning_moves if isinstance(study, Study) else []

    def show_teaching(self, study: object | None) -> None:
        """Draw on the board what a study adds besides highlighted moves (a strategy's pairs); None
        takes it away (the teaching layer was switched off, or the game is over)."""

    def link_activated(self, link: str, host: QWidget) -> None:
        """A link in the teaching text was clicked."""

    def show_judgements(self, judgements: Sequence[Judgement]) -> None:
        """Mark every judged move on the board (the teaching layer); [] clears."""

    def position_note(self, state: State) -> str:
        """What a printed board does not show of a position (the magic game's unused labels), else ""."""
        return ""

    @classmethod
    def why_text(cls, reason: Reason) -> str:
        """One reason of the game's ``teaching.why``, in words."""
        return unknown_code(reason.code)


class CanvasGameView(GameView):
    """A graph game on the shared canvas: clicks on vertices and edges become moves."""

    def __init__(self, info: MatchInfo, board: Drawing, parent: QObject | None = None,
                 scene: DrawingScene | None = None):
        """``scene``: the board's scene built beforehand from a copy of it (a big saved game's, built in steps
        behind a progress dialog: see MainWindow.open_path), else None: the view builds it."""
        super().__init__(info, parent)
        self.canvas = CanvasView(scene.drawing if scene is not None else board.copy(), None, mode=PLAY, scene=scene)
        self.canvas.setObjectName("board")
        self.canvas.drawing_scene.set_show_crossings(False)
        self.canvas.element_clicked.connect(self._on_click)
        self.canvas.element_focused.connect(self._on_focused)
        self._last_mark: QGraphicsPathItem | None = None
        self._names: BoardNames | None = None
        self._judgement_layer: JudgementLayer | None = None
        self._vote_layer: VoteLayer | None = None  # the class's votes on the projector
        self.prepare(self.canvas.drawing_scene)

    @property
    def scene(self) -> DrawingScene:
        return self.canvas.drawing_scene

    def dropped(self) -> None:
        self.scene.detach()

    def widget(self) -> QWidget:
        return self.canvas

    def board_drawing(self) -> Drawing:
        return self.canvas.drawing

    def fit(self) -> None:
        self.canvas.fit()

    def prepare(self, scene: DrawingScene) -> None:
        """Set the scene up for this game once (labels, a ground line)."""

    def show(self, frame: SeatFrame, animate: bool) -> None:
        observation = frame.observation
        assert isinstance(observation, PublicObservation)
        self.frame = frame
        self.show_state(observation.state, animate, frame.last_move)

    def show_state(self, state: State, animate: bool, last_move: Move | None = None) -> None:
        raise NotImplementedError

    def describe(self, move: Move, before: Observation) -> str:
        return self.describe_move(move)

    def teaching_names(self) -> Names:
        return Names(self.seat_name, self.describe_move)

    @property
    def names(self) -> BoardNames:
        """The board's vertex names, both ways (the board never changes during a game)."""
        if self._names is None:
            self._names = BoardNames(self.scene.drawing)
        return self._names

    def notation(self, move: Move, before: Observation) -> str:
        return self.move_notation(move)

    def move_notation(self, move: Move) -> str:
        raise NotImplementedError

    def parse_move(self, text: str, observation: Observation) -> Move | str:
        assert isinstance(observation, PublicObservation)
        typed = strip_words(normalise(text), vertex_word_noise())
        read = self.read_move(typed, observation.state) if typed else None
        if read is None:
            name = self.names.unknown(typed) if typed else None
            if name is not None and name.isdigit():
                return no_such_vertex(name)
            legal = observation.legal_moves()
            return not_understood(text, [self.move_notation(m) for m in legal[:1] + legal[-1:]])
        return read

    def read_move(self, typed: str, state: State) -> Move | str | None:
        """The move a normalised text names (see notation.py), a sentence why it names none, or None
        when it is no move of this game at all."""
        raise NotImplementedError

    def board_help(self) -> str:
        return Q.translate("Notation", "The arrow keys go from vertex to vertex and edge to edge, each said as it is "
                                       "reached; Enter plays on the one reached.")

    def _on_focused(self, kind: str, ident: int) -> None:
        announce(self.canvas, self.element_text(kind, ident))

    def element_text(self, kind: str, ident: int) -> str:
        """A vertex or an edge in words, as a screen reader says it when the keyboard reaches it."""
        if kind == "vertex":
            return fill(Q.translate("Notation", "Vertex %1"), self.names.name(ident))
        e = self.scene.drawing.edges[ident]
        return fill(Q.translate("Notation", "Edge %1"), self.names.edge_name(e.u, e.v, "–"))

    def mark_last(self, vertex: int | None = None, edge: int | None = None) -> None:
        """Outline where the last move's piece was or went (a vertex's circle, an edge's stroke) until the
        next move; no arguments: no mark."""
        scene = self.scene
        if self._last_mark is not None and shiboken6.isValid(self._last_mark):
            scene.removeItem(self._last_mark)
        self._last_mark = None
        path = QPainterPath()
        if vertex is not None and vertex in scene.drawing.vertices:
            item = scene.vertex_items.get(vertex)
            # A removed vertex's place is its circle's outline; a vertex still there, a ring just outside it.
            r = scene.vertex_radius + (theme().look.edge_width * 1.5 if item is not None and item.isVisible() else 0)
            path.addEllipse(QPointF(*scene.drawing.vertices[vertex].pos), r, r)
        if edge is not None and edge in scene.edge_items:
            path.addPath(scene.edge_items[edge].path())
        if path.isEmpty():
            return
        look = theme().look
        mark = QGraphicsPathItem(path)
        mark.setPen(QPen(LAST_MOVE_COLOUR, max(2.0, look.edge_width * 0.8), Qt.DashLine, Qt.RoundCap, Qt.RoundJoin))
        mark.setZValue(-1)
        mark.setAcceptedMouseButtons(Qt.NoButton)
        scene.addItem(mark)
        self._last_mark = mark

    def describe_move(self, move: Move) -> str:
        raise NotImplementedError

    def move_anchor(self, move: Move) -> Anchor | None:
        """Where a move shows on the board: ("vertex", id), ("edge", id) or ("step", from, to)."""
        return None

    def move_tag(self, move: Move) -> str:
        """What tells apart moves at one place on the board (the magic game's label), else ""."""
        return ""

    def show_judgements(self, judgements: Sequence[Judgement]) -> None:
        """One mark per place on the board: the best move there, with its number; where the game tags its
        moves, the tags of those as good (a vertex's winning labels; one label too, which a key must name)."""
        if self._judgement_layer is None or not shiboken6.isValid(self._judgement_layer):
            self._judgement_layer = JudgementLayer(self.scene)
        places: dict[Anchor, list[Judgement]] = {}
        for j in judgements:
            anchor = self.move_anchor(j.move)
            if anchor is not None:
                places.setdefault(anchor, []).append(j)
        marks = []
        for anchor, group in places.items():
            top = max(group, key=rank)
            tags = [t for j in group if j.verdict == top.verdict and (t := self.move_tag(j.move))]
            label = tag_list(tags) if tags else short_label(top)
            marks.append((anchor, top, label))
        self._judgement_layer.set_marks(marks, self.label_obstacles)

    def show_votes(self, tally: Sequence[tuple[Move, int]]) -> None:
        """The class's votes on the board: one mark per place with its votes counted; where the game tags its
        moves (the magic game's labels), the tags beside it with their votes ("5 ×3, 7 ×1")."""
        if not tally and self._vote_layer is None:
            return
        if self._vote_layer is None or not shiboken6.isValid(self._vote_layer):
            self._vote_layer = VoteLayer(self.scene)
        places: dict[Anchor, list[tuple[Move, int]]] = {}
        for move, votes in tally:
            anchor = self.move_anchor(move)
            if anchor is not None:
                places.setdefault(anchor, []).append((move, votes))
        marks = []
        for anchor, group in places.items():
            tags = [f"{tag} ×{votes}" for move, votes in group if (tag := self.move_tag(move))]
            marks.append((anchor, sum(votes for _, votes in group), ", ".join(tags)))
        self._vote_layer.set_marks(marks, self.label_obstacles)

    def label_obstacles(self) -> list[QRectF]:
        """The game's own texts on the board (names, sums) that the marks' texts must leave readable."""
        return []

    def move_for_click(self, kind: str, ident: int) -> Move | None:
        """The move a click on a vertex or an edge means, or None."""
        raise NotImplementedError

    def _on_click(self, kind: str, ident: int) -> None:
        move = self.move_for_click(kind, ident)
        if move is not None:
            self.move_chosen.emit(move)


#: The last move's mark: a dashed grey outline (no game colour, not the highlight), under the pieces.
LAST_MOVE_COLOUR = QColor("#6b7280")


def vertex_name(scene: DrawingScene, vid: int) -> str:
    """How the move list and the board name a vertex: its label, else its number from 1."""
    v = scene.drawing.vertices.get(vid)
    return v.label if v is not None and v.label else str(vid + 1)


def unknown_code(code: StrEnum) -> str:
    """The fallback no registered code should reach (a test checks every code has its own sentence)."""
    return Q.translate("Texts", "That move is not allowed.") + f" ({code})"
