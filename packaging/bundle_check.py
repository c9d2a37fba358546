"""``make bundle-check``: the Linux bundle as a user gets it, tried end to end.

The archive that ``make bundle`` made is unpacked into a temporary folder outside the checkout and
its program is run there under Xvfb, with only the system's folders on PATH, no Python variables
and an empty home (no settings, no numba cache), as on a machine without Python:

* every game opens (``--game X --screenshot``), and the home screen in Portuguese;
* a refusal comes in Portuguese with ``--lang pt_BR`` (the translations are in the bundle);
* each game with puzzles writes a worksheet (``--worksheet``);
* ``--self-test`` plays a Blue-Red Hackenbush game on the compiled kernel: the first run compiles
  it into the empty home's cache, the second loads it from there;
* nothing is written into the bundle's folder.

Prints one line per check with its time; exits 1 if any failed. ``--shots DIR`` keeps the
screenshots and worksheets to look at.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def games() -> tuple[list[str], list[str]]:
    """The games on screen and the games with puzzles, as the checkout names them."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from graphgames_desktop.ui.puzzle_texts import puzzle_games
    from graphgames_desktop.ui.views import playable
    return playable(), puzzle_games()


@contextmanager
def xvfb(display: str | None) -> Iterator[str]:
    """An X server for the checks: on ``display``, else on a free one that Xvfb picks."""
    if display:
        server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                                  stderr=subprocess.DEVNULL)
        chosen = display
    else:
        read, write = os.pipe()
        server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                                  pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as answer:
            chosen = ":" + answer.readline().strip()
    try:
        socket = Path(f"/tmp/.X11-unix/X{chosen.lstrip(':')}")
        deadline = time.monotonic() + 30
        while not socket.exists() and server.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        if not socket.exists():
            raise SystemExit(f"Xvfb did not start on {chosen}")
        yield chosen
    finally:
        server.terminate()
        server.wait(timeout=30)


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file() and not p.is_symlink()}


class Checks:
    def __init__(self, exe: Path, env: dict[str, str], shots: Path):
        self.exe, self.env, self.shots = exe, env, shots
        self.failed: list[str] = []

    def run(self, name: str, args: list[str], ok, timeout: float = 600) -> subprocess.CompletedProcess:
        """Run the bundled program with ``args``; ``ok(done)`` says whether it did what it should."""
        start = time.perf_counter()
        done = subprocess.run([str(self.exe), *args], env=self.env, capture_output=True, text=True, timeout=timeout)
        passed = bool(ok(done))
        print(f"{'ok  ' if passed else 'FAIL'} {name:<34} {time.perf_counter() - start:6.1f} s")
        if not passed:
            self.failed.append(name)
            print(f"     exit {done.returncode}\n     " + (done.stdout + done.stderr).strip().replace("\n", "\n     "))
        return done

    def picture(self, name: str, args: list[str]) -> None:
        png = self.shots / f"{name}.png"
        self.run(name, [*args, "--screenshot", str(png)],
                 lambda done: done.returncode == 0 and png.is_file() and png.stat().st_size > 5000)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", help="the Xvfb display to use, e.g. :15 (else a free one)")
    parser.add_argument("--shots", type=Path, help="keep the screenshots and worksheets in this folder")
    args = parser.parse_args()
    archives = sorted((ROOT / "dist").glob("graphgames-*-linux-*.tar.gz"))
    if not archives:
        print("no Linux archive in dist/: run `make bundle` first", file=sys.stderr)
        return 2
    on_screen, with_puzzles = games()
    with tempfile.TemporaryDirectory(prefix="graphgames-bundle-") as tmp:
        place = Path(tmp)
        assert ROOT not in place.parents
        with tarfile.open(archives[-1]) as tar:
            tar.extractall(place / "unpacked", filter="tar")
        bundle = place / "unpacked" / "graphgames"
        before = snapshot(bundle)
        shots = args.shots or place / "shots"
        shots.mkdir(parents=True, exist_ok=True)
        home = place / "home"
        home.mkdir()
        with xvfb(args.display) as display:
            # What a user's session has: system folders on PATH, a home, a display; nothing of Python's.
            env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(home), "DISPLAY": display, "LANG": "C.UTF-8"}
            print(f"{bundle} on {display}, home {home}")
            checks = Checks(bundle / "graphgames", env, shots)
            checks.picture("home", [])
            checks.picture("home-pt_BR", ["--lang", "pt_BR"])
            for game in on_screen:
                checks.picture(f"game-{game}", ["--game", game])
            checks.picture("classroom-hackenbush", ["--classroom", "--game", "hackenbush"])
            checks.run("refusal in Portuguese", ["--lang", "pt_BR", "--game", "nonsense"],
                       lambda done: done.returncode == 2 and "não pode ser jogado" in done.stderr)
            # Before anything else needs the kernel: this run compiles it.
            cache = home / ".cache" / "GraphGames" / "numba"
            first = checks.run("self-test (kernel compiled)", ["--self-test"],
                               lambda done: done.returncode == 0 and "compiled now" in done.stdout and str(cache) in done.stdout)
            print("     " + first.stdout.strip().replace("\n", "\n     "))
            checks.run("self-test again (kernel cached)", ["--self-test"],
                       lambda done: done.returncode == 0 and "loaded from the cache" in done.stdout)
            for game in with_puzzles:
                pdf = shots / f"worksheet-{game}.pdf"
                checks.run(f"worksheet {game}", ["--worksheet", game, "--count", "4", "--out", str(pdf)],
                           lambda done, pdf=pdf: done.returncode == 0 and pdf.read_bytes()[:5] == b"%PDF-")
        changed = sorted(set(snapshot(bundle).items()) ^ set(before.items()))
        if changed:
            checks.failed.append("bundle folder untouched")
            print("FAIL files written in the bundle's folder: " + ", ".join(sorted({name for name, _ in changed})[:10]))
        else:
            print("ok   nothing written in the bundle's folder")
        if args.shots:
            print(f"screenshots and worksheets in {shots}")
    print("bundle-check: " + ("all passed" if not checks.failed else f"{len(checks.failed)} FAILED: " + ", ".join(checks.failed)))
    return 1 if checks.failed else 0


if __name__ == "__main__":
    shutil.which("Xvfb") or sys.exit("bundle-check needs Xvfb (apt-get install xvfb)")
    sys.exit(main())
