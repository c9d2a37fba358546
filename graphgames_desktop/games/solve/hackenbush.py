"""Exact values of Hackenbush positions, on edges given as (u, v, key) with the ground merged.

* :func:`green_grundy`: the fusion principle (every 2-edge-connected block fuses to one vertex
  whose k edges become k loops, worth k mod 2) and the colon principle (a vertex is worth the nim
  sum of its loops and of 1 + the value above each bridge leaving it), all iterative and linear.
* :func:`blue_red_value`: parts meeting only at the ground add up; stalks by sign expansion,
  trees by Berlekamp's edge rule. A part with cycles of up to :data:`KERNEL_EDGES` edges goes to
  the compiled search of ``hackenbush_kernel`` (the same reductions, on bitmasks). A bigger one
  has its branches replaced by stalks of their values (the colon principle) until it fits there,
  or else is searched here for the simplest number between its best options, memoised on
  canonical forms and trying one cut per orbit of the picture's symmetries; a big reduced part
  is then compared with numbers down the simplicity tree, each comparison stopping at the first
  option that decides it.
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

import igraph
import networkx as nx
import numpy as np

from graphgames_desktop.games.solve.grundy import NO_DEADLINE, BoundedMemo, Deadline
from graphgames_desktop.games.solve.structures import UnionFind
from graphgames_desktop.games.solve.surreal import simplest_between, stalk_value

GREEN, BLUE, RED = "green", "blue", "red"
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

@dataclass(frozen=True)
class Reduction:
    """One step of reducing a Green picture to one stalk, as data (no picture yet): ``code`` and
    ``params`` as ``hackenbush_simplify.SimplifyStep`` has them, the rooted tree of (parent, child) edges and the
    loops on its vertices after the step, and the vertex a colon step joins branches at."""

    code: str
    params: dict
    tree: tuple[tuple, ...]
    loops: dict
    focus: object = None


def green_reduction(edges: list[tuple]) -> tuple[object, list[Reduction]]:
    """How Green edges (ground merged into ROOT) reduce to one stalk: fuse cycles, cancel loops, join
    branches; the root of the tree, then the steps (``fuse``, ``loops``, ``colon``..., ``done``).

    The Simplify player draws these steps and the teaching layer's "why" words the same ones, so
    the two cannot tell a picture's value differently."""
    value = green_value_of(edges)
    if not edges:
        return ROOT, [Reduction("done", {"value": 0}, (), {})]
    steps: list[Reduction] = []
    f = fuse(edges)
    tree = []
    for b in f.order:
        for c in f.children[b]:
            tree.append((b, c))
    loops = {b: k for b, k in f.loops.items() if k}
    vertices = len({u for u, _, _ in edges} | {v for _, v, _ in edges} | {ROOT})
    if vertices > len(f.order):  # some cycle has two vertices or more: they fuse into one
        steps.append(Reduction("fuse", {"places": len(loops), "loops": sum(loops.values())}, tuple(tree), loops))
    if loops:
        # each loop is a stalk of length 1; two cancel: keep one stalk where the count is odd
        counter = [0]

        def leaf():
            counter[0] += 1
            return ("leaf", counter[0])

        for b, k in loops.items():
            if k & 1:
                tree.append((b, leaf()))
        kept = sum(k & 1 for k in loops.values())
        steps.append(Reduction("loops", {"cancelled": sum(loops.values()) - kept, "kept": kept,
                                         "total": sum(loops.values()), "places": len(loops)}, tuple(tree), {}))
    # colon principle, deepest vertices first: branches that are stalks become one stalk
    children: dict = {}
    for u, v in tree:
        children.setdefault(u, []).append(v)
    order = [f.root]
    for x in order:
        order.extend(children.get(x, ()))
    length: dict = {}
    for x in reversed(order):
        kids = children.get(x, [])
        branch = [length[y] + 1 for y in kids]
        if len(branch) >= 2:
            joined = 0
            for b in branch:
                joined ^= b
            length[x] = joined
            # rebuild the tree with x carrying one stalk of the joined length
            keep = set()
            stack = list(kids)
            while stack:
                y = stack.pop()
                keep.add(y)
                stack.extend(children.get(y, ()))
            tree = [(u, v) for u, v in tree if v not in keep]
            children[x] = []
            prev: object = x
            for k in range(joined):
                nxt = ("stalk", x, k)
                tree.append((prev, nxt))
                children.setdefault(prev, []).append(nxt)
                prev = nxt
            steps.append(Reduction("colon", {"lengths": ", ".join(map(str, branch)), "length": joined}, tuple(tree), {}, x))
        else:
            length[x] = branch[0] if branch else 0
    steps.append(Reduction("done", {"value": value}, tuple(tree), {}))
    return f.root, steps


