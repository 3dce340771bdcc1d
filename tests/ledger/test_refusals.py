"""Hands that contradict the rules or the match are refused, naming the hand and the reason."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.ledger import HandError, LedgerError, MatchError, match_from_dict

from .helpers import knock, play

ANN = "AS 2S 3S 7H 7D 7C 9C TD JD QD"
BOB = "KS KH 4C 5D 8S 9S 2H 3H 6C 6D"


@pytest.mark.parametrize(("hand", "reason"), [
    (knock("Ann", 11, 30), "a knock with 11 deadwood is not allowed: the knock limit is 10"),
    ({"knocker": "Ann", "gin": True, "knocker_deadwood": 4, "defender_deadwood": 9},
     "gin means no deadwood, but the knocker's deadwood is 4"),
    ({"cards": {"Ann": ANN, "Bob": BOB.replace("KS", "AS")}, "knocker": "Ann"},
     "AS is both in Ann's hand and in Bob's hand"),
    ({"cards": {"Ann": "AS AS 3S 7H 7D 7C 9C TD JD QD", "Bob": BOB}, "knocker": "Ann"},
     "AS is given twice in Ann's hand"),
    ({"cards": {"Ann": ANN.replace("QD", "ZZ"), "Bob": BOB}, "knocker": "Ann"},
     "ZZ is not a card"),
    ({"cards": {"Ann": ANN, "Bob": BOB}, "knocker": "Bob"},
     "Bob cannot knock: the least deadwood of the hand is"),
    ({"cards": {"Ann": ANN, "Zed": BOB}, "knocker": "Ann"}, "'Zed' is not a player"),
    (knock("Zed", 2, 20), "the player 'Zed' is not a player in this match (Ann, Bob)"),
    (knock("Ann", 2, 20, dealer="Zed"), "the dealer 'Zed' is not a player in this match"),
    (knock("Ann", 2, 20, defender="Ann"), "Ann cannot defend against Ann"),
    ({"knocker": "Ann", "big_gin": True, "defender_deadwood": 9},
     "Big Gin is not played under these rules"),
    ({"knocker": "Ann", "knocker_deadwood": -1, "defender_deadwood": 9},
     "knocker_deadwood must be a whole number of points, 0 or more"),
    ({"knocker": "Ann", "defender_deadwood": 9}, "a hand from the counts needs 'knocker_deadwood'"),
    ({"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 9, "melds": "x"},
     "unknown key 'melds'"),
    ({"cards": {"Ann": ANN, "Bob": BOB}, "knocker": "Ann", "knocker_deadwood": 3},
     "a hand from the cards takes no 'knocker_deadwood'"),
    ({"wash": False}, "wash must be true"),
])
def test_a_hand_against_the_rules_is_refused(hand: dict[str, Any], reason: str) -> None:
    with pytest.raises(HandError) as refused:
        play([knock("Bob", 2, 12), hand])
    assert str(refused.value).startswith("hand 2: ")
    assert reason in str(refused.value)


def test_straight_gin_refuses_any_knock() -> None:
    with pytest.raises(HandError, match=r"hand 1: .*Straight Gin: knocking is not allowed"):
        play([knock("Ann", 1, 20)], "straight")
    assert play([{"knocker": "Ann", "gin": True, "defender_deadwood": 20}],
                "straight").hand(1).points == 40


@pytest.mark.parametrize(("description", "reason"), [
    ({"players": ["Ann"]}, "a match has 2, 3 or 4 players, not 1"),
    ({"players": ["Ann", "ann"]}, "'ann' is named twice"),
    ({"players": ["Ann", "Bob"], "first_dealer": "Cal"}, "the first dealer 'Cal' is not a player"),
    ({"players": ["Ann", "Bob"], "rules": "poker"}, "unknown preset 'poker'"),
    ({"players": ["Ann", "Bob"], "rules": {"gin_bonus": "lots"}}, "gin_bonus takes a whole number"),
    ({"players": ["Ann", "Bob"], "colour": "red"}, "unknown key 'colour'"),
    ({"players": ["A", "B", "C", "D"], "teams": [["A", "B"], ["C", "A"]]}, "must hold each"),
    ({"players": ["Ann", "Bob"], "hands": {}}, "hands must be a list"),
])
def test_a_match_description_that_cannot_be_read(description: dict[str, Any], reason: str) -> None:
    with pytest.raises((MatchError, LedgerError, ValueError)) as refused:
        match_from_dict(description)
    assert reason in str(refused.value)


def test_a_new_game_needs_a_hand_first() -> None:
    with pytest.raises(HandError, match="a new game starts after at least one hand"):
        play([{"new_game": True}])
