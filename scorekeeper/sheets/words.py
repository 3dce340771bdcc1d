"""The language a sheet prints in: its words (gettext), numbers, money and dates (Babel).

A sheet is printed in one language chosen explicitly (``PadOptions.lang``,
``SheetOptions.lang``): the web app passes the match's language or the page's,
the command line its ``--lang`` or the environment's locale. Nothing here reads
a request or a Flask locale; Babel is given the locale each time.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Final

from babel.dates import format_date
from babel.numbers import format_decimal
from markupsafe import Markup

from ..errors import AppError
from ..gin.scoring import Outcome
from ..wording import LANGUAGES, N_, Wording, outcome_name, wording_for

__all__ = ["ENGLISH", "date_text", "deal_note", "money", "outcome_text", "page_counter_css",
           "sheet_wording", "versus"]

ENGLISH: Final = wording_for("en")
"""The source language: what a sheet prints when no language is given."""


def sheet_wording(lang: str | None) -> Wording:
    """The words of ``lang`` (``en``, ``es``, ``de``, ``fr``, ``it``); another code is refused."""
    code = lang or "en"
    if code not in LANGUAGES:
        raise AppError(N_("a sheet is printed in one of %(choices)s, not %(given)s"),
                       choices=", ".join(LANGUAGES), given=repr(code))
    return wording_for(code)


def money(value: float, w: Wording) -> str:
    """An amount of money with two decimals, as the language writes it (``4.78`` / ``4,78``)."""
    return format_decimal(value, format="#,##0.00", locale=w.lang)


ENGLISH_DATE: Final = "EEEE d MMMM y"
"""English sheets keep the date as they always printed it: ``Sunday 9 March 2025``."""


def date_text(moment: date | datetime, w: Wording) -> str:
    """A day in full as the language writes it: ``Sonntag, 9. März 2025``."""
    day = moment.date() if isinstance(moment, datetime) else moment
    return format_date(day, ENGLISH_DATE if w.lang == "en" else "full", locale=w.lang)


def versus(names: Sequence[str], w: Wording) -> str:
    """``Ann v Bob`` (``Ann gegen Bob``, ...); three names ``Ann v Bob v Cal``."""
    if not names:
        return ""
    text = names[0]
    for name in names[1:]:
        text = w._("%(first)s v %(second)s", first=text, second=name)
    return text


def outcome_text(outcome: Outcome | None, w: Wording) -> str:
    """``knock``, ``gin``, ``Big Gin``, ``undercut`` or ``wash`` in the sheet's language."""
    if outcome is None or outcome is Outcome.WASH:
        return w._("wash")
    return outcome_name(outcome, w)


DEAL_NOTES: Final = {
    "both tables": N_("both tables"),
    "one table": N_("one table"),
    "split": N_("split"),
    "split, even": N_("split, even"),
    "wash": N_("wash"),
}
"""How a partnership's deal scored, as the ledger's tally says it (`ledger.teams`)."""


def deal_note(note: str, w: Wording) -> str:
    return w._(DEAL_NOTES[note]) if note in DEAL_NOTES else note


def page_counter_css(w: Wording) -> Markup:
    """The CSS ``content`` of a sheet's page number: ``"page " counter(page) " of "
    counter(pages)`` in the sheet's language. The words are the catalogue's (quotes and
    backslashes taken out), never the user's."""
    text = w._("page %(page)s of %(pages)s", page="\x01", pages="\x02")
    clean = "".join(ch for ch in text if ch not in '"\\<>\n')
    parts = []
    for piece in clean.replace("\x01", "\x00P\x00").replace("\x02", "\x00T\x00").split("\x00"):
        if piece == "P":
            parts.append("counter(page)")
        elif piece == "T":
            parts.append("counter(pages)")
        elif piece:
            parts.append(f'"{piece}"')
    return Markup(" ".join(parts))
