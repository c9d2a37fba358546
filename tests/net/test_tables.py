"""One server, several tables (a tournament of pairs): each device joins a table (the one it names, or the
first with a free seat), gets only its table's frames and its table's board, and plays only there."""

from __future__ import annotations

import json

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.match import Seat
from graphgames_desktop.net.host import ClassroomHost, ClassroomServer
from graphgames_desktop.session.controller import MatchController
from tests.net.helpers import CODE, Device, Hosted, play
from tests.net.test_host import run
from tests.session.helpers import match_of


class Tables(Hosted):
    """``count`` Chomp tables of two people on one server (the first on a path, the others on cycles)."""

    def __init__(self, count: int):
        self.count = count
        super().__init__(seats=2)

    def _make(self) -> None:
        spec = GAMES["chomp"]
        self.server = ClassroomServer(spec, host="127.0.0.1", code=CODE)
        self.matches = [match_of("chomp", [Seat(), Seat()], board_id="path-4" if i == 0 else "cycle-5")
                        for i in range(self.count)]
        self.controllers = [MatchController(m, self.scheduler, self.jobs, pause_ms=0) for m in self.matches]
        self.tables = [ClassroomHost(c, spec, self.scheduler.post, server=self.server) for c in self.controllers]
        for table, controller in zip(self.tables, self.controllers):
            table.start()
            controller.start()
        self.controller, self.host, self.match = self.controllers[0], self.tables[0], self.matches[0]

    def close(self) -> None:
        for controller, table in zip(self.controllers, self.tables):
            self.call(controller.close)
            self.call(table.stop)
        super().close()


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
