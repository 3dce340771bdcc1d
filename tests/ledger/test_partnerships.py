"""Four players in two partnerships: two hands a deal, partners switching opponents each deal;
a team that won both hands scores both, a split scores the difference; first team to 125."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import HandError

from .helpers import gin, knock, play, wash

TEAMS = {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]}
FOUR = [
    # deal 1, Us deal: Ann v Bob (Ann deals), Cal v Dee (Cal deals)
    knock("Ann", 5, 25),            # Ann 20
    gin("Cal", 20),                 # Cal 40: both won, Us score 60 and two boxes
    # deal 2, Them deal (they lost): Ann v Dee (Dee deals), Cal v Bob (Bob deals)
    knock("Dee", 3, 33),            # Dee 30
    knock("Cal", 4, 14),            # Cal 10: split, Them score 30 - 10 = 20 and one box
    # deal 3, Us deal: Ann v Bob, Cal v Dee (recorded first)
    wash(players=["Cal", "Dee"]),   # nobody scores at that table
    gin("Ann", 50),                 # Ann 70: Us 130, past 125
]


def four(hands: list[dict[str, object]], **rules: object) -> object:
    return play(hands, {"preset": "standard", **rules}, players=("Ann", "Bob", "Cal", "Dee"),
                first_dealer="Ann", teams=TEAMS)


def test_tables_switch_each_deal_and_one_team_deals_at_both() -> None:
    counted = four(FOUR)
    assert [counted.hand(n).players for n in range(1, 7)] == [
        ("Ann", "Bob"), ("Cal", "Dee"), ("Ann", "Dee"), ("Cal", "Bob"),
        ("Cal", "Dee"), ("Ann", "Bob"),
    ]
    assert counted.dealers == ("Ann", "Cal", "Dee", "Bob", "Cal", "Ann")
    assert [(h.seat.deal, h.seat.table) for h in counted.hands] == [
        (1, 1), (1, 2), (2, 1), (2, 2), (3, 2), (3, 1)]


def test_team_scores_both_split_and_wash() -> None:
    game = four(FOUR).games[0]
    assert [(row.hands, row.winner, row.points, row.note) for row in game.rows] == [
        ((1, 2), "Us", 60, "both tables"),
        ((3, 4), "Them", 20, "split"),
        ((5, 6), "Us", 70, "one table"),
    ]
    assert game.target == 125
    assert game.points == {"Us": 130, "Them": 20}
    assert game.boxes == {"Us": 3, "Them": 1}


def test_the_first_team_to_125_wins_and_settles() -> None:
    counted = four(FOUR)
    game = counted.games[0]
    assert game.winner == "Us"
    assert game.final == {"Us": 130 + 60 + 100, "Them": 20 + 20}
    assert counted.net == {"Us": 250}
    # Them lost deal 3, so Them deal deal 4: Ann v Dee (Dee deals), Cal v Bob (Bob deals).
    assert [(seat.dealer, seat.players) for seat in counted.upcoming] == [
        ("Dee", ("Ann", "Dee")), ("Bob", ("Cal", "Bob"))]
    assert counted.next_dealer == "Dee"


def test_a_deal_counts_only_when_both_tables_are_in() -> None:
    counted = four(FOUR[:3])
    assert counted.hand(3).pending and not counted.hand(2).pending
    assert counted.games[0].points == {"Us": 60, "Them": 0}
    assert [(seat.dealer, seat.players) for seat in counted.upcoming] == [
        ("Bob", ("Cal", "Bob"))]


def test_an_even_split_scores_nothing() -> None:
    counted = four([knock("Ann", 5, 25), knock("Dee", 2, 22)])
    assert counted.games[0].rows[0].winner is None
    assert counted.games[0].points == {"Us": 0, "Them": 0}


def test_an_explicit_target_wins_over_125() -> None:
    assert four(FOUR, target=100).games[0].target == 100


def test_partners_never_play_each_other() -> None:
    with pytest.raises(HandError, match="hand 1: Ann and Cal do not sit at one table in deal 1"):
        four([knock("Ann", 5, 25, defender="Cal")])


def test_a_table_plays_once_a_deal() -> None:
    with pytest.raises(HandError, match="hand 2: deal 1 already has the hand of Ann v Bob"):
        four([knock("Ann", 5, 25), knock("Bob", 2, 30)])


# Option team_boxes (RULES.md, "More than two players"): `net` (default) gives a deal's box to
# the team that nets points from it; `each_winner` gives every won hand its winner's team a box.

def test_each_winner_boxes_every_won_hand_even_in_a_split() -> None:
    """FOUR under each_winner: deal 1 both tables (Us 2 boxes); deal 2 split, Them net 20
    and a box, and Cal's won hand gives Us a box too; deal 3 Ann's gin (Us 1 box)."""
    game = four(FOUR, team_boxes="each_winner").games[0]
    assert game.points == {"Us": 130, "Them": 20}
    assert game.boxes == {"Us": 4, "Them": 1}
    assert game.final == {"Us": 130 + 80 + 100, "Them": 20 + 20}


def test_net_is_the_default() -> None:
    assert four(FOUR).games[0] == four(FOUR, team_boxes="net").games[0]


def test_each_winner_boxes_both_teams_of_an_even_split() -> None:
    hands = [knock("Ann", 5, 25), knock("Dee", 2, 22)]  # 20 each: nobody nets a point
    net = four(hands).games[0]
    each = four(hands, team_boxes="each_winner").games[0]
    assert net.boxes == {"Us": 0, "Them": 0}
    assert each.boxes == {"Us": 1, "Them": 1}
    assert each.points == {"Us": 0, "Them": 0}


def test_a_team_with_no_points_is_shut_out_though_it_won_a_hand() -> None:
    """Them win a hand in deal 2 but net nothing (Us 40 - 10): under each_winner they have a box,
    yet no points, so Us win by a shutout (the game bonus doubled)."""
    hands = [knock("Ann", 5, 25), gin("Cal", 20),             # Us 60
             knock("Dee", 3, 13), gin("Cal", 20),             # Dee 10, Cal 40: Us net 30
             gin("Ann", 20), gin("Cal", 20)]                   # Us 80 more: 170
    game = four(hands, team_boxes="each_winner").games[0]
    assert game.winner == "Us" and game.shutout
    assert game.boxes == {"Us": 5, "Them": 1}
    assert game.final == {"Us": 170 + 100 + 200, "Them": 20}
