"""The class table: the card game's table alone, for a class playing on paper with the app projecting.

There are no sheets in the engine here: each student draws on a paper sheet, keeps the minus and
Eulerian tracks there and scores it at the end. The model holds what the class shares and the
teacher records: the face-up extra power, the objective row, the two resource cards, the rounds,
and by student name every claim, save and refresh (a refresh or a failed proof is a reminder to
cross boxes on paper). The teacher advances the steps of a round (pick, draw, claim, refresh); the
round in which the resource deck runs out ends after its claims, and the teacher then types in each
student's final score and the tie-breaker numbers for the ranking.

Claims follow the rule source's paper play: a claim stands at once unless it is contested; a
contested claim is checked on a graph the teacher draws (the student's components, for a C card),
and one that fails returns the card to the row (the card turned up for it goes back on the deck if
it is still face up) and is recorded as a box to cross. Each student claims at most one card a
round (a failed claim counts). A save needs a save power face up, of the card's type, and counts
per student against the power's uses this round.

``ClassTable`` is immutable; ``ClassSession`` keeps the actions (serialisable records) and their
tables, for undo and redo and to save and reload a lesson. Refusals are ``ClassProblem`` codes.
Pure Python: the class-table screen is built on it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

import networkx as nx

from graphgames_desktop.games.base import JSONObject
from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.cards import Decks, ObjectiveCard, PowerCard, standard_decks
from graphgames_desktop.games.cards.codes import ClassProblem
from graphgames_desktop.games.cards.round import OBJECTIVES_FACE_UP, RESOURCES_FACE_UP, deal
from graphgames_desktop.games.history import History


class ClassStep(StrEnum):
    PICK = "pick"  # every student picks one of the two resource cards
    DRAW = "draw"  # students draw; saves are recorded here (extra powers are used while drawing)
    CLAIM = "claim"
    REFRESH = "refresh"
    SCORING = "scoring"  # the game is over: final scores are typed in


class ClassTableError(ValueError):
    """An action the class table refuses; ``code`` says why."""

    def __init__(self, code: ClassProblem, **details: object):
        super().__init__(str(code))
        self.code = code
        self.details = details


@dataclass(frozen=True)
class ClaimRecord:
    """Claim number ``index`` of the game: ``student`` took ``card`` in ``round``; ``checked``: the
    claim was contested and proven; ``failed``: contested and not proven (the card went back)."""

    student: str
    card: str
    round: int
    checked: bool = False
    failed: bool = False
    turned_up: str | None = None  # the card turned up to replace it, if any


@dataclass(frozen=True)
class Score:
    """A student's final numbers as written on paper: the total and the tie-breakers' numbers."""

    total: int
    crossed: int = 0
    trivial: int = 0
    max_degree: int = 0
    diameter: int = 0
    components: int = 0

    @property
    def key(self) -> tuple[int, ...]:
        """Higher is better: the total, then the rule source's five tie-breakers."""
        return self.total, -self.crossed, -self.trivial, self.max_degree, self.diameter, self.components


