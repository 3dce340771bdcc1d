"""One language's words (gettext catalogues) and number formats (Babel's locale data)."""

from __future__ import annotations

import gettext
import os
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Final

from babel.numbers import format_decimal

TRANSLATIONS: Final = Path(__file__).resolve().parent.parent / "translations"
"""The catalogues: ``<lang>/LC_MESSAGES/messages.po`` and the compiled ``.mo`` beside it."""
DOMAIN: Final = "messages"
DEFAULT_LANGUAGE: Final = "en"
LANGUAGES: Final[dict[str, str]] = {
    "en": "English",
    "es": "Español",
    "de": "Deutsch",
    "fr": "Français",
    "it": "Italiano",
}
"""Every language the app speaks, each named in itself (as a chooser shows it)."""


def supported_language(tag: str | None) -> str | None:
    """The supported language of a locale or language tag (``de_AT.UTF-8`` -> ``de``), or None."""
    if not tag:
        return None
    base = tag.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].strip().lower()
    return base if base in LANGUAGES else None


def language_name(code: str) -> str:
    return LANGUAGES.get(code, code)


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language of the environment's locale, as gettext reads it.

    ``LANGUAGE`` (a colon-separated list of preferences) comes first, then
    ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``; the first supported language
    wins, English when none is (or the locale is ``C``/``POSIX``).
    """
    env = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        if not value:
            continue
        for tag in value.split(":"):
            language = supported_language(tag)
            if language:
                return language
        if variable != "LANGUAGE":
            break  # the first of LC_ALL, LC_MESSAGES, LANG that is set decides, as in gettext
    return DEFAULT_LANGUAGE


@dataclass(frozen=True)
class Wording:
    """The words and number formats of one language.

    ``w._("... %(name)s ...", name=...)`` translates a message and fills its
    placeholders; ``w.n_`` chooses a plural form. Placeholders are
    ``%(name)s`` (Python format, as Babel checks them).
    """

    lang: str
    translations: gettext.NullTranslations

    def _(self, message: str, **values: object) -> str:
        text = self.translations.gettext(message)
        return text % values if values else text

    def n_(self, singular: str, plural: str, count: int, **values: object) -> str:
        text = self.translations.ngettext(singular, plural, count)
        return text % {"num": count, **values}

    def number(self, value: int | float) -> str:
        """A number as the language writes it (``1,000.5`` / ``1.000,5``)."""
        return _formatted(value, self.lang)

    def decimal(self, value: float, places: int) -> str:
        """A number with exactly ``places`` decimals, as the language writes it (``0,85``)."""
        return format_decimal(value, format="0." + "0" * places if places else "0",
                              locale=self.lang)


@lru_cache(maxsize=4096, typed=True)
def _formatted(value: int | float, lang: str) -> str:
    """Babel's format of one number in one language, kept: a verdict writes a dozen small
    numbers, and Babel looks up the locale's pattern for each (about 15 us a number)."""
    return format_decimal(value, locale=lang)


@cache
def wording_for(lang: str | None = None) -> Wording:
    """The words of ``lang`` (a supported code or locale tag); English for anything else."""
    code = supported_language(lang) or DEFAULT_LANGUAGE
    if code == DEFAULT_LANGUAGE:
        return Wording(code, gettext.NullTranslations())
    translations = gettext.translation(DOMAIN, TRANSLATIONS, languages=[code], fallback=True)
    return Wording(code, translations)
