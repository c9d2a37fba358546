"""The board games on phones: two headless Chromium phones (360x640) play a duel of each board game to its end
through board.js, by touches on the board's hit areas, the magic game's label tray and Domination's buttons.
Every touch only chooses a move, said in words; the move goes only when Send is pressed, and the host's match
then holds exactly that move.

board.js is played through tests/net/board_harness.html, a stand-in for device.js that hands each frame over as
board.js's header asks (the host below serves it as "/"). Skipped where the system's chromium or chromedriver
is missing. Set GRAPHGAMES_SCREENSHOTS to a folder to keep each game's phones in both languages, portrait and
landscape, with a move chosen.
"""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pytest
from aiohttp import web

from graphgames_desktop.games import GAMES
from graphgames_desktop.net.host import ClassroomHost, ClassroomServer
from tests.net.helpers import CODE, WAIT, Hosted

webdriver = pytest.importorskip("selenium.webdriver")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER), reason="needs the system's chromium and chromedriver")

from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.actions import interaction  # noqa: E402
from selenium.webdriver.common.actions.action_builder import ActionBuilder  # noqa: E402
from selenium.webdriver.common.actions.pointer_input import PointerInput  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

HARNESS = Path(__file__).with_name("board_harness.html")
PORTRAIT = {"width": 360, "height": 640, "deviceScaleFactor": 2, "mobile": True,
            "screenOrientation": {"type": "portraitPrimary", "angle": 0}}
LANDSCAPE = {"width": 640, "height": 360, "deviceScaleFactor": 2, "mobile": True,
             "screenOrientation": {"type": "landscapePrimary", "angle": 90}}
MIN_TARGET = 44  # CSS pixels


class HarnessServer(ClassroomServer):
    """The classroom's server with the test's stand-in for device.js as its page."""

    async def _index(self, request: web.Request) -> web.StreamResponse:
        return web.FileResponse(HARNESS, headers={"Cache-Control": "no-store"})


class HarnessHost(ClassroomHost):
    """A table served by a HarnessServer."""

    def __init__(self, controller, spec, post, **options):
        server = HarnessServer(spec, host=options.pop("host", "127.0.0.1"), code=options.pop("code", CODE))
        super().__init__(controller, spec, post, server=server, **options)


def phone_maker():
    """Phones to open, each a headless Chromium at 360x640; all closed after."""
    drivers = []

    def open_phone():
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--window-size=360,640", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage"):
            options.add_argument(argument)
        driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PORTRAIT)  # headless windows are wider than 360
        drivers.append(driver)
        return driver

    yield open_phone
    for driver in drivers:
        driver.quit()


@pytest.fixture
def phones():
    yield from phone_maker()


def wait_for(driver, script: str, *args):
    return WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(script, *args))


#: Where a board piece is on the screen, and whether a touch there chooses it (board.js shares the room where touch
#: areas overlap: the nearest piece's shape wins).
SPOT = """
const hit = document.querySelector(arguments[0]);
hit.scrollIntoView({block: "center"});
let x, y;
if (hit.tagName === "path") {
  const p = hit.getPointAtLength(hit.getTotalLength() / 2).matrixTransform(hit.getScreenCTM());
  x = p.x; y = p.y;
} else {
  const box = hit.getBoundingClientRect();
  x = box.x + box.width / 2; y = box.y + box.height / 2;
}
x = Math.round(x); y = Math.round(y);
const svg = hit.ownerSVGElement;
return {x, y, own: svg.contains(document.elementFromPoint(x, y)) && GGBoard.pick(svg, x, y) === hit};
"""


def touch(driver, x: int, y: int) -> None:
    """A finger's tap at a point of the viewport."""
    actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    actions.pointer_action.move_to_location(x, y).pointer_down().pointer_up()
    actions.perform()


def tap(driver, selector: str) -> None:
    spot = driver.execute_script(SPOT, selector)
    assert spot["own"], f"{selector} is covered where a finger would touch it"
    touch(driver, spot["x"], spot["y"])


CENTRE = "const b = arguments[0].getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2];"


def press(driver, selector: str) -> None:
    button = driver.find_element(By.CSS_SELECTOR, selector)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    box = driver.execute_script(CENTRE, button)
    touch(driver, round(box[0]), round(box[1]))


def edge_selector(driver, u: int, v: int) -> str:
    """The hit area of the board's edge between u and v (the magic game and Chomp name edges by their ends)."""
    eid = driver.execute_script("return page.board.edges.find((e) => (e.u === arguments[0] && e.v === arguments[1]) || "
                                "(e.u === arguments[1] && e.v === arguments[0])).id", u, v)
    return f'.gg-hit[data-edge="{eid}"]'


