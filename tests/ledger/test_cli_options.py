"""The three-player and partnership options on the command line (issue 15): ``settle --set``
takes them (one hand settles the same under any of them), and ``tally --set`` plays a match
under them, from the worked examples of RULES.md, "More than two players".

Three players (THREE): Cal wins with 104 and 3 boxes (final 104 + 60 + 100 = 264), Ann scored
30 with 1 box (final 50), Bob never scored (final 0). ``three_player_shutout=each``: Bob pays
a shutout share, 264 + 100 = 364; ``three_player_settlement=pairs``: Bob also pays Ann 50.

Partnerships (FOUR): ``team_boxes=each_winner`` boxes every won hand: Us 4, Them 1 (the split
deal gives both teams a box), finals 130 + 80 + 100 = 310 and 20 + 20 = 40.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.cli import main

from .test_cli import scorekeeper, write
from .test_partnerships import FOUR, TEAMS
from .test_three_players import THREE

KNOCKER = "3S 4S 5S 6S 8C 8D 8H AC 3D 2C"
DEFENDER = "7S 2D 4D 5D QC 2H KH JD JC 9C"
MATCH_OPTIONS = ["three_player_shutout=each", "three_player_settlement=pairs",
                 "team_boxes=each_winner"]


def settle_json(capsys: pytest.CaptureFixture[str], *sets: str) -> dict[str, object]:
    args = ["settle", "--knocker", KNOCKER, "--defender", DEFENDER, "--json"]
    for item in sets:
        args += ["--set", item]
    assert main(args) == 0
    answer: dict[str, object] = json.loads(capsys.readouterr().out)
    return answer


@pytest.mark.parametrize("option", MATCH_OPTIONS)
def test_settle_takes_the_match_options_and_settles_the_hand_the_same(
        capsys: pytest.CaptureFixture[str], option: str) -> None:
    assert settle_json(capsys, option) == settle_json(capsys)


@pytest.mark.parametrize(("option", "choices"), [
    ("three_player_shutout=all", "both, each"),
    ("three_player_settlement=everyone", "winner, pairs"),
    ("team_boxes=some", "net, each_winner"),
])
def test_settle_refuses_a_choice_the_option_does_not_take(option: str, choices: str) -> None:
    done = scorekeeper("settle", "--knocker", KNOCKER, "--defender", DEFENDER, "--set", option)
    assert done.returncode == 2 and done.stdout == ""
    name, value = option.split("=")
    assert f"{name} takes one of {choices}, not {value!r}" in done.stderr


def tally_json(capsys: pytest.CaptureFixture[str], path: str, *sets: str) -> dict[str, object]:
    args = ["tally", path, "--json"]
    for item in sets:
        args += ["--set", item]
    assert main(args) == 0
    answer: dict[str, object] = json.loads(capsys.readouterr().out)
    return answer


def payments(answer: dict[str, object]) -> set[tuple[str, str, int]]:
    [game] = answer["games"]  # type: ignore[misc]
    return {(p["payer"], p["payee"], p["points"]) for p in game["settlement"]}


def test_tally_set_plays_three_players_each_shutout_and_pairs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "3.json", {"players": ["Ann", "Bob", "Cal"], "first_dealer": "Cal",
                                       "hands": THREE})
    assert payments(tally_json(capsys, path)) == {("Ann", "Cal", 214), ("Bob", "Cal", 264)}
    each = tally_json(capsys, path, "three_player_shutout=each")
    assert payments(each) == {("Ann", "Cal", 214), ("Bob", "Cal", 364)}
    assert each["rules"]["three_player_shutout"] == "each"  # type: ignore[index]
    assert payments(tally_json(capsys, path, "three_player_settlement=pairs")) == {
        ("Ann", "Cal", 214), ("Bob", "Cal", 264), ("Bob", "Ann", 50)}
    both = tally_json(capsys, path, "three_player_shutout=each", "three_player_settlement=pairs")
    assert payments(both) == {("Ann", "Cal", 214), ("Bob", "Cal", 364), ("Bob", "Ann", 50)}
    assert both["balances"] == {"Ann": -164, "Bob": -414, "Cal": 578}


def test_tally_set_overrides_the_files_rules(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "3.json", {
        "rules": {"preset": "standard", "three_player_shutout": "each"},
        "set": {"three_player_settlement": "pairs"},
        "players": ["Ann", "Bob", "Cal"], "first_dealer": "Cal", "hands": THREE})
    assert payments(tally_json(capsys, path, "three_player_shutout=both")) == {
        ("Ann", "Cal", 214), ("Bob", "Cal", 264), ("Bob", "Ann", 50)}


def test_tally_set_plays_partnerships_with_each_winner_boxes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "4.json", {"players": ["Ann", "Bob", "Cal", "Dee"], "teams": TEAMS,
                                       "first_dealer": "Ann", "hands": FOUR})
    [net] = tally_json(capsys, path)["games"]  # type: ignore[misc]
    [each] = tally_json(capsys, path, "team_boxes=each_winner")["games"]  # type: ignore[misc]
    assert each["points"] == net["points"] == {"Us": 130, "Them": 20}
    assert each["boxes"] == {"Us": 4, "Them": 1}
    assert each["final"] == {"Us": 130 + 80 + 100, "Them": 20 + 20}
    assert each["boxes"] != net["boxes"]


def test_tally_set_refuses_an_unknown_option_in_one_line(tmp_path: Path) -> None:
    path = write(tmp_path / "4.json", {"players": ["Ann", "Bob"], "hands": []})
    done = scorekeeper("tally", path, "--set", "team_box=net")
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "unknown rule option 'team_box'" in done.stderr


def test_a_layout_refused_for_not_being_the_cheapest_says_how_to_score_it_as_shown(
        tmp_path: Path) -> None:
    """The engine names no option; the command line says what to type: ``settle`` the rules'
    ``--set``, ``tally`` the hand's own field."""
    knocker, defender = "3S 4S 5S 6S 9H 9D 9C KH KD KC", "2S 8H 8D QC JC 2H 4D 5C 7C TD"
    melds = "3S 4S 5S | 9H 9D 9C | KH KD KC"
    done = scorekeeper("settle", "--knocker", knocker, "--defender", defender,
                       "--knocker-melds", melds)
    assert done.returncode == 2
    assert done.stderr.rstrip().endswith(
        "to score the layout as it was shown at the table, add --set knocker_layout=shown")
    shown = scorekeeper("settle", "--knocker", knocker, "--defender", defender,
                        "--knocker-melds", melds, "--set", "knocker_layout=shown", "--json")
    assert json.loads(shown.stdout)["points"] == 58
    hand = {"cards": {"Ann": knocker, "Bob": defender}, "knocker": "Ann",
            "knocker_melds": melds}
    path = write(tmp_path / "m.json", {"players": ["Ann", "Bob"], "hands": [hand]})
    done = scorekeeper("tally", path)
    assert done.returncode == 2 and done.stderr.startswith("scorekeeper tally: hand 1: ")
    assert done.stderr.rstrip().endswith('give the hand "knocker_layout": "shown"')
    path = write(tmp_path / "m.json", {"players": ["Ann", "Bob"],
                                       "hands": [{**hand, "knocker_layout": "shown"}]})
    done = scorekeeper("tally", path, "--json")
    assert json.loads(done.stdout)["hands"][0]["points"] == 58
