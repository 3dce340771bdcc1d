"""Correcting, deleting and undoing: every later total is worked out again."""

from __future__ import annotations

import pytest
from html_reading import Elements, field_value
from match_helpers import GIN, LAYOFF, confirm_fields, ledger_of, record, start_match, totals


@pytest.fixture
def played(app, client):
    """Ann v Bob, Bob deals first: Ann knocks (14), Bob gins by the counts (51), a wash."""
    match_id = start_match(client, "Ann", "Bob", first_dealer="2")
    record(client, app, match_id, "cards", knocker="Ann", **LAYOFF)
    record(client, app, match_id, "counts", knocker="Bob", finish="gin", defender_deadwood=31)
    record(client, app, match_id, "wash")
    return match_id


def hand_ids(app, match_id):
    return ledger_of(app).get_match(match_id).hand_ids


def test_the_edit_form_is_filled_in_from_the_hand(app, client, played):
    first = hand_ids(app, played)[0]
    html = client.get(f"/matches/{played}/hands/{first}/edit").text
    assert "Correct hand 1" in Elements(html).text
    assert field_value(html, "knocker_cards") == "3S 4S 5S 6S 8H 8D 8C AC 2D 3C"
    assert field_value(html, "defender_cards") == "2S 7S KH KD KC 4H 5H 6H JD QC"
    assert Elements(html).find("input", name="knocker", value="Ann", checked="")
    # The same hand as counts: the counts come from its verdict.
    html = client.get(f"/matches/{played}/hands/{first}/edit?kind=counts").text
    assert field_value(html, "knocker_deadwood") == "6"
    assert field_value(html, "defender_deadwood") == "20"


def test_correcting_an_early_hand_changes_every_total_after_it(app, client, played):
    first = hand_ids(app, played)[0]
    assert totals(app, played) == {"Ann": 14, "Bob": 51}
    data = {"kind": "cards", "version": "4", "knocker": "Ann", **GIN}
    response = client.post(f"/matches/{played}/hands/{first}/preview", data=data)
    text = Elements(response.text).text
    assert "Correct hand 1? Check it, then confirm." in text
    assert "Gin! 64 points to Ann" in text
    assert "Now 14 51 After 64 (36 to go) 51 (49 to go)" in text
    # The hand's old result beside the new one.
    assert "Hand 1, before and after Was Ann knocked with 6; Bob had 20 · Ann +14 " \
        "Now Ann went gin; Bob had 44 · Ann +64" in text
    confirm = client.post(f"/matches/{played}/hands/{first}", data=confirm_fields(response.text))
    assert confirm.status_code == 303
    assert "done=corrected&hand=1" in confirm.headers["Location"]
    assert totals(app, played) == {"Ann": 64, "Bob": 51}
    page = Elements(client.get(confirm.headers["Location"]).text).text
    assert "Hand 1 corrected: every total after it is worked out again." in page
    assert "2 Bob Bob went gin; Ann had 31 Bob gin +51 64 51" in page


def test_a_refused_correction_keeps_the_input_and_the_hand(app, client, played):
    second = hand_ids(app, played)[1]
    data = {"kind": "counts", "version": "4", "knocker": "Bob", "finish": "knock",
            "knocker_deadwood": "15", "defender_deadwood": "20"}
    response = client.post(f"/matches/{played}/hands/{second}/preview", data=data)
    assert response.status_code == 400
    assert "a knock with 15 deadwood is not allowed" in Elements(response.text).text
    assert field_value(response.text, "knocker_deadwood") == "15"
    assert totals(app, played) == {"Ann": 14, "Bob": 51}


def test_deleting_a_hand_shows_the_totals_without_it_then_deletes(app, client, played):
    second = hand_ids(app, played)[1]
    page = client.get(f"/matches/{played}/hands/{second}/delete")
    text = Elements(page.text).text
    assert "Delete hand 2?" in text
    assert "Hand 2: Bob went gin; Ann had 31. Bob dealt." in text
    assert "Now 14 51 After 14 (86 to go) 0 (100 to go)" in text
    response = client.post(f"/matches/{played}/hands/{second}/delete", data={"version": "4"})
    assert response.status_code == 303
    assert totals(app, played) == {"Ann": 14, "Bob": 0}
    assert "Hand 2 deleted" in Elements(client.get(response.headers["Location"]).text).text


def test_undo_asks_first_then_undoes_the_last_change(app, client, played):
    page = Elements(client.get(f"/matches/{played}").text)
    assert "Undo the recording of hand 3" in page.text
    confirm = client.get(f"/matches/{played}/undo")
    assert "Undo the recording of hand 3?" in Elements(confirm.text).text
    response = client.post(f"/matches/{played}/undo", data={"version": "4"})
    assert response.status_code == 303
    assert len(ledger_of(app).get_match(played).tally.hands) == 2
    text = Elements(client.get(response.headers["Location"]).text).text
    assert "Undone: the recording of hand 3." in text
    assert "Undo the recording of hand 2" in text


def test_undo_of_a_correction_puts_the_hand_back(app, client, played):
    first = hand_ids(app, played)[0]
    data = {"kind": "counts", "version": "4", "knocker": "Ann", "knocker_deadwood": "1",
            "defender_deadwood": "41"}
    preview = client.post(f"/matches/{played}/hands/{first}/preview", data=data)
    client.post(f"/matches/{played}/hands/{first}", data=confirm_fields(preview.text))
    assert totals(app, played) == {"Ann": 40, "Bob": 51}
    assert "Undo the correction of hand 1" in Elements(client.get(f"/matches/{played}").text).text
    client.post(f"/matches/{played}/undo", data={"version": "5"})
    assert totals(app, played) == {"Ann": 14, "Bob": 51}


def test_nothing_to_undo(app, client):
    match_id = start_match(client, "Ann", "Bob")
    assert "Undo" not in Elements(client.get(f"/matches/{match_id}").text).text
    response = client.get(f"/matches/{match_id}/undo")
    assert response.status_code == 422
    assert "nothing to undo" in Elements(response.text).text


def test_a_new_game_after_the_game_is_won_and_finishing_the_match(app, client):
    match_id = start_match(client, "Ann", "Bob", target="50")
    record(client, app, match_id, "cards", knocker="Ann", **GIN)
    page = Elements(client.get(f"/matches/{match_id}").text)
    assert "Game over: Ann wins" in page.text
    response = client.post(f"/matches/{match_id}/new-game", data={"version": "2"})
    assert response.status_code == 303
    text = Elements(client.get(response.headers["Location"]).text).text
    assert "Game 2 has started." in text
    assert "Game 2 · first to 50" in text
    response = client.post(f"/matches/{match_id}/finish", data={"version": "3"})
    assert ledger_of(app).get_match(match_id).finished
    assert "The match is finished." in Elements(client.get(response.headers["Location"]).text).text
    response = client.post(f"/matches/{match_id}/reopen", data={"version": "4"})
    assert not ledger_of(app).get_match(match_id).finished


def test_editing_a_finished_match_is_refused(app, client, played):
    ledger_of(app).finish_match(played, version=4)
    first = hand_ids(app, played)[0]
    for response in (client.get(f"/matches/{played}/hands/{first}/edit"),
                     client.get(f"/matches/{played}/hands/{first}/delete"),
                     client.post(f"/matches/{played}/hands/{first}/delete",
                                 data={"version": "5"})):
        assert response.status_code == 422
        assert "finished; reopen it" in Elements(response.text).text
    assert len(ledger_of(app).get_match(played).tally.hands) == 3
