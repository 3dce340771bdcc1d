"""Issue 15's options, each from a worked example, through every door a table uses: ``settle
--set``, ``tally --set``, ``POST /api/settle``, a match started through the API, the settle
form, and a match started and recorded through the forms. Every figure below was worked out
by hand from RULES.md (the options' own sections), not read off the engine.

Hands (the knocker first, then the defender):

- CORNER: Q-K-A-2♠, three 5s, 7-8-9♦ against 3♠ J♠ 4♥ 6♣ 9♣ 10♣ K♥ Q♥ 2♣ 8♠ (72, no meld).
  ``runs=round_the_corner``: Q-K-A-2♠ is a run, so gin: 72 + 20 = 92. ``ace_high``: only
  Q-K-A♠ (the run cannot go on to 2♠), 2♠ is deadwood: a knock of 2; J♠ goes on at the queen's
  end (not 3♠: no corner), 72 - 10 - 2 = 60. Ace low: 10 + 10 + 1 + 2 = 23, no knock.
- BOTH_ENDS: K-A-2♥, three 4s, 7-8-9♣, 6♦ against Q♥ J♥ 3♥ 10♦ 10♠ 2♦ 8♠ 9♠ K♣ 5♥. Round the
  corner: the knocker keeps 6; the defender shows 8-9-10♠, lays off Q♥ then J♥ at the king's
  end and 3♥ at the two's end (5♥ cannot follow: no 4♥), 2 + 5 + 10 + 10 = 27 left: 21.
- ACE: 3-6♠, three 8s, 2♣ 2♦ 3♦ (7) against 7♠ 2♥ 4♦ 5♦ Q♣ A♥ K♥ J♦ J♣ 9♣; 7♠ goes on the run,
  A♥ stays: 61 - 7 = 54, and with ``ace_points=15`` 75 - 7 = 68.
- GIN_LAID_OFF: gin (2-5♥, three 9s, J-Q-K♣) against A♥ 6-9♥ 5-8♠ 10♣: the defender melds
  5-8♠ and 6-9♥, A♥ (1) and 10♣ (10) are left: gin 11 + 20 = 31. With ``gin_layoffs`` A♥ goes
  on 2-5♥ and 10♣ on J-Q-K♣: nothing left, a wash, nobody scores.
- KEPT_BACK: 3-6♠, three 9s, three kings (gin) laid out as 3-5♠ | 9s | kings with 6♠ kept back
  (6). Under ``cheapest`` refused (the cheapest leaves 0); ``knocker_layout=shown``: 2♠ goes on
  3-5♠, 66 - 2 = 64 left, 64 - 6 = 58.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest
from html_reading import Elements
from match_helpers import ledger_of, record, start_match

from scorekeeper.cli import main


@dataclass(frozen=True)
class Example:
    name: str
    knocker: str
    defender: str
    options: dict[str, str]
    outcome: str
    points: int
    plain: tuple[str, int] | None
    """The same hand under the standard rules: (outcome, points), or None if refused."""
    melds: str = ""
    words: str = field(default="")
    """What the settle page's verdict says."""


EXAMPLES = [
    Example("corner", "QS KS AS 2S 5H 5D 5C 7D 8D 9D", "3S JS 4H 6C 9C TC KH QH 2C 8S",
            {"runs": "round_the_corner"}, "gin", 92, None, words="92 points to Ann"),
    Example("ace_high", "QS KS AS 2S 5H 5D 5C 7D 8D 9D", "3S JS 4H 6C 9C TC KH QH 2C 8S",
            {"runs": "ace_high"}, "knock", 60, None, words="60 points to Ann"),
    Example("both_ends", "KH AH 2H 7C 8C 9C 4S 4D 4C 6D", "QH JH 3H TD TS 2D 8S 9S KC 5H",
            {"runs": "round_the_corner"}, "knock", 21, None, words="21 points to Ann"),
    Example("ace", "3S 4S 5S 6S 8C 8D 8H 2D 3D 2C", "7S 2H 4D 5D QC AH KH JD JC 9C",
            {"ace_points": "15"}, "knock", 68, ("knock", 54), words="68 points to Ann"),
    Example("gin_laid_off", "2H 3H 4H 5H 9S 9D 9C JC QC KC", "AH 6H 7H 8H 9H TC 5S 6S 7S 8S",
            {"gin_layoffs": "on"}, "wash", 0, ("gin", 31), words="nobody scores"),
    Example("kept_back", "3S 4S 5S 6S 9H 9D 9C KH KD KC", "2S 8H 8D QC JC 2H 4D 5C 7C TD",
            {"knocker_layout": "shown"}, "knock", 58, None,
            melds="3S 4S 5S | 9H 9D 9C | KH KD KC", words="58 points to Ann"),
]
IDS = [example.name for example in EXAMPLES]


