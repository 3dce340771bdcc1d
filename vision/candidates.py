"""Corner-index candidates: a rank glyph with a suit glyph below it, cut out upright.

A corner index is a rank (``A``, ``7``, ``10``, ``Q``) printed over a smaller
suit sign. Any ink blob may be the rank, and any blob of a fitting size at a
fitting distance may be the suit under it; the direction from the rank to the
suit is the index's "down", whatever the card's rotation. Each such pair is
cut out of the image, turned so that down points down, and scaled to a fixed
patch that the classifier reads (most pairs are not indices; it says so).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from .ink import Blobs
from .nearby import near_blocks, pair_square_lengths, square_lengths

PATCH_W = 32
PATCH_H = 48
SPAN_W = 2.3
"""Patch width in units of the rank-to-suit distance."""
SPAN_H = 3.45
"""Patch height in units of the rank-to-suit distance."""
SUIT_TO_RANK = (0.3, 1.8)
"""The suit blob's size as a share of the rank blob's size."""
DISTANCE = (0.45, 2.1)
"""The rank-to-suit distance as a share of the larger of the two blobs."""
SUIT_FILL = 0.45
"""A suit sign is a solid shape: its ink covers at least this share of its bounding box."""
SUIT_ASPECT = 1.9
"""...and its bounding box is no longer than this many times its width (at any turn)."""
NEIGHBOURS = 3
"""Suit blobs tried per rank blob, nearest first."""


@dataclass(frozen=True)
class Candidates:
    """Rank/suit pairs: the blob index of each and the geometry of the patch."""

    rank: np.ndarray  # (n,) int, blob index of the rank glyph
    suit: np.ndarray  # (n,) int, blob index of the suit glyph
    center: np.ndarray  # (n, 2) float32, midpoint of the pair (working pixels)
    down: np.ndarray  # (n, 2) float32, unit vector from rank to suit
    distance: np.ndarray  # (n,) float32, rank-to-suit distance

    def __len__(self) -> int:
        return len(self.rank)

    def subset(self, keep: np.ndarray) -> Candidates:
        """The candidates where `keep` (a boolean mask or indices) says so."""
        return Candidates(self.rank[keep], self.suit[keep], self.center[keep], self.down[keep],
                          self.distance[keep])

    @staticmethod
    def chained(parts: Sequence[Candidates]) -> Candidates:
        """Several sets of candidates as one, in order."""
        return Candidates(*(np.concatenate([getattr(c, name) for c in parts])
                            for name in ("rank", "suit", "center", "down", "distance")))

    def corners(self, index: int) -> np.ndarray:
        """The patch's four corners (top-left, top-right, bottom-right, bottom-left)."""
        down = self.down[index]
        right = np.array([down[1], -down[0]], dtype=np.float32)
        half_w = right * SPAN_W * self.distance[index] / 2
        half_h = down * SPAN_H * self.distance[index] / 2
        c = self.center[index]
        return np.array([c - half_w - half_h, c + half_w - half_h,
                         c + half_w + half_h, c - half_w + half_h], dtype=np.float32)


