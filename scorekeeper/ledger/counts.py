"""What a player did, counted from the tallies: the counts a player's record and the
statistics share (matches, games played and won, hands played and won, gins, Big Gins,
undercuts, points of the hands won). `history.PlayerRecord` (the players list and its JSON)
and `statistics.Record` (a player's page and head-to-head) each build on `PlayerCounts`,
adding what only they show; which matches, games and hands are counted stays theirs.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..gin import Outcome
from .games import Game
from .results import HandResult


@dataclass
class PlayerCounts:
    """One player's counts (``points``: of the hands the player won)."""

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

    def count_hand(self, result: HandResult) -> bool:
        """Count a hand the player played (a wash too); whether the player won it."""
        self.hands_played += 1
        if result.winner != self.name or result.score is None:
            return False
        self.hands_won += 1
        self.points += result.points
        outcome = result.score.outcome
        self.gins += outcome is Outcome.GIN
        self.big_gins += outcome is Outcome.BIG_GIN
        self.undercuts += outcome is Outcome.UNDERCUT
        return True

    def count_game(self, game: Game, side: str) -> None:
        """Count a game won by someone, that the player's ``side`` (the player or the team)
        took part in."""
        self.games_played += 1
        self.games_won += game.winner == side

    def points_average(self, digits: int) -> float:
        """The average points of a hand won, rounded to ``digits`` (0.0 before any)."""
        return round(self.points / self.hands_won, digits) if self.hands_won else 0.0
