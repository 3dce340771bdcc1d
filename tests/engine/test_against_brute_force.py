"""Property tests: the fast engine agrees with the slow, obviously-correct reference in brute.py.

Random hands almost never knock, so the settlement properties deal hands built
around melds, with the defender holding neighbours of the knocker's melds
(lay-offs and undercuts happen often).
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.gin import DECK, KnockNotAllowedError, Rules, rules_for, settle
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
    return (verdict.outcome.value, verdict.winner.value, verdict.points,
            verdict.knocker_deadwood, verdict.defender_deadwood)


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
