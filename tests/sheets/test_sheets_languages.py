"""Every printed sheet in every language: each blank pad and each kind of finished match,
rendered to PDF by WeasyPrint in Spanish, German, French and Italian, and read back.

A sheet fails when a word of the sheets' English source (every message of
``templates/sheets/`` and ``scorekeeper/sheets/``, as `pybabel extract` reads them) is
printed on it, unless the language's own catalogue uses that word too (German keeps "Box"
and "Match", French "Total") or it is a name: the players', the variants' (Hollywood,
Oklahoma, Straight Gin) and the game's (Gin, Big Gin, Rummy). Each sheet must also fit:
a pad on one page, every page the paper's size. Set SHEETS_PNG_DIR to look at the PNGs.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po
from ledger_matches import HOLLYWOOD, OKLAHOMA, PARTNERSHIP, STANDARD, THREE, record
from pypdf import PdfReader

from scorekeeper.ledger import Ledger
from scorekeeper.sheets import SheetOptions, render_match_pdf, sheet_of_stored
from scorekeeper.sheets.pads import PadOptions, pad_rules, render_pad_pdf
from scorekeeper.sheets.words import date_text, sheet_wording
from scorekeeper.wording.catalogue import TRANSLATIONS

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = ("es", "de", "fr", "it")
NAMES = {"ann", "bob", "cal", "dee", "us", "them", "friday"}
"""The players, teams and match name the sheets print (not words to translate)."""
ALLOWED = {"gin", "big", "rummy", "hollywood", "oklahoma", "straight"}
"""Names every language keeps: the game's and its variants'."""
KEYWORDS: dict[str, Any] = {"_": None, "n_": (1, 2), "N_": None}
LOOKED_AT = ("de", "fr")
"""The longest words: drawn as PNGs (pdftoppm) to look at."""


def words(text: str) -> set[str]:
    """The words of ``text``, lowercased (letters only: no numbers, no placeholders)."""
    text = re.sub(r"%\(\w+\)s|\{\w*\}", " ", text)   # placeholders: %(name)s, {name}
    text = re.sub(r"\b[A-Za-z]+(?:_[A-Za-z0-9]+)+\b", " ", text)  # an option as code spells it
    return {word.lower() for word in re.findall(r"[^\W\d_]+", text) if len(word) > 1}


@cache
def english() -> frozenset[str]:
    """Every word of the sheets' English source messages."""
    sources = [(path, "jinja2") for path in sorted((ROOT / "templates/sheets").glob("*.html"))]
    sources += [(path, "python") for path in sorted((ROOT / "scorekeeper/sheets").glob("*.py"))]
    sources += [(ROOT / "scorekeeper/wording/terms.py", "python")]
    found: set[str] = set()
    for path, method in sources:
        for _, message, _, _ in extract_from_file(method, str(path), keywords=KEYWORDS):
            for part in message if isinstance(message, tuple) else (message,):
                found |= words(part)
    assert {"dealer", "settlement", "deadwood", "shutout", "knocked"} <= found
    return frozenset(found)


@cache
def own_words(lang: str) -> frozenset[str]:
    """Every word the language's catalogue writes (its translations)."""
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po", "rb") as f:
        catalog = read_po(f, locale=lang)
    found: set[str] = set()
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for string in strings:
            found |= words(string or "")
    return frozenset(found)


def pdf_text(pdf: bytes) -> str:
    """The PDF's text, words hyphenated at a line's end joined again."""
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    return re.sub(r"[\u2010\-]\s*\n\s*", "", text)


def english_left(pdf: bytes, lang: str) -> set[str]:
    """The English source words printed on a sheet in ``lang`` that the language lacks."""
    return (words(pdf_text(pdf)) & english()) - own_words(lang) - NAMES - ALLOWED


def page_count(pdf: bytes) -> int:
    return len(PdfReader(io.BytesIO(pdf)).pages)


