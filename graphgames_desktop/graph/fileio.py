"""Files: the native versioned JSON, and GraphML / GML / GEXF through networkx.

This is the boundary: the format is told by the content (not the file name), cheap limits (size,
counts) are checked before parsing, and every field is validated once, here, into the project's
own errors, so everything past the loader can trust its data. Reading never executes anything
from a file: JSON is parsed with ``json``; XML with defusedxml, which refuses DTDs and entity
declarations (the quadratic-blowup and billion-laughs files); GML with networkx's parser.
Refusals raise :class:`GraphFileError` (and nothing else) with a code the UI translates; repairs
made on import come back as warning codes. Writing produces bytes; the Qt layer writes them
atomically (QSaveFile).
"""

from __future__ import annotations

import io
import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast
from xml.etree.ElementTree import Element, ElementTree, ParseError, SubElement, TreeBuilder, XMLParser

import defusedxml.ElementTree as defused_et
import networkx as nx
import numpy as np
from defusedxml import DefusedXmlException
from networkx.readwrite.gexf import GEXFReader
from networkx.readwrite.gml import escape as gml_escape
from networkx.readwrite.graphml import GraphMLReader, GraphMLWriter

from graphgames_desktop.graph import autolayout
from graphgames_desktop.graph.drawing import MULTI, SIMPLE, Drawing, DrawingError, Point

FORMAT_NAME = "graphgames-drawing"
FORMAT_VERSION = 2
#: Files larger than this are refused before parsing (a drawing of 100,000 edges is ~20 MB).
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_VERTICES = 200_000
MAX_EDGES = 500_000
MAX_POINTS_PER_EDGE = 10_000
#: Labels longer than this are cut (a label is a name on the paper, not a document).
MAX_LABEL = 200
#: Ids and coordinates beyond these are refused: no drawing needs them, and past them integers
#: overflow native types (the crossing index) and floats lose the precision a drawing needs.
MAX_ID = 2**31 - 1
MAX_COORD = 1e7
#: How deeply a drawing's or record's free-form data may nest (copies recurse over it).
MAX_NESTING = 16
#: The metadata keys the games read: each a list of vertex ids.
VERTEX_LISTS = ("ground", "entries", "entry_a", "entry_b")

#: Called with the fraction done (0..1) while a file loads; it may raise to cancel the load.
Progress = Callable[[float], None]

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
    #: The format the content was in: "native", "graphml", "gml" or "gexf".
    format: str = "native"


def _no_progress(fraction: float) -> None:
    """The default progress callback: nobody is watching."""


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
        edges = doc.get("edges")
        multi = isinstance(edges, list) and any(e.get("u") == e.get("v") for e in edges if isinstance(e, dict))
        doc = {**doc, "kind": MULTI if multi else SIMPLE, "version": 2}
    return doc


