"""`scorekeeper serve`: the web app on waitress (a production WSGI server, never Flask's own).

It listens on 127.0.0.1 unless ``--host`` says otherwise. Served beyond this
computer, the app asks for the household passphrase (``REQUIRE_PASSPHRASE``
left at ``auto`` becomes true): with none set, serve asks for one on the
terminal, or, without a terminal, refuses to start and says to run
``scorekeeper passphrase``.
"""

from __future__ import annotations

import argparse
import gc
import ipaddress
import logging
import os
import signal
import socket
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from flask import Flask

from ..cli import cli_wording, environment_wording
from ..errors import AppError
from ..gin.phrases import N_
from ..wording import Wording
from .workers import CAN_FORK, Workers, listening_sockets

ALL_INTERFACES = {"0.0.0.0", "::", ""}
NEEDS_PASSPHRASE = N_("serving to the network needs a household passphrase, and none is set: "
                      "run `scorekeeper passphrase` first (or serve on 127.0.0.1 only)")


DEFAULT_THREADS = 48
"""Requests served at once. A change waits for the disk (its commit's fsync) with other
changes queued behind it (`scorekeeper.ledger.group`); with fewer threads than tablets
recording, every thread can end up waiting there while the next requests wait for a thread,
and the CPU idles through the fsync. With a thread for each of up to 48 tablets, requests
are read and answered meanwhile, and more changes share each commit (bench/load_matches.py:
50 tablets got 230 hands/s from 8 threads, about 300 from 48, on a two-core machine). An idle
thread costs next to nothing."""


AUTO_WORKERS_MOST = 4
MAX_WORKERS = 64
DEFAULT_WORKERS = min((os.cpu_count() or 1) + 1, AUTO_WORKERS_MOST) if CAN_FORK else 1
"""Processes serving at once (`workers`): one Python process runs Python on one CPU at a
time, so with a single one a two-core machine served 50 tablets at 270-340 hands/s (p99 280-360
ms) with its second core mostly idle; with 3 workers 380-430 hands/s (p99 220-270 ms), with 4
390-445 (p99 205-225 ms): docs/ledger.md. One more worker than CPUs: the connections share
out more evenly than with one per CPU (each keeps to the worker that accepted it), and a
worker reading a photo leaves the others to record hands."""


def register(subparsers: Any, w: Wording) -> None:
    serve = subparsers.add_parser(
        "serve",
        help=w._("serve the app to open in a browser (a tablet on the same network)"),
        description=w._("Serve the app with waitress. It listens on this computer only "
                        "(127.0.0.1) unless --host says otherwise; --host 0.0.0.0 serves every "
                        "network interface, and the addresses a tablet can use are printed. "
                        "Served to the network, every device signs in once with the household "
                        "passphrase (set it with %(command)s; asked for here on a terminal if "
                        "none is set).", command="`scorekeeper passphrase`"),
    )
    serve.add_argument("--host", default="127.0.0.1", metavar=w._("HOST"),
                       help=w._("address to listen on (default 127.0.0.1; 0.0.0.0: the "
                                "network)"))
    serve.add_argument("--port", type=int, default=8000, metavar=w._("PORT"),
                       help=w._("port (default 8000; 0 picks a free one)"))
    serve.add_argument("--db", metavar=w._("PATH"),
                       help=w._("the SQLite file of the match ledger (default: %(file)s in the "
                                "instance folder)", file="scorekeeper.db"))
    serve.add_argument("--threads", type=int, default=DEFAULT_THREADS, metavar=w._("THREADS"),
                       help=w._("requests served at once (default %(count)s)",
                                count=str(DEFAULT_THREADS)))
    serve.add_argument("--workers", type=int, default=DEFAULT_WORKERS, metavar=w._("WORKERS"),
                       help=w._("processes serving requests (default %(count)s here: one more than "
                                "the CPUs, at most %(most)s)", count=str(DEFAULT_WORKERS),
                                most=str(AUTO_WORKERS_MOST)))
    serve.set_defaults(func=run_serve)


def prepare_database(app: Flask) -> Path:
    """Create the match ledger's database on first start, or bring its schema up to date, and
    take the start's automatic backup (the app's one ledger is opened here).

    A file that is not a scorekeeper database (or is damaged) is refused with a
    message naming it; it is never overwritten.
    """
    from ..web.core.ledger_access import ledger

    with app.app_context():
        return ledger().path


def checkpoint_in_background(app: Flask) -> None:
    """The served ledger folds its write-ahead log back into the file from a thread of its
    own, not inside a commit that tablets wait for (`scorekeeper.ledger.checkpoints`)."""
    from ..web.core.ledger_access import ledger

    with app.app_context():
        ledger().checkpoint_in_background()


