"""A refusal in the reader's language: the engine's, the ledger's, a form's, a photo's.

Every fault a player can fix carries its message as data: a `Phrase` (``error.phrase``:
the English template, the catalogue's msgid, and its typed values), or for `vision`'s
refusals ``error.template`` and ``error.values``. `fault_text` translates the template
and writes each value in the language: numbers as the locale writes them, nested phrases
(a knock limit's reason, whose hand a card is in) worded the same way, names and card
text as they are. A fault without a phrase is shown as its English text.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..gin.phrases import Holder, Phrase
from .catalogue import Wording, wording_for


def phrase_of(error: BaseException) -> Phrase | None:
    """The fault's message as data, or None for a fault that has only its text."""
    found = getattr(error, "phrase", None)
    if isinstance(found, Phrase):
        return found
    template, values = getattr(error, "template", None), getattr(error, "values", None)
    if isinstance(template, str) and isinstance(values, Mapping):
        return Phrase(template, values)
    return None


def phrase_text(said: Phrase, w: Wording | None = None) -> str:
    """A phrase in ``w``'s language (English when not given)."""
    words = w or wording_for()
    if not said.values:
        return words._(said.template)
    return words._(said.template, **{name: _value(value, words)
                                    for name, value in said.values.items()})


def fault_text(error: BaseException, w: Wording | None = None) -> str:
    """What a refusal says, in ``w``'s language (English when not given)."""
    said = phrase_of(error)
    return str(error) if said is None else phrase_text(said, w)


def _value(value: object, w: Wording) -> object:
    if isinstance(value, Phrase):
        return phrase_text(value, w)
    if isinstance(value, Holder):
        return phrase_text(value.subject, w)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float):
        return w.number(value)
    return value


def reason_text(error: BaseException, w: Wording | None = None) -> str:
    """A refusal without the hand number the ledger puts first (a form shows it beside the
    hand), in ``w``'s language."""
    said = getattr(error, "reason_phrase", None)
    return phrase_text(said, w) if isinstance(said, Phrase) else fault_text(error, w)
