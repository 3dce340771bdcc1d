"""Lay-offs: the defender's deadwood cards added to the knocker's melds.

Against a plain knock (never against gin) the defender may add the fourth
card of a three-card set, or cards that extend a run at either end; chains
count (with 3-4-5♠ shown, 6♠ goes on, then 7♠). Nothing goes onto the
knocker's deadwood or onto the defender's own melds.

The defender's deadwood is the least over every choice of lay-offs together
with their own melds: a defender may keep a card out of an own meld when
laying it off (with others) leaves less. For each knocker meld the cards the
defender could lay off form at most two chains (down and up from a run, or
the one missing card of a set); every choice of how far to take each chain
is tried, and the rest of the hand goes to the deadwood solver.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from .cards import Card, Rank, Suit, cards_of
from .deadwood import min_deadwood
from .melds import Meld, MeldKind


@dataclass(frozen=True)
class Layoff:
    """One card laid off onto one of the knocker's melds (as the knocker showed it)."""

    card: Card
    meld: Meld


@dataclass(frozen=True)
class Defence:
    """The defender's best answer to a knock: what is laid off, and the deadwood left."""

    deadwood: int
    laid_off: int
    """Mask of the cards laid off."""
    layoffs: tuple[Layoff, ...]


def _chain(defender: int, start: int, step: int, suit: Suit) -> list[int]:
    """Bits of the cards the defender holds in an unbroken line from ``start`` (a rank)."""
    bits = []
    rank = start
    while Rank.ACE <= rank <= Rank.KING:
        bit = 1 << (suit * 13 + rank - 1)
        if not defender & bit:
            break
        bits.append(bit)
        rank += step
    return bits


def layoff_choices(meld: Meld, defender: int) -> list[list[int]]:
    """For one knocker meld: every choice of cards laid onto it, as lists of bits (in laying order)."""
    if meld.kind is MeldKind.SET:
        fourth = [card.bit for card in meld.extensions() if defender & card.bit]
        return [[]] + [[bit] for bit in fourth]
    low, high = meld.cards[0].rank, meld.cards[-1].rank
    down = _chain(defender, low - 1, -1, meld.suit)
    up = _chain(defender, high + 1, +1, meld.suit)
    return [down[:i] + up[:j] for i in range(len(down) + 1) for j in range(len(up) + 1)]


def best_defence(defender: int, knocker_melds: Sequence[Meld]) -> Defence:
    """The defender's least deadwood against these melds, with the lay-offs that reach it.

    Where several choices tie, the one that lays off the fewest cards is shown.
    """
    per_meld = [layoff_choices(meld, defender) for meld in knocker_melds]
    best: tuple[int, int, tuple[list[int], ...]] | None = None
    for combo in product(*per_meld):
        laid = 0
        count = 0
        clash = False
        for bits in combo:
            for bit in bits:
                if laid & bit:
                    clash = True
                laid |= bit
                count += 1
        if clash:
            continue
        value = min_deadwood(defender & ~laid)
        if best is None or (value, count) < (best[0], best[1]):
            best = (value, count, combo)
    assert best is not None  # the empty choice is always there
    value, _, combo = best
    layoffs = tuple(
        Layoff(cards_of(bit)[0], meld)
        for meld, bits in zip(knocker_melds, combo, strict=True)
        for bit in bits
    )
    laid_mask = 0
    for layoff in layoffs:
        laid_mask |= layoff.card.bit
    return Defence(value, laid_mask, layoffs)
