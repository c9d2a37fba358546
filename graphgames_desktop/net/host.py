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
import logging
import secrets
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from graphgames_desktop.games.match import SeatKind
from graphgames_desktop.games.spec import GameSpec
from graphgames_desktop.net import wire
from graphgames_desktop.net.wire import ChooseBoard, Hello, IntentMessage, Look, Ping, WireError, WireProblem, Words
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.intents import BoardChanged, Event, Intent, Play, Refused, SeatChanged, Shown, Started
from graphgames_desktop.session.screens import Role, Screen
from graphgames_desktop.session.vote import Vote

STATIC = Path(__file__).resolve().parent / "static"
#: aiohttp closes a connection (1009) past this; messages between MAX_MESSAGE_BYTES and it get ``too_big``.
HARD_LIMIT = 4 * wire.MAX_MESSAGE_BYTES
#: The refusal of a device's intent before the teacher has started the class's game.
NOT_STARTED = "not_started"
#: The most a slow device may have waiting to be sent before the host drops its connection (it rejoins).
MAX_QUEUED = 256


def screen_id(device: str) -> str:
    """The controller's screen of a device (a Member's id): each device has its own, so its replay, its
    refusals and its vote are its own, even in a team that shares a seat."""
    return f"device-{device}"


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
    """A device holding a seat (alone, or in a team that shares it): kept when the connection drops, so its
    token takes the seat back. ``id`` names it to the teacher (the token is its key and never shown)."""

    seat: int
    name: str
    token: str
    id: str = field(default_factory=lambda: secrets.token_hex(4))
    connection: _Connection | None = field(default=None, repr=False)


@dataclass(frozen=True)
class Member:
    """A device in the teacher's list: ``id`` to remove it by."""

    id: str
    seat: int
    name: str
    connected: bool


@dataclass(frozen=True)
class Roster:
    """Who holds which seat, as the teacher's desktop shows it: each seat's kind ("person" or "computer"),
    the devices, and whether the match has begun."""

    kinds: tuple[str, ...]
    members: tuple[Member, ...]
    started: bool

    def at(self, seat: int) -> tuple[Member, ...]:
        return tuple(m for m in self.members if m.seat == seat)


@dataclass(frozen=True)
class Seating:
    """What a restarted host needs for the devices to take their seats back: kept with the app's autosave
    (never in a file the user saves: the tokens are the seats' keys)."""

    code: str
    port: int
    started: bool
    devices: tuple[tuple[int, str, str], ...]  # seat, name, token

    def to_json(self) -> wire.JSONObject:
        return {"code": self.code, "port": self.port, "started": self.started,
                "devices": [{"seat": seat, "name": name, "token": token} for seat, name, token in self.devices]}

    @classmethod
    def from_json(cls, raw: object, seats: int) -> Seating:
        """ValueError unless ``raw`` is a seating of a match of ``seats`` seats."""
        if not isinstance(raw, dict) or not isinstance(raw.get("devices"), list):
            raise ValueError("seating")
        code, port, started = raw.get("code"), raw.get("port"), raw.get("started")
        if not (isinstance(code, str) and 0 < len(code) <= 64 and isinstance(port, int) and 0 <= port < 65536
                and isinstance(started, bool)):
            raise ValueError("seating")
        devices = []
        for entry in raw["devices"]:
            seat, name, token = (entry.get(k) for k in ("seat", "name", "token")) if isinstance(entry, dict) else (None,) * 3
            if not (isinstance(seat, int) and 0 <= seat < seats and isinstance(name, str)
                    and isinstance(token, str) and 0 < len(token) <= 64):
                raise ValueError("seating device")
            devices.append((seat, wire.name_of(name), token))
        return cls(code, port, started, tuple(devices))


@dataclass(frozen=True)
class BoardChoice:
    """A table's board as its devices are told it: its ``name``; where the pair may choose another before
    the teacher's Start, the library's boards ``offered`` (id, name) and ``choose(id)``, called on the
    controller's thread, which begins the table again on that board."""

    name: str | None = None
    offered: tuple[tuple[str, str], ...] = ()
    choose: Callable[[str], None] | None = None


