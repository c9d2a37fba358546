"""What the game page says, worked out from the match alone: whose turn, the last move, the scores.

Pure of widgets (a test reads it without a window, as python-chess's board() is read without an
SVG): the page lays these facts out in its heads-up line and its banner, and renders nothing else
about the position itself. Sentences are translated when made, in the context of the game page (GamePage).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication as Q

from graphgames_desktop.games.base import Outcome
from graphgames_desktop.games.match import Match
from graphgames_desktop.ui import texts
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


def page_facts(match: Match, view: GameView, ply: int, viewer: int | None, thinking: bool,
               unsure_ply: int | None, perfect: bool) -> PageFacts:
    """The facts of position ``ply`` of ``match``, as seat ``viewer`` may see them (``perfect``: a computer
    player of an exact level is proved to play perfectly in this game: see GamePage._perfect)."""
    state = match.state_at(ply)
    outcome = state.outcome()
    observation = match.observation(None if outcome is not None else viewer, ply)
    scores = tuple(view.score_rows(observation))
    if outcome is not None:
        result = result_text(match, view, outcome)
        final = final_scores(view, outcome)
        turn = Q.translate("GamePage", "Game over. %1").replace("%1", result) if outcome.winners \
            else Q.translate("GamePage", "Game over: a draw.")
        # The ending states the final scores: the live rows (and "Turns left: 0") would say them twice, in
        # room the projector's heads-up does not have.
        return PageFacts(turn, None, last_move_text(match, view, ply, viewer, unsure_ply), () if final else scores,
                         " ".join(t for t in (result, final) if t), seats_text(match, view, perfect),
                         replay_text(match, ply), True, " ".join(t for t in (view.ending(outcome.termination), final) if t))
    if thinking:
        turn = Q.translate("GamePage", "The computer is thinking…")
    elif match.humans() == [state.current_player] and len(match.seats) > 1:
        turn = Q.translate("GamePage", "Your move (%1).").replace("%1", view.short_seat_name(state.current_player))
    else:
        turn = Q.translate("GamePage", "%1 to move.").replace("%1", view.seat_name(state.current_player))
    return PageFacts(turn, state.current_player, last_move_text(match, view, ply, viewer, unsure_ply), scores, "",
                     seats_text(match, view, perfect), replay_text(match, ply), False)


def result_text(match: Match, view: GameView, outcome: Outcome) -> str:
    """Who won: one, several sharing first place, or nobody."""
    if not outcome.winners:
        return Q.translate("GamePage", "A draw.")
    humans = match.humans()
    names = [view.seat_name(w) for w in outcome.winners]
    alone = len(humans) == 1 and len(match.seats) > 1  # one person against the computer
    if alone and outcome.winners == (humans[0],):
        return Q.translate("GamePage", "You win!")
    if alone and humans[0] in outcome.winners:
        return Q.translate("GamePage", "You share first place.")
    if alone and len(match.seats) == 2:
        return Q.translate("GamePage", "The computer wins.")
    if len(names) == 1:
        return Q.translate("GamePage", "%1 wins!").replace("%1", names[0])
    return Q.translate("GamePage", "%1 share first place.").replace("%1", ", ".join(names))


def final_scores(view: GameView, outcome: Outcome) -> str:
    """The final scores in one sentence ("Scores: Blue 28, Red 21."), or "" for a game without scores."""
    if outcome.scores is None:
        return ""
    return Q.translate("GamePage", "Scores: %1.").replace("%1", ", ".join(f"{view.seat_name(i)} {s}" for i, s in enumerate(outcome.scores)))


def last_move_text(match: Match, view: GameView, ply: int, viewer: int | None, unsure_ply: int | None) -> str:
    """The move that led to position ``ply``: "Computer (Player B) removes vertex 14."."""
    if ply == 0:
        return ""
    text = f"{view.seat_name(match.mover_of(ply - 1))} {view.describe(match.moves[ply - 1], match.observation(viewer, ply - 1))}."
    if unsure_ply == ply:
        # Short: it shares the heads-up with the turn and the scores at 1280x720 in classroom type.
        text += " " + Q.translate("GamePage", "(best found; not proved)")
    return text


def seats_text(match: Match, view: GameView, perfect: bool) -> str:
    """Who plays: "Player A: you · Computer (Player B): Strong (perfect)"; "(perfect)" only where it is
    proved (``perfect``), never before nor after a move the computer could not prove."""
    alone = len(match.humans()) == 1
    parts = []
    for i, seat in enumerate(match.seats):
        if seat.is_computer and seat.level is not None:
            role = texts.level_name(seat.level, seat.level in match.spec.exact_levels and perfect)
        else:
            role = Q.translate("GamePage", "you") if alone else Q.translate("GamePage", "at this screen")
        parts.append(f"{view.seat_name(i)}: {role}")
    return " · ".join(parts)


def replay_text(match: Match, ply: int) -> str:
    return Q.translate("GamePage", "Showing move %1 of %2").replace("%1", str(ply)).replace("%2", str(len(match.moves)))
