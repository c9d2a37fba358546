"""Opening the card game to the class from the Game menu: the lobby shows the join address as text and as a
QR code that decodes to it, a device that joins appears in it by name, and closing it stops the server.
No LAN address and a port in use are said in a teacher's words."""

from __future__ import annotations

import asyncio
import errno
import shutil
import socket
import subprocess
import threading

import aiohttp
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from graphgames_desktop.ui.game import hosting
from tests.net.helpers import Device
from tests.ui.patience import PATIENCE_MS

LAN = "192.0.2.7"  # a documentation address: the URL shown; the test's device connects over loopback


@pytest.fixture
def cards(window, monkeypatch):
    monkeypatch.setattr(hosting, "lan_address", lambda: LAN)
    window.start_default_game("cards")
    yield window
    window.game_page.stop_hosting()


def open_from_menu(window, qtbot):
    """Choose Game ▸ Open to the class… as a person does, and wait for the lobby."""
    action = window.a_open_class
    assert action.isEnabled() and action in window.m_game.actions()
    action.trigger()
    qtbot.waitUntil(lambda: window.game_page.lobby is not None and window.game_page.lobby.isVisible())
    return window.game_page.lobby


def join_in_thread(port: int, code: str, name: str, leave: threading.Event, got: list[dict]) -> threading.Thread:
    """A phone on its own thread (the host posts to the GUI thread, which the test keeps running); it stays
    connected until ``leave`` is set, then ``got`` holds every message it received."""
    async def main() -> None:
        async with aiohttp.ClientSession() as session:
            device = await Device(session, f"http://127.0.0.1:{port}").open()
            await device.join(name, code=code)
            await device.reply({"type": "intent", "intent": {"kind": "redo"}})  # the teacher's: refused in words
            await asyncio.get_running_loop().run_in_executor(None, leave.wait, 20)
            got.extend(device.messages)

    thread = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    thread.start()
    return thread


def test_the_menu_item_is_for_a_game_shown(window, monkeypatch):
    monkeypatch.setattr(hosting, "lan_address", lambda: LAN)
    window.start_default_game("chomp")
    assert window.a_open_class.isEnabled()  # every game is served to devices
    window.start_default_game("cards")
    assert window.a_open_class.isEnabled()
    window.show_home()
    assert not window.a_open_class.isEnabled()


def test_the_lobby_shows_the_address_and_code_and_a_device_that_joins(cards, qtbot):
    lobby = open_from_menu(cards, qtbot)
    host = cards.game_page.classroom_host
    port = host.address[1]
    assert lobby.address.text() == f"http://{LAN}:{port}/?code={host.code}" == host.join_url(LAN)
    assert lobby.code.accessibleName() == host.code
    qtbot.waitUntil(lambda: "free" in lobby.seats_text())
    leave, got = threading.Event(), []
    thread = join_in_thread(port, host.code, "Ana", leave, got)
    view = cards.game_page.game_view
    seat = view.seat_name(0)
    qtbot.waitUntil(lambda: lobby.seats_text().splitlines()[0] == f"{seat}: Ana")
    leave.set()  # the phone goes: its seat stays Ana's, away
    # The GUI thread keeps turning while the phone finishes (its refused redo is answered there): a join()
    # here blocked it, and on a busy machine the phone's wait for that answer ran out first.
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: lobby.seats_text().splitlines()[0] == f"{seat}: Ana (away)")
    # The device was told its turn as its own seat sees it, and why the teacher's redo is not its own.
    frame = next(m for m in got if m["type"] == "frame")["frame"]
    assert frame["words"]["turn"] == f"Your move ({view.short_seat_name(0)})."
    refused = next(m for m in got if m["type"] == "refused")
    assert refused["code"] == "not_allowed" and refused["text"] == "Only the teacher can do that."


def test_closing_the_window_stops_the_server(cards, qtbot):
    open_from_menu(cards, qtbot)
    port = cards.game_page.classroom_host.address[1]
    cards.release()
    assert cards.game_page.classroom_host is None
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=5).close()


def test_the_qr_code_decodes_to_the_join_address(cards, qtbot, tmp_path):
    if shutil.which("zbarimg") is None:
        pytest.skip("zbarimg (zbar-tools) is not installed")
    lobby = open_from_menu(cards, qtbot)
    path = tmp_path / "qr.png"
    assert lobby.qr.grab().save(str(path))
    read = subprocess.run(["zbarimg", "--quiet", "--raw", str(path)], capture_output=True, text=True, check=True)
    assert read.stdout.strip() == lobby.url


def test_closing_the_lobby_stops_the_server(cards, qtbot):
    lobby = open_from_menu(cards, qtbot)
    port = cards.game_page.classroom_host.address[1]
    socket.create_connection(("127.0.0.1", port), timeout=5).close()  # it listens
    qtbot.mouseClick(lobby.close_button, Qt.LeftButton)
    assert cards.game_page.classroom_host is None
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=5).close()


def test_start_keeps_serving_and_a_new_game_stops_it(cards, qtbot):
    lobby = open_from_menu(cards, qtbot)
    port = cards.game_page.classroom_host.address[1]
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    assert not lobby.isVisible() and cards.game_page.classroom_host is not None
    socket.create_connection(("127.0.0.1", port), timeout=5).close()
    cards.start_default_game("cards")
    assert cards.game_page.classroom_host is None
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=5).close()


def test_no_local_network_is_said_not_a_traceback(window, qtbot, monkeypatch):
    monkeypatch.setattr(hosting, "lan_address", lambda: "127.0.0.1")
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    window.start_default_game("cards")
    window.a_open_class.trigger()
    assert window.game_page.classroom_host is None and window.game_page.lobby is None
    assert said == [hosting.no_network_text()] and "network" in said[0]


def test_a_port_in_use_is_said_in_words(window, monkeypatch):
    monkeypatch.setattr(hosting, "lan_address", lambda: LAN)
    window.start_default_game("cards")
    page = window.game_page
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        with pytest.raises(hosting.HostingError) as raised:
            hosting.open_to_class(page.controller, page.game_view, page.scheduler.post, None, lambda m: None,
                                  port=taken.getsockname()[1])
    assert raised.value.text == hosting.start_failure_text(OSError(errno.EADDRINUSE, "in use"))
    assert "port" in raised.value.text
