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

Other rules for runs (the ace high, round the corner) and the ace worth 15
are other tables (`melding.py`); every function here takes the `Melding` in
force, the standard one by default.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import product

from .cards import Card, Rank, cards_of, iter_cards, mask_of, points_of, sort_key
from .melding import STANDARD, Melding
from .melds import SUIT_BITS, Meld, all_melds, meld_sort_key, merge_runs
from .scoring import KnockLimit
from .solver import ROW_DEADWOOD, ROW_RUNS, min_deadwood, rank_sets, runs_deadwood, triples_of


@dataclass(frozen=True)
class Arrangement:
    """A hand laid out as melds and deadwood cards."""

    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]
    ace_points: int = 1
    """What an ace in the deadwood counts (option ``ace_points``)."""

    @cached_property
    def deadwood(self) -> int:
        total = sum(card.points for card in self.deadwood_cards)
        if self.ace_points != 1:
            aces = sum(1 for card in self.deadwood_cards if card.rank is Rank.ACE)
            total += aces * (self.ace_points - 1)
        return total

    @cached_property
    def meld_mask(self) -> int:
        mask = 0
        for meld in self.melds:
            mask |= meld.mask
        return mask

    @cached_property
    def mask(self) -> int:
        return self.meld_mask | mask_of(self.deadwood_cards)


def arrangement_of(hand: int, meld_masks: Iterable[int],
                   melding: Melding = STANDARD) -> Arrangement:
    """The arrangement of ``hand`` that shows these melds (canonical order) and the rest as deadwood."""
    canonical = merge_runs(meld_masks, melding)
    melds = sorted((Meld.from_mask(mask) for mask in canonical), key=meld_sort_key)
    used = 0
    for mask in canonical:
        used |= mask
    rest = sorted(cards_of(hand & ~used), key=sort_key)
    return Arrangement(tuple(melds), tuple(rest), melding.ace_points)


def _runs_of(hand: int, melding: Melding, rows: Iterable[int] | None = None) -> list[int]:
    """The runs (hand masks) of one best choice per suit row (or of the melded ``rows`` given)."""
    runs: list[int] = []
    if rows is None:
        table = melding.row_runs
        rows = (table[hand & SUIT_BITS], table[hand >> 13 & SUIT_BITS],
                table[hand >> 26 & SUIT_BITS], table[hand >> 39])
    standard = melding.standard
    shift = 0
    for melded in rows:
        if not melded:
            pass
        elif standard:  # the ace low: every stretch of ones is a run
            while melded:
                low = melded & -melded
                block = melded & ~(melded + low)  # the lowest stretch of ones
                runs.append(block << shift)
                melded ^= block
        else:
            runs.extend(run << shift for run in melding.segments(melded))
        shift += 13
    return runs


def _set_choices(hand: int) -> Iterator[tuple[int, ...]]:
    yield from product(*rank_sets(hand, triples_of(hand)))


def best_arrangement(hand: int, melding: Melding = STANDARD) -> Arrangement:
    """One arrangement that reaches the least deadwood."""
    best: tuple[int, ...] = ()
    best_value = 99999
    table = melding.row_deadwood
    for choice in _set_choices(hand):
        value = runs_deadwood(hand & ~sum(choice), table)
        if value < best_value:
            best, best_value = choice, value
    return _build(hand, best, melding)


def tied_arrangements(hand: int, melding: Melding = STANDARD) -> list[Arrangement]:
    """Every arrangement that reaches the least deadwood.

    Runs of one suit that touch are counted as one run; splitting a long run
    changes nothing anyone can lay off. The first is the one `best_arrangement` gives.
    """
    table = melding.row_deadwood
    scored = [(runs_deadwood(hand & ~sum(choice), table), choice) for choice in _set_choices(hand)]
    least = min(value for value, _ in scored)
    arrangements = []
    for value, choice in scored:
        if value == least:
            arrangements.append(_build(hand, choice, melding))
            arrangements.extend(_build(hand, choice, melding, rows)
                                for rows in _other_row_choices(hand & ~sum(choice), melding))
    return arrangements


def _other_row_choices(rest: int, melding: Melding) -> list[tuple[int, ...]]:
    """With the ace high, a suit row may reach its least deadwood with other cards melded:
    every such combination but the first (which `_build` takes by default)."""
    if not melding.row_choices:
        return []
    rows = [rest >> (13 * suit) & SUIT_BITS for suit in range(4)]
    options = [melding.row_choices.get(row, (melding.row_runs[row],)) for row in rows]
    return list(product(*options))[1:]


def _build(hand: int, sets: tuple[int, ...], melding: Melding = STANDARD,
           rows: Iterable[int] | None = None) -> Arrangement:
    taken = sum(sets)
    melds = [mask for mask in sets if mask] + _runs_of(hand & ~taken, melding, rows)
    return arrangement_of(hand, melds, melding)


def all_layouts(hand: int, melding: Melding = STANDARD) -> list[Arrangement]:
    """Every way to show melds from ``hand`` (any melds, the rest deadwood), each once.

    This is what a knocker may show under ``knocker_layout = any``.
    """
    candidates = sorted(set(all_melds(hand, melding)))
    seen: set[tuple[int, ...]] = set()
    layouts: list[Arrangement] = []

    def extend(start: int, used: int, chosen: list[int]) -> None:
        key = merge_runs(chosen, melding)
        if key not in seen:
            seen.add(key)
            layouts.append(arrangement_of(hand, chosen, melding))
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


def discard_deadwoods(hand: int, melding: Melding = STANDARD) -> list[tuple[int, Card]]:
    """For an 11-card hand: the least deadwood left by each discard, lowest first
    (among equals, the discard worth most first)."""
    solve = melding.min_deadwood
    values = melding.card_points
    results = [(solve(hand ^ card.bit), card) for card in iter_cards(hand)]
    results.sort(key=lambda item: (item[0], -values[item[1].index], item[1].index))
    return results


def knock_options(hand: int, limit: KnockLimit,
                  melding: Melding = STANDARD) -> list[tuple[int, Card]]:
    """For an 11-card hand: each discard that allows a knock or gin under ``limit``, best first."""
    return [(left, card) for left, card in discard_deadwoods(hand, melding) if limit.allows(left)]


def is_big_gin(hand: int, melding: Melding = STANDARD) -> bool:
    """All 11 cards meld."""
    return melding.min_deadwood(hand) == 0


def deadwood_of(cards: Iterable[Card], melding: Melding = STANDARD) -> int:
    return melding.min_deadwood(mask_of(cards))


__all__ = [
    "ROW_DEADWOOD",
    "ROW_RUNS",
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
