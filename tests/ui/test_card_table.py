"""The card table by clicks and drags: a whole game against the computer, the curtain, save and resume.

The person's decisions are a planning player's (so that claims come true), carried out as a person
would: clicks on cards and buttons, clicks on the paper for vertices, strokes for edges. The seed
and the computer's random generator are fixed, so the game is the same every run.
"""

import math
import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QPushButton, QSpinBox

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.moves import (
    AddEdge,
    AddVertex,
    AdjustDraw,
    Claim,
    EndDrawing,
    Pass,
    PickResource,
    Refresh,
    SaveObjective,
    SwapDraw,
)
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.graph.geometry import smooth_stroke, stroke_through_vertex, vertex_placement_problem
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.views import game_page
from tests.ui.mouse import click, drag
from tests.ui.patience import PATIENCE_MS, wait_settled
from tests.ui.seats import play_at_screen

SEED = 11


def start(window, monkeypatch, seats, bonus=False, seed=SEED):
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("cards", None, seed, seats, 0, {"bonus": bonus, "claims": "referee"}))
    page = window.game_page
    page.rng.seed(1)  # the computer's choices: the same every run
    return page


def button(page, name) -> QPushButton:
    found = page.game_view.table.controls.findChild(QPushButton, name)
    assert found is not None, name
    return found


def press(qtbot, page, name) -> None:
    b = button(page, name)
    assert b.isEnabled(), name
    qtbot.mouseClick(b, Qt.LeftButton)


def click_card(qtbot, widget) -> None:
    assert widget.live, widget.card_id
    qtbot.mouseClick(widget, Qt.LeftButton, pos=widget.rect().center())


def free_spot(canvas):
    """A place on the paper, in sight, far from every vertex and off every edge and crossing."""
    r = theme().look.vertex_radius
    seen = canvas.viewport().rect()
    for y in range(-150, 151, 40):
        for x in range(-130, 311, 40):
            if vertex_placement_problem(canvas.drawing, canvas.drawing_scene.index, (x, y), r * 1.7) is None \
                    and seen.contains(canvas.mapFromScene(QPointF(x, y))):
                return x, y
    raise AssertionError("no room left on the sheet")


def stroke(canvas, u, v):
    """A stroke from ``u`` to ``v`` through no other vertex: straight, bent, or around everything drawn."""
    d = canvas.drawing
    (ax, ay), (bx, by) = a, b = d.vertices[u].pos, d.vertices[v].pos
    length = math.hypot(bx - ax, by - ay)
    nx, ny = -(by - ay) / length, (bx - ax) / length
    ways = [[((ax + bx) / 2 + nx * off, (ay + by) / 2 + ny * off)] for off in (0, 25, -25, 45, -45, 70, -70, 110, -110)]
    top, bottom = min(p.y for p in d.vertices.values()) - 35, max(p.y for p in d.vertices.values()) + 35
    ways += [[(ax + dx, side + k), (bx + dx, side + k)] for side, k in ((top, 0), (bottom, 0), (top, -30), (bottom, 30))
             for dx in (0, 12, -12)]
    for inner in ways:
        shape = [a, b] if inner == ways[0] else smooth_stroke(inner, a, b)
        if stroke_through_vertex(d, shape, (u, v), theme().look.vertex_radius * 1.3) is None:
            return [a, *inner, b]
    raise AssertionError("no stroke found")


def on_sheet(qtbot, gesture, canvas, *args):
    """A click or a drag on the sheet; its move is played once the gesture is over (the next event loop turn)."""
    gesture(canvas, *args)
    wait_settled(qtbot)


def wait_for_person(qtbot, page):
    qtbot.waitUntil(lambda: page.match.state.outcome() is not None or not page.match.computer_to_move(), timeout=PATIENCE_MS)


