"""Match descriptions for ``scorekeeper tally`` (and import): any description gives a tally or
a `ValueError` naming the fault; a tally is JSON and prints as a score sheet."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given

from scorekeeper.ledger import match_from_dict, match_to_dict, tally, tally_dict
from scorekeeper.ledger.text import tally_text

from .profile import fuzz
from .strategies import json_values, match_descriptions, mutated_matches


def tally_or_refusal(description: Any) -> None:
    try:
        match = match_from_dict(description)
        counted = tally(match)
    except ValueError as error:
        assert str(error).strip(), f"{type(error).__name__} without a message"
        return
    json.dumps(tally_dict(counted), allow_nan=False)
    assert tally_text(counted)
    again = match_from_dict(json.loads(json.dumps(match_to_dict(match))))
    assert tally_dict(tally(again)) == tally_dict(counted)


@fuzz(150)
@given(match_descriptions())
def test_any_description_tallies_or_is_refused(description: Any) -> None:
    tally_or_refusal(description)


@fuzz(150)
@given(mutated_matches())
def test_a_mutated_valid_description_tallies_or_is_refused(description: Any) -> None:
    tally_or_refusal(description)


@fuzz(100)
@given(json_values)
def test_any_json_value_is_refused_or_tallied(description: Any) -> None:
    tally_or_refusal(description)
