"""One hand as a JSON-ready dict, read and written (the HAND of a match description).

    {"cards": {"Ann": "3S 4S 5S ...", "Bob": [...]}, "knocker": "Ann",
     "knocker_melds": "3S 4S 5S | 6H 6D 6C", "knocker_layout": "shown", "upcard": "7S",
     "dealer": "Bob"}
    {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20,
     "gin": false, "big_gin": false, "defender": "Bob", "upcard": "7S", "dealer": "Bob"}
    {"wash": true, "dealer": "Bob", "upcard": "7S", "players": ["Ann", "Bob"]}
    {"new_game": true}

``knocker_layout`` (a hand from the cards) settles that hand under that value of the
rule option instead of the match's: ``shown`` scores the layout given as it was shown.
Only the keys that make the hand are required. Written hands use canonical
card text (``TH``) and leave out what was not given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..gin import Card, Meld, format_cards, parse_card, parse_cards, parse_layout
from ..gin.phrases import A_MELD, N_, Holder
from ..gin.rules import KnockerLayout
from .errors import HandError
from .model import KNOCKER_LAYOUTS, CardsHand, CountsHand, Entry, NewGame, Wash

HAND_KEYS = frozenset({"cards", "knocker", "knocker_melds", "knocker_layout", "knocker_deadwood",
                       "defender_deadwood", "gin", "big_gin", "defender", "upcard", "dealer",
                       "wash", "players", "new_game"})
COUNT_KEYS = frozenset({"knocker", "knocker_deadwood", "defender_deadwood", "gin", "big_gin",
                        "defender", "upcard", "dealer"})
CARD_KEYS = frozenset({"cards", "knocker", "knocker_melds", "knocker_layout", "upcard", "dealer"})
WASH_KEYS = frozenset({"wash", "dealer", "upcard", "players"})


def entry_from_dict(obj: Any) -> Entry:
    """Read one hand (or a new-game marker); raises `HandError` naming the field."""
    if not isinstance(obj, Mapping):
        raise HandError(N_("a hand must be a JSON object"))
    unknown = sorted(set(obj) - HAND_KEYS)
    if unknown:
        raise HandError(N_("unknown key %(key)s (known: %(known)s)"), key=repr(unknown[0]),
                        known=", ".join(sorted(HAND_KEYS)))
    if obj.get("new_game") is not None:
        _only(obj, {"new_game"}, N_("a new-game marker takes no %(key)s"), flag="new_game")
        return NewGame()
    if obj.get("wash") is not None:
        _only(obj, WASH_KEYS, N_("a wash takes no %(key)s"), flag="wash")
        players = obj.get("players")
        if players is not None and (not isinstance(players, list) or len(players) != 2
                                    or not all(isinstance(p, str) for p in players)):
            raise HandError(N_("%(key)s of a wash must be a list of the two who played"),
                            key="players")
        return Wash(_name(obj, "dealer"), _card(obj.get("upcard")),
                    None if players is None else (players[0], players[1]))
    if "cards" in obj:
        _only(obj, CARD_KEYS, N_("a hand from the cards takes no %(key)s"))
        return _cards_hand(obj)
    _only(obj, COUNT_KEYS, N_("a hand from the counts takes no %(key)s"))
    return _counts_hand(obj)


def _only(obj: Mapping[str, Any], allowed: frozenset[str] | set[str], takes_no: str,
          flag: str | None = None) -> None:
    """``takes_no``: the refusal of a key it does not take (``%(key)s``)."""
    if flag is not None and obj[flag] is not True:
        raise HandError(N_("%(flag)s must be true, not %(given)s"), flag=flag,
                        given=repr(obj[flag]))
    extra = sorted(set(obj) - allowed)
    if extra:
        raise HandError(takes_no, key=repr(extra[0]))


def _name(obj: Mapping[str, Any], key: str, required: bool = False) -> str | None:
    value = obj.get(key)
    if value is None:
        if required:
            raise HandError(N_("the hand has no %(key)s"), key=repr(key))
        return None
    if not isinstance(value, str) or not value.strip():
        raise HandError(N_("%(key)s must be a player's name, not %(given)s"), key=key,
                        given=repr(value))
    return value


def _card(value: Any) -> Card | None:
    if value in (None, ""):
        return None
    if not isinstance(value, str):
        raise HandError(N_("%(key)s must be a card name, not %(given)s"), key="upcard",
                        given=repr(value))
    return parse_card(value)


def _cards_hand(obj: Mapping[str, Any]) -> CardsHand:
    cards = obj["cards"]
    knocker = _name(obj, "knocker", required=True) or ""
    if not isinstance(cards, Mapping) or len(cards) != 2:
        raise HandError(N_("%(key)s must name the two hands: %(shape)s"), key="cards",
                        shape='{"Ann": CARDS, "Bob": CARDS}')
    if knocker not in cards:
        raise HandError(N_("the knocker %(name)s is not one of the hands given (%(names)s)"),
                        name=knocker, names=", ".join(cards))
    defender = next(name for name in cards if name != knocker)
    held = {}
    for name, value in cards.items():
        if not isinstance(value, str | list) or (isinstance(value, list) and not all(
                isinstance(item, str) for item in value)):
            raise HandError(N_("%(name)s's cards must be a string or a list of card names"),
                            name=name)
        held[name] = tuple(parse_cards(value, who=Holder.player(name)))
    return CardsHand(knocker, defender, held[knocker], held[defender],
                     _melds(obj.get("knocker_melds")), _card(obj.get("upcard")),
                     _name(obj, "dealer"), _layout(obj.get("knocker_layout")))


def _layout(value: Any) -> KnockerLayout | None:
    if value is None:
        return None
    if value not in KNOCKER_LAYOUTS:
        raise HandError(N_("knocker_layout takes one of %(choices)s (or null: the match's "
                           "rules), not %(given)s"), choices=", ".join(KNOCKER_LAYOUTS),
                        given=repr(value))
    layout: KnockerLayout = value
    return layout


# A hand is read before the match's rules are applied: a run is read as any rules allow
# (round the corner included), and settling it checks it against the rules in force.
_ANY_RUN = "round_the_corner"


def _melds(value: Any) -> tuple[Meld, ...] | None:
    if value in (None, "", []):
        return None
    if isinstance(value, str):
        return tuple(parse_layout(value, _ANY_RUN))
    if isinstance(value, list):
        for group in value:
            if not isinstance(group, str) and not (
                    isinstance(group, list) and all(isinstance(card, str) for card in group)):
                raise HandError(N_("each meld of knocker_melds must be a string of cards or a "
                                   "list of card names, not %(given)s"), given=repr(group))
        return tuple(Meld.of(parse_cards(group, who=A_MELD), _ANY_RUN) for group in value)
    raise HandError(N_("knocker_melds must be a string (melds split by |) or a list of melds"))


def _count(obj: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value = obj.get(key, default)
    if value is None:
        raise HandError(N_("a hand from the counts needs %(key)s"), key=repr(key))
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise HandError(N_("%(key)s must be a whole number, not %(given)s"), key=key,
                        given=repr(value))
    return value


def _flag(obj: Mapping[str, Any], key: str) -> bool:
    value = obj.get(key, False)
    if not isinstance(value, bool):
        raise HandError(N_("%(key)s must be true or false, not %(given)s"), key=key,
                        given=repr(value))
    return value


def _counts_hand(obj: Mapping[str, Any]) -> CountsHand:
    gin, big_gin = _flag(obj, "gin"), _flag(obj, "big_gin")
    return CountsHand(
        knocker=_name(obj, "knocker", required=True) or "",
        knocker_deadwood=_count(obj, "knocker_deadwood", 0 if gin or big_gin else None),
        defender_deadwood=_count(obj, "defender_deadwood"),
        gin=gin,
        big_gin=big_gin,
        defender=_name(obj, "defender"),
        upcard=_card(obj.get("upcard")),
        dealer=_name(obj, "dealer"),
    )


def entry_to_dict(entry: Entry) -> dict[str, Any]:
    """A hand (or marker) as written: canonical card text, unset fields left out."""
    if isinstance(entry, NewGame):
        return {"new_game": True}
    out: dict[str, Any]
    if isinstance(entry, Wash):
        out = {"wash": True}
        if entry.players:
            out["players"] = list(entry.players)
    elif isinstance(entry, CardsHand):
        out = {"cards": {entry.knocker: format_cards(entry.knocker_cards),
                         entry.defender: format_cards(entry.defender_cards)},
               "knocker": entry.knocker}
        if entry.knocker_melds:
            out["knocker_melds"] = " | ".join(str(meld) for meld in entry.knocker_melds)
        if entry.knocker_layout is not None:
            out["knocker_layout"] = entry.knocker_layout
    else:
        out = {"knocker": entry.knocker, "knocker_deadwood": entry.knocker_deadwood,
               "defender_deadwood": entry.defender_deadwood, "gin": entry.gin,
               "big_gin": entry.big_gin}
        if entry.defender:
            out["defender"] = entry.defender
    if entry.upcard is not None:
        out["upcard"] = str(entry.upcard)
    if entry.dealer is not None:
        out["dealer"] = entry.dealer
    return out
