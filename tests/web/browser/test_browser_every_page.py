"""Every page, in every state a player reaches, checked in the browser at phone and tablet sizes:

- axe-core finds no accessibility violation (at 390 px, a phone, and 768 px, a tablet);
- at 360, 390, 768, 1024 and 1366 px no page scrolls sideways and every tap target is at
  least 44 × 44 CSS px.

One server holds a few matches made beforehand (heads-up with a finished game, Hollywood,
three players, partnerships); each test opens one page and measures it at every width.
Screenshots of each page at 390 and 768 px are saved in the test's temporary folder.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from page_checks import PHONE, TABLET, axe_violations, layout_faults, resize
from server_process import served
from web_examples import (
    GIN_DEFENDER,
    GIN_KNOCKER,
    LAYOFF_DEFENDER,
    LAYOFF_KNOCKER,
)

from scorekeeper.ledger import Ledger

pytestmark = pytest.mark.browser

EXPECTED_STATUS = "Failed to load resource: the server responded with a status of 400"


@dataclass(frozen=True)
class Matches:
    url: str
    heads_up: int
    """Ann v Bob: game 1 won by Ann, game 2 under way (a hand from the cards, counts, a wash)."""
    hollywood: int
    three: int
    partners: int


def cards_hand(knocker: str, defender: str, knocker_cards: str, defender_cards: str
               ) -> dict[str, Any]:
    return {"knocker": knocker, "cards": {knocker: knocker_cards.split(),
                                          defender: defender_cards.split()}}


def make_matches(store: Ledger) -> tuple[int, int, int, int]:
    view = store.create_match(["Ann", "Bob"], "standard", first_dealer="Bob", name="Friday")
    for hand in (cards_hand("Ann", "Bob", LAYOFF_KNOCKER, LAYOFF_DEFENDER),
                 {"knocker": "Bob", "knocker_deadwood": 0, "defender_deadwood": 31, "gin": True},
                 {"wash": True},
                 cards_hand("Ann", "Bob", GIN_KNOCKER, GIN_DEFENDER),
                 {"knocker": "Ann", "knocker_deadwood": 3, "defender_deadwood": 40},
                 {"knocker": "Bob", "knocker_deadwood": 5, "defender_deadwood": 22},
                 {"knocker": "Ann", "knocker_deadwood": 9, "defender_deadwood": 9}):
        view = store.record_hand(view.id, hand, version=view.version)
    hollywood = store.create_match(["Ann", "Bob"], "hollywood", first_dealer="Ann")
    for hand in ({"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 30},
                 {"knocker": "Bob", "knocker_deadwood": 0, "defender_deadwood": 25, "gin": True},
                 {"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 18}):
        hollywood = store.record_hand(hollywood.id, hand, version=hollywood.version)
    three = store.create_match(["Ann", "Bob", "Cal"], "standard", first_dealer="Cal")
    three = store.record_hand(three.id, {"knocker": "Ann", "knocker_deadwood": 5,
                                         "defender_deadwood": 35}, version=three.version)
    partners = store.create_match(["Ann", "Bob", "Cal", "Dee"], "standard", first_dealer="Ann",
                                  teams={"North": ["Ann", "Cal"], "South": ["Bob", "Dee"]})
    return view.id, hollywood.id, three.id, partners.id


@pytest.fixture(scope="module")
def matches(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Matches]:
    folder = tmp_path_factory.mktemp("every-page")
    ids = make_matches(Ledger(folder / "scorekeeper.db"))
    with served(folder) as url:
        yield Matches(url, *ids)


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("screens")


@pytest.fixture
def visit(browser: Any, matches: Matches, shots: Path) -> Iterator[Callable[..., Any]]:
    """``visit(path_or_action, name)``: open a page on a touch phone-sized window; the test's
    end checks it (axe at a phone's and a tablet's width, the layout at every width)."""
    problems: list[str] = []
    opened: list[tuple[Any, Any, str]] = []

    def open_page(target: str | Callable[[Any], None], name: str) -> Any:
        context = browser.new_context(viewport={"width": TABLET, "height": 1024}, has_touch=True,
                                      is_mobile=True, base_url=matches.url)
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.on("console", lambda message: message.type == "error"
                and not message.text.startswith(EXPECTED_STATUS)
                and problems.append(f"console: {message.text}"))
        page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
        if isinstance(target, str):
            page.goto(target)
        else:
            target(page)
        opened.append((context, page, name))
        return page

    yield open_page
    faults: list[str] = []
    for context, page, name in opened:
        for width in (PHONE, TABLET):
            resize(page, width)
            page.screenshot(path=str(shots / f"{name}-{width}.png"), full_page=True)
            faults.extend(f"{width}px axe {found}" for found in axe_violations(page))
        faults.extend(layout_faults(page))
        context.close()
    assert not problems, problems
    assert not faults, "\n".join(faults)


PAGES = {
    "settle": "/settle",
    "new-match": "/matches/new",
    "matches": "/matches",
    "players": "/players",
    "player": "/players/Ann",
    "score-pad": "/score-pad",
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_a_page_with_no_match(visit, name):
    visit(PAGES[name], name)


MATCH_PAGES = {
    "match-heads-up": ("heads_up", ""),
    "match-hollywood": ("hollywood", ""),
    "match-three": ("three", ""),
    "match-partners": ("partners", ""),
    "hand-cards": ("heads_up", "/hands/new?kind=cards"),
    "hand-counts": ("heads_up", "/hands/new?kind=counts"),
    "hand-wash": ("heads_up", "/hands/new?kind=wash"),
    "hand-partners": ("partners", "/hands/new?kind=counts"),
    "undo": ("heads_up", "/undo"),
    "sheet": ("heads_up", "/sheet"),
    "photos": ("heads_up", "/photos"),
}


@pytest.mark.parametrize("name", sorted(MATCH_PAGES))
def test_a_match_page(visit, matches, name):
    which, rest = MATCH_PAGES[name]
    visit(f"/matches/{getattr(matches, which)}{rest}", name)


def test_the_edit_and_delete_pages_of_a_hand(visit, matches):
    def first_hand(path: str) -> Callable[[Any], None]:
        def go(page: Any) -> None:
            page.goto(f"/matches/{matches.heads_up}")
            page.locator('a[aria-label^="Edit hand"]').first.click()
            if path == "delete":
                page.goto(page.url.replace("/edit", "/delete"))
        return go

    visit(first_hand("edit"), "edit")
    visit(first_hand("delete"), "delete")


def settled(knocker: str, defender: str) -> Callable[[Any], None]:
    def go(page: Any) -> None:
        page.goto("/settle")
        page.fill("#field-knocker", knocker)
        page.fill("#field-defender", defender)
        page.click("button[type=submit]")
        page.wait_for_load_state()
    return go


def test_a_verdict_and_a_refused_hand(visit):
    visit(settled(LAYOFF_KNOCKER, LAYOFF_DEFENDER), "verdict")
    visit(settled("7S 2D 3S", LAYOFF_DEFENDER), "settle-errors")


def test_the_preview_of_a_new_hand(visit, matches):
    def go(page: Any) -> None:
        page.goto(f"/matches/{matches.heads_up}/hands/new?kind=counts")
        page.locator('input[name="knocker"]').first.check()
        page.fill("#field-knocker_deadwood", "4")
        page.fill("#field-defender_deadwood", "30")
        page.click("button[type=submit]")
        page.wait_for_selector("[data-confirm]")

    visit(go, "preview")
