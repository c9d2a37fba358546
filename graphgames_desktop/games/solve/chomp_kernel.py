"""Chomp values on bitmasks, compiled by numba: the search of :mod:`games.solve.chomp` for parts of
up to :data:`MAX_VERTICES` vertices and :data:`MAX_EDGES` edges.

A board is numbered once (vertices and edges); a position is then two 64-bit masks, the vertices
and the edges left, a move is a bit operation, and a connected part of at least one edge is known
by its edge mask alone (its vertices are the ends of its edges): that mask is its key in a fixed
size table, so memory stays bounded whatever the search (entries are replaced, never wrong). A
part of :data:`SHAPE_MIN` to :data:`SHAPE_MAX` vertices is also looked up by its shape (its graph
with the vertices in an order fixed by colour refinement) in a table of shapes, so that what was
found for the same graph anywhere on the board answers here: with one thread, the hard drawn
boards search 3.4-6 times fewer positions with it (drawn:23:32:9 672,000 -> 194,000;
drawn:26:35:1 not solved in 60 s after 12.4 million -> 2.0 million, 23 s).

The search asks "does the player to move win C + *k?" (C a connected part, *k a nim heap standing
for everything else) and stops at the first option shown lost; a part's exact value is the least
k for which C + *k is lost. Every position is first reduced by what is proved in
:mod:`games.solve.chomp`: parts add by XOR; one vertex is worth 1; a bipartite part is worth
[v odd] + 2 [e odd]; and, by the involution theorem, a part keeps its value when pairs of vertices
with equal neighbourhoods go, when equal paths hanging from one vertex go, and when it is replaced
by the fixed part of a symmetry of the board that swaps no edge's ends (a part searched has no
such pieces, so its options are searched for them only through the vertices the move changed).
Options whose value the table already knows are looked at first (a transposition cut-off); every
option is settled without a search when its parts are all known; then come those the bipartite formula predicts
lost, the ones that leave the fewest edges unknown first (their search is the shortest: 2-4 times
fewer positions on the hard drawn boards), then the rest, in the same order; among equals, the
moves that refuted most often first (the history heuristic), trying first the move that won here
before. From heap :data:`HEAP_FIRST` up, the heap's moves come before the options are searched,
after those settled without a search.

Searches stop after ``ctl[BUDGET]`` positions (returning :data:`UNKNOWN`, nothing unfinished
stored) so that the caller can look at its deadline and call again: the table keeps what was
finished. The compiled code lets go of the GIL: several threads may search one table at once,
each with its own scratch rows and history (a slot holds the key XOR its entry, so a slot one
thread is writing reads as empty to another, never as a wrong entry).

numba notes (as in :mod:`hackenbush_kernel`): one self-recursive function with an explicit
signature (mutual recursion and inferred signatures do not survive the on-disk cache), every
argument an int64 (a literal True or 1 would compile a second signature), every array contiguous
(``[::1]``: indexing needs no stride, 15% sooner). An option's table bucket is prefetched with
all the others before any is read, so that their memory waits overlap.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from llvmlite import ir
from numba import njit, types
from numba.core import cgutils
from numba.extending import intrinsic

#: How the search's functions are compiled: cached on disk, and without reference counts (the
#: search makes array views all the time, and counting them cost atomic operations: 7% of the time).
COMPILED: dict[str, Any] = {"cache": True, "_nrt": False}

#: The largest part searched here: masks are non-negative int64.
MAX_VERTICES = 63
MAX_EDGES = 63

#: Questions the search answers (its ``mode``).
LOST, WINS, VALUE, POSITION = 0, 1, 2, 3
#: What a search returns when its budget ran out before it finished.
UNKNOWN = -1
#: The control array: positions searched, the count at which to stop, and why it stopped: the
#: budget was spent, or the scratch rows were too few.
NODES, BUDGET, ABORTED, SALT = 0, 1, 2, 3
SPENT, DEEPER = 1, 2
CONTROL_SIZE = 4

# A table entry: exact value + 1 (0: unknown), the move that won here + 1 (vertex v: v, edge i:
# 64 + i), and one bit per k < WON_LIMIT telling that C + *k is won.
VALUE_MASK = 63
MOVE_SHIFT = 6
MOVE_MASK = 255
WON_SHIFT = 14
WON_LIMIT = 50
#: Slots a key may sit in (a bucket); when all are taken the smallest part's entry makes room.
BUCKET = 4
#: From this heap up, "does the mover win C + *k?" asks whether C is worth less than k (a heap
#: move wins) before searching C's options (only those settled without a search come first): most
#: parts are worth less than 4, and then an option worth k, which the options' search looks for,
#: seldom exists, so that search would refute every option in vain. Below it the options come
#: first, as a part worth more than k has one worth k. Measured on the benchmark's hardest drawn
#: boards: 1.0-3.5 times fewer positions than either order for every heap (3 and 5 were worse
#: than 4; this session 6 and 8 took 2.9-3.3 times more on drawn:26:35:1).
HEAP_FIRST = 4
#: A second thread (non-zero ``salt``) takes the options of the question it was given (the depths
#: below this one: the part's fold, its value and the question itself) in its own order, from the
#: last: where every option must be refuted the two threads then meet in the middle. Deeper, it
#: orders them as the first thread does (by its own history). Against its own order at every depth,
#: with two threads: 1.5-1.6 million positions instead of 2.2-2.35 million, 8.5-9.4 s instead of
#: 11.4-13.6 s on drawn:28:40:0; the same on sparse:29:42:6 and on the smaller hard boards.
HELPER_DEPTH = 3

# The board's geometry in one array: the ends of each edge, the edges at each vertex, and the
# edge joining two vertices (-1 for none).
EA, EB, INC, EID = 0, 64, 128, 192
GEOMETRY_SIZE = 192 + 64 * 64

# A symmetry's row in ``sym``: byte tables mapping vertex masks (rows 0-7) and edge masks (rows
# 8-15) through it; in ``syminfo``: what it is used for, the edges it turns around (an edge whose
# ends it swaps), the vertices and edges it fixes.
KEYS_BY_SYMMETRY, INVOLUTION = 1, 2
KIND, SWAPPED, FIXED_V, FIXED_E = 0, 1, 2, 3

#: A scratch row per level of the search: adjacency, the symmetric pieces search, a stack of parts to
#: split, the parts found (or the options of a position), their scores and moves, and the one
#: part of unknown value an option leaves, with the heap beside it (-1: not looked at, -2: none).
ADJ, WORK, STACK, OUT, OPT_E, SCORE, MOVE, PART_V, PART_E, PART_K = 0, 64, 384, 512, 640, 768, 896, 1024, 1152, 1280
ROW = 1408


@njit(**COMPILED)
def _popcount(x):
    x = x - ((x >> 1) & 0x5555555555555555)
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F
    return ((x * 0x0101010101010101) >> 56) & 0xFF


@njit(**COMPILED)
def _low(x):
    """Index of the lowest set bit of x > 0."""
    return _popcount((x & -x) - 1)


# -- the table ----------------------------------------------------------------------------------

@njit(**COMPILED)
def _entries(table):
    """The number of entries: the table is 2 int64 an entry, then the filter's words (one bit a
    bucket, 64 to a word), then the count of entries held: 2 E + E / 256 + 1 int64."""
    return (table.shape[0] * 256) // 513


@njit(**COMPILED)
def _slot(key, table):
    """The first slot of the key's bucket; a slot is two int64, the key XOR its entry and the
    entry, so that a bucket is one 64-byte cache line, and a slot half written by one thread while
    another reads it does not match the key (the reader sees no entry, never a wrong one)."""
    h = key * np.int64(-7046029254386353131)
    h ^= (h >> 29) & 0x7FFFFFFFF
    return 2 * (h & (_entries(table) - BUCKET))


@njit(**COMPILED)
def _filter_word(s, table):
    """The index of the filter word holding the bit of the bucket at slot ``s``."""
    return 2 * _entries(table) + (s >> 9)


@intrinsic
def _prefetch(typingctx, arr, idx):
    """Ask the processor to bring arr[idx]'s cache line in (no effect on the result)."""
    def codegen(context, builder, signature, args):
        aryty = signature.args[0]
        ary = context.make_array(aryty)(context, builder, args[0])
        ptr = cgutils.get_item_pointer(context, builder, aryty, ary, [args[1]])
        i8p = ir.IntType(8).as_pointer()
        i32 = ir.IntType(32)
        fn = cgutils.get_or_insert_function(builder.module, ir.FunctionType(ir.VoidType(), [i8p, i32, i32, i32]),
                                            "llvm.prefetch.p0i8")
        builder.call(fn, [builder.bitcast(ptr, i8p), i32(0), i32(3), i32(1)])
        return context.get_dummy_value()
    return types.void(arr, idx), codegen


