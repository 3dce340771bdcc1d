"""Load on the real server: pages and API calls per second, median and 99th percentile.

Starts ``scorekeeper serve`` (waitress) on a free loopback port in a
subprocess with a temporary instance folder, then, for each kind of request,
has 20 concurrent clients (threads, one keep-alive connection each) send a
bounded number of requests between them. Every answer must be the expected
status (200; 201 for a recorded hand); anything else is counted and printed
as an error. The match page is a match of 24 hands, and one of 500 (served one at a time with
``--clients 1``, its time is what the page costs); recording hands gives
each client a match of its own (a version moves on with each hand, so
clients sharing one match would refuse each other's stale changes), and at
the end every match must hold exactly the hands its client was told were
recorded. Run by hand:

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

MATCH_HANDS: list[dict[str, Any]] = [
    {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20},
    {"cards": {"Ann": HANDS[0]["knocker"], "Bob": HANDS[0]["defender"]}, "knocker": "Ann"},
    {"wash": True},
    {"knocker": "Bob", "gin": True, "defender_deadwood": 25},
    {"cards": {"Bob": HANDS[1]["knocker"], "Ann": HANDS[1]["defender"]}, "knocker": "Bob"},
    {"knocker": "Bob", "knocker_deadwood": 9, "defender_deadwood": 9},
]
"""Hands for a match of Ann and Bob: counts, cards, a wash, gin, an undercut."""


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


def join_session(host: str, port: int) -> None:
    """Every request of the benchmark carries one session's cookie and its CSRF token (as a
    tablet's pages and scripts do): ``GET /api/csrf`` gives both."""
    connection = http.client.HTTPConnection(host, port, timeout=30)
    try:
        connection.request("GET", "/api/csrf")
        response = connection.getresponse()
        token = json.loads(response.read())["csrf_token"]
        cookie = response.headers["Set-Cookie"].split(";", 1)[0]
    finally:
        connection.close()
    for headers in (FORM, JSON):
        headers.update({"Cookie": cookie, "X-CSRF-Token": token})

class Scenario:
    """One kind of request: what client ``c`` sends as request ``i``, and what it expects."""

    status = 200

    def setup(self, host: str, port: int, clients: int) -> None:
        """Prepare what the requests need (matches), before the clock starts."""

    def request(self, client: int, i: int) -> Request:
        raise NotImplementedError

    def answered(self, client: int, status: int, body: bytes) -> None:
        """See each answer (a recorded hand's new version)."""

    def check(self, host: str, port: int) -> list[str]:
        """Faults found after the run (hands lost or counted twice)."""
        return []


class Fixed(Scenario):
    def __init__(self, make: Callable[[int], Request]) -> None:
        self.make = make

    def request(self, client: int, i: int) -> Request:
        return self.make(i)


