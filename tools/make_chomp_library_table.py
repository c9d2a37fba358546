"""Write resources/tables/chomp_library.txt.gz: Chomp values that the library boards' perfect play
needs and that the 8-vertex table does not hold (components of 9 vertices or more).

For each Chomp board of the library, the exact value of the start is computed and every move of
the start position is analysed, with a fresh solver (so the proof that each move wins or loses is
found), and each component value the search established is written. A perfect player then
answers on such a board by look-ups: after any move of the opponent from a position of this
proof, the winning reply leads to a position whose value is in the table.
Run: .venv/bin/python tools/make_chomp_library_table.py (about three minutes, most of it the
dodecahedron; the table is about 115 KB gzipped).
"""

import gzip
import time

from graphgames_desktop.games.chomp import SPEC, ChompSolver, ChompState, analyse
from graphgames_desktop.games.solve.chomp import LIBRARY_TABLE, SMALL_TABLE_MAX, split_key
from graphgames_desktop.graph.boards import BOARDS
from graphgames_desktop.paths import resources_dir

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
