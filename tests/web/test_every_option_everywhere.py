"""Every option issue 15 added shows up wherever options are chosen or shown: ``scorekeeper
settle --set``, the settle and new-match forms (in words, a match option among the match
options), the sheets' rules line, the API's ``set`` and ``GET /api/rules``."""

from __future__ import annotations

import json

import pytest
from html_reading import Elements

from scorekeeper.cli import main
from scorekeeper.gin import rules_for
from scorekeeper.sheets.rules_text import rules_line

OPTIONS = {
    "runs": "round_the_corner", "ace_points": "15", "gin_layoffs": "on",
    "spade_doubles_box": "on", "knocker_layout": "shown",
    "three_player_shutout": "each", "three_player_settlement": "pairs",
    "team_boxes": "each_winner",
}
"""Each option, with a value other than its default."""
MATCH_LEVEL = {"three_player_shutout", "three_player_settlement", "team_boxes"}
LABELS = {"runs": "Runs", "ace_points": "Ace in deadwood", "gin_layoffs": "Lay-offs against gin",
          "spade_doubles_box": "Spade upcard doubles the box", "knocker_layout": "Knocker's melds",
          "three_player_shutout": "Three players: shutout",
          "three_player_settlement": "Three players: settlement",
          "team_boxes": "Partnerships: boxes"}
KNOCKER = "3S 4S 5S 6S 8C 8D 8H 2D 3D 2C"  # 7 deadwood, no ace (15 under ace_points=15)
DEFENDER = "7S 2H 4D 5D QC AH KH JD JC 9C"


@pytest.mark.parametrize(("name", "value"), sorted(OPTIONS.items()))
def test_settle_set_takes_the_option(capsys, name, value):
    assert main(["settle", "--knocker", KNOCKER, "--defender", DEFENDER, "--json",
                 "--set", f"{name}={value}"]) == 0
    assert json.loads(capsys.readouterr().out)["winner"] == "knocker"


def test_the_api_rules_list_each_option_with_its_scope(client):
    listed = {option["name"]: option for option in client.get("/api/rules").get_json()["options"]}
    for name in OPTIONS:
        assert listed[name]["scope"] == ("match" if name in MATCH_LEVEL else "hand"), name
    assert listed["team_boxes"]["choices"] == ["net", "each_winner"]
    assert listed["ace_points"]["type"] == "integer"


def test_the_api_document_describes_each_option_and_ace_points_as_1_or_15(client):
    document = client.get("/api/openapi.json").get_json()
    properties = document["components"]["schemas"]["RuleOptions"]["properties"]
    assert set(OPTIONS) <= set(properties)
    enums = [branch.get("enum") for branch in properties["ace_points"]["anyOf"]]
    assert enums == [[1, 15], ["1", "15"]]


def test_the_api_takes_each_option_and_refuses_another_ace(client):
    body = {"knocker": KNOCKER, "defender": DEFENDER, "set": {
        name: int(value) if value.isdigit() else value for name, value in OPTIONS.items()}}
    assert client.post("/api/settle", json=body).status_code == 200
    wrong = client.post("/api/settle", json={**body, "set": {"ace_points": 10}})
    assert wrong.status_code == 400 and "must be 1 or 15" in wrong.get_json()["error"]


@pytest.mark.parametrize(("path", "hand_heading", "match_heading"), [
    ("/settle", "Options that change a hand's score", "Match options"),
    ("/matches/new", "Scoring each hand", "Scoring the games")])
def test_the_forms_name_each_option_in_words_hand_and_match_options_apart(
        client, path, hand_heading, match_heading):
    html = client.get(path).text
    page = Elements(html)
    for name, label in LABELS.items():
        assert page.find("select", name=name) or page.find("input", name=name), (path, name)
        assert label in page.text, (path, label)
    # each option in its own fieldset: the one that scores the games, or each hand
    fieldsets = html.split("<fieldset")
    for name in OPTIONS:
        [where] = [part for part in fieldsets if f'name="{name}"' in part]
        heading = match_heading if name in MATCH_LEVEL else hand_heading
        assert heading in where, (path, name)


@pytest.mark.parametrize(("name", "value"), sorted(OPTIONS.items()))
def test_the_sheets_rules_line_names_the_option(name, value):
    base = {"oklahoma": "on"} if name == "spade_doubles_box" else {}
    plain = rules_line(rules_for("standard", base), "standard")
    changed = rules_line(rules_for("standard", {**base, name: value}), "standard")
    assert changed != plain and "standard, changed" in changed


def test_ace_points_offers_its_two_values_in_the_forms_and_in_api_rules(client):
    """RULES.md: an ace left in deadwood counts 1 or 15, nothing else: the forms offer the two
    (a choice, not a number to type) and /api/rules lists them, as the API document does."""
    listed = {option["name"]: option for option in client.get("/api/rules").get_json()["options"]}
    assert listed["ace_points"]["choices"] == [1, 15]
    assert listed["runs"]["choices"] == ["ace_low", "ace_high", "round_the_corner"]
    for path in ("/settle", "/matches/new"):
        page = Elements(client.get(path).text)
        assert not page.find("input", name="ace_points"), path
        assert len(page.find("select", name="ace_points")) == 1, path
        values = [option["value"] for option in page.find("option")
                  if option.get("value") in ("", "1", "15")]
        assert {"1", "15"} <= set(values), path
    picked = client.post("/settle", data={"knocker": KNOCKER, "defender": DEFENDER,
                                          "knocker_name": "Ann", "defender_name": "Bob",
                                          "ace_points": "15"})
    assert picked.status_code == 200 and "Ace in deadwood: 15" in Elements(picked.text).text


@pytest.mark.parametrize("path", ["/settle", "/matches/new"])
def test_another_ace_value_sent_to_a_form_is_refused_naming_the_two(client, path):
    data = {"knocker": KNOCKER, "defender": DEFENDER, "player_1": "Ann", "player_2": "Bob",
            "first_dealer": "1", "rules": "standard", "ace_points": "7"}
    refused = client.post(path, data=data)
    assert refused.status_code == 400
    text = Elements(refused.text).text
    assert "Ace in deadwood: takes one of: 1, 15; not '7'" in text
    assert "whole number from" not in text
