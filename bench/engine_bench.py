"""Engine speed, run by hand: `python bench/engine_bench.py [--hands N] [--seed S]`.

Prints the median and 99th-percentile time per hand for
  - deadwood of 10 cards (the least deadwood),
  - the 11-card knock options (the deadwood left by each discard, best first, filtered by the limit),
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
from scorekeeper.gin.scoring import knock_limit


def timings(calls: Sequence[Callable[[], object]]) -> list[float]:
    """Microseconds per call, each call timed on its own."""
    clock = time.perf_counter_ns
    out = []
    for call in calls:
        start = clock()
        call()
        out.append((clock() - start) / 1000)
    return out


def timer_overhead() -> float:
    clock = time.perf_counter_ns
    samples = []
    for _ in range(10_000):
        start = clock()
        samples.append(clock() - start)
    return statistics.median(samples) / 1000


def report(name: str, micros: list[float], overhead: float) -> None:
    micros = sorted(micros)
    median = statistics.median(micros)
    p99 = micros[int(len(micros) * 0.99) - 1]
    print(f"{name:<34} n={len(micros):>6}  median {median:7.2f} µs  p99 {p99:8.2f} µs  "
          f"(timer overhead {overhead:.2f} µs included)")


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
    overhead = timer_overhead()
    rules = Rules()
    limit = knock_limit(rules)

    tens = [mask_of(rng.sample(DECK, 10)) for _ in range(args.hands)]
    elevens = [mask_of(rng.sample(DECK, 11)) for _ in range(args.hands)]
    deals = knocking_deals(rng, args.hands)
    print(f"Python {sys.version.split()[0]}, {args.hands} hands a test, seed {args.seed}")

    for _ in range(2):  # warm up, then measure
        deadwood = timings([lambda h=h: min_deadwood(h) for h in tens])
    report("deadwood, 10 cards", deadwood, overhead)
    options = timings([lambda h=h: knock_options(h, limit) for h in elevens])
    report("knock options, 11 cards", options, overhead)
    settlements = timings([lambda k=k, d=d: settle(k, d, rules) for k, d in deals])
    report("full settlement (knocking deals)", settlements, overhead)
    any_rules = Rules(knocker_layout="any")
    settlements_any = timings([lambda k=k, d=d: settle(k, d, any_rules) for k, d in deals])
    report("full settlement, knocker_layout=any", settlements_any, overhead)


if __name__ == "__main__":
    main()
