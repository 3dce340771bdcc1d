"""Engine speed, run by hand: `python bench/engine_bench.py [--hands N] [--seed S]`.

Prints the median and 99th-percentile time per hand for
  - deadwood of 10 cards (the least deadwood),
  - the 11-card knock options (the deadwood left by each discard, best first, filtered by the limit),
  - the whole 11-card answer (every discard best first: deadwood, melds, knock and gin; Big Gin),
  - a full settlement (the knocker's best layout, the defender's best melds and lay-offs, the score),
over a fixed, seeded set of hands. Settlement deals are random deals in which the knocker can knock
(drawn by rejection from uniformly random deals), so they are the hands the engine really settles.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.gin import DECK, Card, Rules, settle
from scorekeeper.gin.cards import mask_of
from scorekeeper.gin.deadwood import knock_options, min_deadwood
from scorekeeper.gin.discards import eleven_cards
from scorekeeper.gin.rules import rules_for
from scorekeeper.gin.scoring import knock_limit

CLOCKS = {"wall": time.perf_counter_ns, "cpu": time.thread_time_ns}
"""Wall time, and this thread's CPU time (which a busy machine's other processes do not inflate)."""


def timings(calls: Sequence[Callable[[], object]], clock: Callable[[], int]) -> list[float]:
    """Microseconds per call, each call timed on its own."""
    out = []
    for call in calls:
        start = clock()
        call()
        out.append((clock() - start) / 1000)
    return out


def timer_overhead(clock: Callable[[], int]) -> float:
    samples = []
    for _ in range(10_000):
        start = clock()
        samples.append(clock() - start)
    return statistics.median(samples) / 1000


def measure(name: str, calls: Sequence[Callable[[], object]]) -> None:
    parts = []
    for label, clock in CLOCKS.items():
        micros = sorted(timings(calls, clock))
        median = statistics.median(micros)
        p99 = micros[int(len(micros) * 0.99) - 1]
        parts.append(f"{label} median {median:7.2f} µs p99 {p99:8.2f} µs "
                     f"(timer {timer_overhead(clock):.2f})")
    print(f"{name:<36} n={len(calls):>6}  " + "  |  ".join(parts))


def knocking_deals(rng: random.Random, count: int) -> list[tuple[list[Card], list[Card]]]:
    deals = []
    deck = list(DECK)
    while len(deals) < count:
        rng.shuffle(deck)
        knocker, defender = deck[:10], deck[10:20]
        if min_deadwood(mask_of(knocker)) <= 10:
            deals.append((list(knocker), list(defender)))
    return deals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rules = Rules()
    limit = knock_limit(rules)

    tens = [mask_of(rng.sample(DECK, 10)) for _ in range(args.hands)]
    elevens = [mask_of(rng.sample(DECK, 11)) for _ in range(args.hands)]
    deals = knocking_deals(rng, args.hands)
    print(f"Python {sys.version.split()[0]}, {args.hands} hands a test, seed {args.seed}")

    any_rules = Rules(knocker_layout="any")
    for h in tens:  # warm up
        min_deadwood(h)
    measure("deadwood, 10 cards", [lambda h=h: min_deadwood(h) for h in tens])
    measure("knock options, 11 cards", [lambda h=h: knock_options(h, limit) for h in elevens])
    measure("whole 11-card answer", [lambda h=h: eleven_cards(h, limit) for h in elevens])
    corner = rules_for("round_the_corner").melding
    measure("deadwood, 10 cards, round the corner", [lambda h=h: corner.min_deadwood(h) for h in tens])
    measure("full settlement (knocking deals)", [lambda k=k, d=d: settle(k, d, rules) for k, d in deals])
    measure("full settlement, knocker_layout=any",
            [lambda k=k, d=d: settle(k, d, any_rules) for k, d in deals])
    corner_rules = rules_for("round_the_corner", {"ace_points": 1})  # every deal still knocks
    measure("full settlement, round_the_corner",
            [lambda k=k, d=d: settle(k, d, corner_rules) for k, d in deals])


if __name__ == "__main__":
    main()
