"""Saving keeps the file's format, asks before replacing a file, says why a save failed, and the
autosave keeps unsaved work of each window until it is saved or thrown away (issue 12, items 1 and 10)."""

import errno
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from graphgames_desktop.graph import boards, fileio
from tests.ui.mouse import click
from tests.ui.patience import PATIENCE_S

# -- Ctrl+S keeps the format of the file it came from ---------------------------------------------


@pytest.mark.parametrize("fmt, name", [("graphml", "colleague.graphml"), ("gml", "colleague.gml"),
                                       ("gexf", "colleague.gexf"), ("graphml", "misnamed.gml"), ("native", "misnamed.graphml")])
def test_ctrl_s_writes_an_opened_file_in_the_format_it_was_read_in(window, qtbot, tmp_path, fmt, name):
    """Whatever the name says: a GraphML named .gml stays GraphML, our own JSON named .graphml stays JSON."""
    path = tmp_path / name
    board = boards.board("cube")
    path.write_bytes(fileio.dumps_native(board) if fmt == "native" else fileio.dumps_exchange(board, fmt))
    assert window.open_path(str(path))
    qtbot.waitUntil(lambda: len(window.editor.drawing.vertices) == 8)  # opening may finish on a worker
    window.a_draw.trigger()
    click(window.editor.view, 2000, 2000)
    assert window.editor.modified
    qtbot.keyClick(window.editor.view, Qt.Key_S, Qt.ControlModifier)
    assert not window.editor.modified
    assert fileio.sniff(path.read_bytes()) == fmt
    assert len(fileio.load_path(path).drawing.vertices) == 9


def answer_save_as(monkeypatch, name: str, replace: bool) -> list[str]:
    """The file dialog returns ``name`` typed by the user; the replace question is answered ``replace``."""
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, caption, suggested, *a, **k: (name, ""))

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.Yes if replace else QMessageBox.No

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


@pytest.mark.parametrize("fmt", ["graphml", "gml", "gexf"])
def test_save_as_names_ending_in_an_exchange_format_are_written_in_it(window, qtbot, monkeypatch, tmp_path, fmt):
    window.show_editor()
    click(window.editor.view, 0, 0)
    answer_save_as(monkeypatch, str(tmp_path / f"copy.{fmt}"), replace=False)
    qtbot.keyClick(window.editor.view, Qt.Key_S, Qt.ControlModifier | Qt.ShiftModifier)
    assert fileio.sniff((tmp_path / f"copy.{fmt}").read_bytes()) == fmt
    assert len(fileio.load_path(tmp_path / f"copy.{fmt}").drawing.vertices) == 1
    assert window.editor.path == str(tmp_path / f"copy.{fmt}") and not window.editor.modified


@pytest.mark.parametrize("replace", [False, True])
def test_save_as_asks_before_replacing_the_file_the_added_suffix_names(window, qtbot, monkeypatch, tmp_path, replace):
    """The dialog saw the name "work" (no such file); the file written is work.graph.json, which exists."""
    existing = tmp_path / "work.graph.json"
    existing.write_bytes(b"precious")
    window.show_editor()
    click(window.editor.view, 0, 0)
    asked = answer_save_as(monkeypatch, str(tmp_path / "work"), replace)
    qtbot.keyClick(window.editor.view, Qt.Key_S, Qt.ControlModifier | Qt.ShiftModifier)
    assert len(asked) == 1 and "work.graph.json" in asked[0]
    if replace:
        assert len(fileio.load_path(existing).drawing.vertices) == 1 and not window.editor.modified
    else:
        assert existing.read_bytes() == b"precious" and window.editor.modified


# -- a failed save says why -----------------------------------------------------------------------


FULL_DISK = textwrap.dedent("""
    import json, resource, signal, sys
    from pathlib import Path
    from PySide6.QtWidgets import QApplication, QMessageBox
    app = QApplication([])
    from graphgames_desktop.graph import boards
    from graphgames_desktop.ui.i18n import LanguageManager
    from graphgames_desktop.ui.main_window import MainWindow
    window = MainWindow(LanguageManager(), offer_recovery=False)
    window.editor.load(boards.board("dodecahedron"), None)
    window.show_editor()
    shown = []
    QMessageBox.warning = lambda parent, title, text, *a, **k: shown.append(text)
    target = Path(sys.argv[1])
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    # Files may grow to 2 kB only: the OS answers "File too large", as a full disk answers its own.
    resource.setrlimit(resource.RLIMIT_FSIZE, (2048, resource.RLIM_INFINITY))
    fmt = target.name.split(".", 1)[1]
    ok = window.save_to(str(target)) if fmt == "graph.json" else window.export_to(str(target), fmt)
    resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    print(json.dumps({"ok": ok, "shown": shown}))
""")


@pytest.mark.parametrize("fmt", ["graph.json", "graphml", "png", "svg", "pdf"])
def test_a_save_that_the_disk_refuses_says_the_reason_and_keeps_the_old_file(tmp_path, fmt):
    """In a process of its own, whose files the system refuses to let grow past 2 kB."""
    target = tmp_path / f"big.{fmt}"
    target.write_bytes(b"the old file")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", FULL_DISK, str(target)], env=env, capture_output=True, text=True,
                            timeout=PATIENCE_S)
    answer = json.loads(result.stdout.strip().splitlines()[-1])
    assert not answer["ok"] and len(answer["shown"]) == 1
    assert os.strerror(errno.EFBIG) in answer["shown"][0] and "canceled" not in answer["shown"][0]
    assert target.read_bytes() == b"the old file"
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name], "no half-written file is left"


