"""Exact Blue-Red Hackenbush values of one part of up to :data:`MAX_EDGES` edges, compiled by numba.

A position is a bitmask of the part's edges and the vertex it stands on (the ground, or the vertex
a branch hangs from), so that cutting an edge is one bit operation and a memo lookup one integer.
The search is the one :mod:`graphgames_desktop.games.solve.hackenbush` proves: parts meeting only
at the ground add up; a tree is valued by Berlekamp's rule; branches (edges meeting the rest at
one vertex x) are valued on x, count as their value (the colon principle), and among the cuts
inside them only each side's best one is tried (the value is monotone in each branch); a part
with cycles left is the simplest number between its best options. Positions equal up to the
shape of their branches share one memo entry, keyed by their core and their branches' values.

Values are integers scaled by 2**SHIFT: a position of n edges is born by day n, so its value has
a denominator of at most 2**n and a size of at most n, and 56 edges fit in 64 bits exactly.
"""

from __future__ import annotations

import numpy as np
from numba import njit, types
from numba.typed import Dict

SHIFT = 56
ONE = 1 << SHIFT
#: The largest part searched here (values and masks must fit in 64 bits).
MAX_EDGES = 56
#: Cores with at most this many weighted vertices share memo entries by their branches' values.
KEYED_WEIGHTS = 6
#: Cores of more edges than this are valued by comparisons with numbers, the rest by all options.
COMPARE_FROM = 4
#: What the bounds memo holds for a core, (gt_lo, ge_lo, lt_hi, le_hi): its value is above gt_lo,
#: at least ge_lo, below lt_hi and at most le_hi; these stand for "nothing known".
NONE_LO = -(2**63 - 1)
NONE_HI = 2**63 - 1

NODES, BUDGET, ABORTED, COMPARE_FROM_AT = 0, 1, 2, 3  # the control array: parts searched, the budget for
# them, a flag set when it is spent, and the compare-from size (set from COMPARE_FROM, tests vary it)


@njit(cache=True)
def _low_index(x):
    """Index of the lowest set bit of x > 0 (a binary search over its low halves)."""
    i = 0
    for step in (32, 16, 8, 4, 2, 1):
        if x & ((1 << step) - 1) == 0:
            x >>= step
            i += step
    return i


@njit(cache=True)
def _popcount(x):
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


@njit(cache=True)
def _simplest(has_lo, lo, has_hi, hi):
    """:func:`surreal.simplest_between` on scaled values (``has_*`` False: no bound there)."""
    if (not has_lo or lo < 0) and (not has_hi or hi > 0):
        return np.int64(0)
    if not has_hi:  # lo >= 0: the least integer above lo
        return ((lo >> SHIFT) + 1) << SHIFT
    if not has_lo:  # hi <= 0: the greatest integer below hi
        return -((((-hi) >> SHIFT) + 1) << SHIFT)
    if lo >= 0:
        n = ((lo >> SHIFT) + 1) << SHIFT
        if n < hi:
            return n
    else:
        n = -((((-hi) >> SHIFT) + 1) << SHIFT)
        if n > lo:
            return n
    for k in range(1, SHIFT + 1):  # the first multiple of 2**-k above lo that is below hi
        s = SHIFT - k
        c = ((lo >> s) + 1) << s
        if c < hi:
            return c
    return lo  # not reached: lo and hi are multiples of 2**-SHIFT


@njit(cache=True)
def _edge_under(colour, x):
    """:func:`surreal.edge_under` on scaled values (colour +1 blue, -1 red)."""
    if colour < 0:
        x = -x
    n = ((ONE - x) >> SHIFT) + 1  # the least n >= 1 with x + n > 1
    if n < 1:
        n = 1
    v = (x + (n << SHIFT)) >> (n - 1)
    return v if colour > 0 else -v


@njit(cache=True, nogil=True)
def _reach(m, r, ea, eb, inc):
    """The edges of m still connected to r."""
    seen = np.int64(1) << r
    stack = np.empty(64, np.int64)
    stack[0] = r
    top = 1
    got = np.int64(0)
    while top:
        top -= 1
        v = stack[top]
        es = inc[v] & m & ~got
        got |= es
        while es:
            i = _low_index(es & -es)
            es &= es - 1
            w = ea[i] if eb[i] == v else eb[i]
            if not (seen >> w) & 1:
                seen |= np.int64(1) << w
                stack[top] = w
                top += 1
    return got


