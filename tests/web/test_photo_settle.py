"""Settling a hand from photos: the settle page reads a photo into one side, shows the cards
over it, and settles nothing until the player sends the form."""

from __future__ import annotations

import io

from html_reading import Elements
from photo_helpers import (
    DEFENDER_PHOTO,
    KNOCKER_PHOTO,
    KNOCKER_UNSURE,
    LABELS,
    UNSURE_PHOTO,
    UNSURE_PHOTO_READ,
    UNSURE_READS,
    inputs,
    read_cards,
    settle_photo,
    stored_files,
)


def _unsure(page: Elements) -> list[str]:
    return [a["data-read"] for t, a in page.tags if "data-read" in a
            and "unsure" in a.get("class", "")]


def test_the_unsure_cards_of_a_photo_are_marked_and_the_player_told_to_check_them(client):
    page = Elements(settle_photo(client, "knocker", UNSURE_PHOTO).text)
    assert _unsure(page) == UNSURE_READS
    assert (f"{len(UNSURE_PHOTO_READ)} cards read from the photo of Ann's cards (the knocker)"
            in page.text)
    # The advice to check it is a line of its own, which the page hides once it is checked.
    assert [t for t, a in page.tags if "data-unsure-note" in a] == ["li"]
    assert "some cards are uncertain; check the marked ones" in page.text


def test_a_photo_fills_the_knockers_cards_and_shows_them_over_the_photo(app, client):
    response = settle_photo(client, "knocker", KNOCKER_PHOTO)
    assert response.status_code == 200
    fields = inputs(response.text)
    assert sorted(fields["knocker"].split()) == sorted(LABELS[KNOCKER_PHOTO])
    assert fields["defender"] == ""
    assert sorted(read_cards(response.text, "knocker")) == sorted(LABELS[KNOCKER_PHOTO])
    page = Elements(response.text)
    # One box over the photo per card read; every read is sure, so none is marked.
    assert len([a for t, a in page.tags if t == "g" and "read-box" in a.get("class", "")]) == 10
    assert _unsure(page) == KNOCKER_UNSURE == []
    assert "10 cards read from the photo of Ann's cards (the knocker)" in page.text
    assert "some cards are uncertain" not in page.text
    # The picture is served by its random id, and the form carries that id.
    photo_id = fields["photo_knocker"]
    assert [p.name for p in stored_files(app)] == [f"{photo_id}.jpg", f"{photo_id}.json"]
    image = page.find("image")[0]["href"]
    assert image == f"/photos/{photo_id}.jpg"
    # The next photo is the defender's.
    assert page.find("input", name="photo_side", value="defender")[0].get("checked") == ""


def test_two_photos_then_the_form_settles_the_hand(client):
    first = settle_photo(client, "knocker", KNOCKER_PHOTO)
    second = settle_photo(client, "defender", DEFENDER_PHOTO, **{
        k: v for k, v in inputs(first.text).items() if k not in ("photo_side",)})
    fields = inputs(second.text)
    assert sorted(fields["defender"].split()) == sorted(LABELS[DEFENDER_PHOTO])
    assert fields["photo_knocker"] and fields["photo_defender"]
    assert len(Elements(second.text).find("figure")) == 2  # both photos shown
    verdict = client.post("/settle", data=fields)
    assert verdict.status_code == 200
    text = Elements(verdict.text).text
    # Ann: 7♠7♥7♦7♣ and 9♠ to K♠, A♥ = 1; Bob keeps Q♣ Q♥ = 20: 19 to Ann.
    assert "19" in text and "Ann" in text and "Knock" in text


def test_a_card_the_other_side_holds_is_not_taken_twice_but_shown_as_a_conflict(client):
    response = settle_photo(client, "defender", KNOCKER_PHOTO, knocker="7H 2C 3C")
    fields = inputs(response.text)
    assert "7H" not in fields["defender"].split()
    assert fields["knocker"] == "7H 2C 3C"
    page = Elements(response.text)
    conflict = [a["data-read"] for t, a in page.tags if "data-read" in a
                and "state-conflict" in a.get("class", "")]
    assert conflict == ["7H"]
    assert "7♥ is also in Ann's hand, and a card cannot be in both" in page.text


def test_the_settle_form_shown_again_keeps_the_photo(client):
    first = settle_photo(client, "knocker", KNOCKER_PHOTO)
    fields = inputs(first.text)
    again = client.post("/settle", data={**fields, "defender": "2D"})  # too few cards: refused
    assert again.status_code == 400
    assert sorted(read_cards(again.text, "knocker")) == sorted(LABELS[KNOCKER_PHOTO])
    assert inputs(again.text)["photo_knocker"] == fields["photo_knocker"]


def test_without_a_side_or_a_file_the_form_comes_back_as_typed(app, client):
    no_side = client.post("/settle/photo", data={"knocker": "AS 2S", "photo": (
        io.BytesIO(b""), "")}, content_type="multipart/form-data")
    assert no_side.status_code == 400
    assert "Choose whose cards the photo shows" in Elements(no_side.text).text
    no_file = client.post("/settle/photo", data={"knocker": "AS 2S", "photo_side": "knocker"},
                          content_type="multipart/form-data")
    assert no_file.status_code == 400
    assert "Choose a photo first" in Elements(no_file.text).text
    assert inputs(no_file.text)["knocker"] == "AS 2S"
    assert stored_files(app) == []


def test_a_photo_id_that_is_not_one_is_dropped_unseen(client):
    response = client.get("/settle?photo_knocker=../../etc/passwd&knocker=AS")
    assert response.status_code == 200
    assert "photo_knocker" not in inputs(response.text)
    assert not Elements(response.text).find("figure")