def parts(edges: list[tuple]) -> list[list[tuple]]:
    """The grounded edges split into the parts that meet only at the ground (their games add up);
    an edge with both ends on the ground is a part of its own, and edges not connected to the
    ground (they fall) are left out. One pass from the ground's neighbours, never through it."""
    adj: dict = {}
    for u, v, _ in edges:
        if u != v and u != ROOT and v != ROOT:
            adj.setdefault(u, []).append(v)
            adj.setdefault(v, []).append(u)
    part_of: dict = {}
    count = 0
    for u, v, _ in edges:
        x = v if u == ROOT else u if v == ROOT else ROOT
        if x == ROOT or x in part_of:
            continue
        part_of[x] = count
        stack = [x]
        while stack:
            for w in adj.get(stack.pop(), ()):
                if w not in part_of:
                    part_of[w] = count
                    stack.append(w)
        count += 1
    groups: list[list[tuple]] = [[] for _ in range(count)]
    for e in edges:
        u, v, _ = e
        if u == v == ROOT:
            groups.append([e])
            continue
        p = part_of.get(v if u == ROOT else u)
        if p is not None:
            groups[p].append(e)
    return groups


def _tree_value(edges: list[tuple], color: dict, weight: dict | None = None) -> Fraction | None:
    """Value of a part that is a tree hanging from the ground, or None if it is not one; a vertex
    x may carry branches worth ``weight[x]`` (Berlekamp's rule starts from them, not from 0)."""
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
    for x, w in (weight or {}).items():
        value[x] = (w.numerator, w.denominator.bit_length() - 1)
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


#: Parts with more edges than this, once reduced, are not searched (each level of the search
#: cuts one edge, so this also bounds its depth).
SEARCH_LIMIT = 48
#: Values of searched parts, shared by every search (the analysis of each move, hints, players),
#: keyed by the part's canonical form, so equal pictures anywhere share one entry.
_PART_VALUES: BoundedMemo[tuple, Fraction] = BoundedMemo(500_000)
#: Parts of up to this many edges (their weights counted as the stalks they stand for) are searched
#: by the compiled kernel; 0 leaves every part to the search below.
KERNEL_EDGES = 56  # hackenbush_kernel.MAX_EDGES (that module is imported when first needed)


def _kernel():
    """The compiled kernel, imported on first use: loading numba and the compiled code takes
    about half a second that a session without Blue-Red Hackenbush need not pay."""
    from graphgames_desktop.games.solve import hackenbush_kernel
    return hackenbush_kernel
#: The same, keyed by the part as it stands (its labelled edges and weights).
_LABELLED_VALUES: BoundedMemo[tuple, Fraction] = BoundedMemo(500_000)


def sign_expansion(x: Fraction) -> list[str]:
    """The stalk worth ``x``, ground upwards: the inverse of :func:`stalk_value`.

    Whole steps towards x while the signs agree, then half steps of ever smaller size once the
    first sign change has been made, as the simplicity tree is walked down to x.
    """
    signs: list[str] = []
    here, step, whole = Fraction(0), Fraction(1), True
    while here != x:
        up = x > here
        sign = BLUE if up else RED
        if whole and signs and sign != signs[-1]:
            whole = False
        if not whole:
            step /= 2
        here += step if up else -step
        signs.append(sign)
    return signs


