"""Several server processes on one listening socket (``scorekeeper serve --workers N``).

One Python process runs one request's Python code at a time (the GIL), so one process uses
one CPU however many threads it has. With ``--workers N`` the parent binds the port, then
forks N worker processes, each serving the same socket with its own app and threads: the
kernel hands each new connection to whichever worker accepts it first. What the workers
share lives in files, never in one worker's memory: the database (a change is checked
against the stored version; a kept fold is checked against the stored stamp), the
writers' turn (`scorekeeper.ledger.db.writers_turn`), the sign-in counts
(`scorekeeper.web.signin.ratelimit`) and the automatic backups' schedule.

The parent only supervises:

- a worker that dies is started again (after a pause, if workers keep dying at once);
- Ctrl+C (SIGINT, to the parent alone or to the terminal's whole group) stops every worker,
  each after the requests under way; a worker still running after `STOP_SECONDS` is killed;
- a parent killed outright (SIGKILL) takes its workers with it: each worker watches a
  pipe whose writing end only the parent holds and leaves as soon as it reads its end.

POSIX only (it forks); elsewhere serve runs one process.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Final

from ..wording import Wording
from ..wording.faults import fault_text

STOP_SECONDS: Final = 10.0
"""How long a worker may take to finish its requests once told to stop."""
RESTART_PAUSE: Final = 1.0
"""The wait before starting again a worker that died within `QUICK_DEATH` of its start."""
QUICK_DEATH: Final = 5.0

CAN_FORK: Final = hasattr(os, "fork")

Serve = Callable[[Sequence[socket.socket], int], int]
"""A worker's whole life: serve these listening sockets as worker number N, return its exit
status (called in the forked process)."""


def listening_sockets(host: str, port: int, backlog: int = 1024) -> list[socket.socket]:
    """Bind and listen on ``host``:``port`` as waitress would itself (every address the host
    name gives; port 0: one free port, the same for all). OSError if it cannot."""
    from waitress.adjustments import Adjustments

    bound: list[socket.socket] = []
    try:
        for family, kind, proto, address in Adjustments(host=host, port=port).listen:
            if port == 0 and bound:
                address = (address[0], bound[0].getsockname()[1], *address[2:])
            sock = socket.socket(family, kind, proto)
            bound.append(sock)
            if family == socket.AF_INET6:
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind(address)
            sock.listen(backlog)
    except BaseException:
        for sock in bound:
            sock.close()
        raise
    return bound


class Workers:
    """The parent's side: the worker processes, started, watched, restarted and stopped."""

    def __init__(self, count: int, sockets: Sequence[socket.socket], serve: Serve,
                 w: Wording) -> None:
        if count < 1:
            raise ValueError("at least one worker")
        self.w = w
        self.count = count
        self.sockets = list(sockets)
        self.serve = serve
        self.running: dict[int, int] = {}
        """Each running worker's number, by process id."""
        self._started: dict[int, float] = {}
        self._watch_read, self._watch_write = os.pipe()

    def start(self) -> None:
        """Start every worker."""
        for number in range(self.count):
            self._fork(number)

    def supervise(self) -> None:
        """Wait for workers to die and start them again, until Ctrl+C (KeyboardInterrupt)."""
        while True:
            pid, status = os.wait()
            number = self.running.pop(pid, None)
            if number is None:
                continue
            lived = time.monotonic() - self._started.pop(number, 0.0)
            self._say(self.w._("worker %(number)s (process %(pid)s) ended (%(how)s); starting "
                               "it again", number=str(number), pid=str(pid),
                               how=_how(status, self.w)))
            if lived < QUICK_DEATH:
                time.sleep(RESTART_PAUSE)
            self._fork(number)

    def stop(self) -> None:
        """Tell every worker to stop (SIGINT), wait for them, kill the ones that linger."""
        for pid in self.running:
            _signal(pid, signal.SIGINT)
        deadline = time.monotonic() + STOP_SECONDS
        while self.running and time.monotonic() < deadline:
            for pid in list(self.running):
                if _ended(pid):
                    self.running.pop(pid)
            time.sleep(0.02)
        for pid in list(self.running):
            _signal(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            self.running.pop(pid)
        os.close(self._watch_write)
        os.close(self._watch_read)

    def _fork(self, number: int) -> None:
        pid = os.fork()
        if pid == 0:  # the worker
            status = 1
            try:
                os.close(self._watch_write)
                _leave_with_parent(self._watch_read)
                _stop_once_on_interrupt()
                status = self.serve(self.sockets, number)
            except KeyboardInterrupt:
                status = 0
            except BaseException as error:  # a worker never returns into the parent's code
                self._say(self.w._("worker %(number)s stopped: %(why)s", number=str(number),
                                   why=fault_text(error, self.w)))
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(status)
        self.running[pid] = number
        self._started[number] = time.monotonic()

    @staticmethod
    def _say(line: str) -> None:
        print(f"scorekeeper serve: {line}", file=sys.stderr, flush=True)


def _leave_with_parent(watch: int) -> None:
    """End this worker at once when the parent is gone (its end of ``watch`` closes)."""
    def wait() -> None:
        try:
            while os.read(watch, 1):
                pass
        except OSError:
            pass
        os._exit(0)

    threading.Thread(target=wait, name="scorekeeper-parent-watch", daemon=True).start()


def _stop_once_on_interrupt() -> None:
    """The first SIGINT stops the worker's loop (KeyboardInterrupt); later ones are ignored,
    so that Ctrl+C (which reaches the worker itself, then again from the parent) cannot
    interrupt its stopping."""
    def interrupted(signum: int, frame: object) -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, interrupted)


def _signal(pid: int, number: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, number)


def _ended(pid: int) -> bool:
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return done == pid


def _how(status: int, w: Wording) -> str:
    if os.WIFSIGNALED(status):
        return w._("signal %(number)s", number=str(os.WTERMSIG(status)))
    return w._("exit status %(code)s", code=str(os.waitstatus_to_exitcode(status)))
