"""Hackenbush: cut an edge; everything no longer connected to the ground falls. No move, you lose.

Modes: Green (either player cuts any edge), Blue-Red (Blue, the first player or Left, cuts blue
edges; Red cuts red ones) and mixed (green edges shared, coloured ones owned).

Exact values:
* :func:`green_grundy`: the fusion principle (every 2-edge-connected block fuses to one vertex
  whose k edges become k loops, worth k mod 2) and the colon principle (a vertex is worth the nim
  sum of its loops and of 1 + the value above each bridge leaving it), all iterative and linear.
* :func:`blue_red_value`: parts meeting only at the ground add up; stalks by sign expansion,
  trees by Berlekamp's edge rule, anything else by a memoised search of the simplest number.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

import networkx as nx

from graphgames_desktop.games.base import Analysis, IllegalMove, Outcome
from graphgames_desktop.games.registry import GameInfo, register
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime, mex
from graphgames_desktop.games.solve.surreal import simplest_between, stalk_value
from graphgames_desktop.graph.drawing import Drawing

GREEN, BLUE, RED = "green", "blue", "red"
MODES = ("green", "blue_red", "mixed")
#: Parts with more edges than this that are neither stalks nor trees are not searched.
SEARCH_LIMIT = 22
_ROOT = ("ground",)  # every ground vertex is merged into this one node


# -- shared graph helpers ------------------------------------------------------------------------

def _rooted_edges(edges, ground) -> list[tuple]:
    """(u, v, key) triples with ground vertices merged into _ROOT."""
    ground = set(ground)
    return [(_ROOT if u in ground else u, _ROOT if v in ground else v, key) for u, v, key in edges]


def _grounded(edges: list[tuple]) -> list[tuple]:
    """The edges still connected to _ROOT (the others fall)."""
    adj: dict = {}
    for u, v, key in edges:
        adj.setdefault(u, []).append(v)
        adj.setdefault(v, []).append(u)
    seen = {_ROOT}
    stack = [_ROOT]
    while stack:
        x = stack.pop()
        for y in adj.get(x, ()):
            if y not in seen:
                seen.add(y)
                stack.append(y)
    return [e for e in edges if e[0] in seen]


def _edge_list(g: nx.MultiGraph) -> list[tuple]:
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
    index = {_ROOT: 0}
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
    for i, (a, b) in enumerate(ends):
        if disc[a] >= 0 and i not in bridge_edges:
            loops[head[a]] = loops.get(head[a], 0) + 1
    return Fused(loops, children, heads)


def _green_value_of(edges: list[tuple]) -> int:
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
    return _green_value_of(_rooted_edges(_edge_list(g), ground))


# -- Blue-Red Hackenbush ---------------------------------------------------------------------------

def _parts(edges: list[tuple]) -> list[list[tuple]]:
    """Grounded edges split into the parts that meet only at the ground (their games add up)."""
    parent: dict = {}

    def find(x):
        root = x
        while parent.get(root, root) != root:
            root = parent[root]
        while x != root:  # path compression: long stalks stay linear
            parent[x], x = root, parent[x]
        return root

    for u, v, _ in edges:
        if u != _ROOT and v != _ROOT:
            a, b = find(u), find(v)
            if a != b:
                parent[a] = b
    groups: dict = {}
    for e in edges:
        u, v, _ = e
        anchor = find(v if u == _ROOT else u)
        groups.setdefault(anchor, []).append(e)
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
    order, parent_edge = [_ROOT], {_ROOT: None}
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
    num, exp = value[_ROOT]
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
    vertex = {_ROOT: 0}
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
    if len(adj.get(_ROOT, ())) != 1 or any(len(x) > 2 for x in adj.values()) or len(adj) != len(edges) + 1:
        return None
    colours, prev, here = [], None, _ROOT
    while True:
        step = [(w, k) for w, k in adj[here] if w != prev]
        if not step:
            return colours
        (nxt, key), = step
        colours.append(color[key])
        prev, here = here, nxt


def _blue_red_value_of(edges: list[tuple], color: dict, deadline: Deadline = NO_DEADLINE) -> Fraction:
    total = Fraction(0)
    for part in _parts(_grounded(edges)):
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
    edges = _edge_list(g)
    color = {}
    for u, v, key in edges:
        c = (g.edges[key] if g.is_multigraph() else g.edges[u, v]).get("color")
        if c not in (BLUE, RED):
            raise ValueError("every edge must be blue or red")
        color[key] = c
    return _blue_red_value_of(_rooted_edges(edges, ground), color)


# -- the game --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HackenbushBoard:
    """What never changes in a game: each edge's ends and colour (as the mode plays it), the ground."""

    ends: tuple  # ((edge id, u, v), ...)
    colors: tuple  # ((edge id, colour), ...)
    ground: frozenset
    mode: str
    _ends: dict = field(default_factory=dict, compare=False, repr=False)
    _colors: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        self._ends.update({e: (u, v) for e, u, v in self.ends})
        self._colors.update(dict(self.colors))

    def color(self, eid: int) -> str:
        return self._colors[eid]

    def rooted(self, eids) -> list[tuple]:
        g = self.ground
        return [(_ROOT if self._ends[e][0] in g else self._ends[e][0],
                 _ROOT if self._ends[e][1] in g else self._ends[e][1], e) for e in eids]

    def can_cut(self, player: int, eid: int) -> bool:
        c = self._colors[eid]
        return c == GREEN or c == (BLUE if player == 0 else RED)


