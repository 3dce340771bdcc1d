"""Two tablets on one match, and a double tap: a stale change is refused, nothing is lost or
counted twice, and the page says what happened with a way back."""

from __future__ import annotations

import pytest
from html_reading import Elements
from match_helpers import LAYOFF, confirm_fields, hand_form, ledger_of, record, start_match


@pytest.fixture
def match_id(client):
    return start_match(client, "Ann", "Bob", first_dealer="2")


def preview_fields(client, app, match_id, kind, **fields):
    response = client.post(f"/matches/{match_id}/hands/preview",
                           data=hand_form(app, match_id, kind, **fields))
    return confirm_fields(response.text)


def test_a_confirm_after_another_tablet_recorded_is_refused_with_a_way_back(app, client,
                                                                          match_id):
    mine = preview_fields(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=4,
                          defender_deadwood=20)
    # Meanwhile the other tablet records a hand.
    store = ledger_of(app)
    store.record_hand(match_id, {"knocker": "Bob", "knocker_deadwood": 0, "gin": True,
                                 "defender_deadwood": 30}, version=1)
    response = client.post(f"/matches/{match_id}/hands", data=mine)
    assert response.status_code == 409
    page = Elements(response.text)
    assert "The match was changed meanwhile" in page.text
    assert "Could not record this hand" in page.text
    assert "Nothing was changed, and nothing is lost." in page.text
    assert "Changed since: the recording of hand 1." in page.text
    assert page.find("a", href=f"/matches/{match_id}", data_reload="")
    assert [r.describe() for r in store.get_match(match_id).tally.hands] == ["Bob gin, 50"]
    # "Check this hand again": the same hand, previewed against the match as it is now.
    again = {a["name"]: a["value"] for t, a in page.tags
             if t == "input" and a.get("name") and a["name"] != "next"}  # not the language chooser's
    assert again.pop("csrf_token") == client.token()  # the form carries this session's token
    assert again == {"kind": "counts", "knocker": "Ann", "finish": "knock",
                     "knocker_deadwood": "4", "defender_deadwood": "20"}
    preview = client.post(f"/matches/{match_id}/hands/preview", data=again)
    assert preview.status_code == 200
    assert "Record hand 2?" in Elements(preview.text).text
    client.post(f"/matches/{match_id}/hands", data=confirm_fields(preview.text))
    assert [r.describe() for r in store.get_match(match_id).tally.hands] == \
        ["Bob gin, 50", "Ann knock, 16"]


def test_the_same_confirm_sent_twice_records_the_hand_once(app, client, match_id):
    fields = preview_fields(client, app, match_id, "cards", knocker="Ann", **LAYOFF)
    first = client.post(f"/matches/{match_id}/hands", data=fields)
    second = client.post(f"/matches/{match_id}/hands", data=fields)
    assert first.status_code == second.status_code == 303
    assert "done=already&hand=1" in second.headers["Location"]
    view = ledger_of(app).get_match(match_id)
    assert len(view.tally.hands) == 1 and view.version == 2
    text = Elements(client.get(second.headers["Location"]).text).text
    assert "Hand 1 was already recorded (the confirm was sent twice); it counts once." in text


def test_a_different_hand_against_the_same_old_version_is_a_conflict_not_a_duplicate(
        app, client, match_id):
    mine = preview_fields(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=4,
                          defender_deadwood=20)
    theirs = preview_fields(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=4,
                            defender_deadwood=25)
    assert client.post(f"/matches/{match_id}/hands", data=theirs).status_code == 303
    assert client.post(f"/matches/{match_id}/hands", data=mine).status_code == 409
    assert len(ledger_of(app).get_match(match_id).tally.hands) == 1


def test_a_correction_sent_twice_is_refused_the_second_time(app, client, match_id):
    record(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=4,
           defender_deadwood=20)
    hand_id = ledger_of(app).get_match(match_id).hand_ids[0]
    data = {"kind": "counts", "version": "2", "knocker": "Ann", "knocker_deadwood": "2",
            "defender_deadwood": "20"}
    preview = client.post(f"/matches/{match_id}/hands/{hand_id}/preview", data=data)
    fields = confirm_fields(preview.text)
    assert client.post(f"/matches/{match_id}/hands/{hand_id}", data=fields).status_code == 303
    second = client.post(f"/matches/{match_id}/hands/{hand_id}", data=fields)
    assert second.status_code == 409
    assert "Could not correct hand 1" in Elements(second.text).text
    assert "Changed since: the correction of hand 1." in Elements(second.text).text
    view = ledger_of(app).get_match(match_id)
    assert view.version == 3
    assert [r.describe() for r in view.tally.hands] == ["Ann knock, 18"]


@pytest.mark.parametrize(("path", "what"), [
    ("/undo", "Could not undo the last change"),
    ("/new-game", "Could not start a new game"),
    ("/finish", "Could not finish the match"),
])
def test_stale_match_changes_are_refused(app, client, match_id, path, what):
    record(client, app, match_id, "wash")
    response = client.post(f"/matches/{match_id}{path}", data={"version": "1"})
    assert response.status_code == 409
    assert what in Elements(response.text).text
    assert ledger_of(app).get_match(match_id).version == 2


def test_a_stale_delete_is_refused(app, client, match_id):
    record(client, app, match_id, "wash")
    hand_id = ledger_of(app).get_match(match_id).hand_ids[0]
    record(client, app, match_id, "wash")
    response = client.post(f"/matches/{match_id}/hands/{hand_id}/delete", data={"version": "2"})
    assert response.status_code == 409
    assert "Could not delete hand 1" in Elements(response.text).text
    assert len(ledger_of(app).get_match(match_id).tally.hands) == 2


@pytest.mark.parametrize("version", ["", "abc", "-1", "9" * 20])
def test_a_form_without_a_usable_version_is_a_clear_400(app, client, match_id, version):
    for path in ("/undo", "/new-game", "/hands"):
        data = {"version": version, "kind": "wash"}
        response = client.post(f"/matches/{match_id}{path}", data=data)
        assert response.status_code == 400, path
        assert "the form has no match version" in Elements(response.text).text
    assert ledger_of(app).get_match(match_id).version == 1
