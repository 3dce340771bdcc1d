"""How often one address may try the passphrase: a few failures a minute, then a growing wait.

Each client address may fail ``attempts`` times within ``window`` seconds;
the failure that reaches the count locks it out for ``window`` seconds (so at
most ``attempts`` guesses a window are ever checked); each lockout after that
doubles the wait (1, 2, 4, ... minutes, at most an hour) until the address
signs in or stays quiet for an hour. While locked out, even the right
passphrase is refused (otherwise the lockout would not slow a guesser down).

The served app keeps the counts in a file of the instance folder
(`FileRecords`, ``signin-attempts.json``, locked while read and written):
``scorekeeper serve`` runs several worker processes, and a guesser whose
connections reach different workers must meet one count, not one per worker.
The counts outlive a restart too. Behind a reverse proxy set ``PROXIES`` so
that the address is the client's, not the proxy's (docs/security.md).
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final, Protocol

from flask import Flask, current_app

from ... import file_locks

MAX_WAIT: Final = 3600.0
FORGET_AFTER: Final = 3600.0
MAX_ADDRESSES: Final = 10_000
FILE_NAME: Final = "signin-attempts.json"


@dataclass
class _Record:
    failures: list[float] = field(default_factory=list)
    lockouts: int = 0
    locked_until: float = 0.0
    last_seen: float = 0.0


Records = dict[str, _Record]


class RecordStore(Protocol):
    """Where the counts are kept: ``changing()`` holds them, alone, for one read or change."""

    def changing(self) -> AbstractContextManager[Records]: ...


class MemoryRecords:
    """The counts in this process's memory (one process's threads share them)."""

    def __init__(self) -> None:
        self._records: Records = {}
        self._lock = threading.Lock()

    @contextmanager
    def changing(self) -> Iterator[Records]:
        with self._lock:
            yield self._records


class FileRecords:
    """The counts in a JSON file, shared by every process that opens it: each read or change
    holds an ``flock`` on the file (and this process's lock, for its threads). A file that
    cannot be read as counts is started again empty; one that cannot be opened at all (a
    folder made read-only) leaves the counts in this process's memory meanwhile."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._fallback = MemoryRecords()

    @contextmanager
    def changing(self) -> Iterator[Records]:
        with self._lock:
            try:
                handle = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError:
                with self._fallback.changing() as records:
                    yield records
                return
            with open(handle, "r+", encoding="utf-8") as file:
                file_locks.lock(file.fileno())
                records = _parsed(file.read())
                before = _dumped(records)
                yield records
                after = _dumped(records)
                if after != before:
                    file.seek(0)
                    file.truncate()
                    file.write(after)
                    file.flush()
            # closing the file releases the lock


def _dumped(records: Records) -> str:
    return json.dumps({address: asdict(record) for address, record in records.items()},
                      sort_keys=True)


def _parsed(text: str) -> Records:
    try:
        found: Any = json.loads(text) if text.strip() else {}
        return {str(address): _Record(failures=[float(t) for t in kept["failures"]],
                                      lockouts=int(kept["lockouts"]),
                                      locked_until=float(kept["locked_until"]),
                                      last_seen=float(kept["last_seen"]))
                for address, kept in found.items()}
    except (ValueError, TypeError, KeyError, AttributeError):
        return {}


class SignInLimiter:
    """Failed sign-ins per address (thread-safe; process-safe on a `FileRecords`). ``clock``
    is `time.time` unless a test drives the time itself; ``store`` is memory unless given."""

    def __init__(self, attempts: int = 5, window: float = 60.0,
                 clock: Callable[[], float] = time.time,
                 store: RecordStore | None = None) -> None:
        if attempts < 1 or window <= 0:
            raise ValueError("attempts must be at least 1 and window positive")
        self.attempts = attempts
        self.window = window
        self.clock = clock
        self.store: RecordStore = store if store is not None else MemoryRecords()

    def wait_for(self, address: str) -> float:
        """Seconds ``address`` must wait before its next try (0: it may try now)."""
        now = self.clock()
        with self.store.changing() as records:
            record = records.get(address)
            if record is None:
                return 0.0
            # at most the longest wait, even if the clock was set back meanwhile
            return min(MAX_WAIT, max(0.0, record.locked_until - now))

    def failed(self, address: str) -> float:
        """Count a wrong passphrase; returns the wait it brings on (0 while under the limit)."""
        now = self.clock()
        with self.store.changing() as records:
            _prune(records, now)
            record = records.setdefault(address, _Record())
            if now - record.last_seen > FORGET_AFTER:
                record.lockouts = 0  # quiet for an hour: the next lockout is short again
            record.last_seen = now
            record.failures = [t for t in record.failures if 0 <= now - t < self.window]
            record.failures.append(now)
            if len(record.failures) < self.attempts:
                return 0.0
            record.failures.clear()
            record.lockouts += 1
            wait = min(MAX_WAIT, self.window * float(2 ** min(record.lockouts - 1, 32)))
            record.locked_until = now + wait
            return wait

    def succeeded(self, address: str) -> None:
        """The address signed in: its count starts again."""
        with self.store.changing() as records:
            records.pop(address, None)


def _prune(records: Records, now: float) -> None:
    if len(records) < MAX_ADDRESSES // 10:
        return
    stale = [address for address, record in records.items()
             if now - record.last_seen > FORGET_AFTER and now >= record.locked_until]
    for address in stale:
        del records[address]
    while len(records) >= MAX_ADDRESSES:  # a flood of addresses: drop the oldest
        oldest = min(records, key=lambda a: records[a].last_seen)
        del records[oldest]


LIMITER: Final = "scorekeeper.signin_limiter"


def install(app: Flask) -> None:
    """Give the app its one limiter, as its settings say (``SIGNIN_ATTEMPTS``, ``SIGNIN_WINDOW``),
    counting in the instance folder's `FILE_NAME`."""
    app.extensions[LIMITER] = SignInLimiter(
        int(app.config["SIGNIN_ATTEMPTS"]), float(app.config["SIGNIN_WINDOW"]),
        store=FileRecords(Path(app.instance_path) / FILE_NAME))


def limiter() -> SignInLimiter:
    """The current app's limiter."""
    return current_app.extensions[LIMITER]  # type: ignore[no-any-return]
