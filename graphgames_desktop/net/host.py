"""ClassroomHost: the match served to the class's devices over the local network (aiohttp, its own thread).

Each device that joins takes one seat and becomes one more :class:`~graphgames_desktop.session.screens.Screen`
(a player's, of that seat alone) of the same :class:`~graphgames_desktop.session.controller.MatchController`:
the controller stays the one authority and stays on its own thread. Two threads meet here, and each keeps
its own state:

* the host's thread (an asyncio loop running aiohttp) owns the connections and who holds which seat; it
  checks every message (``wire.parse``) and hands an intent to the controller's thread with ``post``;
* the controller's thread (the GUI thread in the app, the session's loop headless) owns the screens; on
  each event it makes every device's own frame there (``controller.frame`` of that device's screen) and
  hands the text to the host's thread, which sends it to the connection holding that seat, and no other.

``start``, ``stop`` and the constructor are called on the controller's thread.
"""

from __future__ import annotations

import asyncio
import secrets
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from graphgames_desktop.games.cards.round import CardGame
from graphgames_desktop.games.match import SeatKind
from graphgames_desktop.games.spec import GameSpec
from graphgames_desktop.net import wire
from graphgames_desktop.net.wire import Hello, IntentMessage, Ping, WireError, WireProblem, Words
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.intents import Event, Intent, Refused, Shown, Started
from graphgames_desktop.session.screens import Role, Screen

STATIC = Path(__file__).resolve().parent / "static"
#: aiohttp closes a connection (1009) past this; messages between MAX_MESSAGE_BYTES and it get ``too_big``.
HARD_LIMIT = 4 * wire.MAX_MESSAGE_BYTES
#: The most a slow device may have waiting to be sent before the host drops its connection (it rejoins).
MAX_QUEUED = 256


def screen_id(seat: int) -> str:
    return f"device-{seat}"


def join_code() -> str:
    """Six digits, from the system's secure source."""
    return f"{secrets.randbelow(10 ** 6):06d}"


