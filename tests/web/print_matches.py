"""Matches recorded through the real ledger (the app's SQLite file in tmp_path) for the print
tests, and reading back what a printed sheet says.

The comments give the numbers as a player works them out on paper (RULES.md);
the tests check the sheets against these and against the ledger's own tally.
"""

from __future__ import annotations

import io
import re
from typing import Any

from flask import Flask
from pypdf import PdfReader

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.records import MatchSnapshot

# Ann knocks with 6 (A♣ 2♦ 3♣); Bob lays 2♠ 7♠ off on her spades and keeps 20: 14 to Ann.
LAYOFF_CARDS = {"Ann": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C", "Bob": "2S 7S KH KD KC 4H 5H 6H JD QC"}


def knock(knocker: str, mine: int, theirs: int, **extra: Any) -> dict[str, Any]:
    return {"knocker": knocker, "knocker_deadwood": mine, "defender_deadwood": theirs, **extra}


def gin(knocker: str, theirs: int, **extra: Any) -> dict[str, Any]:
    return {"knocker": knocker, "gin": True, "defender_deadwood": theirs, **extra}


# Standard rules, Bob deals first. Game 1: Ann 14 + 42 + 47 = 103 (3 boxes), Bob 50 (a gin:
# 30 + 20, 1 box): Ann 103 + 60 + 100 = 263 v Bob 50 + 20 = 70, Bob pays Ann 193.
# Game 2 is open: Bob 16.
STANDARD: dict[str, Any] = {
    "rules": "standard", "players": ["Ann", "Bob"], "first_dealer": "Bob", "name": "Friday",
    "hands": [
        {"cards": LAYOFF_CARDS, "knocker": "Ann"},   # 14: Ann 14
        gin("Bob", 30),                              # 50: Bob 50
        knock("Ann", 2, 44),                         # 42: Ann 56
        knock("Ann", 3, 50),                         # 47: Ann 103, game 1 won
        {"new_game": True},
        knock("Bob", 4, 20),                         # 16: Bob 16 in game 2
    ],
}

# Hollywood: a player's first win goes in game 1, the second in games 1 and 2, the third
# and later in all three. Ann 30 (game 1), Ann 40 (games 1, 2), Bob 20 (game 1), Ann 35
# (all three): game 1 Ann 105 v Bob 20, won; game 2 Ann 75; game 3 Ann 35.
HOLLYWOOD: dict[str, Any] = {
    "rules": "hollywood", "players": ["Ann", "Bob"], "first_dealer": "Bob",
    "hands": [knock("Ann", 1, 31), knock("Ann", 1, 41), knock("Bob", 2, 22),
              knock("Ann", 1, 36)],
}

# Oklahoma: the upcard's value is the knock limit and a spade doubles the hand.
# Ann knocks with 3 under a 5♦: 17. Bob goes gin under the 7♠: (30 + 20 gin bonus) × 2 = 100,
# and a gin scores two extra boxes, doubled too.
OKLAHOMA: dict[str, Any] = {
    "rules": "oklahoma", "players": ["Ann", "Bob"], "first_dealer": "Bob",
    "hands": [knock("Ann", 3, 20, upcard="5D"), gin("Bob", 30, upcard="7S")],
}

# Three players: the dealer sits out, the loser deals next. Cal deals: Ann beats Bob by 30;
# Bob deals: Cal beats Ann by 20; Ann deals: Bob goes gin against Cal, 30 + 20 = 50.
THREE: dict[str, Any] = {
    "rules": "standard", "players": ["Ann", "Bob", "Cal"], "first_dealer": "Cal",
    "hands": [knock("Ann", 5, 35), knock("Cal", 3, 23), gin("Bob", 30)],
}

# Two partnerships (players 1 and 3 against 2 and 4): deal 1 both tables won by Us (Ann 20,
# Cal 40: 60); deal 2 has one table in so far (Dee 30), which counts nowhere yet.
PARTNERSHIP: dict[str, Any] = {
    "rules": "standard", "players": ["Ann", "Bob", "Cal", "Dee"], "first_dealer": "Ann",
    "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]},
    "hands": [knock("Ann", 5, 25), gin("Cal", 20), knock("Dee", 3, 33)],
}


def record(app: Flask, description: dict[str, Any], **changes: Any) -> MatchSnapshot:
    """Create the match in the app's ledger and record its hands one at a time."""
    description = {**description, **changes}
    ledger = Ledger(app.config["DATABASE"])
    view = ledger.create_match(description["players"], description["rules"],
                               first_dealer=description["first_dealer"],
                               teams=description.get("teams"), name=description.get("name", ""))
    for hand in description["hands"]:
        if hand.get("new_game"):
            view = ledger.start_new_game(view.id, version=view.version)
        else:
            view = ledger.record_hand(view.id, hand, version=view.version)
    return view


def pdf_pages(data: bytes) -> list[str]:
    """Each page's text, whitespace collapsed."""
    assert data.startswith(b"%PDF-"), data[:40]
    reader = PdfReader(io.BytesIO(data))
    return [re.sub(r"\s+", " ", page.extract_text()) for page in reader.pages]


def pdf_text(data: bytes) -> str:
    return " ".join(pdf_pages(data))


def page_size_pt(data: bytes) -> tuple[float, float]:
    box = PdfReader(io.BytesIO(data)).pages[0].mediabox
    return float(box.width), float(box.height)
