"""The UI tests run as the application does: Python's cycle collector on the GUI thread only."""

import pytest


@pytest.fixture(scope="session", autouse=True)
def _collector_on_gui_thread(qapp):
    from graphgames_desktop.ui.collector import collect_on_gui_thread

    collect_on_gui_thread()
    yield


@pytest.fixture
def computer_at_once(monkeypatch):
    """The computer plays as soon as it has chosen, without the pause (0.7 s) that lets a person see its move
    coming: for a test that plays a game against it and looks at something else (``usefixtures``), waiting
    for each of its moves as for any condition. Not for a test that acts while the computer is to move (the
    pause is then its premise). The pause itself is tested on a manual clock (tests/session/test_controller.py)."""
    from graphgames_desktop.ui.views import game_page

    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
