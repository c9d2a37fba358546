"""Sentences are filled in one pass: a name the players gave ("Ana %2") or a vertex label ("%2") is shown
as written, never taken for a place of the sentence that a later value fills."""

from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.games.registry import game
from graphgames_desktop.games.teaching import Claim, Say, Verdict
from graphgames_desktop.graph import boards
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.teaching_texts import Names, claim_text
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views.cards_view import CardsView


def test_each_mark_is_filled_once_and_what_it_brings_is_left_alone():
    assert fill("Move %1 by %2", "x%2", "Ana") == "Move x%2 by Ana"
    assert fill("%2 then %1", "%2", "%1") == "%1 then %2"
    assert fill("%1, %1 and %1", 7) == "7, 7 and 7"


def test_a_mark_without_a_value_stays():
    assert fill("%1 of %2 (%3)", "a") == "a of %2 (%3)"
    assert fill("no marks here", "a") == "no marks here"
    assert fill("100% sure: %1", "yes") == "100% sure: yes"


def test_ten_is_its_own_mark_not_one_followed_by_zero():
    values = [f"v{i}" for i in range(1, 11)]
    assert fill("%1 %10 %2", *values) == "v1 v10 v2"
    assert fill("%10", "only one") == "%10"  # no tenth value: the mark stays whole, not "only one0"


def test_values_are_written_as_str_writes_them():
    assert fill("%1 + %2 = %3", 1, 2.5, None) == "1 + 2.5 = None"


def test_a_seat_named_with_a_mark_keeps_its_name_in_the_verdict(qapp):
    names = Names(seat=lambda seat: "Ana %2", move=str)
    said = claim_text(Claim(Say.VERDICT, {"seat": 0, "verdict": Verdict.WIN, "margin": 3}), names, lambda c, n: "")
    assert said == "<b>Ana %2 to move wins</b> by 3 points with best play."


def test_a_player_named_with_a_mark_keeps_its_name_in_the_card_game_log(qapp):
    assert CardsView.event_text("claimed", "Ana %2", "S3") == "Ana %2 takes S3: the claim is proven (lit on the sheet)."
    assert (CardsView.event_text("claim_failed", "Bo %3", "S3", "it has no cycle")
            == "Bo %3's claim of S3 fails: it has no cycle. The card goes back and a box is crossed.")


def test_the_domination_score_shows_a_seat_named_with_a_mark_as_written(window):
    window.start_game(GameSetup("domination", "path-4", 1, (Seat(name="Ana %2"), Seat(name="Bo")), 0, {},
                                {"entry_a": (0,), "entry_b": (3,)}))
    view = window.game_page.game_view
    rows = view.score_rows(window.game_page.match.observation(None))
    assert rows[0].text == "Ana %2: 0 points"
    assert rows[0].detail == "Ana %2: tokens 0 × 3 + beside empty vertices 0 = 0"


def test_a_vertex_labelled_with_a_mark_is_said_as_labelled(window):
    drawing = boards.board("path-4")
    drawing.set_label(0, "%2")
    window.show_match(new_match(game("chomp"), (Seat(), Seat()), drawing, {}))
    view = window.game_page.game_view
    assert view.element_text("vertex", 0) == "Vertex %2, joined to 2"
    assert view.element_text("vertex", 1) == "Vertex 2, joined to %2, 3"
