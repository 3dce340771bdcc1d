"""The language of each page: Flask-Babel, the chooser on every page, the words for Python code.

A page speaks the language chosen with the chooser (kept in the session), else
the best of the browser's ``Accept-Language``, else English. A match may have
its own language (chosen when it starts); its printed sheets follow it
(`match_language`). Numbers and dates follow the locale (Babel's formats).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Final
from urllib.parse import urlsplit

from babel.dates import format_skeleton
from babel.numbers import format_decimal
from flask import Blueprint, Flask, redirect, request, session
from flask_babel import Babel, force_locale, get_locale, to_user_timezone
from werkzeug.wrappers import Response

from ...gin.cards import LOCAL_RANK_LETTERS
from ...wording import DEFAULT_LANGUAGE, LANGUAGES, Wording, supported_language, wording_for
from ...wording import rules as rule_words
from ...wording.catalogue import TRANSLATIONS
from ...wording.faults import fault_text, reason_text

SESSION_KEY: Final = "lang"
bp = Blueprint("language", __name__)


def select_locale() -> str:
    """The session's choice, else the best match of ``Accept-Language``, else English."""
    chosen = supported_language(session.get(SESSION_KEY))
    if chosen:
        return chosen
    return request.accept_languages.best_match(list(LANGUAGES), default=DEFAULT_LANGUAGE)


def current_language() -> str:
    """The language code this request speaks (``en`` outside a request)."""
    locale = get_locale()
    return supported_language(str(locale)) or DEFAULT_LANGUAGE if locale else DEFAULT_LANGUAGE


def words() -> Wording:
    """This request's words, for Python code that builds text (`scorekeeper.wording`)."""
    return wording_for(current_language())


def fault(error: BaseException) -> str:
    """A refusal (the engine's, the ledger's, a form's) in the page's language."""
    return fault_text(error, words())


def reason(error: BaseException) -> str:
    """A refusal without the hand number the ledger puts first, in the page's language."""
    return reason_text(error, words())


@contextmanager
def speaking(language: str | None) -> Iterator[Wording]:
    """Render in ``language`` for a while (a match's sheet in the match's language)."""
    code = supported_language(language) or current_language()
    with force_locale(code):
        yield wording_for(code)


def _safe_next(target: str | None) -> str:
    """Where to go back after choosing: a path on this site only (never another host)."""
    if not target:
        return "/"
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//"):
        return "/"
    return target


@bp.post("/language")
def choose() -> Response:
    """Remember the language chosen on any page, and go back to that page."""
    language = supported_language(request.form.get("lang"))
    if language:
        session[SESSION_KEY] = language
    return redirect(_safe_next(request.form.get("next")), code=303)


def preset_label(name: str) -> str:
    """A preset's name in the page's language (``gin25`` -> "Gin 25")."""
    return rule_words.preset_name(name, words())


def number(value: int | float) -> str:
    """A number as the page's language writes it (``1,250`` / ``1.250``)."""
    return words().number(value)


def decimal1(value: float) -> str:
    """A number with one decimal, as the page's language writes it (``12.5`` / ``12,5``)."""
    return format_decimal(value, format="#,##0.0", locale=current_language())


def signed(value: int) -> str:
    """A whole number with its sign, as the page's language writes it (``+1,250`` / ``−3``)."""
    return format_decimal(value, format="+#,##0;-#,##0", locale=current_language())


def when(timestamp: str) -> str:
    """A ledger time (ISO 8601, UTC) as the page's language writes a day and a time, in the
    app's time zone (``BABEL_DEFAULT_TIMEZONE``, UTC unless set): ``Dec 1, 2026, 11:15``,
    ``1. Dez. 2026, 11:15``; the text as it is when it is no time."""
    try:
        moment = datetime.fromisoformat(timestamp)
    except (TypeError, ValueError):
        return str(timestamp)
    local, lang = to_user_timezone(moment), current_language()
    return (f"{format_skeleton('yMMMd', local, locale=lang)}, "
            f"{format_skeleton('Hm', local, locale=lang)}")


def rank_letters() -> dict[str, str]:
    """The page language's own rank letters and the rules' letter each stands for (German
    ``{"B": "J", "D": "Q"}``), for the picker's script."""
    return {letter: rank.letter for letter, rank in LOCAL_RANK_LETTERS.get(current_language(), {}).items()}


def _picker_words() -> dict[str, str]:
    from .picker_words import picker_words  # the picker's module reads this one's words()

    return picker_words()


TEMPLATE_GLOBALS: Final[dict[str, Any]] = {
    "picker_words": _picker_words,
    "languages": LANGUAGES,
    "current_language": current_language,
    "preset_label": preset_label,
    "rank_letters": rank_letters,
}
"""Globals, not a context processor: macros imported without context see them too."""


def register(app: Flask) -> None:
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT_LANGUAGE)
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(TRANSLATIONS))
    Babel(app, locale_selector=select_locale)
    app.jinja_env.policies["ext.i18n.trimmed"] = True  # {% trans %} blocks ignore line breaks
    app.jinja_env.globals.update(TEMPLATE_GLOBALS)
    app.jinja_env.filters["number"] = number
    app.jinja_env.filters["when"] = when
    app.jinja_env.filters["decimal1"] = decimal1
    app.jinja_env.filters["signed"] = signed
