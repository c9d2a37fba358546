"""Graph Domination search, compiled by numba: negamax alpha-beta over bit masks.

A position is ``(a, b, c, t)``: Blue's and Red's tokens as bit masks over the board's sorted
vertices, the colour to move (0 Blue, 1 Red) and the turns left. Its value is the final score
margin for the colour to move (``SCALE`` units per point) with best play.

The search is iterative deepening (driven from Python) over a principal-variation negamax with a
transposition table (arrays, one slot per hash, deeper or newer entries win), the table's move and
a history table for move ordering. A value found with the depth reaching every game end is exact
and stored as such (``FULL_DEPTH``), so endgames are solved once and reused by later moves. ``walk``
lists the positions of a small board's exact table (``games/solve/domination.py``).

Every compiled function has an explicit signature where it recurses (numba needs one there, and
integer literals would otherwise give other types than the arguments: ``np.int64`` throughout) and
``cache=True``, so numba keeps the machine code beside this file and compiles again only when the
file changes. The search lets go of the GIL: a timer thread (and the window) run while it thinks;
the timer stops it by writing ``ctl[STOP]``, which the search reads at every node.
"""

from __future__ import annotations

import numpy as np
from numba import njit, types
from numba.typed import Dict

#: Largest board the kernel plays on (masks are int64 and stay positive).
MAX_VERTICES = 62
#: Evaluation units per point of score margin.
SCALE = 16
INF = 1 << 28
#: Depth stored for a value that reached every game end below it.
FULL_DEPTH = 1023
EXACT, LOWER, UPPER = 0, 1, 2

# The control array: positions searched, the most allowed, a stop flag (set by a timer), set when
# the search was cut short, and the table's generation (entries of older searches are replaced first).
NODES, LIMIT, STOP, ABORTED, GENERATION = 0, 1, 2, 3, 4
CONTROL_SIZE = 5

# The evaluation's weights (in SCALE units), an array so that benchmarks can vary them.
W_TERRITORY, W_MOBILITY, W_ENTRY_OPEN, W_ENTRY_BLOCKED, W_TEMPO, W_PHASE = 0, 1, 2, 3, 4, 5
DEFAULT_WEIGHTS = (10, 2, 12, 96, 4, 12)


@njit(cache=True)
def popcount(x):
    x = x - ((x >> 1) & 0x5555555555555555)
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F
    return (x * 0x0101010101010101) >> 56


@njit(cache=True)
def low_index(x):
    """Index of the lowest set bit of x > 0."""
    i = 0
    for step in (32, 16, 8, 4, 2, 1):
        if x & ((np.int64(1) << step) - 1) == 0:
            x >>= step
            i += step
    return i


I64, ARRAY, TABLE = types.int64, types.int64[:], types.int64[:, :]


@njit(I64(I64, TABLE), cache=True)
def union(mask, tables):
    """Every vertex next to a vertex of ``mask`` (one table lookup per byte)."""
    out = np.int64(0)
    k = 0
    while mask:
        out |= tables[k, mask & 255]
        mask >>= 8
        k += 1
    return out


@njit(cache=True)
def score(own, opp, nbr, full):
    """``own``'s score: 3 per token, plus 1 per token for each empty vertex next to it."""
    empty = full & ~(own | opp)
    s = 3 * popcount(own)
    m = own
    while m:
        i = low_index(m)
        m &= m - 1
        s += popcount(nbr[i] & empty)
    return s


@njit(I64(I64, I64, ARRAY, I64), cache=True)
def margin(own, opp, nbr, full):
    return score(own, opp, nbr, full) - score(opp, own, nbr, full)


@njit(types.boolean(I64, I64, I64, TABLE), cache=True)
def has_move(own, opp, entry, tables):
    forb = own | opp | union(opp, tables)
    return (entry & forb) == 0 or (union(own, tables) & ~forb) != 0


