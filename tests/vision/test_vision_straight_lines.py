"""A glyph whose strokes are as thin as the line it touches (a court card's frame line, the edge
of the card above in a fan) is freed from it by the line's straight run, where an opening
would take the glyph away with the line. The second pass looks for such glyphs near the sure
reads."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from vision import load_image, recognize
from vision.ink import Blobs, Joined, find_blobs, parted_blobs, split_blobs
from vision.straight_lines import LINE_LENGTH, freed_blobs, line_ink, line_kernel, long_runs


def _thin_glyph_on_a_slanted_line() -> np.ndarray:
    """A 0/255 mask: a "Q" drawn with 2-pixel strokes, 24 pixels tall, whose tail touches a
    2-pixel line 200 pixels long at 30 degrees (as a queen's index touches a court frame)."""
    mask = np.zeros((200, 300), np.uint8)
    cv2.line(mask, (40, 160), (213, 60), 255, 2)
    cv2.ellipse(mask, (112, 98), (8, 12), 0, 0, 360, 255, 2)
    cv2.line(mask, (116, 106), (124, 113), 255, 2)  # the tail, reaching the line
    return mask


def _parts(*masks: np.ndarray) -> tuple[Joined, ...]:
    """Each mask's components, as the search keeps them."""
    return tuple(split_blobs(mask, 4, 100)[1] for mask in masks)


def _none() -> Blobs:
    return find_blobs(np.zeros((4, 4), np.uint8), 1, 2)


def _line_of(mask: np.ndarray) -> np.ndarray:
    return line_ink(mask, long_runs(mask))


def test_a_thin_glyph_on_a_line_is_one_shape_with_it() -> None:
    mask = _thin_glyph_on_a_slanted_line()
    assert len(find_blobs(mask, 4, 100)) == 0


def test_the_opening_takes_the_thin_glyph_away_with_the_line() -> None:
    _, joined = split_blobs(_thin_glyph_on_a_slanted_line(), 4, 100)
    assert len(parted_blobs(joined, 4, 100, 3)) == 0


def test_taking_the_line_away_frees_the_glyph() -> None:
    mask = _thin_glyph_on_a_slanted_line()
    blobs = freed_blobs((mask,), _parts(mask), _none(), 4, 100)
    assert len(blobs) == 1
    x, y, width, height = blobs.boxes[0]
    assert 102 <= x <= 106 and 84 <= y <= 88 and width >= 16 and height >= 24


def test_a_glyph_found_already_is_not_freed_again() -> None:
    mask = _thin_glyph_on_a_slanted_line()
    first = freed_blobs((mask,), _parts(mask), _none(), 4, 100)
    assert len(freed_blobs((mask,), _parts(mask), first, 4, 100)) == 0


def test_the_runs_of_the_widest_mask_free_the_glyph_in_a_darker_one() -> None:
    """The line is fainter than the glyph and longer in the widest mask: its runs there take
    the piece that touches the glyph in the darker mask away too."""
    widest = _thin_glyph_on_a_slanted_line()
    darker = widest.copy()
    darker[:, :90] = 0  # the line's far end too faint for the darker level
    darker[:, 140:] = 0
    blobs = freed_blobs((darker, widest), _parts(darker, widest), _none(), 4, 100)
    assert len(blobs) == 1


def test_a_short_thin_stroke_is_no_line() -> None:
    """The stem of a J or the 1 of a 10, shorter than LINE_LENGTH, is left whole."""
    mask = np.zeros((100, 100), np.uint8)
    cv2.line(mask, (50, 20), (50, 20 + LINE_LENGTH - 12), 255, 2)
    assert not _line_of(mask).any()


def test_thick_ink_is_no_line_whatever_runs_through_it() -> None:
    """A pip or a filled glyph larger than LINE_LENGTH holds straight runs of every direction."""
    mask = np.zeros((120, 120), np.uint8)
    cv2.circle(mask, (60, 60), 40, 255, -1)
    assert long_runs(mask).any()
    assert not _line_of(mask).any()


def test_a_long_line_is_line_in_every_direction() -> None:
    """A line two pixels wide, at any slant."""
    for degrees in (0, 7, 20, 45, 75, 90, 130, 171):
        mask = np.zeros((160, 160), np.uint8)
        angle = np.radians(degrees)
        dx, dy = 70 * np.cos(angle), 70 * np.sin(angle)
        cv2.line(mask, (round(80 - dx), round(80 - dy)), (round(80 + dx), round(80 + dy)), 255, 2)
        found = _line_of(mask)
        assert found[mask > 0].mean() > 0.8 * 255, degrees


def test_a_stroke_is_not_lengthened_by_the_edge_of_the_mask() -> None:
    """Beyond the mask is no ink: a short stroke ending at the mask's edge is no run."""
    mask = np.zeros((60, 60), np.uint8)
    mask[30:32, 0:LINE_LENGTH - 14] = 255
    assert not long_runs(mask).any()


def test_the_masks_are_not_changed() -> None:
    mask = _thin_glyph_on_a_slanted_line()
    kept = mask.copy()
    freed_blobs((mask,), _parts(mask), _none(), 4, 100)
    assert np.array_equal(mask, kept)


def test_a_line_kernel_is_one_pixel_wide_and_read_only() -> None:
    kernel = line_kernel(9, 0.0)
    assert kernel.sum() == 9 and kernel[4].all()
    with pytest.raises(ValueError):
        kernel[0, 0] = 1


def test_a_real_fan_reads_the_jack_beside_a_court_frame(shared: Path) -> None:
    """bidly's deal 7 (MIT): the J♥ of a fan, its heart joined to the frame line of the court
    card beside it, is read (missed before the lines were taken away)."""
    photo = shared / "photos" / "bidly" / "deals" / "deal7.jpg"
    read = {str(d.card) for d in recognize(load_image(photo.read_bytes())).cards}
    assert "JH" in read
