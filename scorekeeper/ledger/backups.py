"""Automatic rotating backups: when the app starts, and every N changes, keeping the last K.

    from scorekeeper.ledger import Ledger
    from scorekeeper.ledger.backups import BackupPolicy

    ledger = Ledger(path, backups=BackupPolicy.beside(path))   # backs up on start
    # ... every change through `ledger` then counts; every 20th makes a new backup

Each backup is a consistent copy made with SQLite's backup API while the app
runs, named ``<db stem>-<UTC time>-c<change>.db`` in the policy's folder
(``<instance>/backups/`` by default); ``<change>`` is the last entry of the
audit trail it holds. Only files with that pattern are ever deleted (the
oldest, beyond ``keep``). A backup that fails is logged and kept in
`AutoBackups.last_error`; the change that triggered it stands.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
import threading
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlite_utils import Database

from ..gin.phrases import N_
from .daemons import Daemon
from .db import backup
from .errors import LedgerError

log = logging.getLogger("scorekeeper.backups")

EVERY_CHANGES = 20
KEEP = 10
STAMP = "%Y%m%d-%H%M%S-%f"
_NAME = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6}-\d{6})-c(?P<change>\d+)\.db$")
_LEFTOVER = re.compile(r"^(?P<stem>.+)-\d{8}-\d{6}-\d{6}\.taking(\.partial)?$")
LEFTOVER_SECONDS = 600
"""A half-taken backup (the process died while copying) older than this is removed."""


@dataclass(frozen=True)
class BackupPolicy:
    """Where automatic backups go, how often (every ``every_changes`` changes to any match,
    and no sooner than ``min_seconds`` after the newest one, whichever process took it) and
    how many are kept."""

    directory: Path
    every_changes: int = EVERY_CHANGES
    keep: int = KEEP
    min_seconds: float = 0.0
    """Under load (many tablets at once) a backup every few changes would copy the whole
    file many times a second; this spaces them out. A database that went back (a restore)
    is backed up at its next change all the same."""

    def __post_init__(self) -> None:
        for name in ("every_changes", "keep"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise LedgerError(N_("%(name)s must be a whole number of at least 1, not "
                                     "%(value)s"), name=name, value=repr(value))
        if isinstance(self.min_seconds, bool) or not isinstance(self.min_seconds, int | float) \
                or not 0 <= self.min_seconds < float("inf"):
            raise LedgerError(N_("%(name)s must be a number of seconds, 0 or more, not "
                                 "%(value)s"), name="min_seconds", value=repr(self.min_seconds))
        object.__setattr__(self, "directory", Path(self.directory))

    @classmethod
    def beside(cls, db_path: str | os.PathLike[str], every_changes: int = EVERY_CHANGES,
               keep: int = KEEP, min_seconds: float = 0.0) -> BackupPolicy:
        """Backups in a ``backups`` folder next to the database (``instance/backups/``)."""
        return cls(Path(db_path).parent / "backups", every_changes, keep, min_seconds)


@dataclass(frozen=True)
class BackupFile:
    """One automatic backup: its file, when it was taken, the last change it holds."""

    path: Path
    taken_at: datetime
    change: int


def backup_files(directory: str | os.PathLike[str], stem: str) -> list[BackupFile]:
    """The automatic backups of the database named ``stem`` in ``directory``, oldest first."""
    folder = Path(directory)
    if not folder.is_dir():
        return []
    found = []
    for path in folder.iterdir():
        named = _NAME.match(path.name)
        if named is None or named["stem"] != stem or not path.is_file():
            continue
        taken = datetime.strptime(named["stamp"], STAMP).replace(tzinfo=UTC)
        found.append(BackupFile(path, taken, int(named["change"])))
    return sorted(found, key=lambda b: (b.taken_at, b.change, b.path.name))


def last_change(conn: sqlite3.Connection) -> int:
    """The id of the newest entry of the audit trail (0 for a database with no change yet)."""
    try:
        row = conn.execute("SELECT COALESCE(MAX(id), 0) FROM changes").fetchone()
    except sqlite3.OperationalError:  # no changes table yet
        return 0
    return int(row[0])


class AutoBackups:
    """Takes the backups a `BackupPolicy` asks for. `Ledger` makes one and calls `on_start`
    and `after_change`; `maybe_backup` and `backup_now` may be called at any time. Safe
    from several threads."""

    def __init__(self, db_path: Path, policy: BackupPolicy,
                 opener: Callable[[], AbstractContextManager[Database]]) -> None:
        self.db_path = db_path
        self.policy = policy
        self._open = opener
        self._lock = threading.Lock()
        self._last: int | None = None
        self._taken_at: float | None = None
        """When this process last took a backup (`time.monotonic`)."""
        self.last_error: str | None = None
        """Why the latest automatic backup failed (None once one succeeds)."""

    def existing(self) -> list[BackupFile]:
        """This database's automatic backups, oldest first."""
        return backup_files(self.policy.directory, self.db_path.stem)

    def on_start(self) -> Path | None:
        """Back up unless the newest backup already holds every change (or nothing changed
        yet). The new backup's path, or None."""
        with self._lock, self._open() as db:
            current = last_change(db.conn)
            newest = self._newest()
            if current == 0 or (newest is not None and newest.change == current):
                self._last = current
                return None
            return self._take(db)

    def after_change(self, db: Database) -> Path | None:
        """Called after each committed change: back up once ``every_changes`` have been made
        since the last backup (or the database went back, after a restore). Never raises:
        the change is already made."""
        try:
            return self._after_change(db)
        except (OSError, sqlite3.Error) as error:
            self.last_error = f"the automatic backup could not run: {error}"
            log.warning("%s", self.last_error)
            return None

    def may_be_due(self, change: int) -> bool:
        """Whether `after_change` could take a backup after the change ``change`` (its id in
        the audit trail): False when too few changes were made since the last backup, or it
        is too soon after it, as `after_change` would find; so most changes need not ask the
        database."""
        return not self._not_due(change)

    def _not_due(self, current: int) -> bool:
        if self._last is not None and 0 <= current - self._last < self.policy.every_changes:
            return True
        return (self._last is not None and current >= self._last and self._taken_at is not None
                and time.monotonic() - self._taken_at < self.policy.min_seconds)

    def _after_change(self, db: Database) -> Path | None:
        current = last_change(db.conn)
        if self._not_due(current):
            return None
        with self._lock:
            # Read again under the lock: while this thread waited, another may have taken a
            # backup holding later changes than ``current``, which would look like a restore.
            current = last_change(db.conn)
            newest = self._newest()
            last = newest.change if newest is not None else 0
            if 0 <= current - last < self.policy.every_changes:
                self._last = last
                return None
            if newest is not None and current >= last:
                age = (datetime.now(UTC) - newest.taken_at).total_seconds()
                if 0 <= age < self.policy.min_seconds:  # another process took it (a worker)
                    self._last, self._taken_at = last, time.monotonic() - age
                    return None
            return self._take(db)

    def maybe_backup(self) -> Path | None:
        """Back up now if ``every_changes`` changes were made since the newest backup."""
        with self._open() as db:
            return self.after_change(db)

    def backup_now(self) -> Path | None:
        """Take a backup now, whatever the count (None if it failed: see `last_error`)."""
        with self._lock, self._open() as db:
            return self._take(db)

    def _newest(self) -> BackupFile | None:
        found = self.existing()
        return found[-1] if found else None

    def _take(self, db: Database) -> Path | None:
        """Write a backup (named after the last change it holds), then drop the oldest."""
        folder = self.policy.directory
        try:
            folder.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now(UTC).strftime(STAMP)
            partial = backup(db, folder / f"{self.db_path.stem}-{stamp}.taking")
            with closing(sqlite3.connect(str(partial))) as copy:
                change = last_change(copy)
            target = folder / f"{self.db_path.stem}-{stamp}-c{change}.db"
            os.replace(partial, target)
            self._rotate(keep=target)
        except (OSError, sqlite3.Error) as error:
            self.last_error = f"the automatic backup into {folder} failed: {error}"
            log.warning("%s", self.last_error)
            return None
        self._last = change
        self._taken_at = time.monotonic()
        self.last_error = None
        log.info("backed up %s to %s", self.db_path, target)
        return target

    def _rotate(self, keep: Path) -> None:
        found = self.existing()
        for old in found[:max(0, len(found) - self.policy.keep)]:
            if old.path != keep:
                old.path.unlink(missing_ok=True)
        now = datetime.now(UTC).timestamp()
        for path in self.policy.directory.iterdir():
            named = _LEFTOVER.match(path.name)
            if (named is not None and named["stem"] == self.db_path.stem
                    and now - path.stat().st_mtime > LEFTOVER_SECONDS):
                path.unlink(missing_ok=True)


class BackupThread(Daemon):
    """Takes the automatic backups from a daemon thread of its own, so that the change which
    makes one due is answered at once instead of after a copy of the whole file (seconds for
    a big file under load); a server's choice (`Ledger.back_up_in_background`). `nudge` after
    each change that may make one due; the thread then asks `AutoBackups.maybe_backup`,
    which decides as it would have inside the change."""

    name = "scorekeeper-backups"

    def __init__(self, backups: AutoBackups) -> None:
        self.backups = backups
        self._nudged = threading.Event()
        super().__init__()

    def nudge(self) -> None:
        """A change was committed: take a backup soon if one is due."""
        self._nudged.set()

    def _wake(self) -> None:
        self._nudged.set()

    def _run(self) -> None:
        while True:
            self._nudged.wait()
            self._nudged.clear()
            if self._stop.is_set():
                return
            try:
                self.backups.maybe_backup()
            except Exception as error:  # the thread must outlive one bad moment
                self.backups.last_error = f"the automatic backup could not run: {error}"
                log.warning("%s", self.backups.last_error)
