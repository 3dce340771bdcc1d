"""POST /api/deadwood and GET /api/rules."""

from __future__ import annotations

import pytest

from scorekeeper.gin.rules import PRESETS, option_infos

TEN = "AS 2S 3S 7H 7D 7C 9C TD JD QD"


def deadwood(client, **body):
    return client.post("/api/deadwood", json=body)


def test_ten_cards_give_the_best_arrangement(client):
    response = deadwood(client, cards=TEN)
    assert response.status_code == 200
    assert response.get_json() == {
        "deadwood": 9,
        "melds": [["AS", "2S", "3S"], ["7C", "7D", "7H"], ["TD", "JD", "QD"]],
        "unmatched": ["9C"],
    }


def test_eleven_cards_give_every_discard_best_first(client):
    body = deadwood(client, cards=[*TEN.split(), "KD"]).get_json()
    assert body["big_gin"] is False
    assert len(body["options"]) == 11
    assert [(option["discard"], option["deadwood"], option["knock"], option["gin"])
            for option in body["options"][:4]] == [
        ("9C", 0, True, True), ("TD", 9, True, False), ("KD", 9, True, False),
        ("3S", 12, False, False)]


def test_the_rules_and_the_upcard_change_the_knock_options(client):
    body = deadwood(client, cards=TEN + " KD", rules="oklahoma", upcard="3H").get_json()
    assert [option["discard"] for option in body["options"] if option["knock"]] == ["9C"]


def test_all_lists_every_tied_arrangement(client):
    body = deadwood(client, cards="TS JS QS QH QD AC 2C 3C 4C 5C", all=True).get_json()
    assert body["deadwood"] == 20
    assert [a["unmatched"] for a in body["arrangements"]] == [["QD", "QH"], ["TS", "JS"]]


@pytest.mark.parametrize(("body", "status", "message"), [
    ({}, 400, "a deadwood request has no 'cards'"),
    ({"cards": TEN, "sort": True}, 400, "unknown key 'sort'"),
    ({"cards": 10}, 400, "cards must be a string of cards or a list of card names"),
    ({"cards": TEN, "all": "yes"}, 400, "all must be true or false"),
    ({"cards": TEN, "upcard": ["7S"]}, 400, "upcard must be a card name"),
    ({"cards": "AS 2S 3S"}, 422, "the hand has 3 cards; deadwood takes 10 (or 11 after drawing)"),
    ({"cards": "AS 2S 3S 7H 7D 7C 9C TD JD JD"}, 422, "JD is given twice in the hand"),
    ({"cards": "AS 2S 3S 7H 7D 7C 9C TD JD XX"}, 422, "XX is not a card"),
    ({"cards": TEN + " KD", "rules": "oklahoma"}, 422, "Oklahoma needs the first upcard"),
])
def test_bad_deadwood_requests(client, body, status, message):
    response = client.post("/api/deadwood", json=body)
    assert response.status_code == status
    assert message in response.get_json()["error"]


def test_a_deadwood_request_must_be_an_object(client):
    response = client.post("/api/deadwood", json=[TEN])
    assert response.status_code == 400
    assert response.get_json() == {"error": "a deadwood request must be a JSON object"}


def test_the_rules_catalogue_lists_every_option_and_preset(client):
    body = client.get("/api/rules").get_json()
    assert [option["name"] for option in body["options"]] == [i.name for i in option_infos()]
    gin_bonus = next(o for o in body["options"] if o["name"] == "gin_bonus")
    assert gin_bonus == {"name": "gin_bonus", "type": "integer", "default": 20,
                         "help": "Bonus for gin, on top of the defender's deadwood.",
                         "choices": [], "scope": "hand"}
    assert next(o for o in body["options"] if o["name"] == "target")["scope"] == "match"
    assert [p["name"] for p in body["presets"]] == list(PRESETS)
    oklahoma = next(p for p in body["presets"] if p["name"] == "oklahoma")
    assert oklahoma["options"]["target"] == 150 and oklahoma["options"]["oklahoma"] is True
