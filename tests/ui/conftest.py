"""The UI tests run as the application does: Python's cycle collector on the GUI thread only."""

import pytest


@pytest.fixture(scope="session", autouse=True)
def _collector_on_gui_thread(qapp):
    from graphgames_desktop.ui.collector import collect_on_gui_thread

    collect_on_gui_thread()
    yield