@njit(**COMPILED)
def _fetch(table, key):
    """Start loading the key's bucket, to be read soon by :func:`_get`."""
    _prefetch(table, _slot(key, table))  # type: ignore[call-arg]  # (typingctx is numba's)


@njit(**COMPILED)
def _get(table, key):
    s = _slot(key, table)
    if not (table[_filter_word(s, table)] >> ((s >> 3) & 63)) & 1:
        return np.int64(0)  # nothing was ever stored in the bucket: its cache line is not read
    for j in range(s, s + 2 * BUCKET, 2):
        entry = table[j + 1]
        if table[j] ^ entry == key:
            return entry
    return np.int64(0)


@njit(**COMPILED)
def _put(table, key, val):
    s = _slot(key, table)
    victim = s
    for j in range(s, s + 2 * BUCKET, 2):
        held = table[j] ^ table[j + 1]
        if held == key or held == 0:
            victim = j
            break
        if _popcount(held) < _popcount(table[victim] ^ table[victim + 1]):
            victim = j
    if table[victim] == 0 and table[victim + 1] == 0:
        table[table.shape[0] - 1] += 1  # entries held, to know when to grow (two threads may miss one)
    table[victim + 1] = val
    table[victim] = key ^ val
    w = _filter_word(s, table)
    table[w] |= np.int64(1) << ((s >> 3) & 63)


@njit(**COMPILED)
def _exact(entry):
    return (entry & VALUE_MASK) - 1


@njit(**COMPILED)
def _won(entry, k):
    return k < WON_LIMIT and (entry >> (WON_SHIFT + k)) & 1


# -- symmetries of the board ----------------------------------------------------------------------

@njit(**COMPILED)
def _image(mask, table, base):
    out = np.int64(0)
    for j in range(8):
        b = (mask >> (8 * j)) & 255
        if b:
            out |= table[base + j, b]
    return out


@njit(**COMPILED)
def _key(emask, sym, syminfo):
    """The part's key: its edge mask, or the least of its images under the board's symmetries
    (equal keys, isomorphic parts)."""
    key = emask
    for s in range(sym.shape[0]):
        if syminfo[s, KIND] & KEYS_BY_SYMMETRY:
            image = _image(emask, sym[s], 8)
            if image < key:
                key = image
    return key


# -- parts ----------------------------------------------------------------------------------------

@njit(**COMPILED)
def _other(geo, i, v):
    return geo[EA + i] ^ geo[EB + i] ^ v


