"""Good-looking straight-line layouts of the small graphs printed on objective cards (no Qt).

A card shows its graph small, so the picture must read at a glance: paths in a row, cycles as
regular polygons, stars as stars; otherwise the best of a few seeded spring layouts, a Tutte drawing
(2-connected planar graphs), a layered tree or two facing sides (bipartite graphs), judged by
crossings first, then by how close vertices come to edges and to each other, how even the edge
lengths are and how well the picture fills a landscape box. Components (a C card may ask for
several) are laid out one by one and set in the rows that fill the box best. Edge length is about 1;
the result is deterministic and cached.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import networkx as nx
import numpy as np

from graphgames_desktop.graph import boards
from graphgames_desktop.graph.boards import polygon, tree_layout
from graphgames_desktop.graph.drawing import Point, drawing_from_graph
from graphgames_desktop.graph.geometry import find_crossings

#: The shape of the box a card gives its picture (width / height).
BOX_ASPECT = 1.45
#: Room between two components, in edge lengths.
GAP = 0.9
_SEEDS = 6


def card_layout(vertices: int, edges: Sequence[tuple[int, int]]) -> dict[int, Point]:
    """Positions of vertices 0..vertices-1 (y grows downwards, edges about 1 long)."""
    return dict(_cached(vertices, tuple(sorted((min(e), max(e)) for e in edges))))


@lru_cache(maxsize=256)
def _cached(vertices: int, edges: tuple[tuple[int, int], ...]) -> tuple[tuple[int, Point], ...]:
    g = nx.Graph()
    g.add_nodes_from(range(vertices))
    g.add_edges_from(edges)
    parts = [_component(g.subgraph(c).copy()) for c in sorted(nx.connected_components(g), key=lambda c: (-len(c), min(c)))]
    return tuple(sorted(_arrange(parts).items()))


def _arrange(parts: list[dict[int, Point]]) -> dict[int, Point]:
    """The components set in rows (row-major, largest first): the row count that fills the box best."""
    boxes = [_bounds(p) for p in parts]
    best: tuple[float, dict[int, Point]] | None = None
    for rows in range(1, len(parts) + 1):
        per_row = math.ceil(len(parts) / rows)
        placed: dict[int, Point] = {}
        y = 0.0
        for r in range(rows):
            chunk = list(range(r * per_row, min(len(parts), (r + 1) * per_row)))
            if not chunk:
                break
            height = max(boxes[i][3] - boxes[i][1] for i in chunk)
            x = 0.0
            for i in chunk:
                x0, y0, x1, y1 = boxes[i]
                dy = y + (height - (y1 - y0)) / 2 - y0
                placed.update({v: (px - x0 + x, py + dy) for v, (px, py) in parts[i].items()})
                x += x1 - x0 + GAP
            y += height + GAP
        x0, y0, x1, y1 = _bounds(placed)
        fill = min(BOX_ASPECT / max(x1 - x0, 1.0), 1.0 / max(y1 - y0, 1.0 / BOX_ASPECT))
        if best is None or fill > best[0] + 1e-9:
            best = (fill, placed)
    assert best is not None
    return _centred(best[1])


def _component(g: nx.Graph) -> dict[int, Point]:
    nodes = sorted(g)
    n = len(nodes)
    if n == 1:
        return {nodes[0]: (0.0, 0.0)}
    degrees = dict(g.degree())
    if nx.is_tree(g) and max(degrees.values()) <= 2:  # a path, in a row
        end = min(v for v in nodes if degrees[v] == 1)
        return {v: (float(i), 0.0) for i, v in enumerate(nx.dfs_preorder_nodes(g, end))}
    if all(d == 2 for d in degrees.values()):  # a cycle, as a regular polygon with a flat bottom
        order = [u for u, _ in nx.find_cycle(g)]
        radius = 0.5 / math.sin(math.pi / n)
        return dict(zip(order, polygon(n, radius, phase=math.pi / 2 + math.pi / n)))
    if nx.is_tree(g) and max(degrees.values()) == n - 1:  # a star
        centre = max(nodes, key=degrees.__getitem__)
        leaves = [v for v in nodes if v != centre]
        return {centre: (0.0, 0.0), **dict(zip(leaves, polygon(len(leaves), 1.0)))}
    candidates = [_spring(g, seed) for seed in range(_SEEDS)]
    if nx.is_tree(g):
        candidates.append(_normalised(g, tree_layout(g, nx.center(g)[0])))
    elif nx.check_planarity(g)[0] and nx.node_connectivity(g) >= 2:
        candidates += _tutte_variants(g)
    if nx.is_bipartite(g):
        candidates.append(_bipartite(g))
    return min(candidates, key=lambda pos: _badness(g, pos))


def _tutte_variants(g: nx.Graph) -> list[dict[int, Point]]:
    """Tutte drawings with each face of an embedding outside (one per face size), and the same with
    their inner vertices pushed out from the middle, where the barycentres crowd them."""
    variants = []
    for face in {len(f): f for f in boards.planar_faces(g)}.values():
        pos = boards.tutte_layout(g, 1.0, face)
        outer = set(face)
        cx = float(np.mean([pos[v][0] for v in g if v not in outer] or [0.0]))
        cy = float(np.mean([pos[v][1] for v in g if v not in outer] or [0.0]))
        variants += [_normalised(g, {v: (x, y) if v in outer else (cx + f * (x - cx), cy + f * (y - cy))
                                     for v, (x, y) in pos.items()}) for f in (1.0, 1.5, 2.0, 2.5, 3.0)]
    return variants


def _bipartite(g: nx.Graph) -> dict[int, Point]:
    """Two sides facing each other: a side of two as the ends of a lens (K2,n without crossings), else two rows."""
    a, b = nx.bipartite.sets(g)
    small, big = sorted((sorted(a), sorted(b)), key=len)
    if len(small) == 2:
        return _normalised(g, {small[0]: (-1.0, 0.0), small[1]: (1.0, 0.0),
                               **{v: (0.0, (i - (len(big) - 1) / 2) * 0.7) for i, v in enumerate(big)}})
    return _normalised(g, {**{v: (i - (len(small) - 1) / 2, 0.0) for i, v in enumerate(small)},
                           **{v: (i - (len(big) - 1) / 2, 1.2) for i, v in enumerate(big)}})


def _spring(g: nx.Graph, seed: int) -> dict[int, Point]:
    pos = nx.spring_layout(g, seed=seed, iterations=200)
    xy = np.array([pos[v] for v in g], dtype=float)
    xy -= xy.mean(axis=0)
    _, _, axes = np.linalg.svd(xy, full_matrices=False)  # the long axis laid horizontal
    xy = xy @ axes.T
    return _normalised(g, {v: (float(x), float(y)) for v, (x, y) in zip(g, xy)})


def _normalised(g: nx.Graph, pos: Mapping[Any, Point]) -> dict[int, Point]:
    """Scaled so that the mean edge is 1 long (the vertices are the card's numbers 0..n-1)."""
    mean = float(np.mean([math.dist(pos[u], pos[v]) for u, v in g.edges()])) or 1.0
    return {int(v): (x / mean, y / mean) for v, (x, y) in pos.items()}


def _badness(g: nx.Graph, pos: dict[int, Point]) -> float:
    drawing = drawing_from_graph(g, pos)
    bad = 10.0 * len(find_crossings(drawing))
    lengths = [math.dist(pos[u], pos[v]) for u, v in g.edges()]
    bad += 2.0 * float(np.std(lengths))
    nodes = list(g)
    for i, u in enumerate(nodes):
        for v in nodes[i + 1:]:
            bad += 8.0 * max(0.0, 0.7 - math.dist(pos[u], pos[v]))
        for a, b in g.edges():
            if u not in (a, b):
                bad += 12.0 * max(0.0, 0.35 - _to_segment(pos[u], pos[a], pos[b]))
    x0, y0, x1, y1 = _bounds(pos)
    bad += 0.5 * abs(math.log((x1 - x0 + 0.5) / (y1 - y0 + 0.5) / BOX_ASPECT))
    return bad


def _to_segment(p: Point, a: Point, b: Point) -> float:
    ax, ay, bx, by = a[0], a[1], b[0], b[1]
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / ((dx * dx + dy * dy) or 1.0)))
    return math.dist(p, (ax + t * dx, ay + t * dy))


def _bounds(pos: dict[int, Point]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in pos.values()], [p[1] for p in pos.values()]
    return min(xs), min(ys), max(xs), max(ys)


def _centred(pos: dict[int, Point]) -> dict[int, Point]:
    x0, y0, x1, y1 = _bounds(pos)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return {v: (x - cx, y - cy) for v, (x, y) in pos.items()}
