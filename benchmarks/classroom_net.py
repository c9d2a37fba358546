"""A classroom on loopback: simulated devices play a whole card game against the headless host.

The host is started as a teacher starts it with no window (``python -m graphgames_desktop --serve cards
--turns together ...``, its own process); the devices are aiohttp WebSocket clients in this process, two
a seat by default (a team: the second joins with ``"team": true``). Each step, every seat that may move
sends one legal move, from one device of its team chosen at random for the step (the other sees the same
frames), preferring moves that end the step (draw what is due, then end drawing; pass in claim steps).
A move refused as ``stale`` (another seat's move got in first) is chosen again from the seat's newest
frame and sent again, as a student taps again.

Printed: the latency from an intent's send to every device's frame that shows it (``live_ply`` at least
the move's ply), and to the acting device alone, from the accepted send and from the first try; the
host's CPU time (``/proc/<pid>/stat``) and peak memory (``VmHWM``); the bytes each device received per
step (a step: a change of the observation's round and phase); the counts and the game's time. Target
(issue 46): the 95th percentile under 150 ms on the 2-core development machine. Nothing asserts time.

Two more rooms (issue 47), with ``--mode``:

* ``vote``: the class (``--devices``, all on one seat) votes on every move of Chomp on the Petersen graph
  against the strong computer, each vote closing after ``--vote-seconds``; printed: the latency from a vote
  to every device's frame that counts it, the host's CPU and memory, the bytes a device got a vote.
* ``duels``: ``--tables`` pairs each play Chomp on the Petersen graph at a table of their own on the one
  address (a tournament); printed: the latency from a move to both devices of its table.

The projector is the app's own screen of the same match (the page renders the controller's event in the
host's process before any frame is sent), so a device's frame is the later of the two: these latencies bound
the projector's.

Run: .venv/bin/python benchmarks/classroom_net.py [--mode cards|vote|duels] [--devices 40] [--seats 20]
     [--seed 1] [--rounds R] [--minutes M] [--tables 10] [--vote-seconds 2]
The game's cards are the host's own draw (``--serve`` takes no seed); ``--seed`` seeds the devices' choices.
A whole game of 20 seats took over an hour when this was written (1.05 s of the host's CPU a move); with the
host's frames made from the latest moves, once a burst and shared between seats, it takes 13 s (5.2 ms a
move); ``--rounds`` or ``--minutes`` stops it sooner.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from bisect import bisect_left
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
CODE = "246810"
WAIT = 120.0  # seconds a device waits for the host before the benchmark gives up
TICK = os.sysconf("SC_CLK_TCK")
FRAME = '{"type":"frame"'  # wire.dumps writes compact JSON, the type first
VOTE = '"vote":{'
LIVE = '"live_ply":'


class Device:
    """One phone: every text message's size and arrival time; the newest frame, parsed when asked for."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, watch_steps: bool = False):
        self.ws = ws
        self.steps: list[tuple[float, tuple[int, str], int]] = []  # when each step began, at which ply (one device)
        self.watch_steps = watch_steps
        self.sizes: list[tuple[float, int]] = []  # (arrival, UTF-8 bytes) of every text message
        self.plies: list[int] = []  # live_ply of each frame that raised it, and when it came
        self.times: list[float] = []
        self.refusals: list[str] = []
        self.votes: list[tuple[float, int, int]] = []  # when a frame counted how many votes on which position
        self.welcome: dict = {}
        self.text = ""  # the newest frame, as sent
        self._parsed: dict | None = None
        self.news = asyncio.Event()
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        async for message in self.ws:
            if message.type != aiohttp.WSMsgType.TEXT:
                continue
            now = time.perf_counter()
            data: str = message.data
            self.sizes.append((now, len(data.encode("utf-8"))))
            if data.startswith(FRAME):
                at = data.index(LIVE) + len(LIVE)
                ply = int(data[at:data.index(",", at)])
                if not self.plies or ply > self.plies[-1]:
                    self.plies.append(ply)
                    self.times.append(now)
                self.text, self._parsed = data, None
                vote = self.frame.get("vote") if VOTE in data else None
                if vote is not None:
                    self.votes.append((now, vote["ply"], vote["votes"]))
                if self.watch_steps and (not self.steps or self.steps[-1][1] != step_of(self.frame)):
                    self.steps.append((now, step_of(self.frame), ply))
                    if self.steps[-1][1][1] == "pick":
                        print(f"round {self.steps[-1][1][0]} begins at ply {ply}", file=sys.stderr, flush=True)
            else:
                parsed = json.loads(data)
                if parsed["type"] == "refused":
                    self.refusals.append(parsed["code"])
                elif parsed["type"] == "welcome":
                    self.welcome = parsed
                elif parsed["type"] == "error":
                    raise RuntimeError(f"the host sent an error: {parsed}")
            self.news.set()

    @property
    def frame(self) -> dict:
        if self._parsed is None:
            self._parsed = json.loads(self.text)["frame"]
        return self._parsed

    async def news_or_timeout(self) -> None:
        """Wait for the next message (or for the run to stop: Run.stop wakes every device's waiter)."""
        self.news.clear()
        await asyncio.wait_for(self.news.wait(), WAIT)

    def seen_at(self, ply: int) -> float:
        """When this device first got a frame at ``ply`` or later."""
        return self.times[bisect_left(self.plies, ply)]


