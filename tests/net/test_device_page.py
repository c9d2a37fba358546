"""The device page in real browsers: headless Chromium phones (360x640) join a hosted card match through its
join address and play it by the page's own buttons and sheet; no message a phone received holds another
seat's secret. Also: a phone that loses its connection keeps the drawing made meanwhile across a reload, a
team of two phones shares a seat, and the teacher's pause, clock, computer, removal and end are said.

The browsers are opened once for the module and go from one test's match to the next (each match is a new
host on its own port, so the phones' kept tokens never mix). Most of the whole game is played through the
page's own functions in one script call a move; the first moves of each kind on each phone are real taps,
drags and clicks.

Skipped where the system's chromium or chromedriver is missing (the browser is never downloaded). Set
GRAPHGAMES_SCREENSHOTS to a folder to keep a phone's screenshot of each step kind in each language.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.session.intents import Play
from graphgames_desktop.session.screens import Role, Screen
from tests.net.helpers import SECRETS, WAIT, Hosted

webdriver = pytest.importorskip("selenium.webdriver")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER), reason="needs the system's chromium and chromedriver")

from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.actions.action_builder import ActionBuilder  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

REAL_ACTIONS = 2  # of each kind (button, vertex, edge) on each phone, played by real clicks; the rest by script


class Phones:
    """Headless Chromium phones, opened when first asked for and kept for the module's tests."""

    def __init__(self) -> None:
        self.open: dict[tuple[str, int], Any] = {}  # webdriver.Chrome, imported only where it is installed

    def get(self, lang: str = "en-US", index: int = 0):
        if (lang, index) not in self.open:
            options = webdriver.ChromeOptions()
            options.binary_location = CHROMIUM
            for argument in ("--headless=new", "--window-size=360,640", "--no-sandbox", "--disable-gpu",
                             "--disable-dev-shm-usage", f"--lang={lang}"):
                options.add_argument(argument)
            options.add_experimental_option("prefs", {"intl.accept_languages": lang})
            driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
            portrait(driver)
            self.open[lang, index] = driver
        return self.open[lang, index]

    def quit(self) -> None:
        for driver in self.open.values():
            driver.quit()


def portrait(driver, width: int = 360, height: int = 640) -> None:
    """A phone's viewport (headless windows have a minimum width above 360)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})


@pytest.fixture(scope="module")
def phones() -> Iterator[Phones]:
    pool = Phones()
    yield pool
    pool.quit()


def hosted_match(**options) -> Iterator[Hosted]:
    hosted = Hosted(**options)
    try:
        yield hosted
    finally:
        if hosted.thread.is_alive():
            hosted.close()


@pytest.fixture
def three():
    yield from hosted_match(seats=3, seed=46, turns="together", bonus=True, claims="contest")


@pytest.fixture
def two():
    yield from hosted_match(seats=2, seed=7, turns="together")


@pytest.fixture
def alone():
    yield from hosted_match(seats=1, seed=3, turns="together")


def address(hosted: Hosted) -> str:
    return hosted.call(hosted.host.join_url)


def wait_for(driver, condition: str, timeout: float = WAIT):
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: d.execute_script(condition))


def received(driver) -> list[dict]:
    return [json.loads(text) for text in driver.execute_script("return window.__received")]


def join(driver, url: str, name: str, seat: int | None = None) -> int:
    """Open the address, type the name, pick the seat (None: any) and join; the seat given."""
    driver.get(url)
    assert driver.find_element(By.ID, "code").get_attribute("value") == url.rsplit("=", 1)[1]  # prefilled
    driver.find_element(By.ID, "name").send_keys(name)
    Select(driver.find_element(By.ID, "seat")).select_by_value("" if seat is None else str(seat))
    driver.find_element(By.ID, "join-button").click()
    return wait_for(driver, "return page.frame && page.frame.seat + 1") - 1  # seat 0 is falsy


def text(driver, element_id: str) -> str:
    return driver.find_element(By.ID, element_id).text


def shown(driver, element_id: str) -> bool:
    return driver.find_element(By.ID, element_id).is_displayed()


class Shots:
    """One screenshot per step kind and language, when a folder is given."""

    def __init__(self) -> None:
        folder = os.environ.get("GRAPHGAMES_SCREENSHOTS")
        self.folder = Path(folder) if folder else None
        self.taken: set[str] = set()

    def take(self, driver, kind: str) -> None:
        """The top of the page at 360x640, the whole page's length at 360 wide, and the top in landscape."""
        if self.folder is None or kind in self.taken:
            return
        self.taken.add(kind)
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(str(self.folder / f"phone-{kind}.png"))
        portrait(driver, 360, driver.execute_script("return document.documentElement.scrollHeight"))
        driver.save_screenshot(str(self.folder / f"phone-{kind}-whole.png"))
        portrait(driver, 640, 360)
        driver.save_screenshot(str(self.folder / f"phone-{kind}-landscape.png"))
        portrait(driver)


