"""Migration 3 adds the photos table: a database at schema version 2 upgrades and keeps every
match, hand, change and player."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scorekeeper.ledger import Ledger, NewPhoto
from scorekeeper.ledger.db import connect
from scorekeeper.ledger.migrations import LATEST, migrate, schema_version

TABLES = ("matches", "match_players", "hands", "changes", "players")
V2_HAND_COLUMNS = ("id", "match_id", "position", "kind", "dealer", "knocker", "defender",
                   "knocker_cards", "defender_cards", "knocker_melds", "knocker_deadwood",
                   "defender_deadwood", "gin", "big_gin", "upcard", "table_players",
                   "created_at", "updated_at")


def dump(path: Path) -> dict[str, list[tuple]]:
    """Every row of the version-2 tables, in the columns version 2 had (later migrations add
    columns, NULL for the rows that were there)."""
    with sqlite3.connect(path) as conn:
        hands = ", ".join(V2_HAND_COLUMNS)
        return {table: conn.execute(f"SELECT {hands if table == 'hands' else '*'} FROM {table} "
                                    "ORDER BY 1").fetchall()
                for table in TABLES}


def build_v2(path: Path) -> None:
    """A database as version 2 left it, filled through the service of that version's tables."""
    db = connect(path)
    assert migrate(db, target=2) == 2
    db.close()


def test_a_version_2_database_upgrades_and_keeps_everything(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    build_v2(db_path)
    # Fill it as the program of version 2 would: the same statements, through raw SQL, since
    # the service now opens (and upgrades) the file itself.
    with sqlite3.connect(db_path) as conn:
        conn.execute("INSERT INTO matches (id, name, preset, rules, first_dealer, version, "
                     "created_at, updated_at) VALUES (1, 'old', 'standard', "
                     "'{\"preset\": \"standard\"}', 'Ann', 2, 't', 't')")
        conn.executemany("INSERT INTO match_players VALUES (1, ?, ?, NULL)",
                         [(0, "Ann"), (1, "Bob")])
        conn.execute("INSERT INTO hands (match_id, position, kind, dealer, knocker, defender, "
                     "knocker_deadwood, defender_deadwood, created_at, updated_at) "
                     "VALUES (1, 1, 'counts', 'Ann', 'Ann', 'Bob', 3, 23, 't', 't')")
        conn.execute("INSERT INTO changes (match_id, version, action, hand_id, at) "
                     "VALUES (1, 2, 'record', 1, 't')")
        conn.executemany("INSERT INTO players VALUES (?, 't')", [("Ann",), ("Bob",)])
        assert "photos" not in {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    before = dump(db_path)
    ledger = Ledger(db_path)
    db = connect(db_path)
    assert schema_version(db) == LATEST
    db.close()
    assert dump(db_path) == before
    assert [h.describe() for h in ledger.get_match(1).tally.hands] == ["Ann knock, 20"]
    assert list(db_path.parent.glob("*before-upgrade-v2*"))  # a copy was kept aside first
    view = ledger.record_hand(1, {"wash": True}, version=2, photos=[
        NewPhoto("knocker", f"{7:032x}.jpg", 10, "image/jpeg", 4, 3)])
    assert ledger.photo_counts(1) == {view.hand_ids[-1]: 1}
