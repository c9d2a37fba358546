"""The paper's two theorems as a strategy: which boards they decide, and the pairing play that wins.

Definitions (Boudreau, Hartnell, Schmeisser, Whiteley). A *leaf* has degree one; a *stem* has a leaf
as a neighbour; a *one-arm* is a leaf with its edge; the *core* is what remains when every one-arm
is deleted (the non-leaf vertices and the edges between them). A core is *odd* or *even* by its
number of vertices plus edges. Boards are taken connected (the proofs use a spanning tree of the core).

* **Theorem 1.** Every vertex is a leaf or a stem, one stem has at least three leaves and every
  other stem at least two. Odd core: the first player wins; even core: the second player wins.
* **Theorem 2.** Every vertex but one (v) is a leaf or a stem, every stem has at least three
  leaves, the number of leaves is even and the core is odd: the first player wins.

**Why these boards are decided at once.** The theorems are proved by an explicit strategy, so the
winner is known without search: ``family_fit`` only checks the hypotheses (degrees, the core's
parity, the number of leaves), in time linear in the board, whatever its size. The strategy itself
(``pairing_move``) answers each of the opponent's labels l with its *match*: the label adding to a
fixed total T with it (T = V+E when the first player wins and opens with V+E; T = V+E+1 when the
second player wins), so the unused labels always split into pairs adding to T = k, and the place is
chosen by the paper's case analysis: the *companion* of a core element (a spanning tree of the core
rooted at the opening vertex, or for an even core a spanning unicyclic subgraph, pairs each vertex
with the edge pointing to it, and the other core edges in twos), the same one-arm (its sum becomes
k), or the leaf of another one-arm (both arms can then never be completed). Lemma A shows that from
the positions this reaches the number of moves left is even after each answer, so the answering
player makes the last move. The rule is stateless: the opponent's last label is the one used
label whose match is unused (the pairing invariant). But the proof covers only the positions the
strategy reaches: the labels may pair up after the winner answered in the wrong place (then k can
differ from the pairs' total, and the rule's answer can lose). So ``pairing_move`` first proves that
the position is on the strategy's line (``on_line``: some order of the moves made has the winner
always answering as the rule says); when it is not, or the proof does not finish in time, it
returns None and the solver takes over.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property, lru_cache

import networkx as nx

from graphgames_desktop.games.magic_rules import Element, MagicBoard, MagicMove, MagicState
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, BoundedMemo, Deadline, OutOfTime


class Theorem(StrEnum):
    ONE = "theorem_1"
    TWO = "theorem_2"


class PairingStep(StrEnum):
    """The rule of the strategy (the lemma in force) behind an answer; the view words each."""

    OPENING = "opening"  # the first player labels the opening vertex with V+E (the future k, or more)
    COMPANION = "companion"  # the match on the companion of the core element just labelled
    CORE_MATCH = "core_match"  # the match elsewhere on the core (Lemma A; Theorem 2's parity)
    SET_K = "set_k"  # the match completes the same one-arm: k is set to the pairs' total
    SAME_ARM = "same_arm"  # Lemma A: the match on the same one-arm (two others still open)
    KILL_STAR = "kill_star"  # the match on the leaf of the other open one-arm: both can never be completed
    KILL_SPECIAL_ARM = "kill_special_arm"  # Theorem 1: the match on the small star's open leaf v*
    BIG_STAR_LEAF = "big_star_leaf"  # Theorem 1: v* was labelled, the match goes on a big star's leaf
    OVERLOAD_STEM = "overload_stem"  # Theorem 1: the small star's stem gets a weight above k
    FLIP_CORE = "flip_core"  # Theorem 1: the match on the companion of the stem's last core edge
    CLOSE_SPECIAL = "close_special"  # Theorem 2: the last edge at v: k is at least 2(V+E), no leaf completes
    PARITY_ARM = "parity_arm"  # Theorem 2: the match on a leaf of another star, to fix the parity


@dataclass(frozen=True)
class FamilyFit:
    """How a board fits one of the theorems; ``first_player_wins`` None when the theorem is silent."""

    theorem: Theorem
    core_vertices: tuple[Hashable, ...]
    core_edges: tuple[frozenset, ...]
    stems: dict[Hashable, tuple[Hashable, ...]]  # stem -> its leaves
    special: Hashable | None  # Theorem 2's vertex that is neither leaf nor stem
    first_player_wins: bool | None
    companions: dict[Element, Element] = field(default_factory=dict, compare=False)
    root: Hashable | None = None  # the vertex the first player opens on (odd core)

    @property
    def core_odd(self) -> bool:
        return (len(self.core_vertices) + len(self.core_edges)) % 2 == 1

    @cached_property
    def arms(self) -> dict[Element, tuple[Hashable, Hashable]]:
        """(stem, leaf) of the one-arm holding each leaf and each leaf's edge."""
        return {e: (s, x) for s, leaves in self.stems.items() for x in leaves for e in (x, frozenset((s, x)))}

    @cached_property
    def core_set(self) -> frozenset[Element]:
        return frozenset((*self.core_vertices, *self.core_edges))

    @property
    def leaves(self) -> tuple[Hashable, ...]:
        return tuple(x for ls in self.stems.values() for x in ls)

    @property
    def winner(self) -> int | None:
        """0 (the first player) or 1 (the second) as the theorem predicts, None when it says nothing."""
        return None if self.first_player_wins is None else (0 if self.first_player_wins else 1)

    def companion_pairs(self) -> tuple[tuple[Element, Element], ...]:
        """Each companion pair once."""
        seen: set[Element] = set()
        out = []
        for a, b in self.companions.items():
            if a not in seen:
                seen.update((a, b))
                out.append((a, b))
        return tuple(out)


