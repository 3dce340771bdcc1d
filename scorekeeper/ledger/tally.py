"""`tally(match)`: everything a match's hands add up to, derived and never stored.

From the rules, the players, the first dealer and the hands in order, `tally`
works out who dealt and played each hand, settles it, deals the scores into
games (Hollywood: into columns), and totals boxes, game bonuses, shutouts and
settlements. A hand that contradicts the rules or the match raises
`HandError` naming the hand and the reason. The work is a fold over the
entries (`fold`): `tally_of` gives the tally of a match the ledger keeps
folded, which a new hand only extends.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .fold import Folded, fold
from .games import Game, Payment
from .model import Match
from .results import HandResult, Seat


@dataclass(frozen=True)
class Tally:
    """The derived state of a match. ``upcoming`` is who deals and plays next (four players:
    each table of the current deal still to be recorded)."""

    match: Match
    hands: tuple[HandResult, ...]
    games: tuple[Game, ...]
    upcoming: tuple[Seat, ...]

    @property
    def units(self) -> tuple[str, ...]:
        return self.match.units

    @property
    def dealers(self) -> tuple[str, ...]:
        """The dealer of each recorded hand, in order."""
        return tuple(result.dealer for result in self.hands)

    @property
    def next_dealer(self) -> str:
        return self.upcoming[0].dealer

    @property
    def next_players(self) -> tuple[str, str]:
        return self.upcoming[0].players

    @property
    def payments(self) -> tuple[Payment, ...]:
        return tuple(payment for game in self.games for payment in game.payments)

    @cached_property
    def balances(self) -> dict[str, int]:
        """Each scoring name's settled points over all finished games (+ collects, - pays)."""
        balance = dict.fromkeys(self.units, 0)
        for payment in self.payments:
            balance[payment.payer] -= payment.points
            balance[payment.payee] += payment.points
        return balance

    @property
    def net(self) -> dict[str, int]:
        """Who collects and how much, over all games: ``{"Ann": 370}`` (empty when even)."""
        return {unit: amount for unit, amount in self.balances.items() if amount > 0}

    @property
    def net_amount(self) -> dict[str, float]:
        """`net` times the stake per point."""
        return {unit: points * self.match.rules.stake for unit, points in self.net.items()}

    @property
    def current_games(self) -> tuple[Game, ...]:
        """The game being played (Hollywood: the three columns of the current round)."""
        last = self.games[-1]
        return tuple(game for game in self.games if game.round == last.round
                     and (game.column is not None or game is last))

    @property
    def game_over(self) -> bool:
        """The current game is won (Hollywood: all three columns); the next hand starts another."""
        return all(game.over for game in self.current_games)

    def hand(self, number: int) -> HandResult:
        return self.hands[number - 1]

    def game(self, number: int) -> Game:
        return self.games[number - 1]


def tally(match: Match) -> Tally:
    """Derive everything from ``match``; raises `HandError` for a hand the rules refuse."""
    hands, games, upcoming = fold(match)
    return Tally(match, hands, games, upcoming)


def tally_of(folded: Folded) -> Tally:
    """The tally of a match kept folded (the same as `tally` of its match)."""
    return Tally(folded.match, folded.hands, folded.games, folded.upcoming)
