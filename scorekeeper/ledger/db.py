"""The SQLite file: where it lives, how it is opened, and transactions.

The database is a file in the app's instance folder (`paths.default_db_path`:
``$SCOREKEEPER_DB`` if set, else ``scorekeeper.db`` in the instance folder;
the web app and the command line share it). It runs in WAL mode (readers never block
the writer) with ``synchronous=FULL``; every change is one ``BEGIN
IMMEDIATE`` transaction, so two writers queue up instead of interleaving.
Within one process (the web server's threads) writers first queue on a lock:
SQLite's own wait sleeps and retries (up to 100 ms between tries), so under
many writers at once one could keep losing to newcomers for seconds; the lock
lets them in in turn. Writers in other processes still meet SQLite's wait.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlite_utils import Database

from .errors import CorruptDatabaseError, StorageError
from .paths import ENV_VAR, default_db_path

__all__ = ["ENV_VAR", "backup", "connect", "default_db_path", "reading", "storage_error",
           "sync_folder", "translated", "writing"]

BUSY_SECONDS = 15.0
"""How long a writer waits for another to finish before giving up."""
_writers = threading.RLock()
"""This process's write transactions, one at a time (see the module docstring)."""


def connect(path: str | os.PathLike[str]) -> Database:
    """Open (creating the folder if need be) the database file in WAL mode."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(target), timeout=BUSY_SECONDS)
    db = Database(conn, execute_plugins=False)
    db.execute("PRAGMA foreign_keys = ON")
    db.enable_wal()
    db.execute("PRAGMA synchronous = FULL")
    return db


def storage_error(error: sqlite3.Error, path: str | os.PathLike[str]) -> Exception:
    """The fault a user can act on for a SQLite error met while using the database; an error
    that means a bug (a constraint, a bad statement) comes back as it is (``is error``)."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return StorageError(f"the database {path} is busy (another program is writing to it "
                            "and did not finish in time); nothing was changed, try again")
    if "malformed" in text or "not a database" in text or "encrypted" in text:
        return CorruptDatabaseError(f"the database {path} is damaged ({error}); restore a "
                                    "backup (scorekeeper restore)")
    if "full" in text:
        return StorageError(f"the disk holding {path} is full; nothing was changed")
    if "readonly" in text or "read-only" in text:
        return StorageError(f"the database {path} is read-only; nothing was changed")
    if "disk i/o" in text or "unable to open" in text:
        return StorageError(f"the database {path} could not be read or written ({error})")
    return error


@contextmanager
def translated(path: str | os.PathLike[str]) -> Iterator[None]:
    """Turn the SQLite errors a user can act on into `storage_error`'s faults."""
    try:
        yield
    except sqlite3.Error as error:
        fault = storage_error(error, path)
        if fault is error:
            raise
        raise fault from error


@contextmanager
def writing(db: Database) -> Iterator[Database]:
    """One write transaction: committed whole at the end, rolled back whole on any error."""
    with _writers:
        db.conn.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            if db.conn.in_transaction:
                db.conn.execute("ROLLBACK")
            raise
        db.conn.execute("COMMIT")


@contextmanager
def reading(db: Database) -> Iterator[Database]:
    """A read transaction: every query inside sees one consistent snapshot."""
    db.conn.execute("BEGIN")
    try:
        yield db
    finally:
        if db.conn.in_transaction:
            db.conn.execute("COMMIT")


def backup(db: Database, path: str | os.PathLike[str]) -> Path:
    """Write a consistent copy of ``db`` to ``path`` while others keep using it.

    Uses SQLite's online backup API into a temporary file beside ``path``,
    then renames it into place, so ``path`` is never a half-written copy.
    """
    target = Path(path)
    if target.exists() and target.is_dir():
        raise IsADirectoryError(f"{target} is a folder; give the backup a file name")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    copy = sqlite3.connect(str(partial))
    try:
        db.conn.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")
    finally:
        copy.close()
    os.replace(partial, target)
    sync_folder(target.parent)
    return target


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` survive a power cut (where the system allows it)."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)
