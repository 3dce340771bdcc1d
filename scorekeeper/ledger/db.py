"""The SQLite file: where it lives, how it is opened, and transactions.

The database is a file in the app's instance folder (`paths.default_db_path`:
``$SCOREKEEPER_DB`` if set, else ``scorekeeper.db`` in the instance folder;
the web app and the command line share it). It runs in WAL mode (readers never block
the writer) with ``synchronous=FULL``; every change is one ``BEGIN
IMMEDIATE`` transaction, so two writers queue up instead of interleaving.
Writers first take their turn (`writers_turn`): SQLite's own wait sleeps and
retries (up to 100 ms between tries), so under many writers at once one could
keep losing to newcomers for seconds; the turn lets them in in order. Within one
process (the web server's threads) the turn is a lock; between processes (the
server's workers, the command line) it is an ``flock`` on a file beside the
database (``<file>-writers``), which the kernel hands over at once instead of
after a sleep. The ledger's own changes go through `group.GroupWriter`, which
holds the turn while it writes a group of changes in one transaction.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from sqlite_utils import Database

from .. import file_locks
from ..gin.phrases import N_
from .errors import CorruptDatabaseError, LedgerError, StorageError
from .paths import ENV_VAR, default_db_path

__all__ = ["ENV_VAR", "Connections", "backup", "connect", "default_db_path", "reading",
           "storage_error", "sync_folder", "translated", "writing"]

BUSY_SECONDS = 15.0
"""How long a writer waits for another to finish before giving up."""
writers_lock = threading.RLock()
"""This process's write transactions, one at a time (see the module docstring)."""
TURN_SUFFIX = "-writers"
"""The file beside the database that writers of every process lock in turn."""


def connect(path: str | os.PathLike[str]) -> Database:
    """Open (creating the folder if need be) the database file in WAL mode."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    # a connection is used by one thread at a time (`Connections`); any thread may close it
    conn = sqlite3.connect(str(target), timeout=BUSY_SECONDS, check_same_thread=False)
    db = Database(conn, execute_plugins=False)
    db.execute("PRAGMA foreign_keys = ON")
    db.enable_wal()
    db.execute("PRAGMA synchronous = FULL")
    return db


class Connections:
    """One open connection per thread to the database file, kept from call to call.

    Opening a connection costs a few pragmas, and closing the last one makes SQLite fold the
    write-ahead log back into the file (a checkpoint, with its own fsyncs): kept open, each
    call pays only for its own work. The file is looked at on every call: when it is no longer
    the file the connection opened (replaced, or deleted), a new connection is opened. Every
    connection is closed by `close`, or when this object is dropped.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.autocheckpoint: int | None = None
        """SQLite's automatic checkpoint (``wal_autocheckpoint``, pages) for every connection
        given from now on; None: SQLite's default (see `checkpoints`)."""
        self._local = threading.local()
        self._lock = threading.Lock()
        self._open: list[Database] = []
        weakref.finalize(self, _close_all, self._open, self._lock)

    def get(self) -> Database:
        """This thread's connection (outside any transaction)."""
        held: tuple[Database, tuple[int, int] | None, int | None] | None = getattr(
            self._local, "held", None)
        if held is not None:
            db, opened, pages = held
            if opened is not None and opened == _identity(self.path) and db in self._open:
                if db.conn.in_transaction:
                    db.conn.execute("ROLLBACK")
                if pages != self.autocheckpoint:
                    self._set_autocheckpoint(db, opened)
                return db
            self._forget(db)
        db = connect(self.path)
        opened = _identity(self.path)
        self._local.held = (db, opened, None)
        with self._lock:
            self._open.append(db)
        if self.autocheckpoint is not None:
            self._set_autocheckpoint(db, opened)
        return db

    def _set_autocheckpoint(self, db: Database, opened: tuple[int, int] | None) -> None:
        pages = self.autocheckpoint
        db.execute(f"PRAGMA wal_autocheckpoint = {1000 if pages is None else int(pages)}")
        self._local.held = (db, opened, pages)

    def _forget(self, db: Database) -> None:
        self._local.held = None
        with self._lock:
            if db in self._open:
                self._open.remove(db)
        db.close()

    def close(self) -> None:
        """Close every connection (a later call opens a new one); only while no call is under
        way on another thread."""
        _close_all(self._open, self._lock)


