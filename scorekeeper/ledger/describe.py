"""Match descriptions as JSON-ready dicts, read and written (`scorekeeper tally`, export, import).

A match::

    {"rules": "standard" | {"preset": "oklahoma", "target": 200, ...},
     "set": {OPTION: VALUE},                     # optional overrides
     "players": ["Ann", "Bob"],                  # 2 or 3 players, or 4 with "teams"
     "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]},   # or [["Ann","Cal"], [...]]
     "first_dealer": "Ann",                      # default: the first player
     "hands": [HAND, ...]}

Each HAND is read and written by `hand_dicts`. An export adds ``format``,
``format_version``, ``id``, ``name``, ``language`` (null: none), ``created_at`` and
``finished``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..gin import Rules
from ..gin.phrases import N_, Phrase
from ..gin.rules import parse_overrides, partnership_target, rules_for
from .errors import HandError, MatchError
from .hand_dicts import entry_from_dict, entry_to_dict
from .model import Match, Team

__all__ = ["entry_from_dict", "entry_to_dict", "match_from_dict", "match_to_dict",
           "rules_from_spec", "rules_to_spec"]

MATCH_KEYS = frozenset({"rules", "set", "players", "teams", "first_dealer", "hands", "name",
                        "language", "finished", "format", "format_version", "id", "created_at",
                        "updated_at"})


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
        raise MatchError(N_("%(key)s must be a preset name or an object of options"), key="rules")
    if overrides is not None:
        if not isinstance(overrides, Mapping):
            raise MatchError(N_("%(key)s must be an object of {option: value}"), key="set")
        options.update(overrides)
    rules = parse_overrides(rules_for(name), options)
    if partnership and "target" not in options:
        rules = rules.with_options(target=partnership_target(name))
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
        raise MatchError(N_("%(key)s must be %(named)s or %(listed)s"), key="teams",
                         named='{"Team name": [player, player], ...}',
                         listed="[[player, player], [player, player]]")
    if len(pairs) != 2:
        raise MatchError(N_("four players make two teams, not %(count)s"), count=len(pairs))
    teams = []
    for name, members in pairs:
        if (not isinstance(members, list) or len(members) != 2
                or not all(isinstance(m, str) for m in members)):
            raise MatchError(N_("each team is a list of two player names"))
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
        raise MatchError(N_("a match description must be a JSON object"))
    unknown = sorted(set(obj) - MATCH_KEYS)
    if unknown:
        raise MatchError(N_("unknown key %(key)s in the match (known: %(known)s)"),
                         key=repr(unknown[0]), known=", ".join(sorted(MATCH_KEYS)))
    players = obj.get("players")
    teams = None
    if obj.get("teams") is not None:
        teams = teams_from_spec(obj["teams"], players)
        if players is None:
            players = [m for team in teams for m in team.members]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise MatchError(N_("%(key)s must be a list of names"), key="players")
    if len(players) == 4 and teams is None:
        teams = default_teams(players)
    preset, rules = rules_from_spec(obj.get("rules"), obj.get("set"), partnership=teams is not None)
    first = obj.get("first_dealer", players[0] if players else "")
    if not isinstance(first, str):
        raise MatchError(N_("first_dealer must be a player's name"))
    hands = obj.get("hands", [])
    if not isinstance(hands, list):
        raise MatchError(N_("%(key)s must be a list"), key="hands")
    entries = []
    number = 0
    for index, item in enumerate(hands, start=1):
        is_marker = isinstance(item, Mapping) and item.get("new_game") is True
        number += 0 if is_marker else 1
        try:
            entries.append(entry_from_dict(item))
        except (HandError, ValueError) as error:
            said = getattr(error, "reason_phrase", None) or getattr(error, "phrase", None)
            reason = said if isinstance(said, Phrase) else Phrase(str(error))
            if is_marker:
                raise HandError(N_("entry %(index)s (a new game): %(reason)s"), index=index,
                                reason=reason) from None
            raise HandError(reason, number) from None
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
