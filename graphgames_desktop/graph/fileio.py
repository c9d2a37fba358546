"""Files: the native versioned JSON, and GraphML / GML through networkx.

Reading never executes anything from a file: JSON is parsed with ``json`` and validated field by
field; GraphML and GML go through networkx's parsers. Problems raise :class:`GraphFileError` with a
code the UI translates; repairs made on import come back as warning codes.
Writing here produces bytes; the Qt layer writes them atomically (QSaveFile).
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from pathlib import Path

import networkx as nx
import numpy as np

from graphgames_desktop.graph.drawing import MULTI, SIMPLE, Drawing, DrawingError, Point

FORMAT_NAME = "graphgames-drawing"
FORMAT_VERSION = 2
#: Files larger than this are refused before parsing (a drawing of 100,000 edges is ~20 MB).
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_VERTICES = 200_000
MAX_EDGES = 500_000
MAX_POINTS_PER_EDGE = 10_000

NATIVE_SUFFIX = ".graph.json"


class GraphFileError(ValueError):
    """A file that cannot be loaded; ``code`` names the problem for a translated message."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


@dataclass
class Loaded:
    """What a file held: the drawing, an optional game record, and repairs made while loading."""

    drawing: Drawing
    session: dict | None = None
    warnings: list[str] = field(default_factory=list)
    #: The format the file was read in ("native", "graphml", "gml"): saving it again writes that format.
    format: str = "native"


# -- native JSON ----------------------------------------------------------------------------------

def drawing_to_dict(drawing: Drawing) -> dict:
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "kind": drawing.kind,
        "vertices": [
            {"id": v.id, "x": v.x, "y": v.y, **({"label": v.label} if v.label else {})}
            for v in drawing.vertices.values()
        ],
        "edges": [
            {
                "id": e.id,
                "u": e.u,
                "v": e.v,
                "points": [[round(x, 3), round(y, 3)] for x, y in e.points],
                **({"color": e.color} if e.color else {}),
            }
            for e in drawing.edges.values()
        ],
        "meta": drawing.meta,
    }


def dumps_native(drawing: Drawing, session: dict | None = None) -> bytes:
    doc = drawing_to_dict(drawing)
    if session is not None:
        doc["session"] = session
    return json.dumps(doc, indent=1, ensure_ascii=False).encode("utf-8")


def _upgrade(doc: dict) -> dict:
    """Bring an older document up to FORMAT_VERSION. Version 1 had no ``kind`` field."""
    if doc["version"] == 1:
        multi = any(e.get("u") == e.get("v") for e in doc.get("edges", []) if isinstance(e, dict))
        doc = {**doc, "kind": MULTI if multi else SIMPLE, "version": 2}
    return doc


