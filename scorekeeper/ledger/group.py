"""Group commit: the changes that queue up in one process while one is being written share
one transaction, and so one fsync.

Every change is still all or nothing and is committed before its call returns; only the
moment of the commit is shared. Each write transaction with ``synchronous=FULL`` waits for
the disk (an fsync, a few milliseconds), so one process committing changes one at a time
can never make more changes a second than the disk can sync; with many tablets recording at
once, the changes waiting for their turn are written together instead.

How: the first writer to come leads. It takes the writers' turn (`db.writers_turn`), opens
a transaction on the group's own connection and runs its change in a savepoint; then, while
other writers are waiting (and the batch is under `MAX_BATCH`), it lets each run its change
in a savepoint of the same transaction, in its own thread, one after another; then it
commits. A change that fails is rolled back to its savepoint alone (its caller gets the
error at once); a commit that fails fails every change of the batch (nothing of it was
written). Writers that come after a full batch wait for the next leader.
"""

from __future__ import annotations

import os
import threading
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from sqlite_utils import Database

from .db import turn_key, writers_turn

MAX_BATCH = 32
"""The most changes one transaction takes."""

QUEUED, RUN, RAN, LEAD, COMMITTED, FAILED = "queued", "run", "ran", "lead", "committed", "failed"


class _Ticket:
    """One writer's place: queued, told to run (or to lead), done, then committed or failed.
    Its thread waits on the ticket's own condition, so each step wakes only the thread it is
    for (one condition for all would wake every waiting writer at every step, each to find
    that it is not its turn yet: a dozen futile thread switches per change under load)."""

    def __init__(self, lock: threading.Lock) -> None:
        self.state = QUEUED
        self.error: BaseException | None = None
        self.turn = threading.Condition(lock)


class GroupWriter:
    """The write transactions of one process on one database file (see the module docstring).
    ``connection`` gives the connection the groups are written on (called by each leader);
    ``path`` is its database file."""

    def __init__(self, connection: Callable[[], Database], path: str | os.PathLike[str]) -> None:
        self._connection = connection
        self._path = turn_key(os.fspath(path))
        self._lock = threading.Lock()
        self._queue: deque[_Ticket] = deque()
        self._leader: _Ticket | None = None
        self._db: Database | None = None

    @contextmanager
    def change(self) -> Iterator[Database]:
        """One change: the block runs inside a savepoint of the group's transaction and, once
        it ends without an error, waits for the commit (an error rolls back the block only)."""
        ticket = _Ticket(self._lock)
        with self._lock:
            if self._leader is not None:
                self._queue.append(ticket)
                while ticket.state == QUEUED:
                    ticket.turn.wait()
            else:
                self._leader = ticket
                ticket.state = LEAD
        if ticket.state == LEAD:
            with self._lead() as db:
                yield db
            return
        shared = self._db
        assert shared is not None
        try:
            with _savepoint(shared):
                yield shared
        except BaseException:
            self._ran(ticket)
            raise
        self._ran(ticket)
        with self._lock:
            while ticket.state == RAN:
                ticket.turn.wait()
        if ticket.error is not None:
            raise ticket.error

    def _ran(self, ticket: _Ticket) -> None:
        """A follower's change has run: the leader may go on."""
        with self._lock:
            ticket.state = RAN
            assert self._leader is not None
            self._leader.turn.notify()

    @contextmanager
    def _lead(self) -> Iterator[Database]:
        """The leader's change, then the others', then the commit."""
        batch: list[_Ticket] = []
        try:
            with writers_turn(self._path):
                db = self._db = self._connection()
                db.conn.execute("BEGIN IMMEDIATE")
                own_error: BaseException | None = None
                try:
                    with _savepoint(db):
                        yield db
                except BaseException as error:  # the others still get their turn
                    own_error = error
                batch = self._run_followers()
                commit_error = _commit(db)
            self._settle(batch, commit_error)
            if own_error is not None:
                raise own_error
            if commit_error is not None:
                raise commit_error
        finally:
            self._hand_over()

    def _run_followers(self) -> list[_Ticket]:
        """Let the waiting writers run their changes, one after the other."""
        batch: list[_Ticket] = []
        with self._lock:
            leader = self._leader
            assert leader is not None
            while self._queue and len(batch) < MAX_BATCH - 1:
                ticket = self._queue.popleft()
                ticket.state = RUN
                ticket.turn.notify()
                while ticket.state == RUN:
                    leader.turn.wait()
                batch.append(ticket)
        return batch

    def _settle(self, batch: list[_Ticket], error: BaseException | None) -> None:
        with self._lock:
            for ticket in batch:
                ticket.error = error
                ticket.state = FAILED if error is not None else COMMITTED
                ticket.turn.notify()

    def _hand_over(self) -> None:
        """The next batch's leader: the first writer still waiting, if any."""
        with self._lock:
            self._db = None
            if self._queue:
                ticket = self._leader = self._queue.popleft()
                ticket.state = LEAD
                ticket.turn.notify()
            else:
                self._leader = None


@contextmanager
def _savepoint(db: Database) -> Iterator[None]:
    db.conn.execute("SAVEPOINT change")
    try:
        yield
    except BaseException:
        db.conn.execute("ROLLBACK TO change")
        db.conn.execute("RELEASE change")
        raise
    db.conn.execute("RELEASE change")


def _commit(db: Database) -> BaseException | None:
    """Commit the group's transaction; the error if it could not be (then nothing is kept)."""
    try:
        db.conn.execute("COMMIT")
    except BaseException as error:
        if db.conn.in_transaction:
            db.conn.execute("ROLLBACK")
        return error
    return None