@njit(**COMPILED)
def _component(seed, emask, geo):
    """(the vertices joined to vertex ``seed`` by edges of ``emask``, whether they make a bipartite
    graph): one breadth-first search, colouring as it goes."""
    comp = np.int64(1) << seed
    side = np.int64(0)
    frontier = comp
    bipartite = True
    while frontier:
        v = _low(frontier)
        frontier &= frontier - 1
        mine = (side >> v) & 1
        es = geo[INC + v] & emask
        while es:
            i = _low(es)
            es &= es - 1
            w = _other(geo, i, v)
            b = np.int64(1) << w
            if comp & b:
                if ((side >> w) & 1) == mine:
                    bipartite = False
            else:
                comp |= b
                frontier |= b
                if not mine:
                    side |= b
    return comp, bipartite


@njit(**COMPILED)
def _edges_at(vmask, geo):
    out = np.int64(0)
    while vmask:
        out |= geo[INC + _low(vmask)]
        vmask &= vmask - 1
    return out


@njit(**COMPILED)
def _adjacency(vmask, emask, geo, adj):
    x = vmask
    while x:
        adj[_low(x)] = 0
        x &= x - 1
    es = emask
    while es:
        i = _low(es)
        es &= es - 1
        a = geo[EA + i]
        b = geo[EB + i]
        adj[a] |= np.int64(1) << b
        adj[b] |= np.int64(1) << a


@njit(**COMPILED)
def _symmetric_pair(vmask, adj, work):
    """Vertices of two equal pieces of a part, as a mask (0 if none): two vertices with equal
    neighbourhoods, or two paths of equal length hanging from one vertex."""
    x = vmask
    while x:  # a twin w of u is a neighbour of u's first neighbour (any vertex, if u has none)
        u = _low(x)
        x &= x - 1
        y = (adj[_low(adj[u])] if adj[u] else vmask) & x
        while y:
            w = _low(y)
            y &= y - 1
            if adj[w] == adj[u]:
                return (np.int64(1) << u) | (np.int64(1) << w)
    # Paths hanging from a vertex: from each leaf, up through vertices of degree 2.
    count = 0
    x = vmask
    while x:
        leaf = _low(x)
        x &= x - 1
        if _popcount(adj[leaf]) != 1:
            continue
        path = np.int64(1) << leaf
        prev = leaf
        cur = _low(adj[leaf])
        length = 1
        while _popcount(adj[cur]) == 2:
            nxt = _low(adj[cur] & ~(np.int64(1) << prev))
            path |= np.int64(1) << cur
            prev = cur
            cur = nxt
            length += 1
        if _popcount(adj[cur]) == 1:
            continue  # the whole part is a path
        for j in range(count):
            if work[3 * j] == cur and work[3 * j + 1] == length:
                return path | work[3 * j + 2]
        work[3 * count] = cur
        work[3 * count + 1] = length
        work[3 * count + 2] = path
        count += 1
    return np.int64(0)


@njit(**COMPILED)
def _hanging(start, prev, adj):
    """From ``start``, a neighbour of ``prev``, away from ``prev`` through vertices of degree 2: (the
    vertices passed, their count, the first vertex of another degree; -1 round a cycle)."""
    ONE = np.int64(1)
    path = np.int64(0)
    length = 0
    cur = start
    while _popcount(adj[cur]) == 2:
        path |= ONE << cur
        length += 1
        nxt = adj[cur] & ~(ONE << prev)
        prev = cur
        cur = _low(nxt)
        if path & (ONE << cur):
            return path, length, np.int64(-1)
    return path, length, cur


@njit(**COMPILED)
def _new_pair(vmask, adj, changed):
    """:func:`_symmetric_pair` of an option of a part that had none, ``changed`` being the vertices
    whose neighbours the move changed: a new pair of equal pieces holds one of them (else the same
    two pieces, with the same neighbours, were equal in the part), so only the pieces through them
    are looked at. Not always the pair :func:`_symmetric_pair` finds first, but a pair whenever it
    finds one (tests)."""
    ONE = np.int64(1)
    x = changed & vmask
    while x:  # twins: a vertex that changed, and a vertex with its neighbours
        u = _low(x)
        x &= x - 1
        if not adj[u]:
            continue
        y = adj[_low(adj[u])] & vmask & ~(ONE << u)
        while y:
            w = _low(y)
            y &= y - 1
            if adj[w] == adj[u]:
                return (ONE << u) | (ONE << w)
    x = changed & vmask
    while x:  # equal paths hanging from one vertex, one of them through a changed vertex
        c = _low(x)
        x &= x - 1
        degree = _popcount(adj[c])
        if degree == 0 or degree > 2:
            continue  # paths hanging from c are unchanged, or pass a changed vertex, looked at in turn
        through = ONE << c
        length = 1
        if degree == 1:  # c is the leaf
            p, n, top = _hanging(_low(adj[c]), c, adj)
            through |= p
            length += n
        else:  # c is inside the path: one way to the leaf, the other to the vertex it hangs from
            pa, na, ea = _hanging(_low(adj[c]), c, adj)
            pb, nb, eb = _hanging(_low(adj[c] & (adj[c] - 1)), c, adj)
            if ea < 0 or eb < 0:
                continue
            if _popcount(adj[ea]) == 1 and _popcount(adj[eb]) != 1:
                leaf, top = ea, eb
            elif _popcount(adj[eb]) == 1 and _popcount(adj[ea]) != 1:
                leaf, top = eb, ea
            else:
                continue
            through |= pa | pb | (ONE << leaf)
            length += na + nb + 1
        if top < 0 or _popcount(adj[top]) <= 1:
            continue  # the whole part is a path
        arms = adj[top]
        while arms:  # the other paths hanging from the same vertex
            s = _low(arms)
            arms &= arms - 1
            if through & (ONE << s):
                continue
            p, m, end = _hanging(s, top, adj)
            if end < 0 or _popcount(adj[end]) != 1 or through & (ONE << end):
                continue
            if m + 1 == length:
                return through | p | (ONE << end)
    return np.int64(0)


