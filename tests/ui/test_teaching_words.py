"""The teaching conformance suite, words side: every statement of the studies checked in
tests/games/test_teaching_conformance.py, worded in English and in Brazilian Portuguese (the real
catalogue loaded), states the numbers, seats and moves of its data, as the board marks them; and on
screen, the magic game started by the computer names the players by their seats."""

from __future__ import annotations

import re
from fractions import Fraction

import networkx as nx
import pytest

from graphgames_desktop.games import GAMES, chomp, domination, magic
from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.games.solve.grundy import NO_DEADLINE
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.games.teaching import Claim, Reason, Say, Verdict, fraction_text
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import drawing_from_graph
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.teaching_texts import Names, claim_text, review_summary
from graphgames_desktop.ui.verdicts import number_text, short_label
from graphgames_desktop.ui.views import VIEWS
from tests.games.magic_lines import spider
from tests.games.test_teaching_conformance import MODES, positions
from tests.ui.seats import play_at_screen

#: Words that must never stand twice in a row ("2 edges edges", "2 arestas arestas").
DOUBLED = re.compile(r"\b(\w{3,})\s+\1\b", re.IGNORECASE)


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def move_name(move) -> str:
    """A name for each move that the words must carry (any stable, unique text)."""
    return "«" + "".join(ch for ch in repr(move) if ch.isalnum()) + "»"


def place_name(element) -> str:
    return "«" + (f"e{min(element)}-{max(element)}" if isinstance(element, frozenset) else f"v{element}") + "»"


NAMES = Names(texts.player_name, move_name, place_name)


def numbers(claim: Claim) -> list[str]:
    """Every number and name a statement's words must show, as the board would write it."""
    p = claim.params
    code = claim.code
    need: list[str] = []
    if code == Say.VERDICT:
        if p["verdict"] in (Verdict.WIN, Verdict.LOSE):
            need.append(texts.player_name(p["seat"]))
        if p.get("margin"):
            need.append(number_text(p["margin"], signed=False))
    elif code == Say.WINNING:
        need += [str(p["winning"]), str(p["legal"])]
    elif code == Say.LOSING and p["legal"] != 1:
        need.append(str(p["legal"]))
    elif code == chomp.ChompSay.VALUE:
        need.append(str(p["value"]))
    elif code == chomp.ChompSay.PARTS:
        need += [str(x) for part in p["parts"] for x in part if x is not None]
    elif code == chomp.ChompSay.STRATEGY:  # the sentences that count vertices and edges
        S = chomp.ChompStrategy
        need += [str(p["v"])] if p["strategy"] == S.COMPLETE_GRAPH else [] if p["strategy"] in (S.PATH_MIRROR, S.CYCLE_LOST) \
            else [str(p["v"]), str(p["e"])]
    elif code == hb.HackenbushSay.NIM_VALUE:
        need.append(f"*{p['value']}")
    elif code == hb.HackenbushSay.NUMBER:
        need.append(fraction_text(p["value"]))
    elif code == hb.HackenbushSay.PARTS:
        need += [("*" if isinstance(v, int) else "") + (fraction_text(v) if isinstance(v, Fraction) else str(v))
                 for _, v in p["parts"] if v is not None]
    elif code == domination.DominationSay.MARGINS:
        need += [f"{move_name(m)}: {'' if exact else '≈'}{number_text(margin)}" for m, margin, exact in p["moves"]]
    elif code == domination.DominationSay.DOES:
        need.append(move_name(p["move"]))
        need += [str(v) for _, params in p["reasons"] for k, v in params.items() if k != "vertex"]
    elif code == magic.MagicSay.WINNING_PLACES:
        need += [place_name(e) for e, _ in p["places"][:8]]
    elif code == magic.MagicSay.THEOREM:
        need += [str(p["core"]), texts.player_name(p["winner"])]
    elif code in (magic.MagicSay.MATCH,):
        need += [str(p["last"]), str(p["match"]), str(p["total"])]
    elif code == magic.MagicSay.STEP:
        need += [str(p["label"]), place_name(p["element"])]
    elif code == magic.MagicSay.ANSWERS:
        need += [texts.player_name(p["seat"]), texts.player_name(p["winner"])]
    elif code == magic.MagicSay.LEFT_LINE:
        need.append(texts.player_name(p["winner"]))
    return need


