"""Players' records across matches, derived from the tallies.

A player's games count when their side (themselves, or their team) took part
in a game that was won; hands count those the player played themselves.
"Average points" is the average score of the hands the player won.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .counts import PlayerCounts
from .tally import Tally


@dataclass
class PlayerRecord(PlayerCounts):
    """A player's counts across matches (`counts.PlayerCounts`) and the matches played."""

    match_ids: list[int] = field(default_factory=list)

    @property
    def average_points(self) -> float:
        return self.points_average(2)

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "matches": self.matches, "games_played": self.games_played,
                "games_won": self.games_won, "hands_played": self.hands_played,
                "hands_won": self.hands_won, "gins": self.gins, "big_gins": self.big_gins,
                "undercuts": self.undercuts, "points": self.points,
                "average_points": self.average_points, "match_ids": list(self.match_ids)}


def add_match(records: dict[str, PlayerRecord], tally: Tally, match_id: int = 0) -> None:
    """Count one match into ``records`` (keyed by player name)."""
    match = tally.match
    for player in match.players:
        record = records.setdefault(player, PlayerRecord(player))
        record.matches += 1
        record.match_ids.append(match_id)
        side = match.unit_of(player)
        for game in tally.games:
            if game.over:
                record.count_game(game, side)
    for result in tally.hands:
        for player in result.players:
            records[player].count_hand(result)


def player_records(tallies: Iterable[tuple[int, Tally]]) -> dict[str, PlayerRecord]:
    """Every player's record over the given (match id, tally) pairs, by name."""
    records: dict[str, PlayerRecord] = {}
    for match_id, tally in tallies:
        add_match(records, tally, match_id)
    return records
