"""Switch looks, languages and games many times, scenes replaced all along, solvers busy on workers.

Run as ``python -X dev -X faulthandler -m tests.ui.stress --switches 1000`` (``make stress``); a short
run is part of the suite (tests/ui/test_lifetimes.py). A crash kills the process and faulthandler
prints every thread's stack; the exit code says so.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

from tests.ui.seats import play_at_screen

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = ("chomp", "hackenbush", "domination", "magic", "cards")
BOARDS = {"chomp": ("petersen", "cube", "path-7"), "hackenbush": ("house", "girl", "hb-tree"),
          "domination": (None,), "magic": (None,), "cards": (None,)}


def run(switches: int, seed: int) -> dict[str, int]:
    from PySide6.QtCore import QSize, QStandardPaths
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication.instance() or QApplication([])
    QStandardPaths.setTestModeEnabled(True)
    from graphgames_desktop.games.base import Level
    from graphgames_desktop.games.match import Seat
    from graphgames_desktop.graph import boards
    from graphgames_desktop.ui.collector import collect_on_gui_thread
    from graphgames_desktop.ui.home import thumbnail
    from graphgames_desktop.ui.i18n import LanguageManager
    from graphgames_desktop.ui.main_window import MainWindow
    from graphgames_desktop.ui.setup_dialog import GameSetup, default_setup
    from graphgames_desktop.ui.theme import theme
    from graphgames_desktop.ui.views.domination_view import DominationView
    from graphgames_desktop.ui.worker import wait_idle

    collect_on_gui_thread()
    # Nobody is there to answer a question: unsaved moves are thrown away, notices dismissed.
    for ask in ("warning", "question", "information", "critical"):
        setattr(QMessageBox, ask, staticmethod(lambda *a, **k: QMessageBox.Discard))
    languages = LanguageManager()
    languages.set_language("en")
    window = MainWindow(languages, offer_recovery=False)
    window.resize(1280, 720)
    window.show()
    rng = random.Random(seed)
    done = {"look": 0, "language": 0, "game": 0, "reopen": 0, "move": 0, "picture": 0, "editor": 0}
    saved = os.path.join(tempfile.mkdtemp(prefix="stress"), "game.graphgame")
    for _ in range(switches):
        r = rng.random()
        if r < 0.25:
            theme().set_classroom(not theme().classroom)
            done["look"] += 1
        elif r < 0.4:
            window.set_language(rng.choice(("en", "pt_BR")))
            done["language"] += 1
        elif r < 0.65:
            game_id = rng.choice(GAMES)
            setup = default_setup(game_id, rng.choice(BOARDS[game_id]))
            if game_id != "cards" and rng.random() < 0.5:  # the computer and the teaching layer at work
                setup = GameSetup(setup.game_id, setup.board, setup.seed, (Seat(), Seat.computer(Level.STRONG)),
                                  setup.first, setup.options)
            window.start_game(setup)
            window.game_page.teaching.setChecked(rng.random() < 0.5 and game_id != "cards")
            done["game"] += 1
        elif r < 0.75:
            page = window.game_page
            if page.match is not None and page.match.state.outcome() is None and not page.match.computer_to_move():
                play_at_screen(page, rng.choice(page.match.state.legal_moves()))
                done["move"] += 1
        elif r < 0.83:
            page = window.game_page
            if page.match is not None and window.save_game_to(saved):
                window.open_path(saved)  # the saved game replaces the shown one: a new view and scene
                done["reopen"] += 1
        elif r < 0.92:
            # Pictures made of throw-away scenes, as the home page and the rules window make them.
            thumbnail(boards.board(rng.choice(("petersen", "cube", "house"))), QSize(120, 90))
            DominationView.rules_images()
            done["picture"] += 1
        else:
            window.show_editor() if rng.random() < 0.5 else window.show_home()
            done["editor"] += 1
        for _ in range(3):
            app.processEvents()
    wait_idle()
    window.release()
    window.game_page.document = None  # nothing to ask about on close
    window.close()
    app.processEvents()
    return done


def _fail_on_uncaught(kind, value, tb) -> None:
    """An exception escaping a slot is printed by Qt and ignored: here it fails the run."""
    sys.__excepthook__(kind, value, tb)
    _uncaught.append(kind.__name__)


_uncaught: list[str] = []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--switches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    sys.excepthook = _fail_on_uncaught
    start = time.monotonic()
    done = run(args.switches, args.seed)
    print(f"stress: {args.switches} switches in {time.monotonic() - start:.0f} s: "
          + ", ".join(f"{k} {v}" for k, v in done.items()), flush=True)
    if _uncaught:
        print(f"stress: {len(_uncaught)} uncaught exceptions: {', '.join(sorted(set(_uncaught)))}", flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