def check_words(text: str, claim: Claim, language: str) -> None:
    words = plain(text)
    assert words and not re.search(r"%\d", words), (claim, words)
    assert not DOUBLED.search(words), (claim, words)
    assert "-0" not in words and "−0" not in words, (claim, words)
    assert words[0].isupper() or words[0] in "«(", (claim, words)
    for need in numbers(claim):
        assert need in words, (need, claim, words)
    if language == "pt_BR":
        assert not re.search(r"\b(de|a) Jogador\b", words), words  # "do Jogador A", "ao Jogador A"
    if claim.code == magic.MagicSay.THEOREM:  # the first player named is the one that moved first
        first = claim.params["first"] == claim.params["winner"]
        phrase = {"en": ("first player", "second player"), "pt_BR": ("primeiro jogador", "segundo jogador")}[language]
        assert (phrase[0] if first else phrase[1]) + ", " + texts.player_name(claim.params["winner"]) in words, words


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_every_statement_shows_its_facts_in_both_languages(qapp, language):
    languages = LanguageManager()
    assert languages.set_language(language)
    try:
        seen: set = set()
        for mode in MODES:
            game = {"green": "hackenbush", "blue_red": "hackenbush", "mixed": "hackenbush"}.get(mode, mode)
            view = VIEWS[game]
            for state, _ in positions(mode, 15):
                study = GAMES[game].teaching.study(state, NO_DEADLINE)
                for claim in study.claims:
                    text = claim_text(claim, NAMES, view.claim_text)
                    check_words(text, claim, language)
                    seen.add(claim.code)
                for reason in study.why:  # why the best move is best: a sentence's part, in lower case
                    text = plain(view.why_text(reason))
                    assert text and not re.search(r"%\d", text) and not DOUBLED.search(text), (reason, text)
                if game == "domination":  # the margins the words give are those beside the marks
                    listed = study.claim(domination.DominationSay.MARGINS)
                    words = plain(claim_text(listed, NAMES, view.claim_text))
                    judged = {j.move: j for j in study.judgements}
                    for move, _, _ in listed.params["moves"]:
                        assert f"{move_name(move)}: {short_label(judged[move])}" in words
        every = {Say.VERDICT, Say.WINNING, Say.LOSING} | {code for spec in GAMES.values() if spec.teaching is not None
                                                          for enum in spec.teaching.says for code in enum}
        rare = {chomp.ChompSay.NONZERO, magic.MagicSay.THEOREM_SILENT, magic.MagicSay.COMPANIONS}  # worded below
        assert every - rare <= seen, every - rare - seen
    finally:
        languages.set_language("en")


def test_the_statements_left_out_above_are_worded_too(qapp):
    """Those the random positions rarely make (a part unsolved in time, a silent theorem, companions,
    unsolved moves), from data."""
    for claim, view in [(Claim(chomp.ChompSay.NONZERO), "chomp"), (Claim(magic.MagicSay.THEOREM_SILENT, {"core": 6}), "magic"),
                        (Claim(magic.MagicSay.COMPANIONS), "magic"), (Claim(Say.UNSOLVED, {"solved": 3, "legal": 7}), "chomp"),
                        (Claim(Say.VERDICT, {"seat": 1, "verdict": Verdict.UNKNOWN}), "chomp"),
                        (Claim(Say.LOSING, {"legal": 1}), "chomp")]:
        text = plain(claim_text(claim, NAMES, VIEWS[view].claim_text))
        assert text and not re.search(r"%\d", text)
    unsolved = plain(claim_text(Claim(Say.UNSOLVED, {"solved": 3, "legal": 7}), NAMES, VIEWS["chomp"].claim_text))
    assert "3" in unsolved and "7" in unsolved
    nonzero = plain(claim_text(Claim(chomp.ChompSay.NONZERO), NAMES, VIEWS["chomp"].claim_text))
    assert "not 0" in nonzero and "0, not 0" not in nonzero


def test_winning_moves_are_counted_as_found_so_far_while_moves_are_unsolved(qapp):
    """Seen in the real window: "Winning moves: 2 of 60" with 45 moves still a question mark, which may
    win too: the count is of the winning moves found."""
    partial = plain(claim_text(Claim(Say.WINNING, {"winning": 2, "legal": 60, "unsolved": 45}), NAMES,
                               VIEWS["chomp"].claim_text))
    assert "found so far" in partial and "2 of 60" in partial
    whole = plain(claim_text(Claim(Say.WINNING, {"winning": 2, "legal": 60, "unsolved": 0}), NAMES, VIEWS["chomp"].claim_text))
    assert "found so far" not in whole and "2 of 60" in whole


def test_chomp_never_counts_a_part_it_could_not_value_as_zero(monkeypatch):
    """The issue's "the Grundy value is 0, not 0": a winning position whose part values were not found in
    time says the value is not 0, and gives no number."""
    state = chomp.ChompState.from_graph(nx.path_graph(5))
    monkeypatch.setattr(chomp.shared_solver(), "component_values", lambda g, deadline=NO_DEADLINE: [(frozenset(g), None)])
    study = chomp.study(state, NO_DEADLINE)
    assert study.verdict == Verdict.WIN
    assert study.claim(chomp.ChompSay.NONZERO) is not None and study.claim(chomp.ChompSay.VALUE) is None


