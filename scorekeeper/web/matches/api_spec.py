"""The OpenAPI paths of the match endpoints (the schemas are the models of
`scorekeeper.api_models.matches`)."""

from __future__ import annotations

from typing import Any, Final

from ..core.openapi import operation, path_parameter

EXAMPLE_CREATE: Final = {"players": ["Ann", "Bob"], "rules": "standard",
                         "set": {"target": 150}, "first_dealer": "Bob", "name": "Friday",
                         "language": "de"}
EXAMPLE_COUNTS: Final = {"version": 1, "hand": {"knocker": "Ann", "knocker_deadwood": 4,
                                                "defender_deadwood": 20}}
EXAMPLE_CARDS: Final = {"version": 2, "hand": {
    "cards": {"Ann": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C", "Bob": "2S 7S KH KD KC 4H 5H 6H JD QC"},
    "knocker": "Ann"}}
EXAMPLE_VERSION: Final = {"version": 3}

NOT_FOUND: Final = "No such match (or hand, or player)."
STALE: Final = ("The version is stale: the match was changed since (another client). Nothing "
                "was changed; GET the match and try again.")
REFUSED: Final = ("The rules or the ledger refuse it (a card in both hands, a player not in "
                  "the match, a knock over the limit, gin with deadwood, a finished match...); "
                  "the error names it. Nothing was changed.")

MATCH_ID: Final = path_parameter("match_id")
HAND_ID: Final = path_parameter("hand_id", description="The hand's stored id (`entries[].id` "
                                                       "or `tally.hands[].id`).")


def _change(method: str, summary: str, operation_id: str, body: str, example: Any,
            status: int = 200, parameters: tuple[dict[str, Any], ...] = (MATCH_ID,)
            ) -> dict[str, Any]:
    return operation(method, tag="matches", operation_id=operation_id, summary=summary,
                     parameters=parameters, body=body, example=example, status=status,
                     answer="MatchChange",
                     answer_text="What the change changed, the new totals and the new version "
                                 "(GET /api/matches/ID gives the whole match).",
                     errors={404: NOT_FOUND, 409: STALE, 422: REFUSED})


PATHS: Final[dict[str, Any]] = {
    "/api/matches": {
        "get": operation(
            "get", tag="matches", operation_id="listMatches",
            summary="The matches, most recently changed first.",
            parameters=[{"name": "status", "in": "query", "required": False,
                         "description": "Only open or only finished matches (absent: all).",
                         "schema": {"enum": ["open", "finished"]}}],
            answer="MatchList", answer_text="The matches.",
            errors={400: "status is neither open nor finished."}),
        "post": operation(
            "post", tag="matches", operation_id="createMatch", summary="Start a match.",
            body="NewMatch", example=EXAMPLE_CREATE, status=201,
            answer="Match", answer_text="The new match.",
            errors={422: "The ledger refuses it: a name given twice, a first dealer or team "
                         "member who is not a player, an invalid rule option value."}),
    },
    "/api/matches/{match_id}": {"get": operation(
        "get", tag="matches", operation_id="getMatch", summary="One match with its tally.",
        parameters=[MATCH_ID], answer="Match", answer_text="The match.",
        errors={404: NOT_FOUND})},
    "/api/matches/{match_id}/language": {"put": operation(
        "put", tag="matches", operation_id="setMatchLanguage",
        summary="Give the match its own language (its printed sheets follow it), or none "
                "(null). A finished match may change it too.",
        parameters=[MATCH_ID], body="LanguageChange", example={"version": 3, "language": "fr"},
        answer="Match", answer_text="The match, at its new version.",
        errors={404: NOT_FOUND, 409: STALE})},
    "/api/matches/{match_id}/hands": {"post": _change(
        "post", "Record a hand at the end of the match.", "recordHand", "HandChange",
        EXAMPLE_COUNTS, 201)},
    "/api/matches/{match_id}/hands/preview": {"post": operation(
        "post", tag="matches", operation_id="previewHand",
        summary="What recording a hand would do (nothing is stored).",
        parameters=[MATCH_ID], body="HandPreview", example={"hand": EXAMPLE_COUNTS["hand"]},
        answer="Preview", answer_text="The hand settled and the tally after it.",
        errors={404: NOT_FOUND, 422: REFUSED})},
    "/api/matches/{match_id}/hands/{hand_id}": {
        "put": _change("put", "Correct a recorded hand (any field); every later total follows.",
                       "correctHand", "HandChange", EXAMPLE_CARDS, parameters=(MATCH_ID, HAND_ID)),
        "delete": _change("delete", "Delete a hand (or a new-game marker).", "deleteHand",
                          "VersionOnly", EXAMPLE_VERSION, parameters=(MATCH_ID, HAND_ID)),
    },
    "/api/matches/{match_id}/undo": {"post": _change(
        "post", "Undo the last change still in effect (repeat to go further back).", "undo",
        "VersionOnly", EXAMPLE_VERSION)},
    "/api/matches/{match_id}/new-game": {"post": _change(
        "post", "Start a new game of the match (an unfinished game is abandoned).", "newGame",
        "VersionOnly", EXAMPLE_VERSION)},
    "/api/matches/{match_id}/finish": {"post": _change(
        "post", "Finish the match: its hands cannot change until it is reopened.",
        "finishMatch", "VersionOnly", EXAMPLE_VERSION)},
    "/api/matches/{match_id}/reopen": {"post": _change(
        "post", "Reopen a finished match.", "reopenMatch", "VersionOnly", EXAMPLE_VERSION)},
    "/api/players": {"get": operation(
        "get", tag="players", operation_id="listPlayers",
        summary="Every player's record across all matches.",
        answer="PlayerList", answer_text="The records.")},
    "/api/players/{name}": {"get": operation(
        "get", tag="players", operation_id="getPlayer", summary="One player's record.",
        parameters=[path_parameter("name", "string")],
        answer="PlayerRecord", answer_text="The record.", errors={404: NOT_FOUND})},
}

TAGS: Final = [
    {"name": "matches", "description": "Matches kept in the ledger: hands, undo, new games. "
                                       "Every change takes the match `version`."},
    {"name": "players", "description": "Players' records across matches."},
]
