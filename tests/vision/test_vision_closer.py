"""A closer look: where a hand lies in a small part of the photo, that part is read again,
and the two reads become one read of the photo."""

from __future__ import annotations

import cv2
import numpy as np

from scorekeeper.gin.cards import Card
from vision import load_image, recognize
from vision.closer import CLOSER_SHARE, MARGIN, closer_region, merged
from vision.drawing import debug_images
from vision.recognizer import read_photo
from vision.results import Detection, Note, Recognition


def read(card: str, x: float, y: float, size: float = 20.0, sure: bool = True) -> Detection:
    """A read of `card` whose index box has its top-left corner at (x, y)."""
    box = (x, y, x + size * 0.6, y + size)
    polygon = ((box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3]))
    return Detection(Card.parse(card), 0.95 if sure else 0.7, box, polygon, not sure)


def photo(*cards: Detection, notes: tuple[Note, ...] = (), width: int = 4000,
          height: int = 3000) -> Recognition:
    return Recognition(list(cards), width, height, list(notes))


def test_cards_in_a_small_part_of_the_photo_are_read_again_with_a_margin() -> None:
    first = photo(read("7S", 400, 300), read("8S", 500, 310), width=1000, height=800)
    x0, y0, x1, y1 = closer_region(first)  # type: ignore[misc]
    reach = MARGIN * 20
    assert (x0, y0) == (400 - reach, 300 - reach)
    assert (x1, y1) == (512 + reach, 330 + reach)


def test_a_small_region_is_grown_to_a_quarter_of_the_photo_about_its_middle() -> None:
    x0, y0, x1, y1 = closer_region(photo(read("AH", 2000, 1500, size=4)))  # type: ignore[misc]
    assert x1 - x0 >= 1000 and y1 - y0 >= 1000
    assert abs((x0 + x1) / 2 - 2001.2) <= 1 and abs((y0 + y1) / 2 - 1502) <= 1


def test_cards_spread_over_the_photo_or_no_cards_are_not_read_again() -> None:
    assert closer_region(photo(read("7S", 100, 100), read("8S", 3800, 2800))) is None
    assert closer_region(photo()) is None
    wide = CLOSER_SHARE * 4000 + 50
    assert closer_region(photo(read("7S", 200, 1400), read("8S", 200 + wide, 1400))) is None


def test_the_region_stays_inside_the_photo() -> None:
    region = closer_region(photo(read("2C", 5, 5), read("3C", 60, 5)))
    assert region is not None and region[:2] == (0, 0)


def test_the_closer_reads_are_placed_on_the_photo_and_join_what_only_the_first_read() -> None:
    first = photo(read("5S", 1500, 1000, sure=False), read("9D", 1700, 1000))
    closer = photo(read("3S", 100, 200), read("4S", 200, 200), width=900, height=800)
    both = merged(first, closer, (1400, 800))
    assert [str(d.card) for d in both.cards] == ["3S", "4S", "9D"]
    assert both.cards[0].box[:2] == (1500, 1000)
    assert both.cards[0].polygon[0] == (1500, 1000)
    assert (both.width, both.height) == (4000, 3000)


def test_a_card_both_reads_name_stays_as_the_first_read_has_it() -> None:
    """A misread both reads make, the closer one makes more surely: the first read's mark
    stands."""
    first = photo(read("9D", 1700, 1000, sure=False))
    closer = photo(read("9D", 300, 200), width=900, height=800)
    both = merged(first, closer, (1400, 800))
    assert both.cards == first.cards
    assert both.warnings == [Note("uncertain")]


def test_a_card_the_closer_read_adds_unsure_is_left_out() -> None:
    first = photo(read("5S", 1500, 1000))
    closer = photo(read("3S", 100, 200, sure=False), read("4S", 600, 200, sure=False),
                   width=900, height=800)
    assert merged(first, closer, (1400, 800)).cards == first.cards


def test_the_photos_own_notes_are_the_first_reads_and_the_rest_the_closer_reads() -> None:
    first = photo(read("9D", 1700, 1000, sure=False),
                  notes=(Note("blurred"), Note("uncertain"), Note("small")))
    closer = photo(read("TD", 50, 50, sure=False), width=900, height=800,
                   notes=(Note("uncertain"), Note("unread", 2, "covered")))
    both = merged(first, closer, (1400, 800))
    assert [n.code for n in both.warnings] == ["blurred", "uncertain", "unread"]


def test_a_hand_far_off_in_a_wide_shot_is_read_whole(sample_bytes: dict[str, bytes],
                                                     labels: dict[str, list[str]]) -> None:
    """gin_row_1.jpg set in the middle of a shot three times as wide and tall, the table's
    edges running on: the first read finds only some of the ten cards, the closer one all."""
    hand = load_image(sample_bytes["gin_row_1.jpg"])
    h, w = hand.shape[:2]
    wide = cv2.copyMakeBorder(hand, h, h, w, w, cv2.BORDER_REPLICATE)
    before = wide.copy()
    first = read_photo(wide)[0]
    result = recognize(wide)
    assert np.array_equal(wide, before)
    assert len(first.cards) < len(labels["gin_row_1.jpg"])
    assert sorted(str(d.card) for d in result.cards) == sorted(labels["gin_row_1.jpg"])
    assert (result.width, result.height) == (3 * w, 3 * h)
    for d in result.cards:
        assert w <= d.box[0] < d.box[2] <= 2 * w and h <= d.box[1] < d.box[3] <= 2 * h
    assert "small" not in {n.code for n in result.warnings}


def test_the_debug_drawing_reports_the_cards_as_recognize_does(
        sample_bytes: dict[str, bytes]) -> None:
    hand = load_image(sample_bytes["gin_row_1.jpg"])
    h, w = hand.shape[:2]
    wide = cv2.copyMakeBorder(hand, h, h, w, w, cv2.BORDER_REPLICATE)
    result, pictures = debug_images(wide)
    assert result == recognize(wide)
    assert pictures["3-detections"].shape == wide.shape