def test_review_summary_says_what_is_proved(qapp):
    from graphgames_desktop.games.teaching import Judgement, PlyReview

    proved = PlyReview(1, 0, Judgement(None, Verdict.WIN), Judgement(None, Verdict.WIN), settled=True)
    open_ = PlyReview(2, 1, Judgement(None, Verdict.UNKNOWN), Judgement(None, Verdict.UNKNOWN))
    for draws in (False, True):
        assert "proved" in review_summary([proved], draws)
        estimate = review_summary([proved, open_], draws)
        assert "estimate" in estimate and "1 move" in estimate and "proved" not in estimate


# -- on screen: the magic game when the computer starts ----------------------------------------------------

THEOREM_BOARDS = {"K1,5": nx.star_graph(5), "Theorem 2": spider([3, 3], [], special=[0, 1])}


@pytest.mark.parametrize("board", THEOREM_BOARDS)
@pytest.mark.usefixtures("computer_at_once")  # a game against it; its pause is not looked at
def test_magic_names_the_players_by_seat_when_the_computer_starts(window, qtbot, board):
    """Player B (the computer) moves first on a theorem board (the issue's K1,5 and a Theorem 2 graph):
    the panel names it as the first player, who wins, and does not say the game left the strategy while
    the computer plays it."""
    g = THEOREM_BOARDS[board]
    board_drawing = drawing_from_graph(g, nx.spring_layout(g, seed=1, scale=300))
    match = new_match(magic.SPEC, (Seat(), Seat.computer(Level.STRONG)), board_drawing, first=1)
    window.show_match(match)
    page = window.game_page
    page.teaching.setChecked(True)
    for _ in range(3):  # the computer's opening, then a person's move and the computer's answer, twice
        qtbot.waitUntil(lambda: page.match.state.current_player == 0 and not page.thinking, timeout=30000)
        qtbot.waitUntil(lambda: "Thinking" not in page.teaching_text.text() and bool(page.teaching_text.text()), timeout=30000)
        words = plain(page.teaching_text.text())
        assert "Theorem" in words and "left the paper's strategy" not in words, words
        assert "first player, Computer (Player B), wins" in words and "Player A, wins" not in words, words
        play_at_screen(page, page.match.state.legal_moves()[0])


