"""A match in a real browser on a touch tablet: a whole game by cards, counts and a wash,
an early hand corrected, an undo, the settlement; and Hollywood's three columns."""

from __future__ import annotations

import pytest
from web_examples import GIN_DEFENDER, GIN_KNOCKER, LAYOFF_DEFENDER, LAYOFF_KNOCKER

pytestmark = pytest.mark.browser


def tap_cards(page, cards: str) -> None:
    for card in cards.split():
        page.tap(f'#picker [data-card="{card}"]')


def scores(page) -> dict[str, str]:
    """The big running totals at the top of the match page."""
    found = {}
    for unit in page.locator(".totals .unit-score").all():
        found[unit.locator(".unit-name").text_content()] = \
            unit.locator(".unit-points").text_content()
    return found


def confirm(page) -> None:
    page.tap("[data-confirm]")
    page.wait_for_selector("[data-notice]")


def test_a_whole_match_by_cards_counts_and_a_wash(tablet, shoot):
    page = tablet("portrait")
    page.goto("/matches/new")
    page.fill("#field-player_1", "Ann")
    page.fill("#field-player_2", "Bob")
    assert page.is_hidden("[data-teams]")  # team names only for four players
    page.tap('[data-dealer-choice="2"] input')  # the choice shows the name as typed
    assert page.text_content('[data-seat-name="2"]') == "Bob"
    page.fill("#field-name", "Friday")
    page.tap("button[type=submit]")
    page.wait_for_selector("[data-notice]")
    assert page.text_content("[data-notice]") == "The match is on. Bob deals first."
    assert scores(page) == {"Ann": "0", "Bob": "0"}

    # Hand 1 from the cards: who knocked, then tap both hands.
    page.tap('[data-record="cards"]')
    page.tap('input[name="knocker"][value="Ann"]')
    assert page.text_content('[data-name-for="defender"]') == "Bob"
    tap_cards(page, LAYOFF_KNOCKER)
    tap_cards(page, LAYOFF_DEFENDER)
    assert page.text_content("[data-live-counts]") == "Knocker 10/10 · Defender 10/10"
    shoot(page, "1-cards-tapped")
    page.tap("button[type=submit]")
    assert page.text_content("#verdict-title").split() == ["Knock", "14", "points", "to", "Ann"]
    assert page.text_content('[data-after="Ann"]').startswith("14")
    shoot(page, "2-cards-verdict")
    confirm(page)
    assert page.text_content("[data-notice]") == "Hand 1 recorded."
    assert scores(page) == {"Ann": "14", "Bob": "0"}

    # Hand 2 from the counts: Bob goes gin; Ann has 31.
    page.tap('[data-record="counts"]')
    page.tap('input[name="knocker"][value="Bob"]')
    page.tap('input[name="finish"][value="gin"]')
    page.fill("#field-defender_deadwood", "31")
    page.tap("button[type=submit]")
    assert "31 + 20 gin bonus = 51 points to Bob." in page.text_content(".explanation")
    confirm(page)
    assert scores(page) == {"Ann": "14", "Bob": "51"}

    # Hand 3, a wash: the same dealer deals again.
    page.tap('[data-record="wash"]')
    page.tap("button[type=submit]")
    confirm(page)
    assert page.text_content("[data-next]") == "Ann deals next."
    shoot(page, "3-after-three-hands")

    # Correct hand 1: Ann actually went gin. Every total after it follows.
    page.tap('[aria-label="Edit hand 1"]')
    assert page.input_value("#field-knocker_cards") == LAYOFF_KNOCKER.replace(
        "8H 8D 8C AC 2D 3C", "8H 2D 8D AC 3C 8C")  # as tapped, in suit order
    page.fill("#field-knocker_cards", GIN_KNOCKER)
    page.fill("#field-defender_cards", GIN_DEFENDER)
    page.tap("button[type=submit]")
    assert page.text_content("#verdict-title").split() == ["Gin!", "64", "points", "to", "Ann"]
    confirm(page)
    assert page.text_content("[data-notice]").startswith("Hand 1 corrected")
    assert scores(page) == {"Ann": "64", "Bob": "51"}
    rows = page.locator("table.sheet tbody tr").all_text_contents()
    assert rows[1].split()[-2:] == ["64", "51"]  # hand 2's running totals moved too
    shoot(page, "4-after-correcting-hand-1")

    # A hand that would end the game, then undo it.
    page.tap('[data-record="counts"]')
    page.tap('input[name="knocker"][value="Ann"]')
    page.tap('input[name="finish"][value="gin"]')
    page.fill("#field-defender_deadwood", "30")
    page.tap("button[type=submit]")
    confirm(page)
    assert scores(page)["Ann"] == "114"
    page.tap("[data-undo]")
    assert "Undo the recording of hand 4?" in page.text_content("h1")
    assert page.text_content('[data-after="Ann"]').startswith("64")
    shoot(page, "5-undo")
    page.tap("[data-confirm]")
    page.wait_for_selector("[data-notice]")
    assert page.text_content("[data-notice]") == "Undone: the recording of hand 4."
    assert scores(page) == {"Ann": "64", "Bob": "51"}

    # The hand that really ended it: Ann knocks with 3 against 40.
    page.tap('[data-record="counts"]')
    page.tap('input[name="knocker"][value="Ann"]')
    page.fill("#field-knocker_deadwood", "3")
    page.fill("#field-defender_deadwood", "40")
    page.tap("button[type=submit]")
    assert "Game 1: Ann wins" in page.text_content(".after")
    confirm(page)
    assert page.text_content("#game-over-title") == "Game over: Ann wins"
    rows = [" ".join(row.split()) for row in
            page.locator("[data-settlement] tbody tr").all_inner_texts()]
    # 101 points, 2 boxes × 20, the game bonus 100: 241; Bob 51 + 1 box: 71.
    assert rows == ["Points 101 51", "Boxes 2 × 20 = 40 1 × 20 = 20", "Game bonus 100",
                    "Final 241 71"]
    assert page.text_content("[data-payment]") == "Bob pays Ann 170 points"
    assert page.is_hidden('[data-record="cards"]')
    shoot(page, "6-game-over")

    page.tap("text=Start game 2")
    page.wait_for_selector("[data-notice]")
    assert page.text_content("[data-notice]") == "Game 2 has started."
    assert scores(page) == {"Ann": "0", "Bob": "0"}
    assert "Game 1: Ann won (Ann 241, Bob 71)" in page.text_content(".earlier")
    shoot(page, "7-game-2")