@njit(cache=True)
def _first_piece(m, r, ea, eb, inc):
    """The part of m (edges meeting only at r) holding m's lowest edge; an edge with both ends on r
    is a part of its own."""
    i = _low_index(m & -m)
    piece = np.int64(1) << i
    if ea[i] == r and eb[i] == r:
        return piece
    seen = (np.int64(1) << ea[i]) | (np.int64(1) << eb[i])
    frontier = seen & ~(np.int64(1) << r)
    while frontier:
        v = _low_index(frontier & -frontier)
        frontier &= frontier - 1
        new = inc[v] & m & ~piece
        piece |= new
        while new:
            j = _low_index(new & -new)
            new &= new - 1
            for w in (ea[j], eb[j]):
                if w != r and not (seen >> w) & 1:
                    seen |= np.int64(1) << w
                    frontier |= np.int64(1) << w
    return piece


@njit(cache=True)
def _answer(value, z, query):
    """What a call of :func:`_solve` returns once the value is known."""
    if query == 0:
        return value
    return np.int64(value > z if query > 0 else value < z)


@njit(cache=True)
def _told(known, z, query):
    """The answer to "is v > z?" (query 1) or "is v < z?" (-1) that bounds ``known`` give: 1 or
    0, or -1 if they do not tell."""
    gt_lo, ge_lo, lt_hi, le_hi = known
    if query > 0:
        if z <= gt_lo or z < ge_lo:
            return 1
        if z >= lt_hi or z >= le_hi:
            return 0
    else:
        if z >= lt_hi or z > le_hi:
            return 1
        if z <= gt_lo or z <= ge_lo:
            return 0
    return -1


@njit(cache=True)
def _learnt(known, z, query, yes):
    """The bounds ``known`` with the answer ``yes`` to a question about z added."""
    gt_lo, ge_lo, lt_hi, le_hi = known
    if query > 0 and yes:
        gt_lo = max(gt_lo, z)
    elif query > 0:
        le_hi = min(le_hi, z)
    elif yes:
        lt_hi = min(lt_hi, z)
    else:
        ge_lo = max(ge_lo, z)
    return (gt_lo, ge_lo, lt_hi, le_hi)


@njit(cache=True)
def _number_option(z, side):
    """The Left (side +1) or Right (-1) option of the number z in canonical form, and whether it
    has one: for a/2**k (a odd, k >= 1) they are z -+ 2**-k; an integer n > 0 has only n - 1 on
    the left, n < 0 only n + 1 on the right, and 0 none."""
    if z & (ONE - 1):
        return z - side * (z & -z), True
    if z > 0 and side > 0:
        return z - ONE, True
    if z < 0 and side < 0:
        return z + ONE, True
    return np.int64(0), False


_KEY = types.UniTuple(types.int64, 2 + KEYED_WEIGHTS)
_SOLVE_TYPE = types.int64(
    types.int64, types.int64, types.int64, types.int64,
    types.int64[:], types.int64[:], types.int64[:], types.int64[:],
    types.DictType(types.int64, types.int64), types.DictType(_KEY, types.int64),
    types.DictType(_KEY, types.UniTuple(types.int64, 4)),
    types.int64[:])