# -- smaller texts ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_margins_read_the_same_on_the_board_and_in_the_words(qapp, language):
    """One rounding and one format for estimated margins beside the marks and in the panel: never "-0",
    and a decimal comma in Portuguese."""
    from graphgames_desktop.games.teaching import Judgement

    languages = LanguageManager()
    assert languages.set_language(language)
    try:
        estimates = [Judgement(domination.Place(), Verdict.UNKNOWN, margin=m) for m in (0.2, -0.2, -0.04, 1.25, 0.96)]
        listed = Claim(domination.DominationSay.MARGINS, {"moves": tuple((j.move, j.margin, False) for j in estimates)})
        words = plain(claim_text(listed, NAMES, VIEWS["domination"].claim_text))
        board = [short_label(j) for j in estimates]
        comma = "," if language == "pt_BR" else "."
        assert board == [f"≈+0{comma}2", f"≈-0{comma}2", "≈0", f"≈+1{comma}2", "≈+1"]
        for label in board:
            assert f": {label}" in words
        assert "-0;" not in words and not words.endswith("-0.")
    finally:
        languages.set_language("en")


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_smaller_texts_read_right(qapp, language):
    """A green stalk says its edges once; Portuguese names a player with the article ("do Jogador A") or
    none, and the program without one."""
    languages = LanguageManager()
    assert languages.set_language(language)
    try:
        stalk = plain(VIEWS["hackenbush"].why_text(Reason(hb.HackenbushWhy.STALK, {"edges": 2})))
        assert "2" in stalk and not DOUBLED.search(stalk) and "edges green edges" not in stalk, stalk
        from PySide6.QtCore import QCoreApplication as Q

        turn = Q.translate("GamePage", "%1 to move.").replace("%1", texts.player_name(0))
        assert not re.search(r"\b(de|a) Jogador\b", turn), turn
        wrong = "<b>Not this one.</b> The move that %1 %2. Why: %3. Try again, or reveal the answer."
        for template in (Q.translate("PuzzleDialog", "<b>Right!</b> The move that %1 %2. Why: %3."),
                         Q.translate("PuzzleDialog", wrong)):
            after = plain(template).split(". ", 1)[1] if "!" not in plain(template) else plain(template).split("! ", 1)[1]
            assert after[0].isupper(), template  # a sentence, not the move's words in lower case
        estimate = plain(VIEWS["domination"].why_text(Reason(domination.DominationWhy.LEADS_TO, {"margin": 0.96, "exact": 0})))
        assert "1 point " in estimate or "1 ponto " in estimate, estimate
        recover = Q.translate("MainWindow", "Graph Games did not close properly last time. "
                                            "Recover the game that was in progress?")
        assert not recover.startswith("O Jogos"), recover
    finally:
        languages.set_language("en")


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_magic_reply_counts_read_right_for_one_and_for_all(qapp, language):
    """The issue's "1 das 1 respostas … vencem" and "nada para rotular" said while labels remain: one reply,
    one winning reply and all of them each have their own grammar, and a last move that leaves vertices or
    edges open (no label fits them) says so."""
    W = magic.MagicWhy
    path = nx.path_graph(3)
    state = magic.new_state(Setup(2, drawing_from_graph(path, nx.spring_layout(path, seed=1)), {}, 0, 0))
    for element, label in ((frozenset({0, 1}), 1), (0, 5), (1, 2)):  # the rules' example: 3 on the last edge ends it
        state = state.play(magic.MagicMove(element, label))
    (stuck,) = magic.why(state, magic.MagicMove(frozenset({1, 2}), 3))
    assert stuck == Reason(W.LAST_MOVE, {"open": 1})
    languages = LanguageManager()
    assert languages.set_language(language)
    try:
        def words(code, **params):
            return plain(VIEWS["magic"].why_text(Reason(code, params)))
        en = language == "en"
        assert words(W.LEAVES_WON, replies=1, winning=1) == ("the opponent's only reply wins (found by the solver)" if en else
                                                            "a única resposta do adversário vence (calculado pelo resolvedor)")
        only = ("the opponent's only reply", "a única resposta do adversário")[not en]
        assert words(W.LEAVES_LOST, replies=1).startswith(only + (" loses" if en else " perde"))
        assert words(W.A_REPLY_WINS, replies=1).startswith(only + (" wins" if en else " vence"))
        assert words(W.LEAVES_WON, replies=81, winning=81).startswith("all 81 of the opponent's replies win" if en else
                                                                      "todas as 81 respostas do adversário vencem")
        assert words(W.LEAVES_WON, replies=43, winning=1).startswith("1 of the opponent's 43 replies wins " if en else
                                                                     "1 das 43 respostas do adversário vence ")
        assert words(W.LEAVES_WON, replies=43, winning=31).startswith("31 of the opponent's 43 replies win " if en else
                                                                      "31 das 43 respostas do adversário vencem ")
        left = words(W.LAST_MOVE, open=1)
        assert ("nothing left to label" not in left and "cannot move" in left) if en else \
            ("nada para rotular" not in left and "não pode jogar" in left), left
        assert ("nothing left to label" if en else "nada para rotular") in words(W.LAST_MOVE, open=0)
    finally:
        languages.set_language("en")


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_hackenbush_why_of_a_part_with_cycles_tells_every_step(qapp, language):
    """The issue's House, the ceiling cut: five loops do not cancel in pairs. The words say how many
    cancel, the one left, the hanging edge and the colon principle that makes the 0."""
    house = hb.new_state(Setup(2, boards.board("house"), {"mode": "green"}, 0, 0))
    cut = next(m for m in house.legal_moves() if set(house.board.ends_of(m.edge)) == {2, 3})
    languages = LanguageManager()
    assert languages.set_language(language)
    try:
        words = "; ".join(plain(VIEWS["hackenbush"].why_text(r)) for r in hb.why(house, cut))
    finally:
        languages.set_language("en")
    expected = {"en": ("its cycles become 5 loops on 1 vertex", "loops on one vertex cancel in pairs: 4 loops do, and 1 is left",
                       "with the 1 edge on no cycle, a tree of 2 edges is left, worth *0 by the colon principle"),
                "pt_BR": ("seus ciclos viram 5 laços em 1 vértice",
                          "laços no mesmo vértice se anulam aos pares: 4 laços se anulam e sobra 1",
                          "com 1 aresta fora de ciclos, sobra uma árvore de 2 arestas, "
                          "que vale *0 pelo princípio dos dois pontos")}[language]
    for piece in expected:
        assert piece in words, words
    assert not DOUBLED.search(words) and not re.search(r"%\d", words), words


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_chomp_explains_the_question_mark_only_where_one_is_shown(qapp, language):
    """The legend "? not found in time" stood beside parts whose values were all found."""
    languages = LanguageManager()
    assert languages.set_language(language)
    try:
        legend = "? not found in time" if language == "en" else "? não encontrado a tempo"
        for values, shown in (((1, 2), False), ((1, None), True)):
            claim = Claim(chomp.ChompSay.PARTS, {"parts": tuple((3, 2, v) for v in values)})
            words = plain(claim_text(claim, NAMES, VIEWS["chomp"].claim_text))
            assert ("?" in words) == (legend in words) == shown, words
    finally:
        languages.set_language("en")