@dataclass(frozen=True)
class ClassTable:
    """The shared table of a class game (see the module docstring)."""

    students: tuple[str, ...]
    seed: int
    bonus_powers: bool = False  # the bonus deck is played on paper: keep the bonus-draw powers
    step: ClassStep = ClassStep.PICK
    round: int = 1
    shuffles: int = 0
    resource_row: tuple[str, ...] = ()
    resource_deck: tuple[str, ...] = ()
    resource_discard: tuple[str, ...] = ()
    objective_row: tuple[str, ...] = ()
    objective_deck: tuple[str, ...] = ()
    objective_discard: tuple[str, ...] = ()
    power_up: str | None = None
    power_deck: tuple[str, ...] = ()
    power_discard: tuple[str, ...] = ()
    claims: tuple[ClaimRecord, ...] = ()
    saved: tuple[tuple[str, str], ...] = ()  # (student, card) waiting by the student's sheet
    saves_this_round: tuple[str, ...] = ()  # one entry per save, by student
    refreshes: tuple[tuple[str, int], ...] = ()  # (student, round): two boxes to cross
    scores: tuple[tuple[str, Score], ...] = ()
    decks: Decks = field(default_factory=standard_decks, repr=False, compare=False)

    # ----- reading ----------------------------------------------------------------------------------
    @property
    def rounds(self) -> int:
        return len(self.decks.resources) // RESOURCES_FACE_UP

    @property
    def last_round(self) -> bool:
        return not self.resource_deck

    @property
    def over(self) -> bool:
        return self.step == ClassStep.SCORING

    @property
    def power(self) -> PowerCard | None:
        return self.decks.power(self.power_up) if self.power_up else None

    def objective(self, card_id: str) -> ObjectiveCard:
        return self.decks.objective(card_id)

    def saved_by(self, student: str) -> tuple[str, ...]:
        return tuple(card for who, card in self.saved if who == student)

    def claimed_by(self, student: str) -> tuple[str, ...]:
        """The cards ``student`` holds (claims that stand)."""
        return tuple(c.card for c in self.claims if c.student == student and not c.failed)

    def boxes_to_cross(self, student: str) -> int:
        """Boxes the records ask ``student`` to cross on paper: two a refresh, one a failed claim."""
        return 2 * sum(1 for who, _ in self.refreshes if who == student) + \
            sum(1 for c in self.claims if c.student == student and c.failed)

    def claimed_this_round(self, student: str) -> bool:
        return any(c.student == student and c.round == self.round for c in self.claims)

    def score_of(self, student: str) -> Score | None:
        return next((s for who, s in self.scores if who == student), None)

    def ranking(self) -> list[tuple[str, int, Score]]:
        """(student, place, score) for every student with a score, best first; ties broken by the rule
        source's tie-breakers (fewest crossed boxes, fewest trivial components, highest maximum degree,
        highest diameter, most components); still tied, they share a place."""
        rows = sorted(((who, s) for who, s in self.scores), key=lambda r: r[1].key, reverse=True)
        out: list[tuple[str, int, Score]] = []
        for i, (who, s) in enumerate(rows):
            place = out[-1][1] if out and out[-1][2].key == s.key else i + 1
            out.append((who, place, s))
        return out

    # ----- small helpers --------------------------------------------------------------------------------
    def _need(self, step: ClassStep) -> None:
        if self.step != step:
            raise ClassTableError(ClassProblem.WRONG_STEP, step=str(self.step))

    def _student(self, name: str) -> None:
        if name not in self.students:
            raise ClassTableError(ClassProblem.UNKNOWN_STUDENT, student=name)

    def _take(self, deck: str, discard: str, count: int) -> tuple[tuple[str, ...], ClassTable]:
        """Up to ``count`` cards from ``deck``, shuffling ``discard`` into it when it runs out."""
        state, taken = self, list[str]()
        while len(taken) < count:
            cards: tuple[str, ...] = getattr(state, deck)
            if not cards:
                pile = list(getattr(state, discard))
                if not pile:
                    break
                random.Random(f"{state.seed}/class/{state.shuffles}").shuffle(pile)
                piles: dict[str, Any] = {deck: tuple(pile), discard: ()}
                state = replace(state, shuffles=state.shuffles + 1, **piles)
                continue
            taken.append(cards[0])
            rest: dict[str, Any] = {deck: cards[1:]}
            state = replace(state, **rest)
        return tuple(taken), state

    def _refill(self) -> tuple[ClassTable, str | None]:
        """The objective row topped up to five; the card turned up, if exactly one was."""
        new, state = self._take("objective_deck", "objective_discard", OBJECTIVES_FACE_UP - len(self.objective_row))
        return replace(state, objective_row=state.objective_row + new), new[0] if len(new) == 1 else None

    # ----- the teacher's actions ----------------------------------------------------------------------------
    def advance(self) -> ClassTable:
        """The next step of the round; after the refresh step, the next round (a new power and two new
        resource cards); after the claims of the last round, scoring."""
        if self.step == ClassStep.SCORING:
            raise ClassTableError(ClassProblem.GAME_OVER)
        if self.step == ClassStep.PICK:
            return replace(self, step=ClassStep.DRAW)
        if self.step == ClassStep.DRAW:
            return replace(self, step=ClassStep.CLAIM)
        if self.step == ClassStep.CLAIM:
            return replace(self, step=ClassStep.SCORING if self.last_round else ClassStep.REFRESH)
        power, state = self._take("power_deck", "power_discard", 1)
        state = replace(state, power_discard=state.power_discard + ((self.power_up,) if self.power_up else ()),
                        power_up=power[0] if power else None)
        return replace(state, step=ClassStep.PICK, round=self.round + 1, saves_this_round=(),
                       resource_discard=state.resource_discard + state.resource_row,
                       resource_row=state.resource_deck[:RESOURCES_FACE_UP],
                       resource_deck=state.resource_deck[RESOURCES_FACE_UP:])

    def claim(self, student: str, card: str) -> ClassTable:
        """``student`` claims ``card`` (from the row or their saved cards): it stands unless contested."""
        self._need(ClassStep.CLAIM)
        self._student(student)
        if self.claimed_this_round(student):
            raise ClassTableError(ClassProblem.ALREADY_CLAIMED, student=student)
        if card in self.objective_row:
            state, turned_up = replace(self, objective_row=tuple(c for c in self.objective_row if c != card))._refill()
        elif card in self.saved_by(student):
            state, turned_up = replace(self, saved=tuple(s for s in self.saved if s != (student, card))), None
        else:
            raise ClassTableError(ClassProblem.NO_SUCH_CARD, card=card)
        return replace(state, claims=state.claims + (ClaimRecord(student, card, self.round, turned_up=turned_up),))

    def contest(self, index: int, vertices: int, edges: Sequence[tuple[int, int]]) -> ClassTable:
        """Claim ``index`` is contested: the teacher draws the student's graph (``vertices`` 0..n-1 and
        ``edges``; for a C card, the components meant). A graph that proves the card upholds the claim;
        one that does not returns the card and records a box to cross."""
        self._need(ClassStep.CLAIM)
        if not (isinstance(index, int) and 0 <= index < len(self.claims)) or self.claims[index].round != self.round \
                or self.claims[index].checked or self.claims[index].failed:
            raise ClassTableError(ClassProblem.NO_SUCH_CLAIM, index=index)
        try:
            g = nx.Graph()
            g.add_nodes_from(range(vertices))
            for u, v in edges:
                if u == v or not (0 <= u < vertices and 0 <= v < vertices):
                    raise ValueError
                g.add_edge(u, v)
        except (TypeError, ValueError):
            raise ClassTableError(ClassProblem.BAD_GRAPH) from None
        record = self.claims[index]
        card = self.objective(record.card)
        proven = claims.has_subgraph(g, card.graph()) if card.type == "S" else \
            claims.matching_components(g, card.graph()) is not None
        if proven:
            return self._with_claim(index, replace(record, checked=True))
        state = self._with_claim(index, replace(record, failed=True))
        if record.turned_up in state.objective_row:  # the card turned up for it goes back on the deck
            state = replace(state, objective_row=tuple(c for c in state.objective_row if c != record.turned_up),
                            objective_deck=(record.turned_up,) + state.objective_deck)
        return replace(state, objective_row=state.objective_row + (record.card,))

    def _with_claim(self, index: int, record: ClaimRecord) -> ClassTable:
        return replace(self, claims=self.claims[:index] + (record,) + self.claims[index + 1:])

    def save(self, student: str, card: str) -> ClassTable:
        """``student`` pays for the face-up save power (on paper) and keeps ``card`` by their sheet."""
        self._need(ClassStep.DRAW)
        self._student(student)
        power = self.power
        if power is None or power.kind != "save":
            raise ClassTableError(ClassProblem.NO_SAVE_POWER)
        if card not in self.objective_row:
            raise ClassTableError(ClassProblem.NO_SUCH_CARD, card=card)
        if self.objective(card).type not in power.types:
            raise ClassTableError(ClassProblem.WRONG_OBJECTIVE_TYPE, types=power.types)
        if self.saves_this_round.count(student) >= power.times:
            raise ClassTableError(ClassProblem.POWER_USED, student=student)
        state, _ = replace(self, objective_row=tuple(c for c in self.objective_row if c != card))._refill()
        return replace(state, saved=state.saved + ((student, card),), saves_this_round=state.saves_this_round + (student,))

    def refresh(self, student: str) -> ClassTable:
        """``student`` refreshes the row: five new objectives, two boxes to cross."""
        self._need(ClassStep.REFRESH)
        self._student(student)
        state = replace(self, objective_discard=self.objective_discard + self.objective_row, objective_row=())
        state, _ = state._refill()
        return replace(state, refreshes=state.refreshes + ((student, self.round),))

    def type_score(self, student: str, score: Score) -> ClassTable:
        """The final numbers ``student`` reads from their sheets (typed again, they replace the old ones)."""
        self._need(ClassStep.SCORING)
        self._student(student)
        numbers = (score.total, score.crossed, score.trivial, score.max_degree, score.diameter, score.components)
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in numbers) or \
                min(numbers[1:]) < 0 or abs(score.total) > 10 ** 6:
            raise ClassTableError(ClassProblem.BAD_SCORE, student=student)
        return replace(self, scores=tuple((w, s) for w, s in self.scores if w != student) + ((student, score),))


