"""At one screen (issue 44): behind the curtain nothing is played (the move box, the keys and the clicks act
only for the person who has taken the screen; the box is emptied at every curtain and at every new game),
and a claim is told with its result, and a failed one with its reason, wherever it is told."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from graphgames_desktop.games.cards.moves import AcceptClaim, Claim, ContestClaim, PickResource
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.table import Phase, Sheet, check_claim
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.views import game_page
from tests.ui.patience import wait_settled
from tests.ui.seats import play_at_screen

NAMES = ("Ana", "Bruno")


def start(window, monkeypatch, names=NAMES):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, 5, tuple(Seat(name=n) for n in names), 0,
                                {"bonus": False, "claims": "referee"}))
    return window.game_page


def keys(qtbot, page, text: str) -> None:
    """Typed into the move box as it is (nothing cleared first), then Enter, as a person at the keyboard does."""
    box = page.move_box.edit
    box.setFocus()
    box.end(False)
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key_Return)


def curtained(page) -> bool:
    return page.board_stack.currentWidget() is page.curtain


def test_a_move_typed_behind_the_curtain_is_not_played(window, qtbot, monkeypatch):
    window.set_language("pt_BR")
    page = start(window, monkeypatch)
    assert curtained(page) and "Ana" in page.curtain.label.text()
    keys(qtbot, page, "1")
    qtbot.waitUntil(lambda: page.notice.isVisible())  # the refusal is said where the room looks
    assert page.match.moves == [] and curtained(page)
    assert page.move_box.edit.text() == ""  # emptied: nobody's move waits there for the next Enter
    assert "coberta" in page.notice.text()
    qtbot.keyClick(page.move_box.edit, Qt.Key_Return)  # Enter again: still nothing
    wait_settled(qtbot)  # the box hands its text on at the next turn of the event loop: it has
    assert page.match.moves == []
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)  # Ana takes the screen: now her pick is hers
    assert not page.notice.isVisible()  # what was said to the covered screen is not said to her
    keys(qtbot, page, "1")
    qtbot.waitUntil(lambda: len(page.match.moves) == 1)
    assert page.match.moves == [PickResource(0)] and curtained(page) and "Bruno" in page.curtain.label.text()


def test_a_refused_text_left_in_the_box_is_emptied_at_the_next_curtain(window, qtbot, monkeypatch):
    window.set_language("pt_BR")
    page = start(window, monkeypatch)
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    keys(qtbot, page, "passar")  # no pass in the pick step: refused, and left in the box to be mended
    qtbot.waitUntil(lambda: page.notice.isVisible())
    assert page.match.moves == [] and page.move_box.edit.text() == "passar"
    table = page.game_view.table
    qtbot.mouseClick(table.resources[0], Qt.LeftButton, pos=table.resources[0].rect().center())  # Ana picks by a click
    qtbot.waitUntil(lambda: len(page.match.moves) == 1)
    assert curtained(page) and page.move_box.edit.text() == ""
    qtbot.keyClick(page.move_box.edit, Qt.Key_Return)  # one Enter at Bruno's curtain plays nothing
    wait_settled(qtbot)
    assert len(page.match.moves) == 1


def test_a_click_or_a_key_behind_the_curtain_acts_for_nobody(window, qtbot, monkeypatch):
    page = start(window, monkeypatch)
    page.game_view.table.move_chosen.emit(PickResource(1))  # a click or a key the table would turn into a move
    assert page.match.moves == [] and curtained(page) and page.notice.isVisible()


@pytest.mark.parametrize("names", [NAMES, ("Ana",)])
def test_a_new_game_starts_with_an_empty_move_box(window, qtbot, monkeypatch, names):
    page = start(window, monkeypatch, names)
    if curtained(page):
        qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    page.move_box.edit.setText("passar")
    start(window, monkeypatch, names)
    assert page.move_box.edit.text() == ""
    assert page.match.state.phase == Phase.PICK


def to_the_claims(window, monkeypatch, claims="referee", names=NAMES):
    """People at one screen, every move the first legal one until the claim step."""
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, 7, tuple(Seat(name=n) for n in names), 0, {"bonus": False, "claims": claims}))
    page = window.game_page
    while page.match.state.phase != Phase.CLAIM:
        play_at_screen(page, page.match.state.legal_moves()[0])
    return page


def failing(page, kind="S"):
    """An objective of the row that the claimant's sheet does not prove."""
    state = page.match.state
    me = state.players[state.current_player]
    return next(c for c in state.objective_row if state.objective(c).type == kind
                and check_claim(me.sheet, state.objective(c)).failure is not None)


