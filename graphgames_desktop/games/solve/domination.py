"""Graph Domination: the exact table for small boards, the compiled search for the rest, computer players.

A game position is ``(a, b, c, t)`` in colour terms: Blue's and Red's tokens as bit masks over the
board's sorted vertices, the colour to move (0 Blue, 1 Red) and the turns left under the added rule.
Its value is the final score margin for the colour to move with best play from both sides
(negamax), so it never depends on history nor on which seat plays which colour.

Exact table (``ExactTable``). The positions reachable from the empty board (ignoring the turn
count) are few on small boards: no token ever stands next to an opponent's, and tokens only come in
through two entries (cycle-6 102, cube 304, Petersen 2,698, Heawood 107,343; the dodecahedron
19,745,884, too many). They are listed once by a compiled breadth-first walk, each with its
successors; then values are computed layer by layer in turns left, with numpy: ``V_0 = margin``,
``V_t = max over successors of -V_{t-1}`` (a position where neither can move keeps its margin).
Every ``V_t`` is kept, so any position of the game is answered by a lookup.

Search (``Engine``, over the compiled kernel ``domination_kernel``): iterative deepening until a
deadline, each depth a principal-variation alpha-beta with a transposition table that an engine
keeps from one search to the next (positions carry their turns left, so what it holds stays true),
the table's move and a history table for move ordering. When the depth reaches the turns left the
result is exact; endgames are solved so. At the horizon the kernel's evaluation counts the margin
now plus territory, mobility and the state of each entry.

Players. strong: the exact table where the board is small, else the search until its deadline (a
node budget too, for tests); medium: a two-ply search with the same evaluation; easy: a random move,
or one time in three the best one by the evaluation. Ties are broken with the rng passed in.
"""

from __future__ import annotations

import random
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from graphgames_desktop.games.base import Analysis, Choice, Level, Move, Observation, expect, position_to_play
from graphgames_desktop.games.domination_rules import DominationBoard, DominationState, Place, Step
from graphgames_desktop.games.solve import domination_kernel as kernel
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime

SCALE = kernel.SCALE
INF = kernel.INF

#: Boards up to this many vertices are tried for the exact table.
EXACT_MAX_VERTICES = 16
#: Limits of one exact table: positions, and positions x (turn limit + 1) values kept.
EXACT_MAX_POSITIONS = 400_000
EXACT_MAX_CELLS = 30_000_000
#: Positions the walk expands between two looks at the deadline.
WALK_STEP = 20_000
#: Slots of an engine's transposition table (a power of two; 40 bytes each), fewer on small boards: on the
#: dodecahedron 2**19 (20 MB) searches as few positions as 2**22 within 4%, and faster (fewer cache misses).
TABLE_BITS = 19


# -- the search engine ------------------------------------------------------------------------------

@dataclass
class RootResult:
    """Values of the root's children for the mover (SCALE units), the depth reached, exactness.

    ``values`` holds every child's value at ``depth`` (for a player, the children that do not beat
    the best hold a bound at most the best); ``best`` is the best child, which may come from a depth
    begun but not finished (its first children searched deeper than ``depth``).
    """

    values: dict[int, int] = field(default_factory=dict)
    depth: int = 0
    exact: bool = False
    nodes: int = 0
    best: int | None = None


