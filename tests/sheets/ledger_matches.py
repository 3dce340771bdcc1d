"""Known matches recorded through the real ledger (a SQLite file), for the match-sheet tests.

Each match is a description in the shape `scorekeeper tally` reads; `record`
creates it in a `Ledger` and records its hands one by one, as a table would
(a new-game marker through `start_new_game`). The comments give the numbers
a person works out on paper under RULES.md; the tests check the sheets
against the ledger's own tally and against a few of these.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.records import MatchSnapshot


def knock(knocker: str, mine: int, theirs: int, **extra: Any) -> dict[str, Any]:
    return {"knocker": knocker, "knocker_deadwood": mine, "defender_deadwood": theirs, **extra}


def gin(knocker: str, theirs: int, **extra: Any) -> dict[str, Any]:
    return {"knocker": knocker, "gin": True, "defender_deadwood": theirs, **extra}


def wash(**extra: Any) -> dict[str, Any]:
    return {"wash": True, **extra}


NEW_GAME: dict[str, Any] = {"new_game": True}

# Standard rules, Bob deals first, the loser deals. Game 1: Ann 102 with Bob shut out:
# 102 + 3 boxes (60) + 200 = 362. Game 2: Bob 132 (4 boxes) v Ann 12 (1 box):
# 312 v 32, Ann pays 280. Game 3 is abandoned (a new game is started), game 4 is open.
STANDARD = {
    "rules": "standard", "players": ["Ann", "Bob"], "first_dealer": "Bob",
    "hands": [
        # Ann knocks with 5 (5♣); Bob lays the 6♠ off on her spades and keeps 30: 25 to Ann.
        {"cards": {"Ann": "3S 4S 5S 7H 7D 7C JD QD KD 5C",
                   "Bob": "6S 9H 9S 9C 2H 3H 4H KC QS TC"}, "knocker": "Ann"},
        gin("Ann", 15),            # 35: Ann 60
        wash(),
        knock("Ann", 2, 44),       # 42: Ann 102, game 1 won, a shutout
        knock("Bob", 8, 6),        # undercut: Ann 2 + 10 = 12
        gin("Bob", 40),            # 60
        knock("Bob", 3, 27),       # 24: Bob 84
        knock("Ann", 9, 9),        # equal counts: undercut, Bob 10: 94
        gin("Bob", 18),            # 38: Bob 132, game 2 won
        knock("Ann", 4, 20),       # game 3: Ann 16
        knock("Bob", 5, 15),       # Bob 10
        NEW_GAME,                  # game 3 abandoned
        knock("Ann", 1, 21),       # game 4: Ann 20, still open
    ],
}

# RULES.md's Hollywood entry rule. Ann's first three wins close game 1 at 105 with Bob shut
# out (365); Bob's first win then opens game 2; game 2 goes to Ann 265 v 85 (180), game 3 to
# Bob 265 v 105 (160). Ann collects 365 + 180 - 160 = 385.
HOLLYWOOD = {
    "rules": "hollywood", "players": ["Ann", "Bob"], "first_dealer": "Ann",
    "hands": [knock(name, 1, points + 1) for name, points in (
        ("Ann", 30), ("Ann", 40), ("Ann", 35),      # game 1 closes: Ann 105, Bob 0
        ("Bob", 20), ("Bob", 25),
        ("Ann", 30),                                # game 2 closes: Ann 105, Bob 45
        ("Bob", 50), ("Bob", 30),                   # game 3 closes: Bob 105, Ann 65
    )],
}

# Oklahoma (target 150): a spade upcard doubles, an ace allows only gin, extra boxes.
# Ann 220 + 9 boxes + 100 = 500; Bob 66 + 6 boxes = 186; Bob pays 314.
OKLAHOMA = {
    "rules": "oklahoma", "players": ["Ann", "Bob"], "first_dealer": "Bob",
    "hands": [
        # Ann knocks with 5 (5♥) under a 7♠ upcard; Bob keeps 29: (29 - 5) × 2 = 48.
        {"cards": {"Ann": "3S 4S 5S 7H 7D 7C 9C TC JC 5H",
                   "Bob": "KH KD KC 2D 3D 4D 8H 9S QD 2H"}, "knocker": "Ann", "upcard": "7S"},
        gin("Bob", 20, upcard="AH"),          # ace upcard: only gin; 40, two extra boxes
        knock("Ann", 9, 6, upcard="KS"),      # undercut under a spade: (3 + 10) × 2 = 26
        gin("Ann", 32, upcard="5D"),          # 52, two extra boxes
        gin("Ann", 40, upcard="QS"),          # (40 + 20) × 2 = 120, four extra boxes
    ],
}

# Two partnerships to 125. Deal 1: Us win both tables (60); deal 2 splits, Them score
# 30 - 10 = 20; deal 3: one table washes, Ann's gin takes Us to 130. Us 130 + 3 boxes
# + 100 = 290 v Them 20 + 1 box = 40: Them pay 250. Deal 4 has one table in.
PARTNERSHIP = {
    "rules": "standard", "players": ["Ann", "Bob", "Cal", "Dee"],
    "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]}, "first_dealer": "Ann",
    "hands": [
        knock("Ann", 5, 25),              # deal 1: Ann v Bob, Ann 20
        gin("Cal", 20),                   #         Cal v Dee, Cal 40
        knock("Dee", 3, 33),              # deal 2: Ann v Dee, Dee 30
        knock("Cal", 4, 14),              #         Cal v Bob, Cal 10
        wash(players=["Cal", "Dee"]),     # deal 3: Cal v Dee wash
        gin("Ann", 50),                   #         Ann v Bob, Ann 70
        knock("Dee", 2, 12),              # deal 4: Ann v Dee, Dee 10 (the other table to come)
    ],
}

# Three players: the dealer sits out, the loser deals. Cal reaches 104; Ann scored 30, Bob
# nothing. Cal 104 + 3 boxes + 100 = 264: Ann pays 264 - 50 = 214, Bob pays 264.
THREE = {
    "rules": "standard", "players": ["Ann", "Bob", "Cal"], "first_dealer": "Cal",
    "hands": [knock("Ann", 5, 35), knock("Ann", 8, 4), gin("Cal", 30), knock("Cal", 3, 43)],
}


def long_standard(count: int) -> dict[str, Any]:
    """``count`` small hands (a wash every seventh, a gin every eleventh) over several games."""
    hands: list[dict[str, Any]] = []
    for number in range(1, count + 1):
        if number % 7 == 0:
            hands.append(wash())
            continue
        knocker = "Bob" if number % 3 == 0 else "Ann"
        if number % 11 == 0:
            hands.append(gin(knocker, number % 9 + 4))
        else:
            mine = number % 5 + 1
            hands.append(knock(knocker, mine, mine + 3 + number % 11))
    return {"rules": "standard", "players": ["Ann", "Bob"], "first_dealer": "Bob",
            "hands": hands}


def record(ledger: Ledger, description: dict[str, Any], name: str = "") -> MatchSnapshot:
    """Create the match in the ledger and record its hands one at a time."""
    view = ledger.create_match(description["players"], description["rules"],
                               first_dealer=description["first_dealer"],
                               teams=description.get("teams"), name=name)
    for hand in description["hands"]:
        if hand.get("new_game"):
            view = ledger.start_new_game(view.id, version=view.version)
        else:
            view = ledger.record_hand(view.id, hand, version=view.version)
    return view
