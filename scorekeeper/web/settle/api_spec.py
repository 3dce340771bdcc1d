"""The OpenAPI description of the hand endpoints (settle, deadwood, rules) and this document.

Kept as data beside `api`, which contributes it. Schemas name their fields
as `scorekeeper.verdicts` writes them.
"""

from __future__ import annotations

from typing import Any, Final

from ..core.spec_parts import error_response, json_content, ref

EXAMPLE_SETTLE: Final = {
    "knocker": "3S 4S 5S 6H 6D 6C 9C TC JC 2D",
    "defender": "7S 8S AH AD 4C 5H KH KD QS 9D",
    "rules": "standard",
    "set": {"gin_bonus": 25},
    "names": ["Ann", "Bob"],
}
EXAMPLE_DEADWOOD: Final = {"cards": "AS 2S 3S 7H 7D 7C 9C TD JD QD"}


ERRORS: Final = {
    "400": error_response("The body is not JSON, not an object, or has a wrong key or type."),
    "413": error_response("The body is larger than the limit."),
    "415": error_response("The body is not sent as application/json."),
    "422": {"description": "The rules refuse it: an unknown or duplicate card, a wrong count, "
                           "a knock over the limit, an invalid meld or option.",
            **json_content(ref("Error"))},
}

_CARDS: Final = {
    "description": 'Cards as one string ("AS 2S 10H Q♠", spaces or commas) or a list of names.',
    "oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
}
_CARD_NAMES: Final = {"type": "array", "items": {"type": "string"}}
_OPTION_VALUES: Final = {
    "type": "object",
    "description": "Rule options to override, {option: value}; values may be text "
                   '("25", "on") or typed. See GET /api/rules.',
    "additionalProperties": {"type": ["string", "number", "boolean"]},
}
_RULES: Final = {
    "description": "A preset name, or an object {preset, option: value, ...}.",
    "oneOf": [{"type": "string"}, {"type": "object"}],
    "default": "standard",
}
_ARRANGEMENT_FIELDS: Final = {
    "deadwood": {"type": "integer"},
    "melds": {"type": "array", "items": _CARD_NAMES},
    "unmatched": _CARD_NAMES,
}