def lan_address() -> str:
    """This machine's address on the local network (the one a route to the outside leaves from; no packet is
    sent), else the loopback address."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            address: str = probe.getsockname()[0]
            return address
        except OSError:
            return "127.0.0.1"


def _same(a: str, b: str) -> bool:
    return secrets.compare_digest(a.encode("utf-8", "surrogatepass"), b.encode("utf-8", "surrogatepass"))


class _Connection:
    """One WebSocket; everything sent to it goes through one queue, in order, by one writer."""

    def __init__(self, ws: web.WebSocketResponse):
        self.ws = ws
        self.seat: int | None = None  # set once it has been welcomed
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: wire.JSONObject | str) -> None:
        if self.queue.qsize() >= MAX_QUEUED:  # a device that reads nothing is let go rather than fill memory
            self.close()
            return
        self.queue.put_nowait(message if isinstance(message, str) else wire.dumps(message))

    def close(self) -> None:
        """Send what is queued, then close."""
        self.queue.put_nowait(None)

    async def _write(self) -> None:
        try:
            while (text := await self.queue.get()) is not None:
                await self.ws.send_str(text)
            await self.ws.close()
        except (ConnectionError, RuntimeError):  # the device went away while we wrote
            pass


@dataclass
class _Device:
    """A seat taken by a device: kept when the connection drops, so the token takes it back."""

    seat: int
    name: str
    token: str
    connection: _Connection | None = field(default=None, repr=False)


class ClassroomHost:
    """Serves ``controller``'s match on ``host``:``port`` (0: a free port) to devices that know ``code``.

    ``post(fn)`` runs ``fn`` on the controller's thread (the scheduler's ``post``); ``words`` gives the
    sentences sent with the codes (``Words.code`` is also called on the host's thread); ``lang`` is the
    language the host suggests to devices; ``on_lobby(message)`` is told each ``lobby`` message (who holds
    which seat), on the host's thread: a window shows it through ``post``.
    """

    def __init__(self, controller: MatchController, spec: GameSpec, post: Callable[[Callable[[], None]], None], *,
                 host: str = "0.0.0.0", port: int = 0, code: str | None = None, words: Words = wire.NO_WORDS,
                 lang: str | None = None, started: bool = False,
                 on_lobby: Callable[[wire.JSONObject], None] | None = None):
        wire.check_hosted(spec)
        self.controller = controller
        self.spec = spec
        self.post = post
        self.host = host
        self.port = port
        self.code = code or join_code()
        self.words = words
        self.lang = lang
        self.on_lobby = on_lobby
        match = controller.match
        self._kinds = tuple(seat.kind for seat in match.seats)
        self._people = frozenset(match.humans())
        state = match.state
        self._cards = wire.dumps(wire.decks_json(state.decks)) if isinstance(state, CardGame) else "{}"
        # The host's thread:
        self._devices: dict[int, _Device] = {}
        self._connections: set[_Connection] = set()
        self._started = started
        # The controller's thread:
        self._attached: set[int] = set()
        self._frame_id = 0
        self._unsubscribe: Callable[[], None] | None = None
        # Both, set once by start:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self.address: tuple[str, int] | None = None

    # -- the server's life --------------------------------------------------------------------------
    def start(self) -> tuple[str, int]:
        """Serve; returns the address bound (OSError when it cannot be, such as a port in use)."""
        ready = threading.Event()
        failure: list[BaseException] = []
        self._unsubscribe = self.controller.subscribe(self._on_event)

        def run() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            runner = web.AppRunner(self._app(), handle_signals=False)
            try:
                loop.run_until_complete(runner.setup())
                loop.run_until_complete(web.TCPSite(runner, self.host, self.port).start())
                self.address = runner.addresses[0][:2]
                self._loop = loop
            except BaseException as exc:  # said by start() on the caller's thread
                failure.append(exc)
                loop.run_until_complete(runner.cleanup())
                loop.close()
                return
            finally:
                ready.set()
            try:
                loop.run_forever()
                loop.run_until_complete(self._shut(runner))
            finally:
                loop.close()

        self._thread = threading.Thread(target=run, name="classroom-host", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._unsubscribe()
            raise failure[0]
        assert self.address is not None
        self._to_host(self._send_lobby)  # the seats as they stand, for on_lobby
        return self.address

    def mark_started(self) -> None:
        """The teacher started the match from the lobby: the devices' lobby says so."""
        self._to_host(self._on_started)

    def stop(self) -> None:
        """Close every connection and the server, end the host's thread, and take the devices' screens away."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        loop, thread = self._loop, self._thread
        self._loop = self._thread = None
        if loop is not None:
            loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(timeout=10)
        for seat in self._attached:
            self.controller.detach(screen_id(seat))
        self._attached.clear()

    async def _shut(self, runner: web.AppRunner) -> None:
        for connection in list(self._connections):
            await connection.ws.close(code=1001, message=b"the host stopped")
            connection.writer.cancel()
        await runner.cleanup()

    def join_url(self, host: str | None = None) -> str:
        """The address a device opens, with the code: ``host`` as the devices reach this machine."""
        assert self.address is not None
        shown = host or (lan_address() if self.address[0] in ("0.0.0.0", "::") else self.address[0])
        return f"http://{shown}:{self.address[1]}/?code={self.code}"

    def _app(self) -> web.Application:
        app = web.Application(client_max_size=wire.MAX_MESSAGE_BYTES)
        app.router.add_get("/", self._index)
        app.router.add_get("/cards.json", self._cards_json)
        app.router.add_get("/ws", self._websocket)
        app.router.add_static("/static", STATIC)
        return app

    # -- HTTP -------------------------------------------------------------------------------------------
    async def _index(self, request: web.Request) -> web.StreamResponse:
        return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-store"})

    async def _cards_json(self, request: web.Request) -> web.Response:
        return web.Response(text=self._cards, content_type="application/json")

    async def _websocket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=HARD_LIMIT, heartbeat=30)
        await ws.prepare(request)
        connection = _Connection(ws)
        self._connections.add(connection)
        try:
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    self._receive(connection, message.data)
                elif message.type == WSMsgType.BINARY:
                    connection.send(wire.error(WireProblem.NOT_TEXT, self.words))
        finally:
            self._connections.discard(connection)
            self._left(connection)
            connection.close()
        return ws

    # -- messages in (the host's thread) ----------------------------------------------------------------
    def _receive(self, connection: _Connection, data: str) -> None:
        try:
            message = wire.parse(data, self.spec)
            if isinstance(message, Ping):
                connection.send(wire.pong())
            elif isinstance(message, Hello):
                self._join(connection, message)
            elif isinstance(message, IntentMessage):
                self._intent(connection, message.intent)
        except WireError as exc:
            connection.send(wire.error(exc.code, self.words, exc.detail))

    def _device_of(self, connection: _Connection) -> _Device | None:
        device = self._devices.get(connection.seat) if connection.seat is not None else None
        return device if device is not None and device.connection is connection else None

    def _join(self, connection: _Connection, hello: Hello) -> None:
        if connection.seat is not None:
            raise WireError(WireProblem.ALREADY_JOINED)
        if hello.v != wire.VERSION:
            raise WireError(WireProblem.VERSION, str(wire.VERSION))
        if not _same(hello.code, self.code):
            raise WireError(WireProblem.WRONG_CODE)
        if hello.token is not None:
            device = next((d for d in self._devices.values() if _same(d.token, hello.token)), None)
            if device is None or hello.seat not in (None, device.seat):
                raise WireError(WireProblem.BAD_TOKEN)
            old = device.connection
            if old is not None:  # a reloaded page took its seat back: the old connection is let go
                old.seat = None
                old.send(wire.error(WireProblem.REPLACED, self.words))
                old.close()
        else:
            seat = hello.seat if hello.seat is not None else next(
                (s for s in sorted(self._people) if s not in self._devices), None)
            if seat is None:
                raise WireError(WireProblem.NO_FREE_SEAT)
            if seat not in self._people:
                raise WireError(WireProblem.NO_SUCH_SEAT)
            if seat in self._devices:
                raise WireError(WireProblem.SEAT_TAKEN)
            device = self._devices[seat] = _Device(seat, hello.name, secrets.token_urlsafe(16))
        device.connection, device.name, connection.seat = connection, hello.name, device.seat
        connection.send(wire.welcome(device.seat, device.token, self.spec.id, device.name, self.lang))
        self._send_lobby()
        seat = device.seat
        self.post(lambda: self._attach(seat))

    def _intent(self, connection: _Connection, intent: Intent) -> None:
        device = self._device_of(connection)
        if device is None:
            raise WireError(WireProblem.NOT_JOINED)
        seat = device.seat  # the seat of this connection, whatever the message says
        self.post(lambda: self._submit(seat, intent))

    def _left(self, connection: _Connection) -> None:
        device = self._device_of(connection)
        if device is not None:
            device.connection = None
            self._send_lobby()

    # -- messages out (the host's thread) ---------------------------------------------------------------
    def _lobby(self) -> wire.JSONObject:
        seats: list[wire.JSONObject] = []
        for seat, kind in enumerate(self._kinds):
            device = self._devices.get(seat)
            seats.append({"seat": seat, "kind": "computer" if kind == SeatKind.COMPUTER else "person",
                          "name": device.name if device else None,
                          "connected": device is not None and device.connection is not None})
        return wire.lobby(seats, self._started)

    def _send_lobby(self) -> None:
        message = self._lobby()
        if self.on_lobby is not None:
            self.on_lobby(message)
        text = wire.dumps(message)
        for device in self._devices.values():
            if device.connection is not None:
                device.connection.send(text)

    def _deliver(self, seat: int, text: str) -> None:
        device = self._devices.get(seat)
        if device is not None and device.connection is not None:
            device.connection.send(text)

    def _on_started(self) -> None:
        self._started = True
        self._send_lobby()

    # -- the controller's thread -------------------------------------------------------------------------
    def _to_host(self, fn: Callable[..., None], *args: Any) -> None:
        loop = self._loop
        if loop is not None:
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # the host stopped meanwhile
                pass

    def _attach(self, seat: int) -> None:
        if self._loop is None:
            return
        if seat not in self._attached:
            self.controller.attach(Screen(screen_id(seat), Role.PLAYER, frozenset({seat}), seat))
            self._attached.add(seat)
        self._send_frames([seat])

    def _submit(self, seat: int, intent: Intent) -> None:
        if seat in self._attached:
            self.controller.submit(screen_id(seat), intent)  # a refusal comes back as a Refused event

    def _seat_of(self, screen: str) -> int | None:
        return next((seat for seat in self._attached if screen_id(seat) == screen), None)

    def _on_event(self, event: Event) -> None:
        if isinstance(event, Refused):
            seat = self._seat_of(event.screen)
            if seat is not None:
                self._to_host(self._deliver, seat, wire.dumps(wire.refused(str(event.code), self.words)))
            return
        if isinstance(event, Started):
            self._to_host(self._on_started)
        if isinstance(event, Shown):
            seat = self._seat_of(event.screen)
            self._send_frames([] if seat is None else [seat])
        else:
            self._send_frames(sorted(self._attached))

    def _send_frames(self, seats: list[int]) -> None:
        """Each seat's own frame, made here on the controller's thread, sent to that seat's connection."""
        if not seats:
            return
        self._frame_id += 1
        for seat in seats:
            frame = self.controller.frame(screen_id(seat))
            self._to_host(self._deliver, seat, wire.dumps(wire.frame_message(self._frame_id, frame, self.words)))
