"""Statistics worth looking at, per player and head-to-head, derived from the matches' hands.

Pure functions over played matches (`Played`: a match's id, when it started, its tally);
nothing is stored. Matches are taken in the order they started, hands in the order they
were played, so a streak runs across matches as the evening did.

- `player_statistics(played, name)`: games and hands won, gins, Big Gins, undercuts,
  average points of a hand won and per hand played, the longest run of hands won, the
  biggest hand, and one point per match for a chart over time.
- `head_to_head(played, a, b)`: the same for two players, counting only the hands they
  played against each other and the games of matches where each scored for himself.

A hand counts for the player who played it (in a partnership too); games count for the
side the player scored for (their team in a partnership).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..gin import Outcome
from .counts import PlayerCounts
from .results import HandResult
from .tally import Tally


@dataclass(frozen=True)
class Played:
    """One match as the statistics read it."""

    match_id: int
    started: str
    """When the match was created (ISO 8601): the order of matches."""
    tally: Tally


@dataclass(frozen=True)
class BigHand:
    """A hand won: ``points`` to ``winner``, hand ``number`` of match ``match_id``."""

    match_id: int
    number: int
    winner: str
    points: int
    outcome: Outcome


@dataclass(frozen=True)
class MatchPoint:
    """One match on the chart over time: what the player won in it, and since the first."""

    match_id: int
    started: str
    hands_played: int
    hands_won: int
    points: int
    """Points of the hands the player won in this match."""
    net: int
    """Settled points in this match (+ collected, - paid) for the player's side."""
    running_net: int
    """`net` summed over this match and every earlier one."""


@dataclass
class Record(PlayerCounts):
    """What one player did (in `head_to_head`: against the other): the counts a player's
    record has (`counts.PlayerCounts`), and the streak, the biggest hand, the chart."""

    longest_streak: int = 0
    """The most hands won in a row (a hand lost or washed ends a run)."""
    biggest: BigHand | None = None
    over_time: list[MatchPoint] = field(default_factory=list)

    @property
    def average_points(self) -> float:
        """Average points of a hand won."""
        return self.points_average(1)

    @property
    def points_per_hand(self) -> float:
        """Points won per hand played (washes and hands lost count as 0)."""
        return round(self.points / self.hands_played, 1) if self.hands_played else 0.0

    @property
    def hands_won_share(self) -> float:
        return self.hands_won / self.hands_played if self.hands_played else 0.0


def in_order(played: Iterable[Played]) -> list[Played]:
    return sorted(played, key=lambda one: (one.started, one.match_id))


def _count_hand(record: Record, result: HandResult, streak: int, match_id: int) -> int:
    """Count one hand the player played; returns the run of hands won up to it."""
    if not record.count_hand(result):
        return 0
    assert result.score is not None  # a hand won has a score
    if record.biggest is None or result.points > record.biggest.points:
        record.biggest = BigHand(match_id, result.number, record.name, result.points,
                                 result.score.outcome)
    streak += 1
    record.longest_streak = max(record.longest_streak, streak)
    return streak


def _net(tally: Tally, side: str, against: str | None = None) -> int:
    """The settled points of ``side`` in the match (only with ``against``, when given)."""
    total = 0
    for payment in tally.payments:
        if against is not None and against not in (payment.payer, payment.payee):
            continue
        if payment.payee == side:
            total += payment.points
        elif payment.payer == side:
            total -= payment.points
    return total


def _games(record: Record, tally: Tally, side: str, among: Sequence[str]) -> None:
    for game in tally.games:
        if game.over and all(unit in game.units for unit in among):
            record.count_game(game, side)


def _tally_record(played: Iterable[Played], name: str, opponent: str | None) -> Record:
    record = Record(name)
    streak = 0
    running = 0
    for one in in_order(played):
        tally = one.tally
        match = tally.match
        if name not in match.players or (opponent is not None and opponent not in match.players):
            continue
        side = match.unit_of(name)
        # Games and settlements belong to sides: against one opponent they count only
        # where both scored for themselves.
        heads_up = opponent is None or (side == name and match.unit_of(opponent) == opponent)
        record.matches += 1
        before = (record.hands_played, record.hands_won, record.points)
        for result in tally.hands:
            if name not in result.players:
                continue
            if opponent is not None and opponent not in result.players:
                continue
            streak = _count_hand(record, result, streak, one.match_id)
        if heads_up:
            _games(record, tally, side, (side,) if opponent is None else (side, opponent))
        net = _net(tally, side, opponent) if heads_up else 0
        running += net
        record.over_time.append(MatchPoint(
            one.match_id, one.started, record.hands_played - before[0],
            record.hands_won - before[1], record.points - before[2], net, running))
    return record


def player_statistics(played: Iterable[Played], name: str) -> Record:
    """Everything ``name`` did across ``played`` (see the module's docstring)."""
    return _tally_record(played, name, None)


@dataclass(frozen=True)
class HeadToHead:
    """Two players against each other: each one's record in the hands they played together."""

    first: Record
    second: Record

    @property
    def hands(self) -> int:
        return self.first.hands_played

    @property
    def washes(self) -> int:
        return self.first.hands_played - self.first.hands_won - self.second.hands_won


def head_to_head(played: Iterable[Played], first: str, second: str) -> HeadToHead:
    """``first`` against ``second``: only the hands the two played against each other, and the
    games and settlements of matches where each scored for himself (not in a partnership)."""
    matches = list(played)
    return HeadToHead(_tally_record(matches, first, second), _tally_record(matches, second, first))


def opponents(played: Iterable[Played], name: str) -> list[str]:
    """Everyone who played a hand against ``name``, alphabetically."""
    found: set[str] = set()
    for one in played:
        for result in one.tally.hands:
            if name in result.players:
                found.update(player for player in result.players if player != name)
    return sorted(found, key=str.casefold)
