"""Where the database file lives (kept apart from `db` so that it imports nothing heavy)."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

ENV_VAR = "SCOREKEEPER_DB"


def default_db_path() -> Path:
    """``$SCOREKEEPER_DB``, or ``instance/scorekeeper.db`` in the current directory.

    The web app (its ``instance/`` folder) and the command line share it.
    """
    configured = os.environ.get(ENV_VAR, "").strip()
    return Path(configured) if configured else Path.cwd() / "instance" / "scorekeeper.db"


def aside_path(db_path: Path, why: str) -> Path:
    """A free name beside the database for a copy kept aside, e.g.
    ``scorekeeper-before-restore-20250110-201405.db``; never one of the automatic backups'."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    base = db_path.with_name(f"{db_path.stem}-{why}-{stamp}")
    candidate = base.with_name(base.name + ".db")
    count = 1
    while candidate.exists() or Path(f"{candidate}-wal").exists():
        count += 1
        candidate = base.with_name(f"{base.name}-{count}.db")
    return candidate
