"""The OpenAPI 3 description of the JSON API, assembled from what each blueprint contributes.

A blueprint adds its paths, schemas and tags with `contribute`; the document
served at ``/api/openapi.json`` is the union, so the ledger's endpoints
(``/api/matches``, hands) join by contributing theirs from their blueprint.
A test checks that every ``/api/`` route of the app is described.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from flask import Blueprint
from flask.sansio.app import App
from flask.sansio.blueprints import BlueprintSetupState

OPENAPI_VERSION: Final = "3.1.0"
EXTENSION: Final = "scorekeeper.openapi"


@dataclass
class ApiDescription:
    """The parts of the document gathered so far."""

    paths: dict[str, dict[str, Any]] = field(default_factory=dict)
    schemas: dict[str, Any] = field(default_factory=dict)
    tags: list[dict[str, str]] = field(default_factory=list)

    def add(self, paths: Mapping[str, Mapping[str, Any]], schemas: Mapping[str, Any],
            tags: list[dict[str, str]]) -> None:
        for path, operations in paths.items():
            merged = self.paths.setdefault(path, {})
            for method, operation in operations.items():
                if method in merged:
                    raise ValueError(f"{method.upper()} {path} is described twice")
                merged[method] = operation
        for name, schema in schemas.items():
            if name in self.schemas and self.schemas[name] != schema:
                raise ValueError(f"schema {name} is described twice, differently")
            self.schemas[name] = schema
        self.tags.extend(tag for tag in tags if tag not in self.tags)

    def document(self, version: str) -> dict[str, Any]:
        return {
            "openapi": OPENAPI_VERSION,
            "info": {
                "title": "Gin Rummy scorekeeper API",
                "version": version,
                "description": "Settle Gin Rummy hands exactly as the rule book does. "
                               "Bodies are JSON (Content-Type: application/json); every fault "
                               'is answered {"error": "..."} with a 4xx status.',
            },
            "tags": self.tags,
            "paths": dict(sorted(self.paths.items())),
            "components": {"schemas": dict(sorted(self.schemas.items()))},
        }


def description_of(app: App) -> ApiDescription:
    """The app's API description (created empty on first use)."""
    found = app.extensions.get(EXTENSION)
    if found is None:
        found = app.extensions[EXTENSION] = ApiDescription()
    assert isinstance(found, ApiDescription)
    return found


def contribute(bp: Blueprint, paths: Mapping[str, Mapping[str, Any]],
               schemas: Mapping[str, Any] | None = None,
               tags: list[dict[str, str]] | None = None) -> None:
    """Add these paths (full, ``/api/...``) to the app's document when ``bp`` is registered."""

    def record(state: BlueprintSetupState) -> None:
        description_of(state.app).add(paths, schemas or {}, tags or [])

    bp.record_once(record)