@njit(I64(I64, I64, I64, I64, ARRAY, TABLE, ARRAY, I64, ARRAY), cache=True)
def evaluate(own, opp, c, t, nbr, tables, entries, full, w):
    """The position's worth for the mover (colour ``c``): the margin now plus, while turns remain,
    territory, mobility and the entries, fading in the last ``w[W_PHASE]`` turns."""
    now = SCALE * margin(own, opp, nbr, full)
    if t <= 1:
        return now
    uo, up = union(own, tables), union(opp, tables)
    occupied = own | opp
    empty = full & ~occupied
    eo, ep = entries[c], entries[1 - c]
    forb_o, forb_p = occupied | up, occupied | uo
    open_o = (eo & forb_o) == 0
    open_p = (ep & forb_p) == 0
    mob = popcount(uo & ~forb_o) - popcount(up & ~forb_p) + np.int64(open_o) - np.int64(open_p)
    entry = np.int64(0)
    if open_o:
        entry += w[W_ENTRY_OPEN]
    elif eo & (up | opp):
        entry -= w[W_ENTRY_BLOCKED]
    if open_p:
        entry -= w[W_ENTRY_OPEN]
    elif ep & (uo | own):
        entry += w[W_ENTRY_BLOCKED]
    # Territory: grow both sides a step at a time through empty vertices the other may not ban.
    fo = own | (eo if open_o else np.int64(0))
    fp = opp | (ep if open_p else np.int64(0))
    seen = occupied | fo | fp
    terr = np.int64(0)
    while fo or fp:
        no = union(fo, tables) & empty & ~seen & ~up
        np_ = union(fp, tables) & empty & ~seen & ~uo
        both = no & np_
        no ^= both
        np_ ^= both
        terr += popcount(no) - popcount(np_)
        seen |= no | np_ | both
        fo, fp = no, np_
    potential = w[W_TERRITORY] * terr + w[W_MOBILITY] * mob + entry
    phase = min(t, w[W_PHASE])
    return now + potential * phase // w[W_PHASE] + w[W_TEMPO]


@njit(I64(I64, I64, I64, ARRAY, I64, ARRAY, ARRAY, ARRAY), cache=True)
def children(own, forb, entry, nbr, n, out, src, dst):
    """The mover's token masks after each placement and step (place first) into ``out``, with each
    move's source (``n`` for a placement) and target index; returns how many."""
    k = 0
    if (entry & forb) == 0:
        out[k] = own | entry
        src[k] = n
        dst[k] = low_index(entry)
        k += 1
    m = own
    while m:
        i = low_index(m)
        m &= m - 1
        targets = nbr[i] & ~forb
        rest = own & ~(np.int64(1) << i)
        while targets:
            j = low_index(targets)
            targets &= targets - 1
            out[k] = rest | (np.int64(1) << j)
            src[k] = i
            dst[k] = j
            k += 1
    return k


@njit(cache=True)
def slot(a, b, c, t, size_mask):
    h = a * np.int64(-7046029254386353131) ^ b * np.int64(-4658895280553007687) ^ (c + 2 * t) * np.int64(
        -3372029247567499371)
    return (h ^ (h >> 29)) & size_mask


@njit(cache=True)
def store(tk, td, i, a, b, c, t, depth, flag, value, best, generation):
    """Keep the entry unless the slot holds a deeper one of this search's generation."""
    meta = td[i, 0]
    if tk[i, 0] != a or tk[i, 1] != b or (meta & 1023) != c + 2 * t:
        old_depth = (meta >> 10) & 1023
        old_gen = meta >> 24
        if old_gen == generation and old_depth > depth:
            return
    tk[i, 0] = a
    tk[i, 1] = b
    td[i, 0] = (c + 2 * t) | (depth << 10) | (flag << 20) | (generation << 24)
    td[i, 1] = value
    td[i, 2] = best


_SEARCH_TYPE = I64(
    I64, I64, I64, I64, I64, I64, I64, I64,
    ARRAY, TABLE, ARRAY, I64, I64,
    TABLE, TABLE,
    TABLE, TABLE, TABLE, TABLE, types.int64[:, :, :],
    ARRAY, ARRAY)