def call(host: str, port: int, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    """One JSON request on its own connection (setting up and checking, not timed)."""
    connection = http.client.HTTPConnection(host, port, timeout=30)
    try:
        data = None if body is None else json.dumps(body).encode()
        connection.request(method, path, body=data, headers=JSON)
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        connection.close()


def new_match(host: str, port: int, hands: int = 0) -> tuple[int, int]:
    """A match of Ann and Bob with ``hands`` hands recorded: (id, version)."""
    status, match = call(host, port, "POST", "/api/matches",
                         {"players": ["Ann", "Bob"], "first_dealer": "Bob"})
    if status != 201:
        raise SystemExit(f"could not start a match: {status} {match}")
    for n in range(hands):
        status, match = call(host, port, "POST", f"/api/matches/{match['id']}/hands",
                             {"version": match["version"],
                              "hand": MATCH_HANDS[n % len(MATCH_HANDS)]})
        if status != 201:
            raise SystemExit(f"could not record a hand: {status} {match}")
    return match["id"], match["version"]


class MatchPage(Scenario):
    def __init__(self, hands: int) -> None:
        self.hands = hands

    def setup(self, host: str, port: int, clients: int) -> None:
        self.match_id, _ = new_match(host, port, hands=self.hands)

    def request(self, client: int, i: int) -> Request:
        return ("GET", f"/matches/{self.match_id}", None, {})


class RecordHand(Scenario):
    """Each client records hands into matches of its own, carrying the version each answer
    gives; after ``per_match`` hands (an evening's match) it moves on to a fresh match, so the
    figures do not depend on how many requests were asked for."""

    status = 201

    def __init__(self, total: int, per_match: int) -> None:
        self.total = total
        self.per_match = per_match

    def setup(self, host: str, port: int, clients: int) -> None:
        needed = -(-self.total // clients // self.per_match) + 1  # a spare: shares are uneven
        self.matches = [[list(new_match(host, port)) for _ in range(needed)]
                        for _ in range(clients)]
        self.recorded = [[0] * needed for _ in range(clients)]

    def _current(self, client: int) -> int:
        counts = self.recorded[client]
        return next((n for n, count in enumerate(counts) if count < self.per_match),
                    len(counts) - 1)

    def request(self, client: int, i: int) -> Request:
        n = self._current(client)
        match_id, version = self.matches[client][n]
        hand = MATCH_HANDS[self.recorded[client][n] % len(MATCH_HANDS)]
        body = json.dumps({"version": version, "hand": hand}).encode()
        return ("POST", f"/api/matches/{match_id}/hands", body, JSON)

    def answered(self, client: int, status: int, body: bytes) -> None:
        if status == self.status:
            n = self._current(client)
            self.matches[client][n][1] = json.loads(body)["version"]
            self.recorded[client][n] += 1

    def check(self, host: str, port: int) -> list[str]:
        faults = []
        for matches, counts in zip(self.matches, self.recorded, strict=True):
            for (match_id, _), told in zip(matches, counts, strict=True):
                _, match = call(host, port, "GET", f"/api/matches/{match_id}")
                stored = len(match["tally"]["hands"])
                if stored != told:
                    faults.append(f"match {match_id}: {told} hands recorded, {stored} stored")
        return faults


def scenarios(total: int, per_match: int) -> dict[str, Scenario]:
    return {
        "GET /settle (form page)": Fixed(lambda i: ("GET", "/settle", None, {})),
        "POST /settle (verdict page)": Fixed(lambda i: (
            "POST", "/settle", form_body(HANDS[i % len(HANDS)]), FORM)),
        "POST /api/settle": Fixed(lambda i: (
            "POST", "/api/settle", json.dumps(HANDS[i % len(HANDS)]).encode(), JSON)),
        "GET /matches/ID (24 hands)": MatchPage(24),
        "GET /matches/ID (500 hands)": MatchPage(500),
        "POST /api/matches/ID/hands": RecordHand(total, per_match),
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
            join_session(found.group(1), int(found.group(2)))
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


def run(name: str, scenario: Scenario, host: str, port: int, clients: int,
        total: int) -> Result:
    """``total`` requests shared by ``clients`` threads, each on its own keep-alive connection."""
    scenario.setup(host, port, clients)
    counter = iter(range(total))
    lock = threading.Lock()
    latencies: list[float] = []
    errors: list[str] = []
    start_line = threading.Barrier(clients + 1)

    def client(me: int) -> None:
        connection = http.client.HTTPConnection(host, port, timeout=30)
        start_line.wait()
        mine: list[float] = []
        while True:
            with lock:
                i = next(counter, None)
            if i is None:
                break
            method, path, body, headers = scenario.request(me, i)
            began = time.perf_counter()
            try:
                connection.request(method, path, body=body, headers=headers)
                response = connection.getresponse()
                answer = response.read()
                status = response.status
            except (OSError, http.client.HTTPException) as error:
                with lock:
                    errors.append(f"{type(error).__name__}: {error}")
                connection.close()
                connection = http.client.HTTPConnection(host, port, timeout=30)
                continue
            mine.append(time.perf_counter() - began)
            scenario.answered(me, status, answer)
            if status != scenario.status:
                with lock:
                    errors.append(f"status {status} for {method} {path}")
        connection.close()
        with lock:
            latencies.extend(mine)

    workers = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for worker in workers:
        worker.start()
    start_line.wait()
    began = time.perf_counter()
    for worker in workers:
        worker.join()
    seconds = time.perf_counter() - began
    errors.extend(scenario.check(host, port))
    return Result(name, latencies, errors, seconds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--requests", type=int, default=2000, help="per kind of request")
    parser.add_argument("--threads", type=int, default=8, help="the server's threads")
    parser.add_argument("--hands-per-match", type=int, default=30,
                        help="hands each client records into one match before a fresh one")
    parser.add_argument("--only", action="append", default=[], metavar="REQUEST",
                        help="run only the kinds of request whose name starts with this "
                             "(repeatable), e.g. --only 'GET /matches/ID (500'")
    args = parser.parse_args()

    def chosen(total: int) -> dict[str, Scenario]:
        return {name: scenario for name, scenario in scenarios(total, args.hands_per_match).items()
                if not args.only or any(name.startswith(prefix) for prefix in args.only)}

    with server(args.threads) as (host, port):
        for scenario in chosen(40).values():  # warm up
            run("warm-up", scenario, host, port, 4, 40)
        print(f"{args.clients} concurrent clients, {args.requests} requests each kind, "
              f"server threads {args.threads}, {os.cpu_count()} CPUs; hands recorded "
              f"{args.hands_per_match} to a match")
        print(f"{'request':<30} {'done':>6} {'errors':>6} {'per s':>9} "
              f"{'median ms':>10} {'p99 ms':>9}")
        failed = False
        for name, scenario in chosen(args.requests).items():
            result = run(name, scenario, host, port, args.clients, args.requests)
            print(result.line(), flush=True)
            for error in sorted(set(result.errors))[:5]:
                print(f"    error: {error}")
            failed = failed or bool(result.errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
