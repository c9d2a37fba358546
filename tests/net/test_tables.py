"""One server, several tables (a tournament of pairs): each device joins a table (the one it names, or the
first with a free seat), gets only its table's frames and its table's board, and plays only there."""

from __future__ import annotations

import json

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.match import Seat
from graphgames_desktop.net.host import BoardChoice, ClassroomHost, ClassroomServer
from graphgames_desktop.session.controller import MatchController
from tests.net.helpers import CODE, Device, Hosted, play
from tests.net.test_host import run
from tests.session.helpers import match_of


class Tables(Hosted):
    """``count`` Chomp tables of two people on one server (the first on a path, the others on cycles)."""

    def __init__(self, count: int, started: bool = True):
        self.count, self.started = count, started
        super().__init__(seats=2)

    def _make(self) -> None:
        spec = GAMES["chomp"]
        self.server = ClassroomServer(spec, host="127.0.0.1", code=CODE)
        self.matches = [match_of("chomp", [Seat(), Seat()], board_id="path-4" if i == 0 else "cycle-5")
                        for i in range(self.count)]
        self.controllers = [MatchController(m, self.scheduler, self.jobs, pause_ms=0) for m in self.matches]
        self.tables = [ClassroomHost(c, spec, self.scheduler.post, server=self.server, started=self.started)
                       for c in self.controllers]
        for table, controller in zip(self.tables, self.controllers):
            controller.start()  # before its table is served, as the app does: the table waits for the teacher's Start
            table.start()
        self.controller, self.host, self.match = self.controllers[0], self.tables[0], self.matches[0]

    def close(self) -> None:
        for controller, table in zip(self.controllers, self.tables):
            self.call(controller.close)
            self.call(table.stop)
        super().close()


def offer_boards(tables: Tables, table: int, offered: tuple[tuple[str, str], ...]) -> None:
    """``table``'s pair may choose one of ``offered`` (id, name; it plays the first now), as the app offers them:
    a choice begins the table again on a Chomp match on that board."""
    def choose(board: str) -> None:
        tables.controllers[table].change_board(match_of("chomp", [Seat(), Seat()], board_id=board))
        tables.tables[table].offer_boards(BoardChoice(dict(offered)[board], offered, choose))

    tables.call(lambda: tables.tables[table].offer_boards(BoardChoice(offered[0][1], offered, choose)))


def test_devices_join_their_tables_and_see_and_play_only_there():
    tables = Tables(3)
    try:
        async def scenario(session):
            devices = [await Device(session, tables.url).open() for _ in range(5)]
            welcomes = [await devices[0].join("A", table=2), await devices[1].join("B")]
            welcomes += [await d.join(n) for d, n in zip(devices[2:], "CDE")]
            assert [(w["table"], w["seat"]) for w in welcomes] == [(2, 0), (0, 0), (0, 1), (1, 0), (1, 1)]
            lobby = next(m for m in devices[0].messages if m["type"] == "lobby")
            assert lobby["table"] == 2 and lobby["tables"] == 3 and [s["name"] for s in lobby["seats"]] == ["A", None]
            async with session.get(f"{tables.url}/board.json?table=1") as reply:
                board = json.loads(await reply.text())
            assert len(board["vertices"]) == 5  # table 1 plays on a cycle, table 0 on a path of 4
            async with session.get(f"{tables.url}/board.json?table=9") as reply:
                assert reply.status == 404
            mark = [len(d.messages) for d in devices]
            await devices[1].send(play(devices[1].frame["legal"][0], 0))
            await devices[2].wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1, mark[2])
            for other in (0, 3, 4):  # the other tables heard nothing of it
                assert not any(m["type"] == "frame" for m in devices[other].messages[mark[other]:])
            assert tables.call(lambda: [len(m.moves) for m in tables.matches]) == [1, 0, 0]
            stranger = await Device(session, tables.url).open()
            hello = {"type": "hello", "v": 1, "code": CODE, "name": "X", "table": 7}
            assert (await stranger.reply(hello))["code"] == "no_such_table"

        run(scenario)
    finally:
        tables.close()


def test_a_pair_chooses_its_tables_board_from_those_offered_until_the_start_and_gets_the_new_board():
    tables = Tables(2, started=False)
    offer_boards(tables, 1, (("cycle-5", "Cycle C5"), ("petersen", "Petersen graph")))
    try:
        async def scenario(session):
            first, a, b = [await Device(session, tables.url).open() for _ in range(3)]
            await first.join("Z", table=0)
            welcome = await a.join("A", table=1)
            await b.join("B", table=1)
            assert welcome["board"] == 0
            lobby = await a.wait(lambda m: m["type"] == "lobby" and m["boards"])
            assert lobby["board_name"] == "Cycle C5" and [o["id"] for o in lobby["boards"]] == ["cycle-5", "petersen"]
            # Table 0 offers no choice; a board not offered is refused; a stranger's message too.
            assert (await first.reply({"type": "board", "board": "petersen"}))["code"] == "board_fixed"
            assert (await a.reply({"type": "board", "board": "dodecahedron"}))["code"] == "no_such_board"
            assert (await a.reply({"type": "board", "board": 7}))["code"] == "bad_field"
            stranger = await Device(session, tables.url).open()
            assert (await stranger.reply({"type": "board", "board": "petersen"}))["code"] == "not_joined"
            mark, mark_a = len(b.messages), len(a.messages)
            await a.send({"type": "board", "board": "petersen"})
            # Both of the pair hear of it: the lobby names the new drawing, the frame is the new start.
            lobby = await b.wait(lambda m: m["type"] == "lobby" and m["board"] == 1 and m["board_name"] == "Petersen graph",
                                 mark)
            async with session.get(f"{tables.url}/board.json?table=1&v={lobby['board']}") as reply:
                assert len(json.loads(await reply.text())["vertices"]) == 10
            # The first to move may take any of the 10 vertices and 15 edges.
            await a.wait(lambda m: m["type"] == "frame" and len(m["frame"]["legal"]) == 25, mark_a)
            assert tables.call(lambda: tables.matches[0].setup.board is tables.controllers[0].match.setup.board)
            # Started, the board stands.
            tables.call(lambda: [t.mark_started() for t in tables.tables])
            await a.wait(lambda m: m["type"] == "lobby" and m["started"] and not m["boards"])
            assert (await a.reply({"type": "board", "board": "cycle-5"}))["code"] == "board_fixed"

        run(scenario)
    finally:
        tables.close()


def test_a_device_joining_any_seat_or_a_team_sits_at_a_free_table_before_joining_a_team():
    tables = Tables(2)
    try:
        async def scenario(session):
            devices = [await Device(session, tables.url).open() for _ in range(4)]
            welcomes = [await d.join(n, team=True) for d, n in zip(devices, "ABCD")]
            return [(w["table"], w["seat"]) for w in welcomes]

        # Before: the second table stayed empty while the first one's seats took teams.
        assert run(scenario) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    finally:
        tables.close()
