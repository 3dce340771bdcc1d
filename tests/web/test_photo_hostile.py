"""Hostile uploads: each refused with a clear 4xx message (never a 500), and nothing stored.

The type is read from the bytes, never from the name; the pixel count from the header before
anything is decoded; the body's size before it is read.
"""

from __future__ import annotations

import io
import random

import pytest
from html_reading import Elements
from image_files import png_claiming
from match_helpers import ledger_of, start_match, version
from photo_helpers import (
    KNOCKER_PHOTO,
    SMALL_PHOTO,
    sample,
    send_photo,
    settle_photo,
    stored_files,
)

HTML = b"<!doctype html><html><script>alert('hi')</script><p>a photo, honest</p></html>"
TRUNCATED = sample(SMALL_PHOTO)[: len(sample(SMALL_PHOTO)) // 2]
HOSTILE = [
    # (what, file name, bytes, status, words the message must hold)
    ("random bytes", "IMG_0001.jpg", random.Random(7).randbytes(5000), 415, "not a picture"),
    ("a truncated JPEG", "IMG_0002.jpg", TRUNCATED, 400, "cut short"),
    ("a PNG claiming 100,000 x 100,000", "big.png", png_claiming(100_000, 100_000), 413,
     "too many pixels"),
    ("an HTML page named .jpg", "photo.jpg", HTML, 415, "not a picture"),
    ("an empty file", "empty.jpg", b"", 400, "empty"),
    ("a one-colour picture", "lens.png", None, 422, "blank"),
]


def blank_png() -> bytes:
    import cv2
    import numpy as np

    ok, data = cv2.imencode(".png", np.full((200, 300, 3), 40, np.uint8))
    assert ok
    return data.tobytes()


def _cases():
    for what, name, data, status, words in HOSTILE:
        yield pytest.param(name, blank_png() if data is None else data, status, words, id=what)


def cases() -> list:
    return list(_cases())


@pytest.mark.parametrize(("name", "data", "status", "words"), cases())
def test_the_settle_page_refuses_it_and_keeps_the_form(app, client, name, data, status, words):
    response = settle_photo(client, "knocker", name, data, defender="2D 3D")
    assert response.status_code == status
    message = Elements(response.text).find("p", id="photo-status")
    text = Elements(response.text).text
    assert message and words in text.lower(), text[:600]
    assert 'class="photo-status is-error"' in response.text
    assert Elements(response.text).find("input", name="defender")[0]["value"] == "2D 3D"
    assert stored_files(app) == []


@pytest.mark.parametrize(("name", "data", "status", "words"), cases())
def test_the_api_refuses_it_naming_the_photo(app, client, name, data, status, words):
    response = client.post("/api/recognize", data={"photo": (io.BytesIO(data), name)},
                           content_type="multipart/form-data")
    assert response.status_code == status
    error = response.get_json()["error"]
    assert error.startswith("photo 1") and words in error.lower(), error
    assert stored_files(app) == []


@pytest.mark.parametrize(("name", "data", "status", "words"), cases())
def test_the_record_a_hand_page_refuses_it_and_the_ledger_is_unchanged(app, client, name, data,
                                                                       status, words):
    match_id = start_match(client, "Ann", "Bob", first_dealer="2")
    before = ledger_of(app).export_match(match_id)
    response = send_photo(client, f"/matches/{match_id}/hands/photo", "knocker", name, data,
                          kind="cards", knocker="Ann", version=str(version(app, match_id)))
    assert response.status_code == status
    assert words in Elements(response.text).text.lower()
    assert stored_files(app) == []
    assert ledger_of(app).export_match(match_id) == before
    assert ledger_of(app).photos(match_id) == []


def test_a_body_over_the_upload_limit_is_a_413_before_it_is_read(app, client):
    huge = sample(KNOCKER_PHOTO) + b"\0" * (15 * 1024 * 1024)
    page = settle_photo(client, "knocker", "huge.jpg", huge)
    assert page.status_code == 413
    text = Elements(page.text).text
    assert "The photo is too large to send: at most 15 MB" in text
    assert Elements(page.text).find("a", href="/settle")
    api = client.post("/api/recognize", data={"photo": (io.BytesIO(huge), "h.jpg")},
                      content_type="multipart/form-data")
    assert api.status_code == 413
    assert "at most 15 MB" in api.get_json()["error"]
    assert stored_files(app) == []


def test_other_forms_keep_the_small_limit(client):
    """Only the photo uploads take 15 MB; the settle form itself stays under 1 MB."""
    response = client.post("/settle", data={"knocker": "x" * (2 * 1024 * 1024)})
    assert response.status_code == 413


def test_a_file_name_with_a_path_is_never_used(app, client, tmp_path):
    response = settle_photo(client, "knocker", "../../../escaped.jpg", sample(SMALL_PHOTO))
    assert response.status_code == 200
    names = [p.name for p in stored_files(app)]
    assert len(names) == 2 and all(n.split(".")[0].isalnum() and len(n.split(".")[0]) == 32
                                   for n in names)
    assert not list(tmp_path.rglob("escaped*"))
    assert "escaped" not in response.text


@pytest.mark.parametrize("photo_id", ["..%2F..%2Fscorekeeper.db", "0" * 31, "g" * 32,
                                      "../instance/scorekeeper", "A" * 32])
def test_photos_are_served_only_by_a_generated_id(client, photo_id):
    assert client.get(f"/photos/{photo_id}.jpg").status_code == 404


def test_a_served_photo_is_a_jpeg_that_is_never_sniffed(client):
    response = settle_photo(client, "knocker", SMALL_PHOTO)
    photo_id = Elements(response.text).find("input", name="photo_knocker")[0]["value"]
    served = client.get(f"/photos/{photo_id}.jpg")
    assert served.status_code == 200
    assert served.mimetype == "image/jpeg"
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    assert served.data.startswith(b"\xff\xd8\xff")


def test_a_truncated_jpeg_is_refused_even_after_a_sheet_was_printed(app, client):
    """WeasyPrint (the PDFs) turns on Pillow's LOAD_TRUNCATED_IMAGES when it is imported; a
    photo cut short must still be refused, not read with a grey band."""
    import weasyprint  # noqa: F401  (imported for its side effect on Pillow)
    from PIL import ImageFile

    assert ImageFile.LOAD_TRUNCATED_IMAGES
    response = settle_photo(client, "knocker", "cut.jpg", TRUNCATED)
    assert response.status_code == 400
    assert "cut short" in Elements(response.text).text
    assert stored_files(app) == []
    assert ImageFile.LOAD_TRUNCATED_IMAGES  # left as WeasyPrint wants it