def _branches(part: list[tuple]) -> tuple[list[tuple], list[tuple[object, list[tuple]]]]:
    """The edges that are not in a branch, and the branches: (x, edges) for every maximal set of
    edges that meets the rest of the part only at one vertex x other than the ground.

    One iterative DFS from the ground with lowlinks: a DFS child w of x != ground with
    low[w] >= disc[x] starts a branch at x (everything below w reaches the rest only through x).
    """
    adj: dict = {}
    for i, (u, v, _c) in enumerate(part):
        adj.setdefault(u, []).append((v, i))
        if u != v:
            adj.setdefault(v, []).append((u, i))
    disc, low, parent_edge = {ROOT: 0}, {ROOT: 0}, {ROOT: -1}
    order = [ROOT]
    stack = [(ROOT, iter(adj.get(ROOT, ())))]
    while stack:
        x, it = stack[-1]
        for y, i in it:
            if i == parent_edge[x]:
                continue
            if y not in disc:
                disc[y] = low[y] = len(disc)
                parent_edge[y] = i
                order.append(y)
                stack.append((y, iter(adj[y])))
                break
            if disc[y] < low[x]:
                low[x] = disc[y]
        else:
            stack.pop()
            if stack:
                p = stack[-1][0]
                if low[x] < low[p]:
                    low[p] = low[x]
    parent = {y: (part[parent_edge[y]][0] if part[parent_edge[y]][1] == y else part[parent_edge[y]][1])
              for y in order[1:]}
    head: dict = {}  # vertex -> the branch start w it lies under (its topmost one)
    starts = []
    for y in order[1:]:
        p = parent[y]
        if p in head:
            head[y] = head[p]
        elif p != ROOT and low[y] >= disc[p]:
            head[y] = y
            starts.append(y)
    if not starts:
        return part, []
    groups: dict = {w: [] for w in starts}
    core = []
    for u, v, c in part:  # an edge with an end inside a branch belongs to it (its other end is
        w = head.get(u, head.get(v))  # in the branch too, or is the branch's vertex x)
        if w is None:
            core.append((u, v, c))
        else:
            groups[w].append((u, v, c))
    return core, [(parent[w], groups[w]) for w in starts]


def _canonical(part: list[tuple], weight: dict) -> tuple[tuple, list[int]]:
    """A key equal exactly for pictures equal up to renaming vertices (ground, colours and
    weights kept), and one edge of each orbit of the picture's symmetries.

    The picture becomes a vertex-coloured graph: one node per vertex, coloured by its weight (the
    ground apart), and one per edge, coloured by the edge's colour and joined to its ends; BLISS
    relabels it canonically, and the key lists the colour of each relabelled node, the weights
    the colours stand for, and the relabelled links.
    """
    index = {ROOT: 0}
    for u, v, _c in part:
        index.setdefault(u, len(index))
        index.setdefault(v, len(index))
    nv = len(index)
    weights = sorted(set(weight.values()))
    shade = {w: 4 + i for i, w in enumerate(weights)}
    colours = [1] + [0] * (nv - 1)
    for x, w in weight.items():
        colours[index[x]] = shade[w]
    links = []
    for i, (u, v, c) in enumerate(part):
        node = nv + i
        colours.append(2 if c == BLUE else 3)
        links.append((index[u], node))
        if u != v:
            links.append((index[v], node))
    g = igraph.GraphBase(len(colours), links)
    perm = g.canonical_permutation(color=colours)
    placed = [0] * len(colours)
    for node, label in enumerate(perm):
        placed[label] = colours[node]
    n = len(colours)
    codes = []  # each relabelled link as one int (its smaller end * n + the larger): cheap to sort
    for a, b in links:
        pa, pb = perm[a], perm[b]
        codes.append(pa * n + pb if pa < pb else pb * n + pa)
    codes.sort()
    key = (tuple(placed), tuple(weights), tuple(codes))
    orbit: UnionFind[int] = UnionFind()
    for gen in g.automorphism_group(color=colours):
        for i in range(len(part)):
            orbit.union(i, gen[nv + i] - nv)
    return key, [i for i in range(len(part)) if orbit.find(i) == i]


def number_options(x: Fraction) -> tuple[Fraction | None, Fraction | None]:
    """The Left and Right options of the number x in canonical form (its stalk's best cuts):
    the stalk cut just below its topmost blue edge, and just below its topmost red one."""
    signs = sign_expansion(x)
    out: list[Fraction | None] = []
    for colour in (BLUE, RED):
        top = max((i for i, c in enumerate(signs) if c == colour), default=None)
        out.append(None if top is None else stalk_value(signs[:top]))
    return out[0], out[1]


