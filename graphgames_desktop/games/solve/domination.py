"""Graph Domination: the exact solver for small boards, alpha-beta search for big ones, computer players.

A game position is ``(a, b, p, t)``: A's and B's tokens as bit masks over the board's sorted
vertices, the player to move and the turns left under the added rule. Its value is the final score
margin for the player to move with best play from both sides (negamax), so it never depends on
history.

Exact solver (``ExactTable``). The positions reachable from the empty board (ignoring the turn
count) are few on small boards: no token ever stands next to an opponent's, and tokens only come in
through two entries (from both empty starts: cycle-6 122, cube 338, Petersen 2,700, Heawood 112,408;
the dodecahedron more than 8 million). They are listed once by a breadth-first walk, each with its successors; then
values are computed layer by layer in turns left, with numpy: ``V_0 = margin``,
``V_t = max over successors of -V_{t-1}`` (a position where neither can move keeps its margin).
Every ``V_t`` is kept, so any position of the game is answered by a lookup.

Search (``Engine``). Iterative-deepening negamax with alpha-beta, principal-variation windows, a
transposition table keyed by ``(tokens, player, turns left)``, the table's best move and a history
heuristic for move ordering. When the depth reaches the turns left the result is exact. At the
horizon an evaluation (``SCALE`` units per point) counts the score margin now plus, while turns
remain, territory (empty vertices nearer to one side's tokens or open entry), mobility and the
state of each entry (free, occupied by its owner, or blocked by the opponent's ban).

Players. strong: the exact table where the board is small, else the search within a node budget
(deterministic) and a time cap; medium: a two-ply search with the same evaluation; easy: a random
move, or one time in three the greedy one-ply move. Ties are broken with the rng passed in.
"""

from __future__ import annotations

import random
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from graphgames_desktop.games.base import Analysis, Choice, Level, Move, Observation, PublicObservation
from graphgames_desktop.games.domination import (
    DominationBoard,
    DominationMove,
    DominationState,
    Pass,
    Place,
    Step,
    bits,
    mask_scores,
)
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime

#: Evaluation units per point of score margin.
SCALE = 16
INF = 1 << 30
#: Depth stored for a search that reached every game end below it.
FULL_DEPTH = 1 << 20
EXACT, LOWER, UPPER = 0, 1, 2

#: Boards up to this many vertices are tried for the exact table.
EXACT_MAX_VERTICES = 16
#: Limits of one exact table: positions, and positions x (turn limit + 1) values kept.
EXACT_MAX_POSITIONS = 400_000
EXACT_MAX_CELLS = 30_000_000

#: The evaluation's weights, in SCALE units.
W_TERRITORY = 10
W_MOBILITY = 2
W_ENTRY_OPEN = 12
W_ENTRY_BLOCKED = 96
W_TEMPO = 4
#: Turns left from which the potential terms count in full (they fade below it).
PHASE_TURNS = 12


class OutOfNodes(Exception):
    """The search's node budget is spent."""


# -- the search engine ------------------------------------------------------------------------------

