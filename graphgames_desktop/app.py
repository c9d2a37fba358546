"""Application start-up: command line, translator, settings, main window, and --screenshot."""

from __future__ import annotations

import argparse
import sys

from graphgames_desktop.ui.views import playable


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="graphgames", description="Draw graphs and play games on them.")
    parser.add_argument("file", nargs="?", help="a drawing or saved game to open")
    parser.add_argument("--game", metavar="GAME", help=f"open this game directly: {', '.join(playable())}")
    parser.add_argument("--board", help="board from the library for --game")
    parser.add_argument("--lang", choices=("en", "pt_BR", "pt_PT", "pt"), help="interface language")
    parser.add_argument("--classroom", action="store_true", help="start in classroom (presentation) mode")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    parser.add_argument("--print-cards", metavar="PDF", help="write the card game's whole deck, ready to cut, to PDF and exit")
    parser.add_argument("--print-sheets", metavar="PDF", help="write blank player sheets of the card game to PDF and exit")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size of --print-cards and --print-sheets")
    parser.add_argument("--copies", type=int, default=1, metavar="N", help="how many player sheets --print-sheets writes")
    return parser.parse_args(argv)


def _print(args: argparse.Namespace, language: str) -> int:
    """--print-cards and --print-sheets: the PDFs written, or why not on stderr."""
    from graphgames_desktop.ui import texts
    from graphgames_desktop.ui.views.card_table import printables
    jobs = [(args.print_cards, lambda path: printables.write_cards(path, args.paper, language)),
            (args.print_sheets, lambda path: printables.write_sheets(path, max(1, min(args.copies, 500)), args.paper, language))]
    for path, write in jobs:
        if path:
            try:
                write(path)
            except OSError as exc:
                print(f"graphgames: {path}: {texts.file_problem('unwritable', str(exc))}", file=sys.stderr)
                return 2
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from graphgames_desktop.graph import boards
    from graphgames_desktop.ui.i18n import LanguageManager, system_language
    from graphgames_desktop.ui.main_window import MainWindow, settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("GraphGames")
    app.setApplicationName("graphgames_desktop")
    app.setApplicationDisplayName("Graph Games")
    app.setDesktopFileName("graphgames")
    s = settings()
    languages = LanguageManager()
    languages.set_language(args.lang or s.value("language") or system_language())
    # Checked here, not by argparse, so that the refusal comes in the language asked for.
    if args.game and args.game not in playable():
        print(QCoreApplication.translate("App", "graphgames: the game '%1' cannot be played on screen in this version; choose from: %2")
              .replace("%1", args.game).replace("%2", ", ".join(playable())), file=sys.stderr)
        return 2
    if args.print_cards or args.print_sheets:
        return _print(args, languages.language)
    if args.board and args.board not in boards.BOARDS:
        print(QCoreApplication.translate("App", "graphgames: unknown board '%1'; choose from: %2")
              .replace("%1", args.board).replace("%2", ", ".join(boards.BOARDS)), file=sys.stderr)
        return 2
    if args.file and args.screenshot:  # headless: a refused file is said on stderr, never in a dialog
        from graphgames_desktop.games.match import Match, RecordError
        from graphgames_desktop.graph import fileio
        from graphgames_desktop.ui import texts
        try:
            loaded = fileio.load_path(args.file)
            if loaded.session is not None:
                Match.from_record(loaded.session, loaded.drawing)
        except fileio.GraphFileError as exc:
            print(f"graphgames: {args.file}: {texts.file_problem(exc.code, exc.detail)}", file=sys.stderr)
            return 2
        except RecordError as exc:
            move = exc.index + 1 if exc.index is not None else None
            print(f"graphgames: {args.file}: {texts.record_problem(exc.code, move, exc.detail)}", file=sys.stderr)
            return 2
    window = MainWindow(languages, offer_recovery=not args.screenshot)
    if args.file:
        window.open_path(args.file)
    if args.game:
        window.start_default_game(args.game, args.board)
    elif args.board:
        window.editor.load(boards.board(args.board), None)
        window.show_editor()
    classroom = args.classroom or (s.value("classroom") in (True, "true") and not args.screenshot)
    if args.screenshot:
        window.resize(1280, 800)
        window.show()
        if classroom:
            from graphgames_desktop.ui.theme import theme
            theme().set_classroom(True)
            window.resize(1600, 1000)  # a projector-sized window rather than this screen's full size
        for _ in range(5):
            app.processEvents()
        window.current_view().fit() if window.stack.currentIndex() else None
        app.processEvents()
        ok = window.grab().save(args.screenshot)
        return 0 if ok else 1
    window.show()
    if classroom:
        QTimer.singleShot(0, lambda: window.set_classroom(True))
    return app.exec()