@pytest.mark.slow_first
def test_a_whole_game_against_the_computer_by_clicks_and_drags(window, qtbot, monkeypatch, tmp_path):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.MEDIUM)), seed=2)  # the book's blank sheets
    table = page.game_view.table
    canvas = table.sheet
    planner, rng = Bot(Level.MEDIUM, slip=0), random.Random(3)
    done = set()
    while page.match.state.outcome() is None:
        wait_for_person(qtbot, page)
        state = page.match.state
        if state.outcome() is not None:
            break
        obs = page.match.observation(0)
        me = obs.players[0]
        moves_before = len(page.match.moves)
        if state.phase == Phase.PICK:
            move = planner.choose(obs, rng).move
            assert isinstance(move, PickResource)
            click_card(qtbot, table.resources[move.index])
            done.add("pick")
        elif state.phase == Phase.DRAW and "refusal" not in done and canvas.drawing.vertices:  # the book's sheet starts blank
            x, y = canvas.drawing.vertices[0].pos
            on_sheet(qtbot, drag, canvas, [(x, y), (x + 40, y - 70), (x - 40, y - 70), (x, y)])  # a loop
            assert "no loops" in table.notice.text() and len(page.match.moves) == moves_before
            on_sheet(qtbot, click, canvas, x + 3, y + 3)  # on a vertex: not a new vertex
            assert len(page.match.moves) == moves_before
            done.add("refusal")
        elif state.phase == Phase.DRAW and "undo" not in done and me.due_vertices:
            on_sheet(qtbot, click, canvas, *free_spot(canvas))
            assert isinstance(page.match.moves[-1], AddVertex)
            assert canvas.drawing.vertices.keys() == set(range(me.sheet.vertices + 1))
            press(qtbot, page, "undo_stroke")  # undo within the drawing
            assert len(page.match.moves) == moves_before and len(canvas.drawing.vertices) == me.sheet.vertices
            done.add("undo")
            continue  # the stroke was taken back: nothing was played
        elif state.phase == Phase.DRAW and "power" not in done and any(
                isinstance(m, (AdjustDraw, SwapDraw)) for m in obs.legal_moves()):
            power = obs.power
            if power.kind == "swap":
                press(qtbot, page, "power_to_edge" if me.due_vertices else "power_to_vertex")
            else:
                spin = table.controls.findChild(QSpinBox, "power_edges" if power.edges else "power_vertices")
                spin.setValue(1)
                press(qtbot, page, "power_use")
            assert page.match.moves[-1] in obs.legal_moves() and page.match.state.players[0].used_power
            done.add("power")
        elif state.phase == Phase.DRAW:
            move = planner.choose(obs, rng).move
            if isinstance(move, AddVertex):
                on_sheet(qtbot, click, canvas, *free_spot(canvas))
            elif isinstance(move, AddEdge):
                on_sheet(qtbot, drag, canvas, stroke(canvas, move.u, move.v))
            elif isinstance(move, EndDrawing):
                press(qtbot, page, "done_drawing")
            elif isinstance(move, SaveObjective):
                click_card(qtbot, table.objectives[obs.objective_row.index(move.card)])
            else:  # the planner's own use of the power
                play_at_screen(page, move)
            assert page.match.moves[moves_before:] == [move] or isinstance(move, (AddVertex, AddEdge))
        elif state.phase == Phase.CLAIM and "failed" not in done:
            g = me.sheet.graph
            wrong = next(c for c in obs.objective_row if obs.objective(c).type == "S"
                         and not claims.has_subgraph(g, obs.objective(c).graph()))
            click_card(qtbot, table.objectives[obs.objective_row.index(wrong)])
            press(qtbot, page, "claim")
            assert "fails" in table.notice.text() and wrong in page.match.state.objective_row
            assert page.match.state.players[0].sheet.crossed == me.sheet.crossed + 1
            done.add("failed")
        elif state.phase == Phase.CLAIM:
            move = planner.choose(obs, rng).move
            if isinstance(move, Pass):
                press(qtbot, page, "pass_claim")
            else:
                assert isinstance(move, Claim)
                card = obs.objective(move.card)
                where = table.objectives if move.card in obs.objective_row else next(
                    p.saved for p in table.panels if p.player == 0)
                click_card(qtbot, next(w for w in where if w.card_id == move.card))
                if card.type == "C":  # circle the components on the sheet, one click each
                    comps = claims.matching_components(me.sheet.graph, card.graph(), me.sheet.frozen)
                    for comp in comps:
                        click(canvas, *canvas.drawing.vertices[min(comp)].pos)
                    assert f"chosen: {len(comps)}" in table.controls.findChild(type(table.notice), "circle_hint").text()
                    done.add("circled")
                press(qtbot, page, "claim")
                if card.type == "C":
                    assert len(page.match.moves[moves_before].vertices) == len(comps)
                assert move.card in page.match.state.players[0].claimed and "proven" in table.notice.text()
                assert any(item.highlight for item in canvas.drawing_scene.vertex_items.values())
                done.add("claimed")
        elif state.phase == Phase.REFRESH:
            if "refresh" not in done:
                assert "crosses 2 boxes" in table.controls.findChild(type(table.notice), "refresh_warning").text()
                press(qtbot, page, "refresh")
                assert isinstance(page.match.moves[moves_before], Refresh)
                assert page.match.state.players[0].sheet.crossed >= me.sheet.crossed + 2 or len(
                    page.match.state.players[0].sheets) > len(me.sheets)
                done.add("refresh")
            else:
                press(qtbot, page, "keep_objectives")
        elif obs.pending(0):
            press(qtbot, page, f"discard_{planner.choose(obs, rng).move.card}")
        assert len(page.match.moves) > moves_before or "refusal" in done, state.phase
    assert done == {"pick", "refusal", "undo", "power", "failed", "claimed", "circled", "refresh"}
    # The end: the score table, what earned a number lit on the sheet, the ranking, the export.
    scores = table.scores
    assert scores.isVisible() and scores.grid.rowCount() >= 2
    assert [scores.grid.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(8)] == [
        "Components", "Diameter", "Max. Degree", "Objectives", "Bonus", "Trivial Comp.", "Minus Points", "TOTAL"]
    ranking = page.match.state.ranking()
    assert f"1. {page.seat_name(ranking[0].player)}: {ranking[0].total} points" in scores.ranking.text()
    assert "ahead of" in scores.ranking.text() or "shares the place" in scores.ranking.text()
    row = scores.rows.index((0, len(page.match.state.players[0].sheets) - 1))
    rect = scores.grid.visualItemRect(scores.grid.item(row, 0))
    qtbot.mouseClick(scores.grid.viewport(), Qt.LeftButton, pos=rect.center())
    assert table.shown_player == 0
    assert any(item.highlight for item in canvas.drawing_scene.vertex_items.values())  # the non-trivial components
    assert scores.export(str(tmp_path / "scores.png"), "png") and scores.export(str(tmp_path / "scores.pdf"), "pdf")
    assert (tmp_path / "scores.png").read_bytes()[:4] == b"\x89PNG"
    assert (tmp_path / "scores.pdf").read_bytes()[:4] == b"%PDF"


