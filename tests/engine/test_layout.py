"""The knocker's layout: settle what was laid out, and say what the best layout would have been."""

import pytest

from scorekeeper.gin import (
    InvalidMeldError,
    KnockNotAllowedError,
    LayoutNotCheapestError,
    Rules,
    parse_layout,
    settle,
)
from scorekeeper.wording import explanation

from .hands import cards

# Four sevens and 4-5-6♠: the set of four, or 4-5-6-7♠ and three sevens, both leave 9.
SEVENS = cards("7C 7D 7H 7S 4S 5S 6S 2C 3D 4H")
DEFENDER_WITH_8S_9S = cards("8S 9S KD KC QH JD TD 2H 2D 5C")  # 76 deadwood, no melds


def melds(verdict):
    return sorted(str(m) for m in verdict.knocker.melds)


def test_a_four_card_set_shown_blocks_a_lay_off():
    verdict = settle(SEVENS, DEFENDER_WITH_8S_9S)
    assert melds(verdict) == ["4S 5S 6S", "7C 7D 7H 7S"]
    assert verdict.layoffs == ()
    assert verdict.points == 76 - 9


def test_the_layout_actually_shown_is_settled_and_the_better_one_reported():
    shown = parse_layout("4S 5S 6S 7S | 7C 7D 7H")
    verdict = settle(SEVENS, DEFENDER_WITH_8S_9S, knocker_melds=shown)
    assert sorted(str(layoff.card) for layoff in verdict.layoffs) == ["8S", "9S"]
    assert verdict.points == 76 - 17 - 9
    assert verdict.better_layout is not None
    assert verdict.better_layout.gain == 17
    assert sorted(str(m) for m in verdict.better_layout.arrangement.melds) == ["4S 5S 6S", "7C 7D 7H 7S"]
    assert "17 points better" in explanation(verdict.steps)[-1]


def test_the_best_layout_shown_reports_nothing_better():
    shown = parse_layout("4S 5S 6S | 7C 7D 7H 7S")
    verdict = settle(SEVENS, DEFENDER_WITH_8S_9S, knocker_melds=shown)
    assert verdict.better_layout is None
    assert verdict.layout_given


def test_under_cheapest_a_layout_that_is_not_cheapest_is_refused_with_the_numbers():
    shown = parse_layout("4S 5S 6S | 7C 7D 7H")  # leaves 7♠ loose as well: 16
    with pytest.raises(InvalidMeldError, match="leaves 16 deadwood, but the cheapest arrangement leaves 9"):
        settle(SEVENS, DEFENDER_WITH_8S_9S, knocker_melds=shown)


# RULES.md: under `any`, showing 6-7-8♣ and keeping 9♣ as deadwood so that 10♣ cannot be laid off.
CLUBS_KNOCKER = cards("6C 7C 8C 9C 2H 3H 4H 5H 6H AD")  # cheapest: 6-9♣, 2-6♥, A♦ = 1
CLUBS_DEFENDER = cards("TC JC 4D 4S 8D 8S 9D 9S KD KS")  # no melds: 82


def test_cheapest_layout_lets_the_defender_lay_off_ten_and_jack_of_clubs():
    verdict = settle(CLUBS_KNOCKER, CLUBS_DEFENDER)
    assert verdict.knocker_deadwood == 1
    assert verdict.defender_deadwood == 82 - 20
    assert verdict.points == 61


def test_under_any_keeping_the_nine_of_clubs_back_pays():
    verdict = settle(CLUBS_KNOCKER, CLUBS_DEFENDER, Rules(knocker_layout="any"))
    assert melds(verdict) == ["2H 3H 4H 5H 6H", "6C 7C 8C"]
    assert verdict.knocker_deadwood == 10
    assert verdict.defender_deadwood == 82
    assert verdict.points == 72


def test_under_any_the_layout_shown_is_settled_and_the_blocking_one_reported():
    shown = parse_layout("6C 7C 8C 9C | 2H 3H 4H 5H 6H")
    verdict = settle(CLUBS_KNOCKER, CLUBS_DEFENDER, Rules(knocker_layout="any"), knocker_melds=shown)
    assert verdict.points == 61
    assert verdict.better_layout is not None and verdict.better_layout.gain == 11


