"""Under load: 50 tablets recording hands into 50 matches for a minute against the real server.

Starts ``scorekeeper serve`` (waitress) on a free loopback port with a
temporary instance folder. Each client is a tablet of its own (its own
session cookie and CSRF token, one keep-alive connection) with a match of its
own, started before the clock; for the duration it records hands one after
another, each against the version the previous answer gave (hands from the
counts, from the cards, washes, gin, undercuts: the games run on past the
target into new games). Then it checks, for every match:

- no error: every answer was 201 (an exception or another status is counted);
- no hand lost or doubled: the stored hands are exactly the hands the client
  was told were recorded, in order;
- the final totals equal a replay of those hands through
  `scorekeeper.ledger.tally` (every game's points, the balances).

It prints the throughput, the median, 90th, 99th percentile and worst
latency of a recorded hand, the CPU time the server process spent per recorded
hand (user + system, from /proc; the figure that does not depend on what else
the machine runs), the clients' own CPU, and the load average before and after,
and exits 1 if any check failed. Run by hand:

    PYTHONPATH=. /work/venv/bin/python bench/load_matches.py [--clients 50] [--seconds 60]

The clients run on the same machine as the server and compete with it for the
CPUs: the figures are a floor.
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPOSITORY = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPOSITORY / "tests" / "web"))  # the tests' HTTP tablet and launcher

from http_client import Tablet  # noqa: E402
from server_process import launch, stop  # noqa: E402

from scorekeeper.commands.serve import DEFAULT_THREADS, DEFAULT_WORKERS  # noqa: E402
from scorekeeper.ledger import match_from_dict, tally, tally_dict  # noqa: E402

PLAYERS = ["Ann", "Bob"]
CARDS = {"Ann": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C", "Bob": "2S 7S KH KD KC 4H 5H 6H JD QC"}
HANDS: list[dict[str, Any]] = [
    {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20},
    {"cards": CARDS, "knocker": "Ann"},
    {"wash": True},
    {"knocker": "Bob", "gin": True, "defender_deadwood": 25},
    {"knocker": "Bob", "knocker_deadwood": 9, "defender_deadwood": 9},
    {"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 31},
]
"""A rotation: counts, cards, a wash, gin, an undercut; about a game every seven hands."""


class Client(threading.Thread):
    def __init__(self, url: str, start_line: threading.Barrier, stop_at: list[float]) -> None:
        super().__init__(daemon=True)
        self.tablet = Tablet(url, timeout=60)
        self.start_line = start_line
        self.stop_at = stop_at
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.told: list[int] = []  # indices into HANDS of the hands answered 201
        status, match = self.tablet.call("POST", "/api/matches", {
            "players": PLAYERS, "first_dealer": "Bob", "name": "load"})
        if status != 201:
            raise SystemExit(f"could not start a match: {status} {match}")
        self.match_id = match["id"]
        self.version = match["version"]

    def run(self) -> None:
        self.start_line.wait()
        n = 0
        while time.perf_counter() < self.stop_at[0]:
            body = {"version": self.version, "hand": HANDS[n % len(HANDS)]}
            began = time.perf_counter()
            try:
                status, answer = self.tablet.call(
                    "POST", f"/api/matches/{self.match_id}/hands", body)
            except (OSError, http.client.HTTPException) as error:
                self.errors.append(f"{type(error).__name__}: {error}")
                continue
            self.latencies.append(time.perf_counter() - began)
            if status != 201:
                self.errors.append(f"status {status}: {str(answer)[:120]}")
                if status == 409:  # cannot happen with one client a match; resynchronise
                    self.version = self.tablet.call("GET", f"/api/matches/{self.match_id}"
                                                    )[1]["version"]
                continue
            self.version = answer["version"]
            self.told.append(n % len(HANDS))
            n += 1
        self.tablet.close()

    def outcome(self) -> Outcome:
        return Outcome(self.match_id, self.latencies, self.errors, self.told)


@dataclass
class Outcome:
    """What one client did: its match, the latency of each answer, its faults, the hands (as
    indices into HANDS) it was told were recorded."""

    match_id: int
    latencies: list[float]
    errors: list[str]
    told: list[int]


def check(url: str, outcome: Outcome) -> list[str]:
    """Faults of a client's match: lost or doubled hands, totals unlike a replay."""
    tablet = Tablet(url, timeout=60)
    status, stored = tablet.call("GET", f"/api/matches/{outcome.match_id}")
    tablet.close()
    if status != 200:
        return [f"match {outcome.match_id}: GET answered {status}"]
    inputs = [entry["input"] for entry in stored["entries"] if "new_game" not in entry["input"]]
    expected = [HANDS[i] for i in outcome.told]
    faults = []
    if len(inputs) != len(expected):
        faults.append(f"match {outcome.match_id}: {len(expected)} hands recorded, "
                      f"{len(inputs)} stored")
    replay = tally_dict(tally(match_from_dict({"players": PLAYERS, "first_dealer": "Bob",
                                                "hands": expected})))
    ours = stored["tally"]
    if [g["points"] for g in ours["games"]] != [g["points"] for g in replay["games"]]:
        faults.append(f"match {outcome.match_id}: game totals differ from the replay")
    if ours["balances"] != replay["balances"]:
        faults.append(f"match {outcome.match_id}: balances differ from the replay")
    return faults


