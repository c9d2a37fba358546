"""The whole class against the strong computer by vote, over real WebSockets, to the end: ten devices vote on
every position of the class's seat, the teacher's screen (the projector) counts exactly the votes sent, the
most voted move is played, and every ballot is in the record. On the dodecahedron (Graph Domination) and on
the Petersen graph (Chomp the Graph)."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import aiohttp
import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.net.host import ClassroomHost
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.screens import Role, Screen
from graphgames_desktop.session.vote import CloseVote, VoteService
from tests.net.helpers import CODE, WAIT, Device, Hosted
from tests.session.helpers import match_of

DEVICES = 10


class ClassVote(Hosted):
    def __init__(self, game: str, board: str):
        self.game = game
        match = match_of(game, [Seat(), Seat.computer(Level.STRONG)], board_id=board)
        super().__init__(match=match, host_options={"team_size": DEVICES})

    def _make(self) -> None:
        spec = GAMES[self.game]
        self.controller = MatchController(self.match, self.scheduler, self.jobs, pause_ms=0)
        self.controller.attach(Screen("projector", Role.TEACHER))
        self.service = VoteService(self.controller, self.scheduler, frozenset({0}))
        self.host = ClassroomHost(self.controller, spec, self.scheduler.post, host="127.0.0.1", code=CODE,
                                  **self.host_options)
        self.host.start()
        self.controller.start()


@pytest.mark.parametrize("game, board", [("domination", "dodecahedron"), ("chomp", "petersen")])
def test_ten_devices_vote_every_move_against_the_strong_computer_to_the_end(game, board):
    hosted = ClassVote(game, board)
    rng = random.Random(11)
    try:
        async def scenario(session):
            devices = [await Device(session, hosted.url).open() for _ in range(DEVICES)]
            for i, device in enumerate(devices):
                await device.join(f"S{i}", seat=0, team=True)
            votes_sent = 0
            while True:
                frame = max(devices[0].frames(), key=lambda m: m["id"])["frame"]
                if frame["outcome"] is not None:
                    break
                vote = frame["vote"]
                if vote is None or not vote["open"] or vote["mine"] is not None:
                    seen = frame["live_ply"]
                    await devices[0].wait(lambda m, seen=seen: m["type"] == "frame" and (
                        m["frame"]["outcome"] is not None or (m["frame"]["vote"] or {}).get("open")
                        and m["frame"]["vote"]["mine"] is None and m["frame"]["live_ply"] > seen),
                        len(devices[0].messages))
                    continue
                ply, legal = frame["live_ply"], frame["legal"]
                favourites = rng.sample(legal, min(3, len(legal)))
                sent = Counter()
                for device in devices:
                    choice = rng.choice(favourites)
                    sent[str(choice)] += 1
                    mark = len(device.messages)
                    await device.send({"type": "intent", "intent": {"kind": "vote", "move": choice, "at_ply": ply}})
                    await device.wait(lambda m: m["type"] == "frame" and (m["frame"]["vote"] or {}).get("mine")
                                      is not None, mark)
                votes_sent += DEVICES
                tally = hosted.call(lambda: hosted.controller.frame("projector").vote.tally)
                assert Counter({str(move.to_json()): n for move, n in tally}) == sent  # the projector counts them
                mark = len(devices[0].messages)
                assert hosted.call(lambda: hosted.controller.submit("projector", CloseVote())) is None
                await devices[0].wait(lambda m, ply=ply: m["type"] == "frame" and m["frame"]["live_ply"] > ply, mark)
            return votes_sent

        votes = asyncio.run(asyncio.wait_for(_session(scenario), WAIT * 30))
        match = hosted.match
        record = hosted.call(match.record)
        assert match.state.outcome() is not None
        ballots = record["ballots"]
        assert sum(b["voters"] for b in ballots) == votes and all(b["voters"] == DEVICES for b in ballots)
        # Every move of the class was voted for, but the passes the rules forced (the session played them).
        assert [b["ply"] for b in ballots] == [i for i, (seat, move) in enumerate(zip(record["movers"], record["moves"]))
                                               if seat == 0 and move != {"kind": "pass"}]
    finally:
        hosted.close()


async def _session(scenario):
    async with aiohttp.ClientSession() as session:
        return await scenario(session)
