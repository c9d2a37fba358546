"""The teaching layer's words: a position's study, and a played game's review, as sentences.

The builders take data only: a :class:`~graphgames_desktop.games.teaching.Study` (or reviews) and
the names the players see for seats, moves and places (:class:`Names`). So the words state the
facts the board marks, worked out once; the page, the puzzles and the tests call the same builders,
in either language (translated when called). A game words its own statements through its view's
``claim_text``; the statements every game makes (``Say``) are worded here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication as Q

from graphgames_desktop.games.base import Move
from graphgames_desktop.games.teaching import Claim, PlyReview, Say, Study, Verdict, turning_points, unsettled
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.verdicts import number_text


@dataclass(frozen=True)
class Names:
    """How the players see seats ("Computer (Player B)"), moves ("removes vertex 3") and places ("vertex 3")."""

    seat: Callable[[int], str]
    move: Callable[[Move], str]
    place: Callable[[object], str] = str


#: A game's wording of its own statements: its view's ``claim_text``.
GameWords = Callable[[Claim, Names], str]


def sentence(text: str) -> str:
    """``text`` with its first letter in capitals (after any leading markup): a sentence's start."""
    i = 0
    while i < len(text) and text[i] == "<":
        close = text.find(">", i)
        if close < 0:
            break
        i = close + 1
    return text[:i] + text[i:i + 1].upper() + text[i + 1:] if i < len(text) else text


def verdict_text(params: dict) -> str:
    """The result with best play for the player to move, with the margin in a game of points."""
    who = str(params.get("seat_name", ""))
    verdict = params.get("verdict")
    margin = params.get("margin")
    if verdict == Verdict.DRAW:
        return Q.translate("Teaching", "<b>With best play the game is a draw.</b>")
    if verdict == Verdict.UNKNOWN:
        return Q.translate("Teaching", "<b>Not solved:</b> this position is too big to say in time who wins with best play.")
    if isinstance(margin, (int, float)) and margin:
        points = texts.count(abs(margin), "points", number_text(margin, signed=False))
        text = (Q.translate("Teaching", "<b>%1 to move wins</b> by %2 with best play.") if verdict == Verdict.WIN else
                Q.translate("Teaching", "<b>%1 to move loses</b> by %2 against best play."))
        return fill(text, who, points)
    text = (Q.translate("Teaching", "<b>%1 to move wins</b> with perfect play.") if verdict == Verdict.WIN else
            Q.translate("Teaching", "<b>%1 to move loses</b> against perfect play."))
    return fill(text, who)


def _seated_verdict(claim: Claim, names: Names) -> str:
    seat = claim.params.get("seat")
    return verdict_text({**claim.params, "seat_name": names.seat(seat) if isinstance(seat, int) else ""})


def claim_text(claim: Claim, names: Names, words: GameWords) -> str:
    """One statement in words: the shared ones here, a game's own through ``words``."""
    p = claim.params
    if claim.code == Say.VERDICT:
        return _seated_verdict(claim, names)
    if claim.code == Say.WINNING:  # with moves unsolved, more may win: the count is of those found
        text = (Q.translate("Teaching", "Winning moves found so far (ticked on the board): %1 of %2.") if p.get("unsolved")
                else Q.translate("Teaching", "Winning moves (ticked on the board): %1 of %2."))
        return fill(text, p.get("winning"), p.get("legal"))
    if claim.code == Say.LOSING:
        legal = p.get("legal")
        if legal == 1:
            return Q.translate("Teaching", "The only legal move leaves the opponent a win.")
        return fill(Q.translate("Teaching", "Every one of the %1 legal moves leaves the opponent a win."), legal)
    if claim.code == Say.UNSOLVED:
        return fill(Q.translate("Teaching", "Solved in time: %1 of %2 moves; the others carry a question mark."),
                    p.get("solved"), p.get("legal"))
    return words(claim, names)


def study_lines(study: Study, names: Names, words: GameWords) -> list[str]:
    """Every statement of a study, in its order, each one sentence or more."""
    return [text for claim in study.claims if (text := claim_text(claim, names, words))]


def verdict_line(study: Study, names: Names) -> str:
    """The study's verdict alone (who wins with best play): the heads-up's line, "" without one."""
    return next((_seated_verdict(c, names) for c in study.claims if c.code == Say.VERDICT), "")


def study_html(study: Study, names: Names, words: GameWords) -> str:
    return "<p>" + "</p><p>".join(study_lines(study, names, words)) + "</p>"


def review_summary(reviews: Sequence[PlyReview], draws: bool) -> str:
    """What a review found, saying what is proved and what is only estimated; a draw is named only in
    a game that has them (``draws``: a game of points), so Chomp's review speaks of wins alone."""
    points = turning_points(reviews)
    open_ = unsettled(reviews)
    if not points and not open_:
        return (Q.translate("Teaching", "No move gave away a win or a draw: every move kept the best result its player had (proved).")
                if draws else Q.translate("Teaching", "No move gave away a win: every move kept the best result its player had (proved)."))
    if not points:
        if draws:
            text = (Q.translate("Teaching", "No move was found to give away a win or a draw, but 1 move could not be solved in time: "
                                            "for it this is an estimate, not a proof.") if len(open_) == 1 else
                    Q.translate("Teaching", "No move was found to give away a win or a draw, but %1 moves could not be solved in "
                                            "time: for those this is an estimate, not a proof."))
        else:
            text = (Q.translate("Teaching", "No move was found to give away a win, but 1 move could not be solved in time: "
                                            "for it this is an estimate, not a proof.") if len(open_) == 1 else
                    Q.translate("Teaching", "No move was found to give away a win, but %1 moves could not be solved in "
                                            "time: for those this is an estimate, not a proof."))
        return fill(text, len(open_))
    found = fill((Q.translate("Teaching", "Moves that gave away a win or a draw (proved): %1.") if draws else
                  Q.translate("Teaching", "Moves that gave away a win (proved): %1.")), len(points))
    if open_:
        found += " " + (Q.translate("Teaching", "1 move could not be solved in time, so there may be more.") if len(open_) == 1 else
                        fill(Q.translate("Teaching", "%1 moves could not be solved in time, so there may be more."), len(open_)))
    return found
