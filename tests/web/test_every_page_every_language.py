"""Every page of the app and both printed PDFs, in Spanish, German, French and Italian, say
nothing in English.

The pages: every GET route of the app (the route catalogue, `routes.py`, so a page added
later is walked as soon as it is registered) on a database with a match under way (a hand
from the counts, one from the cards with its photo, a wash), a finished match, a game won and
players; and the states a GET alone does not reach: the settle page's verdict and each engine
refusal (a card that is none, a card twice, in both hands, a wrong count, a knock over the
limit, a layout that is not the cheapest), forms sent back with their faults (new match,
record a hand, the print forms), the ledger refusing a hand, the preview, each notice after a
change, a conflict, the photo pages (a photo read, a photo refused by `vision` for being cut
short, too large), sign-in (and a wrong passphrase, and no passphrase set), and the error pages
(404, 405, 413, the CSRF refusal, 500). The PDFs: a blank pad and a finished match's sheet,
downloaded from the app and read back with pypdf.

A page fails on either of two findings:

- a text (a text node, or an ``aria-label``/``alt``/``placeholder``/``title``) that is the
  same as on the English page, unless it is a name or a message the language's own catalogue
  writes as itself (German "Standard", French "Portrait");
- a word of the app's English source (every message in `messages.pot`) that the page shows
  and that the language's own translations never use, bar the names below: this catches
  English inside a translated sentence (a value worded in English) as well.
"""

from __future__ import annotations

import io
import re
from functools import cache
from typing import Any

import pytest
from access_helpers import network_client, set_passphrase
from babel.messages.pofile import read_po
from flask import Flask
from match_helpers import ledger_of
from page_texts import page_texts
from photo_helpers import SMALL_PHOTO, sample, send_photo, settle_photo
from pypdf import PdfReader
from routes import Sample, make_sample, page_routes
from web_client import ClosingClient
from web_examples import (
    GIN_DEFENDER,
    GIN_KNOCKER,
    LAYOFF_DEFENDER,
    LAYOFF_KNOCKER,
    OVER_LIMIT_DEFENDER,
    OVER_LIMIT_KNOCKER,
)

from scorekeeper.web.core.passphrase import passphrase_file
from scorekeeper.web.matches.notices import MESSAGES
from scorekeeper.wording import LANGUAGES
from scorekeeper.wording.catalogue import TRANSLATIONS

TRANSLATED = [code for code in LANGUAGES if code != "en"]
NAMES = {"Ann", "Bob", "Cal", "Dee", "Eve", "Friday", "US Letter", "A4", "PDF", "JSON",
         *LANGUAGES.values()}
"""Texts every language writes alike: the players, the match's name, a paper size."""
NAME_WORDS = {"ann", "bob", "cal", "dee", "eve", "friday", "us", "letter", "gin", "big",
              "rummy", "hollywood", "oklahoma", "straight", "pdf", "json", "png", "jpeg",
              "heic", "scorekeeper", "passphrase", "english", "español", "deutsch",
              "français", "italiano"}
"""Words that are names (players, the match, the variants, the game, file formats, the
command), never English to translate. ``scorekeeper passphrase`` is a command to type."""
SHOWN_ATTRIBUTES = ("aria-label", "placeholder", "alt", "title")
SKIPPED = ("script", "style", "code", "kbd")
CUT_SHORT = sample(SMALL_PHOTO)[: len(sample(SMALL_PHOTO)) // 2]


def texts(html: str) -> set[str]:
    """The text a person reads or hears: text nodes and the attributes said aloud (the
    ``<title>`` and an SVG's ``<desc>`` included); not scripts, styles or code to type."""
    return page_texts(html, SHOWN_ATTRIBUTES, SKIPPED)


def words(text: str) -> set[str]:
    """The words of ``text``, lowercased: letters only (no numbers, no placeholders)."""
    text = re.sub(r"%\(\w+\)s|\{\w*\}", " ", text)
    text = re.sub(r"\b[A-Za-z]+(?:_[A-Za-z0-9]+)+\b", " ", text)  # a name as code spells it
    text = re.sub(r"(?<!\w)/\S*|\b(?:GET|PUT|POST|DELETE)\b", " ", text)  # a path, a method
    return {word.lower() for word in re.findall(r"[^\W\d_]+", text) if len(word) > 1}


def _catalogue(lang: str) -> Any:
    path = TRANSLATIONS / (f"{lang}/LC_MESSAGES/messages.po" if lang != "en" else
                           "messages.pot")
    with open(path, "rb") as f:
        return read_po(f, locale=None if lang == "en" else lang)


def _strings(value: object) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, tuple | list) else (str(value or ""),)


