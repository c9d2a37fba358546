"""The vertex-magic labelling game: the exact solver, analysis and computer players.

**Reduced positions.** What a position's future depends on is far less than its labels:

* A completed vertex (all of S(x) labelled) only left the magic constant k behind.
* Before k is set, an incomplete vertex x matters through its partial sum s_x, and only up to a
  constant common to all vertices: the rule "every completed S(x) has the same sum" compares sums.
  Once k is set, x matters through its target t_x = k - s_x, the sum its open elements must reach.
* Once k is set, a vertex whose target no choice of r_x distinct unused labels can reach (r_x: its
  open elements) can never be completed, since labels only get used up: it is *blocked*, its last
  open element can never be labelled, and its target no longer matters.
* An element on which no label is legal stays so forever (k set: its completing vertices want one
  value that is used or out of reach; k unset: an edge completing two vertices whose partial sums
  differ, which stays so once k is set). Such a *dead* element is dropped, and each vertex it
  touches can never be completed: that vertex becomes *free* and imposes nothing any more.
* An open element touching only free vertices is a *free element*: any unused label goes there.
  Free elements are interchangeable: only their number ``f`` counts. An element touching one
  constrained vertex z (z itself, or an edge from z to a free vertex) is *private* to z; z's
  private elements are interchangeable too, so z keeps their number ``p_z``. What remains is the
  graph of constrained vertices joined by their open shared edges. A blocked vertex with only
  private elements takes p_z - 1 of them, any labels: they become free elements.

A reduced position is ``(kset, A, spare, f, colours, edges)``: whether k is set, the unused labels
A (a bit mask of values; once k is set only the useful ones, and ``spare`` counts the others, see 3
below), the free elements, each constrained vertex's colour ``(p_z, status)``
(status: the partial sum before k, the target after, ``BLOCKED``) and the shared edges.
Every legal sequence of moves in the game corresponds one to one to a legal sequence in the
reduced position (same elements up to the interchangeability above, same labels), so both have the
same winner. When no constrained vertex is left, exactly ``f`` moves remain (|A| is at least the
number of open elements, so labels never run short): the mover wins iff ``f`` is odd.

**Symmetries used by the memo (with proof).**

1. *Graph automorphisms*: positions are keyed by a canonical form of the coloured graph of
   constrained vertices (BLISS through igraph), so positions equal up to an isomorphism that keeps
   colours (and thus every graph automorphism of the board) share one entry. Renaming vertices
   changes nothing in the rules.
2. *Affine maps of the labels* ``phi(l) = sigma * l + c`` with ``sigma = +1 or -1``: the position
   ``(A, t_z or s_z)`` is equivalent to ``(phi(A), t'_z, s'_z)`` with
   ``t'_z = sigma * t_z + r_z * c`` after k and ``s'_z = sigma * s_z - r_z * c`` before k.
   Proof: phi is a bijection of A onto phi(A), so a label is unused in one position iff its image
   is unused in the other, and the sum R of r distinct labels maps to ``sigma * R + r * c``.
   After k, vertex z can be completed exactly when its remaining r_z labels sum to t_z, i.e. when
   their images sum to ``sigma * t_z + r_z * c``. Before k, completed vertices must all reach one
   sum: s_z + R_z = s_w + R_w iff ``s'_z + R'_z = s'_w + R'_w`` since both sides are
   ``sigma * (s + R)``; and the common constant does not matter. Blocked, free and private
   elements, and the numbers of moves, are untouched. So legal sequences correspond one to one.
   The paper's pairings are the case sigma = -1, c = k: the match ``l -> k - l``; the complement
   ``l -> V+E+1-l`` of the whole game is the case c = V+E+1 (a symmetry of the full game only on
   regular graphs, where every S(x) has the same size, but always a symmetry of reduced positions).
   Of the two maps that send A's least value to 0, the memo stores the image with the lesser mask;
   when A is symmetric (both masks equal), the one with the lesser sorted colours, and when those
   tie too, the lesser graph form. Each test compares things that isomorphisms and these maps
   carry along, so equivalent positions get one key.
3. *Spare labels* (once k is set). Call a label *useful* if it lies in some set of r_z distinct
   unused labels summing to t_z for some constrained, unblocked vertex z, and *spare* otherwise.
   Any two spare labels u, u' are interchangeable: the bijection of labels swapping them fixes
   every useful label. A completion of z needs its last r_z labels to be such a set, so putting u
   (or u') on an element of z blocks z either way, and on a free element changes nothing else.
   A spare label stays spare (A only shrinks, and a target only moves by a label put on one of
   z's elements, whose later completions are subsets of the earlier ones). So the memo keeps the
   useful labels' values but only the number of spare ones; a search expands them as values above
   every target, which are in no completion.

**Search.** Depth-first negamax on won/lost with that memo; a node's children are reduced as
they are generated, the paper's opening first on the empty board (the largest label on a central
vertex), then moves completing a vertex (they set or meet k and often win), then label by label the
elements of the vertices nearest completion; the first child lost for the opponent ends the search
of its parent, and far from the end a node first looks every child up in the memo. On the
paper's families, ``first_player_wins`` answers by the theorems (``games/solve/magic_theorems.py``).

**Players.** strong: the pairing strategy on a theorem family while the game is on its line; else the exact
solver within the level's budget; beyond it Monte Carlo playouts (random legal moves) ranking the
moves, with exact play as soon as the solver finishes on the few elements left. medium: the same
with a small budget and a random move one time in three while it can win. Both hold out as long as
they can in a lost position (the moves leaving the most elements open). easy: a random move, or the
winning move one time in four when the solver finds it fast.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter

import igraph as ig
import networkx as nx

from graphgames_desktop.games.base import Analysis, Choice, Level, Move, Observation, expect, keep_most_to_play, position_to_play
from graphgames_desktop.games.magic_rules import MagicBoard, MagicMove, MagicState
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime
from graphgames_desktop.games.solve.magic_theorems import family_fit, pairing_move

#: The status of a constrained vertex that can never be completed (k set, target out of reach).
BLOCKED = -(1 << 60)

#: A reduced position: (kset, labels mask, free elements, colours (p, status), shared edges).
Key = tuple[bool, int, int, int, tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]


def bits(mask: int) -> Iterator[int]:
    """The set bit indices of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@lru_cache(maxsize=1 << 16)
