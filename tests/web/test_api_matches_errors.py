"""The match API's faults: JSON with a 4xx status naming the problem, never a 500, and a
refused request leaves the database as it was."""

from __future__ import annotations

import pytest
from match_helpers import OVER_LIMIT, ledger_of


@pytest.fixture
def match_id(client):
    return client.post("/api/matches", json={"players": ["Ann", "Bob"],
                                             "first_dealer": "Bob"}).get_json()["id"]


def hand_of(knocker_cards: str, defender_cards: str) -> dict[str, object]:
    return {"cards": {"Ann": knocker_cards, "Bob": defender_cards}, "knocker": "Ann"}


@pytest.mark.parametrize(("hand", "status", "message"), [
    (hand_of("AS 2S 3S ZZ", "KH"), 422, "ZZ is not a card"),
    (hand_of("3S 4S 5S 6S 8H 8D 8C AC 2D 3C", "3S 7S KH KD KC 4H 5H 6H JD QC"), 422,
     "3S is both in Ann's hand and in Bob's hand"),
    (hand_of(OVER_LIMIT["knocker_cards"], OVER_LIMIT["defender_cards"]), 422,
     "the knock limit is 10"),
    ({"knocker": "Ann", "knocker_deadwood": 12, "defender_deadwood": 30}, 422,
     "a knock with 12 deadwood is not allowed: the knock limit is 10, and 12 is over it"),
    ({"knocker": "Ann", "gin": True, "knocker_deadwood": 5, "defender_deadwood": 30}, 422,
     "gin means no deadwood, but the knocker's deadwood is 5"),
    ({"knocker": "Zed", "knocker_deadwood": 1, "defender_deadwood": 30}, 422,
     "'Zed' is not a player in this match"),
    ({"knocker": "Ann", "knocker_deadwood": "lots", "defender_deadwood": 30}, 400,
     "hand.knocker_deadwood must be a whole number"),
    ({"colour": "red"}, 400, "unknown key 'colour' in hand"),
])
def test_a_hand_refused_is_a_4xx_and_changes_nothing(app, client, match_id, hand,
                                                             status, message):
    response = client.post(f"/api/matches/{match_id}/hands", json={"version": 1, "hand": hand})
    assert response.status_code == status
    assert message in response.get_json()["error"]
    assert ledger_of(app).get_match(match_id).version == 1
    preview = client.post(f"/api/matches/{match_id}/hands/preview", json={"hand": hand})
    assert preview.status_code == status
    assert message in preview.get_json()["error"]


def test_a_stale_version_is_a_409_and_changes_nothing(app, client, match_id):
    hand = {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20}
    assert client.post(f"/api/matches/{match_id}/hands",
                       json={"version": 1, "hand": hand}).status_code == 201
    for method, path, body in [
        ("post", "/hands", {"version": 1, "hand": hand}),
        ("post", "/undo", {"version": 1}),
        ("post", "/new-game", {"version": 1}),
        ("post", "/finish", {"version": 1}),
    ]:
        response = getattr(client, method)(f"/api/matches/{match_id}{path}", json=body)
        assert response.status_code == 409, path
        error = response.get_json()["error"]
        assert "was changed by someone else" in error and "now at version 2" in error
    hand_id = ledger_of(app).get_match(match_id).hand_ids[0]
    assert client.put(f"/api/matches/{match_id}/hands/{hand_id}",
                      json={"version": 1, "hand": hand}).status_code == 409
    assert client.delete(f"/api/matches/{match_id}/hands/{hand_id}",
                         json={"version": 1}).status_code == 409
    view = ledger_of(app).get_match(match_id)
    assert view.version == 2 and len(view.tally.hands) == 1


