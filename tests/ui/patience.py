"""How long a UI test waits for a condition before it fails: a safety net, not a speed test.

Tests wait for the state they need (qtbot.waitUntil, waitSignal), never for a fixed time, so on a
fast machine they go on at once; this bound only decides when a hang is called a failure, and it is
long enough for a slow machine with both cores busy.
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QThreadPool

#: Milliseconds to wait for a condition (a computer's move, a judged position, an animation's end).
PATIENCE_MS = 120_000
#: Seconds a child process (the app run from the command line) may take.
PATIENCE_S = 600


def wait_for_the_end(qtbot, page) -> None:
    """Wait for the game on ``page`` to end, as long as it keeps moving: a whole game between computers
    takes as long as the machine needs, but each of its moves must come within PATIENCE_MS."""
    while page.match.state.outcome() is None:
        made = len(page.match.moves)
        qtbot.waitUntil(lambda made=made: page.match.state.outcome() is not None or len(page.match.moves) > made,
                        timeout=PATIENCE_MS)


class _LayoutWork(QObject):
    """Counts the events by which widgets are still being laid out: layout requests, resizes, moves,
    polish and deferred calls (a ``QTimer.singleShot(0, ...)`` fitting something once laid out)."""

    KINDS = frozenset({QEvent.LayoutRequest, QEvent.Resize, QEvent.Move, QEvent.Polish, QEvent.PolishRequest,
                       QEvent.MetaCall, QEvent.Show, QEvent.Hide})

    def __init__(self):
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() in self.KINDS:
            self.count += 1
        return False


@contextmanager
def layout_work() -> Iterator[Callable[[], bool]]:
    """While open, a test of the widgets' layout: true when a turn of the event loop since the last
    test brought no layout work at all (the same in a test and in a script of its own)."""
    app = QCoreApplication.instance()
    work = _LayoutWork()
    app.installEventFilter(work)
    seen = [-1]

    def quiet() -> bool:
        done = work.count == seen[0]
        seen[0] = work.count
        return done

    try:
        yield quiet
    finally:
        app.removeEventFilter(work)


def wait_settled(qtbot) -> None:
    """Wait until the widgets are laid out (where a fixed wait hoped the layout was done, and measured
    a half-made one on a busy machine)."""
    with layout_work() as quiet:
        qtbot.waitUntil(quiet, timeout=PATIENCE_MS)


def wait_quiet(qtbot) -> None:
    """Wait until no worker job runs and nothing one sent waits to be delivered: then nothing more can
    come of them, and a test may assert that something did not happen (no fixed wait that a late
    answer outlasts)."""
    pool = QThreadPool.globalInstance()
    while True:
        assert pool.waitForDone(PATIENCE_MS), "a worker job still runs"
        wait_settled(qtbot)  # answers delivered; one may have started another job
        if pool.activeThreadCount() == 0:
            return
