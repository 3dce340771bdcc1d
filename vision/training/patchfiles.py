"""The patch files training reads (`patches_*.npz` of `vision.training.dataset` and `.real`),
and how much of each patch's target a teacher may give.

A teacher (`train --teacher`) passes on what it reads, its misreads too. Where the data shows
something the teacher never learnt (suit signs of shapes of their own, `dataset
--suit-shapes`), its reads are the error the data is there to correct, so such files are
named `labels_only`: their patches learn from their labels alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import numpy as np


def patch_files(folder: Path) -> list[Path]:
    """The folder's patch files, in the order they are read."""
    return sorted(folder.glob("patches_*.npz"))


def load_patches(folder: Path, labels_only: Iterable[str] = (),
                 share: float = 0.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The patches `x`, their labels `y` and the teacher's share of each one's target.

    Every patch gets `share`, except those of the files named in `labels_only` (by file
    name, e.g. `patches_5.npz`), which get 0. A name that is not among the folder's patch
    files is an error, so a typo cannot silently leave the teacher in."""
    files = patch_files(folder)
    untaught = set(labels_only)
    missing = untaught - {path.name for path in files}
    if missing:
        raise ValueError(f"no patch file {', '.join(sorted(missing))} in {folder}")
    xs, ys, shares = [], [], []
    for path in files:
        data = np.load(path)
        xs.append(data["x"])
        ys.append(data["y"])
        own = 0.0 if path.name in untaught else share
        shares.append(np.full(len(data["y"]), own, np.float32))
    return np.concatenate(xs), np.concatenate(ys), np.concatenate(shares)