@njit(_SOLVE_TYPE, cache=True, nogil=True)
def _solve(m, r, z, compare, ea, eb, col, inc, exact, shared, bounds, ctl):
    """The scaled value of the edges m (all connected to r) standing on r, or with ``compare``
    the sign of that value minus z. Returns 0 once ``ctl`` says the budget is spent (nothing
    unfinished is memoised, so a later call goes on from the memos)."""
    YES = np.int64(1)  # (not literals: every recursive call has the one signature)
    NO = np.int64(0)
    if m == 0:
        return _answer(np.int64(0), z, compare)
    key = m | (np.int64(r) << SHIFT)
    if key in exact:
        return _answer(exact[key], z, compare)
    # What questions taught about this very position (by its edges: no search needed to find it;
    # a -1 in the second place keeps these apart from the keys by core and weights).
    mkey = (key, np.int64(-1), np.int64(0), np.int64(0), np.int64(0), np.int64(0), np.int64(0), np.int64(0))
    if compare and mkey in bounds:
        told = _told(bounds[mkey], z, compare)
        if told >= 0:
            return np.int64(told)
    piece = _first_piece(m, r, ea, eb, inc)
    if piece != m:  # parts meeting only at r add up; to compare, all but the biggest are valued
        big = piece
        if compare:
            rest = m
            while rest:
                piece = _first_piece(rest, r, ea, eb, inc)
                if _popcount(piece) > _popcount(big):
                    big = piece
                rest &= ~piece
        total = np.int64(0)
        rest = m
        while rest:
            piece = _first_piece(rest, r, ea, eb, inc)
            rest &= ~piece
            if compare and piece == big:
                continue
            total += _solve(piece, r, z, NO, ea, eb, col, inc, exact, shared, bounds, ctl)
            if ctl[ABORTED]:
                return np.int64(0)
        if compare:
            return _solve(big, r, z - total, compare, ea, eb, col, inc, exact, shared, bounds, ctl)
        exact[key] = total
        return total
    i = _low_index(m)
    if m & (m - 1) == 0 and ea[i] == r and eb[i] == r:
        return _answer(col[i] * np.int64(ONE), z, compare)
    ctl[NODES] += 1
    if ctl[NODES] > ctl[BUDGET]:
        ctl[ABORTED] = 1
        return np.int64(0)
    # One DFS from r: discovery order, lowlinks, the tree, loops.
    disc = np.full(64, -1, np.int64)
    low = np.zeros(64, np.int64)
    parent = np.full(64, -1, np.int64)
    pedge = np.full(64, -1, np.int64)
    order = np.empty(64, np.int64)
    rem = np.zeros(64, np.int64)
    stack = np.empty(64, np.int64)
    disc[r] = 0
    order[0] = r
    count = 1
    stack[0] = r
    top = 1
    rem[r] = inc[r] & m
    loops = np.int64(0)
    while top:
        v = stack[top - 1]
        if rem[v]:
            i = _low_index(rem[v] & -rem[v])
            rem[v] &= rem[v] - 1
            if i == pedge[v]:
                continue
            w = ea[i] if eb[i] == v else eb[i]
            if w == v:
                loops |= np.int64(1) << i
                continue
            if disc[w] < 0:
                disc[w] = count
                low[w] = count
                parent[w] = v
                pedge[w] = i
                order[count] = w
                count += 1
                rem[w] = inc[w] & m
                stack[top] = w
                top += 1
            elif disc[w] < low[v]:
                low[v] = disc[w]
        else:
            top -= 1
            if top and low[v] < low[parent[v]]:
                low[parent[v]] = low[v]
    if loops == 0 and _popcount(m) == count - 1:  # a tree: Berlekamp's rule from the leaves down
        val = np.zeros(64, np.int64)
        for k in range(count - 1, 0, -1):
            w = order[k]
            val[parent[w]] += _edge_under(col[pedge[w]], val[w])
        exact[key] = val[r]
        return _answer(val[r], z, compare)
    # Branches: a DFS child w of u != r with low[w] >= disc[u] starts one at u, made of the edges
    # below w (each edge belongs to its deeper end); a loop at u is one too. Only the topmost count.
    own = np.zeros(64, np.int64)
    x = m
    while x:
        i = _low_index(x & -x)
        x &= x - 1
        a, b = ea[i], eb[i]
        own[a if disc[a] > disc[b] else b] |= np.int64(1) << i
    below = own.copy()
    for k in range(count - 1, 0, -1):
        w = order[k]
        below[parent[w]] |= below[w]
    inside = np.zeros(64, np.bool_)
    branch = np.zeros(64, np.int64)
    for k in range(1, count):
        w = order[k]
        u = parent[w]
        if inside[u]:
            inside[w] = True
        elif u != r and low[w] >= disc[u]:
            inside[w] = True
            branch[u] |= below[w]
    core = m
    corev = 1
    for k in range(1, count):
        w = order[k]
        if not inside[w]:
            corev += 1
            branch[w] |= loops & inc[w]
            core &= ~branch[w]
    # Each branch counts as its value (the colon principle).
    weight = np.zeros(64, np.int64)
    wkey = np.zeros(2 + KEYED_WEIGHTS, np.int64)
    wkey[0] = core | (np.int64(r) << SHIFT)
    weighted = 0
    for k in range(1, count):
        w = order[k]
        if branch[w]:
            weight[w] = _solve(branch[w], w, z, NO, ea, eb, col, inc, exact, shared, bounds, ctl)
            if ctl[ABORTED]:
                return np.int64(0)
            if weight[w] != 0:
                wkey[1] |= np.int64(1) << w
                if weighted < KEYED_WEIGHTS:
                    wkey[2 + weighted] = weight[w]
                weighted += 1
    ncore = _popcount(core)
    if ncore == corev - 1:  # the core is a tree: Berlekamp's rule again
        val = weight.copy()
        for k in range(count - 1, 0, -1):
            w = order[k]
            if not inside[w]:
                val[parent[w]] += _edge_under(col[pedge[w]], val[w])
        exact[key] = val[r]
        return _answer(val[r], z, compare)
    # Weights in the order of their vertices (wkey[1] names them): an exact key.
    keyed = weighted <= KEYED_WEIGHTS
    skey = (wkey[0], wkey[1], wkey[2], wkey[3], wkey[4], wkey[5], wkey[6], wkey[7])
    if keyed and skey in shared:
        value = shared[skey]
        exact[key] = value
        return _answer(value, z, compare)
    if not compare and ncore > ctl[COMPARE_FROM_AT]:
        # Valued by questions down the simplicity tree: is it above or below the simplest number
        # still possible (0 first)? The answers narrow the interval it lies in until it is met.
        above = np.int64(NONE_LO)  # the value is above this and below `beneath`
        beneath = np.int64(NONE_HI)
        t = np.int64(0)
        first = YES  # ask first the way the last answer went: a "no" costs every option of a side
        while True:
            if _solve(m, r, t, first, ea, eb, col, inc, exact, shared, bounds, ctl):
                way = first
            elif ctl[ABORTED]:
                return np.int64(0)
            elif _solve(m, r, t, -first, ea, eb, col, inc, exact, shared, bounds, ctl):
                way = -first
            elif ctl[ABORTED]:
                return np.int64(0)
            else:
                break
            if way > 0:
                above = t
            else:
                beneath = t
            first = way
            t = _simplest(above != NONE_LO, above, beneath != NONE_HI, beneath)
        exact[key] = t
        if keyed:
            shared[skey] = t
        return t
    query = compare
    if query != 0 and ncore <= ctl[COMPARE_FROM_AT]:  # small: valued exactly (the value serves every z)
        compare = NO
    if compare and keyed and skey in bounds:  # what earlier questions taught
        told = _told(bounds[skey], z, query)
        if told >= 0:
            bounds[mkey] = _learnt(bounds[mkey], z, query, told == 1) if mkey in bounds else bounds[skey]
            return np.int64(told)
    fall = np.zeros(64, np.int64)  # what falls with a core edge: only a bridge drops anything
    for k in range(1, count):
        w = order[k]
        if not inside[w] and low[w] > disc[parent[w]]:
            fall[pedge[w]] = below[w]
    cuts = np.empty(ncore, np.int64)  # to ask, the edges nearest r first (measured: a little faster)
    x = core
    n = 0
    while x:
        i = _low_index(x & -x)
        x &= x - 1
        cuts[n] = i
        n += 1
    if compare:
        depth = np.empty(ncore, np.int64)
        for j in range(ncore):
            depth[j] = max(disc[ea[cuts[j]]], disc[eb[cuts[j]]])
        cuts = cuts[np.argsort(depth)]
    # The options: every cut in the core, and each side's best cut in the branches at each vertex.
    # Valuing takes them all. "Is v > z?" asks for a Left option that is not below z (or v >= z's
    # Right option); "is v < z?" for a Right option not above z (or v <= z's Left option): the
    # first one found answers, and each question looks at one side's options only.
    has_lo = False
    has_hi = False
    lo = np.int64(0)
    hi = np.int64(0)
    found_one = False
    for side in (1, -1):
        if compare and side != compare:
            continue
        if compare:  # first the options already valued (a cut-off for free)
            for i in cuts:
                if col[i] == side:
                    ck = (m & ~((np.int64(1) << i) | fall[i])) | (np.int64(r) << SHIFT)
                    if ck in exact and (exact[ck] - z) * side >= 0:
                        found_one = True
                        break
            if found_one:
                break
        options = np.empty(ncore + count, np.int64)  # this side's options: its core cuts, then
        n = 0  # its best cut in the branches at each vertex (found by valuing the branches' options)
        for i in cuts:
            if col[i] == side:
                options[n] = m & ~((np.int64(1) << i) | fall[i])
                n += 1
        for k in range(1, count):
            w = order[k]
            bm = branch[w]
            if not bm:
                continue
            found = False
            best = np.int64(0)
            best_mask = np.int64(0)
            y = bm
            while y:
                i = _low_index(y & -y)
                y &= y - 1
                if col[i] != side:
                    continue
                cut = _reach(bm & ~(np.int64(1) << i), w, ea, eb, inc)
                v = _solve(cut, w, z, NO, ea, eb, col, inc, exact, shared, bounds, ctl)
                if ctl[ABORTED]:
                    return np.int64(0)
                if not found or (v > best if side > 0 else v < best):
                    found = True
                    best = v
                    best_mask = cut
            if found:
                options[n] = (m & ~bm) | best_mask
                n += 1
        for j in range(n):
            v = _solve(options[j], r, z, -compare, ea, eb, col, inc, exact, shared, bounds, ctl)
            if ctl[ABORTED]:
                return np.int64(0)
            if compare:
                if v == 0:
                    found_one = True
                    break
            elif side > 0:
                if not has_lo or v > lo:
                    lo = v
                    has_lo = True
            elif not has_hi or v < hi:
                hi = v
                has_hi = True
        if found_one:
            break
    if not compare:
        value = _simplest(has_lo, lo, has_hi, hi)
        exact[key] = value
        if keyed:
            shared[skey] = value
        return _answer(value, z, query)
    if not found_one:  # v > z also when v >= z's Right option; v < z when v <= z's Left option
        zo, has = _number_option(z, -query)
        if has:
            found_one = _solve(m, r, zo, -query, ea, eb, col, inc, exact, shared, bounds, ctl) == 0
            if ctl[ABORTED]:
                return np.int64(0)
    nothing = (NONE_LO, NONE_LO, NONE_HI, NONE_HI)
    bounds[mkey] = _learnt(bounds[mkey] if mkey in bounds else nothing, z, query, found_one)
    if keyed:
        bounds[skey] = _learnt(bounds[skey] if skey in bounds else nothing, z, query, found_one)
    return YES if found_one else NO