def _options_value(edges: list[tuple], weight: dict, deadline: Deadline) -> Fraction:
    """Value of what is left after a cut: the parts still standing, each valued on its own (a
    vertex that fell takes its weight with it)."""
    total = Fraction(0)
    for p in parts(edges):
        deadline.check()
        if len(p) == 1 and p[0][0] == p[0][1] == ROOT:  # both ends on the ground: just itself
            total += 1 if p[0][2] == BLUE else -1
            continue
        ends = {u for u, _, _ in p} | {v for _, v, _ in p}
        on = {x: w for x, w in weight.items() if x in ends}
        labelled = (_multiset(p), frozenset(on.items()))  # met again and again:
        value = _LABELLED_VALUES.get(labelled)  # looked up before it is reduced and canonised
        if value is None:
            value = _LABELLED_VALUES[labelled] = _part_value(p, on, deadline)
        total += value
    return total


def _multiset(edges: list[tuple]) -> frozenset:
    """A key for edges as a multiset: the set itself when no edge repeats (most often, and
    cheaper), else (edge, count) pairs; the two kinds of key hold different tuples, so never meet."""
    once = frozenset(edges)
    return once if len(once) == len(edges) else frozenset(Counter(edges).items())


def _stalk_edges(weight: dict) -> list[tuple]:
    """The weights as the stalks they stand for (the colon principle), on new vertices."""
    edges = []
    for b, (x, w) in enumerate(weight.items()):
        prev = x
        for j, c in enumerate(sign_expansion(w)):
            edges.append((prev, ("stalk", b, j), c))
            prev = ("stalk", b, j)
    return edges


class _KernelPart:
    """A part as the kernel's arrays (vertex 0 the ground, colours +1 blue and -1 red) and its
    memos. The positions a game reaches from it are subsets of its edges, so they are looked up
    in the same memos (:meth:`mask_of`)."""

    def __init__(self, part: list[tuple]):
        vertex = {ROOT: 0}
        self.slots: dict[tuple, list[int]] = {}
        for i, e in enumerate(part):
            vertex.setdefault(e[0], len(vertex))
            vertex.setdefault(e[1], len(vertex))
            self.slots.setdefault(e, []).append(i)
        self.ea = np.array([vertex[u] for u, _, _ in part], np.int64)
        self.eb = np.array([vertex[v] for _, v, _ in part], np.int64)
        self.col = np.array([1 if c == BLUE else -1 for _, _, c in part], np.int64)
        self.inc = np.zeros(64, np.int64)
        for i, (a, b) in enumerate(zip(self.ea, self.eb)):
            self.inc[a] |= 1 << i
            self.inc[b] |= 1 << i
        kernel = _kernel()
        self.exact = kernel.new_exact_memo()
        self.shared = kernel.new_shared_memo()
        self.bounds = kernel.new_bounds_memo()

    def mask_of(self, part: list[tuple]) -> int | None:
        """The bitmask of ``part`` among these edges (equal edges are interchangeable), or None."""
        taken: dict[tuple, int] = {}
        mask = 0
        for e in part:
            slots = self.slots.get(e)
            k = taken.get(e, 0)
            if slots is None or k == len(slots):
                return None
            taken[e] = k + 1
            mask |= 1 << slots[k]
        return mask

    def entries(self) -> int:
        return len(self.exact) + len(self.shared) + len(self.bounds)


#: The parts searched lately, newest last; their memos together hold at most KERNEL_MEMO entries.
_KERNEL_PARTS: list[_KernelPart] = []
_KERNEL_LOCK = threading.Lock()
KERNEL_PARTS = 4
KERNEL_MEMO = 2_500_000  # (about 180 bytes an entry: some 450 MB at most)
#: Parts the kernel searches between two looks at the deadline and at the memos' size (about a
#: hundredth of a second).
KERNEL_CHUNK = 5_000


def clear_memos() -> None:
    """Forget every value found (benchmarks time each search from nothing)."""
    for memo in (_PART_VALUES, _LABELLED_VALUES, _BOUNDS):
        memo.clear()
    with _KERNEL_LOCK:
        _KERNEL_PARTS.clear()


def share_kernel_memos(edges: list[tuple], color: dict) -> None:
    """Open the kernel's memos for the parts of a position before its options are valued: each
    option's parts are subsets of them, so every option's search reuses what the others found
    (without this, the first option would open memos of its own that the next one does not fit)."""
    with _KERNEL_LOCK:
        for p in parts([(u, v, color[key]) for u, v, key in edges]):
            if len(p) <= KERNEL_EDGES and not any(known.mask_of(p) is not None for known in _KERNEL_PARTS):
                _KERNEL_PARTS.append(_KernelPart(p))
        del _KERNEL_PARTS[:-KERNEL_PARTS]


