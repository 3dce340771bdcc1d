"""Round-the-corner gin (RULES.md, "Round-the-corner gin"): where the ace goes in a run, what an
ace left over counts, and lay-offs against gin, each from a hand worked at the table."""

import pytest

from scorekeeper.gin import (
    InvalidMeldError,
    KnockNotAllowedError,
    Meld,
    Outcome,
    parse_layout,
    rules_for,
    settle,
)
from scorekeeper.gin.deadwood import best_arrangement, min_deadwood
from scorekeeper.gin.layoffs import layoff_choices
from scorekeeper.verdicts import settlement_dict
from scorekeeper.wording import explanation

from .hands import cards, mask

CORNER = rules_for("round_the_corner")
ACE_HIGH = rules_for("standard", {"runs": "ace_high"})
WRAP_ONLY = rules_for("standard", {"runs": "round_the_corner"})


@pytest.mark.parametrize(("text", "ace_low", "ace_high", "corner"), [
    ("AS 2S 3S", True, True, True),
    ("QS KS AS", False, True, True),
    ("KS AS 2S", False, False, True),
    ("QS KS AS 2S 3S", False, False, True),
    ("JS QS KS", True, True, True),
    ("KS AS 3S", False, False, False),
])
def test_which_runs_each_rule_allows(text, ace_low, ace_high, corner):
    for runs, allowed in (("ace_low", ace_low), ("ace_high", ace_high), ("round_the_corner", corner)):
        if allowed:
            assert Meld.parse(text, runs).kind == "run"
        else:
            with pytest.raises(InvalidMeldError, match="a run needs consecutive ranks"):
                Meld.parse(text, runs)


def test_a_run_round_the_corner_is_shown_in_playing_order():
    assert str(Meld.parse("2S AS KS QS", "round_the_corner")) == "QS KS AS 2S"


def test_the_deadwood_follows_the_runs_rule():
    hand = mask("QS KS AS 2S 3S 7H 7D 7C 9C TD")
    assert min_deadwood(hand) == 10 + 10 + 9 + 10  # only A-2-3♠ and the sevens meld
    assert ACE_HIGH.melding.min_deadwood(hand) == 2 + 3 + 9 + 10  # Q-K-A♠ is better than A-2-3♠
    assert WRAP_ONLY.melding.min_deadwood(hand) == 9 + 10  # Q-K-A-2-3♠
    assert [str(m) for m in best_arrangement(hand, WRAP_ONLY.melding).melds] == [
        "7C 7D 7H", "QS KS AS 2S 3S"]


def test_an_ace_left_in_deadwood_counts_15():
    hand = mask("AH 2S 3S 4S 7H 7D 7C 9C 9D 9S")
    assert min_deadwood(hand) == 1
    assert CORNER.melding.min_deadwood(hand) == 15
    assert best_arrangement(hand, CORNER.melding).deadwood == 15


def test_a_knocker_with_an_ace_over_may_not_knock_at_15():
    with pytest.raises(KnockNotAllowedError, match="least deadwood of the hand is 15"):
        settle(cards("KS AS 2S 7H 7D 7C 4D 5D 6D AH"), cards("3S QS JS 3D 3H 9C 8D 9D TD KH"),
               CORNER)


def test_lay_offs_extend_a_run_round_the_corner_from_either_end():
    # Ann shows Q-K-A♠; Bob lays off J♠ below it and 2♠ 3♠ round the corner above it.
    verdict = settle(cards("QS KS AS 7H 7D 7C 4D 5D 6D 3C"), cards("2S 3S JS 9H 9C TD 8C 5H KH KD"),
                     CORNER, names=("Ann", "Bob"))
    assert sorted(str(layoff.card) for layoff in verdict.layoffs) == ["2S", "3S", "JS"]
    assert (verdict.outcome, verdict.points) == (Outcome.KNOCK, 61 - 3)
    assert "Bob lays off 2♠ 3♠ J♠ on Q♠K♠A♠" in "\n".join(explanation(verdict.steps))


