"""In a tight fan of large glyphs, a rank's own suit may lie beyond its three nearest."""

import numpy as np

from vision.candidates import pair_blobs
from vision.crowding import farther_suits
from vision.ink import Blobs


def _crowded_rank() -> Blobs:
    """A rank (blob 0) with three suit-like glyphs of the next cards nearer to it (22 pixels
    left, right and above) than its own suit (blob 4, 25 pixels below)."""
    centers = np.array([[100, 100], [78, 100], [122, 100], [100, 78], [100, 125]], np.float32)
    sides = np.array([[14, 20], [14, 14], [14, 14], [14, 14], [14, 14]], np.int32)
    boxes = np.column_stack([(centers - sides / 2).astype(np.int32), sides])
    return Blobs(centers=centers, sizes=sides.max(axis=1).astype(np.float32), boxes=boxes,
                 areas=(sides[:, 0] * sides[:, 1] * 0.8).astype(np.int32))


def test_the_plain_pairing_tries_only_the_three_nearest_suits() -> None:
    pairs = pair_blobs(_crowded_rank())
    assert 4 not in pairs.suit[pairs.rank == 0]


def test_a_rank_of_the_photos_size_is_paired_with_a_farther_suit() -> None:
    blobs = _crowded_rank()
    free = np.ones(len(blobs), bool)
    pairs = farther_suits(blobs, index_size=25, rank_size=20, free=free)
    assert (0, 4) in set(zip(pairs.rank.tolist(), pairs.suit.tolist(), strict=True))


def test_no_farther_suit_for_a_glyph_already_read_or_of_another_size() -> None:
    blobs = _crowded_rank()
    read = np.ones(len(blobs), bool)
    read[0] = False  # blob 0 is the glyph of a sure read
    assert 0 not in farther_suits(blobs, index_size=25, rank_size=20, free=read).rank
    free = np.ones(len(blobs), bool)
    assert 0 not in farther_suits(blobs, index_size=25, rank_size=40, free=free).rank
    assert 0 not in farther_suits(blobs, index_size=60, rank_size=20, free=free).rank