@njit(**COMPILED)
def _reduced(vmask, emask, geo, sym, syminfo, row):
    """The part without symmetric pieces (same value; it may fall apart): see the module notes."""
    while True:
        adj = row[ADJ:ADJ + 64]
        _adjacency(vmask, emask, geo, adj)
        pair = _symmetric_pair(vmask, adj, row[WORK:STACK])
        if pair:
            vmask &= ~pair
            emask &= ~_edges_at(pair, geo)
            continue
        for s in range(sym.shape[0]):
            if syminfo[s, KIND] & INVOLUTION and not emask & syminfo[s, SWAPPED]:
                fixed = vmask & syminfo[s, FIXED_V]
                if fixed != vmask and _image(vmask, sym[s], 0) == vmask and _image(emask, sym[s], 8) == emask:
                    vmask = fixed
                    emask &= syminfo[s, FIXED_E]
                    break
        else:
            return vmask, emask


@njit(**COMPILED)
def _fold(vmask, emask, k, geo, sym, syminfo, table, row):
    """k XOR the values of the parts of (vmask, emask) known without a search; the others, reduced,
    as (vertices, edges) pairs in row[OUT:]. Returns (k, number of other parts)."""
    todo = row[STACK:OUT]
    out = row[OUT:OPT_E]
    todo[0] = vmask
    todo[1] = emask
    top = 1
    count = 0
    while top:
        top -= 1
        vm = todo[2 * top]
        em = todo[2 * top + 1]
        while vm:
            comp, bipartite = _component(_low(vm), em, geo)
            vm &= ~comp
            if comp & (comp - 1) == 0:
                k ^= 1
                continue
            ce = _edges_at(comp, geo) & em
            if bipartite:
                k ^= (_popcount(comp) & 1) + 2 * (_popcount(ce) & 1)
                continue
            known = _exact(_get(table, _key(ce, sym, syminfo)))
            if known >= 0:
                k ^= known
                continue
            rv, re = _reduced(comp, ce, geo, sym, syminfo, row)
            if rv != comp:
                todo[2 * top] = vm
                todo[2 * top + 1] = em
                top += 1
                vm = rv
                em = re
                continue
            out[2 * count] = comp
            out[2 * count + 1] = ce
            count += 1
    return k, count


@njit(**COMPILED)
def _fold_option(ov, oe, k, move, adj, geo, sym, syminfo, table, row):
    """:func:`_fold` of the option ``move`` of a part whose adjacency is ``adj``, quicker where the
    option stays one part: its vertices are found by masks of the part's neighbours (no walk along
    edges), and it keeps the option's edges. Falls back on :func:`_fold` when the option splits. Only
    for options whose value the table does not hold (the search's options loop looked them up)."""
    ONE = np.int64(1)
    k0 = k
    a = np.int64(-1)
    b = np.int64(-1)
    iso = np.int64(0)  # vertices the move leaves alone: each is worth 1
    if move < 64:
        x = adj[move]
        while x:
            u = _low(x)
            x &= x - 1
            if adj[u] == ONE << move:
                iso |= ONE << u
    else:
        a = geo[EA + move - 64]
        b = geo[EB + move - 64]
        if adj[a] == ONE << b:
            iso |= ONE << a
        if adj[b] == ONE << a:
            iso |= ONE << b
    k ^= _popcount(iso) & 1
    live = ov & ~iso
    if live == 0:
        return k, np.int64(0)
    comp = live & -live
    cur = comp
    even = comp  # the vertices at an even distance from the first, and at an odd one
    odd = np.int64(0)
    parity = 0
    bipartite = True
    while cur:
        found = np.int64(0)
        same = odd if parity else even
        while cur:
            u = _low(cur)
            cur &= cur - 1
            nb = adj[u] & ov
            if u == a:
                nb &= ~(ONE << b)
            elif u == b:
                nb &= ~(ONE << a)
            if nb & same:
                bipartite = False
            found |= nb
        found &= ~comp
        comp |= found
        parity ^= 1
        if parity:
            odd |= found
        else:
            even |= found
        cur = found
    if comp != live:  # the option falls apart
        return _fold(ov, oe, k0, geo, sym, syminfo, table, row)
    if bipartite:
        return k ^ ((_popcount(comp) & 1) + 2 * (_popcount(oe) & 1)), np.int64(0)
    # Its part has the option's edges, so its key is the option's: the caller looked that up already
    # and kept only options of unknown value.
    if sym.shape[0]:  # the board's symmetries may reduce it too
        rv, re = _reduced(comp, oe, geo, sym, syminfo, row)
        if rv != comp:
            return _fold(rv, re, k, geo, sym, syminfo, table, row)
    else:  # the part had no equal pieces: only pieces through the vertices the move changed can be
        mine = row[ADJ:ADJ + 64]
        x = comp
        while x:
            u = _low(x)
            x &= x - 1
            mine[u] = adj[u] & comp
        if a >= 0:
            mine[a] &= ~(ONE << b)
            mine[b] &= ~(ONE << a)
            changed = (ONE << a) | (ONE << b)
        else:
            changed = adj[move]
        pair = _new_pair(comp, mine, changed & comp)
        if pair:
            return _fold(comp & ~pair, oe & ~_edges_at(pair, geo), k, geo, sym, syminfo, table, row)
    row[OUT] = comp
    row[OUT + 1] = oe
    return k, np.int64(1)


