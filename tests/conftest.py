"""Shared fixtures: where the repository and ../shared are; the default hypothesis profile."""

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
