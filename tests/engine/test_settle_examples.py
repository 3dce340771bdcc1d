"""Whole hands settled as a player reads them: the outcome, the points and the words."""

import pytest

from scorekeeper.gin import (
    CardCountError,
    DuplicateCardError,
    KnockNotAllowedError,
    Outcome,
    Side,
    parse_card,
    rules_for,
    settle,
)
from scorekeeper.gin.steps import Step, StepCode
from scorekeeper.wording import explanation

from .hands import cards

ANN = cards("3S 4S 5S 6S 8C 8D 8H AC 3D 2C")  # 3-6♠, three eights; A♣ 2♣ 3♦ = 6
BOB = cards("7S 2D 4D 5D QC 2H KH JD JC 9C")


def test_a_knock_with_a_lay_off_explained_in_plain_words():
    verdict = settle(ANN, BOB, names=("Ann", "Bob"))
    assert (verdict.outcome, verdict.winner, verdict.points) == (Outcome.KNOCK, Side.KNOCKER, 56)
    assert [str(layoff.card) for layoff in verdict.layoffs] == ["7S"]
    words = "\n".join(explanation(verdict.steps))
    assert "Ann knocks: 3♠4♠5♠6♠, 8♣8♦8♥; deadwood A♣ 2♣ 3♦ = 6." in words
    assert "Bob lays off 7♠ on 3♠4♠5♠6♠" in words
    assert "Bob's deadwood 62 − Ann's 6 = 56 points to Ann." in words


def test_gin_explained():
    verdict = settle(cards("3S 4S 5S 6S 8C 8D 8H 9H TH JH"), BOB, names=("Ann", "Bob"))
    assert explanation(verdict.steps)[-1] == "Bob's deadwood 69 + 20 gin bonus = 89 points to Ann."


def test_an_undercut_explained():
    # Bob lays off 6♠ 7♠ on 3-4-5♠, 9♠ on the nines and 10♦ on J-Q-K♦, melds 3-4-5♥: 5 left.
    verdict = settle(cards("3S 4S 5S 9H 9D 9C JD QD KD 8C"), cards("6S 7S 9S TD 3H 4H 5H 2D 2C AC"),
                     names=("Ann", "Bob"))
    assert verdict.outcome is Outcome.UNDERCUT
    assert sorted(str(layoff.card) for layoff in verdict.layoffs) == ["6S", "7S", "9S", "TD"]
    assert verdict.points == 8 - 5 + 10
    assert "an undercut: 8 − 5 + 10 undercut bonus = 13 points to Bob." in explanation(verdict.steps)[-1]


def test_oklahoma_spade_upcard_doubles_and_says_so():
    verdict = settle(ANN, BOB, rules_for("oklahoma"), upcard=parse_card("7S"), names=("Ann", "Bob"))
    assert verdict.points == 112
    assert "× 2 for the spade upcard 7♠" in explanation(verdict.steps)[-1]
    assert "sets the knock limit at 7" in "\n".join(explanation(verdict.steps))


def test_oklahoma_ace_upcard_allows_only_gin():
    with pytest.raises(KnockNotAllowedError, match=r"Ann cannot knock with 6 deadwood: .* ace, so only gin"):
        settle(ANN, BOB, rules_for("oklahoma"), upcard=parse_card("AH"), names=("Ann", "Bob"))
    gin = settle(cards("3S 4S 5S 6S 8C 8D 8H 9H TH JH"), BOB, rules_for("oklahoma"),
                 upcard=parse_card("AH"))
    assert gin.outcome is Outcome.GIN


def test_the_upcard_may_be_a_card_someone_holds():
    # The first upcard can be taken into a hand, so it is not a duplicate.
    verdict = settle(ANN, BOB, rules_for("oklahoma"), upcard=parse_card("8C"))
    assert verdict.limit.limit == 8
    assert verdict.points == 56


def test_straight_gin_refuses_the_knock_with_the_reason():
    with pytest.raises(KnockNotAllowedError, match="Straight Gin"):
        settle(ANN, BOB, rules_for("straight"))


def test_a_card_in_both_hands_is_named():
    with pytest.raises(DuplicateCardError, match="3D is both in Ann's hand and in Bob's hand"):
        settle(ANN, cards("7S 2D 4D 5D QC 2H KH JD JC 3D"), names=("Ann", "Bob"))


def test_wrong_counts_are_named():
    with pytest.raises(CardCountError, match="Bob's hand has 9 cards; 10 are needed"):
        settle(ANN, BOB[:9], names=("Ann", "Bob"))
    with pytest.raises(CardCountError, match="Ann's hand has 9 cards"):
        settle(ANN[:9], BOB, names=("Ann", "Bob"))


def test_the_engine_explains_in_steps_not_words():
    verdict = settle(ANN, BOB, names=("Ann", "Bob"))
    assert [step.code for step in verdict.steps] == [
        StepCode.KNOCKS, StepCode.KNOCK_LEGAL, StepCode.LAYS_OFF, StepCode.POINTS]
    knock, legal, lays_off, points = verdict.steps
    assert knock["knocker"] == "Ann" and knock["layout"] == verdict.knocker
    assert legal["reason"] == Step(StepCode.LIMIT_FIXED, {"limit": 10})
    assert [str(layoff.card) for layoff in lays_off["layoffs"]] == ["7S"]
    assert (points["winner"], points["points"], points["defender_deadwood"]) == ("Ann", 56, 62)
