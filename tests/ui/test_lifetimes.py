"""Qt objects die on the GUI thread: the segfault of full test runs, reproduced and ruled out.

The cause (ui/collector.py): Python's cycle collector ran in whatever thread allocated when a
generation filled, a solver's or the canvas's crossings thread, and destroyed there a scene that
Python owned and that sat in a cycle with its drawing. Qt cannot stop a timer from another thread,
so the scene's timer stayed registered with the GUI thread and fired at freed memory
(QCoreApplication::notifyInternal2 from QTimerInfoList::activateTimers, under gdb).
"""

import gc
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from graphgames_desktop.graph import boards
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.collector import collect_on_gui_thread
from graphgames_desktop.ui.theme import theme
from tests.ui.patience import PATIENCE_MS, PATIENCE_S

ROOT = Path(__file__).resolve().parents[2]


class Probe:
    """Says on which thread the object holding it was finalised."""

    def __init__(self, seen: list[str]):
        self.seen = seen

    def __del__(self):
        self.seen.append(threading.current_thread().name)


def test_a_forgotten_scene_in_a_cycle_dies_on_the_gui_thread_while_workers_allocate(qtbot):
    """Threads that allocate cycles as fast as they can (a solver does) never collect a Qt object."""
    collect_on_gui_thread()
    assert not gc.isenabled()
    stop = threading.Event()

    def churn():
        while not stop.is_set():
            junk = [[i] for i in range(5000)]
            for cell in junk:
                cell.append(cell)  # cycles: the collector's generations fill here

    workers = [threading.Thread(target=churn, name=f"churn{i}", daemon=True) for i in range(2)]
    for w in workers:
        w.start()
    seen: list[str] = []
    try:
        for i in range(30):
            scene = DrawingScene(boards.board("petersen").copy())  # Python's, never detached: drawing <-> scene
            scene.probe = Probe(seen)
            del scene
            theme().set_classroom(i % 2 == 0)  # stale scenes still follow the look until they go
            qtbot.wait(1)
        qtbot.waitUntil(lambda: len(seen) == 30, timeout=PATIENCE_MS)
    finally:
        stop.set()
        for w in workers:
            w.join()
        theme().set_classroom(False)
    assert set(seen) == {threading.main_thread().name}


@pytest.mark.slow_first
def test_switching_looks_languages_and_games_never_crashes():
    """A short run of the stress test (``make stress`` runs 1,000 switches), in Python's development
    mode with faulthandler: a crash ends the child process with the stacks of every thread."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-X", "dev", "-X", "faulthandler", "-m", "tests.ui.stress",
                             "--switches", "120", "--seed", "7"], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=PATIENCE_S)
    assert result.returncode == 0, result.stderr[-4000:]
    assert "stress: 120 switches" in result.stdout
