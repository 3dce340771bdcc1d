"""Inputs for the fuzz tests: any JSON value, text that is nearly card text, valid pieces of
matches and requests, and mutations of valid descriptions."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st

from scorekeeper.gin import DECK, Card, Suit
from scorekeeper.gin.rules import PRESETS, option_infos

OPTION_NAMES = [info.name for info in option_infos()]
NAMES = ["Ann", "Bob", "Cal", "Dee", "", " ", "ann", "Ann ", "Ünal", "张", "a" * 100, "&<>\"'",
         "Bo\ud800b", "\n", "Ann\tBob"]
BROKEN_TEXT = ["\ud800", "a\udfffb", "\udcff"]
"""Lone surrogates: what JSON's ``"\\ud800"`` decodes to, and a byte that is not UTF-8 in argv."""

scalars = (st.none() | st.booleans() | st.integers() | st.integers(-(2**70), 2**70)
           | st.floats() | st.text(max_size=12) | st.sampled_from(BROKEN_TEXT))
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=4),
    max_leaves=10,
)


def card_notations(card: Card) -> list[str]:
    """Every way the rules let a player type ``card``."""
    ranks = [card.rank.letter, card.rank.label, card.rank.letter.lower()]
    suits = [card.suit.letter, card.suit.letter.lower(), card.suit.symbol,
             card.suit.symbol + "\ufe0f", "♧♢♡♤"[card.suit]]
    return [r + s for r in dict.fromkeys(ranks) for s in suits]


cards = st.sampled_from(DECK)
card_spelled = cards.flatmap(lambda c: st.tuples(st.just(c), st.sampled_from(card_notations(c))))
NEAR_MISSES = ["1S", "11H", "AX", "A", "S", "10", "TT", "♠", "A S", "１０H", "ÀS", "aß", "\x00",
               "\u200b", "İS", "0H", "10♥♥", "Q♠️️", "QS|", "|", "||", "KH,", "-", "+AS", "½H",
               "AS\ufe0e", "KŞ", "Kß", "KI", "ĸS", "\U0001f0a1", "🂡", "Ａs"]
pieces = (st.sampled_from([str(c) for c in DECK] + NEAR_MISSES) | st.text(max_size=4)
          | card_spelled.map(lambda pair: pair[1]))
separators = st.sampled_from([" ", ",", ";", "\t", "\n", "  ", ", ", "\u00a0", "\u3000", "",
                              " | ", "|"])


@st.composite
def card_text(draw: st.DrawFn, max_cards: int = 14) -> str:
    """Text that looks like cards typed by a person: mostly cards, some near-misses."""
    parts = draw(st.lists(st.tuples(pieces, separators), max_size=max_cards))
    return "".join(piece + sep for piece, sep in parts)


deals = st.permutations(DECK).map(lambda d: (list(d[:10]), list(d[10:20]), d[20], d[21:]))


def spelled(hand: list[Card]) -> str:
    return " ".join(str(card) for card in hand)


@st.composite
def melds(draw: st.DrawFn) -> list[list[Card]]:
    """Valid, disjoint melds: sets of 3 or 4 and runs of 3 or more."""
    used: set[Card] = set()
    out = []
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.booleans()):
            rank = draw(st.integers(1, 13))
            suits = draw(st.lists(st.sampled_from(list(Suit)), min_size=3, max_size=4,
                                  unique=True))
            group = [Card(rank, suit) for suit in suits]
        else:
            suit = draw(st.sampled_from(list(Suit)))
            low = draw(st.integers(1, 11))
            length = draw(st.integers(3, 14 - low))
            group = [Card(rank, suit) for rank in range(low, low + length)]
        if used.isdisjoint(group):
            used.update(group)
            out.append(group)
    return out


# -- hands and matches ------------------------------------------------------------------------

def counts_hand(names: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {"knocker": st.sampled_from(names)},
        optional={"knocker_deadwood": st.integers(-2, 130) | json_values,
                  "defender_deadwood": st.integers(-2, 130) | json_values,
                  "gin": st.booleans() | json_values, "big_gin": st.booleans(),
                  "defender": st.sampled_from(names), "upcard": cards.map(str) | json_values,
                  "dealer": st.sampled_from(names) | json_values})


@st.composite
def cards_hand(draw: st.DrawFn, names: list[str]) -> dict[str, Any]:
    mine, theirs, upcard, _ = draw(deals)
    a, b = draw(st.sampled_from(names)), draw(st.sampled_from(names))
    hand: dict[str, Any] = {"cards": {a: spelled(mine), b: draw(st.just(spelled(theirs))
                                                              | card_text() | json_values)},
                            "knocker": draw(st.sampled_from([a, b, *names]))}
    if draw(st.booleans()):
        hand["knocker_melds"] = draw(card_text() | json_values | st.lists(
            st.lists(cards.map(str), min_size=2, max_size=4) | scalars, max_size=3))
    if draw(st.booleans()):
        hand["upcard"] = draw(st.just(str(upcard)) | json_values)
    return hand


def hands(names: list[str]) -> st.SearchStrategy[Any]:
    wash = st.fixed_dictionaries({"wash": st.just(True) | json_values},
                                 optional={"players": st.lists(st.sampled_from(names), max_size=3)
                                           | json_values,
                                           "dealer": st.sampled_from(names)})
    return (counts_hand(names) | cards_hand(names) | wash | st.just({"new_game": True})
            | st.dictionaries(st.sampled_from(["wash", "cards", "knocker", "new_game", "junk",
                                               "dealer", "gin"]), json_values, max_size=3)
            | json_values)


