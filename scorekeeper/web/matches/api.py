"""The JSON API of the match ledger: matches, their hands, undo, new games; players.

Each endpoint calls the same `Ledger` method as the pages and the command
line. ``GET`` answers the whole match as ``MatchSnapshot.to_dict()`` (the tally
JSON of docs/ledger.md); a change answers only what it changed, the new totals
and the new version (``MatchSnapshot.change_dict()``, "The answer to a change" in
docs/ledger.md), a few hundred bytes however long the match. Every change
names the ``version`` it was made against; a stale one is a 409 and changes
nothing. Faults are ``{"error": "..."}``:
400 for a body of the wrong shape, 404 for an unknown match, hand or player,
409 for a stale version, 422 for what the rules or the ledger refuse.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from flask import Blueprint, Response, jsonify, request

from ...ledger import MatchSnapshot, tally_dict
from ...names import name_problem
from ...verdicts import RequestError
from ..core.json_body import json_body
from ..core.ledger_access import ledger
from ..core.openapi import contribute
from . import api_spec
from .what_if import recording

bp = Blueprint("matches_api", __name__, url_prefix="/api")
contribute(bp, api_spec.PATHS, api_spec.SCHEMAS, api_spec.TAGS)

CREATE_KEYS: Final = frozenset({"players", "rules", "set", "teams", "first_dealer", "name"})
HAND_KEYS: Final = frozenset({"version", "hand"})
VERSION_KEYS: Final = frozenset({"version"})
STATUSES: Final = ("open", "finished")


def _body(what: str, allowed: frozenset[str], required: tuple[str, ...] = ()) -> Mapping[str, Any]:
    body = json_body()
    if not isinstance(body, Mapping):
        raise RequestError(f"{what} must be a JSON object")
    unknown = sorted(set(body) - allowed)
    if unknown:
        raise RequestError(f"unknown key {unknown[0]!r} (known: {', '.join(sorted(allowed))})")
    for key in required:
        if key not in body:
            raise RequestError(f"{what} has no {key!r}")
    return body


def _version(body: Mapping[str, Any]) -> int:
    version = body.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise RequestError("version must be the match's version number (an integer, as "
                           f"GET /api/matches/ID gives it), not {version!r}")
    return version


def _hand(body: Mapping[str, Any]) -> Mapping[str, Any]:
    hand = body.get("hand")
    if not isinstance(hand, Mapping):
        raise RequestError('hand must be a JSON object: {"knocker": ..., "knocker_deadwood": '
                           '...}, {"cards": {...}, "knocker": ...} or {"wash": true}')
    return hand


def _check_names(players: Any, teams: Any, name: str) -> None:
    """Names with invisible control characters are refused (`names`); the ledger checks
    everything else about them."""
    texts: list[tuple[str, Any]] = [("the match name", name)]
    if isinstance(players, list):
        texts.extend(("a player's name", player) for player in players)
    if isinstance(teams, Mapping):
        texts.extend(("a team's name", team) for team in teams)
    for what, text in texts:
        problem = name_problem(text) if isinstance(text, str) else None
        if problem:
            raise RequestError(f"{what} {text!r} {problem}")


def _match_answer(snapshot: MatchSnapshot, status: int = 200) -> tuple[Response, int]:
    return jsonify(snapshot.to_dict()), status


def _changed(snapshot: MatchSnapshot, status: int = 200) -> tuple[Response, int]:
    """The answer to a change: what it changed, the new totals and the new version."""
    return jsonify(snapshot.change_dict()), status


@bp.get("/matches")
def list_matches() -> Response:
    status = request.args.get("status") or None
    if status is not None and status not in STATUSES:
        raise RequestError(f"status must be open or finished, not {status!r}")
    found = ledger().list_matches(status)  # type: ignore[arg-type]
    return jsonify(matches=[summary.to_dict() for summary in found])


@bp.post("/matches")
def create_match() -> tuple[Response, int]:
    body = _body("a new match", CREATE_KEYS, ("players",))
    rules: Any = body.get("rules", "standard")
    overrides = body.get("set")
    if overrides is not None:
        if not isinstance(overrides, Mapping):
            raise RequestError("set must be an object of {option: value}")
        if isinstance(rules, str):
            rules = {"preset": rules, **overrides}
        elif isinstance(rules, Mapping):
            rules = {**rules, **overrides}
    if not isinstance(rules, str | Mapping):
        raise RequestError("rules must be a preset name or an object of options")
    first = body.get("first_dealer")
    if first is not None and not isinstance(first, str):
        raise RequestError("first_dealer must be a player's name (left out: cut for it)")
    name = body.get("name", "")
    if not isinstance(name, str):
        raise RequestError("name must be a text")
    _check_names(body["players"], body.get("teams"), name)
    view = ledger().create_match(body["players"], rules, first_dealer=first,
                                 teams=body.get("teams"), name=name)
    return _match_answer(view, 201)


@bp.get("/matches/<int:match_id>")
def get_match(match_id: int) -> tuple[Response, int]:
    return _match_answer(ledger().get_match(match_id))


@bp.post("/matches/<int:match_id>/hands")
def record_hand(match_id: int) -> tuple[Response, int]:
    body = _body("a hand to record", HAND_KEYS, ("version", "hand"))
    view = ledger().record_hand(match_id, _hand(body), version=_version(body))
    return _changed(view, 201)


@bp.post("/matches/<int:match_id>/hands/preview")
def preview_hand(match_id: int) -> Response:
    body = _body("a hand to preview", frozenset({"hand"}), ("hand",))
    view = ledger().get_match(match_id)
    preview = recording(view.match, _hand(body))
    counted = tally_dict(preview.tally)
    return jsonify(version=view.version, hand=counted["hands"][-1], tally=counted)


@bp.put("/matches/<int:match_id>/hands/<int:hand_id>")
def correct_hand(match_id: int, hand_id: int) -> tuple[Response, int]:
    body = _body("a corrected hand", HAND_KEYS, ("version", "hand"))
    return _changed(ledger().correct_hand(match_id, hand_id, _hand(body),
                                          version=_version(body)))


@bp.delete("/matches/<int:match_id>/hands/<int:hand_id>")
def delete_hand(match_id: int, hand_id: int) -> tuple[Response, int]:
    body = _body("a deletion", VERSION_KEYS, ("version",))
    return _changed(ledger().delete_hand(match_id, hand_id, version=_version(body)))


def _versioned(match_id: int, action: str) -> tuple[Response, int]:
    body = _body(f"a request to {action.replace('_', ' ')}", VERSION_KEYS, ("version",))
    return _changed(getattr(ledger(), action)(match_id, version=_version(body)))


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
    return jsonify(players=[records[name].to_dict() for name in sorted(records, key=str.casefold)])


@bp.get("/players/<path:name>")
def player(name: str) -> Response:
    return jsonify(ledger().player_history(name).to_dict())