def _number(value: object, what: str) -> float:
    """A coordinate: a finite number within MAX_COORD (a 400-digit integer is refused, not overflowed)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not -MAX_COORD <= value <= MAX_COORD:
        raise GraphFileError("bad_value", what)
    return float(value)


def _ident(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_ID:
        raise GraphFileError("bad_value", what)
    return value


_SURROGATE = re.compile("[\ud800-\udfff]")


def _text(value: str, warnings: list[str]) -> str:
    """A label as the drawing keeps it: at most MAX_LABEL characters, encodable (no lone surrogates)."""
    if len(value) > MAX_LABEL:
        value = value[:MAX_LABEL]
        warnings.append("long_labels_cut")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\ud800") loads, then every save would fail
        value = _SURROGATE.sub("\ufffd", value)
        warnings.append("bad_text_repaired")
    return value


def _plain(value: object, what: str, warnings: list[str], depth: int = 0) -> object:
    """Free-form JSON data (unknown metadata, a game record), nesting bounded and strings encodable."""
    if depth > MAX_NESTING:
        raise GraphFileError("bad_value", what)
    if isinstance(value, str):
        return _text(value, warnings) if len(value) > MAX_LABEL or not value.isascii() else value
    if isinstance(value, dict):
        return {_text(str(k), warnings): _plain(v, what, warnings, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, what, warnings, depth + 1) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        raise GraphFileError("bad_value", what)
    return value


def _meta(raw: object, drawing: Drawing, warnings: list[str]) -> dict:
    """The drawing's metadata: the games' vertex lists checked (ids of this drawing), the rest kept plain."""
    if not isinstance(raw, dict):
        raise GraphFileError("bad_value", "meta")
    meta: dict[str, object] = {}
    for key, value in raw.items():
        if key in VERTEX_LISTS:
            if not isinstance(value, list):
                raise GraphFileError("bad_value", f"meta.{key}")
            ids = [_ident(v, f"meta.{key}") for v in value]
            meta[key] = [v for v in ids if v in drawing.vertices]
        else:
            meta[_text(str(key), warnings)] = _plain(value, f"meta.{key}"[:60], warnings, 1)
    return meta


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
    if arr.dtype.kind not in "iuf" or arr.ndim != 2 or arr.shape[1] != 2 or not (np.abs(arr) <= MAX_COORD).all():
        raise GraphFileError("bad_value", what)
    return list(map(tuple, arr.astype(float).tolist()))


def drawing_from_dict(doc: object, progress: Progress = _no_progress) -> Loaded:
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
                _text(label, warnings), ident=_ident(v.get("id"), f"vertices[{i}].id"))
        except DrawingError as exc:
            raise GraphFileError("bad_value", f"vertices[{i}]: {exc.code}") from None
        if i % 20_000 == 19_999:
            progress(0.5 + 0.2 * i / len(vertices))
    for i, e in enumerate(edges):
        if i % 20_000 == 19_999:
            progress(0.7 + 0.25 * i / len(edges))
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
    drawing.meta = _meta(doc.get("meta", {}), drawing, warnings)
    session = doc.get("session")
    if session is not None and not isinstance(session, dict):
        raise GraphFileError("bad_value", "session")
    session = cast(dict, _plain(session, "session", warnings)) if session is not None else None
    return Loaded(drawing, session, sorted(set(warnings)))


_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")


def _skip_space(text: str, i: int) -> int:
    match = _SPACE.match(text, i)
    return match.end() if match else i


def json_in_pieces(text: str, progress: Progress = _no_progress) -> object:
    """``json.loads(text)``, but the arrays of a top-level object are read an element at a time.

    One ``json.loads`` of a 200,000-vertex file holds the interpreter for a second (C code does not
    hand it over), and the window froze that long while a worker read the file; read piece by piece,
    the worker hands it over between pieces and reports its progress (half of the whole load) as it
    goes. The result and the errors are those of ``json.loads``.
    """
    i = _skip_space(text, 0)
    if not text.startswith("{", i):
        return json.loads(text)
    doc: dict[str, object] = {}
    i = _skip_space(text, i + 1)
    if text.startswith("}", i):
        i += 1
    else:
        while True:
            if not text.startswith('"', i):
                raise json.JSONDecodeError("Expecting property name enclosed in double quotes", text, i)
            key, i = _DECODER.raw_decode(text, i)
            i = _skip_space(text, i)
            if not text.startswith(":", i):
                raise json.JSONDecodeError("Expecting ':' delimiter", text, i)
            i = _skip_space(text, i + 1)
            value, i = _array_in_pieces(text, i, progress) if text.startswith("[", i) else _DECODER.raw_decode(text, i)
            doc[key] = value
            i = _skip_space(text, i)
            if text.startswith("}", i):
                i += 1
                break
            if not text.startswith(",", i):
                raise json.JSONDecodeError("Expecting ',' delimiter", text, i)
            i = _skip_space(text, i + 1)
    if _skip_space(text, i) != len(text):
        raise json.JSONDecodeError("Extra data", text, i)
    return doc


def _array_in_pieces(text: str, i: int, progress: Progress) -> tuple[list[object], int]:
    """The array starting at ``text[i]``, an element at a time; and where it ends."""
    values: list[object] = []
    i = _skip_space(text, i + 1)
    if text.startswith("]", i):
        return values, i + 1
    while True:
        value, i = _DECODER.raw_decode(text, i)
        values.append(value)
        if len(values) % 2000 == 0:
            progress(0.5 * i / len(text))
        i = _skip_space(text, i)
        if text.startswith("]", i):
            return values, i + 1
        if not text.startswith(",", i):
            raise json.JSONDecodeError("Expecting ',' delimiter", text, i)
        i = _skip_space(text, i + 1)


def loads_native(data: bytes, progress: Progress = _no_progress) -> Loaded:
    if len(data) > MAX_FILE_BYTES:
        raise GraphFileError("too_large")
    # Cheap before parsing: every vertex and edge is one JSON object.
    if data.count(b"{") > MAX_VERTICES + MAX_EDGES + 1000:
        raise GraphFileError("too_large")
    try:
        doc = json_in_pieces(data.decode("utf-8"), progress)
    except UnicodeDecodeError:
        raise GraphFileError("not_text") from None
    except json.JSONDecodeError as exc:
        raise GraphFileError("corrupt", f"line {exc.lineno}, column {exc.colno}") from None
    except (RecursionError, ValueError):  # nesting too deep; an integer of more than 4,300 digits
        raise GraphFileError("corrupt") from None
    progress(0.5)
    return drawing_from_dict(doc, progress)


# -- exchange formats: writing -------------------------------------------------------------------

NS_YED = "http://www.yworks.com/xml/graphml"
#: The size of a vertex in exchange files (yEd's node geometry, GML graphics), in scene units.
NODE_SIZE = 30.0


def to_exchange_graph(drawing: Drawing) -> nx.Graph:
    """A networkx graph with x, y (centres), label, points and color attributes that yEd/Gephi/Sage read."""
    g = nx.MultiGraph() if drawing.allows_multi else nx.Graph()
    for v in drawing.vertices.values():
        g.add_node(str(v.id), x=v.x, y=v.y, label=v.label)
    for e in drawing.edges.values():
        attrs = {"id": str(e.id)}
        if not e.straight:
            attrs["points"] = json.dumps([[round(x, 3), round(y, 3)] for x, y in e.points])
        if e.color:
            attrs["color"] = e.color
        g.add_edge(str(e.u), str(e.v), **attrs)
    return g


class _YedGraphMLWriter(GraphMLWriter):
    """networkx's GraphML writer, plus yEd's node geometry (top-left corner, size) and label.

    yEd draws a node where its ``y:Geometry`` says and ignores plain x/y data; Gephi reads the plain
    x/y (the centre). Writing both makes the two show the same layout.
    """

    def add_nodes(self, G: nx.Graph, graph_element: Element) -> None:
        super().add_nodes(G, graph_element)
        self.xml.set("xmlns:y", NS_YED)
        self.xml.insert(0, Element("key", {"for": "node", "id": "yed_node", "yfiles.type": "nodegraphics"}))
        for node_element, (_, data) in zip(graph_element.iter("node"), G.nodes(data=True)):
            shape = SubElement(SubElement(node_element, "data", key="yed_node"), "y:ShapeNode")
            half = NODE_SIZE / 2
            SubElement(shape, "y:Geometry", x=repr(data["x"] - half), y=repr(data["y"] - half),
                       width=repr(NODE_SIZE), height=repr(NODE_SIZE))
            SubElement(shape, "y:NodeLabel").text = data["label"]
            SubElement(shape, "y:Shape", type="ellipse")


def _gml(drawing: Drawing) -> bytes:
    """GML as yEd, OGDF and Gephi read it: ``graphics [ x y w h ]`` (the centre) and the user's label.

    Written here rather than by networkx, whose writer always puts the node key in ``label``.
    """
    lines = ["graph [", "  directed 0"] + (["  multigraph 1"] if drawing.allows_multi else [])
    for v in drawing.vertices.values():
        lines += ["  node [", f"    id {v.id}", f'    label "{gml_escape(v.label)}"',
                  f'    graphics [ x {v.x!r} y {v.y!r} w {NODE_SIZE!r} h {NODE_SIZE!r} type "ellipse" ]', "  ]"]
    for e in drawing.edges.values():
        lines += ["  edge [", f"    id {e.id}", f"    source {e.u}", f"    target {e.v}"]
        if not e.straight:
            points = json.dumps([[round(x, 3), round(y, 3)] for x, y in e.points])
            lines.append(f'    points "{gml_escape(points)}"')
        if e.color:
            lines.append(f'    color "{e.color}"')
        lines.append("  ]")
    return "\n".join(lines + ["]", ""]).encode("ascii")


def _gexf(drawing: Drawing) -> bytes:
    """GEXF (Gephi's own format) with ``viz:position``; Gephi's y axis points up, the screen's down."""
    g = to_exchange_graph(drawing)
    for _, data in g.nodes(data=True):
        data["viz"] = {"position": {"x": data.pop("x"), "y": -data.pop("y"), "z": 0.0}, "size": NODE_SIZE / 2}
    buf = io.BytesIO()
    nx.write_gexf(g, buf)
    return buf.getvalue()


def dumps_exchange(drawing: Drawing, fmt: str) -> bytes:
    if fmt == "graphml":
        writer = _YedGraphMLWriter(encoding="utf-8", prettyprint=True)
        writer.add_graph_element(to_exchange_graph(drawing))
        buf = io.BytesIO()
        writer.dump(buf)
        return buf.getvalue()
    if fmt == "gml":
        return _gml(drawing)
    if fmt == "gexf":
        return _gexf(drawing)
    raise ValueError(fmt)


# -- exchange formats: reading -------------------------------------------------------------------

def _coordinate(value: object) -> float | None:
    """A coordinate from an exchange file (numbers or numeric strings), None when unusable."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    try:
        number = float(value)
    except (ValueError, OverflowError):
        return None
    return number if -MAX_COORD <= number <= MAX_COORD else None


def _position(data: dict) -> tuple[float | None, float | None]:
    """Where a node is: yEd's geometry (read into the centre), GEXF's viz:position, GML's graphics, or x/y."""
    viz = data.get("viz")
    graphics = data.get("graphics")
    if isinstance(viz, dict) and isinstance(viz.get("position"), dict):
        x, y = _coordinate(viz["position"].get("x")), _coordinate(viz["position"].get("y"))
        return x, (-y if y is not None else None)
    if isinstance(graphics, dict) and "x" in graphics:
        return _coordinate(graphics.get("x")), _coordinate(graphics.get("y"))
    return _coordinate(data.get("x")), _coordinate(data.get("y"))


def _edge_points(raw: object) -> list[Point] | None:
    """An edge's saved polyline (a JSON string of [x, y] pairs); None (a straight edge) when unusable."""
    if not isinstance(raw, str) or len(raw) > 40 * MAX_POINTS_PER_EDGE:
        return None
    try:
        return _points(json.loads(raw), "points")
    except (GraphFileError, ValueError, RecursionError):
        return None


def from_exchange_graph(g: nx.Graph, allow_multi: bool = False, fmt: str = "graphml",
                        warnings: list[str] | None = None) -> Loaded:
    """Build a drawing from an imported graph, repairing what the drawing rules refuse.

    Vertices the file did not place are laid out (:mod:`autolayout`) beside those it did; vertices
    the file stacked on one spot are spread apart.
    """
    warnings = list(warnings or [])
    if g.number_of_nodes() > MAX_VERTICES or g.number_of_edges() > MAX_EDGES:
        raise GraphFileError("too_large")
    nodes = list(g.nodes)
    index = {n: i for i, n in enumerate(nodes)}
    pairs = [(index[u], index[v]) for u, v in g.edges()]
    placed = np.zeros(len(nodes), dtype=bool)
    pos = np.zeros((len(nodes), 2))
    for i, n in enumerate(nodes):
        x, y = _position(g.nodes[n])
        if x is not None and y is not None:
            pos[i], placed[i] = (x, y), True
    if not placed.all():
        warnings.append("missing_positions")
        pos[~placed] = _layout_beside(pos, placed, pairs)
    stacked = _stacked(pos) & placed
    if stacked.any():
        warnings.append("stacked_spread")
    pos = autolayout.make_room(pos, ~placed | stacked, pairs)
    multi_content = g.is_multigraph() and any(
        len(d) > 1 for _, nbrs in g.adjacency() for d in nbrs.values()) or nx.number_of_selfloops(g) > 0
    drawing = Drawing(MULTI if (allow_multi and multi_content) else SIMPLE)
    for i, n in enumerate(nodes):
        data = g.nodes[n]
        label = data.get("name", data.get("label", ""))
        label = "" if not isinstance(label, str) or label == str(n) else _text(label, warnings)
        drawing.add_vertex(float(pos[i, 0]), float(pos[i, 1]), label=label)
    # Loops last: one given no points takes a side its vertex's edges leave free.
    for u, v, data in sorted(g.edges(data=True), key=lambda uvd: uvd[0] == uvd[1]):
        color = data.get("color")
        try:
            drawing.add_edge(index[u], index[v], _edge_points(data.get("points")),
                             color if color in ("green", "blue", "red") else None)
        except DrawingError as exc:
            warnings.append(f"dropped_{exc.code}")
    return Loaded(drawing, None, sorted(set(warnings)), fmt)


def _layout_beside(pos: np.ndarray, placed: np.ndarray, pairs: list[tuple[int, int]]) -> np.ndarray:
    """Positions for the unplaced vertices: their own force layout, to the right of the placed ones."""
    free = np.flatnonzero(~placed)
    local = {int(v): i for i, v in enumerate(free)}
    layout = autolayout.force_layout(len(free), [(local[u], local[v]) for u, v in pairs if u in local and v in local])
    if not placed.any():
        return layout
    top, right = pos[placed, 1].min(), pos[placed, 0].max()
    return layout - layout.min(axis=0) + (right + autolayout.EDGE_LENGTH, top)


def _stacked(pos: np.ndarray) -> np.ndarray:
    """Vertices on the same spot as an earlier one (the first of each stack stays)."""
    _, first = np.unique(np.round(pos, 3), axis=0, return_index=True)
    stacked = np.ones(len(pos), dtype=bool)
    stacked[first] = False
    return stacked


class _GraphMLReader(GraphMLReader):
    """networkx's GraphML reader, reading yEd's node geometry as the top-left corner it is."""

    def decode_data_elements(self, graphml_keys: dict, obj_xml: Element) -> dict:
        data = super().decode_data_elements(graphml_keys, obj_xml)
        for geometry in obj_xml.iterfind(f"{{{self.NS_GRAPHML}}}data/*/{{{self.NS_Y}}}Geometry"):
            x, y = _coordinate(geometry.get("x")), _coordinate(geometry.get("y"))
            w, h = _coordinate(geometry.get("width", 0)), _coordinate(geometry.get("height", 0))
            if None not in (x, y, w, h):
                data["x"], data["y"] = x + w / 2, y + h / 2  # type: ignore[operator]
            break
        return data


class _RootReached(Exception):
    """The prolog has been read without a DTD: the rest of the document cannot declare entities."""


class _PrologCheck(TreeBuilder):
    def start(self, tag: str, attrs: dict[str, str]) -> Element:
        raise _RootReached


def _check_prolog(data: bytes) -> None:
    """Refuse a DTD (and with it every entity declaration and external reference) before the root.

    defusedxml's parser runs in Python, too slow for a 50 MB file; but a DTD may only come before the
    root element, so defusedxml reads up to there and C-speed expat parses the document after it.
    """
    parser = defused_et.DefusedXMLParser(target=_PrologCheck(), forbid_dtd=True, forbid_entities=True,
                                         forbid_external=True)
    try:
        for start in range(0, len(data), 1 << 16):
            parser.feed(data[start:start + (1 << 16)])
        parser.close()
    except _RootReached:
        return
    except DefusedXmlException:
        raise GraphFileError("unsafe_xml") from None
    except ParseError as exc:
        line, column = exc.position
        raise GraphFileError("corrupt", f"line {line}, column {column}") from None


def _parse_xml(data: bytes, progress: Progress) -> Element:
    """Parse XML in pieces (progress between them), DTDs, entities and external references refused."""
    _check_prolog(data)
    parser = XMLParser(target=TreeBuilder())
    step = 1 << 20
    try:
        for start in range(0, len(data), step):
            parser.feed(data[start:start + step])
            progress(0.1 + 0.4 * start / len(data))
        return parser.close()
    except ParseError as exc:
        line, column = exc.position
        raise GraphFileError("corrupt", f"line {line}, column {column}") from None


def _read_graphml(root: Element, warnings: list[str]) -> nx.Graph:
    """The first graph of a GraphML document (others ignored, hyperedges dropped, each with a warning)."""
    reader = _GraphMLReader(force_multigraph=True)
    graphs = root.findall(f"{{{reader.NS_GRAPHML}}}graph")
    if not graphs:
        raise GraphFileError("no_graph")
    if len(graphs) > 1:
        warnings.append("extra_graphs_ignored")
    graph = graphs[0]
    for hyperedge in graph.findall(f"{{{reader.NS_GRAPHML}}}hyperedge"):
        graph.remove(hyperedge)
        warnings.append("hyperedges_dropped")
    for edge in graph.iter(f"{{{reader.NS_GRAPHML}}}edge"):
        edge.attrib.pop("directed", None)  # the drawing is undirected; mixed files are not damaged
    keys, defaults = reader.find_graphml_keys(root)
    return reader.make_graph(graph, keys, defaults)


def _read_gexf(root: Element) -> nx.Graph:
    reader = GEXFReader()
    reader.xml = ElementTree(root)
    for version in [None, *reader.versions]:
        if version is not None:
            reader.set_version(version)
        graph = root.find(f"{{{reader.NS_GEXF}}}graph")
        if graph is not None:
            return reader.make_graph(graph)
    raise GraphFileError("no_graph")


_COUNTED = {"graphml": (b"<node", b"<edge"), "gexf": (b"<node ", b"<edge "), "gml": (b"node", b"edge")}


def _too_many(data: bytes, fmt: str) -> bool:
    """More vertices or edges than a drawing may hold, told by counting words, not by parsing."""
    for word, limit in zip(_COUNTED[fmt], (MAX_VERTICES, MAX_EDGES)):
        # A plain count is an upper bound; GML words may also sit in labels, so then count the keys.
        if data.count(word) > limit + 2 and (fmt != "gml" or len(re.findall(rb"\b" + word + rb"\s*\[", data)) > limit):
            return True
    return False


def loads_exchange(data: bytes, fmt: str, allow_multi: bool = False, progress: Progress = _no_progress) -> Loaded:
    if len(data) > MAX_FILE_BYTES:
        raise GraphFileError("too_large")
    if _too_many(data, fmt):
        raise GraphFileError("too_large")  # counted before parsing: a 10^6-node file costs milliseconds
    warnings: list[str] = []
    try:
        if fmt == "gml":
            g = nx.parse_gml(data.decode("utf-8").splitlines(), label=None)
            progress(0.5)
        else:
            root = _parse_xml(data, progress)
            g = _read_graphml(root, warnings) if fmt == "graphml" else _read_gexf(root)
    except GraphFileError:
        raise
    except UnicodeDecodeError:
        raise GraphFileError("not_text") from None
    except Exception:  # networkx raises many types on malformed input; all mean "damaged"
        raise GraphFileError("corrupt") from None
    if g.is_directed():
        g = g.to_undirected()
    progress(0.6)
    return from_exchange_graph(g, allow_multi, fmt, warnings)


# -- by content -------------------------------------------------------------------------------------

def format_of(path: str | Path) -> str:
    """The format a file name asks for when saving (loading tells the format from the content)."""
    name = str(path).lower()
    for fmt in ("graphml", "gml", "gexf"):
        if name.endswith("." + fmt):
            return fmt
    return "native"


_GML_START = re.compile(rb"^\s*(?:(?:#[^\n]*|\w+\s+(?:\"[^\"]*\"|\S+))\s+)*graph\s*\[")


def sniff(data: bytes) -> str:
    """The format of a file's content: "native", "graphml", "gexf" or "gml" (GraphFileError otherwise)."""
    head = data[:65536].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head[:1] in (b"{", b"["):
        return "native"
    if head[:1] == b"<":
        for fmt in ("graphml", "gexf"):
            if re.search(rb"<(?:\w+:)?" + fmt.encode() + rb"[\s>]", head):
                return fmt
    elif _GML_START.match(head):
        return "gml"
    try:
        head[:4096].decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < 4090:
            raise GraphFileError("not_text") from None
    if b"\x00" in head[:4096]:
        raise GraphFileError("not_text")
    raise GraphFileError("unknown_format")


def load_bytes(data: bytes, fmt: str | None = None, progress: Progress = _no_progress) -> Loaded:
    """Load a file's content; ``fmt`` None tells the format from the content."""
    fmt = fmt or sniff(data)
    return loads_native(data, progress) if fmt == "native" else loads_exchange(data, fmt, progress=progress)


def load_path(path: str | Path, progress: Progress = _no_progress) -> Loaded:
    """Read a file from disk (size checked before reading it whole), whatever its name says.

    Refusals raise GraphFileError; ``progress`` hears the fraction done and may raise to cancel.
    """
    p = Path(path)
    try:
        if p.stat().st_size > MAX_FILE_BYTES:
            raise GraphFileError("too_large")
        data = p.read_bytes()
    except OSError as exc:
        raise GraphFileError("unreadable", exc.strerror or "") from None
    progress(0.1)
    loaded = load_bytes(data, None, progress)
    progress(1.0)
    return loaded
