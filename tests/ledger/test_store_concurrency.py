"""Two tablets on one match: a change made against a stale version is refused; racing clients
never lose or double a hand."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from scorekeeper.errors import ConflictError
from scorekeeper.ledger import Ledger

from .helpers import knock

ROOT = Path(__file__).resolve().parents[2]


def test_a_stale_version_is_refused_with_a_clear_message(ledger: Ledger) -> None:
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
    stale = view.version
    ledger.record_hand(view.id, knock("Ann", 2, 20), version=stale)
    with pytest.raises(ConflictError) as refused:
        ledger.record_hand(view.id, knock("Bob", 3, 30), version=stale)
    message = str(refused.value)
    assert f"made against version {stale}" in message and "now at version 2" in message
    assert "reload the match" in message
    for change in (lambda: ledger.undo(view.id, version=stale),
                   lambda: ledger.delete_hand(view.id, ledger.get_match(view.id).hand_ids[0],
                                              version=stale)):
        with pytest.raises(ConflictError):
            change()
    assert [h.points for h in ledger.get_match(view.id).tally.hands] == [18]


def race(db_path: Path, match_id: int, version: int) -> list[str]:
    """Ann's and Bob's tablets, each with its own connections, record a hand at once against
    the same version; what happened to each."""
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def client(who: str) -> None:
        own = Ledger(db_path)
        barrier.wait()
        try:
            own.record_hand(match_id, knock(who, 1, 11), version=version)
            outcomes.append("recorded")
        except ConflictError:
            outcomes.append("conflict")

    threads = [threading.Thread(target=client, args=(who,)) for who in ("Ann", "Bob")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcomes


def test_two_threads_racing_one_wins_and_one_gets_the_conflict(db_path: Path) -> None:
    setup = Ledger(db_path)
    match_id = setup.create_match(["Ann", "Bob"], first_dealer="Ann").id
    for round_number in range(4):
        outcomes = race(db_path, match_id, setup.get_match(match_id).version)
        assert sorted(outcomes) == ["conflict", "recorded"]
        assert len(setup.get_match(match_id).tally.hands) == round_number + 1
    assert [c.action for c in setup.changes(match_id)] == ["create"] + ["record"] * 4


CLIENT = """
import sys
from scorekeeper.errors import ConflictError
from scorekeeper.ledger import Ledger
path, match_id, who, first = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
ledger = Ledger(path)
conflicts = 0
for deadwood in range(first, first + 8):
    while True:
        view = ledger.get_match(match_id)
        try:
            ledger.record_hand(match_id, {"knocker": who, "knocker_deadwood": 1,
                                          "defender_deadwood": deadwood}, version=view.version)
            break
        except ConflictError:
            conflicts += 1
print(conflicts)
"""


def test_two_processes_recording_with_retries_lose_and_double_nothing(db_path: Path) -> None:
    ledger = Ledger(db_path)
    match_id = ledger.create_match(["Ann", "Bob"], first_dealer="Ann").id
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    clients = [subprocess.Popen([sys.executable, "-c", CLIENT, str(db_path), str(match_id), who,
                                 str(first)], env=env, stdout=subprocess.PIPE, text=True)
               for who, first in (("Ann", 11), ("Bob", 31))]
    for client in clients:
        client.communicate(timeout=60)  # waits, and closes its pipe
        assert client.returncode == 0
    hands = ledger.get_match(match_id).tally.hands
    recorded = sorted(h.hand.defender_deadwood for h in hands)  # type: ignore[union-attr]
    assert recorded == list(range(11, 19)) + list(range(31, 39))
    assert ledger.get_match(match_id).version == 1 + 16
