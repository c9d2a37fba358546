"""The vertex-magic labelling game's rules (Boudreau, Hartnell, Schmeisser and Whiteley, 2002).

Rules. On a graph with V vertices and E edges the labels are 1..V+E, each used at most once; the
*elements* are the vertices and the edges, each labelled at most once. Two players alternate giving
an unused label to an unlabelled element. The closed set S(x) of a vertex x is x and its edges.
The first time some S(x) is fully labelled its sum becomes the magic constant k (if one move
completes two vertices at once, by labelling the edge between them, both sums must be equal);
from then on every completed S(x) must sum to k. A move that would break this is illegal (partial
sums may exceed k). Whoever cannot move loses (the last player able to move wins).

This module is the rules alone (board, moves, state, observation): the solvers import it, and
``games/magic.py`` (analysis, teaching, computer players, the spec) imports both and offers these
names too; its docstring describes the whole API.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

import networkx as nx

from graphgames_desktop.games.base import (
    DecodeProblem,
    IllegalMoveError,
    InvalidMoveError,
    Outcome,
    PublicObservation,
    State,
    expect,
)
from graphgames_desktop.games.setup import Setup, SetupError

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
