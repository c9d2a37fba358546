"""Bonus cards, checked by the engine at the end of the game.

Choices the rule source leaves open (the rules window says them):

* Graph conditions are read on the sheet a player has in play at the end (earlier sheets were
  stored when the minus track overflowed); "never use an Extra Power", Eulerians and claims
  count over the whole game.
* Components are the rule book's (Definition 1.5.1; its example counts 6 components, 2 of them
  trivial): a lone vertex is a component, and a tree, having no cycle. The balanced variant reads
  them as the score sheet's Components row does instead (``BonusCard.lone_vertices`` False): only
  components with an edge count, and its cards say so.
* Conditions on every vertex ("all the same degree", "degree at least 2", "no vertex of degree
  above 3") need at least one vertex; the balanced variant needs an edge too
  (``BonusCard.needs_edge``), so a sheet of lone vertices earns nothing.
* "The longest path / cycle of all players": every player tied for the longest earns it, if it
  has at least one edge. "Only S / only C objectives" needs at least one claim.
* "For every player who ...": the holder counts every player, themselves included; the balanced
  variant's cards pay up to ``most`` (without it such a card paid nearly every holder, and up to
  30 points at a table of 10).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

import networkx as nx

from graphgames_desktop.games.cards.cards import BonusCard
from graphgames_desktop.graph import measures


@dataclass(frozen=True)
class PlayerFacts:
    """What the bonus cards look at for one player at the end of the game."""

    graph: nx.Graph = field(compare=False)
    eulerians: int
    used_power: bool
    s_claims: int
    c_claims: int

    @cached_property
    def components(self) -> int:
        """Components with an edge (the score sheet's Components row)."""
        return measures.nontrivial_components(self.graph)

    @cached_property
    def all_components(self) -> int:
        """Every component, lone vertices included (the rule book's definition)."""
        return nx.number_connected_components(self.graph)

    def count_components(self, card: BonusCard) -> int:
        return self.all_components if card.lone_vertices else self.components

    @cached_property
    def longest_path(self) -> int:
        return measures.longest_path_length(self.graph)

    @cached_property
    def longest_cycle(self) -> int:
        return measures.longest_cycle_length(self.graph)


def _table(card: BonusCard, n: int) -> int:
    """Points of the largest row of ``card.table`` whose threshold ``n`` reaches."""
    return max((points for at_least, points in card.table if n >= at_least), default=0)


def _per_player(card: BonusCard, players: int) -> int:
    """A "for every player" card: its points for each, up to its ``most``."""
    return min(card.points * players, card.most) if card.most else card.points * players


def _component_sizes(g: nx.Graph, lone_vertices: bool) -> list[int]:
    """The sizes of the components (lone vertices too, if ``lone_vertices``), largest first."""
    return sorted((len(c) for c in nx.connected_components(g) if lone_vertices or len(c) > 1), reverse=True)


def bonus_points(card: BonusCard, holder: int, facts: Sequence[PlayerFacts]) -> int:
    """Points that bonus ``card`` gives to player ``holder``, given every player's facts."""
    me = facts[holder]
    g = me.graph
    degrees = [d for _, d in g.degree()]
    # "All vertices ..." asks for a vertex at least (the balanced variant: an edge).
    drawn = g.number_of_edges() > 0 if card.needs_edge else g.number_of_nodes() > 0
    kind = card.kind
    if kind == "never_extra_power":
        return card.points if not me.used_power else 0
    if kind == "max_component_edges":
        return card.points if all(g.subgraph(c).number_of_edges() <= card.limit
                                  for c in nx.connected_components(g)) else 0
    if kind == "second_component_size":
        sizes = _component_sizes(g, card.lone_vertices)
        return _table(card, sizes[1] if len(sizes) > 1 else 0)
    if kind == "per_player_eulerians":
        return _per_player(card, sum(1 for f in facts if f.eulerians >= card.limit))
    if kind == "tree_components":
        trees = sum(1 for c in nx.connected_components(g)
                    if (card.lone_vertices or len(c) > 1) and nx.is_tree(g.subgraph(c)))
        return _table(card, trees)
    if kind == "per_player_claims":
        return _per_player(card, sum(1 for f in facts if f.c_claims >= card.limit_c and f.s_claims >= card.limit))
    if kind == "regular":
        return card.points if drawn and len(set(degrees)) == 1 else 0
    if kind == "one_component":
        return card.points if me.count_components(card) == 1 else 0
    if kind == "min_degree":
        return card.points if drawn and min(degrees) >= card.limit else 0
    if kind == "dominating_vertex":
        n = g.number_of_nodes()
        return card.points if n > 1 and max(degrees) == n - 1 else 0
    if kind == "max_degree_at_most":
        return card.points if drawn and max(degrees) <= card.limit else 0
    if kind == "high_degree_vertices":
        return _table(card, sum(1 for d in degrees if d > card.limit))
    if kind == "longest_path":
        return card.points if me.longest_path > 0 and me.longest_path >= max(f.longest_path for f in facts) else 0
    if kind == "eulerians_at_least":
        return card.points if me.eulerians >= card.limit else 0
    if kind == "only_s":
        return card.points if me.s_claims and not me.c_claims else 0
    if kind == "only_c":
        return card.points if me.c_claims and not me.s_claims else 0
    if kind == "longest_cycle":
        return card.points if me.longest_cycle > 0 and me.longest_cycle >= max(f.longest_cycle for f in facts) else 0
    if kind == "per_player_components":
        return _per_player(card, sum(1 for f in facts if f.count_components(card) >= card.limit))
    raise ValueError(f"unknown bonus kind {kind}")