def new_exact_memo():
    return Dict.empty(key_type=types.int64, value_type=types.int64)


def new_shared_memo():
    return Dict.empty(key_type=types.UniTuple(types.int64, 2 + KEYED_WEIGHTS), value_type=types.int64)


def new_bounds_memo():
    return Dict.empty(key_type=_KEY, value_type=types.UniTuple(types.int64, 4))


def solve(m: int, ea: np.ndarray, eb: np.ndarray, col: np.ndarray, inc: np.ndarray, exact, shared, bounds,
          budget: int, z: int = 0, query: int = 0) -> tuple[int, bool]:
    """(scaled value of the edges m standing on vertex 0, finished), or with ``query`` 1 (-1) the
    answer 1 or 0 to "is the value above (below) the scaled number z?"; unfinished when
    ``budget`` parts were searched first: call again, the memos keep the work done. The compiled
    code lets go of the GIL (the window stays responsive while it thinks), so callers sharing
    memos must take turns."""
    ctl = np.array([0, budget, 0, COMPARE_FROM], np.int64)
    m = int(_reach(np.int64(m), 0, ea, eb, inc))
    value = int(_solve(np.int64(m), 0, np.int64(z), np.int64(query), ea, eb, col, inc, exact, shared, bounds, ctl))
    return value, not ctl[ABORTED]
