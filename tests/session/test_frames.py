"""No frame for one screen carries another seat's secret, for every game and seat count."""

from __future__ import annotations

import dataclasses
import random

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.cards.moves import DiscardBonus, PickResource
from graphgames_desktop.games.cards.observation import CardObservation
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Seat
from graphgames_desktop.session.frames import frame
from graphgames_desktop.session.intents import Uncover
from graphgames_desktop.session.screens import Role, Screen
from tests.games.test_conformance import CASES, IDS
from tests.session.helpers import Session, match_of

SECRETS = ("bonus", "pending_bonus", "chosen")


def secrets_of_others(observation, allowed: int | None) -> list[str]:
    """The hidden fields of seats other than ``allowed`` that ``observation`` shows (cards keep theirs per player)."""
    if not isinstance(observation, CardObservation) or observation.phase == Phase.OVER:
        return []
    return [f"{i}.{name}" for i, player in enumerate(observation.players) if i != allowed
            for name in SECRETS if getattr(player, name) is not None]


def screens_of(session: Session, seats: int) -> list[Screen]:
    """Every kind of screen: one phone per seat, the projector (no seat), and the desktop of all."""
    phones = [session.phone(i) for i in range(seats)]
    projector = session.controller.attach(Screen("projector", Role.WATCHER))
    return [*phones, projector, session.desk()]


def _bounded(case: tuple[str, int]) -> bool:
    """The card game's seat counts checked here: 1 to 6 (one seat alone, one other, several others), 10 (the
    most with bonus cards) and 20 (the most, every seat number up to 19). What a frame may show is decided
    seat by seat alike (``observe`` and ``redact`` compare each seat with the screen's; nothing in the rules
    turns on how many sit), so the counts between check nothing these do not, and cost a minute and a
    half of the suite (each step here reads every earlier position on every screen: n squared seats)."""
    game_id, seats = case
    return game_id != "cards" or seats <= 6 or seats in (10, 20)


@pytest.mark.parametrize("game_id,seats", [c for c in CASES if _bounded(c)], ids=[i for c, i in zip(CASES, IDS) if _bounded(c)])
def test_no_frame_carries_another_seats_secret_or_a_redacted_move(game_id, seats):
    spec = GAMES[game_id]
    options = {"bonus": True} if game_id == "cards" and 2 <= seats <= 10 else {}  # bonus cards: discards to keep secret
    session = Session(match_of(game_id, [Seat() for _ in range(seats)], seed=seats, **options))
    screens = screens_of(session, seats)
    rng = random.Random(seats)
    match = session.match
    for _ in range(60):
        if match.state.outcome() is not None:
            break
        for screen in screens:
            frame = session.controller.frame(screen.id)
            allowed = next(iter(screen.seats)) if len(screen.seats) == 1 else frame.looking
            assert frame.looking in (None, *screen.seats)
            for observation in (frame.observation, *(entry.before for entry in frame.moves)):
                assert secrets_of_others(observation, allowed) == []
            if not screen.seats:  # a screen where nobody sits sees what an onlooker sees
                assert frame.observation == spec.observe(match.state_at(frame.shown_ply), None)
            for entry in frame.moves:
                move, before, live = match.moves[entry.ply - 1], match.state_at(entry.ply - 1), match.state
                own = screen.seats == {before.current_player}
                if isinstance(move, PickResource):
                    shown = live.round > before.round or live.phase != Phase.PICK or own
                    assert (entry.move is not None) == shown
                elif isinstance(move, DiscardBonus):  # face down: its maker's alone, for good
                    assert (entry.move is not None) == own and entry.kind == "DiscardBonus"
        desk = screens[-1]
        if session.controller.frame(desk.id).curtain is not None:
            session.controller.submit(desk.id, Uncover())
        session.play(desk, rng.choice(match.state.legal_moves()))


