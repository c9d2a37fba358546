"""The classroom protocol as code: what a device may send, checked at the boundary, and what it is sent.

Every inbound message is checked here before anything else reads it: its size, that it is one JSON object,
its ``type``, and each field's name and type (unknown fields are refused, as the card moves' decoder refuses
unknown keys). Anything else becomes a :class:`WireError` whose code goes back in an ``error`` message, and
nothing changes. Outbound, a frame is one seat's :class:`~graphgames_desktop.session.frames.SeatFrame` as JSON:
the observation the session already cut to that seat, the legal moves when the seat may move, the move list
with the moves it may not know as ``null``. docs/protocol.md describes every message with examples.
"""

from __future__ import annotations

import dataclasses
import json
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import JSONObject, Observation, PublicObservation
from graphgames_desktop.games.cards.cards import Decks
from graphgames_desktop.games.cards.observation import CardObservation
from graphgames_desktop.games.cards.round import CardGame
from graphgames_desktop.games.spec import GameSpec
from graphgames_desktop.games.teaching import Verdict
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.session import vote as _vote  # noqa: F401  (a device's "vote" intent decodes)
from graphgames_desktop.session.frames import SeatFrame, VoteView
from graphgames_desktop.session.intents import Intent, IntentError, intent_from_json
from graphgames_desktop.session.teaching import PositionStudy

#: The protocol's version: a device says which it speaks in ``hello``; another is refused with ``version``.
VERSION = 1
#: The largest message a device may send, in bytes of UTF-8 (a drawn edge with its points is well under).
MAX_MESSAGE_BYTES = 16 * 1024
MAX_NAME = 32
#: How many of the latest moves a frame carries (``moves_from`` says where they start): a device words the
#: last moves and knows its own answered; the whole list of a long game sent to 40 devices at every move grew
#: each message past 70 KiB.
MOVES_SENT = 30
#: The games a device may play: the card game (device.js) and the board games (board.js draws and plays them from
#: their positions' JSON, ``position_json``, and the board, ``/board.json``).
HOSTED_GAMES = ("cards", "chomp", "hackenbush", "domination", "magic")


class WireProblem(StrEnum):
    """Why a message was not taken (the ``code`` of an ``error`` reply)."""

    TOO_BIG = "too_big"
    NOT_TEXT = "not_text"
    NOT_JSON = "not_json"
    NOT_AN_OBJECT = "not_an_object"
    UNKNOWN_TYPE = "unknown_type"
    MISSING_FIELD = "missing_field"
    UNKNOWN_FIELD = "unknown_field"
    BAD_FIELD = "bad_field"
    VERSION = "version"
    BAD_NAME = "bad_name"
    WRONG_CODE = "wrong_code"
    NO_SUCH_SEAT = "no_such_seat"  # not a seat of the match, or a computer's
    NO_SUCH_TABLE = "no_such_table"  # a tournament has no table of that number
    SEAT_TAKEN = "seat_taken"
    NO_FREE_SEAT = "no_free_seat"
    BAD_TOKEN = "bad_token"
    NOT_JOINED = "not_joined"  # an intent before a welcome
    ALREADY_JOINED = "already_joined"
    REPLACED = "replaced"  # the seat was taken back with its token from another connection
    REMOVED = "removed"  # the teacher took this device off its seat (or freed the seat)
    TEAM_FULL = "team_full"  # the seat's team has as many devices as the host allows
    BOARD_FIXED = "board_fixed"  # this table's board is not the pair's to choose (now: the game has begun)
    NO_SUCH_BOARD = "no_such_board"  # not one of the boards offered
    BAD_INTENT = "bad_intent"


class WireError(ValueError):
    """A message refused at the boundary: ``code`` for the device, ``detail`` the field it is about."""

    def __init__(self, code: WireProblem, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else str(code))
        self.code = code
        self.detail = detail


class NotHosted(ValueError):
    """A game this version cannot host on devices: its observation has no JSON form."""


# -- inbound ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hello:
    """Join (``token`` None: a free seat, ``seat`` or the first one) or take a seat back (its ``token``)."""

    v: int
    code: str
    name: str
    seat: int | None = None
    token: str | None = None
    team: bool = False
    table: int | None = None  # a tournament's table (None: the first with a free seat)


@dataclass(frozen=True)
class Look:
    """A device not yet joined asks who holds which seat (of ``table``), to offer the seats before it joins."""

    code: str
    table: int | None = None


@dataclass(frozen=True)
class IntentMessage:
    intent: Intent


@dataclass(frozen=True)
class ChooseBoard:
    """A device of a tournament's table chooses its pair's board from those the lobby offers (by id)."""

    board: str