@pytest.mark.parametrize(("method", "path", "body", "status", "message"), [
    ("post", "/api/matches/{id}/hands", {"hand": {"wash": True}}, 400, "has no 'version'"),
    ("post", "/api/matches/{id}/hands", {"version": "1", "hand": {"wash": True}}, 400,
     "version must be the match's version number"),
    ("post", "/api/matches/{id}/hands", {"version": True, "hand": {"wash": True}}, 400,
     "version must be the match's version number"),
    ("post", "/api/matches/{id}/hands", {"version": 1, "hand": "wash"}, 400,
     "hand must be a JSON object"),
    ("post", "/api/matches/{id}/hands", {"version": 1, "hand": {}, "extra": 1}, 400,
     "unknown key 'extra'"),
    ("post", "/api/matches/{id}/hands", [1, 2], 400, "must be a JSON object"),
    ("post", "/api/matches/{id}/undo", {}, 400, "has no 'version'"),
    ("delete", "/api/matches/{id}/hands/1", {"version": 1, "hand": {}}, 400,
     "unknown key 'hand'"),
    ("post", "/api/matches", {"players": ["Ann"]}, 400, "players needs at least 2 items, not 1"),
    ("post", "/api/matches", {"players": ["Ann", "ann"]}, 422, "named twice"),
    ("post", "/api/matches", {"players": "Ann Bob"}, 400, "players must be a list"),
    ("post", "/api/matches", {"players": ["Ann", "Bob"], "rules": "poker"}, 400,
     "rules must be 'standard', 'simple',"),
    ("post", "/api/matches", {"players": ["Ann", "Bob"], "set": {"target": -5}}, 422,
     "target must be between 0 and 100000"),
    ("post", "/api/matches", {"players": ["Ann", "Bob"], "first_dealer": "Zed"}, 422,
     "the first dealer 'Zed' is not a player"),
    ("post", "/api/matches", {"players": ["Ann", "Bob"], "rules": 7}, 400,
     "rules must be a preset name"),
    ("post", "/api/matches", {"players": ["Ann", "Bob"], "name": "x" * 81}, 400,
     "name must be at most 80 characters"),
    ("post", "/api/matches", {}, 400, "has no 'players'"),
])
def test_a_bad_body_names_the_problem(app, client, match_id, method, path, body, status,
                                      message):
    response = getattr(client, method)(path.format(id=match_id), json=body)
    assert response.status_code == status, response.get_json()
    assert message in response.get_json()["error"]
    assert ledger_of(app).get_match(match_id).version == 1
    assert len(ledger_of(app).list_matches()) == 1


def test_unknown_matches_hands_and_players_are_404(client, match_id):
    assert client.get("/api/matches/999").status_code == 404
    assert "match 999" in client.get("/api/matches/999").get_json()["error"]
    assert client.post("/api/matches/999/hands",
                       json={"version": 1, "hand": {"wash": True}}).status_code == 404
    assert client.put(f"/api/matches/{match_id}/hands/999",
                      json={"version": 1, "hand": {"wash": True}}).status_code == 404
    assert client.delete(f"/api/matches/{match_id}/hands/999",
                         json={"version": 1}).status_code == 404
    assert client.get("/api/matches/abc").status_code == 404
    assert client.get("/api/players/Zed").status_code == 404


def test_a_body_not_sent_as_json_is_a_415_and_bad_json_a_400(client, match_id):
    response = client.post(f"/api/matches/{match_id}/undo", data="version=1")
    assert response.status_code == 415
    response = client.post(f"/api/matches/{match_id}/undo", data="{",
                           content_type="application/json")
    assert response.status_code == 400 and "not valid JSON" in response.get_json()["error"]


def test_a_finished_match_refuses_hands(client, match_id):
    client.post(f"/api/matches/{match_id}/finish", json={"version": 1})
    response = client.post(f"/api/matches/{match_id}/hands",
                           json={"version": 2, "hand": {"wash": True}})
    assert response.status_code == 422
    assert "finished; reopen it" in response.get_json()["error"]


def test_a_bad_status_filter(client):
    response = client.get("/api/matches?status=won")
    assert response.status_code == 400
    assert "status must be 'open' or 'finished', not 'won'" in response.get_json()["error"]
    assert client.get("/api/matches?status=").status_code == 400
