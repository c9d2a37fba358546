import subprocess
import sys


def test_rules_and_graph_model_never_import_qt():
    code = ("import sys, graphgames_desktop.graph.boards, graphgames_desktop.graph.fileio, "
            "graphgames_desktop.graph.geometry, graphgames_desktop.graph.measures, graphgames_desktop.games, "
            "graphgames_desktop.games.players; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
