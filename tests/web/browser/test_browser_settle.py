"""Settle a hand in a real browser on a touch tablet: tap the cards, type them, Oklahoma."""

from __future__ import annotations

import pytest
from web_examples import (
    LAYOFF_DEFENDER,
    LAYOFF_KNOCKER,
    OKLAHOMA_DEFENDER,
    OKLAHOMA_KNOCKER,
    TIE_DEFENDER,
    TIE_KNOCKER,
    TIE_WORSE_LAYOUT,
)

pytestmark = pytest.mark.browser


def tap_cards(page, cards: str) -> None:
    for card in cards.split():
        page.tap(f'#picker [data-card="{card}"]')


def test_settle_a_hand_by_tapping_cards(tablet, shoot):
    page = tablet("portrait")
    page.goto("/settle")
    assert page.is_visible("#picker")
    page.fill("#field-knocker_name", "Ann")
    page.fill("#field-defender_name", "Bob")
    tap_cards(page, LAYOFF_KNOCKER)
    # Ten cards for the knocker: the picker moves on to the defender by itself.
    assert page.get_attribute('[data-target="defender"]', "aria-pressed") == "true"
    assert page.input_value("#field-knocker") == "3S 4S 5S 6S 8H 2D 8D AC 3C 8C"  # by suit
    assert page.text_content('.target-knocker [data-count-for="knocker"]') == "10/10"

    # A card in Ann's hand cannot be tapped for Bob: it is marked disabled, and a tap
    # on it anyway (forced past Playwright's own check) changes nothing but says why.
    assert page.get_attribute('#picker [data-card="3S"]', "aria-disabled") == "true"
    page.tap('#picker [data-card="3S"]', force=True)
    assert "3♠ is in Ann's hand" in page.text_content("#picker-status")
    assert page.text_content('.target-defender [data-count-for="defender"]') == "0/10"

    tap_cards(page, LAYOFF_DEFENDER)
    assert page.text_content("[data-live-counts]") == \
        "Knocker 10/10 · Defender 10/10"
    shoot(page, "tapped-portrait")

    page.click("button[type=submit]")
    page.wait_for_url("**/settle")
    assert page.text_content("#verdict-title").split() == ["Knock", "14", "points", "to", "Ann"]
    assert page.is_visible(".meld .card.laid-off[data-card='7S']")
    assert "+ 2♠\ufe0e 7♠\ufe0e laid off by Bob" in page.text_content(".meld-note")
    shoot(page, "verdict-portrait")


def test_a_tapped_card_can_be_taken_back(tablet):
    page = tablet("portrait")
    page.goto("/settle")
    tap_cards(page, "AS 2S")
    page.tap('#picker [data-card="AS"]')
    assert page.input_value("#field-knocker") == "2S"
    assert page.get_attribute('#picker [data-card="AS"]', "aria-pressed") == "false"


def test_typing_marks_the_cards_on_the_picker(tablet):
    page = tablet("portrait")
    page.goto("/settle")
    page.fill("#field-knocker", "as 10h q♠")
    for card in ("AS", "TH", "QS"):
        assert page.get_attribute(f'#picker [data-card="{card}"]', "aria-pressed") == "true"
    assert page.text_content('.target-knocker [data-count-for="knocker"]') == "3/10"


def test_typed_cards_settle_without_javascript(tablet, shoot):
    page = tablet("portrait", javascript=False)
    page.goto("/settle")
    assert not page.is_visible("#picker")
    page.fill("#field-knocker", TIE_KNOCKER)
    page.fill("#field-defender", TIE_DEFENDER)
    page.fill("#field-knocker_melds", TIE_WORSE_LAYOUT)
    page.click(".rules-details summary")  # the rules are one line until opened
    page.fill("#field-knock_limit", "20")
    page.click("button[type=submit]")
    assert page.text_content("#verdict-title").split() == \
        ["Undercut!", "14", "points", "to", "Defender"]
    assert "19 points better" in page.text_content(".better")
    shoot(page, "verdict-typed-no-js")