@cache
def english_words() -> frozenset[str]:
    """Every word of the app's English source (the messages extracted into messages.pot)."""
    return frozenset(w for m in _catalogue("en") if m.id for s in _strings(m.id) for w in words(s))


@cache
def own_words(lang: str) -> frozenset[str]:
    """Every word the language's translations write."""
    return frozenset(w for m in _catalogue(lang) if m.id for s in _strings(m.string)
                     for w in words(s))


@cache
def same_in_catalogue(lang: str) -> frozenset[str]:
    """Messages the language translates as themselves."""
    return frozenset(m.id for m in _catalogue(lang) if isinstance(m.id, str) and m.id
                     and m.string == m.id)


def english_left(lang: str, shown: set[str], english_page: set[str]) -> list[str]:
    """What a page in ``lang`` shows in English (see the module's two findings)."""
    allowed = NAMES | same_in_catalogue(lang)
    same = {text for text in shown & english_page
            if text not in allowed and text.strip(" :·,.()←→?!") not in allowed
            and words(text) - NAME_WORDS - own_words(lang)}
    source = (set().union(*(words(text) for text in shown)) & english_words()) - own_words(
        lang) - NAME_WORDS
    return sorted(same) + sorted(f"word {word!r}" for word in source)


# -- the database and the pages ---------------------------------------------------------------

