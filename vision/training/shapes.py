"""Shape jitter for training patches: the same index as another deck might print it.

An unseen deck differs from the trained ones less in its colours than in the shapes of its
glyphs: a bolder or thinner face, a narrower or wider "Q", an index cut a little turned or a
little off in scale because its rank-to-suit distance was measured a pixel off. The rendered
scenes vary the designs, the light and the camera, but each design prints its glyphs one way.
`jitter_shapes` gives a share of a batch's patches, each on its own draw:

- a small affine change about the patch's middle: a turn (normal, TURN degrees of spread,
  at most twice that), a scale (SCALE) and a stretch across (STRETCH);
- with WEIGHT_SHARE of chance, a change of stroke weight: the ink is spread or thinned by one
  pixel (a 3×3 cross's minimum or maximum, dark ink being the minimum) and blended in at a
  random strength (WEIGHT), so that strokes grow or shrink by a fraction of a pixel.

The patches given are not changed; the jittered batch is a new array.
"""

from __future__ import annotations

import cv2
import numpy as np

TURN = 4.0
"""The spread of the turn, in degrees (cut at twice this either way)."""
SCALE = (0.92, 1.08)
"""The range of the scale."""
STRETCH = 0.06
"""The width is scaled by a further 1 - STRETCH to 1 + STRETCH."""
WEIGHT_SHARE = 0.4
"""The chance that a jittered patch's strokes are made bolder or thinner too."""
WEIGHT = (0.3, 0.8)
"""How much of the spread or thinned ink is blended in."""

_CROSS = cv2.getStructuringElement(cv2.MORPH_CROSS, (3, 3))


def jitter_shapes(batch: np.ndarray, rng: np.random.Generator, share: float) -> np.ndarray:
    """A copy of `batch` (n, h, w, 3) uint8 patches with `share` of them, drawn at random,
    turned, scaled and stretched a little, and some of those made bolder or thinner."""
    out = batch.copy()
    if share <= 0 or not len(batch):
        return out
    for k in np.flatnonzero(rng.random(len(batch)) < share):
        out[k] = _jittered(batch[k], rng)
    return out


def _jittered(patch: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One patch under a random small affine change and, at WEIGHT_SHARE, a stroke change."""
    height, width = patch.shape[:2]
    turn = float(np.clip(rng.normal(0.0, TURN), -2 * TURN, 2 * TURN))
    scale = float(rng.uniform(*SCALE))
    stretch = float(rng.uniform(1 - STRETCH, 1 + STRETCH))
    middle = ((width - 1) / 2, (height - 1) / 2)
    matrix = np.vstack([cv2.getRotationMatrix2D(middle, turn, scale), [0.0, 0.0, 1.0]])
    across = np.array([[stretch, 0.0, (1 - stretch) * middle[0]], [0.0, 1.0, 0.0],
                       [0.0, 0.0, 1.0]])
    moved = cv2.warpAffine(patch, (across @ matrix)[:2], (width, height),
                           flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    if rng.random() >= WEIGHT_SHARE:
        return moved
    bolder = rng.random() < 0.5
    changed = (cv2.erode if bolder else cv2.dilate)(moved, _CROSS)
    strength = float(rng.uniform(*WEIGHT))
    blended = cv2.addWeighted(moved, 1 - strength, changed, strength, 0.0)
    return np.asarray(blended, np.uint8)
