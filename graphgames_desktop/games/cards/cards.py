"""The card game's decks, loaded from resources/cards/*.json and validated on load.

Each card has an id and English and Portuguese text. A deck that breaks a rule (wrong count,
duplicate id, a resource card without exactly two resources, an objective graph that is not
simple, an unknown bonus or power kind, a missing translation) is refused with DeckError.
``tools/make_cards.py`` writes the files and records the design choices the rule source left open.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import networkx as nx

from graphgames_desktop.paths import resources_dir

LANGUAGES = ("en", "pt_BR")
COUNTS = {"resources": 30, "objectives": 60, "bonus": 18, "powers": 18}
BONUS_KINDS = {
    "never_extra_power", "max_component_edges", "second_component_size", "per_player_eulerians",
    "tree_components", "per_player_claims", "regular", "one_component", "min_degree", "dominating_vertex",
    "max_degree_at_most", "high_degree_vertices", "longest_path", "eulerians_at_least", "only_s", "only_c",
    "longest_cycle", "per_player_components",
}
POWER_KINDS = {"adjust", "save", "swap", "bonus_draw"}


class DeckError(ValueError):
    def __init__(self, deck: str, detail: str):
        super().__init__(f"{deck}: {detail}")
        self.deck = deck
        self.detail = detail


@dataclass(frozen=True)
class ResourceCard:
    id: str
    vertices: int
    edges: int
    eulerians: int
    text: dict = field(compare=False)


@dataclass(frozen=True)
class ObjectiveCard:
    id: str
    type: str  # "S" (subgraph) or "C" (components)
    points: int
    edges: tuple  # of (u, v) on vertices 0..n-1
    vertices: int
    name: dict = field(compare=False)

    def graph(self) -> nx.Graph:
        g = nx.Graph()
        g.add_nodes_from(range(self.vertices))
        g.add_edges_from(self.edges)
        return g


@dataclass(frozen=True)
class BonusCard:
    id: str
    kind: str
    points: int = 0
    limit: int | None = None
    table: tuple = ()  # ((at least N, points), ...) for the cards that count something
    text: dict = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class PowerCard:
    id: str
    kind: str  # adjust, save, swap, bonus_draw
    cost: int
    vertices: int = 0
    edges: int = 0
    times: int = 1
    types: tuple = ()
    draw: int = 0
    text: dict = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Decks:
    resources: tuple
    objectives: tuple
    bonus: tuple
    powers: tuple


def _read(folder: Path, name: str) -> list[dict]:
    try:
        doc = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DeckError(name, f"unreadable: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != "graphgames-cards" or doc.get("version") != 1:
        raise DeckError(name, "not a version 1 deck")
    cards = doc.get("cards")
    if not isinstance(cards, list) or len(cards) != COUNTS[name]:
        raise DeckError(name, f"needs {COUNTS[name]} cards")
    ids = [c.get("id") if isinstance(c, dict) else None for c in cards]
    if len(set(ids)) != len(ids) or not all(isinstance(i, str) and i for i in ids):
        raise DeckError(name, "card ids must be unique")
    return cards


def _texts(deck: str, card: dict, key: str) -> dict:
    text = card.get(key)
    if not isinstance(text, dict) or not all(isinstance(text.get(lang), str) and text[lang] for lang in LANGUAGES):
        raise DeckError(deck, f"{card['id']}: {key} needs English and Portuguese")
    return dict(text)


def _count(deck: str, card: dict, key: str, low: int = 0) -> int:
    value = card.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise DeckError(deck, f"{card['id']}: bad {key}")
    return value


def load_decks(folder: Path | None = None) -> Decks:
    folder = Path(folder) if folder is not None else resources_dir() / "cards"
    resources = []
    for c in _read(folder, "resources"):
        amounts = [_count("resources", c, k) for k in ("vertices", "edges", "eulerians")]
        if sum(1 for a in amounts if a) != 2:
            raise DeckError("resources", f"{c['id']}: a resource card gives exactly two resources")
        resources.append(ResourceCard(c["id"], *amounts, _texts("resources", c, "text")))
    objectives = []
    for c in _read(folder, "objectives"):
        if c.get("type") not in ("S", "C"):
            raise DeckError("objectives", f"{c['id']}: type is S or C")
        graph = c.get("graph") or {}
        n = _count("objectives", graph | {"id": c["id"]}, "vertices", 1)
        edges = graph.get("edges")
        if not isinstance(edges, list):
            raise DeckError("objectives", f"{c['id']}: edges")
        pairs = []
        for e in edges:
            if not (isinstance(e, list) and len(e) == 2 and all(isinstance(x, int) and 0 <= x < n for x in e) and e[0] != e[1]):
                raise DeckError("objectives", f"{c['id']}: edge {e} is not between two of its vertices")
            pairs.append((min(e), max(e)))
        if len(set(pairs)) != len(pairs):
            raise DeckError("objectives", f"{c['id']}: double edge")
        card = ObjectiveCard(c["id"], c["type"], _count("objectives", c, "points", 1), tuple(sorted(pairs)), n,
                             _texts("objectives", c, "name"))
        if card.type == "S" and not nx.is_connected(card.graph()):
            raise DeckError("objectives", f"{c['id']}: an S objective is one connected graph")
        objectives.append(card)
    if sum(1 for o in objectives if o.type == "S") != 30:
        raise DeckError("objectives", "30 S and 30 C objectives")
    bonus = []
    for c in _read(folder, "bonus"):
        if c.get("kind") not in BONUS_KINDS:
            raise DeckError("bonus", f"{c['id']}: unknown kind {c.get('kind')}")
        table = tuple(tuple(row) for row in c.get("table", []))
        if not table and not c.get("points"):
            raise DeckError("bonus", f"{c['id']}: needs points or a table")
        bonus.append(BonusCard(c["id"], c["kind"], c.get("points", 0), c.get("limit"), table, _texts("bonus", c, "text")))
    powers = []
    for c in _read(folder, "powers"):
        if c.get("kind") not in POWER_KINDS:
            raise DeckError("powers", f"{c['id']}: unknown kind {c.get('kind')}")
        powers.append(PowerCard(c["id"], c["kind"], _count("powers", c, "cost", 1), _count("powers", c, "vertices"),
                                _count("powers", c, "edges"), _count("powers", c, "times", 1) if "times" in c else 1,
                                tuple(c.get("types", ())), _count("powers", c, "draw"), _texts("powers", c, "text")))
    return Decks(tuple(resources), tuple(objectives), tuple(bonus), tuple(powers))