@dataclass(frozen=True)
class HackenbushMove:
    edge: int

    def to_json(self) -> dict:
        return {"edge": self.edge}

    @classmethod
    def from_json(cls, raw: dict) -> "HackenbushMove":
        edge = raw["edge"]
        if isinstance(edge, bool) or not isinstance(edge, int):
            raise ValueError("bad move")
        return cls(edge)


@dataclass(frozen=True)
class HackenbushState:
    board: HackenbushBoard
    edges: frozenset
    current_player: int = 0

    def legal_moves(self) -> list[HackenbushMove]:
        return [HackenbushMove(e) for e in sorted(self.edges) if self.board.can_cut(self.current_player, e)]

    def play(self, move: HackenbushMove) -> "HackenbushState":
        if not isinstance(move, HackenbushMove):
            raise IllegalMove("bad_move_kind")
        if move.edge not in self.edges:
            raise IllegalMove("no_such_edge", edge=move.edge)
        if not self.board.can_cut(self.current_player, move.edge):
            raise IllegalMove("not_your_color", edge=move.edge, color=self.board.color(move.edge))
        left = _grounded(self.board.rooted(self.edges - {move.edge}))
        return HackenbushState(self.board, frozenset(e for _, _, e in left), 1 - self.current_player)

    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        return Outcome((1 - self.current_player,), "no_edge_to_cut")

    def rooted(self) -> list[tuple]:
        return self.board.rooted(self.edges)


def ground_vertices(drawing: Drawing) -> set:
    """Vertices on the ground line (y = 0 in a Hackenbush picture), or the lowest ones."""
    on_line = {v.id for v in drawing.vertices.values() if abs(v.y) <= 0.5}
    listed = {v for v in drawing.meta.get("ground", []) if v in drawing.vertices}
    found = on_line | listed
    if not found and drawing.vertices:
        lowest = max(v.y for v in drawing.vertices.values())
        found = {v.id for v in drawing.vertices.values() if v.y == lowest}
    return found


def new_state(drawing: Drawing, options: dict) -> HackenbushState:
    mode = options.get("mode", "green")
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode}")
    colors = []
    for e in sorted(drawing.edges.values(), key=lambda e: e.id):
        if mode == "green":
            c = GREEN
        elif e.color in (BLUE, RED):
            c = e.color
        elif mode == "blue_red":  # a green edge in a Blue-Red game: shared out, alternately
            c = BLUE if e.id % 2 == 0 else RED
        else:
            c = GREEN
        colors.append((e.id, c))
    board = HackenbushBoard(tuple((e.id, e.u, e.v) for e in drawing.edges.values()), tuple(colors),
                            frozenset(ground_vertices(drawing)), mode)
    start = frozenset(e for _, _, e in _grounded(board.rooted(drawing.edges)))
    return HackenbushState(board, start, int(options.get("first", 0)))