def run_clients(url: str, count: int, seconds: float, ready: Callable[[], None]
                ) -> tuple[list[Outcome], float]:
    """``count`` clients in threads of this process, each with its match; they start when
    ``ready`` returns and stop ``seconds`` later. Their outcomes and this process's CPU."""
    start_line = threading.Barrier(count + 1)
    stop_at = [float("inf")]
    clients = [Client(url, start_line, stop_at) for _ in range(count)]
    for client in clients:
        client.start()
    ready()
    start_line.wait()
    cpu = time.process_time()
    stop_at[0] = time.perf_counter() + seconds
    for client in clients:
        client.join()
    return [client.outcome() for client in clients], time.process_time() - cpu


def client_process(url: str, count: int, seconds: float, barrier: Any, results: Any) -> None:
    """One process of clients (``--processes``): it waits at ``barrier`` with the others,
    then puts its outcomes and its CPU on ``results``."""
    outcomes, cpu = run_clients(url, count, seconds, barrier.wait)
    results.put(([vars(outcome) for outcome in outcomes], cpu))


def clients_in_processes(url: str, clients: int, processes: int, seconds: float,
                         started: Callable[[], None]) -> tuple[list[Outcome], float]:
    """The clients shared out between ``processes`` processes (each with its own interpreter,
    as tablets are separate devices: one process's threads would queue for one interpreter
    lock, and their waits would be counted as the server's latency)."""
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(processes + 1)
    results = context.Queue()
    shares = [clients // processes + (1 if i < clients % processes else 0)
              for i in range(processes)]
    workers = [context.Process(target=client_process, args=(url, share, seconds, barrier,
                                                            results), daemon=True)
               for share in shares]
    for worker in workers:
        worker.start()
    barrier.wait()
    started()
    outcomes: list[Outcome] = []
    cpu = 0.0
    for _ in workers:
        done, used = results.get()
        outcomes.extend(Outcome(**outcome) for outcome in done)
        cpu += used
    for worker in workers:
        worker.join()
    return outcomes, cpu


def process_cpu(pid: int) -> float:
    """User + system CPU seconds a process and its running child processes (serve's workers)
    have used so far (Linux /proc), 0.0 elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return 0.0
    own = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return own + sum(process_cpu(int(child)) for child in children)


def load_average() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def percentile(ordered: list[float], fraction: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] if ordered else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--threads", type=int, default=DEFAULT_THREADS,
                        help=f"the server's threads (default: serve's own, {DEFAULT_THREADS})")
    parser.add_argument("--workers", type=int, default=DEFAULT_WORKERS,
                        help=f"the server's worker processes (default: serve's own, "
                             f"{DEFAULT_WORKERS} here)")
    parser.add_argument("--processes", type=int, default=1,
                        help="client processes the clients are shared between (default 1: "
                             "all in threads of this one)")
    parser.add_argument("--backup-every", help="the server's BACKUP_EVERY (default: its own)")
    parser.add_argument("--backup-keep", help="the server's BACKUP_KEEP (0: no automatic "
                                              "backups; default: its own)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="scorekeeper-load-") as folder:
        env = {name: value for name, value in (("SCOREKEEPER_BACKUP_EVERY", args.backup_every),
                                               ("SCOREKEEPER_BACKUP_KEEP", args.backup_keep))
               if value is not None}
        process, url = launch(Path(folder), "--threads", str(args.threads),
                              "--workers", str(args.workers), env=env)
        try:
            clock: dict[str, Any] = {}

            def started() -> None:
                clock.update(load=load_average(), began=time.perf_counter(),
                             server=process_cpu(process.pid))

            if args.processes > 1:
                outcomes, clients_cpu = clients_in_processes(url, args.clients, args.processes,
                                                             args.seconds, started)
            else:
                outcomes, clients_cpu = run_clients(url, args.clients, args.seconds, started)
            elapsed = time.perf_counter() - clock["began"]
            server_cpu = process_cpu(process.pid) - clock["server"]
            load_after = load_average()
            faults = [fault for outcome in outcomes for fault in check(url, outcome)]
        finally:
            stop(process)
    latencies = sorted(t for outcome in outcomes for t in outcome.latencies)
    errors = [error for outcome in outcomes for error in outcome.errors]
    hands = sum(len(outcome.told) for outcome in outcomes)
    per_match = [len(outcome.told) for outcome in outcomes]
    print(f"{args.clients} clients ({args.processes} process{'es' if args.processes > 1 else ''})"
          f", one match each, {elapsed:.0f} s, server workers {args.workers} × threads "
          f"{args.threads}, "
          f"{os.cpu_count()} CPUs (clients on the same machine)")
    print(f"hands recorded: {hands} ({hands / elapsed:.1f} per s), per match "
          f"{min(per_match)} to {max(per_match)}")
    print(f"latency of a recorded hand: median {statistics.median(latencies) * 1000:.0f} ms, "
          f"p90 {percentile(latencies, 0.90) * 1000:.0f} ms, "
          f"p99 {percentile(latencies, 0.99) * 1000:.0f} ms, "
          f"max {latencies[-1] * 1000:.0f} ms" if latencies else "no hand recorded")
    if hands:
        print(f"CPU per recorded hand: server {server_cpu / hands * 1000:.2f} ms "
              f"({server_cpu / elapsed:.2f} CPUs busy), clients "
              f"{clients_cpu / hands * 1000:.2f} ms; load average before {clock['load']}, "
              f"after {load_after}")
    print(f"errors: {len(errors)}; lost or doubled hands, totals unlike the replay: "
          f"{len(faults)}")
    for line in sorted(set(errors))[:5] + faults[:5]:
        print(f"    {line}")
    return 1 if errors or faults or not hands else 0


if __name__ == "__main__":
    sys.exit(main())
