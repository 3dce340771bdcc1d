"""The server's ledger runs its changes one at a time (a queue, not SQLite's sleep-and-retry)."""

from __future__ import annotations

import threading

from scorekeeper.ledger.service import Ledger
from scorekeeper.web.ledger_access import ledger
from scorekeeper.web.serial_ledger import WRITES, SerialLedger

READS = {"get_match", "list_matches", "changes", "hand_history", "players", "player_records",
         "player_history", "export_match", "hands_csv", "backup"}


def test_every_method_of_the_ledger_is_known_as_a_change_or_a_read():
    public = {name for name in dir(Ledger) if not name.startswith("_")
              and callable(getattr(Ledger, name))}
    assert public == set(WRITES) | READS, "a new Ledger method: is it a change? (WRITES)"


def test_the_app_uses_it(app):
    with app.app_context():
        assert isinstance(ledger(), SerialLedger)


def test_changes_wait_for_the_one_under_way(tmp_path):
    store = SerialLedger(tmp_path / "gin.db")
    match = store.create_match(["Ann", "Bob"], first_dealer="Bob")
    done = threading.Event()

    def record() -> None:
        store.record_hand(match.id, {"wash": True}, version=match.version)
        done.set()

    with store._writer:  # a change under way
        worker = threading.Thread(target=record)
        worker.start()
        assert not done.wait(0.3)  # it waits its turn
        assert store.get_match(match.id).version == match.version  # reads still run
    worker.join(timeout=10)
    assert done.is_set()
    assert store.get_match(match.id).version == match.version + 1
