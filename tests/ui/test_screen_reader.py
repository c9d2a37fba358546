"""The running program as a Linux screen reader meets it: on an X server (Xvfb) with the accessibility
bus (Debian's at-spi2-core, started on a private session bus), read over AT-SPI by Debian's
python3-pyatspi (atspi_probe.py, run by the system's Python).

Every button and menu item has a name, in the language the program was started in; a move typed on
the keyboard (xdotool key presses, nothing else) is announced with the move list's words and whose
turn it is. XVFB_DISPLAY=:N puts the X server on display N (else on a free one). Skipped, saying why,
only where the bus cannot start (no Xvfb, D-Bus, at-spi2-core,
pyatspi or xdotool: `.ci/run` installs them on Debian and Ubuntu).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ui.catalogue import english_only
from tests.ui.patience import PATIENCE_S

SYSTEM_PYTHON = "/usr/bin/python3"
PROBE = Path(__file__).with_name("atspi_probe.py")
ROOT = Path(__file__).resolve().parents[2]
#: Roles a person presses or picks: each must have a name.
PRESSED = {"push button", "toggle button", "check box", "radio button", "menu item", "check menu item",
           "radio menu item", "menu"}


def missing_tools() -> str:
    """Why the bus cannot start here ("" when it can)."""
    for tool in ("Xvfb", "dbus-daemon", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not any(Path(p).exists() for p in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")):
        return "at-spi2-core (the accessibility bus) is not installed"
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"],
                                                          capture_output=True).returncode != 0:
        return "python3-pyatspi is not installed for the system's Python"
    return ""


@pytest.fixture(scope="module")
def desktop(tmp_path_factory) -> Iterator[dict[str, str]]:
    """An X server and a session bus of their own; the environment that reaches them."""
    why = missing_tools()
    if why:
        pytest.skip(f"no accessibility bus: {why}")
    screen = ["-screen", "0", "1280x800x24", "-nolisten", "tcp"]
    display = os.environ.get("XVFB_DISPLAY", "")  # as for `make bundle-check`: a display of one's own
    if display:
        server = subprocess.Popen(["Xvfb", display, *screen], stderr=subprocess.DEVNULL)
        socket = Path(f"/tmp/.X11-unix/X{display.lstrip(':')}")
        deadline = time.monotonic() + PATIENCE_S
        while not socket.exists() and server.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
    else:  # a free display, which Xvfb picks and names
        read, write = os.pipe()
        server = subprocess.Popen(["Xvfb", "-displayfd", str(write), *screen], pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as answer:
            display = ":" + answer.readline().strip()
    home = tmp_path_factory.mktemp("desktop")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "DISPLAY": display,
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
           "XDG_RUNTIME_DIR": str(home), "LANG": "C.UTF-8"}
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE,
                           text=True, env=env)
    assert bus.stdout is not None
    env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
    try:
        if server.poll() is not None or not env["DBUS_SESSION_BUS_ADDRESS"]:
            pytest.skip("no accessibility bus: Xvfb or the session bus did not start")
        yield env
    finally:
        bus.terminate()
        server.terminate()
        bus.wait(timeout=30)
        server.wait(timeout=30)


def start_program(env: dict[str, str], language: str) -> subprocess.Popen:
    """The program on a Chomp game between two people, its accessibility bridge on."""
    run = dict(env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
               PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "graphgames_desktop", "--lang", language, "--game", "chomp",
                             "--board", "path-4"], env=run, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def probe(env: dict[str, str], *args: str, timeout: float = PATIENCE_S) -> list[dict]:
    done = subprocess.run([SYSTEM_PYTHON, str(PROBE), *args], env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def stop(program: subprocess.Popen) -> None:
    program.terminate()
    try:
        program.wait(timeout=30)
    except subprocess.TimeoutExpired:
        program.kill()


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_every_button_and_menu_item_has_a_name_in_the_language_shown(desktop, language):
    program = start_program(desktop, language)
    try:
        tree = probe(desktop, "tree", "graphgames", "--wait", str(PATIENCE_S / 2))
    finally:
        stop(program)
    chain: list[dict] = []
    for node in tree:  # each node's ancestors, for the messages
        chain = [n for n in chain if n["depth"] < node["depth"]]
        node["path"] = " > ".join(f"{n['role']} {n['name']!r}" for n in chain[-3:])
        chain.append(node)
    pressed = [node for node in tree if node["role"] in PRESSED]
    assert len(pressed) > 100  # the menus, the toolbar, the home cards and the game page
    assert not [(node["role"], node["path"]) for node in pressed if not node["name"].strip()]
    if language == "pt_BR":
        english = english_only()
        assert not [node["name"] for node in pressed if node["name"].replace("&", "") in english]
    board = [node for node in tree if node["name"].startswith(("Board: ", "Tabuleiro: "))]
    assert board and board[0]["description"]  # the board says how it is played from the keyboard


def test_a_move_typed_on_the_keyboard_is_announced(desktop):
    program = start_program(desktop, "en")
    try:
        probe(desktop, "tree", "graphgames", "--wait", str(PATIENCE_S / 2))  # on the bus, its page built
        listener = subprocess.Popen([SYSTEM_PYTHON, str(PROBE), "listen", str(PATIENCE_S / 4), "--until", "Player B"],
                                    env=desktop, stdout=subprocess.PIPE, text=True)
        assert listener.stdout is not None and listener.stdout.readline().strip() == "ready"
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(program.pid)],
                                env=desktop, capture_output=True, text=True, timeout=PATIENCE_S).stdout.split()
        # The X server hands the keys over after the focus (Qt takes them in that order): no wait between.
        subprocess.run(["xdotool", "windowfocus", "--sync", window[-1]], env=desktop, check=True, timeout=PATIENCE_S)
        subprocess.run(["xdotool", "type", "--delay", "60", "2-3"], env=desktop, check=True, timeout=PATIENCE_S)
        subprocess.run(["xdotool", "key", "Return"], env=desktop, check=True, timeout=PATIENCE_S)
        out, _ = listener.communicate(timeout=PATIENCE_S)
    finally:
        stop(program)
    said = [json.loads(line)["text"] for line in out.splitlines() if '"announcement"' in line]
    assert "Player A removes edge 2–3. Player B to move." in said