def pair_blobs(blobs: Blobs, among: np.ndarray | None = None,
               nearest: tuple[int, int] = (0, NEIGHBOURS)) -> Candidates:
    """Every ordered (rank, suit) pair of blobs whose sizes and spacing fit an index: each blob
    (or each of `among`, blob indices) as the rank with its `nearest` fitting suits (from the
    first to before the second of them, nearest first: by default its NEIGHBOURS nearest)."""
    n = len(blobs)
    if n < 2:
        empty = np.zeros(0, dtype=np.int64)
        return Candidates(empty, empty, np.zeros((0, 2), np.float32),
                          np.zeros((0, 2), np.float32), np.zeros(0, np.float32))
    centers = blobs.centers.astype(np.float32)
    sizes = blobs.sizes.astype(np.float32)
    sides = blobs.boxes[:, 2:4].astype(np.float32)
    solid = ((blobs.fill() >= SUIT_FILL)
             & (sides.max(axis=1) <= SUIT_ASPECT * np.maximum(1.0, sides.min(axis=1))))
    ranks: list[np.ndarray] = []
    suits: list[np.ndarray] = []
    # A suit lies at most DISTANCE[1] times the larger blob away, and is at most
    # SUIT_TO_RANK[1] times the rank's size: so within `stretch` times the rank's size.
    stretch = DISTANCE[1] * max(1.0, SUIT_TO_RANK[1])
    tried = np.arange(n) if among is None else np.asarray(among, np.int64)
    for block, near in near_blocks(centers, tried, stretch * sizes, np.flatnonzero(solid)):
        dist = np.sqrt(pair_square_lengths(centers[block], centers[near]))
        rank_size = sizes[block][:, None]
        suit_size = sizes[near][None, :]
        share = suit_size / rank_size
        scale = np.maximum(rank_size, suit_size)
        ok = ((share >= SUIT_TO_RANK[0]) & (share <= SUIT_TO_RANK[1])
              & (dist >= DISTANCE[0] * scale) & (dist <= DISTANCE[1] * scale)
              & (block[:, None] != near[None, :]))
        dist = np.where(ok, dist, np.inf)
        first, last = nearest[0], min(nearest[1], dist.shape[1])
        if last <= first:
            continue
        # Nearest first; of equally near suits (one glyph found twice, or two at the very
        # same distance), the first blob.
        order = np.argsort(dist, axis=1, kind="stable")[:, first:last]
        rows = np.repeat(np.arange(len(block)), last - first)
        cols = order.ravel()
        valid = np.isfinite(dist[rows, cols])
        ranks.append(block[rows[valid]])
        suits.append(near[cols[valid]])
    rank = np.concatenate(ranks) if ranks else np.zeros(0, np.int64)
    suit = np.concatenate(suits) if suits else np.zeros(0, np.int64)
    # Ranks left to right, each with its suits nearest first (the sort is stable).
    place = np.empty(n, np.int64)
    place[np.argsort(centers[:, 0])] = np.arange(n)
    by_place = np.argsort(place[rank], kind="stable")
    rank, suit = rank[by_place], suit[by_place]
    vector = centers[suit] - centers[rank]
    distance = np.sqrt(square_lengths(vector)).astype(np.float32)
    down = (vector / distance[:, None]).astype(np.float32)
    center = ((centers[suit] + centers[rank]) / 2).astype(np.float32)
    return Candidates(rank, suit, center, down, distance)


def pyramid(image: np.ndarray, levels: int = 4) -> list[np.ndarray]:
    """The image and successive halvings, for cutting patches without aliasing."""
    out = [image]
    for _ in range(levels - 1):
        if min(out[-1].shape[:2]) < 16:
            break
        out.append(cv2.pyrDown(out[-1]))
    return out


def cut_patches(levels: Sequence[np.ndarray], candidates: Candidates) -> np.ndarray:
    """One upright PATCH_H x PATCH_W patch per candidate, as uint8 (n, h, w, channels).

    Each patch is sampled from the pyramid level where one patch pixel spans
    one to two source pixels, so that shrinking does not alias.
    """
    n = len(candidates)
    patches = np.empty((n, PATCH_H, PATCH_W, *levels[0].shape[2:]), dtype=np.uint8)
    if n == 0:
        return patches
    step = SPAN_W * candidates.distance.astype(np.float64) / PATCH_W  # source px per patch px
    level = np.clip(np.floor(np.log2(np.maximum(step, 1.0))), 0, len(levels) - 1).astype(int)
    scale = 1.0 / (1 << level)
    down = candidates.down.astype(np.float64)
    right = np.stack([down[:, 1], -down[:, 0]], axis=1)
    origin = (candidates.center.astype(np.float64)
              - right * (step * (PATCH_W / 2 - 0.5))[:, None]
              - down * (step * (PATCH_H / 2 - 0.5))[:, None])
    # Patch pixel (u, v) -> source origin + u * step * right + v * step * down; a pixel centre
    # x on level 0 lies at (x + 0.5) * scale - 0.5 on the reduced level.
    matrices = np.empty((n, 2, 3), np.float64)
    matrices[:, :, 0] = right * (step * scale)[:, None]
    matrices[:, :, 1] = down * (step * scale)[:, None]
    matrices[:, :, 2] = (origin + 0.5) * scale[:, None] - 0.5
    flags = cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP
    for i in range(n):  # each patch is written in place
        cv2.warpAffine(levels[level[i]], matrices[i], (PATCH_W, PATCH_H), dst=patches[i],
                       flags=flags, borderMode=cv2.BORDER_REPLICATE)
    return patches
