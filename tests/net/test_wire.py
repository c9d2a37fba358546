"""The protocol as code: a frame's JSON carries one seat's view only, and the boundary refuses what is no message."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.cards.moves import DiscardBonus, PickResource
from graphgames_desktop.games.cards.round import MAX_BONUS_PLAYERS, MAX_PLAYERS
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.games.match import Seat
from graphgames_desktop.net import wire
from graphgames_desktop.net.wire import NotHosted, WireError, WireProblem, Words
from graphgames_desktop.session.intents import Play, Undo
from tests.net.helpers import secrets_of_others
from tests.session.helpers import Session, match_of

SPEC = GAMES["cards"]


@pytest.mark.parametrize("seats", range(1, MAX_PLAYERS + 1))
def test_the_json_sent_to_a_seat_holds_no_other_seats_secret_nor_a_redacted_move(seats):
    bonus = seats % 2 == 0 and seats <= MAX_BONUS_PLAYERS  # with bonus cards: their secret hands and discards too
    session = Session(match_of("cards", [Seat() for _ in range(seats)], seed=seats, bonus=bonus))
    phones = [session.phone(i) for i in range(seats)]
    match, rng = session.match, random.Random(seats)
    for _ in range((2 if bonus else 1) * seats + 8):  # the bonus discards, a whole pick step and its reveal, drawing
        if match.state.outcome() is not None:
            break
        for seat, phone in enumerate(phones):
            data = json.loads(wire.dumps(wire.frame_json(session.controller.frame(phone.id), wire.NO_WORDS)))
            assert data["seat"] == seat and data["observation"]["seat"] == seat
            assert secrets_of_others(data) == []
            for entry, move in zip(data["moves"], match.moves):
                before = match.state_at(entry["ply"] - 1)
                others = before.current_player != seat
                hidden = others and (isinstance(move, DiscardBonus) or isinstance(move, PickResource) and (
                    match.state.round == before.round and match.state.phase == Phase.PICK))
                assert (entry["move"] is None) == hidden
            assert (data["legal"] != []) == data["may_move"] == (match.state.current_player == seat)
        mover = phones[match.state.current_player]
        session.play(mover, rng.choice(list(session.controller.frame(mover.id).observation.legal_moves())))


def test_a_frame_says_the_outcome_and_the_words_given():
    session = Session(match_of("cards", [Seat()], seed=4))
    phone = session.phone(0)
    rng = random.Random(1)
    while session.match.state.outcome() is None:
        session.play(phone, rng.choice(list(session.controller.frame(phone.id).observation.legal_moves())))
    words = Words(frame=lambda frame: {"turn": f"over at {frame.live_ply}"})
    data = wire.frame_json(session.controller.frame(phone.id), words)
    outcome = session.match.state.outcome()
    assert data["outcome"] == {"winners": list(outcome.winners), "termination": str(outcome.termination),
                               "scores": list(outcome.scores)}
    assert data["turn"] is None and data["legal"] == [] and data["words"] == {"turn": f"over at {len(session.match.moves)}"}
    assert "decks" not in data["observation"]  # served once, as /cards.json


def test_the_decks_are_sent_once_with_their_texts():
    decks = wire.decks_json(match_of("cards", [Seat()]).state.decks)
    assert len(decks["objectives"]) == 60 and set(decks["resources"][0]["text"]) == {"en", "pt_BR"}


def test_every_game_is_hosted_and_a_board_game_position_needs_its_json_form():
    for spec in GAMES.values():
        wire.check_hosted(spec)
    match = match_of("chomp", [Seat(), Seat()])
    with pytest.raises(NotHosted):  # a board game whose spec gives no position_json cannot be served
        wire.observation_json(match.observation(0), dataclasses.replace(GAMES["chomp"], position_json=None))


def test_intents_decode_through_the_sessions_own_decoder():
    message = wire.parse(json.dumps({"type": "intent", "intent": Play(PickResource(1), 3, 2).to_json()}), SPEC)
    assert message == wire.IntentMessage(Play(PickResource(1), 3, 2))
    assert wire.parse('{"type":"intent","intent":{"kind":"undo","last":null}}', SPEC) == wire.IntentMessage(Undo())
    with pytest.raises(WireError) as info:
        wire.parse('{"type":"intent","intent":{"kind":"play","move":{"move":"Nope"},"at_ply":0}}', SPEC)
    assert info.value.code == WireProblem.BAD_INTENT


def test_size_is_counted_in_bytes_and_deep_nesting_is_refused_not_raised():
    with pytest.raises(WireError) as info:
        wire.parse(json.dumps({"type": "hello", "v": 1, "code": "1", "name": "é" * 9000}, ensure_ascii=False), SPEC)
    assert info.value.code == WireProblem.TOO_BIG
    with pytest.raises(WireError) as info:
        wire.parse("[" * 5000 + "]" * 5000, SPEC)
    assert info.value.code in (WireProblem.NOT_JSON, WireProblem.NOT_AN_OBJECT)


def test_a_name_is_trimmed():
    hello = wire.parse('{"type":"hello","v":1,"code":"1","name":"  Ana   Lu ","seat":null,"token":null}', SPEC)
    assert hello == wire.Hello(1, "1", "Ana Lu")


def test_frames_put_as_json_with_a_shared_memo_are_the_frames_put_alone():
    import json as _json
    import random as _random

    from graphgames_desktop.games.match import Seat
    from graphgames_desktop.session.frames import frame
    from graphgames_desktop.session.screens import Role, Screen
    from tests.session.helpers import match_of
    match = match_of("cards", [Seat() for _ in range(4)], seed=3, turns="together")
    rng = _random.Random(4)
    for _ in range(40):
        seat = min(match.active_seats())
        match.play(rng.choice(match.spec.observe(match.state, seat).legal_moves()), by=seat)
    memo: wire.Memo = {}
    for seat in range(4):
        seen = frame(match, Screen(f"p{seat}", Role.PLAYER, frozenset({seat}), seat))
        assert _json.loads(wire.dumps(wire.frame_json(seen, wire.NO_WORDS, memo=memo))) == \
            _json.loads(wire.dumps(wire.frame_json(seen, wire.NO_WORDS)))
    assert memo  # the players' sheets were shared
