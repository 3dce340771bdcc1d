"""From a photo to upright candidate patches: the stage shared by recognition and training.

The photo is brought to a fixed working size (its longer side WORK_LONG
pixels), so that every size limit below is a share of the picture, then ink
blobs are found (glyphs joined to a thin line parted from it) and paired into
candidate indices, and each is cut out.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import cv2
import numpy as np

from .candidates import Candidates, cut_patches, pair_blobs, pyramid
from .focus import SOFT_EDGES, edge_sharpness, sharpened
from .ink import (
    PARTING,
    Blobs,
    as_bgr,
    find_blobs,
    ink_masks,
    merge_blobs,
    parted_blobs,
    smallest_channel,
    split_blobs,
    unseen_blobs,
)
from .lattice import pattern_blobs

WORK_LONG = 1280
"""The working image's longer side in pixels."""
MIN_GLYPH = 1 / 300
"""The smallest glyph blob (its longer side) as a share of the working image's longer side."""
MAX_GLYPH = 1 / 12
"""The largest glyph blob found at the working size, likewise."""
COARSE = 3
"""Glyphs larger than MAX_GLYPH (a card close to the camera) are looked for again on the
working image shrunk this many times, where they are of ordinary size."""
MAX_GLYPH_SHORT = 1 / 5
"""The largest glyph blob of all, as a share of the working image's *shorter* side."""
AREA_BELOW = 0.5
"""A photo shrunk to the working size by more than this (its scale under it) is shrunk by area,
each working pixel the mean of the photo's pixels it covers. One shrunk less (a 24 MP photo
decoded at a quarter, 1,415 pixels long; a 12 MP one at half, 2,000) is enlarged bilinearly to
twice the working size and halved by area: nearly the same pixels, and it reads alike, at 8-10
ms where the area's uneven footprints cost 15-31 (*Issue 14's fifty-ninth round*)."""


@dataclass(frozen=True)
class Search:
    """The working image, its scale from the photo, the blobs, the candidates and their patches."""

    work: np.ndarray
    minimum: np.ndarray
    """The working image's smallest channel (`vision.ink.smallest_channel`), which the ink
    masks were found in (the touching pass and the glare check use it too)."""
    scale: float  # working pixels per photo pixel
    blobs: Blobs
    candidates: Candidates
    patches: np.ndarray  # (n, PATCH_H, PATCH_W, 3) uint8
    sharpness: float = 100.0
    """`edge_sharpness` of the working image before any sharpening (under SOFT_EDGES: soft)."""
    levels: tuple[np.ndarray, ...] = ()
    """The working image's pyramid (`vision.candidates.pyramid`) the patches were cut from."""
    plain: int | None = None
    """How many of the candidates (the first) the search found plainly, before any that the
    photo's index size let in (`with_candidates`); None: all of them."""

    @property
    def soft(self) -> bool:
        return self.sharpness < SOFT_EDGES


def working_image(image: np.ndarray) -> tuple[np.ndarray, float]:
    """A BGR copy of `image` whose longer side is WORK_LONG, and the scale applied: enlarged
    bilinearly, shrunk by area, or where the scale is AREA_BELOW or more (shrunk by less than
    half) by way of twice the working size."""
    image = as_bgr(image)
    height, width = image.shape[:2]
    scale = WORK_LONG / max(height, width)
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    if AREA_BELOW <= scale < 1:
        double = cv2.resize(image, (2 * size[0], 2 * size[1]), interpolation=cv2.INTER_LINEAR)
        return cv2.resize(double, size, interpolation=cv2.INTER_AREA), scale
    method = cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR
    return cv2.resize(image, size, interpolation=method), scale


def search(image: np.ndarray) -> Search:
    """Every candidate corner index in `image` (BGR, BGRA or grey), cut out upright."""
    work, scale = working_image(image)
    long_side = max(work.shape[:2])
    sharpness = edge_sharpness(work)
    if sharpness < SOFT_EDGES:
        work = sharpened(work, sharpness)
    minimum = smallest_channel(work)
    masks = ink_masks(work, long_side * MAX_GLYPH, minimum=minimum)
    smallest, largest = long_side * MIN_GLYPH, long_side * MAX_GLYPH
    found = [split_blobs(mask, smallest, largest) for mask in masks]
    whole = merge_blobs([blobs for blobs, _joined in found])
    for _blobs, joined in found:
        for width in PARTING:
            parted = parted_blobs(joined, smallest, largest, width)
            whole = merge_blobs([whole, unseen_blobs(parted, whole)])
    blobs = merge_blobs([whole, *large_blobs(work)])
    candidates = pair_blobs(blobs)
    candidates = candidates.subset(~pattern_blobs(blobs, candidates.rank)[candidates.rank])
    levels = tuple(pyramid(work))
    patches = cut_patches(levels, candidates)
    return Search(work, minimum, scale, blobs, candidates, patches, sharpness, levels)


def with_candidates(found: Search, more: Candidates) -> Search:
    """`found` with the candidates `more` (but those whose rank is part of a pattern) and their
    patches after its own."""
    if len(more):
        more = more.subset(~pattern_blobs(found.blobs, np.unique(more.rank))[more.rank])
    if not len(more):
        return found
    return replace(found, candidates=Candidates.chained([found.candidates, more]),
                   patches=np.concatenate([found.patches, cut_patches(found.levels, more)]),
                   plain=len(found.candidates) if found.plain is None else found.plain)


def large_blobs(work: np.ndarray) -> list[Blobs]:
    """Glyph blobs too large for the working size (over MAX_GLYPH of its longer side, up to
    MAX_GLYPH_SHORT of its shorter side), found on a copy shrunk COARSE times; in working
    pixels."""
    height, width = work.shape[:2]
    largest = min(height, width) * MAX_GLYPH_SHORT
    smallest = max(height, width) * MAX_GLYPH
    if largest <= smallest:
        return []
    small = cv2.resize(work, (max(1, width // COARSE), max(1, height // COARSE)),
                       interpolation=cv2.INTER_AREA)
    out = []
    for mask in ink_masks(small, largest / COARSE):
        blobs = find_blobs(mask, smallest / COARSE, largest / COARSE)
        if len(blobs):
            out.append(Blobs(centers=(blobs.centers + 0.5) * COARSE - 0.5,
                             sizes=blobs.sizes * COARSE,
                             boxes=(blobs.boxes * COARSE).astype(np.int32),
                             areas=(blobs.areas * COARSE * COARSE).astype(np.int32)))
    return out
