"""The classroom host over real WebSockets on loopback: joining, each device's own frames, a whole game
played from three devices, authority, refusals at the boundary, and a device that comes back."""

from __future__ import annotations

import asyncio
import random

import aiohttp
import pytest

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.net.host import ClassroomHost, Seating
from graphgames_desktop.session.screens import Role, Screen
from graphgames_desktop.session.vote import CloseVote, VoteService
from tests.net.helpers import CODE, Device, Hosted, play, secrets_of_others


@pytest.fixture
def hosted():
    game = Hosted(seats=3)
    yield game
    game.close()


def run(scenario):
    """Run ``scenario(session)`` on the test's own loop with one HTTP session for its devices."""
    async def main():
        async with aiohttp.ClientSession() as session:
            return await scenario(session)
    return asyncio.run(main())


def test_three_devices_join_and_each_gets_only_its_own_frames(hosted):
    async def scenario(session):
        devices = [await Device(session, hosted.url).open() for _ in range(3)]
        welcomes = [await d.join(f"Ana {i}") for i, d in enumerate(devices)]
        assert [w["seat"] for w in welcomes] == [0, 1, 2]
        assert len({w["token"] for w in welcomes}) == 3 and all(w["game"] == "cards" for w in welcomes)
        lobby = await devices[0].wait(lambda m: m["type"] == "lobby" and all(s["name"] for s in m["seats"]))
        assert [(s["seat"], s["name"], s["kind"]) for s in lobby["seats"]] == [(0, "Ana 0", "person"), (1, "Ana 1", "person"),
                                                                            (2, "Ana 2", "person")]
        assert [d.frame["may_move"] for d in devices] == [True, False, False]
        mover = devices[0]
        assert mover.frame["legal"] and not devices[1].frame["legal"]
        marks = [len(d.messages) for d in devices]
        await mover.send(play(mover.frame["legal"][0], mover.frame["live_ply"]))
        for device, mark in zip(devices, marks):
            await device.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1, mark)
        for seat, device in enumerate(devices):
            for frame in device.frames():
                assert frame["frame"]["seat"] == seat and frame["frame"]["observation"]["seat"] == seat
                assert secrets_of_others(frame["frame"]) == []
        # The pick is secret until every seat has picked: only its picker's list names it.
        assert devices[0].frame["moves"][0]["move"] == {"move": "PickResource", "index": 0}
        assert devices[1].frame["moves"][0]["move"] is None and devices[2].frame["moves"][0]["move"] is None
        assert devices[0].frame["observation"]["players"][0]["chosen"] == 0
        assert devices[1].frame["observation"]["players"][0]["chosen"] is None

    run(scenario)


def test_three_devices_play_a_whole_card_game_to_its_end(hosted):
    rng = random.Random(5)

    async def scenario(session):
        devices = [await Device(session, hosted.url).open() for _ in range(3)]
        for i, device in enumerate(devices):
            await device.join(f"Student {i}")
        sent = 0
        while devices[0].frame["outcome"] is None:
            ply = max(d.frame["live_ply"] for d in devices)
            mover = next((d for d in devices if d.frame["may_move"] and d.frame["live_ply"] == ply), None)
            if mover is None:  # a frame is on its way: wait for the one that moved the game on
                await asyncio.gather(*(d.wait(lambda m, p=ply: m["type"] == "frame" and m["frame"]["live_ply"] >= p)
                                       for d in devices))
                continue
            marks = [len(d.messages) for d in devices]
            await mover.send(play(rng.choice(mover.frame["legal"]), ply))
            sent += 1
            for device, mark in zip(devices, marks):
                await device.wait(lambda m, p=ply: m["type"] == "frame" and m["frame"]["live_ply"] > p, mark)
        for seat, device in enumerate(devices):  # every frame of the game was this seat's, with no other's secret
            assert all(f["frame"]["seat"] == seat and secrets_of_others(f["frame"]) == [] for f in device.frames())
            ids = [f["id"] for f in device.frames()]
            assert ids == sorted(ids)
        return sent

    sent = run(scenario)
    record = hosted.record()
    assert sent == len(record["moves"]) > 30
    outcome = hosted.call(lambda: hosted.match.state.outcome())
    assert outcome is not None and outcome.scores is not None


