"""Cards there but not read: counted once per place, apart from the cards read, with a cause."""

from __future__ import annotations

import cv2
import numpy as np

from vision import load_image, recognize
from vision.candidates import Candidates
from vision.unread import NEAR, cause, fan_gaps, glare_patches, unread_spots


def _candidates(centres: list[tuple[float, float]], distance: float = 20.0,
                glyphs: list[tuple[int, int]] | None = None) -> Candidates:
    n = len(centres)
    pairs = np.array(glyphs or [(2 * k, 2 * k + 1) for k in range(n)], np.int64)
    return Candidates(pairs[:, 0], pairs[:, 1], np.array(centres, np.float32),
                      np.tile(np.array([0.0, 1.0], np.float32), (n, 1)),
                      np.full(n, distance, np.float32))


def test_a_plausible_corner_away_from_the_reads_is_unread() -> None:
    cands = _candidates([(100, 100), (400, 100), (700, 100)])
    mass = np.array([0.99, 0.45, 0.05], np.float32)  # read, unread, no index at all
    assert unread_spots(cands, mass, read=[0]) == [1]


def test_a_candidate_sharing_a_glyph_with_a_read_is_that_card() -> None:
    # The "0" of a 10 over the same suit sign as the read "10".
    cands = _candidates([(100, 100), (160, 100)], glyphs=[(1, 2), (3, 2)])
    assert unread_spots(cands, np.array([0.99, 0.6], np.float32), read=[0]) == []


def test_one_place_is_counted_once() -> None:
    cands = _candidates([(400, 100), (405, 102), (800, 100)])
    assert unread_spots(cands, np.array([0.5, 0.4, 0.35], np.float32), read=[]) == [0, 2]


def test_the_cause_names_small_blurred_and_glaring_corners() -> None:
    work = np.full((400, 400, 3), 230, np.uint8)
    cv2.putText(work, "7", (80, 120), cv2.FONT_HERSHEY_SIMPLEX, 1.5, (0, 0, 0), 3)
    cv2.putText(work, "8", (280, 120), cv2.FONT_HERSHEY_SIMPLEX, 1.5, (0, 0, 0), 3)
    sharp = _candidates([(100, 110), (300, 110)])
    assert cause(work, _candidates([(100, 110), (300, 110)], distance=6), [0, 1]) == "small"
    assert cause(work, sharp, [0, 1]) == "covered"
    assert cause(cv2.GaussianBlur(work, (0, 0), 6), sharp, [0, 1]) == "blurred"
    glare = work.copy()
    glare[60:160, :] = 255
    assert cause(glare, sharp, [0, 1]) == "glare"


def _glare(image: np.ndarray, share: float = 1 / 6) -> np.ndarray:
    """A blown-out disc over `share` of the photo, fading at its rim (bench/vision_degrade.py)."""
    h, w = image.shape[:2]
    radius = (h * w * share / np.pi) ** 0.5
    yy, xx = np.mgrid[0:h, 0:w]
    d = np.sqrt((xx - w * 0.45) ** 2 + (yy - h * 0.55) ** 2) / radius
    light = np.clip(1.6 - d, 0, 1)[..., None] * 255
    return np.clip(image.astype(np.float32) + light, 0, 255).astype(np.uint8)


def test_glare_over_part_of_a_hand_is_told(sample_bytes: dict[str, bytes]) -> None:
    image = load_image(sample_bytes["gin_row_1.jpg"])
    assert not any(n.code == "unread" for n in recognize(image).warnings)
    notes = [n for n in recognize(_glare(image)).warnings if n.code == "unread"]
    assert len(notes) == 1 and notes[0].cause == "glare" and notes[0].count >= 1


def test_a_blown_out_patch_far_from_every_card_is_no_glare() -> None:
    minimum = np.full((480, 640), 120, np.uint8)  # the working image's smallest channel
    minimum[:200, :200] = 255  # a window in the corner, 13 % of the picture
    assert glare_patches(minimum, np.array([[500.0, 400.0]]), 30.0) == 0
    assert glare_patches(minimum, np.array([[220.0, 150.0]]), 30.0) == 1
    assert glare_patches(minimum, np.zeros((0, 2)), 30.0) == 0


def test_how_much_card_it_takes_to_count_as_unread_can_be_tried_lower() -> None:
    cands = _candidates([(100, 100), (400, 100)])
    mass = np.array([0.99, 0.25], np.float32)  # read; a corner the network barely sees
    assert unread_spots(cands, mass, read=[0]) == []
    assert unread_spots(cands, mass, read=[0], weak=0.2) == [1]


def test_a_corner_just_out_of_a_reads_reach_is_a_place_of_its_own() -> None:
    """Within NEAR rank-to-suit distances of a read is the read's place: at exactly that
    distance it is not, a hair nearer it is (the distance as float32 measures it)."""
    reach = float(np.float32(NEAR) * np.float32(20.0))
    mass = np.array([0.99, 0.5], np.float32)
    at_reach = _candidates([(100.0, 100.0), (100.0 + reach, 100.0)])
    assert unread_spots(at_reach, mass, read=[0]) == [1]
    nearer = _candidates([(100.0, 100.0), (float(np.nextafter(np.float32(100.0 + reach),
                                                              np.float32(0))), 100.0)])
    assert unread_spots(nearer, mass, read=[0]) == []


def _fan(xs: list[float]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Reads along a row at `xs`, all pointing down, rank-to-suit distance 20."""
    n = len(xs)
    return (np.array([(x, 300.0) for x in xs], np.float32),
            np.tile(np.array([0.0, 1.0], np.float32), (n, 1)), np.full(n, 20.0, np.float32))


def test_a_fan_with_one_index_missing_in_its_midst_has_a_gap() -> None:
    # A step of 30 px (1.5 distances); the card at 190 is not read.
    assert fan_gaps(*_fan([100, 130, 160, 220, 250, 280])) == 1
    assert fan_gaps(*_fan([100, 130, 160, 190, 220, 250, 280])) == 0


def test_a_fan_missing_its_end_card_or_stepping_irregularly_has_no_gap() -> None:
    assert fan_gaps(*_fan([100, 130, 160, 190])) == 0  # the fifth card is just not there
    assert fan_gaps(*_fan([100, 115, 160, 220, 240, 280])) == 0
