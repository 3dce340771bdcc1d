"""Put a backup back in place of the database, keeping the current one aside.

`restore(backup_file, db_path)`:

1. copies the file given into a work file beside the database (the file given is
   never changed) and checks the copy: a SQLite database, SQLite's full
   ``integrity_check`` and foreign-key check pass, the scorekeeper's schema at a
   version this program knows; an older version is upgraded (in the copy);
2. keeps the current database aside as ``<stem>-before-restore-<time>.db`` (never
   deleted);
3. puts the restored data in place atomically.

A healthy current database is replaced inside one write transaction (so a
running app sees the old data or the new, never a mix, and nothing written
meanwhile is lost: the copy kept aside is taken under the same lock). A current
file that cannot be used (damaged, foreign, newer) is renamed aside with its
``-wal`` and ``-shm`` files and the restored file is renamed into place.
Anything wrong with the file given raises an `AppError` before step 2.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from sqlite_utils import Database

from ..errors import AppError, NotFoundError
from ..gin.phrases import N_, phrase
from .db import BUSY_SECONDS, backup, connect, sync_folder, translated, writing
from .errors import (
    CorruptDatabaseError,
    ForeignDatabaseError,
    LedgerError,
    NewerDatabaseError,
    NotADatabaseError,
    UnusableDatabaseError,
)
from .identity import check_file
from .migrations import LATEST, migrate
from .paths import aside_path

SIDE_FILES = ("-wal", "-shm")


@dataclass(frozen=True)
class Restored:
    """What a restore did."""

    database: Path
    source: Path
    aside: Path | None
    """Where the database that was replaced is kept (None: there was none)."""
    from_version: int
    """The schema version of the file restored (upgraded to the latest when older)."""
    matches: int
    hands: int


def restore(source: str | os.PathLike[str], db_path: str | os.PathLike[str]) -> Restored:
    """Replace the database at ``db_path`` with the backup ``source`` (module docstring)."""
    given, target = Path(source), Path(db_path)
    if not given.exists():
        raise NotFoundError(N_("there is no file %(file)s"), file=str(given))
    if given.is_dir():
        raise UnusableDatabaseError(N_("%(file)s is a folder, not a backup file"),
                                    file=str(given))
    if target.exists() and given.resolve() == target.resolve():
        raise LedgerError(N_("%(file)s is the database itself; give a backup file"),
                          file=str(given))
    target.parent.mkdir(parents=True, exist_ok=True)
    work = target.with_name(f".{target.name}.restoring")
    try:
        try:
            from_version = _prepare(given, work)
            matches, hands = _counts(work)
        except AppError as error:
            raise type(error)(phrase(N_("%(fault)s; nothing was changed"),
                                     fault=error.phrase)) from None
        aside = _put_in_place(work, target)
    finally:
        for suffix in ("", *SIDE_FILES, "-journal"):
            Path(f"{work}{suffix}").unlink(missing_ok=True)
    return Restored(target, given, aside, from_version, matches, hands)


def _prepare(given: Path, work: Path) -> int:
    """Copy ``given`` to ``work``, check it thoroughly and upgrade it; its schema version."""
    for suffix in ("", *SIDE_FILES, "-journal"):
        Path(f"{work}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(given, work)
    if Path(f"{given}-wal").is_file():  # a copy taken from a live database, with its log
        shutil.copyfile(f"{given}-wal", f"{work}-wal")
    found = check_file(work, thorough=True, shown_as=given)
    if found.version == 0:
        raise UnusableDatabaseError(N_("%(file)s holds no scorekeeper data (an empty database)"),
                                    file=str(given))
    with closing(sqlite3.connect(str(work), timeout=BUSY_SECONDS)) as conn:
        db = Database(conn, execute_plugins=False)
        migrate(db)
        db.execute("PRAGMA journal_mode = DELETE")
    return found.version


def _counts(path: Path) -> tuple[int, int]:
    with closing(sqlite3.connect(str(path))) as conn:
        matches = conn.execute("SELECT COUNT(*) FROM matches").fetchone()[0]
        hands = conn.execute("SELECT COUNT(*) FROM hands WHERE kind != 'new_game'").fetchone()[0]
    return int(matches), int(hands)


def _put_in_place(work: Path, target: Path) -> Path | None:
    if not target.exists():
        leftovers = [suffix for suffix in SIDE_FILES if Path(f"{target}{suffix}").exists()]
        if leftovers:  # a log without its database must not meet the restored file
            kept = aside_path(target, "leftover")
            for suffix in leftovers:
                os.replace(f"{target}{suffix}", f"{kept}{suffix}")
        os.replace(work, target)
        sync_folder(target.parent)
        return None
    try:
        check_file(target)
    except (NotADatabaseError, CorruptDatabaseError, ForeignDatabaseError, NewerDatabaseError):
        return _swap_files(work, target)
    return _replace_contents(work, target)


def _swap_files(work: Path, target: Path) -> Path:
    """The current file cannot be opened as ours: keep it (and its log) aside under a new
    name, then rename the restored file into its place. The database's path never goes
    missing (a new empty database would be made there), and its old log never meets the
    restored file."""
    aside = aside_path(target, "before-restore")
    try:
        os.link(target, aside)
    except OSError:  # no hard links here: a copy instead
        shutil.copy2(target, aside)
    for suffix in SIDE_FILES:
        if Path(f"{target}{suffix}").exists():
            os.replace(f"{target}{suffix}", f"{aside}{suffix}")
    os.replace(work, target)
    sync_folder(target.parent)
    return aside


def _replace_contents(work: Path, target: Path) -> Path:
    """Inside one write transaction on the live database: copy it aside, then replace every
    table's rows with the restored ones."""
    aside = aside_path(target, "before-restore")
    with translated(target):
        live = connect(target)
        try:
            migrate(live)
            live.execute("ATTACH DATABASE ? AS restored", [str(work)])
            tables = _same_tables(live)
            with writing(live):
                # The write lock is held: nobody can change the database until the commit, so
                # the copy another connection reads now is exactly what is being replaced.
                with closing(sqlite3.connect(str(target), timeout=BUSY_SECONDS)) as reader:
                    backup(Database(reader, execute_plugins=False), aside)
                live.execute("PRAGMA defer_foreign_keys = ON")
                for table in reversed(tables):
                    live.execute(f"DELETE FROM main.[{table}]")
                for table in tables:
                    columns = ", ".join(f"[{c}]" for c in _columns(live, "main", table))
                    live.execute(f"INSERT INTO main.[{table}] ({columns}) "
                                 f"SELECT {columns} FROM restored.[{table}]")
        finally:
            live.close()
    return aside


def _same_tables(db: Database) -> list[str]:
    """The tables to copy, parents first; the restored copy must have the same ones."""
    order = ["schema_migrations", "matches", "match_players", "hands", "changes", "players"]
    def names(schema: str) -> set[str]:
        return {row[0] for row in db.execute(
            f"SELECT name FROM {schema}.sqlite_master WHERE type = 'table' "
            "AND name NOT LIKE 'sqlite_%'")}
    main, restored = names("main"), names("restored")
    if main != restored or any(_columns(db, "main", t) != _columns(db, "restored", t)
                               for t in main):
        raise UnusableDatabaseError(N_("the backup's tables differ from this program's (schema "
                                       "version %(version)s); nothing was changed"),
                                    version=str(LATEST))
    return [t for t in order if t in main] + sorted(main - set(order))


def _columns(db: Database, schema: str, table: str) -> list[str]:
    return [row[1] for row in db.execute(f"PRAGMA {schema}.table_info([{table}])")]
