"""Opening big and foreign files: time, peak memory, and how long the window froze.

Files are generated here: a 1,589-vertex GML without positions (many small components, as the
netscience co-authorship network), a 200,000-vertex native drawing, a 50 MB yEd GraphML and a
2,000-vertex native drawing. Each is opened in a fresh process, twice: by the loader alone
(``fileio.load_path``), and in the real window (``MainWindow.open_path``, offscreen) while a
10 ms timer measures the longest gap between its ticks, the longest the window stopped responding:
while it opens and is painted, and then while it is zoomed in, panned and zoomed out as a user would.

Run: .venv/bin/python benchmarks/files.py  (smaller, quicker: --big 20000 --graphml-mb 5 --only native)
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from graphgames_desktop.graph import fileio  # noqa: E402
from graphgames_desktop.graph.drawing import Drawing  # noqa: E402


def netscience_like(path: Path, n: int = 1589, seed: int = 1) -> None:
    """A GML of small collaboration groups (cliques and trees of 1-25 vertices), no positions."""
    rng = random.Random(seed)
    lines = ["graph [", "  directed 0"]
    edges: list[tuple[int, int]] = []
    start = 0
    while start < n:
        size = min(n - start, rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 8, 12, 25]))
        group = list(range(start, start + size))
        if size <= 5:
            edges += [(a, b) for i, a in enumerate(group) for b in group[i + 1:]]
        else:
            edges += [(v, rng.choice(group[:i])) for i, v in enumerate(group) if i]
            edges += [(rng.choice(group), rng.choice(group)) for _ in range(size // 3)]
        start += size
    for v in range(n):
        lines += ["  node [", f"    id {v}", f'    label "AUTHOR, N{v}"', "  ]"]
    for u, v in {(min(a, b), max(a, b)) for a, b in edges if a != b}:
        lines += ["  edge [", f"    source {u}", f"    target {v}", "    value 1.0", "  ]"]
    path.write_text("\n".join(lines + ["]", ""]))


def native_grid(path: Path, n: int, seed: int = 2) -> None:
    """n vertices on a jittered grid, each joined to its right and lower neighbour half the time."""
    rng = random.Random(seed)
    side = int(n**0.5) + 1
    d = Drawing()
    for i in range(n):
        d.add_vertex((i % side) * 60.0 + rng.uniform(-8, 8), (i // side) * 60.0 + rng.uniform(-8, 8))
    for i in range(n):
        for j in (i + 1, i + side):
            if j < n and (j == i + side or j % side) and rng.random() < 0.5:
                d.add_edge(i, j)
    path.write_bytes(fileio.dumps_native(d))


def yed_graphml(path: Path, megabytes: int = 50, seed: int = 3) -> None:
    """A yEd-style GraphML (y:ShapeNode geometry and labels, PolyLineEdge) of about ``megabytes``."""
    rng = random.Random(seed)
    head = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
            '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:y="http://www.yworks.com/xml/graphml">\n'
            '  <key for="node" id="d6" yfiles.type="nodegraphics"/>\n  <key for="edge" id="d10" yfiles.type="edgegraphics"/>\n'
            '  <graph edgedefault="directed" id="G">\n')
    node = ('    <node id="n{i}"><data key="d6"><y:ShapeNode><y:Geometry height="30.0" width="30.0" x="{x:.1f}" '
            'y="{y:.1f}"/><y:Fill color="#FFCC00" transparent="false"/><y:BorderStyle color="#000000" type="line" '
            'width="1.0"/><y:NodeLabel alignment="center" fontFamily="Dialog" fontSize="12">v{i}</y:NodeLabel>'
            '<y:Shape type="ellipse"/></y:ShapeNode></data></node>\n')
    edge = ('    <edge id="e{k}" source="n{u}" target="n{v}"><data key="d10"><y:PolyLineEdge><y:LineStyle '
            'color="#000000" type="line" width="1.0"/><y:Arrows source="none" target="standard"/></y:PolyLineEdge>'
            '</data></edge>\n')
    target = megabytes * 1024 * 1024
    side = 330
    with path.open("w") as out:
        out.write(head)
        size, n = len(head), 0
        while size < target * 0.62:
            text = node.format(i=n, x=(n % side) * 60.0, y=(n // side) * 60.0)
            out.write(text)
            size += len(text)
            n += 1
        k = 0
        while size < target:
            u = rng.randrange(n)
            v = min(n - 1, u + rng.choice([1, side]))
            if u != v:
                text = edge.format(k=k, u=u, v=v)
                out.write(text)
                size += len(text)
                k += 1
        out.write("  </graph>\n</graphml>\n")


LOADER = """
import json, resource, sys, time
from graphgames_desktop.graph import fileio
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t, cpu = time.perf_counter(), time.process_time()
loaded = fileio.load_path(sys.argv[1])
dt, cpu = time.perf_counter() - t, time.process_time() - cpu
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"seconds": dt, "cpu": cpu, "peak_mb": peak / 1024, "added_mb": (peak - base) / 1024,
                  "vertices": len(loaded.drawing.vertices), "edges": len(loaded.drawing.edges)}))
