"""The two kinds of model the API is written in, and pydantic's faults as one clear line.

A request model (`RequestModel`) is strict: no unknown keys, no text where a
number belongs. A fault it finds is a `RequestError` (a 400) whose message
names the field, as every other fault of the API does: ``{"error": "..."}``.
What the shape allows but the rules refuse (a card in both hands) is found
later, by the engine or the ledger (a 422).

An answer model (`AnswerModel`) is what an endpoint and ``--json`` print;
`AnswerModel.dump` gives the JSON-ready object, keys in the order declared.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidatorFunctionWrapHandler
from pydantic_core import ErrorDetails, PydanticCustomError

from ..errors import RequestError

M = TypeVar("M", bound="RequestModel")

TAG_MARK = "="
"""Tags of a tagged union start with this, so a field path can leave them out."""

MAX_SHOWN = 60


class RequestModel(BaseModel):
    """A request body (or query): unknown keys and loose types are refused."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    @classmethod
    def parse(cls: type[M], obj: Any, what: str) -> M:
        """``obj`` read as this model; raises `RequestError` naming the field at fault."""
        if not isinstance(obj, Mapping):
            raise RequestError(f"{what} must be a JSON object")
        try:
            return cls.model_validate(obj)
        except ValidationError as error:
            raise RequestError(problem(cls, error, what)) from None


class AnswerModel(BaseModel):
    """An answer: written in the order declared; keys left unset (optional ones) left out."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    def dump(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_unset=True)


class Error(AnswerModel):
    """Every fault of the API: a 4xx (or 503) status and one line naming the problem."""

    error: str = Field(description="Names the problem (which card, which field).")


def one_message(message: str) -> Callable[[Any, ValidatorFunctionWrapHandler], Any]:
    """A wrap validator that answers every fault of its field with ``message`` (for a union,
    whose branches would each report their own)."""

    def validate(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        try:
            return handler(value)
        except ValidationError:
            raise PydanticCustomError("invalid", message) from None

    return validate


def shown(value: Any) -> str:
    """A value as a message quotes it, cut short."""
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"


def field_path(loc: tuple[int | str, ...]) -> str:
    """``('hand', '=counts', 'knocker_deadwood')`` as ``hand.knocker_deadwood``; list
    positions as ``knocker_melds[1]``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif not part.startswith(TAG_MARK):
            out += f".{part}" if out else part
    return out


def _known(model: type[BaseModel]) -> str:
    return ", ".join(sorted(model.model_fields))


def describe(detail: ErrorDetails, model: type[BaseModel], what: str) -> str:
    """One pydantic fault in words, naming the field."""
    loc = tuple(detail["loc"])
    path = field_path(loc)
    parent = field_path(loc[:-1])
    kind = detail["type"]
    value = detail.get("input")
    ctx = detail.get("ctx") or {}
    if kind == "missing":
        return f"{parent or what} has no {str(loc[-1])!r}"
    if kind == "extra_forbidden":
        if parent:
            return f"unknown key {str(loc[-1])!r} in {parent}"
        return f"unknown key {str(loc[-1])!r} (known: {_known(model)})"
    if kind == "invalid":
        return f"{path} {detail['msg']}"
    if not path:
        return f"{what}: {detail['msg']}"
    words = {
        "int_type": "must be a whole number", "int_from_float": "must be a whole number",
        "bool_type": "must be true or false", "string_type": "must be text",
        "list_type": "must be a list", "dict_type": "must be a JSON object",
        "model_type": "must be a JSON object", "model_attributes_type": "must be a JSON object",
        "float_type": "must be a number",
    }
    if kind in words:
        return f"{path} {words[kind]}, not {shown(value)}"
    if kind == "literal_error":
        return f"{path} must be {ctx.get('expected', 'one of the documented values')}, not {shown(value)}"
    if kind == "string_too_long":
        return f"{path} must be at most {ctx.get('max_length')} characters"
    if kind == "too_short":
        return f"{path} needs at least {ctx.get('min_length')} items, not {ctx.get('actual_length')}"
    if kind == "too_long":
        return f"{path} takes at most {ctx.get('max_length')} items, not {ctx.get('actual_length')}"
    return f"{path}: {detail['msg']}"


def problem(model: type[BaseModel], error: ValidationError, what: str) -> str:
    """The first fault of ``error`` in words (the others are usually its echoes); an unknown
    key first, since it is most often a misspelt one that is then missing."""
    details = error.errors(include_url=False)
    first = next((d for d in details if d["type"] == "extra_forbidden"), details[0])
    return describe(first, model, what)
