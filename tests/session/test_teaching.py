"""The teaching service with no window: studies, hints, the value history, the classroom's reveal and the
review, driven by intents on a manual clock and inline jobs (no thread, no sleep)."""

from __future__ import annotations

import dataclasses

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.games.teaching import Judgement, Verdict, plain_study
from graphgames_desktop.session.intents import IntentError, ShowPly, Undo, intent_from_json
from graphgames_desktop.session.scheduler import Cancellable
from graphgames_desktop.session.screens import Role, Screen
from graphgames_desktop.session.teaching import (
    TEACHING_MORE_SECONDS,
    AskHint,
    EndReview,
    Part,
    Reveal,
    RevealPolicy,
    SetTeaching,
    ShowTurningPoint,
    StartReview,
    StepReview,
    TeachingChanged,
    TeachingService,
)
from tests.games.test_conformance import board_for
from tests.session.helpers import Session

BOARDS = {"chomp": "path-7", "hackenbush": "bamboo", "magic": None}


def two_people(game_id: str, spec=None) -> Match:
    spec = spec or GAMES[game_id]
    return Match(spec, Setup(2, board_for(spec, BOARDS.get(game_id)), spec.resolve_options({}), 1, 0), (Seat(), Seat()))


class Teach(Session):
    """A match of two people at the teacher's desk, with a teaching service following that screen."""

    def __init__(self, match: Match, reveal: RevealPolicy = RevealPolicy.ALWAYS, jobs=None, on: bool = False):
        super().__init__(match)
        self.screen = self.desk()
        self.service = TeachingService(self.controller, jobs or self.jobs, reveal, self.screen.id, on=on)
        self.changes: list[TeachingChanged] = []
        self.service.subscribe(self.changes.append)

    def ask(self, intent, screen: Screen | None = None):
        return self.controller.submit((screen or self.screen).id, intent)

    def move(self, move=None):
        assert self.play(self.screen, move if move is not None else self.match.state.legal_moves()[0]) is None

    @property
    def frame(self):
        return self.service.frame()


class StepJobs:
    """Jobs run one at a time, when the test says so (to meet a study while it runs)."""

    def __init__(self) -> None:
        self.queue: list = []

    def submit(self, fn, done, deadline=None) -> Cancellable:
        job = Cancellable(deadline)
        self.queue.append((job, fn, done))
        return job

    def live(self) -> int:
        return sum(1 for job, _, _ in self.queue if not job.cancelled)

    def run_next(self) -> bool:
        while self.queue:
            job, fn, done = self.queue.pop(0)
            if job.cancelled:
                continue
            try:
                result = fn()
            except Exception as exc:
                result = exc
            if not job.cancelled:
                done(result)
            return True
        return False

    def run_all(self) -> None:
        while self.run_next():
            pass


def instrumented(game_id: str, *, blind_judge: bool = False, blind_study: bool = False, failing: bool = False):
    """The game's spec with a teaching hook that notes each study's deadline; ``blind_judge``: the history's
    quick look solves nothing; ``blind_study``: nor does a study (so longer ones follow); ``failing``: a study raises."""
    spec = GAMES[game_id]
    teaching = spec.teaching
    deadlines: list = []

    def unknown(state):
        return [Judgement(m, Verdict.UNKNOWN) for m in state.legal_moves()]

    def study(state, deadline):
        deadlines.append(deadline)
        if failing:
            raise RuntimeError("no study")
        return plain_study(state, unknown(state)) if blind_study else teaching.study(state, deadline)

    judge = (lambda state, deadline: unknown(state)) if blind_judge else teaching.judge
    return dataclasses.replace(spec, teaching=dataclasses.replace(teaching, study=study, judge=judge)), deadlines


@pytest.mark.parametrize("game_id", ["chomp", "hackenbush"])
def test_turning_the_layer_on_studies_the_position_shown_and_fills_the_history(game_id):
    t = Teach(two_people(game_id))
    t.move()
    t.move()
    assert not t.frame.on and t.frame.study is None and t.jobs.pending() == 0
    assert t.ask(SetTeaching(True)) is None
    assert t.frame.thinking and t.frame.study is None
    t.settle()
    frame = t.frame
    assert not frame.thinking and not frame.failed
    assert frame.study is not None and frame.study.path == tuple(t.match.moves)
    assert frame.study.judgements == tuple(t.service.judged[tuple(t.match.moves)])
    assert {j.move for j in frame.study.judgements} == set(t.match.state.legal_moves())
    assert frame.study.best == frame.study.study.best
    assert len(frame.standings) == 3 and all(row is not None for row in frame.standings)
    assert len(frame.reviews) == 2
    assert not frame.studying_more  # every move solved: no longer study
    assert Part.STUDY in {c.what for c in t.changes} and Part.HISTORY in {c.what for c in t.changes}
    assert t.ask(SetTeaching(False)) is None
    assert t.frame.study is None and t.frame.reviews == ()


