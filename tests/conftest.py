"""Offscreen Qt, isolated settings and data folders, and a main window fixture."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


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
