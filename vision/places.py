"""One read per index: of the reads of one spot, the surest stands.

A corner index may be read several times: at the two ink levels, by the two digits of a 10,
with its rank paired either way round, or with its neighbour's suit. Such reads lie close
together and share a glyph; the surest of them stands for the index. Two indices side by side
(a tight fan) lie as close but share no glyph, and both stand.
"""

from __future__ import annotations

import numpy as np

from .candidates import Candidates
from .corners import apart

SAME_SPOT = 0.9
"""Two reads closer than this many rank-to-suit distances, that share a glyph (`SAME_GLYPH`),
are of the same index."""
SAME_GLYPH = 0.5
"""Two reads share a glyph when the rank or suit of one lies within this many rank-to-suit
distances of the rank or suit of the other: one index at two ink levels, a 10's two digits, a
pair read either way round, a rank paired with its neighbour's suit. Reads as close that share
none are two indices side by side, as in a tight fan, and both stand."""


def same_spot(cands: Candidates, mine: np.ndarray, theirs: np.ndarray) -> np.ndarray:
    """(len(mine), len(theirs)) bool: whether each candidate of `mine` lies within SAME_SPOT of
    each of `theirs`, counted in rank-to-suit distances of the larger of the two indices."""
    reach = np.maximum(cands.distance[mine][:, None], cands.distance[theirs][None, :])
    return np.asarray(apart(cands.center[mine], cands.center[theirs]) < SAME_SPOT * reach, bool)


def surest_per_index(cands: Candidates, glyphs: np.ndarray, keep: np.ndarray) -> list[int]:
    """Of the reads `keep` (surest first), each one not of the same index as a surer one:
    within SAME_SPOT of it and sharing a glyph (`glyphs`: the blobs' centres)."""
    if not len(keep):
        return []
    size = cands.distance[keep]
    reach = np.maximum(size[:, None], size[None, :])
    close = apart(cands.center[keep], cands.center[keep]) < SAME_SPOT * reach
    ends = np.stack([glyphs[cands.rank[keep]], glyphs[cands.suit[keep]]])  # (2, n, 2)
    shared = np.zeros_like(close)
    for mine in ends:
        for theirs in ends:
            shared |= apart(mine, theirs) < SAME_GLYPH * reach
    same = close & shared
    taken = np.zeros(len(keep), bool)
    for i in range(len(keep)):
        taken[i] = not (same[i] & taken).any()
    return [int(k) for k in keep[taken]]

