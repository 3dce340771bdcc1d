"""Issue 15 in a real browser: a knocker's layout that is not the cheapest is not a dead end;
the form offers, in words, to score it as shown, one tap does, and the hand list says so."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

KNOCKER = "3S 4S 5S 6S 9H 9D 9C KH KD KC"  # gin as 3-4-5-6♠, but 6♠ was kept back
DEFENDER = "2S 8H 8D QC JC 2H 4D 5C 7C TD"
MELDS = "3S 4S 5S | 9H 9D 9C | KH KD KC"


def test_a_refused_layout_is_scored_as_shown_with_one_tap(tablet):
    page = tablet("portrait")
    page.goto("/matches/new")
    page.fill("#field-player_1", "Ann")
    page.fill("#field-player_2", "Bob")
    page.tap('[data-dealer-choice="2"] input')
    page.tap("button[type=submit]")
    page.wait_for_selector("[data-notice]")
    page.tap('[data-record="cards"]')
    page.tap('input[name="knocker"][value="Ann"]')
    page.fill("#field-knocker_cards", KNOCKER)
    page.fill("#field-defender_cards", DEFENDER)
    page.fill("#field-knocker_melds", MELDS)
    page.tap("#hand-form button[type=submit]")
    offer = page.wait_for_selector("[data-layout-offer]")
    assert "can be scored exactly as shown" in offer.text_content()
    assert "leave 6 deadwood" in page.text_content("#error-summary")
    page.tap("[data-score-as-shown]")
    assert page.text_content("#verdict-title").split() == ["Knock", "58", "points", "to", "Ann"]
    assert page.is_visible("[data-scored-as-shown]")
    page.tap("[data-confirm]")
    page.wait_for_selector("[data-notice]")
    assert "(melds scored as laid out)" in page.text_content("main")
