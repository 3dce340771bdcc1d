"""Automatic rotating backups: one when the app starts, one every N changes, the last K kept;
each a consistent copy taken while the app runs."""

from __future__ import annotations

import itertools
import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli import main
from scorekeeper.ledger import Ledger, LedgerError
from scorekeeper.ledger.backups import BackupPolicy, backup_files

from . import files


def knock(n: int) -> dict[str, Any]:
    return {"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 10 + n % 40}


def hands_in(path: Path) -> int:
    assert files.query(path, "PRAGMA integrity_check") == [("ok",)]
    return int(files.query(path, "SELECT COUNT(*) FROM hands")[0][0])


def record(ledger: Ledger, count: int) -> None:
    view = ledger.get_match(1)
    for n in range(count):
        view = ledger.record_hand(1, knock(n), version=view.version)


def test_the_defaults_suit_a_household(db_path: Path) -> None:
    policy = BackupPolicy.beside(db_path)
    assert policy.directory == db_path.parent / "backups"
    assert (policy.every_changes, policy.keep) == (20, 10)


@pytest.mark.parametrize("bad", [{"every_changes": 0}, {"keep": -1}, {"keep": True},
                                 {"every_changes": "20"}])
def test_a_policy_needs_whole_numbers(tmp_path: Path, bad: dict[str, Any]) -> None:
    with pytest.raises(LedgerError, match="must be a whole number of at least 1"):
        BackupPolicy(tmp_path, **bad)


def test_a_backup_is_taken_at_start_holding_every_match(db_path: Path) -> None:
    files.scorekeeper_db(db_path, hands=7)
    ledger = Ledger(db_path, backups=BackupPolicy.beside(db_path))
    assert ledger.backups is not None
    [taken] = ledger.backups.existing()
    assert taken.path.parent == db_path.parent / "backups"
    assert taken.path.name.startswith("scorekeeper-") and taken.change == 1
    assert hands_in(taken.path) == 7


def test_no_new_backup_at_start_when_nothing_changed(db_path: Path) -> None:
    files.scorekeeper_db(db_path)
    policy = BackupPolicy.beside(db_path)
    Ledger(db_path, backups=policy)
    Ledger(db_path, backups=policy)  # restarted: the newest backup already holds everything
    assert len(backup_files(policy.directory, "scorekeeper")) == 1


def test_a_new_empty_database_is_not_backed_up(db_path: Path) -> None:
    ledger = Ledger(db_path, backups=BackupPolicy.beside(db_path))
    assert ledger.backups is not None and ledger.backups.existing() == []


def test_every_n_changes_and_only_the_last_k_kept(db_path: Path) -> None:
    files.scorekeeper_db(db_path, hands=0)  # change 1: the import
    ledger = Ledger(db_path, backups=BackupPolicy.beside(db_path, every_changes=3, keep=2))
    assert ledger.backups is not None
    assert [b.change for b in ledger.backups.existing()] == [1]      # at start
    record(ledger, 2)                                                  # changes 2, 3
    assert [b.change for b in ledger.backups.existing()] == [1]
    record(ledger, 1)                                                  # change 4: 3 since
    assert [b.change for b in ledger.backups.existing()] == [1, 4]
    record(ledger, 6)                                                  # changes 5..10
    kept = ledger.backups.existing()
    assert [b.change for b in kept] == [7, 10]
    assert [hands_in(b.path) for b in kept] == [6, 9]


def test_rotation_deletes_only_its_own_backups(db_path: Path) -> None:
    files.scorekeeper_db(db_path)
    folder = db_path.parent / "backups"
    folder.mkdir(parents=True)
    mine = [folder / "notes.txt", folder / "scorekeeper-keep-me.db", folder / "other-20240101-"
            "000000-000000-c1.db"]
    for path in mine:
        path.write_text("not to be touched")
    ledger = Ledger(db_path, backups=BackupPolicy(folder, every_changes=1, keep=1))
    record(ledger, 3)
    assert all(path.read_text() == "not to be touched" for path in mine)
    assert ledger.backups is not None and len(ledger.backups.existing()) == 1


def test_a_backup_taken_while_another_writer_holds_the_lock_is_consistent(
        db_path: Path) -> None:
    files.scorekeeper_db(db_path, hands=5)
    ledger = Ledger(db_path, backups=BackupPolicy.beside(db_path, every_changes=1))
    writer = sqlite3.connect(db_path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("DELETE FROM hands")  # not committed: a backup must not see it
    assert ledger.backups is not None
    taken = ledger.backups.backup_now()
    writer.execute("ROLLBACK")
    writer.close()
    assert taken is not None and hands_in(taken) == 5


def test_backups_keep_up_with_several_threads(db_path: Path) -> None:
    files.scorekeeper_db(db_path, hands=0)
    ledger = Ledger(db_path, backups=BackupPolicy.beside(db_path, every_changes=4, keep=50))
    for name in ("Cal", "Dee", "Eve"):
        ledger.create_match(["Ann", name], first_dealer="Ann")

    def play(match_id: int) -> None:
        for n in range(6):
            view = ledger.get_match(match_id)
            ledger.record_hand(match_id, knock(n), version=view.version)

    threads = [threading.Thread(target=play, args=(match_id,)) for match_id in (2, 3, 4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert ledger.backups is not None
    changes = [b.change for b in ledger.backups.existing()]
    assert changes == sorted(changes) and len(set(changes)) == len(changes)
    assert all(b - a >= 4 for a, b in itertools.pairwise(changes))
    assert changes[-1] > 22 - 4  # 22 changes made: the newest backup is at most 3 behind


def test_a_failed_backup_is_logged_and_the_change_stands(
        db_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    files.scorekeeper_db(db_path)
    blocked = db_path.parent / "backups"
    blocked.write_text("a file where the backup folder should be")
    with caplog.at_level(logging.WARNING, logger="scorekeeper.backups"):
        ledger = Ledger(db_path, backups=BackupPolicy(blocked, every_changes=1))
        record(ledger, 1)
    assert ledger.backups is not None and "automatic backup into" in (
        ledger.backups.last_error or "")
    assert "automatic backup" in caplog.text
    assert len(ledger.get_match(1).tally.hands) == 4


def test_after_a_restore_to_older_data_the_next_change_is_backed_up(db_path: Path) -> None:
    files.scorekeeper_db(db_path)
    ledger = Ledger(db_path, backups=BackupPolicy.beside(db_path, every_changes=5))
    record(ledger, 5)
    assert ledger.backups is not None
    assert [b.change for b in ledger.backups.existing()] == [1, 6]
    files.sql(db_path, "DELETE FROM changes WHERE id > 2")  # goes back, as after a restore
    record(ledger, 1)
    assert [b.change for b in ledger.backups.existing()][-1] == 3


def test_backup_by_hand_from_the_command_line(tmp_path: Path, db_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    files.scorekeeper_db(db_path, hands=6)
    out = tmp_path / "copies" / "friday.db"
    assert main(["backup", "--db", str(db_path), str(out)]) == 0
    assert capsys.readouterr().out == f"backed up to {out}\n"
    assert hands_in(out) == 6
    assert main(["backup", "--db", str(db_path), str(out)]) == 0  # a backup may be replaced
    notes = files.text_file(tmp_path / "notes.txt")
    assert main(["backup", "--db", str(db_path), str(notes)]) == 2
    assert "already exists and is not a scorekeeper database" in capsys.readouterr().err
    assert notes.read_text().startswith("shopping")
    assert main(["backup", "--db", str(db_path), str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_backups_are_spaced_out_by_min_seconds(
        tmp_path: Path) -> None:
    """Many changes at once (tablets all recording) do not copy the file again and again."""
    db_path = tmp_path / "instance" / "scorekeeper.db"
    policy = BackupPolicy.beside(db_path, every_changes=2, keep=50, min_seconds=3600)
    ledger = Ledger(db_path, backups=policy)
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
    for _ in range(6):
        view = ledger.record_hand(view.id, {"wash": True}, version=view.version)
    assert len(ledger.backups.existing()) == 1  # the first due one; then an hour to wait
    with pytest.raises(LedgerError, match="min_seconds"):
        BackupPolicy.beside(db_path, min_seconds=-1)


def test_the_spacing_holds_between_processes_on_one_file(tmp_path: Path) -> None:
    """Two servers' workers (here two ledgers, each with a schedule of its own, as two
    processes have) back up the same file: the newest backup on disk, whoever took it, sets
    the time of the next."""
    db_path = tmp_path / "instance" / "scorekeeper.db"
    policy = BackupPolicy.beside(db_path, every_changes=2, keep=50, min_seconds=3600)
    first = Ledger(db_path, backups=policy)
    second = Ledger(db_path, backups=policy)
    view = first.create_match(["Ann", "Bob"], first_dealer="Ann")
    for _ in range(3):
        view = first.record_hand(view.id, {"wash": True}, version=view.version)
    assert len(first.backups.existing()) == 1
    for _ in range(6):
        view = second.record_hand(view.id, {"wash": True}, version=view.version)
    assert len(second.backups.existing()) == 1  # taken by the first, an hour ago at most


def test_a_server_takes_its_backups_from_a_thread_of_its_own(db_path: Path) -> None:
    """`serve` answers the change that makes a backup due at once; the copy is made by the
    ledger's backup thread a moment later, by the same rule: once N changes have been made
    since the newest backup (a backup due while one is being copied is decided when that
    one is done)."""
    ledger = Ledger(db_path, backups=BackupPolicy.beside(db_path, every_changes=3, keep=50))
    thread = ledger.back_up_in_background()
    assert thread is not None and thread.running
    assert ledger.back_up_in_background() is thread
    ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
    record(ledger, 8)  # nine changes
    assert ledger.backups is not None
    deadline = time.monotonic() + 30
    while (not ledger.backups.existing() or 9 - ledger.backups.existing()[-1].change >= 3) \
            and time.monotonic() < deadline:
        time.sleep(0.05)  # until no backup is due any more
    changes = [b.change for b in ledger.backups.existing()]
    assert 9 - changes[-1] < 3 and len(changes) >= 2
    assert all(later - earlier >= 3 for earlier, later in itertools.pairwise(changes))
    newest = ledger.backups.existing()[-1]
    assert hands_in(newest.path) == newest.change - 1  # the first change made the match
    ledger.close()
    assert not thread.running


def test_without_automatic_backups_there_is_no_thread(db_path: Path) -> None:
    assert Ledger(db_path).back_up_in_background() is None