def _order(items: object) -> tuple[str, str]:
    return (type(items).__name__, repr(sorted(items, key=repr) if isinstance(items, frozenset) else items))


def family_fit(g: nx.Graph) -> FamilyFit | None:
    """The theorem whose family ``g`` belongs to, with core, stems, leaves and the predicted winner."""
    return _fit(MagicBoard.from_graph(g))


@lru_cache(maxsize=64)
def _fit(board: MagicBoard) -> FamilyFit | None:
    g = board.graph()
    if g.number_of_nodes() < 2 or not nx.is_connected(g):
        return None
    leaves = {x for x in g if g.degree(x) == 1}
    stems: dict[Hashable, list[Hashable]] = {}
    for x in sorted(leaves, key=repr):
        (s,) = g[x]
        if s in leaves:  # a lone edge: both ends are leaves and stems; no theorem speaks of it
            return None
        stems.setdefault(s, []).append(x)
    neither = [x for x in g if x not in leaves and x not in stems]
    core = g.subgraph([x for x in g if x not in leaves])
    core_vertices = tuple(sorted(core.nodes, key=repr))
    core_edges = tuple(sorted((frozenset(e) for e in core.edges), key=_order))
    odd = (len(core_vertices) + len(core_edges)) % 2 == 1
    counts = sorted(len(ls) for ls in stems.values())
    frozen_stems = {s: tuple(ls) for s, ls in stems.items()}
    wins: bool | None
    if not neither and counts and counts[0] >= 2 and counts[-1] >= 3:
        theorem, special, wins = Theorem.ONE, None, odd
    elif len(neither) == 1 and all(c >= 3 for c in counts):
        theorem, special = Theorem.TWO, neither[0]
        wins = True if odd and len(leaves) % 2 == 0 else None
    else:
        return None
    fit = FamilyFit(theorem, core_vertices, core_edges, frozen_stems, special, wins)
    if wins is None:
        return fit
    root, companions = _companions(core, odd, special)
    return FamilyFit(theorem, core_vertices, core_edges, frozen_stems, special, wins, companions, root)