class Engine:
    """Move generation, evaluation and negamax search on one board, over bit masks."""

    def __init__(self, board: DominationBoard):
        self.board = board
        self.n = len(board.vertices)
        self.nbr = board.masks
        self.entry = board.entry_bits
        self.full = board.full
        chunks = (self.n + 7) // 8
        self._tables = [[self._slow_union(byte << (8 * k)) for byte in range(256)] for k in range(chunks)]
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.history: dict[int, int] = {}
        self.nodes = 0
        self.node_limit = INF
        self.deadline: Deadline = NO_DEADLINE

    def _slow_union(self, mask: int) -> int:
        out = 0
        for i in bits(mask):
            if i < self.n:
                out |= self.nbr[i]
        return out

    def union(self, mask: int) -> int:
        """Every vertex next to a vertex of ``mask`` (a table lookup per byte)."""
        out = 0
        for table in self._tables:
            if not mask:
                break
            out |= table[mask & 255]
            mask >>= 8
        return out

    # -- positions ------------------------------------------------------------------------------
    def key(self, a: int, b: int, p: int, t: int) -> int:
        n = self.n
        return a | b << n | p << 2 * n | t << (2 * n + 1)

    def children(self, own: int, forb: int, p: int) -> list[int]:
        """The mover's token masks after each placement and step (no pass), place first."""
        out = []
        entry = self.entry[p]
        if not entry & forb:
            out.append(own | entry)
        nbr = self.nbr
        m = own
        while m:
            low = m & -m
            m ^= low
            targets = nbr[low.bit_length() - 1] & ~forb
            rest = own ^ low
            while targets:
                t = targets & -targets
                targets ^= t
                out.append(rest | t)
        return out

    def has_move(self, own: int, opp: int, p: int) -> bool:
        forb = own | opp | self.union(opp)
        return not self.entry[p] & forb or bool(self.union(own) & ~forb)

    def margin(self, a: int, b: int, p: int) -> int:
        sa, sb = mask_scores(self.nbr, a, b)
        return sa - sb if p == 0 else sb - sa

    def status(self, a: int, b: int, p: int, t: int) -> tuple[bool, list[int]]:
        """Whether the game is over here, and the mover's children (``[own]`` alone for a forced pass)."""
        own, opp = (a, b) if p == 0 else (b, a)
        if t <= 0:
            return True, []
        kids = self.children(own, own | opp | self.union(opp), p)
        if kids:
            return False, kids
        if not self.has_move(opp, own, 1 - p):
            return True, []
        return False, [own]

    # -- evaluation -----------------------------------------------------------------------------
    def evaluate(self, a: int, b: int, p: int, t: int) -> int:
        """The position's worth for the mover, in SCALE units: the margin now plus, while turns remain,
        territory, mobility and the entries."""
        sa, sb = mask_scores(self.nbr, a, b)
        now = SCALE * (sa - sb)
        if t <= 1:
            return now if p == 0 else -now
        union = self.union
        ua, ub = union(a), union(b)
        occupied = a | b
        empty = self.full & ~occupied
        ea, eb = self.entry
        forb_a, forb_b = occupied | ub, occupied | ua
        open_a, open_b = not ea & forb_a, not eb & forb_b
        mob = (ua & ~forb_a).bit_count() + open_a - (ub & ~forb_b).bit_count() - open_b
        entry = 0
        if open_a:
            entry += W_ENTRY_OPEN
        elif ea & (ub | b):  # banned for A, or held by B
            entry -= W_ENTRY_BLOCKED
        if open_b:
            entry -= W_ENTRY_OPEN
        elif eb & (ua | a):
            entry += W_ENTRY_BLOCKED
        # Territory: grow both sides one step at a time through empty vertices the other may enter.
        fa = a | (ea if open_a else 0)
        fb = b | (eb if open_b else 0)
        seen = occupied | fa | fb
        terr = 0
        while fa or fb:
            na = union(fa) & empty & ~seen & ~ub
            nb = union(fb) & empty & ~seen & ~ua
            both = na & nb
            na ^= both
            nb ^= both
            terr += na.bit_count() - nb.bit_count()
            seen |= na | nb | both
            fa, fb = na, nb
        potential = W_TERRITORY * terr + W_MOBILITY * mob + entry
        phase = min(t, PHASE_TURNS)
        value = now + potential * phase // PHASE_TURNS
        return (value if p == 0 else -value) + W_TEMPO

    # -- negamax --------------------------------------------------------------------------------
    def reset(self, node_limit: int = INF, deadline: Deadline = NO_DEADLINE) -> None:
        self.nodes = 0
        self.node_limit = node_limit
        self.deadline = deadline

    def search(self, a: int, b: int, p: int, t: int, depth: int, alpha: int, beta: int) -> int:
        """The mover's value of ``(a, b, p, t)`` searched ``depth`` plies deep (fail-soft alpha-beta)."""
        self.nodes += 1
        if self.nodes >= self.node_limit:
            raise OutOfNodes()
        self.deadline.check()
        n = self.n
        key = a | b << n | p << 2 * n | t << (2 * n + 1)
        hit = self.tt.get(key)
        first = -1
        if hit is not None:
            hdepth, hvalue, hflag, first = hit
            if hdepth >= depth:
                if hflag == EXACT or (hflag == LOWER and hvalue >= beta) or (hflag == UPPER and hvalue <= alpha):
                    return hvalue
        own, opp = (a, b) if p == 0 else (b, a)
        if t <= 0:
            return SCALE * self.margin(a, b, p)
        forb = own | opp | self.union(opp)
        if depth <= 0:
            if not self.entry[p] & forb or self.union(own) & ~forb or self.has_move(opp, own, 1 - p):
                return self.evaluate(a, b, p, t)
            return SCALE * self.margin(a, b, p)
        kids = self.children(own, forb, p)
        if not kids:
            if not self.has_move(opp, own, 1 - p):
                value = SCALE * self.margin(a, b, p)
                self.tt[key] = (FULL_DEPTH, value, EXACT, -1)
                return value
            kids = [own]
        elif len(kids) > 1:
            history = self.history
            hp = p << n
            kids.sort(key=lambda c: history.get(hp | (own ^ c), 0), reverse=True)
            if first in kids and kids[0] != first:
                kids.remove(first)
                kids.insert(0, first)
        alpha0 = alpha
        best, best_kid = -INF, kids[0]
        q = 1 - p
        for i, c in enumerate(kids):
            na, nb = (c, b) if p == 0 else (a, c)
            if i == 0:
                v = -self.search(na, nb, q, t - 1, depth - 1, -beta, -alpha)
            else:
                v = -self.search(na, nb, q, t - 1, depth - 1, -alpha - 1, -alpha)
                if alpha < v < beta:
                    v = -self.search(na, nb, q, t - 1, depth - 1, -beta, -v)
            if v > best:
                best, best_kid = v, c
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        hk = p << n | (own ^ c)
                        self.history[hk] = self.history.get(hk, 0) + depth * depth
                        break
        flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
        self.tt[key] = (FULL_DEPTH if depth >= t else depth, best, flag, best_kid)
        return best


