"""``graphgames --serve GAME``: the classroom host with no window, for scripts, tests and a server elsewhere.

The match runs on an asyncio loop in the main thread (``AsyncioScheduler``), the computer's searches in a
thread pool (``ThreadJobs``), the devices' server on its own thread (``ClassroomHost``). The first line
printed is the join address with the code; the host plays until interrupted (Ctrl+C, SIGTERM) and then
closes every connection. There is no Qt here, so no translated sentence: devices get the codes with empty
texts (docs/protocol.md).
"""

from __future__ import annotations

import asyncio
import secrets
import signal
import sys
from typing import TextIO

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.net.host import ClassroomHost
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.event_loop import AsyncioScheduler, ThreadJobs


def serve(game: str, seats: int, *, computers: int = 0, level: Level = Level.MEDIUM, host: str = "0.0.0.0",
          port: int = 0, code: str | None = None, lang: str | None = None, out: TextIO = sys.stdout) -> int:
    """Host a new match of ``game`` (the last ``computers`` of its ``seats`` played by the computer) until
    interrupted; the join address is the first line on ``out``. SetupError, NotHosted and OSError (a port
    in use) are the caller's to say."""
    spec = GAMES[game]
    people = [Seat() for _ in range(seats - computers)]
    match = new_match(spec, people + [Seat.computer(level) for _ in range(computers)], None,
                      seed=secrets.randbits(31))
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    scheduler = AsyncioScheduler(loop)
    jobs = ThreadJobs(scheduler)
    controller = MatchController(match, scheduler, jobs)
    classroom = ClassroomHost(controller, spec, scheduler.post, host=host, port=port, code=code, lang=lang)
    try:
        classroom.start()
        print(classroom.join_url(), file=out, flush=True)
        for signum in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(signum, loop.stop)
            except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises KeyboardInterrupt instead
                pass
        controller.start()
        try:
            loop.run_forever()
        except KeyboardInterrupt:
            pass
    finally:
        controller.close()
        classroom.stop()
        jobs.close()
        loop.close()
    return 0
