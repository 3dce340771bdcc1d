"""The schema is built by numbered migrations; a version-1 database upgrades with its data."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.errors import AppError
from scorekeeper.gin import rules_for
from scorekeeper.ledger import Ledger
from scorekeeper.ledger.db import connect
from scorekeeper.ledger.migrations import LATEST, migrate, schema_version


def build_v1(path: Path) -> None:
    """A database as version 1 of the program left it, with one match of two hands."""
    db = connect(path)
    assert migrate(db, target=1) == 1
    at = "2024-05-01T20:00:00.000+00:00"
    rules = json.dumps({"preset": "standard", **rules_for("standard").to_dict()})
    db.execute("INSERT INTO matches (id, name, preset, rules, first_dealer, version, created_at,"
               " updated_at) VALUES (1, 'old', 'standard', ?, 'Ann', 3, ?, ?)", [rules, at, at])
    for seat, name in enumerate(("Ann", "Bob")):
        db.execute("INSERT INTO match_players VALUES (1, ?, ?, NULL)", [seat, name])
    db.execute("INSERT INTO hands (match_id, position, kind, dealer, knocker, defender, "
               "knocker_deadwood, defender_deadwood, created_at, updated_at) "
               "VALUES (1, 1, 'counts', 'Ann', 'Ann', 'Bob', 3, 23, ?, ?)", [at, at])
    db.execute("INSERT INTO hands (match_id, position, kind, dealer, knocker, defender, "
               "knocker_cards, defender_cards, created_at, updated_at) VALUES (1, 2, 'cards', "
               "'Bob', 'Bob', 'Ann', 'AS 2S 3S 7H 7D 7C 9C TD JD QD', "
               "'KS KH 4C 5D 8S 9S 2H 3H 6C 6D', ?, ?)", [at, at])
    db.close()


def test_a_fresh_database_is_at_the_latest_version(db_path: Path) -> None:
    Ledger(db_path)
    with sqlite3.connect(db_path) as conn:
        versions = [row[0] for row in conn.execute("SELECT version FROM schema_migrations")]
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert versions == list(range(1, LATEST + 1))


def test_a_version_1_database_upgrades_with_its_matches(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    build_v1(db_path)
    with sqlite3.connect(db_path) as conn:
        assert "players" not in {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    ledger = Ledger(db_path)
    db = connect(db_path)
    assert schema_version(db) == LATEST
    db.close()
    assert ledger.players() == ["Ann", "Bob"]
    view = ledger.get_match(1)
    assert [h.describe() for h in view.tally.hands] == ["Ann knock, 20", "Bob knock, 54"]
    view = ledger.record_hand(1, {"wash": True}, version=3)
    assert view.version == 4 and view.tally.dealers == ("Ann", "Bob", "Ann")


def test_migrating_twice_changes_nothing(db_path: Path) -> None:
    Ledger(db_path)
    db = connect(db_path)
    assert migrate(db) == LATEST
    db.close()


def test_a_database_from_a_newer_program_is_refused(db_path: Path) -> None:
    Ledger(db_path)
    with sqlite3.connect(db_path) as conn:
        conn.execute("INSERT INTO schema_migrations VALUES (99, 'future', 'later')")
    with pytest.raises(AppError, match="schema version 99, newer than this program"):
        Ledger(db_path)
