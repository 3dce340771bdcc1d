"""The deadwood solver over tables of suit rows (see deadwood.py for how it works).

`min_deadwood` reads the standard tables (the ace low, worth 1) and is the
hot path; `min_deadwood_over` is the same code over another mode's table
(`melding.py`).
"""

from __future__ import annotations

from itertools import product
from typing import Final

SUIT_BITS: Final = 0x1FFF


def _row_points(row: int) -> int:
    return sum(min(rank + 1, 10) for rank in range(13) if row >> rank & 1)


def _row_runs(row: int) -> int:
    """The cards of a suit row that lie in stretches of three or more."""
    melded = 0
    rank = 0
    while rank < 13:
        if row >> rank & 1:
            start = rank
            while rank < 13 and row >> rank & 1:
                rank += 1
            if rank - start >= 3:
                melded |= ((1 << (rank - start)) - 1) << start
        else:
            rank += 1
    return melded


ROW_RUNS: Final[tuple[int, ...]] = tuple(_row_runs(row) for row in range(1 << 13))
"""For each suit row, the cards that runs meld."""
ROW_DEADWOOD: Final[tuple[int, ...]] = tuple(
    _row_points(row & ~ROW_RUNS[row]) for row in range(1 << 13)
)
"""For each suit row, its deadwood when only runs meld."""


def rank_sets(hand: int, triples: int) -> list[list[int]]:
    """For each rank held three or more times: the set choices (0 = no set), as hand masks."""
    choices = []
    while triples:
        low = triples & -triples
        rank = low.bit_length() - 1
        bits = [low << (13 * suit) for suit in range(4) if hand >> (13 * suit + rank) & 1]
        whole = sum(bits)
        options = [0, whole]
        if len(bits) == 4:
            options.extend(whole ^ bit for bit in bits)
        choices.append(options)
        triples ^= low
    return choices


def triples_of(hand: int) -> int:
    a = hand & SUIT_BITS
    b = hand >> 13 & SUIT_BITS
    c = hand >> 26 & SUIT_BITS
    d = hand >> 39 & SUIT_BITS
    return (a & b & (c | d)) | (c & d & (a | b))


def runs_deadwood(hand: int, table: tuple[int, ...] = ROW_DEADWOOD) -> int:
    """The deadwood of a hand with runs only (its set cards already taken out)."""
    return (
        table[hand & SUIT_BITS]
        + table[hand >> 13 & SUIT_BITS]
        + table[hand >> 26 & SUIT_BITS]
        + table[hand >> 39 & SUIT_BITS]
    )


def min_deadwood(hand: int) -> int:
    """The least deadwood of a hand given as a card mask (any number of cards)."""
    table = ROW_DEADWOOD
    a = hand & SUIT_BITS
    b = hand >> 13 & SUIT_BITS
    c = hand >> 26 & SUIT_BITS
    d = hand >> 39 & SUIT_BITS
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if not triples:
        return table[a] + table[b] + table[c] + table[d]
    best = 99999
    for choice in product(*rank_sets(hand, triples)):
        taken = sum(choice)
        rest = hand & ~taken
        value = runs_deadwood(rest)
        if value < best:
            best = value
    return best




def min_deadwood_over(hand: int, table: tuple[int, ...]) -> int:
    """`min_deadwood` with another table of suit rows (another `runs` or `ace_points`)."""
    a = hand & SUIT_BITS
    b = hand >> 13 & SUIT_BITS
    c = hand >> 26 & SUIT_BITS
    d = hand >> 39 & SUIT_BITS
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if not triples:
        return table[a] + table[b] + table[c] + table[d]
    best = 99999
    for choice in product(*rank_sets(hand, triples)):
        value = runs_deadwood(hand & ~sum(choice), table)
        if value < best:
            best = value
    return best