def test_with_the_ace_high_nothing_goes_round_the_corner():
    choices = layoff_choices(Meld.parse("QS KS AS", "ace_high"), mask("2S 3S JS"), ACE_HIGH.melding)
    assert sorted(len(choice) for choice in choices) == [0, 1]  # J♠ only


def test_a_run_never_takes_a_card_twice_so_it_stops_at_13():
    # A ten-card run 9♠..5♠ round the corner; 6♠ 7♠ 8♠ can go on from either end, once each.
    run = Meld.parse("9S TS JS QS KS AS 2S 3S 4S 5S", "round_the_corner")
    choices = layoff_choices(run, mask("6S 7S 8S"), CORNER.melding)
    whole = [choice for choice in choices if len(set(choice)) == len(choice)]
    assert max(len(choice) for choice in whole) == 3
    assert all(len(choice) <= 6 for choice in choices)


def test_a_gin_laid_off_to_zero_is_a_wash():
    verdict = settle(cards("QS KS AS 7H 7D 7C 7S 4D 5D 6D"), cards("2S 3S JS 3D 3H 3C 8D 9D TD JD"),
                     CORNER, names=("Ann", "Bob"))
    assert (verdict.outcome, verdict.winner, verdict.points) == (Outcome.WASH, None, 0)
    assert sorted(str(layoff.card) for layoff in verdict.layoffs) == ["2S", "JS"]
    assert verdict.score.extra_boxes == 0
    assert explanation(verdict.steps)[-1] == ("Bob lays off everything against the gin: "
                                       "a wash, nobody scores.")
    answer = settlement_dict(verdict)
    assert (answer["outcome"], answer["winner"], answer["winner_name"], answer["points"]) == (
        "wash", None, None, 0)


def test_a_gin_not_laid_off_to_zero_scores_the_deadwood_left_after_lay_offs():
    verdict = settle(cards("QS KS AS 7H 7D 7C 7S 4D 5D 6D"), cards("2S 3S JS 3D 3H 3C 8D 9D TD KH"),
                     CORNER)
    assert (verdict.outcome, verdict.defender_deadwood, verdict.points) == (Outcome.GIN, 10, 10 + 20)
    assert verdict.defender_deadwood_before_layoffs == 22


def test_without_gin_layoffs_nothing_is_laid_off_against_gin():
    verdict = settle(cards("QS KS AS 7H 7D 7C 7S 4D 5D 6D"), cards("2S 3S JS 3D 3H 3C 8D 9D TD JD"),
                     WRAP_ONLY)
    assert verdict.layoffs == ()
    assert (verdict.outcome, verdict.points) == (Outcome.GIN, 2 + 10 + 20)


def test_nothing_is_laid_off_against_big_gin():
    rules = rules_for("round_the_corner", {"big_gin": True})
    verdict = settle(cards("QS KS AS 2S 7H 7D 7C 4D 5D 6D 3D"), cards("3S JS 2D 8H 9H 8C 9C TC KH KD"),
                     rules)
    assert verdict.outcome is Outcome.BIG_GIN and verdict.layoffs == ()


def test_a_layout_shown_must_be_runs_under_the_rules_in_force():
    layout = parse_layout("QS KS AS | 7H 7D 7C | 4D 5D 6D", "round_the_corner")
    with pytest.raises(InvalidMeldError, match="Q♠K♠A♠ is not a run under these rules"):
        settle(cards("QS KS AS 7H 7D 7C 4D 5D 6D 3C"), cards("2S 3S JS 9H 9C TD 8C 5H KH KD"),
               knocker_melds=layout)
    verdict = settle(cards("QS KS AS 7H 7D 7C 4D 5D 6D 3C"), cards("2S 3S JS 9H 9C TD 8C 5H KH KD"),
                     ACE_HIGH, knocker_melds=parse_layout("QS KS AS | 7H 7D 7C | 4D 5D 6D", "ace_high"))
    assert sorted(str(layoff.card) for layoff in verdict.layoffs) == ["JS"]
