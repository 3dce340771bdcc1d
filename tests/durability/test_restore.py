"""`scorekeeper restore FILE`: the file is checked first; the current database is kept aside
(never deleted); the restored matches are put in place at once."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.cli import main
from scorekeeper.errors import AppError, NotFoundError
from scorekeeper.ledger import Ledger
from scorekeeper.ledger.db import TURN_SUFFIX
from scorekeeper.ledger.errors import UnusableDatabaseError
from scorekeeper.ledger.migrations import LATEST
from scorekeeper.ledger.restore import restore

from . import files
from .v1_database import MATCHES, build_v1


def hands_of(path: Path, match_id: int = 1) -> int:
    return len(Ledger(path).get_match(match_id).tally.hands)


@pytest.fixture
def saved(tmp_path: Path, db_path: Path) -> Path:
    """A backup of the database with 3 hands; the database then goes on to 8."""
    files.scorekeeper_db(db_path, hands=3)
    copy = Ledger(db_path).backup(tmp_path / "saved.db")
    ledger = Ledger(db_path)
    view = ledger.get_match(1)
    for _ in range(5):
        view = ledger.record_hand(1, {"wash": True}, version=view.version)
    return copy


def test_restore_puts_the_backup_back_and_keeps_the_current_one_aside(
        db_path: Path, saved: Path) -> None:
    given = saved.read_bytes()
    done = restore(saved, db_path)
    assert hands_of(db_path) == 3
    assert done.aside is not None and done.aside.parent == db_path.parent
    assert done.aside.name.startswith("scorekeeper-before-restore-")
    assert hands_of(done.aside) == 8
    assert (done.matches, done.hands, done.from_version) == (1, 3, LATEST)
    assert saved.read_bytes() == given  # the file given is never changed
    # The restored database carries on: the next hand is the fourth.
    view = Ledger(db_path).get_match(1)
    view = Ledger(db_path).record_hand(1, {"wash": True}, version=view.version)
    assert len(view.tally.hands) == 4


def test_restoring_twice_keeps_both_earlier_databases(db_path: Path, saved: Path) -> None:
    first = restore(saved, db_path).aside
    second = restore(saved, db_path).aside
    assert first is not None and second is not None and first != second
    assert first.exists() and second.exists()


def test_restore_into_an_empty_place(tmp_path: Path, saved: Path) -> None:
    fresh = tmp_path / "elsewhere" / "scorekeeper.db"
    done = restore(saved, fresh)
    assert done.aside is None and hands_of(fresh) == 3


def test_a_version_1_backup_is_upgraded_as_it_is_restored(tmp_path: Path, db_path: Path
                                                          ) -> None:
    old = tmp_path / "old" / "v1.db"
    build_v1(old)
    given = files.file_state(old)
    files.scorekeeper_db(db_path)
    done = restore(old, db_path)
    assert done.from_version == 1 and done.matches == len(MATCHES)
    assert len(Ledger(db_path).list_matches()) == len(MATCHES)
    assert files.file_state(old) == given


@pytest.mark.parametrize("make", [files.corrupt_db, files.text_file, files.foreign_db,
                                  files.newer_db], ids=lambda f: f.__name__)
def test_restore_over_a_database_that_cannot_be_opened(
        db_path: Path, saved: Path, make: Callable[[Path], Path]) -> None:
    broken = make(db_path.with_name("broken.db"))
    for suffix in ("", "-wal"):
        source = Path(f"{broken}{suffix}")
        if source.exists():
            source.replace(f"{db_path}{suffix}")
    before = files.file_state(db_path)
    done = restore(saved, db_path)
    assert hands_of(db_path) == 3
    assert done.aside is not None
    kept = {name.replace(done.aside.name, db_path.name): data
            for name, data in files.file_state(done.aside).items()}
    assert kept == before  # renamed aside untouched, with its log


REFUSED = [
    (files.text_file, "is not a SQLite file at all"),
    (files.jpeg_file, "is not a SQLite file at all"),
    (files.foreign_db, "another program's SQLite database"),
    (files.other_app_id_db, "belongs to another program"),
    (files.newer_db, "newer than this program knows"),
    (files.truncated_db, "is damaged"),
    (files.corrupt_db, "is damaged"),
    (lambda p: (p.touch(), p)[1], "holds no scorekeeper data"),
]


@pytest.mark.parametrize(("make", "message"), REFUSED,
                         ids=[m.__name__ for m, _ in REFUSED[:-1]] + ["empty"])
def test_a_bad_file_is_refused_and_nothing_changes(
        tmp_path: Path, db_path: Path, make: Callable[[Path], Path], message: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    files.scorekeeper_db(db_path, hands=4)
    bad = make(tmp_path / "bad.db")
    before, given = files.file_state(db_path), files.file_state(bad)
    assert main(["restore", str(bad), "--db", str(db_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scorekeeper restore: ") and message in err and str(bad) in err
    assert "nothing was changed" in err and err.count("\n") == 1
    assert files.file_state(db_path) == before and files.file_state(bad) == given
    left = sorted(p.name for p in db_path.parent.iterdir())
    assert left == ["scorekeeper.db", f"scorekeeper.db{TURN_SUFFIX}"]  # and its writers' turn


def test_a_file_with_dangling_rows_is_refused(tmp_path: Path, db_path: Path, saved: Path
                                              ) -> None:
    bad = tmp_path / "dangling.db"
    bad.write_bytes(saved.read_bytes())
    files.sql(bad, "INSERT INTO hands (match_id, position, kind, created_at, updated_at) "
              "VALUES (99, 1, 'wash', 'x', 'x')")
    with pytest.raises(UnusableDatabaseError, match="refers to a missing row of matches"):
        restore(bad, db_path)


def test_missing_file_folder_and_the_database_itself_are_refused(
        tmp_path: Path, db_path: Path, saved: Path) -> None:
    with pytest.raises(NotFoundError, match="there is no file"):
        restore(tmp_path / "nope.db", db_path)
    with pytest.raises(UnusableDatabaseError, match="is a folder"):
        restore(tmp_path, db_path)
    with pytest.raises(AppError, match="is the database itself"):
        restore(db_path, db_path)


def test_nothing_written_during_a_restore_is_lost(db_path: Path, saved: Path) -> None:
    """A hand committed by another tablet just before the restore takes the lock ends up in
    the copy kept aside; the restore waits for the writer instead of interleaving."""
    writer = sqlite3.connect(db_path, isolation_level=None, timeout=10)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("UPDATE matches SET name = 'renamed by the other tablet'")
    outcome: list[object] = []
    thread = threading.Thread(target=lambda: outcome.append(restore(saved, db_path)))
    thread.start()
    time.sleep(0.3)  # the restore is now waiting for the write lock
    writer.execute("COMMIT")
    writer.close()
    thread.join(timeout=30)
    [done] = outcome
    assert done.aside is not None  # type: ignore[attr-defined]
    assert Ledger(done.aside).get_match(1).name == "renamed by the other tablet"  # type: ignore[attr-defined]
    assert Ledger(db_path).get_match(1).name == "Friday"


def test_a_running_app_sees_the_restored_matches_at_once(db_path: Path, saved: Path) -> None:
    app = Ledger(db_path)  # the web app's ledger, opened before the restore
    stale = app.get_match(1)
    restore(saved, db_path)
    assert len(app.get_match(1).tally.hands) == 3
    with pytest.raises(AppError, match="changed by someone else"):
        app.record_hand(1, {"wash": True}, version=stale.version)


def test_the_command_line(tmp_path: Path, db_path: Path, saved: Path,
                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["restore", str(saved), "--db", str(db_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"checked {saved}: 1 match, 3 hands"
    assert out[1].startswith("kept the database that was there as ")
    assert out[2] == f"restored {db_path} from {saved}"


def test_a_leftover_log_is_moved_away_before_restoring(db_path: Path, saved: Path) -> None:
    db_path.unlink()
    log = Path(f"{db_path}-wal")
    log.write_bytes(b"\x37\x7f\x06\x82" + bytes(28))
    restore(saved, db_path)
    assert not log.exists() and hands_of(db_path) == 3
    assert len(list(db_path.parent.glob("scorekeeper-leftover-*.db-wal"))) == 1
