"""Home screen, menus and shortcuts, runtime language switch, classroom mode, command line."""

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QKeySequence

from graphgames_desktop.ui.theme import CLASSROOM, NORMAL, theme
from graphgames_desktop.ui.views import playable
from tests.ui.patience import PATIENCE_S


def test_home_lists_every_playable_game_and_draw(window):
    assert window.stack.currentWidget() is window.home
    assert set(window.home.cards) == set(playable()) == {"chomp", "hackenbush", "domination", "magic", "cards"}
    assert window.home.cards["chomp"].title.text() == "Chomp the Graph"
    window.home.draw_card.button.click()
    assert window.stack.currentWidget() is window.editor


def test_every_home_card_shows_a_picture_in_the_middle_of_its_box(window):
    """The card game (no board) shows its cards; a flat board (the magic game's path) sits mid-box."""
    for game_id, card in window.home.cards.items():
        image = card.picture.pixmap().toImage()
        paper = image.pixel(1, 1)
        inked = [y for y in range(image.height()) for x in range(0, image.width(), 4) if image.pixel(x, y) != paper]
        assert inked, game_id
        top, bottom = min(inked), max(inked)
        assert abs((top + bottom) / 2 - image.height() / 2) < image.height() * 0.1, (game_id, top, bottom)


def test_menus_and_standard_shortcuts(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "&Game", "&Language", "&Help"]
    assert window.a_new.shortcut() == QKeySequence(QKeySequence.New)
    assert window.a_open.shortcut() == QKeySequence(QKeySequence.Open)
    assert window.a_save.shortcut() == QKeySequence(QKeySequence.Save)
    assert window.a_undo.shortcut() == QKeySequence(QKeySequence.Undo)
    assert QKeySequence("Ctrl+Shift+Z") in window.a_redo.shortcuts()
    assert window.a_classroom.shortcut() == QKeySequence("F5")
    assert window.a_full_screen.shortcut() == QKeySequence("F11")
    file_menu = [a.text() for a in window.m_file.actions() if a.text()]
    for name in ("&New", "&Open…", "Open &Recent", "&Save", "Save &As…", "&Import GraphML or GML…",
                 "&Export", "&Quit"):
        assert name in file_menu


def test_language_switch_retranslates_the_open_window(window, qtbot):
    window.a_lang["pt_BR"].trigger()
    qtbot.waitUntil(lambda: window.home.heading.text() == "Jogos de Grafos")  # LanguageChange is posted
    assert window.home.cards["chomp"].title.text() == "Chomp no Grafo"
    assert window.m_file.title() == "&Arquivo"
    assert window.languages.language == "pt_BR"
    window.a_lang["en"].trigger()
    qtbot.waitUntil(lambda: window.home.heading.text() == "Graph Games")
    assert window.m_file.title() == "&File"


def test_portuguese_from_portugal_falls_back_to_brazilian(window, qtbot):
    window.languages.set_language("pt_PT")
    assert window.languages.language == "pt_BR"
    qtbot.waitUntil(lambda: window.home.subheading.text().startswith("Desenhe"))


def test_classroom_mode_scales_everything_and_is_remembered(window):
    from graphgames_desktop.ui.main_window import settings
    radius = theme().look.vertex_radius
    window.a_classroom.trigger()
    assert theme().look is CLASSROOM and theme().look.vertex_radius > radius * 1.5
    assert window.windowState() & Qt.WindowMaximized  # maximised on its screen; F11 makes it full screen
    assert not window.toolbar.isVisible()  # the board and the heads-up need the room
    assert settings().value("classroom") in (True, "true")
    window.a_classroom.trigger()
    assert theme().look is NORMAL


def test_recent_files_are_remembered(window, tmp_path):
    path = tmp_path / "a.graph.json"
    window.show_editor()
    window.editor.drawing.add_vertex(0, 0)
    assert window.save_to(str(path))
    assert window.recent_files()[0] == str(path.resolve())


@pytest.mark.slow_first
def test_screenshot_command_line_renders_a_png(tmp_path):
    out = tmp_path / "home.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    for args in ([], ["--game", "chomp", "--board", "cube", "--lang", "pt_BR"], ["--classroom"]):
        subprocess.run([sys.executable, "-m", "graphgames_desktop", *args, "--screenshot", str(out)],
                       check=True, env=env, timeout=PATIENCE_S)
        image = QImage(str(out))
        assert not image.isNull() and image.width() >= 1000
    bad = subprocess.run([sys.executable, "-m", "graphgames_desktop", "--board", "nope", "--screenshot", str(out)],
                         env=env, capture_output=True, text=True, timeout=PATIENCE_S)
    assert bad.returncode == 2 and "unknown board" in bad.stderr


def test_the_card_game_is_offered_and_its_table_renders_from_the_command_line(window, tmp_path):
    assert "game_cards" in {a.objectName() for a in window.m_game.actions()}
    assert window.a_rules["cards"].text() == "Rules: Introduction to Graph Theory"
    out = tmp_path / "cards.png"
    subprocess.run([sys.executable, "-m", "graphgames_desktop", "--game", "cards", "--screenshot", str(out)], check=True,
                   capture_output=True, text=True, timeout=PATIENCE_S, env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                                                                   "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)})
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 1000
