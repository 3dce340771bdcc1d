"""Where the database file lives (kept apart from `db` so that it imports nothing heavy)."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "SCOREKEEPER_DB"


def default_db_path() -> Path:
    """``$SCOREKEEPER_DB``, or ``instance/scorekeeper.db`` in the current directory.

    The web app (its ``instance/`` folder) and the command line share it.
    """
    configured = os.environ.get(ENV_VAR, "").strip()
    return Path(configured) if configured else Path.cwd() / "instance" / "scorekeeper.db"
