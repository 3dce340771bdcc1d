"""Ledger figures, run by hand: `PYTHONPATH=. python bench/ledger_bench.py`.

Prints how long `tally` takes over a long match from the cards, and how long
recording, correcting and reading a hand take on a real SQLite file.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from scorekeeper.gin import DECK, format_cards, min_deadwood
from scorekeeper.gin.cards import mask_of
from scorekeeper.ledger import Ledger, match_from_dict, tally


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


def timed(action: Any, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    hands = card_hands(100)
    for preset in ("standard", "hollywood"):
        match = match_from_dict({"rules": preset, "players": ["Ann", "Bob"], "hands": hands})
        runs = timed(lambda match=match: tally(match), 10)
        print(f"tally, {preset}, 100 hands from the cards: median {statistics.median(runs):.1f} ms")
    with tempfile.TemporaryDirectory() as folder:
        ledger = Ledger(Path(folder) / "bench.db")
        view = ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
        record = []
        for hand in hands[:50]:
            start = time.perf_counter()
            view = ledger.record_hand(view.id, hand, version=view.version)
            record.append((time.perf_counter() - start) * 1000)
        print(f"record a hand (match of up to 50 hands): median {statistics.median(record):.1f} ms,"
              f" max {max(record):.1f} ms")
        first = view.hand_id(1)
        correct = timed(lambda: ledger.correct_hand(
            view.id, first, hands[1], version=ledger.get_match(view.id).version), 10)
        print(f"correct hand 1 of 50 (read + write): median {statistics.median(correct):.1f} ms")
        read = timed(lambda: ledger.get_match(view.id), 20)
        print(f"get_match (50 hands): median {statistics.median(read):.1f} ms")


if __name__ == "__main__":
    main()
