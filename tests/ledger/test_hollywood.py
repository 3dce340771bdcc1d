"""Hollywood: three games in three columns, by the per-player entry rule of RULES.md."""

from __future__ import annotations

from .helpers import play, wins

# Ann wins three hands: her first goes into game 1, her second into games 1 and 2, her third
# into all three - and closes game 1 at 105 with Bob shut out. Bob's first win then goes into
# game 2 (game 1 is closed), his second into games 2 and 3.
HOLLYWOOD = wins([
    ("Ann", 30), ("Ann", 40), ("Ann", 35),   # game 1 closes: Ann 105, Bob 0
    ("Bob", 20), ("Bob", 25),
    ("Ann", 30),                             # game 2 closes: Ann 105, Bob 45
    ("Bob", 50), ("Bob", 30),                # game 3 closes: Bob 105, Ann 65
])


def test_each_win_goes_into_the_columns_the_rule_says() -> None:
    counted = play(HOLLYWOOD, "hollywood")
    assert [counted.hand(n).games for n in range(1, 9)] == [
        (1,), (1, 2), (1, 2, 3), (2,), (2, 3), (2, 3), (3,), (3,),
    ]


def test_game_one_closes_with_bob_shut_out() -> None:
    game = play(HOLLYWOOD, "hollywood").games[0]
    assert game.column == 1 and game.winner == "Ann" and game.shutout
    assert game.points == {"Ann": 105, "Bob": 0}
    assert game.final == {"Ann": 105 + 3 * 20 + 200, "Bob": 0}


def test_bob_shut_out_of_game_one_scores_first_in_game_two() -> None:
    game = play(HOLLYWOOD, "hollywood").games[1]
    assert [(row.hands, dict(row.totals)) for row in game.rows] == [
        ((2,), {"Ann": 40, "Bob": 0}),
        ((3,), {"Ann": 75, "Bob": 0}),
        ((4,), {"Ann": 75, "Bob": 20}),
        ((5,), {"Ann": 75, "Bob": 45}),
        ((6,), {"Ann": 105, "Bob": 45}),
    ]
    assert game.winner == "Ann" and not game.shutout
    assert game.final == {"Ann": 105 + 60 + 100, "Bob": 45 + 40}


def test_game_three_and_the_match_total() -> None:
    counted = play(HOLLYWOOD, "hollywood")
    game = counted.games[2]
    assert game.points == {"Ann": 65, "Bob": 105} and game.winner == "Bob"
    assert game.final == {"Ann": 65 + 40, "Bob": 105 + 60 + 100}
    # Each game settled on its own: 365 + 180 to Ann, 160 to Bob.
    assert [p.points for g in counted.games for p in g.payments] == [365, 180, 160]
    assert counted.net == {"Ann": 385}
    assert counted.game_over


def test_the_match_is_not_over_until_all_three_are_won() -> None:
    counted = play(HOLLYWOOD[:7], "hollywood")
    assert [game.over for game in counted.games] == [True, True, False]
    assert not counted.game_over
    assert counted.net == {"Ann": 365 + 180}


def test_a_hand_after_all_three_starts_three_new_columns() -> None:
    counted = play([*HOLLYWOOD, *wins([("Bob", 10)])], "hollywood")
    assert [game.number for game in counted.games] == [1, 2, 3, 4, 5, 6]
    assert counted.games[3].round == 2 and counted.games[3].column == 1
    assert counted.hand(9).games == (4,)
