"""Hostile and broken files: each is refused with a GraphFileError code, or loaded with its damage
repaired and warned about; never another exception, never a Python exception name for the user."""

import json

import pytest

from graphgames_desktop.graph import fileio
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.fileio import GraphFileError


def native(vertices, edges=(), **extra) -> bytes:
    doc = {"format": "graphgames-drawing", "version": 2, "vertices": list(vertices), "edges": list(edges), **extra}
    return json.dumps(doc).encode()


def refused(data: bytes) -> GraphFileError:
    with pytest.raises(GraphFileError) as info:
        fileio.load_bytes(data)
    assert "Error" not in info.value.detail and "Exception" not in info.value.detail
    return info.value


def nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = {"a": value}
    return value


@pytest.mark.parametrize("data, code", [
    (b'{"format": "graphgames-drawing", "version": 2, "vertices": [{"id": 0, "x": ' + b"9" * 5000 + b', "y": 0}], '
     b'"edges": []}', "corrupt"),                                                 # more than 4,300 digits
    (native([{"id": 0, "x": 10**400, "y": 0}]), "bad_value"),                   # too big for a float
    (native([{"id": 0, "x": 1e300, "y": 0}]), "bad_value"),
    (json.dumps({"format": "graphgames-drawing", "version": 1, "vertices": [], "edges": None}).encode(),
     "missing_field"),                                                           # version 1, "edges": null
    (native([], meta=nested(500)), "bad_value"),                                 # RecursionError in the copy
    (native([{"id": 2**63, "x": 0, "y": 0}]), "bad_value"),                     # OverflowError in the crossings
    (native([{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 9, "y": 0}], [{"id": 2**64, "u": 0, "v": 1}]), "bad_value"),
    (native([{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 9, "y": 0}],
            [{"id": 2, "u": 0, "v": 1, "points": [[0, 0], [1e300, 1], [9, 0]]}]), "bad_value"),
    (native([], meta={"entries": "ab"}), "bad_value"),
    (native([], session=nested(100)), "bad_value"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not_text"),
    (b"hello, world", "unknown_format"),
    (b"<html><body>hi</body></html>", "unknown_format"),
    (b"<graphml xmlns='http://graphml.graphdrawing.org/xmlns'><graph><node id='a'>", "corrupt"),
    (b"graph [ node [ id 1 ", "corrupt"),
    (b"<graphml xmlns='http://graphml.graphdrawing.org/xmlns'></graphml>", "no_graph"),
])
def test_refused_with_a_code(data, code):
    assert refused(data).code == code


def test_a_lone_surrogate_in_a_label_is_repaired_so_saving_works():
    loaded = fileio.load_bytes(native([{"id": 0, "x": 0, "y": 0, "label": "a\ud800b"}], meta={"note": "\udfff"}))
    assert loaded.drawing.vertices[0].label == "a\ufffdb" and "bad_text_repaired" in loaded.warnings
    fileio.dumps_native(loaded.drawing).decode("utf-8")  # Save and autosave encode it
    fileio.dumps_exchange(loaded.drawing, "graphml")


def test_deep_metadata_within_the_bound_copies():
    loaded = fileio.load_bytes(native([], meta={"deep": nested(fileio.MAX_NESTING - 2)}))
    loaded.drawing.copy()


GRAPHML_HEAD = b"<graphml xmlns='http://graphml.graphdrawing.org/xmlns'>" \
    b"<key id='x' for='node' attr.name='x' attr.type='double'/><key id='y' for='node' attr.name='y' attr.type='double'/>" \
    b"<key id='p' for='edge' attr.name='points' attr.type='string'/><graph edgedefault='undirected'>"


def graphml(body: bytes) -> bytes:
    return GRAPHML_HEAD + body + b"</graph></graphml>"


@pytest.mark.parametrize("body", [
    b"<node id='a'><data key='x'>1e999</data><data key='y'>0</data></node><node id='b'/>",
    b"<node id='a'><data key='x'>-1e308</data><data key='y'>0</data></node><node id='b'/>",
    b"<node id='a'><data key='x'>" + b"9" * 5000 + b"</data><data key='y'>0</data></node><node id='b'/>",
])
def test_unusable_coordinates_are_laid_out(body):
    loaded = fileio.load_bytes(graphml(body))
    assert "missing_positions" in loaded.warnings
    x0, y0, x1, y1 = loaded.drawing.bounds()
    assert max(abs(x0), abs(x1), abs(y0), abs(y1)) < 1e4


@pytest.mark.parametrize("points", [
    '[[0, 0], [1e999, 5], [100, 0]]', '[[0, 0], {"x": 5}, [100, 0]]', '[{"a": 1}, {"b": 2}]',
    '[[0, 0], [' + '9' * 5000 + ', 1], [100, 0]]', '[[0,0]' + ',[1,1]' * 20000 + ']', '"no"', '[[[[[[[[[[[]]]]]]]]]]]',
])
def test_unusable_edge_points_give_a_straight_edge(points):
    body = (b"<node id='a'><data key='x'>0</data><data key='y'>0</data></node>"
            b"<node id='b'><data key='x'>100</data><data key='y'>0</data></node>"
            b"<edge source='a' target='b'><data key='p'>" + points.encode() + b"</data></edge>")
    loaded = fileio.load_bytes(graphml(body))
    assert [e.points for e in loaded.drawing.edges.values()] == [[(0.0, 0.0), (100.0, 0.0)]]


QUADRATIC = (b'<?xml version="1.0"?><!DOCTYPE graphml [<!ENTITY a "' + b"x" * 50_000 + b'">]>'
             b"<graphml xmlns='http://graphml.graphdrawing.org/xmlns'><key id='l' for='node' attr.name='label' "
             b"attr.type='string'/><graph><node id='n'><data key='l'>" + b"&a;" * 2000 + b"</data></node></graph></graphml>")
LAUGHS = (b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>'
          b"<graphml xmlns='http://graphml.graphdrawing.org/xmlns'><graph><node id='&lol2;'/></graph></graphml>")
EXTERNAL = (b'<?xml version="1.0"?><!DOCTYPE g [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
            b"<graphml xmlns='http://graphml.graphdrawing.org/xmlns'><graph><node id='&e;'/></graph></graphml>")


@pytest.mark.parametrize("data", [QUADRATIC, LAUGHS, EXTERNAL, QUADRATIC.replace(b"graphml", b"gexf")])
def test_xml_entities_and_dtds_are_refused(data):
    assert refused(data).code == "unsafe_xml"


def test_long_labels_are_cut():
    loaded = fileio.load_bytes(graphml(b"<key id='l' for='node' attr.name='label' attr.type='string'/>".join(
        [b"", b""]) + b"<node id='a'><data key='x'>0</data><data key='y'>0</data></node>").replace(
        b"<graph ", b"<key id='l' for='node' attr.name='label' attr.type='string'/><graph ").replace(
        b"<data key='y'>0</data></node>", b"<data key='y'>0</data><data key='l'>" + b"w" * 100_000 + b"</data></node>"))
    assert len(loaded.drawing.vertices[0].label) == fileio.MAX_LABEL and "long_labels_cut" in loaded.warnings


@pytest.mark.parametrize("data", [
    GRAPHML_HEAD + b"<node id='n'/>" * (fileio.MAX_VERTICES + 3) + b"</graph></graphml>",
    b"graph [ " + b"node [ id 1 ] " * (fileio.MAX_VERTICES + 3) + b"]",
    native([{}] * (fileio.MAX_VERTICES + fileio.MAX_EDGES + 1001)),
])
def test_too_many_vertices_are_refused_before_parsing(data, monkeypatch):
    def no_parsing(*args, **kwargs):
        raise AssertionError("parsed")
    for parser in ("_parse_xml", "drawing_from_dict"):
        monkeypatch.setattr(fileio, parser, no_parsing)
    monkeypatch.setattr(fileio.nx, "parse_gml", no_parsing)
    monkeypatch.setattr(fileio.json, "loads", no_parsing)
    assert refused(data).code == "too_large"


def test_a_refused_file_names_no_python_exception(tmp_path):
    """Before: "The file is damaged or truncated (NetworkXError)"."""
    for data in (graphml(b"<node id='a'><data key='zzz'>1</data></node>"), b"graph [ node [ id 1 ] node [ id 1 ] ]"):
        err = refused(data)
        assert err.code == "corrupt" and err.detail == ""


def test_progress_is_reported_and_can_cancel(tmp_path):
    path = tmp_path / "g.graphml"
    d = Drawing()
    for i in range(50):
        d.add_vertex(i * 40, 0)
    path.write_bytes(fileio.dumps_exchange(d, "graphml"))
    seen: list[float] = []
    fileio.load_path(path, seen.append)
    assert seen[-1] == 1.0 and seen == sorted(seen)

    class Stop(Exception):
        pass

    def cancel(fraction: float) -> None:
        raise Stop

    with pytest.raises(Stop):
        fileio.load_path(path, cancel)


def test_the_word_node_in_labels_does_not_count_as_vertices(monkeypatch):
    monkeypatch.setattr(fileio, "MAX_VERTICES", 10)
    data = b'graph [ node [ id 1 label "' + b"node " * 50 + b'" ] node [ id 2 ] edge [ source 1 target 2 ] ]'
    assert len(fileio.load_bytes(data).drawing.vertices) == 2
