"""The card game "Introduction to Graph Theory": its texts, for the rules window and every code.

The card table (the screen where the game is played) is not built yet, so ``ready`` is False: the
game is registered, its rules can be read and its codes have sentences, but it is not offered on
the home screen, in the Game menu or by ``--game``.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication as Q

from graphgames_desktop.games.cards.codes import CardEnd, CardRefusal, CardSetupProblem
from graphgames_desktop.ui.views.base import GameView, unknown_code


class CardsView(GameView):
    game_id = "cards"
    ready = False

    @classmethod
    def title(cls) -> str:
        return Q.translate("CardsView", "Introduction to Graph Theory")

    @classmethod
    def summary(cls) -> str:
        return Q.translate("CardsView", "A card game for 1 to 20 players: pick resources, draw a simple graph on your sheet, claim objective cards, score components, diameter and degrees.")

    @classmethod
    def option_label(cls, name: str) -> str:
        return {"bonus": Q.translate("CardsView", "Bonus cards:"),
                "claims": Q.translate("CardsView", "Claims:")}.get(name, name)

    @classmethod
    def option_choice(cls, name: str, value: str) -> str:
        return {"referee": Q.translate("CardsView", "Checked by the computer at once"),
                "contest": Q.translate("CardsView", "Stand unless contested (as on paper)")}.get(value, value)

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
        return "".join([
            "<h2>", Q.translate("CardsRules", "Introduction to Graph Theory"), "</h2>",
            "<p>", Q.translate("CardsRules", "Each player draws a simple graph on a sheet: every edge joins two different vertices, two vertices are joined at most once, edges may be curved and may cross, and a crossing is never a vertex."), "</p>",
            "<h3>", Q.translate("CardsRules", "Setup"), "</h3>",
            "<p>", Q.translate("CardsRules", "One extra power card, five objective cards and two resource cards are turned face up. Every player starts with 2 Eulerians, the game's currency. With the bonus deck (2 to 10 players) each player is dealt two bonus cards, keeps one in secret and discards the other."), "</p>",
            "<h3>", Q.translate("CardsRules", "A round"), "</h3>",
            "<ol>",
            "<li>", Q.translate("CardsRules", "Pick one of the two face-up resource cards (several players may pick the same one)."), "</li>",
            "<li>", Q.translate("CardsRules", "Draw the vertices and edges it gives and gain its Eulerians. Each edge you cannot draw crosses one minus box. You may pay Eulerians for the face-up extra power: draw more or less, swap a vertex for an edge, save an objective for yourself, or draw bonus cards."), "</li>",
            "<li>", Q.translate("CardsRules", "Claim at most one objective: an S card if your graph contains its graph, a C card if some of your components together are its graph. The components of a C claim are circled and can no longer change. A claim that fails crosses a box."), "</li>",
            "<li>", Q.translate("CardsRules", "Claims have no turn order: when a claim reveals a new objective, everyone who has not claimed this round may claim again, until nobody does. With contested claims (as on paper) a claim stands unless another player contests it; only a contested claim is checked, and one that fails returns the card and crosses a box."), "</li>",
            "<li>", Q.translate("CardsRules", "Anyone may refresh the five objectives, crossing two boxes."), "</li>",
            "<li>", Q.translate("CardsRules", "A new extra power and two new resource cards are turned up."), "</li>",
            "</ol>",
            "<p>", Q.translate("CardsRules", "When the last box of the minus track would be crossed, the sheet is stored and a new one begins with its first two boxes crossed. The round in which the resource deck runs out is the last, and it ends after the claims."), "</p>",
            "<h3>", Q.translate("CardsRules", "Scoring"), "</h3>",
            "<p>", Q.translate("CardsRules", "Each sheet scores its non-trivial components, its diameter, its maximum degree, its objectives and the bonus card, minus one point per lone vertex and the value under the leftmost uncrossed minus box. Ties go to fewer crossed boxes, then fewer lone vertices, a higher maximum degree, a higher diameter, and more components."), "</p>",
        ])
