"""The class table: the table alone, advanced by the teacher, claims, saves and refreshes by student name,
contests checked on a graph the teacher draws, undo, and the ranking from the scores typed in."""

import json
from dataclasses import replace

import networkx as nx
import pytest

from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.classroom import Action, ClassSession, ClassStep, ClassTableError, Score, new_class_table
from graphgames_desktop.games.cards.codes import ClassProblem

DECKS = standard_decks()
STUDENTS = ("Ana", "Bruno", "Carla")
SAVE_S = next(p.id for p in DECKS.powers if p.kind == "save" and p.types == ("S",) and p.times == 2)
SAVE_C_ONCE = next(p.id for p in DECKS.powers if p.kind == "save" and p.types == ("C",) and p.times == 1)
ADJUST = next(p.id for p in DECKS.powers if p.kind == "adjust")
TRIANGLE = next(o.id for o in DECKS.objectives if o.type == "S" and o.name["en"] == "Triangle")
PATH = next(o.id for o in DECKS.objectives if o.type == "S" and o.name["en"] == "Path P4")
TWO_EDGES = next(o.id for o in DECKS.objectives if o.type == "C" and o.name["en"] == "Two edges")


def refused(call, code):
    with pytest.raises(ClassTableError) as info:
        call()
    assert info.value.code == code


def at(step, table=None, **changes):
    table = table or new_class_table(STUDENTS, seed=3)
    while table.step != step:
        table = table.advance()
    return replace(table, **changes)


def claiming(row=(TRIANGLE, PATH, TWO_EDGES, "S10", "C20")):
    table = at(ClassStep.CLAIM)
    rest = tuple(c for c in table.objective_deck + table.objective_row if c not in row)
    return replace(table, objective_row=row, objective_deck=rest)


# ----- setup and the rounds ---------------------------------------------------------------------------
def test_the_table_is_set_up_as_the_rule_source_says_without_sheets():
    table = new_class_table(["Ana ", "Bruno", "Carla"] + [f"Student {i}" for i in range(30)], seed=1)
    assert table.students[0] == "Ana" and len(table.students) == 33  # no upper limit on paper
    assert len(table.objective_row) == 5 and len(table.resource_row) == 2 and table.power_up
    assert all(DECKS.power(p).kind != "bonus_draw" for p in (table.power_up, *table.power_deck))
    with_bonus = new_class_table(STUDENTS, seed=1, bonus_powers=True)
    assert len(with_bonus.power_deck) == len(DECKS.powers) - 1
    refused(lambda: new_class_table([]), ClassProblem.NO_STUDENTS)
    refused(lambda: new_class_table(["Ana", "Ana"]), ClassProblem.BAD_NAMES)
    refused(lambda: new_class_table(["Ana", " "]), ClassProblem.BAD_NAMES)


def test_the_teacher_advances_the_steps_and_the_rounds_to_scoring():
    table = new_class_table(STUDENTS, seed=2)
    seen_powers, seen_resources = {table.power_up}, set(table.resource_row)
    steps = []
    while not table.over:
        steps.append(table.step)
        before = table
        table = table.advance()
        if table.round != before.round:
            assert table.step == ClassStep.PICK and before.step == ClassStep.REFRESH
            assert table.power_up != before.power_up and before.power_up in table.power_discard
            assert not set(table.resource_row) & seen_resources
            seen_powers.add(table.power_up)
            seen_resources |= set(table.resource_row)
    assert table.round == table.rounds == 15 and before.step == ClassStep.CLAIM  # the last round ends after its claims
    assert steps[:5] == [ClassStep.PICK, ClassStep.DRAW, ClassStep.CLAIM, ClassStep.REFRESH, ClassStep.PICK]
    assert len(seen_resources) == 30 and table.resource_deck == ()
    refused(table.advance, ClassProblem.GAME_OVER)