def test_the_curtain_comes_before_each_private_bonus_deal(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat(name="Bea")), bonus=True)
    table = page.game_view.table
    assert page.board_stack.currentWidget() is page.curtain and "Ana" in page.curtain.label.text()
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    dealt = page.match.state.players[0].pending_bonus
    assert len(dealt) == 2
    qtbot.waitUntil(button(page, f"discard_{dealt[0]}").isVisible)
    press(qtbot, page, f"discard_{dealt[0]}")
    assert page.board_stack.currentWidget() is page.curtain and "Bea" in page.curtain.label.text()
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    ana = table.panels[0].bonus[0]
    qtbot.waitUntil(ana.isVisible)
    assert ana.face_down  # Bea sees Ana's card by its back only
    assert all(button(page, f"discard_{c}") for c in page.match.state.players[1].pending_bonus)
    assert all(f"discard_{c}" not in [b.objectName() for b in table.controls.findChildren(QPushButton)] for c in dealt)


def test_a_saved_game_resumes_exactly(window, qtbot, monkeypatch, tmp_path):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.MEDIUM)))
    table = page.game_view.table
    click_card(qtbot, table.resources[0])
    wait_for_person(qtbot, page)
    on_sheet(qtbot, click, table.sheet, *free_spot(table.sheet))
    path = str(tmp_path / "cards.graph.json")
    assert window.save_game_to(path)
    state = page.match.state
    assert Match.from_record(page.match.record(), None).state == state  # the record replays exactly
    start(window, monkeypatch, (Seat(), Seat.computer(Level.EASY)), seed=5)  # another game, then back to the saved one
    assert window.open_path(path)
    resumed = window.game_page.match.state
    assert resumed == state and resumed.players[0].sheet.positions == state.players[0].sheet.positions
    assert window.game_page.game_view.table.sheet.drawing.vertices.keys() == set(range(state.players[0].sheet.vertices))


