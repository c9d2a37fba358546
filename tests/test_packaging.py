"""Packaging: the wheel (translations, data, every package), the start-up check of Qt's xcb plugin,
the self-test a bundle runs, the icon, and the application's name in each language."""

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from fractions import Fraction
from pathlib import Path

import pytest

from graphgames_desktop import platform_check

ROOT = Path(__file__).resolve().parent.parent

#: ldd on Qt 6.11's libqxcb.so on a Debian machine without libxcb-icccm4 and libxcb-keysyms1.
LDD_MISSING = """\
\tlinux-vdso.so.1 (0x00007ffd5a5f2000)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/plugins/platforms/../../lib/libQt6XcbQpa.so.6 (0x00007f0e1c000000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f0e1bff0000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxkbcommon-x11.so.0 => /lib/x86_64-linux-gnu/libxkbcommon-x11.so.0 (0x00007f0e1bfe0000)
\tlibxcb-icccm.so.4 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f0e1b800000)
"""


def clean_checkout(tmp_path: Path) -> Path:
    """The files git tracks, copied: what a fresh clone builds from (no .qm, no venv)."""
    checkout = tmp_path / "checkout"
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for name in tracked:
        if (ROOT / name).is_file():
            (checkout / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, checkout / name)
    return checkout


def test_the_build_step_compiles_the_translations_from_a_clean_checkout(tmp_path):
    checkout = clean_checkout(tmp_path)
    assert not list(checkout.glob("translations/*.qm"))  # never committed
    build = tmp_path / "build"
    subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(build)], cwd=checkout,
                   check=True, capture_output=True)
    qm = build / "graphgames_desktop" / "translations" / "graphgames_pt_BR.qm"
    assert qm.is_file() and qm.stat().st_size > 1000
    assert not list((build / "graphgames_desktop" / "translations").glob("*.ts"))


def test_every_package_is_in_the_wheel_list():
    """pyproject.toml names the packages one by one: a new subpackage left out breaks the wheel."""
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "graphgames_desktop").rglob("__init__.py")}
    found |= {"graphgames_desktop.resources", "graphgames_desktop.translations"}
    found |= {f"graphgames_desktop.resources.{p.name}" for p in (ROOT / "resources").iterdir() if p.is_dir()}
    assert found <= listed, found - listed


# -- Qt's xcb plugin --------------------------------------------------------------------------------

def test_ldd_output_gives_the_missing_libraries_once_each():
    assert platform_check.missing_libraries(LDD_MISSING) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert platform_check.missing_libraries("\tlibc.so.6 => /lib/libc.so.6 (0x1)\n") == []


@pytest.mark.parametrize(("soname", "package"), [
    ("libxcb-icccm.so.4", "libxcb-icccm4"), ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"), ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"), ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libdbus-1.so.3", "libdbus-1-3"), ("libEGL.so.1", "libegl1"), ("libglib-2.0.so.0", "libglib2.0-0"),
    ("libpng16.so.16", "libpng16-16"), ("libz.so.1", "zlib1g"),
])
def test_a_library_names_its_debian_package(soname, package):
    assert platform_check.debian_package(soname) == package


@pytest.mark.skipif(not (shutil.which("ldd") and shutil.which("dpkg")), reason="needs ldd and dpkg (Debian, Ubuntu)")
def test_the_package_rule_agrees_with_dpkg_for_every_library_the_real_plugin_loads():
    """Each system library the installed xcb plugin links to: its package by the rule is the one dpkg names."""
    plugin = platform_check.xcb_plugin()
    assert plugin is not None
    report = platform_check.run_ldd(plugin)
    assert report
    linked = {soname: os.path.realpath(path) for soname, path in re.findall(r"^\s*(\S+) => (/\S+)", report, re.M)
              if "PySide6" not in path and not soname.startswith(("libc.so", "libm.so", "libdl.so", "libpthread.so"))}
    owners = subprocess.run(["dpkg", "-S", *linked.values()], capture_output=True, text=True).stdout
    package_of = {path: package.split(":")[0] for package, path in re.findall(r"^(\S+): (\S+)$", owners, re.M)}
    checked = 0
    for soname, path in linked.items():
        if path in package_of:  # (a library from no package has nothing to compare)
            assert package_of[path] == platform_check.debian_package(soname), soname
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize(("environ", "expected"), [
    ({}, True), ({"QT_QPA_PLATFORM": "xcb"}, True), ({"QT_QPA_PLATFORM": "offscreen"}, False),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, False), ({"QT_QPA_PLATFORM": "xcb:nograb"}, True),
    ({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, False), ({"XDG_SESSION_TYPE": "x11"}, True),
])
def test_the_check_runs_only_where_qt_tries_xcb_first(environ, expected):
    assert platform_check.uses_xcb(environ) is expected