PADS: dict[str, PadOptions] = {
    "standard": PadOptions(kind="standard", rules=pad_rules("standard", "standard",
                                                           {"stake": "0.5"})),
    "three": PadOptions(kind="standard", players=("Ann", "Bob", "Cal")),
    "oklahoma": PadOptions(kind="oklahoma", rules=pad_rules("oklahoma", "oklahoma"),
                           preset="oklahoma"),
    "hollywood": PadOptions(kind="hollywood", rules=pad_rules("hollywood", "hollywood"),
                            preset="hollywood", orientation="landscape"),
    "partnership": PadOptions(kind="partnership", rules=pad_rules("partnership"),
                              players=("Ann", "Cal", "Bob", "Dee")),
    "four-games": PadOptions(kind="standard", games=4),
}


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("kind", list(PADS))
def test_every_blank_pad_is_printed_in_the_language(kind: str, lang: str,
                                                    to_png: Callable[[bytes, str], Any]) -> None:
    from dataclasses import replace

    pdf = render_pad_pdf(replace(PADS[kind], lang=lang))
    assert english_left(pdf, lang) == set()
    assert page_count(pdf) == 1                      # the longer words push nothing over
    text = pdf_text(pdf)
    w = sheet_wording(lang)
    assert w._("Grand total") in " ".join(text.split())
    if lang in LOOKED_AT:
        assert len(to_png(pdf, f"pad-{kind}-{lang}")) == 1


def test_the_pad_writes_the_stake_as_the_language_writes_numbers() -> None:
    from dataclasses import replace

    german = " ".join(pdf_text(render_pad_pdf(replace(PADS["standard"], lang="de"))).split())
    assert "× 0,5" in german and "Einsatz 0,5 pro Punkt" in german
    english_pad = " ".join(pdf_text(render_pad_pdf(PADS["standard"])).split())
    assert "× 0.5" in english_pad and "stake 0.5 a point" in english_pad


MATCHES: dict[str, tuple[dict[str, Any], str]] = {
    "standard": (STANDARD, "Friday"),
    "hollywood": (HOLLYWOOD, ""),
    "oklahoma": (OKLAHOMA, ""),
    "partnership": (PARTNERSHIP, ""),
    "three": (THREE, ""),
}


@pytest.fixture(scope="module")
def stored(ledger: Ledger) -> dict[str, Any]:
    return {kind: record(ledger, description, name)
            for kind, (description, name) in MATCHES.items()}


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("kind", list(MATCHES))
def test_every_finished_sheet_is_printed_in_the_language(
        kind: str, lang: str, stored: dict[str, Any],
        to_png: Callable[[bytes, str], Any]) -> None:
    match = stored[kind]
    pdf = render_match_pdf(sheet_of_stored(match, lang), SheetOptions(appendix=True, lang=lang))
    assert english_left(pdf, lang) == set()
    text = " ".join(pdf_text(pdf).split())
    w = sheet_wording(lang)
    day = date_text(datetime.fromisoformat(match.created_at).astimezone(), w)
    assert day in text                               # Dienstag, 1. Dezember 2026
    assert w._("page %(page)s of %(pages)s", page=1, pages=page_count(pdf)) in text
    if lang in LOOKED_AT:
        to_png(pdf, f"match-{kind}-{lang}")


def test_the_english_words_are_found_where_they_are_left(stored: dict[str, Any]) -> None:
    """The check itself: an English sheet read as German is full of English words."""
    pdf = render_match_pdf(sheet_of_stored(stored["standard"]), SheetOptions())
    assert {"dealer", "knocked", "settlement"} <= english_left(pdf, "de")
    pad = render_pad_pdf(PADS["oklahoma"])
    assert {"upcard", "dealer"} <= english_left(pad, "fr")


def test_a_german_sheet_writes_the_match_in_german(stored: dict[str, Any]) -> None:
    pdf = render_match_pdf(sheet_of_stored(stored["standard"], "de"), SheetOptions(lang="de"))
    text = " ".join(pdf_text(pdf).split())
    assert "Friday: Ann gegen Bob" in text
    assert "Partie 1: gewonnen von Ann, Schneider" in text
    assert "Bob zahlt Ann 362 Punkte" in text
    assert "Regeln (Standard): Klopfen mit 10 oder weniger" in text
    assert "Runde Geber Geklopft Ergebnis" in text


def test_an_unknown_language_is_refused() -> None:
    from scorekeeper.errors import AppError

    with pytest.raises(AppError, match="one of en, es, de, fr, it, not 'pt'"):
        PadOptions(lang="pt")
    with pytest.raises(AppError, match="not 'xx'"):
        SheetOptions(lang="xx")
