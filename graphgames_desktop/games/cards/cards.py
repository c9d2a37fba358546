"""The card game's decks, loaded from resources/cards/*.json and validated on load.

Each card has an id and English and Portuguese text. A deck that breaks a rule (wrong count,
duplicate id, a resource card without exactly two resources, an objective graph that is not
simple, an unknown bonus or power kind, a missing translation) is refused with DeckError.
``tools/make_cards.py`` writes the files and records the design choices the rule source left open.

The files hold the rule book's cards (``BOOK``, the default). A card the balanced variant
(``BALANCED``) changes carries the changed fields under the key ``"balanced"``; loading that
variant lays them over the book's, and the result is checked like any card.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

import networkx as nx

from graphgames_desktop.paths import resources_dir

LANGUAGES = ("en", "pt_BR")
#: The rules a game is played by: the rule book's, or the balanced variant (tools/make_cards.py says why).
BOOK = "book"
BALANCED = "balanced"
VARIANTS = (BOOK, BALANCED)
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
    text: dict[str, str] = field(compare=False)


@dataclass(frozen=True)
class ObjectiveCard:
    id: str
    type: str  # "S" (subgraph) or "C" (components)
    points: int
    edges: tuple[tuple[int, int], ...]  # on vertices 0..n-1
    vertices: int
    name: dict[str, str] = field(compare=False)

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
    limit: int = 0
    table: tuple[tuple[int, int], ...] = ()  # ((at least N, points), ...) for the cards that count something
    text: dict[str, str] = field(default_factory=dict, compare=False)
    most: int = 0  # the most a "for every player" card pays (0: no cap)
    limit_c: int = 0  # per_player_claims: the C objectives needed (``limit``: the S objectives)
    #: Whether a lone vertex counts as a component (the rule book's definition, and a tree: it has no cycle);
    #: False: components are the non-trivial ones, as the score sheet's Components row counts them.
    lone_vertices: bool = True
    #: Conditions on every vertex ("all the same degree") need a sheet with an edge (else lone vertices meet them).
    needs_edge: bool = False


@dataclass(frozen=True)
class PowerCard:
    id: str
    kind: str  # adjust, save, swap, bonus_draw
    cost: int
    vertices: int = 0
    edges: int = 0
    times: int = 1
    types: tuple[str, ...] = ()
    draw: int = 0
    text: dict[str, str] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Decks:
    """The four decks; each card looked up by id from the deck it belongs to."""

    resources: tuple[ResourceCard, ...]
    objectives: tuple[ObjectiveCard, ...]
    bonus: tuple[BonusCard, ...]
    powers: tuple[PowerCard, ...]

    @cached_property
    def _by_id(self) -> tuple[dict[str, ResourceCard], dict[str, ObjectiveCard], dict[str, BonusCard],
                              dict[str, PowerCard]]:
        return ({c.id: c for c in self.resources}, {c.id: c for c in self.objectives},
                {c.id: c for c in self.bonus}, {c.id: c for c in self.powers})

    def resource(self, card_id: str) -> ResourceCard:
        return self._by_id[0][card_id]

    def objective(self, card_id: str) -> ObjectiveCard:
        return self._by_id[1][card_id]

    def bonus_card(self, card_id: str) -> BonusCard:
        return self._by_id[2][card_id]

    def power(self, card_id: str) -> PowerCard:
        return self._by_id[3][card_id]


def _read(folder: Path, name: str, variant: str = BOOK) -> list[dict[str, object]]:
    try:
        doc = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DeckError(name, f"unreadable: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != "graphgames-cards" or doc.get("version") != 1:
        raise DeckError(name, "not a version 1 deck")
    cards = doc.get("cards")
    if not isinstance(cards, list) or len(cards) != COUNTS[name] or not all(isinstance(c, dict) for c in cards):
        raise DeckError(name, f"needs {COUNTS[name]} cards")
    ids = [c.get("id") for c in cards]
    if len(set(ids)) != len(ids) or not all(isinstance(i, str) and i for i in ids):
        raise DeckError(name, "card ids must be unique")
    return [_in_variant(name, card, variant) for card in cards]


def _in_variant(deck: str, card: dict[str, object], variant: str) -> dict[str, object]:
    """``card`` as ``variant`` plays it: the book's fields with the variant's changes laid over them."""
    changes = card.get(BALANCED, {})
    if not isinstance(changes, dict) or {"id", "kind", "type", BALANCED} & set(changes):
        raise DeckError(deck, f"{card.get('id')}: the balanced variant changes numbers and texts only")
    book = {key: value for key, value in card.items() if key != BALANCED}
    return {**book, **changes} if variant == BALANCED else book


def _id(card: dict[str, object]) -> str:
    return str(card["id"])  # _read checked it is a string


def _texts(deck: str, card: dict[str, object], key: str) -> dict[str, str]:
    text = card.get(key)
    if not isinstance(text, dict) or not all(isinstance(text.get(lang), str) and text[lang] for lang in LANGUAGES):
        raise DeckError(deck, f"{_id(card)}: {key} needs English and Portuguese")
    return dict(text)


def _count(deck: str, card: dict[str, object], key: str, low: int = 0) -> int:
    value = card.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise DeckError(deck, f"{_id(card)}: bad {key}")
    return value


def _pairs(deck: str, card: dict[str, object], key: str, vertices: int | None = None) -> tuple[tuple[int, int], ...]:
    """A list of two-number lists (edges on ``vertices`` vertices, or threshold rows)."""
    rows = card.get(key, [])
    if not isinstance(rows, list):
        raise DeckError(deck, f"{_id(card)}: {key}")
    pairs = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in row)):
            raise DeckError(deck, f"{_id(card)}: {key} row {row}")
        if vertices is not None and not (row[0] != row[1] and all(0 <= x < vertices for x in row)):
            raise DeckError(deck, f"{_id(card)}: edge {row} is not between two of its vertices")
        pairs.append((row[0], row[1]))
    return tuple(pairs)


def _kind(deck: str, card: dict[str, object], kinds: set[str]) -> str:
    kind = card.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise DeckError(deck, f"{_id(card)}: unknown kind {kind}")
    return kind


def load_decks(folder: Path | None = None, variant: str = BOOK) -> Decks:
    """The decks in ``folder`` (default: the program's) as ``variant`` (BOOK or BALANCED) plays them."""
    if variant not in VARIANTS:
        raise DeckError("variant", f"unknown variant {variant}")
    folder = Path(folder) if folder is not None else resources_dir() / "cards"
    resources = []
    for c in _read(folder, "resources", variant):
        vertices, edges, eulerians = (_count("resources", c, k) for k in ("vertices", "edges", "eulerians"))
        if sum(1 for a in (vertices, edges, eulerians) if a) != 2:
            raise DeckError("resources", f"{_id(c)}: a resource card gives exactly two resources")
        resources.append(ResourceCard(_id(c), vertices, edges, eulerians, _texts("resources", c, "text")))
    objectives = []
    for c in _read(folder, "objectives", variant):
        kind = c.get("type")
        if kind not in ("S", "C"):
            raise DeckError("objectives", f"{_id(c)}: type is S or C")
        raw = c.get("graph")
        graph: dict[str, object] = {**raw, "id": _id(c)} if isinstance(raw, dict) else {"id": _id(c)}
        n = _count("objectives", graph, "vertices", 1)
        if not isinstance(graph.get("edges"), list):
            raise DeckError("objectives", f"{_id(c)}: edges")
        pairs = [(min(e), max(e)) for e in _pairs("objectives", graph, "edges", n)]
        if len(set(pairs)) != len(pairs):
            raise DeckError("objectives", f"{_id(c)}: double edge")
        card = ObjectiveCard(_id(c), str(kind), _count("objectives", c, "points", 1), tuple(sorted(pairs)), n,
                             _texts("objectives", c, "name"))
        if card.type == "S" and not nx.is_connected(card.graph()):
            raise DeckError("objectives", f"{_id(c)}: an S objective is one connected graph")
        objectives.append(card)
    if sum(1 for o in objectives if o.type == "S") != 30:
        raise DeckError("objectives", "30 S and 30 C objectives")
    bonus = []
    for c in _read(folder, "bonus", variant):
        kind, table = _kind("bonus", c, BONUS_KINDS), _pairs("bonus", c, "table")
        points = _count("bonus", c, "points")
        if not table and not points:
            raise DeckError("bonus", f"{_id(c)}: needs points or a table")
        flags = [c.get(key, default) for key, default in (("lone_vertices", True), ("needs_edge", False))]
        if not all(isinstance(flag, bool) for flag in flags):
            raise DeckError("bonus", f"{_id(c)}: lone_vertices and needs_edge are true or false")
        bonus.append(BonusCard(_id(c), kind, points, _count("bonus", c, "limit"), table, _texts("bonus", c, "text"),
                               _count("bonus", c, "most"), _count("bonus", c, "limit_c"), bool(flags[0]), bool(flags[1])))
    powers = []
    for c in _read(folder, "powers", variant):
        kind, types = _kind("powers", c, POWER_KINDS), c.get("types", [])
        if not isinstance(types, list) or not all(t in ("S", "C") for t in types):
            raise DeckError("powers", f"{_id(c)}: types")
        powers.append(PowerCard(_id(c), kind, _count("powers", c, "cost", 1), _count("powers", c, "vertices"),
                                _count("powers", c, "edges"), _count("powers", c, "times", 1) if "times" in c else 1,
                                tuple(str(t) for t in types), _count("powers", c, "draw"), _texts("powers", c, "text")))
    return Decks(tuple(resources), tuple(objectives), tuple(bonus), tuple(powers))


@lru_cache(maxsize=len(VARIANTS))
def standard_decks(variant: str = BOOK) -> Decks:
    """The decks shipped with the program, as ``variant`` plays them (loaded once each)."""
    return load_decks(variant=variant)
