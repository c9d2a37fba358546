"""The class's vote: a seat whose move the devices of a class choose together.

While a voting seat is to move, a vote is open on that position: each device of the seat votes once for
one of the seat's legal moves (``Vote``); the teacher's screen sees how many chose each move, a device only
how many voted and its own vote. The vote closes when the teacher closes it (``CloseVote``) or when its time
runs out; the move with most votes is played, a tie going to the move voted for first (said on screen);
a vote nobody voted in plays nothing and stays open (for another while, where votes have a time). The
decided vote is kept in the match's record as a :class:`~graphgames_desktop.games.match.Ballot`, for the
review. Half of a class against the other half is two voting seats.

The service is one more authority beside the controller (as the teaching service is): it answers its own
intents through ``controller.handle``, plays the chosen move through a teacher's screen of its own (a
device's ``Play`` for a voting seat is refused: it votes), and tells listeners ``VoteChanged``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from graphgames_desktop.games.base import IllegalMoveError, JSONObject, Move, MoveError, play_as
from graphgames_desktop.games.match import Ballot
from graphgames_desktop.games.spec import GameSpec
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.frames import VoteView
from graphgames_desktop.session.intents import EXTRA_INTENTS, Event, Intent, IntentError, Paused, Play, Refusal, VoteChanged
from graphgames_desktop.session.scheduler import Handle, Scheduler
from graphgames_desktop.session.screens import Role, Screen

#: The service's own screen: a teacher's, where every voting seat sits, through which a chosen move is played.
BALLOT_BOX = "ballot-box"


class TieRule(StrEnum):
    """How a tie between the moves with most votes is broken (the projector says which)."""

    FIRST_VOTED = "first_voted"  # the move that got its first vote earliest


@dataclass(frozen=True)
class Vote(Intent):
    """A device's vote for ``move`` in the position after ``at_ply`` moves."""

    move: Move
    at_ply: int
    kind: ClassVar[str] = "vote"

    def to_json(self) -> JSONObject:
        return {"kind": self.kind, "move": self.move.to_json(), "at_ply": self.at_ply}


@dataclass(frozen=True)
class CloseVote(Intent):
    """The teacher closes the open vote: its move is played."""

    kind: ClassVar[str] = "close_vote"


def _vote_from_json(raw: JSONObject, spec: GameSpec) -> Vote:
    at_ply = raw.get("at_ply")
    if set(raw) != {"kind", "move", "at_ply"} or not isinstance(at_ply, int) or isinstance(at_ply, bool):
        raise IntentError("vote")
    try:
        return Vote(spec.move_from_json(raw["move"]), at_ply)
    except MoveError as exc:
        raise IntentError("move") from exc


EXTRA_INTENTS[Vote.kind] = _vote_from_json
EXTRA_INTENTS[CloseVote.kind] = lambda raw, spec: CloseVote()


@dataclass
class _Open:
    """The vote open for ``seat``'s move number ``ply``: each screen's vote in the order they came."""

    seat: int
    ply: int
    votes: dict[str, Move] = field(default_factory=dict)
    timer: Handle | None = None
    closes_at: float | None = None
    left_ms: float | None = None  # what was left of its time when the match was paused

    def tally(self) -> tuple[tuple[Move, int], ...]:
        """Each move voted for and its votes, most first; among equals, the move voted for first first."""
        counts: dict[Move, int] = {}
        for move in self.votes.values():  # dicts keep the order votes came in
            counts[move] = counts.get(move, 0) + 1
        order = list(counts)
        return tuple(sorted(counts.items(), key=lambda item: (-item[1], order.index(item[0]))))


