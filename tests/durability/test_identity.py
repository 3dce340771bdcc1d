"""A file at the database's path that is not a usable scorekeeper database: the ledger
refuses it with a clear message and writes nothing to it (no migration, no WAL switch, no
overwrite). An empty or missing file is where a new database is made."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.cli import main
from scorekeeper.ledger import Ledger
from scorekeeper.ledger.errors import (
    CorruptDatabaseError,
    ForeignDatabaseError,
    NewerDatabaseError,
    NotADatabaseError,
    StorageError,
    UnusableDatabaseError,
)
from scorekeeper.ledger.migrations import APPLICATION_ID

from . import files

ROOT = Path(__file__).resolve().parents[2]

REFUSED: list[tuple[Callable[[Path], Path], type[UnusableDatabaseError], str]] = [
    (files.text_file, NotADatabaseError, "is not a scorekeeper database: it is not a SQLite "
                                         "file at all (it starts with 'shopping"),
    (files.jpeg_file, NotADatabaseError, "is not a SQLite file at all"),
    (files.foreign_db, ForeignDatabaseError, "another program's SQLite database (its tables: "
                                             "recipes)"),
    (files.rails_db, ForeignDatabaseError, "another program's SQLite database"),
    (files.other_app_id_db, ForeignDatabaseError, "belongs to another program (its application "
                                                  "id is 0xf055112"),
    (files.newer_db, NewerDatabaseError, "schema version 99, newer than this program knows"),
    (files.truncated_db, CorruptDatabaseError, "is damaged"),
    (files.corrupt_db, CorruptDatabaseError, "is damaged"),
]
IDS = [make.__name__ for make, _, _ in REFUSED]


@pytest.mark.parametrize(("make", "error", "message"), REFUSED, ids=IDS)
def test_the_ledger_refuses_and_leaves_the_file_alone(
        db_path: Path, make: Callable[[Path], Path], error: type[Exception], message: str
) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    make(db_path)
    before = files.file_state(db_path)
    with pytest.raises(error) as refused:
        Ledger(db_path)
    assert message in str(refused.value) and str(db_path) in str(refused.value)
    assert "\n" not in str(refused.value)
    assert files.file_state(db_path) == before


@pytest.mark.parametrize(("make", "error", "message"), REFUSED, ids=IDS)
def test_the_command_line_says_it_in_one_line_and_exits_2(
        db_path: Path, make: Callable[[Path], Path], error: type[Exception], message: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    make(db_path)
    before = files.file_state(db_path)
    assert main(["matches", "--db", str(db_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scorekeeper matches: ") and message in err
    assert err.count("\n") == 1
    assert files.file_state(db_path) == before


def test_a_real_process_shows_no_traceback(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    files.corrupt_db(db_path)
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "show", "1", "--db",
                           str(db_path)], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
    assert "is damaged" in done.stderr


def test_a_folder_is_not_a_database(db_path: Path) -> None:
    db_path.mkdir(parents=True)
    with pytest.raises(NotADatabaseError, match="is a folder"):
        Ledger(db_path)


@pytest.mark.parametrize("make", [lambda p: p, lambda p: (p.touch(), p)[1]],
                         ids=["missing", "empty"])
def test_a_missing_or_empty_file_becomes_a_new_database(
        db_path: Path, make: Callable[[Path], Path]) -> None:
    db_path.parent.mkdir(parents=True)
    make(db_path)
    view = Ledger(db_path).create_match(["Ann", "Bob"], first_dealer="Ann")
    assert view.id == 1
    assert files.query(db_path, "PRAGMA application_id") == [(APPLICATION_ID,)]


def test_a_database_from_before_the_application_id_is_recognised(db_path: Path) -> None:
    files.scorekeeper_db(db_path)
    files.sql(db_path, "PRAGMA application_id = 0")  # as the first release left it
    ledger = Ledger(db_path)
    assert [s.hands for s in ledger.list_matches()] == [3]
    assert files.query(db_path, "PRAGMA application_id") == [(APPLICATION_ID,)]


def test_a_database_missing_a_table_is_damaged(db_path: Path) -> None:
    files.scorekeeper_db(db_path)
    files.sql(db_path, "DROP TABLE players")
    with pytest.raises(CorruptDatabaseError, match="the players table is missing"):
        Ledger(db_path)


def test_damage_found_while_running_is_one_clear_message(db_path: Path) -> None:
    ledger = Ledger(files.scorekeeper_db(db_path, hands=40))
    files.corrupt_db(db_path.with_name("other.db"))
    os.replace(db_path.with_name("other.db"), db_path)  # the disk goes bad under the app
    with pytest.raises(CorruptDatabaseError, match=r"damaged .* restore a backup"):
        ledger.get_match(1)


def test_a_database_busy_too_long_is_one_clear_message(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ledger = Ledger(files.scorekeeper_db(db_path))
    monkeypatch.setattr("scorekeeper.ledger.db.BUSY_SECONDS", 0.2)
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock and does not let go
    try:
        with pytest.raises(StorageError, match=r"is busy .* nothing was changed, try again"):
            ledger.record_hand(1, {"wash": True}, version=1)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert len(ledger.get_match(1).tally.hands) == 3


def test_a_log_left_without_its_database_is_not_replayed_into_a_new_one(db_path: Path) -> None:
    files.scorekeeper_db(db_path)
    log = Path(f"{db_path}-wal")
    log.write_bytes(b"\x37\x7f\x06\x82" + bytes(28))  # a WAL header, with nothing to go with it
    db_path.unlink()
    with pytest.raises(UnusableDatabaseError, match="is left without its database"):
        Ledger(db_path)
    assert not db_path.exists()
