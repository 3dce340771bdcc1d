"""Lay-offs: the defender's deadwood cards added to the knocker's melds.

Against a plain knock (against gin only with ``gin_layoffs``) the defender
may add the fourth card of a three-card set, or cards that extend a run at
either end; chains count (with 3-4-5♠ shown, 6♠ goes on, then 7♠). With the
ace high or round the corner a run is extended the same way past the king
(Q-K-A, then 2 round the corner); a run never takes a card twice, so it
stops at 13. Nothing goes onto the knocker's deadwood or onto the defender's
own melds.

The defender's deadwood is the least over every choice of lay-offs together
with their own melds: a defender may keep a card out of an own meld when
laying it off (with others) leaves less. For each knocker meld the cards the
defender could lay off form at most two chains (down and up from a run, or
the one missing card of a set); every choice of how far to take each chain
is tried, and the rest of the hand goes to the deadwood solver.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import product

from .cards import Card, cards_of
from .melding import STANDARD, Melding
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


def _chain(defender: int, run: int, end: int, step: Callable[[int], int | None], suit: int,
           ) -> list[int]:
    """Bits of the cards the defender holds in an unbroken line on from the run's ``end``
    (a rank position), each keeping the run a run under the mode."""
    bits = []
    shift = 13 * suit
    rank = step(end)
    while rank is not None:
        bit = 1 << (shift + rank)
        if not defender & bit or run & (1 << rank):
            break
        bits.append(bit)
        run |= 1 << rank
        rank = step(rank)
    return bits


def layoff_choices(meld: Meld, defender: int, melding: Melding = STANDARD) -> list[list[int]]:
    """For one knocker meld: every choice of cards laid onto it, as lists of bits (in laying order).

    The two chains of a run may meet round the corner; a choice that takes a card twice is
    left to `best_defence` to skip."""
    if meld.kind is MeldKind.SET:
        fourth = [card.bit for card in meld.extensions() if defender & card.bit]
        return [[]] + [[bit] for bit in fourth]
    suit = meld.suit
    row = meld.mask >> (13 * suit)
    low, high = meld.cards[0].rank - 1, meld.cards[-1].rank - 1  # in playing order
    down = _chain(defender, row, low, melding.down, suit)
    up = _chain(defender, row, high, melding.up, suit)
    return [down[:i] + up[:j] for i in range(len(down) + 1) for j in range(len(up) + 1)]


def best_defence(defender: int, knocker_melds: Sequence[Meld],
                 melding: Melding = STANDARD) -> Defence:
    """The defender's least deadwood against these melds, with the lay-offs that reach it.

    Where several choices tie, the one that lays off the fewest cards is shown.
    """
    solve = melding.min_deadwood
    per_meld = [layoff_choices(meld, defender, melding) for meld in knocker_melds]
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
        value = solve(defender & ~laid)
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
