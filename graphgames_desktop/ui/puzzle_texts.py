"""A puzzle on screen or on paper: its board (the game's own view of the position) and its words.

The puzzle mode and the worksheets share these, so a puzzle reads the same in both. A puzzle's board
is its picture (``picture_board``): what the game's view shows of the position and nothing else, the
vertices numbered 1 to n as the answers name them, laid out by the picture rule (graph/picture_layout:
no vertex on an edge it does not end, no circles running into each other).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QObject

from graphgames_desktop.games.base import Move
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.puzzles import Difficulty, Puzzle, PuzzleKind
from graphgames_desktop.games.registry import GAMES
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.teaching import WHY_SECONDS, Verdict
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.picture_layout import CLEARANCE, lift_off_ground, untangle
from graphgames_desktop.session.frames import MatchInfo, watcher_frame
from graphgames_desktop.ui import verdicts
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.views import VIEWS
from graphgames_desktop.ui.views.base import CanvasGameView, vertex_name


def puzzle_games() -> list[str]:
    """The games with puzzles: a teaching hook, and a board view on screen."""
    return [gid for gid, view in VIEWS.items() if view.ready and gid in GAMES and GAMES[gid].teaching is not None
            and issubclass(view, CanvasGameView)]


def difficulty_name(level: Difficulty) -> str:
    return {Difficulty.EASY: Q.translate("Puzzles", "easy"), Difficulty.MEDIUM: Q.translate("Puzzles", "medium"),
            Difficulty.HARD: Q.translate("Puzzles", "hard")}[level]


def _view_on(puzzle: Puzzle, board: Drawing, parent: QObject | None = None) -> CanvasGameView:
    """The game's view of the puzzle's position drawn on ``board`` (two people's seats: nobody moves for them).

    Where the circles show the vertices' numbers (set up before any position is shown), the numbers
    given to the picture are not repeated beside them."""
    spec = GAMES[puzzle.game]
    match = Match(spec, puzzle.setup, (Seat(), Seat()), list(puzzle.moves))
    view = VIEWS[puzzle.game](MatchInfo.of(match), board, parent)
    assert isinstance(view, CanvasGameView)
    scene = view.scene
    for vid, item in scene.vertex_items.items():
        if item.label and item.mark == vertex_name(scene, vid):
            item.set_label("")
    view.show(watcher_frame(match), False)
    return view


def drop_view(view: CanvasGameView) -> None:
    view.stop()
    view.dropped()
    view.widget().deleteLater()
    view.deleteLater()


def picture_board(puzzle: Puzzle, spread: float = 1.0) -> Drawing:
    """The puzzle's picture: the vertices and edges the game's view shows of the position (a chomped
    vertex, a fallen edge, a ground vertex left without edges are gone), numbered 1 to n in the order of the board's numbers where those
    would skip, spread ``spread`` times about its middle (a worksheet fills a frame so), then moved
    where needed to meet the rule of graph/picture_layout at the look's radius (a Hackenbush picture
    keeps its ground vertices on the ground line, moving only along it, and the rest above it, high
    enough that no edge runs along the line)."""
    view = _view_on(puzzle, puzzle.setup.board)
    scene = view.scene
    shown_vertices = sorted(vid for vid, item in scene.vertex_items.items() if item.isVisible())
    shown_edges = {eid for eid, item in scene.edge_items.items() if item.isVisible()}
    ground_y = scene.ground_y
    drop_view(view)
    board = puzzle.setup.board.copy()
    for eid in [eid for eid in board.edges if eid not in shown_edges]:
        board.remove_edge(eid)
    for vid in [vid for vid in board.vertices if vid not in shown_vertices]:
        board.remove_vertex(vid)
    if ground_y is not None:  # a ground vertex holding no edge any more is just ground
        for vid in [vid for vid, v in board.vertices.items() if v.y >= ground_y - 0.5 and not board.incident_edges(vid)]:
            board.remove_vertex(vid)
            shown_vertices.remove(vid)
    if any(v.label for v in board.vertices.values()) or shown_vertices != list(range(len(shown_vertices))):
        for number, vid in enumerate(shown_vertices, 1):
            board.set_label(vid, str(number))
    x0, y0, x1, y1 = board.bounds()
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for vid, v in list(board.vertices.items()):
        board.move_vertex(vid, cx + spread * (v.x - cx), cy + spread * (v.y - cy))
    for e in board.edges.values():  # a loop only followed its vertex: it grows with the rest
        if e.u == e.v:
            x, y = board.vertices[e.u].pos
            board.set_edge_points(e.id, [(x + spread * (px - x), y + spread * (py - y)) for px, py in e.points])
    radius = theme().look.vertex_radius
    if ground_y is None:
        untangle(board, radius)
    else:
        line = cy + spread * (ground_y - cy)
        on_ground = {vid for vid, v in board.vertices.items() if v.y >= line - 0.5}
        floor = line - (1 + CLEARANCE) * radius
        untangle(board, radius, slide=on_ground, floor=floor)
        lift_off_ground(board, radius, line, on_ground, floor)
    return board


def puzzle_view(puzzle: Puzzle, parent: QObject | None = None, board: Drawing | None = None) -> CanvasGameView:
    """The game's view showing the puzzle's position on its picture (``board``, else ``picture_board``)."""
    return _view_on(puzzle, board if board is not None else picture_board(puzzle), parent)


def prompt(puzzle: Puzzle, view: CanvasGameView) -> str:
    """"Player A to move. Find a winning move (there are 3)."."""
    who = view.seat_name(puzzle.mover)
    if puzzle.kind == PuzzleKind.ONLY_SAFE:
        text = Q.translate("Puzzles", "%1 to move. Find the only move that does not lose.")
    elif len(puzzle.answers) == 1:
        text = Q.translate("Puzzles", "%1 to move. Find the winning move (there is one).")
    else:
        text = Q.translate("Puzzles", "%1 to move. Find a winning move (there are %2).")
    return fill(text, who, len(puzzle.answers))


def move_text(view: CanvasGameView, move: Move) -> str:
    return view.describe_move(move)


def answers_text(puzzle: Puzzle, view: CanvasGameView) -> str:
    """Every answer, in the move list's words."""
    names = [move_text(view, m) for m in puzzle.answers]
    return Q.translate("Puzzles", " or ").join(names)


