"""Which hand the next photo is for: the other hand only once this one is complete."""

from __future__ import annotations

from scorekeeper.web.photos.display import next_side


def test_after_a_complete_knockers_hand_the_next_photo_is_the_defenders():
    assert next_side({"knocker": "p1"}, "knocker", read_count=10) == "defender"
    assert next_side({"knocker": "p1"}, "knocker", read_count=11) == "defender"  # Big Gin


def test_after_a_photo_that_read_part_of_a_hand_the_side_stays():
    assert next_side({"knocker": "p1"}, "knocker", read_count=7) == "knocker"


def test_once_both_hands_have_photos_the_side_is_the_one_just_read():
    assert next_side({"knocker": "p1", "defender": "p2"}, "defender", read_count=10) == "defender"
    assert next_side({"knocker": "p1"}) == "defender"  # the form shown again, nothing just read
    assert next_side({}) == "knocker"
