"""TeachingService: every analysis of one match, for the screen of the person who teaches.

It follows one screen (the teacher's): the position that screen shows is the one studied. It owns the
judgements of every position, keyed by the moves that led to it (so undo keeps them right), the study of
the position shown and its longer rounds, the hint, the value history's job, the post-game review with
its reasons, and the classroom's reveal. It runs the game's ``teaching.study/judge/why`` through the
injected :class:`~.scheduler.Jobs` (staleness by job identity), answers its own intents through the
controller, and tells listeners which part changed; :meth:`TeachingService.frame` is all a page shows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from graphgames_desktop.games.base import JSONObject, Move, State
from graphgames_desktop.games.match import Match, MatchRefusal
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.teaching import (
    WHY_SECONDS,
    Judgement,
    PlyReview,
    Reason,
    Standing,
    Study,
    best,
    review,
    standings,
    turning_points,
)
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.intents import (
    EXTRA_INTENTS,
    Event,
    Intent,
    IntentError,
    Played,
    Redone,
    Refusal,
    Shown,
    ShowPly,
    Started,
    Undone,
    _int,
)
from graphgames_desktop.session.scheduler import Job, Jobs
from graphgames_desktop.session.screens import Role, Screen

#: One study of a position: its judgements, the facts stated and why the best move is best (the first
#: Blue-Red analysis of a session loads its kernel).
TEACHING_SECONDS = 4.0
#: Budgets of the next studies of a position whose study left moves unsolved, while it stays shown with the
#: teaching layer on: the solver's tables keep what each study found, so the next goes on from there.
TEACHING_MORE_SECONDS = (15.0, 60.0)
#: Seconds to judge each earlier position for the value history (a review allows more).
HISTORY_SECONDS = 0.3
REVIEW_SECONDS = 1.0

#: The moves that led to a position: its key (undo and redo keep it right).
Path = tuple[Move, ...]


class RevealPolicy(StrEnum):
    """Whether judgements and hints show as they come (the desktop) or wait for the teacher (a classroom)."""

    ALWAYS = "always"
    ON_REQUEST = "on_request"


class Part(StrEnum):
    """What changed, so a page renders only that."""

    STUDY = "study"
    HINT = "hint"
    HISTORY = "history"
    REVIEW = "review"
    REVEAL = "reveal"


@dataclass(frozen=True)
class TeachingChanged(Event):
    what: Part


# -- intents --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SetTeaching(Intent):
    """The teaching layer on (judge the position shown and the history) or off."""

    on: bool
    kind: ClassVar[str] = "set_teaching"

    def to_json(self) -> JSONObject:
        return {"kind": self.kind, "on": self.on}


@dataclass(frozen=True)
class AskHint(Intent):
    kind: ClassVar[str] = "ask_hint"


@dataclass(frozen=True)
class Reveal(Intent):
    """Show (or hide again) the judgements and the hint of the position shown (a classroom's teacher)."""

    on: bool
    kind: ClassVar[str] = "reveal"

    def to_json(self) -> JSONObject:
        return {"kind": self.kind, "on": self.on}


@dataclass(frozen=True)
class StartReview(Intent):
    kind: ClassVar[str] = "start_review"


@dataclass(frozen=True)
class StepReview(Intent):
    """The turning point ``delta`` after (before, negative) the one shown."""

    delta: int
    kind: ClassVar[str] = "step_review"

    def to_json(self) -> JSONObject:
        return {"kind": self.kind, "delta": self.delta}


@dataclass(frozen=True)
class ShowTurningPoint(Intent):
    index: int
    kind: ClassVar[str] = "show_turning_point"

    def to_json(self) -> JSONObject:
        return {"kind": self.kind, "index": self.index}


@dataclass(frozen=True)
class EndReview(Intent):
    kind: ClassVar[str] = "end_review"


def _bool(raw: JSONObject, key: str) -> bool:
    value = raw.get(key)
    if not isinstance(value, bool):
        raise IntentError(key)
    return value


EXTRA_INTENTS.update({
    SetTeaching.kind: lambda raw, spec: SetTeaching(_bool(raw, "on")),
    AskHint.kind: lambda raw, spec: AskHint(),
    Reveal.kind: lambda raw, spec: Reveal(_bool(raw, "on")),
    StartReview.kind: lambda raw, spec: StartReview(),
    StepReview.kind: lambda raw, spec: StepReview(_int(raw, "delta")),
    ShowTurningPoint.kind: lambda raw, spec: ShowTurningPoint(_int(raw, "index")),
    EndReview.kind: lambda raw, spec: EndReview(),
})


# -- the frame ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PositionStudy:
    """One study of the position ``path`` leads to: every move judged (the marks), the best, and why."""

    path: Path
    study: Study
    judgements: tuple[Judgement, ...]
    best: Judgement | None
    why: tuple[Reason, ...]


@dataclass(frozen=True)
class ReviewFrame:
    """The post-game review: ``index`` of the turning point shown among ``points`` (those found so far),
    ``waiting`` of the game's ``total`` positions before a move still to be judged, and the reasons found
    so far for the shown point's played and best moves (None: still being worked out)."""

    active: bool = False
    index: int | None = None
    points: tuple[PlyReview, ...] = ()
    waiting: int = 0
    total: int = 0
    played_reasons: tuple[Reason, ...] | None = None
    best_reasons: tuple[Reason, ...] | None = None

    @property
    def finished(self) -> bool:
        return self.waiting == 0

    @property
    def point(self) -> PlyReview | None:
        return self.points[self.index] if self.index is not None and self.index < len(self.points) else None


@dataclass(frozen=True)
class TeachingFrame:
    """What the teaching layer has for the teacher's screen now, as data (the page words it).

    ``hidden``: judgements and hints wait for the teacher's reveal (a classroom) for the position shown;
    ``reveal_pending``: something waits to be revealed. ``study``: of the position shown (None while it is
    ``thinking``, or none is wanted); ``failed``: a job raised (the position could not be judged).
    ``hint``: for the position shown; ``hint_pending``: one is being worked out. ``standings``: the value
    history, a row per position; ``reviews``: every move against the best (empty with the layer off)."""

    studiable: bool
    can_hint: bool
    on: bool
    on_request: bool
    hidden: bool
    reveal_pending: bool
    scoring: bool
    study: PositionStudy | None
    thinking: bool
    studying_more: bool
    failed: bool
    hint: Study | None
    hint_pending: bool
    standings: tuple[Standing | None, ...]
    reviews: tuple[PlyReview, ...]
    review: ReviewFrame

    @property
    def turning(self) -> frozenset[int]:
        """The plies of the moves that gave a result away."""
        return frozenset(r.ply for r in self.reviews if r.turning)


Listener = Callable[[TeachingChanged], None]
_ORDER = tuple(Part)


class TeachingService:
    """Every analysis of the match of ``controller``, for the screen ``screen_id`` (a TEACHER's).

    ``on``: the teaching layer is on from the start (a saved game's page remembers it)."""

    def __init__(self, controller: MatchController, jobs: Jobs, reveal: RevealPolicy, screen_id: str,
                 *, on: bool = False):
        self.controller = controller
        self.jobs = jobs
        self.policy = reveal
        self.screen_id = screen_id
        self.on = False
        self._judged: dict[Path, list[Judgement]] = {}
        self._study: PositionStudy | None = None
        self._study_job: Job | None = None
        self._study_job_path: Path | None = None
        self._round = 0  # 0: the first study of the position shown; then TEACHING_MORE_SECONDS's
        self._studying_more = False
        self._failed = False
        self._hint: tuple[Path, Study] | None = None
        self._hint_job: Job | None = None
        self._hint_waits = False  # the hint is the running study of the position, when it comes
        self._history_job: Job | None = None
        self._paths: list[Path] = []
        self._standings: tuple[Standing | None, ...] = ()
        self._reviews: tuple[PlyReview, ...] = ()
        self._points: tuple[PlyReview, ...] = ()
        self._review_index: int | None = None
        self._reasons: dict[tuple[Path, Move], list[Reason]] = {}
        self._asked: set[tuple[Path, Move]] = set()  # reasons a why-job is working out
        self._revealed_at: tuple[Path, bool] | None = None
        self._stepping = False  # the review moves the replay: that step does not end it
        self._listeners: list[Listener] = []
        self._changed: set[Part] = set()
        self._depth = 0
        self._closed = False
        for kind, handler in ((SetTeaching, self._set_teaching), (AskHint, self._ask_hint), (Reveal, self._reveal),
                              (StartReview, self._start_review), (StepReview, self._step_review),
                              (ShowTurningPoint, self._show_turning_point), (EndReview, self._end_review)):
            controller.handle(kind, self._teacher_only(handler))
        self._unsubscribe = controller.subscribe(self._on_event)
        self._recompute()
        if on and self.studiable:
            self.on = True
            self._refresh()

    # -- reading -----------------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.controller.match

    @property
    def studiable(self) -> bool:
        return self.match.spec.studiable

    @property
    def hintable(self) -> bool:
        return self.studiable and self.match.spec.analyse is not None

    @property
    def judged(self) -> Mapping[Path, list[Judgement]]:
        """The judgements of every position judged so far, by the moves that lead to it."""
        return self._judged

    def _screen(self) -> Screen:
        return self.controller.screens[self.screen_id]

    def _shown_ply(self) -> int:
        return self._screen().ply(self.match)

    def _path(self, ply: int) -> Path:
        return self._paths[ply] if ply < len(self._paths) else tuple(self.match.moves[:ply])

    def _shown_path(self) -> Path:
        return self._path(self._shown_ply())

    def _position(self) -> tuple[Path, bool]:
        """The position shown: the moves that led to it, and whether it is the game's last."""
        return self._shown_path(), self._screen().shown_ply is None

    def hidden(self) -> bool:
        return self.policy == RevealPolicy.ON_REQUEST and self._revealed_at != self._position()

    def reviews(self) -> tuple[PlyReview, ...]:
        """Every move of the game against the best its mover had, as far as positions are judged (kept)."""
        return self._reviews

    def frame(self) -> TeachingFrame:
        path = self._shown_path()
        study = self._study if self._study is not None and self._study.path == path else None
        hint = self._hint[1] if self._hint is not None and self._hint[0] == path else None
        teaching = self.match.spec.teaching
        reviewing = self._review_index is not None
        return TeachingFrame(
            studiable=self.studiable, can_hint=self._hint_refusal() is None, on=self.on,
            on_request=self.policy == RevealPolicy.ON_REQUEST, hidden=self.hidden(),
            reveal_pending=(self.policy == RevealPolicy.ON_REQUEST and self.studiable
                            and (self.on or self._hint is not None)),
            scoring=teaching is not None and teaching.scoring, study=study,
            thinking=self._study_job is not None and self._study_job_path == path and not self._studying_more,
            studying_more=self._studying_more, failed=self._failed, hint=hint,
            hint_pending=self._hint_job is not None or self._hint_waits, standings=self._standings,
            reviews=self._reviews if self.on or reviewing else (), review=self._review_frame())

    def _review_frame(self) -> ReviewFrame:
        if self._review_index is None:
            return ReviewFrame()
        total = len(self.match.moves)
        waiting = sum(1 for i in range(total) if self._path(i) not in self._judged)
        frame = ReviewFrame(True, self._review_index, self._points, waiting, total)
        r = frame.point
        if r is None or r.played is None or r.best is None:
            return frame
        key = self._path(r.ply - 1)
        played, top = self._reasons.get((key, r.played.move)), self._reasons.get((key, r.best.move))
        return ReviewFrame(True, self._review_index, self._points, waiting, total,
                           None if played is None else tuple(played), None if top is None else tuple(top))

    # -- listeners ---------------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with each part that changed; returns what unsubscribes it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    @contextmanager
    def _batch(self) -> Iterator[None]:
        """Changes made inside are told once each, when the outermost batch ends."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if not self._depth and self._changed:
                changed, self._changed = self._changed, set()
                for part in _ORDER:
                    if part in changed:
                        for listener in list(self._listeners):
                            listener(TeachingChanged(part))

    def _mark(self, *parts: Part) -> None:
        self._changed.update(parts)

    def close(self) -> None:
        """Nothing more is wanted: every job is dropped (a longer study may have a minute left)."""
        self._closed = True
        self._unsubscribe()
        for job in (self._study_job, self._hint_job, self._history_job):
            if job is not None:
                job.cancel()
        self._study_job = self._hint_job = self._history_job = None

    def _submit(self, fn: Callable[[], Any], done: Callable[[Job, Any], None], deadline: Deadline | None = None) -> Job:
        """A job whose answer comes with the job itself, so it can be told from a newer one."""
        box: list[Job] = []

        def answer(result: Any) -> None:
            if not self._closed:
                with self._batch():
                    done(box[0], result)

        box.append(self.jobs.submit(fn, answer, deadline))
        return box[0]

    # -- the match and the screen ------------------------------------------------------------------
    def _on_event(self, event: Event) -> None:
        with self._batch():
            if isinstance(event, (Started, Played, Undone, Redone)):
                if self._hint_job is not None:
                    self._hint_job.cancel()
                self._hint, self._hint_job, self._hint_waits = None, None, False
                self._mark(Part.HINT)
                self._history_changed()
                self._refresh()
            elif isinstance(event, Shown) and event.screen == self.screen_id:
                if not self._stepping and self._review_index is not None:
                    self._review_index = None  # a step of the person's own ends the review
                    self._mark(Part.REVIEW)
                self._refresh()

    def _refresh(self) -> None:
        """The position shown or the match changed: study it and judge what the history lacks."""
        if self._hint_job is not None and self._shown_path() != self._path(len(self.match.moves)):
            self._hint_job.cancel()  # asked for the live position, which is no longer the one shown
            self._hint_job = None
        self._mark(Part.STUDY, Part.REVEAL)
        if self.on:
            self._refresh_study()
            self._request_history()
        else:
            self._let_go_study()
            self._study, self._failed = None, False

    # -- the study of the position shown -------------------------------------------------------------
    def _refresh_study(self) -> None:
        path = self._shown_path()
        studying = self._study_job is not None and self._study_job_path == path
        known = self._study is not None and self._study.path == path
        if (studying or known) and not self._failed:
            return
        self._let_go_study()
        self._study, self._failed = None, False  # a mark never stands on a board it does not judge
        state = self.match.state_at(self._shown_ply())
        if state.outcome() is None:
            self._round = 0
            self._start_study(state, path)

    def _let_go_study(self) -> None:
        """The running study is no longer wanted: a longer one stops now (it may have a minute); the first
        one runs on, since it warms the solver's tables, and its answer still feeds the value history."""
        if self._study_job is not None and self._round > 0:
            self._study_job.cancel()
        self._study_job = self._study_job_path = None
        self._studying_more = False
        if self._hint_waits:
            self._hint_waits = False
            self._mark(Part.HINT)

    def _start_study(self, state: State, path: Path) -> None:
        """The study of the position ``path`` leads to, in this round's budget."""
        self._let_go_study()
        teaching = self.match.spec.teaching
        assert teaching is not None
        seconds = TEACHING_SECONDS if self._round == 0 else TEACHING_MORE_SECONDS[self._round - 1]
        deadline = Deadline(seconds)
        self._study_job = self._submit(lambda: teaching.study(state, deadline),
                                       lambda job, result: self._on_study(job, path, result),
                                       deadline if self._round else None)
        self._study_job_path = path

    def _on_study(self, job: Job, path: Path, result: object) -> None:
        if job is not self._study_job:  # a position left before its study came: the history keeps what it found
            if isinstance(result, Study):
                self._keep(path, list(result.judgements))
                self._history_changed()
            return
        self._study_job = self._study_job_path = None
        self._mark(Part.STUDY)
        if not isinstance(result, Study):
            self._failed, self._studying_more = True, False
            if self._hint_waits:
                self._hint_waits = False
                self._mark(Part.HINT)
            return
        judgements = tuple(result.judgements)
        self._study = PositionStudy(path, result, judgements, best(judgements), tuple(result.why))
        self._judged[path] = list(judgements)
        self._history_changed()
        if self._hint_waits:
            self._hint, self._hint_waits = (path, result), False
            self._mark(Part.HINT)
        self._study_more()

    def _study_more(self) -> None:
        """After a study came: study the same position again, longer, while moves are unsolved."""
        self._studying_more = False
        study = self._study
        if study is None or not self.on or self._round >= len(TEACHING_MORE_SECONDS):
            return
        if all(j.exact for j in study.judgements) or study.path != self._shown_path():
            return
        self._round += 1
        self._start_study(self.match.state_at(self._shown_ply()), study.path)
        self._studying_more = True

    # -- the value history -------------------------------------------------------------------------
    def _keep(self, path: Path, found: list[Judgement]) -> None:
        """The judgements of a position, unless it has them solved already (a quick look never undoes a longer one)."""
        known = self._judged.get(path)
        if known is None or not all(j.exact for j in known):
            self._judged[path] = found

    def _recompute(self) -> None:
        """The value history's rows and the review of every move, once per change (none for a game the
        layer may not study: a card game's history is long and nothing of it is judged)."""
        match = self.match
        moves = match.moves
        self._paths = [tuple(moves[:i]) for i in range(len(moves) + 1)]
        if not self.studiable:
            self._standings, self._reviews, self._points = (), (), ()
            return
        states = [match.state_at(i) for i in range(len(moves) + 1)]
        judged = {i: self._judged[key] for i, key in enumerate(self._paths) if key in self._judged}
        self._standings = tuple(standings(states, moves, judged))
        self._reviews = tuple(review(states, moves, {i: j for i, j in judged.items() if i < len(moves)}))
        self._points = tuple(turning_points(self._reviews))
        if self._review_index is not None and self._points:
            self._review_index = min(self._review_index, len(self._points) - 1)

    def _history_changed(self) -> None:
        self._recompute()
        self._mark(Part.HISTORY, Part.REVIEW)

    def _request_history(self, seconds: float | None = None) -> None:
        """Judge every position of the game not judged yet; one job at a time (it asks again when it ends)."""
        teaching = self.match.spec.teaching
        if not self.studiable or teaching is None or self._history_job is not None:
            return
        if seconds is None:
            seconds = REVIEW_SECONDS if self._review_index is not None else HISTORY_SECONDS
        match = self.match
        missing = [(key, match.state_at(i)) for i, key in enumerate(self._paths) if key not in self._judged]
        if not missing:
            return
        judge, budget = teaching.judge, seconds

        def job() -> dict[Path, list[Judgement]]:
            return {key: judge(state, Deadline(budget)) if state.outcome() is None else [] for key, state in missing}

        self._history_job = self._submit(job, lambda job, result: self._on_history(job, result, budget))

    def _on_history(self, job: Job, result: object, seconds: float) -> None:
        current = job is self._history_job
        if current:
            self._history_job = None
        if not isinstance(result, dict):
            if current:
                self._failed = True
                self._mark(Part.STUDY)
            return
        for key, found in result.items():  # keyed by the moves to them: still right after undo
            self._keep(key, found)
        self._history_changed()
        reviewing = self._review_index is not None
        if reviewing:
            self._open_review()
        if self._history_job is None and (self.on or reviewing):
            self._request_history(max(seconds, REVIEW_SECONDS if reviewing else HISTORY_SECONDS))

    # -- intents -----------------------------------------------------------------------------------
    def _teacher_only(self, handler: Callable[[Intent], Refusal | MatchRefusal | None]
                      ) -> Callable[[Screen, Intent], Refusal | MatchRefusal | None]:
        def answer(screen: Screen, intent: Intent) -> Refusal | MatchRefusal | None:
            if screen.role != Role.TEACHER:
                return Refusal.NOT_ALLOWED
            with self._batch():
                return handler(intent)

        return answer

    def _set_teaching(self, intent: Intent) -> Refusal | None:
        assert isinstance(intent, SetTeaching)
        if intent.on and not self.studiable:
            return Refusal.NOT_ALLOWED
        if intent.on != self.on:
            self.on = intent.on
            self._mark(Part.HISTORY)
            self._refresh()
        return None

    def _hint_refusal(self) -> Refusal | MatchRefusal | None:
        """A hint is for a person to move in a running game the solver may look at, in the live position."""
        match = self.match
        if not self.hintable:
            return Refusal.NOT_ALLOWED
        if self._screen().shown_ply is not None:
            return Refusal.REPLAYING
        if match.state.outcome() is not None:
            return MatchRefusal.GAME_OVER
        if match.computer_to_move():
            return Refusal.COMPUTER_TO_MOVE
        return None

    def _ask_hint(self, intent: Intent) -> Refusal | MatchRefusal | None:
        """The hint is the study of the position (the one the marks come from, so they agree): the one there
        or running, else one of its own."""
        code = self._hint_refusal()
        if code is not None:
            return code
        path = self._shown_path()
        self._mark(Part.HINT, Part.REVEAL)
        if self._hint is not None and self._hint[0] == path:
            return None
        if self._study is not None and self._study.path == path:
            self._hint = (path, self._study.study)
            return None
        self._hint = None
        if self._study_job is not None and self._study_job_path == path:
            self._hint_waits = True
            return None
        if self._hint_job is not None:
            return None  # already asked
        teaching = self.match.spec.teaching
        assert teaching is not None
        state, deadline = self.match.state, Deadline(TEACHING_SECONDS)
        self._hint_job = self._submit(lambda: teaching.study(state, deadline),
                                      lambda job, result: self._on_hint(job, path, result), deadline)
        return None

    def _on_hint(self, job: Job, path: Path, result: object) -> None:
        if job is not self._hint_job:
            return
        self._hint_job = None
        self._mark(Part.HINT, Part.REVEAL)
        if isinstance(result, Study):
            self._hint = (path, result)
        else:
            self._failed = True
            self._mark(Part.STUDY)

    def _reveal(self, intent: Intent) -> Refusal | None:
        assert isinstance(intent, Reveal)
        if self.policy == RevealPolicy.ON_REQUEST:
            self._revealed_at = self._position() if intent.on else None
            self._mark(Part.REVEAL, Part.STUDY, Part.HINT, Part.HISTORY)
        return None

    # -- the review --------------------------------------------------------------------------------
    def _start_review(self, intent: Intent) -> Refusal | None:
        """Step through the moves that turned the game: judge every position again, longer where the quick
        history left it unsolved, and show the first turning point as soon as one is found."""
        if not self.studiable or not self.match.moves:
            return Refusal.NOT_ALLOWED
        self._review_index = 0
        self._judged = {key: found for key, found in self._judged.items() if all(j.exact for j in found)}
        self._history_job = None  # a running quick job's answer still counts; a longer one judges the rest
        self._history_changed()
        if not self.on:
            self.on = True
            self._refresh()
        self._request_history(REVIEW_SECONDS)
        self._open_review()
        return None

    def _open_review(self) -> None:
        if self._review_index is not None and self._points:
            self._show_point(self._review_index)
        self._mark(Part.REVIEW)

    def _show_point(self, index: int) -> None:
        """Show the position before turning point ``index`` on the teacher's screen, and work out why its
        played and best moves are what they are (kept for the match, said when found)."""
        index = max(0, min(index, len(self._points) - 1))
        r = self._points[index]
        self._review_index = index
        self._mark(Part.REVIEW)
        self._stepping = True  # the replay step is the review's: it goes on
        try:
            self.controller.submit(self.screen_id, ShowPly(r.ply - 1))
        finally:
            self._stepping = False
        teaching = self.match.spec.teaching
        if teaching is None or r.played is None or r.best is None:
            return
        key = self._path(r.ply - 1)
        missing = [(key, move) for move in dict.fromkeys((r.played.move, r.best.move))
                   if (key, move) not in self._reasons and (key, move) not in self._asked]
        if not missing:
            return
        state, why = self.match.state_at(r.ply - 1), teaching.why
        self._asked.update(missing)
        self._submit(lambda: {k: list(why(state, k[1], Deadline(WHY_SECONDS))) for k in missing},
                     lambda job, result: self._on_why(missing, result))

    def _on_why(self, keys: list[tuple[Path, Move]], result: object) -> None:
        """Kept even when another turning point is shown by now; none when the search failed (the sentence
        then says nothing rather than fail)."""
        self._asked.difference_update(keys)
        self._reasons.update(result if isinstance(result, dict) else dict.fromkeys(keys, []))
        self._mark(Part.REVIEW)

    def _step_review(self, intent: Intent) -> Refusal | None:
        assert isinstance(intent, StepReview)
        if self._review_index is None:
            return Refusal.NOT_ALLOWED
        if self._points:
            self._show_point(self._review_index + intent.delta)
        return None

    def _show_turning_point(self, intent: Intent) -> Refusal | None:
        assert isinstance(intent, ShowTurningPoint)
        if self._review_index is None:
            return Refusal.NOT_ALLOWED
        if self._points:
            self._show_point(intent.index)
        return None

    def _end_review(self, intent: Intent) -> Refusal | None:
        if self._review_index is not None:
            self._review_index = None
            self._mark(Part.REVIEW, Part.HISTORY)
        return None
