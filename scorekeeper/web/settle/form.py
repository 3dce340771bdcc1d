"""The settle-a-hand form: what was typed (kept as typed), checked field by field.

The form reads into a settle request object, the same object the API and
``scorekeeper settle --jsonl`` take, so one function (`settle_request`)
settles all three. Before that, each field is read on its own so that a
fault is shown next to the field it is in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final

from ...errors import AppError
from ...gin import GinError, parse_card, parse_cards, parse_layout, rules_for
from ...gin.cards import canonical_text
from ...gin.errors import RuleOptionError
from ...gin.phrases import Holder
from ...gin.rules import option_infos
from ...photos.store import is_photo_id
from ...wording import N_
from ...wording.rules import option_fault
from ..core.language import current_language, fault, words
from ..core.rule_fields import option_label

MAX_TEXT: Final = 200
"""Longest text a field takes (ten cards in any notation fit many times over)."""

MAX_NAME: Final = 40
DEFAULT_NAMES: Final = (N_("Knocker"), N_("Defender"))
TEXT_FIELDS: Final = ("knocker", "defender", "upcard", "knocker_melds",
                      "knocker_name", "defender_name", "photo_knocker", "photo_defender")
PHOTO_FIELDS: Final = {"knocker": "photo_knocker", "defender": "photo_defender"}
"""The hidden fields naming the photo each side's cards were read from (a random id)."""
OPTION_NAMES: Final = tuple(info.name for info in option_infos())


class MissingFieldError(AppError):
    """A field the form needs was left empty."""


@dataclass
class SettleForm:
    """The fields of the form as text, exactly as submitted (so they can be shown again)."""

    knocker: str = ""
    defender: str = ""
    upcard: str = ""
    knocker_melds: str = ""
    knocker_name: str = ""
    defender_name: str = ""
    photo_knocker: str = ""
    photo_defender: str = ""
    rules: str = "standard"
    options: dict[str, str] = field(default_factory=dict)
    """Option overrides as typed; an option left blank plays as the preset has it."""

    @classmethod
    def from_mapping(cls, data: Mapping[str, str], default_preset: str) -> SettleForm:
        """Read a submitted form (or a query string); unknown fields are ignored."""
        form = cls(rules=(data.get("rules") or default_preset).strip())
        for name in TEXT_FIELDS:
            setattr(form, name, (data.get(name) or "").strip())
        for name in PHOTO_FIELDS.values():  # anything but a photo id is dropped, unseen
            if not is_photo_id(getattr(form, name)):
                setattr(form, name, "")
        form.options = {name: data[name].strip() for name in OPTION_NAMES
                        if (data.get(name) or "").strip()}
        return form

    @property
    def names(self) -> tuple[str, str]:
        """The players as named, else "Knocker" and "Defender" in the page's language."""
        w = words()
        return (self.knocker_name or w._(DEFAULT_NAMES[0]), self.defender_name or w._(DEFAULT_NAMES[1]))

    def photo_ids(self) -> dict[str, str]:
        """The photo each side's cards were read from, by side (sides without one left out)."""
        return {side: getattr(self, name) for side, name in PHOTO_FIELDS.items()
                if getattr(self, name)}

    def texts(self) -> dict[str, str]:
        """Every field's text by field name, options included."""
        return {**{name: getattr(self, name) for name in TEXT_FIELDS}, "rules": self.rules,
                **self.options}

    def field_errors(self) -> dict[str, str]:
        """Faults found in one field alone, by field name (cross-field faults come later)."""
        errors: dict[str, str] = {}
        for name, value in self.texts().items():
            limit = MAX_NAME if name.endswith("_name") else MAX_TEXT
            if len(value) > limit:
                errors[name] = words()._("too long (at most %(limit)s characters)", limit=limit)
        knocker, defender = self.names
        checks: dict[str, Callable[[], object]] = {
            "knocker": lambda: _cards(self.cards("knocker"), Holder.player(knocker), ENTER_KNOCKER),
            "defender": lambda: _cards(self.cards("defender"), Holder.player(defender),
                                       ENTER_DEFENDER),
            "upcard": lambda: self.upcard and parse_card(self.cards("upcard"), current_language()),
            # any run the rules may allow (round the corner too); settling checks the rules
            "knocker_melds": lambda: self.knocker_melds and parse_layout(
                self.cards("knocker_melds"), "round_the_corner"),
            "rules": lambda: rules_for(self.rules),
        }
        for name, value in self.options.items():
            checks[name] = partial(rules_for, self.rules, {name: value})
        for name, check in checks.items():
            if name in errors or (name in self.options and "rules" in errors):
                continue
            try:
                check()
            except (GinError, MissingFieldError) as error:
                in_words = name in self.options and isinstance(error, RuleOptionError)
                errors[name] = option_fault(name, self.options[name], words()) if in_words else fault(error)
        if knocker.casefold() == defender.casefold():
            errors.setdefault("defender_name", words()._("the two players need different names"))
        return errors

    def cards(self, name: str) -> str:
        """A card field's text with the page language's rank letters (German ``BS``) written
        as the canonical ones (``JS``); the field itself keeps what was typed."""
        return canonical_text(getattr(self, name), current_language())

    def request_object(self) -> dict[str, Any]:
        """The settle request (as ``POST /api/settle`` takes it) this form describes."""
        return {
            "knocker": self.cards("knocker"),
            "defender": self.cards("defender"),
            "rules": self.rules,
            "set": dict(self.options),
            "upcard": self.cards("upcard") or None,
            "knocker_melds": self.cards("knocker_melds") or None,
            "names": list(self.names),
        }

    def query(self) -> dict[str, str]:
        """The filled-in fields, for a link that opens the form with them again."""
        filled = {name: getattr(self, name) for name in TEXT_FIELDS if getattr(self, name)}
        return {**filled, "rules": self.rules, **self.options}


FIELD_LABELS: Final = {
    "knocker": N_("Knocker's cards"),
    "defender": N_("Defender's cards"),
    "upcard": N_("Upcard"),
    "knocker_melds": N_("Knocker's melds"),
    "knocker_name": N_("Knocker's name"),
    "defender_name": N_("Defender's name"),
    "photo_knocker": N_("Photo of the knocker's cards"),
    "photo_defender": N_("Photo of the defender's cards"),
    "rules": N_("Preset"),
    **{name: option_label(name) for name in OPTION_NAMES},
}
"""What the page calls each field (the error summary names the field so, translated)."""
ENTER_KNOCKER: Final = N_("enter the knocker's cards: tap them, or type them (AS 2S 3S …)")
ENTER_DEFENDER: Final = N_("enter the defender's cards: tap them, or type them (AS 2S 3S …)")


def _cards(text: str, who: Holder, missing: str) -> object:
    if not text:
        raise MissingFieldError(missing)
    return parse_cards(text, who=who)
