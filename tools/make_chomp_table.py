"""Write resources/tables/chomp_small.txt: the Chomp value of every connected non-bipartite graph
on up to 8 vertices.

Solving K8 visits all of them: any such graph H is reached from K8 by deleting the vertices outside
H, then H's missing edges, and every graph on that way contains H spanning, so it is connected and
non-bipartite too. Run: .venv/bin/python tools/make_chomp_table.py
"""

import networkx as nx

from graphgames_desktop.games.chomp import ChompSolver
from graphgames_desktop.paths import resources_dir

solver = ChompSolver(use_table=False)
solver.value(nx.complete_graph(8))
rows = sorted(solver.memo.items())
out = resources_dir() / "tables" / "chomp_small.txt"
with open(out, "w") as f:
    f.write("# n canonical-edge-mask(hex) grundy  (igraph BLISS canonical form; see tools/make_chomp_table.py)\n")
    for (n, mask), value in rows:
        f.write(f"{n} {mask:x} {value}\n")
print(f"{len(rows)} entries written to {out}")
