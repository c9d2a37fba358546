"""Files written by other tools (yEd, Gephi, OGDF, networkx) open as they were drawn; our exports
carry the positions those tools read."""

import io
import math
import xml.etree.ElementTree as ET

import networkx as nx
import numpy as np
import pytest

from graphgames_desktop.graph import autolayout, fileio
from graphgames_desktop.graph.drawing import Drawing

YED = b"""<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:y="http://www.yworks.com/xml/graphml"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <key for="node" id="d6" yfiles.type="nodegraphics"/>
  <key for="edge" id="d10" yfiles.type="edgegraphics"/>
  <graph edgedefault="directed" id="G">
    <node id="n0"><data key="d6"><y:ShapeNode><y:Geometry height="30.0" width="40.0" x="100.0" y="200.0"/>
      <y:NodeLabel>Alice</y:NodeLabel><y:Shape type="ellipse"/></y:ShapeNode></data></node>
    <node id="n1"><data key="d6"><y:ShapeNode><y:Geometry height="30.0" width="30.0" x="285.0" y="185.0"/>
      <y:NodeLabel>Bob</y:NodeLabel></y:ShapeNode></data></node>
    <edge id="e0" source="n0" target="n1"><data key="d10"><y:PolyLineEdge/></data></edge>
  </graph>
</graphml>
"""

GEPHI_GML = b"""Creator "Gephi"
graph
[
  node
  [
    id 1
    label "Paris"
    graphics
    [
      x -120.5
      y 33.0
      z 0.0
      w 10.0
      h 10.0
      d 10.0
      fill "#999999"
    ]
  ]
  node
  [
    id 2
    label "Lyon"
    graphics [ x 80.0 y -40.25 ]
  ]
  edge
  [
    id 0
    source 1
    target 2
    value 1.0
  ]
]
"""


def by_label(drawing: Drawing) -> dict:
    return {v.label: (v.x, v.y) for v in drawing.vertices.values()}


def test_yed_geometry_is_the_top_left_corner():
    loaded = fileio.load_bytes(YED)
    assert by_label(loaded.drawing) == {"Alice": (120.0, 215.0), "Bob": (300.0, 200.0)}
    assert len(loaded.drawing.edges) == 1 and loaded.warnings == [] and loaded.format == "graphml"


def test_gml_graphics_positions_and_labels_are_read():
    loaded = fileio.load_bytes(GEPHI_GML)
    assert by_label(loaded.drawing) == {"Paris": (-120.5, 33.0), "Lyon": (80.0, -40.25)}
    assert loaded.warnings == [] and loaded.format == "gml"


def sample() -> Drawing:
    d = Drawing()
    d.add_vertex(0, 0, "Ana \"A\" & Bé")
    d.add_vertex(120, 10)
    d.add_vertex(60, 90, "c")
    d.add_edge(0, 1, [(0, 0), (60, -30), (120, 10)])
    d.add_edge(1, 2, color="red")
    return d


def test_gml_export_writes_graphics_and_the_users_label():
    text = fileio.dumps_exchange(sample(), "gml")
    g = nx.parse_gml(text.decode().splitlines(), label="id")
    assert g.nodes[0]["label"] == "Ana \"A\" & Bé"
    assert g.nodes[1]["graphics"]["x"] == 120.0 and g.nodes[1]["graphics"]["y"] == 10.0
    assert "x" not in g.nodes[1]  # positions only inside graphics, as yEd, OGDF and Gephi read them


def test_graphml_export_carries_yed_node_geometry_matching_the_plain_centre():
    root = ET.fromstring(fileio.dumps_exchange(sample(), "graphml"))
    ns = {"g": "http://graphml.graphdrawing.org/xmlns", "y": fileio.NS_YED}
    keys = {k.get("attr.name") or k.get("yfiles.type"): k.get("id") for k in root.findall("g:key", ns)}
    for node in root.iterfind("g:graph/g:node", ns):
        data = {d.get("key"): d for d in node.findall("g:data", ns)}
        geometry = data[keys["nodegraphics"]].find("y:ShapeNode/y:Geometry", ns)
        cx = float(geometry.get("x")) + float(geometry.get("width")) / 2
        cy = float(geometry.get("y")) + float(geometry.get("height")) / 2
        assert (cx, cy) == (float(data[keys["x"]].text), float(data[keys["y"]].text))
    labels = [e.text for e in root.iterfind(".//y:NodeLabel", ns)]
    assert "Ana \"A\" & Bé" in labels


@pytest.mark.parametrize("fmt", ["graphml", "gml", "gexf"])
def test_exports_round_trip(fmt):
    d = sample()
    loaded = fileio.load_bytes(fileio.dumps_exchange(d, fmt))
    assert loaded.format == fmt and loaded.warnings == []
    assert sorted(by_label(loaded.drawing).values()) == sorted(by_label(d).values())
    assert sorted(e.color or "" for e in loaded.drawing.edges.values()) == ["", "red"]
    assert max(len(e.points) for e in loaded.drawing.edges.values()) == 3


def test_gexf_export_is_read_by_networkx_with_viz_positions():
    g = nx.read_gexf(io.BytesIO(fileio.dumps_exchange(sample(), "gexf")))
    positions = sorted((n["viz"]["position"]["x"], n["viz"]["position"]["y"]) for _, n in g.nodes(data=True))
    assert positions == [(0.0, -0.0), (60.0, -90.0), (120.0, -10.0)]  # Gephi's y axis points up


