"""``graphgames --serve cards``: no window, the join address first, a game with a computer seat, Ctrl+C stops."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys

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
    done = subprocess.run([sys.executable, "-m", "graphgames_desktop", "--serve", "chomp"], capture_output=True, text=True,
                          timeout=WAIT)
    assert done.returncode == 2 and "cards" in done.stderr and done.stdout == ""
