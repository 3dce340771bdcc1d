"""Ledger figures, run by hand: `PYTHONPATH=. python bench/ledger_bench.py`.

Prints how long `tally` takes over a long match from the cards, then, on a real
SQLite file, how long recording a hand, correcting the last hand, undoing, reading
the match and writing the answers take in a match of 5, 100 and 500 hands, and
how the 500-hand figures compare with the 5-hand ones (issue 11: within 2x).
The times include SQLite's fsync of each commit (``synchronous=FULL``), so they
depend on the disk and on what else the machine is doing; the "(CPU)" rows are the
thread's CPU time of the same calls, which the wait for the disk does not count and a
busy machine hardly inflates.
"""

from __future__ import annotations

import json
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from scorekeeper.gin import DECK, format_cards, min_deadwood
from scorekeeper.gin.cards import mask_of
from scorekeeper.ledger import Ledger, MatchSnapshot, match_from_dict, tally

SIZES = (5, 100, 500)
ROUNDS = 30


def card_hands(count: int, seed: int = 1) -> list[dict[str, Any]]:
    """Random deals where Ann can knock, as hands from the cards."""
    rng = random.Random(seed)
    hands: list[dict[str, Any]] = []
    while len(hands) < count:
        deck = list(DECK)
        rng.shuffle(deck)
        ann, bob = deck[:10], deck[10:20]
        if min_deadwood(mask_of(ann)) <= 10:
            hands.append({"cards": {"Ann": format_cards(ann), "Bob": format_cards(bob)},
                          "knocker": "Ann"})
    return hands


def evening(count: int) -> list[dict[str, Any]]:
    """A match's hands: counts, a hand from the cards, a wash, gin, an undercut, in turn."""
    cards = card_hands(count // 5 + 1)
    kinds: list[Callable[[int], dict[str, Any]]] = [
        lambda n: {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20},
        lambda n: cards[n // 5],
        lambda n: {"wash": True},
        lambda n: {"knocker": "Bob", "gin": True, "defender_deadwood": 25},
        lambda n: {"knocker": "Bob", "knocker_deadwood": 9, "defender_deadwood": 9},
    ]
    return [kinds[n % len(kinds)](n) for n in range(count)]


def timed(action: Callable[[], Any], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def median(times: list[float]) -> float:
    return statistics.median(times)


def sized(ledger: Ledger, count: int) -> dict[str, float]:
    """Medians (ms) of each operation on a match of ``count`` hands (kept at that size: each
    recorded hand is undone again, untimed)."""
    view = ledger.import_match({"players": ["Ann", "Bob"], "first_dealer": "Bob",
                                "hands": evening(count)})
    ledger.get_match(view.id)  # as a running app would have it: read once
    extra = evening(count + 1)[-1]
    figures: dict[str, list[float]] = {name: [] for name in (
        "record", "correct last", "undo", "get", "change JSON", "whole JSON")}
    sizes: dict[str, int] = {}
    cpu: dict[str, list[float]] = {"record": [], "correct last": [], "undo": []}
    for _ in range(ROUNDS):
        start, used = time.perf_counter(), time.thread_time()
        changed = ledger.record_hand(view.id, extra, version=view.version)
        figures["record"].append((time.perf_counter() - start) * 1000)
        cpu["record"].append((time.thread_time() - used) * 1000)
        start = time.perf_counter()
        answer = json.dumps(changed.change_dict())
        figures["change JSON"].append((time.perf_counter() - start) * 1000)
        sizes["change"] = len(answer)
        last = changed.hand_ids[-1]
        start, used = time.perf_counter(), time.thread_time()
        changed = ledger.correct_hand(view.id, last, extra, version=changed.version)
        figures["correct last"].append((time.perf_counter() - start) * 1000)
        cpu["correct last"].append((time.thread_time() - used) * 1000)
        changed = ledger.undo(view.id, version=changed.version)  # the correction
        start, used = time.perf_counter(), time.thread_time()
        view = ledger.undo(view.id, version=changed.version)  # the hand
        figures["undo"].append((time.perf_counter() - start) * 1000)
        cpu["undo"].append((time.thread_time() - used) * 1000)
    figures.update({f"{name} (CPU)": times for name, times in cpu.items()})
    for _ in range(ROUNDS):
        start = time.perf_counter()
        read: MatchSnapshot = ledger.get_match(view.id)
        figures["get"].append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        whole = json.dumps(read.to_dict())
        figures["whole JSON"].append((time.perf_counter() - start) * 1000)
        sizes["whole"] = len(whole)
    out = {name: median(times) for name, times in figures.items()}
    out.update({f"{name} bytes": float(size) for name, size in sizes.items()})
    return out


def main() -> None:
    hands = card_hands(100)
    for preset in ("standard", "hollywood"):
        match = match_from_dict({"rules": preset, "players": ["Ann", "Bob"], "hands": hands})
        runs = timed(lambda match=match: tally(match), 10)
        print(f"tally, {preset}, 100 hands from the cards: median {median(runs):.1f} ms")
    with tempfile.TemporaryDirectory() as folder:
        ledger = Ledger(Path(folder) / "bench.db")
        results = {count: sized(ledger, count) for count in SIZES}
        ledger.close()
    names = list(results[SIZES[0]])
    print(f"\nmedian of {ROUNDS}, ms (bytes for the sizes)")
    print(f"{'':<18}" + "".join(f"{f'{count} hands':>12}" for count in SIZES)
          + f"{'500 / 5':>10}")
    for name in names:
        row = [results[count][name] for count in SIZES]
        ratio = row[-1] / row[0] if row[0] else float("nan")
        cells = "".join(f"{value:>12.0f}" if "bytes" in name else f"{value:>12.2f}"
                        for value in row)
        print(f"{name:<18}{cells}{ratio:>10.2f}")


if __name__ == "__main__":
    main()
