"""Property tests: the fast engine agrees with the slow, obviously-correct reference in brute.py.

Random hands almost never knock, so the settlement properties deal hands built
around melds, with the defender holding neighbours of the knocker's melds
(lay-offs and undercuts happen often).
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.gin import DECK, Card, KnockNotAllowedError, Rules, rules_for, settle
from scorekeeper.gin.cards import mask_of
from scorekeeper.gin.deadwood import min_deadwood, tied_arrangements

from . import brute
from .hands import knocking_deal

hands = st.lists(st.sampled_from(DECK), min_size=10, max_size=10, unique=True)
small_deck = st.lists(st.sampled_from([c for c in DECK if c.rank <= 6]), min_size=10, max_size=11,
                      unique=True)


@settings(max_examples=300, deadline=None)
@given(hands)
def test_deadwood_of_random_hands(cards):
    assert min_deadwood(mask_of(cards)) == brute.deadwood(frozenset(cards))


@settings(max_examples=200, deadline=None)
@given(small_deck)
def test_deadwood_of_crowded_hands_full_of_sets_and_runs(cards):
    assert min_deadwood(mask_of(cards)) == brute.deadwood(frozenset(cards))


@settings(max_examples=100, deadline=None)
@given(small_deck)
def test_every_tied_arrangement_is_valid_and_reaches_the_least_deadwood(cards):
    hand = mask_of(cards)
    least = brute.deadwood(frozenset(cards))
    for arrangement in tied_arrangements(hand):
        assert arrangement.deadwood == least
        assert all(brute.is_meld(frozenset(meld.cards)) for meld in arrangement.melds)
        assert arrangement.mask == hand


def engine_result(knocker, defender, rules, upcard):
    try:
        verdict = settle(knocker, defender, rules, upcard=upcard)
    except KnockNotAllowedError:
        return None
    winner = None if verdict.winner is None else verdict.winner.value
    return (verdict.outcome.value, winner, verdict.points, verdict.knocker_deadwood,
            verdict.defender_deadwood)


RULES = {
    "standard": Rules(),
    "any": Rules(knocker_layout="any"),
    "oklahoma": rules_for("oklahoma"),
    "straight": rules_for("straight"),
}


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(sorted(RULES)))
def test_whole_settlement_matches_brute_force(seed, rules_name):
    rules = RULES[rules_name]
    knocker, defender, upcard = knocking_deal(seed)
    upcard = upcard if rules.oklahoma else None
    expected = brute.settle(frozenset(knocker), frozenset(defender), rules, upcard)
    assert engine_result(knocker, defender, rules, upcard) == expected


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**9))
def test_lay_offs_shown_are_legal_and_account_for_the_count(seed):
    knocker, defender, _ = knocking_deal(seed)
    try:
        verdict = settle(knocker, defender)
    except KnockNotAllowedError:
        return
    laid = frozenset(layoff.card for layoff in verdict.layoffs)
    knocker_melds = [frozenset(m.cards) for m in verdict.knocker.melds]
    assert brute.can_lay_off_all(laid, knocker_melds)
    left = frozenset(defender) - laid
    assert brute.deadwood(left) == verdict.defender_deadwood
    assert sum(c.points for c in verdict.defender.deadwood_cards) == verdict.defender_deadwood


# Runs round the corner and the ace high: hands crowded round the corner (J to 4 of each suit),
# so wrap-around runs, sets and lay-offs through the ace come up all the time.
CORNER_DECK = [c for c in DECK if c.rank >= 11 or c.rank <= 4]
corner_hands = st.lists(st.sampled_from(CORNER_DECK), min_size=10, max_size=10, unique=True)
MODES = st.sampled_from([("ace_high", 1), ("round_the_corner", 1), ("round_the_corner", 15),
                         ("ace_high", 15)])


@settings(max_examples=300, deadline=None)
@given(corner_hands, MODES)
def test_deadwood_with_the_ace_high_or_round_the_corner(cards, mode):
    runs, ace = mode
    melding = rules_for("standard", {"runs": runs, "ace_points": ace}).melding
    assert melding.min_deadwood(mask_of(cards)) == brute.deadwood(frozenset(cards), runs, ace)


@settings(max_examples=150, deadline=None)
@given(hands, MODES)
def test_deadwood_of_random_hands_under_every_runs_rule(cards, mode):
    runs, ace = mode
    melding = rules_for("standard", {"runs": runs, "ace_points": ace}).melding
    assert melding.min_deadwood(mask_of(cards)) == brute.deadwood(frozenset(cards), runs, ace)


@settings(max_examples=100, deadline=None)
@given(corner_hands, MODES)
def test_every_tied_arrangement_round_the_corner_is_valid(cards, mode):
    runs, ace = mode
    melding = rules_for("standard", {"runs": runs, "ace_points": ace}).melding
    hand = mask_of(cards)
    least = brute.deadwood(frozenset(cards), runs, ace)
    arrangements = tied_arrangements(hand, melding)
    for arrangement in arrangements:
        assert arrangement.deadwood == least
        assert all(brute.is_meld(frozenset(meld.cards), runs) for meld in arrangement.melds)
        assert arrangement.mask == hand
    assert len({a.melds for a in arrangements}) == len(arrangements)


def corner_deal(seed):
    """A knocker's hand built from runs through the ace (some round the corner) and sets, often
    gin; the defender's ten from the rest of the crowded deck, full of cards to lay off."""
    rng = random.Random(seed)
    knocker: list[Card] = []
    for _ in range(6):
        if rng.random() < 0.6:
            start, length, suit = rng.choice([11, 12, 13, 1, 2]), rng.randint(3, 5), rng.randrange(4)
            meld = [Card((start - 1 + step) % 13 + 1, suit) for step in range(length)]
        else:
            rank = rng.choice([1, 2, 3, 12, 13])
            meld = [Card(rank, suit) for suit in rng.sample(range(4), 3)]
        if not set(meld) & set(knocker) and len(knocker) + len(meld) <= 10:
            knocker.extend(meld)
    rest = [c for c in CORNER_DECK if c not in knocker]
    rng.shuffle(rest)
    while len(knocker) < 10:
        knocker.append(rest.pop())
    return knocker, rest[:10]


CORNER_RULES = {
    "round_the_corner": rules_for("round_the_corner"),
    "corner, ace 1, limit 15": rules_for("round_the_corner", {"ace_points": 1, "knock_limit": 15}),
    "ace high, gin lay-offs": rules_for("standard", {"runs": "ace_high", "gin_layoffs": True,
                                                     "knock_limit": 20}),
    "corner, any layout": rules_for("round_the_corner", {"knocker_layout": "any",
                                                         "knock_limit": 25}),
}


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(sorted(CORNER_RULES)))
def test_whole_settlement_round_the_corner_matches_brute_force(seed, rules_name):
    rules = CORNER_RULES[rules_name]
    knocker, defender = corner_deal(seed)
    expected = brute.settle(frozenset(knocker), frozenset(defender), rules)
    assert engine_result(knocker, defender, rules, None) == expected
