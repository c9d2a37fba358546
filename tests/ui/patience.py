"""How long a UI test waits for a condition before it fails: a safety net, not a speed test.

Tests wait for the state they need (qtbot.waitUntil, waitSignal), never for a fixed time, so on a
fast machine they go on at once; this bound only decides when a hang is called a failure, and it is
long enough for a slow machine with both cores busy.
"""

#: Milliseconds to wait for a condition (a computer's move, a judged position, an animation's end).
PATIENCE_MS = 120_000
#: Seconds a child process (the app run from the command line) may take.
PATIENCE_S = 600
