"""A glyph that touches a thin line (a card's outline, a frame line) is parted from it."""

import cv2
import numpy as np
from blob_helpers import boxed_blobs

from vision.ink import (
    PARTED_SIZE,
    _parted_together,
    find_blobs,
    merge_blobs,
    parted_blobs,
    split_blobs,
    unseen_blobs,
)
from vision.search import search


def _glyph_on_a_line() -> np.ndarray:
    """A 0/255 mask: a solid 20x28 glyph whose side touches a 2-pixel line 300 pixels long."""
    mask = np.zeros((200, 400), np.uint8)
    mask[50:52, 40:340] = 255  # the line
    mask[52:80, 100:120] = 255  # the glyph, touching it
    return mask


def test_a_glyph_joined_to_a_line_is_too_long_to_be_found_whole() -> None:
    assert len(find_blobs(_glyph_on_a_line(), 4, 100)) == 0


def test_the_opening_parts_the_glyph_from_the_line() -> None:
    whole, joined = split_blobs(_glyph_on_a_line(), 4, 100)
    assert len(whole) == 0
    blobs = parted_blobs(joined, 4, 100, 3)
    assert len(blobs) == 1
    x, y, width, height = blobs.boxes[0]
    # the glyph, with at most the bit of line that lies along it
    assert abs(x - 100) <= 2 and abs(y - 52) <= 2 and abs(width - 20) <= 2
    assert abs(height - 28) <= 2


def test_ink_found_whole_is_not_looked_at_again() -> None:
    mask = np.zeros((200, 400), np.uint8)
    mask[52:80, 100:120] = 255  # a glyph on its own
    whole, joined = split_blobs(mask, 4, 100)
    assert len(whole) == 1
    assert len(parted_blobs(joined, 4, 100, 3)) == 0


def test_a_glyph_found_twice_is_kept_once() -> None:
    whole = find_blobs(cv2.rectangle(np.zeros((100, 100), np.uint8), (10, 10), (29, 37),
                                     255, -1), 4, 100)
    nearly = find_blobs(cv2.rectangle(np.zeros((100, 100), np.uint8), (11, 10), (29, 38),
                                      255, -1), 4, 100)
    other = find_blobs(cv2.rectangle(np.zeros((100, 100), np.uint8), (50, 50), (69, 77),
                                     255, -1), 4, 100)
    assert len(unseen_blobs(nearly, whole)) == 0
    assert len(unseen_blobs(merge_blobs([nearly, other]), whole)) == 1


def test_a_glyph_is_seen_only_within_two_pixels_on_every_side() -> None:
    """Three known boxes start at about the same x; a new box is the one it matches on all four
    sides within 2 px, whichever of them that is, and one 3 px off on a side is new."""
    known = boxed_blobs((10, 10, 20, 28), (11, 60, 20, 28), (12, 110, 20, 28))
    found = boxed_blobs((12, 61, 19, 29), (10, 110, 22, 28), (11, 10, 20, 31), (90, 90, 20, 28))
    unseen = unseen_blobs(found, known)
    assert unseen.boxes.tolist() == [[11, 10, 20, 31], [90, 90, 20, 28]]


def test_an_index_touching_the_next_cards_outline_is_a_candidate() -> None:
    """A rank over its suit on a white card, the suit touching a dark outline that runs on
    across the card: the pair is found though the suit's ink joins the outline."""
    image = np.full((480, 640, 3), 235, np.uint8)
    cv2.putText(image, "7", (300, 240), cv2.FONT_HERSHEY_SIMPLEX, 1.4, (20, 20, 20), 4)
    suit = np.array([[305, 255], [320, 285], [335, 255], [320, 248]], np.int32)
    cv2.fillPoly(image, [suit], (20, 20, 20))
    cv2.line(image, (336, 120), (336, 420), (40, 40, 40), 2)  # the outline, touching the suit
    found = search(image)
    scale = found.scale
    near = np.hypot(*(found.candidates.center / scale - (320, 245)).T) < 25
    assert near.any()


def _glyphs_on_lines() -> np.ndarray:
    """A 0/255 mask: several glyphs touching lines, far apart, some with two glyphs on one
    line, one line crossing another's box without touching it."""
    mask = np.zeros((400, 600), np.uint8)
    for x, y in ((30, 40), (330, 60), (120, 250), (400, 300)):
        mask[y:y + 2, x:x + 180] = 255  # a line
        mask[y + 2:y + 30, x + 40:x + 60] = 255  # a glyph on it
        mask[y + 2:y + 22, x + 110:x + 124] = 255  # a smaller one
    mask[265:390, 200:202] = 255  # an upright line through another's box, touching nothing
    mask[320:340, 202:214] = 255  # with a glyph beside it
    return mask


def test_each_joined_shape_parted_alone_gives_the_blobs_of_all_parted_together() -> None:
    """Parting shape by shape is only cheaper: the same blobs, in the same order."""
    _whole, joined = split_blobs(_glyphs_on_lines(), 4, 100)
    assert len(joined) == 5
    for width in (3, 7):
        alone = parted_blobs(joined, 4, 100, width)
        together = _parted_together(joined, max(4, PARTED_SIZE * width), 100, width)
        if width == 3:
            assert len(alone) == 9  # every glyph, parted from its line
        for name in ("centers", "sizes", "boxes", "areas"):
            assert np.array_equal(getattr(alone, name), getattr(together, name))


def test_the_joined_ink_is_the_shapes_too_long_or_too_sparse() -> None:
    mask = _glyphs_on_lines()
    mask[350:378, 20:40] = 255  # a glyph on its own: found whole, not joined
    whole, joined = split_blobs(mask, 4, 100)
    assert len(whole) == 1
    ink = joined.mask
    assert ink[40, 30] == 255 and ink[360, 30] == 0
