"""How long a UI test waits for a condition before it fails: a safety net, not a speed test.

Tests wait for the state they need (qtbot.waitUntil, waitSignal), never for a fixed time, so on a
fast machine they go on at once; this bound only decides when a hang is called a failure, and it is
long enough for a slow machine with both cores busy.
"""

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
