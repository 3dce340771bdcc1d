"""The OpenAPI description of the match endpoints (`matches_api` contributes it).

The match JSON is `MatchSnapshot.to_dict()` and its ``tally`` the shape of
``scorekeeper tally --json``, both documented in docs/ledger.md; the schemas
here name their main fields and point there for the rest.
"""

from __future__ import annotations

from typing import Any, Final

from ..core.spec_parts import error_response, json_content, ref

EXAMPLE_CREATE: Final = {"players": ["Ann", "Bob"], "rules": "standard",
                         "set": {"target": 150}, "first_dealer": "Bob", "name": "Friday"}
EXAMPLE_COUNTS: Final = {"version": 1, "hand": {"knocker": "Ann", "knocker_deadwood": 4,
                                                "defender_deadwood": 20}}
EXAMPLE_CARDS: Final = {"version": 2, "hand": {
    "cards": {"Ann": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C", "Bob": "2S 7S KH KD KC 4H 5H 6H JD QC"},
    "knocker": "Ann"}}
EXAMPLE_VERSION: Final = {"version": 3}


BAD_BODY: Final = error_response("The body is not JSON, not an object, or has a wrong key or type.")
NOT_FOUND: Final = error_response("No such match (or hand, or player).")
STALE: Final = error_response("The version is stale: the match was changed since (another "
                              "client). Nothing was changed; GET the match and try again.")
REFUSED: Final = error_response("The rules or the ledger refuse it (a card twice, a knock over "
                                "the limit, gin with deadwood, a finished match...); the error "
                                "names it.")
CHANGE_ERRORS: Final = {"400": BAD_BODY, "404": NOT_FOUND, "409": STALE, "415": error_response(
    "The body is not sent as application/json."), "422": REFUSED}

MATCH_ID: Final = {"name": "match_id", "in": "path", "required": True,
                   "schema": {"type": "integer"}}
HAND_ID: Final = {"name": "hand_id", "in": "path", "required": True,
                  "schema": {"type": "integer"},
                  "description": "The hand's stored id (`entries[].id` or `tally.hands[].id`)."}

SCHEMAS: Final[dict[str, Any]] = {
    "MatchSummary": {"type": "object", "properties": {
        "id": {"type": "integer"}, "name": {"type": "string"}, "preset": {"type": "string"},
        "players": {"type": "array", "items": {"type": "string"}},
        "hands": {"type": "integer"}, "version": {"type": "integer"},
        "created_at": {"type": "string"}, "updated_at": {"type": "string"},
        "finished": {"type": "boolean"}}},
    "NewMatch": {
        "type": "object", "required": ["players"], "additionalProperties": False,
        "properties": {
            "players": {"type": "array", "items": {"type": "string"}, "minItems": 2,
                        "maxItems": 4, "description": "2 or 3 players, or 4 in two teams."},
            "rules": {"description": "A preset name, or {preset, option: value, ...}.",
                      "oneOf": [{"type": "string"}, {"type": "object"}], "default": "standard"},
            "set": {"type": "object", "description": "Rule options to override."},
            "teams": {"description": 'Four players: {"Us": [A, B], "Them": [C, D]} or '
                                     "[[A, B], [C, D]] (default: 1st and 3rd v 2nd and 4th).",
                      "oneOf": [{"type": "object"}, {"type": "array"}]},
            "first_dealer": {"type": "string",
                             "description": "Left out: picked at random (the cut)."},
            "name": {"type": "string", "maxLength": 80},
        },
    },
    "Hand": {
        "description": "A hand from the cards, from the counts, or a wash (docs/ledger.md).",
        "oneOf": [
            {"type": "object", "required": ["cards", "knocker"], "properties": {
                "cards": {"type": "object", "description": "{player: cards} for both hands."},
                "knocker": {"type": "string"}, "knocker_melds": {},
                "upcard": {"type": "string"}, "dealer": {"type": "string"}}},
            {"type": "object", "required": ["knocker", "defender_deadwood"], "properties": {
                "knocker": {"type": "string"}, "knocker_deadwood": {"type": "integer"},
                "defender_deadwood": {"type": "integer"}, "gin": {"type": "boolean"},
                "big_gin": {"type": "boolean"}, "defender": {"type": "string"},
                "upcard": {"type": "string"}, "dealer": {"type": "string"}}},
            {"type": "object", "required": ["wash"], "properties": {
                "wash": {"const": True}, "dealer": {"type": "string"},
                "upcard": {"type": "string"},
                "players": {"type": "array", "items": {"type": "string"}}}},
        ],
    },
    "HandChange": {
        "type": "object", "required": ["version", "hand"], "additionalProperties": False,
        "properties": {"version": {"type": "integer",
                                   "description": "The match version the change was made "
                                                  "against."},
                       "hand": ref("Hand")},
    },
    "HandPreview": {
        "type": "object", "required": ["hand"], "additionalProperties": False,
        "properties": {"hand": ref("Hand")},
    },
    "VersionOnly": {
        "type": "object", "required": ["version"], "additionalProperties": False,
        "properties": {"version": {"type": "integer"}},
    },
    "Match": {
        "type": "object",
        "description": "MatchSnapshot.to_dict(): see docs/ledger.md for every field of `tally`.",
        "properties": {
            "id": {"type": "integer"}, "name": {"type": "string"},
            "version": {"type": "integer"}, "finished": {"type": "boolean"},
            "created_at": {"type": "string"}, "updated_at": {"type": "string"},
            "entries": {"type": "array", "items": {"type": "object", "properties": {
                "id": {"type": "integer"}, "input": {"type": "object"}}}},
            "tally": {"type": "object", "properties": {
                "games": {"type": "array", "items": {"type": "object"}},
                "net": {"type": "object"}, "balances": {"type": "object"},
                "next_dealer": {"type": "string"},
                "next_players": {"type": "array", "items": {"type": "string"}},
                "game_over": {"type": "boolean"},
                "hands": {"type": "array", "items": {"type": "object"}}}},
        },
    },
    "MatchChange": {
        "type": "object",
        "description": "MatchSnapshot.change_dict(): what the change changed, the new totals and "
                       "the new version; see docs/ledger.md, \"The answer to a change\", for "
                       "how a copy of the whole match (GET) is brought up to date with it.",
        "required": ["id", "version", "finished", "updated_at", "action", "hand_id", "entries",
                     "removed", "entry_count", "hands", "hand_count", "games", "game_count",
                     "totals"],
        "properties": {
            "id": {"type": "integer"}, "version": {"type": "integer"},
            "finished": {"type": "boolean"}, "updated_at": {"type": "string"},
            "action": {"enum": ["record", "new_game", "correct", "delete", "undo", "finish",
                                "reopen"]},
            "hand_id": {"type": ["integer", "null"],
                        "description": "The entry the change was about (null: finish, reopen)."},
            "entries": {"type": "array", "description": "Entries new or changed.",
                        "items": {"type": "object", "required": ["id", "index", "input"],
                                  "properties": {"id": {"type": "integer"},
                                                 "index": {"type": "integer"},
                                                 "input": {"type": "object"}}}},
            "removed": {"type": "array", "items": {"type": "integer"},
                        "description": "Ids of the entries no longer in the match."},
            "entry_count": {"type": "integer"},
            "hands": {"type": "array", "items": {"type": "object"},
                      "description": "Hands new or changed, as in the tally's hands (with id)."},
            "hand_count": {"type": "integer"},
            "games": {"type": "array", "items": {"type": "object"},
                      "description": "Games new or changed, as in the tally's games."},
            "game_count": {"type": "integer"},
            "totals": {"type": "object", "description": "Where the match stands.",
                       "properties": {
                           "units": {"type": "array", "items": {"type": "string"}},
                           "balances": {"type": "object"}, "net": {"type": "object"},
                           "net_amount": {"type": "object"},
                           "next_dealer": {"type": "string"},
                           "next_players": {"type": "array", "items": {"type": "string"}},
                           "next_tables": {"type": "array", "items": {"type": "object"}},
                           "game_over": {"type": "boolean"},
                           "current_games": {"type": "array", "items": {"type": "integer"}}}},
        },
    },
    "Preview": {
        "type": "object",
        "description": "What recording the hand would do; nothing is stored.",
        "properties": {"version": {"type": "integer"}, "hand": {"type": "object"},
                       "tally": {"type": "object"}},
    },
    "PlayerRecord": {"type": "object", "properties": {
        "name": {"type": "string"}, "matches": {"type": "integer"},
        "games_played": {"type": "integer"}, "games_won": {"type": "integer"},
        "hands_played": {"type": "integer"}, "hands_won": {"type": "integer"},
        "gins": {"type": "integer"}, "big_gins": {"type": "integer"},
        "undercuts": {"type": "integer"}, "points": {"type": "integer"},
        "average_points": {"type": "number"},
        "match_ids": {"type": "array", "items": {"type": "integer"}}}},
}


def _change(summary: str, operation_id: str, body: str, example: Any, status: str = "200",
            parameters: tuple[dict[str, Any], ...] = (MATCH_ID,)) -> dict[str, Any]:
    return {
        "tags": ["matches"], "summary": summary, "operationId": operation_id,
        "parameters": list(parameters),
        "requestBody": {"required": True, **json_content(ref(body), example)},
        "responses": {status: {"description": "What the change changed, the new totals and "
                                              "the new version (GET the match for all of it).",
                               **json_content(ref("MatchChange"))}, **CHANGE_ERRORS},
    }


PATHS: Final[dict[str, Any]] = {
    "/api/matches": {
        "get": {
            "tags": ["matches"], "summary": "The matches, most recently changed first.",
            "operationId": "listMatches",
            "parameters": [{"name": "status", "in": "query", "required": False,
                            "schema": {"enum": ["open", "finished"]}}],
            "responses": {"200": {"description": "The matches.", **json_content({
                "type": "object", "properties": {
                    "matches": {"type": "array", "items": ref("MatchSummary")}}})},
                "400": BAD_BODY},
        },
        "post": {
            "tags": ["matches"], "summary": "Start a match.", "operationId": "createMatch",
            "requestBody": {"required": True, **json_content(ref("NewMatch"), EXAMPLE_CREATE)},
            "responses": {"201": {"description": "The new match.", **json_content(ref("Match"))},
                          "400": BAD_BODY, "422": REFUSED},
        },
    },
    "/api/matches/{match_id}": {"get": {
        "tags": ["matches"], "summary": "One match with its tally.", "operationId": "getMatch",
        "parameters": [MATCH_ID],
        "responses": {"200": {"description": "The match.", **json_content(ref("Match"))},
                      "404": NOT_FOUND},
    }},
    "/api/matches/{match_id}/hands": {"post": _change(
        "Record a hand at the end of the match.", "recordHand", "HandChange", EXAMPLE_COUNTS,
        "201")},
    "/api/matches/{match_id}/hands/preview": {"post": {
        "tags": ["matches"], "summary": "What recording a hand would do (nothing is stored).",
        "operationId": "previewHand", "parameters": [MATCH_ID],
        "requestBody": {"required": True, **json_content(ref("HandPreview"),
                                                  {"hand": EXAMPLE_COUNTS["hand"]})},
        "responses": {"200": {"description": "The hand settled and the tally after it.",
                              **json_content(ref("Preview"))},
                      "400": BAD_BODY, "404": NOT_FOUND, "422": REFUSED},
    }},
    "/api/matches/{match_id}/hands/{hand_id}": {
        "put": _change("Correct a recorded hand (any field); every later total follows.",
                       "correctHand", "HandChange", EXAMPLE_CARDS,
                       parameters=(MATCH_ID, HAND_ID)),
        "delete": _change("Delete a hand (or a new-game marker).", "deleteHand", "VersionOnly",
                          EXAMPLE_VERSION, parameters=(MATCH_ID, HAND_ID)),
    },
    "/api/matches/{match_id}/undo": {"post": _change(
        "Undo the last change still in effect (repeat to go further back).", "undo",
        "VersionOnly", EXAMPLE_VERSION)},
    "/api/matches/{match_id}/new-game": {"post": _change(
        "Start a new game of the match (an unfinished game is abandoned).", "newGame",
        "VersionOnly", EXAMPLE_VERSION)},
    "/api/matches/{match_id}/finish": {"post": _change(
        "Finish the match: its hands cannot change until it is reopened.", "finishMatch",
        "VersionOnly", EXAMPLE_VERSION)},
    "/api/matches/{match_id}/reopen": {"post": _change(
        "Reopen a finished match.", "reopenMatch", "VersionOnly", EXAMPLE_VERSION)},
    "/api/players": {"get": {
        "tags": ["players"], "summary": "Every player's record across all matches.",
        "operationId": "listPlayers",
        "responses": {"200": {"description": "The records.", **json_content({
            "type": "object", "properties": {
                "players": {"type": "array", "items": ref("PlayerRecord")}}})}},
    }},
    "/api/players/{name}": {"get": {
        "tags": ["players"], "summary": "One player's record.", "operationId": "getPlayer",
        "parameters": [{"name": "name", "in": "path", "required": True,
                        "schema": {"type": "string"}}],
        "responses": {"200": {"description": "The record.", **json_content(ref("PlayerRecord"))},
                      "404": NOT_FOUND},
    }},
}

TAGS: Final = [
    {"name": "matches", "description": "Matches kept in the ledger: hands, undo, new games. "
                                       "Every change takes the match `version`."},
    {"name": "players", "description": "Players' records across matches."},
]
