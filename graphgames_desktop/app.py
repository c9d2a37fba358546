"""Application start-up: command line, translator, settings, main window, and --screenshot."""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from graphgames_desktop.paths import is_source_checkout, resources_dir, user_cache_dir
from graphgames_desktop.platform_check import MissingLibraries, check_xcb
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views import playable
from graphgames_desktop.ui.worksheet import MAX_PUZZLES

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="graphgames", description="Draw graphs and play games on them.")
    parser.add_argument("file", nargs="?", help="a drawing or saved game to open")
    parser.add_argument("--game", metavar="GAME", help=f"open this game directly: {', '.join(playable())}")
    parser.add_argument("--board", help="board from the library for --game")
    parser.add_argument("--lang", choices=("en", "pt_BR", "pt_PT", "pt"), help="interface language")
    parser.add_argument("--classroom", action="store_true", help="start in classroom (presentation) mode")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    sheet = parser.add_argument_group("worksheets (written without opening a window)")
    sheet.add_argument("--worksheet", metavar="GAME", help="write a worksheet of puzzles of GAME to --out and exit")
    sheet.add_argument("--count", type=int, default=6, help=f"how many puzzles (1-{MAX_PUZZLES}, default 6)")
    sheet.add_argument("--difficulty", help="easy, medium or hard (1-3); mixed when left out")
    sheet.add_argument("--seed", type=int, default=0, help="the same seed gives the same puzzles")
    sheet.add_argument("--out", metavar="PDF", help="the worksheet's file")
    parser.add_argument("--print-cards", metavar="PDF", help="write the card game's whole deck, ready to cut, to PDF and exit")
    parser.add_argument("--print-sheets", metavar="PDF", help="write blank player sheets of the card game to PDF and exit")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size of --worksheet, --print-cards and --print-sheets")
    parser.add_argument("--copies", type=int, default=1, metavar="N", help="how many player sheets --print-sheets writes")
    serving = parser.add_argument_group("the class's devices, with no window")
    serving.add_argument("--serve", metavar="GAME", help="host GAME for the class's phones and laptops with no window; "
                         "the first line printed is the join address; Ctrl+C stops")
    serving.add_argument("--seats", type=int, metavar="N", help="how many seats --serve hosts (default 3 for the card "
                         "game, 2 for the others)")
    serving.add_argument("--computer", type=int, default=0, metavar="K", help="of those, the last K played by the computer")
    serving.add_argument("--level", choices=("easy", "medium", "strong"), default="medium", help="the computer's level (default medium)")
    serving.add_argument("--host", default="0.0.0.0", help="the address --serve listens on (default: every network)")
    serving.add_argument("--port", type=int, default=0, metavar="P", help="the port --serve listens on (default: a free one)")
    serving.add_argument("--code", metavar="C", help="the join code (default: six random digits)")
    serving.add_argument("--turns", choices=("in_turn", "together"), help="the card game's pick and draw steps: "
                         "in seat order (in_turn, as at one screen) or by every seat at once (together, the default here)")
    serving.add_argument("--step-seconds", type=float, metavar="S", help="each step's time limit: the book's default "
                         "action is played for a seat that has not acted in S seconds (default: no limit)")
    serving.add_argument("--team-size", type=int, default=4, metavar="K", help="how many devices may share a seat (default 4)")
    serving.add_argument("--vote-seconds", type=float, metavar="S", help="the people's seats are played by the "
                         "class's vote: every device of a seat votes, and each vote closes after S seconds")
    serving.add_argument("--tables", type=int, default=1, metavar="N", help="a tournament: N matches of the game "
                         "on the one address, each for its own devices (default 1)")
    serving.add_argument("--autosave", metavar="FILE", help="keep the match and its seats in FILE; started again "
                         "with the same FILE, the host goes on with that match and the devices rejoin")
    parser.add_argument("--self-test", action="store_true",
                        help="play a Blue-Red Hackenbush game computer against computer with the compiled search, check it, and exit")
    return parser.parse_args(argv)


def kernel_cache_dir() -> Path:
    """Where an installed wheel's or a bundle's numba keeps the machine code of the compiled kernels: in
    the user's cache, never in site-packages or beside read-only files, in a folder named after the
    kernels' sources (numba tells a bundle's versions apart only by its executable)."""
    digest = hashlib.sha256()
    for source in sorted((Path(__file__).parent / "games" / "solve").glob("*_kernel.py")):
        digest.update(source.read_bytes())
    return user_cache_dir() / "numba" / digest.hexdigest()[:16]