GAME_OVER = ({"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 40},
             {"knocker": "Eve", "knocker_deadwood": 3, "defender_deadwood": 13},
             {"knocker": "Eve", "knocker_deadwood": 0, "defender_deadwood": 30, "gin": True},
             {"knocker": "Ann", "knocker_deadwood": 1, "defender_deadwood": 45},
             {"knocker": "Ann", "knocker_deadwood": 0, "defender_deadwood": 12, "gin": True})
"""Ann v Eve: Ann wins the first game (the game-over page, its settlement and chart)."""


@pytest.fixture
def sample_app(app: Flask) -> tuple[Flask, Sample, int]:
    app.config["PROPAGATE_EXCEPTIONS"] = False  # a bug answers the 500 page, as served

    @app.get("/__broken")
    def broken() -> str:  # a page that fails: the 500 page
        raise RuntimeError("a bug")

    sample = make_sample(app)
    store = ledger_of(app)
    over = store.create_match(["Ann", "Eve"], "standard", first_dealer="Ann")
    for hand in GAME_OVER:
        over = store.record_hand(over.id, hand, version=over.version)
    return app, sample, over.id


def _version(app: Flask, match_id: int) -> str:
    return str(ledger_of(app).get_match(match_id).version)


def get_pages(app: Flask, client: Any, s: Sample) -> dict[str, str]:
    """Every GET page of the route catalogue (HTML answers only: redirects and files are no
    pages), by its rule."""
    found = {}
    for route in page_routes(app):
        if route.rule.startswith(("/api", "/static")) or route.endpoint == "broken":
            continue
        response = client.get(route.url(s))
        if response.status_code < 300 and response.mimetype == "text/html":
            found[str(route)] = response.text
    return found


def state_pages(app: Flask, client: Any, s: Sample, over: int) -> dict[str, str]:
    """The states a GET alone does not reach."""
    m = s.match_id
    settle = {"knocker_name": "Ann", "defender_name": "Bob"}
    posts: dict[str, tuple[str, dict[str, str]]] = {
        "verdict": ("/settle", {**settle, "knocker": LAYOFF_KNOCKER,
                                "defender": LAYOFF_DEFENDER}),
        "not a card": ("/settle", {**settle, "knocker": LAYOFF_KNOCKER.replace("AC", "XX"),
                                   "defender": LAYOFF_DEFENDER}),
        "card twice": ("/settle", {**settle, "knocker": LAYOFF_KNOCKER.replace("AC", "3S"),
                                   "defender": LAYOFF_DEFENDER}),
        "in both hands": ("/settle", {**settle, "knocker": LAYOFF_KNOCKER,
                                      "defender": LAYOFF_DEFENDER.replace("2S", "3S")}),
        "wrong count": ("/settle", {**settle, "knocker": "3S 4S 5S", "defender": LAYOFF_DEFENDER}),
        "empty hands": ("/settle", settle),
        "over the limit": ("/settle", {**settle, "knocker": OVER_LIMIT_KNOCKER,
                                       "defender": OVER_LIMIT_DEFENDER}),
        "not the cheapest": ("/settle", {
            **settle, "knocker": "3S 4S 5S 6S 9H 9D 9C KH KD KC",
            "defender": "2S 8H 8D QC JC 2H 4D 5C 7C TD",
            "knocker_melds": "3S 4S 5S | 9H 9D 9C | KH KD KC"}),
        "not a meld": ("/settle", {**settle, "knocker": LAYOFF_KNOCKER,
                                   "defender": LAYOFF_DEFENDER, "knocker_melds": "AC 2D"}),
        "new match faults": ("/matches/new", {"player_1": "Ann", "player_2": "ann",
                                              "first_dealer": "3", "rules": "standard"}),
        "hand faults": (f"/matches/{m}/hands/preview", {"kind": "counts", "finish": "knock",
                                                        "knocker_deadwood": "x",
                                                        "version": _version(app, m)}),
        "cards faults": (f"/matches/{m}/hands/preview", {"kind": "cards", "knocker": "Ann",
                                                         "version": _version(app, m)}),
        "hand refused": (f"/matches/{m}/hands/preview", {
            "kind": "cards", "knocker": "Ann", "knocker_cards": OVER_LIMIT_KNOCKER,
            "defender_cards": OVER_LIMIT_DEFENDER, "version": _version(app, m)}),
        "preview": (f"/matches/{m}/hands/preview", {
            "kind": "cards", "knocker": "Bob", "knocker_cards": GIN_KNOCKER,
            "defender_cards": GIN_DEFENDER, "version": _version(app, m)}),
        "conflict": (f"/matches/{m}/undo", {"version": "1"}),
    }
    found = {name: client.post(url, data=data).text for name, (url, data) in posts.items()}
    gets = {
        "head to head": "/players/head-to-head?a=Ann&b=Bob",
        "can i knock": "/can-i-knock?cards=3S+4S+5S+6S+8H+8D+8C+AC+2D+3C+KH",
        "can i knock refused": "/can-i-knock?cards=3S+4S+5S+XX&rules=oklahoma",
        "game over": f"/matches/{over}",
        "pad faults": "/score-pad?games=6&seats=2&name_3=Cal&paper=a5",
        "pad too many games": "/score-pad?games=8",
        "pad preview": "/score-pad?preset=hollywood&name_1=Ann&name_2=Bob",
        "sheet faults": f"/matches/{m}/sheet?paper=a5&appendix=maybe",
        "404": "/no/such/page",
        "no such match": "/matches/999",
        "no such player": "/players/Zed",
        "no such hand": f"/matches/{m}/hands/99999/edit",
        "500": "/__broken",
        **{f"notice {code}": f"/matches/{m}?done={code}&hand=2&game=2&action=record&photos=2"
           for code in MESSAGES},
    }
    found |= {name: client.get(url).text for name, url in gets.items()}
    found["405"] = client.put("/players").text
    found["photo read"] = settle_photo(client, "knocker", SMALL_PHOTO).text
    found["photo cut short"] = settle_photo(client, "knocker", "cut.jpg", CUT_SHORT).text
    found["photo too large"] = send_photo(client, f"/matches/{m}/hands/photo", "knocker",
                                          "big.jpg", b"\xff" * (app.config[
                                              "PHOTO_UPLOAD_LIMIT"] + 1), kind="cards").text
    return found


def all_pages(app: Flask, s: Sample, over: int, lang: str) -> dict[str, str]:
    """Every page, and the sign-in and CSRF pages as a tablet on the network sees them."""
    client = app.test_client()
    client.post("/language", data={"lang": lang, "next": "/"})
    found = get_pages(app, client, s) | state_pages(app, client, s, over)
    tablet = network_client(app)
    tablet.post("/language", data={"lang": lang, "next": "/"})
    found["no passphrase"] = tablet.get("/signin").text
    set_passphrase(app)
    found["sign in"] = tablet.get("/signin").text
    found["wrong passphrase"] = tablet.post("/signin", data={"passphrase": "nope",
                                                             "next": "/"}).text
    found["signed out"] = tablet.get("/matches", follow_redirects=True).text
    passphrase_file(app.instance_path).unlink()  # no passphrase again for the next language
    forged = ClosingClient(app, app.response_class, use_cookies=True)  # sends no CSRF token
    forged.get("/settle", headers={"Accept-Language": lang})
    found["csrf"] = forged.post("/matches/new", data={"player_1": "Ann"},
                                headers={"Accept-Language": lang}).text
    return found


@pytest.fixture
def english_pages(sample_app: tuple[Flask, Sample, int]) -> dict[str, str]:
    return all_pages(*sample_app, "en")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_page_speaks_the_language(sample_app, english_pages, lang):
    pages = all_pages(*sample_app, lang)
    assert pages.keys() == english_pages.keys()
    assert len(pages) > 60, sorted(pages)
    for name, html in english_pages.items():
        assert '<html lang="en">' in html, name
    faults = {}
    for name, html in pages.items():
        assert f'<html lang="{lang}">' in html, name
        left = english_left(lang, texts(html), texts(english_pages[name]))
        if left:
            faults[name] = left
    assert faults == {}, f"{lang}: English left on the pages"


def test_the_pages_walked_include_every_state_named(sample_app, english_pages):
    """The walk reaches what it claims: each refusal, the notices, the photo and error pages
    (in English here, so the words are known)."""
    text = {name: " ".join(texts(html)) for name, html in english_pages.items()}
    assert "XX is not a card" in text["not a card"]
    assert "3S is given twice" in text["card twice"]
    assert "3S is both in Ann's hand and in Bob's hand" in text["in both hands"]
    assert "Ann's hand has 3 cards" in text["wrong count"]
    assert "cannot knock" in text["over the limit"]
    assert "the cheapest arrangement" in text["not the cheapest"]
    assert "the JPEG file is cut short" in text["photo cut short"]
    assert "Photo too large" in text["photo too large"]
    assert "There is no page at /no/such/page" in text["404"]
    assert "there is no match 999" in text["no such match"]
    assert "no match has a player called 'Zed'" in text["no such player"]
    assert "Something went wrong on our side" in text["500"]
    assert "does not take a PUT request" in text["405"]
    assert "security token" in text["csrf"]
    assert "That is not the household passphrase" in text["wrong passphrase"]
    assert "No household passphrase has been set" in text["no passphrase"]
    assert "The match was changed meanwhile" in text["conflict"]
    assert "Hand 2 recorded. 2 photos of its cards are kept with it." in text["notice recorded"]
    assert "do not fit on one" in text["pad too many games"]
    assert "won the game" in text["game over"]


# -- the PDFs -------------------------------------------------------------------------------

def pdf_text(pdf: bytes) -> str:
    """The PDF's text, words hyphenated at a line's end joined again."""
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    return re.sub(r"[\u2010\-]\s*\n\s*", "", text)


def pdfs(app: Flask, s: Sample, over: int, lang: str) -> dict[str, str]:
    """The blank pad and the finished game's sheet (with the cards appendix), as downloaded
    from the app with the page in ``lang``."""
    client = app.test_client()
    client.post("/language", data={"lang": lang, "next": "/"})
    found = {}
    for name, url in (("pad", f"/score-pad.pdf?preset=standard&lang={lang}&name_1=Ann"),
                      ("three pad", f"/score-pad.pdf?seats=3&lang={lang}"),
                      ("hollywood pad", f"/score-pad.pdf?preset=hollywood&lang={lang}"),
                      ("match sheet", f"/matches/{s.match_id}/sheet.pdf?appendix=1"),
                      ("game over sheet", f"/matches/{over}/sheet.pdf")):
        response = client.get(url)
        assert response.status_code == 200 and response.mimetype == "application/pdf", url
        found[name] = pdf_text(response.data)
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_both_printed_sheets_speak_the_language(sample_app, lang):
    english = pdfs(*sample_app, "en")
    printed = pdfs(*sample_app, lang)
    for name, text in printed.items():
        lines = {" ".join(line.split()) for line in text.splitlines()}
        english_lines = {" ".join(line.split()) for line in english[name].splitlines()}
        assert english_left(lang, lines, english_lines) == [], f"{lang} {name}"
    assert "Ann" in printed["match sheet"]