_ENGINES: OrderedDict[DominationBoard, Engine] = OrderedDict()
_ENGINES_LOCK = threading.Lock()


def engine_for(board: DominationBoard) -> Engine:
    """A fresh engine for ``board`` sharing the board's byte tables (each search owns its table)."""
    with _ENGINES_LOCK:
        proto = _ENGINES.get(board)
        if proto is None:
            proto = _ENGINES[board] = Engine(board)
            while len(_ENGINES) > 8:
                _ENGINES.popitem(last=False)
        else:
            _ENGINES.move_to_end(board)
    fresh = Engine.__new__(Engine)
    fresh.__dict__.update(proto.__dict__)
    fresh.tt, fresh.history = {}, {}
    fresh.reset()
    return fresh


# -- the exact table --------------------------------------------------------------------------------

class TooBig(Exception):
    """The board's positions do not fit the exact table's limits."""


class ExactTable:
    """Every position reachable from ``roots``, with its value for every number of turns left.

    Built in steps (``build`` resumes where a deadline stopped it); ``value`` answers once ``done``.
    """

    def __init__(self, board: DominationBoard, roots: Sequence[tuple[int, int, int]]):
        self.board = board
        self.engine = engine_for(board)
        self.turns = board.turn_limit
        n = self.engine.n
        self._n = n
        self.index: dict[int, int] = {}
        self.keys: list[int] = []
        for a, b, p in roots:
            self._add(a | b << n | p << 2 * n)
        self._flat: list[int] = []
        self._offsets: list[int] = [0]
        self._terminal: list[bool] = []
        self._margins: list[int] = []
        self._expanded = 0
        self.layers: np.ndarray | None = None
        self._layer = 0
        self.too_big = False
        self.seconds = 0.0
        self.lock = threading.Lock()

    def _add(self, key: int) -> int:
        j = self.index.get(key)
        if j is None:
            j = self.index[key] = len(self.keys)
            self.keys.append(key)
        return j

    @property
    def done(self) -> bool:
        return self.layers is not None and self._layer > self.turns

    @property
    def positions(self) -> int:
        return len(self.keys)

    def build(self, deadline: Deadline = NO_DEADLINE) -> bool:
        """Go on building until done (True) or the deadline (False); TooBig past the limits."""
        if self.too_big:
            raise TooBig()
        if self.done:
            return True
        if not self.lock.acquire(blocking=False):
            return False  # another thread is building it
        start = time.perf_counter()
        try:
            self._walk(deadline)
            self._values(deadline)
            return True
        except OutOfTime:
            return False
        finally:
            self.seconds += time.perf_counter() - start
            self.lock.release()

    def _walk(self, deadline: Deadline) -> None:
        eng, n = self.engine, self._n
        full = eng.full
        keys, flat, offsets = self.keys, self._flat, self._offsets
        while self._expanded < len(keys):
            if len(keys) > EXACT_MAX_POSITIONS or len(keys) * (self.turns + 1) > EXACT_MAX_CELLS:
                self.too_big = True
                self.index, self.keys, self._flat, self._offsets = {}, [], [], []  # keep only the verdict
                self._terminal, self._margins = [], []
                raise TooBig()
            if self._expanded % 256 == 0 and deadline.expired:
                raise OutOfTime()
            i = self._expanded
            key = keys[i]
            a, b, p = key & full, key >> n & full, key >> 2 * n
            over, kids = eng.status(a, b, p, 1)
            self._terminal.append(over)
            self._margins.append(eng.margin(a, b, p))
            if over:
                flat.append(i)
            else:
                for c in kids:
                    flat.append(self._add((c | b << n | 1 << 2 * n) if p == 0 else (a | c << n)))
            offsets.append(len(flat))
            self._expanded += 1

    def _values(self, deadline: Deadline) -> None:
        if self.layers is None:
            count = len(self.keys)
            self._succ = np.asarray(self._flat, dtype=np.int32)
            self._starts = np.asarray(self._offsets[:-1], dtype=np.int64)
            self._term = np.asarray(self._terminal, dtype=bool)
            self._marg = np.asarray(self._margins, dtype=np.int16)
            self.layers = np.empty((self.turns + 1, count), dtype=np.int16)
            self.layers[0] = self._marg
            self._layer = 1
            self._flat, self._offsets, self._terminal, self._margins = [], [], [], []
        layers = self.layers
        while self._layer <= self.turns:
            if deadline.expired:
                raise OutOfTime()
            t = self._layer
            row = np.maximum.reduceat(-layers[t - 1][self._succ], self._starts)
            row[self._term] = self._marg[self._term]
            layers[t] = row
            self._layer += 1

    def value(self, a: int, b: int, p: int, t: int) -> int | None:
        """The mover's exact final margin with ``t`` turns left, None if the position is not in the table."""
        if not self.done:
            return None
        n = self._n
        i = self.index.get(a | b << n | p << 2 * n)
        if i is None:
            return None
        assert self.layers is not None
        return int(self.layers[min(max(t, 0), self.turns), i])


