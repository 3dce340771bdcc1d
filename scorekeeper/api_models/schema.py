"""The JSON Schema of every request and answer model, as the components of the OpenAPI document.

`component_schemas` gives ``components/schemas``: requests as pydantic
validates them, answers as they are written. References point into the
document (``#/components/schemas/Name``), and pydantic's ``title`` of each
property (the field name again, capitalised) is left out.
"""

from __future__ import annotations

from typing import Any, Final

from pydantic import BaseModel
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaMode, models_json_schema

from .base import Error
from .matches import (
    HandChange,
    HandPreview,
    LanguageChange,
    Match,
    MatchChange,
    MatchList,
    NewMatch,
    PlayerList,
    PlayerRecord,
    Preview,
    VersionOnly,
)
from .photos import Recognition
from .settle import Deadwood, DeadwoodRequest, RulesCatalogue, Settlement, SettleRequest
from .signin import CsrfToken, SignedIn, SignIn

REF_TEMPLATE: Final = "#/components/schemas/{model}"

REQUESTS: Final[tuple[type[BaseModel], ...]] = (
    SettleRequest, DeadwoodRequest, NewMatch, HandChange, HandPreview, VersionOnly, LanguageChange,
    SignIn)
ANSWERS: Final[tuple[type[BaseModel], ...]] = (
    Error, Settlement, Deadwood, RulesCatalogue, Match, MatchChange, MatchList, Preview,
    PlayerRecord,
    PlayerList, Recognition, CsrfToken, SignedIn)


class DocumentSchema(GenerateJsonSchema):
    """Pydantic's JSON Schema without the ``title`` of each field."""

    def field_title_should_be_set(self, schema: Any) -> bool:
        return False


def component_schemas() -> dict[str, Any]:
    """Every model's schema by name, each model once, in name order."""
    models: list[tuple[type[BaseModel], JsonSchemaMode]] = [
        *((model, "validation") for model in REQUESTS),
        *((model, "serialization") for model in ANSWERS),
    ]
    _, document = models_json_schema(models, ref_template=REF_TEMPLATE,
                                     schema_generator=DocumentSchema)
    return dict(sorted(document.get("$defs", {}).items()))
