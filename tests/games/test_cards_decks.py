"""The decks load, hold what the rule source counts, and a damaged deck is refused."""

import json
import shutil

import networkx as nx
import pytest

from graphgames_desktop.games.cards.cards import DeckError, load_decks
from graphgames_desktop.paths import resources_dir


def test_decks_load_with_the_rule_source_counts():
    decks = load_decks()
    assert (len(decks.resources), len(decks.objectives), len(decks.bonus), len(decks.powers)) == (30, 60, 18, 18)
    assert sum(o.type == "S" for o in decks.objectives) == 30
    for card in decks.resources:
        assert sum(1 for a in (card.vertices, card.edges, card.eulerians) if a) == 2
    for card in decks.objectives + decks.bonus + decks.powers:
        texts = getattr(card, "name", None) or card.text
        assert texts["en"].strip() and texts["pt_BR"].strip()


def test_objective_points_grow_with_difficulty():
    decks = load_decks()
    by_name = {(o.type, o.name["en"]): o for o in decks.objectives}
    assert by_name[("S", "Triangle")].points < by_name[("S", "Complete graph K4")].points < by_name[("S", "Cube Q3")].points
    assert by_name[("S", "Path P4")].points < by_name[("S", "Path P8")].points
    assert nx.is_isomorphic(by_name[("S", "Moser spindle")].graph(),
                            nx.Graph([(0, 1), (0, 2), (1, 2), (1, 3), (2, 3), (0, 4), (0, 5), (4, 5), (4, 6), (5, 6), (3, 6)]))
    assert nx.number_connected_components(by_name[("C", "Two triangles")].graph()) == 2


def _broken(tmp_path, name, change):
    folder = tmp_path / "cards"
    shutil.copytree(resources_dir() / "cards", folder)
    doc = json.loads((folder / f"{name}.json").read_text())
    change(doc["cards"])
    (folder / f"{name}.json").write_text(json.dumps(doc))
    return folder


@pytest.mark.parametrize("name, change", [
    ("resources", lambda cards: cards.pop()),
    ("resources", lambda cards: cards[0].update(eulerians=5)),
    ("objectives", lambda cards: cards[0]["graph"]["edges"].append([0, 0])),
    ("objectives", lambda cards: cards[1].update(id=cards[0]["id"])),
    ("bonus", lambda cards: cards[0].update(kind="win_instantly")),
    ("powers", lambda cards: cards[0]["text"].pop("pt_BR")),
])
def test_damaged_decks_are_refused(tmp_path, name, change):
    with pytest.raises(DeckError):
        load_decks(_broken(tmp_path, name, change))