_TABLES: OrderedDict[tuple[DominationBoard, tuple[tuple[int, int, int], ...]], ExactTable] = OrderedDict()
_TABLES_LOCK = threading.Lock()


def exact_table(board: DominationBoard, root: tuple[int, int, int] | None = None) -> ExactTable | None:
    """The board's exact table (from the empty board, either player first), or one from ``root``
    when that position is not reachable from the empty board; None for boards too big to try."""
    if len(board.vertices) > EXACT_MAX_VERTICES:
        return None
    roots = ((0, 0, 0), (0, 0, 1))
    with _TABLES_LOCK:
        table = _TABLES.get((board, roots))
        if table is None:
            table = _TABLES[(board, roots)] = ExactTable(board, roots)
        if root is not None and table.done and table.value(*root, 0) is None:
            key = (board, (root,))
            table = _TABLES.get(key) or ExactTable(board, (root,))
            _TABLES[key] = table
        while len(_TABLES) > 12:
            _TABLES.popitem(last=False)
    return None if table.too_big else table


def solve_board(board: DominationBoard, deadline: Deadline = NO_DEADLINE) -> ExactTable | None:
    """The board's exact table, built within ``deadline`` (None if too big or not finished in time)."""
    table = exact_table(board)
    if table is None:
        return None
    try:
        return table if table.build(deadline) else None
    except TooBig:
        return None