rules_specs = (st.sampled_from(list(PRESETS)) | json_values
               | st.dictionaries(st.sampled_from(["preset", *OPTION_NAMES]),
                                 st.sampled_from(list(PRESETS)) | scalars, max_size=4))


@st.composite
def match_descriptions(draw: st.DrawFn) -> Any:
    """A match description: plausible in shape, with anything in its fields."""
    players = draw(st.lists(st.sampled_from(NAMES), min_size=0, max_size=5)
                   | st.sampled_from([["Ann", "Bob"], ["Ann", "Bob", "Cal"],
                                      ["Ann", "Bob", "Cal", "Dee"]]))
    names = [p for p in players if isinstance(p, str)] or ["Ann"]
    out: dict[str, Any] = {"rules": draw(rules_specs), "players": players,
                           "hands": draw(st.lists(hands(names), max_size=8))}
    if draw(st.booleans()):
        out["first_dealer"] = draw(st.sampled_from(names) | json_values)
    if draw(st.booleans()):
        out["set"] = draw(st.dictionaries(st.sampled_from(OPTION_NAMES), scalars, max_size=3)
                          | json_values)
    if draw(st.booleans()):
        out["teams"] = draw(st.just({"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]})
                            | st.lists(st.lists(st.sampled_from(NAMES), max_size=3), max_size=3)
                            | json_values)
    if draw(st.booleans()):
        out[draw(st.sampled_from(["name", "finished", "format", "id", "extra"]))] = draw(
            json_values)
    return out


VALID_MATCHES: list[dict[str, Any]] = [
    {"rules": "standard", "players": ["Ann", "Bob"], "first_dealer": "Bob",
     "hands": [{"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20},
               {"knocker": "Bob", "gin": True, "defender_deadwood": 15}, {"wash": True},
               {"cards": {"Ann": "3S 4S 5S 7H 7D 7C 9C TC JC 5H",
                          "Bob": "KH KD KC 2D 3D 4D 8H 9S QD 2H"}, "knocker": "Ann"}]},
    {"rules": "oklahoma", "players": ["Ann", "Bob"],
     "hands": [{"knocker": "Bob", "gin": True, "defender_deadwood": 20, "upcard": "AH"},
               {"knocker": "Ann", "knocker_deadwood": 9, "defender_deadwood": 6, "upcard": "KS"},
               {"new_game": True}]},
    {"rules": "hollywood", "players": ["Ann", "Bob", "Cal"], "first_dealer": "Cal",
     "hands": [{"knocker": "Ann", "knocker_deadwood": 1, "defender_deadwood": 60},
               {"knocker": "Cal", "knocker_deadwood": 1, "defender_deadwood": 40}]},
    {"rules": {"preset": "gin25", "target": 50}, "players": ["Ann", "Bob", "Cal", "Dee"],
     "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]},
     "hands": [{"knocker": "Ann", "knocker_deadwood": 5, "defender_deadwood": 25},
               {"wash": True, "players": ["Cal", "Dee"]},
               {"knocker": "Dee", "big_gin": True, "defender_deadwood": 33}]},
]


@st.composite
def mutated_matches(draw: st.DrawFn) -> Any:
    """A valid match description with a few random changes: a key dropped, a value replaced,
    a hand duplicated or junk put into it."""
    match = copy.deepcopy(draw(st.sampled_from(VALID_MATCHES)))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(["match", "hand", "hand", "hand"]))
        target: dict[str, Any] = match
        listed = match.get("hands")
        listed = listed if isinstance(listed, list) else []
        if where == "hand" and listed:
            index = draw(st.integers(0, len(listed) - 1))
            if not isinstance(listed[index], dict):
                continue
            target = listed[index]
        action = draw(st.sampled_from(["drop", "replace", "duplicate", "add"]))
        keys = sorted(target)
        if action == "drop" and keys:
            del target[draw(st.sampled_from(keys))]
        elif action == "replace" and keys:
            target[draw(st.sampled_from(keys))] = draw(json_values | st.sampled_from(NAMES)
                                                       | card_text())
        elif action == "duplicate" and listed:
            listed.append(copy.deepcopy(draw(st.sampled_from(listed))))
        else:
            target[draw(st.sampled_from(["dealer", "upcard", "players", "teams", "gin",
                                         "knocker_melds", "defender", "set", "x"]))] = draw(
                json_values | st.sampled_from(NAMES))
    return match


@st.composite
def settle_requests(draw: st.DrawFn) -> Any:
    """Settle requests: a real deal most of the time, with junk in some fields."""
    knocker, defender, upcard, _ = draw(deals)
    body: dict[str, Any] = {
        "knocker": draw(st.just(spelled(knocker)) | st.just([str(c) for c in knocker])
                        | card_text() | json_values),
        "defender": draw(st.just(spelled(defender)) | card_text() | json_values),
    }
    optional = {
        "rules": st.sampled_from(list(PRESETS)) | rules_specs,
        "set": st.dictionaries(st.sampled_from(OPTION_NAMES), scalars, max_size=3) | json_values,
        "upcard": st.just(str(upcard)) | json_values,
        "knocker_melds": card_text() | st.lists(st.lists(cards.map(str), max_size=4),
                                                max_size=3) | json_values,
        "names": st.lists(st.sampled_from(NAMES), max_size=3) | json_values,
        "junk": json_values,
    }
    for key, strategy in optional.items():
        if draw(st.booleans()):
            body[key] = draw(strategy)
    return body
