"""Both hands in one photo, in a real browser on a phone and a tablet (issue 14 part 5): from the
record-a-hand page to the recorded hand in four taps (choose the photo, say who knocked, check
the hand, confirm it), down from six with a photo of each hand; a card moved to the other hand
with one tap; the page never wider than the window."""

from __future__ import annotations

import json

import pytest
from page_checks import TABLET, axe_violations, resize, sideways, small_targets
from photo_helpers import SAMPLES

pytestmark = pytest.mark.browser

TWO_HANDS = "bidly_two_hands.jpg"
LOWER, UPPER = json.loads((SAMPLES / "hands.json").read_text())[TWO_HANDS]


def cards(page, selector: str) -> list[str]:
    return sorted(page.input_value(selector).split())


def start_match(page) -> None:
    page.goto("/matches/new")
    page.fill("#field-player_1", "Ann")
    page.fill("#field-player_2", "Bob")
    page.tap('[data-dealer-choice="2"] input')
    page.tap("button[type=submit]")
    page.wait_for_selector("[data-notice]")
    page.tap('[data-record="cards"]')
    page.wait_for_selector("[data-photo-both]", state="attached")


@pytest.mark.parametrize("width", [390, TABLET])
def test_a_hand_recorded_from_one_photo_of_both_hands_in_four_taps(tablet, shoot, width):
    page = tablet("portrait")
    resize(page, width)
    start_match(page)
    taps = 0

    # 1. The photo: the button is on the page as it opens, no panel to open first.
    button = page.locator(".photo-both-label")
    button.wait_for(state="visible", timeout=5000)  # no tap opens it: it shows once the page has laid out
    page.set_input_files("[data-photo-both]", str(SAMPLES / TWO_HANDS))
    taps += 1
    figure = page.locator('figure[data-side="both"]')
    figure.wait_for()
    page.wait_for_function("document.querySelector('[data-knock]') !== null")
    assert cards(page, "#field-knocker_cards") == sorted(LOWER)  # the nearer hand, for now
    assert cards(page, "#field-defender_cards") == sorted(UPPER)
    assert "20 cards read from the photo of both hands: 10 in one hand, 10 in the other." in \
        page.text_content("#photo-status")
    lower = figure.locator('[data-hand-list="0"]')
    upper = figure.locator('[data-hand-list="1"]')
    assert "The lower hand" in lower.locator("h3").text_content()
    assert lower.locator("button.read-card").count() == 10
    assert upper.locator("button.read-card").count() == 10
    assert [b.text_content() for b in lower.locator("[data-knock]").all()] == [
        "Ann knocked", "Bob knocked"]
    page.wait_for_function("document.querySelector('figure image') !== null")
    assert sideways(page) == 0
    assert small_targets(page) == []
    shoot(page, f"{width}-1-read")

    # 2. Who knocked: Bob, with the lower hand (already in the knocker's field).
    lower.locator('[data-knock="1"]').tap()
    taps += 1
    assert page.is_checked('input[name="knocker"][value="Bob"]')
    assert cards(page, "#field-knocker_cards") == sorted(LOWER)
    assert "Bob knocked with it" in page.text_content("#photo-status")
    assert page.text_content("[data-live-counts]") == "Knocker 10/10 · Defender 10/10"

    # 3. Check the hand: the verdict, for confirmation.
    page.tap(".action-bar button[type=submit]")
    taps += 1
    assert page.text_content("#verdict-title").split() == ["Knock", "30", "points", "to", "Bob"]
    assert page.locator('img[alt="Photo of both hands"]').count() == 1
    assert sideways(page) == 0
    shoot(page, f"{width}-2-verdict")

    # 4. Confirm: recorded, its photo kept once.
    page.tap("[data-confirm]")
    taps += 1
    page.wait_for_selector("[data-notice]")
    assert page.text_content("[data-notice]") == \
        "Hand 1 recorded. 1 photo of its cards is kept with it."
    assert taps <= 4


def test_a_card_moves_to_the_other_hand_with_one_tap_and_the_hands_swap(tablet, shoot):
    page = tablet("portrait")
    resize(page, TABLET)
    page.goto("/settle")
    page.tap(".photo-details summary")
    page.set_input_files("[data-photo-both]", str(SAMPLES / TWO_HANDS))
    figure = page.locator('figure[data-side="both"]')
    figure.wait_for()
    page.wait_for_function("document.querySelector('[data-knock]') !== null")
    lower = figure.locator('[data-hand-list="0"]')
    upper = figure.locator('[data-hand-list="1"]')
    assert [b.text_content() for b in upper.locator("[data-knock]").all()] == ["This hand knocked"]

    # ⇄ on a card of the lower hand: one tap, and it is in the other hand, its field and its list.
    card = LOWER[0]
    lower.locator(f'li:has(button.read-card[data-read="{card}"]) [data-move]').tap()
    assert card in cards(page, "#field-defender")
    assert card not in cards(page, "#field-knocker")
    assert upper.locator(f'button.read-card[data-read="{card}"]').count() == 1
    assert page.text_content("#photo-status").endswith("moved to the upper hand.")
    assert page.text_content("[data-live-counts]") == "Knocker 9/10 · Defender 11/10"
    # And back.
    upper.locator(f'li:has(button.read-card[data-read="{card}"]) [data-move]').tap()
    assert cards(page, "#field-knocker") == sorted(LOWER)

    # The upper hand knocked: the two hands swap fields, and their lists say so.
    upper.locator("[data-knock]").tap()
    assert cards(page, "#field-knocker") == sorted(UPPER)
    assert cards(page, "#field-defender") == sorted(LOWER)
    assert upper.get_attribute("data-list-side") == "knocker"
    assert "knocker" in upper.locator("[data-list-role]").text_content()
    assert upper.locator("button.read-card").count() == 10
    # The lower hand knocked after all.
    lower.locator("[data-knock]").tap()
    assert cards(page, "#field-knocker") == sorted(LOWER)
    assert sideways(page) == 0
    assert small_targets(page) == []
    assert axe_violations(page) == []
    page.locator("#photos").screenshot(path=str(shoot(page, "two-hands-settle").parent /
                                                "two-hands-panel.png"))
    page.click(".action-bar button[type=submit]")
    page.wait_for_url("**/settle")
    assert page.text_content("#verdict-title").split() == ["Knock", "30", "points", "to",
                                                           "Knocker"]
