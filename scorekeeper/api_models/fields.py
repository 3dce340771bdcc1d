"""Field types the request models share: cards, melds, names, rule options and presets.

The rule options and presets are read from `scorekeeper.gin.rules`, so the
document lists exactly the options the engine knows (a new option appears
in ``set`` by being added there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BeforeValidator,
    Discriminator,
    Field,
    StringConstraints,
    Tag,
    WrapValidator,
    create_model,
)
from pydantic_core import PydanticCustomError

from ..gin.rules import NUMBER_CHOICES, PRESETS, OptionInfo, option_infos
from .base import TAG_MARK, RequestModel, one_message

CARDS_TEXT = 'Cards as one string ("AS 2S 10H Q♠", spaces or commas) or a list of card names.'

Cards = Annotated[
    str | list[str],
    WrapValidator(one_message("must be a string of cards or a list of card names")),
    Field(description=CARDS_TEXT),
]

Melds = Annotated[
    str | list[str | list[str]],
    WrapValidator(one_message("must be a string (melds split by |) or a list of melds, each a "
                              "string of cards or a list of card names")),
    Field(description='Melds as one string split by "|" ("3S 4S 5S | 6H 6D 6C") or a list of '
                      "melds, each a string of cards or a list of card names."),
]

CardName = Annotated[
    str, WrapValidator(one_message("must be a card name")),
    Field(description='One card ("7S", "10H", "Q♠").'),
]


def _writable(names: Any) -> Any:
    for name in names if isinstance(names, list) else ():
        try:
            if isinstance(name, str):
                name.encode("utf-8")
        except UnicodeEncodeError:
            raise PydanticCustomError(
                "invalid", "must be plain text (a name holds a broken character)") from None
    return names


def _trimmed(names: list[str]) -> tuple[str, str]:
    return (names[0].strip()[:40], names[1].strip()[:40])


Names = Annotated[
    list[Annotated[str, StringConstraints(pattern=r"\S")]],
    Field(min_length=2, max_length=2),
    WrapValidator(one_message("must be a list of two non-empty names")),
    AfterValidator(_trimmed),
    BeforeValidator(_writable),
    Field(description="The knocker's and the defender's names (cut to 40 characters)."),
]

OptionValue = bool | int | float | str


def _whole(value: Any) -> Any:
    """JSON's 25.0 is the whole number 25 (JSON Schema counts it as an integer too)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _whole_only(value: Any) -> Any:
    """`_whole`, refusing true and false (which Python counts as 1 and 0)."""
    if isinstance(value, bool):
        raise PydanticCustomError("invalid", "must be a number")
    return _whole(value)


Whole = Annotated[int, BeforeValidator(_whole)]
"""A whole number, written 25 or 25.0; never true/false or text."""


_KINDS: dict[type, tuple[str, Any]] = {
    bool: ("true or false, or on/off as text", bool), int: ("a whole number", Whole),
    float: ("a number", float)}


def drop_default(schema: dict[str, Any]) -> None:
    schema.pop("default", None)


def omitted(description: str | None = None) -> Any:
    """An answer's optional key: left out of the answer when not set, and of the schema's
    ``required`` (with no default shown)."""
    return Field(default=None, description=description, json_schema_extra=drop_default)


def _number_choice(name: str, values: tuple[int, ...]) -> Any:
    listed = " or ".join(str(value) for value in values)
    texts = tuple(str(value) for value in values)
    return Annotated[Literal[values] | Literal[texts], BeforeValidator(_whole_only),
                     WrapValidator(one_message(f"must be {listed}"))]


def _option_field(info: OptionInfo) -> tuple[Any, Any]:
    if info.name in NUMBER_CHOICES:
        kind: Any = _number_choice(info.name, NUMBER_CHOICES[info.name])
    elif info.choices:
        kind = Literal[info.choices]
    elif info.kind in _KINDS:
        words, base = _KINDS[info.kind]
        kind = Annotated[base | str, WrapValidator(one_message(f"must be {words}"))]
    else:
        kind = str
    return kind, Field(default=None, description=info.help, json_schema_extra=drop_default)


def _options_model(name: str, doc: str, **extra: Any) -> type[RequestModel]:
    fields = {info.name: _option_field(info) for info in option_infos()}
    model: type[RequestModel] = create_model(  # type: ignore[call-overload]
        name, __base__=RequestModel, __doc__=doc, **fields, **extra)
    return model


if TYPE_CHECKING:  # the names are only known when the module runs
    PresetName = str
    RuleOptions = RequestModel
    RulesObject = RequestModel
else:
    PresetName = Literal[tuple(PRESETS)]

    RuleOptions = _options_model(
        "RuleOptions",
        'Rule options to override, {option: value}. Values may be typed or text ("25", "on"); '
        "GET /api/rules lists each option with its type and default.")

    RulesObject = _options_model(
        "RulesObject", "A preset and options that override it.",
        preset=(PresetName, Field(default="standard", description="The preset the options change.")))


def _rules_kind(value: Any) -> str | None:
    if isinstance(value, str):
        return TAG_MARK + "preset"
    if isinstance(value, dict):
        return TAG_MARK + "options"
    return None


RulesChoice = Annotated[
    Annotated[PresetName, Tag(TAG_MARK + "preset")] | Annotated[RulesObject, Tag(TAG_MARK + "options")],
    Discriminator(_rules_kind, custom_error_type="invalid",
                  custom_error_message="must be a preset name or an object of options"),
    Field(description="A preset name, or an object {preset, option: value, ...}."),
]


def options_of(rules: str | RequestModel | None,
               overrides: RequestModel | None) -> tuple[str, dict[str, Any]]:
    """The preset a request names and the options it sets (``rules``' own, then ``set``)."""
    options: dict[str, Any] = {}
    preset = "standard"
    if isinstance(rules, str):
        preset = rules
    elif rules is not None:
        given = rules.model_dump(exclude_unset=True)
        preset = given.pop("preset", "standard")
        options.update(given)
    if overrides is not None:
        options.update(overrides.model_dump(exclude_unset=True))
    return preset, options
