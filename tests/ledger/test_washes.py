"""Washes under both redeal rules: the same dealer deals again, or the deal passes."""

from __future__ import annotations

from .helpers import knock, play, wash


def test_the_same_dealer_deals_again_after_a_wash() -> None:
    counted = play([wash(), wash(), knock("Bob", 2, 12), wash()], first_dealer="Ann")
    assert counted.dealers == ("Ann", "Ann", "Ann", "Ann")  # Ann lost hand 3, so deals on
    assert counted.games[0].points == {"Ann": 0, "Bob": 10}
    assert [row.note for row in counted.games[0].rows] == ["wash", "wash", "knock", "wash"]
    assert counted.next_dealer == "Ann"


def test_with_wash_redeal_off_the_deal_passes() -> None:
    counted = play([wash(), wash(), knock("Bob", 2, 12), wash()], {"wash_redeal": False},
                   first_dealer="Ann")
    assert counted.dealers == ("Ann", "Bob", "Ann", "Ann")
    assert counted.next_dealer == "Bob"


def test_simple_preset_passes_the_deal_after_a_wash() -> None:
    counted = play([wash(), knock("Ann", 2, 12), wash()], "simple", first_dealer="Ann")
    assert counted.dealers == ("Ann", "Bob", "Ann")


def test_a_wash_with_three_players_keeps_the_same_two_at_the_table() -> None:
    counted = play([wash(), knock("Bob", 2, 12)], players=("Ann", "Bob", "Cal"),
                   first_dealer="Cal")
    assert counted.dealers == ("Cal", "Cal")
    assert counted.hand(1).players == ("Ann", "Bob")
    counted = play([wash(), knock("Bob", 2, 12)], {"wash_redeal": False},
                   players=("Ann", "Bob", "Cal"), first_dealer="Cal")
    assert counted.dealers == ("Cal", "Ann")


def test_a_wash_scores_nothing_and_wins_no_box() -> None:
    game = play([wash(), knock("Ann", 1, 31)]).games[0]
    assert game.hands_won == {"Ann": 1, "Bob": 0}


def test_a_gin_laid_off_to_zero_is_a_wash_with_no_points_and_no_box() -> None:
    """Round-the-corner gin: Ann goes gin with Q♠K♠A♠; Bob lays off J♠ and 2♠ and melds the
    rest, so his count comes to zero and neither scores; Ann dealt, so deals again."""
    laid_off = {"cards": {"Ann": "QS KS AS 7H 7D 7C 7S 4D 5D 6D",
                          "Bob": "2S 3S JS 3D 3H 3C 8D 9D TD JD"}, "knocker": "Ann"}
    counted = play([laid_off, knock("Bob", 2, 12)], "round_the_corner", first_dealer="Ann")
    first = counted.hand(1)
    assert (first.outcome, first.winner, first.points) == ("wash", None, 0)
    assert first.describe() == "wash (gin laid off)"
    game = counted.games[0]
    assert game.hands_won == {"Ann": 0, "Bob": 1}
    assert [row.note for row in game.rows] == ["wash", "knock"]
    assert counted.dealers == ("Ann", "Ann")


def test_the_same_gin_scores_when_the_rules_allow_no_lay_offs_against_gin() -> None:
    laid_off = {"cards": {"Ann": "QS KS AS 7H 7D 7C 7S 4D 5D 6D",
                          "Bob": "2S 3S JS 3D 3H 3C 8D 9D TD JD"}, "knocker": "Ann"}
    counted = play([laid_off], {"preset": "round_the_corner", "gin_layoffs": False})
    assert (counted.hand(1).outcome, counted.hand(1).points) == ("gin", 2 + 10 + 20)