def step_of(frame: dict) -> tuple[int, str]:
    observation = frame["observation"]
    return observation["round"], observation["phase"]


def choose(frame: dict, rng: random.Random) -> dict:
    """A legal move that moves the game on: what is due in a drawing, then the end of it; mostly a pass."""
    legal = frame["legal"]
    by_kind: dict[str, list[dict]] = {}
    for move in legal:
        by_kind.setdefault(move["move"], []).append(move)
    if "AddVertex" in by_kind:
        move = dict(by_kind["AddVertex"][0])
        move["x"], move["y"] = rng.uniform(0, 400), rng.uniform(0, 400)
        return move
    if "AddEdge" in by_kind and (rng.random() < 0.9 or "EndDrawing" not in by_kind):
        return rng.choice(by_kind["AddEdge"])
    for kind in ("EndDrawing", "PickResource", "DiscardBonus", "AcceptClaim"):
        if kind in by_kind:
            return rng.choice(by_kind[kind])
    if "Pass" in by_kind and (rng.random() < 0.9 or "Claim" not in by_kind):
        return by_kind["Pass"][0]
    return rng.choice(by_kind.get("Claim", legal))


class Run:
    """The moves measured, the refusals, and when the devices stop: at the end, past ``rounds``, or at the
    first step that begins after ``deadline`` (then every seat stops at once, wherever it is)."""

    def __init__(self, devices: list[Device], rounds: int, deadline: float) -> None:
        self.devices = devices
        self.rounds = rounds
        self.deadline = deadline
        self.moves: list[tuple[int, int, float, float]] = []  # ply, acting device, accepted send, first try
        self.refused: dict[str, int] = {}
        self.stopped = False

    def stop(self) -> None:
        self.stopped = True
        for device in self.devices:
            device.news.set()


async def play_seat(seat: int, team: list[Device], rng: random.Random, run: Run) -> None:
    """Play ``seat`` until the run stops: a device of the team chosen at random each step sends the seat's moves."""
    step = None
    actor = team[0]
    handled = 0  # the seat's refusals dealt with (every device of the team gets them, in the same order)
    first_try: float | None = None
    while not run.stopped:
        frame = actor.frame
        if frame["outcome"] is not None or frame["observation"]["round"] > run.rounds:
            run.stop()
        elif step_of(frame) != step:
            step = step_of(frame)
            actor = rng.choice(team)
            if time.perf_counter() > run.deadline:
                run.stop()
        elif not frame["legal"]:
            await actor.news_or_timeout()
        else:
            at = frame["live_ply"]
            sent = time.perf_counter()
            first_try = first_try or sent
            await actor.ws.send_str(json.dumps({"type": "intent", "intent": {
                "kind": "play", "move": choose(frame, rng), "at_ply": at, "seat": None}}))
            while not run.stopped:
                await actor.news_or_timeout()
                if len(actor.refusals) > handled:
                    code = actor.refusals[handled]
                    handled += 1
                    run.refused[code] = run.refused.get(code, 0) + 1
                    break
                now = actor.frame
                # The seat's move: in a step taken together it may land after other seats' moves made meanwhile.
                landed = now["own_last"] if now["own_last"] is not None and now["own_last"] > at else None
                if landed is not None:
                    run.moves.append((landed, run.devices.index(actor), sent, first_try))
                    first_try = None
                    break


