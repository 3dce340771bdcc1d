"""Scoring the knocker's melds as laid out (issue 15): where the match scores the cheapest
arrangement and the layout typed is not the cheapest, recording the hand offers, in words, to
score it as shown (this hand only); the choice is a checkbox on the form, is kept when the hand
is corrected, and the hand list says the hand was scored so. The settle page makes the same offer.

Ann holds 3-4-5-6♠, three 9s and three kings (gin), but laid out 3-4-5♠ and kept 6♠ back (6
deadwood); Bob (66, no meld) lays off 2♠: as shown, a knock of 64 - 6 = 58 to Ann.
"""

from __future__ import annotations

import pytest
from html_reading import Elements
from match_helpers import confirm_fields, hand_form, ledger_of, start_match

KEPT_BACK = {"knocker_cards": "3S 4S 5S 6S 9H 9D 9C KH KD KC",
             "defender_cards": "2S 8H 8D QC JC 2H 4D 5C 7C TD",
             "knocker_melds": "3S 4S 5S | 9H 9D 9C | KH KD KC"}


@pytest.fixture
def match_id(client):
    return start_match(client, "Ann", "Bob", first_dealer="2")


def form_fields(html: str, form_id: str) -> dict[str, str]:
    """The hidden fields of form ``form_id`` and the name and value of its (one) button."""
    fields: dict[str, str] = {}
    inside = False
    for tag, attrs in Elements(html).tags:
        if tag == "form":
            inside = attrs.get("id") == form_id
        elif inside and tag == "input" and attrs.get("type") == "hidden":
            fields[attrs["name"]] = attrs.get("value", "")
        elif inside and tag == "button":
            fields[attrs["name"]] = attrs["value"]
            break
    assert fields, f"no form {form_id}"
    return fields


def offer_page(client, app, match_id):
    return client.post(f"/matches/{match_id}/hands/preview",
                       data=hand_form(app, match_id, "cards", knocker="Ann", **KEPT_BACK))


def test_a_layout_that_is_not_the_cheapest_is_refused_with_the_offer_in_words(app, client,
                                                                                 match_id):
    response = offer_page(client, app, match_id)
    assert response.status_code == 400
    page = Elements(response.text)
    assert ("Ann's melds as laid out leave 6 deadwood, but the same cards can be arranged to "
            "leave 0, and these rules score the cheapest arrangement.") in page.text
    assert "knocker_layout" not in page.text  # no option name shown to a player
    assert "Score the layout as shown" in page.text
    fields = form_fields(response.text, "layout-offer-form")
    assert fields["knocker_layout"] == "shown"
    assert {name: fields[name] for name in KEPT_BACK} == KEPT_BACK
    assert fields["knocker"] == "Ann" and fields["version"] == "1"


def test_the_offer_scores_the_hand_as_shown_and_the_hand_list_says_so(app, client, match_id):
    offered = form_fields(offer_page(client, app, match_id).text, "layout-offer-form")
    preview = client.post(f"/matches/{match_id}/hands/preview", data=offered)
    assert preview.status_code == 200
    text = Elements(preview.text).text
    assert "Knock 58 points to Ann" in text
    assert "The knocker's melds are scored as laid out (this hand only)." in text
    confirm = confirm_fields(preview.text)
    assert confirm["knocker_layout"] == "shown"
    done = client.post(f"/matches/{match_id}/hands", data=confirm)
    assert done.status_code == 303
    view = ledger_of(app).get_match(match_id)
    assert view.match.entries[0].knocker_layout == "shown"
    assert [r.describe() for r in view.tally.hands] == ["Ann knock, 58"]
    assert view.match.rules.knocker_layout == "cheapest"
    page = Elements(client.get(f"/matches/{match_id}").text)
    assert "Ann knocked with 6; Bob had 64 (melds scored as laid out)" in page.text