def new_class_table(students: Sequence[str], *, seed: int = 0, bonus_powers: bool = False,
                    decks: Decks | None = None) -> ClassTable:
    """The setup of the rule source, without sheets: one power, five objectives, two resources face up.

    ``students`` are the names the teacher records by (one at least, all different and not blank);
    there is no upper limit, as a class plays on paper. ``bonus_powers`` keeps the bonus-draw powers
    (when the class plays with a paper bonus deck).
    """
    names = tuple(s.strip() for s in students)
    if not names:
        raise ClassTableError(ClassProblem.NO_STUDENTS)
    if not all(names) or len(set(names)) != len(names):
        raise ClassTableError(ClassProblem.BAD_NAMES)
    decks = decks or standard_decks()
    return ClassTable(students=names, seed=seed, bonus_powers=bonus_powers, decks=decks,
                      **deal(decks, random.Random(seed), bonus_powers))


# ----- actions and the session (undo, redo, records) -------------------------------------------------------
@dataclass(frozen=True)
class Action:
    """One thing the teacher did: ``kind`` (advance, claim, contest, save, refresh, score) and its data."""

    kind: str
    student: str = ""
    card: str = ""
    index: int = 0
    vertices: int = 0
    edges: tuple[tuple[int, int], ...] = ()
    score: Score | None = None

    def apply(self, table: ClassTable) -> ClassTable:
        if self.kind == "advance":
            return table.advance()
        if self.kind == "claim":
            return table.claim(self.student, self.card)
        if self.kind == "contest":
            return table.contest(self.index, self.vertices, self.edges)
        if self.kind == "save":
            return table.save(self.student, self.card)
        if self.kind == "refresh":
            return table.refresh(self.student)
        if self.kind == "score" and self.score is not None:
            return table.type_score(self.student, self.score)
        raise ClassTableError(ClassProblem.BAD_ACTION, kind=self.kind)

    def to_json(self) -> JSONObject:
        data: JSONObject = {"kind": self.kind}
        if self.student:
            data["student"] = self.student
        if self.card:
            data["card"] = self.card
        if self.kind == "contest":
            data.update(index=self.index, vertices=self.vertices, edges=[list(e) for e in self.edges])
        if self.score is not None:
            s = self.score
            data["score"] = [s.total, s.crossed, s.trivial, s.max_degree, s.diameter, s.components]
        return data

    @classmethod
    def from_json(cls, raw: object) -> Action:
        """An action from a saved lesson; ClassTableError(BAD_ACTION) for anything else."""
        try:
            if not isinstance(raw, dict):
                raise TypeError
            kind, student, card = raw["kind"], raw.get("student", ""), raw.get("card", "")
            index, vertices = raw.get("index", 0), raw.get("vertices", 0)
            edges = tuple((int(u), int(v)) for u, v in raw.get("edges", []))
            numbers = raw.get("score")
            if not (isinstance(kind, str) and isinstance(student, str) and isinstance(card, str)
                    and all(isinstance(x, int) and not isinstance(x, bool) for x in (index, vertices))):
                raise TypeError
            score = None
            if numbers is not None:
                if not (isinstance(numbers, list) and len(numbers) == 6 and
                        all(isinstance(x, int) and not isinstance(x, bool) for x in numbers)):
                    raise TypeError
                score = Score(*numbers)
        except (KeyError, TypeError, ValueError):
            raise ClassTableError(ClassProblem.BAD_ACTION) from None
        return cls(kind, student, card, index, vertices, edges, score)


