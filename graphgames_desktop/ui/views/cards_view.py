"""The card game "Introduction to Graph Theory": the card table's view on the seam, and its texts.

The table (``card_table/``) shows the position as the seat at the screen may see it and turns
clicks and strokes into moves; this view words the moves, the events and every code.

Several people at one screen: a seat's secrets (its bonus cards, its pick of this round) are shown
only while the screen is that seat's, that is while it is that seat's turn in the game being
played (the host's curtain asked for it). Between two people (a curtain up, a computer playing, a
replay started under the curtain) the table shows what an onlooker sees, and the move list never
names a pick before all the picks of its round are revealed. The session decides this (the frame's
observation, and its moves redacted by the game's ``secret_move``): the view shows what it is given.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from enum import StrEnum

import networkx as nx
from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QObject, QRectF, QSize
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from graphgames_desktop.games.base import Move, Observation
from graphgames_desktop.games.cards.cards import BALANCED, BOOK, Decks, standard_decks
from graphgames_desktop.games.cards.codes import CardEnd, CardRefusal, CardSetupProblem, ClaimFailure
from graphgames_desktop.games.cards.moves import (
    AcceptClaim,
    AddEdge,
    AddVertex,
    AdjustDraw,
    Claim,
    ContestClaim,
    DiscardBonus,
    DrawBonus,
    EndDrawing,
    Pass,
    PickResource,
    Refresh,
    SaveObjective,
    SwapDraw,
)
from graphgames_desktop.games.cards.observation import CardObservation
from graphgames_desktop.games.cards.round import TRACK_COINS
from graphgames_desktop.games.cards.scoring import ALL_CROSSED, MINUS_TRACK
from graphgames_desktop.games.cards.table import BALANCED_START_VERTICES, CONTEST, OpenClaim, Phase, check_claim, claim_failure
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.session.frames import MatchInfo, SeatFrame
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.views.base import GameView, ScoreRow, unknown_code
from graphgames_desktop.ui.views.card_table import art
from graphgames_desktop.ui.views.card_table.art import card_language
from graphgames_desktop.ui.views.card_table.table import CardTable
from graphgames_desktop.ui.views.notation import normalise, not_understood

#: The moves a drawing player may take back one by one (never past the start of their drawing).
STROKES = (AddVertex, AddEdge, AdjustDraw, SwapDraw)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def keywords() -> dict[str, str]:
    """The words of the typed moves, by their English source; each is read in the interface's language and in English."""
    return {
        "discard": Q.translate("TypedCardMoves", "discard"),
        "vertex": Q.translate("TypedCardMoves", "vertex"),
        "done": Q.translate("TypedCardMoves", "done"),
        "power": Q.translate("TypedCardMoves", "power"),
        "to edge": Q.translate("TypedCardMoves", "to edge"),
        "to vertex": Q.translate("TypedCardMoves", "to vertex"),
        "save": Q.translate("TypedCardMoves", "save"),
        "bonus": Q.translate("TypedCardMoves", "bonus"),
        "contest": Q.translate("TypedCardMoves", "contest"),
        "accept": Q.translate("TypedCardMoves", "accept"),
        "refresh": Q.translate("TypedCardMoves", "refresh"),
        "pass": Q.translate("TypedCardMoves", "pass"),
    }


#: A typed edge of the sheet ("3-4"), a card by its number in the row ("1"), an objective's id with, for a C
#: claim, a vertex of each component it circles ("S03", "c3 1 5"); a card id's number may drop its zeros.
EDGE = re.compile(r"^(\d+)-(\d+)$")
NUMBER = re.compile(r"^\d+$")
CLAIM = re.compile(r"^([a-z])0*(\d+)((?: \d+)*)$")
CARD_ID = re.compile(r"\b([a-z])0*(\d+)\b")


def card_ids_in(typed: str) -> str:
    """Card ids as the cards print them: "s3" reads "s03" (ids are a letter and two digits)."""
    return CARD_ID.sub(lambda m: f"{m.group(1)}{int(m.group(2)):02d}", typed)


