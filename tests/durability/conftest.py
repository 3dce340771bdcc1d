from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """Where the app keeps its database: ``instance/scorekeeper.db`` in a fresh folder."""
    return tmp_path / "instance" / "scorekeeper.db"
