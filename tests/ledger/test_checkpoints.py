"""Background checkpoints (`ledger.checkpoints`): the write-ahead log is folded back into the
file by a thread of its own, the writers' own checkpoint moved out of the way, and nothing
recorded is lost — on a real SQLite file."""

from __future__ import annotations

import shutil
import sqlite3
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.checkpoints import FALLBACK_PAGES, Checkpointer
from scorekeeper.ledger.db import Connections

HAND = {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20}


def wait_for(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def hands_in_the_file_alone(path: Path, folder: Path) -> int:
    """The hands a copy of the database file without its write-ahead log holds: what has been
    checkpointed into the file."""
    copy = folder / "file-alone.db"
    shutil.copyfile(path, copy)
    with closing(sqlite3.connect(copy)) as alone:
        return int(alone.execute("SELECT COUNT(*) FROM hands").fetchone()[0])


def test_the_log_is_folded_back_by_the_thread_and_writers_wait_longer(tmp_path: Path) -> None:
    path = tmp_path / "scorekeeper.db"
    ledger = Ledger(path)
    checkpointer = ledger.checkpoint_in_background(every=0.02)
    assert ledger.checkpoint_in_background() is checkpointer  # one is enough
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Bob")
    for _ in range(30):
        view = ledger.record_hand(view.id, HAND, version=view.version)
    pages = ledger._connections.get().conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0]
    assert pages == FALLBACK_PAGES
    ran = checkpointer.checkpoints
    wait_for(lambda: checkpointer.checkpoints > ran + 1)
    assert checkpointer.last_error is None
    ledger.close()
    assert not checkpointer.running
    assert ledger.checkpointer is None
    # Closed, the ledger's connections get SQLite's default again.
    assert ledger._connections.get().conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0] \
        == 1000
    ledger.close()
    reopened = Ledger(path)
    assert len(reopened.get_match(view.id).tally.hands) == 30
    reopened.close()


def test_a_background_checkpoint_puts_the_log_into_the_file(tmp_path: Path) -> None:
    path = tmp_path / "scorekeeper.db"
    ledger = Ledger(path)
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Bob")
    checkpointer = ledger.checkpoint_in_background(every=3600)  # run by hand below
    connections = Connections(path)
    checkpointer.checkpoint(connections)  # the tables and the match into the file
    for _ in range(20):
        view = ledger.record_hand(view.id, HAND, version=view.version)
    assert hands_in_the_file_alone(path, tmp_path) == 0  # all of them still only in the log
    checkpointer.checkpoint(connections)
    connections.close()
    assert hands_in_the_file_alone(path, tmp_path) == 20
    assert checkpointer.checkpoints == 2
    ledger.close()


def test_a_failed_checkpoint_is_kept_and_logged_never_raised(tmp_path: Path,
                                                           caplog: Any) -> None:
    path = tmp_path / "scorekeeper.db"
    ledger = Ledger(path)
    checkpointer = ledger.checkpoint_in_background(every=3600)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the database's folder should be")
    elsewhere = Checkpointer(blocked / "scorekeeper.db")
    connections = Connections(blocked / "scorekeeper.db")
    elsewhere.checkpoint(connections)
    assert elsewhere.last_error is not None and "failed" in elsewhere.last_error
    assert "background checkpoint" in caplog.text
    assert checkpointer.last_error is None
    ledger.close()