def reachable_sums(labels: int, count: int) -> int:
    """The sums of ``count`` distinct values of the mask ``labels``, as a bit mask of sums."""
    dp = [1] + [0] * count
    for v in bits(labels):
        for c in range(count, 0, -1):
            dp[c] |= dp[c - 1] << v
    return dp[count]


def reachable(labels: int, count: int, target: int) -> bool:
    if target < 0:
        return False
    if count == 1:
        return bool(labels >> target & 1)
    return bool(reachable_sums(labels, count) >> target & 1)


@lru_cache(maxsize=1 << 16)
def useful_labels(labels: int, count: int, target: int) -> int:
    """The labels of the mask that belong to some set of ``count`` distinct labels summing to ``target``."""
    if target < 0:
        return 0
    if count == 1:
        return labels & 1 << target
    if count == 2:
        return sum(1 << v for v in bits(labels) if 0 <= target - v != v and labels >> (target - v) & 1)
    return sum(1 << v for v in bits(labels) if reachable(labels & ~(1 << v), count - 1, target - v))


def spare_base(mask: int, colours: tuple[tuple[int, int], ...]) -> int:
    """A value for the first interchangeable spare label: above every target, so in no completion."""
    return max([mask.bit_length()] + [s + 1 for _, s in colours if s != BLOCKED])


# -- building reduced positions ------------------------------------------------------------------------