def test_a_device_may_not_act_for_another_seat(hosted):
    async def scenario(session):
        devices = [await Device(session, hosted.url).open() for _ in range(3)]
        for i, device in enumerate(devices):
            await device.join(f"P{i}")
        before = hosted.record()
        pick = {"move": "PickResource", "index": 0}
        answer = await devices[1].reply(play(pick, 0, seat=0))  # seat 0 is to move: seat 1 names it
        assert answer == {"type": "refused", "code": "not_your_seat", "text": ""}
        answer = await devices[1].reply(play(pick, 0))
        assert answer["code"] == "not_your_turn"
        answer = await devices[2].reply({"type": "intent", "intent": {"kind": "redo"}})
        assert answer["code"] == "not_allowed"
        assert hosted.record() == before
        assert all(m["type"] != "refused" for d in (devices[0],) for m in d.messages)  # a refusal goes to its device alone

    run(scenario)


BAD_MESSAGES = [
    ("{not json", "not_json"),
    ("[1, 2]", "not_an_object"),
    ('"hello"', "not_an_object"),
    ({"type": "shout"}, "unknown_type"),
    ({"v": 1}, "unknown_type"),
    ({"type": "hello", "v": "1", "code": CODE, "name": "A"}, "bad_field"),
    ({"type": "hello", "v": 1, "code": 123456, "name": "A"}, "bad_field"),
    ({"type": "hello", "v": 1, "code": CODE, "name": "A", "seat": "0"}, "bad_field"),
    ({"type": "hello", "v": 1, "code": CODE, "name": "A", "seat": True}, "bad_field"),
    ({"type": "hello", "v": 1, "code": CODE}, "missing_field"),
    ({"type": "hello", "v": 1, "code": CODE, "name": "A", "admin": True}, "unknown_field"),
    ({"type": "hello", "v": 1, "code": CODE, "name": "   "}, "bad_name"),
    ({"type": "hello", "v": 1, "code": CODE, "name": "A\u0000B"}, "bad_name"),
    ({"type": "hello", "v": 2, "code": CODE, "name": "A"}, "version"),
    ({"type": "hello", "v": 1, "code": "000000", "name": "A"}, "wrong_code"),
    ({"type": "hello", "v": 1, "code": CODE, "name": "A", "seat": 7}, "no_such_seat"),
    ({"type": "hello", "v": 1, "code": CODE, "name": "A", "token": "forged"}, "bad_token"),
    ({"type": "intent", "intent": {"kind": "play", "move": {"move": "PickResource", "index": 0}, "at_ply": 0}}, "not_joined"),
    ({"type": "intent", "intent": []}, "bad_field"),
    ({"type": "ping", "extra": 1}, "unknown_field"),
    ('{"type": "ping", "\\ud800": 1}', "unknown_field"),  # a lone surrogate, echoed back as the field's name
    ("x" * (16 * 1024 + 1), "too_big"),
    (b"\x00\x01", "not_text"),
]


@pytest.mark.parametrize("message,code", BAD_MESSAGES, ids=[c for _, c in BAD_MESSAGES])
def test_a_malformed_or_hostile_message_gets_an_error_and_changes_nothing(hosted, message, code):
    async def scenario(session):
        joined, stranger = await Device(session, hosted.url).open(), await Device(session, hosted.url).open()
        await joined.join("Bo")
        before, frames = hosted.record(), len(joined.frames())
        answer = await stranger.reply(message)
        assert answer["type"] == "error" and answer["code"] == code, answer
        assert (await stranger.reply({"type": "ping"}, "pong")) == {"type": "pong"}  # the connection still serves
        assert (await joined.reply({"type": "ping"}, "pong")) == {"type": "pong"}
        assert hosted.record() == before and len(joined.frames()) == frames
        assert not any(m["type"] in ("welcome", "frame") for m in stranger.messages)

    run(scenario)


def test_a_taken_seat_is_refused_and_a_joined_device_cannot_join_twice(hosted):
    async def scenario(session):
        first, second = await Device(session, hosted.url).open(), await Device(session, hosted.url).open()
        await first.join("Ana", seat=1)
        assert (await second.reply({"type": "hello", "v": 1, "code": CODE, "name": "Bia", "seat": 1}))["code"] == "seat_taken"
        assert (await first.reply({"type": "hello", "v": 1, "code": CODE, "name": "Ana", "seat": 2}))["code"] == "already_joined"
        assert (await second.join("Bia"))["seat"] == 0  # the first free seat

    run(scenario)