def _companions(core: nx.Graph, odd: bool, special: Hashable | None) -> tuple[Hashable | None, dict[Element, Element]]:
    """The paper's companions: each vertex with the edge directed to it, the other edges in twos.

    Odd core: a spanning tree rooted at one of its leaves (Theorem 2: at v), directed away from the
    root, which has no companion. Even core: a spanning unicyclic subgraph, its cycle directed round
    and the rest directed away from it, so every vertex has one.
    """
    order = sorted(core.nodes, key=repr)
    tree = nx.bfs_tree(core, order[0]).to_undirected()
    used: set[frozenset] = set()
    pairs: dict[Element, Element] = {}

    def pair(a: Element, b: Element) -> None:
        pairs[a], pairs[b] = b, a

    if odd:
        if special is not None:
            root = special
        else:
            root = next((x for x in order if tree.degree(x) <= 1), order[0])
        for parent, child in nx.bfs_edges(tree, root):
            edge = frozenset((parent, child))
            used.add(edge)
            pair(child, edge)
    else:
        root = None
        extra = next(frozenset(e) for e in sorted(core.edges, key=lambda e: _order(frozenset(e)))
                     if not tree.has_edge(*e))
        a, b = sorted(extra, key=repr)
        cycle = nx.shortest_path(tree, a, b)  # a ... b, closed by the edge b-a
        for i, x in enumerate(cycle):
            edge = frozenset((cycle[i - 1], x))
            used.add(edge)
            pair(x, edge)
        seen = set(cycle)
        frontier = list(cycle)
        while frontier:
            nxt = []
            for x in frontier:
                for y in sorted(tree[x], key=repr):
                    if y not in seen:
                        seen.add(y)
                        edge = frozenset((x, y))
                        used.add(edge)
                        pair(y, edge)
                        nxt.append(y)
            frontier = nxt
    rest = [frozenset(e) for e in sorted(core.edges, key=lambda e: _order(frozenset(e))) if frozenset(e) not in used]
    for i in range(0, len(rest) - 1, 2):
        pair(rest[i], rest[i + 1])
    return root, pairs


# -- the strategy ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class PairingAdvice:
    """The strategy's move and what the teaching layer shows with it."""

    move: MagicMove
    step: PairingStep
    fit: FamilyFit
    total: int  # the pairs' sum: matches add to it, and it is k once set
    matched: tuple[int, int] | None  # (the opponent's last label, its match), None for the opening
    winning: bool = True


@dataclass(frozen=True)
class _Arms:
    """Each one-arm's state: (leaf, edge) of each stem, split by how many labels they carry."""

    complete: dict[Hashable, list[tuple[Hashable, frozenset]]]
    half: dict[Hashable, list[tuple[Hashable, frozenset]]]
    open: dict[Hashable, list[tuple[Hashable, frozenset]]]


def _arms(fit: FamilyFit, labelled: set[Element]) -> _Arms:
    out = _Arms({}, {}, {})
    for s, leaves in fit.stems.items():
        for kind in (out.complete, out.half, out.open):
            kind[s] = []
        for x in leaves:
            arm = (x, frozenset((s, x)))
            n = (x in labelled) + (arm[1] in labelled)
            (out.complete if n == 2 else out.half if n == 1 else out.open)[s].append(arm)
    return out


def pairing_move(state: MagicState, deadline: Deadline = NO_DEADLINE) -> PairingAdvice | None:
    """The paper's winning move for the player to move, when the board is a theorem family that
    player wins and the position is one the strategy reaches (``on_line``, proved within the
    deadline); else None, and the solver must judge the position."""
    advice = _answer(state)
    if advice is None:
        return None
    try:
        return advice if on_line(state, deadline) else None
    except OutOfTime:
        return None


def on_line(state: MagicState, deadline: Deadline = NO_DEADLINE) -> bool:
    """Whether the position was reached with the theorem's winner always playing the strategy's
    answer (the opponent's moves being any legal moves): only then does the theorem's proof say the
    winner's answers win. OutOfTime when the deadline passes first.

    The position carries no history, so the search finds one: the opponent's last label is the one
    whose match is unused; before it, some complete pair was the last one played, the answer being
    one of its labels, which the strategy must give in the position without it. Positions already
    settled are remembered (a game's next position is settled at once through its predecessor).
    """
    fit = _fit(state.board)
    if fit is None or fit.first_player_wins is None:
        return False
    total = state.board.size if fit.core_odd else state.board.size + 1
    if (len(state.used) % 2 == 0) == fit.first_player_wins:
        return _winner_to_move_on_line(state, fit, total, deadline)
    return _opponent_to_move_on_line(state, fit, total, deadline)