def taps_for(game: str, move: dict, driver, rng: random.Random) -> list[tuple[str, str]]:
    """What a student touches to choose ``move``: ("tap", a hit area) or ("press", a button), in order."""
    if game == "chomp":
        if move["kind"] == "vertex":
            return [("tap", f'.gg-hit[data-vertex="{move["target"]}"]')]
        return [("tap", edge_selector(driver, *move["target"]))]
    if game == "hackenbush":
        return [("tap", f'.gg-hit[data-edge="{move["edge"]}"]')]
    if game == "domination":
        if move["kind"] == "step":
            return [("tap", f'.gg-hit[data-vertex="{move["source"]}"]'), ("tap", f'.gg-hit[data-vertex="{move["target"]}"]')]
        if move["kind"] == "place" and rng.random() < 0.5:  # the entry on the board, or the button
            entry = driver.execute_script("const p = page.frame.observation.position; "
                                          "return p.entries[page.seat === p.blue_seat ? 0 : 1]")
            return [("tap", f'.gg-hit[data-vertex="{entry}"]')]
        return [("press", ".gg-place" if move["kind"] == "place" else ".gg-pass")]
    element = (f'.gg-hit[data-vertex="{move["vertex"]}"]' if "vertex" in move else edge_selector(driver, *move["edge"]))
    return [("press", f'.gg-label[data-label="{move["label"]}"]'), ("tap", element)]


def small_targets(driver) -> list[str]:
    """The hit areas and buttons smaller than a finger (44 CSS pixels) on this phone's page."""
    return driver.execute_script("""
      const small = [];
      for (const hit of document.querySelectorAll('.gg-hit')) {
        const side = hit.tagName === 'path' ? Number(hit.getAttribute('stroke-width')) : hit.getBoundingClientRect().width;
        if (side < arguments[0]) small.push(hit.outerHTML.slice(0, 80));
      }
      for (const button of document.querySelectorAll('#board button')) {
        const box = button.getBoundingClientRect();
        if (box.width < arguments[0] || box.height < arguments[0]) small.push(button.outerHTML.slice(0, 80));
      }
      return small;""", MIN_TARGET)


class Shots:
    """Each game's two phones (English and Portuguese), portrait and landscape, once, when a folder is given."""

    def __init__(self, game: str):
        folder = os.environ.get("GRAPHGAMES_SCREENSHOTS")
        self.folder = Path(folder) if folder else None
        self.game = game
        self.taken: set[str] = set()

    def take(self, driver, lang: str, stage: str) -> None:
        if self.folder is None or f"{stage}:{lang}" in self.taken:
            return
        self.taken.add(f"{stage}:{lang}")
        for name, metrics in (("portrait", PORTRAIT), ("landscape", LANDSCAPE)):
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
            wait_for(driver, FITTED, metrics["width"])
            driver.execute_script("window.scrollTo(0, 0)")
            assert not small_targets(driver)
            driver.save_screenshot(str(self.folder / f"{self.game}-{stage}-{lang}-{name}.png"))
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PORTRAIT)
        wait_for(driver, FITTED, PORTRAIT["width"])


#: The board is drawn again for the viewport's new width (the phone turned).
FITTED = """const svg = document.querySelector('.gg-svg');
return innerWidth === arguments[0] && svg !== null
  && Math.abs(Number(svg.getAttribute('width')) - svg.parentNode.clientWidth) < 2;"""


def first_touches(driver, game: str, taps: list[tuple[str, str]]) -> None:
    """A student's first touches: a choice taken back with Cancel sends nothing; the magic game's board before a
    label only says to pick one."""
    if game == "magic":
        tap(driver, '.gg-hit[data-vertex]')
        assert driver.find_element(By.CSS_SELECTOR, ".gg-choice").text == "First pick a label in the tray."
        assert not driver.find_elements(By.CSS_SELECTOR, ".gg-send")
    for how, selector in taps:
        (tap if how == "tap" else press)(driver, selector)
    press(driver, ".gg-cancel")
    assert not driver.find_elements(By.CSS_SELECTOR, ".gg-chosen, .gg-send")
    assert driver.execute_script("return page.busy") is False
    if game == "chomp":
        # A move the app refuses (sent on a position it no longer has): the refusal stays in view above the board,
        # and the board takes a new choice.
        for how, selector in taps:
            (tap if how == "tap" else press)(driver, selector)
        driver.execute_script("page.frame.live_ply -= 1")
        press(driver, ".gg-send")
        wait_for(driver, "return page.refusals.length === 1 && !page.busy")
        assert driver.execute_script("return page.refusals") == ["stale"]
        problem = driver.find_element(By.ID, "problem")
        x, y = driver.execute_script(CENTRE, problem)
        assert problem.is_displayed()
        assert driver.execute_script("return document.elementFromPoint(arguments[0], arguments[1])", x, y) == problem
        driver.execute_script("page.frame.live_ply += 1; render()")
        driver.execute_script("page.refusals = []")


