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
from graphgames_desktop.games.solve.surreal import edge_under, simplest_between
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

def _bridges(edges: list[tuple]) -> set:
    """Keys of the bridges among ``edges`` (iterative Tarjan; parallel edges and loops are not)."""
    adj: dict = {}
    for u, v, key in edges:
        adj.setdefault(u, []).append((v, key))
        adj.setdefault(v, []).append((u, key))
    disc: dict = {}
    low: dict = {}
    bridges = set()
    timer = 0
    for start in adj:
        if start in disc:
            continue
        disc[start] = low[start] = timer
        stack = [(start, None, iter(adj[start]))]
        while stack:
            v, parent_key, it = stack[-1]
            advanced = False
            for w, key in it:
                if key == parent_key:
                    continue
                if w not in disc:
                    timer += 1
                    disc[w] = low[w] = timer
                    stack.append((w, key, iter(adj[w])))
                    advanced = True
                    break
                low[v] = min(low[v], disc[w])
            if not advanced:
                stack.pop()
                if stack:
                    u = stack[-1][0]
                    low[u] = min(low[u], low[v])
                    if low[v] > disc[u]:
                        bridges.add(parent_key)
    return bridges


@dataclass
class Fused:
    """A rooted graph after the fusion principle: a tree of blocks joined by bridges."""

    block_of: dict  # vertex -> block id
    loops: dict  # block id -> number of non-bridge edges fused into it (each one a loop)
    children: dict  # block id -> list of (child block, bridge key)
    root: object
    order: list  # blocks, root first, parents before children


def fuse(edges: list[tuple]) -> Fused:
    """Apply the fusion principle to grounded, root-merged edges."""
    bridges = _bridges(edges)
    parent: dict = {}

    def find(x):
        while parent.get(x, x) != x:
            parent[x] = parent.get(parent[x], parent[x])
            x = parent[x]
        return x

    for u, v, key in edges:
        if key not in bridges:
            a, b = find(u), find(v)
            if a != b:
                parent[a] = b
    nodes = {u for u, _, _ in edges} | {v for _, v, _ in edges} | {_ROOT}
    block_of = {x: find(x) for x in nodes}
    loops: dict = {}
    links: dict = {}
    for u, v, key in edges:
        if key in bridges:
            links.setdefault(block_of[u], []).append((block_of[v], key))
            links.setdefault(block_of[v], []).append((block_of[u], key))
        else:
            loops[block_of[u]] = loops.get(block_of[u], 0) + 1
    root = block_of[_ROOT]
    children: dict = {root: []}
    order = [root]
    seen = {root}
    for b in order:  # breadth-first: the list grows as it is read
        for c, key in links.get(b, ()):
            if c not in seen:
                seen.add(c)
                children.setdefault(b, []).append((c, key))
                children.setdefault(c, [])
                order.append(c)
    return Fused(block_of, loops, children, root, order)


def _green_value_of(edges: list[tuple]) -> int:
    edges = _grounded(edges)
    if not edges:
        return 0
    f = fuse(edges)
    value: dict = {}
    for b in reversed(f.order):  # children before parents: no recursion
        x = f.loops.get(b, 0) & 1
        for c, _ in f.children.get(b, ()):
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
        while parent.get(x, x) != x:
            x = parent[x]
        return x

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


def _search_value(edges: list[tuple], color: dict, deadline: Deadline) -> Fraction:
    """Simplest-number search over the part's grounded edge subsets, memoised, as bitmasks."""
    by_bit = [(e[0], e[1]) for e in edges]
    blue_bits = [i for i, e in enumerate(edges) if color[e[2]] == BLUE]
    red_bits = [i for i, e in enumerate(edges) if color[e[2]] == RED]
    memo: dict[int, Fraction] = {}

    def grounded(mask: int) -> int:
        adj: dict = {}
        m = mask
        while m:
            b = m & -m
            i = b.bit_length() - 1
            u, v = by_bit[i]
            adj.setdefault(u, []).append((v, i))
            adj.setdefault(v, []).append((u, i))
            m ^= b
        kept, seen, stack = 0, {_ROOT}, [_ROOT]
        while stack:
            x = stack.pop()
            for y, i in adj.get(x, ()):
                kept |= 1 << i
                if y not in seen:
                    seen.add(y)
                    stack.append(y)
        return kept

    def value(mask: int) -> Fraction:
        hit = memo.get(mask)
        if hit is not None:
            return hit
        deadline.check()
        left = [value(grounded(mask & ~(1 << i))) for i in blue_bits if mask >> i & 1]
        right = [value(grounded(mask & ~(1 << i))) for i in red_bits if mask >> i & 1]
        result = simplest_between(max(left) if left else None, min(right) if right else None)
        memo[mask] = result
        return result

    return value((1 << len(edges)) - 1)


def _blue_red_value_of(edges: list[tuple], color: dict, deadline: Deadline = NO_DEADLINE) -> Fraction:
    total = Fraction(0)
    for part in _parts(_grounded(edges)):
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
        for c, _ in f.children.get(b, ()):
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
