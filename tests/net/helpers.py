"""A card match hosted on loopback for tests, and devices that talk to it over real WebSockets.

The controller runs on its own asyncio loop in a thread (as ``graphgames --serve`` runs it), the host on
its own thread, and the devices are aiohttp clients on the test's loop. Nothing sleeps: a test waits for a
message it expects (with a timeout), and reads the match on the controller's thread.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import aiohttp

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.net.host import ClassroomHost
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.event_loop import AsyncioScheduler, ThreadJobs
from tests.session.helpers import match_of

CODE = "123456"
WAIT = 20.0  # seconds a test waits for a message before it fails (never reached when the host works)
SECRETS = ("bonus", "pending_bonus", "chosen")


class Hosted:
    """A match of ``game`` (the card game unless said; a board game on the library's ``board_id``) of ``seats``
    (the last ``computers`` of them the computer's) served on 127.0.0.1."""

    def __init__(self, seats: int = 3, computers: int = 0, seed: int = 1, host_class: type[ClassroomHost] = ClassroomHost,
                 match: Match | None = None, host_options: dict[str, Any] | None = None, game: str = "cards",
                 board_id: str | None = None, **options: Any):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="session", daemon=True)
        self.thread.start()
        self.scheduler = AsyncioScheduler(self.loop)
        self.jobs = ThreadJobs(self.scheduler)
        players = [Seat() for _ in range(seats - computers)] + [Seat.computer(Level.EASY) for _ in range(computers)]
        self.match = match or match_of(game, players, seed=seed, board_id=board_id, **options)

        self.host_class, self.host_options = host_class, host_options or {}
        self.call(self._make)
        address = self.host.address
        assert address is not None
        self.url = f"http://127.0.0.1:{address[1]}"

    def _make(self) -> None:
        self.controller = MatchController(self.match, self.scheduler, self.jobs, pause_ms=0)
        self.host = self.host_class(self.controller, GAMES[self.match.spec.id], self.scheduler.post, host="127.0.0.1",
                                    **({"code": CODE} | self.host_options))
        self.host.start()
        self.controller.start()

    def call(self, fn: Callable[[], Any]) -> Any:
        """``fn()`` on the controller's thread (the match is read there only)."""
        done: Future[Any] = Future()

        def run() -> None:
            try:
                done.set_result(fn())
            except BaseException as exc:
                done.set_exception(exc)

        self.loop.call_soon_threadsafe(run)
        return done.result(timeout=WAIT)

    def record(self) -> dict:
        return self.call(self.match.record)

    def close(self) -> None:
        self.call(self.controller.close)
        self.call(self.host.stop)
        self.jobs.close()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=WAIT)
        self.loop.close()


class Device:
    """One phone: a WebSocket to the host; every message it got, in order, and its latest frame."""

    def __init__(self, session: aiohttp.ClientSession, url: str):
        self.session = session
        self.url = url
        self.messages: list[dict] = []
        self.texts: list[str] = []
        self.changed = asyncio.Condition()
        self.closed = False

    async def open(self) -> Device:
        self.ws = await self.session.ws_connect(self.url + "/ws")
        self.reader = asyncio.get_running_loop().create_task(self._read())
        return self

    async def _read(self) -> None:
        async for message in self.ws:
            if message.type == aiohttp.WSMsgType.TEXT:
                async with self.changed:
                    self.texts.append(message.data)
                    self.messages.append(json.loads(message.data))
                    self.changed.notify_all()
        async with self.changed:
            self.closed = True
            self.changed.notify_all()

    async def send(self, message: dict | str | bytes) -> None:
        if isinstance(message, bytes):
            await self.ws.send_bytes(message)
        else:
            await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def wait(self, test: Callable[[dict], bool], after: int = 0) -> dict:
        """The first message from index ``after`` on that passes ``test``, waiting for it."""
        def found() -> dict | None:
            return next((m for m in self.messages[after:] if test(m)), None)

        async with self.changed:
            await asyncio.wait_for(self.changed.wait_for(lambda: found() is not None or self.closed), WAIT)
        message = found()
        assert message is not None, f"the connection closed first; got {self.messages[after:]}"
        return message

    async def reply(self, message: dict | str | bytes, kind: str | tuple[str, ...] = ("error", "refused")) -> dict:
        """Send ``message`` and wait for the next message of ``kind``."""
        kinds = (kind,) if isinstance(kind, str) else kind
        mark = len(self.messages)
        await self.send(message)
        return await self.wait(lambda m: m["type"] in kinds, mark)

    async def join(self, name: str, seat: int | None = None, token: str | None = None, code: str = CODE,
                   team: bool = False, table: int | None = None) -> dict:
        """Join (or rejoin with ``token``); the welcome, once this seat's first frame came too."""
        mark = len(self.messages)
        await self.send({"type": "hello", "v": 1, "code": code, "name": name, "seat": seat, "token": token, "team": team,
                         "table": table})
        welcome = await self.wait(lambda m: m["type"] in ("welcome", "error"), mark)
        assert welcome["type"] == "welcome", welcome
        await self.wait(lambda m: m["type"] == "frame", mark)
        return welcome

    async def closed_by_host(self) -> None:
        async with self.changed:
            await asyncio.wait_for(self.changed.wait_for(lambda: self.closed), WAIT)

    def frames(self) -> list[dict]:
        return [m for m in self.messages if m["type"] == "frame"]

    @property
    def frame(self) -> dict:
        return max(self.frames(), key=lambda m: m["id"])["frame"]

    async def close(self) -> None:
        await self.ws.close()
        await self.reader


def secrets_of_others(frame: dict) -> list[str]:
    """The hidden fields of the other seats that a frame's observation shows (none may, until the end)."""
    observation = frame["observation"]
    if observation["phase"] == "over":
        return []
    return [f"{i}.{name}" for i, player in enumerate(observation["players"]) if i != frame["seat"]
            for name in SECRETS if player[name] is not None]


def play(move: dict, at_ply: int, seat: int | None = None) -> dict:
    return {"type": "intent", "intent": {"kind": "play", "move": move, "at_ply": at_ply, "seat": seat}}
