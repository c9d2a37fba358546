"""Alt+letter reaches one thing: in every window, page and dialog, in both languages, no two visible
mnemonics (the underlined letters: menus of the menu bar, buttons, labels of a box, tabs) share a
letter, nor two items of one menu. In Portuguese "&Jogo" and "&Jogada:" once both took Alt+J, and a
keyboard player reaching the move box opened the menu every other time."""

from __future__ import annotations

import unicodedata

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QMainWindow, QMenu, QTabBar, QWidget

from graphgames_desktop.ui.views import playable


def letter(text: str) -> str:
    """The mnemonic of ``text`` ("" when none): the character after a single "&", as a key takes it."""
    i = 0
    while (i := text.find("&", i)) != -1 and i + 1 < len(text):
        if text[i + 1] != "&":
            return unicodedata.normalize("NFD", text[i + 1])[0].casefold()
        i += 2
    return ""


def mnemonics(window: QWidget) -> list[tuple[str, str]]:
    """(letter, what it reaches) for every visible mnemonic of ``window``, its menu bar's titles and its
    actions' Alt+letter shortcuts too."""
    found = []
    if isinstance(window, QMainWindow) and window.menuWidget() is not None:
        found += [(letter(a.text()), f"menu {a.text()!r}") for a in window.menuBar().actions() if a.isVisible()]
    for action in window.findChildren(QAction):  # a shortcut of its own, Alt and a letter, works in the whole window
        for shortcut in action.shortcuts():
            keys = shortcut.toString()
            if action.isEnabled() and keys.startswith("Alt+") and len(keys) == 5:
                found.append((keys[-1].casefold(), f"shortcut {keys} of {action.text()!r}"))
    for w in window.findChildren(QWidget):
        if not w.isVisible() or w.window() is not window:
            continue
        if isinstance(w, QAbstractButton):
            found.append((letter(w.text()), f"{type(w).__name__} {w.text()!r}"))
        elif isinstance(w, QLabel) and w.buddy() is not None:
            found.append((letter(w.text()), f"label {w.text()!r}"))
        elif isinstance(w, QGroupBox):
            found.append((letter(w.title()), f"group {w.title()!r}"))
        elif isinstance(w, QTabBar):
            found += [(letter(w.tabText(i)), f"tab {w.tabText(i)!r}") for i in range(w.count()) if w.isTabVisible(i)]
    return [(k, what) for k, what in found if k]


def menu_mnemonics(menu: QMenu) -> list[tuple[str, str]]:
    return [(letter(a.text()), f"item {a.text()!r}") for a in menu.actions() if a.isVisible() and letter(a.text())]


def clashes(where: str, found: list[tuple[str, str]]) -> list[str]:
    by_letter: dict[str, list[str]] = {}
    for key, what in found:
        by_letter.setdefault(key, []).append(what)
    return [f"{where}: Alt+{key.upper()} reaches {', '.join(sorted(set(them)))}"
            for key, them in sorted(by_letter.items()) if len(them) > 1]


