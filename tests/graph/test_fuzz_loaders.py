"""Fuzzing the loaders (hypothesis, bounded): whatever the bytes, the native, GraphML, GML and GEXF
loaders and the game-record reader raise only the project's own errors, and what they load can be
saved again."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphgames_desktop.games.match import Match, RecordError
from graphgames_desktop.graph import boards, fileio
from graphgames_desktop.graph.drawing import Drawing

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

numbers = st.one_of(st.integers(min_value=-(2**70), max_value=2**70), st.floats(allow_nan=True, allow_infinity=True),
                    st.sampled_from([10**400, -1e308, 2**63, 0, 1]))
scalars = st.one_of(st.none(), st.booleans(), numbers, st.text(max_size=12))
json_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                            st.dictionaries(st.text(max_size=6), inner, max_size=4)),
                           max_leaves=20)


def sample() -> Drawing:
    d = Drawing()
    d.add_vertex(0, 0, "a")
    d.add_vertex(120, 10, "b\u00e9")
    d.add_vertex(60, 90)
    d.add_edge(0, 1, [(0, 0), (60, -30), (120, 10)])
    d.add_edge(1, 2, color="red")
    d.meta["entries"] = [0, 2]
    return d


SEEDS = {fmt: fileio.dumps_exchange(sample(), fmt) for fmt in ("graphml", "gml", "gexf")}
SEEDS["native"] = fileio.dumps_native(sample())


def loads_or_refuses(data: bytes) -> None:
    try:
        loaded = fileio.load_bytes(data)
    except fileio.GraphFileError:
        return
    # Whatever loaded can be copied, saved and exported again (labels encodable, numbers finite).
    loaded.drawing.copy()
    fileio.dumps_native(loaded.drawing, loaded.session).decode("utf-8")
    fileio.dumps_exchange(loaded.drawing, "graphml")
    if loaded.session is not None:
        try:
            Match.from_record(loaded.session, loaded.drawing)
        except RecordError:
            pass


@FUZZ
@given(fmt=st.sampled_from(sorted(SEEDS)), cuts=st.lists(st.tuples(st.integers(0, 4000), st.integers(0, 40),
                                                                     st.binary(max_size=12)), max_size=4))
def test_mutated_files_load_or_are_refused(fmt, cuts):
    data = bytearray(SEEDS[fmt])
    for at, length, insert in cuts:
        at = at % (len(data) + 1)
        data[at:at + length] = insert
    loads_or_refuses(bytes(data))


def put_at(target, path, value) -> None:
    """Follow ``path`` into ``target`` as far as it leads, and put ``value`` at its last key."""
    for key in path[:-1]:
        if isinstance(target, dict) and isinstance(key, str) and isinstance(target.get(key), (dict, list)):
            target = target[key]
        elif isinstance(target, list) and isinstance(key, int) and key < len(target):
            target = target[key]
    last = path[-1]
    if isinstance(target, dict):
        target[str(last)] = value
    elif isinstance(target, list) and isinstance(last, int) and last < len(target):
        target[last] = value


@FUZZ
@given(path=st.lists(st.one_of(st.sampled_from(["vertices", "edges", "meta", "x", "y", "id", "u", "v", "points",
                                                "label", "color", "kind", "version", "ground", "session"]),
                               st.integers(0, 3)), min_size=1, max_size=4),
       value=json_values)
def test_native_files_with_any_value_anywhere(path, value):
    doc = json.loads(SEEDS["native"])
    put_at(doc, path, value)
    loads_or_refuses(json.dumps(doc, allow_nan=True).encode())


@FUZZ
@given(attrs=st.lists(st.tuples(st.sampled_from(["x", "y", "label", "points", "color", "name"]),
                                st.one_of(st.text(max_size=30), numbers.map(str), json_values.map(json.dumps))),
                      max_size=6),
       fmt=st.sampled_from(["graphml", "gml"]))
def test_exchange_files_with_any_attribute_values(attrs, fmt):
    value_of = dict(attrs)
    if fmt == "graphml":
        keys = "".join(f"<key id='{k}' for='all' attr.name='{k}' attr.type='string'/>" for k in value_of)
        data = "".join(f"<data key='{k}'>{_xml(v)}</data>" for k, v in value_of.items())
        text = (f"<graphml xmlns='http://graphml.graphdrawing.org/xmlns'>{keys}<graph edgedefault='undirected'>"
                f"<node id='a'>{data}</node><node id='b'/><edge source='a' target='b'>{data}</edge></graph></graphml>")
    else:
        data = " ".join(f'{k} "{_gml(v)}"' for k, v in value_of.items())
        text = f"graph [ node [ id 1 {data} ] node [ id 2 ] edge [ source 1 target 2 {data} ] ]"
    loads_or_refuses(text.encode("utf-8", "surrogatepass"))


def _xml(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;")


def _gml(value: str) -> str:
    return value.replace('"', "&quot;")


RECORD = json.loads(fileio.dumps_native(boards.board("petersen"), {
    "game": "chomp", "rules_version": 1, "setup": {"seats": 2, "options": {}, "seed": 0, "first": 0},
    "seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}],
    "moves": [{"kind": "vertex", "target": 0}, {"kind": "edge", "target": [1, 2]}]}))


@FUZZ
@given(path=st.lists(st.one_of(st.sampled_from(["game", "rules_version", "setup", "seats", "moves", "options",
                                                "first", "seed", "kind", "level", "target", "players", "mode"]),
                               st.integers(0, 2)), min_size=1, max_size=3),
       value=json_values)
def test_game_records_with_any_value_anywhere(path, value):
    doc = json.loads(json.dumps(RECORD))
    put_at(doc["session"], path, value)
    loads_or_refuses(json.dumps(doc, allow_nan=True).encode())
