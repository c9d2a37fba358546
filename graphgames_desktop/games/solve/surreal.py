"""Surreal numbers for partizan games that are numbers (Blue-Red Hackenbush): dyadic rationals.

A game whose options are all numbers, with every Left option below every Right option, is the
simplest number strictly between them (the simplicity theorem).
"""

from __future__ import annotations

import math
from fractions import Fraction


def simplest_between(low: Fraction | None, high: Fraction | None) -> Fraction:
    """The simplest dyadic rational x with low < x < high (None means no bound on that side).

    Simplest: an integer if one fits, the one nearest to zero; otherwise the fitting dyadic with the
    smallest denominator.
    """
    if low is not None and high is not None and not low < high:
        raise ValueError("not a number: a Left option is not below every Right option")
    if (low is None or low < 0) and (high is None or high > 0):
        return Fraction(0)
    if high is None:  # low >= 0: the least integer above low
        assert low is not None
        return Fraction(math.floor(low) + 1)
    if low is None:  # high <= 0
        return Fraction(math.ceil(high) - 1)
    assert low is not None and high is not None
    if low >= 0:
        n = math.floor(low) + 1
        if n < high:
            return Fraction(n)
    else:  # high <= 0
        n = math.ceil(high) - 1
        if n > low:
            return Fraction(n)
    denominator = 2
    while True:  # no integer fits: halve until some multiple of 1/denominator fits
        k = math.floor(low * denominator) + 1
        if Fraction(k, denominator) < high:
            return Fraction(k, denominator)
        denominator *= 2


def stalk_value(colors) -> Fraction:
    """A stalk's value from its colours, ground upwards ("blue" positive), by sign expansion.

    The first run of one colour counts one each; every later edge adds or takes half of the last
    step: blue, red, red = 1 - 1/2 - 1/4 = 1/4. Computed on one integer numerator (no recursion,
    no Fraction arithmetic per edge), so stalks of any length are fast.
    """
    colors = list(colors)
    if not colors:
        return Fraction(0)
    sign = 1 if colors[0] == "blue" else -1
    run = 0
    while run < len(colors) and colors[run] == colors[0]:
        run += 1
    rest = colors[run:]
    k = len(rest)
    numerator = sign * run << k
    for j, color in enumerate(rest, start=1):
        numerator += (1 if color == "blue" else -1) << (k - j)
    return Fraction(numerator, 1 << k)


def edge_under(color: str, x: Fraction) -> Fraction:
    """Value of one edge of ``color`` standing on the ground with a part worth ``x`` on top.

    For blue: (x + n) / 2^(n-1) with n the least integer >= 1 such that x + n > 1 (Berlekamp's
    rule; x = 0 gives 1, x = -1 gives 1/2). Red is the mirror image.
    """
    if color == "red":
        return -edge_under("blue", -x)
    n = max(1, math.floor(1 - x) + 1)
    return (x + n) / (1 << (n - 1))