def tap_free_spot(driver, rng: random.Random) -> None:
    """A real tap on an empty spot of the sheet (away from its vertices)."""
    touch(driver, driver.execute_script(FREE_SPOT, rng.random()))


def touch(driver, *places: list[float]) -> None:
    """A real press at the first place (viewport pixels), moved through the others, released at the last: a tap
    or a drag. By place, not by element: the page may draw itself anew meanwhile (another seat's move), as under
    a finger."""
    actions = ActionBuilder(driver)
    pointer = actions.pointer_action
    pointer.move_to_location(round(places[0][0]), round(places[0][1])).pointer_down()
    for x, y in places[1:]:
        pointer.move_to_location(round(x), round(y))
    pointer.pointer_up()
    actions.perform()


#: The sheet scrolled to the middle of the screen, and an empty spot of it (away from its vertices), in
#: viewport pixels (arguments[0]: a random number).
FREE_SPOT = """
const svg = document.getElementById('sheet');
svg.scrollIntoView({block: 'center'});
const box = svg.getBoundingClientRect();
let seed = arguments[0];
const next = () => { seed = (seed * 9301 + 0.49297) % 1; return seed; };
for (let i = 0; i < 200; i++) {
  const x = 25 + next() * (box.width - 50), y = 25 + next() * (box.height - 50);
  const free = [...svg.querySelectorAll('circle')].every((c) => {
    const r = c.getBoundingClientRect();
    return Math.hypot(r.x + r.width / 2 - box.x - x, r.y + r.height / 2 - box.y - y) > 70;
  });
  if (free) return [box.x + x, box.y + y];
}
return [box.x + box.width / 2, box.y + box.height - 12];"""

#: The middle of each element named (CSS selectors in arguments), the first scrolled to the middle of the screen.
CENTRES = """
const found = [...arguments].map((selector) => document.querySelector(selector));
found[0].scrollIntoView({block: 'center'});
return found.map((e) => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; });"""

MOVE_BUTTONS = "#actions button:enabled, #powers button:enabled"
#: The middle of the enabled move button (arguments[1]) number arguments[0] scrolled to the middle of the screen, or of the
#: extra power's fold when the button is folded in it (a student opens it first); null when there is no such
#: button any more.
BUTTON = """
const b = [...document.querySelectorAll(arguments[1])][arguments[0]];
if (!b) return null;
const target = b.parentElement.id === 'powers' && !b.parentElement.open ? b.parentElement.querySelector('summary') : b;
target.scrollIntoView({block: 'center'});
const r = target.getBoundingClientRect();
return [target === b, [r.x + r.width / 2, r.y + r.height / 2]];"""


def real_action(driver, kind: str, rng: random.Random) -> None:
    """A student's own tap, drag or click of ``kind`` ("vertex", "edge", "button") on this phone."""
    if kind == "vertex":
        tap_free_spot(driver, rng)
    elif kind == "edge":
        legal = driver.execute_script("return page.frame.legal")
        edge = rng.choice([m for m in legal if m["move"] == "AddEdge"])
        start, end = driver.execute_script(CENTRES, *(f'#sheet circle[data-vertex="{v}"]' for v in (edge["u"], edge["v"])))
        touch(driver, start, [start[0] + 5, start[1] + 5], end)
    else:
        count = driver.execute_script(f"return document.querySelectorAll('{MOVE_BUTTONS}').length")
        if not count:  # gone meanwhile: the step moved on
            return
        n = rng.randrange(count)
        for _ in range(2):  # the fold, then the button in it
            found = driver.execute_script(BUTTON, n, MOVE_BUTTONS)
            if found is None:
                return
            touch(driver, found[1])
            if found[0]:
                return


