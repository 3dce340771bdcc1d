"""The pages translated last, in German (its words are the longest), in Chromium at 360, 390,
768 and 1024 px: the matches and players lists, a player and a head-to-head, the print forms
(with their faults), the sheet page, undo and delete, the game-over and finished match pages,
forms sent back with the engine's refusals and the error page. None scrolls sideways, no tap
target is under 44 × 44 px, nothing is clipped, and no option is named as the code spells it.

A full-page screenshot of each at each width is saved in the test's temporary folder (and in
``$GERMAN_SHOTS`` when set, to look at them).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from page_checks import layout_faults, programmer_names, resize
from server_process import served
from test_browser_every_page import EXPECTED_STATUS, Matches, make_matches
from web_examples import LAYOFF_DEFENDER, LAYOFF_KNOCKER

from scorekeeper.ledger import Ledger

pytestmark = pytest.mark.browser
WIDTHS = (360, 390, 768, 1024)


@pytest.fixture(scope="module")
def matches(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Matches]:
    folder = tmp_path_factory.mktemp("german-pages")
    ids = make_matches(Ledger(folder / "scorekeeper.db"))
    with served(folder) as url:
        yield Matches(url, *ids)


@pytest.fixture
def german(browser: Any, matches: Matches, tmp_path: Path) -> Iterator[Callable[..., None]]:
    """``german(path_or_action, name)``: open a page in German; the test's end measures it at
    each width and keeps the screenshots."""
    opened: list[tuple[Any, Any, str]] = []
    problems: list[str] = []
    keep = Path(os.environ["GERMAN_SHOTS"]) if os.environ.get("GERMAN_SHOTS") else None

    def open_page(target: str | Callable[[Any], None], name: str) -> None:
        context = browser.new_context(viewport={"width": 768, "height": 1024}, has_touch=True,
                                      is_mobile=True, base_url=matches.url,
                                      extra_http_headers={"Accept-Language": "de"})
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.on("console", lambda message: message.type == "error"
                and not message.text.startswith(EXPECTED_STATUS)
                and not message.text.startswith("Failed to load resource")
                and problems.append(f"console: {message.text}"))
        page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
        if isinstance(target, str):
            page.goto(target)
        else:
            target(page)
        assert page.get_attribute("html", "lang") == "de", name
        opened.append((context, page, name))

    yield open_page
    faults: list[str] = []
    for context, page, name in opened:
        for width in WIDTHS:
            resize(page, width)
            page.evaluate("window.scrollTo(0, 0)")
            for folder in (tmp_path, keep):
                if folder is not None:
                    folder.mkdir(parents=True, exist_ok=True)
                    page.screenshot(path=str(folder / f"de-{name}-{width}.png"), full_page=True)
        faults.extend(f"{name}: {fault}" for fault in layout_faults(page, WIDTHS))
        faults.extend(f"{name}: shows the code's name {word!r}" for word in programmer_names(page))
        context.close()
    assert not problems, problems
    assert not faults, "\n".join(faults)


def test_the_lists_and_statistics(german):
    german("/matches", "matches")
    german("/players", "players")
    german("/players/Ann", "player")
    german("/players/head-to-head?a=Ann&b=Bob", "head-to-head")


def test_the_print_pages(german, matches):
    german("/score-pad", "score-pad")
    german("/score-pad?games=8&seats=2&name_3=Cal", "score-pad-faults")
    german(f"/matches/{matches.heads_up}/sheet", "sheet-page")
    german(f"/matches/{matches.heads_up}/sheet?paper=a5", "sheet-page-faults")


def test_the_match_pages_and_changes(german, matches):
    german(f"/matches/{matches.game_over}", "game-over")
    german(f"/matches/{matches.finished}", "finished")
    german(f"/matches/{matches.heads_up}/undo", "undo")
    german(f"/matches/{matches.heads_up}?done=deleted&hand=3", "notice")

    def delete_first(page: Any) -> None:
        page.goto(f"/matches/{matches.heads_up}")
        href = page.locator('a[href*="/hands/"][href$="/edit"]').first.get_attribute("href")
        page.goto(href.replace("/edit", "/delete"))

    german(delete_first, "delete")


def test_forms_sent_back_with_refusals_and_the_error_page(german, matches):
    def settle(knocker: str, defender: str) -> Callable[[Any], None]:
        def go(page: Any) -> None:
            page.goto("/settle")
            page.fill("#field-knocker", knocker)
            page.fill("#field-defender", defender)
            page.fill("#field-knocker_melds", "3S 4S 5S 6S | 8H 8D 8C | AC 2D 3C")
            page.click("button[type=submit].big")
            page.wait_for_selector("#error-summary")
        return go

    german(settle(LAYOFF_KNOCKER, LAYOFF_DEFENDER), "settle-refused")

    def new_match(page: Any) -> None:
        page.goto("/matches/new")
        page.fill("#field-player_1", "Ann")
        page.fill("#field-player_2", "ann")
        page.click("button[type=submit]")
        page.wait_for_selector("#error-summary")

    german(new_match, "new-match-faults")

    def counts(page: Any) -> None:
        page.goto(f"/matches/{matches.heads_up}/hands/new?kind=counts")
        page.locator('input[name="knocker"]').first.check()
        page.fill("#field-knocker_deadwood", "15")
        page.fill("#field-defender_deadwood", "30")
        page.click("button[type=submit]")
        page.wait_for_selector(".error-summary, #error-summary")

    german(counts, "hand-refused")
    german("/can-i-knock?cards=3S+4S+5S+XX&rules=oklahoma", "can-i-knock-refused")
    german("/keine/seite", "404")
