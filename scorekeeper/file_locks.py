"""Whole-file locks shared between processes (``flock``), where the system has them.

The server's worker processes take turns through them: the database's writers
(`scorekeeper.ledger.db.writers_turn`) and the sign-in counts
(`scorekeeper.web.signin.ratelimit`). Where there is no ``fcntl`` (not POSIX) the server
runs one process, and `lock` and `unlock` do nothing: `AVAILABLE` says which.
"""

from __future__ import annotations

from typing import Final

try:
    import fcntl
except ImportError:  # not POSIX
    fcntl = None  # type: ignore[assignment]

AVAILABLE: Final = fcntl is not None


def lock(handle: int) -> None:
    """Wait for, then hold, the lock of the open file ``handle`` (its open file description:
    a descriptor inherited through a fork shares it)."""
    if fcntl is not None:
        fcntl.flock(handle, fcntl.LOCK_EX)


def unlock(handle: int) -> None:
    """Let go of the lock `lock` took (closing the file lets go of it too)."""
    if fcntl is not None:
        fcntl.flock(handle, fcntl.LOCK_UN)
