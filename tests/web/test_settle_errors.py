"""Bad input on the settle form: shown again, as typed, with the fault named; never a 500."""

from __future__ import annotations

import pytest
from html_reading import Elements, field_value
from web_examples import (
    GIN_DEFENDER,
    GIN_KNOCKER,
    OKLAHOMA_DEFENDER,
    OKLAHOMA_KNOCKER,
    OVER_LIMIT_DEFENDER,
    OVER_LIMIT_KNOCKER,
)


def post(client, **fields):
    return client.post("/settle", data={"rules": "standard", **fields})


def summary(html: str) -> str:
    """The words of the error box at the top of the form."""
    start = html.index('class="error-summary"')
    return Elements(html[start: html.index("</div>", start)]).text


def marked_fields(html: str) -> set[str]:
    return {tag["name"] for name, tag in Elements(html).tags
            if tag.get("aria-invalid") == "true" and "name" in tag}


def test_an_unknown_card_is_named_next_to_its_field(client):
    knocker = "AS 2S 3S 4H 5H 6H 9C 9D 9H 1S"
    response = post(client, knocker=knocker, defender=GIN_DEFENDER)
    assert response.status_code == 400
    assert "Knocker's cards: 1S is not a card (try AS, 10H or TH, Q♠) in Knocker's hand" \
        in summary(response.text)
    assert marked_fields(response.text) == {"knocker"}
    assert field_value(response.text, "knocker") == knocker
    assert field_value(response.text, "defender") == GIN_DEFENDER


def test_a_card_twice_in_one_hand(client):
    response = post(client, knocker="AS AS 3S 4H 5H 6H 9C 9D 9H 9S", defender=GIN_DEFENDER,
                    knocker_name="Ann")
    assert response.status_code == 400
    assert "AS is given twice in Ann's hand" in summary(response.text)
    assert marked_fields(response.text) == {"knocker"}


def test_a_card_in_both_hands(client):
    defender = GIN_DEFENDER.replace("8S", "9S")
    response = post(client, knocker=GIN_KNOCKER, defender=defender,
                    knocker_name="Ann", defender_name="Bob")
    assert response.status_code == 400
    assert "9S is both in Ann's hand and in Bob's hand" in summary(response.text)
    assert field_value(response.text, "defender") == defender


def test_a_wrong_count(client):
    response = post(client, knocker=GIN_KNOCKER, defender="TC JC QC 2H 3H KD KH 5C 6D",
                    defender_name="Bob")
    assert response.status_code == 400
    assert "Bob's hand has 9 cards; 10 are needed" in summary(response.text)


def test_a_knock_above_the_limit(client):
    response = post(client, knocker=OVER_LIMIT_KNOCKER, defender=OVER_LIMIT_DEFENDER)
    assert response.status_code == 400
    assert ("Knocker cannot knock: the least deadwood of the hand is 39, and the knock "
            "limit is 10") in summary(response.text)
    assert field_value(response.text, "knocker") == OVER_LIMIT_KNOCKER


def test_oklahoma_without_an_upcard(client):
    response = client.post("/settle", data={"knocker": OKLAHOMA_KNOCKER,
                                            "defender": OKLAHOMA_DEFENDER, "rules": "oklahoma"})
    assert response.status_code == 400
    assert "Oklahoma needs the first upcard to set the knock limit" in summary(response.text)


def test_an_ace_upcard_in_oklahoma_allows_only_gin(client):
    response = client.post("/settle", data={"knocker": OKLAHOMA_KNOCKER, "upcard": "AH",
                                            "defender": OKLAHOMA_DEFENDER, "rules": "oklahoma"})
    assert response.status_code == 400
    assert "the upcard A♥ is an ace, so only gin" in summary(response.text)


def test_empty_hands_ask_for_the_cards(client):
    response = post(client)
    assert response.status_code == 400
    text = summary(response.text)
    assert "Knocker's cards: enter the knocker's cards" in text
    assert "Defender's cards: enter the defender's cards" in text
    assert marked_fields(response.text) == {"knocker", "defender"}


@pytest.mark.parametrize(("field", "value", "message"), [
    ("gin_bonus", "lots", "Gin bonus: takes a whole number from 0 to 100,000, not 'lots'"),
    ("big_gin", "maybe", "Big Gin: takes on or off, not 'maybe'"),
    ("knocker_layout", "best", "Knocker's melds: takes one of: the cheapest arrangement, "
     "any melds within the limit, exactly the melds shown; not 'best'"),
    ("stake", "-1", "Stake per point: takes a number from 0 to 1,000,000, not '-1'"),
    ("upcard", "7S 8S", "Upcard: 7S 8S is not a card"),
    ("knocker_melds", "3S 4S 6S", "3♠4♠6♠ is not a meld: a run needs consecutive ranks"),
    ("rules", "poker", "Preset: unknown preset 'poker'"),
])
def test_a_bad_field_is_named(client, field, value, message):
    response = post(client, knocker=GIN_KNOCKER, defender=GIN_DEFENDER, **{field: value})
    assert response.status_code == 400
    assert message in summary(response.text)
    assert field in marked_fields(response.text) or field == "rules"


def test_melds_the_knocker_does_not_hold(client):
    response = post(client, knocker=GIN_KNOCKER, defender=GIN_DEFENDER,
                    knocker_melds="TC JC QC")
    assert response.status_code == 400
    assert "10♣J♣Q♣ uses 10♣J♣Q♣, which Knocker does not hold" in summary(response.text)


def test_the_two_players_need_different_names(client):
    response = post(client, knocker=GIN_KNOCKER, defender=GIN_DEFENDER,
                    knocker_name="Ann", defender_name="ann")
    assert response.status_code == 400
    assert "Defender's name: the two players need different names" in summary(response.text)


def test_a_field_far_too_long_is_refused_not_echoed_in_the_message(client):
    response = post(client, knocker="X" * 5000, defender=GIN_DEFENDER)
    assert response.status_code == 400
    assert "Knocker's cards: too long (at most 200 characters)" in summary(response.text)


def test_a_body_over_the_size_limit_is_a_clear_413(client):
    response = client.post("/settle", data={"knocker": "A" * 2_000_000})
    assert response.status_code == 413
    assert "larger than the 1048576-byte limit" in Elements(response.text).text


def test_an_unknown_page_is_a_404_page(client):
    response = client.get("/tournaments/12")
    assert response.status_code == 404
    assert "There is no page at /tournaments/12." in Elements(response.text).text


def test_a_wrong_method_is_a_405_page(client):
    response = client.put("/settle")
    assert response.status_code == 405
    assert "/settle does not take a PUT request." in Elements(response.text).text
    assert set(response.headers["Allow"].replace(" ", "").split(",")) >= {"GET", "POST"}