def test_hollywood_shows_three_columns(tablet, shoot, live_server):
    page = tablet("landscape")
    api = page.request  # shares the tablet's cookies: its session and CSRF token
    token = {"X-CSRF-Token": api.get("/api/csrf").json()["csrf_token"]}
    match = api.post("/api/matches", data={"players": ["Ann", "Bob"], "rules": "hollywood",
                                           "first_dealer": "Bob", "name": "Hollywood"},
                     headers=token).json()
    version = match["version"]
    for hand in ({"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 30},
                 {"knocker": "Ann", "gin": True, "defender_deadwood": 30},
                 {"knocker": "Bob", "knocker_deadwood": 2, "defender_deadwood": 20},
                 {"knocker": "Ann", "knocker_deadwood": 3, "defender_deadwood": 40}):
        answer = api.post(f"/api/matches/{match['id']}/hands",
                          data={"version": version, "hand": hand}, headers=token)
        assert answer.status == 201
        version = answer.json()["version"]
    page.goto(f"/matches/{match['id']}")
    columns = [page.locator(f'[data-column="{n}"]') for n in (1, 2, 3)]
    boxes = [column.bounding_box() for column in columns]
    assert boxes[0]["y"] == boxes[1]["y"] == boxes[2]["y"]            # side by side
    assert boxes[0]["x"] < boxes[1]["x"] < boxes[2]["x"]
    assert boxes[2]["x"] + boxes[2]["width"] <= 1180                   # all on the screen
    points = [column.locator(".unit-points").all_text_contents() for column in columns]
    assert points == [["113", "18"], ["87", "0"], ["37", "0"]]
    assert "won the game" in columns[0].text_content()
    shoot(page, "hollywood-landscape")
