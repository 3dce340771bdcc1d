"""Which patches a teacher may teach: every patch file's, except those named labels-only."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from vision.training.patchfiles import load_patches, patch_files


def _write(folder: Path, name: str, labels: list[int]) -> None:
    x = np.full((len(labels), 4, 3, 3), len(labels), np.uint8)
    np.savez(folder / name, x=x, y=np.array(labels, np.int64))


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    _write(tmp_path, "patches_1.npz", [0, 52, 13])
    _write(tmp_path, "patches_5.npz", [39, 52])
    (tmp_path / "notes.txt").write_text("not a patch file")
    return tmp_path


def test_the_patch_files_are_read_in_name_order(folder: Path) -> None:
    assert [path.name for path in patch_files(folder)] == ["patches_1.npz", "patches_5.npz"]
    x, y, _shares = load_patches(folder)
    assert y.tolist() == [0, 52, 13, 39, 52]
    assert x.shape == (5, 4, 3, 3)


def test_every_patch_gets_the_teacher_s_share_by_default(folder: Path) -> None:
    _x, _y, shares = load_patches(folder, share=0.8)
    assert shares.tolist() == pytest.approx([0.8] * 5)


def test_a_labels_only_file_s_patches_are_not_taught(folder: Path) -> None:
    _x, y, shares = load_patches(folder, ["patches_5.npz"], share=0.8)
    assert shares[y == 39].tolist() == [0.0]
    assert shares.tolist() == pytest.approx([0.8, 0.8, 0.8, 0.0, 0.0])


def test_naming_a_file_that_is_not_there_is_an_error(folder: Path) -> None:
    with pytest.raises(ValueError, match=r"patches_9\.npz"):
        load_patches(folder, ["patches_9.npz"], share=0.8)
