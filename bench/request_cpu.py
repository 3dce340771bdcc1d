"""CPU time of one recorded hand through the web app, without the HTTP server or clients.

Builds the app (`create_app`) on a temporary instance folder and a real SQLite file, opens a
session as a tablet does (``GET /api/csrf``), starts ``--matches`` matches, then records
``--hands`` hands round-robin into them through the app's WSGI callable — the same request a
tablet sends (JSON body, session cookie, ``X-CSRF-Token``), the same hands as
`bench/load_matches.py`. It times only the app's call (the request's environ is built
before the clock starts) with the thread's CPU clock, so the figure hardly depends on what
else the machine runs; the fsync of each commit is wall time, not CPU, and is left out.

Prints the median and mean CPU per recorded hand and, with ``--profile``, the functions that
took most of it (cProfile). Run by hand:

    PYTHONPATH=. .venv/bin/python bench/request_cpu.py [--hands 3000] [--matches 50] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from werkzeug.test import EnvironBuilder

REPOSITORY = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPOSITORY / "bench"))

from load_matches import HANDS, PLAYERS  # noqa: E402

Environ = dict[str, Any]


class Tablet:
    """One session: its cookie and CSRF token, requests built as werkzeug environs."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app
        self.cookie = ""
        self.token = ""

    def environ(self, method: str, path: str, body: Any = None) -> Environ:
        headers = {"Content-Type": "application/json"}
        if self.cookie:
            headers["Cookie"] = self.cookie
        if self.token:
            headers["X-CSRF-Token"] = self.token
        data = None if body is None else json.dumps(body)
        return EnvironBuilder(path=path, method=method, headers=headers, data=data,
                              base_url="http://127.0.0.1/",
                              environ_base={"REMOTE_ADDR": "127.0.0.1"}).get_environ()

    def send(self, environ: Environ) -> tuple[str, Any]:
        """The app's answer (status line and JSON) to a prepared request."""
        answer: dict[str, Any] = {}

        def start_response(status: str, headers: list[tuple[str, str]],
                           exc_info: Any = None) -> Callable[[bytes], None]:
            answer["status"] = status
            for name, value in headers:
                if name.lower() == "set-cookie":
                    self.cookie = value.split(";", 1)[0]
            return lambda data: None

        chunks = self.app(environ, start_response)
        body = b"".join(chunks)
        close = getattr(chunks, "close", None)
        if close is not None:
            close()
        return answer["status"], json.loads(body) if body else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--profile", action="store_true", help="print cProfile's top functions")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="scorekeeper-cpu-") as folder:
        for name in [name for name in os.environ if name.startswith("SCOREKEEPER_")]:
            del os.environ[name]
        os.environ["SCOREKEEPER_INSTANCE_PATH"] = folder
        from scorekeeper.web import create_app
        app = create_app()
        tablet = Tablet(app)
        tablet.token = tablet.send(tablet.environ("GET", "/api/csrf"))[1]["csrf_token"]
        matches = []
        for _ in range(args.matches):
            status, match = tablet.send(tablet.environ("POST", "/api/matches", {
                "players": PLAYERS, "first_dealer": "Bob", "name": "cpu"}))
            assert status.startswith("201"), (status, match)
            matches.append([match["id"], match["version"], 0])
        profile = cProfile.Profile() if args.profile else None
        times: list[float] = []
        for n in range(args.hands):
            match = matches[n % len(matches)]
            environ = tablet.environ("POST", f"/api/matches/{match[0]}/hands", {
                "version": match[1], "hand": HANDS[match[2] % len(HANDS)]})
            if profile is not None:
                profile.enable()
            began = time.thread_time()
            status, answer = tablet.send(environ)
            times.append(time.thread_time() - began)
            if profile is not None:
                profile.disable()
            if not status.startswith("201"):
                raise SystemExit(f"hand {n}: {status} {answer}")
            match[1] = answer["version"]
            match[2] += 1
    print(f"{args.hands} hands into {args.matches} matches through the WSGI app (no server): "
          f"CPU per hand median {statistics.median(times) * 1000:.3f} ms, "
          f"mean {statistics.fmean(times) * 1000:.3f} ms; load average "
          + " ".join(f"{value:.2f}" for value in os.getloadavg()))
    if profile is not None:
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats("cumulative").print_stats(60)
        print(out.getvalue())
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(40)
        print(out.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main())
