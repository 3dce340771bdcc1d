"""Within one process, write transactions queue on a lock before SQLite's own wait: a writer
waits for the one under way without sleeping and retrying, while readers carry on."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from scorekeeper.ledger import HandError, Ledger
from scorekeeper.ledger.db import connect, writing


def test_a_change_waits_for_the_transaction_under_way_and_readers_do_not(db_path: Path) -> None:
    store = Ledger(db_path)
    match = store.create_match(["Ann", "Bob"], first_dealer="Bob")
    done = threading.Event()

    def record() -> None:
        store.record_hand(match.id, {"wash": True}, version=match.version)
        done.set()

    db = connect(db_path)
    try:
        with writing(db):  # a change under way in this process
            worker = threading.Thread(target=record)
            worker.start()
            assert not done.wait(0.3)  # the other change waits its turn
            assert store.get_match(match.id).version == match.version  # reading goes on
    finally:
        db.close()
    worker.join(timeout=10)
    assert done.is_set()
    assert store.get_match(match.id).version == match.version + 1


def test_a_refused_change_lets_the_next_one_in(ledger: Ledger) -> None:
    match = ledger.create_match(["Ann", "Bob"], first_dealer="Bob")
    with pytest.raises(HandError, match="knock limit"):
        ledger.record_hand(match.id, {"knocker": "Ann", "knocker_deadwood": 40,
                                      "defender_deadwood": 50}, version=match.version)
    finished = threading.Event()
    thread = threading.Thread(target=lambda: (ledger.record_hand(
        match.id, {"wash": True}, version=match.version), finished.set()))
    thread.start()
    thread.join(timeout=10)
    assert finished.is_set()  # the queue was released by the refusal