class Engine:
    """One board's compiled search: the board as arrays, a transposition table kept between searches,
    and the work arrays. One search at a time (``lock``)."""

    def __init__(self, board: DominationBoard, table_bits: int = TABLE_BITS):
        n = len(board.vertices)
        if n > kernel.MAX_VERTICES:
            raise ValueError(f"the compiled search plays on boards of at most {kernel.MAX_VERTICES} vertices")
        self.board = board
        self.n = n
        self.nbr = np.array(board.masks or (0,), dtype=np.int64)
        chunks = max(1, (n + 7) // 8)
        self.tables = np.zeros((chunks, 256), dtype=np.int64)
        for k in range(chunks):
            for i in range(8 * k, min(8 * k + 8, n)):
                bit = 1 << (i - 8 * k)
                for byte in range(256):
                    if byte & bit:
                        self.tables[k, byte] |= board.masks[i]
        self.entries = np.array(board.entry_bits, dtype=np.int64)
        self.full = board.full
        size = 1 << min(table_bits, max(10, 2 * n))
        self.tt_keys = np.full((size, 2), -1, dtype=np.int64)
        self.tt_data = np.zeros((size, 3), dtype=np.int64)
        plies = board.turn_limit + 2
        self.width = 1 + sum(len(ws) for ws in board.neighbours.values())  # the most moves a position has
        self.moves, self.keys, self.sources, self.targets = (np.zeros((plies, self.width), dtype=np.int64)
                                                             for _ in range(4))
        self.history = np.zeros((2, n + 1, max(n, 1)), dtype=np.int64)
        self.control = np.zeros(kernel.CONTROL_SIZE, dtype=np.int64)
        self.weights = np.array(kernel.DEFAULT_WEIGHTS, dtype=np.int64)
        self.lock = threading.Lock()

    # -- positions ------------------------------------------------------------------------------
    def margin(self, a: int, b: int, c: int) -> int:
        """The final margin for colour ``c`` if the game ended with these tokens."""
        own, opp = (a, b) if c == 0 else (b, a)
        return int(kernel.margin(own, opp, self.nbr, self.full))

    def scratch(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Room for one position's moves, the call's own (threads share an engine's board, not this)."""
        return tuple(np.empty(self.width, dtype=np.int64) for _ in range(3))  # type: ignore[return-value]

    def children(self, a: int, b: int, c: int) -> list[int]:
        """The mover's token masks after each placement and step (no pass), placement first."""
        own, opp = (a, b) if c == 0 else (b, a)
        forb = own | opp | int(kernel.union(opp, self.tables))
        out, sources, targets = self.scratch()
        count = kernel.children(own, forb, self.entries[c], self.nbr, self.n, out, sources, targets)
        return [int(x) for x in out[:count]]

    def status(self, a: int, b: int, c: int, t: int) -> tuple[bool, list[int]]:
        """Whether the game is over here, and the mover's children (``[own]`` alone for a forced pass)."""
        if t <= 0:
            return True, []
        kids = self.children(a, b, c)
        if kids:
            return False, kids
        own, opp = (a, b) if c == 0 else (b, a)
        if not kernel.has_move(opp, own, self.entries[1 - c], self.tables):
            return True, []
        return False, [own]

    def evaluate(self, a: int, b: int, c: int, t: int) -> int:
        """The evaluation of the position for the mover, SCALE units (no search)."""
        own, opp = (a, b) if c == 0 else (b, a)
        return int(kernel.evaluate(own, opp, c, t, self.nbr, self.tables, self.entries, self.full, self.weights))

    # -- search ---------------------------------------------------------------------------------
    def search_root(self, a: int, b: int, c: int, t: int, kids: Sequence[int], max_depth: int, full_values: bool,
                    node_limit: int = INF, deadline: Deadline = NO_DEADLINE) -> RootResult:
        """Iterative deepening over the root's children, from depth 1 up to ``max_depth``, the depth
        that reaches every game end (exact), the node limit or the deadline (the last complete depth
        counts; a depth begun can still change the best child).

        ``full_values``: every child gets its exact value at each depth (for the teaching layer); else
        the best child and bounds for the others (for a player).
        """
        with self.lock:
            control = self.control
            control[kernel.NODES] = 0
            control[kernel.LIMIT] = node_limit
            control[kernel.STOP] = int(deadline.expired)
            control[kernel.ABORTED] = 0
            control[kernel.GENERATION] = (control[kernel.GENERATION] + 1) & 255
            self.history >>= 2
            done_event = threading.Event()
            if deadline.end is not None:  # the compiled search reads STOP: set it at the deadline, or at once
                # when the deadline is cancelled (the page's longer study of a position no longer shown)
                threading.Thread(target=_stop_at, args=(deadline, control, done_event), daemon=True).start()
            result = RootResult()
            order = list(kids)
            try:
                for depth in range(1, max_depth + 1):
                    batch = np.array(order, dtype=np.int64)
                    values = np.zeros(len(order), dtype=np.int64)
                    done = kernel.search_root(a, b, c, t, depth, batch, values, full_values, self.nbr, self.tables,
                                              self.entries, self.full, self.n, self.tt_keys, self.tt_data, self.moves,
                                              self.keys, self.sources, self.targets, self.history, control,
                                              self.weights)
                    if done < len(order):
                        if done and not full_values and result.values:
                            # The previous best came first: the best of those searched at this depth wins.
                            result.best = max(order[:done], key=lambda k: int(values[order.index(k)]))
                        break
                    result.values = {child: int(v) for child, v in zip(order, values)}
                    result.depth = depth
                    result.exact = depth >= t
                    result.best = max(order, key=lambda k: result.values[k])
                    order.sort(key=lambda k: result.values[k], reverse=True)
                    if result.exact:
                        break
            finally:
                done_event.set()
            result.nodes = int(control[kernel.NODES])
            return result


#: Seconds between two looks at a search's deadline by its watcher (for a cancel; the end is waited for).
WATCH_SECONDS = 0.05


def _stop_at(deadline: Deadline, control: np.ndarray, done: threading.Event) -> None:
    """Set the compiled search's STOP when ``deadline`` ends or is cancelled, unless it finished first."""
    assert deadline.end is not None
    while not done.wait(max(0.0, min(WATCH_SECONDS, deadline.end - deadline.clock()))):
        if deadline.expired:
            control[kernel.STOP] = 1
            return


_ENGINES: OrderedDict[DominationBoard, Engine] = OrderedDict()
_ENGINES_LOCK = threading.Lock()


def engine_for(board: DominationBoard) -> Engine:
    """The shared engine of ``board`` (analyses and tables; each computer player has its own engine)."""
    with _ENGINES_LOCK:
        eng = _ENGINES.get(board)
        if eng is None:
            eng = _ENGINES[board] = Engine(board)
            while len(_ENGINES) > 4:
                _ENGINES.popitem(last=False)
        else:
            _ENGINES.move_to_end(board)
    return eng


# -- the exact table --------------------------------------------------------------------------------

class TooBig(Exception):
    """The board's positions do not fit the exact table's limits."""


class ExactTable:
    """Every position reachable from ``roots``, with its value for every number of turns left.

    Built in steps (``build`` resumes where a deadline stopped it): the compiled walk lists the
    positions, then numpy computes the values layer by layer; ``value`` answers once ``done``.
    """

    def __init__(self, board: DominationBoard, roots: Sequence[tuple[int, int, int]]):
        self.board = board
        self.engine = engine_for(board)
        self.turns = board.turn_limit
        n = self.engine.n
        self._n = n
        self._keys: np.ndarray = np.zeros(1024, dtype=np.int64)
        self._succ: np.ndarray = np.zeros(4096, dtype=np.int32)
        self._starts: np.ndarray = np.zeros(1024, dtype=np.int64)
        self._over: np.ndarray = np.zeros(1024, dtype=np.bool_)
        self._margins: np.ndarray = np.zeros(1024, dtype=np.int16)
        self._progress = np.zeros(3, dtype=np.int64)
        self.index = kernel.new_index(np.array([a | b << n | c << 2 * n for a, b, c in roots], dtype=np.int64),
                                      self._keys, self._progress)
        self.layers: np.ndarray | None = None
        self._layer = 0
        self.too_big = False
        self.seconds = 0.0
        self.lock = threading.Lock()

    @property
    def done(self) -> bool:
        return self.layers is not None and self._layer > self.turns

    @property
    def positions(self) -> int:
        return int(self._progress[kernel.LISTED])

    @property
    def keys(self) -> list[int]:
        """The positions listed so far, as keys ``a | b << n | c << 2n``."""
        return self._keys[:self.positions].tolist()

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
        eng = self.engine
        scratch = eng.scratch()
        while True:
            if self.positions > EXACT_MAX_POSITIONS or self.positions * (self.turns + 1) > EXACT_MAX_CELLS:
                self.too_big = True  # keep only the verdict
                self._keys = self._succ = self._starts = np.zeros(0, dtype=np.int64)
                self.index = kernel.new_index(self._keys, self._keys, self._progress)
                raise TooBig()
            if deadline.expired:
                raise OutOfTime()
            status = kernel.walk(self.index, self._keys, self._succ, self._starts, self._over, self._margins,
                                 self._progress, WALK_STEP, eng.n, eng.nbr, eng.tables, eng.entries, eng.full, *scratch)
            if status == 0:
                return
            if status == 1:  # room for the next position's successors
                self._keys, self._starts, self._over, self._margins = (
                    np.resize(x, 2 * len(x)) for x in (self._keys, self._starts, self._over, self._margins))
                self._succ = np.resize(self._succ, 2 * len(self._succ))

    def _values(self, deadline: Deadline) -> None:
        if self.layers is None:
            count = self.positions
            self._succ = self._succ[:self._progress[kernel.WRITTEN]]
            self._starts, self._over, self._margins = self._starts[:count], self._over[:count], self._margins[:count]
            # A score is at most 3 a vertex plus 1 an edge end: a byte holds the margins of most boards.
            bound = 3 * self._n + sum(m.bit_count() for m in self.board.masks)
            self.layers = np.empty((self.turns + 1, count), dtype=np.int8 if bound <= 127 else np.int16)
            self.layers[0] = self._margins
            self._layer = 1
        layers = self.layers
        while self._layer <= self.turns:
            if deadline.expired:
                raise OutOfTime()
            t = self._layer
            row = np.maximum.reduceat(-layers[t - 1][self._succ], self._starts)
            row[self._over] = self._margins[self._over]
            layers[t] = row
            self._layer += 1

    def value(self, a: int, b: int, p: int, t: int) -> int | None:
        """The mover's exact final margin with ``t`` turns left, None if the position is not in the table."""
        if not self.done:
            return None
        n = self._n
        i = kernel.place(self.index, a | b << n | p << 2 * n)
        if i < 0:
            return None
        assert self.layers is not None
        return int(self.layers[min(max(t, 0), self.turns), i])


_TABLES: OrderedDict[tuple[DominationBoard, tuple[tuple[int, int, int], ...]], ExactTable] = OrderedDict()
_TABLES_LOCK = threading.Lock()


def exact_table(board: DominationBoard, root: tuple[int, int, int] | None = None) -> ExactTable | None:
    """The board's exact table (from the empty board, Blue to move), or one from ``root`` when that
    position is not reachable from the empty board; None for boards too big to try."""
    if len(board.vertices) > EXACT_MAX_VERTICES:
        return None
    roots = ((0, 0, 0),)
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
    """``(blue, red, colour to move, turns left)`` of the current game."""
    a, b = state.colour_masks
    return a, b, state.colour(state.current_player), state.turns_left


def child_masks(state: DominationState, move: Move) -> tuple[int, int]:
    """Blue's and Red's tokens after ``move`` in this game (no jump to a match's next game)."""
    board = state.board
    a, b, c, _ = position(state)
    own = a if c == 0 else b
    if isinstance(move, Place):
        own |= board.entry_bits[c]
    elif isinstance(move, Step):
        own = own & ~(1 << board.index[move.source]) | 1 << board.index[move.target]
    return (own, b) if c == 0 else (a, own)


def game_value(table: ExactTable | None, eng: Engine, a: int, b: int, c: int, t: int) -> int | None:
    """The mover's exact final margin of the current game, or None when the table cannot say."""
    over, _ = eng.status(a, b, c, t)
    if over:
        return eng.margin(a, b, c)
    return table.value(a, b, c, t) if table is not None else None


def _solved_table(state: DominationState, deadline: Deadline) -> ExactTable | None:
    """The exact table holding ``state`` (built within the deadline), else None."""
    a, b, c, _ = position(state)
    table = exact_table(state.board)
    try:
        if table is None or not table.build(deadline):
            return None
        if table.value(a, b, c, 0) is None:
            table = exact_table(state.board, (a, b, c))
            if table is None or not table.build(deadline):
                return None
        return table
    except TooBig:
        return None


def _future_game(state: DominationState, table: ExactTable | None, eng: Engine) -> int | None:
    """Seat 0's margin in a match's second game still to come, with best play (0 when there is none)."""
    if not state.match or state.game_index != 0:
        return 0
    v = game_value(table, eng, 0, 0, 0, state.board.turn_limit)  # Blue's margin from the empty board
    if v is None:
        return None
    second_blue = 1 - state.starter  # the seats swap colours
    return v if second_blue == 0 else -v


def match_offset(state: DominationState, table: ExactTable | None, eng: Engine) -> int | None:
    """What the mover adds to the current game's margin for the whole match: finished games' margins
    and, in a match's first game, the second game's exact value (None when unknown); 0 without a match."""
    future = _future_game(state, table, eng)
    if future is None:
        return None
    finished = sum(s[0] - s[1] for s in state.game_scores)
    return (finished + future) if state.current_player == 0 else -(finished + future)


def _mover_kids(state: DominationState, moves: Sequence[Move]) -> list[int]:
    """The mover's tokens after each move."""
    c = state.colour(state.current_player)
    return [child_masks(state, m)[c] for m in moves]


def one_ply(state: DominationState, moves: Sequence[Move]) -> dict[Move, float]:
    """Each move's score margin for the mover right after it: all that is known of a board bigger
    than the compiled search takes (``kernel.MAX_VERTICES``)."""
    p = state.current_player
    out: dict[Move, float] = {}
    for m in moves:
        after = state.play(m)
        scores = after.scores() if after.game_index == state.game_index else after.game_scores[-1]
        out[m] = float(scores[p] - scores[1 - p])
    return out


# -- analysis ---------------------------------------------------------------------------------------

#: Positions searched by an analysis without a deadline (it would otherwise search for ever).
DEFAULT_ANALYSIS_NODES = 2_000_000


def _search_engine(board: DominationBoard) -> tuple[Engine, bool]:
    """The board's shared engine if no other search holds it, else a fresh one (and whether shared)."""
    eng = engine_for(board)
    if eng.lock.locked():
        return Engine(board), False
    return eng, True


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
    if len(state.board.vertices) > kernel.MAX_VERTICES:
        estimates = one_ply(state, moves)
        most = max(estimates.values())
        return Analysis(solved=False, mover_wins=None, winning_moves=[m for m in moves if estimates[m] > 0],
                        preferred=[m for m in moves if estimates[m] == most], move_values=dict(estimates),
                        explored=len(moves))
    eng = engine_for(state.board)
    a, b, c, t = position(state)
    table = _solved_table(state, deadline)
    offset = match_offset(state, table, eng)  # None: a match's second game is still to come, unsolved
    children = {m: child_masks(state, m) for m in moves}
    values: dict[Move, int | float] = {}
    exact = False
    explored = 0
    if table is not None and offset is not None:
        got = {m: game_value(table, eng, ca, cb, 1 - c, t - 1) for m, (ca, cb) in children.items()}
        if all(v is not None for v in got.values()):
            values = {m: -v + offset for m, v in got.items() if v is not None}
            exact = True
            explored = len(moves)
    if not exact:
        kids = _mover_kids(state, moves)
        limit = DEFAULT_ANALYSIS_NODES if deadline.end is None else INF
        searcher, _ = _search_engine(state.board)
        root = searcher.search_root(a, b, c, t, kids, t, True, limit, deadline)
        if not root.values:  # not even depth one in time: the evaluation of each child
            root.values = {k: -eng.evaluate(*((k, b) if c == 0 else (a, k)), 1 - c, t - 1) for k in kids}
        # An unsolved second game to come counts as level (0).
        known = offset if offset is not None else match_offset(replace(state, game_index=1), None, eng) or 0
        exact = root.exact and offset is not None
        for m, k in zip(moves, kids):
            v = root.values[k]
            values[m] = v // SCALE + known if exact else round(v / SCALE + known, 2)
        explored = root.nodes
    best = max(values.values())
    return Analysis(solved=exact, mover_wins=(best > 0) if exact else None,
                    winning_moves=[m for m in moves if values[m] > 0],
                    preferred=[m for m in moves if values[m] == best],
                    move_values=dict(values), explored=explored)


# -- computer players -------------------------------------------------------------------------------

#: The strong player's time per move, all told (the exact table's building, then the search), well
#: within the 1 s a move may take on a busy machine.
STRONG_SECONDS = 0.4
#: At most this much of it goes to building a small board's exact table.
BUILD_SECONDS = 0.3
MEDIUM_DEPTH = 2
EASY_GREEDY = 1 / 3


@dataclass
class DominationPlayer:
    """A computer player at ``level``; ``nodes`` (a budget of positions per move, for tests: the
    same moves on any machine) and ``seconds`` override the strong player's budget. Each player
    keeps its own engine, whose table carries what one move's search learnt to the next."""

    level: Level
    nodes: int = INF
    seconds: float = STRONG_SECONDS
    use_table: bool = True
    last: RootResult | None = None
    _engine: Engine | None = field(default=None, repr=False)

    def engine(self, board: DominationBoard) -> Engine:
        if self._engine is None or self._engine.board != board:
            self._engine = Engine(board)
        return self._engine

    def choose(self, observation: Observation, rng: random.Random) -> Choice:
        shown, moves = position_to_play(observation)
        state = expect(shown, DominationState)
        start = time.monotonic()
        a, b, c, t = position(state)
        if len(moves) > 1 and len(state.board.vertices) > kernel.MAX_VERTICES:
            if self.level == Level.EASY and rng.random() >= EASY_GREEDY:
                return Choice(rng.choice(moves))
            estimates = one_ply(state, moves)
            most = max(estimates.values())
            return Choice(rng.choice([m for m in moves if estimates[m] == most]))
        if len(moves) == 1:  # answered at once; with the verdict when the board is already solved
            table = exact_table(state.board) if self.level == Level.STRONG and self.use_table else None
            if table is not None and table.done:
                eng = engine_for(state.board)
                ca, cb = child_masks(state, moves[0])
                value, offset = game_value(table, eng, ca, cb, 1 - c, t - 1), match_offset(state, table, eng)
                if value is not None and offset is not None:
                    return Choice(moves[0], True, -value + offset > 0)
            return Choice(moves[0])
        kids = _mover_kids(state, moves)
        eng = self.engine(state.board)
        if self.level == Level.EASY:
            if rng.random() < EASY_GREEDY:
                scores = [-eng.evaluate(*((k, b) if c == 0 else (a, k)), 1 - c, t - 1) for k in kids]
                best = max(scores)
                return Choice(moves[rng.choice([i for i, s in enumerate(scores) if s == best])])
            return Choice(rng.choice(moves))
        if self.level == Level.MEDIUM:
            return self._pick(state, moves, kids, eng.search_root(a, b, c, t, kids, MEDIUM_DEPTH, False), rng)
        if self.use_table:
            table = _solved_table(state, Deadline(min(BUILD_SECONDS, self.seconds)))
            if table is not None:
                shared = engine_for(state.board)
                values = [game_value(table, shared, *((k, b) if c == 0 else (a, k)), 1 - c, t - 1) for k in kids]
                offset = match_offset(state, table, shared)
                if all(v is not None for v in values):
                    best = max(-v for v in values if v is not None)
                    pool = [m for m, v in zip(moves, values) if v is not None and -v == best]
                    # The second game starts afresh: the best move of this game is the best for the match.
                    return Choice(rng.choice(pool), True, None if offset is None else best + offset > 0)
        remaining = max(0.05, self.seconds - (time.monotonic() - start))
        root = eng.search_root(a, b, c, t, kids, t, False, self.nodes, Deadline(remaining))
        return self._pick(state, moves, kids, root, rng)

    def _pick(self, state: DominationState, moves: list[Move], kids: list[int], root: RootResult,
              rng: random.Random) -> Choice:
        self.last = root
        if root.best is None:
            return Choice(rng.choice(moves))
        if root.best in root.values and root.values[root.best] == max(root.values.values()):
            best = root.values[root.best]
            pool = [m for m, k in zip(moves, kids) if root.values.get(k) == best]
        else:  # a deeper, unfinished depth found a better move
            pool = [m for m, k in zip(moves, kids) if k == root.best]
            best = None
        if root.exact and best is not None:
            offset = match_offset(state, None, engine_for(state.board))
            # Exact for this game, so for the match too (the second game starts afresh); the verdict
            # needs the second game's value, unknown here while it is to come.
            return Choice(rng.choice(pool), True, None if offset is None else best // SCALE + offset > 0)
        return Choice(rng.choice(pool))


def player(level: Level) -> DominationPlayer:
    return DominationPlayer(Level(level))
