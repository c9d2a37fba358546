"""How long 20 puzzles of each game take to generate (target: under 10 s each), by difficulty, how many
candidate positions the exhaustive solvers refused (a teaching verdict they did not prove), and how
long a worksheet of them takes to draw. Each run starts with cold solver memos (a new process).
Run: .venv/bin/python benchmarks/puzzles.py [seed]
"""

import os
import sys
import tempfile
import time

from graphgames_desktop.games import GAMES, puzzles
from graphgames_desktop.games.puzzles import Difficulty, generate

COUNT = 20
TARGET = 10.0


class Refusals:
    """Counts the proofs asked for, and the positions whose teaching verdicts the exhaustive solver did
    not prove (a second, untimed run: it judges each position again)."""

    def __init__(self):
        self.asked = self.refused = 0
        self.original = puzzles.proved_verdicts

    def __call__(self, spec, state):
        proved = self.original(spec, state)
        judged = {j.move: j.verdict for j in spec.teaching.judge(state, puzzles.NO_DEADLINE)}
        self.asked += 1
        self.refused += proved is None or proved != judged
        return proved


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    print(f"{'game':12s} {'difficulty':10s} {'puzzles':>7s} {'seconds':>8s} {'cpu s':>6s}  kinds (win / only)  "
          "proofs refused  target")
    made = {}
    for game in sorted(g for g, spec in GAMES.items() if spec.teaching is not None):
        for level in (None, *Difficulty):
            start, cpu = time.perf_counter(), time.process_time()
            found = generate(game, COUNT, level, seed)
            dt, dcpu = time.perf_counter() - start, time.process_time() - cpu
            refusals = Refusals()
            puzzles.proved_verdicts = refusals
            generate(game, COUNT, level, seed)
            puzzles.proved_verdicts = refusals.original
            kinds = sum(1 for p in found if p.kind == "find_win"), sum(1 for p in found if p.kind == "only_safe")
            name = level.name.lower() if level else "mixed"
            print(f"{game:12s} {name:10s} {len(found):7d} {dt:8.2f} {dcpu:6.2f}  {kinds[0]:4d} / {kinds[1]:4d}"
                  f"  {refusals.asked:6d} {refusals.refused:7d}  {'ok' if dt < TARGET else 'SLOW'} (< {TARGET:.0f} s)")
            made.setdefault(game, found)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from graphgames_desktop.ui.worksheet import Sheet, write_worksheet
    app = QApplication.instance() or QApplication([])  # noqa: F841 (drawing needs an application)
    with tempfile.TemporaryDirectory() as folder:
        for game, found in made.items():
            start = time.perf_counter()
            plan = write_worksheet(os.path.join(folder, f"{game}.pdf"), Sheet(game, found, None, seed))
            print(f"worksheet {game:12s} {len(found)} puzzles, {len(plan)} pages: {time.perf_counter() - start:6.2f} s")


if __name__ == "__main__":
    main()
