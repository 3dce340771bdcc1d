"""A daemon thread of the ledger's own (the background checkpoints, the background backups):
started once, stopped after the work under way."""

from __future__ import annotations

import threading
from typing import ClassVar


class Daemon:
    """Runs `_run` on a daemon thread named `name` until `stop`; `_run` watches
    ``self._stop``."""

    name: ClassVar[str] = "scorekeeper-daemon"

    def __init__(self) -> None:
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)

    def start(self) -> None:
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self) -> None:
        """Stop the thread, after the work under way if any."""
        self._stop.set()
        self._wake()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join()

    def _wake(self) -> None:
        """Make the thread look at ``self._stop`` now (a daemon waiting on another event)."""

    def _run(self) -> None:
        raise NotImplementedError
