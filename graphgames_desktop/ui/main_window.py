"""The main window: menus with standard shortcuts, the home, drawing and game pages, files."""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QIcon, QKeySequence, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox, QStackedWidget, QToolBar, QToolButton

from graphgames_desktop.games import game
from graphgames_desktop.games.match import Match, RecordError, new_match
from graphgames_desktop.games.spec import SetupError
from graphgames_desktop.graph import boards, fileio
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.fileio import GraphFileError
from graphgames_desktop.ui import files, texts
from graphgames_desktop.ui.autosave import Autosave, Orphan
from graphgames_desktop.ui.canvas.items import EDGE_COLORS
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.editor import EditorPage
from graphgames_desktop.ui.file_loader import load_file, run_steps
from graphgames_desktop.ui.focus_frame import follow_focus
from graphgames_desktop.ui.home import HomePage
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.menu_keys import keep_letters, redo_keys, undo_keys
from graphgames_desktop.ui.puzzle_dialog import PuzzleDialog
from graphgames_desktop.ui.rules_panel import RulesDialog
from graphgames_desktop.ui.screen_fit import fit_to_screen, screen_area
from graphgames_desktop.ui.setup_dialog import CANVAS, SEED_MAX, GameSetup, GameSetupDialog, default_setup
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.views import VIEWS, playable
from graphgames_desktop.ui.views.game_page import GamePage
from graphgames_desktop.ui.worksheet_dialog import WorksheetDialog

MAX_RECENT = 8
AUTOSAVE_MS = 60_000


def _swatch(colour: str) -> QIcon:
    """A small square of an edge colour, for the palette actions."""
    pix = QPixmap(16, 16)
    pix.fill(EDGE_COLORS[colour])
    return QIcon(pix)


def settings() -> QSettings:
    return QSettings("GraphGames", "graphgames_desktop")


#: A saved game's board of more vertices and edges than this is built in steps (see open_path).
STEPPED_BOARD = 5000
#: How long a worker thread may keep the interpreter while the GUI thread waits for it (seconds).
GIL_SWITCH_S = 0.001