@njit(_SEARCH_TYPE, cache=True, nogil=True)
def search(a, b, c, t, depth, alpha, beta, ply, nbr, tables, entries, full, n, tk, td,
           moves, keys, srcs, dsts, history, ctl, w):
    """The value of ``(a, b, c, t)`` for the mover searched ``depth`` plies deep (fail-soft);
    0 once ``ctl`` says stop (``ctl[ABORTED]`` set; nothing unfinished is stored)."""
    ctl[NODES] += 1
    if ctl[NODES] >= ctl[LIMIT] or ctl[STOP] != 0:
        ctl[ABORTED] = 1
        return np.int64(0)
    if c == 0:
        own, opp = a, b
    else:
        own, opp = b, a
    if t <= 0:
        return SCALE * margin(own, opp, nbr, full)
    size_mask = tk.shape[0] - 1
    i = slot(a, b, c, t, size_mask)
    meta = td[i, 0]
    tt_best = np.int64(-1)
    if tk[i, 0] == a and tk[i, 1] == b and (meta & 1023) == c + 2 * t:
        hdepth = (meta >> 10) & 1023
        hflag = (meta >> 20) & 3
        hvalue = td[i, 1]
        if hdepth >= depth:
            if hflag == EXACT or (hflag == LOWER and hvalue >= beta) or (hflag == UPPER and hvalue <= alpha):
                return hvalue
        tt_best = td[i, 2]
    entry = entries[c]
    forb = own | opp | union(opp, tables)
    if depth <= 0:  # the horizon: the evaluation, unless the game is over here
        if (entry & forb) == 0 or (union(own, tables) & ~forb) != 0 or has_move(opp, own, entries[1 - c], tables):
            return evaluate(own, opp, c, t, nbr, tables, entries, full, w)
        return SCALE * margin(own, opp, nbr, full)
    generation = ctl[GENERATION]
    row = moves[ply]
    count = children(own, forb, entry, nbr, n, row, srcs[ply], dsts[ply])
    if count == 0 and not has_move(opp, own, entries[1 - c], tables):
        value = SCALE * margin(own, opp, nbr, full)
        store(tk, td, i, a, b, c, t, np.int64(FULL_DEPTH), np.int64(EXACT), value, np.int64(-1), generation)
        return value
    stored_depth = np.int64(FULL_DEPTH) if depth >= t else depth
    if count == 0:  # a forced pass
        if c == 0:
            v = -search(a, b, np.int64(1), t - 1, depth - 1, -beta, -alpha, ply + 1, nbr, tables, entries, full, n,
                        tk, td, moves, keys, srcs, dsts, history, ctl, w)
        else:
            v = -search(a, b, np.int64(0), t - 1, depth - 1, -beta, -alpha, ply + 1, nbr, tables, entries, full, n,
                        tk, td, moves, keys, srcs, dsts, history, ctl, w)
        if ctl[ABORTED]:
            return np.int64(0)
        flag = UPPER if v <= alpha else LOWER if v >= beta else EXACT
        store(tk, td, i, a, b, c, t, stored_depth, np.int64(flag), v, own, generation)
        return v
    # Ordering: the table's move, then by history.
    krow = keys[ply]
    srow, drow = srcs[ply], dsts[ply]
    hc = history[c]
    for k in range(count):
        krow[k] = (np.int64(1) << 40) if row[k] == tt_best else hc[srow[k], drow[k]]
    for k in range(1, count):  # insertion sort, largest key first
        kk, mv, s, d = krow[k], row[k], srow[k], drow[k]
        j = k - 1
        while j >= 0 and krow[j] < kk:
            krow[j + 1], row[j + 1], srow[j + 1], drow[j + 1] = krow[j], row[j], srow[j], drow[j]
            j -= 1
        krow[j + 1], row[j + 1], srow[j + 1], drow[j + 1] = kk, mv, s, d
    alpha0 = alpha
    best = np.int64(-INF)
    best_child = row[0]
    q = np.int64(1 - c)
    for k in range(count):
        child = row[k]
        if c == 0:
            na, nb = child, b
        else:
            na, nb = a, child
        if k == 0:
            v = -search(na, nb, q, t - 1, depth - 1, -beta, -alpha, ply + 1, nbr, tables, entries, full, n,
                        tk, td, moves, keys, srcs, dsts, history, ctl, w)
        else:
            v = -search(na, nb, q, t - 1, depth - 1, -alpha - 1, -alpha, ply + 1, nbr, tables, entries, full, n,
                        tk, td, moves, keys, srcs, dsts, history, ctl, w)
            if alpha < v < beta and not ctl[ABORTED]:
                v = -search(na, nb, q, t - 1, depth - 1, -beta, -v, ply + 1, nbr, tables, entries, full, n,
                            tk, td, moves, keys, srcs, dsts, history, ctl, w)
        if ctl[ABORTED]:
            return np.int64(0)
        if v > best:
            best = v
            best_child = child
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    hc[srow[k], drow[k]] += depth * depth
                    break
    flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
    store(tk, td, i, a, b, c, t, stored_depth, np.int64(flag), best, best_child, generation)
    return best


_ROOT_TYPE = I64(
    I64, I64, I64, I64, I64, ARRAY, ARRAY, types.boolean,
    ARRAY, TABLE, ARRAY, I64, I64,
    TABLE, TABLE,
    TABLE, TABLE, TABLE, TABLE, types.int64[:, :, :],
    ARRAY, ARRAY)