def test_bad_input_is_shown_again_as_typed(tablet, shoot):
    """Without JavaScript the server names the fault; with it, the page does before sending."""
    page = tablet("landscape", javascript=False)
    page.goto("/settle")
    page.fill("#field-knocker", LAYOFF_KNOCKER)
    page.fill("#field-defender", LAYOFF_DEFENDER.replace("QC", "3S"))
    page.click("button[type=submit]")
    assert "3S is both in Knocker's hand and in Defender's hand" in \
        page.text_content("#error-summary")
    assert page.input_value("#field-defender") == LAYOFF_DEFENDER.replace("QC", "3S")
    shoot(page, "error-landscape")


def test_oklahoma_upcard_by_tapping(tablet, shoot):
    page = tablet("landscape")
    page.goto("/settle")
    page.tap(".rules-details summary")
    page.select_option("#field-rules", "oklahoma")
    option = page.locator('[data-option="target"]')
    assert "Default: 150." in option.text_content()
    tap_cards(page, OKLAHOMA_KNOCKER)
    tap_cards(page, OKLAHOMA_DEFENDER)
    page.tap('[data-target="upcard"]')
    page.tap('#picker [data-card="5S"]')  # the upcard may be a card in a hand
    assert page.input_value("#field-upcard") == "5S"
    assert page.text_content('.target-upcard [data-count-for="upcard"]') == "5♠"
    shoot(page, "oklahoma-landscape")
    page.click("button[type=submit]")
    assert page.text_content("#verdict-title").split() == \
        ["Knock", "126", "points", "to", "Knocker"]
    assert "×2 spade upcard" in page.text_content(".tally")
    assert "the upcard 5♠ sets the knock limit at 5" in page.text_content(".explanation")
    shoot(page, "oklahoma-verdict-landscape")


def test_typed_cards_are_checked_as_they_are_typed(tablet, shoot):
    page = tablet("portrait")
    page.goto("/settle")
    page.fill("#field-knocker", "7S 2D XX 3S")
    assert page.text_content("#live-error-knocker") == \
        "XX is not a card (ranks A 2–10 J Q K, suits S H D C)."
    assert page.get_attribute("#field-knocker", "aria-invalid") == "true"
    page.fill("#field-knocker", LAYOFF_KNOCKER)
    assert page.is_hidden("#live-error-knocker")
    page.fill("#field-defender", LAYOFF_DEFENDER.replace("QC", "3S"))
    assert page.text_content("#live-error-defender") == "3♠ is in both hands."

    # Nine cards: the hand is not sent; the fault is said next to the field.
    page.fill("#field-defender", " ".join(LAYOFF_DEFENDER.split()[:9]))
    page.click("button[type=submit]")
    assert page.url.endswith("/settle") and page.is_visible("#picker")
    assert page.text_content("#live-error-defender") == \
        "The defender's hand has 9 cards; it needs 10."
    assert page.evaluate("document.activeElement.id") == "field-defender"
    assert "Not sent" in page.text_content("#picker-status")
    shoot(page, "live-errors-portrait")
    page.fill("#field-defender", LAYOFF_DEFENDER)
    page.click("button[type=submit]")
    assert page.text_content("#verdict-title").split() == ["Knock", "14", "points", "to", "Knocker"]


def test_the_upcard_is_offered_only_under_rules_that_have_one(tablet):
    page = tablet("portrait")
    page.goto("/settle")
    assert page.is_hidden('[data-target="upcard"]')
    assert "Upcard" not in page.text_content("[data-live-counts]")
    page.tap(".rules-details summary")
    page.select_option("#field-rules", "oklahoma")
    assert page.is_visible('[data-target="upcard"]')
    assert page.text_content("[data-live-counts]").endswith("Upcard none")
    assert page.text_content("[data-rules-name]") == "Oklahoma"


def test_can_i_knock_by_tapping_eleven_cards(tablet, shoot):
    page = tablet("portrait")
    page.goto("/settle")
    page.click("text=Can I knock? What do I throw?")
    tap_cards(page, LAYOFF_KNOCKER + " KH")
    assert page.text_content("[data-live-counts]") == "Cards: 11"
    assert sorted(page.input_value("#field-cards").split()) == sorted((LAYOFF_KNOCKER + " KH").split())
    page.click("button[type=submit]")
    page.wait_for_selector("[data-advice]")
    assert "Throw K♥: 6 deadwood left · Knock" in page.text_content("#advice-title")
    rows = page.locator("tr[data-discard]")
    assert rows.count() == 11
    assert rows.first.get_attribute("data-discard") == "KH"
    shoot(page, "can-i-knock")