#: One look at a phone, and (arguments[0] true) one move when it may act and is not waiting for an answer: a
#: button clicked, a vertex placed on a free spot, or an edge through the page's own edge function; random by
#: arguments[1]. Returns what the loop needs, and the kind of move it would have made.
STEP = """
const f = page.frame;
if (!f) return null;
const look = {over: f.outcome !== null, acting: f.legal.length > 0 && !page.busy, mine: f.legal.length > 0,
              phase: f.observation.open_claim ? 'contest' : f.observation.phase, round: f.observation.round, id: page.lastId,
              kind: null, problem: page.busy ? 'busy' : document.getElementById('problem').textContent};
if (!look.acting) return look;
const r = arguments[1];
const kinds = new Set(f.legal.map((m) => m.move));
const buttons = [...document.querySelectorAll('#actions button, #powers button')].filter((b) => !b.disabled);
const drawing = ['AddVertex', 'AddEdge'].filter((k) => kinds.has(k));
if (drawing.length && (!buttons.length || r < 0.9)) {
  look.kind = drawing[Math.floor(r * 1000) % drawing.length] === 'AddVertex' ? 'vertex' : 'edge';
} else {
  look.kind = 'button';
}
if (!arguments[0]) return look;
if (look.kind === 'button') {
  buttons[Math.floor(r * 7919) % buttons.length].click();
} else if (look.kind === 'vertex') {  // a spot away from the vertices, else anywhere (places are only shown)
  const svg = document.getElementById('sheet'), box = svg.getBoundingClientRect();
  let seed = r, p = null;
  for (let i = 0; i < 100; i++) {
    seed = (seed * 9301 + 0.49297) % 1;
    const x = (seed * 31) % 1, y = (seed * 57) % 1;
    p = svgPoint({clientX: box.x + box.width * (0.1 + 0.8 * x), clientY: box.y + box.height * (0.1 + 0.8 * y)});
    if ((page.places || []).every((q) => Math.hypot(q.x - p.x, q.y - p.y) > 2 * HIT_R)) break;
  }
  sendMove({...f.legal.find((m) => m.move === 'AddVertex'), x: p.x, y: p.y});
} else {
  const edges = f.legal.filter((m) => m.move === 'AddEdge');
  const edge = edges[Math.floor(r * 104729) % edges.length];
  tryEdge(edge.u, edge.v);
}
return look;"""


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


@pytest.mark.timeout(600)
def test_three_phones_play_a_whole_card_game_through_the_page(phones, three):
    """Three phones (the third in Portuguese) join from the address and play a whole game, all at once in the
    pick and draw steps; each received only its own seat's secrets."""
    rng = random.Random(46)
    shots = Shots()
    url = address(three)
    devices = [phones.get("en-US", 0), phones.get("en-US", 1), phones.get("pt-BR", 0)]
    langs = ["en", "en", "pt"]
    devices[0].get(url)
    shots.take(devices[0], "en-join")
    devices[2].get(url)
    shots.take(devices[2], "pt-join")
    seats = [join(driver, url, name) for driver, name in zip(devices, ("Ana", "Bia", "Caio"))]
    assert sorted(seats) == list(range(3))
    assert "Ana" in text(devices[0], "who")
    assert text(devices[2], "status").startswith(("Sua vez", "Esperando"))  # in Portuguese

    kinds = ("button", "vertex", "edge")
    real = {(i, kind): 0 for i in range(3) for kind in kinds}
    last_change, last_ids = time.monotonic(), None
    while True:
        looks = []
        for i, driver in enumerate(devices):
            r = rng.random()
            # Once its real moves are made, a phone looks and moves in one call (not while screenshots are kept:
            # each is taken before the move).
            at_once = shots.folder is None and all(real[i, kind] >= REAL_ACTIONS for kind in kinds)
            look = driver.execute_script(STEP, at_once, r)
            looks.append(look)
            if i != 1:
                shots.take(driver, f"{langs[i]}-{look['phase']}-{'acting' if look['mine'] else 'waiting'}")
            if at_once or not look["acting"]:
                continue
            if real[i, look["kind"]] < REAL_ACTIONS:
                real[i, look["kind"]] += 1
                real_action(driver, look["kind"], rng)
            else:
                driver.execute_script(STEP, True, r)
        if all(look["over"] for look in looks):
            break
        ids = [look["id"] for look in looks]
        if ids != last_ids:
            last_change, last_ids = time.monotonic(), ids
        assert time.monotonic() - last_change < WAIT, f"nothing changed on the phones: {looks}"

    assert all(count == REAL_ACTIONS for count in real.values()), real
    shots.take(devices[0], "en-over")
    shots.take(devices[2], "pt-over")
    assert "over" in text(devices[0], "status")
    assert "terminou" in text(devices[2], "status")
    for driver, seat in zip(devices, seats):
        messages = received(driver)
        assert any(m["type"] == "frame" for m in messages)
        no_secret_of_others(messages, seat)