def loser_on_line(state: MagicState, deadline: Deadline = NO_DEADLINE) -> bool:
    """Whether the player to move is the theorem's loser in a position on the strategy's line: then
    every move loses (the theorem's winner has the strategy's answer to each). False when the proof
    does not finish in time."""
    fit = _fit(state.board)
    if fit is None or fit.first_player_wins is None or (len(state.used) % 2 == 0) == fit.first_player_wins:
        return False
    try:
        return on_line(state, deadline)
    except OutOfTime:
        return False


#: Positions known on (True) or off (False) the strategy's line, by board and labels.
_LINE: BoundedMemo[tuple[MagicBoard, tuple[int, ...]], bool] = BoundedMemo(200_000)


def _k_fits(state: MagicState, fit: FamilyFit, total: int) -> bool:
    """On the line, k is the pairs' total once set (the strategy sets it by completing a one-arm with a
    pair), or in Theorem 2 more than it (the last edge at v closed with k of at least 2(V+E))."""
    k = state.k
    return k is None or k == total or (fit.theorem is Theorem.TWO and k > total)


def _without(state: MagicState, element: Element) -> MagicState:
    """The position before ``element`` got its label (the other player to move)."""
    i = state.board.index[element]
    labels = state.label_tuple[:i] + (0,) + state.label_tuple[i + 1:]
    return MagicState(state.board, labels, 1 - state.current_player)


def _winner_to_move_on_line(state: MagicState, fit: FamilyFit, total: int, deadline: Deadline) -> bool:
    """The winner is to move: the start (odd core), or the opponent just labelled the one unmatched label."""
    key = (state.board, state.label_tuple)
    known = _LINE.get(key)
    if known is not None:
        return known
    deadline.check()
    used = state.used
    n = state.board.size
    if not _k_fits(state, fit, total):
        result = False
    elif not used:
        result = fit.core_odd  # the first player wins an odd core from the empty board
    else:
        pending = [lab for lab in used if total - lab not in used and not (fit.core_odd and lab == n)]
        result = False
        if len(pending) == 1:
            element = next(e for e, lab in state.labels.items() if lab == pending[0])
            result = _opponent_to_move_on_line(_without(state, element), fit, total, deadline)
    _LINE[key] = result
    return result


def _opponent_to_move_on_line(state: MagicState, fit: FamilyFit, total: int, deadline: Deadline) -> bool:
    """The opponent is to move: the winner's last label was the strategy's answer to the position
    before it (any complete pair may have been the last one played; known positions first)."""
    key = (state.board, state.label_tuple)
    known = _LINE.get(key)
    if known is not None:
        return known
    deadline.check()
    labels = state.labels
    n = state.board.size
    if not _k_fits(state, fit, total):
        result = False
    elif fit.core_odd and labels == {fit.root: n}:
        result = True  # the opening
    elif not fit.core_odd and not labels:
        result = True  # the second player wins: the opponent opens
    else:
        where = {lab: e for e, lab in labels.items()}
        candidates = [(e, lab) for e, lab in labels.items()
                      if total - lab in where and not (fit.core_odd and lab == n) and _may_answer(fit, where[total - lab], e)]
        befores = [(_without(state, e), MagicMove(e, lab)) for e, lab in candidates]
        befores.sort(key=lambda b: _LINE.get((b[0].board, b[0].label_tuple)) is None)  # known positions first
        result = False
        for before, answer in befores:
            if _LINE.get((before.board, before.label_tuple)) is False:
                continue
            advice = _answer(before)
            if advice is not None and advice.move == answer and _winner_to_move_on_line(before, fit, total, deadline):
                result = True
                break
    _LINE[key] = result
    return result


