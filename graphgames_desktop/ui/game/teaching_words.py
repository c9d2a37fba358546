"""The teaching layer's sentences: a TeachingFrame (with the screen's SeatFrame and the game's view, which
names moves and seats) turned into the words the page shows.

The sentences keep the game page's translation context ("GamePage"), so their translations stay as they
are. Each returns text (or an explanation's html and its lead paragraphs: see ``TeachingText.set_full``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication as Q

from graphgames_desktop.games.base import Move, PublicObservation
from graphgames_desktop.games.teaching import PlyReview, Reason, Verdict, rank
from graphgames_desktop.session.frames import SeatFrame
from graphgames_desktop.session.teaching import PositionStudy, TeachingFrame
from graphgames_desktop.ui import verdicts
from graphgames_desktop.ui.teaching_texts import review_summary
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views.base import GameView
from graphgames_desktop.ui.views.drawer import paragraphs

# An explanation for the drawer: its html, and how many of its first paragraphs the class needs first.
Explanation = tuple[str, int]


def why_sentence(reasons: Sequence[Reason], view: GameView) -> str:
    """The reasons of a move, in one sentence."""
    return "; ".join(view.why_text(r) for r in reasons)


def hint_sentence(frame: TeachingFrame, view: GameView, seat: SeatFrame) -> str:
    """The move to try: a winning one; drawn, one that keeps the draw; lost, the one that resists longest;
    unsolved, the best found (and said so)."""
    study = frame.hint
    if study is None:
        return Q.translate("GamePage", "Thinking…") if frame.hint_pending else ""
    if frame.hidden:
        return Q.translate("GamePage", "A hint is ready: press R to reveal it.")
    top = study.best
    if top is None:
        return ""
    what = f"{view.short_seat_name(study.mover)} {view.describe(top.move, seat.observation)}"
    solved = all(j.exact and j.verdict != Verdict.UNKNOWN for j in study.judgements)
    if top.verdict == Verdict.WIN and top.exact:
        text = Q.translate("GamePage", "Hint: %1. This move wins with perfect play.")
    elif solved and top.verdict == Verdict.DRAW:
        text = Q.translate("GamePage", "Hint: %1. No move wins against perfect play; this one keeps the draw.")
    elif solved:
        text = Q.translate("GamePage", "Hint: %1. Every move loses against perfect play; this one makes the game last longest.")
    else:
        text = Q.translate("GamePage", "Hint: %1 (best found; not proved).")
    return fill(text, what)


def study_explanation(frame: TeachingFrame, view: GameView, seat: SeatFrame) -> Explanation:
    """The drawer's explanation of the position shown: the study's statements, with the move to play and why
    next to the verdict; while it thinks, could not judge, or waits for the teacher's reveal, that alone."""
    if frame.failed:
        return Q.translate("GamePage", "The teaching layer could not judge this position."), 1
    if not frame.on:
        return "", 1
    if frame.thinking:
        return Q.translate("GamePage", "Thinking…"), 1
    if frame.study is None:  # the game is over at the position shown
        return "", 1
    if frame.hidden:
        return Q.translate("GamePage", "Judgements are hidden: press R to reveal them."), 1
    observation = seat.observation
    assert isinstance(observation, PublicObservation)  # a game the layer studies hides nothing
    parts = paragraphs(view.teaching_html(observation.state, frame.study.study))
    lead = 1
    top, why = frame.study.best, frame.study.why
    if top is not None and why:  # the move the hint names, and why: next to the verdict, in sight where it fits
        who = view.describe(top.move, observation)
        parts.insert(1, "<p>" + fill(Q.translate("GamePage", "Why “%1” %2: %3."), who, verdicts.describe(top),
                                     why_sentence(why, view)) + "</p>")
        lead = 2
    html = "".join(parts)
    if frame.studying_more:  # in the first paragraph, which is always in sight (the rest may wait behind "More")
        note = Q.translate("GamePage", "Still studying the moves marked “?”.")
        html = html.replace("</p>", f" {note}</p>", 1) if html.startswith("<p>") else f"<p>{note}</p>{html}"
    return html, lead


def study_verdict(frame: TeachingFrame, view: GameView) -> str:
    """The study's verdict for the heads-up (the class sees it with the drawer closed); "" without one."""
    if not frame.on or frame.failed or frame.hidden or frame.study is None:
        return ""
    verdict = view.teaching_verdict(frame.study.study)
    if frame.studying_more and verdict:
        verdict += " " + Q.translate("GamePage", "Still studying…")
    return verdict