def _kernel_value(part: list[tuple], deadline: Deadline, z: Fraction = Fraction(0), query: int = 0) -> Fraction:
    """Value of one part of at most :data:`KERNEL_EDGES` edges, by the compiled kernel, in the
    memos of a part searched lately that holds it (a position the game went on to), or new ones;
    with ``query`` 1 (-1): 1 if the value is above (below) z, else 0 (z a multiple of 2**-56).
    Searches on other threads (a hint while the computer thinks) take turns chunk by chunk."""
    kernel = _kernel()
    with _KERNEL_LOCK:
        for known in reversed(_KERNEL_PARTS):
            mask = known.mask_of(part)
            if mask is not None:
                _KERNEL_PARTS.remove(known)
                break
        else:
            known, mask = _KernelPart(part), (1 << len(part)) - 1
        _KERNEL_PARTS.append(known)
        del _KERNEL_PARTS[:-KERNEL_PARTS]
    scaled = int(z * kernel.ONE)
    while True:
        with _KERNEL_LOCK:
            value, done = kernel.solve(mask, known.ea, known.eb, known.col, known.inc, known.exact,
                                       known.shared, known.bounds, KERNEL_CHUNK, scaled, query)
            _bound_kernel_memos()
        if done:
            return Fraction(value, 1 if query else kernel.ONE)
        deadline.check()


def blue_red_sign_of(edges: list[tuple], color: dict, deadline: Deadline = NO_DEADLINE) -> int:
    """The sign of :func:`blue_red_value_of` (who wins), often far cheaper than the value: every
    part is valued but the biggest, which the kernel asks about the rest's sum with two yes/no
    questions at most (see hackenbush_kernel) instead of walking down to its value."""
    pieces = sorted(parts([(u, v, color[key]) for u, v, key in edges]), key=len)
    if not pieces:
        return 0
    *small, big = pieces
    rest = _options_value([e for p in small for e in p], {}, deadline)
    z = -rest
    if len(big) > KERNEL_EDGES or (z * _kernel().ONE).denominator != 1 or (len(big) == 1 and big[0][0] == big[0][1] == ROOT):
        return _sign(rest + _options_value(big, {}, deadline))
    if _kernel_value(big, deadline, z, 1):
        return 1
    return -1 if _kernel_value(big, deadline, z, -1) else 0


def _bound_kernel_memos() -> None:
    """At most :data:`KERNEL_MEMO` entries in all: older parts' memos go first, then the newest's
    exact memo, then its bounds (its shared one is worth more: each entry stands for many positions)."""
    def total() -> int:
        return sum(k.entries() for k in _KERNEL_PARTS)

    while len(_KERNEL_PARTS) > 1 and total() > KERNEL_MEMO:
        del _KERNEL_PARTS[0]
    newest = _KERNEL_PARTS[-1]
    for memo in (newest.exact, newest.bounds, newest.shared):
        if total() > KERNEL_MEMO:
            memo.clear()


def _fold_branches(part: list[tuple], weight: dict, deadline: Deadline) -> tuple[list[tuple], dict | None]:
    """The part's core and its weights with every branch valued into a weight on the vertex it hangs
    from (the colon principle, proved in :func:`_part_value`); None for the weights if it has no branch."""
    core, branches = _branches(part)
    if not branches:
        return core, None
    weight = dict(weight)
    for x, branch in branches:
        inside = {u for u, _, _ in branch} | {v for _, v, _ in branch}
        on_x = [(ROOT if u == x else u, ROOT if v == x else v, c) for u, v, c in branch]
        below = {y: weight.pop(y) for y in inside - {x} if y in weight}
        weight[x] = weight.get(x, Fraction(0)) + _options_value(on_x, below, deadline)
    return core, {x: w for x, w in weight.items() if w}


