"""The vertex-magic labelling game (Boudreau, Hartnell, Schmeisser and Whiteley, 2002).

Rules. On a graph with V vertices and E edges the labels are 1..V+E, each used at most once; the
*elements* are the vertices and the edges, each labelled at most once. Two players alternate giving
an unused label to an unlabelled element. The closed set S(x) of a vertex x is x and its edges.
The first time some S(x) is fully labelled its sum becomes the magic constant k (if one move
completes two vertices at once, by labelling the edge between them, both sums must be equal);
from then on every completed S(x) must sum to k. A move that would break this is illegal (partial
sums may exceed k). Whoever cannot move loses (the last player able to move wins).

API (pure Python; the view and the solvers use nothing else):

* ``legal_moves(g, labels) -> set`` and ``first_player_wins(g) -> bool``: the functions outside
  checks call (DESIGN.md). ``labels`` maps a vertex ``v`` or an edge ``frozenset({u, v})`` to its
  label; a move is a pair ``(element, label)`` with the same element keys.
* ``MagicBoard``: the graph as elements (vertices in order, then edges), ``closed(x)``, ``size``
  (the largest label, V+E).
* ``MagicMove(element, label)``: ``element`` a vertex id or a ``frozenset`` edge; JSON
  ``{"vertex": v, "label": l}`` or ``{"edge": [u, v], "label": l}`` (``move_from_json`` is strict and
  raises ``InvalidMoveError(DecodeProblem.MALFORMED)``).
* ``MagicState``: immutable; ``current_player``, ``legal_moves()``, ``play(move)`` (refuses with
  ``IllegalMoveError(MagicRefusal.*, **details)``, see ``refusal``), ``outcome()`` (``MagicEnd``), and
  reading helpers: ``labels``, ``label_of``, ``k``, ``unused``, ``partial_sum(x)``, ``open_count(x)``,
  ``dead()``, ``where(label)``, ``legal_labels(element)``.
* ``MagicObservation``: what ``SPEC.observe`` returns (a ``PublicObservation``: the whole state)
  with everything the view shows: ``vertices``, ``edges``, ``labels``, ``unused``, ``k``, ``to_play``,
  ``sums`` and ``open_counts`` per vertex, ``dead``, ``where(label)`` and ``refusal(move)``.
* Refusal details (all data, the view words them): ``NO_SUCH_ELEMENT`` {element};
  ``LABEL_OUT_OF_RANGE`` {label, largest}; ``LABEL_USED`` {label, element}; ``ALREADY_LABELLED``
  {element, label}; ``BREAKS_MAGIC`` {vertex, sum, k} ("vertex 3 would sum to 14, not k = 12");
  ``UNEQUAL_SUMS`` {vertices: (u, v), sums: (su, sv)} (the first completion, at two vertices with
  different sums); ``GAME_OVER``; ``BAD_MOVE_KIND``.
* Endings: ``MagicEnd.NO_LEGAL_MOVE`` (the player to move is stuck and loses) and
  ``MagicEnd.ALL_LABELLED`` (every element got a label: the players built a vertex-magic total
  labelling; the last mover wins).
* ``SPEC.analyse(state, deadline)`` (``analyse`` here): ``Analysis`` with ``winning_moves``,
  ``mover_wins`` (the value) and ``solved``; ``SPEC.computer(level)`` for easy, medium and strong.
  The solver and players live in ``games/solve/magic.py``.
* The paper's theorems (``games/solve/magic_theorems.py``): ``family_fit(g) -> FamilyFit | None``
  (``theorem``, ``core_vertices``, ``core_edges``, ``stems`` {stem: leaves}, ``leaves``, ``special``
  (Theorem 2's v), ``core_odd``, ``first_player_wins`` / ``winner`` (None when the theorem is
  silent), ``companion_pairs()``, ``root``); ``pairing_move(state) -> PairingAdvice | None`` for the
  player the theorem makes win: ``move``, ``step`` (a ``PairingStep`` code: the lemma in force),
  ``fit``, ``total`` (matches add to it; it is k once set) and ``matched`` (the opponent's last
  label and its match), given only on the strategy's line (``on_line``: the winner reached the
  position by always answering as the strategy says), where the theorem's proof covers it. The
  judge and the strong computer play it there; off the line the solver decides.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

import networkx as nx

from graphgames_desktop.games.base import (
    Analysis,
    ComputerPlayer,
    DecodeProblem,
    IllegalMoveError,
    InvalidMoveError,
    Level,
    Move,
    Outcome,
    PublicObservation,
    State,
    expect,
)
from graphgames_desktop.games.registry import register
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime
from graphgames_desktop.games.spec import GameSpec, Setup, SetupError
from graphgames_desktop.games.teaching import Claim, Judgement, Reason, Study, Teaching, Verdict, plain_study, random_playout
from graphgames_desktop.graph import boards

__all__ = [
    "MagicMove", "MagicRefusal", "MagicEnd", "MagicSetupProblem", "MagicBoard", "MagicState", "MagicObservation",
    "move_from_json", "legal_moves", "first_player_wins", "new_state", "observe", "analyse", "SPEC",
]

#: An element: a vertex id, or an edge as ``frozenset({u, v})``.
Element = Hashable


class MagicRefusal(StrEnum):
    BAD_MOVE_KIND = "bad_move_kind"  # not a move of this game
    GAME_OVER = "game_over"  # any move after the end
    NO_SUCH_ELEMENT = "no_such_element"  # {element}
    LABEL_OUT_OF_RANGE = "label_out_of_range"  # {label, largest}
    LABEL_USED = "label_used"  # {label, element: where it already is}
    ALREADY_LABELLED = "already_labelled"  # {element, label: the label it has}
    BREAKS_MAGIC = "breaks_magic"  # {vertex, sum, k}: a completed S(vertex) would not sum to k
    UNEQUAL_SUMS = "unequal_sums"  # {vertices: (u, v), sums: (su, sv)}: k unset, one edge completes both


class MagicEnd(StrEnum):
    NO_LEGAL_MOVE = "no_legal_move"  # the player to move cannot label anything: they lose
    ALL_LABELLED = "all_labelled"  # every element is labelled: a vertex-magic total labelling


class MagicSetupProblem(StrEnum):
    EMPTY_BOARD = "empty_board"  # a board without vertices


# -- the board ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MagicBoard:
    """The elements of a simple graph: vertices (in the given order), then edges; labels run 1..size."""

    vertices: tuple[Hashable, ...]
    edges: tuple[frozenset, ...]

    @classmethod
    def from_graph(cls, g: nx.Graph) -> MagicBoard:
        """The board of ``g`` (loops dropped); vertices in ``g``'s order, edges in ``g.edges`` order."""
        edges = tuple(frozenset((u, v)) for u, v in g.edges() if u != v)
        return cls(tuple(g.nodes), tuple(dict.fromkeys(edges)))

    @property
    def size(self) -> int:
        """V + E: the number of elements and the largest label."""
        return len(self.vertices) + len(self.edges)

    @cached_property
    def elements(self) -> tuple[Element, ...]:
        return self.vertices + self.edges

    @cached_property
    def index(self) -> dict[Element, int]:
        """Each element's position in ``elements``."""
        return {e: i for i, e in enumerate(self.elements)}

    @cached_property
    def closed_sets(self) -> tuple[tuple[int, ...], ...]:
        """``closed_sets[x]``: the element indices of S(x) for the vertex of index ``x`` (itself first)."""
        index = self.index
        incident: list[list[int]] = [[i] for i in range(len(self.vertices))]
        for e in self.edges:
            for v in e:
                incident[index[v]].append(index[e])
        return tuple(tuple(s) for s in incident)

    @cached_property
    def touching(self) -> tuple[tuple[int, ...], ...]:
        """``touching[i]``: the vertex indices whose S(x) holds element ``i`` (one for a vertex, two for an edge)."""
        index = self.index
        return tuple((i,) for i in range(len(self.vertices))) + \
            tuple(tuple(sorted(index[v] for v in e)) for e in self.edges)

    def closed(self, x: Hashable) -> tuple[Element, ...]:
        """S(x): the vertex ``x`` and its edges."""
        return tuple(self.elements[i] for i in self.closed_sets[self.index[x]])

    def graph(self) -> nx.Graph:
        g = nx.Graph()
        g.add_nodes_from(self.vertices)
        g.add_edges_from(tuple(e) for e in self.edges)
        return g