def vote_verdict(study: PositionStudy, tally: Sequence[tuple[Move, int]]) -> str:
    """What the study of the position says of the class's votes on it: how many chose a winning move (from
    the same judgements that mark the board); votes for moves the solver has not judged are said apart."""
    verdicts = {j.move: j.verdict for j in study.judgements}
    total = sum(votes for _, votes in tally)
    winning = sum(votes for move, votes in tally if verdicts.get(move) == Verdict.WIN)
    unknown = sum(votes for move, votes in tally if verdicts.get(move, Verdict.UNKNOWN) == Verdict.UNKNOWN)
    said = []
    if any(v == Verdict.WIN for v in verdicts.values()):
        said.append(fill(Q.translate("GamePage", "%1 of %2 votes chose a winning move."), winning, total))
    elif study.study.verdict != Verdict.UNKNOWN:  # proved: every move judged, none wins (not while one is unsolved)
        said.append(Q.translate("GamePage", "No move wins here with best play."))
    if unknown:
        said.append(fill(Q.translate("GamePage", "The solver has not judged the moves of %1 votes."), unknown))
    return " ".join(said)


def reveal_label(frame: TeachingFrame) -> str:
    """The classroom's reveal button."""
    return Q.translate("GamePage", "Reveal (R)") if frame.hidden else Q.translate("GamePage", "Hide (R)")


def strip_note(frame: TeachingFrame) -> str:
    """What the value strip says in place of its marks while they wait for the reveal."""
    return Q.translate("GamePage", "Hidden (R)") if frame.hidden else ""


def gave_away_text(r: PlyReview) -> str:
    text = (Q.translate("GamePage", "gave away a win") if r.gave_away == Verdict.WIN
            else Q.translate("GamePage", "gave away a draw"))
    if r.cost:
        text += " " + fill(Q.translate("GamePage", "(%1 points)"), verdicts.number_text(-r.cost))
    return text


def review_sentence(r: PlyReview, view: GameView, seat: SeatFrame) -> str:
    """What a played move was, against the best: "This move loses; the best, removes edge 1–2, wins"."""
    if r.played is None:
        return ""
    text = fill(Q.translate("GamePage", "This move %1."), verdicts.describe(r.played))
    if r.best is not None and r.best.move != r.played.move and rank(r.best) > rank(r.played):
        what = view.describe(r.best.move, seat.moves[r.ply - 1].before)
        text += " " + fill(Q.translate("GamePage", "Best was: %1, which %2."), what, verdicts.describe(r.best))
    return text


def last_move_judgement(frame: TeachingFrame, view: GameView, seat: SeatFrame) -> str:
    """The teaching layer's word on the move that led to the position shown ("This move loses; ...")."""
    ply = seat.shown_ply
    if frame.on and not frame.hidden and 0 < ply <= len(frame.reviews):
        return review_sentence(frame.reviews[ply - 1], view, seat)
    return ""


def turning_point_explanation(frame: TeachingFrame, view: GameView, seat: SeatFrame) -> Explanation:
    """The review's text for the turning point shown, with the reasons found so far."""
    review = frame.review
    r = review.point
    if r is None or review.index is None:
        return "", 1
    entry = seat.moves[r.ply - 1]
    move = view.describe(entry.move, entry.before) if entry.move is not None else ""
    lines = [fill(Q.translate("GamePage", "Turning point %1 of %2: move %3, %4 %5 (%6)."), review.index + 1,
                  len(review.points), r.ply, view.seat_name(r.mover), move, gave_away_text(r))]
    whys = []
    if r.played is not None and r.best is not None:
        for text, judgement, reasons in ((Q.translate("GamePage", "Why the move played %1: %2."), r.played, review.played_reasons),
                                         (Q.translate("GamePage", "Why the best move %1: %2."), r.best, review.best_reasons)):
            sentence = why_sentence(reasons, view) if reasons is not None else Q.translate("GamePage", "still working it out")
            whys.append(fill(text, verdicts.verdict_word(judgement.verdict), sentence))
    # The turning point and why it lost lead, read as one where they fit; the best move's name and why after.
    lines = [*lines, *whys[:1], review_sentence(r, view, seat), *whys[1:]]
    return "<p>" + "</p><p>".join(lines) + "</p>", 1 + len(whys[:1])


def review_explanation(frame: TeachingFrame, view: GameView, seat: SeatFrame) -> Explanation:
    """The review box: how far the judging is while no turning point is found, then what was found (what is
    proved and what estimated); else the turning point shown, and that more may come while positions wait."""
    review = frame.review
    if not review.active:
        return "", 1
    if not review.points:
        if review.waiting:  # said as it goes; the turning points found so far can be stepped through at once
            return fill(Q.translate("GamePage", "Looking for the turning points… positions judged: %1 of %2."),
                        review.total - review.waiting, review.total), 1
        return review_summary(frame.reviews, frame.scoring), 1  # only a game of points has draws
    html, lead = turning_point_explanation(frame, view, seat)
    if review.waiting:
        html += "<p>" + fill(Q.translate("GamePage", "Still judging %1 positions: more turning points may come."),
                             review.waiting) + "</p>"
    return html, lead
