"""Trust in a real browser: signing in once with the household passphrase (and staying signed
in), and players with hostile names on every page of a match without a script ever running."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from page_checks import axe_violations
from server_process import served
from web_examples import GIN_DEFENDER, GIN_KNOCKER

from scorekeeper.web.core import passphrase

pytestmark = pytest.mark.browser

PASSPHRASE = "three blind mice"
EXPECTED = ("Failed to load resource: the server responded with a status of 40",)
"""A refused sign-in (401) or form (400): Chromium logs the status, and it is no fault."""


@pytest.fixture(scope="module")
def household_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The server as `serve --host 0.0.0.0` makes it, on loopback: everyone signs in."""
    folder = tmp_path_factory.mktemp("household")
    passphrase.store(folder / "instance", PASSPHRASE)
    with served(folder, env={"SCOREKEEPER_REQUIRE_PASSPHRASE": "true"}) as url:
        yield url


def open_context(browser: Any, base_url: str, problems: list[str], **options: Any) -> Any:
    context = browser.new_context(viewport={"width": 820, "height": 1180}, has_touch=True,
                                  is_mobile=True, base_url=base_url, **options)
    context.on("page", lambda page: watch(page, problems))
    return context


def watch(page: Any, problems: list[str]) -> None:
    page.set_default_timeout(10_000)
    page.on("console", lambda m: m.type == "error" and not m.text.startswith(EXPECTED)
            and problems.append(f"console: {m.text}"))
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("dialog", lambda dialog: (problems.append(f"dialog: {dialog.message}"),
                                      dialog.dismiss()))


def test_a_tablet_signs_in_once_and_stays_signed_in(browser, household_server, shoot, tmp_path):
    problems: list[str] = []
    context = open_context(browser, household_server, problems)
    page = context.new_page()
    page.goto("/matches")
    assert page.url.endswith("/signin?next=/matches")
    assert page.text_content("h1") == "Sign in"
    page.fill("#field-passphrase", "three blind rats")
    page.tap("button[type=submit]")
    assert "That is not the household passphrase." in page.text_content("#error-summary")
    shoot(page, "1-wrong-passphrase")
    assert axe_violations(page) == []  # the sign-in page with its fault
    page.fill("#field-passphrase", PASSPHRASE)
    page.tap("button[type=submit]")
    page.wait_for_url("**/matches")
    assert page.text_content("h1") == "Matches"
    assert page.evaluate("document.cookie") == ""  # HttpOnly: no script can read it
    [cookie] = [c for c in context.cookies() if c["name"] == "scorekeeper_session"]
    assert cookie["httpOnly"] and cookie["sameSite"] == "Lax"
    assert cookie["expires"] - time.time() > 399 * 24 * 3600
    shoot(page, "2-signed-in")
    # The tablet is put away and the browser opened again the next evening: still signed in.
    state = tmp_path / "state.json"
    context.storage_state(path=str(state))
    context.close()
    again = open_context(browser, household_server, problems, storage_state=str(state))
    page = again.new_page()
    page.goto("/matches")
    assert page.text_content("h1") == "Matches"
    # Sign out from the header: back to the sign-in page, the matches closed again.
    page.tap(".signout-form button")
    page.wait_for_url("**/signin")
    page.goto("/players")
    assert page.url.endswith("/signin?next=/players")
    again.close()
    assert not problems, problems


HOSTILE = ("<script>alert(1)</script>", '"><img src=x onerror=alert(2)>')


def test_hostile_names_stay_text_on_every_page(tablet, shoot):
    page = tablet("portrait")
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto("/matches/new")
    page.fill("#field-player_1", HOSTILE[0])
    page.fill("#field-player_2", HOSTILE[1])
    page.fill("#field-name", "{{7*7}} </title>")
    page.tap('[data-dealer-choice="2"] input')
    assert page.text_content('[data-seat-name="2"]') == HOSTILE[1]  # the script sets text only
    page.tap("button[type=submit]")
    page.wait_for_selector("[data-notice]")
    assert "{{7*7}} </title>" in page.title()
    names = page.locator(".totals .unit-name").all_text_contents()
    assert names == list(HOSTILE)
    # A hand from the cards: the picker shows the names as it goes.
    page.tap('[data-record="cards"]')
    page.tap(f'input[name="knocker"][value={json.dumps(HOSTILE[1])}]')  # a CSS string
    assert page.text_content('[data-name-for="defender"]') == HOSTILE[0]
    for card in GIN_KNOCKER.split() + GIN_DEFENDER.split():
        page.tap(f'#picker [data-card="{card}"]')
    page.tap("button[type=submit]")
    assert HOSTILE[1] in page.text_content("#verdict-title")
    shoot(page, "hostile-verdict")
    page.tap("[data-confirm]")
    page.wait_for_selector("[data-notice]")
    assert page.locator("img").count() == 0  # no element came from a name
    page.goto("/players")
    for name in HOSTILE:
        assert name in page.locator("main").text_content()
    shoot(page, "hostile-players")
    assert not dialogs, dialogs
