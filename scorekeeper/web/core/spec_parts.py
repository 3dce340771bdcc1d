"""Small builders for the OpenAPI pieces every blueprint's description repeats."""

from __future__ import annotations

from typing import Any, Final

ERROR: Final = {"$ref": "#/components/schemas/Error"}


def ref(name: str) -> dict[str, str]:
    """A reference to the schema ``name`` of the document's components."""
    return {"$ref": f"#/components/schemas/{name}"}


def json_content(schema: dict[str, Any], example: Any = None) -> dict[str, Any]:
    """A JSON body of ``schema`` (with ``example`` when given)."""
    media: dict[str, Any] = {"schema": schema}
    if example is not None:
        media["example"] = example
    return {"content": {"application/json": media}}


def error_response(description: str) -> dict[str, Any]:
    """A response whose body is the app's ``{"error": message}``."""
    return {"description": description, **json_content(ERROR)}
