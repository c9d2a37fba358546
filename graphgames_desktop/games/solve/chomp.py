"""The exact Chomp solver: Sprague-Grundy values memoised per component up to isomorphism.

Removing the last vertex is always the last move (no edge outlives its ends), so this is normal
play and the Sprague-Grundy theory applies: a position's value is the XOR of its components'.

Bipartite shortcut (proved here, used by the solver). For a bipartite graph with v vertices and e
edges, g = [v odd] + 2*[e odd]. By induction on v + e: every option of a bipartite graph is
bipartite; removing an edge flips e's parity and removing a vertex flips v's, so no option has the
same value (both bits cannot stay). Every smaller value is reached: let the sides be W and X, with
the degree sum over each side equal to e.
  * v odd, e even (value 1): one side has odd size; if all its degrees were odd their sum would be
    odd, not e; removing a vertex of even degree gives (even, even) = 0.
  * v even, e odd (value 2): removing an edge gives (even, even) = 0; the degree sum over a side is
    odd, so some vertex has odd degree, and removing it gives (odd, even) = 1.
  * v odd, e odd (value 3): removing an edge gives (odd, even) = 1. One side has even size and odd
    degree sum, so it holds a vertex of odd degree (remove it: (even, even) = 0) and, since an even
    count of odd numbers sums to even, also one of even degree (remove it: (even, odd) = 2).
The empty graph is (even, even) = 0, closing the induction. It covers paths, trees, forests, even
cycles and every bipartite graph, and explains the rule source's "give even-even" strategy there.

Twin leaves (proved here, used before canonising). If leaves a and b hang from the same vertex x,
then g(H) = g(H - a - b). Write G = H - a - b and g = g(G); by induction on the size of H:
  * every move m of G is a move of H, and H_m still has a and b as twin leaves of x, so
    g(H_m) = g(G_m) by induction; if m deletes x, H_m is G_m plus two isolated vertices (*1 + *1 = 0).
    So H has an option of every value G has, in particular of every value below g.
  * the other moves of H (delete a or b, or the edge xa or xb) all have an option of value g:
    after deleting a, delete b (giving G); after deleting the edge xa, delete the edge xb (giving
    G plus two isolated vertices). So none of them has value g, and g is not an option of G.
Hence mex(options of H) = mex(options of G). The reduced graph stays connected and keeps its
odd cycles, and the rule is applied again while a vertex still carries two leaves.

The search (why it is fast). The value of a position is the XOR of its components' values, and to
play perfectly only "is this position 0?" matters. So the solver answers questions of the form
"does the player to move win C + *k?" (C a connected component, *k a nim heap standing for the
rest): a position is won as soon as one option is shown lost, so most of the tree is never built.
Components that are bipartite, in the shipped table or already solved are folded into k at once;
a component's exact value is the least k for which C + *k is lost. Options are tried first when
their value is already known (a transposition cut), then in the order the bipartite formula
predicts to be lost.

The involution theorem (proved here, used by the compiled kernel). Let s be an automorphism of a
graph H with s(s(v)) = v for every v and no edge joining a vertex to its image, and let F be the
subgraph induced on the vertices s fixes. Then g(H) = g(F). The second player wins H + F: keeping
the H part s-invariant and F equal to its subgraph on fixed vertices (true at the start), they
answer a move on a vertex or edge that s moves by the move on its image in H (still there: a
vertex's removal takes only edges at it, and no edge joins v to s(v); an edge's image is another
edge, since an edge s maps to itself would join a vertex to its image or two fixed vertices), and
a move on a fixed vertex or on an edge between fixed vertices, in either summand, by the same move
in the other (removing a fixed vertex from H removes an s-invariant set of edges). Both hold
again, so the second player never runs out of moves first. Special cases the kernel looks for:
two vertices with equal neighbourhoods (s swaps them; twin leaves are the smallest case), two
equal paths hanging from one vertex (s swaps them vertex by vertex), and symmetries of the board.

Parts of up to 63 vertices and 63 edges are searched by the compiled kernel
(:mod:`games.solve.chomp_kernel`) on bitmasks of the board they come from, found by their
vertices' names: a game's later positions are subgraphs of its start, so they are looked up in
the same table. Bigger parts are searched here, by the same questions.
"""

from __future__ import annotations

import contextlib
import gzip
import threading
from collections.abc import Hashable, Sequence
from functools import cache, lru_cache

import igraph
import networkx as nx
import numpy as np

