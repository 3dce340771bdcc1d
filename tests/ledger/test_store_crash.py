"""A process killed (SIGKILL) in the middle of recording leaves the database intact, with
every committed hand present."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.ledger import Ledger

ROOT = Path(__file__).resolve().parents[2]

RECORDER = """
import sys
from scorekeeper.ledger import Ledger
ledger = Ledger(sys.argv[1])
view = ledger.get_match(int(sys.argv[2]))
for deadwood in range(11, 90):
    view = ledger.record_hand(view.id, {"knocker": "Ann", "knocker_deadwood": 1,
                                        "defender_deadwood": deadwood}, version=view.version)
    print(deadwood, flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_while_recording_loses_no_committed_hand(db_path: Path) -> None:
    ledger = Ledger(db_path)
    match_id = ledger.create_match(["Ann", "Bob"], first_dealer="Ann").id
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, "-c", RECORDER, str(db_path), str(match_id)],
                             env=env, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    committed = [int(child.stdout.readline()) for _ in range(12)]
    child.send_signal(signal.SIGKILL)  # mid-way through recording the next hands
    child.wait(timeout=10)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    view = Ledger(db_path).get_match(match_id)
    stored = [h.hand.defender_deadwood for h in view.tally.hands]  # type: ignore[union-attr]
    # Every hand reported committed is there, in order; a hand committed just before the
    # kill but not yet reported may follow; nothing is there twice.
    assert stored[:len(committed)] == committed
    assert stored == list(range(11, 11 + len(stored)))
    assert view.version == 1 + len(stored)
    view = Ledger(db_path).record_hand(match_id, {"wash": True}, version=view.version)
    assert view.tally.hands[-1].kind == "wash"
