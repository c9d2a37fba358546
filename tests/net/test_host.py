"""The classroom host over real WebSockets on loopback: joining, each device's own frames, a whole game
played from three devices, authority, refusals at the boundary, and a device that comes back."""

from __future__ import annotations

import asyncio
import random

import aiohttp
import pytest

from graphgames_desktop.net.host import ClassroomHost
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

    def _deliver(self, seat: int, text: str) -> None:
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
