"""At one screen shared by several people, nobody sees another's secrets (issue 29).

Three people play with bonus cards, hot-seat. At every curtain ("Pass the screen to X") the test walks
every way the page offers to look at the game: the move list's rows, the replay buttons, undo and redo,
the player panels, save and reopen. Each time it reads everything the window shows (the texts, tool
tips and accessible names of every visible widget, every list and table item, and the cards painted
face up) and checks it against the secrets: every seat's bonus cards (kept, being chosen or discarded
face down), the hidden decks, and the picks of the round not yet revealed. The screen in transit
belongs to nobody, so no seat's secret may show, not even the next person's.
"""

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QListWidget, QTableWidget, QWidget

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.moves import Claim, DiscardBonus, DrawBonus, PickResource
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import HIDDEN_DECKS
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.views import game_page
from graphgames_desktop.ui.views.card_table import art
from tests.ui.last_round import at_the_last_round, computers
from tests.ui.patience import wait_for_the_end
from tests.ui.seats import play_at_screen

SEED = 17  # a bonus-draw power comes up in the first rounds: players hold up to three bonus cards
NAMES = ("Ana", "Bia", "Caio")


def start(window, monkeypatch, seed=SEED, options=None):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, seed, tuple(Seat(name=n) for n in NAMES), 0,
                                {"bonus": True, "claims": "referee", **(options or {})}))
    return window.game_page


def screen(window) -> tuple[list[str], set[str]]:
    """Everything a person can read on the window, and the ids of the cards painted face up."""
    QApplication.processEvents()  # widgets a layout has just taken in are shown at the next turn of the loop
    words: list[str] = []
    cards: set[str] = set()
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        words += [w.toolTip(), w.accessibleName()]
        if isinstance(w, (QLabel, QAbstractButton)):
            words.append(w.text())
        if hasattr(w, "words"):  # the table's buttons whose words wrap
            words.append(w.words.text())
        if isinstance(w, QListWidget):
            words += [w.item(i).text() for i in range(w.count())]
        if isinstance(w, QComboBox):
            words += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QTableWidget):
            words += [w.item(r, c).text() for r in range(w.rowCount()) for c in range(w.columnCount()) if w.item(r, c)]
        if isinstance(w, art.CardWidget) and w.card is not None:
            cards.add(w.card.id)
    return [t for t in words if t], cards


def secrets(match) -> tuple[set[str], list[str]]:
    """The card ids nobody at a screen in transit may see, and the words that would give them away."""
    state = match.state
    ids = {c for deck in HIDDEN_DECKS for c in getattr(state, deck)} | set(state.bonus_discard)
    ids |= {c for pl in state.players for c in pl.bonus + pl.pending_bonus}
    words = [state.decks.bonus_card(c).text[lang] for c in ids if c.startswith("B") for lang in ("en",)]
    return ids, words


def unrevealed_picks(match) -> list[str]:
    """The words that would name a pick made this round before everybody has picked."""
    state = match.state
    if state.phase != Phase.PICK:
        return []
    named = []
    for p in state.order[:state.turn]:
        card = state.decks.resource(state.resource_row[state.players[p].chosen])
        named.append(f"{NAMES[p]} picks “{card.text['en']}”")
    return named


def check(window, page, where: str) -> None:
    words, cards = screen(window)
    ids, texts = secrets(page.match)
    assert not cards & ids, (where, cards & ids)
    for text in words:
        assert not any(i in text for i in ids), (where, text)
        assert not any(t in text for t in texts), (where, text)
        assert not any(t in text for t in unrevealed_picks(page.match)), (where, text)
    table = page.game_view.table
    if table.isVisible() and table.obs.phase == Phase.PICK and table.obs.round == page.match.state.round:
        # nobody's pick of this round marked on the cards or under them
        assert not any(card.selected for card in table.resources), where
        assert not any(name in c.text() for c in table.resource_captions for name in NAMES), where


def walk(window, qtbot, page, tmp_path, deep: bool) -> None:
    """Every way to look at the game while the curtain is up; the curtain is back at the end."""
    match = page.match
    assert page.board_stack.currentWidget() is page.curtain
    check(window, page, "curtain")
    assert not page.undo_button.isEnabled() and page.undo() == ""  # nobody takes back another's move
    before = list(match.moves)
    rows = page.moves.model().rowCount()
    few = {0, 1, 2, rows - 3, rows - 2, rows - 1}
    for row in [r for r in sorted(few | ({*range(rows)} if deep else set())) if 0 <= r < rows]:
        page.moves.setCurrentRow(row)  # a click on a move of the list: its position shown
        check(window, page, f"move {row + 1}")
        assert not page.undo_button.isEnabled() or page.replay_ply is not None
        for panel in page.game_view.table.panels if row in few else ():
            if panel.isVisible():
                qtbot.mouseClick(panel, Qt.LeftButton)  # whose sheet: any player's
                check(window, page, f"move {row + 1}, {NAMES[panel.player]}'s panel")
    for button in (page.first_button, page.next_button, page.prev_button):
        if button.isEnabled():
            qtbot.mouseClick(button, Qt.LeftButton)
            check(window, page, button.toolTip())
    if page.redo_button.isEnabled():
        qtbot.mouseClick(page.redo_button, Qt.LeftButton)
        check(window, page, "redo")
    qtbot.mouseClick(page.last_button, Qt.LeftButton)
    assert page.board_stack.currentWidget() is page.curtain and page.match.moves == before
    if deep:  # saved and opened again: the curtain first, and nothing under it
        path = str(tmp_path / "three.graph.json")
        assert window.save_game_to(path) and window.open_path(path)
        reopened = window.game_page
        assert reopened.board_stack.currentWidget() is reopened.curtain
        check(window, reopened, "reopened")
        reopened.moves.setCurrentRow(0)
        check(window, reopened, "reopened, move 1")
        qtbot.mouseClick(reopened.last_button, Qt.LeftButton)
        assert reopened.board_stack.currentWidget() is reopened.curtain and reopened.match.moves == before


