"""The rules engine: pure Python, standard library only.

Cards, melds, deadwood, lay-offs, rule options and presets, and the
settlement of one hand. Nothing here touches a file, a database or a web
request; the ledger, the web app and the command line are built on it.
"""

from .cards import DECK, Card, Rank, Suit, format_cards, parse_card, parse_cards
from .deadwood import (
    Arrangement,
    best_arrangement,
    discard_deadwoods,
    min_deadwood,
    tied_arrangements,
)
from .errors import (
    CardCountError,
    DuplicateCardError,
    GinError,
    InvalidMeldError,
    KnockNotAllowedError,
    LayoutNotCheapestError,
    RuleOptionError,
    UnknownCardError,
)
from .layoffs import Layoff, best_defence
from .melds import Meld, MeldKind, parse_layout
from .rules import PRESETS, Rules, preset, rules_for
from .scoring import HandScore, Outcome, Side, knock_limit, score_hand
from .settle import BetterLayout, Settlement, settle

__all__ = [
    "DECK",
    "PRESETS",
    "Arrangement",
    "BetterLayout",
    "Card",
    "CardCountError",
    "DuplicateCardError",
    "GinError",
    "HandScore",
    "InvalidMeldError",
    "KnockNotAllowedError",
    "Layoff",
    "LayoutNotCheapestError",
    "Meld",
    "MeldKind",
    "Outcome",
    "Rank",
    "RuleOptionError",
    "Rules",
    "Settlement",
    "Side",
    "Suit",
    "UnknownCardError",
    "best_arrangement",
    "best_defence",
    "discard_deadwoods",
    "format_cards",
    "knock_limit",
    "min_deadwood",
    "parse_card",
    "parse_cards",
    "parse_layout",
    "preset",
    "rules_for",
    "score_hand",
    "settle",
    "tied_arrangements",
]
