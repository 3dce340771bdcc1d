"""The schema, created and upgraded by numbered migrations.

``schema_migrations`` lists the migrations applied. Each migration runs in
its own transaction and is never edited once released: a database made by
version 1 upgrades by applying 2, 3... in order. Totals are never stored;
hands are stored as they were recorded and the tally derives the rest.

Our files carry ``PRAGMA application_id`` = `APPLICATION_ID` ("GINR"). Files
made before it was set are recognised by their ``schema_migrations`` history.
`recorded_version` refuses another program's database, a damaged schema and
one newer than this program before any migration runs.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlite_utils import Database

from ..gin.phrases import N_, Phrase
from .db import writing
from .errors import CorruptDatabaseError, ForeignDatabaseError, NewerDatabaseError

APPLICATION_ID = 0x47494E52
"""``PRAGMA application_id`` of a scorekeeper database: "GINR" in the file's header."""
THE_DATABASE = Phrase(N_("the database"))
"""What a fault calls a database it was not told the path of."""

V1_SCHEMA = (
    """CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL DEFAULT '',
        preset TEXT NOT NULL,
        rules TEXT NOT NULL,
        first_dealer TEXT NOT NULL,
        teams TEXT,
        version INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        finished_at TEXT
    )""",
    """CREATE TABLE match_players (
        match_id INTEGER NOT NULL REFERENCES matches(id),
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        team TEXT,
        PRIMARY KEY (match_id, seat)
    )""",
    """CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches(id),
        position INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('cards', 'counts', 'wash', 'new_game')),
        dealer TEXT,
        knocker TEXT,
        defender TEXT,
        knocker_cards TEXT,
        defender_cards TEXT,
        knocker_melds TEXT,
        knocker_deadwood INTEGER,
        defender_deadwood INTEGER,
        gin INTEGER NOT NULL DEFAULT 0,
        big_gin INTEGER NOT NULL DEFAULT 0,
        upcard TEXT,
        table_players TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (match_id, position)
    )""",
    """CREATE TABLE changes (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches(id),
        version INTEGER NOT NULL,
        action TEXT NOT NULL,
        hand_id INTEGER,
        before TEXT,
        after TEXT,
        undone_by INTEGER REFERENCES changes(id),
        at TEXT NOT NULL
    )""",
)

V2_SCHEMA = (
    """CREATE TABLE players (
        name TEXT PRIMARY KEY COLLATE NOCASE,
        created_at TEXT NOT NULL
    )""",
    """INSERT OR IGNORE INTO players (name, created_at)
        SELECT match_players.name, MIN(matches.created_at)
        FROM match_players JOIN matches ON matches.id = match_players.match_id
        GROUP BY match_players.name
        ORDER BY MIN(matches.created_at)""",
    "CREATE INDEX changes_by_match ON changes (match_id, id)",
)

V3_SCHEMA = (
    # Photos of a hand's cards, kept so a disputed hand can be looked at again. The picture is
    # a file (``file``: a generated name, never one a client chose) in the app's photos folder;
    # the row says whose cards it shows and what was read from it. ``hand_id`` is not a foreign
    # key: a deleted hand keeps its photos, since undoing the deletion brings the hand back
    # (with the same id). Deleting a match would take its photos' rows with it.
    """CREATE TABLE photos (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        hand_id INTEGER NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('knocker', 'defender')),
        player TEXT,
        file TEXT NOT NULL UNIQUE,
        size INTEGER NOT NULL,
        content_type TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        reading TEXT,
        created_at TEXT NOT NULL
    )""",
    "CREATE INDEX photos_by_hand ON photos (match_id, hand_id)",
)

V4_SCHEMA = (
    # A hand from the cards may be settled under its own knocker_layout (``shown``: the layout
    # scored as it was shown at the table, where the match scores the cheapest arrangement).
    # NULL: the match's rules, as every hand recorded before.
    "ALTER TABLE hands ADD COLUMN knocker_layout TEXT",
)

V5_SCHEMA = (
    # A match's own language (en, es, de, fr, it): its printed sheets follow it whatever the
    # language of the page that prints them. NULL: the match has none, a sheet follows the
    # reader. The ledger checks the code (``model.MATCH_LANGUAGES``), so a language added later
    # needs no migration.
    "ALTER TABLE matches ADD COLUMN language TEXT",
)


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    apply: Callable[[Database], None]
    tables: tuple[str, ...] = ()
    """The tables this migration creates (a database at this version must have them)."""