@dataclass(frozen=True)
class Ping:
    pass


Message = Hello | Look | IntentMessage | ChooseBoard | Ping


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -1 <= value < 1 << 20


def _short_text(value: object) -> bool:
    return isinstance(value, str) and len(value) <= 64


def _optional(check: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda value: value is None or check(value)


@dataclass(frozen=True)
class _Field:
    check: Callable[[object], bool]
    required: bool = True


#: Each message type's fields (besides ``type``) and the check of each.
_FIELDS: dict[str, dict[str, _Field]] = {
    "hello": {"v": _Field(_whole), "code": _Field(_short_text), "name": _Field(_short_text),
              "seat": _Field(_optional(_whole), required=False), "token": _Field(_optional(_short_text), required=False),
              "team": _Field(lambda value: isinstance(value, bool), required=False),
              "table": _Field(_optional(_whole), required=False)},
    "look": {"code": _Field(_short_text), "table": _Field(_optional(_whole), required=False)},
    "intent": {"intent": _Field(lambda value: isinstance(value, dict))},
    "board": {"board": _Field(_short_text)},
    "ping": {},
}


def name_of(raw: str) -> str:
    """A person's name as the lobby shows it: trimmed, 1 to MAX_NAME characters, no control characters."""
    name = " ".join(raw.split())
    if not 0 < len(name) <= MAX_NAME or any(unicodedata.category(c) in ("Cc", "Cf", "Cs") for c in name):
        raise WireError(WireProblem.BAD_NAME)
    return name


def parse(data: str | bytes, spec: GameSpec) -> Message:
    """The message ``data`` is; WireError for anything else (never another exception)."""
    if isinstance(data, bytes):
        raise WireError(WireProblem.NOT_TEXT)
    if len(data) > MAX_MESSAGE_BYTES or len(data.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise WireError(WireProblem.TOO_BIG)
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError):
        raise WireError(WireProblem.NOT_JSON) from None
    if not isinstance(raw, dict):
        raise WireError(WireProblem.NOT_AN_OBJECT)
    kind = raw.get("type")
    fields = _FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise WireError(WireProblem.UNKNOWN_TYPE)
    for key in raw:
        if key != "type" and key not in fields:
            raise WireError(WireProblem.UNKNOWN_FIELD, str(key)[:40])
    for key, spec_field in fields.items():
        if key not in raw:
            if spec_field.required:
                raise WireError(WireProblem.MISSING_FIELD, key)
        elif not spec_field.check(raw[key]):
            raise WireError(WireProblem.BAD_FIELD, key)
    if kind == "hello":
        return Hello(raw["v"], raw["code"], name_of(raw["name"]), raw.get("seat"), raw.get("token"), raw.get("team", False),
                     raw.get("table"))
    if kind == "look":
        return Look(raw["code"], raw.get("table"))
    if kind == "intent":
        try:
            return IntentMessage(intent_from_json(raw["intent"], spec))
        except (IntentError, RecursionError) as exc:
            raise WireError(WireProblem.BAD_INTENT, str(exc)[:40]) from None
    if kind == "board":
        return ChooseBoard(raw["board"])
    return Ping()


# -- outbound -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Words:
    """The sentences sent with the codes, in the host's language: ``frame(frame)`` names the frame's facts
    (whose turn, the result), ``code(code)`` says a refusal or an error. The app gives translated ones; the
    headless host and tests send codes with empty texts (a device words the codes itself)."""

    frame: Callable[[SeatFrame], dict[str, str]] = field(default=lambda frame: {})
    code: Callable[[str], str] = field(default=lambda code: "")


NO_WORDS = Words()


def dumps(message: JSONObject) -> str:
    """Compact JSON, every character past ASCII escaped: a lone surrogate a device sent (echoed as an unknown
    field's name) cannot then break the UTF-8 of the reply."""
    return json.dumps(message, separators=(",", ":"))


def welcome(seat: int, token: str, game: str, name: str, lang: str | None, table: int = 0, board: int = 0) -> JSONObject:
    """``board``: which drawing of the table's board is current (it changes when a table chooses another)."""
    return {"type": "welcome", "v": VERSION, "seat": seat, "token": token, "game": game, "name": name, "lang": lang,
            "table": table, "board": board}


def lobby(seats: list[JSONObject], started: bool, table: int = 0, tables: int = 1, board: int = 0,
          board_name: str | None = None, boards: list[JSONObject] | None = None) -> JSONObject:
    """The seats of the device's own table (``table`` of ``tables``: a tournament has one a pair), its board
    (which drawing, and its name) and, where the pair may choose it, the library's boards to choose from."""
    return {"type": "lobby", "seats": seats, "started": started, "table": table, "tables": tables, "board": board,
            "board_name": board_name, "boards": boards or []}


def refused(code: str, words: Words) -> JSONObject:
    return {"type": "refused", "code": code, "text": words.code(code)}


def error(code: WireProblem, words: Words, detail: str = "") -> JSONObject:
    return {"type": "error", "code": str(code), "text": words.code(str(code)), "field": detail or None}


def pong() -> JSONObject:
    return {"type": "pong"}


def frame_message(frame_id: int, frame: SeatFrame, words: Words, teaching: JSONObject | None = None,
                  memo: Memo | None = None) -> JSONObject:
    """A ``frame`` message: ``id`` grows with every change the host sends (a device drops an older one)."""
    return {"type": "frame", "id": frame_id, "frame": frame_json(frame, words, teaching, memo)}


def frame_json(frame: SeatFrame, words: Words, teaching: JSONObject | None = None, memo: Memo | None = None) -> JSONObject:
    """What one device may know now, as JSON: only what ``frame`` holds, which the session cut to its seat.

    ``teaching``: what the teacher revealed to the devices of the live position (see ``teaching_json``), or
    None. A device is one seat, so there is never a curtain; the legal moves are sent only when the seat may
    move; a move the seat may not know is ``null`` (the position before each move is not sent: the
    device words moves from the live observation)."""
    may_move = frame.inputs.may_move
    return {
        "game": frame.game,
        "seat": min(frame.at_screen) if frame.at_screen else None,
        "live_ply": frame.live_ply,
        "shown_ply": frame.shown_ply,
        "turn": frame.turn,
        "may_move": may_move,
        "can_undo": frame.inputs.can_undo,
        "thinking": frame.thinking,
        "observation": observation_json(frame.observation, GAMES[frame.game], memo),
        "legal": [move.to_json() for move in frame.observation.legal_moves()] if may_move else [],
        "last_move": frame.last_move.to_json() if frame.last_move is not None else None,
        "own_last": frame.own_last,
        "moves_from": frame.moves_from + max(0, len(frame.moves) - MOVES_SENT),
        "moves": [{"ply": e.ply, "seat": e.seat, "move": e.move.to_json() if e.move is not None else None}
                  for e in frame.moves[-MOVES_SENT:]],
        "outcome": frame.outcome.to_json() if frame.outcome is not None else None,
        "active": sorted(frame.active),
        "vote": vote_json(frame.vote),
        "teaching": teaching,
        "paused": frame.paused,
        "time_left": None if frame.time_left_ms is None else round(frame.time_left_ms / 1000, 1),
        "words": words.frame(frame),
    }


def teaching_json(study: PositionStudy, verdict: str) -> JSONObject:
    """The teaching layer of the live position as the teacher reveals it to the devices: the verdict in words,
    the moves that win (from the study that marks the projector's board) and those the solver has not judged."""
    return {"verdict": verdict,
            "winning": [j.move.to_json() for j in study.judgements if j.verdict == Verdict.WIN],
            "unjudged": [j.move.to_json() for j in study.judgements if j.verdict == Verdict.UNKNOWN]}


def vote_json(vote: VoteView | None) -> JSONObject | None:
    """The class's vote as this device may see it: its own vote and how many voted (the tally is the
    teacher's screen's only, and a device's view never holds it)."""
    if vote is None:
        return None
    left = vote.time_left_ms
    return {"seat": vote.seat, "ply": vote.ply, "open": vote.open, "votes": vote.votes,
            "mine": vote.mine.to_json() if vote.mine is not None else None,
            "time_left": None if left is None else round(left / 1000, 1)}


#: Fields of an observation that never change in a game and are served once (``/cards.json``).
_STATIC_FIELDS = frozenset({"decks"})


#: Parts of positions already put as JSON, by identity (each kept alive with its JSON while the memo lives):
#: the frames of one round share most of their positions (every seat's observation holds every player's sheets).
Memo = dict[int, tuple[object, Any]]


#: How each type is put as JSON, worked out once a type (dataclasses: their fields' names).
_KINDS: dict[type, tuple[str, tuple[str, ...]]] = {}


def _kind(kind: type) -> tuple[str, tuple[str, ...]]:
    known = _KINDS.get(kind)
    if known is None:
        if dataclasses.is_dataclass(kind):
            names = tuple(f.name for f in dataclasses.fields(kind) if f.name not in _STATIC_FIELDS)
            known = ("frozen" if kind.__dataclass_params__.frozen else "dataclass", names)  # type: ignore[attr-defined]
        elif issubclass(kind, Enum):
            known = ("enum", ())
        elif issubclass(kind, float):
            known = ("float", ())
        elif kind in (bool, int, str, type(None)) or issubclass(kind, (bool, int, str)):
            known = ("plain", ())
        elif issubclass(kind, (tuple, frozenset)):
            known = ("tuple" if issubclass(kind, tuple) else "frozenset", ())
        elif issubclass(kind, list):
            known = ("list", ())
        elif issubclass(kind, set):
            known = ("set", ())
        elif issubclass(kind, Mapping):
            known = ("mapping", ())
        else:
            raise TypeError(f"no JSON form for {kind.__name__}")
        _KINDS[kind] = known
    return known


def jsonable(value: object, memo: Memo | None = None) -> Any:
    """``value`` as plain JSON: dataclasses field by field (static fields left out), sets sorted, tuples as lists,
    points to a tenth (a point drawn on a sheet: a tenth of a pixel is more than a finger places). ``memo``:
    immutable parts (frozen dataclasses, tuples, frozensets) met before are not walked again."""
    kind, names = _kind(type(value))
    if kind == "plain":
        return value
    shared = memo is not None and kind in ("frozen", "tuple", "frozenset")
    if shared:
        assert memo is not None
        known = memo.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
    data: Any
    if kind in ("frozen", "dataclass"):
        data = {name: jsonable(getattr(value, name), memo) for name in names}
    elif kind == "enum":
        assert isinstance(value, Enum)
        return value.value
    elif kind == "float":
        assert isinstance(value, float)
        return round(value, 1)
    elif kind in ("frozenset", "set"):
        assert isinstance(value, (set, frozenset))
        data = sorted(jsonable(v, memo) for v in value)
    elif kind in ("tuple", "list"):
        assert isinstance(value, (tuple, list))
        data = [jsonable(v, memo) for v in value]
    else:
        assert isinstance(value, Mapping)
        data = {str(k): jsonable(v, memo) for k, v in value.items()}
    if shared:
        assert memo is not None
        memo[id(value)] = (value, data)
    return data


def observation_json(observation: Observation, spec: GameSpec, memo: Memo | None = None) -> JSONObject:
    """A hosted game's observation as JSON (NotHosted for the others): the card game's field by field; a board
    game's position by its spec's ``position_json`` (the board itself is ``board_json``, served once)."""
    if isinstance(observation, CardObservation):
        data: JSONObject = jsonable(observation, memo)  # shared with the memo: read, never changed
        players = data["players"]
        assert isinstance(players, list)
        return {**data, "players": [player if i == observation.seat else {**player, "sheets": [
            _sheet_summary(sheet) for sheet in player["sheets"]]} for i, player in enumerate(players)]}
    if spec.position_json is None or not isinstance(observation, PublicObservation):
        raise NotHosted(spec.id)
    return {"seat": observation.seat, "current_player": observation.current_player,
            "position": spec.position_json(observation.state)}


def _sheet_summary(sheet: dict[str, Any]) -> JSONObject:
    """Another player's sheet as a device gets it: its counts, crossed boxes and claimed objectives (the drawing
    itself is the projector's to show: forty phones were each sent every sheet's every point at every move)."""
    return {"vertices": sheet["vertices"], "edge_count": len(sheet["edges"]), "crossed": sheet["crossed"],
            "objectives": sheet["objectives"]}


def board_json(board: Drawing) -> JSONObject:
    """A board's drawing for a device (``/board.json``): each vertex's id, place and label, each edge's id, ends
    and the points of its curve (none: straight). Moves and positions name them by these ids."""
    return {"vertices": [{"id": v.id, "x": v.x, "y": v.y, "label": v.label} for v in board.vertices.values()],
            "edges": [{"id": e.id, "u": e.u, "v": e.v, "points": [[p[0], p[1]] for p in e.points]}
                      for e in board.edges.values()]}


def decks_json(decks: Decks) -> JSONObject:
    """Every card of the game's decks with its texts in each language (``/cards.json``): sent once, not per frame."""
    data: JSONObject = jsonable(decks)
    return data


def check_hosted(spec: GameSpec) -> None:
    if spec.id not in HOSTED_GAMES:
        raise NotHosted(spec.id)


def static_json(match_state: object, board: Drawing | None) -> dict[str, str]:
    """What a device fetches once, by path: the card game's decks, or a board game's board."""
    if isinstance(match_state, CardGame):
        return {"/cards.json": dumps(decks_json(match_state.decks))}
    return {"/board.json": dumps(board_json(board))} if board is not None else {}