def _reduce(kset: bool, labels: int, free: int, private: list[int], status: list[int],
            edges: Sequence[tuple[int, int]], rs: list[int]) -> Key:
    """Normalise (blocked, dead, free and private elements) and canonicalise a raw position.

    ``rs``: each vertex's open elements (private plus shared edges); ``private`` and ``status`` are changed;
    ``edges`` sorted.
    """
    n = len(private)
    # Blocked vertices first (r and A do not change below, so neither does this), each other
    # vertex's useful labels with them; then, in the usual case, nothing to drop: no vertex complete,
    # a blocked vertex keeps a shared edge and more than one element, a last shared edge is not dead.
    useful = [0] * n
    simple = True
    for y in range(n):
        r = rs[y]
        if not r:
            simple = False
            continue
        t = status[y]
        if kset and t != BLOCKED:
            u = useful_labels(labels, r, t) if t >= 0 else 0
            if u:
                useful[y] = u
            else:
                status[y] = t = BLOCKED
        if t == BLOCKED:
            if r == 1 or r == private[y]:
                simple = False
        elif r == 1 and not private[y]:
            z = next(b if a == y else a for a, b in edges if a == y or b == y)
            if rs[z] == 1 and status[z] != t:
                simple = False
    if simple:
        return _finish(kset, labels, free, useful, private, status, rs, edges)
    alive = [True] * n
    nbrs: list[list[int]] = [[] for _ in range(n)]
    for i, j in edges:
        nbrs[i].append(j)
        nbrs[j].append(i)
    todo = list(range(n))  # a vertex is looked at again when its neighbourhood changed
    while todo:
        y = todo.pop()
        if not alive[y]:
            continue
        p, near, t = private[y], nbrs[y], status[y]
        r = p + len(near)
        if r == 0 or (r == 1 and p == 1 and t == BLOCKED):  # complete, or its last element is dead
            alive[y] = False
        elif r == 1 and not p:
            (z,) = near
            if t == BLOCKED or (private[z] + len(nbrs[z]) == 1 and status[z] != t):
                # the edge y-z is dead: neither can be completed; z's other elements stop counting for it
                alive[y] = alive[z] = False
                near.clear()
                nbrs[z].remove(y)
                free += private[z]
                for u in nbrs[z]:
                    nbrs[u].remove(z)
                    private[u] += 1
                    todo.append(u)
                nbrs[z] = []
        elif t == BLOCKED and not near:  # its private elements but one become free, the last is dead
            free += p - 1
            alive[y] = False
    live = [y for y in range(n) if alive[y]]
    if not live:
        return (True, 0, 0, free, (), ())  # only the number of free moves is left to count
    where = [0] * n
    for i, y in enumerate(live):
        where[y] = i
    es = [(where[i], where[j]) for i, j in edges if alive[i] and alive[j]]
    return _finish(kset, labels, free, [useful[y] for y in live], [private[y] for y in live],
                   [status[y] for y in live], [rs[y] for y in live], es)


def _finish(kset: bool, labels: int, free: int, useful: list[int], ps: list[int], ss: list[int], rs: list[int],
            es: Sequence[tuple[int, int]]) -> Key:
    """The key of a normalised position: once k is set, the labels in no completion of any vertex
    (``useful``: each vertex's labels in some completion) are interchangeable, and only their number
    counts; then the canonical form."""
    if not kset:
        return _canonical(False, labels, 0, free, ps, ss, rs, es)
    mask = 0
    for u in useful:
        mask |= u
    return _canonical(True, mask, (labels & ~mask).bit_count(), free, ps, ss, rs, es)


@lru_cache(maxsize=1 << 16)
def _mirror(labels: int) -> tuple[int, int, int, int]:
    """A's least and largest values and A's images under l -> l - least and l -> largest - l."""
    low = (labels & -labels).bit_length() - 1
    high = labels.bit_length() - 1
    down = int(bin(labels)[2:].rstrip("0")[::-1] or "0", 2)
    return low, high, labels >> low, down


def _canonical(kset: bool, labels: int, spare: int, free: int, ps: list[int], ss: list[int], rs: list[int],
               es: Sequence[tuple[int, int]]) -> Key:
    """The key of the affine image sending A's least value to 0 with the least mask; when both do
    (A symmetric), the one whose sorted colours are least, and if those tie, the least graph form.
    Each choice depends only on the position up to the symmetries, so the key is canonical."""
    es = tuple(es)
    if not labels:
        return (kset, 0, spare, free, *graph_form(tuple(zip(ps, ss)), es))
    low, high, up, down = _mirror(labels)
    if up != down:
        sigma, c, mask = (1, -low, up) if up < down else (-1, high, down)
        return (kset, mask, spare, free, *graph_form(_image(kset, sigma, c, ps, ss, rs), es))
    a = _image(kset, 1, -low, ps, ss, rs)
    b = _image(kset, -1, high, ps, ss, rs)
    sa, sb = sorted(a), sorted(b)
    if sa != sb:
        return (kset, up, spare, free, *graph_form(a if sa < sb else b, es))
    return min((kset, up, spare, free, *graph_form(a, es)), (kset, up, spare, free, *graph_form(b, es)))