# ----- claims, saves, refreshes ------------------------------------------------------------------------
def test_claims_are_recorded_by_name_and_stand_unless_contested():
    table = claiming()
    top = table.objective_deck[0]
    table = table.claim("Ana", TRIANGLE)
    assert table.claimed_by("Ana") == (TRIANGLE,) and TRIANGLE not in table.objective_row
    assert top in table.objective_row and table.claims[0].turned_up == top
    refused(lambda: table.claim("Ana", PATH), ClassProblem.ALREADY_CLAIMED)
    refused(lambda: table.claim("Dora", PATH), ClassProblem.UNKNOWN_STUDENT)
    refused(lambda: table.claim("Bruno", TRIANGLE), ClassProblem.NO_SUCH_CARD)
    refused(lambda: at(ClassStep.DRAW).claim("Ana", TRIANGLE), ClassProblem.WRONG_STEP)
    table = table.claim("Bruno", top)  # the card just turned up: no turn order
    assert table.claimed_by("Bruno") == (top,)
    nxt = at(ClassStep.CLAIM, table.advance())
    assert not nxt.claimed_this_round("Ana")  # a new round, a new claim


def test_a_contested_claim_is_checked_on_the_graph_the_teacher_draws():
    table = claiming().claim("Ana", TRIANGLE).claim("Bruno", TWO_EDGES)
    turned_up = table.claims[0].turned_up
    upheld = table.contest(0, 4, [(0, 1), (1, 2), (2, 0), (2, 3)])  # a paw holds a triangle
    assert upheld.claims[0].checked and upheld.claimed_by("Ana") == (TRIANGLE,)
    refused(lambda: upheld.contest(0, 3, [(0, 1), (1, 2), (2, 0)]), ClassProblem.NO_SUCH_CLAIM)
    failed = table.contest(0, 4, [(0, 1), (1, 2), (2, 3)])  # a path: no triangle
    assert failed.claims[0].failed and failed.claimed_by("Ana") == ()
    assert TRIANGLE in failed.objective_row and turned_up not in failed.objective_row
    assert failed.objective_deck[0] == turned_up and len(failed.objective_row) == 5
    assert failed.boxes_to_cross("Ana") == 1
    refused(lambda: failed.claim("Ana", TRIANGLE), ClassProblem.ALREADY_CLAIMED)  # the failed claim used the round
    c_upheld = table.contest(1, 4, [(0, 1), (2, 3)])
    assert c_upheld.claims[1].checked
    c_failed = table.contest(1, 3, [(0, 1), (1, 2)])  # one component of two edges is not two edges
    assert c_failed.claims[1].failed
    refused(lambda: table.contest(0, 2, [(0, 0)]), ClassProblem.BAD_GRAPH)
    refused(lambda: table.contest(0, 2, [(0, 5)]), ClassProblem.BAD_GRAPH)
    refused(lambda: table.contest(7, 2, [(0, 1)]), ClassProblem.NO_SUCH_CLAIM)


def test_saves_need_the_save_power_and_keep_the_card_for_its_saver():
    table = at(ClassStep.DRAW, power_up=SAVE_S)
    row = (TRIANGLE, PATH, TWO_EDGES, "S10", "C20")
    table = replace(table, objective_row=row, objective_deck=tuple(c for c in table.objective_deck if c not in row))
    saved = table.save("Carla", TRIANGLE).save("Carla", PATH)
    assert saved.saved_by("Carla") == (TRIANGLE, PATH) and len(saved.objective_row) == 5
    refused(lambda: saved.save("Carla", "S10"), ClassProblem.POWER_USED)  # twice this round at most
    refused(lambda: table.save("Ana", TWO_EDGES), ClassProblem.WRONG_OBJECTIVE_TYPE)
    refused(lambda: replace(table, power_up=ADJUST).save("Ana", TRIANGLE), ClassProblem.NO_SAVE_POWER)
    refused(lambda: replace(table, power_up=SAVE_C_ONCE).save("Ana", "S10"), ClassProblem.WRONG_OBJECTIVE_TYPE)
    later = saved.advance()
    refused(lambda: later.claim("Ana", TRIANGLE), ClassProblem.NO_SUCH_CARD)
    later = later.claim("Carla", TRIANGLE)
    assert later.claimed_by("Carla") == (TRIANGLE,) and later.saved_by("Carla") == (PATH,)


def test_refreshes_are_recorded_as_boxes_to_cross():
    table = at(ClassStep.REFRESH)
    row = table.objective_row
    table = table.refresh("Bruno").refresh("Ana")
    assert len(table.objective_row) == 5 and not set(row) & set(table.objective_row)
    assert table.boxes_to_cross("Bruno") == table.boxes_to_cross("Ana") == 2 and table.boxes_to_cross("Carla") == 0
    refused(lambda: table.advance().refresh("Ana"), ClassProblem.WRONG_STEP)