def typed(options: dict[str, str]) -> dict[str, Any]:
    """The options as JSON values (the API takes text for numbers too; this sends numbers)."""
    return {name: {"on": True, "off": False}.get(value, int(value) if value.isdigit() else value)
            for name, value in options.items()}


def cli_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    assert main([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def sets(options: dict[str, str]) -> list[str]:
    return [item for name, value in options.items() for item in ("--set", f"{name}={value}")]


def hand_of(example: Example) -> dict[str, Any]:
    hand: dict[str, Any] = {"cards": {"Ann": example.knocker, "Bob": example.defender},
                            "knocker": "Ann"}
    if example.melds:
        hand["knocker_melds"] = example.melds
    return hand


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_settle_set(capsys, example):
    args = ["settle", "--knocker", example.knocker, "--defender", example.defender]
    if example.melds:
        args += ["--knocker-melds", example.melds]
    verdict = cli_json(capsys, *args, *sets(example.options))
    assert (verdict["outcome"], verdict["points"]) == (example.outcome, example.points)
    if example.plain is None:
        assert main(args) == 2  # refused under the standard rules
        capsys.readouterr()
    else:
        plain = cli_json(capsys, *args)
        assert (plain["outcome"], plain["points"]) == example.plain


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_tally_set(tmp_path, capsys, example):
    path = tmp_path / "match.json"
    path.write_text(json.dumps({"players": ["Ann", "Bob"], "first_dealer": "Bob",
                                "hands": [hand_of(example)]}))
    counted = cli_json(capsys, "tally", str(path), *sets(example.options))
    [hand] = counted["hands"]
    assert (hand["outcome"], hand["points"]) == (example.outcome, example.points)
    assert counted["games"][0]["boxes"] == ({"Ann": 0, "Bob": 0} if example.outcome == "wash"
                                            else {"Ann": 1, "Bob": 0})


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_api_settle(client, example):
    body: dict[str, Any] = {"knocker": example.knocker, "defender": example.defender,
                            "set": typed(example.options)}
    if example.melds:
        body["knocker_melds"] = example.melds
    answer = client.post("/api/settle", json=body)
    assert answer.status_code == 200, answer.get_json()
    verdict = answer.get_json()
    assert (verdict["outcome"], verdict["points"]) == (example.outcome, example.points)
    assert (verdict["winner"] is None) == (example.outcome == "wash")


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_api_match(client, example):
    started = client.post("/api/matches", json={
        "players": ["Ann", "Bob"], "first_dealer": "Bob",
        "rules": {"preset": "standard", **typed(example.options)}})
    assert started.status_code == 201, started.get_json()
    match = started.get_json()
    changed = client.post(f"/api/matches/{match['id']}/hands",
                          json={"version": match["version"], "hand": hand_of(example)})
    assert changed.status_code == 201, changed.get_json()
    [hand] = changed.get_json()["hands"]
    assert (hand["outcome"], hand["points"]) == (example.outcome, example.points)
    assert changed.get_json()["totals"]["balances"] == {"Ann": 0, "Bob": 0}  # a game to play


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_settle_form(client, example):
    data = {"knocker": example.knocker, "defender": example.defender, "knocker_name": "Ann",
            "defender_name": "Bob", "knocker_melds": example.melds, **example.options}
    answer = client.post("/settle", data=data)
    assert answer.status_code == 200, Elements(answer.text).text[:600]
    assert example.words in Elements(answer.text).text


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_forms_match(app, client, example):
    match_id = start_match(client, "Ann", "Bob", first_dealer="2", **example.options)
    fields = {"knocker": "Ann", "knocker_cards": example.knocker,
              "defender_cards": example.defender}
    if example.melds:
        fields["knocker_melds"] = example.melds
    assert record(client, app, match_id, "cards", **fields).status_code == 303
    [hand] = ledger_of(app).get_match(match_id).tally.hands
    assert (hand.outcome, hand.points) == (example.outcome, example.points)


# -- options that score the game, not the hand -------------------------------------------------

OKLAHOMA_HANDS = [
    {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20, "upcard": "9S"},
    {"knocker": "Ann", "gin": True, "defender_deadwood": 10, "upcard": "KS"},
    {"knocker": "Bob", "knocker_deadwood": 2, "defender_deadwood": 12, "upcard": "TH"},
]
"""Oklahoma, spade upcards doubling: Ann 2 x (20 - 4) = 32, then gin 2 x (10 + 20) = 60 with
2 x 2 extra boxes; Bob 10 on a heart. Ordinary boxes: Ann 2 and Bob 1, or with
``spade_doubles_box`` Ann 2 + 2 (each spade hand's box twice) and Bob 1. Boxes in all: Ann 6
or 8, Bob 1."""


def test_spade_doubles_box_through_the_cli_the_api_and_the_forms(app, client, tmp_path,
                                                                  capsys):
    path = tmp_path / "oklahoma.json"
    path.write_text(json.dumps({"rules": "oklahoma", "players": ["Ann", "Bob"],
                                "first_dealer": "Bob", "hands": OKLAHOMA_HANDS}))
    plain = cli_json(capsys, "tally", str(path))["games"][0]
    doubled = cli_json(capsys, "tally", str(path), "--set", "spade_doubles_box=on")["games"][0]
    assert plain["points"] == doubled["points"] == {"Ann": 92, "Bob": 10}
    assert (plain["boxes"], doubled["boxes"]) == ({"Ann": 6, "Bob": 1}, {"Ann": 8, "Bob": 1})

    started = client.post("/api/matches", json={
        "players": ["Ann", "Bob"], "first_dealer": "Bob",
        "rules": {"preset": "oklahoma", "spade_doubles_box": True}}).get_json()
    version = started["version"]
    for hand in OKLAHOMA_HANDS:
        answer = client.post(f"/api/matches/{started['id']}/hands",
                             json={"version": version, "hand": hand}).get_json()
        version = answer["version"]
    assert answer["games"][0]["boxes"] == {"Ann": 8, "Bob": 1}

    match_id = start_match(client, "Ann", "Bob", first_dealer="2", rules="oklahoma",
                           spade_doubles_box="on")
    for hand in OKLAHOMA_HANDS:
        finish = "gin" if hand.get("gin") else "knock"
        fields = {"knocker": hand["knocker"], "finish": finish, "upcard": hand["upcard"],
                  "defender_deadwood": hand["defender_deadwood"]}
        if finish == "knock":
            fields["knocker_deadwood"] = hand["knocker_deadwood"]
        assert record(client, app, match_id, "counts", **fields).status_code == 303
    assert ledger_of(app).get_match(match_id).tally.games[0].boxes == {"Ann": 8, "Bob": 1}


THREE = [("Ann", "knock", 5, 35), ("Ann", "knock", 8, 4), ("Cal", "gin", 0, 30),
         ("Cal", "knock", 3, 43)]
"""RULES.md's three players (tests/ledger/test_three_players.py): Cal deals first; Ann beats
Bob 30, Cal undercuts Ann 14, gins Bob 50 and beats Ann 40: Cal 104 with 3 boxes (final 264),
Ann 30 with 1 (50), Bob 0. Neither shutout rule shuts out both (Ann scored); under ``each``
Bob, who never scored, pays 364 (the doubled game bonus); under ``pairs`` he also pays Ann
50."""


def three_payments(game: Any) -> set[tuple[str, str, int]]:
    return {(p["payer"], p["payee"], p["points"]) if isinstance(p, dict)
            else (p.payer, p.payee, p.points) for p in game}


@pytest.mark.parametrize(("options", "payments"), [
    ({}, {("Ann", "Cal", 214), ("Bob", "Cal", 264)}),
    ({"three_player_shutout": "each"}, {("Ann", "Cal", 214), ("Bob", "Cal", 364)}),
    ({"three_player_settlement": "pairs"},
     {("Ann", "Cal", 214), ("Bob", "Cal", 264), ("Bob", "Ann", 50)}),
], ids=["default", "each", "pairs"])
def test_three_player_options_through_the_api_and_the_forms(app, client, options, payments):
    started = client.post("/api/matches", json={
        "players": ["Ann", "Bob", "Cal"], "first_dealer": "Cal",
        "rules": {"preset": "standard", **options}}).get_json()
    version = started["version"]
    for knocker, finish, mine, theirs in THREE:
        hand: dict[str, Any] = {"knocker": knocker, "defender_deadwood": theirs}
        hand.update({"gin": True} if finish == "gin" else {"knocker_deadwood": mine})
        answer = client.post(f"/api/matches/{started['id']}/hands",
                             json={"version": version, "hand": hand}).get_json()
        version = answer["version"]
    assert three_payments(answer["games"][0]["settlement"]) == payments

    match_id = start_match(client, "Ann", "Bob", "Cal", first_dealer="3", **options)
    for knocker, finish, mine, theirs in THREE:
        fields = {"knocker": knocker, "finish": finish, "defender_deadwood": theirs}
        if finish == "knock":
            fields["knocker_deadwood"] = mine
        assert record(client, app, match_id, "counts", **fields).status_code == 303
    [game] = ledger_of(app).get_match(match_id).tally.games
    assert three_payments(game.payments) == payments


FOUR = [("Ann", "knock", 5, 25), ("Cal", "gin", 0, 20), ("Dee", "knock", 3, 33),
        ("Cal", "knock", 4, 14), None, ("Ann", "gin", 0, 50)]
"""RULES.md's partnerships (tests/ledger/test_partnerships.py), Ann & Cal ("Us") v Bob & Dee:
deal 1 both to Us (60, two boxes), deal 2 split (Dee 30, Cal 10: Them net 20, one box), deal 3
a wash at Cal v Dee's table and Ann's gin 70: Us 130. ``net``: boxes Us 3, Them 1;
``each_winner``: every won hand a box, Us 4, Them 1; finals 130 + 80 + 100 = 310 and 40."""


@pytest.mark.parametrize(("options", "boxes"), [
    ({}, {"Us": 3, "Them": 1}), ({"team_boxes": "each_winner"}, {"Us": 4, "Them": 1})],
    ids=["net", "each_winner"])
def test_team_boxes_through_the_forms(app, client, options, boxes):
    match_id = start_match(client, "Ann", "Bob", "Cal", "Dee", team_1="Us", team_2="Them",
                           **options)
    for hand in FOUR:
        if hand is None:
            assert record(client, app, match_id, "wash", table=2).status_code == 303
            continue
        knocker, finish, mine, theirs = hand
        fields = {"knocker": knocker, "finish": finish, "defender_deadwood": theirs}
        if finish == "knock":
            fields["knocker_deadwood"] = mine
        assert record(client, app, match_id, "counts", **fields).status_code == 303
    [game] = ledger_of(app).get_match(match_id).tally.games
    assert game.points == {"Us": 130, "Them": 20} and game.winner == "Us"
    assert game.boxes == boxes
    assert game.final == {"Us": 130 + 20 * boxes["Us"] + 100, "Them": 20 + 20 * boxes["Them"]}


def test_round_the_corner_partnerships_play_to_150_through_the_api_and_the_forms(app, client):
    """RULES.md: "partnerships play to 150" under the preset (25 more than its 125); two
    players keep 125, and a target given wins over both."""
    def target(players: list[str], rules: Any) -> int:
        match = client.post("/api/matches", json={"players": players, "rules": rules})
        assert match.status_code == 201, match.get_json()
        return int(match.get_json()["tally"]["rules"]["target"])

    four = ["Ann", "Bob", "Cal", "Dee"]
    assert target(four, "round_the_corner") == 150
    assert target(["Ann", "Bob"], "round_the_corner") == 125
    assert target(four, "standard") == 125
    assert target(four, {"preset": "round_the_corner", "target": 200}) == 200
    match_id = start_match(client, *four, rules="round_the_corner")
    assert ledger_of(app).get_match(match_id).match.rules.target == 150
