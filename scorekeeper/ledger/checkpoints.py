"""Folding the write-ahead log back into the database file from a thread of its own.

In WAL mode a commit appends the change to the log (``<db>-wal``) and syncs the log; that is
what makes it durable. Now and then the log is copied back into the database file (a
checkpoint, with syncs of its own). By default SQLite does that inside the commit that
takes the log past 1,000 pages: under load that commit — and, with group commit, every
change of its batch and every change queued behind it — waits 20-80 ms more (measured here
about once every 300 commits). A `Checkpointer` does it instead from a thread of its own,
every `CHECK_EVERY` seconds, as a PASSIVE checkpoint (it never blocks a reader or a writer,
and copies only what no reader still needs); the writers' own checkpoint stays as a safety
net, at `FALLBACK_PAGES`, in case this thread falls behind or stops. Durability is
unchanged: a change is on disk once its commit synced the log, whenever the checkpoint runs.

The web server (``scorekeeper serve``) runs one (`Ledger.checkpoint_in_background`); the
command line's short-lived processes keep SQLite's default.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Final

from .daemons import Daemon
from .db import Connections

log = logging.getLogger("scorekeeper.checkpoints")

CHECK_EVERY: Final = 1.0
"""Seconds between two background checkpoints."""
FALLBACK_PAGES: Final = 10_000
"""The writers' own automatic checkpoint (``wal_autocheckpoint``, pages of the log) while a
`Checkpointer` runs: 40 MB of log, reached only if it falls behind."""


class Checkpointer(Daemon):
    """A daemon thread checkpointing ``path``'s write-ahead log every ``every`` seconds, on a
    connection of its own (opened again when the file is replaced, as `Connections` does);
    `stop` closes it."""

    name = "scorekeeper-checkpoints"

    def __init__(self, path: Path, every: float = CHECK_EVERY) -> None:
        self.path = path
        self.every = every
        self.checkpoints = 0
        """How many checkpoints it ran."""
        self.last_error: str | None = None
        """Why the latest checkpoint failed (None once one succeeds)."""
        super().__init__()

    def _run(self) -> None:
        connections = Connections(self.path)
        try:
            while not self._stop.wait(self.every):
                self.checkpoint(connections)
        finally:
            connections.close()

    def checkpoint(self, connections: Connections) -> None:
        """One PASSIVE checkpoint; a failure is logged and kept in `last_error` (the writers'
        own checkpoint still bounds the log), never raised."""
        try:
            connections.get().conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        except (sqlite3.Error, OSError) as error:
            self.last_error = f"the background checkpoint of {self.path} failed: {error}"
            log.warning("%s", self.last_error)
            return
        self.checkpoints += 1
        self.last_error = None
