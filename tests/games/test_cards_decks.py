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
    ("bonus", lambda cards: cards[3]["balanced"].update(kind="win_instantly")),
    ("bonus", lambda cards: cards[3]["balanced"].update(lone_vertices="no")),
    ("bonus", lambda cards: cards[3]["balanced"]["text"].pop("pt_BR")),
])
def test_damaged_decks_are_refused(tmp_path, name, change):
    with pytest.raises(DeckError):
        load_decks(_broken(tmp_path, name, change), "balanced")


def test_an_unknown_variant_is_refused():
    with pytest.raises(DeckError):
        load_decks(None, "house_rules")


# ----- balance (issue 13): the balanced variant ------------------------------------------------------------
def test_every_resource_card_can_be_drawn_whole_on_a_fresh_sheet_of_the_balanced_variant():
    from graphgames_desktop.games.cards.round import new_game

    assert not new_game(2, seed=0).players[0].sheet.vertices  # the rule book's sheets start blank
    start = new_game(2, seed=0, rules="balanced").players[0].sheet
    for card in load_decks().resources:
        assert card.edges <= start.room(card.vertices), card.id


def test_s_and_c_decks_share_no_graph():
    decks = load_decks()
    s_cards = [o for o in decks.objectives if o.type == "S"]
    c_cards = [o for o in decks.objectives if o.type == "C"]
    assert not [(s.id, c.id) for s in s_cards for c in c_cards if nx.is_isomorphic(s.graph(), c.graph())]


def test_points_follow_what_must_be_drawn_and_c_cards_pay_more():
    decks = load_decks()
    by_name = {(o.type, o.name["en"]): o for o in decks.objectives}
    assert by_name[("S", "Spider")].points > by_name[("S", "Square C4")].points  # 7 vertices and 6 edges against 4 and 4
    assert by_name[("S", "Path P8")].points > by_name[("S", "Path P4")].points
    for card in decks.objectives:
        smaller = [o for o in decks.objectives if o.type == card.type and o.vertices <= card.vertices and
                   len(o.edges) < len(card.edges) and nx.number_connected_components(o.graph()) <=
                   nx.number_connected_components(card.graph())]
        assert all(o.points <= card.points for o in smaller), card.id
    two_edges, path = by_name[("C", "Two edges")], by_name[("S", "Path P4")]
    assert two_edges.points > path.points  # fewer edges, yet it circles its components for good


def test_bonus_cards_for_every_player_are_capped_in_the_balanced_variant():
    from graphgames_desktop.games.cards.bonus import PlayerFacts, bonus_points

    assert not any(card.most for card in load_decks().bonus)  # the rule book's cards pay every player
    decks = load_decks(None, "balanced")
    rich = PlayerFacts(nx.disjoint_union_all([nx.path_graph(2)] * 8), 20, False, 9, 9)
    for card in decks.bonus:
        if card.kind.startswith("per_player"):
            assert 0 < card.most <= 2 * card.points + card.points
            assert bonus_points(card, 0, [rich] * 10) == card.most


def test_the_twice_usable_swap_costs_no_less_a_use_than_the_once_only_one():
    swaps = [p for p in load_decks().powers if p.kind == "swap"]
    once = [p.cost for p in swaps if p.times == 1]
    assert min(p.cost for p in swaps if p.times > 1) >= max(once)
