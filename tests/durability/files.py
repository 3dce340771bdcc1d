"""Files that are not (or no longer) a usable scorekeeper database, made for real."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.db import TURN_SUFFIX


def scorekeeper_db(path: Path, hands: int = 3) -> Path:
    """A healthy database with one match of ``hands`` hands (imported in one change)."""
    Ledger(path).import_match({
        "name": "Friday", "rules": "standard", "players": ["Ann", "Bob"], "first_dealer": "Ann",
        "hands": [{"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 10 + n % 40}
                  for n in range(hands)]})
    return path


def text_file(path: Path) -> Path:
    path.write_text("shopping: eggs, milk, a new deck of cards\n" * 5, encoding="utf-8")
    return path


def jpeg_file(path: Path) -> Path:
    path.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01" + bytes(range(256)) * 8)
    return path


def sql(path: Path, *statements: str) -> Path:
    """Run ``statements`` on the file and close it (so no log is left beside it)."""
    conn = sqlite3.connect(path)
    try:
        for statement in statements:
            conn.execute(statement)
        conn.commit()
    finally:
        conn.close()
    return path


def query(path: Path, statement: str) -> list[tuple[Any, ...]]:
    """The rows of one query, the file closed again at once."""
    conn = sqlite3.connect(path)
    try:
        return list(conn.execute(statement))
    finally:
        conn.close()


def foreign_db(path: Path) -> Path:
    """Another program's SQLite database (a recipe box)."""
    return sql(path, "CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)",
               "INSERT INTO recipes (title) VALUES ('pancakes')")


def rails_db(path: Path) -> Path:
    """Another program's database that also has a ``schema_migrations`` table (Rails)."""
    return sql(path, "CREATE TABLE schema_migrations (version TEXT PRIMARY KEY)",
               "INSERT INTO schema_migrations VALUES ('20240101000000')",
               "CREATE TABLE posts (id INTEGER PRIMARY KEY)")


def other_app_id_db(path: Path) -> Path:
    """A SQLite file whose header names another application (an empty one, even)."""
    return sql(path, "PRAGMA application_id = 0x0f055112", "CREATE TABLE t (x)")  # Fossil's


def newer_db(path: Path) -> Path:
    """A scorekeeper database from a later version of the program."""
    return sql(scorekeeper_db(path),
               "INSERT INTO schema_migrations VALUES (99, 'from the future', 'later')")


def truncated_db(path: Path) -> Path:
    """A scorekeeper database cut short (a copy interrupted half-way)."""
    scorekeeper_db(path, hands=40)  # closed: the WAL is folded into the file
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return path


def corrupt_db(path: Path) -> Path:
    """A scorekeeper database with a page of its hands table overwritten with garbage."""
    scorekeeper_db(path, hands=40)  # closed: the WAL is folded into the file
    conn = sqlite3.connect(path)
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'hands'").fetchone()[0]
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    with path.open("r+b") as handle:
        handle.seek((root - 1) * page_size)
        handle.write(b"\xde\xad\xbe\xef" * (page_size // 4))
    return path


def file_state(path: Path) -> dict[str, bytes]:
    """The bytes of the database and its write-ahead log, to show nothing was written (the
    ``-shm`` index is SQLite's shared memory: readers touch it; ``-writers`` is the empty file
    whose lock gives writers their turn, no part of the data)."""
    return {p.name: p.read_bytes() for p in sorted(path.parent.glob(path.name + "*"))
            if not p.name.endswith(("-shm", TURN_SUFFIX))}
