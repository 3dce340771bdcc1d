"""Settle requests (the JSON of ``settle --jsonl`` and ``POST /api/settle``): any object gives a
verdict or a `ValueError` with a message; a verdict is JSON."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given

from scorekeeper.verdicts import settle_request, settlement_dict

from .profile import fuzz
from .strategies import json_values, settle_requests


def verdict_or_refusal(request: Any) -> dict[str, Any] | None:
    try:
        settlement = settle_request(request)
    except ValueError as error:
        assert str(error).strip(), f"{type(error).__name__} without a message"
        return None
    answer = settlement_dict(settlement)
    json.dumps(answer, allow_nan=False)
    return answer


@fuzz(150)
@given(settle_requests())
def test_any_request_gives_a_verdict_or_a_message(request: Any) -> None:
    verdict_or_refusal(request)


@fuzz(100)
@given(json_values)
def test_any_json_value_gives_a_verdict_or_a_message(request: Any) -> None:
    verdict_or_refusal(request)
