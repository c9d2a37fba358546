"""Chomp the Graph: remove a vertex with its edges, or one edge; whoever moves last wins.

Removing the last vertex is always the last move (no edge outlives its ends), so this is normal
play and the Sprague-Grundy theory applies: a position's value is the XOR of its components'.
The exact solver (with the bipartite closed form and its proof) is in ``games/solve/chomp.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

import networkx as nx

from graphgames_desktop.games.base import (
    Analysis,
    DecodeProblem,
    IllegalMoveError,
    InvalidMoveError,
    JSONObject,
    Level,
    Move,
    Outcome,
    State,
    expect,
    expect_move,
    observe_public,
)
from graphgames_desktop.games.players import solver_players
from graphgames_desktop.games.registry import register
from graphgames_desktop.games.solve.chomp import ChompSolver, drop_edge, drop_vertex, grundy, shared_solver
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime
from graphgames_desktop.games.solve.structures import edge_key
from graphgames_desktop.games.spec import GameSpec, Setup
from graphgames_desktop.games.teaching import (
    Claim,
    Judgement,
    Reason,
    Study,
    Verdict,
    longest_resistance,
    plain_study,
    plies_after,
    random_playout,
    standing,
    tagged,
    teaching_for,
)
from graphgames_desktop.graph import boards

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


def position_json(state: State) -> JSONObject:
    """What is left of the board, for a device: vertex ids and edges as pairs of them (the drawing's ids)."""
    chomp = expect(state, ChompState)
    return {"vertices": sorted(chomp.vertices), "edges": [list(e) for e in sorted(chomp.edges)]}


def new_state(setup: Setup) -> ChompState:
    assert setup.board is not None
    return ChompState.from_graph(setup.board.to_networkx(), setup.first)


# -- analysis for players and the teaching layer --------------------------------------------------

def _sizes_after(state: ChompState) -> dict[ChompMove, tuple[int, int]]:
    """(vertices, edges) left by each move, counted from the degrees: no position is built."""
    degree = dict.fromkeys(state.vertices, 0)
    for u, w in state.edges:
        degree[u] += 1
        degree[w] += 1
    v, e = len(state.vertices), len(state.edges)
    out = {}
    for m in state.legal_moves():
        out[m] = (v, e - 1) if isinstance(m.target, tuple) else (v - 1, e - degree[m.target])
    return out


def parity_moves(state: ChompState) -> list[ChompMove]:
    """Moves that leave an even number of vertices and of edges (the rule source's strategy)."""
    return [m for m, (v, e) in _sizes_after(state).items() if not v % 2 and not e % 2]


def _child(adj: tuple[int, ...], nodes: tuple[int, ...], index: dict[int, int],
           move: ChompMove) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The position a move leaves, as an adjacency tuple and the names of its vertices."""
    if isinstance(move.target, tuple):
        return drop_edge(adj, index[move.target[0]], index[move.target[1]]), nodes
    i = index[move.target]
    return drop_vertex(adj, i), nodes[:i] + nodes[i + 1:]


def analyse(state: ChompState, deadline: Deadline = NO_DEADLINE, solver: ChompSolver | None = None,
            first_win: bool = False) -> Analysis:
    """Which moves leave a position of value 0, so that the mover wins, within the deadline.

    Next positions are built one at a time as bitmasks, the clock read between them (a board of
    thousands of edges must not build them all first). Moves the memo already settles come first,
    then the others searched in the order the bipartite formula suggests. ``move_values[m]`` is True
    when m leaves a lost position. ``solved``: every move settled, or one winning move found (the
    verdict is then exact); ``first_win`` stops there, as a player needs no second winning move.

    With ``first_win`` the winning move is chosen so that the shipped table can foresee it: when
    several moves are settled as winning by look-ups, the one leaving the position of least
    canonical key (the same move, up to symmetry, whatever the labels and the memo hold); and a
    position the look-ups settle as lost needs no proof that each of its moves loses
    (tools/make_chomp_library_table.py covers the positions off the perfect line this way).
    """
    solver = solver or shared_solver()
    nodes = tuple(sorted(state.vertices))
    index = {v: i for i, v in enumerate(nodes)}
    adj_list = [0] * len(nodes)
    for u, w in state.edges:
        adj_list[index[u]] |= 1 << index[w]
        adj_list[index[w]] |= 1 << index[u]
    adj = tuple(adj_list)
    sizes = _sizes_after(state)
    moves = state.legal_moves()
    result = Analysis(solved=False, mover_wins=None)
    pending = []
    chosen = None
    try:
        solver.share_boards(adj, (1 << len(adj)) - 1, nodes)
        known_lost = first_win and bool(moves) and solver.settled(adj, (1 << len(adj)) - 1, nodes)
        settled_wins = []
        for move in [] if known_lost else moves:  # first the moves the memo settles without a search
            if deadline.expired:
                raise OutOfTime()
            child, names = _child(adj, nodes, index, move)
            lost = solver.settled(child, (1 << len(child)) - 1, names)
            if lost is None:
                pending.append(move)
            else:
                result.move_values[move] = lost
                result.explored += 1
                if lost and first_win:
                    settled_wins.append((solver.canonical_key(child)[0], move))
        if settled_wins:
            chosen = min(settled_wins, key=lambda km: km[0])[1]
        elif not known_lost:
            pending.sort(key=lambda m: sizes[m][0] % 2 + sizes[m][1] % 2)  # even-even first
            for move in pending:
                child, names = _child(adj, nodes, index, move)
                lost = solver.is_lost(child, (1 << len(child)) - 1, 0, deadline, names=names)
                result.move_values[move] = lost
                result.explored += 1
                if lost and first_win:
                    break
        result.solved = True
    except OutOfTime:
        pass
    result.winning_moves = [chosen] if chosen is not None else [m for m in moves if result.move_values.get(m)]
    if result.winning_moves:
        result.solved = True
    if result.solved:
        result.mover_wins = bool(result.winning_moves)
    if not result.winning_moves and moves:
        if result.solved:
            result.preferred = longest_resistance(state, moves, {m: sum(sizes[m]) for m in moves}, _size(state) <= PLIES_MAX_SIZE)
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


def _play(state: State, deadline: Deadline) -> Analysis:
    """The computer's analysis: one winning move is enough."""
    return analyse(expect(state, ChompState), deadline, first_win=True)


# -- the teaching hook: every move judged, why, puzzles ----------------------------------------------

class ChompWhy(StrEnum):
    """Why a move wins or loses, as the teaching layer words it (parameters in comments)."""

    TOOK_LAST = "took_last"  # the move takes the last vertex
    LONE_VERTEX = "lone_vertex"  # {count}: parts that are one vertex, worth 1 each
    BIPARTITE_PART = "bipartite_part"  # {vertices, edges, value}: value = [v odd] + 2·[e odd]
    SOLVED_PART = "solved_part"  # {vertices, edges, value}: found by the solver
    UNSOLVED_PART = "unsolved_part"  # {vertices, edges}
    XOR = "xor"  # {values: "1, 2, 3", value}: the parts' values combine by XOR
    ZERO_LEFT = "zero_left"  # the opponent faces value 0: every reply can be answered
    NONZERO_LEFT = "nonzero_left"  # {value}: the opponent has a move back to 0
    MIRROR_PATHS = "mirror_paths"  # {pairs}: equal paths in pairs: copy every move on the twin
    TWINS = "twins"  # {pairs}: equal parts in pairs cancel (x XOR x = 0)


#: Positions up to this many vertices and edges get moves-to-the-end counts (a search of at most
#: 2^11 subgraphs: quick, and done without a clock so that the same position always gets them).
PLIES_MAX_SIZE = 11


#: Positions up to this many vertices and edges also get each move's Grundy value.
VALUES_MAX_SIZE = 24


def judge(state: ChompState, deadline: Deadline = NO_DEADLINE) -> list[Judgement]:
    """Every legal move the analysis settled, judged: it wins when it leaves a lost position (value
    0); with the Grundy value left and the moves to the end where the position is small."""
    analysis = analyse(state, deadline)
    settled = [m for m in state.legal_moves() if m in analysis.move_values]
    values: dict[Move, int] = {}
    if _size(state) <= VALUES_MAX_SIZE:
        solver = shared_solver()
        try:
            for m in settled:
                values[m] = solver.value(state.play(m).graph(), deadline)
        except OutOfTime:
            pass
    plies = plies_after(state, settled, NO_DEADLINE) if _size(state) <= PLIES_MAX_SIZE else {}
    out = []
    for m in state.legal_moves():
        if m not in analysis.move_values:
            out.append(Judgement(m, Verdict.UNKNOWN))
        else:
            verdict = Verdict.WIN if m in analysis.winning_moves else Verdict.LOSE
            out.append(Judgement(m, verdict, plies=plies.get(m), value=values.get(m)))
    return out


class ChompSay(StrEnum):
    """What the teaching panel states of a Chomp position besides the verdict (parameters in comments)."""

    VALUE = "value"  # {value}: the position's Grundy value (0 exactly when the player to move loses)
    NONZERO = "nonzero"  # the player to move wins, so the value is not 0 (some part's value was not found in time)
    PARTS = "parts"  # {parts: ((vertices, edges, value or None), ...)}: the value is the XOR of the parts'
    STRATEGY = "strategy"  # {strategy: a ChompStrategy, v, e}: the rule source's strategy for this graph


#: Complete graphs on which "the player to move loses exactly when 3 divides the number of vertices"
#: has been checked (the rules say so); beyond them the panel does not claim it.
COMPLETE_CHECKED = 9



def study(state: ChompState, deadline: Deadline = NO_DEADLINE) -> Study:
    """The judgements, then each part's value; the value and the strategy are stated only as far as
    they are known (an unknown part is never counted as 0)."""
    judged = judge(state, deadline)  # first and with all the time: the marks matter most
    parts = [(len(c), state.graph().subgraph(c).number_of_edges(), v)
             for c, v in shared_solver().component_values(state.graph(), deadline)]
    verdict = standing(judged)
    claims: list[Claim] = []
    if parts and all(v is not None for _, _, v in parts):
        total = 0
        for _, _, v in parts:
            total ^= v or 0
        claims.append(Claim(ChompSay.VALUE, {"value": total}))
    elif verdict == Verdict.WIN:
        claims.append(Claim(ChompSay.NONZERO))
    elif verdict == Verdict.LOSE:
        claims.append(Claim(ChompSay.VALUE, {"value": 0}))  # every move loses: a P-position
    if len(parts) > 1 or (parts and parts[0][2] is not None):
        claims.append(Claim(ChompSay.PARTS, {"parts": tuple(sorted(parts, key=lambda p: (-p[0], -p[1])))}))
    note = strategy_note(state)
    if note is not None and (note[0] != ChompStrategy.COMPLETE_GRAPH or int(note[1]["v"]) <= COMPLETE_CHECKED):
        claims.append(Claim(ChompSay.STRATEGY, {"strategy": note[0], **note[1]}))
    return plain_study(state, judged, claims=claims, why=lambda top: why(state, expect_move(top.move, ChompMove), deadline))


def _twin_pairs(parts: list[nx.Graph]) -> int | None:
    """How many pairs of equal parts the parts make, when every part has its twin; else None."""
    left = list(parts)
    pairs = 0
    while left:
        first = left.pop()
        twin = next((i for i, p in enumerate(left) if len(p) == len(first) and nx.is_isomorphic(p, first)), None)
        if twin is None:
            return None
        left.pop(twin)
        pairs += 1
    return pairs


def why(state: ChompState, move: ChompMove, deadline: Deadline = NO_DEADLINE) -> list[Reason]:
    """The position a move leaves, part by part: each part's value (the parity theorem on bipartite
    parts), their XOR, equal parts that mirror each other, and what that means for the opponent."""
    after = state.play(move)
    if not after.vertices:
        return [Reason(ChompWhy.TOOK_LAST)]
    g = after.graph()
    comps = [g.subgraph(c).copy() for c in sorted(nx.connected_components(g), key=lambda c: (-len(c), min(c)))]
    reasons: list[Reason] = []
    values: list[int | None] = []
    lone = 0
    solver = shared_solver()
    for part in comps:
        size = {"vertices": part.number_of_nodes(), "edges": part.number_of_edges()}
        try:
            value: int | None = solver.value(part, deadline)
        except OutOfTime:
            value = None
        values.append(value)
        if value is None:
            reasons.append(Reason(ChompWhy.UNSOLVED_PART, size))
        elif len(part) == 1:
            lone += 1
        else:
            code = ChompWhy.BIPARTITE_PART if nx.is_bipartite(part) else ChompWhy.SOLVED_PART
            reasons.append(Reason(code, {**size, "value": value}))
    if lone:
        reasons.append(Reason(ChompWhy.LONE_VERTEX, {"count": lone}))
    pairs = _twin_pairs(comps) if len(comps) > 1 else None
    if pairs:
        paths = all(nx.is_connected(p) and max((d for _, d in p.degree()), default=0) <= 2
                    and p.number_of_edges() == len(p) - 1 >= 1 for p in comps)  # lone vertices are no paths to copy moves on
        reasons.append(Reason(ChompWhy.MIRROR_PATHS if paths else ChompWhy.TWINS, {"pairs": pairs}))
    known = [v for v in values if v is not None]
    if len(known) < len(values):
        return reasons
    total = 0
    for v in known:
        total ^= v
    if len(known) > 1:
        reasons.append(Reason(ChompWhy.XOR, {"values": ", ".join(map(str, known)), "value": total}))
    reasons.append(Reason(ChompWhy.ZERO_LEFT) if total == 0 else Reason(ChompWhy.NONZERO_LEFT, {"value": total}))
    return reasons


def shape(state: ChompState) -> nx.Graph:
    return tagged(state.graph(), {})


#: Library boards puzzles start from, by difficulty, and the most vertices plus edges a puzzle has.
PUZZLE_BOARDS = {1: ("path-7", "cycle-5", "cycle-6", "star-5", "complete-4", "bipartite-2-3", "prism-3"),
                 2: ("cycle-6", "complete-5", "prism-3", "wheel-6", "moser-spindle", "bipartite-3-3"),
                 3: ("petersen", "cube", "prism-5", "complete-6", "wheel-8", "moser-spindle")}
PUZZLE_SIZE = {1: 10, 2: 14, 3: 17}


def _size(state: ChompState) -> int:
    return len(state.vertices) + len(state.edges)


def puzzle_start(rng: random.Random, difficulty: int) -> tuple[Setup, list[Move]]:
    """A library board or a random graph, chomped at random down to the difficulty's size."""
    if rng.random() < 0.6:
        board = boards.board(rng.choice(PUZZLE_BOARDS[difficulty]))
    else:
        n = 3 + 2 * difficulty + rng.randrange(2)
        board = boards.random_gnp(n, 0.35 + 0.05 * difficulty, rng.randrange(1 << 30))
    setup = Setup(2, board, {}, 0, rng.randrange(2))
    start = new_state(setup)
    cap = PUZZLE_SIZE[difficulty]
    moves = random_playout(start, rng, lambda s: _size(expect(s, ChompState)) <= cap - rng.randrange(3))
    return setup, moves


TEACHING = teaching_for(
    ChompState, judge, study, why, shape, puzzle_start,
    move=ChompMove,
    rarity=(3.0, 8.0),
    reasons=(ChompWhy,),
    says=(ChompSay,),
)


SPEC = register(GameSpec(
    id="chomp",
    rules_version=1,
    seats=(2, 2),
    hidden_information=False,
    new_state=new_state,
    move_from_json=ChompMove.from_json,
    observe=observe_public,
    computer=solver_players(_play),
    refusals=ChompRefusal,
    terminations=ChompEnd,
    default_board="petersen",
    boards=("path-7", "cycle-6", "star-5", "complete-4", "complete-5", "bipartite-3-3", "cube",
            "petersen", "wheel-6", "prism-5", "moser-spindle", "dodecahedron", "random-tree", "random-gnp"),
    exact_levels=frozenset({Level.STRONG}),
    analyse=_analyse,
    position_json=position_json,
    teaching=TEACHING,
))
