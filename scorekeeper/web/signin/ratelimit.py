"""How often one address may try the passphrase: a few failures a minute, then a growing wait.

Each client address may fail ``attempts`` times within ``window`` seconds;
the failure that reaches the count locks it out for ``window`` seconds (so at
most ``attempts`` guesses a window are ever checked); each lockout after that
doubles the wait (1, 2, 4, ... minutes, at most an hour) until the address
signs in or stays quiet for an hour. While locked out, even the right
passphrase is refused (otherwise the lockout would not slow a guesser down).

The counts live in memory: ``scorekeeper serve`` is one process (waitress
threads share this object), and a restart forgets them, which costs a guesser
the restart's time anyway. Behind a reverse proxy set ``PROXIES`` so that the
address is the client's, not the proxy's (docs/security.md).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from flask import Flask, current_app

MAX_WAIT: Final = 3600.0
FORGET_AFTER: Final = 3600.0
MAX_ADDRESSES: Final = 10_000


@dataclass
class _Record:
    failures: list[float] = field(default_factory=list)
    lockouts: int = 0
    locked_until: float = 0.0
    last_seen: float = 0.0


class SignInLimiter:
    """Failed sign-ins per address (thread-safe). ``clock`` is `time.monotonic` unless a test
    drives the time itself."""

    def __init__(self, attempts: int = 5, window: float = 60.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if attempts < 1 or window <= 0:
            raise ValueError("attempts must be at least 1 and window positive")
        self.attempts = attempts
        self.window = window
        self.clock = clock
        self._records: dict[str, _Record] = {}
        self._lock = threading.Lock()

    def wait_for(self, address: str) -> float:
        """Seconds ``address`` must wait before its next try (0: it may try now)."""
        now = self.clock()
        with self._lock:
            record = self._records.get(address)
            if record is None:
                return 0.0
            return max(0.0, record.locked_until - now)

    def failed(self, address: str) -> float:
        """Count a wrong passphrase; returns the wait it brings on (0 while under the limit)."""
        now = self.clock()
        with self._lock:
            self._prune(now)
            record = self._records.setdefault(address, _Record())
            if now - record.last_seen > FORGET_AFTER:
                record.lockouts = 0  # quiet for an hour: the next lockout is short again
            record.last_seen = now
            record.failures = [t for t in record.failures if now - t < self.window]
            record.failures.append(now)
            if len(record.failures) < self.attempts:
                return 0.0
            record.failures.clear()
            record.lockouts += 1
            wait = min(MAX_WAIT, self.window * float(2 ** (record.lockouts - 1)))
            record.locked_until = now + wait
            return wait

    def succeeded(self, address: str) -> None:
        """The address signed in: its count starts again."""
        with self._lock:
            self._records.pop(address, None)

    def _prune(self, now: float) -> None:
        if len(self._records) < MAX_ADDRESSES // 10:
            return
        stale = [address for address, record in self._records.items()
                 if now - record.last_seen > FORGET_AFTER and now >= record.locked_until]
        for address in stale:
            del self._records[address]
        while len(self._records) >= MAX_ADDRESSES:  # a flood of addresses: drop the oldest
            oldest = min(self._records, key=lambda a: self._records[a].last_seen)
            del self._records[oldest]


LIMITER: Final = "scorekeeper.signin_limiter"


def install(app: Flask) -> None:
    """Give the app its one limiter, as its settings say (``SIGNIN_ATTEMPTS``, ``SIGNIN_WINDOW``)."""
    app.extensions[LIMITER] = SignInLimiter(int(app.config["SIGNIN_ATTEMPTS"]),
                                            float(app.config["SIGNIN_WINDOW"]))


def limiter() -> SignInLimiter:
    """The current app's limiter."""
    return current_app.extensions[LIMITER]  # type: ignore[no-any-return]