def test_a_claim_contested_at_one_screen_is_checked_and_fails(window, qtbot, monkeypatch):
    window.start_game(GameSetup("cards", None, SEED, (Seat(name="Ana"), Seat(name="Bea")), 0, {"claims": "contest"}))
    page = window.game_page
    table = page.game_view.table
    while page.match.state.phase != Phase.CLAIM:
        play_at_screen(page, page.match.state.legal_moves()[0])
    state = page.match.state
    claimant, other = state.current_player, 1 - state.current_player
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    obs = page.match.observation(claimant)
    g = obs.players[claimant].sheet.graph
    wrong = next(c for c in obs.objective_row if obs.objective(c).type == "S"
                 and not claims.has_subgraph(g, obs.objective(c).graph()))
    click_card(qtbot, table.objectives[obs.objective_row.index(wrong)])
    press(qtbot, page, "claim")
    assert page.match.state.open_claim is not None and page.match.state.current_player == other
    assert page.board_stack.currentWidget() is page.curtain  # the other player is asked: pass the screen
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    assert button(page, "let_stand").isEnabled()
    press(qtbot, page, "contest")
    after = page.match.state
    assert wrong in after.objective_row and after.players[claimant].sheet.crossed == 1
    assert "fails" in table.notice.text() and "contests" in table.notice.text()


def test_the_bonus_draw_power_ends_in_a_private_discard(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.MEDIUM)), bonus=True, seed=1)
    table = page.game_view.table
    press(qtbot, page, f"discard_{page.match.state.players[0].pending_bonus[0]}")
    wait_for_person(qtbot, page)
    click_card(qtbot, table.resources[0])  # a card with an Eulerian: three to pay for the power
    wait_for_person(qtbot, page)
    assert page.match.state.power.kind == "bonus_draw" and page.match.state.players[0].eulerians == 3
    press(qtbot, page, "power_bonus")
    drawn = page.match.state.players[0].pending_bonus
    assert len(drawn) == 2 and all(button(page, f"discard_{c}") for c in drawn)
    press(qtbot, page, f"discard_{drawn[1]}")
    me = page.match.state.players[0]
    assert drawn[0] in me.bonus and len(me.bonus) == 2 and drawn[1] in page.match.state.bonus_discard
    assert drawn[1] not in page.moves.model().text(-1)  # the discard is never named
    assert [w.card_id for w in table.panels[0].bonus if w.isVisibleTo(table)] == list(me.bonus)
    assert button(page, "done_drawing")  # back to drawing


def test_a_refresh_that_overflows_the_minus_track_is_warned_and_shows_the_new_sheet(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"),))  # alone: the solo mode
    table = page.game_view.table
    while len(page.match.state.players[0].sheets) == 1:
        state = page.match.state
        if state.phase == Phase.REFRESH:
            warning = table.controls.findChild(type(table.notice), "refresh_warning").text()
            assert ("starts a new sheet" in warning) == (state.players[0].sheet.crossed + 2 > 8)
            press(qtbot, page, "refresh")
        elif state.phase == Phase.CLAIM:
            press(qtbot, page, "pass_claim")
        else:
            play_at_screen(page, state.legal_moves()[0])
    ana = page.match.state.players[0]
    assert ana.sheet.crossed >= 2 and "New sheet for Ana" in table.notice.text()
    assert table.sheet_choice.isVisibleTo(table) and table.sheet_choice.count() == 2
    table.sheet_choice.activated.emit(0)  # the stored sheet, viewable
    assert len(table.sheet.drawing.vertices) == ana.sheets[0].vertices


def test_the_table_speaks_the_language_chosen_during_a_game(window, qtbot, monkeypatch):
    page = start(window, monkeypatch, (Seat(name="Ana"), Seat.computer(Level.MEDIUM)))
    table = page.game_view.table
    assert button(page, "pick_0").text().startswith("Take: ")
    window.set_language("pt_BR")  # LanguageChange events are posted: wait for them to arrive
    qtbot.waitUntil(lambda: button(page, "pick_0").text().startswith("Pegar: "), timeout=PATIENCE_MS)
    assert "Rodada 1" in page.heads_up.scores.text()  # the round, where the room reads it
    window.set_language("en")
    qtbot.waitUntil(lambda: button(page, "pick_0").text().startswith("Take: "), timeout=PATIENCE_MS)
    assert table.steps_label.text().count("Pick") == 1
