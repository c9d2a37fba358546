"""The rules, the graph model and the pure layers never import Qt: every module of them is imported
(found by walking the packages, so a new module cannot slip) in a fresh interpreter where Qt is blocked."""

import json
import subprocess
import sys

#: The packages that must stay free of Qt (those that exist: session/ and net/ come later).
PURE = ("graphgames_desktop.games", "graphgames_desktop.graph", "graphgames_desktop.session", "graphgames_desktop.net")

#: Run in a fresh interpreter: every import of PySide6 or shiboken6 is refused and noted against the
#: module being imported, so one that catches the ImportError is caught too.
PROBE = r"""
import importlib, importlib.util, json, pkgutil, sys

class Block:
    tried = []
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            Block.tried.append(name)
            raise ImportError(f"Qt is blocked here: {name}")
        return None

sys.meta_path.insert(0, Block())
names = []
for root in json.loads(sys.argv[1]):
    spec = importlib.util.find_spec(root)
    if spec is None:
        continue
    names += [root] + [m.name for m in pkgutil.walk_packages(spec.submodule_search_locations or [], root + ".")]
qt = {}
for name in names:
    before = len(Block.tried)
    try:
        importlib.import_module(name)
    except ImportError as error:
        qt[name] = str(error)
    if len(Block.tried) > before:
        qt.setdefault(name, ", ".join(Block.tried[before:]))
print(json.dumps({"modules": names, "qt": qt}))
"""


def probe(roots=PURE) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE, json.dumps(list(roots))], capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out)


def test_no_module_of_the_pure_packages_imports_qt():
    found = probe()
    assert "graphgames_desktop.games.solve.magic" in found["modules"]  # submodules are walked, not just roots
    assert "graphgames_desktop.graph.card_layout" in found["modules"]
    assert found["qt"] == {}


def test_the_probe_catches_a_module_that_imports_qt():
    found = probe(("graphgames_desktop.ui.theme",))
    assert "graphgames_desktop.ui.theme" in found["qt"]