def _statements(statements: tuple[str, ...]) -> Callable[[Database], None]:
    def apply(db: Database) -> None:
        for statement in statements:
            db.execute(statement)
    return apply


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "matches, seats, hands and the audit trail", _statements(V1_SCHEMA),
              ("matches", "match_players", "hands", "changes")),
    Migration(2, "players across matches; changes indexed by match", _statements(V2_SCHEMA),
              ("players",)),
    Migration(3, "photos kept with the hands they settled", _statements(V3_SCHEMA),
              ("photos",)),
    Migration(4, "a hand's own knocker_layout", _statements(V4_SCHEMA)),
    Migration(5, "a match's own language for its printed sheets", _statements(V5_SCHEMA)),
)
LATEST = MIGRATIONS[-1].version


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def schema_version(db: Database) -> int:
    if "schema_migrations" not in db.table_names():
        return 0
    row = db.execute("SELECT MAX(version) FROM schema_migrations").fetchone()
    return int(row[0] or 0)


def recorded_version(conn: sqlite3.Connection, where: str | Phrase = THE_DATABASE) -> int:
    """The schema version of an open database, once it is known to be ours (0: a new, empty
    file). Raises `ForeignDatabaseError`, `NewerDatabaseError` or `CorruptDatabaseError`.
    Only reads."""
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    if app_id not in (0, APPLICATION_ID):
        raise ForeignDatabaseError(N_("%(file)s belongs to another program (its application id "
                                      "is %(id)s, not the scorekeeper's)"), file=where,
                                   id=f"{app_id:#x}")
    tables = {row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
    if not tables:
        return 0
    if "schema_migrations" not in tables:
        shown = ", ".join(sorted(tables)[:5])
        raise ForeignDatabaseError(N_("%(file)s is another program's SQLite database (its "
                                      "tables: %(tables)s); the scorekeeper will not touch it"),
                                   file=where, tables=shown)
    try:
        history = [(int(v), str(n)) for v, n in conn.execute(
            "SELECT version, name FROM schema_migrations ORDER BY version")]
    except (sqlite3.OperationalError, ValueError, TypeError):
        raise ForeignDatabaseError(N_("%(file)s is another program's SQLite database (its "
                                      "schema_migrations table is not the scorekeeper's)"),
                                   file=where) from None
    known = {m.version: m for m in MIGRATIONS}
    newest = max((version for version, _ in history), default=0)
    if app_id == APPLICATION_ID and newest > LATEST:
        raise NewerDatabaseError(N_("%(file)s is at schema version %(version)s, newer than this "
                                    "program knows (%(latest)s); upgrade the program"),
                                 file=where, version=str(newest), latest=str(LATEST))
    if any(version not in known or known[version].name != name for version, name in history):
        raise ForeignDatabaseError(N_("%(file)s is another program's SQLite database (its "
                                      "schema_migrations history is not the scorekeeper's)"),
                                   file=where)
    if [version for version, _ in history] != list(range(1, newest + 1)):
        raise CorruptDatabaseError(N_("%(file)s is damaged: its schema history has gaps"),
                                   file=where)
    missing = [table for m in MIGRATIONS[:newest] for table in m.tables if table not in tables]
    if missing:
        raise CorruptDatabaseError(N_("%(file)s is damaged: the %(table)s table is missing"),
                                   file=where, table=missing[0])
    return newest


def migrate(db: Database, target: int | None = None) -> int:
    """Apply the migrations not yet applied (up to ``target``); the version reached.

    Refuses (before writing anything) a database that is not ours, damaged or newer; marks
    ours with `APPLICATION_ID`.
    """
    goal = LATEST if target is None else target
    current = recorded_version(db.conn)
    for migration in MIGRATIONS:
        if migration.version > goal:
            break
        if current >= migration.version:
            continue
        with writing(db):
            db.execute("""CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)""")
            current = recorded_version(db.conn)
            if current >= migration.version:
                continue
            migration.apply(db)
            db.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                       [migration.version, migration.name, now()])
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            current = migration.version
    if int(db.execute("PRAGMA application_id").fetchone()[0]) != APPLICATION_ID and current:
        with writing(db):
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    return schema_version(db)