# -- the rule, on label tuples (0: unlabelled), shared by the state, the solver and the functions ------

#: What an element needs to be labelled: any unused label, exactly one value, or nothing can go there.
ANY = -1
NEVER = -2


def sums_and_open(board: MagicBoard, labels: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """Each vertex's partial sum and number of unlabelled elements of S(x), by vertex index."""
    sums, opens = [], []
    for s in board.closed_sets:
        sums.append(sum(labels[i] for i in s))
        opens.append(sum(1 for i in s if not labels[i]))
    return sums, opens


def constant_of(sums: list[int], opens: list[int]) -> int | None:
    """The magic constant: the sum of any completed S(x) (they are equal in a legal position), else None."""
    return next((s for s, o in zip(sums, opens) if o == 0), None)


def need(board: MagicBoard, sums: list[int], opens: list[int], k: int | None, element: int) -> int:
    """The label an unlabelled element needs: ANY, NEVER, or the one value that keeps the magic rule.

    Only the vertices whose S(x) this label would complete constrain it: to k minus their partial sum
    once k is set; before that, two completed at once (an edge) must have equal partial sums.
    """
    completing = [x for x in board.touching[element] if opens[x] == 1]
    if not completing:
        return ANY
    if k is None:
        if len(completing) == 2 and sums[completing[0]] != sums[completing[1]]:
            return NEVER
        return ANY
    wanted = {k - sums[x] for x in completing}
    value = wanted.pop()
    return value if not wanted and value >= 1 else NEVER


def element_labels(board: MagicBoard, labels: tuple[int, ...], used: frozenset[int]) -> list[list[int]]:
    """For every element index, the labels legal on it now (empty for labelled or dead elements)."""
    sums, opens = sums_and_open(board, labels)
    k = constant_of(sums, opens)
    free = [lab for lab in range(1, board.size + 1) if lab not in used]
    out: list[list[int]] = []
    for i in range(board.size):
        if labels[i]:
            out.append([])
            continue
        wanted = need(board, sums, opens, k, i)
        out.append(free if wanted == ANY else [wanted] if wanted > 0 and wanted not in used and
                   wanted <= board.size else [])
    return out


def labels_tuple(board: MagicBoard, labels: Mapping[Element, int]) -> tuple[int, ...]:
    """A labelling as a tuple by element index; ValueError when it is not a position of the game.

    Keys must be elements of the board, labels whole numbers 1..V+E used once, and every completed
    S(x) must have the same sum.
    """
    out = [0] * board.size
    seen: set[int] = set()
    for element, lab in labels.items():
        if element not in board.index:
            raise ValueError(f"{element!r} is no vertex or edge of the graph")
        if isinstance(lab, bool) or not isinstance(lab, int) or not 1 <= lab <= board.size:
            raise ValueError(f"label {lab!r} of {element!r} is not a whole number from 1 to {board.size}")
        if lab in seen:
            raise ValueError(f"label {lab} is used twice")
        seen.add(lab)
        out[board.index[element]] = lab
    sums, opens = sums_and_open(board, tuple(out))
    if len({s for s, o in zip(sums, opens) if o == 0}) > 1:
        raise ValueError("two completed vertices have different sums")
    return tuple(out)


def legal_moves(g: nx.Graph, labels: dict) -> set:
    """Every legal move ``(element, label)`` from the labelling ``labels`` of ``g`` (see the module doc).

    ValueError for labels that are no position of the game on ``g``.
    """
    board = MagicBoard.from_graph(g)
    tup = labels_tuple(board, labels)
    per_element = element_labels(board, tup, frozenset(tup) - {0})
    return {(board.elements[i], lab) for i, labs in enumerate(per_element) for lab in labs}


def first_player_wins(g: nx.Graph) -> bool:
    """Does the first player win the game on ``g`` from the empty labelling, with perfect play (exact)."""
    from graphgames_desktop.games.solve.magic import solve_graph

    return solve_graph(g)


# -- moves ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MagicMove:
    """Give ``label`` to ``element`` (a vertex id or a ``frozenset`` edge)."""

    element: Element
    label: int

    def to_json(self) -> dict[str, object]:
        if isinstance(self.element, frozenset):
            return {"edge": sorted(self.element), "label": self.label}
        return {"vertex": self.element, "label": self.label}


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidMoveError(DecodeProblem.MALFORMED)
    return value


def move_from_json(raw: object) -> MagicMove:
    """A move from its JSON (exact keys; ids and labels ints, not bools; an edge of two different ends)."""
    if not isinstance(raw, dict):
        raise InvalidMoveError(DecodeProblem.MALFORMED)
    if set(raw) == {"vertex", "label"}:
        return MagicMove(_whole(raw["vertex"]), _whole(raw["label"]))
    if set(raw) == {"edge", "label"}:
        ends = raw["edge"]
        if isinstance(ends, list) and len(ends) == 2 and _whole(ends[0]) != _whole(ends[1]):
            return MagicMove(frozenset(ends), _whole(raw["label"]))
    raise InvalidMoveError(DecodeProblem.MALFORMED)


# -- the state --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MagicState:
    """A position: the board, the label of each element by index (0: none), the player to move."""

    board: MagicBoard
    label_tuple: tuple[int, ...]
    current_player: int = 0

    @classmethod
    def start(cls, board: MagicBoard, first: int = 0) -> MagicState:
        return cls(board, (0,) * board.size, first)

    # -- reading --------------------------------------------------------------------------------
    @cached_property
    def _sums_open(self) -> tuple[list[int], list[int]]:
        return sums_and_open(self.board, self.label_tuple)

    @cached_property
    def used(self) -> frozenset[int]:
        return frozenset(self.label_tuple) - {0}

    @cached_property
    def _per_element(self) -> list[list[int]]:
        return element_labels(self.board, self.label_tuple, self.used)

    @property
    def labels(self) -> dict[Element, int]:
        """The labels given so far, element -> label."""
        return {self.board.elements[i]: lab for i, lab in enumerate(self.label_tuple) if lab}

    def label_of(self, element: Element) -> int | None:
        lab = self.label_tuple[self.board.index[element]]
        return lab or None

    @property
    def first_seat(self) -> int:
        """The seat that made the first move (the position says it: seats alternate, one label a move)."""
        return self.current_player if len(self.used) % 2 == 0 else 1 - self.current_player

    @property
    def k(self) -> int | None:
        """The magic constant, None until some S(x) is completed."""
        return constant_of(*self._sums_open)

    @property
    def unused(self) -> tuple[int, ...]:
        return tuple(lab for lab in range(1, self.board.size + 1) if lab not in self.used)

    def partial_sum(self, x: Hashable) -> int:
        """The sum of the labels on S(x) so far (its weight once complete)."""
        return self._sums_open[0][self.board.index[x]]

    def open_count(self, x: Hashable) -> int:
        """How many elements of S(x) are still unlabelled."""
        return self._sums_open[1][self.board.index[x]]

    def legal_labels(self, element: Element) -> tuple[int, ...]:
        """The labels legal on ``element`` now (empty when it is labelled, dead, or the game is over)."""
        i = self.board.index.get(element)
        return () if i is None else tuple(self._per_element[i])

    def dead(self) -> frozenset[Element]:
        """Unlabelled elements on which no label is legal any more."""
        return frozenset(self.board.elements[i] for i, labs in enumerate(self._per_element)
                         if not labs and not self.label_tuple[i])

    def where(self, label: int) -> frozenset[Element]:
        """The elements on which ``label`` is legal now."""
        return frozenset(self.board.elements[i] for i, labs in enumerate(self._per_element) if label in labs)

    def legal_moves(self) -> list[MagicMove]:
        """By element (vertices, then edges), then by label."""
        elements = self.board.elements
        return [MagicMove(elements[i], lab) for i, labs in enumerate(self._per_element) for lab in labs]

    def outcome(self) -> Outcome | None:
        if any(self._per_element):
            return None
        end = MagicEnd.NO_LEGAL_MOVE if 0 in self.label_tuple else MagicEnd.ALL_LABELLED
        return Outcome((1 - self.current_player,), end)

    # -- playing --------------------------------------------------------------------------------
    def refusal(self, move: object) -> IllegalMoveError | None:
        """Why ``move`` is not legal here (an IllegalMoveError to raise), None if it is."""
        if not isinstance(move, MagicMove):
            return IllegalMoveError(MagicRefusal.BAD_MOVE_KIND)
        if self.outcome() is not None:
            return IllegalMoveError(MagicRefusal.GAME_OVER)
        board, element, lab = self.board, move.element, move.label
        i = board.index.get(element) if isinstance(element, Hashable) else None
        if i is None:
            return IllegalMoveError(MagicRefusal.NO_SUCH_ELEMENT, element=element)
        if self.label_tuple[i]:
            return IllegalMoveError(MagicRefusal.ALREADY_LABELLED, element=element, label=self.label_tuple[i])
        if isinstance(lab, bool) or not isinstance(lab, int) or not 1 <= lab <= board.size:
            return IllegalMoveError(MagicRefusal.LABEL_OUT_OF_RANGE, label=lab, largest=board.size)
        if lab in self.used:
            return IllegalMoveError(MagicRefusal.LABEL_USED, label=lab,
                                    element=board.elements[self.label_tuple.index(lab)])
        sums, opens = self._sums_open
        completing = [x for x in board.touching[i] if opens[x] == 1]
        k = self.k
        if k is None and len(completing) == 2 and sums[completing[0]] != sums[completing[1]]:
            u, v = completing
            return IllegalMoveError(MagicRefusal.UNEQUAL_SUMS, vertices=(board.vertices[u], board.vertices[v]),
                                    sums=(sums[u] + lab, sums[v] + lab))
        if k is not None:
            for x in completing:
                if sums[x] + lab != k:
                    return IllegalMoveError(MagicRefusal.BREAKS_MAGIC, vertex=board.vertices[x], sum=sums[x] + lab, k=k)
        return None

    def play(self, move: object) -> MagicState:
        """The position after ``move``; IllegalMoveError (a MagicRefusal) for anything not legal."""
        problem = self.refusal(move)
        if problem is not None:
            raise problem
        assert isinstance(move, MagicMove)
        i = self.board.index[move.element]
        labels = self.label_tuple[:i] + (move.label,) + self.label_tuple[i + 1:]
        return MagicState(self.board, labels, 1 - self.current_player)

    def with_labels(self, labels: Mapping[Element, int], current_player: int | None = None) -> MagicState:
        """This board with other labels (teaching positions, tests); ValueError if they are no position."""
        return MagicState(self.board, labels_tuple(self.board, labels),
                          self.current_player if current_player is None else current_player)


def new_state(setup: Setup) -> MagicState:
    if setup.board is None or not setup.board.vertices:
        raise SetupError(MagicSetupProblem.EMPTY_BOARD)
    drawn = setup.board.to_networkx()
    g = nx.Graph()
    g.add_nodes_from(sorted(drawn.nodes))  # elements in a stable order: vertices by id, then edges
    g.add_edges_from(sorted(tuple(sorted(e)) for e in drawn.edges() if e[0] != e[1]))
    return MagicState.start(MagicBoard.from_graph(g), setup.first)


# -- what the view shows ----------------------------------------------------------------------------

@dataclass(frozen=True)
class MagicObservation(PublicObservation):
    """The whole position (perfect information) with what the view draws, read off the state."""

    @property
    def magic(self) -> MagicState:
        return expect(self.state, MagicState)

    @property
    def vertices(self) -> tuple[Hashable, ...]:
        return self.magic.board.vertices

    @property
    def edges(self) -> tuple[frozenset, ...]:
        return self.magic.board.edges

    @property
    def labels(self) -> dict[Element, int]:
        return self.magic.labels

    @property
    def unused(self) -> tuple[int, ...]:
        return self.magic.unused

    @property
    def k(self) -> int | None:
        return self.magic.k

    @property
    def to_play(self) -> int:
        return self.magic.current_player

    @property
    def sums(self) -> dict[Hashable, int]:
        """Each vertex's partial sum."""
        return {v: self.magic.partial_sum(v) for v in self.vertices}

    @property
    def open_counts(self) -> dict[Hashable, int]:
        """Each vertex's number of unlabelled elements of S(x)."""
        return {v: self.magic.open_count(v) for v in self.vertices}

    @property
    def dead(self) -> frozenset[Element]:
        return self.magic.dead()

    def where(self, label: int) -> frozenset[Element]:
        return self.magic.where(label)

    def refusal(self, move: object) -> IllegalMoveError | None:
        return self.magic.refusal(move)


def observe(state: State, seat: int | None) -> MagicObservation:
    return MagicObservation(seat, state)


# -- analysis and computer players (the solver lives in games/solve/magic.py) ------------------------

def analyse(state: MagicState, deadline: Deadline | None = None) -> Analysis:
    """Winning moves and the mover's value, exact where the solver finishes within ``deadline``."""
    from graphgames_desktop.games.solve.magic import analyse as solve_analyse

    return solve_analyse(state, deadline)


def _analyse(state: State, deadline: Deadline) -> Analysis:
    return analyse(expect(state, MagicState), deadline)


def _computer(level: Level) -> ComputerPlayer:
    from graphgames_desktop.games.solve.magic import player

    return player(level)


# -- the teaching hook: every move judged, why, puzzles ----------------------------------------------

class MagicWhy(StrEnum):
    """Why a move wins or loses (the pairing strategy's own steps are PairingStep codes)."""

    THEOREM = "theorem"  # {theorem: 1 or 2, odd: 0/1, core, seat: the winner's, first: 0/1 the winner moved first}
    MATCH = "match"  # {label, match, total}: the labels go in pairs adding up to total
    LAST_MOVE = "last_move"  # {open}: the opponent has no move left after it (``open`` elements stay unlabelled)
    LEAVES_LOST = "leaves_lost"  # {replies}: none of the opponent's replies wins (found by the solver)
    LEAVES_WON = "leaves_won"  # {replies, winning}: the opponent has winning replies (found by the solver)
    A_REPLY_WINS = "a_reply_wins"  # {replies}: at least one reply wins (not all were counted in time)
    UNSOLVED = "unsolved"  # too big to solve in time


class MagicSay(StrEnum):
    """What the teaching panel states of a position besides the verdict (parameters in comments)."""

    STRATEGY_WINS = "strategy_wins"  # {seat}: the player to move wins by the paper's pairing strategy
    WINNING_PLACES = "winning_places"  # {places: ((element, (label, ...)), ...)}: every ticked winning move, by place
    THEOREM = "theorem"  # {theorem, odd, core, first: the seat that moved first, winner: the seat that wins}
    THEOREM_SILENT = "theorem_silent"  # {core}: Theorem 2's family, but the theorem says nothing here
    COMPANIONS = "companions"  # companions carry the same letter on the board
    MATCH = "match"  # {last, match, total}: the opponent's last label and its match
    STEP = "step"  # {step: a PairingStep, label, element, total}: the strategy's answer and the rule behind it
    ANSWERS = "answers"  # {seat, winner}: on the line, whatever seat plays, winner answers with the match
    LEFT_LINE = "left_line"  # {winner}: the game has left the strategy's line; the solver judges from here


def theorem_params(state: MagicState, fit: object) -> dict[str, object]:
    """The theorem deciding the board, with the seats as they sit: who moved first, who wins."""
    from graphgames_desktop.games.solve.magic_theorems import FamilyFit, Theorem

    assert isinstance(fit, FamilyFit)
    first = state.first_seat
    return {"theorem": 1 if fit.theorem == Theorem.ONE else 2, "odd": int(fit.core_odd),
            "core": len(fit.core_vertices) + len(fit.core_edges), "first": first,
            "winner": first if fit.first_player_wins else 1 - first}


def study(state: MagicState, deadline: Deadline | None = None) -> Study:
    """Every move judged, the winning ones listed by place as the board ticks them, and on the paper's
    families the theorem with the seats named as they sit, and the strategy's step where the game is
    on its line (or that it has left it)."""
    from graphgames_desktop.games.solve.magic_theorems import family_fit, on_line, pairing_move

    deadline = deadline or NO_DEADLINE
    judged = judge(state, deadline)
    claims: list[Claim] = []
    fit = family_fit(state.board.graph())
    advice = pairing_move(state, deadline) if fit is not None else None
    places: dict[Element, list[int]] = {}
    for j in judged:
        if j.verdict == Verdict.WIN and isinstance(j.move, MagicMove):
            places.setdefault(j.move.element, []).append(j.move.label)
    if places:
        claims.append(Claim(MagicSay.WINNING_PLACES, {"places": tuple((e, tuple(sorted(ls))) for e, ls in places.items())}))
    if advice is not None:
        claims.append(Claim(MagicSay.STRATEGY_WINS, {"seat": state.current_player}))
    if fit is not None and fit.first_player_wins is None:
        claims.append(Claim(MagicSay.THEOREM_SILENT, {"core": len(fit.core_vertices) + len(fit.core_edges)}))
    elif fit is not None:
        params = theorem_params(state, fit)
        claims.append(Claim(MagicSay.THEOREM, params))
        if fit.companions:
            claims.append(Claim(MagicSay.COMPANIONS))
        if advice is not None:
            if advice.matched is not None:
                last, match = advice.matched
                claims.append(Claim(MagicSay.MATCH, {"last": last, "match": match, "total": advice.total}))
            claims.append(Claim(MagicSay.STEP, {"step": advice.step, "label": advice.move.label,
                                                "element": advice.move.element, "total": advice.total}))
        elif state.outcome() is None:
            try:
                line = on_line(state, deadline)
            except OutOfTime:
                line = None
            if line:
                claims.append(Claim(MagicSay.ANSWERS, {"seat": state.current_player, "winner": params["winner"]}))
            elif line is False:
                claims.append(Claim(MagicSay.LEFT_LINE, {"winner": params["winner"]}))
    return plain_study(state, judged, claims=claims, extras={"fit": fit, "advice": advice},
                       why=lambda top: why(state, top.move, deadline))


def judge(state: MagicState, deadline: Deadline | None = None) -> list[Judgement]:
    """Every (element, label) judged: on the theorems' boards, on the pairing strategy's line, its move
    wins and every move of its opponent loses (the winner has the strategy's answer to it) at once;
    the other moves by the solver within the deadline (not solved past it)."""
    from graphgames_desktop.games.solve.magic import LINE_SHARE, position_key, shared_solver
    from graphgames_desktop.games.solve.magic_theorems import loser_on_line

    deadline = deadline or NO_DEADLINE
    if loser_on_line(state, deadline.part(LINE_SHARE)):  # at once, on boards of any size
        return [Judgement(m, Verdict.LOSE) for m in state.legal_moves()]
    analysis = analyse(state, deadline)
    values = {m: v for m, v in analysis.move_values.items() if isinstance(v, bool)}
    solver = shared_solver()
    try:
        for m in state.legal_moves():
            if m not in values:
                values[m] = not solver.wins(position_key(state.play(m)), deadline)
    except OutOfTime:
        pass
    return [Judgement(m, Verdict.UNKNOWN) if m not in values else Judgement(m, Verdict.WIN if values[m] else Verdict.LOSE)
            for m in state.legal_moves()]


def why(state: MagicState, move: object, deadline: Deadline | None = None) -> list[Reason]:
    """The theorem that decides the board and the pairing step in force when the move is the
    strategy's; else what the solver finds the move leaves the opponent."""
    from graphgames_desktop.games.solve.magic import position_key, shared_solver
    from graphgames_desktop.games.solve.magic_theorems import pairing_move

    if not isinstance(move, MagicMove):
        return []
    deadline = deadline or NO_DEADLINE
    after = state.play(move)
    reasons: list[Reason] = []
    advice = pairing_move(state, deadline)
    if advice is not None and advice.move == move:
        params = theorem_params(state, advice.fit)
        reasons.append(Reason(MagicWhy.THEOREM, {"theorem": params["theorem"], "odd": params["odd"], "core": params["core"],
                                                 "seat": params["winner"], "first": int(params["winner"] == params["first"])}))
        if advice.matched is not None:
            reasons.append(Reason(MagicWhy.MATCH, {"label": advice.matched[0], "match": advice.matched[1],
                                                   "total": advice.total}))
        place = sorted(move.element) if isinstance(move.element, frozenset) else [move.element]
        reasons.append(Reason(advice.step, {"label": move.label, "total": advice.total,
                                            "place": "–".join(str(v + 1) for v in place if isinstance(v, int))}))
        return reasons
    replies = after.legal_moves()
    if not replies:
        return [Reason(MagicWhy.LAST_MOVE, {"open": after.board.size - len(after.used)})]
    solver = shared_solver()
    keys = [position_key(after.play(r)) for r in replies]
    # Settled replies first (the judge's search found them; free), then the others: each reply counted
    # once, so the count is exact (replies equal up to symmetry share a key, settled by the first of them).
    keys.sort(key=lambda key: solver.memo.get(key) is None)
    winning = 0
    try:
        for key in keys:
            winning += not solver.wins(key, deadline)
    except OutOfTime:
        return [Reason(MagicWhy.A_REPLY_WINS, {"replies": len(replies)})] if winning else [Reason(MagicWhy.UNSOLVED)]
    if winning:
        return [Reason(MagicWhy.LEAVES_WON, {"replies": len(replies), "winning": winning})]
    return [Reason(MagicWhy.LEAVES_LOST, {"replies": len(replies)})]


def shape(state: MagicState) -> nx.Graph:
    """The board with each element's label as its tag (edges as nodes of their own), and the mover."""
    g = nx.Graph()
    labels = state.labels
    for v in state.board.vertices:
        g.add_node(("v", v), tag=f"v{labels.get(v, 0)}")
    for e in state.board.edges:
        a, b = sorted(e)
        g.add_node(("e", a, b), tag=f"e{labels.get(e, 0)}")
        g.add_edges_from(((("e", a, b), ("v", a)), (("e", a, b), ("v", b))))
    g.add_node("mover", tag=f"mover{state.current_player}")
    return g


#: Boards puzzles are played on, and how many elements a puzzle leaves unlabelled, by difficulty (the
#: solver answers such positions in milliseconds; from the empty board it may take minutes).
PUZZLE_BOARDS = ("path-4", "star-5", "cycle-5", "bipartite-2-3", "complete-4", "cycle-6", "prism-3", "path-7")
PUZZLE_OPEN = {1: (5, 6), 2: (5, 6), 3: (6, 6)}


def puzzle_start(rng: random.Random, difficulty: int) -> tuple[Setup, list[Move]]:
    """A small board labelled at random until a few elements are left open."""
    setup = Setup(2, boards.board(rng.choice(PUZZLE_BOARDS)), {}, 0, rng.randrange(2))
    left = rng.randint(*PUZZLE_OPEN[difficulty])

    def open_elements(state: State) -> int:
        magic_state = expect(state, MagicState)
        return magic_state.board.size - len(magic_state.used)

    return setup, random_playout(new_state(setup), rng, lambda s: open_elements(s) <= left)


TEACHING = Teaching(
    judge=lambda state, deadline: judge(expect(state, MagicState), deadline),
    study=lambda state, deadline: study(expect(state, MagicState), deadline),
    why=lambda state, move, deadline: why(expect(state, MagicState), move, deadline),
    shape=lambda state: shape(expect(state, MagicState)),
    puzzle_start=puzzle_start,
    rarity=(3.0, 8.0),
    reasons=(MagicWhy,),  # and PairingStep codes (solve/magic_theorems.py), which the view words too
    says=(MagicSay,),
)


SPEC = register(GameSpec(
    id="magic",
    rules_version=1,
    seats=(2, 2),
    hidden_information=False,
    new_state=new_state,
    move_from_json=move_from_json,
    observe=observe,
    computer=_computer,
    refusals=MagicRefusal,
    terminations=MagicEnd,
    default_board="path-4",
    boards=("path-4", "cycle-5", "star-5", "complete-4", "cycle-6", "path-7", "bipartite-2-3", "prism-3",
            "random-tree"),
    exact_levels=frozenset({Level.STRONG}),
    analyse=_analyse,
    setup_problems=MagicSetupProblem,
    teaching=TEACHING,
))
