from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.ledger import Ledger


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "instance" / "scorekeeper.db"


@pytest.fixture
def ledger(db_path: Path) -> Ledger:
    """A ledger on a real SQLite file in a fresh folder."""
    return Ledger(db_path)
