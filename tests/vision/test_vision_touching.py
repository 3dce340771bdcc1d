"""A rank that touches its suit (one blob for the whole index) is still read, and sure only
from the second pass's higher bar."""

from pathlib import Path

import cv2
import numpy as np
from blob_helpers import boxed_blobs

from vision.doubt import DOUBTED, SECOND_PASS_SURE, Evidence, confidence
from vision.ink import find_blobs, smallest_channel
from vision.loading import load_image
from vision.recognizer import read_workings
from vision.second_pass import holding
from vision.touching import ink_axis, touching_indices


def _j_over_a_heart(angle: float) -> np.ndarray:
    """A grey image: a dark stem (the rank) whose foot runs into a dark disc (the suit), the
    whole index turned by `angle` degrees about the image's centre."""
    image = np.full((200, 200), 235, np.uint8)
    cv2.rectangle(image, (95, 60), (104, 110), 20, -1)  # the stem, 10 x 51
    cv2.circle(image, (100, 125), 16, 20, -1)  # the suit, touching it
    turn = cv2.getRotationMatrix2D((100, 100), angle, 1.0)
    return cv2.warpAffine(image, turn, (200, 200), borderValue=235)


def test_the_axis_of_a_turned_index_is_found_from_its_ink() -> None:
    image = _j_over_a_heart(30)
    blobs = find_blobs((image < 128).astype(np.uint8) * 255, 4, 150)
    assert len(blobs) == 1
    axis = ink_axis(image, blobs.boxes[0])
    assert axis is not None
    _middle, along, length, width = axis
    upright = np.array([np.sin(np.radians(30)), np.cos(np.radians(30))])  # turned 30 degrees
    assert abs(abs(float(along @ upright)) - 1) < 0.02
    assert abs(length - 82) <= 3  # stem top at y=60 to disc bottom at y=141
    assert abs(width - 33) <= 3


def test_a_whole_index_of_the_photos_index_size_is_read_both_ways() -> None:
    image = cv2.cvtColor(_j_over_a_heart(30), cv2.COLOR_GRAY2BGR)
    blobs = find_blobs((image[..., 0] < 128).astype(np.uint8) * 255, 4, 150)
    found = touching_indices(smallest_channel(image), blobs, index_size=41)
    assert len(found) == 2
    assert (found.rank == 0).all() and (found.suit == 0).all()
    assert np.allclose(found.down[0], -found.down[1])
    assert np.allclose(found.distance, 0.5 * 82, atol=2)


def test_blobs_too_short_or_too_round_for_a_whole_index_are_not_tried() -> None:
    image = cv2.cvtColor(_j_over_a_heart(0), cv2.COLOR_GRAY2BGR)
    blobs = find_blobs((image[..., 0] < 128).astype(np.uint8) * 255, 4, 150)
    # The photo's indices twice as far apart: this blob is too short to be a whole one.
    assert len(touching_indices(smallest_channel(image), blobs, index_size=80)) == 0
    disc = np.full((200, 200, 3), 235, np.uint8)
    cv2.circle(disc, (100, 100), 40, (20, 20, 20), -1)
    round_blobs = find_blobs((disc[..., 0] < 128).astype(np.uint8) * 255, 4, 150)
    assert len(touching_indices(smallest_channel(disc), round_blobs, index_size=41)) == 0


def test_a_read_of_a_whole_index_is_sure_only_where_the_network_is() -> None:
    assert confidence(Evidence(score=0.84, second_pass=True)) <= DOUBTED
    assert confidence(Evidence(score=SECOND_PASS_SURE, second_pass=True)) == SECOND_PASS_SURE
    # What else the photo says does not raise a second-pass read the network is unsure of.
    assert confidence(Evidence(score=0.84, second_pass=True, given_ink=0.9)) <= DOUBTED
    assert confidence(Evidence(score=0.84, given_ink=0.9)) == 0.9


def test_a_card_whose_rank_is_inked_into_its_suit_is_read_from_its_whole_index(
        samples: Path) -> None:
    """The 9♣ of a shipped photo, its rank joined to its suit by a stroke of ink: the pair is
    gone, the whole index is read by the second pass, and the player is asked to check it
    unless the network is sure of it past the second pass's bar."""
    image = load_image((samples / "gin_row_1.jpg").read_bytes())
    workings = read_workings(image)
    found = workings.found
    place = next(p[0] for d, p in zip(workings.recognition.cards, workings.places, strict=True)
                 if str(d.card) == "9C")
    rank = found.blobs.centers[found.candidates.rank[place]] / found.scale
    suit = found.blobs.centers[found.candidates.suit[place]] / found.scale
    x, y, w, h = (found.blobs.boxes[found.candidates.rank[place]] / found.scale).astype(int)
    pixels = image[y:y + h, x:x + w].reshape(-1, 3)
    ink = tuple(float(v) for v in pixels[np.argsort(pixels.min(axis=1))[:len(pixels) // 10]]
                .mean(axis=0))
    touched = image.copy()
    start, end = rank + (suit - rank) * 0.35, rank + (suit - rank) * 0.75
    cv2.line(touched, (int(start[0]), int(start[1])), (int(end[0]), int(end[1])), ink, 5)
    work = read_workings(touched)
    k = [str(d.card) for d in work.recognition.cards].index("9C")
    assert work.evidence[k].second_pass
    # Marked for the player to check unless the network is sure of it past the higher bar.
    assert work.recognition.cards[k].low_confidence == (work.evidence[k].score < SECOND_PASS_SURE)


def test_a_soft_index_is_measured_by_the_ink_that_found_it() -> None:
    # The stem and the disc meet through a pale bridge, as the glyphs of a soft index run
    # together at the paler ink level: that level finds one blob, the whole index.
    image = np.full((200, 200), 235, np.uint8)
    cv2.rectangle(image, (95, 60), (104, 105), 20, -1)
    cv2.rectangle(image, (97, 106), (102, 110), 150, -1)
    cv2.circle(image, (100, 127), 16, 20, -1)
    blobs = find_blobs((image < 170).astype(np.uint8) * 255, 4, 150)
    assert len(blobs) == 1
    halfway = ink_axis(image, blobs.boxes[0])  # darker than halfway: the disc, the larger part
    own = ink_axis(image, blobs.boxes[0], int(blobs.areas[0]))
    assert halfway is not None and own is not None
    assert abs(halfway[2] - 32) <= 3
    assert abs(own[2] - 84) <= 3


def test_a_blob_holding_a_glyph_of_a_sure_read_is_not_tried_again() -> None:
    blobs = boxed_blobs((90, 50, 20, 100), (150, 50, 20, 100))
    sure_glyphs = np.array([[100.0, 70.0]])  # a rank read sure, inside the first box
    assert holding(blobs, sure_glyphs).tolist() == [True, False]
