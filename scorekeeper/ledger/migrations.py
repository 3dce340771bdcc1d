"""The schema, created and upgraded by numbered migrations.

``schema_migrations`` lists the migrations applied. Each migration runs in
its own transaction and is never edited once released: a database made by
version 1 upgrades by applying 2, 3... in order. Totals are never stored;
hands are stored as they were recorded and the tally derives the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlite_utils import Database

from ..errors import AppError
from .db import writing

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


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    apply: Callable[[Database], None]


def _statements(statements: tuple[str, ...]) -> Callable[[Database], None]:
    def apply(db: Database) -> None:
        for statement in statements:
            db.execute(statement)
    return apply


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "matches, seats, hands and the audit trail", _statements(V1_SCHEMA)),
    Migration(2, "players across matches; changes indexed by match", _statements(V2_SCHEMA)),
)
LATEST = MIGRATIONS[-1].version


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def schema_version(db: Database) -> int:
    if "schema_migrations" not in db.table_names():
        return 0
    row = db.execute("SELECT MAX(version) FROM schema_migrations").fetchone()
    return int(row[0] or 0)


def migrate(db: Database, target: int | None = None) -> int:
    """Apply the migrations not yet applied (up to ``target``); the version reached."""
    goal = LATEST if target is None else target
    if schema_version(db) == goal:
        return goal
    for migration in MIGRATIONS:
        if migration.version > goal:
            break
        with writing(db):
            db.execute("""CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)""")
            current = schema_version(db)
            if current > LATEST:
                raise AppError(f"the database is at schema version {current}, newer than this "
                               f"program knows ({LATEST}); upgrade the program")
            if current >= migration.version:
                continue
            migration.apply(db)
            db.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                       [migration.version, migration.name, now()])
    return schema_version(db)
