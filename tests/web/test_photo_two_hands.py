"""Both hands in one photo (issue 14 part 5), without the script: the photo's cards split into
the two hands by how they lay, the first (nearer the camera) into the knocker's field, one photo
named by both sides, kept once with the hand, and shown on its own with the two hands."""

from __future__ import annotations

import json

import pytest
from html_reading import Elements
from match_helpers import confirm_fields, ledger_of, start_match, version
from photo_helpers import SAMPLES, inputs, send_photo, settle_photo

TWO_HANDS = "bidly_two_hands.jpg"
HANDS = json.loads((SAMPLES / "hands.json").read_text())[TWO_HANDS]


def _lists(html: str) -> list[dict[str, str]]:
    return [a for t, a in Elements(html).tags if t == "section" and "data-hand-list" in a]


@pytest.fixture
def match_id(client):
    return start_match(client, "Ann", "Bob", first_dealer="2")


def test_the_settle_form_reads_both_hands_from_one_photo(client):
    page = settle_photo(client, "both", TWO_HANDS)
    assert page.status_code == 200, Elements(page.text).text[:500]
    fields = inputs(page.text)
    assert sorted(fields["knocker"].split()) == sorted(HANDS[0])
    assert sorted(fields["defender"].split()) == sorted(HANDS[1])
    assert fields["photo_knocker"] == fields["photo_defender"]
    figures = Elements(page.text).find("figure")
    assert [f["data-side"] for f in figures] == ["both"]
    lists = _lists(page.text)
    assert [(s["data-hand-list"], s["data-list-side"]) for s in lists] == [
        ("0", "knocker"), ("1", "defender")]
    text = Elements(page.text).text
    assert "20 cards read from the photo of both hands: 10 in one hand, 10 in the other." in text
    assert "The lower hand" in text and "The upper hand" in text
    assert len([a for t, a in Elements(page.text).tags if t == "button" and "data-move" in a]) == 20
    # Settled as read (Ann's 1 against Bob's 31).
    verdict = client.post("/settle", data=fields)
    assert verdict.status_code == 200
    assert "30" in Elements(verdict.text).text


def test_the_hands_swapped_by_the_player_stay_in_their_lists(client):
    fields = inputs(settle_photo(client, "both", TWO_HANDS).text)
    fields["knocker"], fields["defender"] = fields["defender"], fields["knocker"]
    page = client.post("/settle", data={**fields, "knocker": fields["knocker"] + " XX"})
    lists = _lists(page.text)
    assert [(s["data-hand-list"], s["data-list-side"]) for s in lists] == [
        ("0", "defender"), ("1", "knocker")]


def test_a_photo_of_both_hands_is_kept_once_with_the_hand(app, client, match_id):
    read = send_photo(client, f"/matches/{match_id}/hands/photo", "both", TWO_HANDS,
                      kind="cards", knocker="Ann", version=str(version(app, match_id)))
    assert read.status_code == 200, Elements(read.text).text[:500]
    fields = inputs(read.text)
    assert sorted(fields["knocker_cards"].split()) == sorted(HANDS[0])
    preview = client.post(f"/matches/{match_id}/hands/preview", data=fields)
    assert preview.status_code == 200, Elements(preview.text).text[:600]
    assert len(Elements(preview.text).find("img", alt="Photo of both hands")) == 1
    done = client.post(f"/matches/{match_id}/hands", data=confirm_fields(preview.text))
    assert done.status_code == 303
    photos = ledger_of(app).photos(match_id)
    assert [(p.side, p.player) for p in photos] == [("knocker", "Ann")]
    assert photos[0].reading["hands"] == [int(c["card"] in HANDS[1])
                                          for c in photos[0].reading["cards"]]
    shown = client.get(f"/matches/{match_id}/hands/{photos[0].hand_id}/photos")
    lists = _lists(shown.text)
    assert [s["data-list-side"] for s in lists] == ["knocker", "defender"]
    assert "data-read-note>not in the hand as recorded" not in shown.text
    assert "Ann's cards (the knocker)" in Elements(shown.text).text


def test_a_photo_side_that_is_none_of_the_three_is_refused(client):
    page = settle_photo(client, "all", TWO_HANDS)
    assert page.status_code == 400
    assert "both hands" in Elements(page.text).text


def _photo_pages(app, client, match_id: int) -> dict[str, str]:
    """The photo pages: the settle form after a photo of both hands, one after a photo of one
    hand, and a recorded hand's kept photo and its delete page."""
    found = {"settle both": settle_photo(client, "both", TWO_HANDS).text,
             "settle one": settle_photo(client, "knocker", "edje_IMG_2560.jpg").text}
    photos = ledger_of(app).photos(match_id)
    found["kept"] = client.get(f"/matches/{match_id}/photos").text
    found["delete"] = client.get(f"/matches/{match_id}/photos/{photos[0].id}/delete").text
    return found


@pytest.mark.parametrize("lang", ["de", "es", "fr", "it"])
def test_the_photo_pages_speak_the_page_language(app, client, match_id, lang):
    from test_every_language import PROPER_NAMES, same_in_catalogue, texts

    read = send_photo(client, f"/matches/{match_id}/hands/photo", "both", TWO_HANDS,
                      kind="cards", knocker="Ann", version=str(version(app, match_id)))
    preview = client.post(f"/matches/{match_id}/hands/preview", data=inputs(read.text))
    client.post(f"/matches/{match_id}/hands", data=confirm_fields(preview.text))
    english = _photo_pages(app, client, match_id)
    client.post("/language", data={"lang": lang, "next": "/"})
    translated = _photo_pages(app, client, match_id)
    allowed = PROPER_NAMES | same_in_catalogue(lang)
    for name, html in translated.items():
        left = sorted(text for text in texts(html) & texts(english[name])
                      if text not in allowed and text.strip(" :·,.()%?0123456789") not in allowed
                      and any(c.isalpha() for c in text) and len(text.strip()) > 2)
        assert left == [], f"{lang} {name}: English left on the page"
    words = json.loads(Elements(translated["settle both"]).find("section", id="photos")[0][
        "data-words"])
    assert words["{name} knocked"] != "{name} knocked"  # the script's words, translated
