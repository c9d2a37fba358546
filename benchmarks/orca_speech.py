"""What the Orca screen reader says while a blind player plays against the computer with the keyboard.

Starts, each of its own: an X server (Xvfb), a session bus, Orca itself with its debug log, and the
program in Portuguese on a saved Chomp game against the computer. Then it goes as a person would,
with key presses only (xdotool): Tab to New game and through its dialog (the players, the computer's
level, who starts: each box said with its label), back to the move box; an illegal move typed, a
move typed, then the move list's first move (Down, Down, Enter) until the game ends. Each time it
waits for what Orca says (Orca's debug log: its "SPEECH OUTPUT" lines, written before the words go
to a synthesizer) before the next key.

Orca speaks through speech-dispatcher as installed, whose sound goes to libao's null output: the
words go all the way to the synthesizer and nothing is heard.

Needs Debian's xvfb, dbus, at-spi2-core, orca, speech-dispatcher and xdotool.
tests/ui/test_orca.py runs it; by hand:
    .venv/bin/python benchmarks/orca_speech.py [--display :23] [--out said.txt] [--keep DIR]
prints what Orca said, one line each, and exits 1 when the move, the reply, whose turn, the
refusal, the end or a box's label went unsaid.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'(?: voice=\S+)? ?\{")  # the words, then the voice
TOOLS = ("Xvfb", "dbus-daemon", "orca", "speech-dispatcher", "xdotool")
#: What the session must hear, in Portuguese (the program's words; a pattern each).
HEARD = {
    "refusal": r"Não há vértice 9",
    "move": r"Jogador A remove a aresta 2–3",
    "reply": r"Computador \(Jogador B\) remove",
    "turn": r"Sua vez|joga agora",
    "end": r"Fim de jogo",
    "the level's label": r"^Nível do computador: combo box",
    "who starts' label": r"^Quem começa: combo box",
}
#: An event Orca received, as its debug log writes it.
EVENT = re.compile(r"OBJECT EVENT: (.*)")
#: Orca's log of a widget that takes the focus, from the event to the end of its presentation.
FOCUS_PRESENTED = re.compile(r"OBJECT EVENT: object:state-changed:focused \(1.*?\^{5} PROCESS OBJECT EVENT "
                             r"object:state-changed:focused \^{5}", re.S)
#: How long a key pressed for the move box to be read out is given before it is pressed again (seconds).
RETRY_S = 8.0
#: The computer has moved: the person's turn again, or the end.
REPLIED = HEARD["reply"] + r".*(Sua vez|Fim de jogo)"


def missing() -> str:
    """Why Orca cannot be run here ("" when it can)."""
    for tool in TOOLS:
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not any(Path("/usr/lib").glob("*/speech-dispatcher/spd_libao.so")):
        return "speech-dispatcher's libao output is not installed"
    return ""


def saved_game(path: Path) -> None:
    """A Chomp game on the path of four vertices, the person against the computer (strong), not begun."""
    from graphgames_desktop.games.base import Level
    from graphgames_desktop.games.match import Seat, new_match
    from graphgames_desktop.games.registry import game
    from graphgames_desktop.graph import boards, fileio

    board = boards.board("path-4", 1)
    match = new_match(game("chomp"), (Seat(), Seat.computer(Level.STRONG)), board, {}, 1, 0)
    path.write_bytes(fileio.dumps_native(board, match.record()))


class Session:
    """The desktop, the screen reader and the program; ``said()`` is what Orca spoke so far."""

    def __init__(self, home: Path, display: str = "", patience: float = 60.0):
        self.home, self.patience = home, patience
        self.processes: list[subprocess.Popen] = []
        for sub in ("config", "data", "cache", "runtime", "orca"):
            (home / sub).mkdir(parents=True, exist_ok=True)
        (home / "runtime").chmod(0o700)
        # Orca's debug log is block-buffered: its last words would wait for more to come. Orca loads this
        # file from its settings folder at start.
        (home / "orca/orca-customizations.py").write_text(
            "from orca import debug\n\nif debug.debugFile:\n    debug.debugFile.reconfigure(line_buffering=True)\n")
        # speech-dispatcher as installed (its modules' settings beside it), every sound to libao's null driver.
        speechd = home / "config/speech-dispatcher"
        shutil.copytree("/etc/speech-dispatcher", speechd, dirs_exist_ok=True)
        with open(speechd / "speechd.conf", "a") as conf:
            conf.write('\nAudioOutputMethod "libao"\n')
        (home / ".libao").write_text("default_driver=null\n")
        self.log = home / "orca-debug.log"
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "LANG": "C.UTF-8",
                    "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
                    "XDG_CACHE_HOME": str(home / "cache"), "XDG_RUNTIME_DIR": str(home / "runtime")}
        screen = ["-screen", "0", "1280x720x24", "-nolisten", "tcp"]
        if display:
            self._start(["Xvfb", display, *screen], stderr=subprocess.DEVNULL)
            socket = Path(f"/tmp/.X11-unix/X{display.lstrip(':')}")
            self._wait(socket.exists, "the X server")
        else:
            read, write = os.pipe()
            self._start(["Xvfb", "-displayfd", str(write), *screen], pass_fds=(write,), stderr=subprocess.DEVNULL)
            os.close(write)
            with os.fdopen(read) as answer:
                display = ":" + answer.readline().strip()
        self.env["DISPLAY"] = display
        bus = self._start(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True)
        assert bus.stdout is not None
        self.env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()

    def _start(self, argv: list[str], **kw) -> subprocess.Popen:
        kw.setdefault("env", getattr(self, "env", None))
        process = subprocess.Popen(argv, **kw)
        self.processes.append(process)
        return process

    def _wait(self, ready: Callable[[], object], what: str) -> None:
        """Until ``ready()``, polled; a session that never gets there stops with what it waited for."""
        self._wait_a_while(ready, self.patience)
        if not ready():
            raise TimeoutError(f"waited {self.patience:.0f} s for {what}; Orca said: {self.said()}; "
                               f"its last events: {self.events()[-8:]}")

    @staticmethod
    def _wait_a_while(ready: Callable[[], object], seconds: float) -> None:
        """Until ``ready()`` or ``seconds`` have passed, whichever comes first."""
        deadline = time.monotonic() + seconds
        while not ready() and time.monotonic() < deadline:
            time.sleep(0.2)

    def said(self) -> list[str]:
        if not self.log.exists():
            return []
        return SPOKEN.findall(self.log.read_text(errors="replace"))

    def events(self) -> list[str]:
        """The accessibility events Orca received so far (its debug log's lines), to tell why it was silent."""
        if not self.log.exists():
            return []
        return EVENT.findall(self.log.read_text(errors="replace"))

    def start_orca(self) -> None:
        self._start(["orca", "--user-prefs", str(self.home / "orca"), "--debug-file", str(self.log)],
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self._wait(lambda: self.said(), "Orca to start")

    def start_program(self, path: Path, language: str = "pt_BR") -> None:
        run = dict(self.env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", PYTHONPATH=str(ROOT))
        program = subprocess.Popen([sys.executable, "-m", "graphgames_desktop", "--lang", language, str(path)],
                                   env=run, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.processes.append(program)
        self.program = program
        self._wait(self.windows, "the program's window")
        self.window = self.windows()[-1]
        heard = len(self.said())
        self.activate()
        self._wait(lambda: self.said()[heard:], "Orca to read the window")
        # The page says the game and whose turn once it is ready for keys (the window may show before).
        self._wait(lambda: any(line.startswith(("notification", "notificação")) for line in self.said()),
                   "the game to be announced")
        # On a busy machine Orca may read the window before the move box's focus reaches it (the window
        # alone was said), and a first Tab may come before the window takes keys: as a person who hears
        # nothing would, give the window the keyboard again and Tab away and back, until the box is read.
        def read_out() -> bool:
            return any("Jogada" in line for line in self.said()[heard:])

        deadline = time.monotonic() + self.patience
        while not read_out() and time.monotonic() < deadline:
            self.activate()
            self.keys("Tab", "shift+Tab")
            self._wait_a_while(read_out, min(RETRY_S, max(0.0, deadline - time.monotonic())))
        self._wait(read_out, "the move box to be read out")

    def windows(self) -> list[str]:
        """The program's windows that show (its main window, a dialog)."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.program.pid)], env=self.env,
                              capture_output=True, text=True).stdout.split()

    def activate(self) -> None:
        """The keyboard to the program's window, as a window manager gives it."""
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window], env=self.env, check=True, timeout=self.patience)

    def keys(self, *keys: str, text: str = "") -> None:
        """Typed ``text``, then the named keys, as a person types them."""
        if text:
            subprocess.run(["xdotool", "type", "--delay", "80", text], env=self.env, check=True, timeout=self.patience)
        for key in keys:
            subprocess.run(["xdotool", "key", key], env=self.env, check=True, timeout=self.patience)

    def until(self, pattern: str, since: int) -> list[str]:
        """What Orca says from line ``since`` on, once a line matches ``pattern``."""
        self._wait(lambda: any(re.search(pattern, line) for line in self.said()[since:]), f"Orca to say /{pattern}/")
        return self.said()[since:]

    def focus(self, *keys: str) -> str:
        """The keys pressed; once Orca has presented the widget they take the focus to, what it said there."""
        at = len(self.log.read_text(errors="replace"))
        self.keys(*keys)
        found: list[str] = []

        def presented() -> bool:
            found[:] = FOCUS_PRESENTED.findall(self.log.read_text(errors="replace")[at:])
            return bool(found)

        self._wait(presented, f"the focus to move ({' '.join(keys)})")
        return " ".join(SPOKEN.findall(found[-1]))

    def step(self, key: str, pattern: str, limit: int) -> str:
        """``key`` pressed again and again until what Orca says of the focus matches ``pattern``."""
        heard = []
        for _ in range(limit):
            heard.append(self.focus(key))
            if re.search(pattern, heard[-1]):
                return heard[-1]
        raise TimeoutError(f"{limit} times {key}, and Orca never said /{pattern}/: {heard}")

    def close(self) -> None:
        for process in reversed(self.processes):
            process.terminate()
        for process in reversed(self.processes):
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def play(session: Session, game_file: Path, max_moves: int = 8) -> list[str]:
    """The game played with the keyboard; everything Orca said from the program's window on."""
    session.start_orca()
    start = len(session.said())
    session.start_program(game_file)
    new_game_dialog(session)
    at = len(session.said())
    session.keys("Return", text="9-9")  # no vertex 9: refused
    session.until(HEARD["refusal"], at)
    at = len(session.said())
    session.keys("ctrl+a", "BackSpace")  # the refused text stays to be mended: cleared
    session.keys("Return", text="2-3")
    session.until(REPLIED, at)
    for _ in range(max_moves):  # the move list's first move until the game is over
        said = session.said()[start:]
        if any(re.search(HEARD["end"], line) for line in said):
            break
        at = len(session.said())
        session.keys("Down", "Down", "Return")
        session.until(REPLIED, at)
    return session.said()[start:]


def new_game_dialog(session: Session, limit: int = 40) -> list[str]:
    """From the game page, with Tab, the arrows and Escape: the New game button, then in its dialog the
    players (against the computer), the computer's level and who starts; back to the move box. What
    Orca said of each."""
    said = [session.step("Tab", r"Novo jogo", limit)]
    said.append(session.focus("space"))  # the dialog opens on its first box
    said.append(session.step("Tab", r"Jogadores", limit))
    if "contra o computador" not in said[-1].casefold():
        session.keys("Down")  # the next choice, against the computer: the level's box shows
    said.append(session.step("Tab", r"Nível do computador", limit))
    said.append(session.step("Tab", r"Quem começa", limit))
    at = len(session.said())
    session.keys("Escape")
    session._wait(lambda: session.windows() == [session.window], "the dialog to close")
    session.activate()  # back in the main window (Xvfb has no window manager to give it the keyboard)
    said += session.until(r"Jogos de Grafos frame", at)
    said.append(session.step("Tab", r"^Jogada:", limit))
    return said


def unsaid(said: list[str]) -> list[str]:
    """What the player should have heard and did not."""
    return [what for what, pattern in HEARD.items() if not any(re.search(pattern, line) for line in said)]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--display", default="", help="the X display to use (default: a free one)")
    parser.add_argument("--out", type=Path, help="write what Orca said to this file")
    parser.add_argument("--keep", type=Path, help="keep the session's folder (Orca's debug log) here")
    args = parser.parse_args(argv)
    why = missing()
    if why:
        print(f"cannot run Orca: {why}", file=sys.stderr)
        return 2
    home = Path(tempfile.mkdtemp(prefix="orca-speech-")) if args.keep is None else args.keep
    home.mkdir(parents=True, exist_ok=True)
    game_file = home / "chomp-against-the-computer.graph.json"
    saved_game(game_file)
    session = Session(home, args.display)
    try:
        said = play(session, game_file)
    finally:
        session.close()
        if args.keep is None:
            shutil.rmtree(home, ignore_errors=True)
    text = "\n".join(said) + "\n"
    print(text, end="")
    if args.out:
        args.out.write_text(text)
    missed = unsaid(said)
    if missed:
        print("unsaid: " + ", ".join(missed), file=sys.stderr)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