def back_up_in_background(app: Flask) -> None:
    """The served ledger takes its automatic backups from a thread of its own, not inside
    the request whose change made one due (`scorekeeper.ledger.backups.BackupThread`)."""
    from ..web.core.ledger_access import ledger

    with app.app_context():
        ledger().back_up_in_background()


def build_app(db: str | None, host: str = "127.0.0.1") -> Flask:
    """The app for ``--db`` and ``--host``: served beyond loopback, ``REQUIRE_PASSPHRASE``
    ``auto`` becomes true (every device, this computer's too, signs in)."""
    from ..web import create_app
    from ..web.core.access import AUTO, is_loopback

    overrides = {"DATABASE": str(Path(db).expanduser().resolve())} if db else None
    app = create_app(overrides)
    if app.config["REQUIRE_PASSPHRASE"] == AUTO and not is_loopback(host):
        app.config["REQUIRE_PASSPHRASE"] = True
    return app


def ensure_passphrase(app: Flask, interactive: bool) -> None:
    """When the app requires the passphrase and none is set: ask for one on the terminal, or
    refuse to start (a server nobody could sign in to, or an open one, is not served)."""
    from ..web.core import passphrase

    if app.config["REQUIRE_PASSPHRASE"] is not True:
        return
    if passphrase.load(app.instance_path) is not None:
        return
    if not interactive:
        raise AppError(NEEDS_PASSPHRASE)
    from .passphrase import ask_new, set_passphrase

    w = environment_wording()
    print(w._("Serving to the network: tablets and phones will be asked for a household "
              "passphrase, and none is set yet."), file=sys.stderr, flush=True)
    path = set_passphrase(Path(app.instance_path), ask_new())
    print(w._("The household passphrase is set (its hash is kept in %(file)s).",
              file=str(path)), file=sys.stderr, flush=True)


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses that another device on the network can reach."""
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        found.extend(str(info[4][0]) for info in infos)
    except OSError:
        pass
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        # Connecting a UDP socket sends nothing; it picks the interface of the default route.
        probe.connect(("192.0.2.1", 9))
        found.append(probe.getsockname()[0])
    except OSError:
        pass
    finally:
        probe.close()
    usable = []
    for address in found:
        ip = ipaddress.ip_address(address)
        if not (ip.is_loopback or ip.is_unspecified or ip.is_link_local) and address not in usable:
            usable.append(address)
    return usable


def _url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def announce(host: str, port: int, out: TextIO, database: Path | None = None,
             passphrase: bool | str = "auto", w: Wording | None = None) -> None:
    """Say where to open the app (and, serving the network, from which addresses, and whether
    the household passphrase is asked: ``passphrase`` is ``REQUIRE_PASSPHRASE``), in ``w``'s
    language (the environment's when not given)."""
    w = w or environment_wording()
    asks = w._("Opening it asks for the household passphrase (once per device).")
    if host in ALL_INTERFACES:
        print(w._("Scorekeeper is serving on every network interface, port %(port)s.",
                  port=str(port)), file=out)
        print("  " + w._("On this computer: %(url)s", url=_url("127.0.0.1", port)), file=out)
        addresses = lan_addresses()
        for address in addresses:
            print("  " + w._("On a tablet or phone on the same network: %(url)s",
                             url=_url(address, port)), file=out)
        if not addresses:
            print("  " + w._("(No network address found: is this computer on a network?)"),
                  file=out)
        if passphrase is not False:
            print(f"  {asks}", file=out)
        else:
            print("  " + w._("Anyone on this network can open it (REQUIRE_PASSPHRASE is off)."),
                  file=out)
    else:
        print(w._("Scorekeeper is serving at %(url)s", url=_url(host, port)), file=out)
        if passphrase is True:
            print(asks, file=out)
    if database is not None:
        print(w._("Matches are kept in %(file)s", file=str(database)), file=out)
    print(w._("Press Ctrl+C to stop."), file=out, flush=True)


YOUNG_COLLECTION_EVERY = 10_000
"""Allocations between two collections of the youngest objects (Python's default: 700)."""


def settle_memory() -> None:
    """Before serving: collect once, then keep what start-up made (the imports, the app, its
    templates and rules tables: about 130,000 objects) out of the cycle collector's view
    (`gc.freeze`); otherwise each full collection walks all of them while every request
    waits (100-250 ms here, several times a minute under load). And collect the youngest
    objects every `YOUNG_COLLECTION_EVERY` allocations instead of 700: a request makes
    thousands, nearly all freed at once by their reference counts, so most of those
    collections found nothing. Whatever the requests leave behind is still collected."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_COLLECTION_EVERY, middle, old)


def stop_on_interrupt() -> None:
    """Ctrl+C stops the server, as its start line says, even when it was started with SIGINT
    ignored: a shell starting a command in the background (``scorekeeper serve &`` in a
    script) ignores SIGINT for it, and Python then leaves it ignored."""
    signal.signal(signal.SIGINT, signal.default_int_handler)


QUEUE_NOTE_SECONDS = 60.0


class Sparse(logging.Filter):
    """Lets one record through per ``seconds``: waitress warns "Task queue depth is N" for
    every request that finds all threads busy, which under load is every request (a line
    on the terminal each time, and CPU taken from the requests); one a minute still says
    the server is saturated."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds
        self._last = -seconds

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        if now - self._last < self.seconds:
            return False
        self._last = now
        return True


def run_serve(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        raise AppError(N_("%(flag)s must be between 0 and 65535, not %(port)s"),
                       flag="--port", port=str(args.port))
    if not 1 <= args.threads <= 256:
        raise AppError(N_("%(flag)s must be between 1 and 256, not %(threads)s"),
                       flag="--threads", threads=str(args.threads))
    if not 1 <= args.workers <= MAX_WORKERS:
        raise AppError(N_("%(flag)s must be between 1 and %(most)s, not %(workers)s"),
                       flag="--workers", most=str(MAX_WORKERS), workers=str(args.workers))
    app = build_app(args.db, args.host)
    ensure_passphrase(app, sys.stdin.isatty())
    database = prepare_database(app)
    w = cli_wording(args)
    if args.workers > 1 and CAN_FORK:
        return serve_in_workers(app, args, database, w)
    return serve_here(app, args, database, w)


def serve_here(app: Flask, args: argparse.Namespace, database: Path, w: Wording) -> int:
    """Serve ``app`` from this process alone."""
    import waitress

    checkpoint_in_background(app)
    back_up_in_background(app)
    try:
        server = waitress.create_server(app, host=args.host, port=args.port,
                                        threads=args.threads, ident="scorekeeper")
    except OSError as error:
        raise _cannot_listen(args, error) from None
    quiet_queue_notes()
    settle_memory()
    stop_on_interrupt()
    try:
        announce(args.host, int(getattr(server, "effective_port", args.port)), sys.stdout,
                 database, app.config["REQUIRE_PASSPHRASE"], w)
        server.run()  # waitress ends its loop on Ctrl+C itself and returns
    except KeyboardInterrupt:
        pass  # Ctrl+C before the loop had started
    finally:
        server.close()
    print(w._("Stopped."), file=sys.stdout)
    return 0


def serve_in_workers(app: Flask, args: argparse.Namespace, database: Path, w: Wording) -> int:
    """Serve from ``--workers`` processes on one socket (`workers`); this process binds it,
    supervises them and stops them. ``app`` (already checked and its database prepared) is
    closed first: no connection to the database crosses a fork."""
    close_ledger(app)
    try:
        sockets = listening_sockets(args.host, args.port)
    except OSError as error:
        raise _cannot_listen(args, error) from None

    def serve(shared: Sequence[socket.socket], number: int) -> int:
        return serve_worker(args, shared, number)

    workers = Workers(args.workers, sockets, serve, w)
    stop_on_interrupt()
    try:
        workers.start()
        announce(args.host, int(sockets[0].getsockname()[1]), sys.stdout, database,
                 app.config["REQUIRE_PASSPHRASE"], w)
        workers.supervise()
    except KeyboardInterrupt:
        pass
    finally:
        workers.stop()
        for sock in sockets:
            sock.close()
    print(w._("Stopped."), file=sys.stdout)
    return 0


def serve_worker(args: argparse.Namespace, sockets: Sequence[socket.socket], number: int) -> int:
    """One worker process: its own app on the shared sockets, until Ctrl+C. Worker 0 also
    runs the background checkpoints (one process doing them is enough)."""
    import waitress

    app = build_app(args.db, args.host)
    prepare_database(app)
    if number == 0:
        checkpoint_in_background(app)
    back_up_in_background(app)
    server = waitress.create_server(app, sockets=list(sockets), threads=args.threads,
                                    ident="scorekeeper")
    quiet_queue_notes()
    settle_memory()
    try:
        server.run()
    finally:
        server.close()
    return 0


def close_ledger(app: Flask) -> None:
    """Close the app's connections to its database (the ledger opens them again if used)."""
    from ..web.core.ledger_access import ledger

    with app.app_context():
        ledger().close()


def quiet_queue_notes() -> None:
    logging.getLogger("waitress.queue").addFilter(Sparse(QUEUE_NOTE_SECONDS))


def _cannot_listen(args: argparse.Namespace, error: OSError) -> AppError:
    return AppError(N_("cannot listen on %(host)s port %(port)s: %(why)s"), host=args.host,
                    port=str(args.port), why=str(error.strerror or error))
