"""Three players: the dealer sits out; the loser deals next, so the winner plays on against
the last dealer."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import HandError

from .helpers import gin, knock, play

PLAYERS = ("Ann", "Bob", "Cal")
THREE = [
    knock("Ann", 5, 35),   # Cal deals; Ann beats Bob: 30. Bob deals next.
    knock("Ann", 8, 4),    # Bob deals; Cal undercuts Ann: 14. Ann deals next.
    gin("Cal", 30),        # Ann deals; Cal gins against Bob: 50. Bob deals next.
    knock("Cal", 3, 43),   # Bob deals; Cal beats Ann: 40, 104 in all.
]


def test_the_dealer_sits_out_and_the_loser_deals() -> None:
    counted = play(THREE, players=PLAYERS, first_dealer="Cal")
    assert counted.dealers == ("Cal", "Bob", "Ann", "Bob")
    assert [counted.hand(n).players for n in range(1, 5)] == [
        ("Ann", "Bob"), ("Ann", "Cal"), ("Bob", "Cal"), ("Ann", "Cal"),
    ]
    assert [counted.hand(n).defender for n in range(1, 5)] == ["Bob", "Cal", "Bob", "Ann"]
    # Ann lost hand 4, so deals hand 5: its winner (Cal) plays on against its dealer (Bob)
    assert counted.next_dealer == "Ann"
    assert counted.next_players == ("Bob", "Cal")


def test_the_winner_settles_with_each_of_the_others() -> None:
    counted = play(THREE, players=PLAYERS, first_dealer="Cal")
    game = counted.games[0]
    assert game.points == {"Ann": 30, "Bob": 0, "Cal": 104}
    assert game.winner == "Cal" and not game.shutout  # Ann scored
    assert game.final == {"Ann": 30 + 20, "Bob": 0, "Cal": 104 + 60 + 100}
    assert {(p.payer, p.payee, p.points) for p in game.payments} == {
        ("Ann", "Cal", 214), ("Bob", "Cal", 264)}
    assert counted.net == {"Cal": 478}
    assert counted.balances == {"Ann": -214, "Bob": -264, "Cal": 478}


def test_a_shutout_when_neither_other_player_scored() -> None:
    hands = [knock("Ann", 1, 41), knock("Ann", 1, 41), knock("Ann", 1, 31)]  # Ann 110
    counted = play(hands, players=PLAYERS, first_dealer="Cal")
    game = counted.games[0]
    assert game.shutout and game.final["Ann"] == 110 + 60 + 200
    assert counted.dealers == ("Cal", "Bob", "Cal")


def test_the_dealer_cannot_play_the_hand() -> None:
    with pytest.raises(HandError, match="hand 2: Bob dealt this hand, so sat it out; "
                                        "Ann and Cal played it"):
        play([knock("Ann", 5, 35), knock("Bob", 2, 20)], players=PLAYERS, first_dealer="Cal")


def test_a_named_dealer_is_the_tables_fact() -> None:
    counted = play([knock("Ann", 5, 35, dealer="Bob"), knock("Bob", 2, 20)],
                   players=PLAYERS, first_dealer="Cal")
    assert counted.dealers == ("Bob", "Cal")  # Cal lost hand 1, so Cal deals hand 2
    assert counted.hand(1).defender == "Cal"


# Options three_player_shutout and three_player_settlement (RULES.md, "More than two players"),
# on the game of THREE: Cal wins with 104 and 3 boxes (final 104 + 60 + 100 = 264), Ann scored
# 30 with 1 box (final 50), Bob never scored (final 0).

def test_each_loser_who_never_scored_pays_a_shutout_share() -> None:
    """three_player_shutout=each: Bob never scored, so he pays Cal's total with the game bonus
    doubled (264 + 100 = 364); Ann scored, so she pays the plain difference (264 - 50)."""
    counted = play(THREE, {"preset": "standard", "three_player_shutout": "each"},
                   players=PLAYERS, first_dealer="Cal")
    game = counted.games[0]
    assert not game.shutout and game.shut_out == ("Bob",)
    assert game.final == {"Ann": 50, "Bob": 0, "Cal": 264}
    assert {(p.payer, p.payee, p.points) for p in game.payments} == {
        ("Ann", "Cal", 214), ("Bob", "Cal", 364)}
    assert counted.balances == {"Ann": -214, "Bob": -364, "Cal": 578}


def test_each_under_double_total_doubles_the_winners_total_against_the_shut_out_loser() -> None:
    counted = play(THREE, {"preset": "standard", "three_player_shutout": "each",
                           "shutout": "double_total"}, players=PLAYERS, first_dealer="Cal")
    assert {(p.payer, p.payee, p.points) for p in counted.games[0].payments} == {
        ("Ann", "Cal", 214), ("Bob", "Cal", 2 * 264)}


def test_both_is_the_default_one_scorer_spares_the_other() -> None:
    default = play(THREE, players=PLAYERS, first_dealer="Cal").games[0]
    both = play(THREE, {"preset": "standard", "three_player_shutout": "both"},
                players=PLAYERS, first_dealer="Cal").games[0]
    assert default == both and default.shut_out == ()


def test_each_with_both_losers_scoreless_is_the_ordinary_shutout() -> None:
    hands = [knock("Ann", 1, 41), knock("Ann", 1, 41), knock("Ann", 1, 31)]  # Ann 110
    each = play(hands, {"preset": "standard", "three_player_shutout": "each"},
                players=PLAYERS, first_dealer="Cal").games[0]
    both = play(hands, players=PLAYERS, first_dealer="Cal").games[0]
    assert each.shutout and each.shut_out == ("Bob", "Cal")
    assert each.final == both.final and each.payments == both.payments


def test_pairs_settle_between_the_two_losers_too() -> None:
    """three_player_settlement=pairs: besides paying Cal, Bob (0) pays Ann (50) 50."""
    counted = play(THREE, {"preset": "standard", "three_player_settlement": "pairs"},
                   players=PLAYERS, first_dealer="Cal")
    assert {(p.payer, p.payee, p.points) for p in counted.games[0].payments} == {
        ("Ann", "Cal", 214), ("Bob", "Cal", 264), ("Bob", "Ann", 50)}
    assert counted.balances == {"Ann": -164, "Bob": -314, "Cal": 478}


def test_pairs_and_each_together() -> None:
    counted = play(THREE, {"preset": "standard", "three_player_settlement": "pairs",
                           "three_player_shutout": "each"}, players=PLAYERS, first_dealer="Cal")
    assert {(p.payer, p.payee, p.points) for p in counted.games[0].payments} == {
        ("Ann", "Cal", 214), ("Bob", "Cal", 364), ("Bob", "Ann", 50)}
