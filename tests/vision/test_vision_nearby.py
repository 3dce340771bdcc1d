"""Blobs near each other, band by band: the same pairs as comparing every blob with every other."""

from __future__ import annotations

import numpy as np

from vision.candidates import DISTANCE, NEIGHBOURS, SUIT_TO_RANK, pair_blobs
from vision.ink import Blobs
from vision.lattice import pattern_blobs
from vision.nearby import near_blocks, pair_offsets, pair_square_lengths, square_lengths


def _blobs(n: int, seed: int, side: float = 600.0) -> Blobs:
    """`n` glyph-like blobs scattered on a `side`-pixel square, a few of them large."""
    rng = np.random.default_rng(seed)
    sizes = rng.choice([6.0, 8.0, 10.0, 12.0, 14.0, 40.0], n, p=[.2, .2, .2, .2, .15, .05])
    widths = np.maximum(2, (sizes * rng.uniform(0.5, 1.0, n)).round()).astype(np.int32)
    heights = sizes.astype(np.int32)
    x = rng.integers(0, int(side), n).astype(np.int32)
    y = rng.integers(0, int(side), n).astype(np.int32)
    areas = (widths * heights * rng.uniform(0.3, 0.9, n)).astype(np.int32)
    return Blobs(centers=np.c_[x + widths / 2, y + heights / 2].astype(np.float32),
                 sizes=np.maximum(widths, heights).astype(np.float32),
                 boxes=np.c_[x, y, widths, heights].astype(np.int32), areas=areas)


def _pairs_by_brute_force(blobs: Blobs) -> set[tuple[int, int]]:
    """Each blob as a rank with its NEIGHBOURS nearest fitting suits (ties: the first blob)."""
    centers = blobs.centers.astype(np.float32)
    sizes = blobs.sizes.astype(np.float32)
    sides = blobs.boxes[:, 2:4].astype(np.float32)
    solid = ((blobs.areas / np.maximum(1.0, sides[:, 0] * sides[:, 1]) >= 0.45)
             & (sides.max(axis=1) <= 1.9 * np.maximum(1.0, sides.min(axis=1))))
    out = set()
    for r in range(len(blobs)):
        fits = []
        for s in range(len(blobs)):
            dist = float(np.sqrt(((centers[s] - centers[r]) ** 2).sum()))
            share = sizes[s] / sizes[r]
            scale = max(sizes[r], sizes[s])
            if (s != r and solid[s] and SUIT_TO_RANK[0] <= share <= SUIT_TO_RANK[1]
                    and DISTANCE[0] * scale <= dist <= DISTANCE[1] * scale):
                fits.append((dist, s))
        out.update((r, s) for _dist, s in sorted(fits)[:NEIGHBOURS])
    return out


def test_every_blob_within_reach_is_among_its_blocks_neighbours() -> None:
    blobs = _blobs(700, seed=1)
    reach = 3.0 * blobs.sizes
    rows = np.arange(len(blobs))
    seen = []
    for block, near in near_blocks(blobs.centers, rows, reach, rows, block=16):
        seen.extend(block.tolist())
        assert (np.diff(near) > 0).all()  # in blob order, each once
        for r in block:
            within = np.hypot(*(blobs.centers - blobs.centers[r]).T) <= reach[r]
            assert set(np.flatnonzero(within)) <= set(near.tolist())
    assert sorted(seen) == rows.tolist()


def test_ranks_pair_with_the_same_suits_as_when_every_blob_is_compared() -> None:
    for seed in (2, 3):
        blobs = _blobs(400, seed)
        found = pair_blobs(blobs)
        pairs = set(zip(found.rank.tolist(), found.suit.tolist(), strict=True))
        assert pairs == _pairs_by_brute_force(blobs)
        # Ranks come left to right.
        assert (np.diff(blobs.centers[found.rank, 0]) >= 0).all()


def test_a_suit_larger_than_its_rank_is_found_as_far_as_its_own_size_allows() -> None:
    # A rank 10 px tall; under it, 36 px away, a solid suit sign 18 px tall: 2.1 times the
    # larger blob allows 37.8 px.
    blobs = Blobs(centers=np.array([(500.0, 500.0), (500.0, 536.0)], np.float32),
                  sizes=np.array([10.0, 18.0], np.float32),
                  boxes=np.array([(496, 495, 8, 10), (491, 527, 18, 18)], np.int32),
                  areas=np.array([40, 250], np.int32))
    found = pair_blobs(blobs)
    assert (0, 1) in set(zip(found.rank.tolist(), found.suit.tolist(), strict=True))


def test_a_lattice_is_a_pattern_and_scattered_glyphs_are_not() -> None:
    grid = [(40.0 + 16 * i, 40.0 + 16 * j) for i in range(6) for j in range(6)]
    lattice = Blobs(centers=np.array(grid, np.float32), sizes=np.full(36, 10, np.float32),
                    boxes=np.array([(x - 4, y - 5, 8, 10) for x, y in grid], np.int32),
                    areas=np.full(36, 50, np.int32))
    assert pattern_blobs(lattice).all()
    assert not pattern_blobs(_blobs(300, seed=4, side=2000.0)).any()


def test_squared_distances_are_the_numbers_a_sum_over_the_last_axis_gives() -> None:
    """x * x + y * y, to the last bit, in single and double precision, for any shape."""
    rng = np.random.default_rng(7)
    for dtype in (np.float32, np.float64):
        for shape in ((5, 2), (40, 300, 2), (3, 4, 5, 2)):
            offsets = (rng.standard_normal(shape) * rng.choice([1e-3, 1.0, 1e3])).astype(dtype)
            squares = square_lengths(offsets)
            assert squares.dtype == dtype
            assert np.array_equal(squares, (offsets ** 2).sum(axis=-1))


def test_offsets_between_two_sets_of_points_are_those_of_the_stacked_difference() -> None:
    """Each (origin, point) pair's offset and squared length, to the last bit, in both
    precisions: the numbers of ``points[None] - origins[:, None]`` and `square_lengths`."""
    rng = np.random.default_rng(8)
    for dtype in (np.float32, np.float64):
        origins = (rng.random((37, 2)) * 900).astype(dtype)
        points = (rng.random((53, 2)) * 900).astype(dtype)
        stacked = points[None, :, :] - origins[:, None, :]
        across, down = pair_offsets(origins, points)
        assert across.dtype == down.dtype == dtype
        assert np.array_equal(across, stacked[..., 0]) and np.array_equal(down, stacked[..., 1])
        squares = pair_square_lengths(origins, points)
        assert squares.shape == (37, 53)
        assert np.array_equal(squares, square_lengths(stacked))
        # The other way round, the offsets change sign and the squares do not.
        assert np.array_equal(pair_square_lengths(points, origins), squares.T)
