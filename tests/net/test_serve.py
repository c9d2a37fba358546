"""``graphgames --serve cards``: no window, the join address first, a game with a computer seat, Ctrl+C stops."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time

import aiohttp

from tests.net.helpers import WAIT, Device, play


def test_the_headless_host_prints_the_address_plays_and_stops_on_ctrl_c():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    server = subprocess.Popen(
        [sys.executable, "-m", "graphgames_desktop", "--serve", "cards", "--seats", "2", "--computer", "1",
         "--level", "easy", "--host", "127.0.0.1", "--code", "424242"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = server.stdout.readline().strip()  # no window could open here: a QApplication would abort
        assert line.startswith("http://127.0.0.1:") and line.endswith("/?code=424242"), (line, server.stderr.read())
        url = line.split("/?")[0]

        async def scenario():
            async with aiohttp.ClientSession() as session:
                device = await Device(session, url).open()
                welcome = await device.join("Ana", code="424242")
                assert welcome["seat"] == 0 and device.frame["may_move"]
                await device.send(play(device.frame["legal"][0], 0))
                # The computer (seat 1) picks after its pause: the game moves on with no person at seat 1.
                await device.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] >= 2)
                server.send_signal(signal.SIGINT)
                await device.closed_by_host()

        asyncio.run(scenario())
        assert server.wait(timeout=WAIT) == 0
    finally:
        server.kill()
        server.wait()


def test_the_headless_host_refuses_a_game_it_cannot_serve():
    done = subprocess.run([sys.executable, "-m", "graphgames_desktop", "--serve", "go"], capture_output=True, text=True,
                          timeout=WAIT)
    assert done.returncode == 2 and "cards" in done.stderr and done.stdout == ""


def _start(*args: str) -> tuple[subprocess.Popen, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    server = subprocess.Popen([sys.executable, "-m", "graphgames_desktop", "--serve", "cards", "--host", "127.0.0.1",
                               *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    line = server.stdout.readline().strip()
    assert line.startswith("http://127.0.0.1:"), (line, server.stderr.read() if server.poll() is not None else "")
    return server, line


def _kept_plies(path) -> int:
    try:
        return len(json.loads(path.read_text())["record"]["moves"])
    except (OSError, ValueError, KeyError):
        return -1


def test_a_host_killed_mid_game_goes_on_from_its_autosave_and_the_devices_rejoin(tmp_path):
    kept = tmp_path / "class.json"
    server, line = _start("--seats", "2", "--turns", "together", "--autosave", str(kept))
    url = line.split("/?")[0]
    code = line.split("code=")[1]
    try:
        async def before():
            async with aiohttp.ClientSession() as session:
                ana, bia = await Device(session, url).open(), await Device(session, url).open()
                tokens = [(await ana.join("Ana", code=code))["token"], (await bia.join("Bia", code=code))["token"]]
                await ana.send(play(ana.frame["legal"][0], 0))
                await bia.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)
                return tokens

        tokens = asyncio.run(before())
        deadline = time.monotonic() + WAIT
        while _kept_plies(kept) < 1 and time.monotonic() < deadline:  # the autosave follows the move
            time.sleep(0.05)
        assert _kept_plies(kept) == 1
    finally:
        server.kill()  # a crash: no clean stop, no last write
        server.wait()
    again, line = _start("--seats", "2", "--autosave", str(kept))
    try:
        assert line == f"{url}/?code={code}"  # the same port and code, whatever was asked

        async def after():
            async with aiohttp.ClientSession() as session:
                bia = await Device(session, url).open()
                welcome = await bia.join("Bia", code=code, token=tokens[1])
                assert welcome["seat"] == 1 and bia.frame["live_ply"] == 1 and bia.frame["may_move"]
                assert bia.frame["moves"][0]["seat"] == 0

        asyncio.run(after())
    finally:
        again.send_signal(signal.SIGINT)
        assert again.wait(timeout=WAIT) == 0


def test_the_headless_host_refuses_a_file_that_is_no_kept_match(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"record": {"game": "cards"}, "seating": 3}')
    done = subprocess.run([sys.executable, "-m", "graphgames_desktop", "--serve", "cards", "--autosave", str(bad)],
                          capture_output=True, text=True, timeout=WAIT)
    assert done.returncode == 2 and "kept match" in done.stderr and "Traceback" not in done.stderr
