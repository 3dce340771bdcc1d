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

from ..gin.phrases import N_
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


def check_file(path: str | os.PathLike[str], *, thorough: bool = False,
               shown_as: str | os.PathLike[str] | None = None) -> FileCheck:
    """Check ``path`` is a usable scorekeeper database (or nothing yet); read-only.

    ``thorough`` runs SQLite's full ``integrity_check`` and the foreign-key check (for a
    file to restore); otherwise the quicker ``quick_check`` (at every start). A fault names
    the file ``shown_as`` (a restore checks a copy of the file it was given), else ``path``.
    """
    target = Path(path)
    name = str(shown_as if shown_as is not None else target)
    if not target.exists():
        log = Path(f"{target}-wal")
        if log.is_file() and log.stat().st_size > 0:
            raise UnusableDatabaseError(N_("%(log)s is left without its database %(name)s; "
                                           "move it away (or put the database back) first"),
                                        log=str(log), name=target.name)
        return FileCheck(target, False, 0, False)
    if target.is_dir():
        raise NotADatabaseError(N_("%(file)s is a folder, not a database file"), file=name)
    try:
        with target.open("rb") as handle:
            head = handle.read(HEADER_SIZE)
    except OSError as error:
        raise UnusableDatabaseError(N_("cannot read %(file)s: %(why)s"), file=name,
                                    why=str(error.strerror or error)) from None
    if head and not head.startswith(SQLITE_MAGIC[:len(head)]):
        raise NotADatabaseError(N_("%(file)s is not a scorekeeper database: it is not a SQLite "
                                   "file at all (it starts with %(start)s)"), file=name,
                                start=_shown(head))
    if head and len(head) < HEADER_SIZE:
        raise CorruptDatabaseError(N_("%(file)s is damaged: it is cut short (%(size)s bytes)"),
                                   file=name, size=str(len(head)))
    try:
        conn = sqlite3.connect(str(target), timeout=15.0)
    except sqlite3.Error as error:
        raise UnusableDatabaseError(N_("cannot open %(file)s: %(why)s"), file=name,
                                    why=str(error)) from None
    try:
        version = recorded_version(conn, name)
        stamped = int(conn.execute("PRAGMA application_id").fetchone()[0]) == APPLICATION_ID
        _check_integrity(conn, name, thorough)
    except sqlite3.OperationalError as error:
        if "locked" in str(error) or "busy" in str(error):
            raise StorageError(N_("%(file)s is locked by another program; try again when it "
                                  "is done"), file=name) from None
        raise CorruptDatabaseError(N_("%(file)s is damaged (%(why)s)"), file=name,
                                   why=str(error)) from None
    except sqlite3.DatabaseError as error:
        raise CorruptDatabaseError(N_("%(file)s is damaged or not a database (%(why)s)"),
                                   file=name, why=str(error)) from None
    finally:
        conn.close()
    return FileCheck(target, True, version, stamped)


def _check_integrity(conn: sqlite3.Connection, name: str, thorough: bool) -> None:
    pragma = "integrity_check" if thorough else "quick_check"
    problems = [str(row[0]) for row in conn.execute(f"PRAGMA {pragma}")]
    if problems != ["ok"]:
        raise CorruptDatabaseError(N_("%(file)s is damaged: %(why)s"), file=name,
                                   why=problems[0])
    if thorough:
        dangling = conn.execute("PRAGMA foreign_key_check").fetchone()
        if dangling is not None:
            raise CorruptDatabaseError(N_("%(file)s is damaged: a row of %(table)s refers to a "
                                          "missing row of %(parent)s"), file=name,
                                       table=str(dangling[0]), parent=str(dangling[2]))


def _shown(head: bytes) -> str:
    """The first bytes of a file, as a person can read them."""
    text = head[:16].decode("ascii", errors="replace")
    printable = "".join(ch if ch.isprintable() else "." for ch in text)
    return repr(printable)
