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
