"""Exact values of Hackenbush positions, on edges given as (u, v, key) with the ground merged.

* :func:`green_grundy`: the fusion principle (every 2-edge-connected block fuses to one vertex
  whose k edges become k loops, worth k mod 2) and the colon principle (a vertex is worth the nim
  sum of its loops and of 1 + the value above each bridge leaving it), all iterative and linear.
* :func:`blue_red_value`: parts meeting only at the ground add up; stalks by sign expansion,
  trees by Berlekamp's edge rule, anything else by a memoised search of the simplest number.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import networkx as nx

from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline
from graphgames_desktop.games.solve.structures import UnionFind
from graphgames_desktop.games.solve.surreal import simplest_between, stalk_value

GREEN, BLUE, RED = "green", "blue", "red"
#: Parts with more edges than this that are neither stalks nor trees are not searched.
SEARCH_LIMIT = 22
ROOT = ("ground",)  # every ground vertex is merged into this one node


# -- shared graph helpers ------------------------------------------------------------------------

def rooted_edges(edges, ground) -> list[tuple]:
    """(u, v, key) triples with ground vertices merged into ROOT."""
    ground = set(ground)
    return [(ROOT if u in ground else u, ROOT if v in ground else v, key) for u, v, key in edges]


def grounded(edges: list[tuple]) -> list[tuple]:
    """The edges still connected to ROOT (the others fall)."""
    adj: dict = {}
    for u, v, _key in edges:
        adj.setdefault(u, []).append(v)
        adj.setdefault(v, []).append(u)
    seen = {ROOT}
    stack = [ROOT]
    while stack:
        x = stack.pop()
        for y in adj.get(x, ()):
            if y not in seen:
                seen.add(y)
                stack.append(y)
    return [e for e in edges if e[0] in seen]


def edge_list(g: nx.MultiGraph) -> list[tuple]:
    if g.is_multigraph():
        return [(u, v, (u, v, k)) for u, v, k in g.edges(keys=True)]
    return [(u, v, (u, v, 0)) for u, v in g.edges()]


# -- Green Hackenbush ----------------------------------------------------------------------------

@dataclass
class Fused:
    """A rooted graph after the fusion principle: a tree of blocks (2-edge-connected parts, each
    now one vertex) joined by bridges. Blocks are named by their DFS head; the root block is 0."""

    loops: dict  # block -> number of non-bridge edges fused into it (each one a loop)
    children: dict  # block -> child blocks (one bridge each)
    order: list  # blocks, parents before children
    root: int = 0


def fuse(edges: list[tuple]) -> Fused:
    """Fusion principle on root-merged edges, in one iterative DFS over arrays (linear time).

    DFS lowlinks find the bridges: a tree edge into w is one when low[w] > disc[parent]. Removing
    the bridges leaves subtrees of the DFS tree, the blocks, so each vertex's block is its parent's
    unless it starts a new one. Only what the DFS reaches from the ground counts: the rest falls.
    """
    index = {ROOT: 0}
    ends = []
    for u, v, _ in edges:
        ends.append((index.setdefault(u, len(index)), index.setdefault(v, len(index))))
    n = len(index)
    adj: list[list] = [[] for _ in range(n)]
    for i, (a, b) in enumerate(ends):
        adj[a].append((b, i))
        if a != b:
            adj[b].append((a, i))
    disc, low, parent, pedge = [-1] * n, [0] * n, [-1] * n, [-1] * n
    disc[0] = 0
    order = [0]
    stack = [(0, iter(adj[0]))]
    clock = 0
    while stack:
        v, it = stack[-1]
        for w, i in it:
            if i == pedge[v]:
                continue
            if disc[w] < 0:
                clock += 1
                disc[w] = low[w] = clock
                parent[w], pedge[w] = v, i
                order.append(w)
                stack.append((w, iter(adj[w])))
                break
            if disc[w] < low[v]:
                low[v] = disc[w]
        else:
            stack.pop()
            if stack and low[v] < low[parent[v]]:
                low[parent[v]] = low[v]
    head = list(range(n))
    heads = [0]
    children: dict = {0: []}
    for w in order[1:]:
        p = parent[w]
        if low[w] > disc[p]:  # the tree edge into w is a bridge: w starts a block
            heads.append(w)
            children[w] = []
            children[head[p]].append(w)
        else:
            head[w] = head[p]
    bridge_edges = {pedge[w] for w in heads[1:]}
    loops: dict = {}
    for i, (a, _) in enumerate(ends):
        if disc[a] >= 0 and i not in bridge_edges:
            loops[head[a]] = loops.get(head[a], 0) + 1
    return Fused(loops, children, heads)


def green_value_of(edges: list[tuple]) -> int:
    f = fuse(edges)
    value: dict = {}
    for b in reversed(f.order):  # children before parents: no recursion
        x = f.loops.get(b, 0) & 1
        for c in f.children[b]:
            x ^= value[c] + 1
        value[b] = x
    return value[f.root]


def green_grundy(g: nx.MultiGraph, ground) -> int:
    """Nim value of Green Hackenbush on ``g`` (loops and parallel edges allowed) rooted at ``ground``."""
    return green_value_of(rooted_edges(edge_list(g), ground))


# -- Blue-Red Hackenbush ---------------------------------------------------------------------------

def parts(edges: list[tuple]) -> list[list[tuple]]:
    """Grounded edges split into the parts that meet only at the ground (their games add up)."""
    joined: UnionFind[object] = UnionFind()
    for u, v, _ in edges:
        if u != ROOT and v != ROOT:
            joined.union(u, v)
    groups: dict = {}
    for e in edges:
        u, v, _ = e
        groups.setdefault(joined.find(v if u == ROOT else u), []).append(e)
    return list(groups.values())


def _tree_value(edges: list[tuple], color: dict) -> Fraction | None:
    """Value of a part that is a tree hanging from the ground, or None if it is not one."""
    nodes = {u for u, _, _ in edges} | {v for _, v, _ in edges}
    if len(edges) != len(nodes) - 1 or any(u == v for u, v, _ in edges):
        return None
    adj: dict = {}
    for u, v, key in edges:
        adj.setdefault(u, []).append((v, key))
        adj.setdefault(v, []).append((u, key))
    order: list = [ROOT]
    parent_edge: dict = {ROOT: None}
    for x in order:
        for y, key in adj.get(x, ()):
            if y not in parent_edge:
                parent_edge[y] = (x, key)
                order.append(y)
    if len(order) != len(nodes):
        return None
    # Dyadic values as (numerator, exponent) pairs: exact, and no gcd per step.
    value = {x: (0, 0) for x in order}
    for x in reversed(order[1:]):
        p, key = parent_edge[x]
        num, exp = _dyadic_edge(color[key], value[x])
        pn, pe = value[p]
        k = max(exp, pe)
        value[p] = _dyadic_norm((pn << (k - pe)) + (num << (k - exp)), k)
    num, exp = value[ROOT]
    return Fraction(num, 1 << exp)


def _dyadic_norm(num: int, exp: int) -> tuple[int, int]:
    if num == 0:
        return (0, 0)
    shift = min(exp, (num & -num).bit_length() - 1)
    return (num >> shift, exp - shift)


def _dyadic_edge(color: str, x: tuple[int, int]) -> tuple[int, int]:
    """:func:`edge_under` on (numerator, exponent) pairs."""
    num, exp = x
    if color == RED:
        n2, e2 = _dyadic_edge(BLUE, (-num, exp))
        return (-n2, e2)
    # the least n >= 1 with x + n > 1 is floor(1 - x) + 1 (an arithmetic shift floors)
    n = max(1, (((1 << exp) - num) >> exp) + 1)
    return _dyadic_norm(num + (n << exp), exp + n - 1)


#: Values of searched parts, shared by every search (the analysis of each move, hints, players):
#: keyed by the part's edges with their ends and colours, so the key is exact across boards.
_PART_VALUES: dict[frozenset, Fraction] = {}
_PART_VALUES_LIMIT = 500_000


def _search_value(edges: list[tuple], color: dict, deadline: Deadline) -> Fraction:
    """Simplest-number search over grounded edge subsets (bitmasks), memoised per part: after
    every cut the position is split again into the parts that meet only at the ground, and
    their values add, so each part is searched on its own."""
    vertex = {ROOT: 0}
    for u, v, _ in edges:
        vertex.setdefault(u, len(vertex))
        vertex.setdefault(v, len(vertex))
    at = [0] * len(vertex)  # at[x]: bitmask of the edges touching vertex x
    ends = []  # ends[i]: bitmask of edge i's vertices other than the ground
    for i, (u, v, _) in enumerate(edges):
        a, b = vertex[u], vertex[v]
        at[a] |= 1 << i
        at[b] |= 1 << i
        ends.append(((1 << a) | (1 << b)) & ~1)
    blue = sum(1 << i for i, e in enumerate(edges) if color[e[2]] == BLUE)
    red = sum(1 << i for i, e in enumerate(edges) if color[e[2]] == RED)
    described = [(e[0], e[1], e[2], color[e[2]]) for e in edges]  # what a part is, board-independent
    whole: dict[int, Fraction] = {}

    def split(mask: int) -> list[int]:
        """The grounded parts of ``mask`` (edges not reached from the ground fall)."""
        parts = []
        todo = at[0] & mask
        while todo:
            first = todo & -todo
            part = first
            seen = ends[first.bit_length() - 1]
            frontier = seen
            while frontier:
                low = frontier & -frontier
                frontier ^= low
                new = at[low.bit_length() - 1] & mask & ~part
                part |= new
                while new:
                    e = new & -new
                    new ^= e
                    fresh = ends[e.bit_length() - 1] & ~seen
                    seen |= fresh
                    frontier |= fresh
            todo &= ~part
            parts.append(part)
        return parts

    def value_of(mask: int) -> Fraction:
        hit = whole.get(mask)
        if hit is None:
            hit = whole[mask] = sum((part_value(p) for p in split(mask)), Fraction(0))
        return hit

    def part_value(mask: int) -> Fraction:
        key = frozenset(described[i] for i in range(len(described)) if mask >> i & 1)
        hit = _PART_VALUES.get(key)
        if hit is not None:
            return hit
        deadline.check()
        left = right = None
        m = mask & (blue | red)
        while m:
            b = m & -m
            m ^= b
            v = value_of(mask & ~b)
            if b & blue:
                left = v if left is None or v > left else left
            else:
                right = v if right is None or v < right else right
        result = simplest_between(left, right)
        if len(_PART_VALUES) > _PART_VALUES_LIMIT:
            _PART_VALUES.clear()
        _PART_VALUES[key] = result
        return result

    return value_of((1 << len(edges)) - 1)


def _stalk_colors(edges: list[tuple], color: dict) -> list[str] | None:
    """The colours of a part from the ground up, if the part is a single stalk."""
    adj: dict = {}
    for u, v, key in edges:
        if u == v:
            return None
        adj.setdefault(u, []).append((v, key))
        adj.setdefault(v, []).append((u, key))
    if len(adj.get(ROOT, ())) != 1 or any(len(x) > 2 for x in adj.values()) or len(adj) != len(edges) + 1:
        return None
    colours: list[str] = []
    prev, here = None, ROOT
    while True:
        step = [(w, k) for w, k in adj[here] if w != prev]
        if not step:
            return colours
        (nxt, key), = step
        colours.append(color[key])
        prev, here = here, nxt


def blue_red_value_of(edges: list[tuple], color: dict, deadline: Deadline = NO_DEADLINE) -> Fraction:
    total = Fraction(0)
    for part in parts(grounded(edges)):
        stalk = _stalk_colors(part, color)
        if stalk is not None:  # sign expansion: linear, where the tree rule's numbers grow
            total += stalk_value(stalk)
            continue
        tree = _tree_value(part, color)
        if tree is not None:
            total += tree
        elif len(part) <= SEARCH_LIMIT:
            total += _search_value(part, color, deadline)
        else:
            raise ValueError("too_large")
    return total


def blue_red_value(g: nx.MultiGraph, ground) -> Fraction:
    """Exact value of Blue-Red Hackenbush (edge attribute ``color``: "blue" for Left, or "red").

    Positive: Blue wins whoever starts; negative: Red does; zero: the second player wins.
    ValueError for a green edge (not a number) or for a large part with cycles.
    """
    edges = edge_list(g)
    color = {}
    for u, v, key in edges:
        c = (g.edges[key] if g.is_multigraph() else g.edges[u, v]).get("color")
        if c not in (BLUE, RED):
            raise ValueError("every edge must be blue or red")
        color[key] = c
    return blue_red_value_of(rooted_edges(edges, ground), color)
