"""Deadwood: the point total of the cards left in no meld, under the best arrangement.

How it is computed fast. Within one suit, with runs only, the best choice is
plain: every stretch of three or more consecutive cards is melded and the
rest is deadwood. That is a table over the 8,192 possible rows of a suit.
Sets are what couple the suits, and only a rank held three or four times can
form one; for each such rank the hand either makes no set of it, the set of
all its cards, or (with four) one of the four sets of three. The deadwood is
the least, over those few choices, of the four rows' table values once the
set cards are taken out. Most hands hold no rank three times and cost four
table look-ups.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import product
from typing import Final

from .cards import Card, cards_of, iter_cards, mask_of, points_of, sort_key
from .melds import SUIT_BITS, Meld, all_melds, meld_sort_key, merge_runs
from .scoring import KnockLimit


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


def _rank_sets(hand: int, triples: int) -> list[list[int]]:
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


def _triples(hand: int) -> int:
    a = hand & SUIT_BITS
    b = hand >> 13 & SUIT_BITS
    c = hand >> 26 & SUIT_BITS
    d = hand >> 39 & SUIT_BITS
    return (a & b & (c | d)) | (c & d & (a | b))


def _runs_deadwood(hand: int) -> int:
    table = ROW_DEADWOOD
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
    for choice in product(*_rank_sets(hand, triples)):
        taken = sum(choice)
        rest = hand & ~taken
        value = _runs_deadwood(rest)
        if value < best:
            best = value
    return best


@dataclass(frozen=True)
class Arrangement:
    """A hand laid out as melds and deadwood cards."""

    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]

    @cached_property
    def deadwood(self) -> int:
        return sum(card.points for card in self.deadwood_cards)

    @cached_property
    def meld_mask(self) -> int:
        mask = 0
        for meld in self.melds:
            mask |= meld.mask
        return mask

    @cached_property
    def mask(self) -> int:
        return self.meld_mask | mask_of(self.deadwood_cards)


def arrangement_of(hand: int, meld_masks: Iterable[int]) -> Arrangement:
    """The arrangement of ``hand`` that shows these melds (canonical order) and the rest as deadwood."""
    canonical = merge_runs(meld_masks)
    melds = sorted((Meld.from_mask(mask) for mask in canonical), key=meld_sort_key)
    used = 0
    for mask in canonical:
        used |= mask
    rest = sorted(cards_of(hand & ~used), key=sort_key)
    return Arrangement(tuple(melds), tuple(rest))


def _segments(row_runs: int, suit: int) -> Iterator[int]:
    """Split a row's run cards into maximal runs, as hand masks."""
    while row_runs:
        low = row_runs & -row_runs
        block = row_runs & ~(row_runs + low)  # the lowest stretch of ones
        yield block << (13 * suit)
        row_runs ^= block


def _runs_of(hand: int) -> list[int]:
    runs: list[int] = []
    for suit in range(4):
        runs.extend(_segments(ROW_RUNS[hand >> (13 * suit) & SUIT_BITS], suit))
    return runs


def _set_choices(hand: int) -> Iterator[tuple[int, ...]]:
    yield from product(*_rank_sets(hand, _triples(hand)))


def best_arrangement(hand: int) -> Arrangement:
    """One arrangement that reaches the least deadwood."""
    best: tuple[int, ...] = ()
    best_value = 99999
    for choice in _set_choices(hand):
        value = _runs_deadwood(hand & ~sum(choice))
        if value < best_value:
            best, best_value = choice, value
    return _build(hand, best)


def tied_arrangements(hand: int) -> list[Arrangement]:
    """Every arrangement that reaches the least deadwood.

    Runs of one suit that touch are counted as one run; splitting a long run
    changes nothing anyone can lay off. The first is the one `best_arrangement` gives.
    """
    scored = [(_runs_deadwood(hand & ~sum(choice)), choice) for choice in _set_choices(hand)]
    least = min(value for value, _ in scored)
    return [_build(hand, choice) for value, choice in scored if value == least]


def _build(hand: int, sets: tuple[int, ...]) -> Arrangement:
    taken = sum(sets)
    melds = [mask for mask in sets if mask] + _runs_of(hand & ~taken)
    return arrangement_of(hand, melds)


def all_layouts(hand: int) -> list[Arrangement]:
    """Every way to show melds from ``hand`` (any melds, the rest deadwood), each once.

    This is what a knocker may show under ``knocker_layout = any``.
    """
    candidates = sorted(set(all_melds(hand)))
    seen: set[tuple[int, ...]] = set()
    layouts: list[Arrangement] = []

    def extend(start: int, used: int, chosen: list[int]) -> None:
        key = merge_runs(chosen)
        if key not in seen:
            seen.add(key)
            layouts.append(arrangement_of(hand, chosen))
        for index in range(start, len(candidates)):
            meld = candidates[index]
            if not meld & used:
                chosen.append(meld)
                extend(index + 1, used | meld, chosen)
                chosen.pop()

    extend(0, 0, [])
    return layouts


@dataclass(frozen=True)
class DiscardOption:
    """With 11 cards: throwing ``discard`` leaves ``arrangement``."""

    discard: Card
    arrangement: Arrangement

    @property
    def deadwood(self) -> int:
        return self.arrangement.deadwood


def discard_deadwoods(hand: int) -> list[tuple[int, Card]]:
    """For an 11-card hand: the least deadwood left by each discard, lowest first."""
    results = [(min_deadwood(hand ^ card.bit), card) for card in iter_cards(hand)]
    results.sort(key=lambda item: (item[0], -item[1].points, item[1].index))
    return results


def knock_options(hand: int, limit: KnockLimit) -> list[tuple[int, Card]]:
    """For an 11-card hand: each discard that allows a knock or gin under ``limit``, best first."""
    return [(left, card) for left, card in discard_deadwoods(hand) if limit.allows(left)]


def is_big_gin(hand: int) -> bool:
    """All 11 cards meld."""
    return min_deadwood(hand) == 0


def deadwood_of(cards: Iterable[Card]) -> int:
    return min_deadwood(mask_of(cards))


__all__ = [
    "ROW_DEADWOOD",
    "Arrangement",
    "DiscardOption",
    "all_layouts",
    "arrangement_of",
    "best_arrangement",
    "deadwood_of",
    "discard_deadwoods",
    "is_big_gin",
    "min_deadwood",
    "points_of",
    "tied_arrangements",
]
