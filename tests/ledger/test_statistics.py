"""Statistics per player and head-to-head, as worked examples over real tallies."""

from __future__ import annotations

from scorekeeper.gin import Outcome
from scorekeeper.ledger import Ledger
from scorekeeper.ledger.statistics import (
    Played,
    head_to_head,
    opponents,
    player_statistics,
)

from .helpers import gin, knock, play, wash, wins


def evening() -> list[Played]:
    """Two matches, given out of order (the statistics sort by the start):
    - match 1 (Ann v Bob, first): Ann wins 30 (gin), 20, then Bob undercuts 14, then a wash,
      then Ann wins 20 and 25 (95: no game is won);
    - match 2 (Ann, Bob, Cal, later): Ann beats Bob by 20, Cal gins Ann for 22."""
    first = play([gin("Ann", 10), knock("Ann", 2, 22), knock("Ann", 9, 5), wash(),
                  *wins([("Ann", 20), ("Ann", 25)])])
    second = play([knock("Ann", 3, 23), gin("Cal", 2)], players=("Ann", "Bob", "Cal"),
                  first_dealer="Cal")
    return [Played(2, "2026-11-02T20:00:00", second), Played(1, "2026-11-01T20:00:00", first)]


def test_a_players_record_across_matches() -> None:
    ann = player_statistics(evening(), "Ann")
    assert (ann.matches, ann.hands_played, ann.hands_won) == (2, 8, 5)
    assert (ann.gins, ann.big_gins, ann.undercuts) == (1, 0, 0)
    assert ann.points == 30 + 20 + 20 + 25 + 20
    assert ann.average_points == 23.0  # 115 / 5
    assert ann.points_per_hand == 14.4  # 115 / 8, rounded
    assert ann.longest_streak == 3  # 20, 25 at the end of match 1, then 20 in match 2
    assert ann.biggest is not None
    assert (ann.biggest.match_id, ann.biggest.number, ann.biggest.points) == (1, 1, 30)
    assert ann.biggest.outcome is Outcome.GIN


def test_the_chart_over_time_has_one_point_per_match_in_the_order_played() -> None:
    ann = player_statistics(evening(), "Ann")
    assert [(p.match_id, p.hands_played, p.hands_won, p.points) for p in ann.over_time] == \
        [(1, 6, 4, 95), (2, 2, 1, 20)]
    assert [p.running_net for p in ann.over_time] == [0, 0]  # no game was won: nothing settled


def test_a_won_game_settles_into_the_running_net() -> None:
    won = play(wins([("Ann", 60), ("Bob", 10), ("Ann", 45)]))
    ann = player_statistics([Played(7, "2026-11-03", won)], "Ann")
    bob = player_statistics([Played(7, "2026-11-03", won)], "Bob")
    assert (ann.games_played, ann.games_won, bob.games_won) == (1, 1, 0)
    # Ann 105 + 2 boxes × 20 + 100 game bonus = 245; Bob 10 + 20 = 30: Bob pays 215.
    assert [p.net for p in ann.over_time] == [215]
    assert [p.running_net for p in bob.over_time] == [-215]


def test_head_to_head_counts_only_the_hands_the_two_played_together() -> None:
    both = head_to_head(evening(), "Ann", "Bob")
    assert both.hands == 7  # six in match 1, one in match 2 (Cal's gin was against Ann)
    assert (both.first.hands_won, both.second.hands_won, both.washes) == (5, 1, 1)
    assert both.second.undercuts == 1
    assert both.first.longest_streak == 3
    assert both.first.biggest is not None and both.first.biggest.points == 30
    cal = head_to_head(evening(), "Cal", "Ann")
    assert (cal.hands, cal.first.hands_won, cal.first.gins, cal.second.hands_won) == (1, 1, 1, 0)


def test_partners_games_count_for_their_team_but_not_head_to_head() -> None:
    teams = play([knock("Ann", 1, 90), knock("Cal", 1, 60)], players=("Ann", "Bob", "Cal", "Dee"),
                 teams={"North": ["Ann", "Cal"], "South": ["Bob", "Dee"]})
    played = [Played(1, "2026-11-04", teams)]
    ann = player_statistics(played, "Ann")
    assert (ann.games_played, ann.games_won) == (1, 1)
    assert ann.over_time[0].net > 0  # the team collected
    both = head_to_head(played, "Ann", "Bob")
    assert (both.first.games_played, both.first.over_time[0].net) == (0, 0)
    assert opponents(played, "Ann") == ["Bob"]


def test_a_player_with_no_hands_has_zeros_not_errors() -> None:
    nobody = player_statistics(evening(), "Zed")
    assert (nobody.matches, nobody.average_points, nobody.points_per_hand) == (0, 0.0, 0.0)
    assert nobody.biggest is None and nobody.over_time == []


def test_the_ledger_gives_every_match_in_the_order_started(ledger: Ledger) -> None:
    first = ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
    ledger.record_hand(first.id, knock("Ann", 2, 30), version=first.version)
    second = ledger.create_match(["Bob", "Cal"], first_dealer="Cal")
    played = ledger.played()
    assert [one.match_id for one in played] == [first.id, second.id]
    assert player_statistics(played, "Ann").hands_won == 1
