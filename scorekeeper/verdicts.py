"""Settle and deadwood requests as JSON-ready objects, shared by the command line and the web API.

A settle request is the object of one line of ``scorekeeper settle --jsonl``
and the body of ``POST /api/settle``::

    {"knocker": "3S 4S 5S ...", "defender": "...", "knocker_melds": "3S 4S 5S | 6H 6D 6C",
     "rules": "oklahoma", "set": {"gin_bonus": 25}, "upcard": "7S",
     "names": ["Ann", "Bob"]}

Only ``knocker`` and ``defender`` are required. Cards may be a string or a
list of strings. Answers use canonical card names (``TH``). The shapes are
the models of `scorekeeper.api_models.settle` (one definition for the
command line, the API and its OpenAPI document); this module reads them into
the engine's types and back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import TypeAdapter, ValidationError

from .api_models.base import RequestModel
from .api_models.fields import Names, options_of
from .api_models.settle import (
    Arrangement as ArrangementAnswer,
)
from .api_models.settle import (
    DeadwoodRequest,
    DiscardOption,
    ElevenCards,
    SettleRequest,
    TenCards,
)
from .api_models.settle import Settlement as SettlementAnswer
from .errors import RequestError
from .gin import (
    Card,
    Meld,
    Rules,
    Settlement,
    best_arrangement,
    parse_card,
    parse_cards,
    parse_layout,
    rules_for,
    settle,
    tied_arrangements,
)
from .gin.cards import mask_of
from .gin.discards import eleven_cards
from .gin.errors import CardCountError
from .gin.phrases import A_MELD, N_, THE_HAND, Holder
from .gin.rules import parse_overrides
from .gin.scoring import knock_limit

__all__ = ["RequestError", "deadwood_dict", "deadwood_request", "player_names", "rules_from",
           "settle_request", "settlement_dict", "ties_dicts"]


def _cards(value: str | list[str], who: Holder) -> list[Card]:
    return parse_cards(value, who=who)


def rules_from(rules: str | RequestModel | None, overrides: RequestModel | None) -> Rules:
    """The rules a request names: ``rules`` (a preset name or an options object) and ``set``."""
    preset, options = options_of(rules, overrides)
    return parse_overrides(rules_for(preset), options)


_NAMES: TypeAdapter[tuple[str, str]] = TypeAdapter(Names)  # type: ignore[arg-type]


def player_names(names: Any) -> tuple[str, str]:
    """The knocker's and the defender's names (trimmed, at most 40 characters each)."""
    try:
        named: tuple[str, str] = _NAMES.validate_python(names, strict=True)
    except ValidationError as error:
        raise RequestError(f"names {error.errors()[0]['msg']}") from None
    return named


def _melds(layout: str | list[str | list[str]] | None, runs: str) -> list[Meld] | None:
    if layout in (None, "", []):
        return None
    if isinstance(layout, str):
        return parse_layout(layout, runs)
    return [Meld.of(_cards(group, A_MELD), runs) for group in layout or []]


def _upcard(value: str | None) -> Card | None:
    return None if value in (None, "") else parse_card(value or "")


def settle_request(request: Any) -> Settlement:
    """Settle the hand a request object describes; raises a `ValueError` naming the problem."""
    asked = SettleRequest.parse(request, "a settle request")
    names: tuple[str, str] = asked.names  # type: ignore[assignment]
    rules = rules_from(asked.rules, asked.set)
    return settle(_cards(asked.knocker, Holder.player(names[0])),
                  _cards(asked.defender, Holder.player(names[1])),
                  rules, upcard=_upcard(asked.upcard),
                  knocker_melds=_melds(asked.knocker_melds, rules.runs), names=names)


def deadwood_request(request: Any, rules: Rules | None = None,
                     upcard: Card | None = None) -> dict[str, Any]:
    """Answer a deadwood request ``{"cards", "rules"?, "set"?, "upcard"?, "all"?}``.

    ``rules`` and ``upcard`` are the defaults (a command line's); the request's own replace them.
    """
    asked = DeadwoodRequest.parse(request, "a deadwood request")
    given = asked.model_fields_set
    hand = _cards(asked.cards, THE_HAND)
    if given & {"rules", "set"}:
        rules = rules_from(asked.rules, asked.set)
    if "upcard" in given:
        upcard = _upcard(asked.upcard)
    report = deadwood_dict(hand, rules, upcard)
    if asked.all and len(hand) == 10:
        report["arrangements"] = ties_dicts(hand, rules)
    return report


def settlement_dict(settlement: Settlement) -> dict[str, Any]:
    """The verdict as JSON: the fields ``scorekeeper settle --json`` and the API return."""
    return SettlementAnswer.of(settlement).dump()


def deadwood_dict(cards: Sequence[Card], rules: Rules | None = None,
                  upcard: Card | None = None) -> dict[str, Any]:
    """10 cards: the best arrangement. 11 cards: Big Gin, and every discard, best first, each
    with what it leaves and whether it allows a knock or gin under the rules."""
    rules = rules or Rules()
    hand = mask_of(cards)
    if len(cards) == 10:
        best = ArrangementAnswer.of(best_arrangement(hand, rules.melding))
        return TenCards(**best.model_dump()).dump()
    if len(cards) != 11:
        raise CardCountError(N_("the hand has %(count)s cards; deadwood takes 10 (or 11 after "
                                "drawing)"), count=str(len(cards)))
    answer = eleven_cards(hand, knock_limit(rules, upcard), rules.melding)
    options = [DiscardOption.of(choice) for choice in answer.choices]
    return ElevenCards(big_gin=answer.big_gin, options=options).dump()


def ties_dicts(cards: Sequence[Card], rules: Rules | None = None) -> list[dict[str, Any]]:
    """Every arrangement of 10 cards that ties for the least deadwood."""
    melding = (rules or Rules()).melding
    return [ArrangementAnswer.of(a).dump() for a in tied_arrangements(mask_of(cards), melding)]
