"""Worksheets a teacher can photocopy: every kind is drawn and measured from the PDF itself (text sizes,
edge widths, pictures against their frames), every picture meets the layout rule and numbers its
vertices 1 to n as the key names them, the key is as readable as the puzzles, the first page says
the rule and the notation in the sheet's language, and the dialog saves where Save As does."""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games import puzzles
from graphgames_desktop.games.teaching import Verdict
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.graph.picture_layout import ground_dips, layout_problems
from graphgames_desktop.ui import puzzle_texts, worksheet
from graphgames_desktop.ui.i18n import LanguageManager
from graphgames_desktop.ui.views.base import vertex_name
from graphgames_desktop.ui.worksheet import PRINT_SCALE, Sheet, WorksheetError, write_worksheet
from tests.pdf_marks import Box, read_pages

#: Points in a device unit of the worksheets (96 a inch).
PT = 72 / worksheet.DPI
#: The frames' stroke: grey #888888, 0.3 mm.
FRAME_GREY = round(0x88 / 255, 2)
#: Stroke colours of edges and circles on paper: the ink, green, blue, red (items.EDGE_COLORS).
EDGE_INKS = {(0.17, 0.18, 0.26), (0.16, 0.62, 0.25), (0.11, 0.31, 0.85), (0.76, 0.07, 0.12)}

