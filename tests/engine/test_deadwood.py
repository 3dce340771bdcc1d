"""Deadwood: the points of the cards in no meld, under the arrangement that makes it smallest."""

import json

import pytest

from scorekeeper.gin import best_arrangement, min_deadwood, parse_cards, tied_arrangements
from scorekeeper.gin.cards import mask_of

from .hands import mask


def melds_of(arrangement):
    return sorted(str(m) for m in arrangement.melds)


def test_a_card_belongs_to_one_meld_the_nine_of_spades():
    # seeds/001: seven, eight and nine of spades with the other three nines.
    arrangement = best_arrangement(mask("7S 8S 9S 9H 9D 9C 2D 3D 4D KH"))
    assert arrangement.deadwood == 10
    assert melds_of(arrangement) == ["2D 3D 4D", "7S 8S 9S", "9C 9D 9H"]


def test_seven_seven_seven_eight_nine_makes_one_meld_only():
    # pagat: with 7, 7, 7, 8, 9 the heart 7 makes the set or the run, not both.
    assert min_deadwood(mask("7H 7S 7D 8H 9H")) == 14  # run 7-8-9♥, the other sevens loose
    assert min_deadwood(mask("7H 7S 7D 8H 9H TH")) == 0  # a ten frees the seven of hearts
    assert min_deadwood(mask("7H 7S 7D 8H 9H 7C")) == 0  # so does a fourth seven


def test_gin_with_two_five_card_runs():
    arrangement = best_arrangement(mask("AC 2C 3C 4C 5C 9D TD JD QD KD"))
    assert arrangement.deadwood == 0
    assert melds_of(arrangement) == ["9D TD JD QD KD", "AC 2C 3C 4C 5C"]


def test_the_ace_is_low_only():
    assert min_deadwood(mask("QS KS AS")) == 21
    assert min_deadwood(mask("AS 2S 3S")) == 0
    assert min_deadwood(mask("KS AS 2S")) == 13


def test_face_cards_count_ten_in_deadwood():
    assert min_deadwood(mask("JS QH KD TC")) == 40


def test_a_set_may_take_a_card_out_of_a_long_run():
    # 3-7♠ with 5♥ 5♦: taking 5♠ for the set would break the run into 3-4♠ and 6-7♠, both loose.
    arrangement = best_arrangement(mask("3S 4S 5S 6S 7S 5H 5D AC 2C 9H"))
    assert melds_of(arrangement) == ["3S 4S 5S 6S 7S"]
    assert arrangement.deadwood == 22  # A♣ 2♣ 5♦ 5♥ 9♥
    # With 8♠ too, the set of fives and 6-7-8♠ leave 3♠ 4♠ A♣ 2♣ = 10 (the long run leaves 13).
    arrangement = best_arrangement(mask("3S 4S 5S 6S 7S 8S 5H 5D AC 2C"))
    assert melds_of(arrangement) == ["5D 5H 5S", "6S 7S 8S"]
    assert arrangement.deadwood == 10


def test_ties_are_all_found_a_four_card_set_or_a_longer_run():
    hand = mask("7C 7D 7H 7S 4S 5S 6S 2C 3D 4H")
    layouts = {tuple(melds_of(a)) for a in tied_arrangements(hand)}
    assert layouts == {
        ("4S 5S 6S", "7C 7D 7H 7S"),
        ("4S 5S 6S 7S", "7C 7D 7H"),
    }
    assert all(a.deadwood == 9 for a in tied_arrangements(hand))


def test_a_hand_with_no_ties_has_one_arrangement():
    assert len(tied_arrangements(mask("AS 2S 3S 9D 9H 9C KH KD 5C 6D"))) == 1


def test_eleven_cards_can_all_meld():
    assert min_deadwood(mask("AS 2S 3S 4S 5S 7H 7D 7C KH KD KC")) == 0


def test_reference_hands_agree_with_two_public_solvers(shared):
    """../shared/reference/deadwood_10k.json: 10,000 hands; every one must match."""
    hands = json.loads((shared / "reference" / "deadwood_10k.json").read_text())
    assert len(hands) == 10_000
    wrong = []
    for hand in hands:
        cards = parse_cards(hand["cards"], count=10)
        if min_deadwood(mask_of(cards)) != hand["deadwood"]:
            wrong.append(hand)
    assert wrong == []


@pytest.mark.parametrize("every", [100])
def test_the_arrangement_shown_reaches_the_reference_count(shared, every):
    hands = json.loads((shared / "reference" / "deadwood_10k.json").read_text())
    for hand in hands[::every]:
        arrangement = best_arrangement(mask_of(parse_cards(hand["cards"])))
        assert arrangement.deadwood == hand["deadwood"]
        assert len(arrangement.deadwood_cards) + sum(len(m) for m in arrangement.melds) == 10
