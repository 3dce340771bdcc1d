"""Glyphs freed from the long straight lines they touch.

A court card's frame line runs close beside its own index, and in a fan the edge of the card
above crosses the index of the card below. Where a glyph's ink touches such a line, the glyph
and the line are one shape: too long to be a glyph (`vision.ink.split_blobs`), or a heart whose
blob reaches along the line, its middle and size no longer the heart's. The opening that
parts glyphs from thin lines (`vision.ink.parted_blobs`) cannot part a glyph whose strokes are
as thin as the line: it takes both away.

A line is told from a glyph by its run instead: ink that lies on a straight run of at least
LINE_LENGTH working pixels in one of ANGLES directions, and is thin (not inside an opening
THICK pixels wide, nor beside one), is line. Taken away with the pixels beside it, it leaves
the glyphs that touched it as shapes of their own. The runs are looked for on the mask at half
size (any ink of each 2 x 2 block), where a line of one or two pixels is still one, a line
broken for a pixel by the photo's grain is whole again, and a run costs a quarter of the
pixels and half the kernel; the ink they cover is taken from the full mask.

Looking for runs over a whole photo, and pairing every glyph it frees, costs a quarter more
time a photo (*Issue 14's fifty-sixth round*); so it is done in the second pass
(`vision.second_pass`), in photos with a sure read, where the photo's index size tells which
freed glyphs can be a rank paired with a suit.
"""

from __future__ import annotations

import functools

import cv2
import numpy as np

from .ink import Blobs, Joined, find_blobs, merge_blobs, unseen_blobs

LINE_LENGTH = 40
"""A straight run of ink at least this long (working pixels) is a line: frame lines and card
edges run much of a card's length, a thin stroke of an index glyph is shorter (chosen on
calibration scenes and photos; *Issue 14's fifty-sixth round*)."""
ANGLES = 24
"""Directions looked along, evenly spread over half a turn (every 7.5 degrees: a line two
pixels wide holds a run of the nearest direction at nearly any slant)."""
SHORTEST = LINE_LENGTH // 2
"""Only shapes at least this long (working pixels) are looked at again once the line ink is
taken away: a glyph with the piece of line it touches. A wood grain or a cloth's weave holds
hundreds of smaller specks on runs (a line broken by the grain is one run at half size), and
labelling each again cost more than the pass's gain (*Issue 14's fifty-eighth round*)."""
THICK = 5
"""Ink inside an opening this wide (working pixels) is too thick for a line: a pip or a filled
glyph, kept whatever runs through it."""


@functools.cache
def line_kernel(length: int, angle: float) -> np.ndarray:
    """A 0/1 kernel `length` pixels square (one more where `length` is even): a one-pixel line
    through its middle at `angle` (radians from the x axis). Its middle is the anchor, and the
    kernel is symmetric about it, as an opening needs (OpenCV dilates by the kernel as it is,
    not mirrored)."""
    side = length | 1
    kernel = np.zeros((side, side), np.uint8)
    middle = side // 2
    dx, dy = np.cos(angle) * middle, np.sin(angle) * middle
    cv2.line(kernel, (round(middle - dx), round(middle - dy)),
             (round(middle + dx), round(middle + dy)), 1, 1)
    kernel.flags.writeable = False
    return kernel


def straight_runs(mask: np.ndarray, length: int) -> np.ndarray:
    """0/255: the ink of `mask` (0/255) on a straight run at least `length` long in one of
    ANGLES directions (outside `mask` is no ink). `mask` is not changed."""
    runs = np.zeros_like(mask)
    for step in range(ANGLES):
        kernel = line_kernel(length, np.pi * step / ANGLES)
        middles = cv2.erode(mask, kernel, borderType=cv2.BORDER_CONSTANT, borderValue=0)
        if cv2.countNonZero(middles):  # an opening's dilation of nothing is nothing
            runs |= cv2.dilate(middles, kernel)
    return runs


