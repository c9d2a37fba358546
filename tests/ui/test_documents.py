"""Never lose work: the drawing and the game are separate documents, each asked about and saved on its own."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.graph import fileio
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.views import game_page
from graphgames_desktop.ui.worker import wait_idle
from tests.ui.patience import PATIENCE_MS, PATIENCE_S
from tests.ui.seats import play_at_screen


def start_chomp(window, board="petersen"):
    window.start_game(GameSetup("chomp", board, 1, (Seat(), Seat()), 0))
    page = window.game_page
    play_at_screen(page, page.match.state.legal_moves()[0])
    return page


def answer_dialogs(monkeypatch, tmp_path, answer=QMessageBox.Save):
    """Record every question; answer it; Save As picks a file named after the suggestion."""
    asked = []

    def warning(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answer

    def save_name(parent, caption, suggested, *args, **kwargs):
        return str(tmp_path / Path(suggested).name), ""

    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    return asked


def test_quit_asks_about_the_drawing_and_the_game_and_saves_each_in_its_own_file(window, monkeypatch, tmp_path):
    window.show_editor()
    window.editor.drawing.add_vertex(0, 0)
    window.editor.drawing.add_vertex(200, 0)
    window.editor.undo_stack.resetClean()
    start_chomp(window)
    asked = answer_dialogs(monkeypatch, tmp_path)
    assert window.close()
    assert len(asked) == 2 and "drawing" in asked[0] and "The game (Chomp the Graph)" in asked[1]
    drawing = fileio.load_path(tmp_path / "drawing.graph.json")
    game = fileio.load_path(tmp_path / "game.graph.json")
    assert drawing.session is None and len(drawing.drawing.vertices) == 2
    assert game.session["game"] == "chomp" and len(game.session["moves"]) == 1 and len(game.drawing.vertices) == 10


def test_cancel_at_either_question_keeps_the_window_open(window, monkeypatch, tmp_path):
    start_chomp(window)
    asked = answer_dialogs(monkeypatch, tmp_path, QMessageBox.Cancel)
    assert not window.close() and window.game_page.match is not None and len(asked) == 1


def test_home_keeps_the_game_and_offers_the_way_back(window, qtbot):
    page = start_chomp(window)
    match = page.match
    window.a_home.trigger()
    assert window.stack.currentWidget() is window.home
    assert window.home.resume_button.isVisible() and "Chomp the Graph" in window.home.resume_button.text()
    assert window.a_resume.isEnabled()
    qtbot.mouseClick(window.home.resume_button, Qt.LeftButton)
    assert window.stack.currentWidget() is page and page.match is match
    assert not window.a_resume.isEnabled()


def test_a_new_game_asks_before_discarding_an_unsaved_one(window, monkeypatch, tmp_path):
    start_chomp(window)
    asked = answer_dialogs(monkeypatch, tmp_path, QMessageBox.Cancel)
    window.new_game("hackenbush")
    assert len(asked) == 1 and window.game_page.match.spec.id == "chomp"


def test_a_new_picture_leaves_the_game_to_come_back_to(window):
    page = start_chomp(window)
    window.a_new_picture.trigger()
    assert window.stack.currentWidget() is window.editor and page.match is not None and window.a_resume.isEnabled()


def test_games_are_autosaved_while_they_have_unsaved_moves(window, tmp_path, monkeypatch):
    page = start_chomp(window)
    window.autosave()
    record = json.loads(window.autosaves.path("game").read_text())["session"]
    assert record["game"] == "chomp" and len(record["moves"]) == 1
    answer_dialogs(monkeypatch, tmp_path)
    assert window.file_save() and not page.modified
    window.autosave()
    assert not window.autosaves.path("game").exists()


def test_the_title_names_the_saved_or_opened_document(window, tmp_path, monkeypatch):
    start_chomp(window)
    assert window.windowTitle().startswith("Untitled game *")
    answer_dialogs(monkeypatch, tmp_path)
    assert window.file_save_as()
    assert window.windowTitle().startswith("game.graph.json —")
    play_at_screen(window.game_page, window.game_page.match.state.legal_moves()[0])
    assert window.windowTitle().startswith("game.graph.json *")
    assert window.file_save() and window.windowTitle().startswith("game.graph.json —")
    window.show_home()
    assert window.open_path(str(tmp_path / "game.graph.json"))
    assert window.windowTitle().startswith("game.graph.json —") and len(window.game_page.match.moves) == 2
    window.show_editor()
    assert window.windowTitle().startswith("Untitled —")
    wait_idle()


def test_a_one_off_language_or_classroom_option_does_not_become_a_setting(tmp_path):
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = tmp_path / "shot.png"
    subprocess.run([sys.executable, "-m", "graphgames_desktop", "--lang", "pt_BR", "--classroom", "--screenshot", str(out)],
                   check=True, env=env, timeout=PATIENCE_S)
    ini = tmp_path / "GraphGames" / "graphgames_desktop.conf"
    saved = ini.read_text() if ini.exists() else ""
    assert "language" not in saved and "classroom" not in saved


def test_old_status_messages_go_with_the_position_they_were_about(window):
    page = start_chomp(window, "path-4")
    window.show_message("Wait: it is the computer's turn.")
    play_at_screen(page, page.match.state.legal_moves()[0])
    assert window.statusBar().currentMessage() == ""


def test_undo_in_replay_takes_back_the_move_shown(window):
    page = start_chomp(window, "path-7")
    for _ in range(3):
        play_at_screen(page, page.match.state.legal_moves()[0])
    shown = list(page.match.moves)
    page.go_to_ply(2)
    undo, redo = window.undo_actions()
    assert undo.isEnabled()
    undo.trigger()
    assert page.match.moves == shown[:1] and page.replay_ply is None
    redo.trigger()
    assert page.match.moves == shown[:2]
    page.go_to_ply(0)
    assert not undo.isEnabled()


def test_help_lists_only_playable_games_and_refusals_speak_the_language_asked(tmp_path):
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    shown = subprocess.run([sys.executable, "-m", "graphgames_desktop", "--help"], env=env, capture_output=True, text=True,
                           timeout=PATIENCE_S).stdout
    games = re.search(r"open this game directly:([^-]*)", shown).group(1)  # --print-cards may say "cards" elsewhere
    assert "chomp, hackenbush" in " ".join(games.split()) and "cards" in games and "nope" not in games
    refused = subprocess.run([sys.executable, "-m", "graphgames_desktop", "--lang", "pt_BR", "--game", "nope"], env=env,
                             capture_output=True, text=True, timeout=PATIENCE_S)
    assert refused.returncode == 2 and "não pode ser jogado" in refused.stderr


def test_qt_file_dialog_labels_are_in_portuguese(window, qtbot):
    window.set_language("pt_BR")
    dialog = QFileDialog(window, "x")
    dialog.setOption(QFileDialog.DontUseNativeDialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    window.set_language("en")
    assert "&Procurar em:" in labels and "Arquivos do &tipo:" in labels


def test_an_opened_graphml_is_saved_as_graphml_not_as_native_json(window, tmp_path):
    from graphgames_desktop.graph import boards
    path = tmp_path / "colleague.graphml"
    path.write_bytes(fileio.dumps_exchange(boards.board("cube"), "graphml"))
    assert window.open_path(str(path))
    window.editor.drawing.add_vertex(900, 900)
    window.editor.undo_stack.resetClean()
    assert window.file_save()
    data = path.read_bytes()
    assert data.lstrip().startswith(b"<?xml") and len(fileio.load_path(path).drawing.vertices) == 9


def _refused_files(tmp_path) -> dict[str, Path]:
    """Files the app refuses, one of each kind of refusal."""
    from graphgames_desktop.games import game
    from graphgames_desktop.games.match import new_match
    from graphgames_desktop.graph import boards
    made = {"newer.graph.json": b'{"format": "graphgames-drawing", "version": 999}',
            "damaged.graph.json": b'{"format": "graphgames-drawing", "version": 2, "vertices": [',
            "damaged.graphml": b"<?xml version='1.0'?><graphml><graph><node id=",
            "binary.gml": bytes(range(256))}
    board = boards.board("path-4")
    record = new_match(game("chomp"), (Seat(), Seat()), board).record()
    record["moves"] = [{"kind": "vertex", "vertex": 99}]
    made["illegal-move.graph.json"] = fileio.dumps_native(board, record)
    paths = {}
    for name, data in made.items():
        paths[name] = tmp_path / name
        paths[name].write_bytes(data)
    paths["missing.graph.json"] = tmp_path / "missing.graph.json"
    paths["a-folder.graph.json"] = tmp_path / "a-folder.graph.json"
    paths["a-folder.graph.json"].mkdir()
    return paths


@pytest.mark.slow_first
def test_a_refused_file_with_screenshot_says_why_on_stderr_and_exits(tmp_path):
    """Headless, a refused file must never open a dialog (it would wait forever): the reason goes to
    stderr and the exit status is 2. The timeout fails the test if the program blocks."""
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "PATH": "/usr/bin:/bin",
           "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    shot = tmp_path / "x.png"
    for name, path in _refused_files(tmp_path).items():
        result = subprocess.run([sys.executable, "-m", "graphgames_desktop", str(path), "--screenshot", str(shot)],
                                env=env, capture_output=True, text=True, timeout=PATIENCE_S)
        assert result.returncode == 2 and name in result.stderr, (name, result.stderr)
        assert "Traceback" not in result.stderr, result.stderr
        assert not shot.exists()


def test_a_new_game_the_computer_alone_has_moved_in_asks_nothing(window, qtbot, monkeypatch):
    """Seen in a real window: "Save changes?" when only the computer (moving first) had played."""
    monkeypatch.setattr(game_page, "COMPUTER_PAUSE_MS", 0)
    window.start_game(GameSetup("chomp", "petersen", 1, (Seat(), Seat.computer(Level.STRONG)), 1))
    page = window.game_page
    qtbot.waitUntil(lambda: len(page.match.moves) == 1 and not page.thinking, timeout=PATIENCE_MS)
    assert not page.modified
    play_at_screen(page, page.match.state.legal_moves()[0])
    assert page.modified
