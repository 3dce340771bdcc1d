"""A crash at any moment loses no confirmed hand: `scorekeeper serve` killed with SIGKILL ten
times in the middle of a stream of hands recorded through the HTTP API.

One tablet records hands one after another, each against the version the
last answer gave. Meanwhile the test kills the server (SIGKILL: no cleanup,
as a power cut is to the process) at random moments, checks the database file
(``PRAGMA integrity_check``), and starts the server again on the same file and
port. A request cut off by the kill has an unknown outcome: the tablet reads
the match back and, if its hand is the last one stored, counts it as
recorded; otherwise it sends it again (with the same version: if it had been
stored, the version would refuse it, so no hand can be stored twice).

At the end: the database is intact; every hand whose POST was answered 201 is
there; the stored hands are exactly the hands sent, in order, each once; and
the totals the server gives are those of a replay of the hands through
`scorekeeper.ledger.tally`.
"""

from __future__ import annotations

import http.client
import random
import signal
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from http_client import Tablet
from server_process import launch, stop

from scorekeeper.ledger import match_from_dict, tally, tally_dict

KILLS = 10
PLAYERS = ["Ann", "Bob"]
RULES = {"preset": "standard", "target": 100_000}  # one long game: no new game to start


def hand(i: int) -> dict[str, object]:
    """Hand ``i`` of the stream: its knocker and counts tell it from every other hand."""
    return {"knocker": PLAYERS[i % 2], "knocker_deadwood": (i // 2) % 11,
            "defender_deadwood": 11 + (i // 22) % 80}


def index_of(stored: dict[str, object]) -> int:
    """Which hand of the stream a stored hand is (the inverse of `hand`)."""
    knocker = PLAYERS.index(str(stored["knocker"]))
    kd, dd = int(str(stored["knocker_deadwood"])), int(str(stored["defender_deadwood"]))
    return ((dd - 11) * 11 + kd) * 2 + knocker


def integrity(database: Path) -> str:
    with sqlite3.connect(database) as db:
        return str(db.execute("PRAGMA integrity_check").fetchone()[0])


class Stream(threading.Thread):
    """The tablet: records hand after hand until told to stop, riding out the kills."""

    def __init__(self, url: str, match_id: int, version: int) -> None:
        super().__init__(daemon=True)
        self.tablet = Tablet(url, timeout=10)
        self.match_id = match_id
        self.version = version
        self.next = 0
        self.confirmed: list[int] = []   # answered 201
        self.unanswered: list[int] = []  # cut off by a kill, found stored afterwards
        self.cut_off = 0
        self.halt = threading.Event()
        self.fault: str | None = None

    def _read_back(self) -> None:
        """After a cut-off request: was the hand stored? Wait for the server to be back."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                status, match = self.tablet.call("GET", f"/api/matches/{self.match_id}")
            except (OSError, http.client.HTTPException):
                time.sleep(0.05)
                continue
            assert status == 200, match
            if match["version"] == self.version + 1:
                last = match["entries"][-1]["input"]
                assert index_of(last) == self.next, (last, self.next)
                self.unanswered.append(self.next)
                self.next += 1
            else:
                assert match["version"] == self.version, (match["version"], self.version)
            self.version = match["version"]
            return
        raise AssertionError("the server did not come back")

    def run(self) -> None:
        try:
            while not self.halt.is_set():
                body = {"version": self.version, "hand": hand(self.next)}
                try:
                    status, answer = self.tablet.call(
                        "POST", f"/api/matches/{self.match_id}/hands", body)
                except (OSError, http.client.HTTPException):
                    self.cut_off += 1
                    self._read_back()
                    continue
                assert status == 201, (status, answer)
                self.confirmed.append(self.next)
                self.version = answer["version"]
                self.next += 1
        except Exception as error:  # reported to the test
            self.fault = f"{type(error).__name__}: {error}"
        finally:
            self.tablet.close()


@pytest.mark.slow
def test_sigkill_during_a_stream_of_hands_loses_nothing(tmp_path):
    seed = random.randrange(10**6)
    rng = random.Random(seed)
    database = tmp_path / "scorekeeper.db"
    process, url = launch(tmp_path)
    port = url.rsplit(":", 1)[1].strip("/")
    setup = Tablet(url)
    status, match = setup.call("POST", "/api/matches", {"players": PLAYERS, "rules": RULES,
                                                        "first_dealer": "Bob"})
    assert status == 201
    setup.close()
    stream = Stream(url, match["id"], match["version"])
    stream.start()
    try:
        for _ in range(KILLS):
            time.sleep(rng.uniform(0.15, 0.6))  # hands are being recorded meanwhile
            process.send_signal(signal.SIGKILL)
            stop(process)
            assert integrity(database) == "ok", f"seed {seed}"
            process, url = launch(tmp_path, "--port", port)
        time.sleep(0.3)
        stream.halt.set()
        stream.join(timeout=30)
    finally:
        stream.halt.set()
        stop(process)
    assert stream.fault is None, f"{stream.fault} (seed {seed})"
    assert integrity(database) == "ok"

    # Reopen the file as the server would, and read the match back.
    process, url = launch(tmp_path, "--port", port)
    try:
        reader = Tablet(url)
        status, stored = reader.call("GET", f"/api/matches/{match['id']}")
        reader.close()
    finally:
        stop(process)
    assert status == 200
    indices = [index_of(entry["input"]) for entry in stored["entries"]]
    assert indices == list(range(stream.next)), f"seed {seed}"  # each once, in order
    assert set(stream.confirmed) <= set(indices)
    assert sorted(stream.confirmed + stream.unanswered) == indices
    assert stream.cut_off >= 1, "no request was ever cut off: the kills missed the stream"
    assert len(stream.confirmed) >= 20
    print(f"{KILLS} kills (seed {seed}): {len(indices)} hands stored, {len(stream.confirmed)} "
          f"confirmed, {stream.cut_off} requests cut off, {len(stream.unanswered)} of them "
          "stored before the kill")

    replay = tally(match_from_dict({"players": PLAYERS, "rules": RULES, "first_dealer": "Bob",
                                    "hands": [hand(i) for i in indices]}))
    expected = tally_dict(replay)
    assert stored["tally"]["games"][-1]["points"] == expected["games"][-1]["points"]
    assert stored["tally"]["balances"] == expected["balances"]
    assert [h["points"] for h in stored["tally"]["hands"]] == [
        h["points"] for h in expected["hands"]]
