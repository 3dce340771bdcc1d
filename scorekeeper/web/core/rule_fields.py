"""The preset picker and the rule options as form fields, for any form that chooses rules.

Each option is shown with its value under every preset (so a page can say
what "as the preset" means, and a script can update that when the preset
changes), named in words with its one-line help (`scorekeeper.wording.rules`), in the
page's language. A blank field plays
the option as the preset has it. The settle form uses this now; the form
that starts a match uses it the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Final, Literal

from ...gin.rules import NUMBER_CHOICES, PRESETS, OptionInfo, option_infos, preset
from ...wording import rules as rule_words
from .language import words

MATCH_OPTIONS: Final = frozenset({
    "target", "box_bonus", "game_bonus", "shutout", "settlement", "stake",
    "next_dealer", "wash_redeal", "scoring", "three_player_shutout", "three_player_settlement",
    "team_boxes",
})
"""Options that score a game or a match, not a hand: one hand settles the same under any value."""

Widget = Literal["number", "toggle", "choice"]


def option_label(name: str) -> str:
    """How a page names an option, in the page's language: ``gin_bonus`` is "Gin bonus"."""
    return rule_words.option_label(name, words())


def value_words(name: str, value: Any) -> str:
    """An option's value as the page's reader reads it: "on", "double the game bonus", "0,5"."""
    return rule_words.value_text(name, value, words())


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
    choices: tuple[tuple[str, str], ...]
    """Each choice (a switch's ``on``/``off`` too) and its label."""
    step: str
    """For numbers: ``1`` for whole numbers, ``any`` for money."""
    preset_values: dict[str, str]
    """The option's value (as text) under each preset."""
    preset_words: dict[str, str]
    """The same values in words, as the page shows them."""
    value: str
    """The override as typed; blank means "as the preset"."""
    error: str

    def preset_value(self, preset_name: str) -> str:
        return self.preset_values.get(preset_name, self.preset_values["standard"])

    def preset_word(self, preset_name: str) -> str:
        return self.preset_words.get(preset_name, self.preset_words["standard"])


@dataclass(frozen=True)
class PresetChoice:
    name: str
    label: str
    note: str


def _widget(info: OptionInfo) -> Widget:
    if info.kind is bool:
        return "toggle"
    if info.choices or info.name in NUMBER_CHOICES:
        return "choice"
    return "number"


def _choices(info: OptionInfo) -> tuple[str, ...]:
    """The values a form offers: an option's choices, a number option's few values (an ace
    counts 1 or 15), a switch's on and off; none for a number to type."""
    if info.choices:
        return info.choices
    if info.name in NUMBER_CHOICES:
        return tuple(str(value) for value in NUMBER_CHOICES[info.name])
    return ("on", "off") if info.kind is bool else ()


@cache
def _preset_values() -> dict[str, dict[str, Any]]:
    """Each option's value under each preset; presets never change while running."""
    by_preset = {name: preset(name) for name in PRESETS}
    return {info.name: {name: getattr(rules, info.name) for name, rules in by_preset.items()}
            for info in option_infos()}


@cache
def _infos() -> tuple[OptionInfo, ...]:
    return tuple(option_infos())


def option_fields(values: Mapping[str, str],
                  errors: Mapping[str, str] | None = None) -> list[OptionField]:
    """Every rule option, in the engine's order, with the values and faults of a submitted form."""
    errors = errors or {}
    preset_values = _preset_values()
    w = words()
    fields = []
    for info in _infos():
        by_preset = preset_values[info.name]
        choices = _choices(info)
        fields.append(OptionField(
            name=info.name,
            label=rule_words.option_label(info.name, w),
            help=rule_words.option_help(info.name, w),
            widget=_widget(info),
            choices=tuple((c, rule_words.choice_label(info.name, c, w)) for c in choices),
            step="any" if info.kind is float else "1",
            preset_values={p: display_value(v) for p, v in by_preset.items()},
            preset_words={p: rule_words.value_text(info.name, v, w) for p, v in by_preset.items()},
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
    w = words()
    return [PresetChoice(name, rule_words.preset_name(name, w), rule_words.preset_note(name, w))
            for name in PRESETS]
