"""What the game page says, worked out from a frame alone: whose turn, the last move, the scores, refusals.

Pure of widgets (a test reads it without a window, as python-chess's board() is read without an SVG):
the page lays these facts out in its heads-up line and its banner. A frame is what one screen may know,
so nothing said here can name another seat's secret. Sentences are translated when made, in the
context of the game page ("GamePage"), and filled in one pass (a name "Ana %2" stays as it is).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication as Q

from graphgames_desktop.games.base import MoveError, Outcome
from graphgames_desktop.games.match import Ballot, MatchRefusal
from graphgames_desktop.games.registry import GAMES
from graphgames_desktop.session.frames import MoveEntry, SeatFrame
from graphgames_desktop.session.intents import Refusal
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views.base import GameView, ScoreRow


@dataclass(frozen=True)
class PageFacts:
    """Everything the room reads first about the position shown."""

    # Whose turn, as the players see it ("Your move (Blue)."), the computer thinking, or the result.
    turn: str
    # The seat whose colour marks the turn line (None: nobody's turn, or a game without colours).
    turn_seat: int | None
    # The move that led to the position shown, in words ("Computer (Red) moves 10 → 6."), else "".
    last_move: str
    # The game's score rows (points, turns left, the magic constant), in the order the view gives them.
    scores: tuple[ScoreRow, ...] = ()
    # The end of the game: who won and the final scores ("" while it runs), for the banner too.
    result: str = ""
    # Who plays: "Blue (Player A): you · Computer (Red): Strong".
    seats: str = ""
    # "Showing move 4 of 9".
    replay: str = ""
    over: bool = False
    # At the end: how the game ended and the final scores, in body type under the result.
    ending: str = ""


def page_facts(frame: SeatFrame, view: GameView) -> PageFacts:
    """The facts of the position ``frame`` shows."""
    outcome = frame.shown_outcome
    scores = tuple(view.score_rows(frame.observation))
    last = last_move_text(frame, view)
    if outcome is not None:
        result = result_text(frame, view, outcome)
        final = final_scores(view, outcome)
        turn = fill(Q.translate("GamePage", "Game over. %1"), result) if outcome.winners \
            else Q.translate("GamePage", "Game over: a draw.")
        # The ending states the final scores: the live rows (and "Turns left: 0") would say them twice, in
        # room the projector's heads-up does not have.
        return PageFacts(turn, None, last, () if final else scores, " ".join(t for t in (result, final) if t),
                         seats_text(frame, view), replay_text(frame), True,
                         " ".join(t for t in (view.ending(outcome.termination), final) if t))
    mover = frame.observation.current_player
    waiting = sorted(frame.active) if len(frame.active) > 1 and not frame.replaying else []
    vote = frame.vote if frame.vote is not None and not frame.replaying else None
    if frame.paused:
        turn = Q.translate("GamePage", "The teacher paused the game.")
    elif vote is not None:
        turn = fill(Q.translate("GamePage", "The class votes for %1: %2 votes. A tie goes to the move voted first."),
                    view.short_seat_name(vote.seat), vote.votes)
    elif waiting:
        turn = waiting_text(frame, view, waiting)
    elif frame.thinking:
        turn = Q.translate("GamePage", "The computer is thinking…")
    elif frame.at_screen == {mover} and len(frame.seats) > 1:
        turn = fill(Q.translate("GamePage", "Your move (%1)."), view.short_seat_name(mover))
    else:
        turn = fill(Q.translate("GamePage", "%1 to move."), view.seat_name(mover))
    left = vote.time_left_ms if vote is not None else frame.time_left_ms
    if left is not None and not frame.replaying:
        turn += " " + fill(Q.translate("GamePage", "Time left: %1."), clock_text(left))
    return PageFacts(turn, None if waiting else mover, last, scores, "", seats_text(frame, view), replay_text(frame),
                     False)


#: Past this many, the seats still to act are counted rather than named (a class of 20 on a projector).
NAMED_WAITING = 4


def waiting_text(frame: SeatFrame, view: GameView, waiting: list[int]) -> str:
    """Several seats act in this step (each on its own device): who has not yet, never what anyone chose.
    Every seat takes part in such a step, so the others have acted."""
    done, total = len(frame.seats) - len(waiting), len(frame.seats)
    if len(frame.at_screen) == 1 and frame.at_screen <= set(waiting):  # a device whose seat still acts
        mine = next(iter(frame.at_screen))
        return fill(Q.translate("GamePage", "Your move (%1). Acted: %2 of %3."), view.short_seat_name(mine), done, total)
    if len(waiting) > NAMED_WAITING:
        return fill(Q.translate("GamePage", "Waiting for %1 players. Acted: %2 of %3."), len(waiting), done, total)
    return fill(Q.translate("GamePage", "Waiting for %1. Acted: %2 of %3."),
                ", ".join(view.short_seat_name(s) for s in waiting), done, total)


def clock_text(ms: float) -> str:
    """Minutes and seconds, rounded up (a limit of 60 s shows 1:00 until a whole second has gone)."""
    seconds = max(0, -int(-ms // 1000))
    return f"{seconds // 60}:{seconds % 60:02d}"


def result_text(frame: SeatFrame, view: GameView, outcome: Outcome) -> str:
    """Who won: one, several sharing first place, or nobody."""
    if not outcome.winners:
        return Q.translate("GamePage", "A draw.")
    names = [view.seat_name(w) for w in outcome.winners]
    humans = [i for i, seat in enumerate(frame.seats) if not seat.is_computer]
    alone = len(humans) == 1 and len(frame.seats) > 1  # one person against the computer
    if alone and outcome.winners == (humans[0],):
        return Q.translate("GamePage", "You win!")
    if alone and humans[0] in outcome.winners:
        return Q.translate("GamePage", "You share first place.")
    if alone and len(frame.seats) == 2:
        return Q.translate("GamePage", "The computer wins.")
    if len(names) == 1:
        return fill(Q.translate("GamePage", "%1 wins!"), names[0])
    return fill(Q.translate("GamePage", "%1 share first place."), ", ".join(names))


def final_scores(view: GameView, outcome: Outcome) -> str:
    """The final scores in one sentence ("Scores: Blue 28, Red 21."), or "" for a game without scores."""
    if outcome.scores is None:
        return ""
    return fill(Q.translate("GamePage", "Scores: %1."), ", ".join(f"{view.seat_name(i)} {s}" for i, s in enumerate(outcome.scores)))


def ballot_note(ballot: Ballot) -> str:
    """Beside a move the class chose by vote: how many of the devices that voted chose it."""
    played = ballot.tally[0][1] if ballot.tally else 0
    return fill(Q.translate("GamePage", "(the class's vote: %1 of %2)"), played, ballot.voters)


def move_sentence(entry: MoveEntry, view: GameView) -> str:
    """One move as a sentence: "Ana removes vertex 14."."""
    return f"{view.seat_name(entry.seat)} {view.move_words(entry)}."


def moves_since_text(frame: SeatFrame, view: GameView, ply: int, most: int) -> str:
    """The moves played after move ``ply`` up to the live one, a sentence each, when there are at most ``most``;
    else how many, and the last ("" where the frame does not carry them)."""
    entries = [frame.entry(n) for n in range(ply + 1, frame.live_ply + 1)]
    if not entries or any(entry is None for entry in entries):
        return ""
    if len(entries) <= most:
        return " ".join(move_sentence(entry, view) for entry in entries if entry is not None)
    return fill(Q.translate("GamePage", "%1 moves were played; the last: %2"), len(entries),
                move_sentence(entries[-1], view) if entries[-1] is not None else "")


def last_move_text(frame: SeatFrame, view: GameView) -> str:
    """The move that led to the position shown: "Computer (Player B) removes vertex 14."."""
    if frame.shown_ply == 0:
        return ""
    entry = frame.entry(frame.shown_ply)
    if entry is None:  # a device's frame carries the latest moves only: a replayed older one is not said
        return ""
    text = move_sentence(entry, view)
    if frame.unsure_ply == frame.shown_ply:
        # Short: it shares the heads-up with the turn and the scores at 1280x720 in classroom type.
        text += " " + Q.translate("GamePage", "(best found; not proved)")
    return text


def seats_text(frame: SeatFrame, view: GameView) -> str:
    """Who plays: "Player A: you · Computer (Player B): Strong (perfect)"; "(perfect)" only where it is
    proved (``frame.perfect``), never before nor after a move the computer could not prove."""
    alone = len(frame.at_screen) == 1
    parts = []
    for i, seat in enumerate(frame.seats):
        if seat.is_computer and seat.level is not None:
            role = texts.level_name(seat.level, seat.level in GAMES[frame.game].exact_levels and bool(frame.perfect))
        elif not frame.at_screen:  # the projector of a match played on the class's devices
            role = Q.translate("GamePage", "on a device")
        else:
            role = Q.translate("GamePage", "you") if alone else Q.translate("GamePage", "at this screen")
        parts.append(f"{view.seat_name(i)}: {role}")
    return " · ".join(parts)


def replay_text(frame: SeatFrame) -> str:
    return fill(Q.translate("GamePage", "Showing move %1 of %2"), frame.shown_ply, frame.live_ply)


def replay_heading(frame: SeatFrame) -> str:
    """The move list's heading in classroom mode, which says the move shown in the drawer's narrow column
    ("Mostrando a jogada 12 de 12" was cut there at 1280x720)."""
    return fill(Q.translate("GamePage", "Move %1 of %2"), frame.shown_ply, frame.live_ply)


def refusal_text(view: GameView, code: StrEnum, error: MoveError | None = None) -> str:
    """A refusal in words: the game's own (with what its error tells), or one every game shares."""
    if error is not None and not isinstance(code, (Refusal, MatchRefusal)):
        return view.refusal_sentence(error)
    return texts.page_refusal(str(code))


def history_text(undone: bool, count: int) -> str:
    """What undo or redo did."""
    return fill(Q.translate("GamePage", "Moves taken back: %1") if undone else Q.translate("GamePage", "Moves played again: %1"),
                count)
