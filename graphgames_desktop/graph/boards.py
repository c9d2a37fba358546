"""The board library: named graphs with good layouts, and seeded random generators.

Families are built here with layouts chosen for them (planar ones are drawn without crossings);
hand-drawn pictures (the Hackenbush ones) are native files in ``resources/boards``. Titles are
English data keyed by board id; the UI translates them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import networkx as nx
import numpy as np

from graphgames_desktop.graph import fileio
from graphgames_desktop.graph.drawing import Drawing, Point, drawing_from_graph
from graphgames_desktop.paths import resources_dir

SPACING = 90.0


@dataclass(frozen=True)
class Board:
    id: str
    title: str
    category: str  # "family", "famous", "hackenbush", "random"
    build: Callable[[int], Drawing]
    random: bool = False

    def make(self, seed: int = 1) -> Drawing:
        return self.build(seed)


# -- layouts -----------------------------------------------------------------------------------

def polygon(n: int, radius: float, phase: float = -math.pi / 2, centre: Point = (0.0, 0.0)) -> list[Point]:
    return [(centre[0] + radius * math.cos(phase + 2 * math.pi * k / n),
             centre[1] + radius * math.sin(phase + 2 * math.pi * k / n)) for k in range(n)]


def ring_radius(n: int) -> float:
    """A circle radius giving neighbours about SPACING apart."""
    return max(SPACING, SPACING * n / (2 * math.pi))


def planar_faces(g: nx.Graph) -> list[list[Hashable]]:
    """The faces of a planar embedding of ``g``, each as its cycle of vertices; ValueError if not planar."""
    ok, emb = nx.check_planarity(g)
    if not ok:
        raise ValueError("not planar")
    faces: list[list[Hashable]] = []
    seen: set[tuple[Hashable, Hashable]] = set()
    for u, v in emb.edges():
        if (u, v) not in seen:
            faces.append(emb.traverse_face(u, v, mark_half_edges=seen))
    return faces


def tutte_layout(g: nx.Graph, radius: float, outer: Sequence[Hashable] | None = None) -> dict[Hashable, Point]:
    """Barycentric (Tutte) embedding: planar and convex for 3-connected planar graphs.

    A face of a planar embedding (``outer``, by default the longest) is pinned to a regular polygon
    and every other vertex sits at the mean of its neighbours (one linear solve).
    """
    if outer is None:
        outer = max(planar_faces(g), key=len)
    pos = dict(zip(outer, polygon(len(outer), radius)))
    inner = [v for v in g if v not in pos]
    if inner:
        idx = {v: i for i, v in enumerate(inner)}
        a = np.zeros((len(inner), len(inner)))
        b = np.zeros((len(inner), 2))
        for v in inner:
            i = idx[v]
            a[i, i] = g.degree(v)
            for w in g[v]:
                if w in idx:
                    a[i, idx[w]] -= 1
                else:
                    b[i] += pos[w]
        sol = np.linalg.solve(a, b)
        for v in inner:
            pos[v] = (float(sol[idx[v], 0]), float(sol[idx[v], 1]))
    return pos


def tree_layout(t: nx.Graph, root: Hashable, upward: bool = False, ground_y: float = 0.0) -> dict[Hashable, Point]:
    """Layered drawing of a tree: leaves evenly spaced, parents centred over their children."""
    order = list(nx.dfs_preorder_nodes(t, root))
    parent: dict[Hashable, Hashable | None] = {root: None}
    depth = {root: 0}
    for u, v in nx.dfs_edges(t, root):
        parent[v], depth[v] = u, depth[u] + 1
    children: dict[Hashable, list[Hashable]] = {v: [] for v in order}
    for v in order[1:]:
        children[parent[v]].append(v)
    x: dict[Hashable, float] = {}
    next_leaf = 0.0
    for v in order:  # leaves in preorder take consecutive slots
        if not children[v]:
            x[v] = next_leaf
            next_leaf += SPACING * 0.8
    for v in reversed(order):
        if children[v]:
            x[v] = sum(x[c] for c in children[v]) / len(children[v])
    sign = -1.0 if upward else 1.0
    return {v: (x[v], ground_y + sign * depth[v] * SPACING * 0.8) for v in order}


def _from_positions(g: nx.Graph, pos: Mapping[Any, Sequence[float]]) -> Drawing:  # Any: Mapping keys are invariant
    return drawing_from_graph(g, pos={n: (float(p[0]), float(p[1])) for n, p in pos.items()})


# -- families ----------------------------------------------------------------------------------

def path(n: int) -> Drawing:
    g = nx.path_graph(n)
    return _from_positions(g, {k: (k * SPACING, 0.0) for k in g})


def cycle(n: int) -> Drawing:
    g = nx.cycle_graph(n)
    return _from_positions(g, dict(zip(g, polygon(n, ring_radius(n)))))


def star(leaves: int) -> Drawing:
    g = nx.star_graph(leaves)
    pos = {0: (0.0, 0.0), **dict(zip(range(1, leaves + 1), polygon(leaves, SPACING * 1.3)))}
    return _from_positions(g, pos)


def complete(n: int) -> Drawing:
    g = nx.complete_graph(n)
    if n == 4:  # K4 is planar: triangle with its centre
        return _from_positions(g, {0: (0.0, 0.0), **dict(zip([1, 2, 3], polygon(3, SPACING * 1.5)))})
    return _from_positions(g, dict(zip(g, polygon(n, ring_radius(n) * 1.2))))


def complete_bipartite(a: int, b: int) -> Drawing:
    g = nx.complete_bipartite_graph(a, b)
    if a <= 2:  # K1,n and K2,n are planar: the small side left and right of a column
        pos = {}
        for k in range(b):
            pos[a + k] = (0.0, (k - (b - 1) / 2) * SPACING)
        sides = [(-SPACING * 1.6, 0.0), (SPACING * 1.6, 0.0)]
        for k in range(a):
            pos[k] = sides[k]
        return _from_positions(g, pos)
    pos = {k: ((k - (a - 1) / 2) * SPACING * 1.2, 0.0) for k in range(a)}
    pos.update({a + k: ((k - (b - 1) / 2) * SPACING * 1.2, SPACING * 2.0) for k in range(b)})
    return _from_positions(g, pos)


def wheel(rim: int) -> Drawing:
    g = nx.wheel_graph(rim + 1)
    pos = {0: (0.0, 0.0), **dict(zip(range(1, rim + 1), polygon(rim, ring_radius(rim) * 1.2)))}
    return _from_positions(g, pos)


def prism(n: int) -> Drawing:
    g = nx.circular_ladder_graph(n)
    r = ring_radius(n) * 1.2
    pos = dict(zip(range(n), polygon(n, r * 1.8)))
    pos.update(dict(zip(range(n, 2 * n), polygon(n, r * 0.9))))
    return _from_positions(g, pos)


def cube() -> Drawing:
    g = nx.hypercube_graph(3)
    outer = {(0, 0, 0): (-1, -1), (1, 0, 0): (1, -1), (1, 1, 0): (1, 1), (0, 1, 0): (-1, 1)}
    pos = {}
    for node in g:
        x, y = outer[(node[0], node[1], 0)]
        s = 2.0 if node[2] == 0 else 0.9
        pos[node] = (x * s * SPACING, y * s * SPACING)
    g = nx.convert_node_labels_to_integers(g, label_attribute="corner")
    return _from_positions(g, {n: pos[g.nodes[n]["corner"]] for n in g})


def petersen() -> Drawing:
    g = nx.petersen_graph()  # 0-4 outer cycle, 5-9 inner star, spokes i - i+5
    pos = dict(zip(range(5), polygon(5, SPACING * 2.2)))
    pos.update(dict(zip(range(5, 10), polygon(5, SPACING * 1.0))))
    return _from_positions(g, pos)


def dodecahedron() -> Drawing:
    """Schlegel diagram: outer pentagon, a ring of ten, inner pentagon; no crossings.

    The domination game's entry vertices are two antipodal vertices of the outer pentagon's
    opposite sides (distance 5, the diameter), written in ``meta["entries"]``.
    """
    g = nx.Graph()
    a, b, c = range(0, 5), range(5, 15), range(15, 20)
    for i in range(5):
        g.add_edge(a[i], a[(i + 1) % 5])
        g.add_edge(a[i], b[2 * i])
        g.add_edge(b[2 * i + 1], c[i])
        g.add_edge(c[i], c[(i + 1) % 5])
    for j in range(10):
        g.add_edge(b[j], b[(j + 1) % 10])
    pos = dict(zip(a, polygon(5, SPACING * 3.0)))
    ring = polygon(10, SPACING * 1.9)
    pos.update({b[j]: (ring[j][0] * (1.0 if j % 2 == 0 else 0.85), ring[j][1] * (1.0 if j % 2 == 0 else 0.85))
                for j in range(10)})
    pos.update({c[i]: polygon(10, SPACING * 0.9)[2 * i + 1] for i in range(5)})
    drawing = _from_positions(g, pos)
    first = min(drawing.vertices)
    far = max(nx.single_source_shortest_path_length(drawing.to_networkx(), first).items(), key=lambda kv: kv[1])[0]
    drawing.meta["entries"] = [first, far]
    return drawing


def moser_spindle() -> Drawing:
    g = nx.Graph([(0, 1), (0, 2), (1, 2), (1, 3), (2, 3), (0, 4), (0, 5), (4, 5), (4, 6), (5, 6), (3, 6)])
    return _from_positions(g, tutte_layout(g, SPACING * 2.2))


def hajos() -> Drawing:
    s = SPACING * 1.6
    h = math.sqrt(3)
    pos = {0: (0.0, -h * s), 1: (-s, 0.0), 2: (s, 0.0), 3: (-s / 2, -h * s / 2), 4: (s / 2, -h * s / 2), 5: (0.0, 0.0)}
    g = nx.Graph([(0, 3), (0, 4), (3, 4), (3, 1), (1, 5), (3, 5), (4, 5), (4, 2), (2, 5)])
    return _from_positions(g, pos)


def grotzsch() -> Drawing:
    """Its standard picture: the 5-cycle outside in cycle order, each shadow v+5 (joined to v's two
    neighbours) inside at v's angle, the centre joined to the shadows: 5 crossings, its crossing number
    (the cycle's vertices placed in number order crossed 24 times)."""
    g = nx.mycielski_graph(4)  # C5 -> Grötzsch: 0-4 the cycle, 5-9 their shadows, 10 the centre
    order = [0]
    while len(order) < 5:
        order.append(next(v for v in sorted(g[order[-1]]) if v < 5 and v not in order))
    pos = dict(zip(order, polygon(5, SPACING * 2.6)))
    pos.update(dict(zip((v + 5 for v in order), polygon(5, SPACING * 1.3))))
    pos[10] = (0.0, 0.0)
    return _from_positions(g, pos)


def heawood() -> Drawing:
    g = nx.heawood_graph()
    return _from_positions(g, dict(zip(range(14), polygon(14, SPACING * 2.4))))


# -- random -------------------------------------------------------------------------------------

def random_tree(n: int, seed: int) -> Drawing:
    t = nx.random_labeled_tree(n, seed=seed)
    root = nx.center(t)[0]
    return _from_positions(t, tree_layout(t, root))


def random_gnp(n: int, p: float, seed: int) -> Drawing:
    g = nx.gnp_random_graph(n, p, seed=seed)
    if nx.check_planarity(g)[0]:
        pos = nx.planar_layout(g, scale=SPACING * n / 4)
    else:
        pos = nx.spring_layout(g, seed=seed, scale=SPACING * n / 4)
    return _from_positions(g, pos)


def random_rooted(n_edges: int, seed: int) -> Drawing:
    """A Hackenbush picture: a random tree grown from the ground, plus a few cycle-making edges."""
    rng = random.Random(seed)
    t = nx.random_labeled_tree(max(2, n_edges - max(1, n_edges // 5) + 1), seed=seed)
    root = 0
    pos = tree_layout(t, root, upward=True)
    g = nx.MultiGraph(t)
    nodes = list(t)
    for _ in range(max(1, n_edges // 5)):
        u, v = rng.sample(nodes, 2) if len(nodes) > 1 else (nodes[0], nodes[0])
        g.add_edge(u, v)
    colors = ["blue", "red", "green"]
    for u, v, k in g.edges(keys=True):
        g.edges[u, v, k]["color"] = rng.choice(colors)
    drawing = drawing_from_graph(g, pos={n: pos[n] for n in g}, kind="multi")
    drawing.meta["ground"] = [root]
    return drawing


# -- pictures from resources ---------------------------------------------------------------------

#: The shortest edge of a library picture, as far apart as the other boards' neighbours: room between
#: its end circles for a mark and the edge beside it, with the classroom look's large circles (the
#: girl's neck, 49 long, hid under its mark; at 72 the mark still covered nearly all of it).
PICTURE_SHORTEST_EDGE = SPACING


def picture(name: str) -> Drawing:
    """A drawn picture of the library, enlarged about the ground's origin until its shortest edge is
    PICTURE_SHORTEST_EDGE long (the circles keep their size, so short edges come out of them)."""
    drawing = fileio.load_path(resources_dir() / "boards" / f"{name}.json").drawing
    lengths = [_length(e.points) for e in drawing.edges.values() if e.u != e.v]
    factor = PICTURE_SHORTEST_EDGE / min(lengths) if lengths else 1.0
    if factor > 1.0:
        for v in drawing.vertices.values():
            v.x, v.y = v.x * factor, v.y * factor
        for e in drawing.edges.values():
            e.points = [(x * factor, y * factor) for x, y in e.points]
    return drawing


def _length(points: Sequence[Point]) -> float:
    return sum(math.dist(a, b) for a, b in zip(points, points[1:]))


# -- the library ---------------------------------------------------------------------------------

def _fixed(fn: Callable[..., Drawing], *args: object) -> Callable[[int], Drawing]:
    return lambda seed: fn(*args)


BOARDS: dict[str, Board] = {b.id: b for b in [
    Board("path-4", "Path P4", "family", _fixed(path, 4)),
    Board("path-7", "Path P7", "family", _fixed(path, 7)),
    Board("cycle-5", "Cycle C5", "family", _fixed(cycle, 5)),
    Board("cycle-6", "Cycle C6", "family", _fixed(cycle, 6)),
    Board("cycle-9", "Cycle C9", "family", _fixed(cycle, 9)),
    Board("star-5", "Star K1,5", "family", _fixed(star, 5)),
    Board("complete-4", "Complete graph K4", "family", _fixed(complete, 4)),
    Board("complete-5", "Complete graph K5", "family", _fixed(complete, 5)),
    Board("complete-6", "Complete graph K6", "family", _fixed(complete, 6)),
    Board("bipartite-2-3", "Complete bipartite K2,3", "family", _fixed(complete_bipartite, 2, 3)),
    Board("bipartite-3-3", "Utility graph K3,3", "family", _fixed(complete_bipartite, 3, 3)),
    Board("wheel-6", "Wheel W6", "family", _fixed(wheel, 6)),
    Board("wheel-8", "Wheel W8", "family", _fixed(wheel, 8)),
    Board("prism-3", "Triangular prism", "family", _fixed(prism, 3)),
    Board("prism-5", "Pentagonal prism", "family", _fixed(prism, 5)),
    Board("cube", "Cube Q3", "famous", _fixed(cube)),
    Board("petersen", "Petersen graph", "famous", _fixed(petersen)),
    Board("dodecahedron", "Dodecahedron", "famous", _fixed(dodecahedron)),
    Board("moser-spindle", "Moser spindle", "famous", _fixed(moser_spindle)),
    Board("hajos", "Hajós graph", "famous", _fixed(hajos)),
    Board("grotzsch", "Grötzsch graph", "famous", _fixed(grotzsch)),
    Board("heawood", "Heawood graph", "famous", _fixed(heawood)),
    Board("bamboo", "Bamboo stalks", "hackenbush", _fixed(picture, "bamboo")),
    Board("hb-tree", "Tree", "hackenbush", _fixed(picture, "hb-tree")),
    Board("house", "House", "hackenbush", _fixed(picture, "house")),
    Board("flower", "Flower", "hackenbush", _fixed(picture, "flower")),
    Board("christmas-tree", "Christmas tree", "hackenbush", _fixed(picture, "christmas-tree")),
    Board("girl", "Girl", "hackenbush", _fixed(picture, "girl")),
    Board("random-tree", "Random tree", "random", lambda seed: random_tree(10, seed), random=True),
    Board("random-gnp", "Random graph G(8, 0.4)", "random", lambda seed: random_gnp(8, 0.4, seed), random=True),
    Board("random-rooted", "Random rooted picture", "hackenbush",
          lambda seed: random_rooted(12, seed), random=True),
]}


def board(board_id: str, seed: int = 1) -> Drawing:
    """A fresh drawing of a library board; KeyError for an unknown id."""
    return BOARDS[board_id].make(seed)