def _part_value(part: list[tuple], weight: dict, deadline: Deadline) -> Fraction:
    """Value of one part standing on the ground; edges are (u, v, colour), and a vertex x carries
    branches worth ``weight[x]`` besides them.

    Colon principle (proved here; it is what makes the search small). If a branch B meets the rest
    of the picture only at a vertex x, replacing it by a branch B' of equal value (as a picture
    standing on x) keeps the value. Play P(B) + (-P(B')), the second copy with colours swapped:
    the second player copies each move in the rest on the other copy, and answers a move in a
    branch by the winning reply in the local game B - B' = 0; when x falls in one copy it falls in
    the other at once, and both branches go. So P(B) - P(B') = 0. The same play shows that P(B)
    grows with B (answer in B - B' >= 0 as Left): the value is monotone in each branch.

    So each branch is valued recursively and becomes a weight on x (branches at one vertex add),
    as if it were the stalk of that value; and among the moves inside the branches at x only the
    best for each side counts, which by monotonicity is the stalk's best cut
    (:func:`number_options`). The search then runs over the edges outside all branches only.
    """
    keyed = [(u, v, i) for i, (u, v, _c) in enumerate(part)]
    colour = {i: c for i, (_u, _v, c) in enumerate(part)}
    if not weight:
        stalk = _stalk_colors(keyed, colour)
        if stalk is not None:  # sign expansion: linear, where the tree rule's numbers grow
            return stalk_value(stalk)
    tree = _tree_value(keyed, colour, weight)
    if tree is not None:
        return tree
    deadline.check()
    # (a stalk worth w has at most |w| + 1 + log2 of w's denominator edges)
    if len(part) + sum(abs(w) + w.denominator.bit_length() for w in weight.values()) <= KERNEL_EDGES:
        return _kernel_value(part + _stalk_edges(weight), deadline)
    core, folded = _fold_branches(part, weight, deadline)
    if folded is not None:
        return _part_value(core, folded, deadline)
    if len(core) > SEARCH_LIMIT:
        raise ValueError("too_large")
    key, cuts = _canonical(core, weight)
    hit = _PART_VALUES.get(key)
    if hit is not None:
        return hit
    if len(core) > COMPARE_FROM:
        result = _value_by_comparisons(core, weight, key, cuts, deadline)
        _PART_VALUES[key] = result
        return result
    left = right = None
    for i in cuts:
        deadline.check()
        v = _options_value(core[:i] + core[i + 1:], weight, deadline)
        if core[i][2] == BLUE:
            left = v if left is None or v > left else left
        else:
            right = v if right is None or v < right else right
    for x, w in weight.items():
        to_left, to_right = number_options(w)
        for option, is_left in ((to_left, True), (to_right, False)):
            if option is None:
                continue
            changed = {**weight, x: option}
            if not option:
                del changed[x]
            v = _part_value(core, changed, deadline)
            if is_left:
                left = v if left is None or v > left else left
            else:
                right = v if right is None or v < right else right
    result = simplest_between(left, right)
    _PART_VALUES[key] = result
    return result


def _sign(x: Fraction) -> int:
    return (x > 0) - (x < 0)


def _value_by_comparisons(core: list[tuple], weight: dict, key: tuple, cuts: list[int],
                          deadline: Deadline) -> Fraction:
    """The value of a reduced part found by comparing it with numbers down the simplicity tree:
    0 first, then the integers towards it, then halving the interval it lies in. Each comparison
    (:func:`_compare_reduced`) stops at the first option that decides it, where the plain search
    values every option exactly."""
    def cmp(z: Fraction) -> int:
        return _compare_reduced(core, weight, key, cuts, z, deadline)

    c = cmp(Fraction(0))
    if c == 0:
        return Fraction(0)
    lo = hi = Fraction(0)
    step = Fraction(c)
    while True:  # whole steps away from 0 until the value is passed or met
        z = hi + step if c > 0 else lo + step
        c2 = cmp(z)
        if c2 == 0:
            return z
        if c2 != c:
            lo, hi = (z - 1, z) if c > 0 else (z, z + 1)
            break
        lo = hi = z
    while True:  # the value lies strictly between lo and hi: halve
        mid = (lo + hi) / 2
        c2 = cmp(mid)
        if c2 == 0:
            return mid
        lo, hi = (mid, hi) if c2 > 0 else (lo, mid)


#: Reduced parts with more edges than this are valued by comparisons (the rest by their options).
COMPARE_FROM = 10
#: What comparisons taught of reduced parts: canonical key -> (lo, hi), lo < value < hi (None:
#: no bound yet on that side); exact values go to _PART_VALUES.
_BOUNDS: BoundedMemo[tuple, tuple[Fraction | None, Fraction | None]] = BoundedMemo(500_000)