"""

WINDOW = """
import json, resource, sys, time
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.main_window import MainWindow
languages = LanguageManager()
languages.set_language("en")
window = MainWindow(languages, offer_recovery=False)
window.resize(1200, 800)
window.show()
app.processEvents()
ticks = []
timer = QTimer()
timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
timer.start(10)


def freeze_since(start):
    \"\"\"The longest the GUI thread left the 10 ms timer waiting since tick number ``start``.\"\"\"
    ticks.append(time.perf_counter())
    return max((b - a for a, b in zip(ticks[start:], ticks[start + 1:])), default=0.0)


def spin(seconds, until=lambda: False):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not until():
        app.processEvents(QEventLoop.AllEvents, 20)


base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t, cpu = time.perf_counter(), time.process_time()
ticks.append(t)
ok = window.open_path(sys.argv[1])
view = window.editor.view
opened = time.perf_counter() - t


def whole():
    \"\"\"The view shows the whole picture: its items, or an overview image made for this very view.\"\"\"
    return not view.showing_overview() or view.overview.sharp


spin(300, whole)  # on screen: painted by the event loop, as a window is
window.grab()
shown, cpu = time.perf_counter() - t, time.process_time() - cpu
opening = freeze_since(0)
# Then as a user would: twelve steps of Zoom In (Ctrl++), a pan each way, twelve steps of Zoom Out,
# each followed by 0.2 s of the event loop (the picture catches up meanwhile).
mark, t = len(ticks), time.perf_counter()
for step in ["in"] * 12 + ["pan"] * 4 + ["out"] * 12:
    if step == "pan":
        bar = view.horizontalScrollBar()
        bar.setValue(bar.value() + 300)
    else:
        (view.zoom_in if step == "in" else view.zoom_out)()
    spin(0.2)
spin(300, whole)
browsing, browse_s = freeze_since(mark), time.perf_counter() - t
timer.stop()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"ok": ok, "opened": opened, "seconds": shown, "cpu": cpu, "longest_freeze": opening,
                  "browse_freeze": browsing, "browse_s": browse_s, "peak_mb": peak / 1024,
                  "added_mb": (peak - base) / 1024, "vertices": len(window.editor.drawing.vertices)}))
"""


def measure(script: str, path: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True, text=True, check=False,
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)})
    if out.returncode:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr.strip() else f"exit {out.returncode}"}
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--big", type=int, default=200_000, help="vertices of the big native file")
    parser.add_argument("--graphml-mb", type=int, default=50, help="size of the yEd GraphML")
    parser.add_argument("--only", default="", help="measure only the files whose name contains this")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        files = {
            "GML, 1,589 vertices, no positions": (Path(folder) / "netscience.gml", netscience_like),
            "native, 2,000 vertices": (Path(folder) / "two-thousand.graph.json", lambda p: native_grid(p, 2000)),
            f"native, {args.big:,} vertices": (Path(folder) / "big.graph.json", lambda p: native_grid(p, args.big)),
            f"yEd GraphML, {args.graphml_mb} MB": (Path(folder) / "big.graphml",
                                                 lambda p: yed_graphml(p, args.graphml_mb)),
        }
        files = {name: job for name, job in files.items() if args.only in name}
        # Wall-clock seconds, and the CPU seconds of the process (all threads): on a busy shared machine
        # the second says more. "freeze" is the longest the GUI thread left a 10 ms timer waiting.
        # "window s": from File > Open until the whole drawing is on screen; "browse": twelve zooms in, four
        # pans, twelve zooms out, 0.2 s apart, with the longest freeze among them.
        print(f"{'file':36} {'MB':>6} {'V':>8} {'E':>8} | {'load s':>7} {'cpu s':>6} {'peak MB':>8} | "
              f"{'window s':>8} {'cpu s':>6} {'freeze s':>8} {'peak MB':>8} | {'browse s':>8} {'freeze s':>8}")
        for name, (path, make) in files.items():
            make(path)
            loaded, shown = measure(LOADER, path), measure(WINDOW, path)
            mb = path.stat().st_size / 2**20
            if "error" in loaded or "error" in shown:
                print(f"{name:36} {mb:6.1f} {loaded.get('error', '')} {shown.get('error', '')}")
                continue
            print(f"{name:36} {mb:6.1f} {loaded['vertices']:8d} {loaded['edges']:8d} | {loaded['seconds']:7.2f} "
                  f"{loaded['cpu']:6.2f} {loaded['peak_mb']:8.0f} | {shown['seconds']:8.2f} {shown['cpu']:6.2f} "
                  f"{shown['longest_freeze']:8.2f} {shown['peak_mb']:8.0f} | {shown['browse_s']:8.2f} "
                  f"{shown['browse_freeze']:8.2f}", flush=True)


if __name__ == "__main__":
    main()