from graphgames_desktop.games.solve.grundy import NO_DEADLINE, BoundedMemo, Deadline, OutOfTime, mex
from graphgames_desktop.games.solve.structures import UnionFind, edge_key
from graphgames_desktop.paths import resources_dir

#: The shipped tables (resources/tables): every connected non-bipartite graph on up to
#: SMALL_TABLE_MAX vertices (tools/make_chomp_table.py), and the bigger components that perfect
#: play on the library boards meets (tools/make_chomp_library_table.py).
SMALL_TABLE = "chomp_small.txt"
SMALL_TABLE_MAX = 8
LIBRARY_TABLE = "chomp_library.txt.gz"
#: Caps of the memos (entries): exact values, outcomes of C + *k, labelled graph -> canonical key.
#: At about 150 bytes an entry they stay under 1 GB together even on the biggest library board.
VALUE_LIMIT = 1_000_000
OUTCOME_LIMIT = 2_000_000
LABELLED_LIMIT = 1_000_000
#: Deeper searches are given up (as out of time): they could only be on graphs far too big to
#: solve, and the recursion must stay under Python's limit.
MAX_DEPTH = 200
#: The kernel's tables grow with the search: they start at 2**START_BITS entries (16 MB) and a
#: quarter as many shapes, and are made 4 times bigger whenever half full (the shapes, one slot
#: each, a quarter full: 5% fewer positions on sparse:23:32:9 than half full), up to 2**TABLE_BITS
#: entries of 16 bytes for a board of 26 edges or more (128 MB), 2**(10 + edges / 2) for a smaller
#: one, and 2**SHAPE_BITS shapes of 64 bytes (128 MB), 2**(8 + edges / 2) for a smaller one.
#: (Tables of full size at once cost a board of 31 edges 0.2-0.6 s of the system's zeroing their
#: memory on first touch, for a search of 170 positions; with the table of shapes 2**24 entries
#: found no more than 2**23.) Boards searched lately keep their tables while the entries of all
#: stay within KERNEL_ENTRIES.
START_BITS = 20
TABLE_BITS = 23
SHAPE_BITS = 21
KERNEL_ENTRIES = (1 << TABLE_BITS) + (1 << 22)
#: Positions the kernel searches between two looks at the deadline (about a hundredth of a second).
KERNEL_CHUNK = 2_000
#: The threads that search one question, by their order of options (0: the usual order; another
#: value: equal guesses shuffled by it).
LANE_SALTS = (0, 40503)
#: Boards with at most this many symmetries have them all used: their involutions reduce parts,
#: and up to KEYED_SYMMETRIES of them also merge the table's entries for parts they map onto each
#: other (each costs a few lookups per key).
SYMMETRY_LIMIT = 512
KEYED_SYMMETRIES = 128

#: A name for each vertex of an adjacency tuple (by default its index).
Names = Sequence[Hashable]
#: A connected part: its adjacency (relabelled 0..n-1) and the names of its vertices.
Part = tuple[tuple[int, ...], tuple[Hashable, ...]]


class TooDeep(OutOfTime):
    """The search went deeper than :data:`MAX_DEPTH` moves: the graph is too big to solve."""


def _kernel():
    """The compiled kernel, imported on first use (loading numba takes about half a second that a
    session without Chomp need not pay)."""
    from graphgames_desktop.games.solve import chomp_kernel
    return chomp_kernel


def _tri(a: int, b: int) -> int:
    if a > b:
        a, b = b, a
    return b * (b - 1) // 2 + a


