"""Players' records across matches, derived from the tallies.

A player's games count when their side (themselves, or their team) took part
in a game that was won; hands count those the player played themselves.
"Average points" is the average score of the hands the player won.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..gin import Outcome
from .tally import Tally


@dataclass
class PlayerRecord:
    name: str
    matches: int = 0
    games_played: int = 0
    games_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    gins: int = 0
    big_gins: int = 0
    undercuts: int = 0
    points: int = 0
    """Total points of the hands the player won."""
    match_ids: list[int] = field(default_factory=list)

    @property
    def average_points(self) -> float:
        return round(self.points / self.hands_won, 2) if self.hands_won else 0.0

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
                record.games_played += 1
                record.games_won += game.winner == side
    for result in tally.hands:
        for player in result.players:
            records[player].hands_played += 1
        if result.score is None or result.winner is None:
            continue
        record = records[result.winner]
        record.hands_won += 1
        record.points += result.points
        record.gins += result.score.outcome is Outcome.GIN
        record.big_gins += result.score.outcome is Outcome.BIG_GIN
        record.undercuts += result.score.outcome is Outcome.UNDERCUT


def player_records(tallies: Iterable[tuple[int, Tally]]) -> dict[str, PlayerRecord]:
    """Every player's record over the given (match id, tally) pairs, by name."""
    records: dict[str, PlayerRecord] = {}
    for match_id, tally in tallies:
        add_match(records, tally, match_id)
    return records