# -- positions of states ----------------------------------------------------------------------------

def position(state: DominationState) -> tuple[int, int, int, int]:
    a, b = state.token_masks
    return a, b, state.current_player, state.turns_left


def move_of(state: DominationState, child_own: int) -> DominationMove:
    """The move that turns the mover's tokens into ``child_own``."""
    board = state.board
    own = state.token_masks[state.current_player]
    added, removed = child_own & ~own, own & ~child_own
    if not added:
        return Pass()
    target = board.vertices[added.bit_length() - 1]
    if not removed:
        return Place()
    return Step(board.vertices[removed.bit_length() - 1], target)


def child_masks(state: DominationState, move: Move) -> tuple[int, int]:
    """A's and B's tokens after ``move`` in this game (no jump to a match's next game)."""
    board = state.board
    a, b = state.token_masks
    p = state.current_player
    own = a if p == 0 else b
    if isinstance(move, Place):
        own |= board.entry_bits[p]
    elif isinstance(move, Step):
        own = own & ~(1 << board.index[move.source]) | 1 << board.index[move.target]
    return (own, b) if p == 0 else (a, own)


def game_value(table: ExactTable | None, eng: Engine, a: int, b: int, p: int, t: int) -> int | None:
    """The mover's exact final margin of the current game, or None when the table cannot say."""
    over, _ = eng.status(a, b, p, t)
    if over:
        return eng.margin(a, b, p)
    return table.value(a, b, p, t) if table is not None else None


def _solved_table(state: DominationState, deadline: Deadline) -> ExactTable | None:
    """The exact table holding ``state`` (built within the deadline), else None."""
    a, b, p, _ = position(state)
    table = exact_table(state.board)
    try:
        if table is None or not table.build(deadline):
            return None
        if table.value(a, b, p, 0) is None:
            table = exact_table(state.board, (a, b, p))
            if table is None or not table.build(deadline):
                return None
        return table
    except TooBig:
        return None


def _future_game(state: DominationState, table: ExactTable | None, eng: Engine) -> int | None:
    """A's margin in a match's second game still to come, with best play (0 when there is none)."""
    if not state.match or state.game_index != 0:
        return 0
    second = 1 - state.starter
    v = game_value(table, eng, 0, 0, second, state.board.turn_limit)
    if v is None:
        return None
    return v if second == 0 else -v


def match_offset(state: DominationState, table: ExactTable | None, eng: Engine) -> int | None:
    """What the mover adds to the current game's margin for the whole match: finished games' margins
    and, in a match's first game, the second game's exact value (None when unknown); 0 without a match."""
    future = _future_game(state, table, eng)
    if future is None:
        return None
    finished = sum(s[0] - s[1] for s in state.game_scores)
    return (finished + future) if state.current_player == 0 else -(finished + future)


# -- analysis ---------------------------------------------------------------------------------------

#: Positions searched by an analysis without a deadline (it would otherwise search for ever).
DEFAULT_ANALYSIS_NODES = 300_000


@dataclass
class RootResult:
    """Values of the root's children for the mover (SCALE units), the depth reached, exactness."""

    values: dict[int, int] = field(default_factory=dict)
    depth: int = 0
    exact: bool = False
    nodes: int = 0