def test_a_dropped_device_rejoins_with_its_token_and_gets_its_seat_and_the_current_frame(hosted):
    async def scenario(session):
        devices = [await Device(session, hosted.url).open() for _ in range(3)]
        welcomes = [await d.join(f"P{i}") for i, d in enumerate(devices)]
        mark = len(devices[0].messages)
        await devices[2].close()  # seat 2's phone sleeps
        lobby = await devices[0].wait(lambda m: m["type"] == "lobby" and not m["seats"][2]["connected"], mark)
        assert lobby["seats"][2]["name"] == "P2"
        await devices[0].send(play(devices[0].frame["legal"][0], 0))
        await devices[1].wait(lambda m: m["type"] == "frame" and m["frame"]["may_move"])
        stranger = await Device(session, hosted.url).open()
        assert (await stranger.reply({"type": "hello", "v": 1, "code": CODE, "name": "X", "seat": 2}))["code"] == "seat_taken"
        back = await Device(session, hosted.url).open()
        welcome = await back.join("P2", token=welcomes[2]["token"])
        assert welcome["seat"] == 2 and welcome["token"] == welcomes[2]["token"]
        assert back.frame["live_ply"] == 1 and back.frame["seat"] == 2
        # A second device with the token takes the seat over: the first is told, and closed.
        again = await Device(session, hosted.url).open()
        await again.join("P2", token=welcomes[2]["token"])
        replaced = await back.wait(lambda m: m["type"] == "error")
        assert replaced["code"] == "replaced"
        await back.closed_by_host()
        assert again.frame["live_ply"] == 1 and not any(m["type"] == "error" for m in again.messages)

    run(scenario)


class LeakyHost(ClassroomHost):
    """A broken host that sends every frame to every device: the own-frames test must catch it."""

    def _deliver(self, ident: str, text: str) -> None:
        for device in self._devices.values():
            if device.connection is not None:
                device.connection.send(text)


def test_the_own_frames_check_catches_a_host_that_sends_a_frame_to_every_device():
    leaky = Hosted(seats=3, host_class=LeakyHost)
    try:
        with pytest.raises(AssertionError):
            test_three_devices_join_and_each_gets_only_its_own_frames(leaky)
    finally:
        leaky.close()


@pytest.fixture
def together():
    game = Hosted(seats=3, turns="together")
    yield game
    game.close()


def test_a_team_shares_a_seat_both_get_its_frames_and_either_may_play_for_it(together):
    hosted = together

    async def scenario(session):
        ana, bia, caio = [await Device(session, hosted.url).open() for _ in range(3)]
        await ana.join("Ana", seat=1)
        assert (await bia.reply({"type": "hello", "v": 1, "code": CODE, "name": "Bia", "seat": 1}))["code"] == "seat_taken"
        assert (await bia.join("Bia", seat=1, team=True))["seat"] == 1
        assert (await caio.join("Caio", team=True))["seat"] == 0  # a free seat before any team
        lobby = await ana.wait(lambda m: m["type"] == "lobby" and len(m["seats"][1]["members"]) == 2)
        assert lobby["seats"][1]["name"] == "Ana, Bia" and "id" not in str(lobby)
        mark = len(ana.messages)
        await bia.send(play(bia.frame["legal"][0], 0))
        seen = await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1, mark)
        assert seen["frame"]["moves"][0]["seat"] == 1 and seen["frame"]["moves"][0]["move"] is not None
        other = await caio.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)
        assert other["frame"]["moves"][0]["move"] is None  # a secret pick

    run(scenario)


def test_a_full_team_and_no_free_seat_are_refused():
    hosted = Hosted(seats=1, host_options={"team_size": 2})
    try:
        async def scenario(session):
            devices = [await Device(session, hosted.url).open() for _ in range(4)]
            await devices[0].join("A")
            hello = {"type": "hello", "v": 1, "code": CODE, "name": "B"}
            assert (await devices[1].reply(hello))["code"] == "no_free_seat"
            assert (await devices[1].join("B", team=True))["seat"] == 0
            assert (await devices[2].reply(hello | {"seat": 0, "team": True}))["code"] == "team_full"
            assert (await devices[3].reply(hello | {"team": True}))["code"] == "no_free_seat"

        run(scenario)
    finally:
        hosted.close()


def test_the_teacher_removes_a_device_and_frees_a_seat_and_their_tokens_no_longer_work(hosted):
    rosters = []
    hosted.host.on_lobby = rosters.append

    async def scenario(session):
        devices = [await Device(session, hosted.url).open() for _ in range(3)]
        welcomes = [await d.join(f"P{i}", seat=i) for i, d in enumerate(devices)]
        member = next(m for m in rosters[-1].members if m.name == "P1")
        hosted.call(lambda: hosted.host.remove(member.id))
        assert (await devices[1].wait(lambda m: m["type"] == "error"))["code"] == "removed"
        await devices[1].closed_by_host()
        hosted.call(lambda: hosted.host.free(2))
        assert (await devices[2].wait(lambda m: m["type"] == "error"))["code"] == "removed"
        again = await Device(session, hosted.url).open()
        hello = {"type": "hello", "v": 1, "code": CODE, "name": "P1", "token": welcomes[1]["token"]}
        assert (await again.reply(hello))["code"] == "bad_token"
        assert (await again.join("Dani", seat=2))["seat"] == 2  # the freed seat takes a new device
        assert [m.name for m in rosters[-1].members] == ["P0", "Dani"]

    run(scenario)