class ClassroomServer:
    """The class's web server: one address and join code, the device page, every device's WebSocket. It
    hands each device that joins to a *table* (a :class:`ClassroomHost`: one match; a tournament has one a
    pair) and routes the device's messages there. It runs an asyncio loop on its own thread (the host's
    thread); the tables' own work on the devices is done on it too."""

    def __init__(self, spec: GameSpec, *, host: str = "0.0.0.0", port: int = 0, code: str | None = None,
                 words: Words = wire.NO_WORDS):
        self.spec = spec
        self.host = host
        self.port = port
        self.code = code or join_code()
        self.words = words
        self.tables: list[ClassroomHost] = []
        self._connections: dict[_Connection, ClassroomHost | None] = {}  # the table each has joined
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self.address: tuple[str, int] | None = None

    @property
    def running(self) -> bool:
        return self._loop is not None

    def start(self) -> tuple[str, int]:
        """Serve; returns the address bound (OSError when it cannot be, such as a port in use)."""
        ready = threading.Event()
        failure: list[BaseException] = []

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
            raise failure[0]
        assert self.address is not None
        self.port = self.address[1]
        return self.address

    def stop(self) -> None:
        """Close every connection and the server, and end the host's thread."""
        loop, thread = self._loop, self._thread
        self._loop = self._thread = None
        if loop is not None:
            loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(timeout=10)

    def call(self, fn: Callable[..., None], *args: Any) -> None:
        """``fn(*args)`` on the host's thread (nothing once the server has stopped)."""
        loop = self._loop
        if loop is not None:
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # it stopped meanwhile
                pass

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
        app.router.add_get("/cards.json", self._static_json)
        app.router.add_get("/board.json", self._static_json)
        app.router.add_get("/ws", self._websocket)
        app.router.add_static("/static", STATIC)
        return app

    # -- HTTP -------------------------------------------------------------------------------------------
    async def _index(self, request: web.Request) -> web.StreamResponse:
        return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-store"})

    async def _static_json(self, request: web.Request) -> web.Response:
        """A table's decks or board (``?table=N``; the first table's without it). Not kept by the browser: a
        table may begin again on another board."""
        raw = request.query.get("table", "0")
        table = int(raw) if raw.isdigit() and int(raw) < len(self.tables) else None
        text = self.tables[table].static.get(request.path) if table is not None else None
        if text is None:
            raise web.HTTPNotFound()
        return web.Response(text=text, content_type="application/json", headers={"Cache-Control": "no-store"})

    async def _websocket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=HARD_LIMIT, heartbeat=30)
        await ws.prepare(request)
        connection = _Connection(ws)
        self._connections[connection] = None
        try:
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    self._receive(connection, message.data)
                elif message.type == WSMsgType.BINARY:
                    connection.send(wire.error(WireProblem.NOT_TEXT, self.words))
        finally:
            table = self._connections.pop(connection, None)
            if table is not None:
                table._left(connection)
            connection.close()
        return ws

    # -- messages in (the host's thread) ----------------------------------------------------------------
    def _receive(self, connection: _Connection, data: str) -> None:
        try:
            message = wire.parse(data, self.spec)
            table = self._connections.get(connection)
            if isinstance(message, Ping):
                connection.send(wire.pong())
            elif isinstance(message, Hello):
                if table is not None and table._device_of(connection) is not None:
                    raise WireError(WireProblem.ALREADY_JOINED)
                if message.v != wire.VERSION:
                    raise WireError(WireProblem.VERSION, str(wire.VERSION))
                if not _same(message.code, self.code):
                    raise WireError(WireProblem.WRONG_CODE)
                table = self._table_for(message)
                table._join(connection, message)
                self._connections[connection] = table
            elif isinstance(message, Look):
                if not _same(message.code, self.code):
                    raise WireError(WireProblem.WRONG_CODE)
                number = message.table or 0
                if not 0 <= number < len(self.tables):
                    raise WireError(WireProblem.NO_SUCH_TABLE)
                connection.send(self.tables[number].lobby_text)
            elif isinstance(message, IntentMessage):
                device = table._device_of(connection) if table is not None else None
                if table is None or device is None:
                    raise WireError(WireProblem.NOT_JOINED)
                table._intent(device, message.intent)
            elif isinstance(message, ChooseBoard):
                device = table._device_of(connection) if table is not None else None
                if table is None or device is None:
                    raise WireError(WireProblem.NOT_JOINED)
                table._choose_board(message.board)
        except WireError as exc:
            connection.send(wire.error(exc.code, self.words, exc.detail))

    def _table_for(self, hello: Hello) -> ClassroomHost:
        """The table a ``hello`` joins: the one holding its token; the one it names; else the first with a
        free seat, then (``hello.team``) the first with room in a team (where none has, the first table, whose
        refusal says why): a device that would join any seat or a team sits alone at a free table first."""
        if hello.token is not None:
            table = next((t for t in self.tables if t._holds(hello.token)), None)
            if table is None:
                raise WireError(WireProblem.BAD_TOKEN)
            return table
        if hello.table is not None:
            if not 0 <= hello.table < len(self.tables):
                raise WireError(WireProblem.NO_SUCH_TABLE)
            return self.tables[hello.table]
        tries = (replace(hello, team=False), hello) if hello.team else (hello,)
        for attempt in tries:
            for table in self.tables:
                try:
                    table._seat_for(attempt)
                except WireError:
                    continue
                return table
        return self.tables[0]


