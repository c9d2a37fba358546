"""Every game speaks both languages: each refusal and ending code has a sentence of its own."""


from graphgames_desktop.games import GAMES
from graphgames_desktop.games.match import MatchRefusal, RecordProblem
from graphgames_desktop.games.spec import SetupProblem
from graphgames_desktop.games.teaching import Reason
from graphgames_desktop.session.intents import Refusal
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.views import VIEWS, playable

#: Numbers for every parameter a reason may carry (a sentence must not need others).
WHY_PARAMS = {"vertices": 3, "edges": 3, "value": 2, "values": "1, 3", "pairs": 2, "count": 2, "loops": 2,
              "seat": 0, "moves": "3/2", "colors": "blue, red", "margin": 3, "exact": 1, "wins": 1,
              "points": 3, "vertex": 1, "places": 1, "bridges": 1, "kept": 1}


def sentences():
    """Every sentence a code turns into, keyed by where it comes from."""
    out = {}
    for gid, spec in GAMES.items():
        view = VIEWS[gid]
        out[(gid, "title")] = view.title()
        out[(gid, "summary")] = view.summary()
        out[(gid, "rules")] = view.rules_html()
        for code in spec.refusals:
            out[(gid, "refusal", code)] = view.refusal(code)
        for code in spec.terminations:
            out[(gid, "ending", code)] = view.ending(code)
        for code in spec.setup_problems or ():
            out[(gid, "setup", code)] = view.setup_problem(code)
        for enum in spec.teaching.reasons if spec.teaching is not None else ():
            for code in enum:
                out[(gid, "why", code)] = view.why_text(Reason(code, WHY_PARAMS))
        for option in spec.options:
            out[(gid, "option", option.name)] = view.option_label(option.name)
            for choice in option.choices:
                out[(gid, "choice", option.name, choice)] = view.option_choice(option.name, choice)
    for code in (*MatchRefusal, *Refusal):
        out[("match", code)] = texts.page_refusal(code)
    for code in RecordProblem:
        out[("record", code)] = texts.record_problem(code, 1, "x")
    for code in SetupProblem:
        out[("setup", code)] = texts.setup_problem(code)
    return out


def test_the_views_table_and_the_registry_hold_the_same_games():
    assert set(VIEWS) == set(GAMES)
    assert set(playable()) <= set(GAMES)


def test_every_code_has_its_own_sentence_in_english_and_portuguese(qapp):
    languages = LanguageManager()
    languages.set_language("en")
    english = sentences()
    fallbacks = {texts.page_refusal("?"), texts.record_problem("?", None), texts.setup_problem("?")}
    for key, text in english.items():
        assert text and text not in fallbacks and "That move is not allowed." not in text, key
    assert languages.set_language("pt_BR")
    try:
        portuguese = sentences()
    finally:
        languages.set_language("en")
    same_in_both = {"Hackenbush"}  # names, not words
    untranslated = [key for key, text in english.items() if portuguese[key] == text and text not in same_in_both]
    assert untranslated == []


def test_counts_are_singular_for_one_in_both_languages(qapp):
    """"1 vertex", never "1 vertices", in the teaching sentences and everywhere else counts are said."""
    from graphgames_desktop.games.chomp import ChompWhy
    from graphgames_desktop.games.hackenbush import HackenbushWhy
    languages = LanguageManager()
    one_vertex = Reason(ChompWhy.SOLVED_PART, {"vertices": 1, "edges": 0, "value": 1})
    half_move = Reason(HackenbushWhy.SPARE, {"seat": 0, "moves": "1"})
    for lang, vertex, edges, spare in (("en", "1 vertex", "0 edges", "1 move to spare"),
                                       ("pt_BR", "1 vértice", "0 arestas", "1 jogada de sobra")):
        assert languages.set_language(lang)
        try:
            assert texts.count(1, "vertices") == vertex and texts.count(0, "edges") == edges
            assert texts.count(-1, "points", "-1") == ("-1 ponto" if lang == "pt_BR" else "-1 point")
            text = VIEWS["chomp"].why_text(one_vertex)
            assert vertex in text and edges in text, text
            assert spare in VIEWS["hackenbush"].why_text(half_move)
        finally:
            languages.set_language("en")
    assert texts.count(3, "moves", "3/2") == "3/2 moves"