def _number(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise GraphFileError("bad_value", what)
    return float(value)


def _ident(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise GraphFileError("bad_value", what)
    return value


def _points(raw: object, what: str) -> list[Point]:
    """A polyline's points, validated in one numpy conversion (files hold many thousands).

    Strings, ragged or non-finite points are refused; JSON booleans are taken as 0 and 1.
    """
    if not isinstance(raw, list) or len(raw) > MAX_POINTS_PER_EDGE:
        raise GraphFileError("bad_value", what)
    if not raw:
        return []
    try:
        arr = np.asarray(raw)  # ragged or nested nonsense raises; strings and bools get their own dtype
    except (TypeError, ValueError):
        raise GraphFileError("bad_value", what) from None
    if arr.dtype.kind not in "iuf" or arr.ndim != 2 or arr.shape[1] != 2 or not np.isfinite(arr).all():
        raise GraphFileError("bad_value", what)
    return list(map(tuple, arr.astype(float).tolist()))


def drawing_from_dict(doc: object) -> Loaded:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_NAME:
        raise GraphFileError("not_a_drawing")
    version = doc.get("version")
    if not isinstance(version, int) or version < 1:
        raise GraphFileError("bad_value", "version")
    if version > FORMAT_VERSION:
        raise GraphFileError("newer_version", str(version))
    doc = _upgrade(doc)
    kind = doc.get("kind", SIMPLE)
    if kind not in (SIMPLE, MULTI):
        raise GraphFileError("bad_value", "kind")
    vertices, edges = doc.get("vertices"), doc.get("edges")
    if not isinstance(vertices, list) or not isinstance(edges, list):
        raise GraphFileError("missing_field", "vertices/edges")
    if len(vertices) > MAX_VERTICES or len(edges) > MAX_EDGES:
        raise GraphFileError("too_large")
    drawing = Drawing(kind)
    warnings: list[str] = []
    for i, v in enumerate(vertices):
        if not isinstance(v, dict):
            raise GraphFileError("bad_value", f"vertices[{i}]")
        label = v.get("label", "")
        if not isinstance(label, str):
            raise GraphFileError("bad_value", f"vertices[{i}].label")
        try:
            drawing.add_vertex(
                _number(v.get("x"), f"vertices[{i}].x"), _number(v.get("y"), f"vertices[{i}].y"),
                label, ident=_ident(v.get("id"), f"vertices[{i}].id"))
        except DrawingError as exc:
            raise GraphFileError("bad_value", f"vertices[{i}]: {exc.code}") from None
    for i, e in enumerate(edges):
        if not isinstance(e, dict):
            raise GraphFileError("bad_value", f"edges[{i}]")
        points = _points(e.get("points", []), f"edges[{i}].points")
        color = e.get("color")
        if color is not None and color not in ("green", "blue", "red"):
            raise GraphFileError("bad_value", f"edges[{i}].color")
        u, v = _ident(e.get("u"), f"edges[{i}].u"), _ident(e.get("v"), f"edges[{i}].v")
        try:
            drawing.add_edge(u, v, points, color, ident=_ident(e.get("id"), f"edges[{i}].id"))
        except DrawingError as exc:
            if exc.code in ("loop", "double_edge"):
                warnings.append(f"dropped_{exc.code}")
                continue
            raise GraphFileError("bad_edge", f"edges[{i}]: {exc.code}") from None
    meta = doc.get("meta", {})
    if not isinstance(meta, dict):
        raise GraphFileError("bad_value", "meta")
    drawing.meta = meta
    session = doc.get("session")
    if session is not None and not isinstance(session, dict):
        raise GraphFileError("bad_value", "session")
    return Loaded(drawing, session, sorted(set(warnings)))


def loads_native(data: bytes) -> Loaded:
    if len(data) > MAX_FILE_BYTES:
        raise GraphFileError("too_large")
    try:
        doc = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise GraphFileError("not_text") from None
    except json.JSONDecodeError as exc:
        raise GraphFileError("corrupt", f"line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise GraphFileError("corrupt", "nesting too deep") from None
    return drawing_from_dict(doc)


# -- GraphML and GML ------------------------------------------------------------------------------

def to_exchange_graph(drawing: Drawing) -> nx.Graph:
    """A networkx graph with x, y (and label, points, color) attributes that yEd/Gephi/Sage read."""
    g = nx.MultiGraph() if drawing.allows_multi else nx.Graph()
    for v in drawing.vertices.values():
        # GML writers use the node key as "label", so the user's label also travels as "name".
        g.add_node(str(v.id), x=v.x, y=v.y, label=v.label or str(v.id), **({"name": v.label} if v.label else {}))
    for e in drawing.edges.values():
        attrs = {"id": str(e.id)}
        if not e.straight:
            attrs["points"] = json.dumps([[round(x, 3), round(y, 3)] for x, y in e.points])
        if e.color:
            attrs["color"] = e.color
        g.add_edge(str(e.u), str(e.v), **attrs)
    return g


def dumps_exchange(drawing: Drawing, fmt: str) -> bytes:
    g = to_exchange_graph(drawing)
    if fmt == "graphml":
        buf = io.BytesIO()
        nx.write_graphml(g, buf)
        return buf.getvalue()
    if fmt == "gml":
        return "\n".join(nx.generate_gml(g)).encode("utf-8") + b"\n"
    raise ValueError(fmt)


def _parse_points(raw: object) -> list[Point] | None:
    if not isinstance(raw, str):
        return None
    try:
        pts = json.loads(raw)
        return [(float(p[0]), float(p[1])) for p in pts if all(map(math.isfinite, map(float, p)))]
    except (ValueError, TypeError, IndexError, RecursionError):
        return None


def from_exchange_graph(g: nx.Graph, allow_multi: bool = False) -> Loaded:
    """Build a drawing from an imported graph, repairing what the drawing rules refuse."""
    warnings: list[str] = []
    if g.number_of_nodes() > MAX_VERTICES or g.number_of_edges() > MAX_EDGES:
        raise GraphFileError("too_large")
    multi_content = g.is_multigraph() and any(
        len(d) > 1 for _, nbrs in g.adjacency() for d in nbrs.values()) or nx.number_of_selfloops(g) > 0
    drawing = Drawing(MULTI if (allow_multi and multi_content) else SIMPLE)
    positions: dict[Hashable, Point] = {}
    for n, data in g.nodes(data=True):
        try:
            x, y = float(data["x"]), float(data["y"])
            if math.isfinite(x) and math.isfinite(y):
                positions[n] = (x, y)
        except (KeyError, TypeError, ValueError):
            pass
    if len(positions) < g.number_of_nodes():
        warnings.append("missing_positions")
        layout = nx.spring_layout(nx.Graph(g), seed=1, pos=positions or None,
                                  fixed=list(positions) or None)
        scale = 200.0
        for n in g.nodes:
            if n not in positions:
                lx, ly = layout[n]
                positions[n] = (float(lx) * scale, float(ly) * scale)
    ids = {}
    for n, data in g.nodes(data=True):
        label = data.get("name", data.get("label", ""))
        label = "" if label == str(n) or not isinstance(label, str) else label
        x, y = positions[n]
        ids[n] = drawing.add_vertex(x, y, label=label).id
    # Loops last: one given no points takes a side its vertex's edges leave free.
    for u, v, data in sorted(g.edges(data=True), key=lambda uvd: uvd[0] == uvd[1]):
        try:
            color = data.get("color") if data.get("color") in ("green", "blue", "red") else None
            drawing.add_edge(ids[u], ids[v], _parse_points(data.get("points")), color)
        except DrawingError as exc:
            warnings.append(f"dropped_{exc.code}")
    return Loaded(drawing, None, sorted(set(warnings)))


def loads_exchange(data: bytes, fmt: str, allow_multi: bool = False) -> Loaded:
    if len(data) > MAX_FILE_BYTES:
        raise GraphFileError("too_large")
    try:
        if fmt == "graphml":
            g = nx.read_graphml(io.BytesIO(data), force_multigraph=True)
        elif fmt == "gml":
            g = nx.parse_gml(data.decode("utf-8").splitlines(), label=None)
        else:
            raise ValueError(fmt)
    except GraphFileError:
        raise
    except UnicodeDecodeError:
        raise GraphFileError("not_text") from None
    except Exception as exc:  # networkx raises many types on malformed input; all mean "corrupt"
        raise GraphFileError("corrupt", type(exc).__name__) from None
    if g.is_directed():
        g = g.to_undirected()
    return from_exchange_graph(g, allow_multi)


# -- by file name -----------------------------------------------------------------------------------

def format_of(path: str | Path) -> str:
    name = str(path).lower()
    if name.endswith(".graphml"):
        return "graphml"
    if name.endswith(".gml"):
        return "gml"
    return "native"


def load_bytes(data: bytes, fmt: str) -> Loaded:
    loaded = loads_native(data) if fmt == "native" else loads_exchange(data, fmt)
    loaded.format = fmt
    return loaded


def load_path(path: str | Path) -> Loaded:
    """Read a file from disk (size checked before reading it whole)."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_FILE_BYTES:
            raise GraphFileError("too_large")
        data = p.read_bytes()
    except OSError as exc:
        raise GraphFileError("unreadable", exc.strerror or "") from None
    return load_bytes(data, format_of(p))
