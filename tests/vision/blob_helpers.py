"""Blobs made by hand for the tests: boxes, with their centres and sizes as the search gives."""

import numpy as np

from vision.ink import Blobs


def boxed_blobs(*boxes: tuple[int, int, int, int]) -> Blobs:
    """Blobs of the boxes (x, y, width, height) given, each inking its whole box."""
    rows = np.array(boxes, np.int32)
    return Blobs(centers=(rows[:, :2] + rows[:, 2:4] / 2).astype(np.float32),
                 sizes=rows[:, 2:4].max(axis=1).astype(np.float32), boxes=rows,
                 areas=(rows[:, 2] * rows[:, 3]).astype(np.int32))
