"""The JSON API of the match ledger: matches, their hands, undo, new games; players.

Each endpoint reads its body with a model of `scorekeeper.api_models.matches`,
calls the same `Ledger` method as the pages and the command line, and
answers the match through the `Match` model (the tally JSON of
docs/ledger.md). Every change names the ``version`` it was made against; a
stale one is a 409 and changes nothing. Faults are ``{"error": "..."}``:
400 for a body of the wrong shape, 404 for an unknown match, hand or player,
409 for a stale version, 422 for what the rules or the ledger refuse.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, request

from ...api_models.base import RequestModel
from ...api_models.matches import (
    HandChange,
    HandPreview,
    LanguageChange,
    MatchFilter,
    NewMatch,
    PlayerList,
    Preview,
    VersionOnly,
)
from ...api_models.written import change_json_text, match_json, player_json, summaries_json
from ...ledger import MatchSnapshot, tally_dict
from ..core.json_body import json_body
from ..core.ledger_access import ledger
from ..core.openapi import contribute
from . import api_spec
from .what_if import recording

bp = Blueprint("matches_api", __name__, url_prefix="/api")
contribute(bp, api_spec.PATHS, api_spec.TAGS)


def _hand(body: HandChange | HandPreview) -> dict[str, Any]:
    """The hand as the ledger reads it: only the keys that were sent."""
    return body.hand.model_dump(exclude_unset=True)


def _rules(body: NewMatch) -> str | dict[str, Any]:
    """The rules as the ledger reads them: a preset name, or {preset, option: value}."""
    rules: str | RequestModel = body.rules
    overrides = {} if body.set is None else body.set.model_dump(exclude_unset=True)
    if isinstance(rules, str):
        return {"preset": rules, **overrides} if overrides else rules
    return {**rules.model_dump(exclude_unset=True), **overrides}


def _view(view: MatchSnapshot, status: int = 200) -> tuple[Response, int]:
    return jsonify(match_json(view)), status


def _changed(view: MatchSnapshot, status: int = 200) -> tuple[Response, int]:
    """The answer to a change: what it changed, the new totals and the new version."""
    return Response(change_json_text(view), mimetype="application/json"), status


@bp.get("/matches")
def list_matches() -> Response:
    query = MatchFilter.parse(request.args.to_dict(), "the query")
    found = ledger().list_matches(query.status)
    return jsonify(matches=summaries_json(found))


@bp.post("/matches")
def create_match() -> tuple[Response, int]:
    body = NewMatch.parse(json_body(), "a new match")
    view = ledger().create_match(body.players, _rules(body), first_dealer=body.first_dealer,
                                 teams=body.teams, name=body.name, language=body.language)
    return _view(view, 201)


@bp.put("/matches/<int:match_id>/language")
def set_language(match_id: int) -> tuple[Response, int]:
    """The match's own language (its printed sheets follow it), or none (null)."""
    body = LanguageChange.parse(json_body(), "a match's language")
    return _view(ledger().set_language(match_id, body.language, version=body.version))


@bp.get("/matches/<int:match_id>")
def get_match(match_id: int) -> tuple[Response, int]:
    return _view(ledger().get_match(match_id))


@bp.post("/matches/<int:match_id>/hands")
def record_hand(match_id: int) -> tuple[Response, int]:
    body = HandChange.parse(json_body(), "a hand to record")
    return _changed(ledger().record_hand(match_id, _hand(body), version=body.version), 201)


@bp.post("/matches/<int:match_id>/hands/preview")
def preview_hand(match_id: int) -> Response:
    body = HandPreview.parse(json_body(), "a hand to preview")
    view = ledger().get_match(match_id)
    counted = tally_dict(recording(view.match, _hand(body)).tally)
    preview = Preview.model_validate({"version": view.version, "hand": counted["hands"][-1],
                                      "tally": counted})
    return jsonify(preview.dump())


@bp.put("/matches/<int:match_id>/hands/<int:hand_id>")
def correct_hand(match_id: int, hand_id: int) -> tuple[Response, int]:
    body = HandChange.parse(json_body(), "a corrected hand")
    return _changed(ledger().correct_hand(match_id, hand_id, _hand(body),
                                          version=body.version))


@bp.delete("/matches/<int:match_id>/hands/<int:hand_id>")
def delete_hand(match_id: int, hand_id: int) -> tuple[Response, int]:
    body = VersionOnly.parse(json_body(), "a deletion")
    return _changed(ledger().delete_hand(match_id, hand_id, version=body.version))


def _versioned(match_id: int, action: str) -> tuple[Response, int]:
    body = VersionOnly.parse(json_body(), f"a request to {action.replace('_', ' ')}")
    return _changed(getattr(ledger(), action)(match_id, version=body.version))


@bp.post("/matches/<int:match_id>/undo")
def undo(match_id: int) -> tuple[Response, int]:
    return _versioned(match_id, "undo")


@bp.post("/matches/<int:match_id>/new-game")
def new_game(match_id: int) -> tuple[Response, int]:
    return _versioned(match_id, "start_new_game")


@bp.post("/matches/<int:match_id>/finish")
def finish(match_id: int) -> tuple[Response, int]:
    return _versioned(match_id, "finish_match")


@bp.post("/matches/<int:match_id>/reopen")
def reopen(match_id: int) -> tuple[Response, int]:
    return _versioned(match_id, "reopen_match")


@bp.get("/players")
def players() -> Response:
    records = ledger().player_records()
    ordered = sorted(records, key=str.casefold)
    return jsonify(PlayerList.model_validate(
        {"players": [player_json(records[name]) for name in ordered]}).dump())


@bp.get("/players/<path:name>")
def player(name: str) -> Response:
    return jsonify(player_json(ledger().player_history(name)))
