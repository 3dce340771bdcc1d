"""Recording a hand from the match page: cards, counts or a wash; preview, then confirm."""

from __future__ import annotations

import pytest
from html_reading import Elements, field_value
from match_helpers import (
    GIN,
    LAYOFF,
    OVER_LIMIT,
    confirm_fields,
    hand_form,
    ledger_of,
    record,
    start_match,
    totals,
)


@pytest.fixture
def match_id(client):
    return start_match(client, "Ann", "Bob", first_dealer="2")


def preview(client, app, match_id, kind, **fields):
    return client.post(f"/matches/{match_id}/hands/preview",
                       data=hand_form(app, match_id, kind, **fields))


def test_the_cards_form_offers_the_players_of_this_hand_and_the_picker(client, match_id):
    page = Elements(client.get(f"/matches/{match_id}/hands/new?kind=cards").text)
    knockers = [(a["value"], a["data-opponent"]) for a in page.find("input", name="knocker")]
    assert knockers == [("Ann", "Bob"), ("Bob", "Ann")]
    assert page.find("form", id="hand-form", data_picker_form="")
    assert len([a for t, a in page.tags if t == "button" and "data-card" in a]) == 52
    assert not page.find("input", name="upcard")  # no Oklahoma: no upcard
    assert page.find("input", name="version", value="1")


def test_from_the_cards_the_preview_is_the_verdict_and_nothing_is_stored(app, client, match_id):
    response = preview(client, app, match_id, "cards", knocker="Ann", **LAYOFF)
    assert response.status_code == 200
    page = Elements(response.text)
    assert "Record hand 1? Check it, then confirm." in page.text
    assert "Knock 14 points to Ann" in page.text
    assert "Bob lays off 2♠ 7♠ on 3♠4♠5♠6♠" in page.text  # the verdict's explanation
    assert "Now 0 0 After 14 (86 to go) 0 (100 to go)" in page.text
    assert ledger_of(app).get_match(match_id).tally.hands == ()
    fields = confirm_fields(response.text)
    assert fields["version"] == "1" and fields["knocker"] == "Ann"


def test_confirming_records_the_hand_and_returns_to_the_match(app, client, match_id):
    response = record(client, app, match_id, "cards", knocker="Ann", **LAYOFF)
    assert response.status_code == 303
    # No #hand-1: the match page opens on the totals, not scrolled down to the hand.
    assert response.headers["Location"].endswith(f"/matches/{match_id}?done=recorded&hand=1")
    view = ledger_of(app).get_match(match_id)
    assert [r.describe() for r in view.tally.hands] == ["Ann knock, 14"]
    assert view.match.entries[0].knocker_cards  # the cards are kept with the hand
    page = Elements(client.get(response.headers["Location"]).text)
    assert "Hand 1 recorded." in page.text


def test_from_the_counts(app, client, match_id):
    response = preview(client, app, match_id, "counts", knocker="Bob", finish="gin",
                       knocker_deadwood="", defender_deadwood="31")
    text = Elements(response.text).text
    assert "Gin! 51 points to Bob" in text
    assert "31 + 20 gin bonus = 51 points to Bob." in text
    record(client, app, match_id, "counts", knocker="Bob", finish="gin", defender_deadwood=31)
    record(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=8,
           defender_deadwood=8)
    assert totals(app, match_id) == {"Ann": 0, "Bob": 61}  # the undercut: 0 + 10 to Bob


def test_a_wash(app, client, match_id):
    response = preview(client, app, match_id, "wash")
    assert "Wash nobody scores" in Elements(response.text).text
    record(client, app, match_id, "wash")
    view = ledger_of(app).get_match(match_id)
    assert [r.describe() for r in view.tally.hands] == ["wash"]
    assert view.tally.next_dealer == "Bob"


def test_the_hand_that_reaches_the_target_shows_the_game_over_in_the_preview(app, client,
                                                                           match_id):
    record(client, app, match_id, "cards", knocker="Ann", **GIN)  # 64
    response = preview(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=2,
                       defender_deadwood=40)
    text = Elements(response.text).text
    assert "Game 1: Ann wins" in text
    assert "Bob pays Ann" in text


@pytest.mark.parametrize(("kind", "fields", "field", "message"), [
    ("cards", {"knocker": "Ann", "knocker_cards": "AS 2S 3S ZZ", "defender_cards": "KH"},
     "knocker_cards", "ZZ is not a card (try AS, 10H or TH, Q♠) in Ann's hand"),
    ("cards", {"knocker": "Ann", "knocker_cards": "", "defender_cards": "KH"},
     "knocker_cards", "enter the knocker's cards"),
    ("cards", {"knocker": "", **LAYOFF}, "knocker", "choose who knocked"),
    ("cards", {"knocker": "Zed", **LAYOFF}, "knocker", "Zed did not play this hand"),
    ("cards", {"knocker": "Ann", **LAYOFF, "knocker_melds": "3S 4S"}, "knocker_melds", "meld"),
    ("counts", {"knocker": "Ann", "knocker_deadwood": "four", "defender_deadwood": "20"},
     "knocker_deadwood", "a whole number of points, not 'four'"),
    ("counts", {"knocker": "Ann", "knocker_deadwood": "4", "defender_deadwood": ""},
     "defender_deadwood", "enter the defender's deadwood count"),
    ("counts", {"knocker": "Ann", "knocker_deadwood": "4", "defender_deadwood": "120"},
     "defender_deadwood", "more than ten cards can hold"),
    ("counts", {"knocker": "Ann", "finish": "big_gin", "defender_deadwood": "20"},
     "finish", "Big Gin is not played under this match's rules"),
])
def test_a_bad_field_is_named_next_to_it_and_the_input_kept(app, client, match_id, kind,
                                                            fields, field, message):
    response = preview(client, app, match_id, kind, **fields)
    assert response.status_code == 400
    page = Elements(response.text)
    assert message in page.text
    assert f'href="#field-{field}"' in response.text  # the summary links to the field
    for name in ("knocker_cards", "defender_cards", "knocker_deadwood", "defender_deadwood"):
        if name in fields and page.find("input", name=name):
            assert field_value(response.text, name) == fields[name]
    assert ledger_of(app).get_match(match_id).version == 1


