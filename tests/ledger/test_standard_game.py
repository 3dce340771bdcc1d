"""A standard game to 100, hand by hand: running totals, boxes, game bonus, settlement."""

from __future__ import annotations

import pytest

from .helpers import gin, knock, play, wins

STANDARD_GAME = [
    knock("Ann", 4, 20),   # Ann 16
    gin("Bob", 15),        # Bob 15 + 20 = 35
    knock("Ann", 7, 5),    # undercut: Bob 7 - 5 + 10 = 12
    gin("Ann", 30),        # Ann 30 + 20 = 50
    knock("Ann", 2, 38),   # Ann 36: 102, past the target
]


def test_running_totals_hand_by_hand() -> None:
    game = play(STANDARD_GAME, first_dealer="Bob").games[0]
    assert [dict(row.totals) for row in game.rows] == [
        {"Ann": 16, "Bob": 0},
        {"Ann": 16, "Bob": 35},
        {"Ann": 16, "Bob": 47},
        {"Ann": 66, "Bob": 47},
        {"Ann": 102, "Bob": 47},
    ]
    assert [row.note for row in game.rows] == ["knock", "gin", "undercut", "gin", "knock"]


def test_boxes_and_game_bonus_at_the_end() -> None:
    counted = play(STANDARD_GAME, first_dealer="Bob")
    game = counted.games[0]
    assert game.winner == "Ann" and game.over and not game.shutout
    assert game.boxes == {"Ann": 3, "Bob": 2}
    # Ann: 102 + 3 boxes x 20 + 100 game bonus; Bob: 47 + 2 boxes x 20.
    assert game.final == {"Ann": 262, "Bob": 87}
    assert counted.net == {"Ann": 175}
    assert counted.balances == {"Ann": 175, "Bob": -175}


def test_the_loser_of_each_hand_deals_the_next() -> None:
    counted = play(STANDARD_GAME, first_dealer="Bob")
    assert counted.dealers == ("Bob", "Bob", "Ann", "Ann", "Bob")
    assert counted.next_dealer == "Bob"


@pytest.mark.parametrize(("rule", "dealers", "following"), [
    ("winner", ("Bob", "Ann", "Bob", "Bob", "Ann"), "Ann"),
    ("alternate", ("Bob", "Ann", "Bob", "Ann", "Bob"), "Ann"),
])
def test_other_next_dealer_rules(rule: str, dealers: tuple[str, ...], following: str) -> None:
    counted = play(STANDARD_GAME, {"next_dealer": rule}, first_dealer="Bob")
    assert counted.dealers == dealers
    assert counted.next_dealer == following


def test_boxes_do_not_count_toward_the_target() -> None:
    # Bob wins nine small hands (9 points and 9 boxes) - still far from 100.
    counted = play(wins([("Bob", 1)] * 9))
    assert counted.games[0].points["Bob"] == 9
    assert not counted.game_over
    assert counted.games[0].final["Bob"] == 9 + 9 * 20  # what it would be so far
    assert counted.net == {}


def test_the_loser_can_collect_when_boxes_outweigh_the_game() -> None:
    # Bob wins eight hands for 8 points; Ann one gin for 100. Bob's boxes: 8 x 20 = 160.
    counted = play([*wins([("Bob", 1)] * 8), gin("Ann", 80)])
    game = counted.games[0]
    assert game.final == {"Ann": 100 + 20 + 100, "Bob": 8 + 160}
    assert counted.net == {"Ann": 52}


def test_the_next_hand_after_the_target_starts_a_new_game() -> None:
    counted = play([*STANDARD_GAME, knock("Bob", 3, 13)], first_dealer="Bob")
    assert len(counted.games) == 2
    second = counted.games[1]
    assert second.number == 2 and not second.over
    assert dict(second.rows[0].totals) == {"Ann": 0, "Bob": 10}
    assert counted.hand(6).games == (2,)
    assert counted.net == {"Ann": 175}  # only finished games settle


def test_stakes_per_point() -> None:
    counted = play(STANDARD_GAME, {"stake": 0.05}, first_dealer="Bob")
    assert counted.games[0].payments[0].amount == pytest.approx(8.75)
    assert counted.net_amount == {"Ann": pytest.approx(8.75)}


def test_simple_preset_has_no_boxes_bonus_or_settlement() -> None:
    counted = play([knock("Ann", 1, 61), knock("Ann", 1, 41), knock("Ann", 5, 3)], "simple")
    game = counted.games[0]
    assert game.winner == "Ann"
    # the undercut bonus is 20 in `simple`; Bob's undercut came after Ann reached 100
    assert game.final == {"Ann": 100, "Bob": 0}
    assert counted.net == {} and game.payments == ()
    assert counted.games[1].points == {"Ann": 0, "Bob": 22}


def test_gin25_settles_the_game_bonus_plus_the_margin() -> None:
    counted = play(wins([("Ann", 60), ("Bob", 30), ("Ann", 45)]), "gin25")
    assert counted.games[0].final == {"Ann": 105 + 100, "Bob": 30}
    assert counted.net == {"Ann": 100 + (105 - 30)}


def test_gin25_shutout_doubles_the_whole_of_it() -> None:
    counted = play(wins([("Ann", 60), ("Ann", 50)]), "gin25")
    assert counted.games[0].shutout
    assert counted.net == {"Ann": (100 + 110) * 2}
