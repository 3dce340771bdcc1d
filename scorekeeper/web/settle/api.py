"""The JSON API: the same functions as the command line, over HTTP.

``POST /api/settle`` takes the object of one line of ``scorekeeper settle
--jsonl`` and answers the same object (`settle_request`, `settlement_dict`,
both written in the models of `scorekeeper.api_models.settle`). Bodies must
be sent as ``application/json`` (a browser form cannot send that to another
site without asking first, which keeps other pages from posting here).
Every fault is ``{"error": "..."}`` with a 4xx status (see `errors`).
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import Final

from flask import Blueprint, Response, current_app, jsonify

from ...api_models.settle import Preset, RuleOption, RulesCatalogue
from ...gin.rules import NUMBER_CHOICES, PRESET_NOTES, PRESETS, OptionInfo, option_infos, preset
from ...verdicts import deadwood_request, settle_request, settlement_dict
from ..core.json_body import json_body
from ..core.openapi import contribute, description_of
from ..core.rule_fields import MATCH_OPTIONS
from . import api_spec

bp = Blueprint("api", __name__, url_prefix="/api")
contribute(bp, api_spec.PATHS, api_spec.TAGS)

TYPE_NAMES: Final = {bool: "boolean", int: "integer", float: "number", str: "string"}


@bp.post("/settle")
def settle() -> Response:
    return jsonify(settlement_dict(settle_request(json_body())))


@bp.post("/deadwood")
def deadwood() -> Response:
    return jsonify(deadwood_request(json_body()))


def _choices(info: OptionInfo) -> list[str] | list[int]:
    """The values an option takes, when it takes only some: its choices, or its numbers."""
    return list(info.choices) if info.choices else list(NUMBER_CHOICES.get(info.name, ()))


def rules_catalogue() -> RulesCatalogue:
    options = [
        RuleOption(name=info.name, type=TYPE_NAMES.get(info.kind, "string"),  # type: ignore[arg-type]
                   default=info.default, help=info.help, choices=_choices(info),
                   scope="match" if info.name in MATCH_OPTIONS else "hand")
        for info in option_infos()
    ]
    presets = [Preset(name=name, note=PRESET_NOTES.get(name, ""), options=preset(name).to_dict())
               for name in PRESETS]
    return RulesCatalogue(options=options, presets=presets)


@bp.get("/rules")
def rules() -> Response:
    return jsonify(rules_catalogue().dump())


def _version() -> str:
    try:
        return version("gin-scorekeeper")
    except PackageNotFoundError:
        return "0.0.0"


@bp.get("/openapi.json")
def openapi() -> Response:
    return jsonify(description_of(current_app).document(_version()))
