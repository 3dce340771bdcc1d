"""A slow, obviously-correct reference for deadwood and settlement, to check the fast engine.

Nothing here is clever: every meld of a hand is listed, every collection of
disjoint melds is tried, every subset of the defender's cards is tried as the
cards laid off (each checked by trying every order and every meld it could go
on). Runs follow the `runs` option (a run is a stretch of ranks read with the
ace low, the ace high, or anywhere round the circle), and an ace in deadwood
counts ``ace`` points.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations

from scorekeeper.gin import Card, Rules
from scorekeeper.gin.scoring import knock_limit, score_hand


def is_set(cards: frozenset[Card]) -> bool:
    return len(cards) in (3, 4) and len({c.rank for c in cards}) == 1


def stretch(start: int, length: int) -> set[int]:
    """Ranks start, start+1, ... (length of them), going round from the king to the ace."""
    return {(start - 1 + step) % 13 + 1 for step in range(length)}


def is_run(cards: frozenset[Card], runs: str = "ace_low") -> bool:
    if len(cards) < 3 or len({c.suit for c in cards}) != 1:
        return False
    ranks = {int(c.rank) for c in cards}
    n = len(ranks)
    if runs == "round_the_corner":
        return any(ranks == stretch(start, n) for start in range(1, 14))
    starts = range(1, 15 - n) if runs == "ace_low" else range(1, 16 - n)  # ace_high: up to ..K-A
    return any(ranks == stretch(start, n) for start in starts)


def is_meld(cards: frozenset[Card], runs: str = "ace_low") -> bool:
    return is_set(cards) or is_run(cards, runs)


def melds_in(hand: frozenset[Card], runs: str = "ace_low") -> list[frozenset[Card]]:
    """Every subset of the hand that is a meld (tried by brute force over subsets up to size 11)."""
    found = []
    cards = sorted(hand, key=lambda c: c.index)
    for size in range(3, len(cards) + 1):
        for group in combinations(cards, size):
            if is_meld(frozenset(group), runs):
                found.append(frozenset(group))
    return found


def packings(hand: frozenset[Card], runs: str = "ace_low") -> Iterator[list[frozenset[Card]]]:
    """Every collection of pairwise disjoint melds (including none)."""
    melds = melds_in(hand, runs)

    def walk(start: int, used: frozenset[Card], chosen: list[frozenset[Card]]):
        yield list(chosen)
        for i in range(start, len(melds)):
            if not melds[i] & used:
                chosen.append(melds[i])
                yield from walk(i + 1, used | melds[i], chosen)
                chosen.pop()

    yield from walk(0, frozenset(), [])


def points(cards, ace: int = 1) -> int:
    return sum(ace if c.rank == 1 else c.points for c in cards)


@lru_cache(maxsize=200_000)
def deadwood(hand: frozenset[Card], runs: str = "ace_low", ace: int = 1) -> int:
    return min(points(hand - frozenset().union(*p), ace) for p in packings(hand, runs))


def can_lay_off_all(cards: frozenset[Card], knocker_melds: list[frozenset[Card]],
                    runs: str = "ace_low") -> bool:
    """Can every card be laid off, one at a time, each onto a (growing) knocker meld?"""
    return _can_lay_off(cards, tuple(knocker_melds), runs)


@lru_cache(maxsize=200_000)
def _can_lay_off(cards: frozenset[Card], knocker_melds: tuple[frozenset[Card], ...],
                 runs: str) -> bool:
    if not cards:
        return True
    for card in cards:
        for i, meld in enumerate(knocker_melds):
            grown = meld | {card}
            if is_meld(grown, runs):
                rest = (*knocker_melds[:i], grown, *knocker_melds[i + 1:])
                if _can_lay_off(cards - {card}, rest, runs):
                    return True
    return False


def defender_deadwood(defender: frozenset[Card], knocker_melds: list[frozenset[Card]],
                      runs: str = "ace_low", ace: int = 1) -> int:
    best = deadwood(defender, runs, ace)
    # Only a card of a set's rank or of a run's suit could ever be laid off.
    ranks = {c.rank for m in knocker_melds if is_set(m) for c in m}
    suits = {c.suit for m in knocker_melds if not is_set(m) for c in m}
    cards = sorted((c for c in defender if c.rank in ranks or c.suit in suits), key=lambda c: c.index)
    for size in range(1, len(cards) + 1):
        for group in combinations(cards, size):
            laid = frozenset(group)
            if can_lay_off_all(laid, knocker_melds, runs):
                best = min(best, deadwood(defender - laid, runs, ace))
    return best


def settle(knocker: frozenset[Card], defender: frozenset[Card], rules: Rules,
           upcard: Card | None = None) -> tuple[str, str, int, int, int] | None:
    """(outcome, winner, points, K, D) of the knocker's best legal layout, or None if no knock.

    With ``gin_layoffs`` a gin is laid off against too, and laid off to zero it is a wash:
    ("wash", None, 0, 0, 0)."""
    limit = knock_limit(rules, upcard)
    runs, ace = rules.runs, rules.ace_points
    layouts = [(points(knocker - frozenset().union(*p), ace), p) for p in packings(knocker, runs)]
    least = min(k for k, _ in layouts)
    if rules.knocker_layout != "any":  # shown, without a layout given, is settled as cheapest
        layouts = [(k, p) for k, p in layouts if k == least]
    layouts = [(k, p) for k, p in layouts if limit.allows(k)]
    if not layouts:
        return None
    best = None
    for k, layout in layouts:
        if k == 0 and not rules.gin_layoffs:
            d = deadwood(defender, runs, ace)
        else:
            d = defender_deadwood(defender, layout, runs, ace)
        if k == 0 and d == 0 and rules.gin_layoffs:
            result: tuple = ("wash", None, 0, 0, 0)
            net = 0
        else:
            score = score_hand(k, d, rules, upcard)
            net = score.points if score.winner == "knocker" else -score.points
            result = (score.outcome.value, score.winner.value, score.points, k, d)
        if best is None or (net, -k) > best[0]:
            best = ((net, -k), result)
    return best[1]
