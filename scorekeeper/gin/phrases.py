"""Messages as data: an English template and its typed values, for a shell to word.

The engine speaks English only in ``str(error)`` (logs, the JSON API). Each fault it
raises carries a `Phrase`: the English template (``%(name)s`` placeholders) and the
values that fill it (numbers, names, card text, and phrases nested in it, such as a
knock limit's reason or whose hand a card is in). `scorekeeper.wording` translates the
template through the catalogues and writes the values in the reader's language.

`N_` only marks a template for the catalogues (``pybabel extract`` reads ``N_`` calls);
it returns the text as it is, so the engine never translates and imports no Babel.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final


def N_(message: str) -> str:
    """Mark an English message for the catalogues; the message itself, unchanged."""
    return message


@dataclass(frozen=True)
class Phrase:
    """An English template and its values; ``str()`` is the English text."""

    template: str
    values: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))

    def __str__(self) -> str:
        if not self.values:
            return self.template
        return self.template % {name: str(value) if isinstance(value, Phrase) else value
                                for name, value in self.values.items()}


def phrase(template: str, **values: object) -> Phrase:
    return Phrase(template, MappingProxyType(dict(values)))


@dataclass(frozen=True)
class Holder:
    """Whose cards a message speaks of: a player's hand, the knocker's or defender's, "the
    hand", or a meld. `subject` names it (``Ann's hand has 9 cards``), `within` says where
    (``XX is not a card … in Ann's hand``): two phrases, as languages decline them apart."""

    kind: str
    name: str = ""

    @classmethod
    def player(cls, name: str) -> Holder:
        return cls("player", name)

    @property
    def subject(self) -> Phrase:
        return phrase(_SUBJECTS[self.kind], name=self.name) if self.name else Phrase(
            _SUBJECTS[self.kind])

    @property
    def within(self) -> Phrase:
        return phrase(_WITHIN[self.kind], name=self.name) if self.name else Phrase(
            _WITHIN[self.kind])

    def __str__(self) -> str:
        return str(self.subject)


_SUBJECTS: Final = {
    "player": N_("%(name)s's hand"),
    "knocker": N_("the knocker's hand"),
    "defender": N_("the defender's hand"),
    "hand": N_("the hand"),
    "meld": N_("a meld"),
}
_WITHIN: Final = {
    "player": N_("in %(name)s's hand"),
    "knocker": N_("in the knocker's hand"),
    "defender": N_("in the defender's hand"),
    "hand": N_("in the hand"),
    "meld": N_("in a meld"),
}
HOLDER_KINDS: Final = tuple(_SUBJECTS)


def listed(names: tuple[str, ...] | list[str]) -> Phrase | str:
    """Names said together: ``Ann``, ``Ann and Cal``, ``Ann, Bob and Cal``."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return phrase(N_("%(first)s and %(second)s"), first=names[0], second=names[1])
    return phrase(N_("%(first)s, %(second)s and %(third)s"), first=", ".join(names[:-2]),
                  second=names[-2], third=names[-1])

THE_HAND: Final = Holder("hand")
A_MELD: Final = Holder("meld")
