"""Any bytes as a photo, to every upload: a page or JSON with a 4xx naming the problem, never a
500, and nothing stored when the photo is refused.

Besides plain random bytes, the bytes start with the signature of each picture format the
loader knows, so that the decoders themselves are reached with garbage behind a valid start.
"""

from __future__ import annotations

import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from image_files import png_claiming
from match_helpers import ledger_of, start_match
from photo_helpers import SMALL_PHOTO, sample, stored_files

pytestmark = pytest.mark.filterwarnings("ignore:Corrupt EXIF data:UserWarning")
SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])
REFUSED = {400, 413, 415, 422}
SIGNATURES = [b"", b"\xff\xd8\xff", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", b"\x89PNG\r\n\x1a\n",
              b"GIF89a", b"BM", b"II*\x00", b"MM\x00*", b"RIFF\x00\x00\x00\x00WEBPVP8 ",
              png_claiming(64, 64)[:33], sample(SMALL_PHOTO)[:600]]
photos = st.builds(lambda start, tail: start + tail, st.sampled_from(SIGNATURES),
                   st.binary(max_size=3000))
names = st.sampled_from(["IMG_1.jpg", "../../x.jpg", "a.png", "", "photo", "é ü.heic"])
sides = st.sampled_from(["knocker", "defender", "", "dealer"])


def check(app, response, before: int) -> None:
    assert response.status_code in REFUSED | {200}, (response.status_code, response.text[:300])
    if response.status_code != 200:
        assert len(stored_files(app)) == before
    else:  # a picture after all: stored as a JPEG made here, under a generated name
        assert all(p.read_bytes()[:3] == b"\xff\xd8\xff"
                   for p in stored_files(app) if p.suffix == ".jpg")


@SETTINGS
@given(data=photos, name=names, side=sides)
def test_the_settle_page(app, client, data, name, side):
    before = len(stored_files(app))
    response = client.post("/settle/photo", data={
        "photo_side": side, "knocker": "AS 2S", "photo": (io.BytesIO(data), name)},
        content_type="multipart/form-data")
    check(app, response, before)


@SETTINGS
@given(data=photos, name=names)
def test_the_api(app, client, data, name):
    before = len(stored_files(app))
    response = client.post("/api/recognize", data={"photo": (io.BytesIO(data), name)},
                           content_type="multipart/form-data")
    check(app, response, before)
    assert "error" in response.get_json() or "photos" in response.get_json()


@SETTINGS
@given(data=photos, side=sides)
def test_the_record_a_hand_page(app, client, data, side):
    if not ledger_of(app).list_matches():
        start_match(client, "Ann", "Bob", first_dealer="2")
    before = len(stored_files(app))
    response = client.post("/matches/1/hands/photo", data={
        "photo_side": side, "kind": "cards", "knocker": "Ann",
        "photo": (io.BytesIO(data), "x.jpg")}, content_type="multipart/form-data")
    check(app, response, before)
    assert ledger_of(app).photos(1) == []