@njit(_ROOT_TYPE, cache=True, nogil=True)
def search_root(a, b, c, t, depth, kids, values, full_values, nbr, tables, entries, full, n, tk, td,
                moves, keys, srcs, dsts, history, ctl, w):
    """One depth of the root: ``values[k]`` for the mover after moving to ``kids[k]`` (their tokens).

    ``full_values``: every child's exact value at this depth; else the exact value of the first
    child and of every child that reaches the best so far, and a bound below the best for the
    others. Returns how many children were searched before a stop."""
    best = np.int64(-INF)
    q = np.int64(1 - c)
    for k in range(kids.shape[0]):
        child = kids[k]
        if c == 0:
            na, nb = child, b
        else:
            na, nb = a, child
        if full_values or k == 0:
            v = -search(na, nb, q, t - 1, depth - 1, np.int64(-INF), np.int64(INF), np.int64(1), nbr, tables, entries,
                        full, n, tk, td, moves, keys, srcs, dsts, history, ctl, w)
        else:  # does it reach the best? if so, its value (ties too: the player draws among them)
            v = -search(na, nb, q, t - 1, depth - 1, -best, -best + 1, np.int64(1), nbr, tables, entries, full, n,
                        tk, td, moves, keys, srcs, dsts, history, ctl, w)
            if v >= best and not ctl[ABORTED]:
                v = -search(na, nb, q, t - 1, depth - 1, np.int64(-INF), -best + 1, np.int64(1), nbr, tables,
                            entries, full, n, tk, td, moves, keys, srcs, dsts, history, ctl, w)
        if ctl[ABORTED]:
            return k
        values[k] = v
        if v > best:
            best = v
    return kids.shape[0]


# The walk's progress (``walk``): positions listed, positions expanded, successors written.
LISTED, EXPANDED, WRITTEN = 0, 1, 2
#: The walk's index of positions: key to place. Made, read and filled only by compiled functions
#: with signatures, so that none compiles during a game (numba compiles a typed dict's methods
#: called from Python at their first use, about a second, and never caches them).
INDEX = types.DictType(types.int64, types.int64)


@njit(INDEX(ARRAY, ARRAY, ARRAY), cache=True)
def new_index(roots, keys, progress):
    """The index of a walk from ``roots``, listed in ``keys``."""
    index = Dict.empty(key_type=types.int64, value_type=types.int64)
    for key in roots:
        if key not in index:
            index[key] = progress[LISTED]
            keys[progress[LISTED]] = key
            progress[LISTED] += 1
    return index


@njit(I64(INDEX, I64), cache=True)
def place(index, key):
    """The place of position ``key`` in the walk's list, -1 if it is not there."""
    return index.get(key, -1)


@njit(I64(INDEX, ARRAY, types.int32[:], ARRAY, types.boolean[:], types.int16[:], ARRAY, I64, I64, ARRAY, TABLE,
          ARRAY, I64, ARRAY, ARRAY, ARRAY), cache=True, nogil=True)
def walk(index, keys, succ, starts, over, margins, progress, budget, n, nbr, tables, entries, full, out, src, dst):
    """Go on with the exact table's breadth-first walk over positions ``a | b << n | c << 2n``: list each
    new successor (``index``: key to its place in ``keys``), and for each position expanded its
    successors' places (from ``starts[i]`` in ``succ``; itself when the game is over there), whether
    the game is over there and its margin for the mover. Returns 0 once every listed position is
    expanded, 1 when ``keys`` or ``succ`` must grow first, 2 when ``budget`` positions were expanded."""
    listed, expanded, written = progress[LISTED], progress[EXPANDED], progress[WRITTEN]
    width = out.shape[0]
    status = 0
    while expanded < listed:
        if budget <= 0:
            status = 2
            break
        if listed + width > keys.shape[0] or written + width > succ.shape[0]:
            status = 1
            break
        key = keys[expanded]
        a = key & full
        b = (key >> n) & full
        c = key >> (2 * n)
        own, opp = (a, b) if c == 0 else (b, a)
        forb = own | opp | union(opp, tables)
        count = children(own, forb, entries[c], nbr, n, out, src, dst)
        margins[expanded] = margin(own, opp, nbr, full)
        starts[expanded] = written
        over[expanded] = False
        if count == 0:
            if has_move(opp, own, entries[1 - c], tables):
                out[0] = own  # a forced pass
                count = 1
            else:
                over[expanded] = True
                succ[written] = expanded
                written += 1
        for k in range(count):
            if c == 0:
                child = out[k] | (b << n) | (np.int64(1) << (2 * n))
            else:
                child = a | (out[k] << n)
            j = index.get(child, -1)
            if j < 0:
                j = listed
                index[child] = j
                keys[j] = child
                listed += 1
            succ[written] = j
            written += 1
        expanded += 1
        budget -= 1
    progress[LISTED], progress[EXPANDED], progress[WRITTEN] = listed, expanded, written
    return status
