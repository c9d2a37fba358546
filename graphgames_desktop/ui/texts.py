"""Every sentence the engines' codes turn into, translated at the moment it is shown.

Engines and the graph model speak in codes (refusals, file problems, outcomes, strategies);
this module is the one place those codes become words.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication as Q

_MARK = re.compile(r"%([1-9][0-9]?)")


def fill(template: str, *args: object) -> str:
    """``template`` with each ``%N`` (1 to 99, as Qt numbers them) replaced by ``str(args[N - 1])``, in one pass:
    a chain of ``replace`` calls would also replace a ``%2`` that an earlier value brought in (a seat named
    "Ana %2", a vertex labelled "%3"). A ``%N`` with no value stays as it is."""
    def value(mark: re.Match[str]) -> str:
        n = int(mark.group(1))
        return str(args[n - 1]) if n <= len(args) else mark.group(0)
    return _MARK.sub(value, template)


def board_title(board_id: str) -> str:
    return {
        "path-4": Q.translate("Texts", "Path P4"), "path-7": Q.translate("Texts", "Path P7"),
        "cycle-5": Q.translate("Texts", "Cycle C5"), "cycle-6": Q.translate("Texts", "Cycle C6"), "cycle-9": Q.translate("Texts", "Cycle C9"),
        "star-5": Q.translate("Texts", "Star K1,5"),
        "complete-4": Q.translate("Texts", "Complete graph K4"), "complete-5": Q.translate("Texts", "Complete graph K5"),
        "complete-6": Q.translate("Texts", "Complete graph K6"),
        "bipartite-2-3": Q.translate("Texts", "Complete bipartite K2,3"), "bipartite-3-3": Q.translate("Texts", "Utility graph K3,3"),
        "wheel-6": Q.translate("Texts", "Wheel W6"), "wheel-8": Q.translate("Texts", "Wheel W8"),
        "prism-3": Q.translate("Texts", "Triangular prism"), "prism-5": Q.translate("Texts", "Pentagonal prism"),
        "cube": Q.translate("Texts", "Cube Q3"), "petersen": Q.translate("Texts", "Petersen graph"), "dodecahedron": Q.translate("Texts", "Dodecahedron"),
        "moser-spindle": Q.translate("Texts", "Moser spindle"), "hajos": Q.translate("Texts", "Hajós graph"),
        "grotzsch": Q.translate("Texts", "Grötzsch graph"), "heawood": Q.translate("Texts", "Heawood graph"),
        "bamboo": Q.translate("Texts", "Bamboo stalks"), "hb-tree": Q.translate("Texts", "Tree"), "house": Q.translate("Texts", "House"),
        "flower": Q.translate("Texts", "Flower"), "christmas-tree": Q.translate("Texts", "Christmas tree"), "girl": Q.translate("Texts", "Girl"),
        "random-tree": Q.translate("Texts", "Random tree"), "random-gnp": Q.translate("Texts", "Random graph G(8, 0.4)"),
        "random-rooted": Q.translate("Texts", "Random rooted picture"),
    }.get(board_id, board_id)


def drawing_refusal(code: str) -> str:
    return {
        "loop": Q.translate("Texts", "Refused: an edge must join two different vertices (no loops)."),
        "double_edge": Q.translate("Texts", "Refused: these two vertices are already joined (no double edges)."),
        "no_end_vertex": Q.translate("Texts", "Refused: an edge must end on a vertex. Release the stroke on another vertex."),
        "through_vertex": Q.translate("Texts", "Refused: the stroke runs through another vertex; an edge joins exactly two vertices."),
        "on_vertex": Q.translate("Texts", "Refused: too close to another vertex."),
        "on_crossing": Q.translate("Texts", "Refused: a vertex cannot be placed on a crossing of edges."),
        "on_edge": Q.translate("Texts", "Refused: a vertex cannot be placed on an edge."),
        "edge_through_vertex": Q.translate("Texts", "Refused: an edge of this vertex would run through another vertex."),
        "bad_position": Q.translate("Texts", "Refused: that position is outside the paper."),
    }.get(code, Q.translate("Texts", "Refused."))


def file_problem(code: str, detail: str = "") -> str:
    if code == "corrupt" and not detail:
        return Q.translate("Texts", "The file is damaged or truncated.")
    text = {
        "not_a_drawing": Q.translate("Texts", "This file is not a Graph Games drawing."),
        "newer_version": Q.translate("Texts", "This file was made by a newer version of Graph Games (format version %1). Please update the application."),
        "corrupt": Q.translate("Texts", "The file is damaged or truncated (%1)."),
        "not_text": Q.translate("Texts", "The file is not text; it may be damaged or of another kind."),
        "bad_value": Q.translate("Texts", "The file has an invalid value in %1."),
        "missing_field": Q.translate("Texts", "The file is missing required data (%1)."),
        "bad_edge": Q.translate("Texts", "The file has an edge that cannot be drawn (%1)."),
        "too_large": Q.translate("Texts", "The file is too large to open safely."),
        "unsafe_xml": Q.translate("Texts", "The file uses XML features (a DTD or entity declarations) that are refused for safety."),
        "unknown_format": Q.translate("Texts", "The file is not in a format Graph Games reads (its own drawings, GraphML, GML or GEXF)."),
        "no_graph": Q.translate("Texts", "The file holds no graph."),
        "unreadable": Q.translate("Texts", "The file could not be read: %1"),
        "unwritable": Q.translate("Texts", "The file could not be written: %1"),
    }.get(code, Q.translate("Texts", "The file could not be opened (%1)."))
    return fill(text, detail or code)


def import_warning(code: str) -> str:
    return {
        "missing_positions": Q.translate("Texts", "Some vertices had no position; they were placed automatically."),
        "dropped_loop": Q.translate("Texts", "Loops were removed: this drawing holds simple graphs only."),
        "dropped_double_edge": Q.translate("Texts", "Double edges were merged: this drawing holds simple graphs only."),
        "stacked_spread": Q.translate("Texts", "Vertices lying on one spot were spread apart."),
        "hyperedges_dropped": Q.translate("Texts", "Hyperedges (joining more than two vertices) were left out."),
        "extra_graphs_ignored": Q.translate("Texts", "The file holds several graphs; the first one was opened."),
        "long_labels_cut": Q.translate("Texts", "Very long labels were shortened."),
        "bad_text_repaired": Q.translate("Texts", "Some characters that could not be saved were replaced."),
    }.get(code, code)


def page_refusal(code: str) -> str:
    """Refusals every game shares: the match's own, and those of the session (session/intents.py's Refusal)."""
    return {
        "game_over": Q.translate("Texts", "The game is over."),
        "computer_to_move": Q.translate("Texts", "Wait: it is the computer's turn."),
        "not_your_turn": Q.translate("Texts", "Wait: it is another player's turn."),
        "replaying": Q.translate("Texts", "You are replaying an earlier position; go to the last move to play."),
        "curtain": Q.translate("Texts", "Nothing is played while the screen is covered: the player to move shows their cards first."),
        "stale": Q.translate("Texts", "The game moved on before your move arrived: look at the board again and play."),
        "not_your_seat": Q.translate("Texts", "You can only play for your own seat."),
        "not_allowed": Q.translate("Texts", "Only the teacher can do that."),
        "nothing_to_undo": Q.translate("Texts", "There is no move of yours to take back."),
        "nothing_to_redo": Q.translate("Texts", "There is no move to play again."),
        "unknown_screen": Q.translate("Texts", "This device is no longer in the game: join again."),
        "bad_intent": Q.translate("Texts", "That message was not understood."),
        "paused": Q.translate("Texts", "The teacher has paused the game: wait until it goes on."),
        "vote": Q.translate("Texts", "The class chooses this move by vote: vote for it instead."),
        "no_vote_open": Q.translate("Texts", "There is no vote open for you now."),
        "already_voted": Q.translate("Texts", "You have already voted on this position."),
        "no_votes": Q.translate("Texts", "Nobody has voted yet: there is no move to play."),
        "not_started": Q.translate("Texts", "The teacher has not started the game yet: wait for the start."),
    }.get(code, Q.translate("Texts", "That move is not allowed."))


def record_problem(code: str, move: int | None, detail: str = "") -> str:
    """Why a saved game could not be replayed (``move`` counts from 1)."""
    text = {
        "bad_record": Q.translate("Texts", "The saved game record is damaged."),
        "unknown_game": Q.translate("Texts", "The saved game is of a kind this version does not know (%1)."),
        "newer_rules": Q.translate("Texts", "The saved game follows newer rules (version %1) than this version of Graph Games knows. Please update the application."),
        "older_rules": Q.translate("Texts", "The saved game follows older rules (version %1) that this version can no longer replay."),
        "bad_setup": Q.translate("Texts", "The saved game's setup is damaged (%1)."),
        "bad_move": Q.translate("Texts", "The saved game record has an illegal move (move %1)."),
    }.get(code)
    if text is None:
        return fill(Q.translate("Texts", "The saved game could not be replayed (%1)."), code)
    return fill(text, move if move is not None else detail)


def setup_problem(code: str) -> str:
    return {
        "too_few_seats": Q.translate("Texts", "This game needs more players."),
        "too_many_seats": Q.translate("Texts", "This game cannot take that many players."),
        "bad_option": Q.translate("Texts", "One of the game's options has a value it does not accept."),
        "unknown_option": Q.translate("Texts", "The game does not know one of the options given."),
        "no_board": Q.translate("Texts", "This game is played on a board: choose one."),
        "bad_first": Q.translate("Texts", "The player chosen to start is not at the table."),
    }.get(code, Q.translate("Texts", "This game cannot be set up that way."))


def player_name(index: int) -> str:
    """Player A, B, C, ... (seats beyond Z are numbered)."""
    letter = chr(ord("A") + index) if 0 <= index < 26 else str(index + 1)
    return fill(Q.translate("Texts", "Player %1"), letter)


def level_name(level: str, exact: bool = False) -> str:
    name = {"easy": Q.translate("Texts", "Easy"), "medium": Q.translate("Texts", "Medium"),
            "strong": Q.translate("Texts", "Strong")}.get(level, level)
    return fill(Q.translate("Texts", "%1 (perfect)"), name) if exact else name


def count(n: float, noun: str, shown: str | None = None) -> str:
    """``n`` of ``noun`` ("vertices", "edges", "moves", "points", "loops") as words, singular for one
    (plus or minus), in either language; ``shown`` writes the number another way (a fraction, a sign)."""
    one, many = {
        "vertices": (Q.translate("Counts", "1 vertex"), Q.translate("Counts", "%1 vertices")),
        "edges": (Q.translate("Counts", "1 edge"), Q.translate("Counts", "%1 edges")),
        "moves": (Q.translate("Counts", "1 move"), Q.translate("Counts", "%1 moves")),
        "points": (Q.translate("Counts", "1 point"), Q.translate("Counts", "%1 points")),
        "loops": (Q.translate("Counts", "1 loop"), Q.translate("Counts", "%1 loops")),
    }[noun]
    number = str(n) if shown is None else shown
    return one.replace("1", number, 1) if abs(n) == 1 else fill(many, number)