def test_the_checkbox_scores_as_shown_and_a_correction_keeps_or_changes_it(app, client,
                                                                         match_id):
    form = Elements(client.get(f"/matches/{match_id}/hands/new?kind=cards").text)
    assert form.find("input", name="knocker_layout", type="checkbox", value="shown")
    data = hand_form(app, match_id, "cards", knocker="Ann", knocker_layout="shown", **KEPT_BACK)
    preview = client.post(f"/matches/{match_id}/hands/preview", data=data)
    assert client.post(f"/matches/{match_id}/hands",
                       data=confirm_fields(preview.text)).status_code == 303
    hand_id = ledger_of(app).get_match(match_id).hand_ids[0]
    edit = Elements(client.get(f"/matches/{match_id}/hands/{hand_id}/edit").text)
    assert edit.find("input", name="knocker_layout", type="checkbox", checked="")
    # corrected with the box left ticked: still as shown
    kept = hand_form(app, match_id, "cards", knocker="Ann", knocker_layout="shown", **KEPT_BACK)
    preview = client.post(f"/matches/{match_id}/hands/{hand_id}/preview", data=kept)
    assert client.post(f"/matches/{match_id}/hands/{hand_id}",
                       data=confirm_fields(preview.text)).status_code == 303
    assert ledger_of(app).get_match(match_id).tally.hand(1).points == 58
    # corrected with the box cleared and the melds left out: the match's rules, Ann's gin
    plain = {name: value for name, value in KEPT_BACK.items() if name != "knocker_melds"}
    preview = client.post(f"/matches/{match_id}/hands/{hand_id}/preview",
                          data=hand_form(app, match_id, "cards", knocker="Ann", **plain))
    assert "knocker_layout" not in confirm_fields(preview.text)
    assert client.post(f"/matches/{match_id}/hands/{hand_id}",
                       data=confirm_fields(preview.text)).status_code == 303
    view = ledger_of(app).get_match(match_id)
    assert view.match.entries[0].knocker_layout is None
    assert [r.describe() for r in view.tally.hands] == ["Bob gin, 86"] or \
        view.tally.hand(1).points == 86


def test_no_offer_when_the_layout_shown_is_over_the_knock_limit(app, client, match_id):
    over = {**KEPT_BACK, "knocker_cards": "3S 4S 5S 6S 9H 9D 9C KH KD QC",
            "knocker_melds": "3S 4S 5S | 9H 9D 9C"}  # 6 + K + K + K + Q
    response = client.post(f"/matches/{match_id}/hands/preview",
                           data=hand_form(app, match_id, "cards", knocker="Ann", **over))
    assert response.status_code == 400
    assert "Score the layout as shown" not in Elements(response.text).text


def test_an_unknown_choice_is_a_field_error(app, client, match_id):
    response = client.post(f"/matches/{match_id}/hands/preview", data=hand_form(
        app, match_id, "cards", knocker="Ann", knocker_layout="best", **KEPT_BACK))
    assert response.status_code == 400
    assert "choose whether the melds are scored as laid out" in Elements(response.text).text


def test_the_settle_page_offers_the_same(client):
    data = {"knocker": KEPT_BACK["knocker_cards"], "defender": KEPT_BACK["defender_cards"],
            "knocker_melds": KEPT_BACK["knocker_melds"], "knocker_name": "Ann",
            "defender_name": "Bob"}
    refused = client.post("/settle", data=data)
    assert refused.status_code == 400
    assert "Score the layout as shown" in Elements(refused.text).text
    fields = form_fields(refused.text, "layout-offer-form")
    assert fields["knocker_layout"] == "shown" and fields["knocker_melds"] == data["knocker_melds"]
    verdict = client.post("/settle", data=fields)
    assert verdict.status_code == 200
    assert "Knock 58 points to Ann" in Elements(verdict.text).text


def test_the_offer_in_german(app, client, match_id):
    client.post("/language", data={"lang": "de", "next": "/"})
    text = Elements(offer_page(client, app, match_id).text).text
    assert "Ann" in text and "Score the layout as shown" not in text


def test_the_api_records_the_hands_own_choice_and_says_how_to_ask_for_it(app, client,
                                                                         match_id):
    hand = {"cards": {"Ann": KEPT_BACK["knocker_cards"], "Bob": KEPT_BACK["defender_cards"]},
            "knocker": "Ann", "knocker_melds": KEPT_BACK["knocker_melds"]}
    refused = client.post(f"/api/matches/{match_id}/hands", json={"version": 1, "hand": hand})
    assert refused.status_code == 422
    assert refused.get_json()["error"].endswith('give the hand "knocker_layout": "shown"')
    done = client.post(f"/api/matches/{match_id}/hands",
                       json={"version": 1, "hand": {**hand, "knocker_layout": "shown"}})
    assert done.status_code in (200, 201), done.get_json()
    whole = client.get(f"/api/matches/{match_id}").get_json()
    assert whole["entries"][0]["input"]["knocker_layout"] == "shown"
    assert whole["tally"]["hands"][0]["points"] == 58
    wrong = client.post(f"/api/matches/{match_id}/hands",
                        json={"version": 2, "hand": {**hand, "knocker_layout": "best"}})
    assert wrong.status_code == 400 and "knocker_layout" in wrong.get_json()["error"]
    settled = client.post("/api/settle", json={"knocker": hand["cards"]["Ann"],
                                               "defender": hand["cards"]["Bob"],
                                               "knocker_melds": hand["knocker_melds"]})
    assert settled.status_code == 422
    assert settled.get_json()["error"].endswith('set "knocker_layout": "shown"')