def test_a_seat_given_to_the_computer_is_played_for_its_device_which_keeps_watching():
    hosted = Hosted(seats=2, turns="together")
    try:
        async def scenario(session):
            ana, bia = [await Device(session, hosted.url).open() for _ in range(2)]
            await ana.join("Ana", seat=0)
            await bia.join("Bia", seat=1)
            mark = len(bia.messages)
            hosted.call(lambda: hosted.controller.hand_over(1, Seat.computer(Level.EASY)))
            lobby = await ana.wait(lambda m: m["type"] == "lobby" and m["seats"][1]["kind"] == "computer", mark)
            assert lobby["seats"][1]["name"] == "Bia"
            played = await bia.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1, mark)
            assert played["frame"]["moves"][0]["seat"] == 1 and not played["frame"]["may_move"]

        run(scenario)
    finally:
        hosted.close()


def test_frames_say_the_pause_and_the_steps_time_left():
    hosted = Hosted(seats=2, turns="together")
    try:
        async def scenario(session):
            ana = await Device(session, hosted.url).open()
            await ana.join("Ana")
            assert ana.frame["paused"] is False and ana.frame["time_left"] is None
            assert ana.frame["active"] == [0, 1]
            mark = len(ana.messages)
            hosted.call(lambda: hosted.controller.set_step_seconds(90))
            timed = await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["time_left"] is not None, mark)
            assert 0 < timed["frame"]["time_left"] <= 90
            hosted.call(lambda: hosted.controller.pause(True))
            await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["paused"], mark)
            refused = await ana.reply(play(ana.frame["legal"][0], 0))
            assert refused["code"] == "paused"

        run(scenario)
    finally:
        hosted.close()


def test_a_restarted_host_takes_its_seating_back_and_the_devices_rejoin_with_their_tokens():
    first = Hosted(seats=3)
    try:
        async def before(session):
            devices = [await Device(session, first.url).open() for _ in range(3)]
            welcomes = [await d.join(f"P{i}") for i, d in enumerate(devices)]
            await devices[0].send(play(devices[0].frame["legal"][0], 0))
            await devices[1].wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)
            return welcomes

        welcomes = run(before)
        record, seating = first.record(), first.call(first.host.seating)
    finally:
        first.close()
    seating = Seating.from_json(seating.to_json(), 3)  # as an autosave keeps it
    second = Hosted(seats=3, match=Match.from_record(record, None), host_options={"seating": seating})
    try:
        assert second.url == first.url and second.host.code == CODE

        async def after(session):
            back = await Device(session, second.url).open()
            welcome = await back.join("P2", token=welcomes[2]["token"])
            assert welcome["seat"] == 2 and back.frame["live_ply"] == 1
            stranger = await Device(session, second.url).open()
            hello = {"type": "hello", "v": 1, "code": CODE, "name": "X", "seat": 1}
            assert (await stranger.reply(hello))["code"] == "seat_taken"  # P1's seat waits for P1's token

        run(after)
    finally:
        second.close()


def test_each_device_of_a_team_replays_on_its_own(together):
    hosted = together

    async def scenario(session):
        ana, bia = [await Device(session, hosted.url).open() for _ in range(2)]
        await ana.join("Ana", seat=0)
        await bia.join("Bia", seat=0, team=True)
        await ana.send(play(ana.frame["legal"][0], 0))
        await bia.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)
        mark, ana_mark = len(bia.messages), len(ana.messages)
        await ana.send({"type": "intent", "intent": {"kind": "show_ply", "ply": 0}})
        shown = await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["shown_ply"] == 0, ana_mark)
        assert shown["frame"]["live_ply"] == 1
        await ana.send({"type": "ping"})
        await ana.wait(lambda m: m["type"] == "pong")
        await bia.send({"type": "ping"})
        await bia.wait(lambda m: m["type"] == "pong", mark)
        assert not any(m["type"] == "frame" for m in bia.messages[mark:])  # Bia still sees the live position

    run(scenario)


