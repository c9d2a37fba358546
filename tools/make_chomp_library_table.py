"""Write resources/tables/chomp_library.txt.gz: Chomp values that the library boards' perfect play
needs and that the 8-vertex table does not hold (components of 9 vertices or more).

On the perfect line. For each Chomp board of the library, the exact value of the start is
computed and every move of the start position is analysed, with a fresh solver (so the proof that
each move wins or loses is found), and each component value the search established is written. A
perfect player then answers on such a board by look-ups: after any move of the opponent from a
position of this proof, the winning reply leads to a position whose value is in the table.

Off the line. On the boards of :data:`OFF_LINE_BOARDS` (the ones where a search after a few random
moves can take seconds: benchmarks/chomp.py random) the positions the perfect player can face in
the first :data:`OFF_LINE_DEPTH` moves of a game against any opponent are settled too: for each
one, the values of every winning move's position, or of the position itself when it is lost. The
player (``analyse`` with ``first_win``) then picks, among the winning moves the look-ups show, the
one of least canonical key, which is the move this tool follows, and does not search a position
the look-ups show lost; so the whole tree below stays covered, whatever the labels of the board.
Run: .venv/bin/python tools/make_chomp_library_table.py (about ten minutes, most of it the
dodecahedron's 1,100 positions off the line; the table is about 130 KB gzipped).
"""

import gzip
import time
from collections import deque

from graphgames_desktop.games.chomp import SPEC, ChompSolver, ChompState, analyse
from graphgames_desktop.games.solve.chomp import LIBRARY_TABLE, SMALL_TABLE_MAX, split_key, to_bitmasks
from graphgames_desktop.graph.boards import BOARDS
from graphgames_desktop.paths import resources_dir

OFF_LINE_BOARDS = ("dodecahedron",)
OFF_LINE_DEPTH = 4


def off_line(graph, solver: ChompSolver) -> dict[int, int]:
    """Rows settling every position the perfect player meets in the first moves (see above)."""
    rows: dict[int, int] = {}
    seen: set[int] = set()

    def key_of(state: ChompState) -> int:
        return solver.canonical_key(to_bitmasks(state.graph())[0])[0]

    def settle(state: ChompState) -> None:
        rows.update(solver.table_rows(*to_bitmasks(state.graph())))

    start = ChompState.from_graph(graph)
    todo = deque([(start, 0)] + [(start.play(m), 1) for m in start.legal_moves()])  # either starts
    while todo:  # breadth first: a position is expanded at the least depth it is met
        state, depth = todo.popleft()
        key = key_of(state)
        if depth > OFF_LINE_DEPTH or not state.vertices or key in seen:
            continue
        seen.add(key)
        result = analyse(state, solver=solver)
        assert result.solved
        if result.winning_moves:
            after = {m: state.play(m) for m in result.winning_moves}
            for child in after.values():
                settle(child)
            ours = [min(after.values(), key=key_of)]
        else:
            settle(state)
            ours = [state.play(m) for m in result.preferred]
        for mine in ours:
            todo.extend((mine.play(m), depth + 2) for m in mine.legal_moves())
        if len(seen) % 100 == 0:
            print(f"   {len(seen)} positions off the line, {len(rows)} rows", flush=True)
    return rows


def main():
    rows: dict[int, int] = {}
    for board_id, board in BOARDS.items():
        if board.random or board.category not in ("family", "famous"):
            continue
        solver = ChompSolver(use_library=False)
        start = time.perf_counter()
        graph = board.make().to_networkx()
        solver.value(graph)
        result = analyse(ChompState.from_graph(graph), solver=solver)
        assert result.solved
        found = {key: value for key, value in solver.values.data.items() if split_key(key)[0] > SMALL_TABLE_MAX}
        if board_id in OFF_LINE_BOARDS:
            found.update(off_line(graph, solver))
        rows.update(found)
        print(f"{board_id:16s} {time.perf_counter() - start:7.1f} s  {len(found):6d} values", flush=True)
    assert set(SPEC.boards) - {"random-tree", "random-gnp"} <= set(BOARDS)
    out = resources_dir() / "tables" / LIBRARY_TABLE
    with gzip.open(out, "wt", compresslevel=9) as f:
        f.write("# n canonical-edge-mask(hex) grundy  (see tools/make_chomp_library_table.py)\n")
        for key in sorted(rows):
            n, mask = split_key(key)
            f.write(f"{n} {mask:x} {rows[key]}\n")
    print(f"{len(rows)} entries written to {out} ({out.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
