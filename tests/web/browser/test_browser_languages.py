"""Settle a hand in German and in Spanish on a real Chromium: the language is chosen on the page,
the cards are tapped (the German picker shows B and D for Bube and Dame) or typed in the
language's own letters, and nothing overflows at phone and tablet widths, long German words
and all. Screenshots of each step are kept in the test's temporary folder."""

from __future__ import annotations

import pytest
from page_checks import PHONE, TABLET, axe_violations, layout_faults, resize
from web_examples import LAYOFF_DEFENDER, LAYOFF_KNOCKER

pytestmark = pytest.mark.browser

EXPECTED = {
    "de": {"h1": "Runde abrechnen", "title": ["Klopfen", "14", "Punkte", "für", "Ann"],
           "why": "Ann klopft:", "jack": "B", "queen": "D"},
    "es": {"h1": "Resolver una mano",
           "title": ["Cierre", "14", "puntos", "para", "Ann"], "why": "Ann cierra:", "jack": "J",
           "queen": "Q"},
}


def tap_cards(page, cards: str) -> None:
    for card in cards.split():
        page.tap(f'#picker [data-card="{card}"]')


@pytest.mark.parametrize("lang", ["de", "es"])
def test_settle_a_hand_in_the_language_chosen_on_the_page(tablet, shoot, lang):
    words = EXPECTED[lang]
    page = tablet("portrait")
    page.goto("/settle")
    page.click(f'.language-choice[value="{lang}"]')
    page.wait_for_url("**/settle")
    assert page.get_attribute("html", "lang") == lang
    assert page.text_content("h1") == words["h1"]
    # The picker names its cards as the language's decks print them.
    assert page.text_content('#picker [data-card="JS"] .rank') == words["jack"]
    assert page.text_content('#picker [data-card="QH"] .rank') == words["queen"]
    page.fill("#field-knocker_name", "Ann")
    page.fill("#field-defender_name", "Bob")
    tap_cards(page, LAYOFF_KNOCKER)
    tap_cards(page, LAYOFF_DEFENDER)
    shoot(page, f"{lang}-tapped-portrait")
    for width in (PHONE, 360):
        resize(page, width)
        shoot(page, f"{lang}-settle-{width}")
    assert layout_faults(page, (360, PHONE, TABLET, 1024)) == []
    resize(page, TABLET)
    page.click("button[type=submit].big")
    page.wait_for_url("**/settle")
    assert page.text_content("#verdict-title").split() == words["title"]
    assert words["why"] in page.text_content(".explanation")
    shoot(page, f"{lang}-verdict-{TABLET}")
    assert layout_faults(page, (360, PHONE, TABLET, 1024)) == []
    resize(page, PHONE)
    shoot(page, f"{lang}-verdict-{PHONE}")
    assert axe_violations(page) == []


def test_german_rank_letters_typed_are_read(tablet):
    page = tablet("landscape")
    page.goto("/settle")
    page.click('.language-choice[value="de"]')
    page.wait_for_url("**/settle")
    # Bob's hand with the jacks typed as Bube (B), a queen as Dame (D).
    page.fill("#field-knocker", LAYOFF_KNOCKER)
    page.fill("#field-defender", LAYOFF_DEFENDER.replace("JD", "BD").replace("QC", "DC"))
    page.click("button[type=submit].big")
    page.wait_for_url("**/settle")
    assert page.text_content("#verdict-title").split()[0] == "Klopfen"


MATCH_WORDS = {
    "de": {"created": "Das Match läuft. Bob gibt zuerst.", "recorded": "Runde 1 eingetragen.",
           "title": ["Klopfen", "14", "Punkte", "für", "Ann"],
           "gin": "31 + 20 Gin-Bonus = 51 Punkte für Bob.",
           "next": "Ann gibt als Nächstes."},
    "es": {"created": "Empieza la partida. Reparte primero Bob.", "recorded": "Mano 1 anotada.",
           "title": ["Cierre", "14", "puntos", "para", "Ann"],
           "gin": "31 + 20 de bonificación por gin = 51 puntos para Bob.", "next": "Reparte Ann."},
}


@pytest.mark.parametrize("lang", ["de", "es"])
def test_record_a_match_in_the_language_chosen(tablet, shoot, lang):
    words = MATCH_WORDS[lang]
    page = tablet("portrait")
    page.goto("/matches/new")
    page.click(f'.language-choice[value="{lang}"]')
    page.wait_for_url("**/matches/new")
    page.fill("#field-player_1", "Ann")
    page.fill("#field-player_2", "Bob")
    page.tap('[data-dealer-choice="2"] input')
    shoot(page, f"{lang}-new-match")
    assert layout_faults(page, (360, PHONE, TABLET)) == []
    resize(page, TABLET)
    page.tap("button[type=submit].big")
    page.wait_for_selector("[data-notice]")
    assert page.text_content("[data-notice]") == words["created"]

    page.tap('[data-record="cards"]')
    page.tap('input[name="knocker"][value="Ann"]')
    tap_cards(page, LAYOFF_KNOCKER)
    tap_cards(page, LAYOFF_DEFENDER)
    page.tap("button[type=submit].big")
    assert page.text_content("#verdict-title").split() == words["title"]
    shoot(page, f"{lang}-match-preview")
    assert layout_faults(page, (360, PHONE, TABLET)) == []
    resize(page, TABLET)
    page.tap("[data-confirm]")
    page.wait_for_selector("[data-notice]")
    assert page.text_content("[data-notice]") == words["recorded"]

    page.tap('[data-record="counts"]')
    page.tap('input[name="knocker"][value="Bob"]')
    page.tap('input[name="finish"][value="gin"]')
    page.fill("#field-defender_deadwood", "31")
    page.tap("button[type=submit].big")
    assert words["gin"] in page.text_content(".explanation")
    page.tap("[data-confirm]")
    page.wait_for_selector("[data-notice]")
    assert page.text_content("[data-next]") == words["next"]
    shoot(page, f"{lang}-match-{TABLET}")
    resize(page, 360)
    shoot(page, f"{lang}-match-360")
    assert layout_faults(page, (360, PHONE, TABLET, 1024)) == []
    resize(page, PHONE)
    shoot(page, f"{lang}-match-{PHONE}")