def _may_answer(fit: FamilyFit, opponent: Element, answer: Element) -> bool:
    """Whether some step of the strategy puts its answer to a label on ``opponent`` at ``answer``: a
    quick filter, by where the two lie, before the rule itself is asked (it holds whenever the rule
    could give that answer, see _theorem_one and _theorem_two)."""
    core = fit.core_set
    arm_o, arm_a = _arm_of(fit, opponent), _arm_of(fit, answer)
    leaf_stem = arm_a[0] if arm_a is not None and answer == arm_a[1] else None  # the answer is a leaf of this stem
    if arm_o is None:  # the core is answered in the core (Theorem 2: also on a leaf, to fix the parity)
        return answer in core or (fit.theorem is Theorem.TWO and leaf_stem is not None)
    stem = arm_o[0]
    if arm_a is not None and arm_a[0] == stem:  # the same one-arm, or a leaf of the same star
        return True
    if fit.theorem is Theorem.TWO:  # the core; once k passes V+E, any leaf
        return answer in core or leaf_stem is not None
    if len(fit.stems[stem]) >= 3:  # a big star is answered on the small star's open leaf
        return leaf_stem is not None and len(fit.stems[leaf_stem]) == 2
    # the small star: a big star's leaf, its stem or core edges, or the companion of a core edge
    return answer in core or (leaf_stem is not None and len(fit.stems[leaf_stem]) >= 3)


def _answer(state: MagicState) -> PairingAdvice | None:
    """The strategy's rule applied to the position as it is, whatever the moves that led to it."""
    fit = _fit(state.board)
    if fit is None or fit.first_player_wins is None:
        return None
    used = state.used
    first_to_move = len(used) % 2 == 0
    if first_to_move != fit.first_player_wins:
        return None
    n = state.board.size
    labels = state.labels
    if fit.core_odd:
        total = n
        if not used:
            return PairingAdvice(MagicMove(fit.root, n), PairingStep.OPENING, fit, total, None)
        if labels.get(fit.root) != n:
            return None
        pending = [lab for lab in used if lab != n and total - lab not in used]
    else:
        total = n + 1
        pending = [lab for lab in used if total - lab not in used]
    if len(pending) != 1:
        return None
    last = pending[0]
    match = total - last
    element = next(e for e, lab in labels.items() if lab == last)
    answer = (_theorem_two if fit.theorem is Theorem.TWO else _theorem_one)(state, fit, element, match)
    if answer is None:
        return None
    target, step = answer
    move = MagicMove(target, match)
    if state.refusal(move) is not None:
        return None
    return PairingAdvice(move, step, fit, total, (last, match))


def _arm_of(fit: FamilyFit, element: Element) -> tuple[Hashable, Hashable] | None:
    """(stem, leaf) of the one-arm holding ``element``, None for a core element."""
    return fit.arms.get(element)


def _legal_core(state: MagicState, fit: FamilyFit, match: int, avoid: Collection[Element] = ()) -> Element | None:
    """The first core element where ``match`` is legal (outside ``avoid``)."""
    for c in (*fit.core_vertices, *fit.core_edges):
        if c not in avoid and match in state.legal_labels(c):
            return c
    return None


