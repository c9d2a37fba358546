"""Offscreen Qt, isolated settings and data folders, and a main window fixture."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


def pytest_collection_modifyitems(config, items):
    """The tests marked ``slow_first`` (each a minute or more on this machine) run first, dealt out among
    xdist's workers, so that no worker starts one when the others are almost done and finishes minutes
    after them. xdist's load scheduler first gives each of its n workers a run of len(items) // n // 4
    consecutive tests, then the rest a few at a time to whichever is free: the marked tests are dealt in
    turn to the starts of those first runs. Only the order changes, never what runs."""
    first = [item for item in items if item.get_closest_marker("slow_first")]
    if not first:
        return
    rest = [item for item in items if not item.get_closest_marker("slow_first")]
    workers = max(1, int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")))
    run = max(len(items) // workers // 4, 2)
    runs: list[list] = [first[w::workers] for w in range(workers)]
    for own in runs:
        take = max(run - len(own), 0)
        own += rest[:take]
        del rest[:take]
    items[:] = [item for own in runs for item in own] + rest


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """Every test gets its own settings and data folders, so nothing leaks between tests."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    yield


@pytest.fixture
def window(qtbot, monkeypatch):
    from PySide6.QtCore import QSettings, QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
    QSettings("GraphGames", "graphgames_desktop").clear()
    from PySide6.QtGui import QGuiApplication

    from graphgames_desktop.ui.i18n import LanguageManager
    from graphgames_desktop.ui.main_window import MainWindow
    from graphgames_desktop.ui.theme import theme
    from graphgames_desktop.ui.worker import wait_idle
    QGuiApplication.styleHints().setMouseDoubleClickInterval(1)  # separate test clicks never pair up
    languages = LanguageManager()
    languages.set_language("en")
    win = MainWindow(languages, offer_recovery=False)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.game_page.stop_studying()  # a position left unsolved is studied for a minute more: not here
    wait_idle()
    win.release()  # as closing it does: old windows' scenes no longer follow the theme
    theme().set_classroom(False)
    languages.set_language("en")
    from PySide6.QtWidgets import QMessageBox
    # Nothing to ask about: the test's drawing and game are thrown away.
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Discard)
    win.close()
    win.deleteLater()