# -- autosave and recovery ------------------------------------------------------------------------

CRASH = textwrap.dedent("""
    import os, sys
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QApplication
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication([])
    app.setOrganizationName(sys.argv[3]); app.setApplicationName(sys.argv[4])  # the test's data folder
    from graphgames_desktop.ui.i18n import LanguageManager
    from graphgames_desktop.ui.main_window import MainWindow
    from graphgames_desktop.ui.setup_dialog import GameSetup
    from graphgames_desktop.games.match import Seat
    window = MainWindow(LanguageManager(), offer_recovery=False)
    for x in range(int(sys.argv[1])):
        window.editor.drawing.add_vertex(100.0 * x, 0.0)
    if window.editor.drawing.vertices:
        window.editor.undo_stack.resetClean()
    if sys.argv[2] == "game":
        window.start_game(GameSetup("chomp", "petersen", 1, (Seat(), Seat()), 0))
        window.game_page.play(window.game_page.match.state.legal_moves()[0])
    window.autosave()
    os._exit(3)  # a crash: nothing is closed, nothing is cleaned
""")


def crash(vertices: int, game: str = "") -> None:
    """Run a window in another process that autosaves its unsaved work and dies."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    names = [QCoreApplication.organizationName(), QCoreApplication.applicationName()]
    result = subprocess.run([sys.executable, "-c", CRASH, str(vertices), game or "-", *names], env=env, timeout=PATIENCE_S)
    assert result.returncode == 3


def autosaves(window) -> list[Path]:
    return sorted(window.autosaves.folder.glob("*.graph.json"))


def say_yes(monkeypatch) -> list[str]:
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a, **k: (asked.append(text), QMessageBox.Yes)[1])
    return asked


def test_recovered_work_keeps_an_autosave_until_it_is_saved(window, monkeypatch, tmp_path):
    crash(3)
    asked = say_yes(monkeypatch)
    window.offer_recovery()
    assert len(asked) == 1 and len(window.editor.drawing.vertices) == 3 and window.editor.modified
    kept = [json.loads(p.read_text()) for p in autosaves(window)]
    assert [len(doc["vertices"]) for doc in kept] == [3], "a second crash now would still not lose it"
    assert window.save_to(str(tmp_path / "recovered.graph.json"))
    window.autosave()
    assert autosaves(window) == []
    window.autosaves.close()
    assert not list(window.autosaves.folder.iterdir()), "the dead window's lock went with its copy"


def test_a_declined_recovery_throws_the_autosave_away(window, monkeypatch):
    crash(2)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    window.offer_recovery()
    assert not window.editor.drawing.vertices and autosaves(window) == []


def test_an_autosave_that_cannot_be_loaded_is_kept_and_its_place_said(window, monkeypatch):
    crash(2)
    (damaged,) = autosaves(window)
    content = damaged.read_bytes()[:40]
    damaged.write_bytes(content)
    say_yes(monkeypatch)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append(text))
    window.offer_recovery()
    assert len(shown) == 1 and "damaged" in shown[0]
    (kept,) = [p for p in window.autosaves.folder.iterdir() if p.suffix == ".json"]
    assert kept.read_bytes() == content and str(kept) in shown[0], "the file is kept, and the message says where"
    shown.clear()
    window.offer_recovery()
    assert not shown, "it is not offered again at every start"


def test_a_game_in_progress_is_autosaved_and_recovered(window, monkeypatch):
    crash(0, "game")
    asked = say_yes(monkeypatch)
    window.offer_recovery()
    assert len(asked) == 1 and "game" in asked[0]
    assert window.game_page.match is not None and len(window.game_page.match.moves) == 1
    assert window.stack.currentWidget() is window.game_page


def test_each_window_has_its_own_autosave(window, monkeypatch):
    from graphgames_desktop.ui.main_window import MainWindow
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Discard)  # closing throws work away
    other = MainWindow(window.languages, offer_recovery=False)
    third = MainWindow(window.languages, offer_recovery=False)
    try:
        window.editor.drawing.add_vertex(0, 0)
        window.editor.undo_stack.resetClean()
        other.editor.drawing.add_vertex(0, 0)
        other.editor.drawing.add_vertex(100, 0)
        other.editor.undo_stack.resetClean()
        window.autosave()
        other.autosave()
        mine, theirs = window.autosaves.path("drawing"), other.autosaves.path("drawing")
        assert mine != theirs and mine.exists() and theirs.exists()
        asked = say_yes(monkeypatch)
        third.offer_recovery()
        assert not asked, "a window that is still open has not crashed: its autosave is not offered"
        assert other.close()
        assert mine.exists() and not theirs.exists(), "closing one window keeps the other's autosave"
    finally:
        for w in (other, third):
            w.close()
            w.deleteLater()


def test_a_file_opened_at_start_waits_for_the_recovery_question(window, monkeypatch, tmp_path):
    """Started with a file after a crash, the window asked about the autosave while the file's
    progress dialog covered the question: neither could be answered and the window never came.
    Now the file is opened once the question is answered."""
    crash(2)
    events = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: (events.append("asked"), QMessageBox.No)[1])
    window._after_recovery = []  # as a window made with offer_recovery=True has it, until the offer
    window.when_ready(lambda: events.append("opened"))
    assert events == []
    window.offer_recovery()
    assert events == ["asked", "opened"]
    window.when_ready(lambda: events.append("at once"))
    assert events[-1] == "at once"
