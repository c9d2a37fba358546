"""Small structures the solvers and rule engines share: one union-find, one edge key."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

T = TypeVar("T", bound=Hashable)


def edge_key(u: int, v: int) -> tuple[int, int]:
    """An undirected edge as one hashable key: its ends in order."""
    return (u, v) if u <= v else (v, u)


class UnionFind(Generic[T]):
    """Disjoint sets over any hashable items, with path compression (long chains stay linear)."""

    def __init__(self) -> None:
        self.parent: dict[T, T] = {}

    def find(self, x: T) -> T:
        parent = self.parent
        root = x
        while parent.get(root, root) != root:
            root = parent[root]
        while x != root:
            parent[x], x = root, parent[x]
        return root

    def union(self, a: T, b: T) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb
