"""The card table's words and marks (issue 29): plural forms, card names on buttons, the names typed in the
setup, one Portuguese word for each thing, the rules window's readings and variant, a C claim's ring."""

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QLineEdit

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.table import Phase, Sheet
from graphgames_desktop.games.match import Seat
from graphgames_desktop.paths import translations_dir
from graphgames_desktop.ui.setup_dialog import GameSetup, GameSetupDialog
from graphgames_desktop.ui.views import game_page
from graphgames_desktop.ui.views.card_table.sheet import SheetCanvas
from graphgames_desktop.ui.views.cards_view import CardsView

from .test_card_table import button

CARD_CONTEXTS = ("CardTable", "CardsView", "CardsRules", "CardScores", "CardArt", "ClassTable", "Printables", "Controls")


def start(window, monkeypatch, seats, options=None, seed=3):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, seed, seats, 0, {"bonus": False, "claims": "referee", **(options or {})}))
    return window.game_page


def drawing_turn(page, power: str, due_edges: int, sheet: Sheet):
    """Seat 0 drawing, with ``power`` face up, ``due_edges`` edges due on ``sheet``, shown on the table."""
    state = page.match.state
    me = replace(state.players[0], sheets=(sheet,), due_edges=due_edges, due_vertices=0, circled=2)
    state = replace(state, phase=Phase.DRAW, turn=state.order.index(0), power_up=power,
                    players=(me,) + state.players[1:])
    page.game_view.table.show_observation(observe(state, 0), None)
    return page.game_view.table


@pytest.mark.parametrize("lang, one, many", [
    ("en", "Done (edges that cannot be drawn: 1; minus boxes crossed: 1)",
     "edges that cannot be drawn: 3; minus boxes crossed: 3"),
    ("pt_BR", "Terminar (1 aresta não cabe; 1 caixa negativa riscada)",
     "Terminar (3 arestas não cabem; 3 caixas negativas riscadas)"),
])
def test_counts_are_said_in_the_singular_and_the_plural(window, qtbot, monkeypatch, lang, one, many):
    window.set_language(lang)
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.EASY)))
    full = Sheet(vertices=2, edges=frozenset({(0, 1)}), positions=((0.0, 0.0), (60.0, 0.0)))  # no pair left to join
    table = drawing_turn(page, "P03", 1, full)  # a power that costs 1 Eulerian
    assert button(page, "done_drawing").text() == one
    power = " ".join(label.text() for label in table.controls.findChildren(type(table.notice)))
    assert ("cost in Eulerians: 1;" if lang == "en" else "custa 1 Euleriano;") in power
    drawing_turn(page, "P01", 3, full)  # costs 2
    assert many in button(page, "done_drawing").text()
    power = " ".join(label.text() for label in table.controls.findChildren(type(table.notice)))
    assert ("cost in Eulerians: 2;" if lang == "en" else "custa 2 Eulerianos;") in power


def test_a_claim_button_names_the_card_not_its_id(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.EASY)))
    state = page.match.state
    claim = replace(state, phase=Phase.CLAIM, turn=state.order.index(0))
    table = page.game_view.table
    table.show_observation(observe(claim, 0), None)
    card_id = claim.objective_row[0]
    table.objective_clicked(card_id)
    name = standard_decks().objective(card_id).name["en"]
    text = button(page, "claim").text()
    assert f"“{name}”" in text and card_id not in text


def test_sheet_titles_take_the_names_given_and_say_do_jogador_in_portuguese(window, qtbot, monkeypatch):
    window.set_language("pt_BR")
    page = start(window, monkeypatch, (Seat(), Seat(name="Ana")))
    view = page.game_view
    assert view.sheet_of(0) == "Folha do Jogador A" and view.sheet_of(1) == "Folha de Ana"
    robot = start(window, monkeypatch, (Seat(name="Bia"), Seat.computer(Level.EASY))).game_view
    assert robot.sheet_of(1) == "Folha do Computador (Jogador B)"


