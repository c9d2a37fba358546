"""Hostile messages, generated: the host answers each one, never raises, and the match never changes."""

from __future__ import annotations

import asyncio
import json
import logging

import aiohttp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphgames_desktop.games.cards.moves import MOVES
from tests.net.helpers import Device, Hosted

TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)  # what a WebSocket text frame can carry
KEYS = st.text(max_size=8)  # lone surrogates too: JSON escapes them
SCALARS = st.none() | st.booleans() | st.integers(-3, 1 << 70) | st.floats() | KEYS
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=3),
                      max_leaves=12)
MOVE = st.fixed_dictionaries({"move": st.sampled_from([*MOVES, "Win"])}, optional={
    "index": VALUES | st.integers(-1, 3), "u": VALUES, "v": VALUES, "card": VALUES | st.sampled_from(["O01", "B01"]),
    "points": VALUES, "x": VALUES, "vertices": VALUES, "to_edge": VALUES, "extra": VALUES})
INTENT = st.fixed_dictionaries({"kind": st.sampled_from(["play", "undo", "redo", "show_ply", "uncover", "ask_hint", "x"])},
                               optional={"move": MOVE | VALUES, "at_ply": st.integers(-2, 3) | VALUES,
                                         "seat": st.integers(-1, 4) | VALUES, "last": VALUES, "ply": VALUES})
FIELDS = st.fixed_dictionaries({"type": st.sampled_from(["hello", "intent", "ping", "look", "board", "welcome", "frame", "x"])},
                               optional={"v": VALUES, "code": VALUES, "name": VALUES, "seat": VALUES, "token": VALUES,
                                         "intent": INTENT | VALUES, "id": VALUES, "table": VALUES,
                                         "board": VALUES | st.sampled_from(["petersen", "cube", "x"])})
MESSAGE = st.builds(lambda extra, fields: {**extra, **fields}, st.dictionaries(KEYS, VALUES, max_size=2), FIELDS)
HOSTILE = (MESSAGE.map(json.dumps) | VALUES.map(json.dumps) | TEXT | st.binary(max_size=40)
           | st.integers(1, 60).map(lambda depth: "[" * depth * 100 + "]" * depth * 100))


def test_hostile_messages_never_raise_on_the_host_and_never_change_the_match(caplog):
    caplog.set_level(logging.WARNING)
    hosted = Hosted(seats=3)
    loop = asyncio.new_event_loop()
    try:
        async def join():
            session = aiohttp.ClientSession()
            device = await Device(session, hosted.url).open()
            await device.join("Eve", seat=2)  # seat 0 is to move: no move of seat 2's may be played
            return session, device

        session, device = loop.run_until_complete(join())
        before = hosted.record()

        @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
        @given(HOSTILE)
        def answered(message):
            answer = loop.run_until_complete(device.reply(message, ("error", "refused", "pong", "frame")))
            assert answer["type"] != "frame" or answer["frame"]["live_ply"] == 0

        answered()
        assert loop.run_until_complete(device.reply({"type": "ping"}, "pong")) == {"type": "pong"}
        assert hosted.record() == before and not device.closed
        loop.run_until_complete(device.close())
        loop.run_until_complete(session.close())
    finally:
        loop.close()
        hosted.close()
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
