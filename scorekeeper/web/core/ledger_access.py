"""The app's one `Ledger` (the match store), opened on the configured database on first use.

The ledger opens a connection per call, so one object serves every request
thread (its changes queue up: `scorekeeper.ledger.db.writing`). A database
that cannot be opened (not SQLite, damaged, newer than this program) is a
`LedgerUnavailableError`: a clear page or JSON error, not a traceback
(``scorekeeper serve`` refuses such a file before it starts).
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Final

from ...errors import AppError
from ...gin.phrases import N_
from .app_objects import app_object

if TYPE_CHECKING:
    from ...ledger.service import Ledger

EXTENSION: Final = "scorekeeper.ledger"


class LedgerUnavailableError(AppError):
    """The match database cannot be opened."""


def ledger() -> Ledger:
    """The current app's ledger (created, and its schema brought up to date, on first use)."""
    return app_object(EXTENSION, lambda app: _open(
        app.config["DATABASE"], app.config["BACKUP_EVERY"], app.config["BACKUP_KEEP"],
        app.config["BACKUP_MIN_SECONDS"]))


def _open(path: str, every: int, keep: int, min_seconds: float) -> Ledger:
    """The ledger, with automatic backups beside the database unless ``keep`` is 0."""
    from ...ledger.backups import BackupPolicy
    from ...ledger.service import Ledger

    try:
        policy = (BackupPolicy.beside(path, every_changes=every, keep=keep,
                                      min_seconds=min_seconds) if keep else None)
        return Ledger(path, backups=policy)
    except (sqlite3.DatabaseError, OSError) as error:
        raise LedgerUnavailableError(
            N_("the match database %(file)s cannot be opened (%(why)s); matches cannot be shown "
               "or kept until it is fixed or another file is configured"),
            file=path, why=str(error)) from None