LOOK = "return {legal: page.frame.legal, over: page.frame.outcome !== null, ply: page.frame.live_ply}"

DUELS = [  # game, library board, options: small boards, so that the four games take well under a minute and a half
    ("chomp", "cycle-5", {}),
    ("hackenbush", "house", {"mode": "mixed"}),
    ("domination", "path-4", {}),
    ("magic", "path-4", {}),
]


@pytest.mark.parametrize(("game", "board", "options"), DUELS, ids=[d[0] for d in DUELS])
def test_two_phones_play_a_duel_to_the_end_by_touch(phones, game, board, options):
    hosted = Hosted(seats=2, game=game, board_id=board, host_class=HarnessHost, **options)
    try:
        rng = random.Random(47)
        shots = Shots(game)
        devices = [phones(), phones()]
        langs = ["en", "pt"]
        for seat, (driver, name, lang) in enumerate(zip(devices, ("Ana", "Bia"), langs)):
            driver.get(f"{hosted.url}/?code={CODE}&name={name}&seat={seat}&lang={lang}")
        for driver in devices:
            wait_for(driver, "return document.querySelector('.gg-svg') !== null && page.lobby && page.lobby.every((s) => s.name)")
        # Whose turn it is, in each phone's language, with the other phone's name.
        assert devices[1].find_element(By.CSS_SELECTOR, ".gg-turn").text == "Esperando Ana."
        plies = 0
        while True:
            looks = [d.execute_script(LOOK) for d in devices]
            if all(look["over"] for look in looks):
                break
            movers = [i for i, look in enumerate(looks) if look["legal"]]
            assert len(movers) == 1 and looks[movers[0]]["ply"] == plies, looks
            i = movers[0]
            driver, lang = devices[i], langs[i]
            move = rng.choice(looks[i]["legal"])
            taps = taps_for(game, move, driver, rng)
            if plies == 0:
                first_touches(driver, game, taps)
                waiting = devices[1 - i]  # the Portuguese phone: a touch out of turn only says so
                tap(waiting, ".gg-hit")
                assert waiting.find_element(By.CSS_SELECTOR, ".gg-choice").text == "Espere a sua vez."
            for how, selector in taps:
                (tap if how == "tap" else press)(driver, selector)
            # One touch (or two) chose the move: it is said, and nothing is sent before Send.
            chosen = driver.find_element(By.CSS_SELECTOR, ".gg-choice.gg-chosen").text
            assert chosen and driver.find_element(By.CSS_SELECTOR, ".gg-send").is_displayed()
            assert hosted.call(lambda: len(hosted.match.moves)) == plies
            assert not small_targets(driver)
            shots.take(driver, lang, "chosen")
            press(driver, ".gg-send")
            for d in devices:
                wait_for(d, "return page.frame.live_ply > arguments[0]", plies)
            assert hosted.call(lambda ply=plies: hosted.match.moves[ply].to_json()) == move
            # A forced move (Domination's pass when a player cannot move) is the host's: both phones wait for it.
            plies = hosted.call(lambda: len(hosted.match.moves))
            for d in devices:
                wait_for(d, "return page.frame.live_ply === arguments[0]", plies)
            # The move is on both boards in words, as the last move, and on the board: the piece removed, cut or
            # labelled can be touched no more (a Domination step is checked by the host's move above).
            assert all(d.find_element(By.CSS_SELECTOR, ".gg-last").text for d in devices)
            gone = [selector for how, selector in taps if how == "tap"][-1:] if game != "domination" else []
            assert not any(d.find_elements(By.CSS_SELECTOR, selector) for d in devices for selector in gone)
            if plies >= 2 and "turn:en" not in shots.taken:
                for d, lang in zip(devices, langs):
                    shots.take(d, lang, "waiting" if not d.execute_script("return page.frame.legal.length") else "turn")
        for d, lang in zip(devices, langs):
            assert d.execute_script("return page.refusals") == []  # none but the chomp's one on purpose
            turn = d.find_element(By.CSS_SELECTOR, ".gg-turn").text
            assert turn.startswith("The game is over." if lang == "en" else "O jogo terminou."), turn
            shots.take(d, lang, "over")
        assert hosted.call(lambda: hosted.match.state.outcome()) is not None
        # Every refusal and ending of the game has its sentence in both languages.
        spec = GAMES[game]
        for lang in langs:
            for code in spec.refusals:
                assert devices[0].execute_script("return GGBoard.codeText(arguments[0], arguments[1], arguments[2])",
                                                 game, str(code), lang), (code, lang)
            for code in spec.terminations:
                said = devices[0].execute_script("return GGBoard.endText(arguments[0], arguments[1])", str(code), lang)
                assert said, (code, lang)
    finally:
        hosted.close()