def test_the_check_asks_ldd_about_the_xcb_plugin_on_linux_only():
    asked = []

    def ldd(path):
        asked.append(path)
        return LDD_MISSING

    problem = platform_check.check_xcb({}, "linux", ldd)
    assert problem is not None and asked[0].name == "libqxcb.so"
    assert problem.packages == ["libxcb-icccm4", "libxcb-keysyms1"]
    assert problem.install_command == "sudo apt-get install libxcb-icccm4 libxcb-keysyms1"
    assert platform_check.check_xcb({}, "win32", ldd) is None
    assert platform_check.check_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux", ldd) is None
    assert platform_check.check_xcb({}, "linux", lambda path: "\tlibc.so.6 => /lib/libc.so.6 (0x1)\n") is None
    assert platform_check.check_xcb({}, "linux", lambda path: None) is None  # no ldd: Qt goes its own way


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_a_missing_xcb_library_is_named_with_its_package_instead_of_qts_abort(tmp_path):
    """The real start-up, with an ldd that reports two libraries missing and no display at all: the
    program says which libraries and how to install them, and exits 1 (Qt would abort, status 134)."""
    fake = tmp_path / "bin" / "ldd"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\ncat <<'EOF'\n" + LDD_MISSING + "EOF\n")
    fake.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")}
    env.update(PATH=f"{fake.parent}{os.pathsep}{env['PATH']}", QT_QPA_PLATFORM="xcb")
    for lang, phrase in (("en", "On Debian or Ubuntu, install them with:"), ("pt_BR", "No Debian ou no Ubuntu, instale-as com:")):
        done = subprocess.run([sys.executable, "-m", "graphgames_desktop", "--lang", lang], env=env, cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 1, done.stderr
        assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in done.stderr
        assert phrase in done.stderr
        assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in done.stderr
        assert "Traceback" not in done.stderr


# -- the self-test and the kernel's cache in a bundle -----------------------------------------------

def test_the_self_test_plays_a_blue_red_game_on_the_kernel_and_checks_it():
    from graphgames_desktop.selftest import blue_red_self_test
    report = blue_red_self_test()
    assert report.ok
    assert report.kernel_searches > 0 and report.positions == report.moves + 1 == report.values_agree
    assert report.value == Fraction(3) and report.winner == report.expected_winner == 0


def test_the_self_test_fails_when_the_kernel_answers_wrong(monkeypatch):
    from graphgames_desktop.games.solve import hackenbush_kernel
    from graphgames_desktop.selftest import blue_red_self_test
    solve = hackenbush_kernel.solve

    def off_by_one(*args, **kwargs):
        value, done = solve(*args, **kwargs)
        query = args[10] if len(args) > 10 else kwargs.get("query", 0)
        return (value if query else value + hackenbush_kernel.ONE), done

    monkeypatch.setattr(hackenbush_kernel, "solve", off_by_one)
    report = blue_red_self_test()
    assert not report.ok and report.values_agree < report.positions


def test_self_test_option_prints_what_it_checked(capsys, qapp):
    from graphgames_desktop import app
    assert app.main(["--self-test", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "christmas-tree" in out and "Self-test passed." in out


def test_a_self_test_that_cannot_run_says_why_without_a_traceback(capsys, qapp, monkeypatch):
    from graphgames_desktop import app, selftest

    def broken():
        raise ModuleNotFoundError("No module named 'numba'")

    monkeypatch.setattr(selftest, "blue_red_self_test", broken)
    assert app.main(["--self-test", "--lang", "en"]) == 1
    assert "Self-test FAILED: ModuleNotFoundError: No module named 'numba'" in capsys.readouterr().out


def test_a_bundle_sends_numba_to_the_users_cache(monkeypatch, tmp_path, qapp):
    from graphgames_desktop import app
    from graphgames_desktop.paths import user_cache_dir
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("NUMBA_CACHE_DIR", "")  # recorded, so that the value main() sets goes after the test
    monkeypatch.delenv("NUMBA_CACHE_DIR")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert app.main(["--game", "nonsense"]) == 2
    cache = Path(os.environ["NUMBA_CACHE_DIR"])
    assert cache == app.kernel_cache_dir() and cache.parent == user_cache_dir() / "numba"
    assert user_cache_dir() == tmp_path / "cache" / "GraphGames"


def test_an_installed_wheel_sends_numba_to_the_users_cache_and_a_checkout_does_not(monkeypatch, tmp_path, qapp):
    """A wheel's package sits in site-packages, with no pyproject.toml beside it: numba must not write there."""
    from graphgames_desktop import app, paths
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("NUMBA_CACHE_DIR", "")
    monkeypatch.delenv("NUMBA_CACHE_DIR")
    assert paths.is_source_checkout()  # this test runs from a clone
    assert app.main(["--game", "nonsense"]) == 2
    assert "NUMBA_CACHE_DIR" not in os.environ  # make's kernel step compiled beside the sources
    monkeypatch.setattr(paths, "_PACKAGE", tmp_path / "site-packages" / "graphgames_desktop")
    assert app.main(["--game", "nonsense"]) == 2
    assert Path(os.environ["NUMBA_CACHE_DIR"]) == app.kernel_cache_dir()
    assert app.kernel_cache_dir().is_relative_to(tmp_path / "cache" / "GraphGames" / "numba")


def test_the_kernel_cache_folder_changes_with_the_kernels_source(monkeypatch, tmp_path):
    from graphgames_desktop import app
    solve = tmp_path / "graphgames_desktop" / "games" / "solve"
    solve.mkdir(parents=True)
    (solve / "hackenbush_kernel.py").write_text("ONE = 1\n")
    monkeypatch.setattr(app, "__file__", str(tmp_path / "graphgames_desktop" / "app.py"))
    before = app.kernel_cache_dir()
    (solve / "hackenbush_kernel.py").write_text("ONE = 2\n")
    assert app.kernel_cache_dir() != before


# -- icon and names ---------------------------------------------------------------------------------

def test_the_icon_has_every_size_and_the_windows_and_macos_files_read_back(qapp):
    from PySide6.QtGui import QImageReader

    from graphgames_desktop.app import app_icon
    icon = app_icon()
    assert {s.width() for s in icon.availableSizes()} == {16, 24, 32, 48, 64, 128, 256, 512}
    icons = ROOT / "resources" / "icons"
    for name, sizes in (("graphgames.ico", [16, 24, 32, 48, 64, 128, 256]), ("graphgames.icns", [16, 32, 64, 128, 256, 512])):
        reader = QImageReader(str(icons / name))
        found = []
        for i in range(reader.imageCount()):
            reader.jumpToImage(i)
            found.append(reader.read().width())
        assert sorted(found) == sizes, name


def test_the_application_is_named_in_the_language_chosen(window):
    from PySide6.QtGui import QGuiApplication
    assert QGuiApplication.applicationDisplayName() == "Graph Games"
    window.languages.set_language("pt_BR")
    assert QGuiApplication.applicationDisplayName() == "Jogos de Grafos"
    QGuiApplication.processEvents()
    assert window.windowTitle().endswith("— Jogos de Grafos")  # Qt adds no second name to it
    window.languages.set_language("en")
    assert QGuiApplication.applicationDisplayName() == "Graph Games"


def test_the_desktop_entry_names_the_program_and_its_name_in_portuguese():
    entry = dict(line.split("=", 1) for line in (ROOT / "packaging" / "linux" / "graphgames.desktop").read_text().splitlines()
                 if "=" in line)
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["gui-scripts"]
    assert entry["Exec"].split()[0] in scripts and entry["Icon"] == "graphgames"
    assert entry["Name"] == "Graph Games" and entry["Name[pt_BR]"] == "Jogos de Grafos"


# -- the wheel, installed ---------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="venv layout of POSIX systems")
def test_the_wheel_installed_in_a_fresh_venv_runs(tmp_path):
    """Build the wheel from a clean checkout, install it into a new venv and run its ``graphgames``
    from outside the checkout: a window drawn in Portuguese, a refusal in Portuguese, the self-test.

    Offline: the wheel is built with this interpreter's setuptools (no isolated build environment
    to download), and the new venv sees this interpreter's site-packages for the dependencies
    (a .pth line, which does not bring this checkout's editable install along); ``pip check``
    then checks that they satisfy the wheel's requirements. The kernel's machine code compiled by
    ``make setup`` is copied into the user's cache folder, where an installed wheel's numba keeps it
    (its cache is keyed by the source's contents): without it, the first self-test compiles for a
    minute. Nothing is written into site-packages.
    """
    checkout = clean_checkout(tmp_path)
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q",
                    "-w", str(wheels), str(checkout)], check=True, capture_output=True)
    wheel, = wheels.glob("graphgames_desktop-*.whl")
    venv = tmp_path / "fresh"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    (site / "_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)], check=True,
                   capture_output=True)
    installed = site / "graphgames_desktop"
    from numba.core.caching import _CacheLocator

    from graphgames_desktop import app
    user_cache = tmp_path / "cache" / "GraphGames" / "numba" / app.kernel_cache_dir().name
    numba_folder = user_cache / _CacheLocator.get_suitable_cache_subpath(str(installed / "games" / "solve" / "x.py"))
    numba_folder.mkdir(parents=True)
    for compiled in (ROOT / "graphgames_desktop" / "games" / "solve" / "__pycache__").glob("hackenbush_kernel.*.nb*"):
        shutil.copy2(compiled, numba_folder)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "NUMBA_"))}
    env.update(QT_QPA_PLATFORM="offscreen", PATH=f"{venv / 'bin'}{os.pathsep}{env['PATH']}",
               XDG_CACHE_HOME=str(tmp_path / "cache"))

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(venv / "bin" / "graphgames"), *args], env=env, cwd=tmp_path, capture_output=True,
                              text=True, timeout=600)

    checked = subprocess.run([str(python), "-m", "pip", "check"], env=env, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout
    where = subprocess.run([str(python), "-c", "import graphgames_desktop; print(graphgames_desktop.__file__)"],
                           env=env, cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert Path(where.strip()).parent == installed
    shot = tmp_path / "window.png"
    done = run("--lang", "pt_BR", "--game", "hackenbush", "--screenshot", str(shot))
    assert done.returncode == 0 and shot.stat().st_size > 10_000, done.stderr
    refused = run("--lang", "pt_BR", "--game", "nonsense")
    assert refused.returncode == 2 and "não pode ser jogado na tela" in refused.stderr
    tested = run("--self-test", "--lang", "en")
    assert tested.returncode == 0 and "Self-test passed." in tested.stdout, tested.stdout + tested.stderr
    assert str(user_cache) in tested.stdout, tested.stdout  # the user's cache, not the checkout's nor site-packages
    assert "Compiled search: loaded from the cache" in tested.stdout, tested.stdout  # the machine code copied there was found
    assert not list(installed.rglob("*.nbi")), "numba wrote into site-packages"
