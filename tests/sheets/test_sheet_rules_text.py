"""The rules in force, as printed in small type at a sheet's foot."""

from __future__ import annotations

from scorekeeper.gin import rules_for
from scorekeeper.sheets.rules_text import preset_title, rules_line


def test_standard_rules_line_names_every_number_a_scorer_needs() -> None:
    line = rules_line(rules_for("standard"), "standard")
    assert line.startswith("Rules (standard): knock with 10 or less")
    for phrase in ("gin 20", "undercut 10", "game to 100", "box 20", "game bonus 100",
                   "shutout doubles the game bonus", "loser deals next"):
        assert phrase in line


def test_oklahoma_says_where_the_knock_limit_comes_from() -> None:
    line = rules_line(rules_for("oklahoma"), "oklahoma")
    assert "the first upcard sets the knock limit" in line
    assert "an ace: gin only" in line
    assert "a spade upcard doubles the hand" in line
    assert "game to 150" in line
    assert "extra boxes" in line


def test_simple_has_no_boxes_bonus_or_settlement() -> None:
    line = rules_line(rules_for("simple"), "simple")
    assert "no boxes" in line and "no game bonus" in line and "no settlement" in line
    assert "the deal alternates" in line


def test_gin25_plays_big_gin_and_doubles_the_whole_tally() -> None:
    line = rules_line(rules_for("gin25"), "gin25")
    assert "Big Gin 31" in line and "gin 25" in line
    assert "shutout doubles the winner's whole tally" in line


def test_straight_gin_and_stakes() -> None:
    assert "no knocking" in rules_line(rules_for("straight"), "straight")
    assert "stake 0.05 a point" in rules_line(rules_for("standard", {"stake": "0.05"}))


def test_changed_options_are_flagged_against_the_preset() -> None:
    assert preset_title(rules_for("standard"), "standard") == "standard"
    assert preset_title(rules_for("standard", {"gin_bonus": 25}), "standard") == "standard, changed"
    assert preset_title(rules_for("standard"), None) == "house rules"


def test_three_player_options_are_named_only_when_not_the_default() -> None:
    assert "three players" not in rules_line(rules_for("standard"), "standard")
    line = rules_line(rules_for("standard", {"three_player_shutout": "each",
                                             "three_player_settlement": "pairs"}), "standard")
    assert line.startswith("Rules (standard, changed):")
    assert "three players: each scoreless loser pays a shutout share" in line
    assert "three players: every pair settles" in line


def test_team_boxes_each_winner_is_named() -> None:
    assert "partnerships" not in rules_line(rules_for("standard"), "standard")
    line = rules_line(rules_for("standard", {"team_boxes": "each_winner"}), "standard")
    assert "partnerships: a box for every won hand" in line