def _compare_edges(edges: list[tuple], weight: dict, z: Fraction, deadline: Deadline) -> int:
    """Sign of (value of the grounded ``edges``) - z: every part valued exactly but the biggest,
    which is compared with z minus the others' sum."""
    pieces = sorted(parts(edges), key=len)
    if not pieces:
        return _sign(-z)
    *small, big = pieces
    shift = _options_value([e for p in small for e in p], weight, deadline) if small else Fraction(0)
    if len(big) <= COMPARE_FROM or (len(big) == 1 and big[0][0] == big[0][1] == ROOT):
        return _sign(shift + _options_value(big, weight, deadline) - z)
    ends = {u for u, _, _ in big} | {v for _, v, _ in big}
    return _compare_part(big, {x: w for x, w in weight.items() if x in ends}, z - shift, deadline)


def _compare_part(part: list[tuple], weight: dict, z: Fraction, deadline: Deadline) -> int:
    """Sign of value(part) - z, reducing the part first as :func:`_part_value` does."""
    keyed = [(u, v, i) for i, (u, v, _c) in enumerate(part)]
    tree = _tree_value(keyed, {i: c for i, (_u, _v, c) in enumerate(part)}, weight)
    if tree is not None:
        return _sign(tree - z)
    deadline.check()
    core, folded = _fold_branches(part, weight, deadline)
    weight = weight if folded is None else folded
    if len(core) <= COMPARE_FROM:
        return _sign(_part_value(core, weight, deadline) - z)
    key, cuts = _canonical(core, weight)
    hit = _PART_VALUES.get(key)
    if hit is not None:
        return _sign(hit - z)
    return _compare_reduced(core, weight, key, cuts, z, deadline)


def _compare_reduced(core: list[tuple], weight: dict, key: tuple, cuts: list[int], z: Fraction,
                     deadline: Deadline) -> int:
    """Sign of value(H) - z for a reduced part H (no branches; ``cuts``: one edge per orbit).

    Proof. H - z is won by Left moving first iff v(H) > z, and its Left moves are to H^L - z or to
    H - z^R, where z^R is the Right option of z's canonical form (a move in the stalk -z, whose
    Left options are the negatives of z's Right options). So v(H) > z iff some Left option H^L has
    v(H^L) >= z, or z^R exists and v(H) >= z^R; in the mirror, v(H) < z iff some Right option has
    v(H^R) <= z, or z^L exists and v(H) <= z^L; else v(H) = z. The recursion in z ends, z^L and z^R
    being born before z. Left options of H are its blue cuts and its weights' Left options, as in
    :func:`_part_value`.
    """
    lo, hi = _BOUNDS.get(key) or (None, None)
    if lo is not None and z <= lo:
        return 1
    if hi is not None and z >= hi:
        return -1
    deadline.check()
    result = None
    after = {i: grounded(core[:i] + core[i + 1:]) for i in cuts}
    gain = {i: sum(1 if c == BLUE else -1 for _u, _v, c in rest) for i, rest in after.items()}
    for want in (1, -1):  # Left's options first, then Right's; those that leave most to the mover first
        colour = BLUE if want > 0 else RED
        for i in sorted(cuts, key=lambda i: -want * gain[i]):
            if core[i][2] != colour:
                continue
            c = _compare_edges(after[i], weight, z, deadline)
            if c == want or c == 0:
                result = want
                break
        if result is None:
            for x, w in weight.items():
                option = number_options(w)[0 if want > 0 else 1]
                if option is None:
                    continue
                changed = {**weight, x: option}
                if not option:
                    del changed[x]
                c = _compare_part(core, changed, z, deadline)
                if c == want or c == 0:
                    result = want
                    break
        if result is not None:
            break
    if result is None:
        z_left, z_right = number_options(z)
        if z_right is not None and _compare_reduced(core, weight, key, cuts, z_right, deadline) >= 0:
            result = 1
        elif z_left is not None and _compare_reduced(core, weight, key, cuts, z_left, deadline) <= 0:
            result = -1
        else:
            result = 0
    if result == 0:
        _PART_VALUES[key] = z
    else:
        lo, hi = _BOUNDS.get(key) or (None, None)  # (the recursion in z may have narrowed them)
        _BOUNDS[key] = (z, hi) if result > 0 else (lo, z)
    return result


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
    """Value of root-merged (u, v, key) edges coloured by ``color[key]``; ValueError("too_large")
    for a part too big to search even once reduced."""
    return _options_value([(u, v, color[key]) for u, v, key in edges], {}, deadline)


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