def app_icon() -> QIcon:
    """The application's icon, every size drawn (tools/make_icons.py makes them from the SVG)."""
    from PySide6.QtGui import QIcon
    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("graphgames-*.png")):
        icon.addFile(str(png))
    return icon


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


def write_worksheet_cli(args: argparse.Namespace) -> int:
    """``--worksheet``: puzzles to a PDF, offscreen; a refusal is said on stderr (exit 2)."""
    from PySide6.QtCore import QCoreApplication

    from graphgames_desktop.games.puzzles import Difficulty
    from graphgames_desktop.ui import puzzle_texts
    from graphgames_desktop.ui.worksheet import WorksheetError, write_worksheet
    from graphgames_desktop.ui.worksheet_dialog import make_sheet

    def refuse(text: str) -> int:
        print("graphgames: " + text, file=sys.stderr)
        return 2

    games = puzzle_texts.puzzle_games()
    if args.worksheet not in games:
        return refuse(fill(QCoreApplication.translate("App", "no puzzles for the game '%1'; choose from: %2"),
                           args.worksheet, ", ".join(games)))
    if not 1 <= args.count <= MAX_PUZZLES:
        return refuse(fill(QCoreApplication.translate("App", "--count must be between 1 and %1"), MAX_PUZZLES))
    try:
        difficulty = Difficulty.parse(args.difficulty) if args.difficulty else None
    except ValueError:
        return refuse(QCoreApplication.translate("App", "--difficulty must be easy, medium or hard"))
    if not args.out:
        return refuse(QCoreApplication.translate("App", "--out names the PDF to write"))
    sheet = make_sheet(args.worksheet, args.count, difficulty, args.seed, args.paper)
    try:
        write_worksheet(args.out, sheet)
    except WorksheetError as exc:
        return refuse(fill(QCoreApplication.translate("App", "%1: the worksheet could not be written: %2"), args.out, exc.detail))
    if len(sheet.puzzles) < args.count:
        print(fill(QCoreApplication.translate("App", "graphgames: only %1 different puzzles turned up; the worksheet has them all"),
                   len(sheet.puzzles)), file=sys.stderr)
    return 0


def self_test_cli() -> int:
    """``--self-test``: a Blue-Red game on the compiled kernel, what was checked on stdout; 1 if a check failed."""
    from PySide6.QtCore import QCoreApplication as Q

    from graphgames_desktop.selftest import blue_red_self_test

    try:
        r = blue_red_self_test()
    except Exception as exc:  # a broken install (numba missing, no compiler cache): said, not a traceback
        print(fill(Q.translate("App", "Self-test FAILED: %1"), f"{type(exc).__name__}: {exc}"))
        return 1
    side = (Q.translate("App", "Blue"), Q.translate("App", "Red"))
    kernel = (fill(Q.translate("App", "loaded from the cache in %1"), r.cache_dir) if r.kernel_from_cache
              else fill(Q.translate("App", "compiled now in %1 s into the cache in %2"), f"{r.kernel_seconds:.1f}", r.cache_dir))
    print(fill(Q.translate("App", "Blue-Red Hackenbush on the board '%1' (%2 edges): value %3."), r.board, r.edges, r.value))
    print(fill(Q.translate("App", "Compiled search: %1; %2 searches during the game."), kernel, r.kernel_searches))
    print(fill(Q.translate("App", "%1 moves; %2 won; the value of the start says %3 wins."), r.moves, side[r.winner], side[r.expected_winner]))
    print(fill(Q.translate("App", "The compiled search's value equals the Python search's at %1 of the %2 positions of the game."),
               r.values_agree, r.positions))
    print(Q.translate("App", "Self-test passed.") if r.ok else Q.translate("App", "Self-test FAILED."))
    return 0 if r.ok else 1


def platform_refusal(problem: MissingLibraries) -> str:
    """What to say when Qt's xcb plugin cannot load: the libraries missing and the command that installs them."""
    from PySide6.QtCore import QCoreApplication
    return (fill(QCoreApplication.translate("App", "graphgames: no window can open: Qt's X11 (xcb) plugin needs these libraries, which are not installed: %1."),
                 ", ".join(problem.libraries)) + "\n"
            + QCoreApplication.translate("App", "On Debian or Ubuntu, install them with:") + "\n    " + problem.install_command)


