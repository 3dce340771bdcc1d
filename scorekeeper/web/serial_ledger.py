"""The web app's ledger: within one server process, changes wait their turn in a queue.

SQLite lets one writer in at a time; a writer that finds the database busy
sleeps and tries again (up to 100 ms between tries), so under many tablets at
once a writer can keep losing to newcomers and wait seconds. In the server, a
change first takes this process's writer lock instead, so the writers of the
waitress threads queue up and none sleeps while the database is free.
Readers are not held up (WAL: they never wait for a writer), and other
processes (the command line) still meet SQLite's own wait.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any, Final

from ..ledger.service import Ledger

WRITES: Final = ("create_match", "import_match", "record_hand", "start_new_game",
                 "correct_hand", "delete_hand", "undo", "finish_match", "reopen_match")
"""The `Ledger` methods that change the database."""


class SerialLedger(Ledger):
    """A `Ledger` whose changes run one at a time in this process (reads run freely)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._writer = threading.RLock()  # re-entrant: start_new_game records a marker
        super().__init__(*args, **kwargs)


def _one_at_a_time(name: str) -> Callable[..., Any]:
    method = getattr(Ledger, name)

    @functools.wraps(method)
    def change(self: SerialLedger, *args: Any, **kwargs: Any) -> Any:
        with self._writer:
            return method(self, *args, **kwargs)

    return change


for _name in WRITES:
    setattr(SerialLedger, _name, _one_at_a_time(_name))
