"""The board games through the real device page (index.html, device.js handing over to board.js): a duel of
Chomp and of Hackenbush between two headless Chromium phones that join through the join form, to the end; and
a class vote against the strong computer on the Petersen graph (Chomp) and the dodecahedron (Graph
Domination) of ten simulated devices and two phones, to the end, the teacher's screen (the projector)
counting exactly the votes sent."""

from __future__ import annotations

import asyncio
import random
import threading
from collections import Counter

import aiohttp
import pytest

from graphgames_desktop.session.vote import CloseVote
from tests.net.helpers import CODE, WAIT, Device, Hosted
from tests.net.test_class_vote import ClassVote
from tests.net.test_device_board import CHROMEDRIVER, CHROMIUM, LOOK, phone_maker, press, tap, taps_for, wait_for
from tests.net.test_tables import Tables, offer_boards

pytestmark = pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER), reason="needs the system's chromium and chromedriver")

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402


@pytest.fixture
def phones():
    yield from phone_maker()


def join_by_form(driver, url: str, name: str, seat: int | None) -> None:
    """Open the join address, type the name, pick the seat and join, as a student does."""
    driver.get(url)
    driver.find_element(By.ID, "name").send_keys(name)
    if seat is not None:
        wait_for(driver, "return [...document.getElementById('seat').options].some((o) => o.value === arguments[0])",
                 str(seat))
        Select(driver.find_element(By.ID, "seat")).select_by_value(str(seat))
    driver.find_element(By.ID, "join-button").click()
    wait_for(driver, "return page.joined && page.frame && page.board && document.querySelector('.gg-svg') !== null")


def choose(driver, game: str, move: dict, rng: random.Random) -> None:
    for how, selector in taps_for(game, move, driver, rng):
        (tap if how == "tap" else press)(driver, selector)


@pytest.mark.parametrize(("game", "board", "options"), [("chomp", "cycle-5", {}), ("hackenbush", "house", {"mode": "mixed"})])
def test_a_duel_between_two_phones_through_the_device_page(phones, game, board, options):
    hosted = Hosted(seats=2, game=game, board_id=board, **options)
    try:
        url = hosted.call(hosted.host.join_url)
        devices = [phones(), phones()]
        for seat, (driver, name) in enumerate(zip(devices, ("Ana", "Bia"))):
            join_by_form(driver, url, name, seat)
        rng = random.Random(3)
        while True:
            looks = [d.execute_script(LOOK) for d in devices]
            if all(look["over"] for look in looks):
                break
            mover = next(i for i, look in enumerate(looks) if look["legal"])
            move = rng.choice(looks[mover]["legal"])
            choose(devices[mover], game, move, rng)
            ply = looks[mover]["ply"]
            press(devices[mover], ".gg-send")
            for d in devices:
                wait_for(d, "return page.frame.live_ply > arguments[0]", ply)
            assert hosted.call(lambda ply=ply: hosted.match.moves[ply].to_json()) == move
        assert hosted.call(lambda: hosted.match.state.outcome()) is not None
        for d in devices:
            assert d.find_element(By.CSS_SELECTOR, ".gg-turn").text.startswith("The game is over.")
            assert not d.find_element(By.ID, "problem").is_displayed()
    finally:
        hosted.close()


