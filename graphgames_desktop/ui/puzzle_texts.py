"""A puzzle on screen or on paper: its board (the game's own view of the position) and its words.

The puzzle mode and the worksheets share these, so a puzzle reads the same in both.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QObject

from graphgames_desktop.games.base import Move
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.puzzles import Difficulty, Puzzle, PuzzleKind
from graphgames_desktop.games.registry import GAMES
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.teaching import Verdict
from graphgames_desktop.ui import verdicts
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import CanvasGameView

#: Seconds to work out why a move wins or loses.
WHY_SECONDS = 1.0


def puzzle_games() -> list[str]:
    """The games with puzzles: a teaching hook, and a board view on screen."""
    return [gid for gid, view in VIEWS.items() if view.ready and gid in GAMES and GAMES[gid].teaching is not None
            and issubclass(view, CanvasGameView)]


def difficulty_name(level: Difficulty) -> str:
    return {Difficulty.EASY: Q.translate("Puzzles", "easy"), Difficulty.MEDIUM: Q.translate("Puzzles", "medium"),
            Difficulty.HARD: Q.translate("Puzzles", "hard")}[level]


def puzzle_view(puzzle: Puzzle, parent: QObject | None = None) -> CanvasGameView:
    """The game's view showing the puzzle's position (two people's seats: nobody moves for them)."""
    spec = GAMES[puzzle.game]
    match = Match(spec, puzzle.setup, (Seat(), Seat()), list(puzzle.moves))
    view = VIEWS[puzzle.game](match, puzzle.setup.board, parent)
    assert isinstance(view, CanvasGameView)
    view.show(match.observation(None), False)
    return view


def prompt(puzzle: Puzzle, view: CanvasGameView) -> str:
    """"Player A to move. Find a winning move (there are 3)."."""
    who = view.seat_name(puzzle.mover)
    if puzzle.kind == PuzzleKind.ONLY_SAFE:
        text = Q.translate("Puzzles", "%1 to move. Find the only move that does not lose.")
    elif len(puzzle.answers) == 1:
        text = Q.translate("Puzzles", "%1 to move. Find the winning move (there is one).")
    else:
        text = Q.translate("Puzzles", "%1 to move. Find a winning move (there are %2).")
    return text.replace("%1", who).replace("%2", str(len(puzzle.answers)))


def move_text(view: CanvasGameView, move: Move) -> str:
    return view.describe_move(move)


def answers_text(puzzle: Puzzle, view: CanvasGameView) -> str:
    """Every answer, in the move list's words."""
    names = [move_text(view, m) for m in puzzle.answers]
    return Q.translate("Puzzles", " or ").join(names)


def why(puzzle: Puzzle, view: CanvasGameView, move: Move) -> str:
    """Why a move wins, draws or loses in this puzzle, in one sentence of reasons."""
    teaching = GAMES[puzzle.game].teaching
    assert teaching is not None
    reasons = teaching.why(puzzle.state(), move, Deadline(WHY_SECONDS))
    return "; ".join(view.why_text(r) for r in reasons)


def verdict_of(puzzle: Puzzle, move: Move) -> str:
    judged = next((j for j in puzzle.judgements if j.move == move), None)
    return verdicts.describe(judged) if judged is not None else verdicts.verdict_word(Verdict.UNKNOWN)
