"""``graphgames --serve GAME``: the classroom host with no window, for scripts, tests and a server elsewhere.

The match runs on an asyncio loop in the main thread (``AsyncioScheduler``), the computer's searches in a
thread pool (``ThreadJobs``), the devices' server on its own thread (``ClassroomHost``). The first line
printed is the join address with the code; the host plays until interrupted (Ctrl+C, SIGTERM) and then
closes every connection. There is no Qt here, so no translated sentence: devices get the codes with empty
texts (docs/protocol.md).

With ``--autosave FILE`` the match and its seats are kept in FILE (written whole, half a second after a
change); a host started again with the same FILE goes on with that match, on the same port and code, and
the devices take their seats back with their tokens.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import signal
import sys
from pathlib import Path
from typing import TextIO

from graphgames_desktop.atomic_file import write_atomically
from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Match, RecordError, Seat, new_match
from graphgames_desktop.graph import boards
from graphgames_desktop.net.host import ClassroomHost, Seating
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.event_loop import AsyncioScheduler, ThreadJobs
from graphgames_desktop.session.scheduler import Handle
from graphgames_desktop.session.vote import VoteService

#: How long after a change the autosave is written (changes meanwhile go in the same write).
AUTOSAVE_DELAY_MS = 500


class KeptMatchError(ValueError):
    """An autosave file that cannot be taken up again; the message says why."""


def kept_bytes(match: Match, seating: Seating) -> bytes:
    return json.dumps({"record": match.record(), "seating": seating.to_json()}).encode("utf-8")


def load_kept(path: Path, game: str) -> tuple[Match, Seating]:
    """The match and seats an earlier host kept in ``path``; KeptMatchError when it is not one of ``game``."""
    try:
        raw = json.loads(path.read_bytes())
        if not isinstance(raw, dict):
            raise ValueError("not an object")
        match = Match.from_record(raw.get("record"), None)
        if match.spec.id != game:
            raise ValueError(f"a match of {match.spec.id}, not {game}")
        return match, Seating.from_json(raw.get("seating"), len(match.seats))
    except RecordError as exc:
        raise KeptMatchError(f"{path}: the match cannot be replayed ({exc.code})") from None
    except (OSError, ValueError, RecursionError) as exc:
        raise KeptMatchError(f"{path}: not a kept match ({exc})") from None


def serve(game: str, seats: int, *, computers: int = 0, level: Level = Level.MEDIUM, host: str = "0.0.0.0",
          port: int = 0, code: str | None = None, lang: str | None = None, turns: str | None = None,
          step_seconds: float | None = None, team_size: int = 4, autosave: Path | None = None,
          board: str | None = None, vote_seconds: float | None = None, tables: int = 1,
          out: TextIO = sys.stdout) -> int:
    """Host a new match of ``game`` (the last ``computers`` of its ``seats`` played by the computer; on the
    library's ``board``, else the game's default; card ``turns`` "in_turn" or "together"), or the one kept in
    ``autosave``, until interrupted; the join address is the first line on ``out``. ``vote_seconds``: the
    people's seats are played by the class's vote, each vote closing after that time; ``tables``: a tournament
    of that many matches on the one address (the autosave keeps the first). SetupError, NotHosted,
    KeptMatchError, KeyError (no such board) and OSError (a port in use) are the caller's to say."""
    spec = GAMES[game]
    seating: Seating | None = None
    if autosave is not None and autosave.exists():
        match, seating = load_kept(autosave, game)
    else:
        people = [Seat() for _ in range(seats - computers)]
        seed = secrets.randbits(31)
        board_id = board or spec.default_board
        drawing = boards.board(board_id, seed) if spec.board is not None and board_id is not None else None
        options: dict[str, object] | None = {"turns": turns} if turns and any(o.name == "turns" for o in spec.options) else None
        match = new_match(spec, people + [Seat.computer(level) for _ in range(computers)], drawing, options,
                          seed=seed)
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    scheduler = AsyncioScheduler(loop)
    jobs = ThreadJobs(scheduler)
    controller = MatchController(match, scheduler, jobs, step_seconds=step_seconds)
    pending: list[Handle] = []

    def write() -> None:
        pending.clear()
        if autosave is not None:
            try:
                write_atomically(str(autosave), kept_bytes(match, classroom.seating()))
            except OSError as exc:  # the match goes on; the teacher sees why nothing is kept
                print(f"graphgames: cannot write {autosave}: {exc.strerror or exc}", file=sys.stderr, flush=True)

    def changed(*_: object) -> None:
        if autosave is not None and not pending:
            pending.append(scheduler.call_later(AUTOSAVE_DELAY_MS, write))

    classroom = ClassroomHost(controller, spec, scheduler.post, host=host, port=port, code=code, lang=lang,
                              team_size=team_size, seating=seating, on_lobby=lambda _: scheduler.post(changed))
    controller.subscribe(changed)
    controllers = [controller] + [MatchController(match.rematch(), scheduler, jobs, step_seconds=step_seconds)
                                  for _ in range(tables - 1)]
    others = [ClassroomHost(other, spec, scheduler.post, lang=lang, team_size=team_size, server=classroom.server)
              for other in controllers[1:]]
    if vote_seconds is not None:
        for each in controllers:
            VoteService(each, scheduler, frozenset(each.match.humans()), vote_seconds)
    try:
        classroom.start()
        for table in others:
            table.start()
        print(classroom.join_url(), file=out, flush=True)
        for signum in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(signum, loop.stop)
            except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises KeyboardInterrupt instead
                pass
        for each in controllers:
            each.start()
        try:
            loop.run_forever()
        except KeyboardInterrupt:
            pass
    finally:
        for each in controllers:
            each.close()
        for table in (classroom, *others):
            table.stop()
        jobs.close()
        if pending:
            write()
        loop.close()
    return 0
