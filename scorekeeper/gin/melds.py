"""Melds: sets (3 or 4 of a rank) and runs (3 or more in sequence in one suit).

By default the ace is low only: A-2-3 is a run, Q-K-A is not (option `runs`:
the ace high too, or round the corner; see melding.py). A card belongs to at
most one meld. A run's cards are kept in playing order (Q♠ K♠ A♠ 2♠).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

from .cards import (
    DECK,
    Card,
    Rank,
    Suit,
    cards_of,
    format_cards,
    mask_of,
    parse_cards,
    pretty_cards,
    sort_key,
)
from .errors import InvalidMeldError
from .melding import STANDARD, Melding, melding, run_order
from .phrases import A_MELD, N_, Phrase, phrase

SUIT_BITS = 0x1FFF
"""The 13 bits of one suit inside a 52-bit hand mask."""
_ACE_AND_KING = 1 | 1 << 12


class MeldKind(StrEnum):
    SET = "set"
    RUN = "run"


@dataclass(frozen=True)
class Meld:
    """A valid set or run. Build one with `Meld.of` (checks it) or `Meld.parse`."""

    kind: MeldKind
    cards: tuple[Card, ...]

    @classmethod
    def of(cls, cards: Iterable[Card], runs: str = "ace_low") -> Meld:
        """The meld made of ``cards`` (``runs``: where the ace may go in a run); raises
        `InvalidMeldError` saying why it is not one."""
        group = sorted(set(cards), key=lambda c: (c.suit, c.rank))

        def refuse(why: Phrase) -> InvalidMeldError:
            if not group:
                return InvalidMeldError(N_("nothing is not a meld: %(why)s"), why=why)
            return InvalidMeldError(N_("%(cards)s is not a meld: %(why)s"),
                                    cards=pretty_cards(group), why=why)

        if len(group) < 3:
            raise refuse(Phrase(N_("a meld needs at least 3 cards")))
        if len({card.rank for card in group}) == 1:
            if len(group) > 4:
                raise refuse(Phrase(N_("a set has 3 or 4 cards")))
            return cls(MeldKind.SET, tuple(group))
        if len({card.suit for card in group}) == 1:
            mode = melding(runs)
            row = mask_of(group) >> (13 * group[0].suit)
            if mode.is_run_row(row):
                return cls.from_mask(mask_of(group))
            raise refuse(phrase(N_("a run needs consecutive ranks (%(runs)s)"),
                                runs=mode.runs_phrase()))
        raise refuse(Phrase(N_("neither one rank nor one suit in sequence")))

    @classmethod
    def parse(cls, text: str, runs: str = "ace_low") -> Meld:
        return cls.of(parse_cards(text, who=A_MELD), runs)

    @classmethod
    def from_mask(cls, mask: int) -> Meld:
        """The meld of a mask that the solvers built (already known to be a set or a run)."""
        if _is_run(mask):
            suit = ((mask & -mask).bit_length() - 1) // 13
            row = mask >> (13 * suit)
            if row & _ACE_AND_KING == _ACE_AND_KING:  # maybe round the corner: play order
                cards = tuple(DECK[13 * suit + rank] for rank in run_order(row))
            else:
                cards = tuple(cards_of(mask))
            meld = cls(MeldKind.RUN, cards)
        else:
            meld = cls(MeldKind.SET, tuple(cards_of(mask)))
        meld.__dict__["mask"] = mask  # prime the cached property
        return meld

    @cached_property
    def mask(self) -> int:
        return mask_of(self.cards)

    @property
    def rank(self) -> Rank:
        """The rank of a set; the lowest rank of a run."""
        return self.cards[0].rank

    @property
    def suit(self) -> Suit:
        """The suit of a run (for a set: the suit of its first card)."""
        return self.cards[0].suit

    def extensions(self) -> list[Card]:
        """Cards that could be added to this meld now (not counting chains)."""
        if self.kind is MeldKind.SET:
            if len(self.cards) == 4:
                return []
            suits = {card.suit for card in self.cards}
            return [Card(self.rank, suit) for suit in Suit if suit not in suits]
        low, high = self.cards[0].rank, self.cards[-1].rank
        ends = []
        if low > Rank.ACE:
            ends.append(Card(low - 1, self.suit))
        if high < Rank.KING:
            ends.append(Card(high + 1, self.suit))
        return ends

    def __str__(self) -> str:
        return format_cards(self.cards)

    @property
    def pretty(self) -> str:
        return pretty_cards(self.cards)

    def __len__(self) -> int:
        return len(self.cards)


def parse_layout(text: str, runs: str = "ace_low") -> list[Meld]:
    """Read a layout of melds separated by ``|`` (``3S 4S 5S | 6H 6D 6C``)."""
    groups = [group for group in text.split("|") if group.strip()]
    if not groups:
        raise InvalidMeldError(N_("the layout names no melds (separate melds with |)"))
    return [Meld.parse(group, runs) for group in groups]


def meld_sort_key(meld: Meld) -> tuple[int, int, int]:
    """Show runs and sets in a steady order: by first rank (a run: as played), then suit."""
    first = meld.cards[0] if meld.kind is MeldKind.RUN else min(meld.cards, key=sort_key)
    return (first.rank, 0 if meld.kind is MeldKind.SET else 1, first.suit)


def all_melds(hand: int, mode: Melding = STANDARD) -> Iterator[int]:
    """Every set and run (as masks) made of cards in ``hand``; runs of every length."""
    for rank in range(13):
        bits = [1 << (suit * 13 + rank) for suit in range(4) if hand >> (suit * 13 + rank) & 1]
        if len(bits) >= 3:
            whole = sum(bits)
            if len(bits) == 4:
                yield whole
                for bit in bits:
                    yield whole ^ bit
            else:
                yield whole
    for suit in range(4):
        row = hand >> (suit * 13) & SUIT_BITS
        if mode.standard:
            for low in range(11):
                length = 0
                while low + length < 13 and row >> (low + length) & 1:
                    length += 1
                    if length >= 3:
                        yield ((1 << length) - 1) << (low + suit * 13)
            continue
        for start in range(13):
            run = 0
            step: int | None = start
            while step is not None and row >> step & 1 and not run >> step & 1:
                run |= 1 << step
                if run.bit_count() >= 3 and mode.is_run_row(run):
                    yield run << (suit * 13)
                step = mode.up(step)


def merge_runs(melds: Iterable[int], mode: Melding = STANDARD) -> tuple[int, ...]:
    """Canonical form of a layout: runs of one suit that touch end to end become one run.

    (3-4-5 and 6-7-8 of spades take exactly the same lay-offs as 3-8 of spades.)
    """
    sets: list[int] = []
    runs: list[int] = []
    for meld in melds:
        (runs if _is_run(meld) else sets).append(meld)
    merged = True
    while merged:
        merged = False
        for i, a in enumerate(runs):
            for j in range(i + 1, len(runs)):
                b = runs[j]
                if _touches(a, b, mode):
                    runs[i] = a | b
                    del runs[j]
                    merged = True
                    break
            if merged:
                break
    return tuple(sorted(sets + runs))


def _is_run(meld: int) -> bool:
    """All the meld's cards are of one suit (a set's are not)."""
    suit = ((meld & -meld).bit_length() - 1) // 13
    return meld < 1 << (13 * (suit + 1))


def _touches(a: int, b: int, mode: Melding = STANDARD) -> bool:
    """Two runs of one suit that are adjacent (the high end of one next to the low end of the
    other), so that together they are one run under the mode."""
    suit_a = ((a & -a).bit_length() - 1) // 13
    suit_b = ((b & -b).bit_length() - 1) // 13
    if suit_a != suit_b:
        return False
    row = (a | b) >> (13 * suit_a)
    if mode.standard:
        return (row & (row + (row & -row))) == 0
    return mode.is_run_row(row)
