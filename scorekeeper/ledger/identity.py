"""Is this file a scorekeeper database we may open? Checked before anything is written to it.

`check_file` is what `Ledger` runs at start and what ``restore`` runs on the
file it is given. It reads only: a file that is not SQLite, is damaged, is
another program's database or comes from a newer program raises an
`UnusableDatabaseError` subclass whose message names the file and the fault.
A missing or empty file is fine (a new database is made there).
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from .errors import CorruptDatabaseError, NotADatabaseError, StorageError, UnusableDatabaseError
from .migrations import APPLICATION_ID, recorded_version

SQLITE_MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100


@dataclass(frozen=True)
class FileCheck:
    """What `check_file` found: a new file (``version`` 0) or a scorekeeper database."""

    path: Path
    exists: bool
    version: int
    """The schema version (0: a missing or empty file, where a new database will be made)."""
    stamped: bool
    """The file carries the scorekeeper's application id (files from before it was set do not)."""


def check_file(path: str | os.PathLike[str], *, thorough: bool = False) -> FileCheck:
    """Check ``path`` is a usable scorekeeper database (or nothing yet); read-only.

    ``thorough`` runs SQLite's full ``integrity_check`` and the foreign-key check (for a
    file to restore); otherwise the quicker ``quick_check`` (at every start).
    """
    target = Path(path)
    if not target.exists():
        log = Path(f"{target}-wal")
        if log.is_file() and log.stat().st_size > 0:
            raise UnusableDatabaseError(f"{log} is left without its database {target.name}; "
                                        "move it away (or put the database back) first")
        return FileCheck(target, False, 0, False)
    if target.is_dir():
        raise NotADatabaseError(f"{target} is a folder, not a database file")
    try:
        with target.open("rb") as handle:
            head = handle.read(HEADER_SIZE)
    except OSError as error:
        raise UnusableDatabaseError(f"cannot read {target}: {error.strerror or error}") from None
    if head and not head.startswith(SQLITE_MAGIC[:len(head)]):
        raise NotADatabaseError(f"{target} is not a scorekeeper database: it is not a SQLite "
                                f"file at all (it starts with {_shown(head)})")
    if head and len(head) < HEADER_SIZE:
        raise CorruptDatabaseError(f"{target} is damaged: it is cut short ({len(head)} bytes)")
    try:
        conn = sqlite3.connect(str(target), timeout=15.0)
    except sqlite3.Error as error:
        raise UnusableDatabaseError(f"cannot open {target}: {error}") from None
    try:
        version = recorded_version(conn, str(target))
        stamped = int(conn.execute("PRAGMA application_id").fetchone()[0]) == APPLICATION_ID
        _check_integrity(conn, target, thorough)
    except sqlite3.OperationalError as error:
        if "locked" in str(error) or "busy" in str(error):
            raise StorageError(f"{target} is locked by another program; try again when it is "
                               "done") from None
        raise CorruptDatabaseError(f"{target} is damaged ({error})") from None
    except sqlite3.DatabaseError as error:
        raise CorruptDatabaseError(f"{target} is damaged or not a database ({error})") from None
    finally:
        conn.close()
    return FileCheck(target, True, version, stamped)


def _check_integrity(conn: sqlite3.Connection, target: Path, thorough: bool) -> None:
    pragma = "integrity_check" if thorough else "quick_check"
    problems = [str(row[0]) for row in conn.execute(f"PRAGMA {pragma}")]
    if problems != ["ok"]:
        raise CorruptDatabaseError(f"{target} is damaged: {problems[0]}")
    if thorough:
        dangling = conn.execute("PRAGMA foreign_key_check").fetchone()
        if dangling is not None:
            raise CorruptDatabaseError(f"{target} is damaged: a row of {dangling[0]} refers to "
                                       f"a missing row of {dangling[2]}")


def _shown(head: bytes) -> str:
    """The first bytes of a file, as a person can read them."""
    text = head[:16].decode("ascii", errors="replace")
    printable = "".join(ch if ch.isprintable() else "." for ch in text)
    return repr(printable)
