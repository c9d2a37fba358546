"""Chomp the Graph: remove a vertex with its edges, or one edge; whoever moves last wins.

Removing the last vertex is always the last move (no edge outlives its ends), so this is normal
play and the Sprague-Grundy theory applies: a position's value is the XOR of its components'.
The exact solver (with the bipartite closed form and its proof) is in ``games/solve/chomp.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import networkx as nx

from graphgames_desktop.games.base import (
    Analysis,
    DecodeProblem,
    IllegalMoveError,
    InvalidMoveError,
    Level,
    Outcome,
    State,
    expect,
    keep_most_to_play,
    observe_public,
)
from graphgames_desktop.games.players import solver_players
from graphgames_desktop.games.registry import register
from graphgames_desktop.games.solve.chomp import ChompSolver, grundy, shared_solver
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime
from graphgames_desktop.games.solve.structures import edge_key
from graphgames_desktop.games.spec import GameSpec, Setup

__all__ = ["ChompMove", "ChompState", "ChompSolver", "grundy", "analyse", "strategy_note", "SPEC"]

VERTEX = "vertex"
EDGE = "edge"


class ChompRefusal(StrEnum):
    NO_SUCH_VERTEX = "no_such_vertex"
    NO_SUCH_EDGE = "no_such_edge"
    BAD_MOVE_KIND = "bad_move_kind"


class ChompEnd(StrEnum):
    LAST_VERTEX_TAKEN = "last_vertex_taken"


class ChompStrategy(StrEnum):
    """The rule source's strategies, named for the teaching layer."""

    PATH_MIRROR = "path_mirror"
    FOREST_PARITY = "forest_parity"
    FOREST_EVEN_EVEN = "forest_even_even"
    BIPARTITE_PARITY = "bipartite_parity"
    BIPARTITE_EVEN_EVEN = "bipartite_even_even"
    CYCLE_LOST = "cycle_lost"
    COMPLETE_GRAPH = "complete_graph"


# -- moves and states -----------------------------------------------------------------------------

def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidMoveError(DecodeProblem.MALFORMED)
    return value


@dataclass(frozen=True)
class ChompMove:
    kind: str  # VERTEX or EDGE
    target: int | tuple[int, int]

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "target": list(self.target) if isinstance(self.target, tuple) else self.target}

    @classmethod
    def from_json(cls, raw: object) -> ChompMove:
        if not isinstance(raw, dict) or set(raw) != {"kind", "target"}:
            raise InvalidMoveError(DecodeProblem.MALFORMED)
        kind, target = raw["kind"], raw["target"]
        if kind == VERTEX:
            return cls(VERTEX, _int(target))
        if kind == EDGE and isinstance(target, list) and len(target) == 2:
            return cls(EDGE, edge_key(_int(target[0]), _int(target[1])))
        raise InvalidMoveError(DecodeProblem.MALFORMED)

    @classmethod
    def vertex(cls, v: int) -> ChompMove:
        return cls(VERTEX, v)

    @classmethod
    def edge(cls, u: int, v: int) -> ChompMove:
        return cls(EDGE, edge_key(u, v))


@dataclass(frozen=True)
class ChompState:
    vertices: frozenset[int]
    edges: frozenset[tuple[int, int]]  # of sorted (u, v) pairs
    current_player: int = 0

    @classmethod
    def from_graph(cls, g: nx.Graph, first: int = 0) -> ChompState:
        return cls(frozenset(g.nodes), frozenset(edge_key(u, v) for u, v in g.edges() if u != v), first)

    def graph(self) -> nx.Graph:
        g = nx.Graph()
        g.add_nodes_from(self.vertices)
        g.add_edges_from(self.edges)
        return g

    def legal_moves(self) -> list[ChompMove]:
        return [ChompMove.vertex(v) for v in sorted(self.vertices)] + \
               [ChompMove(EDGE, e) for e in sorted(self.edges)]

    def play(self, move: object) -> ChompState:
        if not isinstance(move, ChompMove):
            raise IllegalMoveError(ChompRefusal.BAD_MOVE_KIND)
        nxt = 1 - self.current_player
        if move.kind == VERTEX:
            if move.target not in self.vertices:
                raise IllegalMoveError(ChompRefusal.NO_SUCH_VERTEX, vertex=move.target)
            v = move.target
            return ChompState(self.vertices - {v}, frozenset(e for e in self.edges if v not in e), nxt)
        if move.kind == EDGE:
            if move.target not in self.edges:
                raise IllegalMoveError(ChompRefusal.NO_SUCH_EDGE, edge=move.target)
            assert isinstance(move.target, tuple)
            return ChompState(self.vertices, self.edges - {move.target}, nxt)
        raise IllegalMoveError(ChompRefusal.BAD_MOVE_KIND)

    def outcome(self) -> Outcome | None:
        if self.vertices:
            return None
        return Outcome((1 - self.current_player,), ChompEnd.LAST_VERTEX_TAKEN)


