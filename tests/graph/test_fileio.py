"""Every file format round-trips; every kind of bad file is refused with a code, or repaired."""

import json

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.graph import fileio
from graphgames_desktop.graph.drawing import MULTI, Drawing
from graphgames_desktop.graph.fileio import GraphFileError


def sample() -> Drawing:
    d = Drawing()
    d.add_vertex(0, 0, "a")
    d.add_vertex(120, 10)
    d.add_vertex(60, 90)
    d.add_edge(0, 1, [(0, 0), (60, -30), (120, 10)])
    d.add_edge(1, 2)
    d.meta["entries"] = [0, 2]
    return d


def same_geometry(a: Drawing, b: Drawing):
    assert sorted((v.x, v.y, v.label) for v in a.vertices.values()) == \
        sorted((v.x, v.y, v.label) for v in b.vertices.values())
    shapes = lambda d: sorted(tuple((round(x, 2), round(y, 2)) for x, y in e.points) for e in d.edges.values())  # noqa: E731
    assert shapes(a) == shapes(b)


def test_native_round_trip_with_session():
    d = sample()
    loaded = fileio.loads_native(fileio.dumps_native(d, {"game": "chomp", "moves": []}))
    same_geometry(d, loaded.drawing)
    assert loaded.drawing.meta == {"entries": [0, 2]}
    assert loaded.session == {"game": "chomp", "moves": []}


@pytest.mark.parametrize("fmt", ["graphml", "gml"])
def test_exchange_round_trip_keeps_positions_and_curves(fmt):
    d = sample()
    loaded = fileio.loads_exchange(fileio.dumps_exchange(d, fmt), fmt)
    assert loaded.warnings == []
    same_geometry(d, loaded.drawing)


def test_graphml_is_readable_by_networkx():
    g = nx.read_graphml(__import__("io").BytesIO(fileio.dumps_exchange(sample(), "graphml")))
    assert g.number_of_nodes() == 3 and g.number_of_edges() == 2
    assert float(g.nodes["1"]["x"]) == 120.0


def test_multi_drawing_round_trip():
    d = Drawing(MULTI)
    d.add_vertex(0, 0)
    d.add_vertex(0, -50)
    d.add_edge(0, 1, color="red")
    d.add_edge(0, 1, color="blue")
    d.add_edge(1, 1, color="green")
    loaded = fileio.loads_native(fileio.dumps_native(d))
    assert loaded.drawing.kind == MULTI and len(loaded.drawing.edges) == 3
    assert sorted(e.color for e in loaded.drawing.edges.values()) == ["blue", "green", "red"]


@pytest.mark.parametrize("data, code", [
    (b"{not json", "corrupt"),
    (fileio.dumps_native(sample())[:40], "corrupt"),
    (b"\xff\xfe\x00\x01binary", "not_text"),
    (b"[1, 2, 3]", "not_a_drawing"),
    (json.dumps({"format": "something-else", "version": 1}).encode(), "not_a_drawing"),
    (json.dumps({"format": "graphgames-drawing", "version": 99, "vertices": [], "edges": []}).encode(), "newer_version"),
    (json.dumps({"format": "graphgames-drawing", "version": 2}).encode(), "missing_field"),
    (json.dumps({"format": "graphgames-drawing", "version": 2, "vertices": [{"id": 0, "x": "a", "y": 0}],
                 "edges": []}).encode(), "bad_value"),
    (json.dumps({"format": "graphgames-drawing", "version": 2, "vertices": [{"id": 0, "x": 0, "y": 0}],
                 "edges": [{"id": 1, "u": 0, "v": 5}]}).encode(), "bad_edge"),
    (b"[" * 100000, "corrupt"),
    (json.dumps({"format": "graphgames-drawing", "version": 2, "vertices": [{"id": 0, "x": 0, "y": 0},
                 {"id": 1, "x": 9, "y": 0}], "edges": [{"id": 2, "u": 0, "v": 1,
                 "points": [[0, 0], ["a", 1], [9, 0]]}]}).encode(), "bad_value"),
    (json.dumps({"format": "graphgames-drawing", "version": 2, "vertices": [{"id": 0, "x": 0, "y": 0},
                 {"id": 1, "x": 9, "y": 0}], "edges": [{"id": 2, "u": 0, "v": 1,
                 "points": [[0, 0], [1], [9, 0]]}]}).encode(), "bad_value"),
])
def test_bad_native_files_are_refused_with_a_code(data, code):
    with pytest.raises(GraphFileError) as info:
        fileio.loads_native(data)
    assert info.value.code == code


