"""A process recording a stream of hands, killed with SIGKILL at random moments, twenty times:
the database stays consistent, every hand confirmed before a kill is there exactly once, and
the totals are those of a replay of the recorded hands."""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.ledger import Ledger, match_from_dict, tally, tally_dict

from .files import query

KILLS = 20
PLAYERS = ["Ann", "Bob"]
CARDS = {"cards": {"Ann": "3S 4S 5S 7H 7D 7C 9C TC JC 5H", "Bob": "KH KD KC 2D 3D 4D 8H 9S QD 2H"},
         "knocker": "Ann"}


def hand(i: int) -> dict[str, Any]:
    """The i-th hand of the stream (a mix of every kind), known to both writer and checker."""
    kind = i % 5
    if kind == 0:
        return {"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 10 + i % 30}
    if kind == 1:
        return {"knocker": "Bob", "gin": True, "defender_deadwood": 5 + i % 20}
    if kind == 2:
        return CARDS
    if kind == 3:
        return {"wash": True}
    return {"knocker": "Bob", "knocker_deadwood": 4, "defender_deadwood": 3}  # Ann undercuts


def write_hands(db_path: Path, match_id: int, out: int) -> None:
    """The writer: records hand after hand and reports each one's id once it is committed."""
    ledger = Ledger(db_path)
    view = ledger.get_match(match_id)
    for _ in range(10_000):
        number = len(view.match.entries)
        view = ledger.record_hand(match_id, hand(number), version=view.version)
        os.write(out, f"{view.hand_ids[-1]} {number}\n".encode())


def run_writer_until_killed(db_path: Path, match_id: int, after: float) -> list[tuple[int, int]]:
    """Fork a writer, SIGKILL it ``after`` seconds later; the (hand id, index) it confirmed."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child never returns into pytest
        code = 0
        try:
            os.close(read_end)
            write_hands(db_path, match_id, write_end)
        except BaseException:
            code = 1
        os._exit(code)
    os.close(write_end)
    time.sleep(after)
    os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, status
    data = b""
    while chunk := os.read(read_end, 65536):
        data += chunk
    os.close(read_end)
    lines = data.decode().split("\n")[:-1]  # a line cut by the kill has no newline: not confirmed
    return [(int(a), int(b)) for a, b in (line.split() for line in lines)]


@pytest.mark.skipif(not hasattr(os, "fork") or not hasattr(signal, "SIGKILL"),
                    reason="needs fork and SIGKILL")
def test_twenty_kills_lose_no_confirmed_hand(db_path: Path) -> None:
    seed = random.randrange(1 << 30)
    draw = random.Random(seed)
    moments = [draw.uniform(0.0, 0.25) for _ in range(KILLS)]  # from the start to a few hands in
    match_id = Ledger(db_path).create_match(PLAYERS, first_dealer="Ann").id
    confirmed: list[tuple[int, int]] = []
    for after in moments:
        confirmed += run_writer_until_killed(db_path, match_id, after)
        assert query(db_path, "PRAGMA integrity_check") == [("ok",)], f"seed {seed}"

    view = Ledger(db_path).get_match(match_id)
    stored = list(view.hand_ids)
    ids = [hand_id for hand_id, _ in confirmed]
    assert len(set(ids)) == len(ids), f"seed {seed}: a hand id confirmed twice"
    for hand_id, number in confirmed:  # every confirmed hand is there, at its place
        assert stored.index(hand_id) == number, f"seed {seed}"
    # At most one hand per kill was committed but not yet reported; nothing else is there.
    assert len(confirmed) <= len(stored) <= len(confirmed) + KILLS
    assert confirmed, "the writers had time to record hands"
    # None twice: each stored hand was recorded once, in order, as the stream says.
    records = query(db_path, "SELECT hand_id FROM changes WHERE action = 'record' ORDER BY id")
    assert [r[0] for r in records] == stored
    assert view.version == 1 + len(stored)
    replay = tally(match_from_dict({"rules": "standard", "players": PLAYERS,
                                    "first_dealer": "Ann",
                                    "hands": [hand(i) for i in range(len(stored))]}))
    got, want = tally_dict(view.tally), tally_dict(replay)
    for key in ("games", "net", "balances", "dealers", "next_dealer"):
        assert got[key] == want[key], f"seed {seed}: {key}"
    assert [h["points"] for h in got["hands"]] == [h["points"] for h in want["hands"]]


def test_the_database_still_takes_hands_after_the_kills(db_path: Path) -> None:
    """After a kill, the next writer (the restarted app) records where the last one stopped."""
    match_id = Ledger(db_path).create_match(PLAYERS, first_dealer="Ann").id
    run_writer_until_killed(db_path, match_id, 0.1)
    ledger = Ledger(db_path)
    view = ledger.get_match(match_id)
    view = ledger.record_hand(match_id, hand(len(view.match.entries)), version=view.version)
    assert len(view.match.entries) >= 1
    assert query(db_path, "PRAGMA integrity_check") == [("ok",)]