def why(puzzle: Puzzle, view: CanvasGameView, move: Move) -> str:
    """Why a move wins, draws or loses in this puzzle, in one sentence of reasons."""
    teaching = GAMES[puzzle.game].teaching
    assert teaching is not None
    reasons = teaching.why(puzzle.state(), move, Deadline(WHY_SECONDS))
    return "; ".join(view.why_text(r) for r in reasons)


def verdict_of(puzzle: Puzzle, move: Move) -> str:
    judged = next((j for j in puzzle.judgements if j.move == move), None)
    return verdicts.describe(judged) if judged is not None else verdicts.verdict_word(Verdict.UNKNOWN)


def legend(game: str) -> list[str]:
    """A worksheet's reminder on its first page, in the sheet's language: the rule in a line or two,
    then how pictures and answers name things."""
    if game == "chomp":
        return [VIEWS[game].summary(),
                Q.translate("Legend", "Vertices are numbered 1 to n. An edge is named by its two ends: “removes edge 2–5”.")]
    if game == "hackenbush":
        return [Q.translate("Legend", "Cut one edge a turn: in Green Hackenbush either player cuts any edge; in Blue-Red, Blue cuts "
                                      "only blue edges and Red only red ones. Whatever no longer reaches the ground (the thick line) "
                                      "falls away; whoever cannot cut loses."),
                Q.translate("Legend", "An edge is named by its colour and its two ends: “cuts a green edge (6–7)”. Under a Blue-Red "
                                      "picture its edges are listed by colour, since a photocopy shows them alike.")]
    if game == "domination":
        return [Q.translate("Legend", "A turn: bring a token onto your empty entry vertex (ringed), or move a token along an edge to an "
                                      "empty neighbour; never next to an opponent's token. A token scores 3, an empty vertex 1 for "
                                      "each of your tokens beside it; the higher total wins."),
                Q.translate("Legend", "“moves 3 → 5”: the token on vertex 3 goes to vertex 5. Under each picture the tokens of each "
                                      "player are listed, since a photocopy shows both colours alike.")]
    if game == "magic":
        return [VIEWS[game].summary(),
                Q.translate("Legend", "A number in a circle or a box is a label. Beside a vertex, “Σ5 · 1” means: the labels on it and "
                                      "on its edges add up to 5 so far, and 1 of them is still to be placed (✓: none). Small grey "
                                      "numbers name the vertices; an edge is named by its ends: “edge 2–5”.")]
    return [VIEWS[game].summary()]