def test_a_move_makes_a_new_study_and_the_old_answer_still_feeds_the_history():
    spec, deadlines = instrumented("chomp", blind_judge=True)
    t = Teach(two_people("chomp", spec), on=True)
    assert t.frame.thinking and len(deadlines) == 0  # asked, not run yet
    t.move()  # the start's study has not come: it is left
    assert t.frame.thinking and t.frame.study is None
    t.settle()
    assert t.frame.study is not None and t.frame.study.path == tuple(t.match.moves)
    # The history's quick look solves nothing here: the start is known solved only from its left study.
    assert all(j.exact for j in t.service.judged[()])
    assert not any(d.cancelled for d in deadlines)  # a first study is never stopped (it warms the tables)


def test_undo_keeps_the_judgements_right_by_the_moves_that_led_to_them():
    t = Teach(two_people("chomp"), on=True)
    for _ in range(3):
        t.move()
        t.settle()
    before = t.frame.standings
    third = tuple(t.match.moves)
    assert len(before) == 4 and all(row is not None for row in before)
    assert t.ask(Undo()) is None and len(t.match.moves) == 2
    assert t.frame.standings == before[:3]  # known at once, before any job runs
    assert t.frame.thinking and t.frame.study is None  # the position shown now is studied
    other = next(m for m in t.match.state.legal_moves() if m != third[-1])
    t.move(other)
    t.settle()
    assert {j.move for j in t.service.judged[tuple(t.match.moves)]} == set(t.match.state.legal_moves())
    assert third in t.service.judged  # the undone line's judgements stay for its own position


def test_a_hint_reuses_the_study_of_the_position():
    t = Teach(two_people("chomp"), on=True)
    t.settle()
    assert t.ask(AskHint()) is None
    assert t.jobs.pending() == 0 and t.frame.hint is t.frame.study.study


def test_a_hint_asked_while_the_study_runs_is_that_study():
    t = Teach(two_people("chomp"), on=True)
    pending = t.jobs.pending()
    assert t.ask(AskHint()) is None
    assert t.frame.hint_pending and t.frame.hint is None and t.jobs.pending() == pending
    t.settle()
    assert not t.frame.hint_pending and t.frame.hint is t.frame.study.study


def test_a_hint_with_the_layer_off_has_a_study_of_its_own_and_goes_with_the_next_move():
    t = Teach(two_people("chomp"))
    assert t.ask(AskHint()) is None
    assert t.frame.hint_pending and t.jobs.pending() == 1
    t.settle()
    hint = t.frame.hint
    assert hint is not None and hint.best is not None and hint.best.move in t.match.state.legal_moves()
    assert t.frame.study is None  # the layer is off: the board keeps no marks
    t.move()
    assert t.frame.hint is None and not t.frame.hint_pending


def test_a_hint_is_refused_in_replay_and_to_a_student():
    t = Teach(two_people("chomp"))
    t.move()
    t.ask(ShowPly(0))
    assert t.ask(AskHint()) == "replaying"
    student = t.controller.attach(Screen("phone", Role.PLAYER, frozenset({0}), 0))
    for intent in (AskHint(), SetTeaching(True), Reveal(True), StartReview()):
        assert t.ask(intent, student) == "not_allowed"


def test_a_classroom_hides_judgements_until_revealed_and_another_position_hides_them_again():
    t = Teach(two_people("chomp"), RevealPolicy.ON_REQUEST, on=True)
    t.settle()
    assert t.frame.hidden and t.frame.reveal_pending and t.frame.study is not None
    assert t.ask(Reveal(True)) is None
    assert not t.frame.hidden
    assert Part.REVEAL in {c.what for c in t.changes}
    t.move()
    assert t.frame.hidden  # a new position: hidden again
    t.ask(Reveal(True))
    t.ask(ShowPly(0))
    assert t.frame.hidden  # a replay step: likewise
    t.ask(ShowPly(1))
    assert not t.frame.hidden  # back where it was revealed
    assert t.ask(Reveal(False)) is None and t.frame.hidden


def test_a_desktop_shows_everything_at_once():
    t = Teach(two_people("chomp"), on=True)
    t.settle()
    assert not t.frame.hidden and not t.frame.reveal_pending


def play_with_mistakes(t: Teach) -> None:
    """Play to the end, each mover that could win giving it away when it can (turning points)."""
    judge = t.match.spec.teaching.judge
    while t.match.state.outcome() is None:
        judged = judge(t.match.state, Deadline(5.0))
        losing = [j.move for j in judged if j.verdict == Verdict.LOSE]
        winning = [j.move for j in judged if j.verdict == Verdict.WIN]
        t.move(losing[0] if winning and losing else judged[0].move)