def long_runs(mask: np.ndarray, length: int = LINE_LENGTH) -> np.ndarray:
    """0/255: the pixels of `mask` (0/255) on a straight run of ink at least `length` long,
    found on the mask at half size (any ink of each 2 x 2 block). `mask` is not changed."""
    height, width = mask.shape
    runs = np.zeros_like(mask)
    if min(height, width) < 2:
        return runs
    half = cv2.resize(mask, (width // 2, height // 2), interpolation=cv2.INTER_AREA)
    _, half = cv2.threshold(half, 0, 255, cv2.THRESH_BINARY)
    found = straight_runs(half, max(2, length // 2))
    if cv2.countNonZero(found):
        runs[:2 * (height // 2), :2 * (width // 2)] = cv2.resize(
            found, (2 * (width // 2), 2 * (height // 2)), interpolation=cv2.INTER_NEAREST)
    return runs


def line_ink(mask: np.ndarray, runs: np.ndarray) -> np.ndarray:
    """0/255: the ink of `mask` (0/255) that is line: on `runs` (`long_runs`, of this mask or
    of a wider one) and thin (neither inside an opening THICK wide nor beside it: the jagged
    rim of a pip is not line). `mask` is not changed."""
    thick = cv2.morphologyEx(mask, cv2.MORPH_OPEN,
                             cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (THICK, THICK)))
    near_thick = cv2.dilate(thick, np.ones((3, 3), np.uint8))
    line: np.ndarray = runs & mask & cv2.bitwise_not(near_thick)
    return line


def freed_blobs(masks: tuple[np.ndarray, ...], components: tuple[Joined, ...], known: Blobs,
                min_size: float, max_size: float) -> Blobs:
    """The glyph blobs (between `min_size` and `max_size`) of the ink `masks` (0/255, the
    widest last, as `vision.ink.ink_masks` gives them) that line ink held joined. The runs are
    looked for once, in the widest mask; in each mask, its own thin ink on them (`line_ink`)
    and the pixels beside it are taken away, and the blobs left of its components that line
    runs through (`components`, per mask: `vision.ink.split_blobs`' labels), not in `known` nor
    found in an earlier mask, are the freed ones. A component no line runs through is as it
    was (taking ink away only parts shapes), so only those are labelled again. `masks` are not
    changed."""
    found: list[Blobs] = [_no_blobs()]
    if not masks:
        return found[0]
    runs = long_runs(masks[-1])
    if not cv2.countNonZero(runs):
        return found[0]
    seen = known
    for mask, parts in zip(masks, components, strict=True):
        line = line_ink(mask, runs)
        fresh = unseen_blobs(_parted_by(parts, line, min_size, max_size), seen)
        found.append(fresh)
        seen = merge_blobs([seen, fresh])
    return merge_blobs(found)


def _parted_by(parts: Joined, line: np.ndarray, min_size: float, max_size: float) -> Blobs:
    """The glyph blobs left of the components of `parts` at least SHORTEST long that `line`
    (0/255, their mask's line ink) runs through, once it and the pixels beside it are taken
    away, in the whole image's pixels."""
    points = cv2.findNonZero(line)
    if points is None or parts.every_box is None:
        return _no_blobs()
    xs, ys = points.reshape(-1, 2).T
    labels = np.unique(parts.labels[ys, xs])
    labels = labels[parts.every_box[labels, 2:4].max(axis=1) >= SHORTEST]
    beside = cv2.dilate(line, np.ones((3, 3), np.uint8))
    found = [_no_blobs()]
    for label in labels:
        x, y, width, height = (int(v) for v in parts.every_box[label])
        ink = (parts.labels[y:y + height, x:x + width] == label) * np.uint8(255)
        blobs = find_blobs(cv2.subtract(ink, beside[y:y + height, x:x + width]), min_size,
                           max_size)
        found.append(Blobs(blobs.centers + np.array([x, y], np.float32), blobs.sizes,
                           blobs.boxes + np.array([x, y, 0, 0], np.int32), blobs.areas))
    return merge_blobs(found)


def _no_blobs() -> Blobs:
    """No blob at all."""
    return Blobs(centers=np.zeros((0, 2), np.float32), sizes=np.zeros(0, np.float32),
                 boxes=np.zeros((0, 4), np.int32), areas=np.zeros(0, np.int32))