def move_notation(move: Move, word: Callable[[str], str]) -> str:
    """A card move as typed, its keywords given by ``word`` (translated, or the English source)."""
    if isinstance(move, PickResource):
        return str(move.index + 1)
    if isinstance(move, AddVertex):
        return word("vertex")
    if isinstance(move, AddEdge):
        return f"{move.u + 1}-{move.v + 1}"
    if isinstance(move, EndDrawing):
        return word("done")
    if isinstance(move, AdjustDraw):
        return f"{word('power')} {signed(move.vertices)} {signed(move.edges)}"
    if isinstance(move, SwapDraw):
        return f"{word('power')} {word('to edge' if move.to_edge else 'to vertex')}"
    if isinstance(move, SaveObjective):
        return f"{word('save')} {move.card}"
    if isinstance(move, DrawBonus):
        return f"{word('power')} {word('bonus')}"
    if isinstance(move, DiscardBonus):
        return f"{word('discard')} {move.card}"
    if isinstance(move, Claim):
        return " ".join([move.card, *(str(v + 1) for v in move.vertices)])
    if isinstance(move, ContestClaim):
        return word("contest")
    if isinstance(move, AcceptClaim):
        return word("accept")
    if isinstance(move, Refresh):
        return word("refresh")
    return word("pass")