def test_under_any_a_layout_over_the_knock_limit_is_refused():
    shown = parse_layout("6C 7C 8C | 2H 3H 4H")  # leaves 9♣ 5♥ 6♥ A♦ = 21
    with pytest.raises(KnockNotAllowedError, match="21"):
        settle(CLUBS_KNOCKER, CLUBS_DEFENDER, Rules(knocker_layout="any"), knocker_melds=shown)


def test_a_layout_with_a_card_the_knocker_does_not_hold_is_refused():
    with pytest.raises(InvalidMeldError, match="which Ann does not hold"):
        settle(CLUBS_KNOCKER, CLUBS_DEFENDER, knocker_melds=parse_layout("TC JC QC"), names=("Ann", "Bob"))


def test_a_layout_using_a_card_twice_is_refused():
    with pytest.raises(InvalidMeldError, match="shares a card"):
        settle(CLUBS_KNOCKER, CLUBS_DEFENDER, knocker_melds=parse_layout("6C 7C 8C | 7C 8C 9C"))


def test_runs_that_touch_are_one_run():
    shown = parse_layout("6C 7C 8C | 9C TC JC | 2H 3H 4H")
    knocker = cards("6C 7C 8C 9C TC JC 2H 3H 4H AD")
    verdict = settle(knocker, CLUBS_DEFENDER[2:] + cards("5C QC"), knocker_melds=shown)
    assert melds(verdict) == ["2H 3H 4H", "6C 7C 8C 9C TC JC"]


def test_under_cheapest_a_layout_that_is_not_the_cheapest_is_refused_with_its_figures():
    """The refusal is typed: the shells word the remedy (score it as shown) their own way, and
    the engine's message names no option."""
    shown = parse_layout("4S 5S 6S | 7C 7D 7H")  # 7♠ kept as deadwood: 16, the cheapest is 9
    with pytest.raises(LayoutNotCheapestError) as refused:
        settle(SEVENS, DEFENDER_WITH_8S_9S, Rules(knock_limit=20), knocker_melds=shown,
               names=("Ann", "Bob"))
    error = refused.value
    assert isinstance(error, InvalidMeldError)
    assert (error.knocker, error.shown_deadwood, error.least_deadwood) == ("Ann", 16, 9)
    assert error.within_limit
    assert "knocker_layout" not in str(error) and "the cheapest arrangement leaves 9" in str(error)
    with pytest.raises(LayoutNotCheapestError) as over:
        settle(SEVENS, DEFENDER_WITH_8S_9S, knocker_melds=shown)
    assert not over.value.within_limit  # 16 is over the standard limit of 10


def test_knocker_layout_shown_scores_exactly_the_layout_shown_within_the_limit():
    """Ann showed 4-5-6♠ and 7♣7♦7♥, keeping 7♠ 2♣ 3♦ 4♥ = 16: with a knock limit of 20 that
    is scored as shown (Bob cannot reach 4-5-6♠ with 8♠ 9♠: 76 - 16 = 60), and the four sevens
    would have been 7 better. Over the limit of 10 it is refused; 4-5-6-7♠ and 7♣7♦7♥ (9, Bob
    lays off 8♠ 9♠) is scored as shown although the set of four would have blocked them."""
    rules = Rules(knocker_layout="shown", knock_limit=20)
    shown = parse_layout("4S 5S 6S | 7C 7D 7H")
    verdict = settle(SEVENS, DEFENDER_WITH_8S_9S, rules, knocker_melds=shown)
    assert verdict.knocker_deadwood == 16 and verdict.layoffs == ()
    assert verdict.points == 76 - 16
    assert verdict.better_layout is not None and verdict.better_layout.gain == 76 - 9 - 60
    with pytest.raises(KnockNotAllowedError, match="16 is over it"):
        settle(SEVENS, DEFENDER_WITH_8S_9S, Rules(knocker_layout="shown"), knocker_melds=shown)
    verdict = settle(SEVENS, DEFENDER_WITH_8S_9S, Rules(knocker_layout="shown"),
                     knocker_melds=parse_layout("4S 5S 6S 7S | 7C 7D 7H"))
    assert verdict.points == 76 - 17 - 9