def new_state(setup: Setup) -> ChompState:
    assert setup.board is not None
    return ChompState.from_graph(setup.board.to_networkx(), setup.first)


# -- analysis for players and the teaching layer --------------------------------------------------

def parity_moves(state: ChompState) -> list[ChompMove]:
    """Moves that leave an even number of vertices and of edges (the rule source's strategy)."""
    return [m for m in state.legal_moves()
            if not len((s := state.play(m)).vertices) % 2 and not len(s.edges) % 2]


def analyse(state: ChompState, deadline: Deadline = NO_DEADLINE, solver: ChompSolver | None = None) -> Analysis:
    """Values of every move within the deadline; exact when ``solved``."""
    solver = solver or shared_solver()
    moves = state.legal_moves()
    after = {move: state.play(move) for move in moves}
    result = Analysis(solved=False, mover_wins=None)
    try:
        for move in moves:
            result.move_values[move] = solver.value(after[move].graph(), deadline)
            result.explored += 1
        result.solved = True
    except OutOfTime:
        pass
    result.winning_moves = [m for m, v in result.move_values.items() if v == 0]
    if result.solved:
        result.mover_wins = bool(result.winning_moves) if moves else False
    if not result.winning_moves and moves:
        if result.solved:
            result.preferred = keep_most_to_play(moves, {m: len(s.vertices) + len(s.edges) for m, s in after.items()})
        else:
            result.preferred = list(parity_moves(state) or moves)
    return result


def strategy_note(state: ChompState) -> tuple[ChompStrategy, dict[str, int | bool]] | None:
    """Which of the rule source's strategies applies here, as a code and its parameters."""
    g = state.graph()
    if not state.vertices:
        return None
    v, e = len(state.vertices), len(state.edges)
    params: dict[str, int | bool] = {"v": v, "e": e}
    even = v % 2 == 0 and e % 2 == 0
    if nx.is_connected(g) and all(d <= 2 for _, d in g.degree()) and e == v - 1:
        return ChompStrategy.PATH_MIRROR, params
    if nx.is_forest(g):
        return (ChompStrategy.FOREST_EVEN_EVEN if even else ChompStrategy.FOREST_PARITY), params
    if nx.is_bipartite(g):
        return (ChompStrategy.BIPARTITE_EVEN_EVEN if even else ChompStrategy.BIPARTITE_PARITY), params
    if nx.is_connected(g) and v == e and all(d == 2 for _, d in g.degree()):
        return ChompStrategy.CYCLE_LOST, params
    if e == v * (v - 1) // 2 and v >= 3:
        return ChompStrategy.COMPLETE_GRAPH, {**params, "lost": v % 3 == 0}
    return None


def _analyse(state: State, deadline: Deadline) -> Analysis:
    return analyse(expect(state, ChompState), deadline)


SPEC = register(GameSpec(
    id="chomp",
    rules_version=1,
    seats=(2, 2),
    hidden_information=False,
    new_state=new_state,
    move_from_json=ChompMove.from_json,
    observe=observe_public,
    computer=solver_players(_analyse),
    refusals=ChompRefusal,
    terminations=ChompEnd,
    default_board="petersen",
    boards=("path-7", "cycle-6", "star-5", "complete-4", "complete-5", "bipartite-3-3", "cube",
            "petersen", "wheel-6", "prism-5", "moser-spindle", "dodecahedron", "random-tree", "random-gnp"),
    exact_levels=frozenset({Level.STRONG}),
    analyse=_analyse,
))
