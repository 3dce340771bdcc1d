"""The foot of a game's sheet, line by line: box points, the game bonus, the doubled total.

`final` is hand points + boxes × box bonus + game bonus, doubled on a shutout under
``double_total``; the tally reports each piece so a printed sheet can show the sum.
"""

from __future__ import annotations

from scorekeeper.ledger import tally_dict

from .helpers import knock, play, wins

SHUTOUT = [knock("Ann", 5, 35), knock("Ann", 2, 42), knock("Ann", 3, 43)]  # 30 + 40 + 40


def test_double_game_bonus_shows_200_in_the_bonus_line() -> None:
    game = play(SHUTOUT, {"shutout": "double_game_bonus"}).games[0]
    assert game.box_points == {"Ann": 60, "Bob": 0}
    assert game.game_bonus == {"Ann": 200, "Bob": 0}
    assert not game.doubled
    assert game.final["Ann"] == game.points["Ann"] + 60 + 200 == 370


def test_double_total_keeps_the_bonus_at_100_and_doubles_the_sum() -> None:
    game = play(SHUTOUT, {"shutout": "double_total"}).games[0]
    assert game.game_bonus == {"Ann": 100, "Bob": 0}
    assert game.doubled
    assert game.final["Ann"] == (110 + 60 + 100) * 2 == 540


def test_a_shutout_worth_nothing_is_not_doubled() -> None:
    game = play(SHUTOUT, {"shutout": "none"}).games[0]
    assert game.shutout and not game.doubled
    assert game.game_bonus == {"Ann": 100, "Bob": 0}


def test_extra_boxes_count_in_the_box_points() -> None:
    # Oklahoma: a gin under a king upcard takes two extra boxes (three in all).
    counted = play([{"knocker": "Ann", "gin": True, "defender_deadwood": 30, "upcard": "KH"}],
                   "oklahoma")
    game = counted.games[0]
    assert game.boxes == {"Ann": 3, "Bob": 0}
    assert game.box_points == {"Ann": 60, "Bob": 0}


def test_an_unfinished_game_has_box_points_so_far_and_no_bonus() -> None:
    game = play(wins([("Ann", 30), ("Bob", 20)])).games[0]
    assert not game.over
    assert game.box_points == {"Ann": 20, "Bob": 20}
    assert game.game_bonus == {"Ann": 0, "Bob": 0}
    assert game.final == {"Ann": 50, "Bob": 40}


def test_the_loser_gets_no_bonus_but_keeps_the_boxes() -> None:
    game = play([knock("Bob", 2, 3), *SHUTOUT]).games[0]
    assert game.box_points == {"Ann": 60, "Bob": 20}
    assert game.game_bonus == {"Ann": 100, "Bob": 0}


def test_the_json_carries_each_line() -> None:
    game = tally_dict(play(SHUTOUT, {"shutout": "double_total"}))["games"][0]
    assert game["box_points"] == {"Ann": 60, "Bob": 0}
    assert game["game_bonus"] == {"Ann": 100, "Bob": 0}
    assert game["doubled"] is True
    assert game["final"] == {"Ann": 540, "Bob": 0}
