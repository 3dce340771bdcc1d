"""Eleven cards, just drawn: which discards allow a knock or gin, and Big Gin."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.gin import DECK, CardCountError, rules_for, settle
from scorekeeper.gin.cards import mask_of
from scorekeeper.gin.deadwood import discard_deadwoods
from scorekeeper.verdicts import deadwood_dict

from . import brute
from .hands import cards


def test_each_discard_that_allows_a_knock_best_first():
    report = deadwood_dict(cards("7S 8S 9S 9H 9D 9C 2D 3D 4D KH 5C"))
    assert [(o["discard"], o["deadwood"]) for o in report["options"]] == [("KH", 5), ("5C", 10)]
    assert report["big_gin"] is False


def test_a_discard_that_leaves_gin_comes_first():
    report = deadwood_dict(cards("3S 4S 5S 6S 8C 8D 8H 9H TH JH KC"))
    assert report["options"][0] == {
        "discard": "KC", "deadwood": 0, "unmatched": [],
        "melds": [["3S", "4S", "5S", "6S"], ["8C", "8D", "8H"], ["9H", "TH", "JH"]],
    }


def test_under_oklahoma_the_upcard_limits_the_options():
    hand = cards("7S 8S 9S 9H 9D 9C 2D 3D 4D KH 5C")
    report = deadwood_dict(hand, rules_for("oklahoma"), cards("6H")[0])
    assert [o["discard"] for o in report["options"]] == ["KH"]
    report = deadwood_dict(hand, rules_for("oklahoma"), cards("4H")[0])
    assert report["options"] == []


def test_straight_gin_lists_only_discards_that_go_gin():
    assert deadwood_dict(cards("7S 8S 9S 9H 9D 9C 2D 3D 4D KH 5C"), rules_for("straight"))["options"] == []


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