# -- values, analysis and players ------------------------------------------------------------------

def position_value(state: HackenbushState, deadline: Deadline = NO_DEADLINE):
    """Nim value (Green), number (Blue-Red), or None (mixed, or too big to value exactly)."""
    if state.board.mode == "green":
        return _green_value_of(state.rooted())
    colors = {e: state.board.color(e) for e in state.edges}
    if any(c == GREEN for c in colors.values()):
        return None
    try:
        return _blue_red_value_of(state.rooted(), colors, deadline)
    except ValueError:
        return None


def part_values(state: HackenbushState, deadline: Deadline = NO_DEADLINE) -> list[tuple[frozenset, object]]:
    """Each part standing on the ground on its own, with its value (None where there is none)."""
    out = []
    for part in _parts(_grounded(state.rooted())):
        sub = HackenbushState(state.board, frozenset(e for _, _, e in part), state.current_player)
        try:
            out.append((frozenset(e for _, _, e in part), position_value(sub, deadline)))
        except OutOfTime:
            out.append((frozenset(e for _, _, e in part), None))
    return out


@lru_cache(maxsize=4)
def _mixed_solver(board: HackenbushBoard):
    memo: dict = {}

    def wins(edges: frozenset, player: int, deadline: Deadline) -> bool:
        key = (edges, player)
        hit = memo.get(key)
        if hit is not None:
            return hit
        deadline.check()
        state = HackenbushState(board, edges, player)
        result = any(not wins(state.play(m).edges, 1 - player, deadline) for m in state.legal_moves())
        memo[key] = result
        return result

    return wins


def _own_material(state: HackenbushState, player: int) -> int:
    """Edges the player may cut minus those the opponent may cut: a heuristic for unsolved play."""
    return sum(1 if state.board.can_cut(player, e) else 0 for e in state.edges) - \
        sum(1 if state.board.can_cut(1 - player, e) else 0 for e in state.edges)


def analyse(state: HackenbushState, deadline: Deadline = NO_DEADLINE) -> Analysis:
    moves = state.legal_moves()
    result = Analysis(solved=False, mover_wins=None)
    after = {m: state.play(m) for m in moves}
    me = state.current_player
    try:
        if state.board.mode == "green" or all(state.board.color(e) == GREEN for e in state.edges):
            for m in moves:
                result.move_values[m] = _green_value_of(after[m].rooted())
                result.explored += 1
            result.winning_moves = [m for m, v in result.move_values.items() if v == 0]
            result.solved = True
        else:
            numbers = True
            for m in moves:
                v = position_value(after[m], deadline)
                if v is None:
                    numbers = False
                    break
                result.move_values[m] = v
                result.explored += 1
            if numbers:
                good = (lambda v: v >= 0) if me == 0 else (lambda v: v <= 0)
                result.winning_moves = [m for m, v in result.move_values.items() if good(v)]
                best = (max if me == 0 else min)(result.move_values.values(), default=None)
                result.preferred = [m for m, v in result.move_values.items() if v == best]
                result.solved = True
            else:
                wins = _mixed_solver(state.board)
                result.move_values = {}
                for m in moves:
                    result.move_values[m] = not wins(after[m].edges, 1 - me, deadline)
                    result.explored += 1
                result.winning_moves = [m for m, ok in result.move_values.items() if ok]
                result.solved = True
    except OutOfTime:
        pass
    if result.solved:
        result.mover_wins = bool(result.winning_moves)
    if not result.winning_moves and not result.preferred and moves:
        if result.solved:  # lost: keep the most to play
            most = max(len(after[m].edges) for m in moves)
            result.preferred = [m for m in moves if len(after[m].edges) == most]
        else:
            best = max(_own_material(after[m], me) for m in moves)
            result.preferred = [m for m in moves if _own_material(after[m], me) == best]
    return result