@dataclass
class ClassSession:
    """A lesson in progress: the start, the actions taken and the tables after each; undo and redo."""

    start: ClassTable
    actions: list[Action] = field(default_factory=list)
    redo_stack: list[Action] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._history: History[ClassTable, Action] = History(self.start, lambda table, action: action.apply(table))
        done = self.actions
        self.actions, self.redo_stack = self._history.steps, self._history.redo_stack  # the history's own lists
        for action in done:
            self.do(action)

    @property
    def table(self) -> ClassTable:
        return self._history.current

    def do(self, action: Action) -> ClassTable:
        """Apply ``action``; ClassTableError leaves the session unchanged."""
        return self._history.push(action)

    def can_undo(self) -> bool:
        return bool(self.actions)

    def undo(self) -> Action | None:
        """Take back the last action (the teacher's tool: a card shown stays seen, but the table goes back)."""
        taken = self._history.take_back(len(self.actions) - 1) if self.actions else []
        return taken[0] if taken else None

    def redo(self) -> Action | None:
        return self._history.redo()

    def record(self) -> JSONObject:
        t = self.start
        return {"class_table": 1, "students": list(t.students), "seed": t.seed, "bonus_powers": t.bonus_powers,
                "actions": [a.to_json() for a in self.actions]}

    @classmethod
    def from_record(cls, record: object) -> ClassSession:
        """A saved lesson replayed; ClassTableError for a damaged record (BAD_ACTION) or an action refused."""
        if not isinstance(record, dict) or record.get("class_table") != 1:
            raise ClassTableError(ClassProblem.BAD_ACTION, detail="record")
        students, seed, bonus = record.get("students"), record.get("seed", 0), record.get("bonus_powers", False)
        actions = record.get("actions", [])
        if not (isinstance(students, list) and all(isinstance(s, str) for s in students) and isinstance(seed, int)
                and isinstance(bonus, bool) and isinstance(actions, list)):
            raise ClassTableError(ClassProblem.BAD_ACTION, detail="record")
        return cls(new_class_table(students, seed=seed, bonus_powers=bonus), [Action.from_json(a) for a in actions])
