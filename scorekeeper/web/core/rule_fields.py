"""The preset picker and the rule options as form fields, for any form that chooses rules.

Each option is shown with its value under every preset (so a page can say
what "as the preset" means, and a script can update that when the preset
changes) and its one-line explanation from the engine. A blank field plays
the option as the preset has it. The settle form uses this now; the form
that starts a match uses it the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Final, Literal

from ...gin.rules import PRESET_NOTES, PRESETS, OptionInfo, option_infos, preset

MATCH_OPTIONS: Final = frozenset({
    "target", "box_bonus", "game_bonus", "shutout", "settlement", "stake",
    "next_dealer", "wash_redeal", "scoring",
})
"""Options that score a game or a match, not a hand: one hand settles the same under any value."""

Widget = Literal["number", "toggle", "choice"]


def option_label(name: str) -> str:
    """How a page names an option: ``gin_bonus`` is "Gin bonus"."""
    return name.replace("_", " ").capitalize()


def display_value(value: Any) -> str:
    """An option value as a player reads it: ``on``/``off``, ``0.5``, ``20``."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


@dataclass(frozen=True)
class OptionField:
    name: str
    label: str
    help: str
    widget: Widget
    choices: tuple[str, ...]
    step: str
    """For numbers: ``1`` for whole numbers, ``any`` for money."""
    preset_values: dict[str, str]
    """The option's value (as text) under each preset."""
    value: str
    """The override as typed; blank means "as the preset"."""
    error: str

    def preset_value(self, preset_name: str) -> str:
        return self.preset_values.get(preset_name, self.preset_values["standard"])


@dataclass(frozen=True)
class PresetChoice:
    name: str
    note: str


def _widget(info: OptionInfo) -> Widget:
    if info.kind is bool:
        return "toggle"
    if info.choices:
        return "choice"
    return "number"


@cache
def _preset_values() -> dict[str, dict[str, str]]:
    """Each option's value (as text) under each preset; presets never change while running."""
    by_preset = {name: preset(name) for name in PRESETS}
    return {info.name: {name: display_value(getattr(rules, info.name))
                        for name, rules in by_preset.items()}
            for info in option_infos()}


@cache
def _infos() -> tuple[OptionInfo, ...]:
    return tuple(option_infos())


def option_fields(values: Mapping[str, str],
                  errors: Mapping[str, str] | None = None) -> list[OptionField]:
    """Every rule option, in the engine's order, with the values and faults of a submitted form."""
    errors = errors or {}
    preset_values = _preset_values()
    fields = []
    for info in _infos():
        fields.append(OptionField(
            name=info.name,
            label=option_label(info.name),
            help=info.help,
            widget=_widget(info),
            choices=info.choices,
            step="any" if info.kind is float else "1",
            preset_values=preset_values[info.name],
            value=_shown_value(info, values.get(info.name, "")),
            error=errors.get(info.name, ""),
        ))
    return fields


def split_fields(fields: list[OptionField]) -> tuple[list[OptionField], list[OptionField]]:
    """(options that change a hand's score, options that only score games and matches)."""
    hand = [f for f in fields if f.name not in MATCH_OPTIONS]
    match = [f for f in fields if f.name in MATCH_OPTIONS]
    return hand, match


TOGGLE_TEXT: Final = {"1": "on", "true": "on", "yes": "on", "on": "on",
                      "0": "off", "false": "off", "no": "off", "off": "off"}


def _shown_value(info: OptionInfo, value: str) -> str:
    """A switch typed as ``true`` or ``yes`` (a query string) is shown as the ``on`` choice."""
    if info.kind is bool:
        return TOGGLE_TEXT.get(value.strip().lower(), value)
    return value


def preset_choices() -> list[PresetChoice]:
    return [PresetChoice(name, PRESET_NOTES.get(name, "")) for name in PRESETS]
