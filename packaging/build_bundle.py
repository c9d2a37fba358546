"""``make bundle``: the standalone application, with its size and start-up time.

Runs PyInstaller on packaging/graphgames.spec (dist/graphgames/, or dist/Graph Games.app on macOS),
adds the Linux menu entry and icons beside the program, packs the folder into dist/ (.tar.gz, or
.zip on Windows) and prints the folder's and the archive's size and how long the program takes,
started three times, to draw its window into a PNG offscreen (its files in the system's disk
cache, as at a user's second start: the first start after a reboot reads them from disk).

The CI workflow runs this on each system and wraps the result in an installer (packaging/windows,
packaging/macos).
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "graphgames"


def version() -> str:
    import tomllib
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def program(folder: Path) -> Path:
    return folder / ("graphgames.exe" if sys.platform == "win32" else "graphgames")


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def add_linux_menu_entry(folder: Path) -> None:
    """The .desktop file, the icons and install.sh (which puts both in the user's menu)."""
    shutil.copy2(ROOT / "packaging" / "linux" / "graphgames.desktop", folder)
    shutil.copy2(ROOT / "packaging" / "linux" / "install.sh", folder)
    (folder / "icons").mkdir(exist_ok=True)
    for png in (ROOT / "resources" / "icons").glob("graphgames-*.png"):
        shutil.copy2(png, folder / "icons")


def archive(folder: Path) -> Path:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    stem = DIST / f"graphgames-{version()}-{system}-{platform.machine().lower()}"
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(stem), "zip", folder.parent, folder.name))
    path = stem.parent / (stem.name + ".tar.gz")
    with tarfile.open(path, "w:gz") as tar:
        tar.add(folder, arcname=folder.name)
    return path


def start_up_seconds(exe: Path) -> float:
    """Seconds from launch to the window drawn into a PNG, offscreen, with an empty settings folder."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home, XDG_CONFIG_HOME=home, APPDATA=home)
        start = time.perf_counter()
        subprocess.run([str(exe), "--screenshot", str(Path(home) / "start.png")], env=env, check=True, timeout=300)
        seconds = time.perf_counter() - start
        if not (Path(home) / "start.png").is_file():
            raise SystemExit("the bundled program drew no window")
        return seconds


def main() -> int:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "pyinstaller"),
                    str(ROOT / "packaging" / "graphgames.spec")], check=True)
    if sys.platform.startswith("linux"):
        add_linux_menu_entry(BUNDLE)
    packed = archive(BUNDLE)
    print(f"bundle: {BUNDLE.relative_to(ROOT)}  {folder_size(BUNDLE) / 2**20:.0f} MB")
    print(f"archive: {packed.relative_to(ROOT)}  {packed.stat().st_size / 2**20:.0f} MB")
    times = [start_up_seconds(program(BUNDLE)) for _ in range(3)]
    print("start-up to a drawn window (offscreen, 3 starts): " + ", ".join(f"{t:.1f} s" for t in times))
    return 0


if __name__ == "__main__":
    sys.exit(main())