def serve_cli(args: argparse.Namespace) -> int:
    """``--serve``: the classroom host with no window and no Qt (so its refusals are in English); 2 if refused."""
    from graphgames_desktop.games import GAMES
    from graphgames_desktop.games.base import Level
    from graphgames_desktop.graph import boards
    from graphgames_desktop.net.serve import KeptMatchError, serve
    from graphgames_desktop.net.wire import HOSTED_GAMES

    def refuse(text: str) -> int:
        print("graphgames: " + text, file=sys.stderr)
        return 2

    if args.serve not in HOSTED_GAMES:
        return refuse(f"only these games can be served to devices: {', '.join(HOSTED_GAMES)}")
    spec = GAMES[args.serve]
    low, high = spec.seats
    seats = args.seats if args.seats is not None else max(low, min(3, high))
    if not low <= seats <= high:
        return refuse(f"--seats must be between {low} and {high}")
    if args.board is not None and (spec.board is None or args.board not in boards.BOARDS):
        return refuse(f"--board must be one of the library's boards: {', '.join(spec.boards)}"
                      if spec.board is not None else f"{args.serve} is played on no board")
    if not 0 <= args.computer < seats:
        return refuse("--computer must leave at least one seat to a person")
    if args.code is not None and not (0 < len(args.code) <= 32 and args.code.isprintable() and not any(c.isspace() for c in args.code)):
        return refuse("--code must be 1 to 32 characters without spaces")
    if not 0 <= args.port < 65536:
        return refuse("--port must be between 0 and 65535")
    if args.step_seconds is not None and not 1 <= args.step_seconds <= 3600:
        return refuse("--step-seconds must be between 1 and 3600")
    if not 1 <= args.team_size <= 60:
        return refuse("--team-size must be between 1 and 60")
    if args.vote_seconds is not None and (not 1 <= args.vote_seconds <= 3600 or spec.hidden_information):
        return refuse("--vote-seconds must be between 1 and 3600, for a game with nothing hidden")
    if not 1 <= args.tables <= 20:
        return refuse("--tables must be between 1 and 20")
    try:
        return serve(args.serve, seats, computers=args.computer, level=Level(args.level), host=args.host,
                     port=args.port, code=args.code, lang=args.lang, turns=args.turns or "together",
                     step_seconds=args.step_seconds, team_size=args.team_size,
                     autosave=Path(args.autosave) if args.autosave else None, board=args.board,
                     vote_seconds=args.vote_seconds, tables=args.tables)
    except KeptMatchError as exc:
        return refuse(f"cannot go on with the kept match: {exc}")
    except OSError as exc:
        return refuse(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if not is_source_checkout():  # a wheel or a bundle: numba compiles the kernels into the user's cache
        os.environ.setdefault("NUMBA_CACHE_DIR", str(kernel_cache_dir()))
    if args.serve:  # before Qt: the host opens no window
        return serve_cli(args)
    if args.worksheet or args.self_test:  # no window: draw offscreen unless a platform is chosen
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from graphgames_desktop.graph import boards
    from graphgames_desktop.ui.i18n import LanguageManager, system_language
    from graphgames_desktop.ui.main_window import MainWindow, settings

    missing = check_xcb() if QApplication.instance() is None else None
    app = QCoreApplication(sys.argv[:1]) if missing else QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("GraphGames")
    app.setApplicationName("graphgames_desktop")
    s = settings()
    languages = LanguageManager()
    languages.set_language(args.lang or s.value("language") or system_language())
    if missing:  # said instead of Qt's abort, which names neither the libraries nor their packages
        print(platform_refusal(missing), file=sys.stderr)
        return 1
    assert isinstance(app, QApplication)
    from graphgames_desktop.ui.collector import collect_on_gui_thread
    collect_on_gui_thread()  # Qt objects die on the GUI thread only (see ui/collector.py)
    app.setDesktopFileName("graphgames")
    app.setWindowIcon(app_icon())
    if args.worksheet:
        return write_worksheet_cli(args)
    if args.self_test:
        return self_test_cli()
    # Checked here, not by argparse, so that the refusal comes in the language asked for.
    if args.game and args.game not in playable():
        print(fill(QCoreApplication.translate("App", "graphgames: the game '%1' cannot be played on screen in this version; choose from: %2"),
                   args.game, ", ".join(playable())), file=sys.stderr)
        return 2
    if args.print_cards or args.print_sheets:
        return _print(args, languages.language)
    if args.board and args.board not in boards.BOARDS:
        print(fill(QCoreApplication.translate("App", "graphgames: unknown board '%1'; choose from: %2"),
                   args.board, ", ".join(boards.BOARDS)), file=sys.stderr)
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
        window.when_ready(lambda: window.open_path(args.file))
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