def menus(window: QMainWindow) -> list[QMenu]:
    """Every menu of the menu bar, submenus too."""
    found: list[QMenu] = []

    def walk(menu: QMenu) -> None:
        found.append(menu)
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())

    for action in window.menuBar().actions():
        if action.menu() is not None:
            walk(action.menu())
    return found


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_no_two_mnemonics_of_a_window_share_a_letter(window, qtbot, language):
    from graphgames_desktop.ui.lobby_dialog import LobbyDialog
    from graphgames_desktop.ui.puzzle_dialog import PuzzleDialog
    from graphgames_desktop.ui.rules_panel import RulesDialog
    from graphgames_desktop.ui.setup_dialog import GameSetupDialog
    from graphgames_desktop.ui.views.card_table.class_table import ClassTableWindow
    from graphgames_desktop.ui.worksheet_dialog import WorksheetDialog

    window.set_language(language)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    problems: list[str] = []

    def check(where: str, win: QWidget) -> None:
        QApplication.processEvents()
        problems.extend(clashes(f"{where} ({language})", mnemonics(win)))

    window.show_home()
    check("home", window)
    window.show_editor()
    check("editor", window)
    for game_id in playable():
        window.start_default_game(game_id)
        check(f"{game_id} page", window)
        page = window.game_page
        if page.actions.drawer.isEnabled():
            page.actions.drawer.setChecked(True)
            check(f"{game_id} page, drawer open", window)
            page.actions.drawer.setChecked(False)
    window.show_home()  # a game under way: "Back to the Game" is on
    check("home, a game under way", window)
    window.show_editor()
    check("editor, a game under way", window)
    menu_windows: list[QMainWindow] = [window]
    dialogs: list[tuple[str, QWidget]] = []
    for game_id in playable():
        dialogs.append((f"{game_id} setup", GameSetupDialog(game_id, None, window)))
        dialogs.append((f"{game_id} rules", RulesDialog(game_id, window)))
    dialogs.append(("lobby", LobbyDialog("http://192.0.2.7:8765/?code=123456", "123456", window.game_page.game_view, window)))
    dialogs += [("puzzles", PuzzleDialog(window, "chomp")), ("worksheet", WorksheetDialog(window, "chomp")),
                ("class table", ClassTableWindow())]
    for where, dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        check(where, dialog)
        if isinstance(dialog, LobbyDialog):  # every control the teacher may see at once: paused before the
            # start, then the class's vote with its Close button after the start ("Encerrar a &votação" and
            # "&Voltar ao jogo" once both took Alt+V: the key only moved the focus, the vote stayed open)
            for allow in (dialog.allow_voting, dialog.allow_teaching, dialog.allow_tournament):
                allow(True)
            dialog.set_paused(True)
            check(where + ", paused before the start", dialog)
            dialog.set_paused(False)
            dialog.voting.setChecked(True)
            dialog.mark_started()
            check(where + ", the class votes, started", dialog)
        if isinstance(dialog, GameSetupDialog) and dialog.two_seats:
            dialog.mode.setCurrentIndex(dialog.mode.findData("computer"))
            check(where + " against the computer", dialog)
        if isinstance(dialog, QMainWindow):
            menu_windows.append(dialog)
        else:
            dialog.close()
            dialog.deleteLater()
    for win in menu_windows:
        for menu in menus(win):
            problems.extend(clashes(f"menu {menu.title()!r} ({language})", menu_mnemonics(menu)))
        if win is not window:
            win.close()
            win.deleteLater()
    assert not problems, "\n".join(problems)


def test_an_open_menus_letters_go_to_the_menu_not_to_the_pages_keys(window, qtbot):
    """Seen in a real window: with a menu open over a game page, R revealed the judgements and M opened the
    drawer (the page's single-key shortcuts, matched through the focus left on the page) instead of the
    menu's own letter. Typed into an open menu, a letter is the menu's: its item, or nothing."""

    from graphgames_desktop.games.match import Seat
    from graphgames_desktop.ui.setup_dialog import GameSetup

    window.set_classroom(True)
    window.start_game(GameSetup("chomp", "petersen", 0, (Seat(), Seat()), 0, {}))
    page = window.game_page
    page.teaching.setChecked(True)
    window.activateWindow()  # (under a window system too: the test is meant to run there as well)
    qtbot.waitUntil(window.isActiveWindow)
    page.move_box.edit.setFocus()
    qtbot.waitUntil(page.move_box.edit.hasFocus)
    edit = window.m_edit  # no item of it has R or M: the letters do nothing there
    edit.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is edit)
    for key in ("r", "m"):  # as the window system gives a key: to the window, whose focus is on the page
        qtbot.keyClick(window.windowHandle(), key)
    assert page.hidden() and not page.actions.drawer.isChecked()
    edit.close()
    view = window.m_view  # "&Home": H is the menu's item, not the page's hint
    view.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is view)
    qtbot.keyClick(window.windowHandle(), "h")
    qtbot.waitUntil(lambda: not view.isVisible())
    assert window.stack.currentIndex() == window.HOME and not page.hint_text.text()
    window.back_to_game()
    page.move_box.edit.setFocus()
    qtbot.keyClick(page.move_box.edit, "m")  # with no menu open the page's key works
    assert page.actions.drawer.isChecked()
