"""Eleven cards, just drawn: what to throw (every discard, best first), whether it allows a
knock or gin, and Big Gin."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.gin import DECK, CardCountError, rules_for, settle
from scorekeeper.gin.cards import mask_of
from scorekeeper.gin.deadwood import discard_deadwoods
from scorekeeper.gin.discards import eleven_cards
from scorekeeper.gin.scoring import knock_limit
from scorekeeper.verdicts import deadwood_dict

from . import brute
from .hands import cards


def knocks(report):
    return [(o["discard"], o["deadwood"]) for o in report["options"] if o["knock"]]


def test_every_discard_is_listed_best_first_and_the_first_two_allow_a_knock():
    report = deadwood_dict(cards("7S 8S 9S 9H 9D 9C 2D 3D 4D KH 5C"))
    assert [(o["discard"], o["deadwood"]) for o in report["options"][:4]] == [
        ("KH", 5), ("5C", 10), ("4D", 20), ("3D", 21)]
    assert len(report["options"]) == 11
    assert knocks(report) == [("KH", 5), ("5C", 10)]
    assert report["big_gin"] is False


def test_a_discard_that_leaves_gin_comes_first():
    report = deadwood_dict(cards("3S 4S 5S 6S 8C 8D 8H 9H TH JH KC"))
    assert report["options"][0] == {
        "discard": "KC", "deadwood": 0, "unmatched": [], "knock": True, "gin": True,
        "melds": [["3S", "4S", "5S", "6S"], ["8C", "8D", "8H"], ["9H", "TH", "JH"]],
    }


def test_a_random_hand_still_learns_its_best_discard_though_none_allows_a_knock():
    report = deadwood_dict(cards("2C 7C 9D QD 3H 5H 8H KH 4S JS AC"))
    best = report["options"][0]
    assert (best["discard"], best["deadwood"], best["knock"], best["gin"]) == ("QD", 59, False, False)
    assert best["melds"] == [] and len(best["unmatched"]) == 10
    assert not any(o["knock"] for o in report["options"])


def test_equal_deadwood_throws_the_card_worth_most_first():
    report = deadwood_dict(cards("AS 2S 3S 4H 5H 6H 7D 8D 9D KC QC"))
    assert [o["discard"] for o in report["options"][:2]] == ["QC", "KC"]
    assert [o["deadwood"] for o in report["options"][:2]] == [10, 10]


def test_under_oklahoma_the_upcard_limits_the_options():
    hand = cards("7S 8S 9S 9H 9D 9C 2D 3D 4D KH 5C")
    report = deadwood_dict(hand, rules_for("oklahoma"), cards("6H")[0])
    assert knocks(report) == [("KH", 5)]
    report = deadwood_dict(hand, rules_for("oklahoma"), cards("4H")[0])
    assert knocks(report) == []
    assert report["options"][0]["discard"] == "KH"  # still the best throw


def test_straight_gin_lets_no_discard_knock_without_gin():
    report = deadwood_dict(cards("7S 8S 9S 9H 9D 9C 2D 3D 4D KH 5C"), rules_for("straight"))
    assert knocks(report) == []
    report = deadwood_dict(cards("3S 4S 5S 6S 8C 8D 8H 9H TH JH KC"), rules_for("straight"))
    assert knocks(report) == [("KC", 0)]


def test_big_gin_all_eleven_meld():
    report = deadwood_dict(cards("AS 2S 3S 4S 5S 7H 7D 7C KH KD KC"))
    assert report["big_gin"] is True


def test_big_gin_is_settled_without_a_discard_and_without_lay_offs():
    verdict = settle(cards("AS 2S 3S 4S 5S 7H 7D 7C KH KD KC"), cards("6S 7S 2H 3H 9C 9D QC QD JH 4C"),
                     rules_for("gin25"))
    assert verdict.outcome == "big_gin"
    assert verdict.layoffs == ()
    assert verdict.points == 6 + 7 + 2 + 3 + 9 + 9 + 10 + 10 + 10 + 4 + 31


def test_eleven_cards_without_big_gin_ask_for_the_discard():
    with pytest.raises(CardCountError, match="Big Gin is not played under these rules"):
        settle(cards("AS 2S 3S 4S 5S 7H 7D 7C KH KD KC"), cards("6S 7S 2H 3H 9C 9D QC QD JH 4C"))
    with pytest.raises(CardCountError, match=r"not all 11 meld.*leaves 20 deadwood"):
        settle(cards("AS 2S 3S 4S 5S 7H 7D 7C KH KD QH"), cards("6S 7S 2H 3H 9C 9D QC KC JH 4C"),
               rules_for("gin25"))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([c for c in DECK if c.rank <= 7]), min_size=11, max_size=11, unique=True))
def test_every_discard_leaves_what_brute_force_finds(hand):
    options = discard_deadwoods(mask_of(hand))
    assert len(options) == 11
    for left, discard in options:
        assert left == brute.deadwood(frozenset(hand) - {discard})
    assert [left for left, _ in options] == sorted(left for left, _ in options)


crowded = st.lists(st.sampled_from([c for c in DECK if c.rank <= 5 or c.rank >= 11]), min_size=11,
                   max_size=11, unique=True)


@settings(max_examples=80, deadline=None)
@given(crowded, st.sampled_from(["ace_low", "ace_high", "round_the_corner"]), st.sampled_from([1, 15]))
def test_the_whole_answer_agrees_with_one_solve_per_discard(hand, runs, ace):
    """Each discard's deadwood, melds and unmatched cards are those of the 10 cards kept."""
    rules = rules_for("standard", {"runs": runs, "ace_points": ace})
    answer = eleven_cards(mask_of(hand), knock_limit(rules), rules.melding)
    assert [(c.deadwood, c.discard) for c in answer.choices] == discard_deadwoods(mask_of(hand),
                                                                                  rules.melding)
    for choice in answer.choices:
        kept = frozenset(hand) - {choice.discard}
        assert choice.deadwood == brute.deadwood(kept, runs, ace)
        arrangement = choice.arrangement
        assert arrangement.mask == mask_of(kept) and arrangement.deadwood == choice.deadwood
        assert all(brute.is_meld(frozenset(m.cards), runs) for m in arrangement.melds)
        assert choice.knock == (choice.deadwood <= 10) and choice.gin == (choice.deadwood == 0)
    assert answer.big_gin == (brute.deadwood(frozenset(hand), runs, ace) == 0)
