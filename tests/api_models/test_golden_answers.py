"""The models write exactly what the API wrote before them: the same keys, in the same order,
with the same values (the golden files were recorded from the code before the models)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.api_models.base import AnswerModel
from scorekeeper.api_models.matches import Match, MatchList, PlayerList, PlayerRecord, Preview
from scorekeeper.api_models.settle import Deadwood, RulesCatalogue, Settlement
from scorekeeper.verdicts import deadwood_request, settle_request, settlement_dict

from .golden_requests import DEADWOOD, SETTLE

GOLDEN = Path(__file__).parent / "golden"


def golden(name: str) -> Any:
    return json.loads((GOLDEN / f"{name}.json").read_text())


def same(answer: Any, expected: Any) -> None:
    """Equal, and equal as text (so the keys are in the same order)."""
    assert answer == expected
    assert json.dumps(answer) == json.dumps(expected)


@pytest.mark.parametrize("number", range(len(SETTLE)))
def test_a_verdict_is_written_as_before(number: int) -> None:
    same(settlement_dict(settle_request(SETTLE[number])), golden(f"settle_{number}"))


@pytest.mark.parametrize("number", range(len(DEADWOOD)))
def test_a_deadwood_answer_is_written_as_before(number: int) -> None:
    same(deadwood_request(DEADWOOD[number]), golden(f"deadwood_{number}"))


MODELS: list[tuple[str, type[AnswerModel] | type[Deadwood]]] = [
    *((f"settle_{n}", Settlement) for n in range(len(SETTLE))),
    *((f"deadwood_{n}", Deadwood) for n in range(len(DEADWOOD))),
    ("rules", RulesCatalogue),
    *((f"match_{n}", Match) for n in range(3)),
    *((f"match_{n}_preview", Preview) for n in range(3)),
    ("matches", MatchList), ("players", PlayerList), ("player_ann", PlayerRecord),
]


@pytest.mark.parametrize(("name", "model"), MODELS, ids=[name for name, _ in MODELS])
def test_each_answer_reads_into_its_model_and_back_unchanged(name: str, model: Any) -> None:
    recorded = golden(name)
    same(model.model_validate(recorded).dump(), recorded)


def test_an_answer_with_a_key_the_model_does_not_know_is_refused() -> None:
    """A drift between the code and the document fails here, not on a client."""
    with pytest.raises(ValueError, match="extra"):
        Settlement.model_validate({**golden("settle_0"), "colour": "red"})
