"""The adapter from the ledger's tally to the sheet's view-model: it copies, never scores.

Each number of the view is the tally's own: the hands as settled, the rows with their
running totals, the boxes, bonuses, shutouts and payments of each game, the columns
each Hollywood win went into, a partnership's line per deal.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ledger_matches import (
    HOLLYWOOD,
    NEW_GAME,
    OKLAHOMA,
    PARTNERSHIP,
    STANDARD,
    THREE,
    gin,
    knock,
)

from scorekeeper.gin import Outcome
from scorekeeper.ledger import Tally, match_from_dict, tally
from scorekeeper.resources import templates_dir
from scorekeeper.sheets.from_ledger import played_on_text, sheet_of_tally
from scorekeeper.sheets.match_sheet import match_context
from scorekeeper.sheets.match_text import balances_text, net_text, teams_line
from scorekeeper.sheets.model import MatchSheet, Payment, Team


def both(description: dict[str, Any]) -> tuple[Tally, MatchSheet]:
    counted = tally(match_from_dict(description))
    return counted, sheet_of_tally(counted)


def test_each_game_result_is_the_tallys() -> None:
    counted, view = both(STANDARD)
    assert len(view.games) == len(counted.games) == 4
    for game, shown in zip(counted.games, view.games, strict=True):
        assert shown.number == game.number
        assert [row.hands for row in shown.rows] == [row.hands for row in game.rows]
        assert [dict(row.totals) for row in shown.rows] == [dict(row.totals) for row in game.rows]
        if not game.over:
            assert shown.result is None
            continue
        result = shown.result
        assert result is not None and result.winner == game.winner
        assert dict(result.points) == dict(game.points)
        assert dict(result.boxes) == game.boxes
        assert dict(result.box_points) == dict(game.box_points)
        assert dict(result.game_bonus) == dict(game.game_bonus)
        assert dict(result.final) == dict(game.final)
        assert (result.shutout, result.doubled) == (game.shutout, game.doubled)
        assert [(p.payer, p.payee, p.points) for p in result.payments] == [
            (p.payer, p.payee, p.points) for p in game.payments]
    assert [g.abandoned for g in view.games] == [False, False, True, False]


def test_hands_keep_the_engines_verdict_and_the_cards_when_there_were_cards() -> None:
    counted, view = both(STANDARD)
    for result, hand in zip(counted.hands, view.hands, strict=True):
        assert (hand.number, hand.dealer, hand.knocker, hand.winner, hand.points) == (
            result.number, result.dealer, result.knocker, result.winner, result.points)
        assert hand.outcome == result.outcome
        assert (hand.cards is not None) == (result.settlement is not None)
    first = view.hand(1)
    assert first.cards is not None and [str(c) for c in first.cards.knocker_deadwood] == ["5C"]
    assert view.hand(3).is_wash and view.hand(3).dealer == "Bob"
    assert view.hand(2).outcome is Outcome.GIN and view.hand(2).cards is None


def test_a_shutout_under_double_total_is_marked_doubled() -> None:
    hands = [knock("Ann", 5, 35), knock("Ann", 2, 42), knock("Ann", 3, 43)]
    _, view = both({"rules": {"preset": "standard", "shutout": "double_total"},
                    "players": ["Ann", "Bob"], "hands": hands})
    result = view.games[0].result
    assert result is not None and result.doubled and result.shutout
    assert result.game_bonus["Ann"] == 100 and result.final["Ann"] == 540


def test_hollywood_columns_are_the_ones_the_tally_entered() -> None:
    counted, view = both(HOLLYWOOD)
    for result in counted.hands:
        assert view.entered_in(result.number) == result.games


def test_oklahoma_keeps_the_upcard_the_doubling_and_the_extra_boxes() -> None:
    _, view = both(OKLAHOMA)
    first = view.hand(1)
    assert str(first.upcard) == "7S" and first.multiplier == 2 and first.points == 48
    assert view.hand(5).extra_boxes == 4
    assert match_context(view)["show_upcard"]


def test_a_partnership_has_teams_a_line_per_deal_and_a_pending_hand() -> None:
    _, view = both(PARTNERSHIP)
    assert view.players == ("Us", "Them")
    assert view.teams == (Team("Us", ("Ann", "Cal")), Team("Them", ("Bob", "Dee")))
    assert [row.hands for row in view.games[0].rows] == [(1, 2), (3, 4), (5, 6)]
    assert [row.note for row in view.games[0].rows] == ["both tables", "split", "one table"]
    assert [view.hand(n).deal for n in range(1, 8)] == [1, 1, 2, 2, 3, 3, 4]
    assert view.hand(7).pending and not view.hand(6).pending
    assert view.hand(5).players == ("Cal", "Dee")
    assert view.net == Payment("Them", "Us", 250)
    assert match_context(view)["pending"] == [view.hand(7)]


def test_three_players_settle_two_payments_and_show_balances() -> None:
    counted, view = both(THREE)
    assert view.net is None
    assert dict(view.balances) == counted.balances == {"Ann": -214, "Bob": -264, "Cal": 478}
    result = view.games[0].result
    assert result is not None and len(result.payments) == 2 and result.payment is None
    assert net_text(view) == "Cal collects 478 points: Ann pays 214, Bob pays 264"


def test_a_stake_turns_points_into_money() -> None:
    rules = {"preset": "standard", "stake": 0.05}
    hands = [knock("Ann", 5, 35), gin("Ann", 40), knock("Ann", 2, 42)]
    _, view = both({"rules": rules, "players": ["Ann", "Bob"], "hands": hands})
    assert view.net == Payment("Bob", "Ann", 390, money=390 * 0.05)
    result = view.games[0].result
    assert result is not None and result.payment == Payment("Bob", "Ann", 390, money=19.5)
    assert balances_text({"Ann": 10, "Bob": -10}, 0.5) == (
        "Ann collects 10 points (5.00): Bob pays 10 (5.00)")


def test_an_even_match_says_nobody_pays() -> None:
    # Ann wins game 1 by 130, Bob game 2 by 130 (the same hands the other way round).
    hands = [knock("Ann", 1, 51), knock("Ann", 1, 51), NEW_GAME,
             knock("Bob", 1, 51), knock("Bob", 1, 51)]
    counted, view = both({"rules": {"preset": "standard", "target": 100},
                          "players": ["Ann", "Bob"], "hands": hands})
    assert counted.net == {}
    assert net_text(view) == "Even: nobody pays"


def test_the_day_is_printed_in_words() -> None:
    assert played_on_text("2025-03-07T12:00:00") == "Friday 7 March 2025"
    assert played_on_text("2025-03-07T12:00:00.000+00:00").endswith("March 2025")
    assert played_on_text("") == "" and played_on_text("yesterday") == ""


def test_templates_come_from_inside_an_installed_package_or_beside_a_checkout(
        tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "scorekeeper"
    package.mkdir(parents=True)
    assert templates_dir(package) == tmp_path / "site-packages" / "templates"
    (package / "templates").mkdir()
    assert templates_dir(package) == package / "templates"
    here = Path(__file__).resolve().parents[2]
    assert templates_dir() == here / "templates"   # this checkout


def test_teams_named_after_their_players_need_no_second_line() -> None:
    _, named = both(PARTNERSHIP)
    assert teams_line(named) == "Us: Ann & Cal · Them: Bob & Dee"
    _, plain = both({"rules": "standard", "players": ["Ann", "Bob", "Cal", "Dee"],
                     "hands": [knock("Ann", 5, 25)]})
    assert plain.players == ("Ann & Cal", "Bob & Dee")
    assert teams_line(plain) == ""
