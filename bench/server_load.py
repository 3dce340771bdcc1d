"""Load on the real server: pages and POST /api/settle per second, median and 99th percentile.

Starts ``scorekeeper serve`` (waitress) on a free loopback port in a
subprocess with a temporary instance folder, then, for each kind of request,
has 20 concurrent clients (threads, one keep-alive connection each) send a
bounded number of requests between them. Every answer must be 200; anything
else is counted and printed as an error. Run by hand:

    PYTHONPATH=. /work/venv/bin/python bench/server_load.py [--clients 20] [--requests 2000]

The clients run on the same machine as the server, so on a small machine
they compete with it for the CPU: the figures are a floor.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPOSITORY = Path(__file__).resolve().parents[1]

HANDS: list[dict[str, Any]] = [
    {"knocker": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C", "defender": "2S 7S KH KD KC 4H 5H 6H JD QC",
     "names": ["Ann", "Bob"]},
    {"knocker": "AS 2S 3S 4H 5H 6H 9C 9D 9H 9S", "defender": "TC JC QC 2H 3H KD KH 5C 6D 8S"},
    {"knocker": "3S 4S 5S 6H 6D 6C 9C TC JC 2D", "defender": "7S 8S AH AD 4C 5H KH KD QS 9D",
     "rules": "oklahoma", "upcard": "5S"},
    {"knocker": "TS JS QS QH QD AC 2C 3C 4C 5C", "defender": "9S KS QC 7H 8H 9H 2D 3D 4D 6S",
     "set": {"knock_limit": 20}, "knocker_melds": "TS JS QS | AC 2C 3C 4C 5C"},
]

Request = tuple[str, str, bytes | None, dict[str, str]]
"""(method, path, body, headers)"""


def form_body(hand: dict[str, Any]) -> bytes:
    """The settle form's fields for the same hand as the API request ``hand``."""
    names = hand.get("names", ["", ""])
    fields = {"knocker": hand["knocker"], "defender": hand["defender"],
              "rules": hand.get("rules", "standard"), "upcard": hand.get("upcard", ""),
              "knocker_melds": hand.get("knocker_melds", ""),
              "knocker_name": names[0], "defender_name": names[1], **hand.get("set", {})}
    return urllib.parse.urlencode(fields).encode()


FORM = {"Content-Type": "application/x-www-form-urlencoded"}
JSON = {"Content-Type": "application/json"}

SCENARIOS: dict[str, Callable[[int], Request]] = {
    "GET /settle (form page)": lambda i: ("GET", "/settle", None, {}),
    "POST /settle (verdict page)": lambda i: ("POST", "/settle",
                                              form_body(HANDS[i % len(HANDS)]), FORM),
    "POST /api/settle": lambda i: ("POST", "/api/settle",
                                   json.dumps(HANDS[i % len(HANDS)]).encode(), JSON),
}


@contextmanager
def server(threads: int) -> Iterator[tuple[str, int]]:
    with tempfile.TemporaryDirectory(prefix="scorekeeper-bench-") as folder:
        env = {name: value for name, value in os.environ.items()
               if not name.startswith("SCOREKEEPER_")}
        env.update(PYTHONPATH=str(REPOSITORY), SCOREKEEPER_INSTANCE_PATH=folder,
                   PYTHONUNBUFFERED="1")
        process = subprocess.Popen(
            [sys.executable, "-m", "scorekeeper", "serve", "--port", "0",
             "--threads", str(threads), "--db", str(Path(folder) / "bench.db")],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        try:
            assert process.stdout is not None
            line = process.stdout.readline()
            found = re.search(r"http://(127\.0\.0\.1):(\d+)/", line)
            if not found:
                raise SystemExit(f"the server did not start: {line!r}")
            yield found.group(1), int(found.group(2))
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


@dataclass
class Result:
    name: str
    latencies: list[float]
    errors: list[str]
    seconds: float

    def line(self) -> str:
        ordered = sorted(self.latencies)
        p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else 0.0
        median = statistics.median(ordered) if ordered else 0.0
        rate = len(ordered) / self.seconds if self.seconds else 0.0
        return (f"{self.name:<30} {len(ordered):>6} {len(self.errors):>6} {rate:>9.0f} "
                f"{median * 1000:>10.1f} {p99 * 1000:>9.1f}")


def run(name: str, make: Callable[[int], Request], host: str, port: int, clients: int,
        total: int) -> Result:
    """``total`` requests shared by ``clients`` threads, each on its own keep-alive connection."""
    counter = iter(range(total))
    lock = threading.Lock()
    latencies: list[float] = []
    errors: list[str] = []
    start_line = threading.Barrier(clients + 1)

    def client() -> None:
        connection = http.client.HTTPConnection(host, port, timeout=30)
        start_line.wait()
        mine: list[float] = []
        while True:
            with lock:
                i = next(counter, None)
            if i is None:
                break
            method, path, body, headers = make(i)
            began = time.perf_counter()
            try:
                connection.request(method, path, body=body, headers=headers)
                response = connection.getresponse()
                response.read()
                status = response.status
            except (OSError, http.client.HTTPException) as error:
                with lock:
                    errors.append(f"{type(error).__name__}: {error}")
                connection.close()
                connection = http.client.HTTPConnection(host, port, timeout=30)
                continue
            mine.append(time.perf_counter() - began)
            if status != 200:
                with lock:
                    errors.append(f"status {status} for {method} {path}")
        connection.close()
        with lock:
            latencies.extend(mine)

    workers = [threading.Thread(target=client) for _ in range(clients)]
    for worker in workers:
        worker.start()
    start_line.wait()
    began = time.perf_counter()
    for worker in workers:
        worker.join()
    return Result(name, latencies, errors, time.perf_counter() - began)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--requests", type=int, default=2000, help="per kind of request")
    parser.add_argument("--threads", type=int, default=8, help="the server's threads")
    args = parser.parse_args()
    with server(args.threads) as (host, port):
        for make in SCENARIOS.values():  # warm up: imports, template compilation
            run("warm-up", make, host, port, 4, 40)
        print(f"{args.clients} concurrent clients, {args.requests} requests each kind, "
              f"server threads {args.threads}, {os.cpu_count()} CPUs")
        print(f"{'request':<30} {'done':>6} {'errors':>6} {'per s':>9} "
              f"{'median ms':>10} {'p99 ms':>9}")
        failed = False
        for name, make in SCENARIOS.items():
            result = run(name, make, host, port, args.clients, args.requests)
            print(result.line(), flush=True)
            for error in sorted(set(result.errors))[:5]:
                print(f"    error: {error}")
            failed = failed or bool(result.errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