def search_root(eng: Engine, a: int, b: int, p: int, t: int, kids: Sequence[int], max_depth: int,
                full_values: bool, node_limit: int = INF, deadline: Deadline = NO_DEADLINE,
                next_budget: Callable[[int, int], bool] | None = None) -> RootResult:
    """Iterative deepening over the root's children.

    ``full_values``: every child gets its exact value at each depth (for the teaching layer); else
    the best child and the children tied with it (for a player). Stops at ``max_depth``, at the
    depth that reaches every game end (exact), when ``next_budget(nodes_so_far, nodes_last)`` says
    the next depth will not fit, or when the nodes or time run out (the last complete depth counts).
    """
    eng.reset(node_limit, deadline)
    result = RootResult()
    order = list(kids)
    own_index = 0 if p == 0 else 1
    for depth in range(1, max_depth + 1):
        before = eng.nodes
        values: dict[int, int] = {}
        try:
            best = -INF
            for c in order:
                na, nb = (c, b) if own_index == 0 else (a, c)
                if full_values or best == -INF:
                    v = -eng.search(na, nb, 1 - p, t - 1, depth - 1, -INF, INF)
                else:
                    v = -eng.search(na, nb, 1 - p, t - 1, depth - 1, -(best + 1), -(best - 1))
                    if v > best:
                        v = -eng.search(na, nb, 1 - p, t - 1, depth - 1, -INF, -(best - 1))
                values[c] = v
                best = max(best, v)
        except (OutOfNodes, OutOfTime):
            break
        result.values, result.depth = values, depth
        result.exact = depth >= t
        order.sort(key=lambda c: values[c], reverse=True)
        if result.exact or (next_budget is not None and not next_budget(eng.nodes, eng.nodes - before)):
            break
    result.nodes = eng.nodes
    return result


def analyse(state: DominationState, deadline: Deadline | None = None) -> Analysis:
    """Every legal move's value: the mover's final margin after it with best play (the match's summed
    margin with the match option). Exact (``solved``) from the exact table or a search that reached
    every game end; else the search's estimate within the deadline (a float, in points). A deadline of
    None or NO_DEADLINE searches ``DEFAULT_ANALYSIS_NODES`` positions at most."""
    deadline = NO_DEADLINE if deadline is None else deadline
    moves = state.legal_moves()
    outcome = state.outcome()
    if outcome is not None or not moves:
        return Analysis(solved=True, mover_wins=outcome is not None and state.current_player in outcome.winners)
    p = state.current_player
    eng = engine_for(state.board)
    a, b, _, t = position(state)
    table = _solved_table(state, deadline)
    offset = match_offset(state, table, eng)  # None: a match's second game is still to come, unsolved
    children = {m: child_masks(state, m) for m in moves}
    values: dict[Move, int | float] = {}
    exact = False
    explored = 0
    if table is not None and offset is not None:
        got = {m: game_value(table, eng, ca, cb, 1 - p, t - 1) for m, (ca, cb) in children.items()}
        if all(v is not None for v in got.values()):
            values = {m: -v + offset for m, v in got.items() if v is not None}
            exact = True
            explored = len(moves)
    if not exact:
        kids = [ca if p == 0 else cb for ca, cb in children.values()]
        limit = DEFAULT_ANALYSIS_NODES if deadline.end is None else INF
        root = search_root(eng, a, b, p, t, kids, t, True, limit, deadline)
        if not root.values:  # not even depth one in time: the evaluation of each child
            root.values = {c: -eng.evaluate(*((c, b) if p == 0 else (a, c)), 1 - p, t - 1) for c in kids}
        # An unsolved second game to come counts as level (0).
        known = offset if offset is not None else match_offset(replace(state, game_index=1), None, eng) or 0
        exact = root.exact and offset is not None
        for m, c in zip(moves, kids):
            v = root.values[c]
            values[m] = v // SCALE + known if exact else round(v / SCALE + known, 2)
        explored = root.nodes
    best = max(values.values())
    return Analysis(solved=exact, mover_wins=(best > 0) if exact else None,
                    winning_moves=[m for m in moves if values[m] > 0],
                    preferred=[m for m in moves if values[m] == best],
                    move_values=dict(values), explored=explored)