def key_legend(game: str, puzzles: Sequence[Puzzle]) -> str:
    """What the marks on an answer key mean, in the game of its puzzles (a Hackenbush key: under the rules
    its puzzles use; a draw's mark only where an answer draws)."""
    answers = [j for p in puzzles for j in p.judgements if j.move in p.answers]
    if game == "chomp":
        return Q.translate("Legend", "A tick marks each answer on its picture; the number beside it is how many moves the game "
                                     "still lasts after that one with best play (the winner hurrying, the loser holding out).")
    if game == "hackenbush":
        modes = {str(p.setup.options.get("mode")) for p in puzzles}
        parts = [Q.translate("Legend", "A tick marks each answer on its picture.")]
        if modes - {"blue_red"}:
            parts.append(Q.translate("Legend", "Under Green Hackenbush the number beside it is how many cuts the game still lasts "
                                               "after that one with best play (the winner hurrying, the loser holding out)."))
        if "blue_red" in modes:
            parts.append(Q.translate("Legend", "Under Blue-Red it is the value of the picture left, for the player who cut: the "
                                               "moves they have to spare (0: none, yet the opponent, who must cut next, loses)."))
        return " ".join(parts)
    if game == "domination":
        if all(j.verdict == Verdict.WIN for j in answers):
            return Q.translate("Legend", "A tick marks each answer on its picture; the number beside it is the final score of "
                                         "the player who moved minus the opponent's, in points, with best play from there on.")
        return Q.translate("Legend", "A tick marks each answer that wins, two bars one that draws; the number beside it is the "
                                     "final score of the player who moved minus the opponent's, in points, with best play from "
                                     "there on (0: a draw).")
    if game == "magic":
        return Q.translate("Legend", "A tick marks each vertex or edge where an answer goes; beside it, the labels that win "
                                     "when placed there (“2–5”: 2, 3, 4 and 5).")
    return ""


def colour_note(view: CanvasGameView) -> str:
    """The edges of the picture by colour (Blue-Red Hackenbush), "" without coloured edges: what a
    black-and-white copy loses."""
    scene = view.scene
    by_colour: dict[str, list[tuple[int, int]]] = {"blue": [], "red": []}
    for eid, item in scene.edge_items.items():
        if item.isVisible() and item.color_name in by_colour:
            e = scene.drawing.edges[eid]
            by_colour[item.color_name].append((min(e.u, e.v), max(e.u, e.v)))  # names follow the ids' order

    def names(ends: list[tuple[int, int]]) -> str:
        return ", ".join(f"{vertex_name(scene, a)}–{vertex_name(scene, b)}" for a, b in sorted(ends))

    parts = []
    if by_colour["blue"]:
        parts.append(fill(Q.translate("Legend", "Blue edges: %1."), names(by_colour["blue"])))
    if by_colour["red"]:
        parts.append(fill(Q.translate("Legend", "Red edges: %1."), names(by_colour["red"])))
    return " ".join(parts)


def picture_note(puzzle: Puzzle, view: CanvasGameView) -> str:
    """What a printed picture does not show of the position: the game's note (the magic game's unused
    labels, Domination's tokens), and the edges' colours."""
    return " ".join(t for t in (view.position_note(puzzle.state()), colour_note(view)) if t)
