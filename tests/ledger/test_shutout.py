"""RULES.md's worked example: three hands won for 110 points, box 20, game 100."""

from __future__ import annotations

from .helpers import knock, play

SHUTOUT = [knock("Ann", 5, 35), knock("Ann", 2, 42), knock("Ann", 3, 43)]  # 30 + 40 + 40


def test_double_game_bonus_is_370() -> None:
    counted = play(SHUTOUT, {"shutout": "double_game_bonus"})
    game = counted.games[0]
    assert game.points["Ann"] == 110 and game.shutout
    assert game.final == {"Ann": 110 + 60 + 200, "Bob": 0}
    assert counted.net == {"Ann": 370}


def test_double_total_is_540() -> None:
    counted = play(SHUTOUT, {"shutout": "double_total"})
    assert counted.games[0].final["Ann"] == (110 + 60 + 100) * 2 == 540
    assert counted.net == {"Ann": 540}


def test_no_shutout_rule_counts_the_plain_game_bonus() -> None:
    counted = play(SHUTOUT, {"shutout": "none"})
    assert counted.games[0].shutout  # the fact is reported; the rule gives it no value
    assert counted.net == {"Ann": 110 + 60 + 100}


def test_one_hand_won_by_the_loser_ends_the_shutout() -> None:
    counted = play([knock("Bob", 2, 3), *SHUTOUT])
    game = counted.games[0]
    assert not game.shutout
    assert game.final == {"Ann": 110 + 60 + 100, "Bob": 1 + 20}
