"""The components of the OpenAPI document, generated from the models, describe what the API
answers: every recorded answer is valid against its schema, and a union (Deadwood, a hand)
matches exactly one of its branches."""

from __future__ import annotations

from typing import Any

import jsonschema_rs
import pytest

from scorekeeper.api_models.schema import component_schemas
from scorekeeper.gin.rules import PRESETS, option_infos

from .golden_requests import DEADWOOD, MATCHES, SETTLE
from .test_golden_answers import MODELS, golden

SCHEMAS = component_schemas()


def valid(name: str, value: Any) -> bool:
    schema = {"$ref": f"#/components/schemas/{name}", "components": {"schemas": SCHEMAS}}
    return bool(jsonschema_rs.validator_for(schema).is_valid(value))


@pytest.mark.parametrize(("name", "model"), MODELS, ids=[name for name, _ in MODELS])
def test_each_recorded_answer_is_valid_against_its_schema(name: str, model: Any) -> None:
    assert valid(model.__name__, golden(name))


def test_a_deadwood_answer_matches_exactly_one_branch() -> None:
    branches = SCHEMAS["Deadwood"]["oneOf"]
    assert len(branches) == 2
    for number in range(len(DEADWOOD)):
        answer = golden(f"deadwood_{number}")
        assert [valid(b["$ref"].rsplit("/", 1)[1], answer) for b in branches].count(True) == 1
    for branch in ("TenCards", "ElevenCards"):
        assert SCHEMAS[branch]["required"] and SCHEMAS[branch]["additionalProperties"] is False


def test_a_deadwood_answer_with_keys_of_both_branches_is_invalid() -> None:
    assert not valid("Deadwood", {**golden("deadwood_0"), **golden("deadwood_1")})
    assert not valid("Deadwood", {})


def test_every_request_example_is_valid() -> None:
    for body in SETTLE:
        assert valid("SettleRequest", body)
    for body in DEADWOOD:
        assert valid("DeadwoodRequest", body)
    for match in MATCHES:
        assert valid("NewMatch", {k: v for k, v in match.items() if k != "hands"})
        for hand in match["hands"]:
            assert valid("HandChange", {"version": 1, "hand": hand})
            assert sum(valid(kind, hand) for kind in ("CardsHand", "CountsHand", "WashHand")) == 1


def test_set_names_exactly_the_rule_options() -> None:
    options = SCHEMAS["RuleOptions"]
    assert list(options["properties"]) == [info.name for info in option_infos()]
    assert options["additionalProperties"] is False
    assert SCHEMAS["RulesObject"]["properties"]["preset"]["enum"] == list(PRESETS)
    shutout = options["properties"]["shutout"]
    assert shutout["enum"] == ["double_game_bonus", "double_total", "none"]
    assert not valid("SettleRequest", {"knocker": "AS", "defender": "2S", "set": {"sevens": 1}})


@pytest.mark.parametrize(("name", "body"), [
    ("NewMatch", {"players": ["Ann", "Bob"], "teams": None}),
    ("CardsHand", {"cards": {"Ann": "AS", "Bob": "2S"}, "knocker": "Ann", "knocker_melds": None}),
    ("SettleRequest", {"knocker": "AS", "defender": "2S", "knocker_melds": None, "upcard": None}),
])
def test_null_is_documented_where_the_server_takes_it(name: str, body: dict[str, Any]) -> None:
    assert valid(name, body)


def test_no_schema_shows_pydantics_field_titles() -> None:
    def titles(node: Any) -> int:
        if isinstance(node, dict):
            inner = sum(titles(v) for k, v in node.items() if k != "properties")
            return inner + sum(titles(v) + ("title" in v) for v in node.get("properties", {}).values())
        if isinstance(node, list):
            return sum(titles(v) for v in node)
        return 0

    assert titles(SCHEMAS) == 0
