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
"""

from __future__ import annotations

from functools import cache, lru_cache

import igraph
import networkx as nx

from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime, mex
from graphgames_desktop.games.solve.structures import UnionFind, edge_key
from graphgames_desktop.paths import resources_dir

#: Labelled components remembered besides the canonical memo (about 200 bytes each).
LABELLED_CACHE_LIMIT = 2_000_000


def _tri(a: int, b: int) -> int:
    if a > b:
        a, b = b, a
    return b * (b - 1) // 2 + a


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


def _is_bipartite(adj: tuple[int, ...]) -> bool:
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
                    return False
    return True


def _split(adj: tuple[int, ...], alive: int) -> list[tuple[int, ...]]:
    """Connected components of the subgraph on ``alive``, each relabelled 0..k-1."""
    parts = []
    while alive:
        comp = _reach(adj, alive & -alive, alive)
        alive &= ~comp
        members = []
        m = comp
        while m:
            b = m & -m
            members.append(b.bit_length() - 1)
            m ^= b
        index = {v: i for i, v in enumerate(members)}
        parts.append(tuple(_remap(adj[v] & comp, index) for v in members))
    return parts


def _drop_vertex(adj: tuple[int, ...], v: int) -> tuple[int, ...]:
    """The graph without vertex v, relabelled by bit arithmetic: vertices above v move down one."""
    low = (1 << v) - 1
    return tuple((m & low) | ((m >> 1) & ~low) for i, m in enumerate(adj) if i != v)


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


def _connected(adj: tuple[int, ...]) -> bool:
    full = (1 << len(adj)) - 1
    return _reach(adj, 1, full) == full


def _remap(mask: int, index: dict[int, int]) -> int:
    out = 0
    while mask:
        b = mask & -mask
        out |= 1 << index[b.bit_length() - 1]
        mask ^= b
    return out


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


class ChompSolver:
    """Exact Sprague-Grundy values of Chomp, memoised per connected component up to isomorphism.

    The memo key is the component's canonical form (BLISS through igraph): the canonically
    relabelled edge set itself, so two keys are equal only for isomorphic graphs (no hash that can
    collide). Bipartite components use the closed form; moves are tried once per automorphism orbit.
    A table of every connected non-bipartite graph on up to 8 vertices ships with the package.
    """

    def __init__(self, use_table: bool = True):
        self.memo: dict[tuple[int, int], int] = {}
        self.labelled: dict[tuple[int, ...], int] = {}
        self._table_loaded = not use_table

    # table ---------------------------------------------------------------------------------------
    def _load_table(self) -> None:
        self._table_loaded = True
        path = resources_dir() / "tables" / "chomp_small.txt"
        try:
            text = path.read_text()
        except OSError:
            return
        for line in text.splitlines():
            if line and not line.startswith("#"):
                n, mask, value = line.split()
                self.memo[(int(n), int(mask, 16))] = int(value)

    # values --------------------------------------------------------------------------------------
    def canonical_key(self, adj: tuple[int, ...]) -> tuple[tuple[int, int], igraph.GraphBase, list]:
        edges = _edges_of(adj)
        g = igraph.GraphBase(len(adj), edges)  # the C type: 3x cheaper to build than igraph.Graph
        # permute_vertices(p) is the canonical graph; in it, old vertex v carries label inv[v].
        perm = g.canonical_permutation()
        inv = sorted(range(len(adj)), key=perm.__getitem__)
        if len(adj) <= _BIT_TABLE_MAX:
            bits = _edge_bits(len(adj))
            mask = sum([bits[inv[u]][inv[w]] for u, w in edges])  # distinct bits: the sum is their OR
        else:  # a table for big graphs would hold n^2 integers of up to n^2/2 bits
            mask = sum([1 << _tri(inv[u], inv[w]) for u, w in edges])
        return (len(adj), mask), g, edges

    def labelled_value(self, adj: tuple[int, ...], deadline: Deadline = NO_DEADLINE) -> int:
        """Value of a labelled graph on vertices 0..n-1, connected or not.

        The same labelled graph is reached by many move orders, so it is cached under itself (a
        labelled graph is its own exact key, as a canonical form is) before any splitting or
        canonising is done.
        """
        hit = self.labelled.get(adj)
        if hit is not None:
            return hit
        if not adj:
            return 0
        if _connected(adj):
            value = self._component_value(adj, deadline)
        else:
            value = 0
            for part in _split(adj, (1 << len(adj)) - 1):
                value ^= self.labelled_value(part, deadline)
        if len(self.labelled) >= LABELLED_CACHE_LIMIT:
            self.labelled.clear()  # bounded memory; the canonical memo keeps everything solved
        self.labelled[adj] = value
        return value

    def _component_value(self, adj: tuple[int, ...], deadline: Deadline) -> int:
        n = len(adj)
        if _is_bipartite(adj):
            e = sum(bin(m).count("1") for m in adj) // 2
            return (n & 1) + 2 * (e & 1)
        if not self._table_loaded:
            self._load_table()
        key, g, edges = self.canonical_key(adj)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        deadline.check()
        vreps, ereps = _orbit_reps(n, edges, g.automorphism_group())
        values = set()
        for v in vreps:
            values.add(self.labelled_value(_drop_vertex(adj, v), deadline))
        for u, w in ereps:
            cut = list(adj)
            cut[u] &= ~(1 << w)
            cut[w] &= ~(1 << u)
            values.add(self.labelled_value(tuple(cut), deadline))
        value = mex(values)
        self.memo[key] = value
        return value

    def graph_value(self, adj: tuple[int, ...], alive: int, deadline: Deadline = NO_DEADLINE) -> int:
        x = 0
        for part in _split(adj, alive):
            x ^= self.labelled_value(part, deadline)
        return x

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
