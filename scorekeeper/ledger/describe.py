"""Match descriptions as JSON-ready dicts, read and written (`scorekeeper tally`, export, import).

A match::

    {"rules": "standard" | {"preset": "oklahoma", "target": 200, ...},
     "set": {OPTION: VALUE},                     # optional overrides
     "players": ["Ann", "Bob"],                  # 2 or 3 players, or 4 with "teams"
     "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]},   # or [["Ann","Cal"], [...]]
     "first_dealer": "Ann",                      # default: the first player
     "hands": [HAND, ...]}

A hand, one of::

    {"cards": {"Ann": "3S 4S 5S ...", "Bob": [...]}, "knocker": "Ann",
     "knocker_melds": "3S 4S 5S | 6H 6D 6C", "upcard": "7S", "dealer": "Bob"}
    {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20,
     "gin": false, "big_gin": false, "defender": "Bob", "upcard": "7S", "dealer": "Bob"}
    {"wash": true, "dealer": "Bob", "upcard": "7S", "players": ["Ann", "Bob"]}
    {"new_game": true}

Only the keys that make the hand are required. Written hands use canonical
card text (``TH``) and leave out what was not given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..gin import Card, Meld, Rules, format_cards, parse_card, parse_cards, parse_layout
from ..gin.rules import parse_overrides, rules_for
from .errors import HandError, MatchError
from .model import PARTNERSHIP_TARGET, CardsHand, CountsHand, Entry, Match, NewGame, Team, Wash

MATCH_KEYS = frozenset({"rules", "set", "players", "teams", "first_dealer", "hands", "name",
                        "finished", "format", "format_version", "id", "created_at",
                        "updated_at"})
HAND_KEYS = frozenset({"cards", "knocker", "knocker_melds", "knocker_deadwood",
                       "defender_deadwood", "gin", "big_gin", "defender", "upcard", "dealer",
                       "wash", "players", "new_game"})
COUNT_KEYS = frozenset({"knocker", "knocker_deadwood", "defender_deadwood", "gin", "big_gin",
                        "defender", "upcard", "dealer"})
CARD_KEYS = frozenset({"cards", "knocker", "knocker_melds", "upcard", "dealer"})
WASH_KEYS = frozenset({"wash", "dealer", "upcard", "players"})


def rules_from_spec(spec: Any, overrides: Any = None, *,
                    partnership: bool = False) -> tuple[str, Rules]:
    """The preset name and rules a description names. Partnerships play to 125 unless a
    target is given."""
    options: dict[str, Any] = {}
    if spec is None:
        spec = "standard"
    if isinstance(spec, str):
        name = spec
    elif isinstance(spec, Mapping):
        name = str(spec.get("preset", "standard"))
        options.update({k: v for k, v in spec.items() if k != "preset"})
    else:
        raise MatchError("rules must be a preset name or an object of options")
    if overrides is not None:
        if not isinstance(overrides, Mapping):
            raise MatchError("set must be an object of {option: value}")
        options.update(overrides)
    rules = parse_overrides(rules_for(name), options)
    if partnership and "target" not in options:
        rules = rules.with_options(target=PARTNERSHIP_TARGET)
    return name, rules


def rules_to_spec(preset: str, rules: Rules) -> dict[str, Any]:
    """Every option written out, so the description stays exact if a preset changes."""
    return {"preset": preset, **rules.to_dict()}


def teams_from_spec(spec: Any, players: list[str] | None) -> tuple[Team, Team]:
    if isinstance(spec, Mapping):
        pairs = [(name, members) for name, members in spec.items()]
    elif isinstance(spec, list):
        pairs = [(None, members) for members in spec]
    else:
        raise MatchError('teams must be {"Team name": [player, player], ...} or '
                         "[[player, player], [player, player]]")
    if len(pairs) != 2:
        raise MatchError(f"four players make two teams, not {len(pairs)}")
    teams = []
    for name, members in pairs:
        if (not isinstance(members, list) or len(members) != 2
                or not all(isinstance(m, str) for m in members)):
            raise MatchError("each team is a list of two player names")
        teams.append(Team(str(name) if name is not None else " & ".join(members),
                          (members[0], members[1])))
    return teams[0], teams[1]


def default_teams(players: list[str]) -> tuple[Team, Team]:
    """Partners sit opposite: the 1st and 3rd players against the 2nd and 4th."""
    a = (players[0], players[2])
    b = (players[1], players[3])
    return Team(" & ".join(a), a), Team(" & ".join(b), b)


def match_from_dict(obj: Any) -> Match:
    """Read a match description (module docstring); raises `LedgerError` naming the fault."""
    if not isinstance(obj, Mapping):
        raise MatchError("a match description must be a JSON object")
    unknown = sorted(set(obj) - MATCH_KEYS)
    if unknown:
        raise MatchError(f"unknown key {unknown[0]!r} in the match (known: "
                         f"{', '.join(sorted(MATCH_KEYS))})")
    players = obj.get("players")
    teams = None
    if obj.get("teams") is not None:
        teams = teams_from_spec(obj["teams"], players)
        if players is None:
            players = [m for team in teams for m in team.members]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise MatchError("players must be a list of names")
    if len(players) == 4 and teams is None:
        teams = default_teams(players)
    preset, rules = rules_from_spec(obj.get("rules"), obj.get("set"), partnership=teams is not None)
    first = obj.get("first_dealer", players[0] if players else "")
    if not isinstance(first, str):
        raise MatchError("first_dealer must be a player's name")
    hands = obj.get("hands", [])
    if not isinstance(hands, list):
        raise MatchError("hands must be a list")
    entries = []
    number = 0
    for index, item in enumerate(hands, start=1):
        is_marker = isinstance(item, Mapping) and item.get("new_game") is True
        number += 0 if is_marker else 1
        try:
            entries.append(entry_from_dict(item))
        except (HandError, ValueError) as error:
            where = f"entry {index} (a new game)" if is_marker else f"hand {number}"
            raise HandError(f"{where}: {getattr(error, 'reason', error)}") from None
    return Match(rules, tuple(players), first, tuple(entries), teams, preset)


def match_to_dict(match: Match) -> dict[str, Any]:
    """The description of ``match`` (every rule option written out)."""
    out: dict[str, Any] = {
        "rules": rules_to_spec(match.preset, match.rules),
        "players": list(match.players),
    }
    if match.teams:
        out["teams"] = {team.name: list(team.members) for team in match.teams}
    out["first_dealer"] = match.first_dealer
    out["hands"] = [entry_to_dict(entry) for entry in match.entries]
    return out


def entry_from_dict(obj: Any) -> Entry:
    """Read one hand (or a new-game marker); raises `HandError` naming the field."""
    if not isinstance(obj, Mapping):
        raise HandError("a hand must be a JSON object")
    unknown = sorted(set(obj) - HAND_KEYS)
    if unknown:
        raise HandError(f"unknown key {unknown[0]!r} (known: {', '.join(sorted(HAND_KEYS))})")
    if obj.get("new_game") is not None:
        _only(obj, {"new_game"}, "a new-game marker", flag="new_game")
        return NewGame()
    if obj.get("wash") is not None:
        _only(obj, WASH_KEYS, "a wash", flag="wash")
        players = obj.get("players")
        if players is not None and (not isinstance(players, list) or len(players) != 2
                                    or not all(isinstance(p, str) for p in players)):
            raise HandError("players of a wash must be a list of the two who played")
        return Wash(_name(obj, "dealer"), _card(obj.get("upcard")),
                    None if players is None else (players[0], players[1]))
    if "cards" in obj:
        _only(obj, CARD_KEYS, "a hand from the cards")
        return _cards_hand(obj)
    _only(obj, COUNT_KEYS, "a hand from the counts")
    return _counts_hand(obj)


def _only(obj: Mapping[str, Any], allowed: frozenset[str] | set[str], what: str,
          flag: str | None = None) -> None:
    if flag is not None and obj[flag] is not True:
        raise HandError(f"{flag} must be true, not {obj[flag]!r}")
    extra = sorted(set(obj) - allowed)
    if extra:
        raise HandError(f"{what} takes no {extra[0]!r}")


def _name(obj: Mapping[str, Any], key: str, required: bool = False) -> str | None:
    value = obj.get(key)
    if value is None:
        if required:
            raise HandError(f"the hand has no {key!r}")
        return None
    if not isinstance(value, str) or not value.strip():
        raise HandError(f"{key} must be a player's name, not {value!r}")
    return value


def _card(value: Any) -> Card | None:
    if value in (None, ""):
        return None
    if not isinstance(value, str):
        raise HandError(f"upcard must be a card name, not {value!r}")
    return parse_card(value)


def _cards_hand(obj: Mapping[str, Any]) -> CardsHand:
    cards = obj["cards"]
    knocker = _name(obj, "knocker", required=True) or ""
    if not isinstance(cards, Mapping) or len(cards) != 2:
        raise HandError('cards must name the two hands: {"Ann": CARDS, "Bob": CARDS}')
    if knocker not in cards:
        raise HandError(f"the knocker {knocker} is not one of the hands given "
                        f"({', '.join(cards)})")
    defender = next(name for name in cards if name != knocker)
    held = {}
    for name, value in cards.items():
        if not isinstance(value, str | list) or (isinstance(value, list) and not all(
                isinstance(item, str) for item in value)):
            raise HandError(f"{name}'s cards must be a string or a list of card names")
        held[name] = tuple(parse_cards(value, who=f"{name}'s hand"))
    return CardsHand(knocker, defender, held[knocker], held[defender],
                     _melds(obj.get("knocker_melds")), _card(obj.get("upcard")),
                     _name(obj, "dealer"))


def _melds(value: Any) -> tuple[Meld, ...] | None:
    if value in (None, "", []):
        return None
    if isinstance(value, str):
        return tuple(parse_layout(value))
    if isinstance(value, list):
        return tuple(Meld.of(parse_cards(group, who="a meld")) for group in value)
    raise HandError("knocker_melds must be a string (melds split by |) or a list of melds")


def _count(obj: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value = obj.get(key, default)
    if value is None:
        raise HandError(f"a hand from the counts needs {key!r}")
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise HandError(f"{key} must be a whole number, not {value!r}")
    return value


def _flag(obj: Mapping[str, Any], key: str) -> bool:
    value = obj.get(key, False)
    if not isinstance(value, bool):
        raise HandError(f"{key} must be true or false, not {value!r}")
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
