"""Writers of every process take turns on one database file: the server's workers and the
command line queue on an ``flock`` of the file beside it (``<file>-writers``) instead of
SQLite's sleep-and-retry, and nothing any of them records is lost."""

from __future__ import annotations

import fcntl
import multiprocessing
import multiprocessing.synchronize
import os
from pathlib import Path

import pytest

from scorekeeper.ledger import ConflictError, Ledger
from scorekeeper.ledger.db import TURN_SUFFIX, connect, writers_turn, writing

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX file locks")


def turn_is_free(db_path: Path) -> bool:
    """Whether another process could take the writers' turn now (tried without waiting)."""
    handle = os.open(str(db_path) + TURN_SUFFIX, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    finally:
        os.close(handle)
    return True


def test_a_write_transaction_holds_the_turn_for_every_process(db_path: Path) -> None:
    Ledger(db_path)
    db = connect(db_path)
    try:
        assert turn_is_free(db_path)
        with writing(db):
            assert not turn_is_free(db_path)
            with writers_turn(db_path):  # the same thread again: no wait for itself
                assert not turn_is_free(db_path)
            assert not turn_is_free(db_path)
        assert turn_is_free(db_path)
    finally:
        db.close()


def test_a_change_recorded_through_the_ledger_takes_the_turn(db_path: Path) -> None:
    ledger = Ledger(db_path)
    match = ledger.create_match(["Ann", "Bob"], first_dealer="Bob")
    seen: list[bool] = []
    original = ledger._group._connection

    def watched():
        seen.append(turn_is_free(db_path))
        return original()

    ledger._group._connection = watched  # called by the leader, once it holds the turn
    ledger.record_hand(match.id, {"wash": True}, version=match.version)
    assert seen == [False]
    assert turn_is_free(db_path)


def _record(db_path: str, match_id: int, hands: int, start: multiprocessing.synchronize.Event
            ) -> None:
    ledger = Ledger(db_path)
    start.wait()
    for _ in range(hands):
        while True:
            version = ledger.get_match(match_id).version
            try:
                ledger.record_hand(match_id, {"wash": True}, version=version)
                break
            except ConflictError:  # another process moved the version on: again
                continue


def test_processes_recording_at_once_lose_nothing(db_path: Path) -> None:
    ledger = Ledger(db_path)
    match = ledger.create_match(["Ann", "Bob"], first_dealer="Bob")
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    writers = [context.Process(target=_record, args=(str(db_path), match.id, 25, start))
               for _ in range(3)]
    for writer in writers:
        writer.start()
    start.set()
    for writer in writers:
        writer.join(timeout=120)
        assert writer.exitcode == 0
    assert len(ledger.get_match(match.id).match.entries) == 75
