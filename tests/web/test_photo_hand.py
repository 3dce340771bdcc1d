"""Photos kept with the hand they settled: read into the record-a-hand form, kept when the hand
is confirmed, shown with the hand, deletable; a refused hand keeps nothing."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from html_reading import Elements
from match_helpers import confirm_fields, ledger_of, start_match, version
from photo_helpers import DEFENDER_PHOTO, KNOCKER_PHOTO, LABELS, inputs, send_photo, stored_files

from scorekeeper.photos import PhotoStore


@pytest.fixture
def match_id(client):
    return start_match(client, "Ann", "Bob", first_dealer="2")


def read_both(client, app, match_id, url=None):
    """The record-a-hand form after both photos: Ann knocked; her cards and Bob's read."""
    url = url or f"/matches/{match_id}/hands/photo"
    first = send_photo(client, url, "knocker", KNOCKER_PHOTO, kind="cards", knocker="Ann",
                       version=str(version(app, match_id)))
    assert first.status_code == 200, Elements(first.text).text[:500]
    second = send_photo(client, url, "defender", DEFENDER_PHOTO, **inputs(first.text))
    assert second.status_code == 200
    return inputs(second.text)


def confirm(client, match_id, fields, preview_url=None):
    preview = client.post(preview_url or f"/matches/{match_id}/hands/preview", data=fields)
    assert preview.status_code == 200, Elements(preview.text).text[:600]
    return preview, client.post(f"/matches/{match_id}/hands", data=confirm_fields(preview.text))


def test_photos_read_into_the_form_are_kept_with_the_hand_when_it_is_confirmed(app, client,
                                                                              match_id):
    fields = read_both(client, app, match_id)
    assert sorted(fields["knocker_cards"].split()) == sorted(LABELS[KNOCKER_PHOTO])
    assert sorted(fields["defender_cards"].split()) == sorted(LABELS[DEFENDER_PHOTO])
    ids = {fields["photo_knocker"], fields["photo_defender"]}
    assert ledger_of(app).photos(match_id) == []  # nothing kept before the confirm
    preview, done = confirm(client, match_id, fields)
    assert len(Elements(preview.text).find("img", alt="Photo of the knocker's cards")) == 1
    assert done.status_code == 303
    page = client.get(done.headers["Location"])
    assert "Hand 1 recorded. 2 photos of its cards are kept with it." in Elements(page.text).text
    view = ledger_of(app).get_match(match_id)
    photos = ledger_of(app).photos(match_id)
    assert [(p.side, p.player, p.hand_id) for p in photos] == [
        ("knocker", "Ann", view.hand_ids[0]), ("defender", "Bob", view.hand_ids[0])]
    folder = Path(app.config["PHOTOS_FOLDER"])
    assert {p.file.split(".")[0] for p in photos} == ids
    assert stored_files(app) == sorted(folder / p.file for p in photos)  # readings now in rows
    assert all(p.size == (folder / p.file).stat().st_size for p in photos)
    assert {c["card"] for c in photos[0].reading["cards"]} == set(LABELS[KNOCKER_PHOTO])
    # The match page links the hand's photos; that page shows both with their boxes.
    link = Elements(page.text).find("a", data_hand_photos="2")
    assert link and link[0]["href"] == f"/matches/{match_id}/hands/{view.hand_ids[0]}/photos"
    shown = client.get(link[0]["href"])
    assert shown.status_code == 200
    figures = Elements(shown.text).find("figure")
    assert [f["data-side"] for f in figures] == ["knocker", "defender"]
    assert "Ann's cards (the knocker)" in Elements(shown.text).text
    assert all(client.get(f"/photos/{i}.jpg").status_code == 200 for i in ids)


def test_a_photo_is_deleted_with_a_confirm_and_the_hand_stays(app, client, match_id):
    confirm(client, match_id, read_both(client, app, match_id))
    store = ledger_of(app)
    first, second = store.photos(match_id)
    page = client.get(f"/matches/{match_id}/photos/{first.id}/delete")
    assert page.status_code == 200
    assert "Delete this photo?" in Elements(page.text).text
    done = client.post(f"/matches/{match_id}/photos/{first.id}/delete")
    assert done.status_code == 303
    after = client.get(done.headers["Location"])
    assert "The photo was deleted." in Elements(after.text).text
    assert [p.id for p in store.photos(match_id)] == [second.id]
    folder = Path(app.config["PHOTOS_FOLDER"])
    assert not (folder / first.file).exists() and (folder / second.file).exists()
    assert len(store.get_match(match_id).tally.hands) == 1
    again = client.post(f"/matches/{match_id}/photos/{first.id}/delete")
    assert again.status_code == 404