class ClassroomHost:
    """Serves ``controller``'s match on ``host``:``port`` (0: a free port) to devices that know ``code``.

    ``post(fn)`` runs ``fn`` on the controller's thread (the scheduler's ``post``); ``words`` gives the
    sentences sent with the codes (``Words.code`` is also called on the host's thread); ``lang`` is the
    language the host suggests to devices; ``on_lobby(roster)`` is told who holds which seat after each
    change, on the host's thread (a window shows it through ``post``). ``started``: the match is under way (a
    teacher's class waits for Start: until then a device's intent is refused as ``not_started``; the match's
    own start says it too). ``team_size``: how many devices may
    share one seat (a team). ``seating``: the seats as a host before this one left them (a restart after a
    crash): its code, port and devices' tokens are taken over.
    """

    def __init__(self, controller: MatchController, spec: GameSpec, post: Callable[[Callable[[], None]], None], *,
                 host: str = "0.0.0.0", port: int = 0, code: str | None = None, words: Words = wire.NO_WORDS,
                 lang: str | None = None, started: bool = True, team_size: int = 4, seating: Seating | None = None,
                 on_lobby: Callable[[Roster], None] | None = None, server: ClassroomServer | None = None):
        wire.check_hosted(spec)
        self.controller = controller
        self.spec = spec
        self.post = post
        #: The web server this table is served by: its own, unless it is one table of several (a tournament).
        self.server = server or ClassroomServer(spec, host=host, port=seating.port if seating is not None else port,
                                                code=seating.code if seating is not None else code, words=words)
        self.table = len(self.server.tables)
        self.server.tables.append(self)
        self.words = words
        self.lang = lang
        self.team_size = team_size  # read on the host's thread; the teacher may raise it for a class's vote
        #: What the teaching layer shows the devices (set by the app when the teacher reveals it to them):
        #: called on the controller's thread for each frame sent; None: nothing.
        self.teaching: Callable[[], wire.JSONObject | None] | None = None
        self.on_lobby = on_lobby
        match = controller.match
        self.static = wire.static_json(match.state, match.setup.board)
        self._board_serial = 0  # which drawing of the board is current (the controller's thread counts them)
        # The host's thread:
        self._board = 0
        self._boards = BoardChoice()
        self._kinds = self._kinds_of(controller)
        self._devices: dict[str, _Device] = {}  # by token
        if seating is not None:
            for seat, name, token in seating.devices:
                self._devices[token] = _Device(seat, name, token)
        self._started = started or (seating is not None and seating.started)
        # The controller's thread:
        self._attached: dict[str, int] = {}  # device id -> seat
        self._waiting: dict[str, None] = {}  # devices whose frames are to be sent (in order)
        self._frame_id = 0
        self._unsubscribe: Callable[[], None] | None = None
        self._serving = False
        self._seating = self._seating_now()
        #: The last ``lobby`` message (the host's thread), for a device that looks before it joins.
        self.lobby_text = wire.dumps(wire.lobby([], self._started))

    @property
    def code(self) -> str:
        return self.server.code

    @property
    def address(self) -> tuple[str, int] | None:
        return self.server.address

    def join_url(self, host: str | None = None) -> str:
        return self.server.join_url(host)

    @staticmethod
    def _kinds_of(controller: MatchController) -> tuple[str, ...]:
        return tuple("computer" if seat.kind == SeatKind.COMPUTER else "person" for seat in controller.match.seats)

    # -- the server's life --------------------------------------------------------------------------
    def start(self) -> tuple[str, int]:
        """Serve this table (starting its server when it is its own, or not yet running); returns the address
        bound (OSError when it cannot be, such as a port in use)."""
        if not self.server.running:
            self.server.start()
        assert self.server.address is not None
        self._unsubscribe = self.controller.subscribe(self._on_event)
        self._serving = True
        self._to_host(self._send_lobby)  # the seats as they stand, for on_lobby
        for device in self._devices.values():
            self._attach(device.id, device.seat)  # a restarted host's devices find their screens ready
        return self.server.address

    @property
    def started(self) -> bool:
        return self._started

    def mark_started(self) -> None:
        """The teacher started the match from the lobby: the devices' lobby says so."""
        self._to_host(self._on_started)

    def offer_boards(self, choice: BoardChoice) -> None:
        """The table's board as the devices are told it, and whether the pair may choose another."""
        self._to_host(self._set_boards, choice)

    def seating(self) -> Seating:
        """The seats as they stand (any thread): what an autosave keeps."""
        return self._seating

    def remove(self, member: str) -> None:
        """The teacher takes the device ``member`` (a Member's id) off its seat: it is told so and closed, and
        its token no longer takes the seat."""
        self._to_host(self._remove, lambda device: device.id == member)

    def move(self, member: str, seat: int) -> None:
        """The teacher moves the device ``member`` to ``seat`` (alone there, or into its team): it is welcomed
        there with its token, as if it had joined it."""
        self._to_host(self._move, member, seat)

    def free(self, seat: int) -> None:
        """The teacher frees ``seat`` for other devices: every device holding it is removed."""
        self._to_host(self._remove, lambda device: device.seat == seat)

    def stop(self) -> None:
        """Stop serving this table (its server with it: every connection closes) and take the devices' screens
        away."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        self._serving = False
        self.server.stop()
        for device in self._attached:
            self.controller.detach(screen_id(device))
        self._attached.clear()

    # -- messages in (the host's thread, from the server) -----------------------------------------------
    def _holds(self, token: str) -> bool:
        return any(_same(d.token, token) for d in self._devices.values())

    def _device_of(self, connection: _Connection) -> _Device | None:
        return next((d for d in self._devices.values() if d.connection is connection), None)

    def _team(self, seat: int) -> list[_Device]:
        return [d for d in self._devices.values() if d.seat == seat]

    def _seat_for(self, hello: Hello) -> int:
        """The seat a new device takes: the one asked for (its team, when ``hello.team``), else the first free
        one, else (``hello.team``) the smallest team."""
        people = [seat for seat, kind in enumerate(self._kinds) if kind == "person"]
        if hello.seat is not None:
            if hello.seat not in people:
                raise WireError(WireProblem.NO_SUCH_SEAT)
            held = len(self._team(hello.seat))
            if held and not hello.team:
                raise WireError(WireProblem.SEAT_TAKEN)
            if held >= self.team_size:
                raise WireError(WireProblem.TEAM_FULL)
            return hello.seat
        sizes = {seat: len(self._team(seat)) for seat in people}
        free = [seat for seat in people if sizes[seat] == 0]
        if free:
            return free[0]
        open_teams = [seat for seat in people if sizes[seat] < self.team_size] if hello.team else []
        if not open_teams:
            raise WireError(WireProblem.NO_FREE_SEAT)
        return min(open_teams, key=lambda seat: (sizes[seat], seat))

    def _join(self, connection: _Connection, hello: Hello) -> None:
        """A device joins this table (the server checked the code and the version)."""
        if hello.token is not None:
            device = next((d for d in self._devices.values() if _same(d.token, hello.token)), None)
            if device is None or hello.seat not in (None, device.seat):
                raise WireError(WireProblem.BAD_TOKEN)
            old = device.connection
            if old is not None:  # a reloaded page took its seat back: the old connection is let go
                device.connection = None
                old.send(wire.error(WireProblem.REPLACED, self.words))
                old.close()
        else:
            seat = self._seat_for(hello)
            token = secrets.token_urlsafe(16)
            device = self._devices[token] = _Device(seat, hello.name, token)
        device.connection, device.name = connection, hello.name
        connection.send(wire.welcome(device.seat, device.token, self.spec.id, device.name, self.lang, self.table,
                                     self._board))
        self._send_lobby()
        ident, seat = device.id, device.seat
        self.post(lambda: self._attach(ident, seat))

    def _intent(self, device: _Device, intent: Intent) -> None:
        if not self._started and isinstance(intent, (Play, Vote)) and device.connection is not None:
            # The class waits for the teacher's Start: no move is made before it.
            device.connection.send(wire.refused(NOT_STARTED, self.words))
            return
        ident = device.id  # this connection's screen, whatever the message says
        self.post(lambda: self._submit(ident, intent))

    def _choose_board(self, board: str) -> None:
        """A device of this table chose its pair's board (either of the pair may, until the teacher's Start)."""
        choice = self._boards
        if self._started or choice.choose is None:
            raise WireError(WireProblem.BOARD_FIXED)
        if board not in dict(choice.offered):
            raise WireError(WireProblem.NO_SUCH_BOARD)
        choose = choice.choose
        self.post(lambda: choose(board))

    def _left(self, connection: _Connection) -> None:
        device = self._device_of(connection)
        if device is not None:
            device.connection = None
            self._send_lobby()

    def _move(self, member: str, seat: int) -> None:
        device = next((d for d in self._devices.values() if d.id == member), None)
        if device is None or device.seat == seat or not 0 <= seat < len(self._kinds):
            return
        old, device.seat = device.id, seat
        device.id = secrets.token_hex(4)  # a new screen: the old one's replay and vote stay with the old seat
        if device.connection is not None:
            device.connection.send(wire.welcome(seat, device.token, self.spec.id, device.name, self.lang, self.table,
                                                      self._board))
        self.post(partial(self._reattach, old, device.id, seat))
        self._send_lobby()

    def _remove(self, which: Callable[[_Device], bool]) -> None:
        gone = [d for d in self._devices.values() if which(d)]
        for device in gone:
            del self._devices[device.token]
            if device.connection is not None:
                device.connection.send(wire.error(WireProblem.REMOVED, self.words))
                device.connection.close()
        idents = [device.id for device in gone]
        self.post(lambda: self._detach(idents))
        self._send_lobby()

    # -- messages out (the host's thread) ---------------------------------------------------------------
    def _roster(self) -> Roster:
        members = tuple(Member(d.id, d.seat, d.name, d.connection is not None)
                        for d in sorted(self._devices.values(), key=lambda d: d.seat))
        return Roster(self._kinds, members, self._started)

    def _seating_now(self) -> Seating:
        return Seating(self.server.code, self.server.port, self._started,
                       tuple((d.seat, d.name, d.token) for d in self._devices.values()))

    def _send_lobby(self) -> None:
        roster = self._roster()
        self._seating = self._seating_now()
        if self.on_lobby is not None:
            self.on_lobby(roster)
        choice = self._boards
        offered: list[wire.JSONObject] = ([{"id": board, "name": name} for board, name in choice.offered]
                                          if not self._started else [])
        text = self.lobby_text = wire.dumps(wire.lobby(roster_json(roster), self._started, self.table,
                                                       len(self.server.tables), self._board, choice.name, offered))
        for device in self._devices.values():
            if device.connection is not None:
                device.connection.send(text)

    def _deliver(self, ident: str, text: str) -> None:
        """``text`` to the device ``ident`` (a Member's id), and no other."""
        device = next((d for d in self._devices.values() if d.id == ident), None)
        if device is not None and device.connection is not None:
            device.connection.send(text)

    def _on_started(self) -> None:
        self._started = True
        self._send_lobby()

    def _set_boards(self, choice: BoardChoice) -> None:
        self._boards = choice
        self._send_lobby()

    def _new_board(self, serial: int) -> None:
        """The table began again on another board: the devices fetch it (the lobby says which drawing is current)."""
        self._board = serial
        self._send_lobby()

    def _set_kinds(self, kinds: tuple[str, ...]) -> None:
        self._kinds = kinds
        self._send_lobby()

    # -- the controller's thread -------------------------------------------------------------------------
    def _to_host(self, fn: Callable[..., None], *args: Any) -> None:
        self.server.call(fn, *args)

    def _attach(self, ident: str, seat: int) -> None:
        if not self._serving:
            return
        if ident not in self._attached:
            self.controller.attach(Screen(screen_id(ident), Role.PLAYER, frozenset({seat}), seat))
            self._attached[ident] = seat
        self._send_frames([ident])

    def _reattach(self, old: str, ident: str, seat: int) -> None:
        self._detach([old])
        self._attach(ident, seat)

    def _detach(self, idents: list[str]) -> None:
        for ident in idents:
            if self._attached.pop(ident, None) is not None:
                self.controller.detach(screen_id(ident))

    def _submit(self, ident: str, intent: Intent) -> None:
        if ident in self._attached:
            self.controller.submit(screen_id(ident), intent)  # a refusal comes back as a Refused event

    def _device_of_screen(self, screen: str) -> str | None:
        return next((ident for ident in self._attached if screen_id(ident) == screen), None)

    def _on_event(self, event: Event) -> None:
        if isinstance(event, Refused):
            ident = self._device_of_screen(event.screen)
            if ident is not None:
                self._to_host(self._deliver, ident, wire.dumps(wire.refused(str(event.code), self.words)))
            return
        if isinstance(event, Started):
            self._to_host(self._on_started)
        if isinstance(event, SeatChanged):
            self._to_host(self._set_kinds, self._kinds_of(self.controller))
        if isinstance(event, BoardChanged):
            match = self.controller.match
            self.static = wire.static_json(match.state, match.setup.board)
            self._board_serial += 1
            self._to_host(self._new_board, self._board_serial)
        if isinstance(event, Shown):
            ident = self._device_of_screen(event.screen)
            self._queue([] if ident is None else [ident])
        else:
            self._queue(list(self._attached))

    def refresh(self) -> None:
        """Every device's frame again (the controller's thread): what the teaching layer shows them changed."""
        self._queue(list(self._attached))

    def _queue(self, idents: list[str]) -> None:
        """The frames of ``idents`` are sent once the controller's thread is done with what it is doing: forty
        votes (or moves) in one burst make one round of frames, not forty."""
        if not idents:
            return
        first = not self._waiting
        self._waiting.update(dict.fromkeys(idents))
        if first:
            self.post(self._flush)

    def _flush(self) -> None:
        idents, self._waiting = [i for i in self._waiting if i in self._attached], {}
        try:
            self._send_frames(idents)
        except Exception:  # a fault of ours: said in the log, and the next change sends every frame again
            logging.getLogger(__name__).exception("the devices' frames could not be made")

    def _send_frames(self, idents: list[str]) -> None:
        """Each device's own frame, made here on the controller's thread, sent to that device alone. Devices of
        one seat showing the same position get the same frame, made once (while the class votes, each with its
        own vote put in)."""
        if not idents:
            return
        self._frame_id += 1
        made: dict[tuple[int, int | None], tuple[wire.JSONObject, str]] = {}
        memo: wire.Memo = {}  # the seats' observations share every player's public parts
        controller = self.controller
        teaching = self.teaching() if self.teaching is not None else None
        for ident in idents:
            screen = controller.screens[screen_id(ident)]
            key = (self._attached[ident], screen.shown_ply)
            if key not in made:
                frame = controller.frame(screen.id, len(controller.match.moves) - wire.MOVES_SENT)
                shown = teaching if screen.shown_ply is None else None  # of the live position
                message = wire.frame_message(self._frame_id, frame, self.words, shown, memo)
                made[key] = message, wire.dumps(message)
            message, text = made[key]
            if controller.vote_view is not None:  # this device's own vote in its seat's frame
                frame_json = message["frame"]
                assert isinstance(frame_json, dict)
                own = {**frame_json, "vote": wire.vote_json(controller.vote_view(screen))}
                text = wire.dumps({**message, "frame": own})
            self._to_host(self._deliver, ident, text)


def roster_json(roster: Roster) -> list[wire.JSONObject]:
    """The lobby's seats as devices see them: names and whether each is connected (never the ids)."""
    seats: list[wire.JSONObject] = []
    for seat, kind in enumerate(roster.kinds):
        members = roster.at(seat)
        seats.append({"seat": seat, "kind": kind, "name": ", ".join(m.name for m in members) or None,
                      "connected": any(m.connected for m in members),
                      "members": [{"name": m.name, "connected": m.connected} for m in members]})
    return seats
