"""Every page, in every state a player reaches, checked in the browser at phone and tablet sizes:

- axe-core finds no accessibility violation (at 390 px, a phone, and 768 px, a tablet);
- no option is shown by the name the code gives it (``knock_limit``), closed parts opened;
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
from page_checks import PHONE, TABLET, axe_violations, layout_faults, programmer_names, resize
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
    game_over: int
    """Ann v Bob, game 1 just won by Ann: the game-over page."""
    finished: int


def cards_hand(knocker: str, defender: str, knocker_cards: str, defender_cards: str
               ) -> dict[str, Any]:
    return {"knocker": knocker, "cards": {knocker: knocker_cards.split(),
                                          defender: defender_cards.split()}}


def make_matches(store: Ledger) -> tuple[int, ...]:
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
    over = store.create_match(["Ann", "Bob"], "standard", first_dealer="Ann")
    for hand in ({"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 40},
                 {"knocker": "Bob", "knocker_deadwood": 3, "defender_deadwood": 13},
                 {"knocker": "Bob", "knocker_deadwood": 0, "defender_deadwood": 30, "gin": True},
                 {"knocker": "Ann", "knocker_deadwood": 1, "defender_deadwood": 45},
                 {"knocker": "Ann", "knocker_deadwood": 0, "defender_deadwood": 12, "gin": True}):
        over = store.record_hand(over.id, hand, version=over.version)
    finished = store.create_match(["Cal", "Dee"], "standard", first_dealer="Cal")
    finished = store.record_hand(finished.id, {"knocker": "Dee", "knocker_deadwood": 2,
                                               "defender_deadwood": 30}, version=finished.version)
    finished = store.finish_match(finished.id, version=finished.version)
    return view.id, hollywood.id, three.id, partners.id, over.id, finished.id


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

    def open_page(target: str | Callable[[Any], None], name: str, layout: bool = True) -> Any:
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
        opened.append((context, page, name, layout))
        return page

    yield open_page
    faults: list[str] = []
    for context, page, name, layout in opened:
        for width in (PHONE, TABLET):
            resize(page, width)
            # From the top, as the page opens (scrolled, the sticky bar covers what it passes).
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(shots / f"{name}-{width}.png"), full_page=True)
            faults.extend(f"{width}px axe {found}" for found in axe_violations(page))
        if layout:  # a printed sheet keeps its paper's width: axe only
            faults.extend(layout_faults(page))
        faults.extend(f"{name}: shows the code's name {word!r}" for word in programmer_names(page))
        context.close()
    assert not problems, problems
    assert not faults, "\n".join(faults)


PAGES = {
    "settle": "/settle",
    "new-match": "/matches/new",
    "matches": "/matches",
    "players": "/players",
    "player": "/players/Ann",
    "head-to-head": "/players/head-to-head?a=Ann&b=Bob",
    "can-i-knock": "/can-i-knock",
    "can-i-knock-answer": "/can-i-knock?cards=3S+4S+5S+6S+8H+8D+8C+AC+2D+3C+KH",
    "can-i-knock-refused": "/can-i-knock?cards=3S+4S+5S+6S+8H+8D+8C+AC+2D+3C&rules=oklahoma",
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
    "game-over": ("game_over", ""),
    "finished": ("finished", ""),
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


def test_the_printed_sheets_themselves(visit, matches):
    visit(f"/matches/{matches.heads_up}/sheet.html", "sheet-html", layout=False)
    visit("/score-pad.html?preset=hollywood&name_1=Ann&name_2=Bob", "pad-html", layout=False)


def test_forms_sent_back_with_their_faults(visit, matches):
    def new_match(page: Any) -> None:
        page.goto("/matches/new")
        page.click("button[type=submit]")
        page.wait_for_selector("#error-summary")

    def counts_hand(page: Any) -> None:
        page.goto(f"/matches/{matches.heads_up}/hands/new?kind=counts")
        page.click("button[type=submit]")
        page.wait_for_selector("#error-summary")

    visit(new_match, "new-match-errors")
    visit(counts_hand, "hand-errors")
    def melds_refused(page: Any) -> None:  # the page's own checks pass; the server refuses
        page.goto("/settle")
        page.fill("#field-knocker", LAYOFF_KNOCKER)
        page.fill("#field-defender", LAYOFF_DEFENDER)
        page.fill("#field-knocker_melds", "AS 2S")
        page.click("button[type=submit]")
        page.wait_for_selector("#error-summary")

    visit(melds_refused, "settle-refused")