SCHEMAS: Final[dict[str, Any]] = {
    "Error": {"type": "object", "required": ["error"],
              "properties": {"error": {"type": "string", "description": "Names the problem."}}},
    "SettleRequest": {
        "type": "object", "required": ["knocker", "defender"], "additionalProperties": False,
        "properties": {
            "knocker": {**_CARDS, "description": "The knocker's 10 cards (11 for Big Gin)."},
            "defender": {**_CARDS, "description": "The defender's 10 cards."},
            "knocker_melds": {
                "description": 'The melds the knocker laid out: "3S 4S 5S | 6H 6D 6C" or a list '
                               "of card lists. Absent: the layout that serves the knocker best.",
                "oneOf": [{"type": "string"}, {"type": "array", "items": _CARDS}],
            },
            "rules": _RULES,
            "set": _OPTION_VALUES,
            "upcard": {"type": ["string", "null"],
                       "description": "The first upcard (sets Oklahoma's knock limit)."},
            "names": {"type": "array", "items": {"type": "string"}, "minItems": 2,
                      "maxItems": 2, "default": ["Knocker", "Defender"]},
        },
    },
    "Settlement": {
        "type": "object",
        "properties": {
            "outcome": {"enum": ["knock", "gin", "big_gin", "undercut"]},
            "winner": {"enum": ["knocker", "defender"]},
            "winner_name": {"type": "string"},
            "points": {"type": "integer"},
            "knocker_deadwood": {"type": "integer"},
            "defender_deadwood": {"type": "integer", "description": "After lay-offs."},
            "defender_deadwood_before_layoffs": {"type": "integer"},
            "knocker_melds": {"type": "array", "items": _CARD_NAMES},
            "knocker_unmatched": _CARD_NAMES,
            "defender_melds": {"type": "array", "items": _CARD_NAMES},
            "defender_unmatched": _CARD_NAMES,
            "layoffs": {"type": "array", "items": {
                "type": "object", "properties": {"card": {"type": "string"}, "meld": _CARD_NAMES}}},
            "bonus": {"type": "integer"},
            "multiplier": {"type": "integer"},
            "extra_boxes": {"type": "integer"},
            "knock_limit": {"type": ["integer", "null"], "description": "null: only gin."},
            "upcard": {"type": ["string", "null"]},
            "layout_given": {"type": "boolean"},
            "better_layout": {"oneOf": [{"type": "null"}, {
                "type": "object", "properties": {
                    "melds": {"type": "array", "items": _CARD_NAMES}, "unmatched": _CARD_NAMES,
                    "knocker_points": {"type": "integer"}, "gain": {"type": "integer"}}}]},
            "names": {"type": "array", "items": {"type": "string"}},
            "explanation": {"type": "array", "items": {"type": "string"},
                            "description": "The verdict in plain words, a sentence each."},
        },
    },
    "DeadwoodRequest": {
        "type": "object", "required": ["cards"], "additionalProperties": False,
        "properties": {
            "cards": {**_CARDS, "description": "10 cards, or 11 just after drawing."},
            "rules": _RULES,
            "set": _OPTION_VALUES,
            "upcard": {"type": ["string", "null"]},
            "all": {"type": "boolean", "default": False,
                    "description": "10 cards: also list every arrangement that ties."},
        },
    },
    "Arrangement": {"type": "object", "properties": _ARRANGEMENT_FIELDS},
    "Deadwood": {
        "description": "10 cards: the best arrangement (with `arrangements` when `all`). "
                       "11 cards: Big Gin, and each discard that allows a knock, best first.",
        "oneOf": [
            {"type": "object", "properties": {
                **_ARRANGEMENT_FIELDS,
                "arrangements": {"type": "array", "items": ref("Arrangement")}}},
            {"type": "object", "properties": {
                "big_gin": {"type": "boolean"},
                "options": {"type": "array", "items": {"type": "object", "properties": {
                    "discard": {"type": "string"}, **_ARRANGEMENT_FIELDS}}}}},
        ],
    },
    "RulesCatalogue": {
        "type": "object",
        "properties": {
            "options": {"type": "array", "items": {"type": "object", "properties": {
                "name": {"type": "string"}, "type": {"type": "string"},
                "default": {}, "help": {"type": "string"},
                "choices": {"type": "array", "items": {"type": "string"}},
                "scope": {"enum": ["hand", "match"]}}}},
            "presets": {"type": "array", "items": {"type": "object", "properties": {
                "name": {"type": "string"}, "note": {"type": "string"},
                "options": {"type": "object"}}}},
        },
    },
}

PATHS: Final[dict[str, Any]] = {
    "/api/settle": {"post": {
        "tags": ["hands"],
        "summary": "Settle a finished hand from both revealed hands.",
        "description": "Takes the object of one line of `scorekeeper settle --jsonl` and "
                       "answers what that line answers.",
        "operationId": "settleHand",
        "requestBody": {"required": True, **json_content(ref("SettleRequest"), EXAMPLE_SETTLE)},
        "responses": {"200": {"description": "The verdict.", **json_content(ref("Settlement"))},
                      **ERRORS},
    }},
    "/api/deadwood": {"post": {
        "tags": ["hands"],
        "summary": "The best melds and deadwood of 10 cards, or the knock options of 11.",
        "operationId": "deadwood",
        "requestBody": {"required": True, **json_content(ref("DeadwoodRequest"), EXAMPLE_DEADWOOD)},
        "responses": {"200": {"description": "The arrangement or the options.",
                              **json_content(ref("Deadwood"))}, **ERRORS},
    }},
    "/api/rules": {"get": {
        "tags": ["rules"],
        "summary": "Every rule option (type, default, one-line help) and every preset.",
        "operationId": "rules",
        "responses": {"200": {"description": "The catalogue.", **json_content(ref("RulesCatalogue"))}},
    }},
    "/api/openapi.json": {"get": {
        "tags": ["meta"],
        "summary": "This description.",
        "operationId": "openapi",
        "responses": {"200": {"description": "An OpenAPI 3.1 document.",
                              **json_content({"type": "object"})}},
    }},
}

TAGS: Final = [
    {"name": "hands", "description": "One hand, no match: settle it, or find its deadwood."},
    {"name": "rules", "description": "Rule options and presets."},
    {"name": "meta", "description": "About the API."},
]
