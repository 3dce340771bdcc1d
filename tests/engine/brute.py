"""A slow, obviously-correct reference for deadwood and settlement, to check the fast engine.

Nothing here is clever: every meld of a hand is listed, every collection of
disjoint melds is tried, every subset of the defender's cards is tried as the
cards laid off (each checked by trying every order and every meld it could go
on).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations

from scorekeeper.gin import Card, Rules
from scorekeeper.gin.scoring import knock_limit, score_hand


def is_set(cards: frozenset[Card]) -> bool:
    return len(cards) in (3, 4) and len({c.rank for c in cards}) == 1


def is_run(cards: frozenset[Card]) -> bool:
    if len(cards) < 3 or len({c.suit for c in cards}) != 1:
        return False
    ranks = sorted(c.rank for c in cards)
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def is_meld(cards: frozenset[Card]) -> bool:
    return is_set(cards) or is_run(cards)


def melds_in(hand: frozenset[Card]) -> list[frozenset[Card]]:
    """Every subset of the hand that is a meld (tried by brute force over subsets up to size 11)."""
    found = []
    cards = sorted(hand, key=lambda c: c.index)
    for size in range(3, len(cards) + 1):
        for group in combinations(cards, size):
            if is_meld(frozenset(group)):
                found.append(frozenset(group))
    return found


def packings(hand: frozenset[Card]) -> Iterator[list[frozenset[Card]]]:
    """Every collection of pairwise disjoint melds (including none)."""
    melds = melds_in(hand)

    def walk(start: int, used: frozenset[Card], chosen: list[frozenset[Card]]):
        yield list(chosen)
        for i in range(start, len(melds)):
            if not melds[i] & used:
                chosen.append(melds[i])
                yield from walk(i + 1, used | melds[i], chosen)
                chosen.pop()

    yield from walk(0, frozenset(), [])


def points(cards) -> int:
    return sum(c.points for c in cards)


@lru_cache(maxsize=200_000)
def deadwood(hand: frozenset[Card]) -> int:
    return min(points(hand - frozenset().union(*p)) for p in packings(hand))


def can_lay_off_all(cards: frozenset[Card], knocker_melds: list[frozenset[Card]]) -> bool:
    """Can every card be laid off, one at a time, each onto a (growing) knocker meld?"""
    return _can_lay_off(cards, tuple(knocker_melds))


@lru_cache(maxsize=200_000)
def _can_lay_off(cards: frozenset[Card], knocker_melds: tuple[frozenset[Card], ...]) -> bool:
    if not cards:
        return True
    for card in cards:
        for i, meld in enumerate(knocker_melds):
            grown = meld | {card}
            if is_meld(grown):
                rest = (*knocker_melds[:i], grown, *knocker_melds[i + 1:])
                if _can_lay_off(cards - {card}, rest):
                    return True
    return False


def defender_deadwood(defender: frozenset[Card], knocker_melds: list[frozenset[Card]]) -> int:
    best = deadwood(defender)
    # Only a card of a set's rank or of a run's suit could ever be laid off.
    ranks = {c.rank for m in knocker_melds if is_set(m) for c in m}
    suits = {c.suit for m in knocker_melds if is_run(m) for c in m}
    cards = sorted((c for c in defender if c.rank in ranks or c.suit in suits), key=lambda c: c.index)
    for size in range(1, len(cards) + 1):
        for group in combinations(cards, size):
            laid = frozenset(group)
            if can_lay_off_all(laid, knocker_melds):
                best = min(best, deadwood(defender - laid))
    return best


def settle(knocker: frozenset[Card], defender: frozenset[Card], rules: Rules,
           upcard: Card | None = None) -> tuple[str, str, int, int, int] | None:
    """(outcome, winner, points, K, D) of the knocker's best legal layout, or None if no knock."""
    limit = knock_limit(rules, upcard)
    layouts = [(points(knocker - frozenset().union(*p)), p) for p in packings(knocker)]
    least = min(k for k, _ in layouts)
    if rules.knocker_layout == "cheapest":
        layouts = [(k, p) for k, p in layouts if k == least]
    layouts = [(k, p) for k, p in layouts if limit.allows(k)]
    if not layouts:
        return None
    best = None
    for k, layout in layouts:
        d = deadwood(defender) if k == 0 else defender_deadwood(defender, layout)
        score = score_hand(k, d, rules, upcard)
        net = score.points if score.winner == "knocker" else -score.points
        result = (score.outcome.value, score.winner.value, score.points, k, d)
        if best is None or (net, -k) > best[0]:
            best = ((net, -k), result)
    return best[1]