class VoteService:
    """The class chooses the moves of ``seats`` of ``controller``'s match by vote; ``seconds``: each vote's
    time limit (None: until the teacher closes it)."""

    tie_rule = TieRule.FIRST_VOTED

    def __init__(self, controller: MatchController, scheduler: Scheduler, seats: frozenset[int],
                 seconds: float | None = None):
        self.controller = controller
        self.scheduler = scheduler
        self.seconds = seconds
        self.open: _Open | None = None
        controller.voting = seats
        controller.vote_view = self.view
        controller.attach(Screen(BALLOT_BOX, Role.TEACHER, seats))
        controller.handle(Vote, self._vote)
        controller.handle(CloseVote, self._close_asked)
        self._unsubscribe = controller.subscribe(self._on_event)
        self._sync()

    @property
    def seats(self) -> frozenset[int]:
        return self.controller.voting

    def close(self) -> None:
        """The class's vote ends (the seats are played from the desk again)."""
        self._drop()
        self._unsubscribe()
        controller = self.controller
        controller.voting = frozenset()
        controller.vote_view = None
        controller.detach(BALLOT_BOX)

    # -- what each screen sees ---------------------------------------------------------------------
    def view(self, screen: Screen) -> VoteView | None:
        ballot = self.open
        if ballot is None:
            return None
        teacher = screen.role == Role.TEACHER
        if not teacher and ballot.seat not in screen.seats:
            return None
        return VoteView(ballot.seat, ballot.ply, True, len(ballot.votes), ballot.votes.get(screen.id),
                        ballot.tally() if teacher else None, self._time_left(ballot))

    def _time_left(self, ballot: _Open) -> float | None:
        if ballot.closes_at is not None:
            return max(0.0, ballot.closes_at - self.scheduler.now_ms())
        return ballot.left_ms

    # -- the match moves on ------------------------------------------------------------------------
    def _on_event(self, event: Event) -> None:
        if isinstance(event, VoteChanged):
            return
        if isinstance(event, Paused):
            self._pause(event.paused)
        self._sync()

    def _sync(self) -> None:
        """Open a vote when a voting seat is to move in a new position (not where the rules force the move);
        drop one whose position is gone."""
        match = self.controller.match
        ply = len(match.moves)
        seat = next((s for s in sorted(match.active_seats()) if s in self.seats), None)
        ballot = self.open
        if ballot is not None and (ballot.ply, ballot.seat) == (ply, seat):
            return
        self._drop()
        forced = match.spec.forced(match.state) if match.spec.forced is not None else None
        if seat is None or match.state.outcome() is not None or forced is not None:
            return  # nothing to choose: the session plays a forced move (a pass) itself
        self.open = _Open(seat, ply)
        if self.seconds is not None:
            self._arm(ballot=self.open, ms=self.seconds * 1000)
        self.controller.announce(VoteChanged(seat))

    def _drop(self) -> None:
        ballot, self.open = self.open, None
        if ballot is not None:
            if ballot.timer is not None:
                ballot.timer.cancel()
            self.controller.announce(VoteChanged(ballot.seat))

    def _arm(self, ballot: _Open, ms: float) -> None:
        if self.controller.paused:
            ballot.left_ms = ms
            return
        ballot.closes_at = self.scheduler.now_ms() + ms
        ballot.timer = self.scheduler.call_later(round(ms), lambda: self._time_up(ballot))

    def _pause(self, paused: bool) -> None:
        ballot = self.open
        if ballot is None:
            return
        if paused and ballot.timer is not None:
            ballot.left_ms = self._time_left(ballot)
            ballot.timer.cancel()
            ballot.timer, ballot.closes_at = None, None
        elif not paused and ballot.left_ms is not None:
            left, ballot.left_ms = ballot.left_ms, None
            self._arm(ballot, left)

    def _time_up(self, ballot: _Open) -> None:
        ballot.timer, ballot.closes_at = None, None
        if ballot is self.open and ballot.votes:
            self._decide(ballot)
        elif ballot is self.open and self.seconds is not None:
            self._arm(ballot, self.seconds * 1000)  # nobody voted: it stays open, for another while
            self.controller.announce(VoteChanged(ballot.seat))

    def set_seconds(self, seconds: float | None) -> None:
        """Each vote's time from now on (None: until the teacher closes it); the open vote gets it from now."""
        self.seconds = seconds
        ballot = self.open
        if ballot is None:
            return
        if ballot.timer is not None:
            ballot.timer.cancel()
        ballot.timer, ballot.closes_at, ballot.left_ms = None, None, None
        if seconds is not None:
            self._arm(ballot, seconds * 1000)
        self.controller.announce(VoteChanged(ballot.seat))

    # -- intents -----------------------------------------------------------------------------------
    def _vote(self, screen: Screen, intent: Intent) -> StrEnum | None:
        assert isinstance(intent, Vote)
        ballot = self.open
        if screen.role != Role.PLAYER:
            return Refusal.NOT_ALLOWED
        if self.controller.paused:
            return Refusal.PAUSED
        if ballot is None or ballot.seat not in screen.seats:
            return Refusal.NO_VOTE_OPEN
        if intent.at_ply != ballot.ply:
            return Refusal.STALE
        if screen.id in ballot.votes:
            return Refusal.ALREADY_VOTED
        try:
            play_as(self.controller.match.state, ballot.seat, intent.move)
        except IllegalMoveError as exc:
            return exc.code
        ballot.votes[screen.id] = intent.move
        self.controller.announce(VoteChanged(ballot.seat))
        return None

    def _close_asked(self, screen: Screen, intent: Intent) -> StrEnum | None:
        ballot = self.open
        if screen.role != Role.TEACHER:
            return Refusal.NOT_ALLOWED
        if ballot is None:
            return Refusal.NO_VOTE_OPEN
        if not ballot.votes:
            return Refusal.NO_VOTES
        self._decide(ballot)
        return None

    def _decide(self, ballot: _Open) -> None:
        """The move with most votes is played; the ballot kept in the record."""
        tally = ballot.tally()
        if ballot.timer is not None:
            ballot.timer.cancel()
        self.open = None
        match = self.controller.match
        code = self.controller.submit(BALLOT_BOX, Play(tally[0][0], ballot.ply, ballot.seat))
        if code is not None:  # the match moved on meanwhile (it cannot: a voting seat's move is the vote's)
            self._sync()
            return
        match.ballots[ballot.ply] = Ballot(ballot.ply, ballot.seat, tally, len(ballot.votes))
        self.controller.announce(VoteChanged(ballot.seat))

