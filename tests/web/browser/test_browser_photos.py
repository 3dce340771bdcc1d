"""Settle a hand from photos in a real browser on a touch tablet: the camera input, the cards
over each photo, the unsure cards checked and a card fixed with a tap, then the verdict."""

from __future__ import annotations

import pytest
from page_checks import axe_violations
from photo_helpers import (
    DEFENDER_PHOTO,
    KNOCKER_PHOTO,
    LABELS,
    SAMPLES,
    UNSURE_PHOTO,
    UNSURE_PHOTO_READ,
    UNSURE_READS,
)

pytestmark = pytest.mark.browser


def cards(page, selector: str) -> list[str]:
    return sorted(page.input_value(selector).split())


def test_settle_from_two_photos_fixing_a_card(tablet, shoot, tmp_path):
    page = tablet("portrait")
    page.goto("/settle")
    page.tap(".photo-details summary")  # the photo panel is one button until opened
    page.fill("#field-knocker_name", "Ann")
    page.fill("#field-defender_name", "Bob")
    photo_input = page.locator("#field-photo")
    assert photo_input.get_attribute("capture") == "environment"
    assert photo_input.get_attribute("accept") == "image/*"
    assert page.locator("[data-photo-send]").count() == 0  # with JavaScript it goes at once

    # Ann's photo: her ten cards fill the knocker's field and the picker, over the photo.
    photo_input.set_input_files(str(SAMPLES / KNOCKER_PHOTO))
    knocker = page.locator('figure[data-side="knocker"]')
    knocker.wait_for()
    assert cards(page, "#field-knocker") == sorted(LABELS[KNOCKER_PHOTO])
    assert page.text_content('.target-knocker [data-count-for="knocker"]') == "10/10"
    assert knocker.locator("g.read-box").count() == 10
    assert knocker.locator("g.read-box.unsure").count() == 0  # every read sure
    assert not knocker.locator("[data-unsure-note]").is_visible()
    assert "10 cards read from the photo of Ann's cards (the knocker)" in \
        page.text_content("#photo-status")
    page.wait_for_function("document.querySelector('figure image') !== null")
    shoot(page, "1-knocker-read")
    assert axe_violations(page) == []  # the photo with its cards read over it
    page.locator("#photos").screenshot(path=str(tmp_path / "1-knocker-panel.png"))

    # The side moved on to Bob's; his photo fills the defender's field.
    assert page.is_checked('[data-photo-side][value="defender"]')
    photo_input.set_input_files(str(SAMPLES / DEFENDER_PHOTO))
    page.locator('figure[data-side="defender"]').wait_for()
    assert cards(page, "#field-defender") == sorted(LABELS[DEFENDER_PHOTO])
    assert page.text_content("[data-live-counts]") == \
        "Knocker 10/10 · Defender 10/10"

    fix = page.locator("[data-photo-fix]")

    # A tap on 7♥ to change it: a card of Bob's is refused, 5♥ is taken.
    knocker.locator('button.read-card[data-read="7H"]').tap()
    assert "Read as 7♥" in fix.locator("[data-fix-title]").text_content()
    fix.locator("select").select_option("8H")
    fix.locator('[data-fix="change"]').tap()
    assert "8♥ is in Bob's hand" in fix.locator("[data-fix-message]").text_content()
    fix.locator("select").select_option("5H")
    assert fix.locator('[data-fix="change"]').text_content() == "Change it to 5♥"
    page.locator("#photos").screenshot(path=str(tmp_path / "2-fixing.png"))
    assert axe_violations(page) == []  # the fix panel open, with a message
    fix.locator('[data-fix="change"]').tap()
    assert not fix.is_visible()
    assert "5H" in cards(page, "#field-knocker") and "7H" not in cards(page, "#field-knocker")
    chip = knocker.locator('button.read-card[data-read="7H"]')
    assert chip.get_attribute("data-card") == "5H"
    assert "was 7♥" in chip.text_content()
    assert page.get_attribute('#picker [data-card="5H"]', "aria-pressed") in ("true", "false")
    assert "is-knocker" in page.get_attribute('#picker [data-card="5H"]', "class")
    page.locator("#photos").screenshot(path=str(tmp_path / "3-fixed.png"))

    # Nothing was settled until now; the form settles what the fields say.
    page.click(".action-bar button[type=submit]")
    page.wait_for_url("**/settle")
    assert page.text_content("#verdict-title").split() == ["Knock", "14", "points", "to", "Ann"]
    shoot(page, "4-verdict")


def test_unsure_cards_are_marked_and_checked_with_a_tap(tablet, shoot):
    page = tablet("portrait")
    page.goto("/settle")
    page.tap(".photo-details summary")
    page.fill("#field-knocker_name", "Ann")
    page.locator("#field-photo").set_input_files(str(SAMPLES / UNSURE_PHOTO))
    knocker = page.locator('figure[data-side="knocker"]')
    knocker.wait_for()
    assert cards(page, "#field-knocker") == UNSURE_PHOTO_READ
    assert (page.text_content('.target-knocker [data-count-for="knocker"]')
            == f"{len(UNSURE_PHOTO_READ)}/10")
    assert knocker.locator("g.read-box.unsure").count() == len(UNSURE_READS)
    assert knocker.locator("[data-unsure-count]").is_visible()
    assert f"{len(UNSURE_READS)} unsure" in knocker.locator("figcaption").text_content()
    assert knocker.locator("[data-unsure-note]").is_visible()  # "check the marked ones"
    shoot(page, "unsure-read")
    assert axe_violations(page) == []

    # A tap on an unsure card opens the fix; "Yes, it is" takes the mark away. Once every
    # unsure card is checked, the count and the advice to check them go.
    fix = page.locator("[data-photo-fix]")
    for code in UNSURE_READS:
        chip = knocker.locator(f'button.read-card.unsure[data-read="{code}"]')
        sure = chip.get_attribute("data-sure")
        chip.tap()
        assert fix.is_visible()
        assert f"({sure} % sure)" in fix.locator("[data-fix-title]").text_content()
        assert fix.locator('[data-fix="change"]').text_content().startswith("Yes, it is")
        fix.locator('[data-fix="change"]').tap()
        assert not fix.is_visible()
    assert knocker.locator("g.read-box.unsure").count() == 0
    assert not knocker.locator("[data-unsure-count]").is_visible()
    assert not knocker.locator("[data-unsure-note]").is_visible()
    assert cards(page, "#field-knocker") == UNSURE_PHOTO_READ


def test_without_javascript_the_photo_is_a_plain_upload(tablet, shoot):
    page = tablet("portrait", javascript=False)
    page.goto("/settle")
    page.tap(".photo-details summary")  # the photo panel is one button until opened
    page.fill("#field-defender", "2D 3D")
    page.check('[data-photo-side][value="knocker"]')
    page.set_input_files("#field-photo", str(SAMPLES / KNOCKER_PHOTO))
    page.click("[data-photo-send]")
    page.wait_for_url("**/settle/photo")
    assert cards(page, "#field-knocker") == sorted(LABELS[KNOCKER_PHOTO])
    assert page.input_value("#field-defender") == "2D 3D"
    assert page.locator('figure[data-side="knocker"] g.read-box').count() == 10
    shoot(page, "no-js-read")
    # Enter in a field settles the hand (the form's first button), it does not send a photo.
    page.fill("#field-defender", " ".join(LABELS[DEFENDER_PHOTO]))
    page.press("#field-defender", "Enter")
    page.wait_for_url("**/settle")
    assert page.text_content("#verdict-title").split() == ["Knock", "19", "points", "to",
                                                           "Knocker"]
