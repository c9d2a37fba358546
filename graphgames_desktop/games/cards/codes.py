"""The card game's codes: why a move or a setup is refused, and how a game ends.

Codes are data; the UI words them (see ``games/base.py``). Each refusal has a test that reaches it.
"""

from __future__ import annotations

from enum import StrEnum


class CardRefusal(StrEnum):
    """Why the rules refuse a move in this position."""

    BAD_MOVE_KIND = "bad_move_kind"  # not a move of the card game at all
    GAME_OVER = "game_over"
    DISCARD_BONUS_FIRST = "discard_bonus_first"
    WRONG_PHASE = "wrong_phase"
    NO_SUCH_CARD = "no_such_card"
    # drawing
    NO_VERTEX_DUE = "no_vertex_due"
    NO_EDGE_DUE = "no_edge_due"
    NO_SUCH_VERTEX = "no_such_vertex"
    LOOP = "loop"
    DOUBLE_EDGE = "double_edge"
    FROZEN_COMPONENT = "frozen_component"
    VERTICES_DUE = "vertices_due"
    EDGES_DUE = "edges_due"
    # extra powers
    POWER_NOT_FACE_UP = "power_not_face_up"
    POWER_USED = "power_used"
    NOT_ENOUGH_EULERIANS = "not_enough_eulerians"
    BEYOND_POWER = "beyond_power"
    BELOW_ZERO = "below_zero"
    WRONG_OBJECTIVE_TYPE = "wrong_objective_type"
    NO_BONUS_DECK = "no_bonus_deck"
    BONUS_DECK_EMPTY = "bonus_deck_empty"
    # claims in the contest mode
    NAME_COMPONENTS = "name_components"  # a C claim must say which components it circles
    CLAIM_OPEN = "claim_open"  # a claim waits for the other players to contest it or let it stand
    NO_OPEN_CLAIM = "no_open_claim"  # nothing to contest or let stand


class ClaimFailure(StrEnum):
    """Why the referee finds a claim unproven: what the sheet lacks."""

    NOT_A_SUBGRAPH = "not_a_subgraph"  # an S card: its graph is not in the sheet's graph
    NO_SUCH_COMPONENTS = "no_such_components"  # a C card: no whole components of the sheet together are its graph
    NOT_THESE_COMPONENTS = "not_these_components"  # a C card: the components named are not together its graph


class CardEnd(StrEnum):
    """How a game ended: one player alone aiming at a high score, or a ranking of several."""

    SOLO = "solo"
    SCORED = "scored"


class CardSetupProblem(StrEnum):
    """Why ``new_game`` refuses a table."""

    TOO_FEW_PLAYERS = "too_few_players"
    TOO_MANY_PLAYERS = "too_many_players"
    BONUS_NEEDS_TWO = "bonus_needs_two"
    BONUS_TOO_MANY = "bonus_too_many"  # the bonus deck serves 2 to 10 players
    CONTEST_NEEDS_TWO = "contest_needs_two"  # nobody to contest a claim in a game alone
    BAD_FIRST = "bad_first"


class ClassProblem(StrEnum):
    """Why the class table (``classroom.py``) refuses what the teacher asks."""

    NO_STUDENTS = "no_students"
    BAD_NAMES = "bad_names"  # a blank name, or two students of the same name
    WRONG_STEP = "wrong_step"  # that belongs to another step of the round
    GAME_OVER = "class_game_over"
    UNKNOWN_STUDENT = "unknown_student"
    NO_SUCH_CARD = "class_no_such_card"  # not in the row (nor saved by that student)
    ALREADY_CLAIMED = "already_claimed"  # one claim a round, a failed one included
    NO_SUCH_CLAIM = "no_such_claim"  # no claim of this round by that number, or it was settled
    BAD_GRAPH = "bad_graph"  # the graph drawn for a contest is not a simple graph on its vertices
    NO_SAVE_POWER = "no_save_power"  # the face-up extra power saves no objective
    WRONG_OBJECTIVE_TYPE = "class_wrong_objective_type"
    POWER_USED = "class_power_used"  # the student has saved as often as the power allows this round
    BAD_SCORE = "bad_score"
    BAD_ACTION = "bad_action"  # a saved lesson's action that is not one