# -- computer players -------------------------------------------------------------------------------

#: The strong player's budget: positions searched per move (deterministic) and a time cap.
STRONG_NODES = 30_000
STRONG_SECONDS = 0.9
#: Time the strong player may spend per move building a small board's exact table.
BUILD_SECONDS = 0.6
MEDIUM_DEPTH = 2
EASY_GREEDY = 1 / 3


@dataclass
class DominationPlayer:
    """A computer player at ``level``; ``nodes`` and ``seconds`` override the strong player's budget."""

    level: Level
    nodes: int = STRONG_NODES
    seconds: float = STRONG_SECONDS
    use_table: bool = True
    last: RootResult | None = None

    def choose(self, observation: Observation, rng: random.Random) -> Choice:
        if not isinstance(observation, PublicObservation) or not isinstance(observation.state, DominationState):
            raise TypeError("a Domination player needs the whole position")
        state = observation.state
        moves = state.legal_moves()
        if not moves:
            raise ValueError("no legal move")
        eng = engine_for(state.board)
        a, b, p, t = position(state)
        if len(moves) == 1:  # answered at once; with the verdict when the board is already solved
            table = exact_table(state.board) if self.level == Level.STRONG and self.use_table else None
            if table is not None and table.done:
                ca, cb = child_masks(state, moves[0])
                value, offset = game_value(table, eng, ca, cb, 1 - p, t - 1), match_offset(state, table, eng)
                if value is not None and offset is not None:
                    return Choice(moves[0], True, -value + offset > 0)
            return Choice(moves[0])
        kids = [(ca if p == 0 else cb) for ca, cb in (child_masks(state, m) for m in moves)]
        if self.level == Level.EASY:
            if rng.random() < EASY_GREEDY:
                scores = [-eng.evaluate(*((c, b) if p == 0 else (a, c)), 1 - p, t - 1) for c in kids]
                best = max(scores)
                return Choice(moves[rng.choice([i for i, s in enumerate(scores) if s == best])])
            return Choice(rng.choice(moves))
        if self.level == Level.MEDIUM:
            root = search_root(eng, a, b, p, t, kids, MEDIUM_DEPTH, False)
            return self._pick(state, moves, kids, root, rng)
        start = time.monotonic()
        if self.use_table:
            table = _solved_table(state, Deadline(BUILD_SECONDS))
            if table is not None:
                values = [game_value(table, eng, *((c, b) if p == 0 else (a, c)), 1 - p, t - 1) for c in kids]
                offset = match_offset(state, table, eng)
                if all(v is not None for v in values):
                    best = max(-v for v in values if v is not None)
                    pool = [m for m, v in zip(moves, values) if v is not None and -v == best]
                    if offset is None:
                        return Choice(rng.choice(pool))
                    return Choice(rng.choice(pool), True, best + offset > 0)
        remaining = max(0.05, self.seconds - (time.monotonic() - start))

        def fits(total: int, last: int) -> bool:
            return total + 3 * last <= self.nodes

        root = search_root(eng, a, b, p, t, kids, t, False, self.nodes, Deadline(remaining), fits)
        return self._pick(state, moves, kids, root, rng)

    def _pick(self, state: DominationState, moves: list[DominationMove], kids: list[int], root: RootResult,
              rng: random.Random) -> Choice:
        self.last = root
        if not root.values:
            return Choice(rng.choice(moves))
        best = max(root.values.values())
        pool = [m for m, c in zip(moves, kids) if root.values.get(c) == best]
        if root.exact and (not state.match or state.game_index == 1):
            offset = match_offset(state, None, engine_for(state.board))
            assert offset is not None  # no game to come
            return Choice(rng.choice(pool), True, best // SCALE + offset > 0)
        return Choice(rng.choice(pool))


def player(level: Level) -> DominationPlayer:
    return DominationPlayer(Level(level), STRONG_NODES, STRONG_SECONDS)
