"""Where the database file lives (kept apart from `db` so that it imports nothing heavy).

The one definition is `scorekeeper.paths`; the web app uses it too.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from ..paths import DB_ENV as ENV_VAR
from ..paths import database_path

__all__ = ["ENV_VAR", "aside_path", "default_db_path"]


def default_db_path() -> Path:
    """``$SCOREKEEPER_DB``, or ``scorekeeper.db`` in the instance folder
    (``$SCOREKEEPER_INSTANCE_PATH``, else ``./instance``): where the web app looks too."""
    return database_path()


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
