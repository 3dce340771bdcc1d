"""A database left by schema version 1 upgrades to the latest and keeps every match: each
hand, each total, the audit trail, the finished state."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.ledger import Ledger, match_to_dict, tally_dict
from scorekeeper.ledger.migrations import APPLICATION_ID, LATEST, MIGRATIONS, V1_SCHEMA

from .files import query
from .v1_database import FINISHED, MATCHES, V1_DDL, V1_NAME, build_v1, expected_tallies


def test_migration_1_is_still_the_released_version_1() -> None:
    assert V1_SCHEMA == V1_DDL
    assert MIGRATIONS[0].name == V1_NAME


def test_the_fixture_is_a_version_1_database(db_path: Path) -> None:
    build_v1(db_path)
    tables = {r[0] for r in query(db_path, "SELECT name FROM sqlite_master WHERE type='table'")}
    assert tables == {"matches", "match_players", "hands", "changes", "schema_migrations"}
    assert query(db_path, "PRAGMA application_id") == [(0,)]
    assert query(db_path, "SELECT COUNT(*) FROM hands") == [(sum(len(m["hands"])
                                                                  for m in MATCHES),)]


def test_every_match_adds_up_the_same_after_the_upgrade(db_path: Path) -> None:
    build_v1(db_path)
    ledger = Ledger(db_path)
    expected = expected_tallies()
    assert [s.id for s in ledger.list_matches()] == sorted(range(1, len(MATCHES) + 1),
                                                           reverse=True)
    for match_id, want in enumerate(expected, start=1):
        view = ledger.get_match(match_id)
        got = tally_dict(view.tally)
        assert got == tally_dict(want), MATCHES[match_id - 1]["name"]
        assert view.name == MATCHES[match_id - 1]["name"]
        assert view.finished == (match_id - 1 == FINISHED)
        # The upgraded match describes exactly the hands recorded (export = what was stored).
        assert match_to_dict(view.match) == match_to_dict(want.match)


def test_the_upgrade_is_recorded_and_marks_the_file(db_path: Path) -> None:
    build_v1(db_path)
    Ledger(db_path)
    versions = [r[0] for r in query(db_path, "SELECT version FROM schema_migrations")]
    assert versions == list(range(1, LATEST + 1))
    assert query(db_path, "PRAGMA application_id") == [(APPLICATION_ID,)]
    assert query(db_path, "PRAGMA integrity_check") == [("ok",)]


def test_players_across_matches_are_filled_from_the_old_matches(db_path: Path) -> None:
    build_v1(db_path)
    ledger = Ledger(db_path)
    assert ledger.players() == ["Ann", "Bob", "Cal", "Dee"]
    assert ledger.player_history("cal").matches == 2


def test_the_audit_trail_survives_and_undo_still_works(db_path: Path) -> None:
    build_v1(db_path)
    ledger = Ledger(db_path)
    first = MATCHES[0]
    actions = [c.action for c in ledger.changes(1)]
    assert actions == ["create", *["record"] * len(first["hands"]), "record", "undo"]
    view = ledger.get_match(1)
    undone = ledger.undo(1, version=view.version)  # the last hand recorded goes
    assert len(undone.tally.hands) == len(first["hands"]) - 1
    finished = ledger.get_match(FINISHED + 1)
    reopened = ledger.undo(finished.id, version=finished.version)  # undoing the finish
    assert not reopened.finished


def test_new_hands_go_on_after_the_old_ones(db_path: Path) -> None:
    build_v1(db_path)
    ledger = Ledger(db_path)
    view = ledger.get_match(3)  # Oklahoma: three hands so far
    view = ledger.record_hand(3, {"knocker": "Bob", "gin": True, "defender_deadwood": 10,
                                  "upcard": "5D"}, version=view.version)
    assert len(view.tally.hands) == 4 and view.tally.hands[-1].points == 30


def test_a_copy_of_the_old_file_is_kept_before_upgrading(db_path: Path) -> None:
    build_v1(db_path)
    Ledger(db_path)
    [kept] = db_path.parent.glob("scorekeeper-before-upgrade-v1-*.db")
    assert query(kept, "SELECT version FROM schema_migrations") == [(1,)]
    assert query(kept, "SELECT COUNT(*) FROM matches") == [(len(MATCHES),)]
    Ledger(db_path)  # already upgraded: no second copy
    assert len(list(db_path.parent.glob("scorekeeper-before-upgrade-*.db"))) == 1