def test_an_empty_objective_deck_is_shuffled_from_the_discards():
    table = at(ClassStep.REFRESH)
    table = replace(table, objective_deck=table.objective_deck[:2])
    refreshed = table.refresh("Ana")
    assert len(refreshed.objective_row) == 5 and refreshed.shuffles == 1


# ----- the end ------------------------------------------------------------------------------------------------
def test_scores_typed_in_rank_the_class_with_the_tie_breakers():
    table = new_class_table(["Ana", "Bruno", "Carla", "Davi", "Eva"], seed=5)
    refused(lambda: table.type_score("Ana", Score(30)), ClassProblem.WRONG_STEP)
    table = at(ClassStep.SCORING, table)
    table = table.type_score("Ana", Score(40, crossed=2, trivial=1, max_degree=5, diameter=3, components=4))
    table = table.type_score("Bruno", Score(40, crossed=1, trivial=3, max_degree=4, diameter=2, components=2))
    table = table.type_score("Carla", Score(52, crossed=4))
    table = table.type_score("Davi", Score(40, crossed=2, trivial=1, max_degree=5, diameter=3, components=4))
    ranking = table.ranking()
    assert [(who, place) for who, place, _ in ranking] == [("Carla", 1), ("Bruno", 2), ("Ana", 3), ("Davi", 3)]
    table = table.type_score("Davi", Score(40, crossed=2, trivial=1, max_degree=5, diameter=3, components=5))
    assert [(who, place) for who, place, _ in table.ranking()][2:] == [("Davi", 3), ("Ana", 4)]
    assert table.score_of("Eva") is None  # not typed yet: not ranked
    refused(lambda: table.type_score("Eva", Score(10, crossed=-1)), ClassProblem.BAD_SCORE)
    refused(lambda: table.type_score("Eva", Score(True)), ClassProblem.BAD_SCORE)


# ----- the session: undo, redo, records -------------------------------------------------------------------------
def test_undo_and_redo_and_a_saved_lesson_replays():
    session = ClassSession(new_class_table(STUDENTS, seed=8))
    for _ in range(2):
        session.do(Action("advance"))
    start = session.table
    card = start.objective_row[0]
    session.do(Action("claim", "Ana", card))
    session.do(Action("contest", index=0, vertices=2, edges=((0, 1),)))
    assert session.undo() == Action("contest", index=0, vertices=2, edges=((0, 1),))
    assert session.undo() == Action("claim", "Ana", card) and session.table == start
    assert session.redo() == Action("claim", "Ana", card) and session.table.claimed_by("Ana") == (card,)
    with pytest.raises(ClassTableError):
        session.do(Action("claim", "Ana", session.table.objective_row[0]))
    assert len(session.actions) == 3  # a refused action changes nothing
    for _ in range(200):
        if session.table.over:
            break
        session.do(Action("advance"))
    session.do(Action("score", "Bruno", score=Score(33, 1, 0, 6, 4, 3)))
    record = json.loads(json.dumps(session.record()))
    again = ClassSession.from_record(record)
    assert again.table == session.table and again.actions == session.actions
    refused(lambda: ClassSession.from_record({"class_table": 2}), ClassProblem.BAD_ACTION)
    refused(lambda: Action.from_json({"kind": "claim", "student": 3}), ClassProblem.BAD_ACTION)
    refused(lambda: Action("cheer").apply(session.table), ClassProblem.BAD_ACTION)
    assert ClassSession(session.start).undo() is None and ClassSession(session.start).redo() is None


def test_every_class_problem_is_reached():
    # Each code has a test above; this keeps the list and the tests together.
    reached = {ClassProblem.NO_STUDENTS, ClassProblem.BAD_NAMES, ClassProblem.WRONG_STEP, ClassProblem.GAME_OVER,
               ClassProblem.UNKNOWN_STUDENT, ClassProblem.NO_SUCH_CARD, ClassProblem.ALREADY_CLAIMED,
               ClassProblem.NO_SUCH_CLAIM, ClassProblem.BAD_GRAPH, ClassProblem.NO_SAVE_POWER,
               ClassProblem.WRONG_OBJECTIVE_TYPE, ClassProblem.POWER_USED, ClassProblem.BAD_SCORE,
               ClassProblem.BAD_ACTION}
    assert reached == set(ClassProblem)
    assert nx.is_isomorphic(DECKS.objective(TWO_EDGES).graph(), nx.disjoint_union(nx.path_graph(2), nx.path_graph(2)))
