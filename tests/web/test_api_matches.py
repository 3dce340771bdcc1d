"""The match API: the same ledger over JSON, every change against a version."""

from __future__ import annotations

import pytest
from match_helpers import GIN, LAYOFF, ledger_of

COUNTS = {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20}


@pytest.fixture
def match(client):
    response = client.post("/api/matches", json={"players": ["Ann", "Bob"],
                                                 "first_dealer": "Bob", "name": "Friday"})
    assert response.status_code == 201
    return response.get_json()


def test_create_returns_the_match_with_its_tally(match):
    assert match["name"] == "Friday" and match["version"] == 1 and not match["finished"]
    assert match["tally"]["players"] == ["Ann", "Bob"]
    assert match["tally"]["next_dealer"] == "Bob"
    assert match["tally"]["rules"]["preset"] == "standard"


def test_create_with_a_preset_overrides_and_teams(client):
    response = client.post("/api/matches", json={
        "players": ["Ann", "Bob", "Cal", "Dee"], "rules": "oklahoma", "set": {"gin_bonus": 25},
        "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]}})
    tally = response.get_json()["tally"]
    assert tally["units"] == ["Us", "Them"]
    assert tally["rules"]["oklahoma"] and tally["rules"]["gin_bonus"] == 25
    assert tally["rules"]["target"] == 125
    assert tally["first_dealer"] in ("Ann", "Bob", "Cal", "Dee")  # cut for it


def test_list_and_get(client, match):
    listed = client.get("/api/matches").get_json()["matches"]
    assert [m["id"] for m in listed] == [match["id"]]
    assert client.get("/api/matches?status=finished").get_json() == {"matches": []}
    assert client.get(f"/api/matches/{match['id']}").get_json() == match


def test_record_correct_delete_undo(app, client, match):
    """Each change answers what it changed, the new totals and the new version."""
    url = f"/api/matches/{match['id']}"
    response = client.post(f"{url}/hands", json={"version": 1, "hand": COUNTS})
    assert response.status_code == 201
    body = response.get_json()
    assert (body["version"], body["action"], body["hand_count"]) == (2, "record", 1)
    assert body["games"][0]["points"] == {"Ann": 16, "Bob": 0}
    assert body["totals"]["next_dealer"] == "Bob" and body["totals"]["balances"] == \
        {"Ann": 0, "Bob": 0}
    [hand] = body["hands"]
    hand_id = hand["id"]
    assert body["hand_id"] == hand_id and body["entries"][0]["id"] == hand_id
    assert "tally" not in body  # the whole match is GET's

    cards = {"cards": {"Ann": GIN["knocker_cards"], "Bob": GIN["defender_cards"]},
             "knocker": "Ann"}
    body = client.put(f"{url}/hands/{hand_id}", json={"version": 2, "hand": cards}).get_json()
    assert (body["action"], body["version"]) == ("correct", 3)
    assert body["games"][0]["points"] == {"Ann": 64, "Bob": 0}
    assert body["hands"][0]["settlement"]["outcome"] == "gin"

    body = client.post(f"{url}/undo", json={"version": 3}).get_json()
    assert (body["action"], body["hand_id"]) == ("undo", hand_id)
    assert body["games"][0]["points"] == {"Ann": 16, "Bob": 0}

    body = client.delete(f"{url}/hands/{hand_id}", json={"version": 4}).get_json()
    assert (body["removed"], body["hands"], body["hand_count"]) == ([hand_id], [], 0)
    assert client.get(url).get_json()["tally"]["hands"] == []
    assert [c.action for c in ledger_of(app).changes(match["id"])] == \
        ["create", "record", "correct", "undo", "delete"]


def test_a_preview_stores_nothing(app, client, match):
    cards = {"cards": {"Ann": LAYOFF["knocker_cards"], "Bob": LAYOFF["defender_cards"]},
             "knocker": "Ann"}
    body = client.post(f"/api/matches/{match['id']}/hands/preview", json={"hand": cards})
    assert body.status_code == 200
    data = body.get_json()
    assert data["version"] == 1
    assert data["hand"]["points"] == 14 and data["hand"]["winner"] == "Ann"
    assert data["tally"]["games"][0]["points"] == {"Ann": 14, "Bob": 0}
    assert ledger_of(app).get_match(match["id"]).version == 1


def test_new_game_finish_and_reopen(client, match):
    url = f"/api/matches/{match['id']}"
    hand = {"knocker": "Ann", "gin": True, "defender_deadwood": 90}
    body = client.post(f"{url}/hands", json={"version": 1, "hand": hand}).get_json()
    assert body["totals"]["game_over"]
    assert body["games"][0]["settlement"] == [
        {"payer": "Bob", "payee": "Ann", "points": 330, "amount": 0.0}]
    body = client.post(f"{url}/new-game", json={"version": 2}).get_json()
    assert body["game_count"] == 2 and not body["totals"]["game_over"]
    assert [game["number"] for game in body["games"]] == [2]
    body = client.post(f"{url}/finish", json={"version": 3}).get_json()
    assert body["finished"]
    assert client.get("/api/matches?status=finished").get_json()["matches"][0]["id"] == \
        match["id"]
    body = client.post(f"{url}/reopen", json={"version": 4}).get_json()
    assert not body["finished"]


def test_players(client, match):
    client.post(f"/api/matches/{match['id']}/hands", json={"version": 1, "hand": COUNTS})
    players = client.get("/api/players").get_json()["players"]
    assert [p["name"] for p in players] == ["Ann", "Bob"]
    ann = client.get("/api/players/Ann").get_json()
    assert (ann["hands_won"], ann["points"], ann["match_ids"]) == (1, 16, [match["id"]])


def test_the_documented_match_examples_work_in_order(client):
    """The OpenAPI examples of the match paths, played one after the other on one match."""
    document = client.get("/api/openapi.json").get_json()
    paths = document["paths"]

    def example(path: str, method: str) -> dict:
        return paths[path][method]["requestBody"]["content"]["application/json"]["example"]

    created = client.post("/api/matches", json=example("/api/matches", "post"))
    assert created.status_code == 201
    url = f"/api/matches/{created.get_json()['id']}"
    assert client.post(f"{url}/hands/preview",
                       json=example("/api/matches/{match_id}/hands/preview", "post")
                       ).status_code == 200
    recorded = client.post(f"{url}/hands", json=example("/api/matches/{match_id}/hands", "post"))
    assert recorded.status_code == 201
    hand_id = recorded.get_json()["hands"][0]["id"]
    corrected = client.put(f"{url}/hands/{hand_id}",
                           json=example("/api/matches/{match_id}/hands/{hand_id}", "put"))
    assert corrected.status_code == 200, corrected.get_json()
    undone = client.post(f"{url}/undo", json=example("/api/matches/{match_id}/undo", "post"))
    assert undone.status_code == 200
    for path in ("/new-game",):
        body = {"version": undone.get_json()["version"]}
        assert client.post(f"{url}{path}", json=body).status_code == 200
