"""A closer look where the cards lie in a small part of the photo.

The reader works on the photo brought to one working size (`vision.search.WORK_LONG`), so a
hand photographed from afar, or lying in one part of a wide shot of the table, shows its
corner indices only a few working pixels tall, where the search and the network lose them.
When the first read's cards all lie in a region no wider or taller than CLOSER_SHARE of the
photo's longer side (grown by MARGIN index sizes on every side, so that it holds the whole
cards around the indices read), that region is cut out and read again, on its own, at the
working size: its indices are then larger by the ratio of the two sizes, with the detail the
photo has there.

The two reads are put together (`merged`): every card of the first read, as the first read
has it, and each card the closer read adds to them, where it reads that card surely; a card
of the first read on whose index such an added card lies gives way to it. Measured at
calibration seeds (*Issue 14's sixty-first round* in docs/vision-rounds.md), the cards the
closer read added unsure were wrong 8 times in 24, those it added surely never (43), and a
misread both reads make the closer one made more surely: so the first read's card and mark
stand. The photo's own advice (blank, dark, blurred) is the first read's; what the reads
say (colour, small indices, unread corners) is the closer read's; and the reads are marked
uncertain when any kept card is.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from .results import UNCERTAIN_NOTE, Detection, Recognition, Region, reading_order

CLOSER_SHARE = 0.75
"""A closer read is made where the cards' region is at most this share of the photo's
longer side, in width and in height."""
MARGIN = 6.0
"""How far the region reaches beyond the indices read, in index sizes (the median longer side
of their boxes): about a card's length, so the whole of each card read lies in it."""
FARTHEST = 4.0
"""A region is grown (about its centre) to at least the photo's longer side over this, so a
closer read enlarges at most this much more than the first."""
MIN_SIDE = 64
"""A region narrower than this (pixels) is not read again."""
PHOTO_NOTES = ("blank", "dark", "blurred")
"""Advice about the photo as a whole, which the first read gives."""
READ_NOTES = ("no_cards", "uncertain")
"""Advice that follows from the cards kept, worked out again for the two reads together."""


def closer_region(first: Recognition) -> Region | None:
    """The region (x0, y0, x1, y1), in photo pixels, that `first`'s cards lie in with their
    margin, where it is small enough in the photo to be worth reading again; else None."""
    if not first.cards:
        return None
    boxes = np.array([d.box for d in first.cards], np.float64)
    return region_around(boxes, first.width, first.height)


def region_around(boxes: np.ndarray, width: int, height: int) -> Region | None:
    """The region around index `boxes` ((n, 4): x0, y0, x1, y1) in a photo `width` ×
    `height`: MARGIN index sizes beyond them, grown to at least the photo's longer side over
    FARTHEST; None where it is wider or taller than CLOSER_SHARE of that side, or narrower
    than MIN_SIDE."""
    size = float(np.median(np.maximum(boxes[:, 2] - boxes[:, 0], boxes[:, 3] - boxes[:, 1])))
    reach = MARGIN * size
    x0, y0 = boxes[:, 0].min() - reach, boxes[:, 1].min() - reach
    x1, y1 = boxes[:, 2].max() + reach, boxes[:, 3].max() + reach
    longest = max(width, height)
    least = longest / FARTHEST
    x0, x1 = _grown(x0, x1, least)
    y0, y1 = _grown(y0, y1, least)
    left, top = max(0, int(np.floor(x0))), max(0, int(np.floor(y0)))
    right = min(width, int(np.ceil(x1)))
    bottom = min(height, int(np.ceil(y1)))
    if max(right - left, bottom - top) > CLOSER_SHARE * longest:
        return None
    if min(right - left, bottom - top) < MIN_SIDE:
        return None
    return left, top, right, bottom


def _grown(low: float, high: float, least: float) -> tuple[float, float]:
    """The span [low, high] grown about its middle to at least `least`."""
    if high - low >= least:
        return low, high
    middle = (low + high) / 2
    return middle - least / 2, middle + least / 2


def merged(first: Recognition, closer: Recognition, corner: tuple[int, int],
           times: int = 1) -> Recognition:
    """`first` (the whole photo's read) and `closer` (the read of the region whose top-left
    corner is `corner`, from a copy of it `times` as many pixels wide and tall) as one read of
    the photo: the first read's cards, and those the closer read adds surely."""
    named = {d.card for d in first.cards}
    added = [_moved(d, *corner, times) for d in closer.cards
             if d.card not in named and not d.low_confidence]
    kept = added + [d for d in first.cards if not any(_covers(c, d) for c in added)]
    kept.sort(key=reading_order)
    # In `vision.recognizer`'s order: the photo's notes, `uncertain`, then the reads' others.
    notes = [n for n in first.warnings if n.code in PHOTO_NOTES]
    if any(d.low_confidence for d in kept):
        notes.append(UNCERTAIN_NOTE)
    notes += [n for n in closer.warnings if n.code not in (*PHOTO_NOTES, *READ_NOTES)]
    return Recognition(kept, first.width, first.height, notes)


def _moved(detection: Detection, dx: int, dy: int, times: int = 1) -> Detection:
    """`detection` read in a region whose top-left corner is (dx, dy), from a copy of it
    `times` as large, in the photo's pixels."""
    x0, y0, x1, y1 = (v / times for v in detection.box)
    polygon = tuple((x / times + dx, y / times + dy) for x, y in detection.polygon)
    return replace(detection, box=(x0 + dx, y0 + dy, x1 + dx, y1 + dy),
                   polygon=polygon)  # type: ignore[arg-type]


def _covers(read: Detection, other: Detection) -> bool:
    """Whether `other`'s index centre lies in `read`'s index box: one spot, read twice."""
    cx, cy = (other.box[0] + other.box[2]) / 2, (other.box[1] + other.box[3]) / 2
    return read.box[0] <= cx <= read.box[2] and read.box[1] <= cy <= read.box[3]