def _image(kset: bool, sigma: int, c: int, ps: list[int], ss: list[int], rs: list[int]) -> tuple[tuple[int, int], ...]:
    """The colours (p, status) under the label map l -> sigma * l + c (see the module doc, 2)."""
    if kset:
        return tuple([(p, s if s == BLOCKED else sigma * s + r * c) for p, s, r in zip(ps, ss, rs)])
    raw = [sigma * s - r * c for s, r in zip(ss, rs)]
    base = min(raw)
    return tuple([(p, s - base) for p, s in zip(ps, raw)])


@lru_cache(maxsize=1 << 16)
def graph_form(colours: tuple[tuple[int, int], ...], es: tuple[tuple[int, int], ...]) \
        -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """A canonical form of the coloured graph: colours in canonical order and the renumbered edges.

    With all colours different, sorting them is the canonical order; else BLISS (through igraph).
    The same coloured graphs come back again and again (on C5 one call in five is new), so they are
    remembered.
    """
    n = len(colours)
    if n == 1:
        return (colours[0],), ()
    if not es or n == 2:
        return tuple(sorted(colours)), tuple(es) and ((0, 1),)
    distinct = sorted(set(colours))
    if len(distinct) == n:
        perm = sorted(range(n), key=colours.__getitem__)
    else:  # colours repeat: BLISS orders the vertices
        palette = {c: i for i, c in enumerate(distinct)}
        perm = bliss_order(n, tuple(es), tuple([palette[c] for c in colours]))
    place = [0] * n
    for i, old in enumerate(perm):
        place[old] = i
    return tuple([colours[old] for old in perm]), \
        tuple(sorted([(a, b) if a < b else (b, a) for a, b in [(place[i], place[j]) for i, j in es]]))


@lru_cache(maxsize=1 << 14)
def bliss_order(n: int, es: tuple[tuple[int, int], ...], palette: tuple[int, ...]) -> list[int]:
    """BLISS's canonical order of a small coloured graph (igraph puts old vertex perm[i] at place i);
    the same few small graphs come back again and again, so they are remembered."""
    return ig.Graph(n, es).canonical_permutation(color=list(palette))


def position_key(state: MagicState) -> Key:
    """The reduced, canonical position of a game state."""
    board, labels = state.board, state.label_tuple
    nv = len(board.vertices)
    k = state.k
    sums = [state.partial_sum(v) for v in board.vertices]
    opens = [state.open_count(v) for v in board.vertices]
    keep = [x for x in range(nv) if opens[x]]
    where = {x: i for i, x in enumerate(keep)}
    private = [0 if labels[x] else 1 for x in keep]
    status = [k - sums[x] if k is not None else sums[x] for x in keep]
    edges = []
    for i in range(nv, board.size):
        if not labels[i]:
            u, v = board.touching[i]
            edges.append((where[u], where[v]))
    mask = sum(1 << lab for lab in state.unused)
    rs = list(private)
    for i, j in edges:
        rs[i] += 1
        rs[j] += 1
    return _reduce(k is not None, mask, 0, private, status, sorted(edges), rs)


# -- the moves of a reduced position ----------------------------------------------------------------------

