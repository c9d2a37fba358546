"""The class's panel and the projector while the class plays on its devices: the desk is the public table
(no curtain, who has acted, never what), the teacher gives a seat to the computer and back, sets the step's
time, pauses, frees a seat and ends; a crash loses nothing: the recovered game is opened to the class again
and a device takes its seat back with its token."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable

import aiohttp
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.ui.autosave import Orphan
from graphgames_desktop.ui.game import hosting
from tests.net.helpers import Device, play
from tests.ui.patience import PATIENCE_MS

LAN = "192.0.2.7"


def open_to_class(window, monkeypatch, qtbot, match) -> None:
    """Show ``match`` and open it to the class from the Game menu, as a teacher does; its panel shows."""
    monkeypatch.setattr(hosting, "lan_address", lambda: LAN)
    window.show_match(match)
    window.a_open_class.trigger()
    page = window.game_page
    qtbot.waitUntil(lambda: page.lobby is not None and page.lobby.isVisible())


@pytest.fixture
def hosted(window, monkeypatch, qtbot):
    """A card game of three people taken together, opened to the class from the Game menu."""
    open_to_class(window, monkeypatch, qtbot,
                  new_match(GAMES["cards"], (Seat(), Seat(), Seat()), None, {"turns": "together"}, seed=3))
    yield window
    window.game_page.stop_hosting()


def test_a_device_plays_only_once_the_teacher_has_started(hosted, qtbot):
    page = hosted.game_page
    host = page.classroom_host

    async def early(phone):
        ana = await phone()
        token = (await ana.join("Ana", code=host.code))["token"]
        refused = await ana.reply(play(ana.frame["legal"][0], 0))
        return token, refused

    token, refused = on_phones(qtbot, host.address[1], host.code, early)[0]
    assert refused["code"] == "not_started" and refused["text"].startswith("The teacher has not started")
    assert not page.match.moves
    qtbot.mouseClick(page.lobby.start_button, Qt.LeftButton)

    async def started(phone):
        ana = await phone()
        await ana.join("Ana", code=host.code, token=token)
        await ana.send(play(ana.frame["legal"][0], 0))
        await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)

    on_phones(qtbot, host.address[1], host.code, started)
    assert page.match.movers == [0]


def on_phones(qtbot, port: int, code: str, scenario: Callable[..., Awaitable[object]]) -> list:
    """Run ``scenario(devices_factory)`` on a thread of its own while the GUI keeps turning; its result."""
    out: list = []

    async def main() -> None:
        async with aiohttp.ClientSession() as session:
            async def phone() -> Device:
                return await Device(session, f"http://127.0.0.1:{port}").open()
            out.append(await scenario(phone))

    failure: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(main())
        except BaseException as exc:  # said by the test below
            failure.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=PATIENCE_MS)
    if failure:
        raise failure[0]
    return out


def test_the_desk_is_the_public_table_with_who_has_acted_and_no_curtain(hosted, qtbot):
    page = hosted.game_page
    host = page.classroom_host
    qtbot.mouseClick(page.lobby.start_button, Qt.LeftButton)
    frame = page.frame()
    assert frame.at_screen == frozenset() and frame.curtain is None and page.viewer is None
    assert "on a device" in page.facts.seats
    assert page.facts.turn.startswith("Waiting for ") and "Acted: 0 of 3." in page.facts.turn

    async def scenario(phone):
        ana = await phone()
        await ana.join("Ana", code=host.code)
        await ana.send(play(ana.frame["legal"][0], 0))
        await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)

    on_phones(qtbot, host.address[1], host.code, scenario)
    qtbot.waitUntil(lambda: "Acted: 1 of 3." in page.heads_up.turn.text())
    assert page.game_view.seat_name(0) == "Ana"  # the projector calls the seat by the student's name
    assert page.game_view.seat_name(0) not in page.heads_up.turn.text().split("Acted")[0]
    assert page.moves.model().rowCount() == 1
    row = page.moves.model().index(0, 0).data()
    assert "secret" in row  # the projector says a pick was made, never which card
    table = page.game_view.table
    assert [panel.state.text() for panel in table.panels] == ["✓ has acted this step", "to act now", "to act now"]
    assert table.controls.findChild(QLabel, "waiting").text() == (
        f"Waiting for {page.game_view.seat_name(1)}, {page.game_view.seat_name(2)}.")


def test_the_teachers_controls_pause_time_and_seats(hosted, qtbot):
    page = hosted.game_page
    lobby, controller = page.lobby, page.controller
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    assert not lobby.isVisible() and page.classroom_host is not None
    hosted.a_open_class.trigger()  # the panel comes back from the Game menu, the class's game going on
    assert lobby.isVisible() and lobby.start_button.text() == "&Back to the game"
    lobby.step_time.setValue(90)
    assert controller.step_seconds == 90
    qtbot.waitUntil(lambda: "Time left: 1:30." in page.heads_up.turn.text() or "Time left: 1:29." in page.heads_up.turn.text())
    qtbot.mouseClick(lobby.pause_button, Qt.LeftButton)
    assert controller.paused and page.heads_up.turn.text().startswith("The teacher paused the game. Time left: 1:")
    assert lobby.pause_button.text() == "&Resume"
    qtbot.mouseClick(lobby.pause_button, Qt.LeftButton)
    assert not controller.paused
    qtbot.mouseClick(lobby.rows[2].computer, Qt.LeftButton)
    assert page.match.seats[2].is_computer
    qtbot.waitUntil(lambda: lobby.rows[2].computer.text() == "Give back to a person")
    assert "the computer" in lobby.seats_text().splitlines()[2]
    qtbot.mouseClick(lobby.rows[2].computer, Qt.LeftButton)
    assert not page.match.seats[2].is_computer
    lobby.step_time.setValue(0)
    assert controller.step_seconds is None
    qtbot.mouseClick(lobby.end_button, Qt.LeftButton)
    assert page.classroom_host is None and page.lobby is None
    assert page.frame().at_screen == frozenset({0, 1, 2})  # the desk seats every person again


def test_a_freed_seat_tells_its_device_and_takes_another(hosted, qtbot):
    page = hosted.game_page
    host = page.classroom_host
    lobby = page.lobby

    async def join(phone):
        ana = await phone()
        return (await ana.join("Ana", seat=1, code=host.code))["token"]

    token = on_phones(qtbot, host.address[1], host.code, join)[0]
    qtbot.waitUntil(lambda: lobby.rows[1].remove.isEnabled())
    menu = lobby.rows[1].remove.menu()
    assert [a.text() for a in menu.actions()] == ["Free the seat (every device of it)", "Remove Ana's device",
                                                  "Move Ana's device to"]
    seat_names = [page.game_view.seat_name(s) for s in (0, 2)]
    assert [a.text() for a in menu.actions()[2].menu().actions()] == seat_names
    menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: lobby.seats_text().splitlines()[1].endswith(": free"))

    async def again(phone):
        back = await phone()
        return await back.reply({"type": "hello", "v": 1, "code": host.code, "name": "Ana", "token": token})

    assert on_phones(qtbot, host.address[1], host.code, again)[0]["code"] == "bad_token"


def test_after_a_crash_the_recovered_game_is_open_to_the_class_and_a_device_rejoins(hosted, qtbot, tmp_path):
    page = hosted.game_page
    host = page.classroom_host
    port, code = host.address[1], host.code
    qtbot.mouseClick(page.lobby.start_button, Qt.LeftButton)

    async def before(phone):
        ana = await phone()
        token = (await ana.join("Ana", code=code))["token"]
        await ana.send(play(ana.frame["legal"][0], 0))
        await ana.wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 1)
        return token

    token = on_phones(qtbot, port, code, before)[0]
    qtbot.waitUntil(lambda: page.match is not None and len(page.match.moves) == 1)
    hosted.autosave()  # as after every change of a class's game
    kept = hosted.autosaves.path("game")
    assert kept.exists()
    copy = tmp_path / "orphan.graph.json"
    copy.write_bytes(kept.read_bytes())
    page.stop_hosting()  # the crash: the server is gone
    assert hosted._recover(Orphan(copy, "game"))
    assert page.classroom_host is not None and page.classroom_host.address[1] == port
    assert page.lobby is not None and not page.lobby.isVisible() and page.lobby.started
    assert page.frame().at_screen == frozenset()

    async def after(phone):
        ana = await phone()
        welcome = await ana.join("Ana", code=code, token=token)
        return welcome["seat"], ana.frame["live_ply"]

    assert on_phones(qtbot, port, code, after)[0] == (0, 1)


def test_a_file_the_user_saves_never_keeps_the_class_seats(hosted, tmp_path):
    import json
    page = hosted.game_page
    assert '"class"' in page.saved_document(keep_class=True).decode()
    path = tmp_path / "game.graph.json"
    assert hosted.save_to(str(path))
    assert "token" not in path.read_text() and "class" not in json.loads(path.read_text()).get("meta", {})


def test_a_device_whose_seat_still_acts_is_told_its_move_not_to_wait_for_itself():
    from graphgames_desktop.session.frames import MatchInfo
    from graphgames_desktop.session.frames import frame as frame_of
    from graphgames_desktop.session.screens import Role, Screen
    from graphgames_desktop.ui.game.wording import page_facts
    from graphgames_desktop.ui.views import VIEWS
    match = new_match(GAMES["cards"], (Seat(), Seat(), Seat()), None, {"turns": "together"}, seed=3)
    view = VIEWS["cards"](MatchInfo.of(match), None)
    phone = frame_of(match, Screen("phone", Role.PLAYER, frozenset({1}), 1))
    assert page_facts(phone, view).turn == f"Your move ({view.short_seat_name(1)}). Acted: 0 of 3."
    desk = frame_of(match, Screen("desk", Role.TEACHER))
    assert page_facts(desk, view).turn.startswith("Waiting for ")


def test_a_device_is_told_the_winner_once_at_the_end():
    import random

    from graphgames_desktop.graph import boards
    from graphgames_desktop.session.frames import MatchInfo
    from graphgames_desktop.session.frames import frame as frame_of
    from graphgames_desktop.session.screens import Role, Screen
    from graphgames_desktop.ui.views import VIEWS
    match = new_match(GAMES["chomp"], (Seat(name="Ana"), Seat(name="Bia")), boards.board("path-4"), {})
    rng = random.Random(1)
    while match.state.outcome() is None:
        match.play(rng.choice(match.state.legal_moves()))
    view = VIEWS["chomp"](MatchInfo.of(match), match.setup.board)
    words = hosting.device_words(lambda: view).frame(frame_of(match, Screen("phone", Role.PLAYER, frozenset({0}), 0)))
    said = " ".join(words.values())
    winner = match.seats[match.state.outcome().winners[0]].name
    assert said.count(winner) == 1 and said.startswith("Game over."), said


def test_a_devices_words_come_from_a_frame_of_the_latest_moves_only():
    """The host words a device's frame, which carries the latest moves only: the last move is said from it
    (an index by the whole list failed there, and the frames of the whole class stopped)."""
    import random

    from graphgames_desktop.graph import boards
    from graphgames_desktop.session.frames import MatchInfo
    from graphgames_desktop.session.frames import frame as frame_of
    from graphgames_desktop.session.screens import Role, Screen
    from graphgames_desktop.ui.views import VIEWS
    match = new_match(GAMES["chomp"], (Seat(name="Ana"), Seat(name="Bia")), boards.board("petersen"), {})
    rng = random.Random(3)
    for _ in range(6):
        match.play(rng.choice(match.state.legal_moves()))
    view = VIEWS["chomp"](MatchInfo.of(match), match.setup.board)
    screen = Screen("phone", Role.PLAYER, frozenset({0}), 0)
    words = hosting.device_words(lambda: view).frame(frame_of(match, screen, moves_from=4))
    assert words["last_move"] == hosting.device_words(lambda: view).frame(frame_of(match, screen))["last_move"]
    assert words["last_move"].startswith("Bia ")
    screen.shown_ply = 2  # an older move than the frame carries: not said, and nothing fails
    assert hosting.device_words(lambda: view).frame(frame_of(match, screen, moves_from=4))["last_move"] == ""


def test_a_screen_reader_hears_a_burst_of_the_devices_moves_once(hosted, qtbot):
    page = hosted.game_page
    host = page.classroom_host
    qtbot.mouseClick(page.lobby.start_button, Qt.LeftButton)
    said: list[str] = []
    page.announced.connect(said.append)
    page.class_speech.setInterval(10 * 60_000)  # the burst is over well before (no test waits on the clock)

    async def scenario(phone):
        devices = [await phone() for _ in range(3)]
        for device, name in zip(devices, ("Ana", "Bia", "Caio")):
            await device.join(name, code=host.code)
        for device in devices:  # the three pick at once
            await device.send(play(device.frame["legal"][0], 0))
        await devices[0].wait(lambda m: m["type"] == "frame" and m["frame"]["live_ply"] == 3)

    on_phones(qtbot, host.address[1], host.code, scenario)
    qtbot.waitUntil(lambda: len(page.match.moves) == 3 and page.moves.model().rowCount() == 3)
    assert said == [] and page.class_speech.isActive()  # nothing said for each pick (before: three sentences)
    page.class_speech.setInterval(0)
    page.class_speech.start()
    qtbot.waitUntil(lambda: said != [])
    # Once, with each of the three picks (never what was picked) and the position as it stands after the burst.
    assert len(said) == 1 and page.facts.turn in said[0], said
    moves = said[0][:said[0].index(page.facts.turn)]  # the picks are shown now: the step is over
    assert [moves.count(f"{name} picks ") for name in ("Ana", "Bia", "Caio")] == [1, 1, 1], said


def test_a_long_burst_is_said_by_how_many_moves_and_the_last():
    import random

    from graphgames_desktop.graph import boards
    from graphgames_desktop.session.frames import MatchInfo
    from graphgames_desktop.session.frames import frame as frame_of
    from graphgames_desktop.session.screens import Role, Screen
    from graphgames_desktop.ui.game.wording import last_move_text, moves_since_text
    from graphgames_desktop.ui.views import VIEWS
    match = new_match(GAMES["chomp"], (Seat(name="Ana"), Seat(name="Bia")), boards.board("petersen"), {})
    rng = random.Random(3)
    for _ in range(6):
        match.play(rng.choice(match.state.legal_moves()))
    view = VIEWS["chomp"](MatchInfo.of(match), match.setup.board)
    frame = frame_of(match, Screen("desk", Role.TEACHER))
    last = last_move_text(frame, view)
    assert moves_since_text(frame, view, 1, 3) == f"5 moves were played; the last: {last}"
    three = moves_since_text(frame, view, 3, 3)
    assert three.startswith("Bia ") and three.endswith(last) and three.count(".") == 3
    assert moves_since_text(frame, view, 6, 3) == ""  # nothing new