def told(page) -> list[str]:
    """Everywhere the last move is told: the move list's last row, the heads-up's last move (read at the
    curtain too) and what is said to a screen reader."""
    return [page.moves.model().text(-1), page.announcement.text()]


def test_a_failed_claim_is_told_as_failed_and_why_everywhere(window, qtbot, monkeypatch):
    page = to_the_claims(window, monkeypatch)
    said = []
    page.announced.connect(said.append)
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    card = failing(page)
    name = page.match.state.objective(card).name["en"]
    offered = dict(page.game_view.typed_moves(page.match.observation(page.viewer)))
    assert offered[card] == f"claims “{name}”"  # offered, a claim says nothing of its result: no free look
    keys(qtbot, page, card)
    qtbot.waitUntil(lambda: ("claim_failed", 0, card) in page.match.state.events or len(said) > 0)
    assert any(code == "claim_failed" for code, _, _ in page.match.state.events)
    sentence = f"claims “{name}”, and the claim fails: the sheet does not contain the card's graph; a box is crossed"
    for where in told(page) + said[-1:]:
        assert sentence in where, where
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)  # Bruno's screen: the table says it too
    assert "fails: the sheet does not contain the card's graph." in page.game_view.table.notice.text()


def test_a_claim_that_holds_says_so(window, qtbot, monkeypatch):
    page = to_the_claims(window, monkeypatch)
    state = page.match.state
    card = state.objective(state.objective_row[0])
    sheet = Sheet(vertices=card.vertices, edges=frozenset(card.edges))  # its very graph
    players = tuple(replace(pl, sheets=(sheet,)) for pl in state.players)
    before = observe(replace(state, players=players), None)
    words = page.game_view.describe(Claim(card.id), before)
    assert words == f"claims “{card.name['en']}”, and the claim is proven: the card is taken", words


def test_a_contested_claim_that_fails_is_told_as_failed_and_why(window, qtbot, monkeypatch):
    window.set_language("pt_BR")
    page = to_the_claims(window, monkeypatch, claims="contest")
    card = failing(page)
    play_at_screen(page, Claim(card))
    play_at_screen(page, ContestClaim())
    row = told(page)[0]
    assert "a reivindicação falha" in row and "a folha não contém o grafo da carta" in row, row


def test_a_claim_let_stand_says_who_takes_it_unchecked_once_everybody_let_it(window, qtbot, monkeypatch):
    page = to_the_claims(window, monkeypatch, claims="contest", names=("Ana", "Bruno", "Caio"))
    state = page.match.state
    claimant = state.current_player
    card = next(c for c in state.objective_row if state.objective(c).type == "S")
    name = state.objective(card).name["en"]
    play_at_screen(page, Claim(card))
    play_at_screen(page, AcceptClaim())
    assert told(page)[0].endswith(f"lets the claim of “{name}” stand")  # the third player is still to be asked
    play_at_screen(page, AcceptClaim())
    assert told(page)[0].endswith(f"lets the claim of “{name}” stand: nobody contests it, and "
                                  f"{page.seat_name(claimant)} takes the card unchecked")
    assert card in page.match.state.players[claimant].claimed