def drop_connection(driver) -> None:
    """The Wi-Fi drops: the connection closes and every new one fails (DevTools' offline mode and blocked URLs
    let WebSockets through, so the page's tries go to an address with no WebSocket until the network is back)."""
    driver.execute_script("""
        window.RealWebSocket = window.RealWebSocket || WebSocket;
        window.WebSocket = class extends RealWebSocket { constructor(url) { super(url.replace(/\\/ws$/, '/nowhere')); } };
        page.ws.close();""")
    wait_for(driver, "return !document.getElementById('offline').hidden")


def network_back(driver) -> None:
    """The Wi-Fi is back, and the phone says so (the page tries at once rather than after its delay)."""
    driver.execute_script("window.WebSocket = window.RealWebSocket; window.dispatchEvent(new Event('online'))")


def test_a_phone_offline_keeps_its_drawing_across_a_reload_and_sends_it_back_on_its_seat(phones, alone):
    """The connection drops in a draw step; the student draws two vertices meanwhile (kept on the phone, shown
    dashed), then reloads: the page rejoins its seat and sends them, placed where they were drawn. Dropped
    again, an edge drawn meanwhile is sent when the network is back, with no reload. A move kept while a
    teammate played the step on (the same move, on another device) is dropped, and the student is told."""
    rng = random.Random(5)
    driver = phones.get("en-US", 0)
    seat = join(driver, address(alone), "Ana")
    driver.find_element(By.CSS_SELECTOR, "#actions button").click()  # a pick: the draw step follows
    wait_for(driver, "return page.frame.observation.phase === 'draw' && page.frame.legal.length > 0")
    before = driver.execute_script("return page.frame.observation.players[page.frame.seat].sheets.at(-1).vertices")
    assert driver.execute_script("return page.frame.observation.players[page.frame.seat].due_vertices") >= 2
    token = driver.execute_script("return localStorage.getItem('graphgames-token')")

    drop_connection(driver)
    for _ in range(2):
        tap_free_spot(driver, rng)
    wait_for(driver, "return page.reconnectDelay >= 2000")  # two more tries failed meanwhile
    assert len(driver.find_elements(By.CSS_SELECTOR, "#sheet circle.kept")) == 2
    assert "2 moves" in text(driver, "offline")
    Shots().take(driver, "en-offline")
    kept = driver.execute_script("return JSON.parse(localStorage.getItem('graphgames-unsent-' + arguments[0]))", token)
    assert [m["move"] for m in kept["moves"]] == ["AddVertex", "AddVertex"]
    driver.refresh()
    wait_for(driver, f"return page.frame && page.frame.observation.players[{seat}].sheets.at(-1).vertices === {before + 2}")
    sheet = driver.execute_script("return page.frame.observation.players[page.frame.seat].sheets.at(-1)")
    for place, move in zip(sheet["positions"][before:], kept["moves"], strict=True):
        assert place == pytest.approx([move["x"], move["y"]])
    assert driver.execute_script("return page.seat") == seat
    assert "2 moves" in text(driver, "problem")  # said: the moves made offline were sent
    assert not driver.find_elements(By.CSS_SELECTOR, "#sheet circle.kept")
    Shots().take(driver, "en-offline-sent")
    assert driver.execute_script("return localStorage.getItem('graphgames-unsent-' + arguments[0])", token) is None

    edges = len(sheet["edges"])
    drop_connection(driver)
    start, end = driver.execute_script(CENTRES, *(f'#sheet circle[data-vertex="{v}"]' for v in (before, before + 1)))
    touch(driver, start, [start[0] + 5, start[1] + 5], end)
    assert len(driver.find_elements(By.CSS_SELECTOR, "#sheet line.kept")) == 1
    network_back(driver)
    wait_for(driver, f"return page.joined && page.frame.observation.players[{seat}].sheets.at(-1).edges.length === {edges + 1}")
    assert "1 move" in text(driver, "problem")

    drop_connection(driver)
    touch(driver, driver.execute_script(CENTRES, "#actions button:enabled")[0])
    kept = driver.execute_script("return page.unsent.moves")
    assert len(kept) == 1 and kept[0]["move"] not in ("AddVertex", "AddEdge")
    cards = GAMES["cards"]
    teammate = alone.call(lambda: alone.controller.attach(Screen("teammate", Role.PLAYER, frozenset({seat}), seat)))
    alone.call(lambda: alone.controller.submit(
        teammate.id, Play(cards.move_from_json(kept[0]), len(alone.match.moves), None)))  # by a teammate
    network_back(driver)
    wait_for(driver, "return page.joined && !document.getElementById('problem').hidden")
    assert "was dropped (1 move)" in text(driver, "problem")
    assert driver.execute_script("return page.unsent") is None