async def join_all(url: str, seats: int, count: int, session: aiohttp.ClientSession) -> list[Device]:
    devices = []
    for i in range(count):
        device = Device(await session.ws_connect(url + "/ws", max_msg_size=0), watch_steps=i == 0)
        await device.ws.send_str(json.dumps({"type": "hello", "v": 1, "code": CODE, "name": f"Device {i + 1}",
                                             "seat": i % seats, "token": None, "team": i >= seats}))
        devices.append(device)
    for device in devices:
        while not device.welcome or not device.text:
            await device.news_or_timeout()
    return devices


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime and stime (fields 14 and 15 of the line)


def memory_kb(pid: int, key: str) -> int:
    line = next(x for x in Path(f"/proc/{pid}/status").read_text().splitlines() if x.startswith(key + ":"))
    return int(line.split()[1])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:7.1f} ms   95th {percentile(values, 0.95) * 1000:7.1f} ms" \
           f"   worst {max(values) * 1000:7.1f} ms"


async def game(url: str, pid: int, args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    async with aiohttp.ClientSession() as session:
        devices = await join_all(url, args.seats, args.devices, session)
        teams = [devices[seat::args.seats] for seat in range(args.seats)]
        cpu0, own0, start = cpu_seconds(pid), time.process_time(), time.perf_counter()
        run = Run(devices, args.rounds, start + 60 * args.minutes)
        await asyncio.gather(*(play_seat(seat, team, random.Random(rng.random()), run) for seat, team in enumerate(teams)))
        top = max(ply for ply, _, _, _ in run.moves)
        for device in devices:  # every device's frame of the last move measured
            while device.plies[-1] < top:
                await device.news_or_timeout()
        end = max(d.seen_at(top) for d in devices)
        cpu, own = cpu_seconds(pid) - cpu0, time.process_time() - own0
        peak, rss = memory_kb(pid, "VmHWM"), memory_kb(pid, "VmRSS")
        for device in devices:
            await device.ws.close()
            await device.reader
    report(args, devices, run, end - start, cpu, peak, rss)
    print(f"the devices' own process: CPU {own:.1f} s;   the machine's load average at the end "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")


def report(args: argparse.Namespace, devices: list[Device], run: Run, seconds: float, cpu: float, peak: int, rss: int) -> None:
    everyone = [max(d.seen_at(ply) for d in devices) - sent for ply, _, sent, _ in run.moves]
    acting = [devices[who].seen_at(ply) - sent for ply, who, sent, _ in run.moves]
    everyone_first = [max(d.seen_at(ply) for d in devices) - first for ply, _, _, first in run.moves]
    top = max(ply for ply, _, _, _ in run.moves)
    steps = [(t, step, ply) for t, step, ply in devices[0].steps if ply < top]  # the steps a move was made in
    starts, plies = [t for t, _, _ in steps], [ply for _, _, ply in steps]
    by_round: dict[int, list[float]] = {}
    for (ply, _, _, _), latency in zip(run.moves, everyone):
        by_round.setdefault(steps[bisect_left(plies, ply) - 1][1][0], []).append(latency)
    per_device = [sum(size for _, size in d.sizes) / len(steps) for d in devices]
    heaviest = 0  # the most one device got in one step (a message counted in the step it arrived in)
    for device in devices:
        got = [0] * len(steps)
        for arrived, size in device.sizes:
            got[max(0, bisect_left(starts, arrived) - 1)] += size
        heaviest = max(heaviest, *got)
    biggest = max(size for d in devices for _, size in d.sizes)
    whole = devices[0].frame["outcome"] is not None
    print(f"{args.devices} devices on {args.seats} seats ({args.devices / args.seats:g} a seat), devices' seed {args.seed}")
    print(f"game: {top} moves, {len(steps)} steps, {steps[-1][1][0]} rounds"
          f"{'' if whole else f' (stopped in step {steps[-1][1]}: not the whole game)'}, {seconds:.1f} s; refused: "
          + (", ".join(f"{n} {code}" for code, n in sorted(run.refused.items())) or "none"))
    print(f"intent to every device's frame:   {ms(everyone)}   target 95th < 150 ms")
    print(f"intent to the acting device:      {ms(acting)}")
    print(f"first try to every device's frame (a stale try sent again): {ms(everyone_first)}")
    seats: dict[int, list[float]] = {}
    for (_, who, _, _), latency in zip(run.moves, everyone_first):
        seats.setdefault(who % args.seats, []).append(latency)
    print("first try to every device's frame, median seat by seat (ms): "
          + " ".join(f"{statistics.median(seats[seat]) * 1000:.0f}" for seat in sorted(seats)))
    print("95th to every device's frame, round by round (ms): "
          + " ".join(f"{percentile(by_round[r], 0.95) * 1000:.0f}" for r in sorted(by_round)))
    print(f"host CPU: {cpu:.1f} s over the game ({100 * cpu / seconds:.0f}% of a core), {1000 * cpu / top:.1f} ms a move;"
          f"   memory: peak {peak / 1024:.0f} MiB, at the end {rss / 1024:.0f} MiB")
    print(f"bytes to a device per step: median {statistics.median(per_device) / 1024:.1f} KiB, "
          f"max {max(per_device) / 1024:.1f} KiB;   heaviest step {heaviest / 1024:.0f} KiB;   "
          f"biggest message {biggest / 1024:.1f} KiB;   all devices {sum(per_device) * len(steps) / 2 ** 20:.0f} MiB")


def served(*options: str) -> list[str]:
    return [sys.executable, "-m", "graphgames_desktop", "--serve", *options, "--host", "127.0.0.1", "--code", CODE]


async def vote(url: str, pid: int, args: argparse.Namespace) -> None:
    """The whole class on one seat votes on every position against the strong computer, to the end."""
    rng = random.Random(args.seed)
    async with aiohttp.ClientSession() as session:
        devices = []
        for i in range(args.devices):
            device = Device(await session.ws_connect(url + "/ws", max_msg_size=0))
            await device.ws.send_str(json.dumps({"type": "hello", "v": 1, "code": CODE, "name": f"Device {i + 1}",
                                                 "seat": 0, "team": i > 0}))
            devices.append(device)
        for device in devices:
            while not device.welcome or not device.text:
                await device.news_or_timeout()
        cpu0, start = cpu_seconds(pid), time.perf_counter()
        sent: list[tuple[float, int, int]] = []  # when a vote went, on which position, the count it made

        async def voter(device: Device) -> None:
            while True:
                frame = device.frame
                if frame["outcome"] is not None:
                    return
                ballot = frame["vote"]
                if ballot is None or not ballot["open"] or ballot["mine"] is not None:
                    await device.news_or_timeout()
                    continue
                await device.ws.send_str(json.dumps({"type": "intent", "intent": {
                    "kind": "vote", "move": rng.choice(frame["legal"]), "at_ply": frame["live_ply"]}}))
                index = len(sent)  # the voters run side by side: each keeps its own entry
                sent.append((time.perf_counter(), ballot["ply"], -1))
                while device.frame["vote"] is not None and device.frame["vote"]["mine"] is None \
                        and device.frame["outcome"] is None and device.frame["live_ply"] == frame["live_ply"]:
                    await device.news_or_timeout()
                mine = device.frame["vote"]
                if mine is not None and mine["mine"] is not None:  # the count this vote made it
                    sent[index] = (sent[index][0], mine["ply"], mine["votes"])

        await asyncio.gather(*(voter(d) for d in devices))
        seconds, cpu, peak = time.perf_counter() - start, cpu_seconds(pid) - cpu0, memory_kb(pid, "VmHWM")
        for device in devices:
            await device.ws.close()
            await device.reader
    latencies = []
    for when, ply, count in sent:
        if count < 0:
            continue  # the vote closed before this device's vote was counted
        seen = [next((t for t, p, n in d.votes if p == ply and n >= count and t >= when), None) for d in devices]
        if all(t is not None for t in seen):
            latencies.append(max(t for t in seen if t is not None) - when)
    positions = len({ply for _, ply, _ in sent})
    got = [sum(size for _, size in d.sizes) for d in devices]
    print(f"{args.devices} devices vote on one seat against the strong computer (Chomp, Petersen graph), "
          f"each vote closing after {args.vote_seconds:g} s")
    print(f"game: {positions} positions voted on, {len(sent)} votes, {seconds:.1f} s, the end "
          f"{'reached' if devices[0].frame['outcome'] is not None else 'not reached'}")
    print(f"a vote to every device's frame that counts it ({len(latencies)} votes every device saw counted): "
          f"{ms(latencies)}   target 95th < 150 ms")
    print(f"host CPU: {cpu:.1f} s ({1000 * cpu / max(1, len(sent)):.1f} ms a vote);   memory: peak {peak / 1024:.0f} MiB;"
          f"   bytes to a device a position: median {statistics.median(got) / positions / 1024:.1f} KiB")


async def duels(url: str, pid: int, args: argparse.Namespace) -> None:
    """``args.tables`` pairs play Chomp on the Petersen graph at tables of their own, all at once, to the end."""
    rng = random.Random(args.seed)
    async with aiohttp.ClientSession() as session:
        pairs = []
        for table in range(args.tables):
            pair = []
            for seat in range(2):
                device = Device(await session.ws_connect(url + "/ws", max_msg_size=0))
                await device.ws.send_str(json.dumps({"type": "hello", "v": 1, "code": CODE, "table": table,
                                                     "name": f"T{table + 1}S{seat + 1}", "seat": seat}))
                pair.append(device)
            pairs.append(pair)
        for device in (d for pair in pairs for d in pair):
            while not device.welcome or not device.text:
                await device.news_or_timeout()
        cpu0, start = cpu_seconds(pid), time.perf_counter()
        moves: list[tuple[list[Device], int, float]] = []  # the table's pair, the move's ply, when it was sent

        async def player(device: Device, pair: list[Device]) -> None:
            while device.frame["outcome"] is None:
                frame = device.frame
                if not frame["legal"]:
                    await device.news_or_timeout()
                    continue
                ply = frame["live_ply"]
                moves.append((pair, ply + 1, time.perf_counter()))
                await device.ws.send_str(json.dumps({"type": "intent", "intent": {
                    "kind": "play", "move": rng.choice(frame["legal"]), "at_ply": ply, "seat": None}}))
                while device.frame["live_ply"] == ply and device.frame["outcome"] is None:
                    await device.news_or_timeout()

        await asyncio.gather(*(player(d, pair) for pair in pairs for d in pair))
        seconds, cpu, peak = time.perf_counter() - start, cpu_seconds(pid) - cpu0, memory_kb(pid, "VmHWM")
        for device in (d for pair in pairs for d in pair):
            await device.ws.close()
            await device.reader
    latencies = [max(d.seen_at(ply) for d in pair) - when for pair, ply, when in moves]
    print(f"{args.tables} duels at once (Chomp, Petersen graph), {2 * args.tables} devices on one address")
    print(f"games: {len(moves)} moves, every table to its end, {seconds:.1f} s")
    print(f"a move to both devices of its table: {ms(latencies)}   target 95th < 150 ms")
    print(f"host CPU: {cpu:.1f} s ({1000 * cpu / len(moves):.1f} ms a move);   memory: peak {peak / 1024:.0f} MiB")


def host_command(args: argparse.Namespace) -> list[str]:
    """The host as a teacher starts it with no window: every seat together, teams as big as needed."""
    if args.mode == "vote":
        return served("chomp", "--board", "petersen", "--computer", "1", "--level", "strong", "--team-size",
                      str(args.devices), "--vote-seconds", str(args.vote_seconds))
    if args.mode == "duels":
        return served("chomp", "--board", "petersen", "--tables", str(args.tables))
    team = -(-args.devices // args.seats)
    return served("cards", "--seats", str(args.seats), "--turns", "together", "--team-size", str(team))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=("cards", "vote", "duels"), default="cards",
                        help="a card game of the whole class, a class vote, or duels at tables (default cards)")
    parser.add_argument("--devices", type=int, default=40, help="simulated devices (default 40)")
    parser.add_argument("--tables", type=int, default=10, help="duels at once in --mode duels (default 10)")
    parser.add_argument("--vote-seconds", type=float, default=2.0, help="each vote's time in --mode vote (default 2)")
    parser.add_argument("--seats", type=int, default=20, help="seats of the card game (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seeds the devices' choices (default 1)")
    parser.add_argument("--rounds", type=int, default=99, help="stop after this many rounds (default: the whole game)")
    parser.add_argument("--minutes", type=float, default=600.0,
                        help="stop at the first step that begins after this many minutes (default 600)")
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # the host is stopped with this process
    host = subprocess.Popen(host_command(args), cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        url = host.stdout.readline().strip().split("/?")[0]
        if not url:
            raise SystemExit(f"the host did not start (exit {host.wait()})")
        asyncio.run({"cards": game, "vote": vote, "duels": duels}[args.mode](url, host.pid, args))
    finally:
        host.terminate()
        host.wait(timeout=30)


if __name__ == "__main__":
    main()
