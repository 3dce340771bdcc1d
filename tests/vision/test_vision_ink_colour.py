"""Red ink or black: a read whose suit sign is printed in the other colour's ink is not sure."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision import load_image
from vision.doubt import DOUBTED, SURE, Evidence, confidence
from vision.ink_colour import MIN_GAP, RED_FROM, USUAL_RED, ink_clashes, red_share
from vision.recognizer import read_workings

RED, BLACK = (30, 30, 200), (25, 25, 25)  # BGR


def _card(ink: tuple[int, int, int], white: tuple[int, int, int] = (235, 235, 235),
          blur: float = 0.0) -> tuple[np.ndarray, tuple[int, int, int, int]]:
    """A patch of card with one diamond-sized blot of `ink`, and the blot's box."""
    card = np.zeros((60, 60, 3), np.uint8)
    card[:] = white
    cv2.circle(card, (30, 30), 8, ink, -1)
    if blur:
        card = cv2.GaussianBlur(card, (0, 0), blur)
    return card, (22, 22, 17, 17)


def _lit(image: np.ndarray, light: tuple[float, float, float]) -> np.ndarray:
    """`image` under coloured light: each channel scaled by `light` (BGR)."""
    return np.clip(image * np.array(light), 0, 255).astype(np.uint8)


def test_red_ink_spares_the_red_channel_and_black_ink_takes_from_every_channel() -> None:
    red, box = _card(RED)
    black, _ = _card(BLACK)
    assert red_share(red, box) > 0.8
    assert abs(red_share(black, box)) < 0.05


def test_the_light_colour_does_not_turn_black_ink_red_for_the_white_is_measured_in_it() -> None:
    warm, cold = (0.55, 0.8, 1.0), (1.0, 0.9, 0.7)  # BGR: a lamp's orange, a webcam's blue
    for light in (warm, cold):
        red, box = _card(RED)
        black, _ = _card(BLACK)
        assert red_share(_lit(black, light), box) < 0.1
        assert red_share(_lit(red, light), box) > 0.6


def test_a_soft_small_red_sign_still_measures_red() -> None:
    red, box = _card(RED, blur=2.5)
    assert red_share(red, box) > 0.6


def test_too_little_ink_or_no_colour_cannot_be_told() -> None:
    blank, box = _card((235, 235, 235))
    assert math.isnan(red_share(blank, box))
    grey = cv2.cvtColor(_card(RED)[0], cv2.COLOR_BGR2GRAY)
    assert math.isnan(red_share(grey, box))


def test_measuring_leaves_the_picture_alone() -> None:
    red, box = _card(RED)
    before = red.copy()
    red_share(red, box)
    assert np.array_equal(red, before)


def test_a_photo_in_bytes_measures_as_the_same_photo_in_float32(
        sample_bytes: dict[str, bytes]) -> None:
    """Bytes are measured from their histogram and middle values, float32 by numpy's
    percentile and median: the same red share to the last bit, glyph by glyph."""
    image = load_image(sample_bytes["bidly_deal7.jpg"])
    grey = cv2.cvtColor(cv2.cvtColor(image, cv2.COLOR_BGR2GRAY), cv2.COLOR_GRAY2BGR)
    rng = np.random.default_rng(9)
    told = 0
    for picture in (image, grey):
        height, width = picture.shape[:2]
        for _ in range(300):
            box = (int(rng.integers(-4, width)), int(rng.integers(-4, height)),
                   int(rng.integers(1, 40)), int(rng.integers(1, 40)))
            share = red_share(picture, box)
            assert share == red_share(picture.astype(np.float32), box) or (
                math.isnan(share) and math.isnan(red_share(picture.astype(np.float32), box)))
            told += not math.isnan(share)
    assert told > 100  # most boxes are measured, not NaN


def test_a_spade_whose_ink_looks_red_beside_the_photos_other_reads_clashes() -> None:
    # Measured as on a dim webcam photo: red ink only about 0.35, black about 0.
    shares = [0.0, 0.02, 0.01, 0.34, 0.36, 0.33, 0.18]
    red = [False, False, False, True, True, True, False]  # the last read: a spade
    assert ink_clashes(shares, red) == [False] * 6 + [True]


def test_a_diamond_printed_in_black_ink_clashes() -> None:
    assert ink_clashes([0.0, 0.01, 0.7, 0.02], [False, False, True, True]) == [
        False, False, False, True]


def test_each_read_is_measured_against_the_others_so_a_misread_cannot_hide_itself() -> None:
    # Two diamonds read as spades: each is judged with the other in the black reads, and
    # still clashes.
    shares = [0.0, 0.5, 0.5, 0.52, 0.48]
    red = [False, False, False, True, True]
    assert ink_clashes(shares, red) == [False, True, True, False, False]


def test_a_lone_read_is_measured_against_the_usual_inks() -> None:
    assert ink_clashes([RED_FROM * USUAL_RED + 0.05], [False]) == [True]
    assert ink_clashes([RED_FROM * USUAL_RED - 0.05], [False]) == [False]
    assert ink_clashes([0.05], [True]) == [True]


def test_a_photo_whose_inks_are_too_alike_judges_no_read_by_its_ink() -> None:
    shares = [0.0, 0.0, MIN_GAP / 2, MIN_GAP / 2, MIN_GAP / 2]
    assert ink_clashes(shares, [False, False, True, True, False]) == [False] * 5
    assert ink_clashes([float("nan"), 0.0, 0.6], [False, False, True]) == [False] * 3


def test_a_clash_caps_the_confidence_under_sure() -> None:
    assert confidence(Evidence(score=0.98, ink_clash=True)) == DOUBTED < SURE
    assert confidence(Evidence(score=0.98)) == 0.98


def test_a_diamond_whose_sign_lost_most_of_its_red_is_read_but_not_surely(
        sample_bytes: dict[str, bytes]) -> None:
    photo = load_image(sample_bytes["gin_fan_1.jpg"])
    plain = read_workings(photo)
    assert not any(e.ink_clash for e in plain.evidence)
    diamond = next(k for k, d in enumerate(plain.recognition.cards) if str(d.card) == "7D")
    assert not plain.recognition.cards[diamond].low_confidence
    # Wash most of the red out of the diamond's suit sign, as a dim webcam does.
    found = plain.found
    top = plain.places[diamond][0]
    x, y, w, h = found.blobs.boxes[found.candidates.suit[top]] / found.scale
    x0, y0, x1, y1 = int(x) - 4, int(y) - 4, int(x + w) + 5, int(y + h) + 5
    sign = photo[y0:y1, x0:x1].astype(np.float64)
    grey = sign.min(axis=2, keepdims=True)
    washed = photo.copy()
    washed[y0:y1, x0:x1] = np.clip(grey + (sign - grey) * 0.3, 0, 255).astype(np.uint8)
    read = read_workings(washed)
    found_again = {str(d.card): (d, e) for d, e in zip(read.recognition.cards, read.evidence,
                                                       strict=True)}
    detection, evidence = found_again["7D"]
    assert evidence.score >= SURE and evidence.ink_clash
    assert detection.low_confidence
