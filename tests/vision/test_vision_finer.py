"""The closer look at a large photo decoded reduced: the part the hand lies in is decoded again
from the file, with the detail the reduced decode left out."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest
from PIL import Image

from scorekeeper.gin.cards import Card
from vision import READ_SIDE, load_image, load_photo, recognize
from vision.closer import merged
from vision.results import Detection, Recognition

ROOT = Path(__file__).resolve().parents[2]


def _noise_jpeg(width: int, height: int, orientation: int = 1) -> bytes:
    """A JPEG of coarse random blocks (so every scale shows something), with an EXIF turn."""
    rng = np.random.default_rng(width + orientation)
    blocks = (rng.random((height // 16, width // 16, 3)) * 255).astype(np.uint8)
    picture = Image.fromarray(cv2.resize(blocks, (width, height),
                                         interpolation=cv2.INTER_NEAREST))
    exif = Image.Exif()
    exif[0x0112] = orientation
    out = io.BytesIO()
    picture.save(out, "JPEG", quality=95, exif=exif)
    return out.getvalue()


def _far_jpeg(hand: np.ndarray) -> bytes:
    """`hand` in the middle of a shot three times as wide and tall, the table's edges running
    on, saved as a JPEG: a camera of nine times the pixels, farther away."""
    h, w = hand.shape[:2]
    wide = cv2.copyMakeBorder(hand, h, h, w, w, cv2.BORDER_REPLICATE)
    return cv2.imencode(".jpg", wide, [cv2.IMWRITE_JPEG_QUALITY, 92])[1].tobytes()


def test_a_part_of_a_reduced_decode_comes_again_at_the_scale_that_gives_enough_pixels() -> None:
    data = _noise_jpeg(1600, 1200)
    photo = load_photo(data, reduce_to=400)
    assert photo.image.shape == (300, 400, 3) and photo.finer is not None
    # 100 pixels wide at a quarter: half size gives 200, enough for 150; full size for 300.
    half = photo.finer.region((40, 30, 140, 105), 150)
    whole = photo.finer.region((40, 30, 140, 105), 300)
    assert half is not None and whole is not None
    assert half[1] == 2 and np.array_equal(half[0], load_image(data, reduce_to=800)[60:210,
                                                                                     80:280])
    assert whole[1] == 4 and np.array_equal(whole[0], load_image(data)[120:420, 160:560])


def test_a_part_large_enough_already_or_a_photo_at_full_size_has_nothing_finer() -> None:
    photo = load_photo(_noise_jpeg(1600, 1200), reduce_to=800)
    assert photo.finer is not None and photo.finer.region((0, 0, 700, 500), 600) is None
    assert load_photo(_noise_jpeg(1600, 1200)).finer is None
    png = io.BytesIO()
    Image.open(io.BytesIO(_noise_jpeg(1600, 1200))).save(png, "PNG")
    assert load_photo(png.getvalue(), reduce_to=400).finer is None


@pytest.mark.parametrize("orientation", range(1, 9))
def test_the_finer_part_is_turned_upright_as_the_photo_is(orientation: int) -> None:
    data = _noise_jpeg(1600, 1200, orientation)
    photo = load_photo(data, reduce_to=400)
    assert photo.finer is not None
    part = photo.finer.region((20, 40, 120, 140), 400)
    assert part is not None and part[1] == 4
    assert np.array_equal(part[0], load_image(data)[160:560, 80:480])


def test_the_closer_reads_of_a_finer_part_are_placed_on_the_reduced_photo() -> None:
    def read(card: str, x: float, y: float, size: float) -> Detection:
        box = (x, y, x + size * 0.6, y + size)
        polygon = ((box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3]))
        return Detection(Card.parse(card), 0.95, box, polygon, False)

    first = Recognition([read("9D", 700, 500, 10)], 1500, 1000, [])
    # Read from the part 400 x 300 at (600, 400), decoded four times as finely.
    closer = Recognition([read("3S", 400, 200, 40)], 1600, 1200, [])
    both = merged(first, closer, (600, 400), 4)
    assert [str(d.card) for d in both.cards] == ["3S", "9D"]
    assert both.cards[0].box == (700, 450, 706, 460)
    assert both.cards[0].polygon[2] == (706, 460)


def test_a_hand_far_off_in_a_large_photo_is_read_with_its_finer_detail(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]]) -> None:
    """two_hands_fans.jpg (2000 x 1500) in the middle of a 6000 x 4500 JPEG, decoded at a
    quarter as the app decodes it: the closer look at the hands from that quarter finds
    fewer of the 21 cards than from the part decoded again at full size."""
    data = _far_jpeg(load_image(sample_bytes["two_hands_fans.jpg"]))
    photo = load_photo(data, reduce_to=READ_SIDE)
    assert photo.image.shape[:2] == (1125, 1500) and photo.finer is not None
    coarse = recognize(photo.image)
    fine = recognize(photo.image, finer=photo.finer)
    truth = set(labels["two_hands_fans.jpg"])
    assert {str(d.card) for d in fine.cards} <= truth
    assert len(fine.cards) > len(coarse.cards)
    assert (fine.width, fine.height) == (1500, 1125)
    for d in fine.cards:  # on the reduced photo's pixels, where the hands lie
        assert 500 <= d.box[0] < d.box[2] <= 1000 and 375 <= d.box[1] < d.box[3] <= 750


def test_the_command_reads_a_large_photo_with_its_finer_detail(
        sample_bytes: dict[str, bytes], tmp_path: Path) -> None:
    data = _far_jpeg(load_image(sample_bytes["two_hands_fans.jpg"]))
    path = tmp_path / "far.jpg"
    path.write_bytes(data)
    photo = load_photo(data, reduce_to=READ_SIDE)
    expected = recognize(photo.image, finer=photo.finer).scaled(6000, 4500)
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "recognize", str(path),
                           "--json"], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)["photos"][0]
    assert [c["card"] for c in report["cards"]] == [str(d.card) for d in expected.cards]
    assert report["cards"][0]["box"] == [round(v, 1) for v in expected.cards[0].box]
