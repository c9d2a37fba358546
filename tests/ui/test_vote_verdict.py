"""The sentence the revealed teaching layer says of the class's votes: "No move wins here" only where the study
proved it (every move judged, none winning), never while the solver has left the moves unjudged (seen on the
dodecahedron in Graph Domination, where no move is solved in time)."""

from __future__ import annotations

from graphgames_desktop.games.chomp import ChompMove
from graphgames_desktop.games.teaching import Judgement, Study, Verdict
from graphgames_desktop.session.teaching import PositionStudy
from graphgames_desktop.ui.game.teaching_words import vote_verdict

A, B = ChompMove("vertex", 0), ChompMove("vertex", 1)


def study_of(*judgements: Judgement) -> PositionStudy:
    return PositionStudy(path=(), study=Study(mover=0, judgements=judgements), judgements=judgements, best=None, why=())


def test_unjudged_moves_are_not_said_to_lose(qapp):
    said = vote_verdict(study_of(Judgement(A, Verdict.UNKNOWN, 0.2), Judgement(B, Verdict.UNKNOWN, -0.2)),
                        ((A, 7), (B, 5)))
    assert "No move wins" not in said
    assert said == "The solver has not judged the moves of 12 votes."


def test_a_proved_loss_says_no_move_wins(qapp):
    said = vote_verdict(study_of(Judgement(A, Verdict.LOSE), Judgement(B, Verdict.LOSE)), ((A, 2),))
    assert said == "No move wins here with best play."


def test_an_unjudged_move_beside_losing_ones_leaves_the_question_open(qapp):
    said = vote_verdict(study_of(Judgement(A, Verdict.LOSE), Judgement(B, Verdict.UNKNOWN)), ((A, 2), (B, 1)))
    assert said == "The solver has not judged the moves of 1 votes."


def test_winning_moves_are_counted(qapp):
    said = vote_verdict(study_of(Judgement(A, Verdict.WIN), Judgement(B, Verdict.UNKNOWN)), ((A, 2), (B, 1)))
    assert said == "2 of 3 votes chose a winning move. The solver has not judged the moves of 1 votes."
