"""What Orca, the Linux screen reader, says while a blind player plays against the computer with the
keyboard: Orca itself runs under Xvfb (benchmarks/orca_speech.py) and its debug log is read.

Orca 43 (Debian 12) speaks none of Qt's accessibility announcements: the move played, the computer's
reply, whose turn it is, a refusal and the end must reach it all the same (announce.py). Skipped,
saying why, where Orca or what it runs with is not installed (`.ci/run` installs them on Debian and
Ubuntu). XVFB_DISPLAY=:N puts the X server on display N (else on a free one).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from tests.ui.patience import PATIENCE_S

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import orca_speech  # noqa: E402


@pytest.mark.slow_first
def test_orca_says_the_move_the_reply_whose_turn_a_refusal_and_the_end(tmp_path):
    why = orca_speech.missing()
    if why:
        pytest.skip(f"cannot run Orca: {why}")
    game_file = tmp_path / "game.graph.json"
    orca_speech.saved_game(game_file)
    # Each wait's bound (pytest stops a test at 300 s).
    session = orca_speech.Session(tmp_path / "home", os.environ.get("XVFB_DISPLAY", ""), patience=PATIENCE_S / 8)
    try:
        said = orca_speech.play(session, game_file)
    finally:
        session.close()
    assert orca_speech.unsaid(said) == [], said
    spoken = [re.sub(r"^(notification|notificação) ", "", line) for line in said]  # Orca names the role first
    assert "Não há vértice 9 neste tabuleiro." in spoken
    assert "Jogador A remove a aresta 2–3. Computador (Jogador B) joga agora." in spoken