def test_two_phones_share_a_seat_as_a_team(phones, two):
    """A second phone picks a taken seat: told so, it joins that seat's team; both show the seat, and a move
    made on one is seen on the other, and who has picked (never what) on the table; the teacher's pause is said
    on both. The same phone opened in a second tab takes the seat back with the kept key: the first tab says so
    and offers to take it back."""
    url = address(two)
    ana, bia = phones.get("en-US", 0), phones.get("en-US", 1)
    assert join(ana, url, "Ana", seat=1) == 1
    bia.get(url)
    bia.find_element(By.ID, "name").send_keys("Bia")
    # Before joining, the page looks at the seats: the picker names who holds each.
    wait_for(bia, "return [...document.getElementById('seat').options].some(o => o.value === '1' && o.text.includes('Ana'))")
    Select(bia.find_element(By.ID, "seat")).select_by_value("1")
    assert text(bia, "join-button") == "Join the team of Ana"
    shots = Shots()
    shots.take(bia, "en-team-join")
    bia.find_element(By.ID, "join-button").click()
    assert wait_for(bia, "return page.frame && page.frame.seat + 1") - 1 == 1
    for driver in (ana, bia):
        wait_for(driver, "return document.getElementById('who').textContent.startsWith('Ana, Bia')")
    assert [m["type"] for m in received(bia)][:2] == ["welcome", "lobby"]  # into the team at once: no seat_taken
    bia.find_element(By.CSS_SELECTOR, "#actions button").click()
    for driver in (ana, bia):
        wait_for(driver, "return page.frame.observation.players[1].picked && page.frame.legal.length === 0")
    assert text(ana, "mine") == text(bia, "mine")
    rows = {seat: ana.find_element(By.CSS_SELECTOR, f'#tracks tr[data-seat="{seat}"]').text for seat in (0, 1)}
    assert rows[0].endswith("… choosing") and rows[1].endswith("✓ done"), rows  # (the text's spaces, unbreakable)
    shots.take(bia, "en-team")
    no_secret_of_others(received(bia), 1)

    two.call(lambda: two.controller.pause(True))  # said on every phone of the team
    for driver in (ana, bia):
        wait_for(driver, "return !document.getElementById('paused-banner').hidden")
    assert text(ana, "paused-banner") == "The teacher paused the game."
    shots.take(ana, "en-paused")
    two.call(lambda: two.controller.pause(False))

    first = ana.current_window_handle
    ana.switch_to.new_window("tab")
    ana.get(url)  # the kept token: this tab takes the seat back by itself
    wait_for(ana, "return page.joined && page.seat === 1")
    ana.switch_to.window(first)
    wait_for(ana, "return !document.getElementById('notice').hidden")
    assert text(ana, "notice-text") == "Your seat was taken back on another device with this one's key."
    ana.find_element(By.ID, "notice-button").click()
    wait_for(ana, "return page.joined && page.seat === 1 && document.getElementById('notice').hidden")
    ana.switch_to.window([handle for handle in ana.window_handles if handle != first][0])
    wait_for(ana, "return !document.getElementById('notice').hidden")  # that tab was let go in turn
    ana.close()
    ana.switch_to.window(first)


