"""A tournament of pairs from the class's panel: the match shown becomes table 1 of four, each table a match
of its own on the same board served on the one server; the projector shows every table with who plays it,
and one large on request; a pair's moves change only its table; ending the class's game closes every table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.graph import boards
from graphgames_desktop.ui.autosave import Orphan
from graphgames_desktop.ui.game.class_hosting import boards_for_tables
from tests.net.helpers import play
from tests.ui.test_class_panel import on_phones, open_to_class


@pytest.fixture
def duel(window, monkeypatch, qtbot):
    open_to_class(window, monkeypatch, qtbot, new_match(GAMES["hackenbush"], (Seat(), Seat()), boards.board("bamboo"), {}))
    yield window
    window.game_page.stop_hosting()


def test_a_tournament_of_four_pairs_on_the_projector(duel, qtbot):
    page = duel.game_page
    lobby = page.lobby
    assert lobby.tournament_button.isVisible() and lobby.tables.value() == 4
    qtbot.mouseClick(lobby.tournament_button, Qt.LeftButton)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)  # every table starts with the first
    view = page.tournament
    assert view is not None and len(view.tiles) == 4 and page.board_stack.currentWidget() is view
    assert len(page.tournament_tables) == 3 and "tournament of 4 tables" in page.heads_up.turn.text()
    # The tables' boards are only shown: Tab never stops in one (a keyboard ring showed on a projector's table).
    assert not [w for tile in view.tiles for w in (tile.view.widget(), *tile.view.widget().findChildren(QWidget))
                if w.focusPolicy() & Qt.TabFocus]
    host = page.classroom_host

    async def scenario(phone):
        devices = [await phone() for _ in range(4)]
        for i, device in enumerate(devices):
            await device.join(f"P{i}", code=host.code)  # the first free seats: table 1 fills, then table 2
        tables = [(d.messages[0]["table"], d.messages[0]["seat"]) for d in devices]
        await devices[2].send(play(devices[2].frame["legal"][0], 0))
        await devices[3].wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)
        return tables

    tables = on_phones(qtbot, host.address[1], host.code, scenario)[0]
    assert tables == [(0, 0), (0, 1), (1, 0), (1, 1)]
    qtbot.waitUntil(lambda: view.tiles[1].caption.text() == "Table 2: P2 × P3\nP3 to move.")
    # The class's panel lists every table's seats, with the same controls: a device at table 2 removed there.
    assert len(lobby.rows) == 8
    qtbot.waitUntil(lambda: "Table 2 · Player A: P2" in lobby.seats_text())
    row = next(r for r in lobby.rows if r.table == 1 and r.seat == 1)
    remove = next(a for a in row.remove.menu().actions() if a.text() == "Remove P3's device")
    remove.trigger()
    qtbot.waitUntil(lambda: "Table 2 · Player B: free" in lobby.seats_text())
    assert len(page.tournament_tables[0].controller.match.moves) == 1 and not page.match.moves
    assert [len(t.view.frame.moves) for t in view.tiles] == [0, 1, 0, 0]
    qtbot.mouseClick(view.tiles[2].open_button, Qt.LeftButton)
    assert [t.isVisibleTo(view) for t in view.tiles] == [False, False, True, False] and view.all_button.isVisibleTo(view)
    qtbot.mouseClick(view.all_button, Qt.LeftButton)
    assert all(t.isVisibleTo(view) for t in view.tiles)
    server = host.server
    qtbot.mouseClick(lobby.end_button, Qt.LeftButton)
    assert page.tournament is None and page.tournament_tables == [] and not server.running
    assert page.board_stack.currentWidget() is page.game_view.widget()


def test_pairs_choose_their_boards_on_their_devices_until_the_start(duel, qtbot):
    page = duel.game_page
    page.board_id = "bamboo"  # as New game leaves it
    lobby = page.lobby
    qtbot.mouseClick(lobby.pairs_choose, Qt.LeftButton)
    lobby.tables.setValue(2)
    qtbot.mouseClick(lobby.tournament_button, Qt.LeftButton)
    view = page.tournament
    qtbot.waitUntil(lambda: view.tiles[1].caption.text().startswith("Table 2 (Bamboo stalks): "))
    host = page.classroom_host
    girl = len(boards.board("girl").edges)

    async def scenario(phone):
        device = await phone()
        await device.join("Ana", code=host.code, table=1)
        lobby_message = await device.wait(lambda m: m["type"] == "lobby" and m["boards"])
        assert lobby_message["board_name"] == "Bamboo stalks"
        offered = [b["id"] for b in lobby_message["boards"]]
        assert "girl" in offered and "random-rooted" not in offered  # a random board has no one drawing
        mark = len(device.messages)
        await device.send({"type": "board", "board": "girl"})
        told = await device.wait(lambda m: m["type"] == "lobby" and m["board_name"] == "Girl", mark)
        assert told["board"] == 1  # the device fetches the board again
        frame = await device.wait(lambda m: m["type"] == "frame", mark)  # the new start's
        return frame["frame"]["live_ply"]

    assert on_phones(qtbot, host.address[1], host.code, scenario)[0] == 0
    qtbot.waitUntil(lambda: view.tiles[1].caption.text().startswith("Table 2 (Girl): "))
    table = page.tournament_tables[0].controller.match
    assert len(table.setup.board.edges) == girl and table.setup.options["mode"] != "green"  # a coloured picture
    assert view.tiles[1].view.frame.observation == table.observation(None) and page.match.setup.options["mode"] == "green"
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    assert not lobby.pairs_choose.isEnabled()

    async def too_late(phone):
        device = await phone()
        await device.join("Bia", code=host.code, table=1)
        return (await device.reply({"type": "board", "board": "house"}))["code"]

    assert on_phones(qtbot, host.address[1], host.code, too_late)[0] == "board_fixed"


def test_after_a_crash_every_table_of_the_tournament_goes_on_and_its_devices_rejoin(duel, qtbot, tmp_path):
    page = duel.game_page
    page.board_id = "bamboo"
    lobby = page.lobby
    qtbot.mouseClick(lobby.pairs_choose, Qt.LeftButton)
    lobby.tables.setValue(3)
    qtbot.mouseClick(lobby.tournament_button, Qt.LeftButton)
    host = page.classroom_host
    port, code = host.address[1], host.code

    async def before(phone):
        ana = await phone()
        token = (await ana.join("Ana", code=code, table=2))["token"]
        mark = len(ana.messages)
        await ana.send({"type": "board", "board": "house"})
        await ana.wait(lambda m: m["type"] == "lobby" and m["board_name"] == "House", mark)
        return token

    token = on_phones(qtbot, port, code, before)[0]
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)

    async def move(phone):
        ana = await phone()
        await ana.join("Ana", code=code, token=token)
        await ana.send(play(ana.frame["legal"][0], 0))
        frame = await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)
        return frame["frame"]["words"]["last_move"]

    # Said in the table's own board's words (they were the first table's, whose edges are others) and names.
    assert on_phones(qtbot, port, code, move)[0].startswith("Ana cuts a blue edge (")  # House is played Blue-Red
    qtbot.waitUntil(lambda: len(page.tournament_tables[1].controller.match.moves) == 1)
    duel.autosave()  # as after every change of a table
    copy = tmp_path / "orphan.graph.json"
    copy.write_bytes(duel.autosaves.path("game").read_bytes())
    page.stop_hosting()  # the crash: the server and every table are gone
    assert duel._recover(Orphan(copy, "game"))
    view = page.tournament
    assert view is not None and len(view.tiles) == 3 and page.classroom_host.address[1] == port
    table = page.tournament_tables[1].controller.match
    assert len(table.moves) == 1 and len(table.setup.board.edges) == len(boards.board("house").edges)
    qtbot.waitUntil(lambda: view.tiles[2].caption.text().startswith("Table 3 (House): Ana × Red (Player B)"))
    assert view.tiles[0].caption.text().startswith("Table 1 (Bamboo stalks)")
    assert page.lobby.pairs_choose.isChecked() and not page.lobby.tournament_button.isEnabled()

    async def after(phone):
        ana = await phone()
        welcome = await ana.join("Ana", code=code, token=token)
        return welcome["table"], ana.frame["live_ply"]

    assert on_phones(qtbot, port, code, after)[0] == (2, 1)


def test_a_pair_is_offered_only_boards_its_game_takes():
    domination = new_match(GAMES["domination"], (Seat(), Seat()), boards.board("petersen"), {})
    offered = boards_for_tables(domination)
    assert "petersen" in offered and "complete-4" not in offered  # Domination refuses a complete graph
    assert "random-gnp" not in offered and "bamboo" not in offered  # no one drawing; a multigraph picture
    hackenbush = new_match(GAMES["hackenbush"], (Seat(), Seat()), boards.board("bamboo"), {})
    assert {"bamboo", "girl", "cube"} <= set(boards_for_tables(hackenbush))