# -- Simplify: the fusion and colon principles, step by step --------------------------------------

@dataclass
class SimplifyStep:
    code: str  # "start", "merge_ground", "fuse", "loops", "colon", "done"
    params: dict
    drawing: Drawing


def _step_drawing(tree_edges: list[tuple], loops: dict, root) -> Drawing:
    """A picture of a rooted tree with loops, standing on a ground line at y = 0."""
    from graphgames_desktop.graph.boards import tree_layout
    from graphgames_desktop.graph.drawing import drawing_from_graph

    g = nx.MultiGraph()
    g.add_node(root)
    t = nx.Graph()
    t.add_node(root)
    for u, v in tree_edges:
        g.add_edge(u, v, color=GREEN)
        t.add_edge(u, v)
    for node, k in loops.items():
        for _ in range(k):
            g.add_edge(node, node, color=GREEN)
    pos = tree_layout(t, root, upward=True)
    drawing = drawing_from_graph(g, pos=pos, kind="multi")
    drawing.meta["ground"] = [v.id for v in drawing.vertices.values() if abs(v.y) <= 0.5]
    return drawing


def simplify_steps(state: HackenbushState) -> list[SimplifyStep]:
    """How a Green position reduces to one stalk: fuse cycles, cancel loops, join branches."""
    edges = state.rooted()
    value = _green_value_of(edges)
    steps: list[SimplifyStep] = []
    if not edges:
        return [SimplifyStep("done", {"value": 0}, _step_drawing([], {}, _ROOT))]
    f = fuse(edges)
    tree = []
    for b in f.order:
        for c in f.children[b]:
            tree.append((b, c))
    loops = {b: k for b, k in f.loops.items() if k}
    ground_count = len({x for x in state.board.ground
                        if any(x in state.board._ends[e] for e in state.edges)})
    steps.append(SimplifyStep("start", {"grounds": ground_count}, Drawing("multi")))
    if loops:
        steps.append(SimplifyStep("fuse", {"blocks": len(loops), "loops": sum(loops.values())},
                                  _step_drawing(tree, loops, f.root)))
        # each loop is a stalk of length 1; two cancel: keep one stalk where the count is odd
        counter = [0]

        def leaf():
            counter[0] += 1
            return ("leaf", counter[0])

        for b, k in loops.items():
            if k & 1:
                tree.append((b, leaf()))
        steps.append(SimplifyStep("loops", {"cancelled": sum(k - (k & 1) for k in loops.values())},
                                  _step_drawing(tree, {}, f.root)))
    # colon principle, deepest vertices first: branches that are stalks become one stalk
    children: dict = {}
    for u, v in tree:
        children.setdefault(u, []).append(v)
    depth = {f.root: 0}
    order = [f.root]
    for x in order:
        for y in children.get(x, ()):
            depth[y] = depth[x] + 1
            order.append(y)
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
            prev = x
            for k in range(joined):
                nxt = ("stalk", x, k)
                tree.append((prev, nxt))
                children.setdefault(prev, []).append(nxt)
                prev = nxt
            steps.append(SimplifyStep("colon", {"lengths": ", ".join(map(str, branch)), "length": joined},
                                      _step_drawing(tree, {}, f.root)))
        else:
            length[x] = branch[0] if branch else 0
    steps.append(SimplifyStep("done", {"value": value}, _step_drawing(tree, {}, f.root)))
    return steps


register(GameInfo(
    id="hackenbush",
    title="Hackenbush",
    summary="Cut an edge; whatever loses touch with the ground falls. Green, Blue-Red or mixed.",
    default_board="house",
    new_state=new_state,
    move_from_json=HackenbushMove.from_json,
    analyse=analyse,
    board_kind="multi",
    options={"mode": MODES},
    boards=("bamboo", "hb-tree", "house", "flower", "christmas-tree", "girl", "random-rooted"),
))
