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
"""

from __future__ import annotations

import gzip
from functools import cache, lru_cache

import igraph
import networkx as nx

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


class TooDeep(OutOfTime):
    """The search went deeper than :data:`MAX_DEPTH` moves: the graph is too big to solve."""


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
    out = []
    for u, m in enumerate(adj):
        m >>= u + 1
        w = u + 1
        while m:
            if m & 1:
                out.append((u, w))
            m >>= 1
            w += 1
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


def _split(adj: tuple[int, ...], alive: int) -> list[tuple[int, ...]]:
    """Connected components of the subgraph on ``alive``, each relabelled 0..k-1."""
    parts: list[tuple[int, ...]] = []
    whole = alive == (1 << len(adj)) - 1
    while alive:
        comp = _reach(adj, alive & -alive, alive)
        alive &= ~comp
        if whole and not alive and not parts:
            return [adj]  # the whole graph is one component: nothing to relabel
        members = []
        m = comp
        while m:
            b = m & -m
            members.append(b.bit_length() - 1)
            m ^= b
        index = {v: i for i, v in enumerate(members)}
        parts.append(tuple(_remap(adj[v] & comp, index) for v in members))
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
    value: see the module's proof). A leaf's adjacency mask is its neighbour's bit, so leaves with
    equal masks are twins."""
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
            return adj
        keep = [v for v in range(len(adj)) if not drop >> v & 1]
        index = {v: i for i, v in enumerate(keep)}
        adj = tuple(_remap(adj[v] & ~drop, index) for v in keep)


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


def _unpaired(parts: list[tuple[int, tuple[int, ...]]]) -> list[tuple[int, tuple[int, ...]]]:
    """Components without their isomorphic twins (two equal values XOR to 0), smallest first."""
    count: dict[int, int] = {}
    for key, _ in parts:
        count[key] = count.get(key, 0) ^ 1
    odd = {key: part for key, part in parts if count[key]}
    return sorted(odd.items(), key=lambda kp: len(kp[1]))


