"""The card game by keyboard alone: every move typed in the move box (a resource card by its number, a
vertex, an edge 3-4, an objective by its id, done, pass, refresh, the extra power), in English and in
Portuguese; a vertex put on the sheet with the arrow keys and Enter; the table and the sheet in words;
every control of the table named for a screen reader."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.moves import AddEdge, AddVertex, Claim, EndDrawing, Pass, PickResource
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.views import game_page
from graphgames_desktop.ui.views.cards_view import CLAIM, card_ids_in, move_notation
from tests.ui.catalogue import english_only
from tests.ui.patience import PATIENCE_MS
from tests.ui.test_accessible_names import unnamed
from tests.ui.test_keyboard_play import type_move


def start(window, monkeypatch, seats, seed=2, claims="referee"):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, seed, seats, 0, {"bonus": False, "claims": claims}))
    page = window.game_page
    page.rng.seed(1)
    return page


def wait_for_person(qtbot, page):
    qtbot.waitUntil(lambda: page.match.state.outcome() is not None or not page.match.computer_to_move(), timeout=PATIENCE_MS)


@pytest.mark.slow_first
def test_a_whole_card_game_typed_against_the_computer(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.MEDIUM)))
    view = page.game_view
    said = []
    page.announced.connect(said.append)
    planner, rng = Bot(Level.MEDIUM, slip=0), random.Random(3)
    kinds = set()
    while page.match.state.outcome() is None:
        wait_for_person(qtbot, page)
        if page.match.state.outcome() is not None:
            break
        observation = page.match.observation(0)
        move = planner.choose(observation, rng).move
        typed = view.notation(move, observation)
        made = len(page.match.moves)
        type_move(qtbot, page, typed)
        assert len(page.match.moves) > made, (typed, move, page.notice.text(), observation.phase)
        played = page.match.moves[made]
        assert played == move or (isinstance(move, AddVertex) and isinstance(played, AddVertex)), (typed, page.notice.text())
        kinds.add(type(move))
    assert {PickResource, AddVertex, AddEdge, EndDrawing, Pass} <= kinds
    assert any("picks" in s or "draws an edge" in s for s in said) and "Game over" in said[-1]


def test_typed_card_moves_read_both_languages_and_card_ids_without_zeros(window, qtbot, monkeypatch):
    window.set_language("pt_BR")
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.EASY)))
    view = page.game_view
    observation = page.match.observation(0)
    assert isinstance(view.parse_move("s3", observation), str)  # no claim in the pick step: said, not played
    type_move(qtbot, page, "9")
    assert page.match.moves == [] and page.notice.text()  # the rules say why: there is no ninth resource card
    type_move(qtbot, page, "pronto")  # a move of another step: the rules say so
    assert page.notice.text() == "Isso pertence a outra etapa da rodada."
    type_move(qtbot, page, "2")
    assert page.match.moves == [PickResource(1)]
    qtbot.waitUntil(lambda: page.match.state.phase == Phase.DRAW and not page.match.computer_to_move(), timeout=PATIENCE_MS)
    type_move(qtbot, page, "vértice")  # Portuguese
    assert isinstance(page.match.moves[-1], AddVertex), (page.notice.text(), page.move_box.edit.text())
    observation = page.match.observation(0)
    for move in observation.legal_moves():  # each legal move in Portuguese and in English
        assert view.parse_move(view.notation(move, observation), observation) == move
        assert view.parse_move(move_notation(move, lambda key: key), observation) == move
    assert card_ids_in("s3 1 5") == "s03 1 5" and CLAIM.match("s03 1 5")


def test_a_vertex_is_put_on_the_sheet_with_the_arrow_keys_and_enter(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.EASY)))
    type_move(qtbot, page, "1")  # pick the first resource card
    wait_for_person(qtbot, page)
    qtbot.waitUntil(lambda: page.match.state.phase == Phase.DRAW and not page.match.computer_to_move(), timeout=PATIENCE_MS)
    sheet = page.game_view.table.sheet
    assert sheet.property("editable")
    sheet.setFocus(Qt.TabFocusReason)
    qtbot.keyClick(sheet, Qt.Key_Right)  # the keyboard's point shows
    made = len(page.match.moves)
    qtbot.keyClick(sheet, Qt.Key_Return)
    qtbot.waitUntil(lambda: len(page.match.moves) > made, timeout=PATIENCE_MS)
    assert isinstance(page.match.moves[made], AddVertex)
    lines = page.game_view.describe_board(page.match.observation(0))
    text = "\n".join(lines)
    assert "Resource cards: 1: “" in text and "Objectives: " in text and "Sheet of Ana: 1 vertex" in text
    assert "Still to draw this round:" in text


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_every_control_of_the_card_table_is_named(window, qtbot, monkeypatch, language):
    window.set_language(language)
    QApplication.processEvents()
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.EASY)))
    english = english_only() if language == "pt_BR" else set()
    problems = unnamed(window, english)
    type_move(qtbot, page, "1")
    qtbot.waitUntil(lambda: page.match.state.phase == Phase.DRAW and not page.match.computer_to_move(), timeout=PATIENCE_MS)
    problems += unnamed(window, english)
    assert not problems, "\n".join(sorted(set(problems)))


def test_a_c_claim_names_its_components(window, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat(name="Bia")), claims="contest")
    observation = page.match.observation(page.viewer)
    assert page.game_view.notation(Claim("C03", (0, 4)), observation) == "C03 1 5"


def test_shift_tab_goes_from_the_move_box_into_the_table(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.EASY)))
    table = page.game_view.table
    for _ in range(2):  # the pick step, then (its controls made anew) the drawing step
        window.activateWindow()  # offscreen, a control taken off the table may have taken the activation with it
        qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
        page.move_box.edit.setFocus(Qt.TabFocusReason)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is page.move_box.edit, timeout=PATIENCE_MS)
        qtbot.keyClick(page.move_box.edit, Qt.Key_Backtab)
        assert QApplication.focusWidget() is table.sheet
        type_move(qtbot, page, "1")
        qtbot.waitUntil(lambda: not page.match.computer_to_move(), timeout=PATIENCE_MS)
