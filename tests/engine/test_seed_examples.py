"""Sentences of the rule texts in ../shared/seeds/, each as an example the engine must follow."""

from scorekeeper.gin import Meld, Outcome, Side, rules_for, score_hand, settle
from scorekeeper.gin.layoffs import best_defence

from .hands import cards, mask


def test_seed_000_an_undercut_on_an_equal_count_is_worth_exactly_twenty():
    score = score_hand(6, 6, rules_for("simple"))
    assert (score.outcome, score.winner, score.points) == (Outcome.UNDERCUT, Side.DEFENDER, 20)


def test_seed_000_a_fourth_queen_joins_a_set_of_three_and_a_laid_off_six_makes_room_for_the_seven():
    defence = best_defence(mask("QS 6S 7S KH KD 9C 8D 2H 4C JC"),
                           [Meld.parse("QC QD QH"), Meld.parse("3S 4S 5S")])
    assert sorted(str(layoff.card) for layoff in defence.layoffs) == ["6S", "7S", "QS"]


def test_seed_001_knocking_with_exactly_ten_is_legal_everywhere():
    assert score_hand(10, 25, rules_for("standard")).points == 15


def test_seed_001_gin_bonus_and_big_gin_numbers_differ_by_book():
    assert score_hand(0, 10, rules_for("standard")).points == 30  # Bicycle and pagat: 20
    assert score_hand(0, 10, rules_for("house25")).points == 35  # many other books: 25
    assert score_hand(0, 10, rules_for("gin25"), big_gin=True).points == 41  # Big Gin: 31


def test_seed_002_gin_scores_the_twenty_five_bonus_plus_the_defenders_deadwood_no_lay_off():
    verdict = settle(cards("3S 4S 5S 6S 8C 8D 8H 9H TH JH"), cards("7S 2S 4D 5D QC 2H KH JD JC 9C"),
                     rules_for("gin25"))
    assert verdict.layoffs == ()
    assert verdict.points == verdict.defender_deadwood + 25


def test_seed_003_even_if_the_other_player_has_no_unmatched_cards_gin_gets_its_bonus():
    verdict = settle(cards("AS 2S 3S 4S 5S 9D TD JD QD KD"), cards("6C 7C 8C 9H 9S 9C 2H 3H 4H 5H"))
    assert verdict.defender_deadwood == 0
    assert (verdict.outcome, verdict.winner, verdict.points) == (Outcome.GIN, Side.KNOCKER, 20)


def test_seed_003_a_third_two_cannot_be_laid_off_on_the_knockers_pair_of_twos():
    verdict = settle(cards("2C 2D AC 5H 6H 7H 8H 9S TS JS"), cards("2S 3C 4D KH KD QC 9C AD 3D 6D"))
    assert "2S" in {str(card) for card in verdict.defender.deadwood_cards}
    assert all(str(layoff.card) != "2S" for layoff in verdict.layoffs)