def compact_key(n: int, mask: int) -> int:
    """One int for a canonical graph on n >= 2 vertices: its edge mask under a marker bit.

    The marker is bit n(n-1)/2, the number of possible edges, which grows strictly with n, and the
    mask lies below it: so the int tells n and the mask back, and a key costs one int, not a tuple.
    """
    return (1 << (n * (n - 1) // 2)) | mask


def split_key(key: int) -> tuple[int, int]:
    """(n, mask) of a :func:`compact_key`."""
    slots = key.bit_length() - 1
    n = 2
    while n * (n - 1) // 2 < slots:
        n += 1
    return n, key ^ (1 << slots)


#: Up to this many vertices the edge-bit table is small (24 x 24 ints of at most 276 bits).
_BIT_TABLE_MAX = 24


@cache
def _edge_bits(n: int) -> list[list[int]]:
    """bits[a][b] = 1 << _tri(a, b): the edge's bit in a canonical mask, looked up, not computed."""
    return [[1 << _tri(a, b) if a != b else 0 for b in range(n)] for a in range(n)]


def _edges_of(adj: tuple[int, ...]) -> list[tuple[int, int]]:
    """The edges (u, w), u < w, in order: by each row's set bits (a walk over every bit of a row took
    15 ms at 500 vertices)."""
    out = []
    for u, m in enumerate(adj):
        m >>= u + 1
        while m:
            low = m & -m
            out.append((u, u + low.bit_length()))
            m ^= low
    return out


def _bipartite_value(adj: tuple[int, ...]) -> int | None:
    """The closed form [v odd] + 2 [e odd] when the graph is bipartite, else None."""
    colour = [-1] * len(adj)
    for s in range(len(adj)):
        if colour[s] >= 0:
            continue
        colour[s] = 0
        stack = [s]
        while stack:
            u = stack.pop()
            m = adj[u]
            while m:
                low = m & -m
                w = low.bit_length() - 1
                m ^= low
                if colour[w] < 0:
                    colour[w] = 1 - colour[u]
                    stack.append(w)
                elif colour[w] == colour[u]:
                    return None
    e = sum(m.bit_count() for m in adj) // 2
    return (len(adj) & 1) + 2 * (e & 1)


def _split(adj: tuple[int, ...], alive: int, names: Names) -> list[Part]:
    """Connected components of the subgraph on ``alive``, each relabelled 0..k-1, with the names
    of their vertices."""
    parts: list[Part] = []
    whole = alive == (1 << len(adj)) - 1
    while alive:
        comp = _reach(adj, alive & -alive, alive)
        alive &= ~comp
        if whole and not alive and not parts:
            return [(adj, tuple(names))]  # the whole graph is one component: nothing to relabel
        members = []
        m = comp
        while m:
            b = m & -m
            members.append(b.bit_length() - 1)
            m ^= b
        index = {v: i for i, v in enumerate(members)}
        parts.append((tuple(_remap(adj[v] & comp, index) for v in members), tuple(names[v] for v in members)))
    return parts


def drop_vertex(adj: tuple[int, ...], v: int) -> tuple[int, ...]:
    """The graph without vertex v, relabelled by bit arithmetic: vertices above v move down one."""
    low = (1 << v) - 1
    return tuple((m & low) | ((m >> 1) & ~low) for i, m in enumerate(adj) if i != v)


def drop_edge(adj: tuple[int, ...], u: int, w: int) -> tuple[int, ...]:
    cut = list(adj)
    cut[u] &= ~(1 << w)
    cut[w] &= ~(1 << u)
    return tuple(cut)


def _reach(adj: tuple[int, ...], seed: int, alive: int) -> int:
    """The vertices of ``alive`` reachable from ``seed`` (all as bitmasks)."""
    comp = frontier = seed
    while frontier:
        nxt = 0
        while frontier:
            b = frontier & -frontier
            nxt |= adj[b.bit_length() - 1]
            frontier ^= b
        frontier = nxt & alive & ~comp
        comp |= frontier
    return comp


def _remap(mask: int, index: dict[int, int]) -> int:
    out = 0
    while mask:
        b = mask & -mask
        out |= 1 << index[b.bit_length() - 1]
        mask ^= b
    return out


def drop_twin_leaves(adj: tuple[int, ...]) -> tuple[int, ...]:
    """The graph with pairs of leaves on a common neighbour removed, until none is left (same
    value: see the module's proof)."""
    return _twinless(adj)[0]


def _twinless(adj: tuple[int, ...]) -> tuple[tuple[int, ...], list[int]]:
    """:func:`drop_twin_leaves`, with the vertices kept (their old indices, in order). A leaf's
    adjacency mask is its neighbour's bit, so leaves with equal masks are twins."""
    kept = list(range(len(adj)))
    while True:
        leaf_of: dict[int, int] = {}
        drop = 0
        for v, m in enumerate(adj):
            if m and not m & (m - 1):
                other = leaf_of.pop(m, None)
                if other is None:
                    leaf_of[m] = v
                else:
                    drop |= (1 << v) | (1 << other)
        if not drop:
            return adj, kept
        keep = [v for v in range(len(adj)) if not drop >> v & 1]
        index = {v: i for i, v in enumerate(keep)}
        adj = tuple(_remap(adj[v] & ~drop, index) for v in keep)
        kept = [kept[v] for v in keep]


def _orbit_reps(n: int, edges: list[tuple[int, int]], gens: list[list[int]]) -> tuple[list[int], list[tuple[int, int]]]:
    """One vertex and one edge from each orbit of the automorphism group (given by generators)."""
    if not gens:
        return list(range(n)), edges
    vertices: UnionFind[int] = UnionFind()
    orbits: UnionFind[tuple[int, int]] = UnionFind()
    for perm in gens:
        for v in range(n):
            vertices.union(v, perm[v])
        for u, w in edges:
            orbits.union((u, w), edge_key(perm[u], perm[w]))
    return [v for v in range(n) if vertices.find(v) == v], [e for e in edges if orbits.find(e) == e]


def _predicted(v: int, e: int) -> int:
    """The bipartite formula's value for v vertices and e edges: the guess for move ordering."""
    return (v & 1) + 2 * (e & 1)


def _unpaired(parts: list[tuple[int, Part]]) -> list[tuple[int, Part]]:
    """Components without their isomorphic twins (two equal values XOR to 0), smallest first."""
    count: dict[int, int] = {}
    for key, _ in parts:
        count[key] = count.get(key, 0) ^ 1
    odd = {key: part for key, part in parts if count[key]}
    return sorted(odd.items(), key=lambda kp: len(kp[1][0]))


def _automorphisms(n: int, edges: list[tuple[int, int]]) -> list[list[int]]:
    """Every automorphism of the graph (as vertex permutations) when there are at most
    :data:`SYMMETRY_LIMIT`, else the generators BLISS gives (none for an asymmetric graph)."""
    g = igraph.GraphBase(n, edges)
    if g.count_automorphisms() == 1:
        return []
    gens = [list(p) for p in g.automorphism_group()]
    if g.count_automorphisms() > SYMMETRY_LIMIT:
        return gens
    group = {tuple(range(n))}
    todo = list(group)
    while todo:
        p = todo.pop()
        for q in gens:
            r = tuple(q[p[v]] for v in range(n))
            if r not in group:
                group.add(r)
                todo.append(r)
    return [list(p) for p in group]


class _Lane:
    """What one thread needs to search a board's table: its scratch rows, its move history, its
    order of options (``salt``) and a lock, so that searches on other threads take turns."""

    def __init__(self, size: int, salt: int):
        self.scratch = _kernel().new_scratch(size)
        self.history = np.zeros(2 * 64, np.int64)
        self.salt = salt
        self.lock = threading.Lock()

    def search(self, board: _KernelBoard, mode: int, vmask: int, emask: int, k: int) -> tuple[int, int]:
        """(answer, positions searched) of one chunk of :data:`KERNEL_CHUNK` positions."""
        kernel = _kernel()
        with self.lock:
            answer, searched, deeper = kernel.search(mode, vmask, emask, k, board.geometry, board.sym, board.syminfo,
                                                     board.table, board.shapes, self.history, self.scratch, KERNEL_CHUNK,
                                                     self.salt)
            if deeper:  # a long line of heap moves outgrew the scratch rows: give it more
                self.scratch = np.zeros((2 * self.scratch.shape[0], self.scratch.shape[1]), np.int64)
        return answer, searched


class _Helper:
    """A second thread searching a question on its own lane until it answers or is stopped; it
    takes turns with any other search on that lane."""

    def __init__(self, board: _KernelBoard, lane: _Lane, question: tuple[int, int, int, int]):
        self.answer = _kernel().UNKNOWN
        self.positions = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(board, lane, question), daemon=True)
        self._thread.start()

    def _run(self, board: _KernelBoard, lane: _Lane, question: tuple[int, int, int, int]) -> None:
        unknown = _kernel().UNKNOWN
        while not self._stop.is_set():
            answer, searched = lane.search(board, *question)
            self.positions += searched
            if answer != unknown:
                self.answer = answer
                return

    def stop(self) -> int:
        """Stop the thread (within a chunk); the positions it searched."""
        self._stop.set()
        self._thread.join()
        return self.positions


class _KernelBoard:
    """A labelled graph with the kernel's arrays and table: a part whose vertices and edges are
    among its own (by name) is a subgraph, searched as masks of it in the same table."""

    def __init__(self, part: Part):
        adj, names = part
        kernel = _kernel()
        self.index = {name: i for i, name in enumerate(names)}
        edges = _edges_of(adj)
        self.bit = {}
        for i, (u, w) in enumerate(edges):
            self.bit[names[u], names[w]] = self.bit[names[w], names[u]] = i
        self.geometry = kernel.geometry(edges)
        perms = _automorphisms(len(adj), edges)
        self.sym, self.syminfo = kernel.symmetries(edges, perms, keyed=len(perms) <= KEYED_SYMMETRIES)
        self.most_bits = min(TABLE_BITS, 10 + len(edges) // 2)
        self.most_shape_bits = min(SHAPE_BITS, 8 + len(edges) // 2)
        self.table = kernel.new_table(min(START_BITS, self.most_bits))
        self.shapes = kernel.new_shape_table(min(START_BITS - 2, self.most_shape_bits))
        self.lanes = [_Lane(len(adj) + len(edges), salt) for salt in LANE_SALTS]

    def grow(self) -> bool:
        """Make a table half full (a table of shapes a quarter full) 4 times bigger, up to its
        board's size, between two chunks of search: both lanes are held, so that no search is
        reading the old one. Whether a table grew."""
        if not any(self._full()):
            return False
        kernel = _kernel()
        with self.lanes[0].lock, contextlib.ExitStack() as others:
            for lane in self.lanes[1:]:
                others.enter_context(lane.lock)
            table_full, shapes_full = self._full()  # again: another thread may have grown them
            if table_full:
                bits = min(self.most_bits, self.entries.bit_length() + 1)
                self.table = kernel.grown(self.table, bits)
            if shapes_full:
                bits = min(self.most_shape_bits, (self.shapes.size // kernel.SHAPE_SLOT).bit_length() + 1)
                self.shapes = kernel.grown_shapes(self.shapes, bits)
        return table_full or shapes_full

    def _full(self) -> tuple[bool, bool]:
        """Whether the table, and the table of shapes, should grow."""
        kernel = _kernel()
        table_full = kernel.held(self.table) > self.entries // 2 and self.entries < 1 << self.most_bits
        slots = self.shapes.size // kernel.SHAPE_SLOT
        shapes_full = kernel.held(self.shapes) > slots // 4 and slots < 1 << self.most_shape_bits
        return table_full, shapes_full

    @property
    def entries(self) -> int:
        return _kernel().entries(self.table)

    def masks(self, part: Part) -> tuple[int, int] | None:
        """The part's vertex and edge masks on this board, or None if it is not a subgraph."""
        adj, names = part
        vmask = 0
        for name in names:
            i = self.index.get(name)
            if i is None:
                return None
            vmask |= 1 << i
        emask = 0
        for u, w in _edges_of(adj):
            b = self.bit.get((names[u], names[w]))
            if b is None:
                return None
            emask |= 1 << b
        return vmask, emask


def fits_kernel(part: Part) -> bool:
    adj = part[0]
    return len(adj) <= 63 and sum(m.bit_count() for m in adj) <= 2 * 63


class ChompSolver:
    """Exact Sprague-Grundy values of Chomp, by a win/loss search over components up to isomorphism.

    The memo key is the component's canonical form (BLISS through igraph): the canonically
    relabelled edge set itself (:func:`compact_key`), so two keys are equal only for isomorphic
    graphs (no hash that can collide). Bipartite components use the closed form, twin leaves are
    removed first, moves are tried once per automorphism orbit, and a table of every connected
    non-bipartite graph on up to 8 vertices ships with the package (loaded on first use). A
    component the memos and tables do not know is searched by the compiled kernel when it fits
    (``use_kernel``; without it this is the plain solver the kernel is tested against).
    """

    def __init__(self, use_table: bool = True, use_library: bool = True, use_kernel: bool = True):
        self.table: dict[int, int] = {}
        self._tables = [SMALL_TABLE] * use_table + [LIBRARY_TABLE] * (use_table and use_library)
        self.values: BoundedMemo[int, int] = BoundedMemo(VALUE_LIMIT)
        self.outcomes: BoundedMemo[tuple[int, int], bool] = BoundedMemo(OUTCOME_LIMIT)
        #: labelled component -> its key, or -1 - value for a component of known closed-form value
        self.labelled: BoundedMemo[tuple[int, ...], int] = BoundedMemo(LABELLED_LIMIT)
        self._table_loaded = not self._tables
        self.use_kernel = use_kernel
        #: Boards the kernel searched lately, the latest last, and the positions it searched.
        self.boards: list[_KernelBoard] = []
        self.kernel_positions = 0
        self._boards_lock = threading.Lock()

    # table ---------------------------------------------------------------------------------------
    def _load_table(self) -> None:
        self._table_loaded = True
        for name in self._tables:
            path = resources_dir() / "tables" / name
            try:
                text = gzip.decompress(path.read_bytes()).decode() if name.endswith(".gz") else path.read_text()
            except (OSError, EOFError, gzip.BadGzipFile, UnicodeDecodeError):
                continue  # a damaged table only costs time: the search finds the values again
            for line in text.splitlines():
                if line and not line.startswith("#"):
                    n, mask, value = line.split()
                    self.table[compact_key(int(n), int(mask, 16))] = int(value)

    # keys ----------------------------------------------------------------------------------------
    def canonical_key(self, adj: tuple[int, ...]) -> tuple[int, igraph.GraphBase, list[tuple[int, int]]]:
        """The :func:`compact_key` of a graph's canonical form, with the igraph graph and edges."""
        edges = _edges_of(adj)
        n = len(adj)
        g = igraph.GraphBase(n, edges)  # the C type: 3x cheaper to build than igraph.Graph
        # permute_vertices(p) is the canonical graph; in it, old vertex v carries label inv[v].
        perm = g.canonical_permutation()
        inv = sorted(range(n), key=perm.__getitem__)
        if n <= _BIT_TABLE_MAX:
            bits = _edge_bits(n)
            mask = sum([bits[inv[u]][inv[w]] for u, w in edges])  # distinct bits: the sum is their OR
        else:  # a table for big graphs would hold n^2 integers of up to n^2/2 bits; the bits are set in
            # bytes and read as one int (a sum of shifted ints costs edges x bits: 77 ms a key at 500
            # vertices and 12,496 edges, past a 1 s deadline by 0.15 s)
            packed = bytearray((n * (n - 1) // 2 + 7) // 8)
            for u, w in edges:
                b = _tri(inv[u], inv[w])
                packed[b >> 3] |= 1 << (b & 7)
            mask = int.from_bytes(packed, "little")
        return compact_key(n, mask), g, edges

    def _key(self, adj: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        """(key, reduced graph) of a connected labelled component; a key below 0 is -1 - value."""
        key = self.labelled.get(adj)
        if key is not None:
            return key, adj
        small = drop_twin_leaves(adj)
        value = _bipartite_value(small)
        if value is not None:
            key = -1 - value
        else:
            if not self._table_loaded:
                self._load_table()
            key = self.canonical_key(small)[0]
        self.labelled[adj] = key
        return key, small

    def _known(self, key: int) -> int | None:
        if key < 0:
            return -1 - key
        hit = self.table.get(key)
        return hit if hit is not None else self.values.get(key)

    # the kernel ----------------------------------------------------------------------------------
    def _board_for(self, part: Part) -> tuple[_KernelBoard, int, int]:
        """A board holding the part (one searched lately, or the part itself, new), and its masks."""
        with self._boards_lock:
            for board in reversed(self.boards):
                masks = board.masks(part)
                if masks is not None:
                    self.boards.remove(board)
                    self.boards.append(board)
                    return board, *masks
            board = _KernelBoard(part)
            self.boards.append(board)
            self._trim_boards()
        masks = board.masks(part)
        assert masks is not None
        return board, *masks

    def _trim_boards(self) -> None:
        """Forget the boards searched longest ago while the entries of all pass KERNEL_ENTRIES
        (the latest is kept); with ``_boards_lock`` held."""
        while len(self.boards) > 1 and sum(b.entries for b in self.boards) > KERNEL_ENTRIES:
            del self.boards[0]

    def warm_up(self) -> None:
        """Load the tables and the compiled kernel (numba's cache: about 0.3 s) now, before a
        search that a person waits for; the kernel values a small wheel to load every function."""
        if not self._table_loaded:
            self._load_table()
        if self.use_kernel:
            wheel = nx.wheel_graph(9)
            adj, _ = to_bitmasks(wheel)
            part = (adj, tuple(("warm-up", v) for v in wheel.nodes))
            self._kernel_ask(_kernel().POSITION, part, 0, NO_DEADLINE)
            with self._boards_lock:
                self.boards = [b for b in self.boards if ("warm-up", 0) not in b.index]

    def share_boards(self, adj: tuple[int, ...], alive: int, names: Names) -> None:
        """Open the kernel's boards for the parts of a position before its options are searched:
        each option's parts are subgraphs of them, so every option's search reuses what the others
        found (without this, the first option would open a board the next one does not fit)."""
        if self.use_kernel:
            for part in _split(adj, alive, names):
                if len(part[0]) > 1 and fits_kernel(part):
                    self._board_for(part)

    def _kernel_ask(self, mode: int, part: Part, k: int, deadline: Deadline) -> int:
        """The kernel's answer about the part (+ *k), in chunks of :data:`KERNEL_CHUNK` positions
        with a look at the deadline between two. A question not answered in the first chunk is
        searched by a second thread too, in its own order of options, in the same table: what
        either finishes, the other finds there (on two cores: 1.2-1.45 times sooner on the hard drawn boards)."""
        kernel = _kernel()
        board, vmask, emask = self._board_for(part)
        main = board.lanes[0]
        helper = None
        while True:
            answer, searched = main.search(board, mode, vmask, emask, k)
            self.kernel_positions += searched
            # A bigger table (older boards may then have to go), unless the search is about to stop:
            # growing takes 0.1-0.3 s on the hard boards, which ran the teaching study past its budget.
            if not deadline.expired and board.grow():
                with self._boards_lock:
                    self._trim_boards()
            if answer == kernel.UNKNOWN and helper is None and len(board.lanes) > 1:
                helper = _Helper(board, board.lanes[1], (mode, vmask, emask, k))
            if answer == kernel.UNKNOWN and helper is not None:
                answer = helper.answer
            if answer != kernel.UNKNOWN:
                if helper is not None:
                    self.kernel_positions += helper.stop()
                return answer
            if deadline.expired:
                if helper is not None:
                    self.kernel_positions += helper.stop()
                raise OutOfTime()

    # the search ----------------------------------------------------------------------------------
    def _fold(self, adj: tuple[int, ...], alive: int, k: int, names: Names) -> tuple[int, list[tuple[int, Part]]]:
        """Components of known value XORed into k; the others as (key, part)."""
        rest = []
        for part in _split(adj, alive, names):
            if len(part[0]) == 1:
                k ^= 1
                continue
            key, _ = self._key(part[0])
            value = self._known(key)
            if value is None:
                rest.append((key, part))
            else:
                k ^= value
        return k, rest

    def settled(self, adj: tuple[int, ...], alive: int, names: Names | None = None) -> bool | None:
        """Whether the graph on ``alive`` is lost for the player to move, if known without a search."""
        k, rest = self._fold(adj, alive, 0, names or range(len(adj)))
        rest = _unpaired(rest)
        if not rest:
            return k == 0
        if len(rest) == 1:
            hit = self.outcomes.get((rest[0][0], k))
            return None if hit is None else not hit
        return None

    def is_lost(self, adj: tuple[int, ...], alive: int, k: int = 0, deadline: Deadline = NO_DEADLINE,
                depth: int = 0, names: Names | None = None) -> bool:
        """Is the graph on ``alive``, plus a nim heap *k, lost for the player to move (value k)?
        ``names`` names adj's vertices, so that a later position finds the kernel's table again."""
        k, rest = self._fold(adj, alive, k, names or range(len(adj)))
        if not rest:
            return k == 0
        rest = _unpaired(rest)
        if not rest:
            return k == 0
        for key, part in rest[:-1]:
            k ^= self._value(key, part, deadline, depth)
        key, part = rest[-1]
        return not self._wins(key, part, k, deadline, depth)

    def _value(self, key: int, part: Part, deadline: Deadline, depth: int) -> int:
        """A component's exact value: by the kernel if it fits; else 0 if the win/loss search shows
        it lost, else the mex of its options' values (cheaper than asking "is it worth k?" for
        k = 1, 2, ... in turn)."""
        known = self._known(key)
        if known is not None:
            return known
        if self.use_kernel and fits_kernel(part):
            value = self._kernel_ask(_kernel().POSITION, part, 0, deadline)
            self.values[key] = value
            return value
        if not self._wins(key, part, 0, deadline, depth):
            return 0
        deadline.check()
        if depth > MAX_DEPTH:
            raise TooDeep()
        seen = set()
        for option in self._options(part, deadline):
            deadline.check()
            x, rest = self._fold(option[0], (1 << len(option[0])) - 1, 0, option[1])
            for k2, p2 in _unpaired(rest):
                x ^= self._value(k2, p2, deadline, depth + 1)
            seen.add(x)
        value = mex(seen)
        self.values[key] = value
        return value

    def _options(self, part: Part, deadline: Deadline, guesses: list[int] | None = None) -> list[Part]:
        """One option per orbit of moves of a component (its twin leaves removed first), each with
        its vertices' names; ``guesses`` receives the bipartite formula's value of each."""
        adj, kept = _twinless(part[0])
        names = tuple(part[1][v] for v in kept)
        key, g, edges = self.canonical_key(adj)
        n, e = len(adj), len(edges)
        vreps, ereps = _orbit_reps(n, edges, g.automorphism_group())
        out: list[Part] = []
        for v in vreps:
            deadline.check()
            out.append((drop_vertex(adj, v), names[:v] + names[v + 1:]))
            if guesses is not None:
                guesses.append(_predicted(n - 1, e - adj[v].bit_count()))
        for u, w in ereps:
            deadline.check()
            out.append((drop_edge(adj, u, w), names))
            if guesses is not None:
                guesses.append(_predicted(n, e - 1))
        return out

    def _wins(self, key: int, part: Part, k: int, deadline: Deadline, depth: int) -> bool:
        """Does the player to move win C + *k (C connected, its value not known yet)?"""
        known = self._known(key)
        if known is not None:
            return known != k
        hit = self.outcomes.get((key, k))
        if hit is not None:
            return hit
        for j in range(k):  # moving the heap to *j wins if C is worth j
            if self.outcomes.get((key, j)) is False:
                return True
        if self.use_kernel and fits_kernel(part):
            return self._found(key, k, not self._kernel_ask(_kernel().LOST, part, k, deadline))
        deadline.check()
        if depth > MAX_DEPTH:
            raise TooDeep()
        guesses: list[int] = []
        options = self._options(part, deadline, guesses)
        unknown = []
        for (adj, names), guess in zip(options, guesses):  # options of known value first: no search
            deadline.check()
            alive = (1 << len(adj)) - 1
            x, rest = self._fold(adj, alive, k, names)
            if not rest:
                if x == 0:
                    return self._found(key, k, True)
                continue
            if len(rest) == 1 and self.outcomes.get((rest[0][0], x)) is False:
                return self._found(key, k, True)
            unknown.append((guess != k, len(adj), adj, alive, names))
        unknown.sort(key=lambda t: (t[0], t[1]))
        for _, _, adj, alive, names in unknown:
            if self.is_lost(adj, alive, k, deadline, depth + 1, names):
                return self._found(key, k, True)
        for j in range(k):
            if not self._wins(key, part, j, deadline, depth):
                return self._found(key, k, True)
        return self._found(key, k, False)

    def _found(self, key: int, k: int, wins: bool) -> bool:
        self.outcomes[(key, k)] = wins
        if not wins:
            self.values[key] = k  # C + *k lost: C is worth k
        return wins

    # values --------------------------------------------------------------------------------------
    def graph_value(self, adj: tuple[int, ...], alive: int, deadline: Deadline = NO_DEADLINE,
                    names: Names | None = None) -> int:
        x, rest = self._fold(adj, alive, 0, names or range(len(adj)))
        for key, part in rest:
            x ^= self._value(key, part, deadline, 0)
        return x

    def table_rows(self, adj: tuple[int, ...], alive: int, deadline: Deadline = NO_DEADLINE) -> dict[int, int]:
        """Key -> value of each component that only a table or a search can value (more than
        :data:`SMALL_TABLE_MAX` vertices once reduced, not bipartite): what a table must hold for
        this position to be settled by look-ups."""
        rows = {}
        for part in _split(adj, alive, range(len(adj))):
            key, _ = self._key(part[0])
            if key >= 0 and split_key(key)[0] > SMALL_TABLE_MAX:
                rows[key] = self._value(key, part, deadline, 0)
        return rows

    def value(self, g: nx.Graph, deadline: Deadline = NO_DEADLINE) -> int:
        adj, alive = to_bitmasks(g)
        return self.graph_value(adj, alive, deadline, list(g.nodes))

    def component_values(self, g: nx.Graph, deadline: Deadline = NO_DEADLINE) -> list[tuple[frozenset, int | None]]:
        """Each component's vertex set and value (None when out of time)."""
        out: list[tuple[frozenset, int | None]] = []
        for comp in nx.connected_components(g):
            try:
                out.append((frozenset(comp), self.value(g.subgraph(comp), deadline)))
            except OutOfTime:
                out.append((frozenset(comp), None))
        return out


def to_bitmasks(g: nx.Graph) -> tuple[tuple[int, ...], int]:
    nodes = list(g.nodes)
    index = {v: i for i, v in enumerate(nodes)}
    adj = [0] * len(nodes)
    for u, v in g.edges():
        if u != v:
            adj[index[u]] |= 1 << index[v]
            adj[index[v]] |= 1 << index[u]
    return tuple(adj), (1 << len(nodes)) - 1


@lru_cache(maxsize=1)
def shared_solver() -> ChompSolver:
    """The process-wide solver, so every caller shares one memo."""
    return ChompSolver()


def grundy(g: nx.Graph) -> int:
    """Exact Sprague-Grundy value of Chomp on ``g``; 0 means the player to move loses."""
    return shared_solver().value(g)