def test_a_review_finds_the_turning_points_and_steps_through_them():
    t = Teach(two_people("chomp"))
    play_with_mistakes(t)
    assert t.ask(StartReview()) is None
    assert t.frame.on and t.frame.review.active  # the review turns the layer on
    t.settle()
    review = t.frame.review
    assert review.finished and len(review.points) >= 2
    assert [r.ply for r in review.points] == sorted(r.ply for r in t.frame.reviews if r.turning)
    first = review.points[0]
    assert review.index == 0 and t.screen.ply(t.match) == first.ply - 1  # the teacher's replay shows it
    assert review.played_reasons is not None and review.best_reasons is not None  # why-jobs came
    assert t.ask(StepReview(1)) is None
    assert t.frame.review.index == 1 and t.screen.ply(t.match) == review.points[1].ply - 1
    assert t.frame.review.played_reasons is None  # being worked out
    t.settle()
    assert t.frame.review.played_reasons is not None
    assert t.ask(ShowTurningPoint(0)) is None and t.frame.review.index == 0
    assert t.ask(StepReview(-5)) is None and t.frame.review.index == 0  # held at the first
    t.ask(ShowPly(len(t.match.moves)))  # a replay step of the person's own ends the review
    assert not t.frame.review.active


def test_ending_the_review():
    t = Teach(two_people("chomp"))
    play_with_mistakes(t)
    t.ask(StartReview())
    t.settle()
    assert t.ask(EndReview()) is None and not t.frame.review.active
    assert t.ask(StepReview(1)) == "not_allowed"


def test_a_review_judges_again_what_the_quick_history_left_unsolved():
    spec, _ = instrumented("chomp", blind_judge=True)
    t = Teach(two_people("chomp", spec))
    t.move()
    t.move()
    t.ask(SetTeaching(True))
    t.settle()
    assert not all(j.exact for j in t.service.judged[tuple(t.match.moves[:1])])
    t.ask(StartReview())
    assert t.frame.review.waiting == 2  # the unsolved positions before a move were dropped to be judged again


def test_a_job_that_raises_says_the_position_could_not_be_judged():
    spec, _ = instrumented("chomp", failing=True)
    t = Teach(two_people("chomp", spec), on=True)
    t.settle()
    assert t.frame.failed and not t.frame.thinking and t.frame.study is None
    t.move()
    assert not t.frame.failed and t.frame.thinking  # a new position is studied again


def test_a_stale_longer_study_is_cancelled():
    spec, deadlines = instrumented("chomp", blind_study=True)
    jobs = StepJobs()
    t = Teach(two_people("chomp", spec), jobs=jobs)
    t.move()
    t.ask(SetTeaching(True))
    assert jobs.run_next()  # the first study: nothing solved, so a longer one follows
    assert t.frame.studying_more and t.frame.study is not None and not t.frame.thinking
    jobs.run_all()  # the longer rounds, while the position stays shown
    assert len(deadlines) == 1 + len(TEACHING_MORE_SECONDS) and not t.frame.studying_more
    t.ask(ShowPly(0))
    assert jobs.run_next()  # the start's first study
    assert t.frame.studying_more
    longer = next(job for job, _, _ in jobs.queue if not job.cancelled).deadline
    assert longer is not None
    t.ask(ShowPly(1))
    assert longer.cancelled and not t.frame.studying_more


def test_the_first_study_of_a_position_left_is_not_cancelled():
    spec, deadlines = instrumented("chomp")
    jobs = StepJobs()
    t = Teach(two_people("chomp", spec), jobs=jobs, on=True)
    first = next(job for job, _, _ in jobs.queue)
    t.move()
    assert not first.cancelled
    jobs.run_all()
    assert deadlines and not any(d.cancelled for d in deadlines)


def test_teaching_intents_go_over_the_wire():
    spec = GAMES["chomp"]
    for intent in (SetTeaching(True), AskHint(), Reveal(False), StartReview(), StepReview(-1), ShowTurningPoint(2),
                   EndReview()):
        assert intent_from_json(intent.to_json(), spec) == intent
    for bad in ({"kind": "set_teaching", "on": 1}, {"kind": "step_review", "delta": "1"}):
        with pytest.raises(IntentError):
            intent_from_json(bad, spec)


def test_a_game_with_hidden_cards_cannot_be_studied():
    spec = GAMES["cards"]
    match = Match(spec, Setup(2, None, spec.resolve_options({}), 1, 0), (Seat(), Seat()))
    t = Teach(match)
    assert not t.frame.studiable and not t.frame.can_hint
    assert t.ask(SetTeaching(True)) == "not_allowed" and t.ask(AskHint()) == "not_allowed"
