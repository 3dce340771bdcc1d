"""Any hand, any form, any match body: an answer or a 4xx naming the problem, never a 500,
and the database unchanged by a refused request."""

from __future__ import annotations

import json

import pytest
from access_helpers import dump
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from match_helpers import ledger_of

from scorekeeper.gin import DECK

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])

scalars = st.none() | st.booleans() | st.integers(-5, 200) | st.text(max_size=10)
json_values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.text(max_size=6), inner, max_size=3), max_leaves=6)
cards = st.lists(st.sampled_from([str(c) for c in DECK] + ["XX", "10h", ""]), max_size=12).map(
    " ".join)
names = st.sampled_from(["Ann", "Bob", "Cal", "", "ann"]) | st.text(max_size=6)
hand_keys = st.sampled_from(["knocker", "knocker_deadwood", "defender_deadwood", "gin",
                             "big_gin", "defender", "upcard", "dealer", "wash", "players",
                             "cards", "knocker_melds", "new_game", "colour"])
hands = st.dictionaries(hand_keys, names | cards | st.integers(-3, 120) | json_values,
                        max_size=6)
form_fields = st.dictionaries(
    st.sampled_from(["kind", "knocker", "knocker_cards", "defender_cards", "knocker_melds",
                     "upcard", "finish", "knocker_deadwood", "defender_deadwood", "table"]),
    st.sampled_from(["cards", "counts", "wash", "gin", "knock", "big_gin", "Ann", "Bob", "1",
                     "2", "12", "-1", ""]) | cards | st.text(max_size=12), max_size=9)


@pytest.fixture
def match_id(client):
    return client.post("/api/matches", json={"players": ["Ann", "Bob"],
                                             "first_dealer": "Bob"}).get_json()["id"]


@SETTINGS
@given(hand=hands | json_values)
def test_any_hand_through_the_api(app, client, match_id, hand):
    before = ledger_of(app).get_match(match_id).version
    database = dump(app.config["DATABASE"])
    response = client.post(f"/api/matches/{match_id}/hands",
                           data=json.dumps({"version": before, "hand": hand}),
                           content_type="application/json")
    assert response.status_code in (201, 400, 422), response.get_json()
    if response.status_code != 201:
        assert response.get_json()["error"]
        assert dump(app.config["DATABASE"]) == database


@SETTINGS
@given(fields=form_fields)
def test_any_hand_form(app, client, match_id, fields):
    before = ledger_of(app).get_match(match_id).version
    database = dump(app.config["DATABASE"])
    data = {**fields, "version": str(before)}
    preview = client.post(f"/matches/{match_id}/hands/preview", data=data)
    assert preview.status_code in (200, 400)
    assert dump(app.config["DATABASE"]) == database  # a preview stores nothing
    confirm = client.post(f"/matches/{match_id}/hands", data=data)
    assert confirm.status_code in (303, 400)
    if confirm.status_code == 400:
        assert dump(app.config["DATABASE"]) == database
    assert (preview.status_code == 200) == (confirm.status_code == 303)


@SETTINGS
@given(body=st.dictionaries(st.sampled_from(["players", "rules", "set", "teams",
                                             "first_dealer", "name", "x"]),
                            json_values | st.lists(names, max_size=5), max_size=5) | json_values)
def test_any_new_match_body(client, body):
    response = client.post("/api/matches", data=json.dumps(body),
                           content_type="application/json")
    assert response.status_code in (201, 400, 422), response.get_json()


@SETTINGS
@given(fields=st.dictionaries(
    st.sampled_from(["player_1", "player_2", "player_3", "player_4", "team_1", "team_2",
                     "first_dealer", "name", "rules", "target", "stake", "shutout"]),
    names | st.sampled_from(["cut", "1", "3", "standard", "hollywood", "-4", "0.5"]),
    max_size=8))
def test_any_new_match_form(client, fields):
    response = client.post("/matches/new", data=fields)
    assert response.status_code in (303, 400)