def _after(kset: bool, labels: int, free: int, private: list[int], status: list[int], rs: list[int],
           edges: tuple[tuple[int, int], ...], element: tuple[int, ...], label: int) -> Key | None:
    """The reduced position after ``label`` goes on ``element``, None if illegal.

    The parent position comes unpacked (``labels`` with its spare labels expanded, ``rs`` each vertex's
    open elements), and is left unchanged. ``element``: () a free element, (z,) a private element of z,
    (i, j) the shared edge i-j.
    """
    rest = labels & ~(1 << label)
    status = status[:]
    r = rs[:]
    if not element:
        return _reduce(kset, rest, free - 1, private[:], status, edges, r)
    if len(element) == 1:
        (y,) = element
        private = private[:]
        private[y] -= 1
        r[y] -= 1
        if kset:
            t = status[y]
            if t != BLOCKED:
                t -= label
                status[y] = t
            if not r[y] and t:  # completed off target (a blocked vertex is never on it)
                return None
        else:
            status[y] += label
            if not r[y]:
                k = status[y]
                status = [k - s for s in status]
                kset = True
        return _reduce(kset, rest, free, private, status, edges, r)
    i, j = element
    new_edges = [e for e in edges if e != element]
    r[i] -= 1
    r[j] -= 1
    if kset:
        for y in element:
            t = status[y]
            if t != BLOCKED:
                t -= label
                status[y] = t
            if not r[y] and t:
                return None
    else:
        si, sj = status[i] + label, status[j] + label
        if not r[i] and not r[j] and si != sj:
            return None
        status[i], status[j] = si, sj
        done = i if not r[i] else j if not r[j] else -1
        if done >= 0:
            k = status[done]
            status = [k - s for s in status]
            kset = True
    return _reduce(kset, rest, free, list(private), status, new_edges, r)


def _moves(key: Key, r: list[int], base: int) -> list[tuple[tuple[int, ...], int]]:
    """The moves (element, label) that may be legal, in the order the search tries them.

    Moves completing a vertex first (they set or meet k and often win); then label by label, from
    the extremes inwards (the paper's strategies open with V+E), the elements of the vertices
    nearest completion first, free elements last. Measured against element by element, the
    busiest first (children built): C4 2.4k instead of 4.5k, P5 9.8k instead of 17.1k, C5 157k
    instead of 278k, K4 30k instead of 105k.
    """
    kset, labels, spare, free, colours, edges = key
    values, outside_in = label_orders(labels, base if spare else -1)
    first: list[tuple[tuple[int, ...], int]] = []
    rest: list[tuple[tuple[int, int], tuple[int, ...]]] = []  # (sort key, element)
    for z, (p, t) in enumerate(colours):
        if not p:
            continue
        if r[z] > 1:
            rest.append(((r[z], r[z]), (z,)))
        elif not kset:
            first.extend(((z,), v) for v in outside_in)
        elif t >= 0 and labels >> t & 1:  # a blocked vertex's status is negative
            first.append(((z,), t))
    for element in edges:
        i, j = element
        ri, rj = r[i], r[j]
        if ri > 1 and rj > 1:
            rest.append(((min(ri, rj), ri + rj), element))
        elif not kset:
            if ri > 1 or rj > 1 or colours[i][1] == colours[j][1]:
                first.extend((element, v) for v in outside_in)
        else:
            wanted = {colours[y][1] for y in element if r[y] == 1}
            if len(wanted) == 1:
                t = wanted.pop()
                if t >= 0 and labels >> t & 1:
                    first.append((element, t))
    rest.sort(key=itemgetter(0))
    places = [element for _, element in rest]
    if free:
        places.append(())
    return _opening(key, r) + first + [(element, label) for label in outside_in for element in places]


