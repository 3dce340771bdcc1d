"""Shared fixtures: where the repository and ../shared are, an empty instance folder; the
default hypothesis profile."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Property tests outside tests/fuzz draw the same examples on every run unless
# SCOREKEEPER_FUZZ=deep asks for fresh random ones (see tests/fuzz/profile.py).
settings.register_profile("scorekeeper-repeatable", derandomize=True)
if os.environ.get("SCOREKEEPER_FUZZ", "ci") != "deep":
    settings.load_profile("scorekeeper-repeatable")

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture
def shared() -> Path:
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is not here")
    return SHARED


@pytest.fixture
def bare_instance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty instance folder, and no SCOREKEEPER_* settings from the environment."""
    for name in list(os.environ):
        if name.startswith("SCOREKEEPER_"):
            monkeypatch.delenv(name)
    folder = tmp_path / "instance"
    folder.mkdir()
    return folder