def test_huge_file_is_refused_before_parsing(tmp_path, monkeypatch):
    monkeypatch.setattr(fileio, "MAX_FILE_BYTES", 1000)
    path = tmp_path / "big.graph.json"
    path.write_bytes(b" " * 2000)
    with pytest.raises(GraphFileError) as info:
        fileio.load_path(path)
    assert info.value.code == "too_large"


def test_version_1_is_upgraded():
    doc = {"format": "graphgames-drawing", "version": 1, "vertices": [{"id": 0, "x": 0, "y": 0}], "edges": []}
    loaded = fileio.loads_native(json.dumps(doc).encode())
    assert loaded.drawing.kind == "simple" and len(loaded.drawing.vertices) == 1


def test_duplicate_edges_in_native_file_are_dropped_with_a_warning():
    doc = {"format": "graphgames-drawing", "version": 2, "kind": "simple",
           "vertices": [{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 50, "y": 0}],
           "edges": [{"id": 2, "u": 0, "v": 1}, {"id": 3, "u": 1, "v": 0}, {"id": 4, "u": 0, "v": 0}]}
    loaded = fileio.loads_native(json.dumps(doc).encode())
    assert len(loaded.drawing.edges) == 1
    assert loaded.warnings == ["dropped_double_edge", "dropped_loop"]


GRAPHML_MULTI = b"""<?xml version='1.0' encoding='utf-8'?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns">
  <key id="x" for="node" attr.name="x" attr.type="double"/>
  <key id="y" for="node" attr.name="y" attr.type="double"/>
  <graph edgedefault="undirected">
    <node id="a"><data key="x">0</data><data key="y">0</data></node>
    <node id="b"><data key="x">100</data><data key="y">0</data></node>
    <node id="c"/>
    <edge source="a" target="b"/>
    <edge source="a" target="b"/>
    <edge source="c" target="c"/>
    <edge source="b" target="c"/>
  </graph>
</graphml>
"""


def test_graphml_with_parallel_edges_loops_and_missing_positions_is_repaired():
    loaded = fileio.loads_exchange(GRAPHML_MULTI, "graphml")
    assert set(loaded.warnings) == {"missing_positions", "dropped_double_edge", "dropped_loop"}
    g = loaded.drawing.to_networkx()
    assert g.number_of_nodes() == 3 and g.number_of_edges() == 2


@pytest.mark.parametrize("fmt, data", [("graphml", b"<graphml><graph"), ("gml", b"graph [ node [ id 1 "),
                                       ("graphml", b"\x00\x01\x02")])
def test_corrupt_exchange_files(fmt, data):
    with pytest.raises(GraphFileError):
        fileio.loads_exchange(data, fmt)


def test_unreadable_path():
    with pytest.raises(GraphFileError) as info:
        fileio.load_path("/nonexistent/file.graph.json")
    assert info.value.code == "unreadable"


# -- reading JSON a piece at a time ------------------------------------------------------------

_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=20,
)


def _same_as_json_loads(text: str) -> None:
    """json_in_pieces gives what json.loads gives, or refuses what it refuses (as a ValueError)."""
    try:
        expected = json.loads(text)
    except ValueError:
        with pytest.raises(ValueError):
            fileio.json_in_pieces(text)
        return
    assert json.dumps(fileio.json_in_pieces(text)) == json.dumps(expected)


@settings(max_examples=300, deadline=None)
@given(_json_values, st.sampled_from(["", " ", "\n\t ", "  \r\n"]))
def test_json_in_pieces_reads_what_json_reads(value, space):
    text = json.dumps(value, indent=1 if space else None)
    _same_as_json_loads(space + text + space)
    _same_as_json_loads(text.replace(",", space + "," + space).replace(":", space + ":"))


@settings(max_examples=500, deadline=None)
@given(_json_values.map(json.dumps), st.integers(min_value=0, max_value=60), st.text(max_size=3))
def test_json_in_pieces_refuses_what_json_refuses(text, at, junk):
    _same_as_json_loads(text[:at] + junk + text[at:])
    _same_as_json_loads(text[:at])