def _theorem_one(state: MagicState, fit: FamilyFit, element: Element, match: int) -> tuple[Element, PairingStep] | None:
    labelled = set(state.labels)
    arm = _arm_of(fit, element)
    if arm is None:  # a core element: its companion, else anywhere legal on the core
        c = fit.companions.get(element)
        if c is not None and c not in labelled and match in state.legal_labels(c):
            return c, PairingStep.COMPANION
        other = _legal_core(state, fit, match)
        return (other, PairingStep.CORE_MATCH) if other is not None else None
    s, x = arm
    edge = frozenset((s, x))
    same = edge if element == x else x
    if state.k is None:
        return same, PairingStep.SET_K
    before = _arms(fit, labelled - {element})
    now = _arms(fit, labelled)
    special = next((t for t, ls in fit.stems.items() if len(ls) == 2 and len(before.complete[t]) == 1
                    and not before.half[t] and len(before.open[t]) == 1), None)
    if special is not None:
        v_star, e_star = before.open[special][0]
        if s == special:
            if element == v_star:
                bigs = sorted((t for t in fit.stems if len(now.open[t]) >= 3), key=lambda t: -len(now.open[t]))
                return (now.open[bigs[0]][0][0], PairingStep.BIG_STAR_LEAF) if bigs else None
            core_at = [frozenset((s, y)) for y in state.board.graph()[s] if y not in fit.stems[s]]
            open_core = [e for e in core_at if e not in labelled]
            if s not in labelled and open_core or len(open_core) >= 2:
                options = ([s] if s not in labelled else []) + open_core
                pick = next((o for o in options if match in state.legal_labels(o)), None)
                return (pick, PairingStep.OVERLOAD_STEM) if pick is not None else None
            if s in labelled and len(open_core) == 1:
                return fit.companions.get(open_core[0]), PairingStep.FLIP_CORE
            return None
        if len(fit.stems[s]) >= 3:
            return v_star, PairingStep.KILL_SPECIAL_ARM
    others = now.open[s]
    if len(others) >= 2:
        return same, PairingStep.SAME_ARM
    if len(others) == 1:
        return others[0][0], PairingStep.KILL_STAR
    return None


def _theorem_two(state: MagicState, fit: FamilyFit, element: Element, match: int) -> tuple[Element, PairingStep] | None:
    labelled = set(state.labels)
    v = fit.special
    total = state.board.size
    k = state.k
    core = set(fit.core_vertices) | set(fit.core_edges)
    open_core = [c for c in (*fit.core_vertices, *fit.core_edges) if c not in labelled]
    v_edges = [e for e in fit.core_edges if v in e and e not in labelled]
    arm = _arm_of(fit, element)
    now = _arms(fit, labelled)
    if k is not None and k > total:  # after CLOSE_SPECIAL: no leaf can complete; core answers core, arm answers arm
        if element in core:
            pick = _legal_core(state, fit, match)
            return (pick, PairingStep.CORE_MATCH) if pick is not None else None
        bare = [t for t in fit.stems if not any(x in labelled for x in fit.stems[t])]
        assert arm is not None
        order = ([arm[0]] if arm[0] in bare else []) + bare + list(fit.stems)
        for t in order:
            for leaf, _edge in now.open[t]:
                if match in state.legal_labels(leaf):
                    return leaf, PairingStep.KILL_STAR
        return None
    if element in core and k is None:
        if element in fit.core_edges and v in element and len(v_edges) == 1:
            return v_edges[0], PairingStep.CLOSE_SPECIAL
        # never the second last open edge at v (nor the last: closing v is the opponent's choice)
        pick = _legal_core(state, fit, match, v_edges if len(v_edges) <= 2 else ())
        pick = pick if pick is not None else _legal_core(state, fit, match)
        return (pick, PairingStep.CORE_MATCH) if pick is not None else None
    if arm is None and k is None:
        return None
    # Lemma A needs an odd number of open core elements after each answer (one edge at v stays open).
    parity_done = len(open_core) % 2 == 1
    if arm is None:  # a core move after k is set
        if not parity_done:
            pick = _legal_core(state, fit, match)
            return (pick, PairingStep.CORE_MATCH) if pick is not None else None
        stems = sorted((t for t in fit.stems if len(now.open[t]) >= 3), key=lambda t: -len(now.open[t]))
        return (now.open[stems[0]][0][0], PairingStep.PARITY_ARM) if stems else None
    s, x = arm
    edge = frozenset((s, x))
    same = edge if element == x else x
    if k is None:
        return same, PairingStep.SET_K
    others = now.open[s]
    if parity_done:  # Lemma A
        if len(others) >= 2:
            return same, PairingStep.SAME_ARM
        return (others[0][0], PairingStep.KILL_STAR) if others else None
    if len(others) == 1:
        return others[0][0], PairingStep.KILL_STAR
    pick = _legal_core(state, fit, match)
    return (pick, PairingStep.CORE_MATCH) if pick is not None else None