class MainWindow(QMainWindow):
    HOME, EDITOR, GAME = range(3)

    def __init__(self, languages: LanguageManager, offer_recovery: bool = True):
        super().__init__()
        # Workers (a big file's crossings, measures, overview image) run Python beside the GUI thread,
        # which paints items by calls into Python, each waiting for the interpreter lock. Handed over
        # every millisecond instead of every 5 ms, a paint or a click waits a fifth as long (the
        # window froze for seconds behind the measures of a 200,000-vertex file otherwise).
        sys.setswitchinterval(GIL_SWITCH_S)
        self.languages = languages
        self.setObjectName("main_window")
        follow_focus()  # the classroom look's thick frame round the control the keyboard is on
        self.stack = QStackedWidget()
        self.home = HomePage()
        self.editor = EditorPage()
        self.game_page = GamePage()
        for page in (self.home, self.editor, self.game_page):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        self.home.play_requested.connect(self.new_game)
        self.home.draw_requested.connect(self.show_editor)
        self.editor.message.connect(self.show_message)
        self.game_page.message.connect(self.show_message)
        self.game_page.rules_requested.connect(self.show_rules)
        self.game_page.new_game_requested.connect(self.new_game)
        self.game_page.history_changed.connect(self._update_actions)
        self.game_page.history_changed.connect(self._update_title)
        self.game_page.history_changed.connect(self.statusBar().clearMessage)  # old news goes with the old position
        # A class's game is kept at every change, not once a minute: after a crash the devices rejoin where it was.
        self.game_page.history_changed.connect(lambda: self.game_page.hosting and self.autosave())
        self.game_page.class_changed.connect(self.autosave)
        self.game_page.class_changed.connect(self._update_actions)
        self.game_page.play_again_requested.connect(self.play_again)
        self.home.resume_requested.connect(self.back_to_game)
        self.editor.undo_stack.cleanChanged.connect(self._update_title)
        self.editor.undo_stack.indexChanged.connect(self._update_actions)
        self.stack.currentChanged.connect(self._update_actions)
        self.stack.currentChanged.connect(self._update_title)
        self._make_actions()
        self._make_menus()
        for menu in self.menuBar().findChildren(QMenu):  # the menus and their submenus: their letters
            keep_letters(menu)
        self.statusBar()
        self.autosaves = Autosave()
        self._autosave = QTimer(self)
        self._autosave.setInterval(AUTOSAVE_MS)
        self._autosave.timeout.connect(self.autosave)
        self._autosave.start()
        s = settings()
        geometry = s.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        self.fit_screen()
        self.retranslate()
        self._update_actions()
        #: Work that waits for the offer to recover a crashed session's work (see when_ready).
        self._after_recovery: list[Callable[[], object]] | None = [] if offer_recovery else None
        if offer_recovery:
            QTimer.singleShot(0, self.offer_recovery)

    # -- actions ---------------------------------------------------------------------------------
    def _act(self, name: str, slot=None, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcuts(shortcut if isinstance(shortcut, list) else [QKeySequence(shortcut)])
        action.setCheckable(checkable)
        if slot is not None:
            (action.toggled if checkable else action.triggered).connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        K = QKeySequence
        self.a_new = self._act("new", lambda: self.file_new(), K.New)
        self.a_new_picture = self._act("new_picture", lambda: self.file_new("multi"), "Ctrl+Shift+N")
        self.a_open = self._act("open", self.file_open, K.Open)
        self.a_save = self._act("save", self.file_save, K.Save)
        self.a_save_as = self._act("save_as", self.file_save_as, K.SaveAs)
        self.a_import = self._act("import", self.file_import, "Ctrl+I")
        self.a_export = {fmt: self._act(f"export_{fmt}", lambda _=False, f=fmt: self.file_export(f))
                         for fmt in ("graphml", "gml", "gexf", "png", "svg", "pdf")}
        self.a_print = self._act("print", self.file_print, K.Print)
        self.a_quit = self._act("quit", self.close, K.Quit)
        self.a_undo = self._act("undo", self.undo, undo_keys())  # the drawing's; a game's are its page's (_place_undo)
        self.a_redo = self._act("redo", self.redo, redo_keys())
        self.a_cut = self._act("cut", self.editor.cut_selection, K.Cut)
        self.a_copy = self._act("copy", self.editor.copy_selection, K.Copy)
        self.a_paste = self._act("paste", self.editor.paste, K.Paste)
        self.a_delete = self._act("delete", self.editor.delete_selection, [QKeySequence(K.Delete), QKeySequence("Backspace")])
        self.a_select_all = self._act("select_all", self._select_all, K.SelectAll)
        self.a_label = self._act("label", self.editor.label_selection, "F2")
        self.a_tidy = {name: self._act(f"tidy_{name}", lambda _=False, n=name: self.editor.tidy(n))
                       for name in ("spring", "circular", "planar")}
        self.a_zoom_in = self._act("zoom_in", lambda: self.current_view().zoom_in(), [QKeySequence(K.ZoomIn), QKeySequence("Ctrl+="), QKeySequence("Ctrl+Shift++")])
        self.a_zoom_out = self._act("zoom_out", lambda: self.current_view().zoom_out(), K.ZoomOut)
        self.a_fit = self._act("fit", lambda: self.current_view().fit(), "Ctrl+0")
        self.a_crossings = self._act("show_crossings", self._set_show_crossings, None, checkable=True)
        self.a_crossings.setChecked(True)
        self.a_grid = self._act("grid", self._set_grid, "Ctrl+'", checkable=True)
        self.a_snap = self._act("snap", self._set_snap, "Ctrl+Shift+'", checkable=True)
        self.a_classroom = self._act("classroom", lambda on: self.set_classroom(on, remember=True), "F5", checkable=True)
        self.a_full_screen = self._act("full_screen", self.set_full_screen, "F11", checkable=True)
        self.a_home = self._act("home", self.show_home, "Alt+Home")
        self.a_editor = self._act("editor", self.show_editor, "Alt+D")
        tools = QActionGroup(self)
        self.a_draw = self._act("tool_draw", lambda on: on and self.editor.view.set_tool("draw"), "D", checkable=True)
        self.a_select = self._act("tool_select", lambda on: on and self.editor.view.set_tool("select"), "S", checkable=True)
        for a in (self.a_draw, self.a_select):
            a.setShortcutContext(Qt.WidgetWithChildrenShortcut)
            tools.addAction(a)
        self.a_draw.setChecked(True)
        self.a_straight = self._act("straight", lambda on: setattr(self.editor.view, "straight_mode", on), None, checkable=True)
        colours = QActionGroup(self)
        self.a_colors = {}
        for key, colour in enumerate(("green", "blue", "red"), 1):  # the toolbar's, the Edit menu's, the paper's menu
            a = self._act(f"color_{colour}", None, f"Ctrl+{key}", checkable=True)
            a.triggered.connect(lambda _=False, c=colour: self.editor.set_edge_colour(c))  # chosen again: recolours too
            a.setIcon(_swatch(colour))
            colours.addAction(a)
            self.a_colors[colour] = a
        self.a_colors["green"].setChecked(True)
        self.editor.view.context_actions = list(self.a_colors.values())
        self.a_games = {gid: self._act(f"game_{gid}", lambda _=False, g=gid: self.new_game(g)) for gid in playable()}
        self.a_puzzles = self._act("puzzles", self.show_puzzles, "Ctrl+Shift+P")
        self.a_worksheet = self._act("worksheet", self.show_worksheet)
        self.a_class_table = self._act("class_table", self.open_class_table)
        self.a_open_class = self._act("open_to_class", lambda: self.game_page.open_lobby(self.languages.language))
        self.a_resume = self._act("back_to_game", self.back_to_game, "Alt+B")  # Alt+G opened the Game menu too
        self.a_rules = {gid: self._act(f"rules_{gid}", lambda _=False, g=gid: self.show_rules(g)) for gid in VIEWS}
        self.a_about = self._act("about", self.about)
        langs = QActionGroup(self)
        self.a_lang = {}
        for code in ("en", "pt_BR"):
            a = self._act(f"lang_{code}", lambda on, c=code: on and self.set_language(c, remember=True), None, checkable=True)
            langs.addAction(a)
            self.a_lang[code] = a
        with QSignalBlocker(self.a_lang[self.languages.language]):  # showing the language is not choosing it
            self.a_lang[self.languages.language].setChecked(True)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.m_file = bar.addMenu("")
        self.m_file.addActions([self.a_new, self.a_new_picture, self.a_open])
        self.m_recent = self.m_file.addMenu("")
        self.m_recent.aboutToShow.connect(self._fill_recent)
        self.m_file.addActions([self.a_save, self.a_save_as])
        self.m_file.addSeparator()
        self.m_file.addAction(self.a_import)
        self.m_export = self.m_file.addMenu("")
        self.m_export.addActions(list(self.a_export.values()))
        self.m_file.addAction(self.a_print)
        self.m_file.addSeparator()
        self.m_file.addAction(self.a_quit)
        self.m_edit = bar.addMenu("")
        self.m_edit.addActions([self.a_undo, self.a_redo])
        self.undo_end = self.m_edit.addSeparator()
        self.m_edit.addActions([self.a_cut, self.a_copy, self.a_paste, self.a_delete, self.a_select_all])
        self.m_edit.addAction(self.a_label)
        self.m_edit.addSeparator()
        self.m_tidy = self.m_edit.addMenu("")
        self.m_tidy.addActions(list(self.a_tidy.values()))
        self.m_colors = self.m_edit.addMenu("")  # a Hackenbush picture's palette, there in classroom mode too
        self.m_colors.addActions(list(self.a_colors.values()))
        self.m_view = bar.addMenu("")
        self.m_view.addActions([self.a_home, self.a_editor])
        self.m_view.addSeparator()
        self.m_view.addActions([self.a_zoom_in, self.a_zoom_out, self.a_fit])
        self.m_view.addSeparator()
        self.m_view.addActions([self.a_crossings, self.a_grid, self.a_snap])
        self.m_view.addSeparator()
        self.m_view.addActions([self.a_classroom, self.a_full_screen])
        self.m_game = bar.addMenu("")
        self.m_game.addAction(self.a_resume)
        self.m_game.addSeparator()
        self.m_game.addActions(list(self.a_games.values()))
        self.m_game.addActions([self.a_class_table, self.a_open_class])
        self.m_game.addSeparator()
        page = self.game_page.actions  # the page's own actions: the menu and its buttons are the same objects
        self.m_game.addActions([page.hint, page.teaching, page.reveal, page.drawer, page.review, page.describe, page.play_again])
        self.m_game.addSeparator()
        self.m_game.addActions([self.a_puzzles, self.a_worksheet])
        self.m_lang = bar.addMenu("")
        self.m_lang.addActions(list(self.a_lang.values()))
        self.m_help = bar.addMenu("")
        self.m_help.addActions(list(self.a_rules.values()))
        self.m_help.addSeparator()
        self.m_help.addAction(self.a_about)
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.addActions([self.a_home, self.a_new, self.a_open, self.a_save])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.a_undo, self.a_redo])
        self.tools_separator = self.toolbar.addSeparator()  # hidden with the drawing tools
        self.toolbar.addActions([self.a_draw, self.a_select, self.a_straight, *self.a_colors.values()])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.a_zoom_in, self.a_zoom_out, self.a_fit])
        self.addToolBar(self.toolbar)

    def retranslate(self) -> None:
        self.m_file.setTitle(self.tr("&File"))
        self.m_recent.setTitle(self.tr("Open &Recent"))
        self.m_export.setTitle(self.tr("&Export"))
        self.m_edit.setTitle(self.tr("&Edit"))
        self.m_tidy.setTitle(self.tr("T&idy up"))
        self.m_colors.setTitle(self.tr("Ed&ge Colour"))
        self.m_view.setTitle(self.tr("&View"))
        self.m_game.setTitle(self.tr("&Game"))
        self.m_lang.setTitle(self.tr("&Language"))
        self.m_help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Tools"))
        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")  # Qt's own, shown when the bar overflows
        if more is not None:
            more.setAccessibleName(self.tr("More tools"))
        names = {
            self.a_new: self.tr("&New"), self.a_open: self.tr("&Open…"), self.a_save: self.tr("&Save"),
            self.a_save_as: self.tr("Save &As…"), self.a_import: self.tr("&Import GraphML or GML…"),
            self.a_print: self.tr("&Print…"), self.a_quit: self.tr("&Quit"),
            self.a_undo: self.tr("&Undo"), self.a_redo: self.tr("&Redo"), self.a_cut: self.tr("Cu&t"), self.a_copy: self.tr("&Copy"),
            self.a_paste: self.tr("&Paste"), self.a_delete: self.tr("&Delete"), self.a_select_all: self.tr("Select &All"),
            self.a_label: self.tr("&Label Vertex…"),
            self.a_zoom_in: self.tr("Zoom &In"), self.a_zoom_out: self.tr("Zoom &Out"), self.a_fit: self.tr("&Fit to Window"),
            self.a_crossings: self.tr("Show &Crossings"), self.a_grid: self.tr("&Grid"), self.a_snap: self.tr("&Snap to Grid"),
            self.a_classroom: self.tr("Classroom &Mode"), self.a_home: self.tr("&Home"), self.a_editor: self.tr("&Drawing Page"),
            self.a_draw: self.tr("Draw"), self.a_select: self.tr("Select and Move"), self.a_straight: self.tr("Straight Edges"),
            self.a_full_screen: self.tr("F&ull Screen"), self.a_puzzles: self.tr("&Puzzles…"), self.a_worksheet: self.tr("Print a &Worksheet…"),
            self.a_class_table: self.tr("Card Game &Class Table (Projector)…"), self.a_resume: self.tr("&Back to the Game"),
            self.a_open_class: self.tr("&Open to the class…"), self.a_about: self.tr("&About Graph Games"),
            self.a_new_picture: self.tr("New &Hackenbush Picture"),
            # Their letters are none of the single-key shortcuts (R, B: the game page's; D, S: the tools').
            self.a_colors["green"]: self.tr("&Green Edges"), self.a_colors["blue"]: self.tr("B&lue Edges"),
            self.a_colors["red"]: self.tr("R&ed Edges"),
            self.a_lang["en"]: "English", self.a_lang["pt_BR"]: "Português (Brasil)",
        }
        for action, text in names.items():
            action.setText(text)
        self.a_draw.setToolTip(self.tr("Draw: click to place a vertex, drag from a vertex to another to draw an edge (D)"))
        self.a_select.setToolTip(self.tr("Select and move: click or drag a box to select, drag vertices to move them (S)"))
        self.a_straight.setToolTip(self.tr("Draw straight edges (or hold Shift while drawing)"))
        export_names = {"graphml": self.tr("GraphML…"), "gml": self.tr("GML…"), "gexf": self.tr("GEXF (Gephi)…"), "png": self.tr("PNG Image…"),
                        "svg": self.tr("SVG Image…"), "pdf": self.tr("PDF Document…")}
        for fmt, a in self.a_export.items():
            a.setText(export_names[fmt])
        tidy_names = {"spring": self.tr("Spring Layout"), "circular": self.tr("Circle"), "planar": self.tr("Planar (No Crossings)")}
        for name, a in self.a_tidy.items():
            a.setText(tidy_names[name])
        for gid, a in self.a_games.items():
            a.setText(fill(self.tr("Play %1…"), VIEWS[gid].title()))
        for gid, a in self.a_rules.items():
            a.setText(fill(self.tr("Rules: %1"), VIEWS[gid].title()))
        self._update_title()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- pages -----------------------------------------------------------------------------------
    def current_view(self):
        """The canvas showing (the game's board on the game page, when the game has one)."""
        if self.stack.currentIndex() == self.GAME and self.game_page.canvas is not None:
            return self.game_page.canvas
        return self.editor.view

    def show_home(self) -> None:
        self.stack.setCurrentIndex(self.HOME)

    def show_editor(self) -> None:
        self.stack.setCurrentIndex(self.EDITOR)
        self.editor.view.setFocus()

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _update_title(self, *_) -> None:
        """The name of the document showing (the game on the game page), starred when unsaved."""
        if self._on_game():
            page = self.game_page
            name = Path(page.path).name if page.path else self.tr("Untitled game")
            modified = page.modified
        else:
            name = Path(self.editor.path).name if self.editor.path else self.tr("Untitled")
            modified = self.editor.modified
        # The application's name in the language chosen (i18n sets it), which Qt then does not add again.
        self.setWindowTitle(f"{name}{' *' if modified else ''} — {QGuiApplication.applicationDisplayName()}")

    def _update_actions(self, *_) -> None:
        page = self.stack.currentIndex()
        editing = page == self.EDITOR
        self._place_undo()
        self.a_undo.setEnabled(editing and self.editor.can_undo())  # disabled, its Ctrl+Z is not a game's
        self.a_redo.setEnabled(editing and self.editor.can_redo())
        self.a_undo.setStatusTip(self.editor.undo_text() if editing else "")
        self.a_redo.setStatusTip(self.editor.redo_text() if editing else "")
        for a in (self.a_cut, self.a_copy, self.a_paste, self.a_delete, self.a_select_all, self.a_label,
                  self.a_draw, self.a_select, self.a_straight, self.a_grid, self.a_snap, *self.a_tidy.values()):
            a.setEnabled(editing)
        picture = editing and self.editor.drawing.allows_multi
        for a in (*self.a_colors.values(), self.m_colors.menuAction()):  # colours belong to Hackenbush pictures: shown only there
            a.setVisible(picture)
        for a in (self.a_draw, self.a_select, self.a_straight, self.tools_separator):  # drawing tools: on the drawing page only,
            a.setVisible(editing)  # so a game's toolbar keeps room for what a game uses (classroom type)
        # Classroom: the game page says refusals on the board and needs the room; the drawing page keeps
        # its status bar for the canvas's refusals.
        self.statusBar().setVisible(not (theme().classroom and page == self.GAME))
        open_game = self.game_page.match is not None
        self.a_resume.setEnabled(open_game and page != self.GAME)
        self.a_open_class.setEnabled(page == self.GAME and self.game_page.can_host())
        self.home.show_resume(self.game_page.document_title() if open_game else None)
        for a in (self.a_zoom_in, self.a_zoom_out, self.a_fit):
            a.setEnabled(page != self.HOME)

    def undo_actions(self) -> tuple[QAction, QAction]:
        """Edit's Undo and Redo: the game page's own while it shows (its buttons' actions), else the drawing's."""
        if self.stack.currentWidget() is self.game_page:
            return self.game_page.actions.undo, self.game_page.actions.redo
        return self.a_undo, self.a_redo

    def _place_undo(self) -> None:
        """The menu and the toolbar hold the showing page's Undo and Redo (orange-canvas-core's window places its
        scheme editor's so): one action for a game's menu item and button, one enabling, and one action with
        Ctrl+Z at a time (the page's act only while it shows; the drawing's are disabled meanwhile)."""
        shown = list(self.undo_actions())
        if self.m_edit.actions()[:2] == shown:
            return
        page = self.game_page.actions
        for widget, before in ((self.m_edit, self.undo_end), (self.toolbar, self.tools_separator)):
            for action in (self.a_undo, self.a_redo, page.undo, page.redo):
                widget.removeAction(action)
            widget.insertActions(before, shown)

    def undo(self) -> None:
        """The drawing's (a game's Undo is its page's action)."""
        if self.editor.can_undo():
            self.show_message(self.editor.undo())
        self._update_actions()

    def redo(self) -> None:
        if self.editor.can_redo():
            self.show_message(self.editor.redo())
        self._update_actions()

    def _select_all(self) -> None:
        self.editor.select_all()

    def _set_show_crossings(self, on: bool) -> None:
        self.editor.view.drawing_scene.set_show_crossings(on)

    def _set_grid(self, on: bool) -> None:
        self.editor.view.grid = on
        self.editor.view.viewport().update()

    def _set_snap(self, on: bool) -> None:
        self.editor.view.snap = on

    # -- games -----------------------------------------------------------------------------------
    @property
    def playing_board(self) -> str | None:
        """The library board of the game shown, when known (the game page keeps it: a tournament's tables
        start on it)."""
        return self.game_page.board_id

    @playing_board.setter
    def playing_board(self, board: str | None) -> None:
        self.game_page.board_id = board

    def new_game(self, game_id: str) -> None:
        if not self.maybe_save_game():
            return
        match = self.game_page.match
        playing = self.playing_board if match is not None and match.spec.id == game_id else None
        dialog = GameSetupDialog(game_id, self.editor.drawing, self, board=playing)
        if dialog.exec() != GameSetupDialog.Accepted:
            return
        self.start_game(dialog.setup())

    def start_game(self, setup: GameSetup) -> bool:
        """Start the game the setup describes; a setup the game refuses is explained, nothing changes."""
        board: Drawing | None = None
        if setup.board == CANVAS:
            board = self.editor.drawing.copy()
        elif setup.board is not None:
            board = boards.board(setup.board, setup.seed)
        if board is not None:
            for role, ids in setup.marks.items():  # chosen on the board at setup: the game reads them there
                board.meta[role] = list(ids)
        try:
            match = new_match(game(setup.game_id), setup.seats, board, dict(setup.options), setup.seed, setup.first)
        except SetupError as exc:
            QMessageBox.warning(self, self.tr("Cannot start the game"), VIEWS[setup.game_id].setup_problem(exc.code))
            return False
        self.show_match(match, perfect=setup.perfect)
        self.playing_board = setup.board if setup.board != CANVAS else None
        return True

    def show_match(self, match: Match, path: str | None = None, board_scene: DrawingScene | None = None,
                   perfect: bool | None = None) -> None:
        """Show a match on the game page; ``path`` is the file it was opened from (it is saved there);
        ``board_scene``: its board's scene, built already (see open_path); ``perfect``: the setup's check
        of the start (GameSetup.perfect)."""
        self.playing_board = None  # a library board's id when start_game knows it (New game offers it)
        self.game_page.start(match, path, board_scene, perfect)
        self.stack.setCurrentIndex(self.GAME)
        self.game_page.move_box.edit.setFocus()  # a move can be typed at once
        self.game_page.retranslate()
        self._update_title()

    def play_again(self) -> None:
        """The same game again: same board, seats and options (new cards for hidden-information games)."""
        match = self.game_page.match
        if match is None or not self.maybe_save_game():
            return
        seed = random.randint(1, SEED_MAX) if match.spec.hidden_information else match.setup.seed
        board = self.playing_board
        self.show_match(match.rematch(seed), perfect=self.game_page.start_proved)  # the same start, the same proof
        self.playing_board = board

    def back_to_game(self) -> None:
        if self.game_page.match is not None:
            self.stack.setCurrentIndex(self.GAME)

    def start_default_game(self, game_id: str, board: str | None = None) -> None:
        """A game between two people on the default (or named) board, with no dialog."""
        self.start_game(default_setup(game_id, board))

    def _teaching_game(self) -> str | None:
        """The game on the game page, for the puzzle and worksheet dialogs to start with."""
        match = self.game_page.match
        return match.spec.id if match is not None else None

    def show_puzzles(self) -> None:
        dialog = PuzzleDialog(self, self._teaching_game())
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.show()

    def show_worksheet(self) -> None:
        dialog = WorksheetDialog(self, self._teaching_game(), self._last_dir())
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.open()

    def open_class_table(self) -> None:
        """The card game's class table, in a window of its own for the projector."""
        from graphgames_desktop.ui.views.card_table.class_table import ClassTableWindow
        if getattr(self, "class_table_window", None) is None:
            self.class_table_window = ClassTableWindow()
        self.class_table_window.show()
        self.class_table_window.raise_()

    def show_rules(self, game_id: str) -> None:
        RulesDialog(game_id, self).exec()

    # -- language and classroom ------------------------------------------------------------------
    def set_language(self, code: str, remember: bool = False) -> None:
        """Switch the language; ``remember`` (a choice from the menu) keeps it for the next start."""
        if not self.languages.set_language(code):
            self.show_message(self.tr("The Portuguese translation is missing from this installation."))
        with QSignalBlocker(self.a_lang[self.languages.language]):
            self.a_lang[self.languages.language].setChecked(True)
        if remember:
            settings().setValue("language", self.languages.language)

    def set_classroom(self, on: bool, remember: bool = False) -> None:
        """Classroom mode on or off; ``remember`` (a choice from the menu) keeps it for the next start.

        The classroom look opens the window maximised on its screen (F11 makes it full screen) and
        hides the toolbar: the board and the heads-up need the room a projector gives."""
        theme().set_classroom(on)
        if self.a_classroom.isChecked() != on:
            with QSignalBlocker(self.a_classroom):
                self.a_classroom.setChecked(on)
        self.toolbar.setVisible(not on)
        if on and not self.isFullScreen():
            self.maximise()
        self._update_actions()
        if remember:
            settings().setValue("classroom", on)

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
            self.fit_screen()
        if self.a_full_screen.isChecked() != on:
            with QSignalBlocker(self.a_full_screen):
                self.a_full_screen.setChecked(on)

    def maximise(self) -> None:
        """Maximised on its screen; without a window manager to do it (a bare X server), the window takes
        the screen's available area itself."""
        self.setGeometry(screen_area(self))
        self.showMaximized()

    def fit_screen(self) -> None:
        """Never larger than the screen it opens on, and wholly on it."""
        fit_to_screen(self, self.size())

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Graph Games"), self.tr(
            "<h3>Graph Games</h3><p>Draw graphs freehand and play mathematical games on them.</p>"
            "<p>Built with Qt (PySide6), networkx, shapely and igraph.</p>"))

    # -- files -----------------------------------------------------------------------------------
    def _filters(self) -> str:
        return ";;".join([self.tr("Graph Games files: drawings and games (*.graph.json *.json)"), self.tr("All files (*)")])

    def _ask_to_save(self, question: str, save) -> bool:
        """Save, Discard or Cancel for one document; False if the user cancelled (or saving failed)."""
        answer = QMessageBox.warning(self, self.tr("Unsaved changes"), question,
                                     QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if answer == QMessageBox.Cancel:
            return False
        return save() if answer == QMessageBox.Save else True

    def maybe_save(self) -> bool:
        """Ask about the drawing's unsaved changes before it is replaced; False if the user cancelled."""
        if not self.editor.modified:
            return True
        return self._ask_to_save(self.tr("The drawing has unsaved changes. Save them first?"), self.save_drawing)

    def maybe_save_game(self) -> bool:
        """Ask about the game in progress before it is replaced; False if the user cancelled."""
        if not self.game_page.modified:
            return True
        question = self.tr("The game (%1) has moves that are not saved. Save the game first?")
        return self._ask_to_save(fill(question, self.game_page.document_title()), self.save_game)

    def file_new(self, kind: str = "simple") -> None:
        if self.maybe_save():
            self.editor.new(kind)
            self.show_editor()
            self._update_actions()
            self._update_title()

    def file_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open"), self._last_dir(), self._filters())
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a drawing or a saved game; it replaces only its own kind of document, after asking.

        On any problem say so and keep the current work; a big file loads behind a dialog that can cancel it."""
        try:
            loaded = load_file(self, path)
            if loaded is None:
                return False
            match = Match.from_record(loaded.session, loaded.drawing) if loaded.session is not None else None
        except GraphFileError as exc:
            self._file_error(path, texts.file_problem(exc.code, exc.detail))
            return False
        except RecordError as exc:
            index = exc.index + 1 if exc.index is not None else None
            self._file_error(path, texts.record_problem(exc.code, index, exc.detail))
            return False
        if not (self.maybe_save() if match is None else self.maybe_save_game()):
            return False
        if match is not None:
            board = match.setup.board
            scene = None
            if board is not None and len(board.vertices) + len(board.edges) > STEPPED_BOARD:
                # A big board is built a slice at a time behind the progress dialog, as a drawing is.
                scene = DrawingScene(board.copy(), build=False)
                if not run_steps(self, path, scene.build_steps()):
                    scene.detach()
                    return False
            self.show_match(match, path, scene)
            self.game_page.restore_view(loaded.drawing.meta)
        elif run_steps(self, path, self.editor.load_steps(loaded.drawing, path, loaded.format)):
            self.show_editor()
        else:
            return False  # cancelled while the drawing was being built: the old one stays
        self._add_recent(path)
        if loaded.warnings:
            self.show_message(" ".join(texts.import_warning(w) for w in loaded.warnings))
        self._update_title()
        return True

    def _file_error(self, path: str, text: str) -> None:
        QMessageBox.warning(self, self.tr("Cannot open file"), f"{Path(path).name}\n\n{text}")

    def _on_game(self) -> bool:
        return self.stack.currentIndex() == self.GAME and self.game_page.match is not None

    def file_save(self) -> bool:
        """Save the document showing: the game on the game page, else the drawing."""
        return self.save_game() if self._on_game() else self.save_drawing()

    def file_save_as(self) -> bool:
        return self.save_game(ask=True) if self._on_game() else self.save_drawing(ask=True)

    def _ask_path(self, suggested: str, exchange: bool) -> str | None:
        """The file to save to, chosen in the Save As dialog.

        A drawing may be saved as GraphML, GML or GEXF by naming the file so; any other name gets
        ".graph.json", and if that file exists the user is asked here, since the dialog asked
        (or not) about the name without it."""
        filters = [self.tr("Graph Games files: drawings and games (*.graph.json *.json)")]
        if exchange:
            filters += [self.tr("GraphML (*.graphml)"), self.tr("GML (*.gml)"), self.tr("GEXF (*.gexf)")]
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save As"), os.path.join(self._last_dir(), suggested),
                                              ";;".join(filters))
        if not path:
            return None
        if path.endswith(".json") or (exchange and fileio.format_of(path) != "native"):
            return path
        path += fileio.NATIVE_SUFFIX
        if os.path.exists(path):
            question = fill(self.tr("%1 already exists. Do you want to replace it?"), Path(path).name)
            if QMessageBox.question(self, self.tr("Save As"), question, QMessageBox.Yes | QMessageBox.No,
                                    QMessageBox.No) != QMessageBox.Yes:
                return None
        return path

    def save_drawing(self, ask: bool = False) -> bool:
        """Save the drawing in the format its file was read in (Save As: the one its new name says)."""
        if not ask and self.editor.path:
            return self.save_drawing_to(self.editor.path, self.editor.file_format)
        path = self._ask_path(self.tr("drawing") + fileio.NATIVE_SUFFIX, exchange=True)
        return path is not None and self.save_drawing_to(path)

    def save_game(self, ask: bool = False) -> bool:
        path = self.game_page.path if not ask else None
        path = path or self._ask_path(self.tr("game") + fileio.NATIVE_SUFFIX, exchange=False)
        return path is not None and self.save_game_to(path)

    def save_to(self, path: str) -> bool:
        """Save the document showing to ``path``."""
        return self.save_game_to(path) if self._on_game() else self.save_drawing_to(path)

    def _write(self, path: str, data: bytes) -> bool:
        try:
            files.write_atomically(path, data)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot save file"), texts.file_problem("unwritable", exc.strerror or str(exc)))
            return False
        self._add_recent(path)
        self.show_message(fill(self.tr("Saved %1"), Path(path).name))
        return True

    def save_drawing_to(self, path: str, fmt: str | None = None) -> bool:
        """Write the drawing as ``fmt`` (by default the format the file's name says)."""
        fmt = fmt or fileio.format_of(path)
        data = fileio.dumps_native(self.editor.drawing) if fmt == "native" else fileio.dumps_exchange(self.editor.drawing, fmt)
        if not self._write(path, data):
            return False
        self.editor.path, self.editor.file_format = path, fmt
        self.editor.undo_stack.setClean()
        self.autosaves.remove("drawing")
        self._update_title()
        return True

    def save_game_to(self, path: str) -> bool:
        """The game's board with its record (the card game's board is an empty drawing)."""
        page = self.game_page
        if page.match is None or not self._write(path, page.saved_document()):
            return False
        page.mark_saved(path)
        self.autosaves.remove("game")
        self._update_title()
        return True

    def file_import(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import"), self._last_dir(),
                                              self.tr("Graphs (*.graphml *.gml *.gexf)"))
        if path:
            self.import_path(path)

    def import_path(self, path: str) -> bool:
        try:
            loaded = load_file(self, path)
        except GraphFileError as exc:
            self._file_error(path, texts.file_problem(exc.code, exc.detail))
            return False
        if loaded is None or not run_steps(self, path, self.editor.load_steps(loaded.drawing, None)):
            return False
        self.editor.undo_stack.resetClean()
        self.show_editor()
        if loaded.warnings:
            self.show_message(" ".join(texts.import_warning(w) for w in loaded.warnings))
        self._update_title()
        return True

    def file_export(self, fmt: str) -> None:
        filters = {"graphml": self.tr("GraphML (*.graphml)"), "gml": self.tr("GML (*.gml)"), "gexf": self.tr("GEXF (*.gexf)"),
                   "png": self.tr("PNG image (*.png)"), "svg": self.tr("SVG image (*.svg)"),
                   "pdf": self.tr("PDF document (*.pdf)")}
        base = Path(self.editor.path).name.split(".")[0] if self.editor.path else "graph"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export"), os.path.join(self._last_dir(), f"{base}.{fmt}"), filters[fmt])
        if path:
            self.export_to(path, fmt)

    def export_to(self, path: str, fmt: str) -> bool:
        view = self.current_view()
        scene, rect = view.drawing_scene, view.drawing_scene.content_rect()
        try:
            if fmt in ("graphml", "gml", "gexf"):
                files.write_atomically(path, fileio.dumps_exchange(view.drawing, fmt))
            elif fmt == "png":
                files.export_png(scene, rect, path)
            elif fmt == "svg":
                files.export_svg(scene, rect, path, "Graph Games")
            elif fmt == "pdf":
                files.export_pdf(scene, rect, path, "Graph Games")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot export"), texts.file_problem("unwritable", exc.strerror or str(exc)))
            return False
        self.show_message(fill(self.tr("Exported %1"), Path(path).name))
        return True

    def file_print(self) -> None:
        printer = QPrinter(QPrinter.HighResolution)
        if QPrintDialog(printer, self).exec() == QPrintDialog.Accepted:
            view = self.current_view()
            files.print_scene(view.drawing_scene, view.drawing_scene.content_rect(), printer)

    # -- recent files, autosave ------------------------------------------------------------------
    def _last_dir(self) -> str:
        return files.save_folder(self.recent_files())

    def recent_files(self) -> list[str]:
        value = settings().value("recent", [])
        if isinstance(value, str):
            value = [value]
        return [p for p in (value or []) if isinstance(p, str)]

    def _add_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [path] + [p for p in self.recent_files() if p != path]
        settings().setValue("recent", recent[:MAX_RECENT])

    def _fill_recent(self) -> None:
        self.m_recent.clear()
        for path in self.recent_files():
            self.m_recent.addAction(path, lambda p=path: self.open_path(p))
        if not self.recent_files():
            a = self.m_recent.addAction(self.tr("(none)"))
            a.setEnabled(False)

    def autosave(self) -> None:
        """Keep a copy of each unsaved document (the drawing, the game) for recovery after a crash;
        a document saved or thrown away since has its copy removed."""
        page = self.game_page
        jobs = [("drawing", self.editor.modified, lambda: fileio.dumps_native(self.editor.drawing)),
                ("game", (page.modified or page.hosting) and page.match is not None,
                 lambda: page.saved_document(keep_class=True))]
        for kind, needed, data in jobs:
            if not needed:
                self.autosaves.remove(kind)
                continue
            try:
                self.autosaves.write(kind, data())
            except OSError:
                self.show_message(self.tr("Autosave failed: the data folder cannot be written."))

    def when_ready(self, fn: Callable[[], object]) -> None:
        """Run ``fn`` once the offer to recover a crashed session's work has been answered, or at
        once if none is due. A file opened from the command line waits so: its progress dialog
        covered the question, which could then not be answered, and the window never came."""
        if self._after_recovery is None:
            fn()
        else:
            self._after_recovery.append(fn)

    def offer_recovery(self) -> None:
        """After a crash: offer each autosaved drawing and game left by a window that is gone.

        A recovered document is autosaved again at once by this window, so a copy exists until it is
        saved or thrown away; a copy that cannot be loaded is kept (and said where), not offered again."""
        try:
            self._offer_recovery()
        finally:
            waiting, self._after_recovery = self._after_recovery or [], None
            for fn in waiting:
                fn()

    def _offer_recovery(self) -> None:
        questions = {"drawing": self.tr("Graph Games did not close properly last time. Recover the autosaved drawing?"),
                     "game": self.tr("Graph Games did not close properly last time. Recover the game that was in progress?")}
        for orphan in self.autosaves.orphans():
            if QMessageBox.question(self, self.tr("Recover"), questions[orphan.kind]) != QMessageBox.Yes:
                orphan.path.unlink(missing_ok=True)
            elif self._recover(orphan):
                self.autosave()
                orphan.path.unlink(missing_ok=True)

    def _recover(self, orphan: Orphan) -> bool:
        try:
            loaded = fileio.load_path(orphan.path)
            match = Match.from_record(loaded.session, loaded.drawing) if loaded.session is not None else None
        except (GraphFileError, RecordError) as exc:
            if isinstance(exc, GraphFileError):
                problem = texts.file_problem(exc.code, exc.detail)
            else:
                problem = texts.record_problem(exc.code, exc.index + 1 if exc.index is not None else None, exc.detail)
            kept = self.autosaves.set_aside(orphan)
            QMessageBox.warning(self, self.tr("Cannot recover"), fill(self.tr("%1\n\nThe autosaved copy is kept in %2."),
                                                                      problem, kept))
            return False
        if match is not None:
            self.show_match(match)
            # The teaching layer as it was; a class's game opened to the class again.
            self.game_page.restore_view(loaded.drawing.meta, self.languages.language)
            return True
        self.editor.load(loaded.drawing, None)
        self.editor.undo_stack.resetClean()
        self.show_editor()
        return True

    def closeEvent(self, event) -> None:
        if not (self.maybe_save() and self.maybe_save_game()):
            event.ignore()
            return
        self.autosaves.close()
        settings().setValue("window/geometry", self.saveGeometry())
        self.release()
        event.accept()

    def release(self) -> None:
        """Let go of what would outlive the window: its scenes stop following the shared theme."""
        self.editor.view.drawing_scene.detach()
        self.game_page.release()