def test_a_class_votes_from_devices_each_once_and_sees_no_tally():
    hosted = Hosted(seats=2, turns="together")
    try:
        service = hosted.call(lambda: VoteService(hosted.controller, hosted.scheduler, frozenset({0})))

        async def scenario(session):
            devices = [await Device(session, hosted.url).open() for _ in range(3)]
            await devices[0].join("Ana", seat=0)
            for i, device in enumerate(devices[1:]):
                await device.join(f"P{i}", seat=0, team=True)
            frame = devices[0].frame
            assert frame["vote"]["open"] and frame["vote"]["votes"] == 0 and "tally" not in frame["vote"]
            move = frame["legal"][0]
            refused = await devices[0].reply(play(move, 0))
            assert refused["code"] == "vote"
            for device in devices:
                mark = len(device.messages)
                await device.send({"type": "intent", "intent": {"kind": "vote", "move": move, "at_ply": 0}})
                await device.wait(lambda m: m["type"] == "frame" and m["frame"]["vote"]["mine"] == move, mark)
            again = await devices[0].reply({"type": "intent", "intent": {"kind": "vote", "move": move, "at_ply": 0}})
            assert again["code"] == "already_voted"
            assert (await devices[1].reply({"type": "intent", "intent": {"kind": "close_vote"}}))["code"] == "not_allowed"
            assert devices[2].frame["vote"]["votes"] == 3
            hosted.call(lambda: hosted.controller.submit("desk", CloseVote()))

        hosted.call(lambda: hosted.controller.attach(Screen("desk", Role.TEACHER)))
        run(scenario)
        assert hosted.call(lambda: hosted.match.movers[:1]) == [0] and 0 in hosted.call(lambda: dict(hosted.match.ballots))
        assert service.seats == frozenset({0})
    finally:
        hosted.close()


def test_the_teacher_moves_a_device_to_another_seat_where_it_is_welcomed_and_plays(together):
    hosted = together
    rosters = []
    hosted.host.on_lobby = rosters.append

    async def scenario(session):
        ana = await Device(session, hosted.url).open()
        token = (await ana.join("Ana", seat=0))["token"]
        member = next(m for m in rosters[-1].members if m.name == "Ana")
        mark = len(ana.messages)
        hosted.call(lambda: hosted.host.move(member.id, 2))
        welcome = await ana.wait(lambda m: m["type"] == "welcome", mark)
        assert welcome["seat"] == 2 and welcome["token"] == token
        frame = await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["seat"] == 2, mark)
        await ana.send(play(frame["frame"]["legal"][0], 0))
        await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)
        assert hosted.call(lambda: list(hosted.match.movers)) == [2]
        assert [(m.name, m.seat) for m in rosters[-1].members] == [("Ana", 2)]

    run(scenario)


def test_a_device_that_reconnects_mid_vote_keeps_its_vote():
    hosted = Hosted(seats=2, turns="together")
    try:
        hosted.call(lambda: VoteService(hosted.controller, hosted.scheduler, frozenset({0})))

        async def scenario(session):
            ana = await Device(session, hosted.url).open()
            token = (await ana.join("Ana", seat=0))["token"]
            move = ana.frame["legal"][0]
            mark = len(ana.messages)
            await ana.send({"type": "intent", "intent": {"kind": "vote", "move": move, "at_ply": 0}})
            await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["vote"]["mine"] == move, mark)
            await ana.close()  # the phone sleeps mid-vote
            back = await Device(session, hosted.url).open()
            await back.join("Ana", token=token)
            assert back.frame["vote"]["mine"] == move and back.frame["vote"]["votes"] == 1
            again = await back.reply({"type": "intent", "intent": {"kind": "vote", "move": move, "at_ply": 0}})
            assert again["code"] == "already_voted"

        run(scenario)
    finally:
        hosted.close()


def test_a_device_looks_at_the_seats_before_it_joins(hosted):
    async def scenario(session):
        ana, bia = await Device(session, hosted.url).open(), await Device(session, hosted.url).open()
        await ana.join("Ana", seat=1)
        lobby = await bia.reply({"type": "look", "code": CODE}, "lobby")
        assert [s["name"] for s in lobby["seats"]] == [None, "Ana", None]
        assert (await bia.reply({"type": "look", "code": "000000"}))["code"] == "wrong_code"
        assert (await bia.reply({"type": "look", "code": CODE, "table": 3}))["code"] == "no_such_table"
        assert (await bia.join("Bia", seat=1, team=True))["seat"] == 1  # looking joins nothing

    run(scenario)
