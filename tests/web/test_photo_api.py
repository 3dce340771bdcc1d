"""``POST /api/recognize``: the cards of photos sent as multipart, the CLI's JSON shape,
nothing stored."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import cv2
from photo_helpers import (
    KNOCKER_PHOTO,
    KNOCKER_UNSURE,
    LABELS,
    REPOSITORY,
    SAMPLES,
    SMALL_PHOTO,
    UNSURE_PHOTO,
    UNSURE_READS,
    sample,
    stored_files,
    upload,
)

from vision import READ_SIDE, load_image, load_photo
from vision import recognize as vision_recognize


def recognize(client, *names):
    return client.post("/api/recognize", data={"photo": [upload(name) for name in names]},
                       content_type="multipart/form-data")


def test_a_sample_photo_gives_its_cards_as_the_command_line_does(app, client):
    response = recognize(client, KNOCKER_PHOTO)
    assert response.status_code == 200
    answer = response.get_json()
    photo = answer["photos"][0]
    assert photo["file"] == KNOCKER_PHOTO
    assert sorted(c["card"] for c in photo["cards"]) == sorted(LABELS[KNOCKER_PHOTO])
    assert [c["card"] for c in photo["cards"] if c["low_confidence"]] == KNOCKER_UNSURE
    command = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "recognize", str(SAMPLES / KNOCKER_PHOTO), "--json"],
        capture_output=True, text=True, cwd=REPOSITORY, check=True, timeout=120,
        env={"PYTHONPATH": str(REPOSITORY), "PATH": "/usr/bin:/bin"})
    expected = json.loads(command.stdout)["photos"][0]
    assert {k: v for k, v in photo.items() if k != "file"} == \
        {k: v for k, v in expected.items() if k != "file"}
    assert stored_files(app) == []  # the API reads and forgets


def test_an_unsure_read_is_marked_low_confidence(client):
    cards = recognize(client, UNSURE_PHOTO).get_json()["photos"][0]["cards"]
    assert [c["card"] for c in cards if c["low_confidence"]] == UNSURE_READS
    assert all(c["confidence"] < 0.85 for c in cards if c["low_confidence"])


def test_several_photos_are_answered_in_order(client):
    answer = recognize(client, SMALL_PHOTO, KNOCKER_PHOTO).get_json()
    assert [p["file"] for p in answer["photos"]] == [SMALL_PHOTO, KNOCKER_PHOTO]
    assert sorted(c["card"] for c in answer["photos"][0]["cards"]) == sorted(LABELS[SMALL_PHOTO])
    box = answer["photos"][0]["cards"][0]["box"]
    assert len(box) == 4 and box[0] < box[2] and box[1] < box[3]
    assert all(0 <= v <= max(answer["photos"][0]["width"], answer["photos"][0]["height"])
               for v in box)


def test_one_bad_photo_refuses_the_request_and_names_it(client):
    cut = sample(KNOCKER_PHOTO)[:30_000]
    response = client.post("/api/recognize", data={"photo": [
        upload(SMALL_PHOTO), (io.BytesIO(cut), "second.jpg")]},
        content_type="multipart/form-data")
    assert response.status_code == 400
    assert response.get_json()["error"] == ("photo 2 (second.jpg): the JPEG file is cut short "
                                            "(truncated); copy or upload it again")


def test_faults_of_the_request_itself(client):
    as_json = client.post("/api/recognize", json={"photo": "AS"})
    assert as_json.status_code == 415
    assert "multipart/form-data" in as_json.get_json()["error"]
    nothing = client.post("/api/recognize", data={"other": "x"},
                          content_type="multipart/form-data")
    assert nothing.status_code == 400
    assert 'field named "photo"' in nothing.get_json()["error"]
    five = recognize(client, *[SMALL_PHOTO] * 5)
    assert five.status_code == 400
    assert "at most 4 photos" in five.get_json()["error"]


def test_it_is_described_in_the_openapi_document(client):
    document = client.get("/api/openapi.json").get_json()
    operation = document["paths"]["/api/recognize"]["post"]
    assert "multipart/form-data" in operation["requestBody"]["content"]
    assert {"200", "400", "413", "415", "422"} <= set(operation["responses"])


def test_a_photo_of_both_hands_is_split_into_the_two(client):
    hands = json.loads((SAMPLES / "hands.json").read_text())["bidly_two_hands.jpg"]
    response = client.post("/api/recognize", data={"photo": [upload("bidly_two_hands.jpg")],
                                                   "hands": "2"},
                           content_type="multipart/form-data")
    assert response.status_code == 200, response.get_json()
    photo = response.get_json()["photos"][0]
    split = photo["hands"]
    assert sorted(split["first"]) == sorted(hands[0])  # all 20 read by today's model
    assert sorted(split["second"]) == sorted(hands[1])
    assert split["clear"] is True and split["gap"] > 2
    assert sorted(split["first"] + split["second"]) == sorted(c["card"] for c in photo["cards"])
    # One hand (the default) says nothing of hands; anything but 1 or 2 is refused.
    assert "hands" not in recognize(client, SMALL_PHOTO).get_json()["photos"][0]
    wrong = client.post("/api/recognize", data={"photo": [upload(SMALL_PHOTO)], "hands": "3"},
                        content_type="multipart/form-data")
    assert wrong.status_code == 400
    assert 'hands must be "1" or "2"' in wrong.get_json()["error"]
    document = client.get("/api/openapi.json").get_json()
    body = document["paths"]["/api/recognize"]["post"]["requestBody"]
    assert body["content"]["multipart/form-data"]["schema"]["properties"]["hands"]["enum"] == [
        "1", "2"]
    assert "hands" in document["components"]["schemas"]["RecognizedPhoto"]["properties"]


def test_a_hand_far_off_in_a_large_photo_is_read_from_its_finer_detail(client):
    """The app decodes a large JPEG reduced and reads the part a distant hand lies in again
    from the file (`vision.load_photo`): the API gives what the reader gives so."""
    hand = load_image(sample("two_hands_fans.jpg"))
    h, w = hand.shape[:2]
    wide = cv2.copyMakeBorder(hand, h, h, w, w, cv2.BORDER_REPLICATE)
    data = cv2.imencode(".jpg", wide, [cv2.IMWRITE_JPEG_QUALITY, 92])[1].tobytes()
    photo = load_photo(data, reduce_to=READ_SIDE)
    expected = vision_recognize(photo.image, finer=photo.finer)
    assert len(expected.cards) > len(vision_recognize(photo.image).cards)
    response = client.post("/api/recognize", data={"photo": [upload("far.jpg", data)]},
                           content_type="multipart/form-data")
    assert response.status_code == 200
    cards = response.get_json()["photos"][0]["cards"]
    assert [c["card"] for c in cards] == [str(d.card) for d in expected.cards]
