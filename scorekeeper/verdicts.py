"""Settle and deadwood requests as JSON-ready objects, shared by the command line and the web API.

A settle request is the object of one line of ``scorekeeper settle --jsonl``
and the body of ``POST /api/settle``::

    {"knocker": "3S 4S 5S ...", "defender": "...", "knocker_melds": "3S 4S 5S | 6H 6D 6C",
     "rules": "oklahoma", "set": {"gin_bonus": 25}, "upcard": "7S",
     "names": ["Ann", "Bob"]}

Only ``knocker`` and ``defender`` are required. Cards may be a string or a
list of strings. Answers use canonical card names (``TH``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .errors import AppError
from .gin import (
    Arrangement,
    Card,
    Meld,
    Rules,
    Settlement,
    best_arrangement,
    discard_deadwoods,
    min_deadwood,
    parse_card,
    parse_cards,
    parse_layout,
    rules_for,
    settle,
    tied_arrangements,
)
from .gin.cards import mask_of
from .gin.rules import parse_overrides
from .gin.scoring import knock_limit

SETTLE_KEYS = {"knocker", "defender", "knocker_melds", "rules", "set", "upcard", "names"}
DEADWOOD_KEYS = {"cards", "rules", "set", "upcard", "all"}


class RequestError(AppError):
    """A request object that is malformed (a missing or unknown key, a wrong type)."""


def card_names(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def arrangement_dict(arrangement: Arrangement) -> dict[str, Any]:
    return {
        "deadwood": arrangement.deadwood,
        "melds": [card_names(meld.cards) for meld in arrangement.melds],
        "unmatched": card_names(arrangement.deadwood_cards),
    }


def _cards_field(value: Any, field: str, who: str) -> list[Card]:
    if isinstance(value, str):
        return parse_cards(value, who=who)
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return parse_cards(value, who=who)
    raise RequestError(f"{field} must be a string of cards or a list of card names")


def rules_from(request: Mapping[str, Any]) -> Rules:
    """The rules a request names: ``rules`` (a preset name or an options object) and ``set``."""
    named = request.get("rules", "standard")
    if isinstance(named, Mapping):
        rules = parse_overrides(rules_for(str(named.get("preset", "standard"))),
                                {k: v for k, v in named.items() if k != "preset"})
    elif isinstance(named, str):
        rules = rules_for(named)
    else:
        raise RequestError("rules must be a preset name or an object of options")
    overrides = request.get("set", {})
    if not isinstance(overrides, Mapping):
        raise RequestError("set must be an object of {option: value}")
    return parse_overrides(rules, overrides)


def _names(request: Mapping[str, Any]) -> tuple[str, str]:
    return player_names(request.get("names", ["Knocker", "Defender"]))


def player_names(names: Any) -> tuple[str, str]:
    """The knocker's and the defender's names (trimmed, at most 40 characters each)."""
    if (not isinstance(names, list | tuple) or len(names) != 2
            or not all(isinstance(n, str) and n.strip() for n in names)):
        raise RequestError("names must be a list of two non-empty names")
    if not all(_writable(n) for n in names):
        raise RequestError("names must be plain text (a name holds a broken character)")
    return (names[0].strip()[:40], names[1].strip()[:40])


def _writable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _request_object(request: Any, what: str, known: set[str]) -> Mapping[str, Any]:
    if not isinstance(request, Mapping):
        raise RequestError(f"a {what} request must be a JSON object")
    unknown = sorted(set(request) - known)
    if unknown:
        raise RequestError(f"unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})")
    return request


def settle_request(request: Any) -> Settlement:
    """Settle the hand a request object describes; raises a `ValueError` naming the problem."""
    request = _request_object(request, "settle", SETTLE_KEYS)
    for key in ("knocker", "defender"):
        if key not in request:
            raise RequestError(f"the request has no {key!r} cards")
    names = _names(request)
    knocker = _cards_field(request["knocker"], "knocker", f"{names[0]}'s hand")
    defender = _cards_field(request["defender"], "defender", f"{names[1]}'s hand")
    rules = rules_from(request)
    upcard = _upcard(request.get("upcard"))
    melds: list[Meld] | None = None
    if request.get("knocker_melds") not in (None, ""):
        layout = request["knocker_melds"]
        if isinstance(layout, list):
            melds = [Meld.of(_cards_field(group, "knocker_melds", "a meld")) for group in layout]
        elif isinstance(layout, str):
            melds = parse_layout(layout)
        else:
            raise RequestError("knocker_melds must be a string (melds split by |) or a list")
    return settle(knocker, defender, rules, upcard=upcard, knocker_melds=melds, names=names)


def _upcard(value: Any) -> Card | None:
    if value in (None, ""):
        return None
    if not isinstance(value, str):
        raise RequestError("upcard must be a card name")
    return parse_card(value)


def deadwood_request(request: Any, rules: Rules | None = None,
                     upcard: Card | None = None) -> dict[str, Any]:
    """Answer a deadwood request ``{"cards", "rules"?, "set"?, "upcard"?, "all"?}``.

    ``rules`` and ``upcard`` are the defaults (a command line's); the request's own replace them.
    """
    request = _request_object(request, "deadwood", DEADWOOD_KEYS)
    if "cards" not in request:
        raise RequestError("the request has no 'cards'")
    show_all = request.get("all", False)
    if not isinstance(show_all, bool):
        raise RequestError("all must be true or false")
    hand = _cards_field(request["cards"], "cards", "the hand")
    if "rules" in request or "set" in request:
        rules = rules_from(request)
    if "upcard" in request:
        upcard = _upcard(request["upcard"])
    report = deadwood_dict(hand, rules, upcard)
    if show_all and len(hand) == 10:
        report["arrangements"] = ties_dicts(hand)
    return report


def settlement_dict(settlement: Settlement) -> dict[str, Any]:
    """The verdict as JSON: the fields ``scorekeeper settle --json`` and the API return."""
    score = settlement.score
    better = settlement.better_layout
    return {
        "outcome": score.outcome.value,
        "winner": score.winner.value,
        "winner_name": settlement.winner_name,
        "points": score.points,
        "knocker_deadwood": score.knocker_deadwood,
        "defender_deadwood": score.defender_deadwood,
        "defender_deadwood_before_layoffs": settlement.defender_deadwood_before_layoffs,
        "knocker_melds": [card_names(m.cards) for m in settlement.knocker.melds],
        "knocker_unmatched": card_names(settlement.knocker.deadwood_cards),
        "defender_melds": [card_names(m.cards) for m in settlement.defender.melds],
        "defender_unmatched": card_names(settlement.defender.deadwood_cards),
        "layoffs": [
            {"card": str(layoff.card), "meld": card_names(layoff.meld.cards)}
            for layoff in settlement.layoffs
        ],
        "bonus": score.bonus,
        "multiplier": score.multiplier,
        "extra_boxes": score.extra_boxes,
        "knock_limit": settlement.limit.limit,
        "upcard": str(settlement.upcard) if settlement.upcard else None,
        "layout_given": settlement.layout_given,
        "better_layout": None if better is None else {
            "melds": [card_names(m.cards) for m in better.arrangement.melds],
            "unmatched": card_names(better.arrangement.deadwood_cards),
            "knocker_points": better.points,
            "gain": better.gain,
        },
        "names": list(settlement.names),
        "explanation": list(settlement.explanation),
    }


def deadwood_dict(cards: Sequence[Card], rules: Rules | None = None,
                  upcard: Card | None = None) -> dict[str, Any]:
    """10 cards: the best arrangement. 11 cards: Big Gin, and each discard that allows a knock."""
    hand = mask_of(cards)
    if len(cards) == 10:
        return arrangement_dict(best_arrangement(hand))
    if len(cards) != 11:
        raise RequestError(f"the hand has {len(cards)} cards; deadwood takes 10 (or 11 after drawing)")
    rules = rules or Rules()
    limit = knock_limit(rules, upcard)
    options = []
    for left, discard in discard_deadwoods(hand):
        if not limit.allows(left):
            continue
        arrangement = best_arrangement(hand ^ discard.bit)
        options.append({"discard": str(discard), **arrangement_dict(arrangement)})
    return {"big_gin": min_deadwood(hand) == 0, "options": options}


def ties_dicts(cards: Sequence[Card]) -> list[dict[str, Any]]:
    """Every arrangement of 10 cards that ties for the least deadwood."""
    return [arrangement_dict(a) for a in tied_arrangements(mask_of(cards))]
