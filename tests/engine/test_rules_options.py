"""Rule options and presets are data: every option overridable, bad names and values named."""

import pytest

from scorekeeper.gin import PRESETS, RuleOptionError, Rules, preset, rules_for
from scorekeeper.gin.rules import option_infos, parse_assignment


def test_the_presets_of_rules_md():
    assert set(PRESETS) == {"standard", "simple", "gin25", "house25", "oklahoma", "hollywood", "straight",
                            "round_the_corner"}
    standard = preset("standard")
    assert (standard.gin_bonus, standard.undercut_bonus, standard.box_bonus, standard.game_bonus) == (
        20, 10, 20, 100)
    assert (standard.shutout, standard.target, standard.next_dealer) == ("double_game_bonus", 100, "loser")
    simple = preset("simple")
    assert (simple.undercut_bonus, simple.box_bonus, simple.game_bonus, simple.shutout) == (20, 0, 0, "none")
    assert (simple.settlement, simple.next_dealer) == (False, "alternate")
    gin25 = preset("gin25")
    assert (gin25.gin_bonus, gin25.big_gin, gin25.big_gin_bonus, gin25.box_bonus) == (25, True, 31, 0)
    assert (gin25.shutout, gin25.next_dealer) == ("double_total", "winner")
    house25 = preset("house25")
    assert (house25.gin_bonus, house25.undercut_bonus, house25.box_bonus) == (25, 25, 25)
    oklahoma = preset("oklahoma")
    assert (oklahoma.oklahoma, oklahoma.target, oklahoma.extra_boxes) == (True, 150, True)
    assert oklahoma.oklahoma_ace_gin_only and oklahoma.spade_doubles
    assert preset("hollywood").scoring == "hollywood"
    assert preset("straight").straight
    corner = preset("round_the_corner")
    assert (corner.gin_bonus, corner.undercut_bonus, corner.box_bonus, corner.target) == (20, 20, 20, 125)
    assert (corner.runs, corner.ace_points, corner.gin_layoffs) == ("round_the_corner", 15, True)
    assert (corner.game_bonus, corner.shutout, corner.next_dealer) == (100, "double_game_bonus", "loser")


def test_the_new_options_are_off_by_default_so_no_result_changes():
    standard = preset("standard")
    assert (standard.runs, standard.ace_points, standard.gin_layoffs) == ("ace_low", 1, False)
    assert (standard.knocker_layout, standard.spade_doubles_box) == ("cheapest", False)


def test_an_ace_counts_1_or_15_and_nothing_else():
    assert rules_for("standard", {"ace_points": "15"}).ace_points == 15
    with pytest.raises(RuleOptionError, match="ace_points takes 1 or 15, not 11"):
        rules_for("standard", {"ace_points": 11})
    with pytest.raises(RuleOptionError, match="runs takes one of ace_low, ace_high, round_the_corner"):
        rules_for("standard", {"runs": "wrap"})


def test_every_option_can_be_overridden_from_text():
    rules = rules_for("standard", {"gin_bonus": "25", "big_gin": "on", "knocker_layout": "any",
                                   "stake": "0.05", "shutout": "double_total"})
    assert (rules.gin_bonus, rules.big_gin, rules.knocker_layout) == (25, True, "any")
    assert (rules.stake, rules.shutout) == (0.05, "double_total")


def test_overrides_apply_on_top_of_the_preset():
    rules = rules_for("oklahoma", {"target": 200})
    assert rules.oklahoma and rules.target == 200


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [("gin_bonsu", "25", "unknown rule option 'gin_bonsu'"),
     ("gin_bonus", "lots", "gin_bonus takes a whole number"),
     ("big_gin", "maybe", "big_gin takes on or off"),
     ("shutout", "triple", "shutout takes one of double_game_bonus, double_total, none"),
     ("target", "0", "target must be at least 1"),
     ("gin_bonus", "-5", "between 0 and 100000")],
)
def test_bad_options_are_named(name, value, message):
    with pytest.raises(RuleOptionError, match=message):
        rules_for("standard", {name: value})


def test_an_unknown_preset_is_named():
    with pytest.raises(RuleOptionError, match="unknown preset 'okla'"):
        preset("okla")


def test_option_assignments_read_from_the_command_line():
    assert parse_assignment("gin_bonus=25") == ("gin_bonus", "25")
    with pytest.raises(RuleOptionError, match="OPTION=VALUE"):
        parse_assignment("gin_bonus")


def test_every_option_has_a_one_line_explanation():
    infos = option_infos()
    assert {info.name for info in infos} == set(Rules().to_dict())
    assert all(info.help and "\n" not in info.help for info in infos)


def test_rules_are_immutable():
    with pytest.raises(AttributeError):
        Rules().gin_bonus = 30  # type: ignore[misc]