@lru_cache(maxsize=1 << 12)
def label_orders(labels: int, spare: int) -> tuple[list[int], list[int]]:
    """The values of the labels (and one spare value, if not -1) ascending, and from the extremes inwards."""
    values = list(bits(labels)) + ([spare] if spare >= 0 else [])
    return values, [values[i // 2] if i % 2 else values[-1 - i // 2] for i in range(len(values))]


def _opening(key: Key, r: list[int]) -> list[tuple[tuple[int, ...], int]]:
    """On the empty board, the paper's opening first: the largest label (value 0 or the top one,
    depending on the affine image stored) on a vertex, the most central first. On P5 it is the only
    winning first move, and trying it first makes the search ten times smaller."""
    kset, labels, spare, free, colours, edges = key
    size = labels.bit_count()
    if kset or free or spare or labels != (1 << size) - 1 or size != len(colours) + len(edges) \
            or any(c[0] != 1 for c in colours):
        return []  # something is labelled already
    around = [0] * len(colours)
    for i, j in edges:
        around[i] += r[j]
        around[j] += r[i]
    order = sorted(range(len(colours)), key=lambda z: (-r[z], -around[z]))
    return [((z,), label) for z in order for label in (size - 1, 0)]


def children(key: Key) -> Iterator[Key]:
    """Every reduced position one legal move away, likely winners first (a position reached by
    several moves comes as often: the memo answers the repeats more cheaply than a set would)."""
    kset, mask, spare, free, colours, edges = key
    private = [c[0] for c in colours]
    status = [c[1] for c in colours]
    r = list(private)
    for i, j in edges:
        r[i] += 1
        r[j] += 1
    base = spare_base(mask, colours)
    labels = mask | (((1 << spare) - 1) << base)  # the spare labels as values in no completion
    for element, label in _moves(key, r, base):
        child = _after(kset, labels, free, private, status, r, edges, element, label)
        if child is not None:
            yield child


#: From this many open elements on, a node first looks all its children up in the memo (an
#: enhanced transposition cutoff): C5 builds 157k children instead of twice as many without it,
#: and 6 or 7 cost more on C4, K4 and P5.
LOOK_AHEAD_FROM = 8


@dataclass
class MagicSolver:
    """Won/lost of reduced positions for the player to move, memoised across calls."""

    memo: dict[Key, bool] = field(default_factory=dict)

    def wins(self, key: Key, deadline: Deadline = NO_DEADLINE) -> bool:
        """Depth-first: the first child found lost for the opponent ends the search of ``key``."""
        known = self.memo.get(key)
        if known is not None:
            return known
        if not key[4]:
            return key[3] % 2 == 1
        deadline.check()
        if _open_after(key) >= LOOK_AHEAD_FROM:
            result = self._look_ahead(key, deadline)
        else:
            result = any(not self.wins(child, deadline) for child in children(key))
        self.memo[key] = result
        return result

    def _look_ahead(self, key: Key, deadline: Deadline) -> bool:
        """``wins`` that first builds every child: one already known lost (or lost at once: no constrained
        vertex and an even number of free elements) wins without a search; then the others in order."""
        memo = self.memo
        later = []
        for child in children(key):
            known = memo.get(child)
            if known is None:
                if not child[4]:
                    if child[3] % 2 == 0:
                        return True
                    continue
                later.append(child)
            elif not known:
                return True
        return any(not self.wins(child, deadline) for child in later)


_SHARED = MagicSolver()


def shared_solver() -> MagicSolver:
    """One solver per process, so the memo serves every analysis of a game (bounded by clearing)."""
    if len(_SHARED.memo) > 2_000_000:
        _SHARED.memo.clear()
    return _SHARED


def solve_graph(g: nx.Graph, solver: MagicSolver | None = None) -> bool:
    """Exact: does the first player win on ``g`` from the empty labelling (theorem families instantly)."""
    fit = family_fit(g)
    if fit is not None and fit.first_player_wins is not None:
        return fit.first_player_wins
    board = MagicBoard.from_graph(g)
    if not board.vertices:
        return False
    return (solver or MagicSolver()).wins(position_key(MagicState.start(board)))


# -- analysis ----------------------------------------------------------------------------------------

#: The share of an analysis' time that proving the position on the pairing strategy's line may take.
LINE_SHARE = 0.5


def analyse(state: MagicState, deadline: Deadline | None = None, solver: MagicSolver | None = None) -> Analysis:
    """Each legal move's value (True: it wins) within ``deadline``; exact when ``solved``.

    On a theorem family, in a position on the pairing strategy's line (proved within the deadline),
    the strategy's move is the winning move; anywhere else the solver decides.
    """
    deadline = deadline or NO_DEADLINE
    solver = solver or shared_solver()
    moves = state.legal_moves()
    result = Analysis(solved=False, mover_wins=None)
    if not moves:
        result.solved, result.mover_wins = True, False
        return result
    advice = pairing_move(state, deadline.part(LINE_SHARE))  # off the line on a big board the proof may not end
    if advice is not None and advice.winning:
        result.solved, result.mover_wins = True, True
        result.winning_moves = [advice.move]
        result.move_values[advice.move] = True
        return result
    before = len(solver.memo)
    keys: dict[MagicMove, Key] = {}
    values: dict[Key, bool] = {}  # moves to equivalent positions are solved once
    try:
        for m in moves:
            if deadline.expired:
                raise OutOfTime()
            keys[m] = position_key(state.play(m))
        for m in moves:
            if keys[m] not in values:
                values[keys[m]] = not solver.wins(keys[m], deadline)
            result.move_values[m] = values[keys[m]]
        result.solved = True
    except OutOfTime:
        pass
    result.explored = len(solver.memo) - before
    result.winning_moves = [m for m, v in result.move_values.items() if v]
    if result.solved:
        result.mover_wins = bool(result.winning_moves)
        if not result.winning_moves:
            result.preferred = keep_most_to_play(moves, {m: _open_after(keys[m]) for m in moves})
    return result


def _open_after(key: Key) -> int:
    """Open elements of a reduced position (how long the game can still last, roughly)."""
    return key[3] + sum(c[0] for c in key[4]) + len(key[5])


# -- computer players --------------------------------------------------------------------------------

#: Seconds per move: the exact search may use all of it; playouts use what it leaves.
BUDGET = {Level.EASY: 0.2, Level.MEDIUM: 0.6, Level.STRONG: 3.0}
#: The most random playouts per move (medium and strong; easy plays no playouts).
PLAYOUTS = {Level.EASY: 0, Level.MEDIUM: 200, Level.STRONG: 2000}
_SKILL = {Level.EASY: 0.25, Level.MEDIUM: 0.67, Level.STRONG: 1.0}
#: Share of the budget the exact search gets before the playouts start.
EXACT_SHARE = 0.6


def playout(state: MagicState, rng: random.Random) -> int:
    """The winner of a game finished with random legal moves."""
    while True:
        options = state.legal_moves()
        if not options:
            return 1 - state.current_player
        state = state.play(rng.choice(options))


@dataclass(frozen=True)
class MagicPlayer:
    """A computer player at ``level`` (see the module doc); ``seconds`` overrides the level's budget."""

    level: Level
    seconds: float | None = None

    def choose(self, observation: Observation, rng: random.Random) -> Choice:
        shown, moves = position_to_play(observation)
        state = expect(shown, MagicState)
        budget = BUDGET[self.level] if self.seconds is None else self.seconds
        result = analyse(state, Deadline(budget * (EXACT_SHARE if PLAYOUTS[self.level] else 1.0)))
        lost = result.solved and not result.winning_moves
        if lost and self.level != Level.EASY and result.preferred:  # above easy, a lost game is fought to the end
            return Choice(rng.choice(result.preferred), result.solved, result.mover_wins)
        if rng.random() >= _SKILL[self.level]:
            return Choice(rng.choice(moves), result.solved, result.mover_wins)
        if result.winning_moves:
            return Choice(rng.choice(result.winning_moves), result.solved, result.mover_wins)
        if result.solved or not PLAYOUTS[self.level]:
            pool: list[Move] = list(result.preferred or moves)
            return Choice(rng.choice(pool), result.solved, result.mover_wins)
        return Choice(self.sampled(state, moves, rng, Deadline(budget * (1 - EXACT_SHARE))), False, None)

    def sampled(self, state: MagicState, moves: list[Move], rng: random.Random, deadline: Deadline) -> Move:
        """Monte Carlo: the move (one per symmetry class) whose random playouts the mover wins most often.

        Playouts go round the candidates until the deadline (at least one) or the level's number of playouts.
        """
        by_key: dict[Key, Move] = {}
        for m in moves:
            by_key.setdefault(position_key(state.play(m)), m)
        candidates = list(by_key.values())
        after = {m: state.play(m) for m in candidates}
        won = dict.fromkeys(candidates, 0)
        played = 0
        while played < PLAYOUTS[self.level] and not (played and deadline.expired):
            m = candidates[played % len(candidates)]
            won[m] += playout(after[m], rng) == state.current_player
            played += 1
        best = max(won.values())
        return rng.choice([m for m in candidates if won[m] == best])


def player(level: Level) -> MagicPlayer:
    return MagicPlayer(Level(level))
