"""The rule book's game by default, the balanced variant as an option (issue 29): blank sheets, secret
simultaneous picks, an objective row that keeps its places, records of the older rules refused."""

import random
from dataclasses import replace

import networkx as nx
import pytest

from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.game import SPEC
from graphgames_desktop.games.cards.moves import AddVertex, Claim, EndDrawing, PickResource, SaveObjective
from graphgames_desktop.games.cards.observation import as_onlooker, determinize, observe
from graphgames_desktop.games.cards.round import MINUS_BOXES, NEW_SHEET_CROSSED, new_game
from graphgames_desktop.games.cards.table import BALANCED_START_VERTICES, Phase
from graphgames_desktop.games.match import Match, RecordError, RecordProblem, Seat, new_match
from graphgames_desktop.games.spec import Setup, SetupError

from .cards_helpers import claim_step, drawing, sheet_of, with_card, with_player, with_sheet


# ----- the rules a game is played by ------------------------------------------------------------------------
def test_a_game_is_played_by_the_book_unless_the_balanced_variant_is_chosen():
    book = SPEC.make_state(Setup(seats=3, seed=4))
    balanced = SPEC.make_state(Setup(seats=3, seed=4, options={"rules": "balanced"}))
    assert book.rules == "book" and balanced.rules == "balanced"
    assert all(pl.sheet.vertices == 0 and not pl.sheet.positions for pl in book.players)  # the book's sheets start blank
    assert all(pl.sheet.vertices == BALANCED_START_VERTICES for pl in balanced.players)
    assert book.decks == standard_decks("book") and balanced.decks == standard_decks("balanced")
    assert book.decks.bonus_card("B04").limit == 2 and balanced.decks.bonus_card("B04").limit == 6
    with pytest.raises(SetupError):
        new_game(3, rules="house")


@pytest.mark.parametrize("rules, vertices", [("book", 0), ("balanced", BALANCED_START_VERTICES)])
def test_a_new_sheet_after_the_minus_track_fills_starts_as_the_first_did(rules, vertices):
    state = drawing(resources=("R15", "R01"))  # 3 edges and 2 Eulerians: no vertex
    state = replace(state, rules=rules)
    state = with_sheet(state, 0, sheet_of(2, [(0, 1)], crossed=MINUS_BOXES))
    state = with_player(state, 0, due_edges=1, due_vertices=0)
    state = state.play(EndDrawing())  # the edge cannot be drawn: a box on a full track
    me = state.players[0]
    assert len(me.sheets) == 2 and me.sheet.crossed == NEW_SHEET_CROSSED and me.sheet.vertices == vertices


def test_an_opening_card_of_edges_alone_crosses_boxes_on_the_books_blank_sheet():
    state = new_game(2, seed=1)
    state = replace(state, resource_row=("R15", "R01"))  # 3 edges and 2 Eulerians; 3 vertices and 1 edge
    state = state.play(PickResource(0)).play(PickResource(1))
    assert state.players[0].due_edges == 3 and EndDrawing() in state.legal_moves()  # no two vertices to join
    state = state.play(EndDrawing())
    assert state.players[0].sheet.crossed == 3 and state.players[0].eulerians == 4


# ----- simultaneous picks ------------------------------------------------------------------------------------
def test_a_pick_is_secret_until_the_last_player_has_picked():
    state = new_game(3, seed=2)
    order = state.order
    first = state.play(PickResource(0))
    other = state.play(PickResource(1))
    for seat in (order[1], order[2], None):  # nobody else can tell which card the first player took
        assert observe(first, seat) == observe(other, seat)
    mine = observe(first, order[0]).players[order[0]]
    assert mine.chosen == 0 and mine.pick is None and mine.due_vertices == 0  # the picker sees their own pick
    assert first.players[order[0]].eulerians == 2  # nothing given yet: the resources come with the reveal
    after = first.play(PickResource(1)).play(PickResource(1))
    assert after.phase == Phase.DRAW and ("picks_revealed", -1, None) in after.events
    assert [after.players[p].pick for p in order] == [0, 1, 1]
    assert all(pl.chosen is None for pl in after.players)
    card = after.decks.resource(after.resource_row[0])
    assert after.players[order[0]].due_vertices == card.vertices and after.players[order[0]].due_edges == card.edges


@pytest.mark.parametrize("seed", range(4))
def test_no_seat_sees_another_seats_pick_before_its_own(seed):
    """Along random games: whatever the players before it took, a seat to pick sees the same position."""
    rng = random.Random(seed)
    state = new_game(4, bonus=True, seed=seed)
    while state.outcome() is None and state.round <= 3:
        if state.phase == Phase.PICK and state.turn:
            seat = state.current_player
            twins = [state]
            for p in state.order[:state.turn]:
                twins.append(replace(state, players=tuple(replace(pl, chosen=1 - pl.chosen) if q == p else pl
                                                         for q, pl in enumerate(state.players))))
            assert all(observe(t, seat) == observe(state, seat) for t in twins)
            seen = observe(state, seat)
            assert observe(determinize(seen, random.Random(seed)), seat) == seen
        state = state.play(rng.choice(state.legal_moves()))


# ----- the objective row keeps its places --------------------------------------------------------------------
def test_a_claimed_card_is_replaced_in_its_own_place():
    row = ("S01", "S02", "S03", "C01", "C02")
    state = with_card(claim_step(row=row), "S03", nx.path_graph(2), "S")
    state = with_sheet(state, 0, sheet_of(2, [(0, 1)]))
    after = state.play(Claim("S03"))
    new = after.objective_row[2]
    assert new not in row and after.objective_row == ("S01", "S02", new, "C01", "C02")


def test_a_saved_card_is_replaced_in_its_own_place():
    power = next(c.id for c in standard_decks().powers if c.kind == "save" and set(c.types) == {"C", "S"})
    state = drawing(power=power)
    state = with_player(state, 0, circled=5)
    row = state.objective_row
    after = state.play(SaveObjective(row[1]))
    assert after.objective_row[0] == row[0] and after.objective_row[2:] == row[2:] and after.objective_row[1] not in row


# ----- records ------------------------------------------------------------------------------------------------
def test_a_record_of_the_older_rules_is_refused_with_its_reason():
    match = new_match(SPEC, [Seat(), Seat()], None, {}, seed=3)
    match.play(PickResource(0))
    record = match.record()
    assert record["setup"]["options"]["rules"] == "book" and Match.from_record(record, None).state == match.state
    old = {**record, "rules_version": 2}
    with pytest.raises(RecordError) as info:
        Match.from_record(old, None)
    assert info.value.code == RecordProblem.OLDER_RULES


def test_a_balanced_game_replays_from_its_record():
    match = new_match(SPEC, [Seat(), Seat()], None, {"rules": "balanced"}, seed=3)
    match.play(PickResource(1))
    match.play(PickResource(0))
    match.play(AddVertex(5.0, 5.0))
    assert Match.from_record(match.record(), None).state == match.state
    assert match.state.players[0].sheet.vertices == BALANCED_START_VERTICES + 1


@pytest.mark.parametrize("seed", range(3))
def test_a_seats_view_without_its_secrets_is_the_onlookers(seed):
    """What a shared screen shows between two people: exactly what an onlooker sees, at every position."""
    rng = random.Random(seed)
    state = new_game(3, bonus=True, seed=seed)
    for _ in range(300):
        for seat in range(3):
            assert as_onlooker(observe(state, seat)) == observe(state, None)
        if state.outcome() is not None:
            break
        state = state.play(rng.choice(state.legal_moves()))
