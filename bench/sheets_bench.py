"""How long the sheets take to render: a 40-hand match sheet and a pad.

Run by hand from the repository root:  PYTHONPATH=. python bench/sheets_bench.py [--runs N]

The 40-hand match is recorded through the ledger into a SQLite file in a
temporary folder (hand by hand, as a table would), then printed the way
`scorekeeper sheet MATCH_ID` does: read the match back (`get_match`, which
tallies it), turn the tally into the sheet's view-model, render the PDF. Also
timed: each step alone, the cards appendix, and pads. Prints the first run
(WeasyPrint and the fonts loading), the median wall time of the warm runs and
their median CPU time.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pypdf import PdfReader

from scorekeeper.gin import Rules, Side, parse_cards, rules_for, score_hand, settle
from scorekeeper.ledger import Ledger
from scorekeeper.sheets import (
    GameResult,
    GameSheet,
    HandRow,
    MatchSheet,
    PadOptions,
    Payment,
    SheetOptions,
    render_match_html,
    render_match_pdf,
    render_pad_pdf,
    running_rows,
    sheet_of_stored,
)

PLAYERS = ("Ann", "Bob")
KNOCKER_CARDS = "3S 4S 5S 7H 7D 7C JD QD KD 5C"
DEFENDER_CARDS = "6S 9H 9S 9C 2H 3H 4H KC QS TC"


def forty_hands(rules: Rules) -> tuple[HandRow, ...]:
    """40 hands over three games: small knocks from the counts, every fifth from the cards."""
    hands = []
    for number in range(1, 41):
        dealer = PLAYERS[number % 2]
        if number % 9 == 0:
            hands.append(HandRow(number, dealer=dealer))
            continue
        knocker, defender = PLAYERS if number % 3 else PLAYERS[::-1]
        if number % 5 == 0:
            settlement = settle(parse_cards(KNOCKER_CARDS), parse_cards(DEFENDER_CARDS), rules,
                                names=(knocker, defender))
            hands.append(HandRow.from_settlement(number, settlement, dealer=dealer))
            continue
        score = score_hand(number % 6 + 1, number % 6 + 4 + number % 13, rules)
        hands.append(HandRow(
            number, dealer=dealer, knocker=knocker, defender=defender, outcome=score.outcome,
            winner=knocker if score.winner is Side.KNOCKER else defender, points=score.points,
            knocker_deadwood=score.knocker_deadwood, defender_deadwood=score.defender_deadwood))
    return tuple(hands)


def forty_hand_match() -> MatchSheet:
    rules = rules_for("standard")
    hands = forty_hands(rules)
    games = []
    for number, chunk in enumerate((hands[:14], hands[14:27], hands[27:]), start=1):
        rows = running_rows(PLAYERS, [(h.number, {h.winner: h.points} if h.winner else {})
                                      for h in chunk])
        points = dict(rows[-1].totals)
        boxes = {p: sum(1 for h in chunk if h.winner == p) for p in PLAYERS}
        winner = max(PLAYERS, key=lambda p: points[p])
        bonus = {p: 100 if p == winner else 0 for p in PLAYERS}
        final = {p: points[p] + 20 * boxes[p] + bonus[p] for p in PLAYERS}
        loser = PLAYERS[1] if winner == PLAYERS[0] else PLAYERS[0]
        result = GameResult(winner, points, boxes, {p: 20 * n for p, n in boxes.items()},
                            bonus, final, payment=Payment(loser, winner,
                                                          final[winner] - final[loser]))
        games.append(GameSheet(number, rows, result))
    return MatchSheet(PLAYERS, rules, hands, tuple(games), preset="standard",
                     title="Forty hands", played_on="bench")


def forty_hand_description() -> dict[str, Any]:
    """40 hands for the ledger: small knocks from the counts, every fifth from the cards,
    a wash every ninth (about three games to 100)."""
    hands: list[dict[str, Any]] = []
    for number in range(1, 41):
        if number % 9 == 0:
            hands.append({"wash": True})
            continue
        knocker, defender = PLAYERS if number % 3 else PLAYERS[::-1]
        if number % 5 == 0:
            hands.append({"cards": {knocker: KNOCKER_CARDS, defender: DEFENDER_CARDS},
                          "knocker": knocker})
            continue
        mine = number % 6 + 1
        hands.append({"knocker": knocker, "knocker_deadwood": mine,
                      "defender_deadwood": mine + 3 + number % 13})
    return {"players": list(PLAYERS), "rules": "standard", "first_dealer": "Bob",
            "hands": hands}


def record_forty(folder: Path) -> tuple[Ledger, int]:
    """The 40-hand match recorded hand by hand into a fresh database in ``folder``."""
    ledger = Ledger(folder / "bench.db")
    description = forty_hand_description()
    view = ledger.create_match(description["players"], description["rules"],
                               first_dealer=description["first_dealer"], name="Forty hands")
    for hand in description["hands"]:
        view = ledger.record_hand(view.id, hand, version=view.version)
    return ledger, view.id


def timed(action: Callable[[], object], runs: int) -> tuple[float, float, float]:
    """The first run, the median of the next ``runs``, and their median CPU time, in ms.

    CPU time (this process's) hardly changes when other work shares the machine;
    wall time does.
    """
    start = time.perf_counter()
    action()
    first = (time.perf_counter() - start) * 1000
    walls, cpus = [], []
    for _ in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        action()
        walls.append((time.perf_counter() - start) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return first, statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        ledger, match_id = record_forty(Path(folder))
        stored = ledger.get_match(match_id)
        view = sheet_of_stored(stored)
        built = forty_hand_match()
        appendix = SheetOptions(appendix=True)
        cases: list[tuple[str, Callable[[], object]]] = [
            ("40 hands from the ledger: database to PDF",
             lambda: render_match_pdf(sheet_of_stored(ledger.get_match(match_id)))),
            ("  read the match back (get_match, tally)", lambda: ledger.get_match(match_id)),
            ("  tally to view-model (sheet_of_tally)", lambda: sheet_of_stored(stored)),
            ("  view-model to HTML", lambda: render_match_html(view)),
            ("  view-model to PDF", lambda: render_match_pdf(view)),
            ("  ... + cards appendix, PDF", lambda: render_match_pdf(view, appendix)),
            ("40 hands from a hand-made view-model, PDF", lambda: render_match_pdf(built)),
            ("standard pad, 1 page, PDF", lambda: render_pad_pdf(PadOptions())),
            ("standard pad, 4 games a page x 10 pages, PDF",
             lambda: render_pad_pdf(PadOptions(games=4, pages=10))),
        ]
        pages = len(PdfReader(io.BytesIO(render_match_pdf(view))).pages)
        print(f"{len(view.hands)} hands in {len(view.games)} games from the ledger: "
              f"{pages} page(s); {args.runs} warm runs each; load average "
              f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        print(f"{'':48} {'first ms':>9} {'median ms':>10} {'median CPU ms':>14}")
        for name, action in cases:
            first, median, cpu = timed(action, args.runs)
            print(f"{name:48} {first:9.0f} {median:10.0f} {cpu:14.0f}")


if __name__ == "__main__":
    main()
