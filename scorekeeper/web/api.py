"""The JSON API: the same functions as the command line, over HTTP.

``POST /api/settle`` takes the object of one line of ``scorekeeper settle
--jsonl`` and answers the same object (`settle_request`, `settlement_dict`).
Bodies must be sent as ``application/json`` (a browser form cannot send that
to another site without asking first, which keeps other pages from posting
here). Every fault is ``{"error": "..."}`` with a 4xx status (see `errors`).
"""

from __future__ import annotations

import json
from importlib.metadata import PackageNotFoundError, version
from typing import Any, Final

from flask import Blueprint, Response, abort, current_app, jsonify, request

from ..gin.rules import PRESET_NOTES, PRESETS, option_infos, preset
from ..verdicts import RequestError, deadwood_request, settle_request, settlement_dict
from . import api_spec
from .openapi import contribute, description_of
from .rule_fields import MATCH_OPTIONS

bp = Blueprint("api", __name__, url_prefix="/api")
contribute(bp, api_spec.PATHS, api_spec.SCHEMAS, api_spec.TAGS)

TYPE_NAMES: Final = {bool: "boolean", int: "integer", float: "number", str: "string"}


def json_body() -> Any:
    """The request body read as JSON; a 415 unless sent as JSON, a 400 unless it parses."""
    if not request.is_json:
        abort(415)
    try:
        return json.loads(request.get_data(cache=False))
    except RecursionError:
        raise RequestError("the body is not valid JSON: it is nested too deeply") from None
    except json.JSONDecodeError as error:
        raise RequestError(f"the body is not valid JSON: {error.msg} at line {error.lineno} "
                           f"column {error.colno}") from None
    except ValueError as error:
        raise RequestError(f"the body is not valid JSON: {error}") from None


@bp.post("/settle")
def settle() -> Response:
    return jsonify(settlement_dict(settle_request(json_body())))


@bp.post("/deadwood")
def deadwood() -> Response:
    return jsonify(deadwood_request(json_body()))


@bp.get("/rules")
def rules() -> Response:
    options = [
        {"name": info.name, "type": TYPE_NAMES.get(info.kind, "string"), "default": info.default,
         "help": info.help, "choices": list(info.choices),
         "scope": "match" if info.name in MATCH_OPTIONS else "hand"}
        for info in option_infos()
    ]
    presets = [{"name": name, "note": PRESET_NOTES.get(name, ""), "options": preset(name).to_dict()}
               for name in PRESETS]
    return jsonify(options=options, presets=presets)


def _version() -> str:
    try:
        return version("gin-scorekeeper")
    except PackageNotFoundError:
        return "0.0.0"


@bp.get("/openapi.json")
def openapi() -> Response:
    return jsonify(description_of(current_app).document(_version()))
