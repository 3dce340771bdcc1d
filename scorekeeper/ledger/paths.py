"""Where the database file lives (kept apart from `db` so that it imports nothing heavy).

The one definition is `scorekeeper.paths`; the web app uses it too.
"""

from __future__ import annotations

from pathlib import Path

from ..paths import DB_ENV as ENV_VAR
from ..paths import database_path

__all__ = ["ENV_VAR", "default_db_path"]


def default_db_path() -> Path:
    """``$SCOREKEEPER_DB``, or ``scorekeeper.db`` in the instance folder
    (``$SCOREKEEPER_INSTANCE_PATH``, else ``./instance``): where the web app looks too."""
    return database_path()
