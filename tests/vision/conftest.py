"""Shared fixtures: the shipped sample photos and their labels."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_photos"


@pytest.fixture(scope="session")
def samples() -> Path:
    return SAMPLES


@pytest.fixture(scope="session")
def labels() -> dict[str, list[str]]:
    table: dict[str, list[str]] = json.loads((SAMPLES / "labels.json").read_text())
    return table


@pytest.fixture(scope="session")
def sample_bytes() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in SAMPLES.glob("*.jpg")}
