"""The teaching layer's sentences from its frames (ui/game/teaching_words.py, no page): the study, the hint, the
classroom's hidden marks, the review; in English and in Portuguese (the page's translations still match)."""

from __future__ import annotations

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.session.frames import MatchInfo
from graphgames_desktop.session.teaching import AskHint, Reveal, RevealPolicy, StartReview, StepReview
from graphgames_desktop.ui.game import teaching_words as words
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.views import VIEWS
from tests.games.test_conformance import board_for
from tests.session.test_teaching import Teach, play_with_mistakes


def chomp(*names: str, reveal: RevealPolicy = RevealPolicy.ALWAYS):
    spec = GAMES["chomp"]
    match = Match(spec, Setup(2, board_for(spec, "path-7"), spec.resolve_options({}), 1, 0),
                  tuple(Seat(name=n) for n in names or ("", "")))
    t = Teach(match, reveal, on=True)
    return t, VIEWS["chomp"](MatchInfo.of(match), match.setup.board, None)


def test_the_study_names_the_move_to_play_and_why_next_to_the_verdict(qapp):
    t, view = chomp()
    assert words.study_explanation(t.frame, view, t.controller.frame("desk")) == ("Thinking…", 1)
    t.settle()
    seat = t.controller.frame("desk")
    html, lead = words.study_explanation(t.frame, view, seat)
    assert lead == 2 and "<p>Why “removes vertex 2” wins: " in html
    assert words.study_verdict(t.frame, view) == "<b>Player A to move wins</b> with perfect play."
    t.ask(AskHint())
    assert words.hint_sentence(t.frame, view, seat) == "Hint: Player A removes vertex 2. This move wins with perfect play."


def test_a_classroom_says_the_marks_wait_for_the_reveal(qapp):
    t, view = chomp(reveal=RevealPolicy.ON_REQUEST)
    t.settle()
    t.ask(AskHint())
    seat = t.controller.frame("desk")
    assert words.study_explanation(t.frame, view, seat)[0] == "Judgements are hidden: press R to reveal them."
    assert words.hint_sentence(t.frame, view, seat) == "A hint is ready: press R to reveal it."
    assert words.study_verdict(t.frame, view) == "" and words.reveal_label(t.frame) == "Reveal (R)"
    t.ask(Reveal(True))
    assert words.hint_sentence(t.frame, view, seat).startswith("Hint: ") and words.reveal_label(t.frame) == "Hide (R)"


def test_the_review_says_each_turning_point_and_keeps_a_name_with_a_percent(qapp):
    t, view = chomp("Ana %6", "Bia")
    play_with_mistakes(t)
    t.ask(StartReview())
    t.settle()
    html, lead = words.review_explanation(t.frame, view, t.controller.frame("desk"))
    points = len(t.frame.review.points)
    assert html.startswith(f"<p>Turning point 1 of {points}: move 1, Ana %6 removes vertex 1 (gave away a win).</p>")
    assert "<p>This move loses. Best was: removes vertex 2, which wins.</p>" in html and lead == 2
    assert "still working it out" not in html
    t.ask(StepReview(1))
    seat = t.controller.frame("desk")
    assert words.review_explanation(t.frame, view, seat)[0].startswith(f"<p>Turning point 2 of {points}: ")
    assert words.last_move_judgement(t.frame, view, seat).startswith("This move ")


def test_the_sentences_keep_their_portuguese(qapp):
    languages = LanguageManager()
    assert languages.set_language("pt_BR")
    try:
        t, view = chomp()
        t.settle()
        t.ask(AskHint())
        seat = t.controller.frame("desk")
        assert words.hint_sentence(t.frame, view, seat).startswith("Dica: ")
        assert words.study_explanation(t.frame, view, seat)[0].count("<p>Por que ") == 1
    finally:
        languages.set_language("en")


def test_fill_replaces_each_number_once():
    assert fill("%1 and %2, %3", "a%2", 5) == "a%2 and 5, %3"
