"""POST /api/settle: one line of `scorekeeper settle --jsonl` in, the same answer out."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from web_examples import (
    GIN_DEFENDER,
    GIN_KNOCKER,
    LAYOFF_DEFENDER,
    LAYOFF_KNOCKER,
    OKLAHOMA_DEFENDER,
    OKLAHOMA_KNOCKER,
    OVER_LIMIT_DEFENDER,
    OVER_LIMIT_KNOCKER,
    TIE_DEFENDER,
    TIE_KNOCKER,
    TIE_WORSE_LAYOUT,
)

REPOSITORY = Path(__file__).resolve().parents[2]

REQUESTS = [
    {"knocker": LAYOFF_KNOCKER, "defender": LAYOFF_DEFENDER, "names": ["Ann", "Bob"]},
    {"knocker": GIN_KNOCKER.split(), "defender": GIN_DEFENDER, "set": {"gin_bonus": 25}},
    {"knocker": OKLAHOMA_KNOCKER, "defender": OKLAHOMA_DEFENDER, "rules": "oklahoma",
     "upcard": "5S"},
    {"knocker": TIE_KNOCKER, "defender": TIE_DEFENDER, "set": {"knock_limit": "20"},
     "knocker_melds": TIE_WORSE_LAYOUT},
    {"knocker": TIE_KNOCKER, "defender": TIE_DEFENDER,
     "rules": {"preset": "house25", "knock_limit": 20},
     "knocker_melds": [["QS", "QH", "QD"], "AC 2C 3C 4C 5C"]},
    {"knocker": OVER_LIMIT_KNOCKER, "defender": OVER_LIMIT_DEFENDER},
    {"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER.replace("8S", "9S")},
    {"knocker": GIN_KNOCKER, "defender": 10},
]


def cli_answers(requests: list[object]) -> list[dict]:
    lines = "".join(json.dumps(request) + "\n" for request in requests)
    env = {**os.environ, "PYTHONPATH": str(REPOSITORY)}
    result = subprocess.run([sys.executable, "-m", "scorekeeper", "settle", "--jsonl"],
                            input=lines, capture_output=True, text=True, env=env, timeout=60,
                            check=True)
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_the_api_answers_what_the_command_line_answers(client):
    expected = cli_answers(REQUESTS)
    assert len(expected) == len(REQUESTS)
    statuses = [200, 200, 200, 200, 200, 422, 422, 400]
    for request, answer, status in zip(REQUESTS, expected, statuses, strict=True):
        response = client.post("/api/settle", json=request)
        assert response.get_json() == answer, request
        assert response.status_code == status
    assert expected[0]["points"] == 14 and expected[0]["winner_name"] == "Ann"
    assert expected[-1]["error"] == "defender must be a string of cards or a list of card names"


def test_keys_come_back_in_the_command_lines_order(client):
    response = client.post("/api/settle", json=REQUESTS[0])
    assert list(json.loads(response.data)) == list(cli_answers(REQUESTS[:1])[0])


def test_a_verdict_has_the_layoffs_and_the_explanation(client):
    body = client.post("/api/settle", json=REQUESTS[0]).get_json()
    assert body["outcome"] == "knock"
    assert body["layoffs"] == [{"card": "2S", "meld": ["3S", "4S", "5S", "6S"]},
                               {"card": "7S", "meld": ["3S", "4S", "5S", "6S"]}]
    assert body["explanation"][-1] == "Bob's deadwood 20 − Ann's 6 = 14 points to Ann."


@pytest.mark.parametrize(("body", "status", "message"), [
    ({"knocker": GIN_KNOCKER}, 400, "a settle request has no 'defender'"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "colour": "red"}, 400,
     "unknown key 'colour'"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "names": "Ann"}, 400,
     "names must be a list of two non-empty names"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "set": [1]}, 400,
     "set must be a JSON object"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "upcard": 7}, 400,
     "upcard must be a card name"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "rules": 3}, 400,
     "rules must be a preset name or an object of options"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "knocker_melds": 5}, 400,
     "knocker_melds must be a string"),
    ([1, 2], 400, "a settle request must be a JSON object"),
    ("AS 2S", 400, "a settle request must be a JSON object"),
    ({"knocker": "ZZ", "defender": GIN_DEFENDER}, 422, "ZZ is not a card"),
    ({"knocker": "AS AS", "defender": GIN_DEFENDER}, 422, "AS is given twice"),
    ({"knocker": GIN_KNOCKER, "defender": "2H 3H"}, 422, "Defender's hand has 2 cards"),
    ({"knocker": OVER_LIMIT_KNOCKER, "defender": OVER_LIMIT_DEFENDER}, 422,
     "the least deadwood of the hand is 39, and the knock limit is 10"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "set": {"gin_bonus": True}}, 400,
     "set.gin_bonus must be a whole number"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "set": {"gin_bonus": "lots"}}, 422,
     "gin_bonus takes a whole number, not 'lots'"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "set": {"sevens_wild": 1}}, 400,
     "unknown key 'sevens_wild' in set"),
    ({"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER, "rules": "poker"}, 400,
     "rules must be 'standard', 'simple',"),
])
def test_bad_requests_are_named_with_a_4xx(client, body, status, message):
    response = client.post("/api/settle", json=body)
    assert response.status_code == status
    assert response.is_json
    assert message in response.get_json()["error"]


@pytest.mark.parametrize(("data", "message"), [
    (b"", "the body is not valid JSON: Expecting value at line 1 column 1"),
    (b'{"knocker": ', "the body is not valid JSON"),
    (b"\xff\xfe\x00", "the body is not valid JSON"),
    (b"[" * 100_000, "the body is not valid JSON"),
])
def test_malformed_json_is_a_400(client, data, message):
    response = client.post("/api/settle", data=data, content_type="application/json")
    assert response.status_code == 400
    assert message in response.get_json()["error"]


def test_a_body_not_sent_as_json_is_a_415(client):
    response = client.post("/api/settle", data={"knocker": GIN_KNOCKER})
    assert response.status_code == 415
    assert response.get_json() == {
        "error": "Send the request body as JSON (Content-Type: application/json)."}


def test_a_huge_body_is_a_413(client):
    response = client.post("/api/settle", data=b"[" + b" " * 2_000_000 + b"]",
                           content_type="application/json")
    assert response.status_code == 413
    assert "limit" in response.get_json()["error"]


def test_a_get_is_a_405_in_json(client):
    response = client.get("/api/settle")
    assert response.status_code == 405
    assert response.get_json() == {"error": "/api/settle does not take a GET request."}


def test_an_unknown_endpoint_is_a_404_in_json(client):
    response = client.post("/api/tournaments", json={})
    assert response.status_code == 404
    assert response.get_json() == {"error": "There is no page at /api/tournaments."}
