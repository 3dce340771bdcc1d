"""Blobs near each other, found band by band instead of comparing every blob with every other.

Pairing a rank with its suit (`vision.candidates`) and counting a motif's twins
(`vision.lattice`) both ask, for each blob, which blobs lie within some reach
of it. On a busy table (a cork board, a wood grain) a photo has thousands of
blobs, so the blobs are sorted into horizontal bands, and each block of
neighbouring blobs is compared only with the blobs of the bands and the
stretch of x its reach covers.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np


def near_blocks(centers: np.ndarray, rows: np.ndarray, reach: np.ndarray, among: np.ndarray,
                block: int = 64) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Blocks of `rows` (blob indices), each with the blobs of `among` that may lie within
    reach of one of it: every blob of `among` whose centre is within ``reach[row]`` (per blob,
    in pixels) of a row's centre, and perhaps a few more. Each block's neighbours come in
    blob-index order; every row is in exactly one block."""
    if not len(rows) or not len(among):
        return
    band = max(4.0, float(np.median(reach[rows])) * 2)
    xs, ys = centers[:, 0], centers[:, 1]
    target_band = np.floor(ys[among] / band).astype(np.int64)
    by_band = np.lexsort((xs[among], target_band))
    targets = among[by_band]
    target_band = target_band[by_band]
    target_x = xs[targets]
    first_band = int(target_band[0])
    starts = np.searchsorted(target_band, np.arange(first_band, int(target_band[-1]) + 2))
    row_band = np.floor(ys[rows] / band).astype(np.int64)
    by_row_band = np.lexsort((xs[rows], row_band))
    ordered, row_band = rows[by_row_band], row_band[by_row_band]
    cuts = np.flatnonzero(np.diff(row_band)) + 1
    for group in np.split(ordered, cuts):
        for start in range(0, len(group), block):
            chunk = group[start:start + block]
            far = float(reach[chunk].max())
            x0, x1 = xs[chunk].min() - far, xs[chunk].max() + far
            y0, y1 = ys[chunk].min() - far, ys[chunk].max() + far
            pieces = []
            for b in range(int(np.floor(y0 / band)), int(np.floor(y1 / band)) + 1):
                k = b - first_band
                if k < 0 or k >= len(starts) - 1:
                    continue
                lo, hi = starts[k], starts[k + 1]
                left = lo + np.searchsorted(target_x[lo:hi], x0, side="left")
                right = lo + np.searchsorted(target_x[lo:hi], x1, side="right")
                pieces.append(targets[left:right])
            near = np.concatenate(pieces) if pieces else targets[:0]
            near = near[(ys[near] >= y0) & (ys[near] <= y1)]
            yield chunk, np.sort(near)


def square_lengths(offsets: np.ndarray) -> np.ndarray:
    """x² + y² of each offset ((..., 2)): the same numbers as ``(offsets ** 2).sum(axis=-1)``,
    without numpy's reduction over an axis of two, which costs about thirty times more."""
    squares: np.ndarray = offsets[..., 0] ** 2 + offsets[..., 1] ** 2
    return squares


def pair_offsets(origins: np.ndarray, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The x and y offsets from each of `origins` ((n, 2)) to each of `points` ((m, 2)), as
    two (n, m) arrays: the same numbers as ``points[None, :, :] - origins[:, None, :]`` split
    into its last axis, without making that (n, m, 2) array first."""
    return (points[None, :, 0] - origins[:, 0, None], points[None, :, 1] - origins[:, 1, None])


def pair_square_lengths(origins: np.ndarray, points: np.ndarray) -> np.ndarray:
    """The squared distance from each of `origins` ((n, 2)) to each of `points` ((m, 2)):
    (n, m), the same numbers as `square_lengths` of their offsets (`pair_offsets`)."""
    across, down = pair_offsets(origins, points)
    squares: np.ndarray = across ** 2 + down ** 2
    return squares