@pytest.mark.slow_first
@pytest.mark.parametrize(("game", "board"), [("chomp", "petersen"), ("domination", "dodecahedron")])
def test_ten_devices_and_two_phones_vote_against_the_strong_computer_to_the_end(phones, game, board):
    hosted = ClassVote(game, board)
    hosted.host.team_size = 12
    rng = random.Random(5)
    url = hosted.call(hosted.host.join_url)
    browsers = [phones(), phones()]
    for i, driver in enumerate(browsers):
        join_by_form(driver, url, f"Phone{i}", 0)  # the second joins the first's team
    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True).start()
    run = lambda coroutine: asyncio.run_coroutine_threadsafe(coroutine, loop).result(WAIT * 3)  # noqa: E731

    async def open_devices():
        session = aiohttp.ClientSession()
        devices = [await Device(session, hosted.url).open() for _ in range(10)]
        for i, device in enumerate(devices):
            await device.join(f"S{i}", seat=0, team=True, code=CODE)
        return session, devices

    session, devices = run(open_devices())
    try:
        while True:
            frame = wait_for(browsers[0], "return page.frame.outcome !== null || (page.frame.vote && page.frame.vote.open "
                                          "&& !page.frame.vote.mine) ? page.frame : null")
            if frame["outcome"] is not None:
                break
            ply, legal = frame["live_ply"], frame["legal"]
            sent = Counter()
            for driver in browsers:  # the phones vote by touch: choose, then Vote
                move = rng.choice(legal)
                choose(driver, game, move, rng)
                assert driver.find_element(By.CSS_SELECTOR, ".gg-send").text == "Vote"
                press(driver, ".gg-send")
                wait_for(driver, "return page.frame.vote && page.frame.vote.mine !== null")
                sent[str(move)] += 1

            async def vote_all(ply=ply, legal=legal, sent=sent):
                for device in devices:
                    move = rng.choice(legal[:3])
                    sent[str(move)] += 1
                    mark = len(device.messages)
                    await device.send({"type": "intent", "intent": {"kind": "vote", "move": move, "at_ply": ply}})
                    await device.wait(lambda m: m["type"] == "frame" and (m["frame"]["vote"] or {}).get("mine")
                                      is not None, mark)

            run(vote_all())
            tally = hosted.call(lambda: hosted.controller.frame("projector").vote.tally)
            assert Counter({str(move.to_json()): n for move, n in tally}) == sent  # the projector's count
            assert browsers[1].find_element(By.CSS_SELECTOR, ".gg-turn").text.startswith("You voted:")
            assert hosted.call(lambda: hosted.controller.submit("projector", CloseVote())) is None
            wait_for(browsers[0], "return page.frame.live_ply > arguments[0]", ply)
        record = hosted.call(hosted.match.record)
        assert hosted.match.state.outcome() is not None
        assert all(b["voters"] == 12 for b in record["ballots"])
        # Every move of the class was voted for, but the passes the rules forced (the session played them).
        assert [b["ply"] for b in record["ballots"]] == [
            i for i, (seat, move) in enumerate(zip(record["movers"], record["moves"])) if seat == 0 and move != {"kind": "pass"}]
    finally:
        run(session.close())
        loop.call_soon_threadsafe(loop.stop)
        hosted.close()


def test_a_pair_chooses_its_board_on_its_phones_before_the_start_and_plays_on_it(phones):
    tables = Tables(2, started=False)
    offer_boards(tables, 0, (("path-4", "Path P4"), ("petersen", "Petersen graph")))
    try:
        url = tables.call(tables.host.join_url)
        pair = [phones(), phones()]
        for seat, (driver, name) in enumerate(zip(pair, ("Ana", "Bia"))):
            join_by_form(driver, url, name, seat)
        ana, bia = pair
        assert ana.find_element(By.ID, "board-name").text == "Table 1: Path P4"
        Select(ana.find_element(By.ID, "board-select")).select_by_visible_text("Petersen graph")
        press(ana, "#board-button")
        for driver in pair:  # both of the pair get the new board, drawn, and its name
            wait_for(driver, "return page.board && page.board.vertices.length === 10 && page.frame.legal.length + "
                             "page.frame.live_ply >= 0 && document.querySelectorAll('.gg-svg').length === 1")
            wait_for(driver, "return document.getElementById('board-name').textContent === arguments[0]",
                     "Table 1: Petersen graph")
        # Before the teacher's Start the board shows and nothing may be played on it; the one to move first is told so.
        assert ana.find_element(By.CSS_SELECTOR, ".gg-turn").text == "Waiting for the teacher to start the game."
        assert bia.find_element(By.ID, "board-select").get_attribute("value") == "petersen"  # the board now chosen
        tables.call(lambda: [t.mark_started() for t in tables.tables])
        wait_for(bia, "return document.getElementById('board-picker').hidden")
        wait_for(ana, "return document.querySelector('.gg-turn').textContent.startsWith('Your turn')")
        move = wait_for(ana, "return page.frame.legal.length === 25 ? page.frame.legal[0] : null")
        choose(ana, "chomp", move, random.Random(1))
        press(ana, ".gg-send")
        wait_for(bia, "return page.frame.live_ply === 1")
        assert tables.call(lambda: [m.to_json() for m in tables.controllers[0].match.moves]) == [move]
        assert tables.call(lambda: len(tables.controllers[0].match.setup.board.vertices)) == 10
    finally:
        tables.close()
