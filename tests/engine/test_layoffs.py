"""Lay-offs: the defender's deadwood onto the knocker's melds, chains included, never against gin."""

from scorekeeper.gin import Meld, settle
from scorekeeper.gin.layoffs import best_defence

from .hands import cards, mask


def laid(defence):
    return sorted(str(layoff.card) for layoff in defence.layoffs)


def test_a_spare_six_goes_on_three_four_five_then_the_seven_too():
    # RULES.md: with 3-4-5♠ shown, a 6♠ goes on, then a 7♠.
    defence = best_defence(mask("6S 7S KH KD QC 9C 2H 8D 4C JC"), [Meld.parse("3S 4S 5S")])
    assert laid(defence) == ["6S", "7S"]


def test_a_chain_runs_down_as_well_as_up():
    defence = best_defence(mask("2S AS 9S KH KD QC 9C 2H 8D 4C"), [Meld.parse("3S 4S 5S")])
    assert laid(defence) == ["2S", "AS"]


def test_a_gap_stops_the_chain():
    defence = best_defence(mask("7S 8S KH KD QC 9C 2H 8D 4C JC"), [Meld.parse("3S 4S 5S")])
    assert laid(defence) == []


def test_the_fourth_card_joins_a_set_of_three():
    defence = best_defence(mask("QS 2H 3H 8D 9C KH KD 4C JC 5D"), [Meld.parse("QC QD QH")])
    assert laid(defence) == ["QS"]


def test_nothing_joins_a_set_of_four():
    defence = best_defence(mask("2H 3H 8D 9C KH KD 4C JC 5D 6D"), [Meld.parse("QC QD QH QS")])
    assert laid(defence) == []


def test_a_card_fits_a_set_or_a_run_but_goes_where_it_opens_a_chain():
    # 7♠ could be the fourth seven or extend 4-5-6♠; on the run it lets 8♠ follow.
    knocker = [Meld.parse("7C 7D 7H"), Meld.parse("4S 5S 6S")]
    defence = best_defence(mask("7S 8S KH KD QC 9C 2H 8D 4C JC"), knocker)
    assert laid(defence) == ["7S", "8S"]
    assert {str(layoff.meld) for layoff in defence.layoffs} == {"4S 5S 6S"}


def test_a_defender_takes_a_card_out_of_an_own_meld_to_lay_off_a_chain():
    # Alone, the defender melds four sixes and keeps 7♠ loose. Against the knocker's 3-4-5♠ the
    # defender lays off 6♠ out of the set, which lets 7♠ follow: three sixes still meld.
    defender = mask("6S 6H 6D 6C 7S 2C 3C KH QD 4H")
    assert best_defence(defender, []).deadwood == 7 + 2 + 3 + 10 + 10 + 4
    defence = best_defence(defender, [Meld.parse("3S 4S 5S")])
    assert laid(defence) == ["6S", "7S"]
    assert defence.deadwood == 2 + 3 + 10 + 10 + 4


def test_a_defender_breaks_a_run_when_its_cards_lay_off_and_free_a_set():
    # Alone: run 6-7-8♠ and 8♥ 8♦ loose (or the eights and 6♠ 7♠ loose). Against 3-4-5♠ the
    # defender lays off 6♠ 7♠ and melds 8♠ 8♥ 8♦: nothing of the six cards is left.
    defender = mask("6S 7S 8S 8H 8D 2C 3C KH QD 4H")
    defence = best_defence(defender, [Meld.parse("3S 4S 5S")])
    assert laid(defence) == ["6S", "7S"]
    assert defence.deadwood == 2 + 3 + 10 + 10 + 4


def test_nothing_is_laid_off_onto_the_knockers_deadwood():
    # pagat: the knocker's pair of twos is deadwood; the defender's twos stay deadwood.
    verdict = settle(cards("2C 2D AC 5H 6H 7H 8H 9S TS JS"), cards("2S 2H 3C 4D KH KD QC 9C AD 3D"))
    assert verdict.knocker_deadwood == 2 + 2 + 1
    assert {"2S", "2H"} <= {str(c) for c in verdict.defender.deadwood_cards}


def test_no_lay_off_against_gin():
    verdict = settle(cards("3S 4S 5S 6S 8C 8D 8H 9H TH JH"), cards("7S 2S 4D 5D QC 2H KH JD JC 9C"))
    assert verdict.outcome == "gin"
    assert verdict.layoffs == ()
    assert verdict.defender_deadwood == 7 + 2 + 4 + 5 + 10 + 2 + 10 + 10 + 10 + 9  # 7♠ stays


def test_the_defender_lays_off_everything_and_undercuts_it_is_not_gin():
    # seeds/001: a defender who lays everything off ends with zero: an undercut, not gin.
    verdict = settle(
        cards("3S 4S 5S 9H 9D 9C JD QD KD AC"),
        cards("6S 7S 9S TD 2H 2D 2C 4H 5H 6H"),
    )
    assert laid_cards(verdict) == ["6S", "7S", "9S", "TD"]
    assert verdict.defender_deadwood == 0
    assert verdict.outcome == "undercut"
    assert verdict.winner == "defender"
    assert verdict.points == 1 - 0 + 10


def laid_cards(verdict):
    return sorted(str(layoff.card) for layoff in verdict.layoffs)
