"""Printing in a real browser on a touch tablet: the match page's print button gives the
match's sheet (its preview, then the PDF), and "Print a score pad" previews a pad and
downloads it. The sheets are framed under their own policy; a refused style would be a
console error, which fails the test."""

from __future__ import annotations

from pathlib import Path

import pytest
from print_matches import LAYOFF_CARDS, pdf_pages, pdf_text

pytestmark = pytest.mark.browser


def record_match(page) -> int:
    """A match recorded through the JSON API of the running server: game 1 won, game 2 open."""
    api = page.request
    token = {"X-CSRF-Token": api.get("/api/csrf").json()["csrf_token"]}
    match = api.post("/api/matches", data={"players": ["Ann", "Bob"], "rules": "standard",
                                           "first_dealer": "Bob", "name": "Friday"},
                     headers=token).json()
    version = match["version"]
    for hand in ({"cards": LAYOFF_CARDS, "knocker": "Ann"},
                 {"knocker": "Bob", "gin": True, "defender_deadwood": 30},
                 {"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 44},
                 {"knocker": "Ann", "knocker_deadwood": 3, "defender_deadwood": 50}):
        answer = api.post(f"/api/matches/{match['id']}/hands",
                          data={"version": version, "hand": hand}, headers=token)
        assert answer.status == 201
        version = answer.json()["version"]
    return int(match["id"])


def styled(frame) -> bool:
    """The sheet's own style element applied in the frame (its table borders collapse)."""
    return frame.locator("table.sheet").first.evaluate(
        "table => getComputedStyle(table).borderCollapse") == "collapse"


def fits_the_screen(page) -> bool:
    """Nothing wider than the tablet: the preview is scaled to its panel, not overflowing."""
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def downloaded(page, button: str, tmp_path: Path, name: str) -> bytes:
    with page.expect_download() as info:
        page.tap(button)
    download = info.value
    target = tmp_path / download.suggested_filename
    download.save_as(target)
    assert download.suggested_filename == name
    return target.read_bytes()


def test_the_print_button_gives_the_matchs_sheet(tablet, shoot, tmp_path):
    page = tablet("portrait")
    match_id = record_match(page)
    page.goto(f"/matches/{match_id}")
    page.locator("[data-print-panel]").scroll_into_view_if_needed()
    page.tap("[data-print-panel] summary")  # the game is over: the options are folded
    shoot(page, "1-match-page-print-panel")

    page.tap("[data-print-panel] [data-view-sheet]")
    page.wait_for_url(f"**/matches/{match_id}/sheet?*")
    frame = page.frame_locator("[data-sheet-frame]")
    frame.locator("text=Bob pays Ann 193 points").first.wait_for()
    assert "Friday: Ann v Bob" in frame.locator("h1").text_content()
    assert styled(frame)
    assert fits_the_screen(page)
    shoot(page, "2-sheet-preview")

    page.tap('label:has(input[name="paper"][value="letter"])')
    page.tap('label:has(input[name="appendix"])')
    data = downloaded(page, "[data-download]", tmp_path, f"gin-match-{match_id}-friday.pdf")
    pages = pdf_pages(data)
    assert len(pages) == 2 and "Grand total 263 70" in pages[0]
    assert "The cards, hand by hand" in pages[1]

    page.tap("[data-view-sheet]")     # the preview follows the options
    page.frame_locator("[data-sheet-frame]").locator(
        "text=The cards, hand by hand").wait_for()
    shoot(page, "3-sheet-preview-letter-with-cards")


def test_print_a_score_pad_previews_and_downloads(tablet, shoot, tmp_path):
    page = tablet("landscape")
    page.goto("/settle")
    page.tap("nav >> text=Print a score pad")
    page.wait_for_url("**/score-pad")
    frame = page.frame_locator("[data-sheet-frame]")
    frame.locator("text=Gin Rummy score pad").wait_for()
    assert styled(frame)
    shoot(page, "4-score-pad")

    page.select_option("#field-preset", "oklahoma")
    page.fill("#field-name_1", "Ann")
    page.fill("#field-name_2", "Bob")
    page.fill("#field-games", "2")
    page.tap('label:has(input[name="orientation"][value="landscape"])')
    page.tap("text=Show the preview")
    frame = page.frame_locator("[data-sheet-frame]")
    frame.locator("text=Oklahoma Gin score pad").wait_for()
    assert frame.locator("text=Ann").count() == 2     # two games on the page
    assert fits_the_screen(page)
    shoot(page, "5-score-pad-oklahoma")

    data = downloaded(page, "[data-download]", tmp_path,
                      "score-pad-oklahoma-a4-landscape.pdf")
    text = pdf_text(data)
    assert "Oklahoma Gin score pad" in text and text.count("Ann") == 2

    page.fill("#field-games", "7")
    page.tap("text=Show the preview")
    page.wait_for_selector("#games-error")
    assert "do not fit" in page.text_content("#games-error")
    assert page.locator("[data-sheet-frame]").count() == 0
    shoot(page, "6-score-pad-refused")


def test_a_landscape_pad_previews_whole_on_a_portrait_tablet(tablet, tmp_path):
    page = tablet("portrait")
    page.goto("/score-pad?preset=hollywood&orientation=landscape&name_1=Ann&name_2=Bob")
    frame = page.frame_locator("[data-sheet-frame]")
    frame.locator("text=Hollywood Gin score pad").wait_for()
    assert fits_the_screen(page)
    holder = page.locator(".sheet-frame-holder").bounding_box()
    framed = page.locator("[data-sheet-frame]").bounding_box()    # as scaled on the screen
    assert framed["width"] <= holder["width"] + 1
    assert abs(framed["height"] / framed["width"] - 210 / (275 + 12)) < 0.01  # one sheet tall
    # Chromium leaves a framed sheet far below the screen unpainted in a full-page shot.
    page.locator("[data-sheet-frame]").scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.screenshot(path=str(tmp_path / "7-landscape-pad-on-portrait.png"))