@pytest.mark.slow_first
def test_every_path_at_every_curtain_shows_no_seats_secret(window, qtbot, monkeypatch, tmp_path):
    page = start(window, monkeypatch)
    bots, rng = [Bot(Level.MEDIUM) for _ in NAMES], random.Random(SEED)
    curtains = kinds = 0
    seen_phases = set()
    while page.match.state.round <= 2:
        state = page.match.state
        if page.board_stack.currentWidget() is page.curtain:
            first_of_kind = state.phase not in seen_phases or state.open_claim is not None
            seen_phases.add(state.phase)
            walk(window, qtbot, page, tmp_path, deep=first_of_kind)
            curtains += 1
            kinds += first_of_kind
            page = window.game_page
            qtbot.mouseClick(page.curtain.button, Qt.LeftButton)  # the next person takes the screen
        seat = page.match.state.current_player
        legal = page.match.state.legal_moves()
        move = DrawBonus() if DrawBonus() in legal else bots[seat].choose(observe(page.match.state, seat), rng).move
        assert play_at_screen(page, move)
    held = [len(pl.bonus) for pl in page.match.state.players]
    assert curtains > 20 and max(held) >= 2, (curtains, held)  # bonus cards were drawn, many curtains walked


def test_two_games_that_differ_only_in_secrets_look_the_same_under_the_curtain(window, qtbot, monkeypatch):
    """Bia's kept bonus card and Ana's pick differ; what Caio's curtain lets anyone see does not."""
    looks = []
    for flip in (0, 1):
        page = start(window, monkeypatch)
        for seat in range(3):  # each keeps the first or the second card dealt
            qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
            dealt = page.match.state.players[seat].pending_bonus
            play_at_screen(page, DiscardBonus(dealt[flip if seat == 1 else 0]))
        for index in (flip, 0):  # Ana picks the first card or the second, then Bia
            qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
            play_at_screen(page, PickResource(index))
        assert page.board_stack.currentWidget() is page.curtain and page.match.state.current_player == 2
        seen = []
        for row in range(page.moves.model().rowCount()):
            page.moves.setCurrentRow(row)
            words, cards = screen(window)
            seen.append((sorted(words), sorted(cards), page.board_stack.grab().toImage()))
        qtbot.mouseClick(page.last_button, Qt.LeftButton)
        looks.append(seen)
    for (words_a, cards_a, image_a), (words_b, cards_b, image_b) in zip(*looks):
        assert words_a == words_b and cards_a == cards_b
        assert image_a == image_b  # not a pixel of the table differs


def test_a_claims_result_cannot_be_taken_back_at_the_table(window, qtbot, monkeypatch):
    window.start_game(GameSetup("cards", None, 5, (Seat(name="Ana"),), 0, {"bonus": False, "claims": "referee"}))
    page = window.game_page
    while page.match.state.phase != Phase.CLAIM:
        legal = page.match.state.legal_moves()
        play_at_screen(page, next(m for m in legal if not type(m).__name__.startswith(("Adjust", "Swap", "Save", "Draw")) or
                       m == legal[-1]))
    state = page.match.state
    g = state.players[0].sheet.graph
    wrong = next(c for c in state.objective_row if not claims.has_subgraph(g, state.objective(c).graph()))
    play_at_screen(page, Claim(wrong))
    assert page.match.state.players[0].sheet.crossed == state.players[0].sheet.crossed + 1
    assert not page.undo_button.isEnabled() and page.undo() == ""
    assert page.match.state.players[0].sheet.crossed == state.players[0].sheet.crossed + 1


@pytest.mark.parametrize("held", [1, 4])
def test_a_computers_bonus_cards_are_all_shown_face_down(window, qtbot, monkeypatch, held):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, 3, (Seat(name="Ana"), Seat.computer(Level.EASY, "Robô")), 0,
                                {"bonus": True, "claims": "referee"}))
    page = window.game_page
    table = page.game_view.table
    state = page.match.state
    cards = tuple(c.id for c in state.decks.bonus[:held + 1])
    players = (replace(state.players[0], bonus=cards[:1], pending_bonus=()),
               replace(state.players[1], bonus=cards[1:], pending_bonus=()))
    table.show_observation(observe(replace(state, players=players, phase=Phase.PICK), 0), None)
    robot = table.panels[1].bonus
    shown = [w for w in robot if w.isVisibleTo(table)]
    assert len(shown) == held and all(w.face_down and w.card_id is None for w in shown)
    mine = [w.card_id for w in table.panels[0].bonus if w.isVisibleTo(table)]
    assert mine == list(cards[:1])


def test_the_end_reveals_the_bonus_cards_on_the_table_and_opens_no_other_window(window, qtbot, monkeypatch):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.show_match(at_the_last_round((Seat.computer(Level.EASY), Seat.computer(Level.EASY)), 4,
                                        {"bonus": True, "claims": "referee"}, computers(random.Random(4))))
    page = window.game_page
    wait_for_the_end(qtbot, page)  # the last round, played by the computers on the page
    table = page.game_view.table
    held = sorted(c for pl in page.match.state.players for c in pl.bonus)
    qtbot.waitUntil(lambda: sorted(w.card_id for panel in table.panels for w in panel.bonus if w.isVisibleTo(table)) == held)
    strays = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    assert not strays, [w.objectName() for w in strays]  # the revealed cards once came up as a window of their own
