"""The OpenAPI 3.1 document of the JSON API: paths from each blueprint, schemas from the models.

A blueprint adds its operations with `contribute` (built by `operation`,
which names the request and answer models and adds the answers every
operation of its kind can give: 400/413/415 for a JSON body, 403 for a
change without the CSRF token, 401 before signing in). The schemas are
those of `scorekeeper.api_models`, the same models that validate requests
and write answers, so the document cannot drift from the code. A test
checks that every ``/api/`` route is described, and Schemathesis that every
answer conforms.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Final

from flask import Blueprint
from flask.sansio.app import App
from flask.sansio.blueprints import BlueprintSetupState

from ...api_models.schema import component_schemas

OPENAPI_VERSION: Final = "3.1.0"
EXTENSION: Final = "scorekeeper.openapi"
CHANGES: Final = frozenset({"post", "put", "patch", "delete"})

BAD_BODY: Final = ("The body is not JSON, not an object, or has a wrong key or type; the error "
                   "names the field.")
COMMON: Final[dict[int, str]] = {
    413: "The body is larger than the limit.",
    415: "The body is not sent as application/json.",
}
SIGN_IN: Final[dict[int, str]] = {
    401: "This client must sign in first (POST /api/signin); nothing was changed.",
    503: "A passphrase is needed from this client, and none is set on the server yet.",
}
TOKEN: Final = "No valid X-CSRF-Token header (GET /api/csrf gives it); nothing was changed."


def ref(name: str) -> dict[str, str]:
    """A reference to the schema ``name`` of the document's components."""
    return {"$ref": f"#/components/schemas/{name}"}


def json_content(schema: Mapping[str, Any], example: Any = None) -> dict[str, Any]:
    """A JSON body of ``schema`` (with ``example`` when given)."""
    media: dict[str, Any] = {"schema": dict(schema)}
    if example is not None:
        media["example"] = example
    return {"content": {"application/json": media}}


def error_response(description: str) -> dict[str, Any]:
    """An answer whose body is the app's ``{"error": message}``."""
    return {"description": description, **json_content(ref("Error"))}


def path_parameter(name: str, kind: str = "integer", description: str = "") -> dict[str, Any]:
    parameter: dict[str, Any] = {"name": name, "in": "path", "required": True,
                                 "schema": {"type": kind}}
    if description:
        parameter["description"] = description
    return parameter


def operation(method: str, *, tag: str, operation_id: str, summary: str,
              answer: str | Mapping[str, Any], answer_text: str, status: int = 200,
              body: str | None = None, example: Any = None, description: str = "",
              errors: Mapping[int, str] | None = None,
              parameters: Sequence[Mapping[str, Any]] = (), token: bool = True,
              signed_in: bool = True) -> dict[str, Any]:
    """One operation: its request model ``body`` (a JSON body) and answer model ``answer`` (a
    schema name, or a schema), the faults it names in ``errors``, and those every operation
    of its kind may answer (``token``: a change needs the CSRF token; ``signed_in``: open
    only after signing in, where a passphrase is needed)."""
    faults: dict[int, str] = {}
    if body is not None:
        faults[400] = BAD_BODY
        faults.update(COMMON)
    if token and method in CHANGES:
        faults[403] = TOKEN
    if signed_in:
        faults.update(SIGN_IN)
    faults.update(errors or {})
    schema = ref(answer) if isinstance(answer, str) else answer
    found: dict[str, Any] = {"tags": [tag], "summary": summary, "operationId": operation_id}
    if description:
        found["description"] = description
    if parameters:
        found["parameters"] = [dict(p) for p in parameters]
    if body is not None:
        found["requestBody"] = {"required": True, **json_content(ref(body), example)}
    found["responses"] = {
        str(status): {"description": answer_text, **json_content(schema)},
        **{str(code): error_response(text) for code, text in sorted(faults.items())},
    }
    return found


@dataclass
class ApiDescription:
    """The paths and tags gathered so far."""

    paths: dict[str, dict[str, Any]] = field(default_factory=dict)
    tags: list[dict[str, str]] = field(default_factory=list)

    def add(self, paths: Mapping[str, Mapping[str, Any]], tags: list[dict[str, str]]) -> None:
        for path, operations in paths.items():
            merged = self.paths.setdefault(path, {})
            for method, described in operations.items():
                if method in merged:
                    raise ValueError(f"{method.upper()} {path} is described twice")
                merged[method] = described
        self.tags.extend(tag for tag in tags if tag not in self.tags)

    def document(self, version: str) -> dict[str, Any]:
        return {
            "openapi": OPENAPI_VERSION,
            "info": {
                "title": "Gin Rummy scorekeeper API",
                "version": version,
                "description": "Settle Gin Rummy hands exactly as the rule book does, and keep "
                               "matches. Bodies are JSON (Content-Type: application/json); every "
                               'fault is answered {"error": "..."} with a 4xx status (503: '
                               "busy or not set up). A body of the documented shape that the "
                               "rules refuse (a card in both hands, a knock over the limit) "
                               "is a 422. Changes carry the X-CSRF-Token header of GET "
                               "/api/csrf, with the session cookie.",
            },
            "tags": self.tags,
            "paths": dict(sorted(self.paths.items())),
            "components": {"schemas": schemas()},
        }


@cache
def schemas() -> dict[str, Any]:
    """The models' schemas (built once: they do not change while the program runs)."""
    return component_schemas()


def description_of(app: App) -> ApiDescription:
    """The app's API description (created empty on first use)."""
    found = app.extensions.get(EXTENSION)
    if found is None:
        found = app.extensions[EXTENSION] = ApiDescription()
    assert isinstance(found, ApiDescription)
    return found


def contribute(bp: Blueprint, paths: Mapping[str, Mapping[str, Any]],
               tags: list[dict[str, str]] | None = None) -> None:
    """Add these paths (full, ``/api/...``) to the app's document when ``bp`` is registered."""

    def record(state: BlueprintSetupState) -> None:
        description_of(state.app).add(paths, tags or [])

    bp.record_once(record)