def test_gephi_gexf_with_viz_positions():
    g = nx.Graph()
    g.add_node("a", label="A", viz={"position": {"x": 10.0, "y": 20.0, "z": 0.0}})
    g.add_node("b", label="B", viz={"position": {"x": 110.0, "y": 20.0, "z": 0.0}})
    g.add_edge("a", "b")
    buf = io.BytesIO()
    nx.write_gexf(g, buf)
    assert by_label(fileio.load_bytes(buf.getvalue()).drawing) == {"A": (10.0, -20.0), "B": (110.0, -20.0)}


def test_graphml_content_in_a_file_named_gml(tmp_path):
    path = tmp_path / "graph.gml"
    path.write_bytes(YED)
    loaded = fileio.load_path(path)
    assert loaded.format == "graphml" and len(loaded.drawing.vertices) == 2


def test_graphml_with_hyperedges_imports_the_rest_and_warns():
    data = YED.replace(b"</graph>", b'<hyperedge><endpoint node="n0"/><endpoint node="n1"/></hyperedge></graph>')
    loaded = fileio.load_bytes(data)
    assert len(loaded.drawing.edges) == 1 and "hyperedges_dropped" in loaded.warnings


def test_graphml_with_several_graphs_imports_the_first_and_warns():
    second = b'<graph edgedefault="undirected" id="H"><node id="z"/></graph>'
    loaded = fileio.load_bytes(YED.replace(b"</graphml>", second + b"</graphml>"))
    assert by_label(loaded.drawing).keys() == {"Alice", "Bob"} and "extra_graphs_ignored" in loaded.warnings


def min_gap(drawing: Drawing) -> float:
    pos = np.array([v.pos for v in drawing.vertices.values()])
    d = np.hypot(*(pos[:, None, :] - pos[None, :, :]).transpose(2, 0, 1))
    np.fill_diagonal(d, np.inf)
    return float(d.min())


def without_positions(g: nx.Graph) -> bytes:
    buf = io.BytesIO()
    nx.write_graphml(nx.relabel_nodes(g, str), buf)
    return buf.getvalue()


def test_five_hundred_vertices_without_positions_are_laid_out():
    """networkx switches to a scipy layout at 500 nodes; scipy is not a dependency."""
    g = nx.barabasi_albert_graph(600, 2, seed=3)
    loaded = fileio.load_bytes(without_positions(g))
    assert len(loaded.drawing.vertices) == 600 and loaded.warnings == ["missing_positions"]


def test_a_77_vertex_network_opens_spread_out_not_as_a_pile():
    g = nx.les_miserables_graph()
    drawing = fileio.load_bytes(without_positions(g)).drawing
    x0, y0, x1, y1 = drawing.bounds()
    assert min_gap(drawing) >= autolayout.VERTEX_CLEARANCE - 1
    assert (x1 - x0) * (y1 - y0) >= 77 * autolayout.VERTEX_CLEARANCE ** 2  # the scale follows the count


def test_no_laid_out_vertex_sits_on_an_edge_of_a_sparse_graph():
    g = nx.random_labeled_tree(120, seed=5)
    drawing = fileio.load_bytes(without_positions(g)).drawing
    from shapely import LineString, Point
    for e in drawing.edges.values():
        line = LineString(e.points)
        for v in drawing.vertices.values():
            if v.id not in (e.u, e.v):
                assert line.distance(Point(v.pos)) >= autolayout.EDGE_CLEARANCE - 1


def test_unplaced_vertices_go_beside_the_placed_ones():
    g = nx.Graph()
    g.add_node("a", x=0.0, y=0.0)
    g.add_node("b", x=100.0, y=0.0)
    g.add_nodes_from(["c", "d"])
    g.add_edges_from([("a", "b"), ("c", "d"), ("b", "c")])
    drawing = fileio.load_bytes(without_positions(g)).drawing
    assert [v.pos for v in drawing.vertices.values()][:2] == [(0.0, 0.0), (100.0, 0.0)]
    assert all(v.x > 100 for v in list(drawing.vertices.values())[2:])


def test_vertices_stacked_on_one_spot_are_spread():
    g = nx.Graph()
    for n in "abcd":
        g.add_node(n, x=50.0, y=50.0)
    g.add_node("e", x=300.0, y=0.0)
    g.add_edges_from([("a", "b"), ("c", "e")])
    loaded = fileio.load_bytes(without_positions(g))
    assert min_gap(loaded.drawing) >= autolayout.VERTEX_CLEARANCE - 1
    assert loaded.drawing.vertices[4].pos == (300.0, 0.0) and "stacked_spread" in loaded.warnings
    assert all(math.dist(v.pos, (50, 50)) < 100 for v in list(loaded.drawing.vertices.values())[:4])


def test_many_small_components_open_packed_as_a_page():
    """Before, one force layout sent 200 small components hundreds of thousands of units apart."""
    g = nx.disjoint_union_all([nx.path_graph(1 + i % 6) for i in range(200)])
    drawing = fileio.load_bytes(without_positions(g)).drawing
    x0, y0, x1, y1 = drawing.bounds()
    n = len(drawing.vertices)
    assert (x1 - x0) * (y1 - y0) < n * (4 * autolayout.EDGE_LENGTH) ** 2
    assert 0.3 < (x1 - x0) / (y1 - y0) < 3  # a page, not a line
    assert min_gap(drawing) >= autolayout.VERTEX_CLEARANCE - 1
