"""Small builders that keep the worked examples readable."""

from __future__ import annotations

from typing import Any

from scorekeeper.ledger import Tally, match_from_dict, tally


def knock(knocker: str, mine: int, theirs: int, **extra: Any) -> dict[str, Any]:
    """A hand from the counts: ``knocker`` knocked with ``mine``; the defender kept ``theirs``."""
    return {"knocker": knocker, "knocker_deadwood": mine, "defender_deadwood": theirs, **extra}


def gin(knocker: str, theirs: int, **extra: Any) -> dict[str, Any]:
    return {"knocker": knocker, "gin": True, "defender_deadwood": theirs, **extra}


def wash(**extra: Any) -> dict[str, Any]:
    return {"wash": True, **extra}


def play(hands: list[dict[str, Any]], rules: Any = "standard", players: Any = ("Ann", "Bob"),
         first_dealer: str = "Ann", **extra: Any) -> Tally:
    """Tally a match description."""
    return tally(match_from_dict({"rules": rules, "players": list(players),
                                  "first_dealer": first_dealer, "hands": hands, **extra}))


def wins(points_by_hand: list[tuple[str, int]]) -> list[dict[str, Any]]:
    """Hands that each score exactly ``points`` for the named player: a knock with 1
    deadwood against ``points + 1``."""
    return [knock(name, 1, points + 1) for name, points in points_by_hand]