def test_a_hand_the_ledger_refuses_keeps_no_photo_and_they_wait_again(app, client, match_id):
    fields = read_both(client, app, match_id)
    # Bob's hand swapped for Ann's: a knock with 39 deadwood... sent straight to the confirm.
    refused = client.post(f"/matches/{match_id}/hands", data={
        **fields, "knocker_cards": "3S 4S 5S 6H 6D 6C 9C TC KH QD",
        "defender_cards": "7S 8S AH AD 4C 5H KS KD QS 9D"})
    assert refused.status_code == 400
    assert ledger_of(app).photos(match_id) == []
    folder = Path(app.config["PHOTOS_FOLDER"])
    assert all((folder / "pending" / f"{fields[k]}.jpg").exists()
               for k in ("photo_knocker", "photo_defender"))
    _, done = confirm(client, match_id, inputs(refused.text) | {
        "knocker_cards": fields["knocker_cards"], "defender_cards": fields["defender_cards"]})
    assert done.status_code == 303
    assert len(ledger_of(app).photos(match_id)) == 2


def test_an_expired_photo_is_left_out_and_the_page_says_so(app, client, match_id):
    fields = read_both(client, app, match_id)
    folder = Path(app.config["PHOTOS_FOLDER"]) / "pending"
    for path in folder.glob(f"{fields['photo_defender']}.*"):
        path.unlink()
    _, done = confirm(client, match_id, fields)
    text = Elements(client.get(done.headers["Location"]).text).text
    assert "1 photo of its cards is kept with it." in text
    assert "1 photo had expired (photos wait a day to be kept) and was not kept." in text
    assert [p.side for p in ledger_of(app).photos(match_id)] == ["knocker"]


def test_waiting_photos_older_than_a_day_are_swept(app, client, match_id):
    fields = read_both(client, app, match_id)
    store = PhotoStore(app.config["PHOTOS_FOLDER"])
    old = time.time() - 25 * 3600
    for path in (Path(app.config["PHOTOS_FOLDER"]) / "pending").iterdir():
        os.utime(path, (old, old))
    assert store.sweep() == 4
    assert stored_files(app) == []
    assert fields["photo_knocker"]


def test_the_match_photo_space_is_limited(app, client, match_id):
    app.config["PHOTO_MATCH_LIMIT"] = 600_000  # the two photos take some 1.1 MB
    _, done = confirm(client, match_id, read_both(client, app, match_id))
    text = Elements(client.get(done.headers["Location"]).text).text
    assert "1 photo of its cards is kept with it." in text
    assert "1 photo was not kept: the match's photos fill the space allowed for them" in text
    kept = ledger_of(app).photos(match_id)
    assert len(kept) == 1 and kept[0].size <= 600_000


def test_undone_and_deleted_hands_keep_their_photos_until_deleted(app, client, match_id):
    confirm(client, match_id, read_both(client, app, match_id))
    store = ledger_of(app)
    hand_id = store.get_match(match_id).hand_ids[0]
    notice = client.get(f"/matches/{match_id}/hands/{hand_id}/delete")
    assert "Its 2 photos are kept with the match" in Elements(notice.text).text
    client.post(f"/matches/{match_id}/hands/{hand_id}/delete",
                data={"version": str(version(app, match_id))})
    page = client.get(f"/matches/{match_id}/photos")
    assert "A hand no longer in the match" in Elements(page.text).text
    assert len(Elements(page.text).find("figure")) == 2
    client.post(f"/matches/{match_id}/undo", data={"version": str(version(app, match_id))})
    back = client.get(f"/matches/{match_id}")
    assert Elements(back.text).find("a", data_hand_photos="2")  # the hand is back, with them


def test_a_correction_adds_its_photos_to_the_hands(app, client, match_id):
    confirm(client, match_id, read_both(client, app, match_id))
    hand_id = ledger_of(app).get_match(match_id).hand_ids[0]
    edit = client.get(f"/matches/{match_id}/hands/{hand_id}/edit?kind=cards")
    assert "Photos of this hand (2)" in Elements(edit.text).text
    fields = inputs(edit.text)
    again = send_photo(client, f"/matches/{match_id}/hands/{hand_id}/photo", "knocker",
                       KNOCKER_PHOTO, **fields)
    assert again.status_code == 200
    fields = inputs(again.text)
    preview = client.post(f"/matches/{match_id}/hands/{hand_id}/preview", data=fields)
    done = client.post(f"/matches/{match_id}/hands/{hand_id}", data=confirm_fields(preview.text))
    assert done.status_code == 303
    assert [p.side for p in ledger_of(app).photos(match_id, hand_id)] == [
        "knocker", "defender", "knocker"]


def test_a_finished_matchs_photos_are_read_only(app, client, match_id):
    confirm(client, match_id, read_both(client, app, match_id))
    store = ledger_of(app)
    photo = store.photos(match_id)[0]
    client.post(f"/matches/{match_id}/finish", data={"version": str(version(app, match_id))})
    page = client.get(f"/matches/{match_id}/photos")
    assert page.status_code == 200 and "Delete this photo" not in page.text
    refused = client.post(f"/matches/{match_id}/photos/{photo.id}/delete")
    assert refused.status_code == 422
    assert "reopen it to delete its photos" in Elements(refused.text).text
    assert len(store.photos(match_id)) == 2
