"""The class votes against the computer from its devices: the projector counts the votes on the board (never a
device), the teacher closes the vote and the most voted move is played; the teaching layer, revealed, says
how many chose a winning move from the same study that marks the board; the votes come back in replay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.graph import boards
from tests.ui.patience import PATIENCE_MS
from tests.ui.test_class_panel import on_phones, open_to_class


@pytest.fixture
def voting(window, monkeypatch, qtbot):
    open_to_class(window, monkeypatch, qtbot,
                  new_match(GAMES["chomp"], (Seat(), Seat.computer(Level.STRONG)), boards.board("cycle-5"), {}))
    page = window.game_page
    assert page.lobby.voting.isVisible()
    page.lobby.voting.click()  # as a click on the box does
    assert page.vote_service is not None and page.lobby.close_vote_button.isVisible()
    qtbot.mouseClick(page.lobby.start_button, Qt.LeftButton)
    yield window
    page.stop_hosting()


def test_the_class_votes_the_projector_counts_and_the_most_voted_move_is_played(voting, qtbot):
    page = voting.game_page
    host = page.classroom_host
    state = page.match.state
    a, b = state.legal_moves()[0], state.legal_moves()[1]

    async def scenario(phone):
        devices = [await phone() for _ in range(3)]
        for i, device in enumerate(devices):
            await device.join(f"P{i}", seat=0, team=True, code=host.code)
        for device, move in zip(devices, [a, b, a]):
            mark = len(device.messages)
            await device.send({"type": "intent", "intent": {"kind": "vote", "move": move.to_json(), "at_ply": 0}})
            await device.wait(lambda m: m["type"] == "frame" and (m["frame"]["vote"] or {}).get("mine") is not None, mark)
        return [d.frame["vote"] for d in devices]

    seen = on_phones(qtbot, host.address[1], host.code, scenario)[0]
    assert all("tally" not in v for v in seen) and seen[-1]["votes"] == 3
    layer = page.game_view._vote_layer
    qtbot.waitUntil(lambda: layer is not None and sorted(m[1] for m in layer.marks) == [1, 2], timeout=PATIENCE_MS)
    assert "3 votes." in page.heads_up.turn.text()
    qtbot.mouseClick(page.lobby.close_vote_button, Qt.LeftButton)
    assert page.match.moves[0] == a and page.match.ballots[0].tally == ((a, 2), (b, 1))
    assert page.moves.model().index(0, 0).data().endswith("(the class's vote: 2 of 3)")
    qtbot.waitUntil(lambda: not layer.marks)  # the computer's turn: no vote open
    qtbot.waitUntil(lambda: len(page.match.moves) >= 2, timeout=PATIENCE_MS)  # the strong computer replies
    page.go_to_ply(0)  # the review of the class's first vote: its marks again
    qtbot.waitUntil(lambda: sorted(m[1] for m in layer.marks) == [1, 2])
    page.teaching.setChecked(True)
    if page.teaching_service.frame().hidden:
        page.toggle_reveal()
    said = page.teaching_text.text
    qtbot.waitUntil(lambda: "votes chose a winning move" in said() or "No move wins here" in said(), timeout=PATIENCE_MS)
    study = page.teaching_service.frame().study
    wins = {j.move for j in study.judgements if j.verdict.name == "WIN"}
    expected = sum(n for move, n in ((a, 2), (b, 1)) if move in wins)
    if wins:
        assert f"{expected} of 3 votes chose a winning move." in said()


def test_the_teacher_shows_the_devices_who_wins_from_the_desks_study(voting, qtbot):
    page = voting.game_page
    host = page.classroom_host
    page.lobby.voting.click()  # each device plays its seat again
    assert page.vote_service is None
    page.lobby.teaching_box.click()
    assert page.teaching.isChecked()
    qtbot.waitUntil(lambda: page.teaching_service.frame().study is not None, timeout=PATIENCE_MS)
    study = page.teaching_service.frame().study

    async def scenario(phone):
        ana = await phone()
        await ana.join("Ana", seat=0, code=host.code)
        return ana.frame["teaching"]

    shown = on_phones(qtbot, host.address[1], host.code, scenario)[0]
    winning = [j.move.to_json() for j in study.judgements if j.verdict.name == "WIN"]
    rich = page.game_view.teaching_verdict(study.study)
    assert shown["winning"] == winning and "<b>" in rich
    assert shown["verdict"] == rich.replace("<b>", "").replace("</b>", "")  # a phone shows no markup
    page.lobby.teaching_box.click()

    async def hidden(phone):
        bia = await phone()
        await bia.join("Bia", seat=0, code=host.code, team=True)
        return bia.frame["teaching"]

    assert on_phones(qtbot, host.address[1], host.code, hidden)[0] is None