def _close_all(connections: list[Database], lock: threading.Lock) -> None:
    with lock:
        closing, connections[:] = list(connections), []
    for db in closing:
        db.close()


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        found = path.stat()
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


def storage_error(error: sqlite3.Error, path: str | os.PathLike[str]) -> Exception:
    """The fault a user can act on for a SQLite error met while using the database; an error
    that means a bug (a constraint, a bad statement) comes back as it is (``is error``)."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return StorageError(N_("the database %(file)s is busy (another program is writing to "
                               "it and did not finish in time); nothing was changed, try again"),
                            file=str(path))
    if "malformed" in text or "not a database" in text or "encrypted" in text:
        return CorruptDatabaseError(N_("the database %(file)s is damaged (%(why)s); restore a "
                                       "backup (%(command)s)"), file=str(path), why=str(error),
                                    command="scorekeeper restore")
    if "full" in text:
        return StorageError(N_("the disk holding %(file)s is full; nothing was changed"),
                            file=str(path))
    if "readonly" in text or "read-only" in text:
        return StorageError(N_("the database %(file)s is read-only; nothing was changed"),
                            file=str(path))
    if "disk i/o" in text or "unable to open" in text:
        return StorageError(N_("the database %(file)s could not be read or written (%(why)s)"),
                            file=str(path), why=str(error))
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


class _FileTurns:
    """This process's hold on the turn files: one descriptor per database file, opened by
    the process that locks it (a descriptor inherited through a fork would share its lock
    with the parent), and how deep the holding thread has nested its turns. Used only
    under `writers_lock`."""

    def __init__(self) -> None:
        self.handles: dict[str, tuple[int, int]] = {}
        self.depth: dict[str, int] = {}

    def handle(self, path: str) -> int | None:
        if not path:
            return None  # a database in memory: no other process can reach it
        held = self.handles.get(path)
        if held is not None and held[0] == os.getpid():
            return held[1]
        try:
            handle = os.open(path + TURN_SUFFIX, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return None  # a folder that cannot take the file: the turn is this process's only
        self.handles[path] = (os.getpid(), handle)
        self.depth[path] = 0
        return handle


_file_turns = _FileTurns()


@contextmanager
def writers_turn(path: str | os.PathLike[str]) -> Iterator[None]:
    """Wait for the turn to write to the database ``path`` (every thread of this process,
    then every process, one after another), hold it for the block."""
    with writers_lock:
        key = turn_key(os.fspath(path))
        handle = _file_turns.handle(key) if file_locks.AVAILABLE else None
        if handle is None:
            yield
            return
        if _file_turns.depth[key] == 0:
            file_locks.lock(handle)
        _file_turns.depth[key] += 1
        try:
            yield
        finally:
            _file_turns.depth[key] -= 1
            if _file_turns.depth[key] == 0:
                file_locks.unlock(handle)


@lru_cache(maxsize=64)
def turn_key(name: str) -> str:
    """The one name of a database file that every turn on it uses (two descriptors of the same
    lock file in one process would wait for each other); resolved once per name given, not at
    every change."""
    return os.path.realpath(name) if name else ""


def file_of(db: Database) -> str:
    """The path of ``db``'s main database file."""
    for _, name, file in db.execute("PRAGMA database_list").fetchall():
        if name == "main":
            return str(file)
    raise LookupError("no main database")


@contextmanager
def writing(db: Database) -> Iterator[Database]:
    """One write transaction: committed whole at the end, rolled back whole on any error."""
    with writers_turn(file_of(db)):
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
        raise LedgerError(N_("%(file)s is a folder; give the backup a file name"),
                          file=str(target))
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
