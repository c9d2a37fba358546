"""The device page in real browsers: three headless Chromium phones (360x640) join the headless host through
its address and play the card game by the page's own buttons and sheet; no message a phone received holds
another seat's secret.

Skipped where the system's chromium or chromedriver is missing (the browser is never downloaded). Set
GRAPHGAMES_SCREENSHOTS to a folder to keep a phone's screenshot of each step kind.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.net.helpers import SECRETS, WAIT

webdriver = pytest.importorskip("selenium.webdriver")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER), reason="needs the system's chromium and chromedriver")

from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CODE = "246810"
SEATS = 3
MAX_ACTIONS = 4000  # far above a whole game's moves: the loop ends at the game's end


@pytest.fixture
def served():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    server = subprocess.Popen(
        [sys.executable, "-m", "graphgames_desktop", "--serve", "cards", "--seats", str(SEATS), "--host", "127.0.0.1",
         "--code", CODE], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        url = server.stdout.readline().strip()
        assert url.endswith(f"/?code={CODE}"), server.stderr.read()
        yield url
    finally:
        server.terminate()
        server.wait(timeout=WAIT)


@pytest.fixture
def phones():
    drivers = []

    def open_phone(lang: str = "en-US"):
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--window-size=360,640", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", f"--lang={lang}"):
            options.add_argument(argument)
        options.add_experimental_option("prefs", {"intl.accept_languages": lang})
        driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
        # A phone's viewport: headless windows have a minimum width above 360.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 360, "height": 640, "deviceScaleFactor": 2, "mobile": True})
        drivers.append(driver)
        return driver

    yield open_phone
    for driver in drivers:
        driver.quit()


def wait_for(driver, condition, timeout: float = WAIT):
    return WebDriverWait(driver, timeout).until(lambda d: d.execute_script(condition))


def received(driver) -> list[dict]:
    return [json.loads(text) for text in driver.execute_script("return window.__received")]


def join(driver, url: str, name: str) -> int:
    driver.get(url)
    assert driver.find_element(By.ID, "code").get_attribute("value") == CODE  # the address's code, prefilled
    driver.find_element(By.ID, "name").send_keys(name)
    driver.find_element(By.ID, "join-button").click()
    return wait_for(driver, "return page.frame && page.frame.seat + 1") - 1  # seat 0 is falsy


class Shots:
    """One screenshot per step kind (the phase, and whether this phone may act), when a folder is given."""

    def __init__(self):
        folder = os.environ.get("GRAPHGAMES_SCREENSHOTS")
        self.folder = Path(folder) if folder else None
        self.taken: set[str] = set()

    def take(self, driver, kind: str) -> None:
        if self.folder is not None and kind not in self.taken:
            self.taken.add(kind)
            driver.save_screenshot(str(self.folder / f"phone-{len(self.taken):02d}-{kind}.png"))


def act(driver, rng: random.Random) -> None:
    """One thing a student does on this phone, at random among what the page offers: a button, a vertex tapped
    on an empty spot of the sheet, or an edge dragged from a vertex to another."""
    legal = driver.execute_script("return page.frame.legal")
    kinds = {move["move"] for move in legal}
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "#actions button, #powers button") if b.is_enabled()]
    sheet = driver.find_element(By.ID, "sheet")
    drawing = [kind for kind in ("AddVertex", "AddEdge") if kind in kinds]
    if drawing and (not buttons or rng.random() < 0.9):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", sheet)
        if rng.choice(drawing) == "AddVertex":
            spot = driver.execute_script("""
                const box = arguments[0].getBoundingClientRect();
                for (let i = 0; i < 200; i++) {
                  const x = 25 + Math.random() * (box.width - 50), y = 25 + Math.random() * (box.height - 50);
                  const free = [...arguments[0].querySelectorAll('circle')].every((c) => {
                    const r = c.getBoundingClientRect();
                    return Math.hypot(r.x + r.width / 2 - box.x - x, r.y + r.height / 2 - box.y - y) > 70;
                  });
                  if (free) return [x - box.width / 2, y - box.height / 2];
                }
                return [0, box.height / 2 - 12];""", sheet)
            ActionChains(driver).move_to_element_with_offset(sheet, int(spot[0]), int(spot[1])).click().perform()
        else:
            edge = rng.choice([m for m in legal if m["move"] == "AddEdge"])
            ends = [driver.find_element(By.CSS_SELECTOR, f'#sheet circle[data-vertex="{v}"]') for v in (edge["u"], edge["v"])]
            (ActionChains(driver).move_to_element(ends[0]).click_and_hold().move_by_offset(5, 5)
             .move_to_element(ends[1]).release().perform())
    elif buttons:
        button = rng.choice(buttons)
        if not button.is_displayed():  # an extra power's move: open its fold first, as a student would
            driver.find_element(By.CSS_SELECTOR, "#powers summary").click()
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()


def no_secret_of_others(messages: list[dict], seat: int) -> None:
    for message in messages:
        if message["type"] != "frame":
            continue
        observation = message["frame"]["observation"]
        if observation["phase"] == "over":
            continue
        for other, player in enumerate(observation["players"]):
            if other != seat:
                assert all(player[key] is None for key in SECRETS), (seat, other, player)


#: What the loop needs of a phone's page, in one call (the whole frame each time would slow a game down).
LOOK = """const f = page.frame;
return {over: f.outcome !== null, acting: f.legal.length > 0, phase: f.observation.phase, round: f.observation.round};"""


def next_looks(devices) -> list[dict]:
    """Every phone's look once one may move or all show the end: the next mover's frame may still be on its way."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        looks = [driver.execute_script(LOOK) for driver in devices]
        if all(look["over"] for look in looks) or any(look["acting"] for look in looks):
            return looks
    pytest.fail("nobody may move, yet the game is not over")


