"""Printing on the real server: how long a sheet's PDF takes, and what it costs the others.

Starts ``scorekeeper serve`` (waitress, 8 threads) on a free loopback port with
a temporary instance folder and a match of 24 hands. Then, for 0, 1, 2 and 4
"printers" (threads that download the match's sheet PDF over and over), two
"tablets" ask for the match page for a few seconds; it prints the tablets'
median and 99th-percentile times beside the printers' PDF times. Every answer
must be a 200 (and a PDF for the printers). Run by hand:

    PYTHONPATH=. /work/venv/bin/python bench/print_load.py [--seconds 8]

Clients and server share the machine's CPUs: the figures are a floor.
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server_load import new_match, server


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def loop(host: str, port: int, path: str, until: float, times: list[float], errors: list[str],
         pdf: bool) -> None:
    """GET ``path`` until the clock passes ``until``, on one keep-alive connection."""
    connection = http.client.HTTPConnection(host, port, timeout=60)
    while time.perf_counter() < until:
        started = time.perf_counter()
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
        elapsed = time.perf_counter() - started
        if response.status != 200 or (pdf and not body.startswith(b"%PDF-")):
            errors.append(f"{path}: {response.status}")
        else:
            times.append(elapsed)
    connection.close()


def measure(host: str, port: int, match_id: int, printers: int,
            seconds: float) -> tuple[list[float], list[float], list[str]]:
    page_times: list[float] = []
    pdf_times: list[float] = []
    errors: list[str] = []
    until = time.perf_counter() + seconds
    threads = [threading.Thread(target=loop, args=(
        host, port, f"/matches/{match_id}/sheet.pdf", until, pdf_times, errors, True))
        for _ in range(printers)]
    threads += [threading.Thread(target=loop, args=(
        host, port, f"/matches/{match_id}", until, page_times, errors, False))
        for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return page_times, pdf_times, errors


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="each run (default 8)")
    args = parser.parse_args()
    with server(threads=8) as (host, port):
        match_id, _ = new_match(host, port, hands=24)
        loop(host, port, f"/matches/{match_id}/sheet.pdf", time.perf_counter() + 2, [], [], True)
        load = os.getloadavg()[0]
        print(f"match page (24 hands) from 2 tablets while printers download the match's sheet "
              f"PDF; server threads 8, {os.cpu_count()} CPUs, load average {load:.1f}")
        print(f"{'printers':>8} {'pages':>6} {'median ms':>10} {'p99 ms':>8}   "
              f"{'PDFs':>5} {'median ms':>10} {'p99 ms':>8} {'errors':>6}")
        for printers in (0, 1, 2, 4):
            pages, pdfs, errors = measure(host, port, match_id, printers, args.seconds)
            pdf_part = (f"{len(pdfs):>5} {statistics.median(pdfs) * 1000:>10.0f} "
                        f"{percentile(pdfs, 0.99) * 1000:>8.0f}" if pdfs else f"{'-':>5} "
                        f"{'-':>10} {'-':>8}")
            print(f"{printers:>8} {len(pages):>6} {statistics.median(pages) * 1000:>10.1f} "
                  f"{percentile(pages, 0.99) * 1000:>8.1f}   {pdf_part} {len(errors):>6}")
            for error in errors[:5]:
                print("  ", error)


if __name__ == "__main__":
    main()