class ChompSolver:
    """Exact Sprague-Grundy values of Chomp, by a win/loss search over components up to isomorphism.

    The memo key is the component's canonical form (BLISS through igraph): the canonically
    relabelled edge set itself (:func:`compact_key`), so two keys are equal only for isomorphic
    graphs (no hash that can collide). Bipartite components use the closed form, twin leaves are
    removed first, moves are tried once per automorphism orbit, and a table of every connected
    non-bipartite graph on up to 8 vertices ships with the package (loaded on first use).
    """

    def __init__(self, use_table: bool = True, use_library: bool = True):
        self.table: dict[int, int] = {}
        self._tables = [SMALL_TABLE] * use_table + [LIBRARY_TABLE] * (use_table and use_library)
        self.values: BoundedMemo[int, int] = BoundedMemo(VALUE_LIMIT)
        self.outcomes: BoundedMemo[tuple[int, int], bool] = BoundedMemo(OUTCOME_LIMIT)
        #: labelled component -> its key, or -1 - value for a component of known closed-form value
        self.labelled: BoundedMemo[tuple[int, ...], int] = BoundedMemo(LABELLED_LIMIT)
        self._table_loaded = not self._tables

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
        else:  # a table for big graphs would hold n^2 integers of up to n^2/2 bits
            mask = sum([1 << _tri(inv[u], inv[w]) for u, w in edges])
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

    # the search ----------------------------------------------------------------------------------
    def _fold(self, adj: tuple[int, ...], alive: int, k: int) -> tuple[int, list[tuple[int, tuple[int, ...]]]]:
        """Components of known value XORed into k; the others as (key, labelled graph)."""
        rest = []
        for part in _split(adj, alive):
            if len(part) == 1:
                k ^= 1
                continue
            key, _ = self._key(part)
            value = self._known(key)
            if value is None:
                rest.append((key, part))
            else:
                k ^= value
        return k, rest

    def settled(self, adj: tuple[int, ...], alive: int) -> bool | None:
        """Whether the graph on ``alive`` is lost for the player to move, if known without a search."""
        k, rest = self._fold(adj, alive, 0)
        rest = _unpaired(rest)
        if not rest:
            return k == 0
        if len(rest) == 1:
            hit = self.outcomes.get((rest[0][0], k))
            return None if hit is None else not hit
        return None

    def is_lost(self, adj: tuple[int, ...], alive: int, k: int = 0, deadline: Deadline = NO_DEADLINE,
                depth: int = 0) -> bool:
        """Is the graph on ``alive``, plus a nim heap *k, lost for the player to move (value k)?"""
        k, rest = self._fold(adj, alive, k)
        if not rest:
            return k == 0
        rest = _unpaired(rest)
        if not rest:
            return k == 0
        for key, part in rest[:-1]:
            k ^= self._value(key, part, deadline, depth)
        key, part = rest[-1]
        return not self._wins(key, part, k, deadline, depth)

    def _value(self, key: int, part: tuple[int, ...], deadline: Deadline, depth: int) -> int:
        """A component's exact value: 0 if the win/loss search shows it lost, else the mex of its
        options' values (cheaper than asking "is it worth k?" for k = 1, 2, ... in turn)."""
        known = self._known(key)
        if known is not None:
            return known
        if not self._wins(key, part, 0, deadline, depth):
            return 0
        deadline.check()
        if depth > MAX_DEPTH:
            raise TooDeep()
        seen = set()
        for option, _ in self._options(drop_twin_leaves(part), deadline):
            deadline.check()
            x, rest = self._fold(option, (1 << len(option)) - 1, 0)
            for k2, p2 in _unpaired(rest):
                x ^= self._value(k2, p2, deadline, depth + 1)
            seen.add(x)
        value = mex(seen)
        self.values[key] = value
        return value

    def _options(self, adj: tuple[int, ...], deadline: Deadline) -> list[tuple[tuple[int, ...], int]]:
        """One option per orbit of moves of a reduced component, with its bipartite-formula guess."""
        key, g, edges = self.canonical_key(adj)
        n, e = len(adj), len(edges)
        vreps, ereps = _orbit_reps(n, edges, g.automorphism_group())
        out = []
        for v in vreps:
            deadline.check()
            out.append((drop_vertex(adj, v), _predicted(n - 1, e - adj[v].bit_count())))
        for u, w in ereps:
            deadline.check()
            out.append((drop_edge(adj, u, w), _predicted(n, e - 1)))
        return out

    def _wins(self, key: int, part: tuple[int, ...], k: int, deadline: Deadline, depth: int) -> bool:
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
        deadline.check()
        if depth > MAX_DEPTH:
            raise TooDeep()
        small = drop_twin_leaves(part)
        options = self._options(small, deadline)
        full = [(1 << len(o)) - 1 for o, _ in options]
        unknown = []
        for (option, guess), alive in zip(options, full):  # options of known value first: no search
            deadline.check()
            x, rest = self._fold(option, alive, k)
            if not rest:
                if x == 0:
                    return self._found(key, k, True)
                continue
            if len(rest) == 1 and self.outcomes.get((rest[0][0], x)) is False:
                return self._found(key, k, True)
            unknown.append((guess != k, len(option), option, alive))
        unknown.sort(key=lambda t: (t[0], t[1]))
        for _, _, option, alive in unknown:
            if self.is_lost(option, alive, k, deadline, depth + 1):
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
    def graph_value(self, adj: tuple[int, ...], alive: int, deadline: Deadline = NO_DEADLINE) -> int:
        x, rest = self._fold(adj, alive, 0)
        for key, part in rest:
            x ^= self._value(key, part, deadline, 0)
        return x

    def table_rows(self, adj: tuple[int, ...], alive: int, deadline: Deadline = NO_DEADLINE) -> dict[int, int]:
        """Key -> value of each component that only a table or a search can value (more than
        :data:`SMALL_TABLE_MAX` vertices once reduced, not bipartite): what a table must hold for
        this position to be settled by look-ups."""
        rows = {}
        for part in _split(adj, alive):
            key, _ = self._key(part)
            if key >= 0 and split_key(key)[0] > SMALL_TABLE_MAX:
                rows[key] = self._value(key, part, deadline, 0)
        return rows

    def value(self, g: nx.Graph, deadline: Deadline = NO_DEADLINE) -> int:
        adj, alive = to_bitmasks(g)
        return self.graph_value(adj, alive, deadline)

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