@pytest.mark.parametrize(("kind", "fields", "message"), [
    ("cards", {"knocker": "Ann", "knocker_cards": LAYOFF["knocker_cards"],
               "defender_cards": "3S 7S KH KD KC 4H 5H 6H JD QC"},
     "3S is both in Ann's hand and in Bob's hand"),
    ("cards", {"knocker": "Ann", **OVER_LIMIT},
     "the least deadwood of the hand is 39, and the knock limit is 10"),
    ("counts", {"knocker": "Ann", "knocker_deadwood": "12", "defender_deadwood": "30"},
     "a knock with 12 deadwood is not allowed: the knock limit is 10, and 12 is over it"),
    ("counts", {"knocker": "Ann", "finish": "gin", "knocker_deadwood": "5",
                "defender_deadwood": "30"},
     "gin means no deadwood, but the knocker's deadwood is 5"),
])
def test_a_hand_the_rules_refuse_is_shown_with_the_reason_and_the_input(app, client, match_id,
                                                                      kind, fields, message):
    response = preview(client, app, match_id, kind, **fields)
    assert response.status_code == 400
    page = Elements(response.text)
    assert message in page.text, page.text[:1500]
    if kind == "cards":
        assert field_value(response.text, "defender_cards") == fields["defender_cards"]
    else:
        assert field_value(response.text, "knocker_deadwood") == fields["knocker_deadwood"]
    # and a confirm sent anyway (a crafted request) is refused the same way, storing nothing
    confirm = client.post(f"/matches/{match_id}/hands",
                          data=hand_form(app, match_id, kind, **fields))
    assert confirm.status_code == 400
    assert message in Elements(confirm.text).text
    assert ledger_of(app).get_match(match_id).version == 1


def test_oklahoma_asks_for_the_upcard(app, client):
    match_id = start_match(client, "Ann", "Bob", rules="oklahoma")
    page = Elements(client.get(f"/matches/{match_id}/hands/new?kind=counts").text)
    assert page.find("input", name="upcard")
    response = preview(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=2,
                       defender_deadwood=20)
    assert response.status_code == 400
    assert "Oklahoma needs the hand's first upcard" in Elements(response.text).text
    response = preview(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=6,
                       defender_deadwood=20, upcard="5S")
    assert "a knock with 6 deadwood is not allowed" in Elements(response.text).text
    record(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=2,
           defender_deadwood=20, upcard="5S")
    assert totals(app, match_id) == {"Ann": 36, "Bob": 0}


def test_three_players_the_dealer_cannot_be_the_knocker(app, client):
    match_id = start_match(client, "Ann", "Bob", "Cal", first_dealer="3")
    page = Elements(client.get(f"/matches/{match_id}/hands/new?kind=counts").text)
    assert [a["value"] for a in page.find("input", name="knocker")] == ["Ann", "Bob"]
    response = preview(client, app, match_id, "counts", knocker="Cal", knocker_deadwood=2,
                       defender_deadwood=20)
    assert "Cal did not play this hand (it was played by Ann, Bob)" in \
        Elements(response.text).text


def test_four_players_choose_the_table_of_a_wash(app, client):
    match_id = start_match(client, "Ann", "Bob", "Cal", "Dee")
    page = Elements(client.get(f"/matches/{match_id}/hands/new?kind=wash").text)
    assert [a["value"] for a in page.find("input", name="table")] == ["1", "2"]
    response = preview(client, app, match_id, "wash")
    assert "choose the table whose hand was a wash" in Elements(response.text).text
    record(client, app, match_id, "wash", table=2)
    record(client, app, match_id, "counts", knocker="Bob", knocker_deadwood=3,
           defender_deadwood=20)
    view = ledger_of(app).get_match(match_id)
    assert [r.seat.table for r in view.tally.hands] == [2, 1]
    assert dict(view.tally.games[0].points) == {"Ann & Cal": 0, "Bob & Dee": 17}


def test_a_finished_match_takes_no_hands(app, client, match_id):
    store = ledger_of(app)
    store.finish_match(match_id, version=1)
    response = client.get(f"/matches/{match_id}/hands/new")
    assert response.status_code == 422
    assert "finished; reopen it" in Elements(response.text).text


def test_unknown_match_and_hand_are_404(client, match_id):
    assert client.get("/matches/999/hands/new").status_code == 404
    assert client.post("/matches/999/hands/preview", data={}).status_code == 404
    assert client.get(f"/matches/{match_id}/hands/999/edit").status_code == 404
    assert client.post(f"/matches/{match_id}/hands/999/delete",
                       data={"version": "1"}).status_code == 404