#: Every game with worksheets, at every difficulty; the papers and languages alternate so that each
#: game is printed on both papers and in both languages (12 sheets of 3 puzzles, not 48).
KINDS = [(game, level, ("a4", "letter")[(i + level) % 2], ("en", "pt_BR")[(i + level // 2) % 2])
         for i, game in enumerate(("chomp", "hackenbush", "domination", "magic")) for level in (1, 2, 3)]


@cache
def _puzzles(game: str, level: int, count: int = 3, seed: int = 4) -> tuple[puzzles.Puzzle, ...]:
    return tuple(puzzles.generate(game, count, puzzles.Difficulty(level), seed))


@dataclass
class Drawn:
    """A picture as drawn: its frame and target (device units), scale, board and vertex names; its ground
    line (Hackenbush), and on a key each mark's text, where it is written and where the marks' badges are."""

    frame: QRectF
    target: QRectF
    scale: float
    board: Drawing
    radius: float
    names: list[str]
    ground: float | None = None
    marks: list[str] = field(default_factory=list)
    mark_texts: list[QRectF | None] = field(default_factory=list)
    badges: list[QRectF] = field(default_factory=list)


def _recording(monkeypatch) -> list[Drawn]:
    drawn: list[Drawn] = []
    original = worksheet.draw_picture

    def record(pages, view, frame, source=None):
        target = original(pages, view, frame, source)
        scene = view.scene
        shown = [vid for vid, item in scene.vertex_items.items() if item.isVisible()]
        width = (source if source is not None else worksheet.picture_rect(view)).width()
        marked = Drawn(QRectF(frame), QRectF(target), target.width() / width,
                       scene.drawing.copy(), scene.vertex_radius, [vertex_name(scene, v) for v in shown], scene.ground_y)
        layer = view._judgement_layer
        if source is not None and layer is not None:  # a key's picture: its marks
            size = layer._badge_size()
            marked.marks = [label for _anchor, _j, label in layer.marks]
            marked.mark_texts = layer.label_boxes()
            marked.badges = [QRectF(c.x() - size, c.y() - size, 2 * size, 2 * size)
                             for c in layer.badge_centres() if c is not None]
        drawn.append(marked)
        return target

    monkeypatch.setattr(worksheet, "draw_picture", record)
    return drawn


def _in_language(lang: str):
    languages = LanguageManager()
    languages.set_language(lang)
    return languages


def _frames(page) -> list[Box]:
    return [p.box for p in page.paints if p.stroke is not None and not p.fill and abs(p.stroke - 0.3 * 72 / 25.4) < 0.05
            and tuple(round(c, 2) for c in p.stroke_colour) == (FRAME_GREY,) * 3]


def pdf_text(path: Path) -> str | None:
    if shutil.which("pdftotext") is None:
        return None
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True, text=True).stdout


@pytest.mark.parametrize("game,level,paper,lang", KINDS)
def test_every_worksheet_kind_prints_legibly(qtbot, tmp_path, monkeypatch, game, level, paper, lang):
    found = _puzzles(game, level)
    assert len(found) == 3
    drawn = _recording(monkeypatch)
    path = tmp_path / "sheet.pdf"
    languages = _in_language(lang)
    try:
        plan = write_worksheet(str(path), Sheet(game, found, puzzles.Difficulty(level), 4, paper))
        legend = puzzle_texts.legend(game)
        key_legend = puzzle_texts.key_legend(game, found)
    finally:
        languages.set_language("en")
    numbers = [1, 2, 3]
    assert [n for kind, ns in plan if kind == "puzzles" for n in ns] == numbers
    assert [n for kind, ns in plan if kind == "key" for n in ns] == numbers
    kinds = [kind for kind, _ in plan]
    assert kinds == sorted(kinds, key=lambda k: k == "key") and kinds[-1] == "key"

    # Every picture: drawn at the print scale, as large as its frame allows, by the layout rule,
    # its vertices named 1 to n; the key's picture of a puzzle exactly as large as the puzzle's.
    assert len(drawn) == 6
    pad = worksheet.FRAME_PAD_MM * worksheet.DPI / 25.4
    for d in drawn:
        inner = d.frame.adjusted(pad, pad, -pad, -pad)
        assert inner.adjusted(-0.5, -0.5, 0.5, 0.5).contains(d.target)
        assert max(d.target.width() / inner.width(), d.target.height() / inner.height()) >= 0.95
        assert d.scale >= PRINT_SCALE * 0.97
        assert layout_problems(d.board, d.radius) == []
        assert sorted(d.names, key=int) == [str(i) for i in range(1, len(d.names) + 1)]
    for puzzle_picture, key_picture in zip(drawn[:3], drawn[3:]):
        assert key_picture.scale >= puzzle_picture.scale - 1e-6
    # Issue 44: on a key every mark has its number (Chomp's ticks had none above 11 vertices and edges, the
    # magic game's for one label), written clear of every badge ("29/8" printed as "29" under a later tick);
    # no edge of a Hackenbush picture runs along its ground line.
    for key_picture in drawn[3:]:
        assert key_picture.marks and all(key_picture.marks)
        assert not any(box.intersects(badge) for box in key_picture.mark_texts if box is not None for badge in key_picture.badges)
    for d in drawn:
        if d.ground is not None:
            assert ground_dips(d.board, d.radius, d.ground) == {}

    # The PDF as printed: every text 9 pt or more (numbers on the pictures too, key included), every
    # edge and circle at least 1 pt wide, every picture filling its frame.
    pages = read_pages(path)
    assert len(pages) == len(plan)
    assert min(t.size for page in pages for t in page.texts) >= 9.0 - 0.05
    smallest: dict[str, float] = {}
    for page, (kind, _) in zip(pages, plan):
        for frame in _frames(page):
            inside = [p for p in page.paints if p.box is not frame and not p.box.empty and frame.holds(*p.box.centre())]
            edges = [p for p in inside if p.stroke is not None and tuple(round(c, 2) for c in p.stroke_colour) in EDGE_INKS]
            assert edges and min(p.stroke for p in edges) >= 1.0
            extent = Box()
            for p in inside:
                extent.add(p.box.x0, p.box.y0)
                extent.add(p.box.x1, p.box.y1)
            inner_w, inner_h = frame.width - 2 * pad * PT, frame.height - 2 * pad * PT
            assert max(extent.width / inner_w, extent.height / inner_h) >= 0.9
            assert extent.width <= frame.width + 1 and extent.height <= frame.height + 1
            texts = [t.size for t in page.texts if frame.holds(t.x, t.y)]
            assert texts, "every picture numbers its vertices"
            smallest[kind] = min(smallest.get(kind, 99.0), min(texts))
    assert smallest["key"] >= smallest["puzzles"] - 0.01

    text = pdf_text(path)
    if text is not None:
        flat = " ".join(text.split())
        assert " ".join(legend[0].split()[:4]) in flat
        assert key_legend and " ".join(key_legend.split()[-5:]) in flat  # the key says what its numbers mean
        assert ("Answer key" in flat) == (lang == "en") and ("Gabarito" in flat) == (lang == "pt_BR")


def test_a_chomp_picture_never_draws_an_edge_through_a_vertex(qtbot):
    """Issue 30: on the board as the game left it, edge 7-9 ran straight through vertex 5; the puzzle's
    picture moves what it must, and names its six vertices 1 to 6."""
    puzzle = puzzles.generate("chomp", 6, None, 0)[1]
    state = puzzle.state()
    board = puzzle.setup.board.copy()
    for eid, e in list(board.edges.items()):
        if (min(e.u, e.v), max(e.u, e.v)) not in state.edges:
            board.remove_edge(eid)
    for vid in [v for v in board.vertices if v not in state.vertices]:
        board.remove_vertex(vid)
    assert layout_problems(board, worksheet.PRINT_LOOK.vertex_radius)  # as the game left it
    picture = puzzle_texts.picture_board(puzzle)
    assert layout_problems(picture, worksheet.PRINT_LOOK.vertex_radius) == []
    view = puzzle_texts.puzzle_view(puzzle, board=picture)
    try:
        names = sorted((vertex_name(view.scene, v) for v in view.scene.vertex_items), key=int)
        assert names == [str(i) for i in range(1, len(state.vertices) + 1)]
        assert all(puzzle_texts.move_text(view, m).count("–") <= 1 for m in puzzle.answers)
    finally:
        puzzle_texts.drop_view(view)


def test_no_edge_of_a_hackenbush_picture_runs_along_its_ground_line(qtbot):
    """Issue 44: spread to fill its frame, a picture's lower arc of two edges from the ground to a low vertex
    ran along the ground line; its low vertex now rises until the arc is a radius clear of it."""
    puzzle = puzzles.generate("hackenbush", 3, puzzles.Difficulty.HARD, 0)[0]
    for spread in (1.0, 1.6, 2.5):
        picture = puzzle_texts.picture_board(puzzle, spread)
        view = puzzle_texts.puzzle_view(puzzle, board=picture)
        try:
            scene = view.scene
            assert ground_dips(picture, scene.vertex_radius, scene.ground_y) == {}
            assert layout_problems(picture, scene.vertex_radius) == []
        finally:
            puzzle_texts.drop_view(view)


def test_a_key_says_what_its_numbers_mean_for_the_rules_of_its_puzzles(qtbot):
    """A Hackenbush key of Green puzzles only speaks of moves to the end; with a Blue-Red puzzle, of moves
    to spare too. Domination speaks of a draw's mark only where an answer draws."""
    green = [p for p in _puzzles("hackenbush", 3) if p.setup.options["mode"] == "green"]
    assert green
    words = puzzle_texts.key_legend("hackenbush", green)
    assert "how many cuts the game still lasts" in words and "Blue-Red" not in words
    blue_red = [p for p in puzzles.generate("hackenbush", 8, None, 2) if p.setup.options["mode"] == "blue_red"]
    assert "moves they have to spare" in puzzle_texts.key_legend("hackenbush", [*green, *blue_red])
    found = _puzzles("domination", 1)
    draws = any(j.verdict == Verdict.DRAW for p in found for j in p.judgements if j.move in p.answers)
    assert ("two bars" in puzzle_texts.key_legend("domination", found)) == draws


def test_a_blue_red_picture_lists_its_edges_by_colour(qtbot):
    """A photocopy shows blue and red alike: the note under the picture says which edge is which."""
    found = [p for p in puzzles.generate("hackenbush", 8, None, 2) if p.setup.options["mode"] == "blue_red"]
    assert found
    view = puzzle_texts.puzzle_view(found[0])
    try:
        note = puzzle_texts.picture_note(found[0], view)
        shown = [item for item in view.scene.edge_items.values() if item.isVisible()]
        assert note.count("–") == len(shown) and "Blue edges:" in note and "Red edges:" in note
    finally:
        puzzle_texts.drop_view(view)


def test_an_unwritable_worksheet_leaves_no_file(qtbot, tmp_path):
    found = puzzles.generate("chomp", 1, None, 1)
    with pytest.raises(WorksheetError):
        write_worksheet(str(tmp_path / "missing" / "sheet.pdf"), Sheet("chomp", found, None, 1))
    assert not (tmp_path / "missing").exists()


def test_the_command_line_writes_a_worksheet_in_portuguese(qtbot, tmp_path, capsys):
    from graphgames_desktop.app import main
    out = tmp_path / "folha.pdf"
    try:
        assert main(["--worksheet", "hackenbush", "--count", "2", "--difficulty", "easy", "--seed", "4",
                     "--lang", "pt_BR", "--out", str(out)]) == 0
    finally:
        LanguageManager().set_language("en")
    assert out.exists() and len(read_pages(out)) >= 2
    text = pdf_text(out)
    if text is not None:
        assert "Gabarito" in text and "Quebra-cabeça 2" in text and "chão" in text
    assert main(["--worksheet", "cards", "--out", str(tmp_path / "x.pdf")]) == 2
    assert main(["--worksheet", "chomp", "--difficulty", "impossible", "--out", str(tmp_path / "x.pdf")]) == 2
    assert "difficulty" in capsys.readouterr().err and not (tmp_path / "x.pdf").exists()


def test_the_dialog_writes_the_sheet_it_shows(qtbot, tmp_path):
    from graphgames_desktop.ui.worksheet_dialog import WorksheetDialog
    sheet = WorksheetDialog(None, "domination")
    qtbot.addWidget(sheet)
    sheet.count_box.setValue(3)
    sheet.paper_box.setCurrentIndex(sheet.paper_box.findData("letter"))
    path = tmp_path / "dialog.pdf"
    assert sheet.export_to(str(path))
    assert len(read_pages(path)) >= 3


def test_the_dialog_saves_where_save_as_goes(qtbot, tmp_path, monkeypatch):
    """Issue 30: the Save dialog opened in the program's working folder."""
    from PySide6.QtWidgets import QFileDialog

    from graphgames_desktop.ui import files
    from graphgames_desktop.ui.worksheet_dialog import WorksheetDialog
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    asked: list[str] = []

    def save_file_name(parent, caption, where, filters):
        asked.append(where)
        return "", ""  # the person cancels

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
    recent = tmp_path / "lessons" / "graph.json"
    recent.parent.mkdir()
    for folder, expected in ((str(recent.parent), recent.parent), (None, Path(files.save_folder([])))):
        dialog = WorksheetDialog(None, "chomp", folder)
        qtbot.addWidget(dialog)
        dialog.export()
        assert Path(asked[-1]).parent == expected and Path(asked[-1]).parent != work
    assert files.save_folder([str(recent)]) == str(recent.parent)


def test_a_hackenbush_keys_answers_and_reasons_say_which_edge_and_which_picture(qtbot, tmp_path, monkeypatch):
    """Seen in the key of `--worksheet hackenbush --seed 1`: parallel edges printed as "(4–9) ou (4–9)"; puzzle
    2's reasons said "10 edges" under a picture of 11 (they speak of the picture the cut leaves, and did not
    say so, nor which of the answers); in puzzle 5 a tick and the 1–11 edges sat on vertex 3. Each answer is
    named apart (as typed: "4–9 #2"); the reasons name the answer and first say what stands after it; no
    mark covers a vertex's circle, and no edge runs through a vertex."""
    found = tuple(puzzles.generate("hackenbush", 6, None, 1))
    drawn = _recording(monkeypatch)
    path = tmp_path / "key.pdf"
    write_worksheet(str(path), Sheet("hackenbush", found, None, 1, "a4"))
    for puzzle, key_picture in zip(found, drawn[len(found):]):
        view = puzzle_texts.puzzle_view(puzzle)
        try:
            names = [puzzle_texts.move_text(view, m) for m in puzzle.answers]
            assert len(set(names)) == len(names), names
            first = puzzle.answers[0]
            reasons = hb.why(puzzle.state(), first)
            after = puzzle.state().play(first)
            if after.legal_moves():
                assert reasons[0].code == hb.HackenbushWhy.LEFT
                assert reasons[0].params["edges"] == len(after.edges)
                assert reasons[0].params["edges"] + reasons[0].params["fallen"] + 1 == len(puzzle.state().edges)
        finally:
            puzzle_texts.drop_view(view)
        d = key_picture
        assert layout_problems(d.board, d.radius) == []
        for badge in d.badges:  # a disc clear of every vertex's number (it may touch a circle's rim on a short edge)
            c, size = badge.center(), badge.width() / 2
            for vid, v in d.board.vertices.items():
                assert ((c.x() - v.x) ** 2 + (c.y() - v.y) ** 2) ** 0.5 >= d.radius * 0.75 + size, (badge, vid + 1)
    text = pdf_text(path)
    if text is not None:
        flat = " ".join(text.split())
        assert "(4–9) or" not in flat and "(1–11) or" not in flat
        assert "Why “cuts a green edge (4–9 #1)” works: left standing after the cut: 10 edges;" in flat