def test_a_pick_is_named_to_its_picker_alone_until_the_picks_are_shown():
    session = Session(match_of("cards", [Seat(), Seat(), Seat()], seed=2))
    phones = [session.phone(i) for i in range(3)]
    match = session.match
    picker = match.state.current_player
    session.play(phones[picker], match.state.legal_moves()[0])
    assert isinstance(match.moves[0], PickResource) and match.state.phase == Phase.PICK
    for phone in phones:
        entry = session.controller.frame(phone.id).moves[0]
        assert (entry.move is not None) == (phone.seats == {picker})


def test_the_seat_field_of_every_observation_is_the_screens():
    session = Session(match_of("cards", [Seat(), Seat()], seed=1))
    phone = session.phone(1)
    frame = session.controller.frame(phone.id)
    assert frame.observation.seat == 1 and all(e.before.seat == 1 for e in frame.moves)
    assert dataclasses.is_dataclass(frame)


def test_a_frame_from_a_ply_on_carries_the_latest_moves_and_the_same_last_move():
    import random as _random

    from graphgames_desktop.games.match import Seat
    from graphgames_desktop.session.frames import frame
    from graphgames_desktop.session.screens import Role, Screen
    from tests.session.helpers import match_of
    match = match_of("chomp", [Seat(), Seat()], board_id="petersen")
    rng = _random.Random(2)
    for _ in range(6):
        match.play(rng.choice(match.state.legal_moves()))
    screen = Screen("phone", Role.PLAYER, frozenset({0}), 0)
    whole, latest = frame(match, screen), frame(match, screen, moves_from=4)
    assert [e.ply for e in latest.moves] == [5, 6] and latest.moves_from == 4
    assert latest.moves == whole.moves[4:] and latest.last_move == whole.last_move
    screen.shown_ply = 2  # replaying before the moves carried: the move shown is still named
    assert frame(match, screen, moves_from=4).last_move == frame(match, screen).last_move == match.moves[1]


def test_each_earlier_position_is_observed_once_a_screen_and_anew_once_played_otherwise():
    """Every frame's move list reads every earlier position: each is observed once for a screen, not once a
    frame (a long card game observed each position thousands of times); a move taken back and played
    otherwise makes a new position, observed anew (never the one taken back)."""
    observed = []
    plain = GAMES["chomp"]

    def observe(state, seat):
        observed.append(state)
        return plain.observe(state, seat)

    match = dataclasses.replace(match_of("chomp", [Seat(), Seat()]), spec=dataclasses.replace(plain, observe=observe))
    screen = Screen("desk", Role.TEACHER, frozenset({0, 1}))
    for _ in range(5):
        seen = frame(match, screen)
        assert [entry.before for entry in seen.moves] == [plain.observe(match.state_at(i), None) for i in range(len(seen.moves))]
        match.play(match.state.legal_moves()[0])
    assert len(observed) == 5  # the positions after 0 to 4 moves, once each
    taken_back = match.state_at(3)
    match.undo(last=2)
    match.play(match.state.legal_moves()[-1])
    match.play(match.state.legal_moves()[0])
    assert match.state_at(3) != taken_back
    seen = frame(match, screen)
    assert [entry.before for entry in seen.moves] == [plain.observe(match.state_at(i), None) for i in range(4)]
    assert seen.observation == plain.observe(match.state, None)
    assert len(observed) == 5 + 2  # the positions after 3 and 4 moves are new; the one after 2 was seen already


def test_the_views_of_earlier_positions_kept_are_bounded(monkeypatch):
    import random as _random

    from graphgames_desktop.games import match as match_module
    from graphgames_desktop.games.match import Seat
    from tests.session.helpers import match_of
    monkeypatch.setattr(match_module, "OBSERVED_KEPT", 5)
    match = match_of("chomp", [Seat(), Seat()], board_id="petersen")
    rng = _random.Random(1)
    for ply in range(8):
        match.observed(ply, match.state, 0)
        match.play(rng.choice(match.state.legal_moves()))
    assert len(match._observed) == 5 and (7, 0) in match._observed and (0, 0) not in match._observed
