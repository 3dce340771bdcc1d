"""Helpers for engine tests: cards from text, and random hands that tend to knock and lay off."""

from __future__ import annotations

import random

from scorekeeper.gin import DECK, Card, parse_cards
from scorekeeper.gin.cards import mask_of


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def mask(text: str) -> int:
    return mask_of(parse_cards(text))


def _random_meld(rng: random.Random, free: set[Card]) -> list[Card]:
    if rng.random() < 0.4:
        rank = rng.randint(1, 13)
        group = [c for c in free if c.rank == rank]
        size = rng.choice((3, 3, 4))
        return rng.sample(group, size) if len(group) >= size else []
    suit = rng.randint(0, 3)
    length = rng.choice((3, 3, 4, 5, 6))
    low = rng.randint(1, 14 - length)
    run = [Card(rank, suit) for rank in range(low, low + length)]
    return run if all(c in free for c in run) else []


def knocking_deal(seed: int, low_cards: bool = True) -> tuple[list[Card], list[Card], Card]:
    """A knocker's 10 cards built around melds, a defender's 10 with neighbours of them, an upcard."""
    rng = random.Random(seed)
    free = set(DECK)
    knocker: list[Card] = []
    for _ in range(rng.randint(1, 3)):
        meld = _random_meld(rng, free)
        if meld and len(knocker) + len(meld) <= 10:
            knocker += meld
            free -= set(meld)
    pool = sorted(free, key=lambda c: c.index)
    fillers = [c for c in pool if c.points <= 4] if low_cards else pool
    while len(knocker) < 10:
        card = rng.choice(fillers)
        if card in free:
            knocker.append(card)
            free.discard(card)
    neighbours = [c for c in free if any(
        (c.suit == k.suit and abs(c.rank - k.rank) <= 2) or c.rank == k.rank for k in knocker)]
    defender: list[Card] = []
    for _ in range(rng.choice((0, 0, 1, 2, 3))):
        meld = _random_meld(rng, free)
        if meld and len(defender) + len(meld) <= 8:
            defender += meld
            free -= set(meld)
    rng.shuffle(neighbours)
    defender += [c for c in neighbours if c in free][: min(rng.randint(1, 6), 10 - len(defender))]
    rest = sorted(free - set(defender), key=lambda c: c.index)
    if rng.random() < 0.5:
        rest = [c for c in rest if c.points <= 5]
    rng.shuffle(rest)
    defender += rest[: 10 - len(defender)]
    assert len(knocker) == len(defender) == 10
    upcard = rng.choice(sorted(free - set(defender), key=lambda c: c.index))
    return knocker, defender, upcard
