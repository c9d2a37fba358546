"""Can Qt's xcb platform plugin load? Asked with ``ldd`` before Qt starts, on Linux.

When a library of the plugin is missing, Qt aborts with a message that names neither the library
nor the package (and sometimes names a library that is installed). ``ldd`` on the plugin lists
the libraries the loader cannot find; Debian's naming rule turns each into its package, so the
start-up can say what to install. ``python -m graphgames_desktop.platform_check`` prints those
packages, one a line, for ``make run`` to install.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

#: Libraries whose Debian package does not follow from the library's name by the rule below.
PACKAGE_EXCEPTIONS = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgmodule-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libGLdispatch.so.0": "libglvnd0",
    "libbrotlicommon.so.1": "libbrotli1",
    "libbrotlidec.so.1": "libbrotli1",
    "libz.so.1": "zlib1g",
    "libgcc_s.so.1": "libgcc-s1",
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found\s*$")
_SONAME = re.compile(r"^(lib.+)\.so\.(\d+)$")


@dataclass(frozen=True)
class MissingLibraries:
    """What the plugin at ``plugin`` needs and the loader cannot find, and where they come from."""

    plugin: str
    libraries: tuple[str, ...]

    @property
    def packages(self) -> list[str]:
        return debian_packages(self.libraries)

    @property
    def install_command(self) -> str:
        return "sudo apt-get install " + " ".join(self.packages)


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` reports as "not found", each once, in the order it names them."""
    found: list[str] = []
    for line in ldd_output.splitlines():
        match = _NOT_FOUND.match(line)
        if match and match.group(1) not in found:
            found.append(match.group(1))
    return found


def debian_package(soname: str) -> str:
    """The Debian (and Ubuntu) package of a shared library, by the policy's naming rule (8.1):
    ``libfoo.so.4`` is in ``libfoo4``; a name ending in a digit takes a hyphen,
    ``libxkbcommon-x11.so.0`` is in ``libxkbcommon-x11-0``; a few exceptions are listed."""
    if soname in PACKAGE_EXCEPTIONS:
        return PACKAGE_EXCEPTIONS[soname]
    match = _SONAME.match(soname)
    if match is None:
        return soname
    name, version = match.group(1).lower(), match.group(2)
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def debian_packages(sonames) -> list[str]:
    """The packages of ``sonames``, each once."""
    packages: list[str] = []
    for soname in sonames:
        package = debian_package(soname)
        if package not in packages:
            packages.append(package)
    return packages


def uses_xcb(environ: Mapping[str, str]) -> bool:
    """Will Qt try the xcb plugin first? Not when another platform is asked for, nor in a Wayland
    session (Qt tries Wayland there, and xcb only if that fails)."""
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(";")[0].split(":")[0].strip() == "xcb"
    return not (environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"))


def xcb_plugin() -> Path | None:
    """The xcb plugin Qt would load: from the folders Qt searches first (QT_QPA_PLATFORM_PLUGIN_PATH,
    QT_PLUGIN_PATH: a bundle sets it), else from Qt's own plugin folder."""
    from PySide6.QtCore import QLibraryInfo  # QtCore only: it loads without any platform plugin

    def listed(name: str) -> list[str]:
        return [p for p in os.environ.get(name, "").split(os.pathsep) if p]

    folders = [Path(p) for p in listed("QT_QPA_PLATFORM_PLUGIN_PATH")]
    folders += [Path(p) / "platforms" for p in listed("QT_PLUGIN_PATH")]
    folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms")
    for folder in folders:
        plugin = folder / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def run_ldd(path: Path) -> str | None:
    """``ldd``'s report on ``path``, or None where there is no ldd (or it fails)."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    try:
        done = subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout


def check_xcb(environ: Mapping[str, str] = os.environ, platform: str = sys.platform,
              ldd: Callable[[Path], str | None] = run_ldd) -> MissingLibraries | None:
    """The libraries the xcb plugin lacks, when Qt is about to load it on Linux; else None
    (another platform, no plugin, no ldd, or nothing missing: Qt then goes its own way)."""
    if not platform.startswith("linux") or not uses_xcb(environ):
        return None
    plugin = xcb_plugin()
    if plugin is None:
        return None
    report = ldd(plugin)
    missing = missing_libraries(report) if report else []
    return MissingLibraries(str(plugin), tuple(missing)) if missing else None


def main() -> int:
    """Print the Debian packages the xcb plugin lacks here, one a line (nothing when none)."""
    problem = check_xcb({"QT_QPA_PLATFORM": "xcb"})
    for package in problem.packages if problem else []:
        print(package)
    return 0


if __name__ == "__main__":
    sys.exit(main())