def test_a_touch_between_two_crowded_vertices_shows_that_part_larger_and_chooses_nothing(phones):
    """The dodecahedron on a 360 px phone has vertices closer than a finger: a touch between two of them enlarges
    that part of the board (until they stand 44 px apart or more) instead of guessing; "Whole board" goes back."""
    hosted = Hosted(seats=2, game="domination", board_id="dodecahedron", host_class=HarnessHost)
    try:
        driver = phones()
        driver.get(f"{hosted.url}/?code={CODE}&name=Ana&seat=0&lang=en")
        wait_for(driver, "return document.querySelector('.gg-svg') !== null && page.frame.legal.length > 0")
        closest = """
          const hits = [...document.querySelectorAll('.gg-hit[data-vertex]')].map((h) => h.getBoundingClientRect())
            .map((b) => [b.x + b.width / 2, b.y + b.height / 2]);
          let best = null;
          for (let i = 0; i < hits.length; i++) for (let j = i + 1; j < hits.length; j++) {
            const d = Math.hypot(hits[i][0] - hits[j][0], hits[i][1] - hits[j][1]);
            if (!best || d < best.d) best = {d, x: (hits[i][0] + hits[j][0]) / 2, y: (hits[i][1] + hits[j][1]) / 2};
          }
          return best;"""
        driver.execute_script("document.querySelector('.gg-svg').scrollIntoView({block: 'center'})")
        pair = driver.execute_script(closest)
        assert pair["d"] < MIN_TARGET  # the board is crowded on a phone
        touch(driver, round(pair["x"]), round(pair["y"]))
        assert driver.find_element(By.CSS_SELECTOR, ".gg-whole").is_displayed()
        assert not driver.find_elements(By.CSS_SELECTOR, ".gg-chosen")
        assert driver.find_element(By.CSS_SELECTOR, ".gg-choice").text == "Shown larger: tap again."
        # The same two vertices now stand a finger apart or more: none of the vertices in view is crowded any more
        # near the touch (the nearest pair on screen is the one that was touched, now larger).
        near = driver.execute_script("""
          const box = document.querySelector('.gg-svg').getBoundingClientRect();
          const hits = [...document.querySelectorAll('.gg-hit[data-vertex]')].map((h) => h.getBoundingClientRect())
            .map((b) => [b.x + b.width / 2, b.y + b.height / 2])
            .filter(([x, y]) => Math.hypot(x - (box.x + box.width / 2), y - (box.y + box.height / 2)) < 60);
          let d = Infinity;
          for (let i = 0; i < hits.length; i++) for (let j = i + 1; j < hits.length; j++)
            d = Math.min(d, Math.hypot(hits[i][0] - hits[j][0], hits[i][1] - hits[j][1]));
          return d;""")
        assert near >= MIN_TARGET
        press(driver, ".gg-whole")
        assert not driver.find_elements(By.CSS_SELECTOR, ".gg-whole")
        assert driver.execute_script(closest)["d"] == pytest.approx(pair["d"], abs=1)
        assert hosted.call(lambda: len(hosted.match.moves)) == 0
    finally:
        hosted.close()


@pytest.mark.parametrize(("unjudged", "said"), [(True, False), (False, True)])
def test_the_teaching_layer_says_no_move_wins_only_when_every_move_is_judged(phones, unjudged, said):
    """Seen on the dodecahedron (Graph Domination), where no move is solved in time: the phone said "No move
    wins here with best play" of a position whose moves the solver had not judged."""
    hosted = Hosted(seats=2, game="chomp", board_id="cycle-5", host_class=HarnessHost)
    try:
        legal = hosted.call(lambda: [m.to_json() for m in hosted.match.state.legal_moves()])

        def reveal():
            hosted.host.teaching = lambda: {"verdict": "V.", "winning": [], "unjudged": legal if unjudged else []}
            hosted.host.refresh()
        hosted.call(reveal)
        driver = phones()
        driver.get(f"{hosted.url}/?code={CODE}&name=Ana&seat=0&lang=en")
        text = wait_for(driver, "const p = document.querySelector('.gg-teaching'); return p ? p.textContent : null")
        assert ("No move wins here with best play." in text) == said, text
        assert ("Not judged yet" in text) == unjudged, text
    finally:
        hosted.close()
