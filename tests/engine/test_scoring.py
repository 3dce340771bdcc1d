"""Scoring a hand from the counts: knock, undercut, gin, Big Gin, and the bonuses of each preset."""

import pytest

from scorekeeper.gin import KnockNotAllowedError, Outcome, Rules, Side, parse_card, rules_for, score_hand

STANDARD = Rules()


def test_a_knock_scores_the_difference():
    score = score_hand(4, 20, STANDARD)
    assert (score.outcome, score.winner, score.points) == (Outcome.KNOCK, Side.KNOCKER, 16)


def test_equal_counts_are_an_undercut_worth_exactly_the_bonus():
    score = score_hand(7, 7, STANDARD)
    assert (score.outcome, score.winner, score.points) == (Outcome.UNDERCUT, Side.DEFENDER, 10)


def test_an_undercut_scores_the_difference_plus_the_bonus():
    assert score_hand(9, 3, STANDARD).points == 9 - 3 + 10
    assert score_hand(9, 3, rules_for("house25")).points == 9 - 3 + 25
    assert score_hand(9, 3, rules_for("simple")).points == 9 - 3 + 20


def test_knocking_with_one_can_be_undercut_by_one_or_zero():
    assert score_hand(1, 1, STANDARD).winner is Side.DEFENDER
    assert score_hand(1, 0, STANDARD).winner is Side.DEFENDER
    assert score_hand(1, 2, STANDARD).winner is Side.KNOCKER


def test_gin_scores_the_defenders_deadwood_plus_the_bonus():
    assert score_hand(0, 23, STANDARD).points == 43
    assert score_hand(0, 23, rules_for("gin25")).points == 48


def test_gin_is_never_undercut_even_against_zero():
    score = score_hand(0, 0, STANDARD)
    assert (score.outcome, score.winner, score.points) == (Outcome.GIN, Side.KNOCKER, 20)


def test_big_gin_needs_the_option():
    with pytest.raises(KnockNotAllowedError, match="big_gin"):
        score_hand(0, 30, STANDARD, big_gin=True)
    score = score_hand(0, 30, rules_for("gin25"), big_gin=True)
    assert (score.outcome, score.points) == (Outcome.BIG_GIN, 61)
    assert score_hand(0, 30, Rules(big_gin=True, big_gin_bonus=50), big_gin=True).points == 80


def test_a_knock_above_the_limit_is_refused_with_the_numbers():
    with pytest.raises(KnockNotAllowedError, match="12 deadwood is not allowed: the knock limit is 10"):
        score_hand(12, 30, STANDARD)
    assert score_hand(12, 30, Rules(knock_limit=15)).points == 18


def test_straight_gin_refuses_every_knock_but_gin():
    straight = rules_for("straight")
    with pytest.raises(KnockNotAllowedError, match="Straight Gin"):
        score_hand(1, 30, straight)
    assert score_hand(0, 30, straight).points == 50


class TestOklahoma:
    rules = rules_for("oklahoma")

    @pytest.mark.parametrize(("upcard", "limit"), [("4H", 4), ("9D", 9), ("KC", 10), ("TH", 10)])
    def test_the_upcard_sets_the_knock_limit(self, upcard, limit):
        up = parse_card(upcard)
        assert score_hand(limit, 40, self.rules, up).outcome is Outcome.KNOCK
        with pytest.raises(KnockNotAllowedError, match=f"limit at {limit}"):
            score_hand(limit + 1, 40, self.rules, up)

    def test_an_ace_upcard_allows_only_gin(self):
        with pytest.raises(KnockNotAllowedError, match="ace, so only gin"):
            score_hand(1, 40, self.rules, parse_card("AH"))
        assert score_hand(0, 40, self.rules, parse_card("AH")).points == 60

    def test_with_the_ace_option_off_an_ace_sets_the_limit_at_one(self):
        rules = rules_for("oklahoma", {"oklahoma_ace_gin_only": "off"})
        assert score_hand(1, 40, rules, parse_card("AH")).points == 39

    def test_a_spade_upcard_doubles_everything_bonuses_included(self):
        assert score_hand(3, 20, self.rules, parse_card("5S")).points == 34
        assert score_hand(0, 20, self.rules, parse_card("5S")).points == 80
        assert score_hand(5, 2, self.rules, parse_card("5S")).points == 26

    def test_extra_boxes_one_for_an_undercut_two_for_gin_doubled_on_spades(self):
        assert score_hand(5, 2, self.rules, parse_card("5H")).extra_boxes == 1
        assert score_hand(0, 2, self.rules, parse_card("5H")).extra_boxes == 2
        assert score_hand(5, 2, self.rules, parse_card("5S")).extra_boxes == 2
        assert score_hand(0, 2, self.rules, parse_card("5S")).extra_boxes == 4
        assert score_hand(3, 20, self.rules, parse_card("5S")).extra_boxes == 0

    def test_oklahoma_needs_the_upcard(self):
        with pytest.raises(KnockNotAllowedError, match="upcard"):
            score_hand(3, 20, self.rules)


def test_no_extra_boxes_unless_the_option_is_on():
    assert score_hand(0, 2, STANDARD).extra_boxes == 0


def test_a_spade_hand_doubles_the_ordinary_box_only_with_spade_doubles_box():
    """Oklahoma, 7♠ upcard, a knock 4 against 20: 32 points; pagat's ordinary box counts once,
    with spade_doubles_box the winner gets two boxes for the hand (one extra)."""
    spade = parse_card("7S")
    assert score_hand(4, 20, rules_for("oklahoma"), spade).extra_boxes == 0
    doubled = score_hand(4, 20, rules_for("oklahoma", {"spade_doubles_box": True}), spade)
    assert (doubled.points, doubled.extra_boxes) == (32, 1)
    gin = score_hand(0, 20, rules_for("oklahoma", {"spade_doubles_box": True}), spade)
    assert gin.extra_boxes == 2 * 2 + 1  # the gin's two extra boxes doubled, and the box again
    assert score_hand(4, 20, rules_for("oklahoma", {"spade_doubles_box": True}),
                      parse_card("7H")).extra_boxes == 0