def test_who_starts_lists_the_names_as_they_are_typed(qtbot):
    dialog = GameSetupDialog("cards", None)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    name = dialog.findChild(QLineEdit, "setup_seat_name_1")
    qtbot.keyClicks(name, "Bia")
    first = dialog.first
    assert [first.itemText(i) for i in range(first.count())] == ["Player A", "Bia", "Player C"]
    rules = dialog.option_widgets["rules"]
    assert rules.currentData() == "book" and rules.currentText() == "Book rules"
    assert rules.itemText(rules.findData("balanced")) == "Balanced variant"  # the rules window says what it changes


def test_the_rules_window_says_its_readings_and_every_change_of_the_variant():
    text = re.sub("<[^>]+>", " ", CardsView.rules_html())
    assert "0, -1, -2, -4, -6, -8, -11, -14, and -17 once all eight are crossed" in text
    assert "18 bonus cards" in text and "20 bonus cards" in text and "N = 7 or 8: 7" in text
    assert "nobody sees another's pick before making their own" in text and "A claim's result is final" in text
    for change in ("starts with 4 lone vertices",
                   "at least 2 Eulerians, gain 3” asks for 6 Eulerians and pays 2 a player, 6 at most",
                   "claimed at least 1 C and 2 S objectives, gain 3” asks for 2 C and 3 S objectives",
                   "at least 3 components, gain 3” asks for 6 components", "lone vertices are neither components nor trees",
                   "need a sheet with an edge"):
        assert change in text, change


def test_the_rules_window_says_a_save_is_no_claim_and_which_reading_of_the_book_that_is(window):
    """The engine lets a player save and claim in one round (tests/games/test_cards_round.py); the rules say so."""
    text = re.sub("<[^>]+>", " ", CardsView.rules_html())
    assert "so this program reads a save as no claim" in text and "step 3" in text and "up to two cards" in text
    assert "counts as that round's claim" not in text
    window.set_language("pt_BR")
    text = re.sub("<[^>]+>", " ", CardsView.rules_html())
    assert "Reservar um objetivo não é reivindicá-lo" in text
    assert "conta como a reivindicação daquela rodada" not in text


@pytest.mark.parametrize("lang, wanted", [("en", "at least 1 C and 2 S objectives, gain 3” asks for 2 C and 3 S objectives"),
                                          ("pt_BR", "pelo menos 1 objetivo C e 2 S, ganhe 3” pede 2 objetivos C e 3 S")])
def test_the_claims_a_bonus_card_asks_for_take_the_plural_in_both_languages(window, lang, wanted):
    window.set_language(lang)
    text = re.sub("<[^>]+>", " ", CardsView.rules_html())
    assert wanted in text and "1 objetivos" not in text


def test_one_portuguese_word_for_a_box_and_for_a_claim():
    ts = (translations_dir() / "graphgames_pt_BR.ts").read_text(encoding="utf-8")
    for context in re.findall(r"<context>.*?</context>", ts, re.S):
        if re.search(r"<name>(.*?)</name>", context).group(1) not in CARD_CONTEXTS:
            continue
        for translation in re.findall(r"<translation[^>]*>(.*?)</translation>", context, re.S):
            assert not re.search(r"\b[Cc]asas?\b", translation), translation  # a minus box is a "caixa"
            assert "onquist" not in translation, translation  # a claim is a "reivindicação"
            assert "de Jogador" not in translation, translation


def test_a_c_claims_ring_encloses_only_the_claimed_components(qtbot):
    """A triangle claimed for a C card; a lone vertex inside it and one in the corner of its bounding box."""
    positions = ((0.0, 0.0), (200.0, 0.0), (100.0, 170.0), (100.0, 60.0), (185.0, 150.0), (400.0, 0.0), (460.0, 0.0))
    sheet = Sheet(vertices=7, edges=frozenset({(0, 1), (1, 2), (0, 2), (5, 6)}), frozen=frozenset({0, 1, 2}),
                  positions=positions, objectives=("C09",))
    canvas = SheetCanvas()
    qtbot.addWidget(canvas)
    canvas.show_sheet(sheet, False)
    assert len(canvas._circles) == 1
    ring = canvas._circles[0].path()
    assert ring.fillRule() == Qt.OddEvenFill
    for v in (0, 1, 2):
        assert ring.contains(QPointF(*positions[v])), v
    for v in (3, 4, 5, 6):
        assert not ring.contains(QPointF(*positions[v])), v