def test_the_teachers_pause_clock_computer_removal_and_end_are_said(phones, alone):
    """Undo of one's own move; the pause banner; the step's clock counting down; the computer playing the
    seat; the teacher taking the phone off its seat (token forgotten, join again); the host gone for good."""
    driver = phones.get("pt-BR", 0)
    shots = Shots()
    url = address(alone)
    join(driver, url, "Davi")
    driver.find_element(By.CSS_SELECTOR, "#actions button").click()
    wait_for(driver, "return page.frame.observation.phase === 'draw' && page.frame.legal.length > 0")
    assert not shown(driver, "undo") or driver.execute_script("return page.frame.can_undo")
    tap_free_spot(driver, random.Random(3))
    wait_for(driver, "return page.frame.can_undo && !page.busy")
    vertices = driver.execute_script("return page.frame.observation.players[0].sheets.at(-1).vertices")
    assert text(driver, "undo") == "Desfazer minha última jogada"
    shots.take(driver, "pt-undo")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", driver.find_element(By.ID, "undo"))
    driver.find_element(By.ID, "undo").click()
    wait_for(driver, f"return page.frame.observation.players[0].sheets.at(-1).vertices === {vertices - 1}")

    alone.call(lambda: alone.controller.pause(True))
    wait_for(driver, "return !document.getElementById('paused-banner').hidden")
    driver.execute_script("window.scrollTo(0, 0)")
    assert text(driver, "paused-banner") == "O professor pausou o jogo."
    shots.take(driver, "pt-paused")
    alone.call(lambda: alone.controller.pause(False))
    wait_for(driver, "return document.getElementById('paused-banner').hidden")

    alone.call(lambda: alone.controller.set_step_seconds(90))
    wait_for(driver, "return !document.getElementById('clock').hidden")
    first = text(driver, "clock")
    assert first.startswith("Tempo restante: 1:")
    shots.take(driver, "pt-clock")
    wait_for(driver, f"return document.getElementById('clock').textContent !== {json.dumps(first)}", timeout=5)
    alone.call(lambda: alone.controller.set_step_seconds(None))
    wait_for(driver, "return document.getElementById('clock').hidden")

    alone.call(lambda: alone.controller.hand_over(0, Seat.computer(Level.EASY)))
    wait_for(driver, "return !document.getElementById('computer-banner').hidden")
    assert text(driver, "computer-banner") == "O computador joga no seu lugar."
    wait_for(driver, "const s = document.getElementById('status').textContent;"
                     "return s === 'O computador está jogando.' || s.startsWith('O jogo terminou')")
    shots.take(driver, "pt-computer")
    alone.call(lambda: alone.controller.hand_over(0, Seat()))
    wait_for(driver, "return document.getElementById('computer-banner').hidden")

    alone.call(lambda: alone.host.free(0))
    wait_for(driver, "return !document.getElementById('join-screen').hidden")
    assert "tirou este aparelho" in text(driver, "join-problem")
    shots.take(driver, "pt-removed")
    assert driver.execute_script("return localStorage.getItem('graphgames-token')") is None
    driver.find_element(By.ID, "join-button").click()
    wait_for(driver, "return page.frame && page.joined")

    alone.close()
    wait_for(driver, "return !document.getElementById('notice').hidden")
    assert text(driver, "notice-text") == "O professor encerrou o jogo."
    shots.take(driver, "pt-closed")
    assert text(driver, "connection") == ""


def test_a_connection_that_hears_nothing_is_let_go_and_the_seat_taken_back(phones, alone):
    """A phone that slept may keep a socket the browser still calls open while nothing comes through it (not even
    the pongs of its pings): after SILENT_MS of silence the page lets it go and takes its seat back on a new one."""
    driver = phones.get("en-US", 0)
    seat = join(driver, address(alone), "Ana")
    driver.execute_script("""
        window.__silent = page.ws;
        page.ws.onmessage = null;  // nothing comes through it any more
        page.heardAt = performance.now() - SILENT_MS;""")
    wait_for(driver, "return page.joined && page.ws !== window.__silent && page.frame !== null")
    assert driver.execute_script("return page.seat") == seat
    assert driver.execute_script("return window.__silent.readyState") in (2, 3)  # closing, or closed
    assert not shown(driver, "problem")
