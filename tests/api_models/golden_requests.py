"""The requests whose answers were recorded as golden files (tests/api_models/golden/).

The answers were written by the code before the API models (commit 66b16bd:
`verdicts.settlement_dict`, `deadwood_request`, the rules route, the match
routes); `test_golden_answers` checks the models give the same bytes. A change
of an answer's shape made on purpose (a new field) updates its model and its
golden file in the same commit, and says so.
"""

from __future__ import annotations

from typing import Any, Final

LAYOFF_KNOCKER: Final = "3S 4S 5S 6S 8H 8D 8C AC 2D 3C"
LAYOFF_DEFENDER: Final = "2S 7S KH KD KC 4H 5H 6H JD QC"
GIN_KNOCKER: Final = "AS 2S 3S 4H 5H 6H 9C 9D 9H 9S"
GIN_DEFENDER: Final = "TC JC QC 2H 3H KD KH 5C 6D 8S"
UNDERCUT_KNOCKER: Final = "3S 4S 5S 6H 6D 6C 9C TC JC 9D"
UNDERCUT_DEFENDER: Final = "7S 8S 9S 2H 2C 2D 4H AD AC 3D"
OKLAHOMA_KNOCKER: Final = "3S 4S 5S 6H 6D 6C 9C TC JC 2D"
OKLAHOMA_DEFENDER: Final = "7S 8S AH AD 4C 5H KH KD QS 9D"
TIE_KNOCKER: Final = "TS JS QS QH QD AC 2C 3C 4C 5C"
TIE_DEFENDER: Final = "9S KS QC 7H 8H 9H 2D 3D 4D 6S"
BIG_GIN_KNOCKER: Final = "AS 2S 3S 4S 5S 7H 7D 7C KH KD KC"

SETTLE: Final[list[dict[str, Any]]] = [
    {"knocker": LAYOFF_KNOCKER, "defender": LAYOFF_DEFENDER, "names": ["Ann", "Bob"]},
    {"knocker": GIN_KNOCKER.split(), "defender": GIN_DEFENDER, "set": {"gin_bonus": 25}},
    {"knocker": UNDERCUT_KNOCKER, "defender": UNDERCUT_DEFENDER},
    {"knocker": OKLAHOMA_KNOCKER, "defender": OKLAHOMA_DEFENDER, "rules": "oklahoma",
     "upcard": "5S"},
    {"knocker": TIE_KNOCKER, "defender": TIE_DEFENDER, "set": {"knock_limit": "20"},
     "knocker_melds": "TS JS QS | AC 2C 3C 4C 5C"},
    {"knocker": TIE_KNOCKER, "defender": TIE_DEFENDER,
     "rules": {"preset": "house25", "knock_limit": 20},
     "knocker_melds": [["QS", "QH", "QD"], "AC 2C 3C 4C 5C"]},
    {"knocker": BIG_GIN_KNOCKER, "defender": "TC JC QC 2H 3H 8D 9H 5C 6D 8S", "rules": "gin25",
     "names": ["Ann", "Bob"]},
]

DEADWOOD: Final[list[dict[str, Any]]] = [
    {"cards": "AS 2S 3S 7H 7D 7C 9C TD JD QD"},
    {"cards": "AS 2S 3S 7H 7D 7C 9C TD JD QD KD"},
    {"cards": "AS 2S 3S 7H 7D 7C 9C TD JD QD KD", "rules": "oklahoma", "upcard": "3H"},
    {"cards": TIE_KNOCKER, "all": True},
    {"cards": BIG_GIN_KNOCKER},
]

MATCHES: Final[list[dict[str, Any]]] = [
    {"players": ["Ann", "Bob"], "first_dealer": "Bob", "name": "Friday", "hands": [
        {"cards": {"Ann": LAYOFF_KNOCKER, "Bob": LAYOFF_DEFENDER}, "knocker": "Ann",
         "upcard": "7S"},
        {"knocker": "Bob", "knocker_deadwood": 4, "defender_deadwood": 30},
        {"wash": True},
        {"cards": {"Ann": GIN_KNOCKER, "Bob": GIN_DEFENDER}, "knocker": "Ann",
         "knocker_melds": "AS 2S 3S | 4H 5H 6H | 9C 9D 9H 9S", "dealer": "Bob"},
        {"knocker": "Ann", "gin": True, "defender_deadwood": 90},
    ]},
    {"players": ["Ann", "Bob", "Cy", "Di"], "rules": "hollywood", "set": {"stake": 0.5},
     "first_dealer": "Cy", "hands": [
         {"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 40},
         {"knocker": "Di", "gin": True, "defender_deadwood": 60},
     ]},
    {"players": ["Ann", "Bob", "Cy"], "rules": "oklahoma", "first_dealer": "Ann", "hands": [
        {"knocker": "Bob", "knocker_deadwood": 1, "defender_deadwood": 25, "upcard": "5S"},
        {"wash": True, "upcard": "7H"},
    ]},
]