class CardsView(GameView):
    game_id = "cards"

    def __init__(self, info: MatchInfo, board: Drawing | None = None, parent: QObject | None = None):
        super().__init__(info, parent)
        self.table = CardTable(self)
        self.table.move_chosen.connect(self.move_chosen)
        self.table.message.connect(self.message)
        self.table.undo_requested.connect(self.undo_requested)

    def widget(self) -> QWidget:
        return self.table

    def score_rows(self, observation: Observation) -> list[ScoreRow]:
        """The round and the rules in play (the decks' counts in their tooltip), where the room reads them:
        the table keeps its room for the cards and the sheet."""
        assert isinstance(observation, CardObservation)
        return [ScoreRow(text, None, detail) for text, detail in self.table.table_rows(observation)]

    @property
    def canvas(self):
        """The sheet on show: the toolbar's zoom acts on it, as on a board."""
        return self.table.sheet

    def show(self, frame: SeatFrame, animate: bool) -> None:
        """The position as the screen may see it; at the latest move, what a computer just did in one line
        (worded as the move list words it), and whether the drawing player may take back their last stroke."""
        observation = frame.observation
        assert isinstance(observation, CardObservation)
        self.frame = frame
        last = frame.moves[-1] if frame.moves and not frame.replaying else None
        reason = f"{self.seat_name(last.seat)} {self.move_words(last)}." \
            if last is not None and frame.seats[last.seat].is_computer else ""
        self.table.can_undo_stroke = (last is not None and isinstance(last.move, STROKES) and last.seat == observation.seat
                                      and observation.phase == Phase.DRAW and observation.current_player == last.seat
                                      and frame.inputs.can_undo)
        self.table.show_observation(observation, last.move if last is not None else None, reason)

    def computer_to_move(self) -> bool:
        """Only computers act now in the game being played (the table says one is thinking, not waiting for it)."""
        frame = self.frame
        return frame is not None and bool(frame.active) and all(frame.seats[s].is_computer for s in frame.active)

    def refused(self, text: str) -> None:
        self.table.refused(text)

    def tab_stops(self) -> list[QWidget]:
        return self.table.tab_stops()

    def fit(self) -> None:
        self.table.sheet.fit()

    def banner_slot(self) -> QWidget | None:
        """At the end, the strip under the table's header: the banner covers neither it nor the cards."""
        obs = self.table.obs
        return self.table.end_slot if obs is not None and obs.phase == Phase.OVER else None

    def sheet_of(self, seat: int) -> str:
        """"Sheet of Ana", "Sheet of Player A": in Portuguese "Folha de Ana", "Folha do Jogador A" (a name given
        at the setup takes "de"; the program's names for a seat, "Jogador A", "Computador (...)", take "do")."""
        name = self.seat_name(seat)
        if self.info.seats[seat].name:
            return fill(Q.translate("CardTable", "Sheet of %1"), name)
        return fill(Q.translate("CardTable", "Sheet of %1", "a seat's name given by the program, such as Player A"), name)

    @classmethod
    def rules_name(cls, rules: str) -> str:
        """The name of the rules a game is played by (the setup's choice, said on the table)."""
        return {BOOK: Q.translate("CardsView", "Book rules"),
                BALANCED: Q.translate("CardsView", "Balanced variant")}.get(rules, rules)

    def secret_move(self, before: Observation, kind: str) -> str:
        """The moves the card game keeps secret in its list: a bonus card discarded face down, and a pick until
        the picks are shown."""
        if kind == DiscardBonus.__name__:
            return Q.translate("CardsView", "keeps a bonus card in secret and discards another face down")
        return Q.translate("CardsView", "picks a resource card in secret")

    def describe(self, move: Move, before: Observation, played: bool = True) -> str:
        """The move in words, as ``before``'s seat may know it (a discarded bonus card is never named; a pick
        the screen may not know yet never comes here: the frame's move list holds it as None, worded by
        ``secret_move``). A claim ``played`` says its result and, failed, why; one offered (the move box's
        list) does not: the referee's check is no free look."""
        assert isinstance(before, CardObservation)
        lang = card_language()
        if isinstance(move, PickResource) and 0 <= move.index < len(before.resource_row):
            card = before.decks.resource(before.resource_row[move.index])
            return fill(Q.translate("CardsView", "picks “%1”"), card.text[lang])
        if isinstance(move, AddVertex):
            return Q.translate("CardsView", "draws a vertex")
        if isinstance(move, AddEdge):
            return fill(Q.translate("CardsView", "draws an edge %1–%2"), move.u + 1, move.v + 1)
        if isinstance(move, EndDrawing):
            return Q.translate("CardsView", "ends drawing")
        if isinstance(move, AdjustDraw):
            return fill(Q.translate("CardsView", "uses the extra power: %1, %2"),
                        texts.count(move.vertices, "vertices", signed(move.vertices)), texts.count(move.edges, "edges", signed(move.edges)))
        if isinstance(move, SwapDraw):
            return Q.translate("CardsView", "uses the extra power: one vertex becomes an edge") if move.to_edge else \
                Q.translate("CardsView", "uses the extra power: one edge becomes a vertex")
        if isinstance(move, SaveObjective):
            return fill(Q.translate("CardsView", "saves “%1”"), before.objective(move.card).name[lang])
        if isinstance(move, DrawBonus):
            return Q.translate("CardsView", "uses the extra power: draws bonus cards")
        if isinstance(move, DiscardBonus):
            return Q.translate("CardsView", "keeps a bonus card in secret and discards another face down")
        if isinstance(move, (Claim, ContestClaim, AcceptClaim)) and played:
            return self.claim_words(move, before)
        if isinstance(move, Claim):
            return fill(Q.translate("CardsView", "claims “%1”"), before.objective(move.card).name[lang])
        if isinstance(move, ContestClaim):
            return Q.translate("CardsView", "contests the claim")
        if isinstance(move, AcceptClaim):
            return Q.translate("CardsView", "lets the claim stand")
        if isinstance(move, Refresh):
            return Q.translate("CardsView", "refreshes the objectives (two boxes crossed)")
        if isinstance(move, Pass):
            return Q.translate("CardsView", "makes no claim") if before.phase == Phase.CLAIM else Q.translate("CardsView", "keeps the objectives")
        return str(move)

    def claim_words(self, move: Claim | ContestClaim | AcceptClaim, before: CardObservation) -> str:
        """A claim played, its result and, when it failed, the reason: "claims “Cycle C8”, and the claim fails:
        the sheet does not contain its graph; a box is crossed"."""
        lang = card_language()
        claim = OpenClaim(before.current_player, move.card, move.vertices) if isinstance(move, Claim) else before.open_claim
        if claim is None:  # not a position of this game: the words without a result
            return self.describe(move, before, played=False)
        name = before.objective(claim.card).name[lang]
        if isinstance(move, Claim) and before.claims == CONTEST:
            return fill(Q.translate("CardsView", "claims “%1”; the others may contest it"), name)
        if isinstance(move, AcceptClaim):
            if not before.last_to_answer:  # others are still to be asked
                return fill(Q.translate("CardsView", "lets the claim of “%1” stand"), name)
            return fill(Q.translate("CardsView", "lets the claim of “%1” stand: nobody contests it, and %2 takes the card "
                                    "unchecked"), name, self.seat_name(claim.player))
        check = check_claim(before.players[claim.player].sheet, before.objective(claim.card), claim.vertices)
        if isinstance(move, Claim):
            text = Q.translate("CardsView", "claims “%1”, and the claim is proven: the card is taken") \
                if check.failure is None else \
                Q.translate("CardsView", "claims “%1”, and the claim fails: %2; a box is crossed")
        else:
            text = Q.translate("CardsView", "contests the claim of “%1”, and the claim is proven: %3 takes the card") \
                if check.failure is None else \
                Q.translate("CardsView", "contests the claim of “%1”, and the claim fails: %2; the card goes back and %3 crosses a box")
        reason = self.failure_words(check.failure) if check.failure is not None else ""
        return fill(text, name, reason, self.seat_name(claim.player))

    def failure_shown(self, obs: CardObservation, card_id: str) -> str:
        """Why the claim of ``card_id`` failed in the move that led to ``obs`` (the position shown), as a clause."""
        move = self.frame.last_move if self.frame is not None else None
        named = not isinstance(move, Claim) or bool(move.vertices)  # a contested C claim always names its components
        return self.failure_words(claim_failure(obs.objective(card_id), named))

    @classmethod
    def failure_words(cls, failure: ClaimFailure) -> str:
        """Why the referee found a claim unproven, as a clause."""
        return {
            ClaimFailure.NOT_A_SUBGRAPH: Q.translate("CardsView", "the sheet does not contain the card's graph"),
            ClaimFailure.NO_SUCH_COMPONENTS: Q.translate("CardsView", "no whole components of the sheet together form the card's graph"),
            ClaimFailure.NOT_THESE_COMPONENTS: Q.translate("CardsView", "the components named do not together form the card's graph"),
        }[failure]

    def typed_moves(self, observation: Observation) -> list[tuple[str, str]]:
        """The move box's completions, each move's words as offered (a claim without its result)."""
        moves = []
        for m in observation.legal_moves():
            typed, words = self.notation(m, observation), self.describe(m, observation, played=False)
            moves.append((typed, words if words != typed else ""))
        return moves

    # -- typed moves -------------------------------------------------------------------------------
    def notation(self, move: Move, before: Observation) -> str:
        """A resource card by its number in the row ("1"), "vertex", an edge by its ends ("3-4"), an objective
        by its id ("S3"), and words for the rest ("done", "pass", "refresh", "discard B2", "power +1 0")."""
        words = keywords()
        return move_notation(move, lambda key: words[key])

    def parse_move(self, text: str, observation: Observation) -> Move | str:
        """A legal move's notation, in the interface's language or in English; else the move the text names,
        for the rules to refuse with their reason (an edge the sheet cannot take, a card not on the table)."""
        assert isinstance(observation, CardObservation)
        typed = card_ids_in(normalise(text))
        words = keywords()
        legal = observation.legal_moves()
        for move in legal:
            spellings = {move_notation(move, lambda key: words[key]), move_notation(move, lambda key: key)}
            if typed in {normalise(s) for s in spellings}:
                return move
        for move in (AddVertex(), EndDrawing(), Pass(), Refresh(), ContestClaim(), AcceptClaim(), DrawBonus()):
            if typed in {normalise(move_notation(move, lambda key: words[key])), normalise(move_notation(move, lambda key: key))}:
                return move  # a move of another step, or not allowed yet: the rules say why
        if (edge := EDGE.match(typed)) is not None:
            return AddEdge(int(edge.group(1)) - 1, int(edge.group(2)) - 1)
        if NUMBER.match(typed) and observation.phase == Phase.PICK:
            return PickResource(int(typed) - 1)
        if (claim := CLAIM.match(typed)) is not None and observation.phase == Phase.CLAIM:
            card = f"{claim.group(1).upper()}{int(claim.group(2)):02d}"
            return Claim(card, tuple(int(v) - 1 for v in claim.group(3).split()))
        return not_understood(text, [self.notation(m, observation) for m in legal[:1] + legal[-1:]])

    def describe_board(self, observation: Observation) -> list[str]:
        """The table (the extra power, the resource cards, the objectives, every player) and the sheet on show."""
        assert isinstance(observation, CardObservation)
        obs, lang, table = observation, card_language(), self.table
        lines = []
        if obs.power is not None:
            lines.append(fill(Q.translate("CardsView", "Extra power face up: %1."), obs.power.text[lang].rstrip(".")))
        if obs.phase != Phase.OVER:
            cards = [f"{i + 1}: “{obs.decks.resource(c).text[lang]}”" for i, c in enumerate(obs.resource_row)]
            lines.append(fill(Q.translate("CardsView", "Resource cards: %1."), "; ".join(cards)))
            objectives = [f"{c} {table.card_name(c)} ({texts.count(obs.objective(c).points, 'points')})" for c in obs.objective_row]
            lines.append(fill(Q.translate("CardsView", "Objectives: %1."), "; ".join(objectives) or "–"))
        for p, pl in enumerate(obs.players):
            parts = [fill(Q.translate("CardsView", "Eulerians: %1"), pl.eulerians),
                     fill(Q.translate("CardsView", "minus boxes crossed: %1"), pl.sheet.crossed)]
            if pl.claimed:
                parts.append(fill(Q.translate("CardsView", "claimed: %1"), ", ".join(table.card_name(c) for c in pl.claimed)))
            if pl.saved:
                parts.append(fill(Q.translate("CardsView", "saved: %1"), ", ".join(f"{c} {table.card_name(c)}" for c in pl.saved)))
            lines.append(f"{self.seat_name(p)}: {', '.join(parts)}.")
        lines += self.sheet_words(obs, obs.seat if obs.seat is not None else obs.current_player)
        return lines

    def sheet_words(self, obs: CardObservation, player: int) -> list[str]:
        """A player's sheet in play: its vertices and edges, its components, what is circled, what is still due."""
        if not 0 <= player < len(obs.players):
            return []
        pl = obs.players[player]
        sheet = pl.sheet
        edges = ", ".join(f"{u + 1}–{v + 1}" for u, v in sorted(sheet.edges)) or "–"
        lines = [fill(Q.translate("CardsView", "%1: %2 (numbered 1 to %3); edges: %4."),
                      self.sheet_of(player), texts.count(sheet.vertices, "vertices"), sheet.vertices, edges)]
        parts = sorted(sorted(c) for c in nx.connected_components(sheet.graph) if len(c) > 1)
        if parts:
            lines.append(fill(Q.translate("CardsView", "Components with edges: %1."),
                              "; ".join(", ".join(str(v + 1) for v in c) for c in parts)))
        if sheet.frozen:
            lines.append(fill(Q.translate("CardsView", "Circled for C objectives: vertices %1."),
                              ", ".join(str(v + 1) for v in sorted(sheet.frozen))))
        if obs.phase == Phase.DRAW and obs.current_player == player:
            lines.append(fill(Q.translate("CardsView", "Still to draw this round: %1 and %2."),
                              texts.count(pl.due_vertices, "vertices"), texts.count(pl.due_edges, "edges")))
        return lines

    @classmethod
    def event_text(cls, code: str, who: str, detail: object, why: str = "") -> str:
        """A sentence for what a move caused (``table.Event``); "" for what the table shows by itself.
        ``why``: a failed claim's reason (``failure_shown``)."""
        deck = {"resource_deck": Q.translate("CardsView", "resource"), "objective_deck": Q.translate("CardsView", "objective"), "power_deck": Q.translate("CardsView", "extra power"),
                "bonus_deck": Q.translate("CardsView", "bonus")}
        reason = {"edge_not_drawn": Q.translate("CardsView", "an edge could not be drawn"), "claim_failed": Q.translate("CardsView", "a claim failed"),
                  "refresh": Q.translate("CardsView", "a refresh")}
        text = {
            "reshuffled": Q.translate("CardsView", "The %1 discard pile was shuffled into a new deck."),
            "box_crossed": Q.translate("CardsView", "%1 crosses a minus box (%2)."),
            "new_sheet": Q.translate("CardsView", "New sheet for %1: the minus track was full (%2). The old sheet is stored and still scores."),
            "claimed": Q.translate("CardsView", "%1 takes %2: the claim is proven (lit on the sheet)."),
            "claim_failed": Q.translate("CardsView", "%1's claim of %2 fails: %3. The card goes back and a box is crossed."),
            "refreshed": Q.translate("CardsView", "%1 refreshed the objectives."),
            "objective_saved": Q.translate("CardsView", "%1 saved %2."),
            "claim_made": Q.translate("CardsView", "%1 claims %2: contest it or let it stand."),
            "claim_contested": Q.translate("CardsView", "%1 contests the claim of %2: the referee checks it."),
            "claim_stands": Q.translate("CardsView", "Nobody contests: %1 takes %2 unchecked."),
            "round_started": Q.translate("CardsView", "Round %2 begins: a new extra power and two new resource cards."),
            "picks_revealed": Q.translate("CardsView", "Everybody has picked; the picks are shown together: %2."),
            "game_over": Q.translate("CardsView", "The resource deck is empty: the game is over."),
        }.get(code, "")
        named = str(detail)
        if code == "reshuffled":  # %1 is the deck, not a player
            return fill(text, deck.get(named, named))
        return fill(text, who, reason.get(named, named) if code in ("box_crossed", "new_sheet") else named, why)

    @classmethod
    def home_picture(cls, size: QSize) -> QPixmap:
        """Three cards of the deck fanned out: a resource, an objective and an extra power."""
        decks = standard_decks()
        pix = QPixmap(size)
        pix.fill(theme().look.paper)
        painter = QPainter(pix)
        painter.setRenderHint(QPainter.Antialiasing)
        h = size.height() * 0.8  # room for the tilt
        w = h * 0.72
        cards = (decks.resources[0], next(c for c in decks.objectives if c.type == "S"), decks.powers[0])
        centre = size.width() / 2
        for i, card in enumerate(cards):
            painter.save()
            painter.translate(centre + (i - 1) * w * 0.62, size.height() / 2 + abs(i - 1) * 3)
            painter.rotate((i - 1) * 8)
            art.paint_card(painter, QRectF(-w / 2, -h / 2, w, h), card)
            painter.restore()
        painter.end()
        return pix

    @classmethod
    def title(cls) -> str:
        return Q.translate("CardsView", "Introduction to Graph Theory")

    @classmethod
    def summary(cls) -> str:
        return Q.translate("CardsView", "A card game for 1 to 20 players: pick resources, draw a simple graph on your sheet, claim objective cards, score components, diameter and degrees.")

    @classmethod
    def option_label(cls, name: str) -> str:
        return {"rules": Q.translate("CardsView", "Rules:"),
                "bonus": Q.translate("CardsView", "Bonus cards:"),
                "claims": Q.translate("CardsView", "Claims:"),
                "turns": Q.translate("CardsView", "Pick and draw:")}.get(name, name)

    @classmethod
    def option_choice(cls, name: str, value: str) -> str:
        # A few words each, read whole in the setup's box in classroom type (a sentence was cut there); the rules
        # window says what each does.
        if name == "rules":
            return cls.rules_name(value)
        return {"referee": Q.translate("CardsView", "Checked by the computer"),
                "contest": Q.translate("CardsView", "Stand unless contested"),
                "in_turn": Q.translate("CardsView", "One after another"),
                "together": Q.translate("CardsView", "All at once (devices)")}.get(value, value)

    @classmethod
    def refusal(cls, code: StrEnum) -> str:
        R = CardRefusal
        return {
            R.BAD_MOVE_KIND: Q.translate("CardsView", "That is not a move of this game."),
            R.GAME_OVER: Q.translate("CardsView", "The game is over."),
            R.DISCARD_BONUS_FIRST: Q.translate("CardsView", "First discard one of the bonus cards you were just given."),
            R.WRONG_PHASE: Q.translate("CardsView", "That belongs to another step of the round."),
            R.NO_SUCH_CARD: Q.translate("CardsView", "That card is not on the table for you."),
            R.NO_VERTEX_DUE: Q.translate("CardsView", "You have no vertex left to draw this round."),
            R.NO_EDGE_DUE: Q.translate("CardsView", "You have no edge left to draw this round."),
            R.NO_SUCH_VERTEX: Q.translate("CardsView", "An edge must join two vertices of your sheet."),
            R.LOOP: Q.translate("CardsView", "An edge must join two different vertices (no loops)."),
            R.DOUBLE_EDGE: Q.translate("CardsView", "These two vertices are already joined (no double edges)."),
            R.FROZEN_COMPONENT: Q.translate("CardsView", "That component was circled for a C objective: it can no longer change."),
            R.VERTICES_DUE: Q.translate("CardsView", "Draw every vertex of your card first."),
            R.EDGES_DUE: Q.translate("CardsView", "Draw every edge of your card first: an edge may be left out only when no two free vertices remain unjoined."),
            R.POWER_NOT_FACE_UP: Q.translate("CardsView", "That extra power is not the one face up this round."),
            R.POWER_USED: Q.translate("CardsView", "You have already used this round's extra power as often as it allows."),
            R.NOT_ENOUGH_EULERIANS: Q.translate("CardsView", "You do not have enough Eulerians to pay for the extra power."),
            R.BEYOND_POWER: Q.translate("CardsView", "The extra power does not change your drawing by that much."),
            R.BELOW_ZERO: Q.translate("CardsView", "You cannot draw fewer than zero vertices or edges."),
            R.WRONG_OBJECTIVE_TYPE: Q.translate("CardsView", "This extra power saves objectives of the other type."),
            R.NO_BONUS_DECK: Q.translate("CardsView", "This game is played without bonus cards."),
            R.BONUS_DECK_EMPTY: Q.translate("CardsView", "No bonus card is left to draw."),
            R.NAME_COMPONENTS: Q.translate("CardsView", "A C claim must say which components it circles."),
            R.CLAIM_OPEN: Q.translate("CardsView", "A claim is waiting: the other players contest it or let it stand first."),
            R.NO_OPEN_CLAIM: Q.translate("CardsView", "There is no claim to contest or let stand."),
        }.get(code) or unknown_code(code)

    @classmethod
    def setup_problem(cls, code: StrEnum) -> str:
        P = CardSetupProblem
        return {
            P.TOO_FEW_PLAYERS: Q.translate("CardsView", "The card game needs at least one player."),
            P.TOO_MANY_PLAYERS: Q.translate("CardsView", "The card game takes at most 20 players."),
            P.BONUS_NEEDS_TWO: Q.translate("CardsView", "The bonus deck needs at least two players."),
            P.BONUS_TOO_MANY: Q.translate("CardsView", "The bonus deck serves 2 to 10 players; play without it at a bigger table."),
            P.CONTEST_NEEDS_TWO: Q.translate("CardsView", "Contested claims need at least two players."),
            P.BAD_FIRST: Q.translate("CardsView", "The player chosen to start is not at the table."),
        }.get(code) or super().setup_problem(code)

    @classmethod
    def ending(cls, termination: StrEnum) -> str:
        return {
            CardEnd.SOLO: Q.translate("CardsView", "The resource deck ran out: your sheets are scored."),
            CardEnd.SCORED: Q.translate("CardsView", "The resource deck ran out: the sheets are scored and ranked."),
        }.get(termination) or unknown_code(termination)

    @classmethod
    def rules_html(cls) -> str:
        """The rule book's game, the readings where the book is unclear, and each change of the balanced variant.

        Numbers come from the program's decks and tables, so the window says what the game does."""
        book, balanced = standard_decks(BOOK), standard_decks(BALANCED)
        track = ", ".join(str(v) for v in MINUS_TRACK)

        def per_player(card_id: str) -> tuple[str, ...]:
            a, b = book.bonus_card(card_id), balanced.bonus_card(card_id)
            return (str(a.limit), str(a.limit_c), str(a.points), str(b.limit), str(b.limit_c), str(b.points), str(b.most))

        b04, b18 = per_player("B04"), per_player("B18")
        words = CardsRules()
        b06 = (words.claims_wanted(book, "B06"), str(book.bonus_card("B06").points), words.claims_wanted(balanced, "B06"),
               str(balanced.bonus_card("B06").points), str(balanced.bonus_card("B06").most))
        return "".join([
            "<h2>", Q.translate("CardsRules", "Introduction to Graph Theory"), "</h2>",
            "<p>", Q.translate("CardsRules", "Each player draws a simple graph on a sheet: every edge joins two different vertices, two vertices are joined at most once, edges may be curved and may cross, and a crossing is never a vertex."), "</p>",
            "<p>", Q.translate("CardsRules", "The setup offers two sets of rules: the rule book's (the default), and a balanced variant whose changes are listed at the end."), "</p>",
            "<h3>", Q.translate("CardsRules", "Setup"), "</h3>",
            "<p>", Q.translate("CardsRules", "One extra power card, five objective cards and two resource cards are turned face up. Every player starts with 2 Eulerians, the game's currency, and a blank sheet. With the bonus deck (2 to 10 players) each player is dealt two bonus cards, keeps one in secret and discards the other."), "</p>",
            "<h3>", Q.translate("CardsRules", "A round"), "</h3>",
            "<ol>",
            "<li>", Q.translate("CardsRules", "Every player picks one of the two face-up resource cards (several players may pick the same one). The picks are made at the same time: nobody sees another's pick before making their own. At one screen each player picks in turn behind the curtain, and the picks are shown together after the last one."), "</li>",
            "<li>", Q.translate("CardsRules", "Draw the vertices and edges it gives and gain its Eulerians. Each edge you cannot draw crosses one minus box. You may pay Eulerians for the face-up extra power: draw more or less, swap a vertex for an edge, save an objective for yourself, or draw bonus cards."), "</li>",
            "<li>", Q.translate("CardsRules", "Claim at most one objective: an S card if your graph contains its graph, a C card if some of your components together are its graph. The components of a C claim are circled and can no longer change. A claim that fails crosses a box. A claim's result is final: it cannot be taken back."), "</li>",
            "<li>", Q.translate("CardsRules", "Claims have no turn order: when a claim reveals a new objective, everyone who has not claimed this round may claim again, until nobody does. With contested claims (as on paper) a claim stands unless another player contests it; only a contested claim is checked, and one that fails returns the card and crosses a box."), "</li>",
            "<li>", Q.translate("CardsRules", "Anyone may refresh the five objectives, crossing two boxes."), "</li>",
            "<li>", Q.translate("CardsRules", "A new extra power and two new resource cards are turned up."), "</li>",
            "</ol>",
            "<p>", Q.translate("CardsRules", "When the last box of the minus track would be crossed, the sheet is stored and a new one begins with its first two boxes crossed. The round in which the resource deck runs out is the last, and it ends after the claims."), "</p>",
            "<h3>", Q.translate("CardsRules", "Scoring"), "</h3>",
            "<p>", Q.translate("CardsRules", "Each sheet scores its non-trivial components, its diameter, its maximum degree, its objectives and the bonus card, minus one point per lone vertex and the value under the leftmost uncrossed minus box. Ties go to fewer crossed boxes, then fewer lone vertices, a higher maximum degree, a higher diameter, and more components."), "</p>",
            "<h3>", Q.translate("CardsRules", "Where the rule book is unclear: the readings this program chose"), "</h3>",
            "<ul>",
            "<li>", fill(Q.translate("CardsRules", "The minus track: the book's sheet has 8 boxes whose values cannot all be read (-1, -2, -8 and -14 can; its example scores -6, and -17 once all are crossed). This program reads them, from the left, as %1, and %2 once all eight are crossed."), track, ALL_CROSSED), "</li>",
            "<li>", Q.translate("CardsRules", "The number of cards: the book lists 30 resource cards, 60 objectives (30 S and 30 C), 18 bonus cards and 18 extra powers, 126 cards in all, but its setup speaks of 20 bonus cards. This program has 18 bonus cards; when a deck runs out its discards are shuffled into a new one (so ten players are dealt their bonus cards too)."), "</li>",
            "<li>", Q.translate("CardsRules", "Numbers the printed cards hold and the book's text lost (the resource cards, the objectives' graphs and points, most bonus points and extra power costs) are this program's own; where the text can be read they are the book's. The bonus card about the component with the 2nd most vertices prints its middle row as its last (N ≥ 9: 10); it is read as N = 7 or 8: 7."), "</li>",
            "<li>", Q.translate("CardsRules", "Components are the book's: a lone vertex is a component (a trivial one) and a tree, as it has no cycle. “For every player …” bonus cards count you too. Cards about every vertex need at least one vertex; the longest path or cycle needs an edge, and players tied for it all earn it; a card asking for “only S” or “only C” objectives needs one claim at least."), "</li>",
            "<li>", Q.translate("CardsRules", "Claims are asked in turn (the order moves one seat each round), each player at most one claim a round, a failed one included. A card taken from the row is replaced in its own place."), "</li>",
            "<li>", Q.translate("CardsRules", "Saving an objective is not claiming it. The book allows one claim a round (step 3 of a round) and lets the save power, used while drawing (step 2), save up to two cards in a round, so this program reads a save as no claim: a player who saved may still claim one objective in the same round, the saved card or another. A saved card waits by its owner's sheet, for nobody else, until they claim it; that claim is the one claim of the round in which it is made."), "</li>",
            "<li>", fill(Q.translate("CardsRules", "The Eulerian track holds %1 coins a sheet. When a sheet fills its minus track, the Eulerians not spent, the edges still to draw and the boxes still to cross go on to the new sheet."), TRACK_COINS), "</li>",
            "</ul>",
            "<h3>", Q.translate("CardsRules", "The balanced variant"), "</h3>",
            "<p>", Q.translate("CardsRules", "Chosen in the setup, it changes these rules of the book (measured in games between computer players, the book's “for every player” cards paid nearly every holder, up to 30 points at a big table):"), "</p>",
            "<ul>",
            "<li>", fill(Q.translate("CardsRules", "Every sheet, and every new sheet after the minus track fills, starts with %1 lone vertices drawn, so that every resource card can be drawn whole."), BALANCED_START_VERTICES), "</li>",
            "<li>", fill(Q.translate("CardsRules", "The bonus card “for every player with at least %1 Eulerians, gain %3” asks for %4 Eulerians and pays %6 a player, %7 at most."), *b04), "</li>",
            "<li>", fill(Q.translate("CardsRules", "The bonus card “for every player who claimed at least %1, gain %2” asks for %3 and pays %4 a player, %5 at most."), *b06), "</li>",
            "<li>", fill(Q.translate("CardsRules", "The bonus card “for every player with at least %1 components, gain %3” asks for %4 components and pays %6 a player, %7 at most."), *b18), "</li>",
            "<li>", Q.translate("CardsRules", "Bonus cards count components as the score sheet's Components row does: lone vertices are neither components nor trees (the cards about trees, one component, the 2nd largest component and the number of components)."), "</li>",
            "<li>", Q.translate("CardsRules", "Bonus cards about every vertex (all the same degree, degree at least 2, no degree above 3) need a sheet with an edge."), "</li>",
            "</ul>",
        ])


class CardsRules(QObject):
    """Words of the rules window that take Qt's plural forms (lupdate reads a plural's count in ``self.tr`` only)."""

    def claims_wanted(self, decks: Decks, card_id: str) -> str:
        """The claims a bonus card asks for: "1 C and 2 S objectives" ("1 objetivo C e 2 S")."""
        card = decks.bonus_card(card_id)
        c_cards = card.limit_c
        return fill(self.tr("%n C and %1 S objectives", "a bonus card asks for claims", c_cards), card.limit)