# -- the table of shapes --------------------------------------------------------------------------
# A part is also looked up by the shape of its graph, whatever vertices of the board it sits on:
# the board's table keys a part by its edges, and the drawn boards' searches met each shape of 11-16
# vertices 5-20 times under different edges (drawn:23:32:9: 585,245 parts stored, 156,731 shapes;
# drawn:28:40:0: 17-vertex parts twice, 18-20-vertex ones 1.2-1.5 times). A slot of the table of
# shapes is one 64-byte cache line: the shape's words XOR the entry, the entry, and three unused;
# a shape has one slot (a new one replaces the old: two to a bucket were no better). Its entry is
# the value and the heaps known won, never a move (a move is a label of one board's part).

#: Parts of this many vertices are looked up by their shape: smaller ones are searched about as
#: fast as their shape is found. Four words hold the matrix of up to 22 vertices (60 bits a word).
SHAPE_MIN, SHAPE_MAX = 8, 22
SHAPE_WORDS = 4
SHAPE_SLOT = 8
#: Colour refinement sums one random 58-bit number per neighbour's class: classes of vertices
#: whose neighbours differ are told apart (a sum of multiples of one number was not: {0, 2} and
#: {1, 1} collided, and a class merged that way can break a tie between vertices that are not
#: symmetric, losing matches).
_MIX = np.random.default_rng(20261126).integers(1 << 40, 1 << 58, SHAPE_MAX, dtype=np.int64)


