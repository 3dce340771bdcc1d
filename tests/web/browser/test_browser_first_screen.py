"""What must be on the first screen, measured at every width from a small phone to a laptop:
the settle page's card grid, counts and button; the totals after a hand is recorded."""

from __future__ import annotations

import pytest
from page_checks import HEIGHTS, WIDTHS, on_first_screen, resize
from test_browser_match import confirm

pytestmark = pytest.mark.browser


def test_the_settle_page_opens_on_the_cards_and_the_button(tablet, shoot):
    page = tablet("portrait")
    page.goto("/settle")
    off_screen = []
    for width in WIDTHS:
        resize(page, width)
        page.evaluate("window.scrollTo(0, 0)")
        for what in ("#picker .picker-targets", "#picker .picker-grid", "[data-live-counts]",
                     ".action-bar button[type=submit]", ".rules-details summary",
                     ".photo-details summary"):
            if not on_first_screen(page, what):
                box = page.locator(what).bounding_box()
                off_screen.append(f"{width}x{HEIGHTS[width]}: {what} at {box}")
        # Not under the sticky bar either: the last row of cards can be tapped as it is.
        grid = page.locator("#picker .picker-grid").bounding_box()
        bar = page.locator(".action-bar").bounding_box()
        if grid["y"] + grid["height"] > bar["y"] + 1:
            off_screen.append(f"{width}px: the grid ends at {grid['y'] + grid['height']:.0f}, "
                              f"under the button's bar from {bar['y']:.0f}")
        shoot(page, f"settle-first-screen-{width}")
    assert not off_screen, "\n".join(off_screen)
    # The rules are one line until opened, the photo panel one button.
    assert page.text_content(".rules-details summary").split() == ["Rules:", "Standard", "·", "change"]
    assert page.is_hidden("#field-rules") and page.is_hidden("#field-photo")


def test_after_recording_a_hand_the_totals_and_what_comes_next_are_in_view(tablet, live_server):
    page = tablet("portrait")
    page.goto("/matches/new")
    page.fill("#field-player_1", "Ann")
    page.fill("#field-player_2", "Bob")
    page.tap('[data-dealer-choice="1"] input')
    page.tap("button[type=submit]")
    page.wait_for_selector("[data-notice]")
    for number in range(1, 9):  # enough hands that the latest is far down the page
        page.tap('[data-record="counts"]')
        page.locator('input[name="knocker"]').nth(number % 2).check()
        page.fill("#field-knocker_deadwood", "2")
        page.fill("#field-defender_deadwood", "9")
        page.tap("button[type=submit]")
        confirm(page)
    landed = page.url  # where the app took the player after the last confirm
    for width in WIDTHS:
        resize(page, width)
        page.goto("about:blank")
        page.goto(landed)
        for what in (".totals .scoreboard", "[data-notice]", "[data-next]", ".record-buttons"):
            assert on_first_screen(page, what), f"{width}px: {what}"
    # The hand just recorded is marked in the list, without the page jumping to it.
    assert page.get_attribute('[data-hand="8"]', "class").split().count("is-changed") == 1
    assert page.evaluate("window.scrollY") == 0


# This game-over page at 768 px was 2,967 px tall (three screens) with the print options open
# under the sheet, the chart and the settlement, and the hands in a panel of their own; with
# the print options folded and the hands folded under the sheet it measures 2,408.
GAME_OVER_MOST = 2550


def test_a_game_over_page_is_not_three_screens_of_repeats(tablet):
    from test_browser_print import record_match

    page = tablet("portrait")
    match_id = record_match(page)
    page.goto(f"/matches/{match_id}")
    resize(page, 768)
    assert page.is_visible("[data-game-over], .game-over")
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height <= GAME_OVER_MOST, f"the game-over page is {height} px tall at 768 px"
    # The print options are one line that opens, and then work as before.
    assert page.is_hidden("[data-print-panel] [data-download]")
    assert page.locator(".sheet-panel [data-game-hands]").count() == 1
    assert page.locator(".hands-panel").count() == 0  # nothing else to show there
    page.tap("[data-print-panel] summary")
    assert page.is_visible("[data-print-panel] [data-download]")