@pytest.mark.timeout(900)  # a whole game of some 600 moves, each a real click and a round trip
def test_three_phones_play_a_whole_card_game_through_the_page(served, phones):
    rng = random.Random(46)
    shots = Shots()
    devices = [phones() for _ in range(SEATS)]
    for driver in devices:
        driver.get(served)
    shots.take(devices[0], "join")
    seats = [join(driver, served, name) for driver, name in zip(devices, ("Ana", "Bia", "Caio"))]
    assert sorted(seats) == list(range(SEATS))
    assert "Ana" in devices[0].find_element(By.ID, "who").text

    reload_done = False
    before_reload: list[list[dict]] = [[] for _ in devices]
    for _ in range(MAX_ACTIONS):
        looks = next_looks(devices)
        if all(look["over"] for look in looks):
            break
        movers = [i for i, look in enumerate(looks) if look["acting"]]
        for i, look in enumerate(looks):
            shots.take(devices[i], f"{look['phase']}-{'acting' if look['acting'] else 'waiting'}")
            if look["round"] >= 8 and look["acting"] and look["phase"] == "draw":
                shots.take(devices[i], "draw-later-round")
        i = rng.choice(movers)
        driver = devices[i]
        if not reload_done and looks[i]["phase"] == "draw":
            # A reload rejoins the same seat with the token kept on the phone.
            reload_done = True
            before_reload[i] = received(driver)
            driver.refresh()
            assert wait_for(driver, "return page.frame && page.frame.seat + 1") - 1 == seats[i]
            assert driver.find_element(By.ID, "join-screen").get_attribute("hidden") is not None
            continue
        act(driver, rng)
        # The host answers every sent move with a frame or a refusal (said on the page); either ends the wait.
        WebDriverWait(driver, WAIT).until(lambda d: not d.execute_script("return page.busy"))
    else:
        pytest.fail("the game did not end")

    assert reload_done
    for driver in devices:
        wait_for(driver, "return page.frame.outcome !== null")
        assert "over" in driver.find_element(By.ID, "status").text
    shots.take(devices[0], "over")
    for driver, seat, earlier in zip(devices, seats, before_reload):
        messages = earlier + received(driver)
        assert any(m["type"] == "frame" for m in messages)
        no_secret_of_others(messages, seat)


def test_a_phone_in_portuguese_gets_the_page_in_portuguese_and_a_reload_keeps_its_seat(served, phones):
    shots = Shots()
    driver = phones("pt-BR")
    driver.get(served)
    assert driver.find_element(By.ID, "join-button").text == "Entrar"
    seat = join(driver, served, "Davi")
    assert driver.find_element(By.ID, "status").text.startswith("Sua vez")
    shots.take(driver, "pt-pick")
    token = driver.execute_script("return localStorage.getItem('graphgames-token')")
    driver.refresh()
    assert wait_for(driver, "return page.frame && page.frame.seat + 1") - 1 == seat
    assert driver.execute_script("return localStorage.getItem('graphgames-token')") == token