@njit(**COMPILED)
def _shape(vmask, adj, work):
    """The part's shape, written in work[:SHAPE_WORDS]: its adjacency matrix (below the diagonal,
    60 bits a word) with the vertices in the order colour refinement gives them, a tie broken by setting
    apart the first vertex (by board label) of the first tied class and refining again. Equal
    words are always isomorphic graphs (the words are the graph); isomorphic parts get equal words
    whenever each class set apart was a class of symmetric vertices, as in every tree (a missed
    match only costs a search, never a wrong value). Returns the words' hash, for the table."""
    words = work[0:SHAPE_WORDS]
    nbr = work[8:32]
    cell = work[32:56]
    sig = work[56:80]
    order = work[80:104]
    pos = work[104:168]
    n = 0
    x = vmask
    while x:
        v = _low(x)
        x &= x - 1
        pos[v] = n
        order[n] = v
        n += 1
    for i in range(n):
        m = adj[order[i]]
        local = np.int64(0)
        while m:
            w = _low(m)
            m &= m - 1
            local |= np.int64(1) << pos[w]
        nbr[i] = local
        cell[i] = 0
        sig[i] = _popcount(local)
    cells = 0
    while True:
        while True:  # refine until stable
            for i in range(n if cells else 0):
                h = np.int64(0)
                m = nbr[i]
                while m:
                    j = _low(m)
                    m &= m - 1
                    h += _MIX[cell[j]]
                sig[i] = (cell[i] << 58) | (h & 0x03FFFFFFFFFFFFFF)
            for i in range(n):
                order[i] = i
            for t in range(1, n):  # order the vertices by signature
                a = order[t]
                j = t - 1
                while j >= 0 and sig[order[j]] > sig[a]:
                    order[j + 1] = order[j]
                    j -= 1
                order[j + 1] = a
            new = 0
            for t in range(n):
                if t and sig[order[t]] != sig[order[t - 1]]:
                    new += 1
                cell[order[t]] = new
            new += 1
            if new == cells:
                break
            cells = new
        if cells == n:
            break
        # individualise the first vertex of the first cell of two or more
        t = 0
        while t + 1 < n and cell[order[t]] != cell[order[t + 1]]:
            t += 1
        c = cell[order[t]]
        for i in range(n):
            if cell[i] > c or (cell[i] == c and i != order[t]):
                cell[i] += 1
        cells += 1
    for w in range(SHAPE_WORDS):
        words[w] = 0
    for b in range(1, n):
        mb = nbr[order[b]]
        for a in range(b):
            if (mb >> order[a]) & 1:
                bit = b * (b - 1) // 2 + a
                words[bit // 60] |= np.int64(1) << (bit % 60)
    return _shape_hash(words)


@njit(**COMPILED)
def _shape_hash(words):
    h = np.int64(0)
    for w in range(SHAPE_WORDS):
        h = (h ^ words[w]) * np.int64(-7046029254386353131)
    return h ^ ((h >> 29) & 0x7FFFFFFFF)


@njit(**COMPILED)
def _shape_slot(h, shapes):
    return SHAPE_SLOT * (h & (shapes.shape[0] // SHAPE_SLOT - 1))


@njit(**COMPILED)
def _shape_get(shapes, h, words):
    """The entry of the shape (its words, and ``h`` what :func:`_shape` returned), 0 if none."""
    j = _shape_slot(h, shapes)
    entry = shapes[j + SHAPE_WORDS]
    for w in range(SHAPE_WORDS):
        if shapes[j + w] ^ entry != words[w]:
            return np.int64(0)
    return entry


@njit(**COMPILED)
def _shape_put(shapes, h, words, val):
    j = _shape_slot(h, shapes)
    if shapes[j + SHAPE_WORDS] == 0:
        shapes[shapes.shape[0] - 1] += 1  # shapes held
    shapes[j + SHAPE_WORDS] = val
    for w in range(SHAPE_WORDS):
        shapes[j + w] = words[w] ^ val


@njit(**COMPILED)
def _shape_learn(shapes, h, words, entry):
    """Add what the board's entry says (the value, the heaps won) to the shape's entry."""
    known = _shape_get(shapes, h, words)
    if _exact(entry) >= 0:
        known = (known & ~np.int64(VALUE_MASK)) | (entry & VALUE_MASK)
    _shape_put(shapes, h, words, known | (entry & ~np.int64(VALUE_MASK | (MOVE_MASK << MOVE_SHIFT))))


# -- the search -----------------------------------------------------------------------------------

_SEARCH_TYPE = types.int64(types.int64, types.int64, types.int64, types.int64, types.int64,
                           types.int64[::1], types.int64[:, :, ::1], types.int64[:, ::1],
                           types.int64[::1], types.int64[::1], types.int64[::1], types.int64[:, ::1], types.int64[::1])


@njit(_SEARCH_TYPE, nogil=True, **COMPILED)
def _search(mode, vmask, emask, k, depth, geo, sym, syminfo, table, shapes, history, buf, ctl):
    """LOST: is the position (vmask, emask) + *k lost for the player to move (1 or 0)?
    POSITION: its value. WINS: does the mover win the part (vmask, emask) + *k, the part connected,
    reduced and of unknown value (1 or 0)? VALUE: that part's value. UNKNOWN when stopped."""
    ONE = np.int64(1)
    ZERO = np.int64(0)
    NONE = np.int64(UNKNOWN)
    nxt = depth + 1
    if nxt >= buf.shape[0]:
        ctl[ABORTED] = DEEPER
        return NONE
    row = buf[depth]
    if mode == POSITION or mode == LOST:
        k, count = _fold(vmask, emask, k, geo, sym, syminfo, table, row)
        out = row[OUT:OPT_E]
        big = -1  # the part with most edges is asked about; the others are valued
        if mode == LOST:
            if count == 0:
                return ONE if k == 0 else ZERO
            big = 0
            for j in range(1, count):
                if _popcount(out[2 * j + 1]) > _popcount(out[2 * big + 1]):
                    big = j
        for j in range(count):
            if j != big:
                value = _search(np.int64(VALUE), out[2 * j], out[2 * j + 1], ZERO, nxt, geo, sym, syminfo,
                                table, shapes, history, buf, ctl)
                if value < 0:
                    return NONE
                k ^= value
        if mode == POSITION:
            return k
        wins = _search(np.int64(WINS), out[2 * big], out[2 * big + 1], k, nxt, geo, sym, syminfo,
                       table, shapes, history, buf, ctl)
        return NONE if wins < 0 else ONE - wins
    key = _key(emask, sym, syminfo)
    entry = _get(table, key)
    if mode == VALUE:
        if _exact(entry) >= 0:
            return _exact(entry)
        heap = ZERO
        while _won(entry, heap):
            heap += 1
        while True:  # the least heap for which C + *heap is lost
            wins = _search(np.int64(WINS), vmask, emask, heap, nxt, geo, sym, syminfo, table, shapes, history, buf, ctl)
            if wins <= 0:
                return NONE if wins < 0 else heap
            heap += 1
    # WINS
    known = _exact(entry)
    if known >= 0:
        return ONE if known != k else ZERO
    if _won(entry, k):
        return ONE
    adj = row[ADJ:ADJ + 64]
    _adjacency(vmask, emask, geo, adj)
    words = row[WORK:WORK + SHAPE_WORDS]  # the part's shape, if shaped
    shaped = SHAPE_MIN <= _popcount(vmask) <= SHAPE_MAX
    h = ZERO
    if shaped:
        h = _shape(vmask, adj, row[WORK:STACK])
        seen = _shape_get(shapes, h, words)
        if seen:  # the same shape elsewhere on the board: what is known there holds here
            entry = _get(table, key) | (seen & ~np.int64(VALUE_MASK))
            if _exact(seen) >= 0:
                entry = (entry & ~np.int64(VALUE_MASK)) | (seen & VALUE_MASK)
            _put(table, key, entry)
            known = _exact(entry)
            if known >= 0:
                return ONE if known != k else ZERO
            if _won(entry, k):
                return ONE
    ctl[NODES] += 1
    if ctl[NODES] > ctl[BUDGET]:
        ctl[ABORTED] = SPENT
        return NONE
    heap_first = k >= HEAP_FIRST
    helper = ctl[SALT] != 0 and depth < HELPER_DEPTH
    leaves = np.int64(0)  # vertices of degree 1: an option may leave their neighbour's leaves alone
    x = vmask
    while x:
        v = _low(x)
        x &= x - 1
        if _popcount(adj[v]) == 1:
            leaves |= ONE << v
    opt_v = row[OUT:OPT_E]
    opt_e = row[OPT_E:SCORE]
    score = row[SCORE:MOVE]
    move_of = row[MOVE:ROW]
    best = ((entry >> MOVE_SHIFT) & MOVE_MASK) - 1
    for s in range(sym.shape[0]):
        if syminfo[s, KIND] & KEYS_BY_SYMMETRY:
            best = -1  # moves are remembered in the labels of the key's part, not of this one
    count = 0
    winner = np.int64(-1)
    likely = ONE << 40
    # The options, vertex moves first, each looked up in the table by its edges: only connected
    # parts are keys there, so a hit is an option of one part, beside the vertices it isolates.
    x = emask  # the options' buckets are loaded at once (each read alone would wait for memory)
    while x:
        _fetch(table, _key(emask & ~(ONE << _low(x)), sym, syminfo))
        x &= x - 1
    x = vmask
    while x:
        _fetch(table, _key(emask & ~geo[INC + _low(x)], sym, syminfo))
        x &= x - 1
    rest_v = vmask
    rest_e = emask
    while rest_v or rest_e:
        if rest_v:
            move = _low(rest_v)
            rest_v &= rest_v - 1
            ov = vmask & ~(ONE << move)
            oe = emask & ~geo[INC + move]
            alone = _popcount(adj[move] & leaves)
        else:
            i = _low(rest_e)
            rest_e &= rest_e - 1
            move = 64 + i
            ov = vmask
            oe = emask & ~(ONE << i)
            alone = ((leaves >> geo[EA + i]) & 1) + ((leaves >> geo[EB + i]) & 1)
        seen = _get(table, _key(oe, sym, syminfo)) if oe else ZERO
        if seen:
            heap = k ^ (alone & 1)
            if _exact(seen) == heap:
                winner = move
                break
            if _exact(seen) >= 0 or _won(seen, heap):
                continue  # the opponent wins there
        opt_v[count] = ov
        opt_e[count] = oe
        move_of[count] = move
        guess = (_popcount(ov) & 1) + 2 * (_popcount(oe) & 1)
        # Among equal guesses: the history heuristic, or at the top a second thread's own order.
        tie = (((move + 1) * ctl[SALT] * (depth + 7)) & 0xFFFFF) if helper else -history[move]
        score[count] = (0 if guess == k else likely) + tie
        if move == best:
            score[count] = -(ONE << 50)
        count += 1
    part_v = row[PART_V:PART_E]
    part_e = row[PART_E:PART_K]
    part_k = row[PART_K:ROW]
    if winner < 0:  # in their order first, so that a settled winner ends the settling sooner (the
        # same positions; with one thread 10-25% less time on the hard boards of 20-23 vertices)
        for t in range(1, count):
            sv, se, sm, ss = opt_v[t], opt_e[t], move_of[t], score[t]
            j = t - 1
            while j >= 0 and score[j] > ss:
                opt_v[j + 1], opt_e[j + 1], move_of[j + 1], score[j + 1] = opt_v[j], opt_e[j], move_of[j], score[j]
                j -= 1
            opt_v[j + 1], opt_e[j + 1], move_of[j + 1], score[j + 1] = sv, se, sm, ss
    if winner < 0:  # options settled without a search when their parts are all known (every
        # option, not only the ones predicted lost: 10-25% fewer positions on the hard boards)
        trial = buf[nxt]
        for j in range(count):
            part_k[j] = -1
            left, parts = _fold_option(opt_v[j], opt_e[j], k, move_of[j], adj, geo, sym, syminfo, table, trial)
            if parts == 0:
                if left == 0:
                    winner = move_of[j]
                    break
                part_k[j] = -2
            elif parts == 1:  # kept, so that the search below need not split it again
                part_v[j] = trial[OUT]
                part_e[j] = trial[OUT + 1]
                part_k[j] = left
                score[j] += _popcount(trial[OUT + 1]) << 20  # the smallest part left: cheapest to refute
            else:
                score[j] += _popcount(opt_e[j]) << 20
    # With the heap first, its moves come after the options settled without a search (one the table
    # knows to be worth k wins at once): drawn:26:35:1, worth 9, 1.30-1.34 million positions
    # instead of 2.03-2.06 million with the heap's moves before them.
    won = bool(winner >= 0)
    for step in range(2):  # the heap's moves first from HEAP_FIRST up, else the options' search first
        if won:
            break
        if (step == 0) == heap_first:
            for j in range(k):  # moving the heap to *j wins if C is worth j
                wins = _search(np.int64(WINS), vmask, emask, np.int64(j), nxt, geo, sym, syminfo,
                               table, shapes, history, buf, ctl)
                if wins < 0:
                    return NONE
                if not wins:
                    won = True
                    break
            continue
        for t in range(1, count):  # by score (insertion sort: a few dozen options)
            sv, se, sm, ss = opt_v[t], opt_e[t], move_of[t], score[t]
            pv, pe, pk = part_v[t], part_e[t], part_k[t]
            j = t - 1
            while j >= 0 and score[j] > ss:
                opt_v[j + 1], opt_e[j + 1], move_of[j + 1], score[j + 1] = opt_v[j], opt_e[j], move_of[j], score[j]
                part_v[j + 1], part_e[j + 1], part_k[j + 1] = part_v[j], part_e[j], part_k[j]
                j -= 1
            opt_v[j + 1], opt_e[j + 1], move_of[j + 1], score[j + 1] = sv, se, sm, ss
            part_v[j + 1], part_e[j + 1], part_k[j + 1] = pv, pe, pk
        for tt in range(count):
            t = count - 1 - tt if helper else tt
            if part_k[t] == -2:
                continue
            if part_k[t] >= 0:
                wins = _search(np.int64(WINS), part_v[t], part_e[t], part_k[t], nxt, geo, sym, syminfo,
                               table, shapes, history, buf, ctl)
                lost = NONE if wins < 0 else ONE - wins
            else:
                lost = _search(np.int64(LOST), opt_v[t], opt_e[t], k, nxt, geo, sym, syminfo,
                               table, shapes, history, buf, ctl)
            if lost < 0:
                return NONE
            if lost:
                winner = move_of[t]
                history[winner] += 1
                won = True
                break
    entry = _get(table, key)
    if won:
        if k < WON_LIMIT:
            entry |= ONE << (WON_SHIFT + k)
        if winner >= 0:
            entry = (entry & ~(np.int64(MOVE_MASK) << MOVE_SHIFT)) | ((winner + 1) << MOVE_SHIFT)
        _put(table, key, entry)
        if shaped:
            _shape_learn(shapes, h, words, entry)
        return ONE
    if k < VALUE_MASK:
        entry = (entry & ~np.int64(VALUE_MASK)) | (k + 1)
        _put(table, key, entry)
        if shaped:
            _shape_learn(shapes, h, words, entry)
    return ZERO


# -- building a board ----------------------------------------------------------------------------

def geometry(edges: list[tuple[int, int]]) -> np.ndarray:
    """The geometry array of a board whose edges join vertices numbered below MAX_VERTICES."""
    geo = np.zeros(GEOMETRY_SIZE, np.int64)
    geo[EID:] = -1
    for i, (u, w) in enumerate(edges):
        geo[EA + i], geo[EB + i] = u, w
        geo[INC + u] |= 1 << i
        geo[INC + w] |= 1 << i
        geo[EID + 64 * u + w] = geo[EID + 64 * w + u] = i
    return geo


def _byte_tables(targets: list[int]) -> np.ndarray:
    """Rows j = 0..7 of a mask's image: table[j, b] is the image of byte b at byte j, for a map
    sending bit i to bit targets[i]."""
    bits = (np.arange(256)[:, None] >> np.arange(8)) & 1  # bits[b, t]: bit t of byte b
    padded = np.zeros(64, np.int64)
    padded[:len(targets)] = [1 << t for t in targets]
    return np.array([bits @ padded[8 * j:8 * j + 8] for j in range(8)], np.int64)


def symmetries(edges: list[tuple[int, int]], perms: list[list[int]], keyed: bool) -> tuple[np.ndarray, np.ndarray]:
    """The ``sym`` and ``syminfo`` arrays for automorphisms of the board (vertex permutations):
    the involutions among them reduce parts, and with ``keyed`` all of them make the table's keys
    (the group, without the identity)."""
    index = {frozenset(e): i for i, e in enumerate(edges)}
    chosen = []
    for p in perms:
        if all(p[v] == v for v in range(len(p))):
            continue
        involution = all(p[p[v]] == v for v in range(len(p)))
        kind = (KEYS_BY_SYMMETRY if keyed else 0) | (INVOLUTION if involution else 0)
        if kind:
            chosen.append((p, kind))
    sym = np.zeros((len(chosen), 16, 256), np.int64)
    info = np.zeros((len(chosen), 4), np.int64)
    for s, (p, kind) in enumerate(chosen):
        sym[s, :8] = _byte_tables(list(p))
        sym[s, 8:] = _byte_tables([index[frozenset((p[u], p[w]))] for u, w in edges])
        info[s, KIND] = kind
        info[s, SWAPPED] = sum(1 << i for i, (u, w) in enumerate(edges) if p[u] == w)
        info[s, FIXED_V] = sum(1 << v for v in range(len(p)) if p[v] == v)
        info[s, FIXED_E] = sum(1 << i for i, (u, w) in enumerate(edges) if p[u] == u and p[w] == w)
    return sym, info


def new_table(bits: int) -> np.ndarray:
    """An empty table of 2**bits entries (16 bytes each; at least 256), with its filter: a bit a
    bucket, set once a key was stored there (most look-ups are of positions never stored, and the
    filter, 1/128 of the table, stays in the processor's cache where the table cannot: the hard
    drawn boards were searched 20-35% sooner with it)."""
    entries = 1 << max(bits, 8)
    return np.zeros(2 * entries + entries // 256 + 1, np.int64)


def entries(table: np.ndarray) -> int:
    """How many entries a table made by :func:`new_table` holds."""
    return int(_entries(table))


def new_shape_table(bits: int) -> np.ndarray:
    """An empty table of shapes with 2**bits slots (64 bytes each; at least 256), and the count
    of shapes it holds."""
    return np.zeros((SHAPE_SLOT << max(bits, 8)) + 1, np.int64)


@njit(**COMPILED)
def _move_entries(old, new):
    for j in range(0, 2 * _entries(old), 2):
        key = old[j] ^ old[j + 1]
        if key:
            _put(new, key, old[j + 1])


@njit(**COMPILED)
def _move_shapes(old, new, words):
    for j in range(0, old.shape[0] - 1, SHAPE_SLOT):
        entry = old[j + SHAPE_WORDS]
        if entry:
            for w in range(SHAPE_WORDS):
                words[w] = old[j + w] ^ entry
            _shape_put(new, _shape_hash(words), words, entry)


def held(table: np.ndarray) -> int:
    """How many entries (or shapes) a table holds."""
    return int(table[-1])


def grown(table: np.ndarray, bits: int) -> np.ndarray:
    """A table of 2**bits entries holding the entries of ``table`` (made by :func:`new_table`)."""
    bigger = new_table(bits)
    _move_entries(table, bigger)
    return bigger


def grown_shapes(shapes: np.ndarray, bits: int) -> np.ndarray:
    """A table of 2**bits shapes holding those of ``shapes`` (made by :func:`new_shape_table`)."""
    bigger = new_shape_table(bits)
    _move_shapes(shapes, bigger, np.zeros(SHAPE_WORDS, np.int64))
    return bigger


def new_scratch(size: int) -> np.ndarray:
    """Scratch rows for a board of ``size`` vertices and edges: each move takes two levels (a
    part, then its option), and values of parts and moves of the heap a few more; a search that
    needs more says so (:func:`search`)."""
    return np.zeros((4 * size + 16, ROW), np.int64)


def search(mode: int, vmask: int, emask: int, k: int, geo, sym, syminfo, table, shapes, history, scratch,
           budget: int, salt: int = 0) -> tuple[int, int, bool]:
    """(answer, positions searched, more scratch needed) of one call of the search (see
    :func:`_search`); the answer is UNKNOWN when ``budget`` positions were searched first, or when
    the scratch rows were too few: call again (with more), the table keeps what was finished.
    Threads may search one table (and table of shapes) at once, each with its own scratch, history
    and ``salt`` (0 for the usual order of options; else the helper's, see :data:`HELPER_DEPTH`)."""
    ctl = np.zeros(CONTROL_SIZE, np.int64)
    ctl[BUDGET] = budget
    ctl[SALT] = salt
    answer = _search(np.int64(mode), np.int64(vmask), np.int64(emask), np.int64(k), np.int64(0), geo, sym, syminfo,
                     table, shapes, history, scratch, ctl)
    return int(answer), int(ctl[NODES]), bool(ctl[ABORTED] == DEEPER)
