"""The magic game's judge, Hint (analyse) and strong computer against the exhaustive solver on random
games of the paper's theorem families, along the pairing strategy and off it (the bigger run of
tests/games/test_magic_strategy_line.py), and the time the proof of the strategy's line takes.

Run: .venv/bin/python benchmarks/magic_lines.py [GAMES] [MOST_OPEN]
  GAMES      games per board (default 100)
  MOST_OPEN  judge positions with at most this many open elements (default 9; 11 costs seconds a board)

Times are CPU seconds of this process (the development machine is shared; wall-clock varies more).
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from graphgames_desktop.games.magic import MagicBoard, MagicState  # noqa: E402
from graphgames_desktop.games.solve import magic_theorems  # noqa: E402
from graphgames_desktop.games.solve.grundy import BoundedMemo, Deadline, OutOfTime  # noqa: E402
from tests.games.magic_lines import FAMILIES, run, spider  # noqa: E402


def agreement(games: int, most_open: int) -> None:
    print(f"{'board':<12}{'positions':>10}{'on line':>9}{'moves':>9}{'problems':>10}{'CPU s':>8}")
    for name in FAMILIES:
        start = time.process_time()
        tally = run([name], games, seed=7, most_open=most_open)
        print(f"{name:<12}{tally.positions:>10}{tally.on_line:>9}{tally.moves_judged:>9}{len(tally.problems):>10}"
              f"{time.process_time() - start:>8.1f}")
        for problem in tally.problems[:5]:
            print("   ", problem)


def line_proofs(games: int) -> None:
    """On a 64-element Theorem 1 board (too big for the solver): the proof that a position is on the line,
    from a cold memo, along the line and after the winner left it (then it may not end in its budget)."""
    g = spider([5, 4, 3, 3, 2, 2, 2, 2], [(i, (i + 1) % 8) for i in range(8)] + [(0, 4), (2, 6)])
    fit = magic_theorems.family_fit(g)
    total = MagicBoard.from_graph(g).size + 1
    times: dict[bool, list[float]] = {True: [], False: []}
    out_of_time = 0
    for game in range(games):
        rng = random.Random(game)
        state = MagicState.start(MagicBoard.from_graph(g))
        leave, answers, last, line = rng.randrange(1, 15), 0, None, True
        while state.outcome() is None:
            if len(state.used) % 2 == fit.winner:
                magic_theorems._LINE = BoundedMemo(200_000)
                start = time.process_time()
                try:
                    magic_theorems.on_line(state, Deadline(2.0))
                    times[line].append(time.process_time() - start)
                except OutOfTime:
                    out_of_time += 1
                if line and answers < leave:
                    move = magic_theorems.pairing_move(state).move
                    answers += 1
                else:
                    line = False
                    matches = [m for m in state.legal_moves() if last is not None and m.label == total - last.label]
                    move = rng.choice(matches or state.legal_moves())
            else:
                move = rng.choice(state.legal_moves())
            last, state = move, state.play(move)
    for on, spent in times.items():
        if spent:
            print(f"{'on' if on else 'off'} the line: {len(spent)} proofs, median {sorted(spent)[len(spent) // 2] * 1000:.1f} ms,"
                  f" worst {max(spent) * 1000:.0f} ms CPU")
    print(f"off the line, not settled in 2 s: {out_of_time}")


if __name__ == "__main__":
    agreement(int(sys.argv[1]) if len(sys.argv) > 1 else 100, int(sys.argv[2]) if len(sys.argv) > 2 else 9)
    line_proofs(20)
