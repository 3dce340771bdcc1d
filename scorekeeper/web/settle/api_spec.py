"""The OpenAPI paths of settle, deadwood, rules and the document itself (the schemas are the
models of `scorekeeper.api_models.settle`)."""

from __future__ import annotations

from typing import Any, Final

from ..core.openapi import operation

EXAMPLE_SETTLE: Final = {
    "knocker": "3S 4S 5S 6H 6D 6C 9C TC JC 2D",
    "defender": "7S 8S AH AD 4C 5H KH KD QS 9D",
    "rules": "standard",
    "set": {"gin_bonus": 25},
    "names": ["Ann", "Bob"],
}
EXAMPLE_DEADWOOD: Final = {"cards": "AS 2S 3S 7H 7D 7C 9C TD JD QD"}

REFUSED: Final = {422: "The rules refuse it: an unknown or duplicate card, a card in both "
                       "hands, a wrong count, a knock over the limit, an invalid meld or "
                       "option value."}

PATHS: Final[dict[str, Any]] = {
    "/api/settle": {"post": operation(
        "post", tag="hands", operation_id="settleHand", token=False,
        summary="Settle a finished hand from both revealed hands.",
        description="Takes the object of one line of `scorekeeper settle --jsonl` and answers "
                    "what that line answers.",
        body="SettleRequest", example=EXAMPLE_SETTLE,
        answer="Settlement", answer_text="The verdict.", errors=REFUSED)},
    "/api/deadwood": {"post": operation(
        "post", tag="hands", operation_id="deadwood", token=False,
        summary="The best melds and deadwood of 10 cards, or every discard of 11, best first "
                "(with whether it allows a knock or gin).",
        body="DeadwoodRequest", example=EXAMPLE_DEADWOOD,
        answer="Deadwood", answer_text="The arrangement or the options.", errors=REFUSED)},
    "/api/rules": {"get": operation(
        "get", tag="rules", operation_id="rules",
        summary="Every rule option (type, default, one-line help) and every preset.",
        answer="RulesCatalogue", answer_text="The catalogue.")},
    "/api/openapi.json": {"get": operation(
        "get", tag="meta", operation_id="openapi", summary="This description.",
        answer={"type": "object"}, answer_text="An OpenAPI 3.1 document.")},
}

TAGS: Final = [
    {"name": "hands", "description": "One hand, no match: settle it, or find its deadwood."},
    {"name": "rules", "description": "Rule options and presets."},
    {"name": "meta", "description": "About the API."},
]
