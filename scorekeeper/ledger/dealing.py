"""Who deals, and who plays, with two or three players.

RULES.md, "Who deals": the next dealer is the `loser` of the previous hand
(default), the `winner`, or they `alternate`; after a wash the same dealer
deals again (`wash_redeal`, default on; off: the deal passes as if
alternating). With three players the dealer sits out and deals to the other
two, so with the loser dealing the winner plays on against the last dealer;
"alternate" passes the deal to the next player in seating order.

A hand may name its dealer (the table's fact wins); the rules then carry on
from that dealer. Four players are seated by `teams.PartnershipSeating`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..gin import Rules
from ..gin.phrases import N_, listed
from .errors import HandError
from .lines import Line, hand_line
from .model import Hand, Match, Wash
from .results import HandResult, Seat
from .snapshots import copied


def following(rules: Rules, order: Sequence[str], dealer: str, winner: str | None,
              loser: str | None) -> str:
    """Who deals after ``dealer``'s hand (``winner`` None: a wash). Works for teams too."""
    if winner is None or loser is None:
        return dealer if rules.wash_redeal else passed(order, dealer)
    if rules.next_dealer == "loser":
        return loser
    if rules.next_dealer == "winner":
        return winner
    return passed(order, dealer)


def passed(order: Sequence[str], dealer: str) -> str:
    """The next in seating order after ``dealer``."""
    return order[(order.index(dealer) + 1) % len(order)]


NOT_A_PLAYER: Final = {
    "the dealer": N_("the dealer %(name)s is not a player in this match (%(players)s)"),
    "the player": N_("the player %(name)s is not a player in this match (%(players)s)"),
}


def check_player(match: Match, name: str, role: str) -> None:
    if name not in match.players:
        raise HandError(NOT_A_PLAYER[role], name=repr(name), players=", ".join(match.players))


class RotationSeating:
    """Two players (both play every hand) or three (the dealer sits out)."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.next_dealer = match.first_dealer

    def _seat_for(self, dealer: str) -> Seat:
        players = self.match.players
        if len(players) == 2:
            return Seat(dealer, (players[0], players[1]))
        others = [name for name in players if name != dealer]
        return Seat(dealer, (others[0], others[1]))

    def seat(self, hand: Hand) -> Seat:
        dealer = hand.dealer or self.next_dealer
        check_player(self.match, dealer, "the dealer")
        for name in hand.names():
            check_player(self.match, name, "the player")
        seat = self._seat_for(dealer)
        if len(self.match.players) == 3 and dealer in hand.names():
            raise HandError(N_("%(dealer)s dealt this hand, so sat it out; %(first)s and "
                               "%(second)s played it"), dealer=dealer, first=seat.players[0],
                            second=seat.players[1])
        if isinstance(hand, Wash) and hand.players and set(hand.players) != set(seat.players):
            raise HandError(N_("%(named)s did not play this hand: %(first)s and %(second)s did "
                               "(%(dealer)s dealt)"), named=listed(list(hand.players)),
                            first=seat.players[0], second=seat.players[1], dealer=dealer)
        return seat

    def after(self, result: HandResult) -> list[Line]:
        self.next_dealer = following(self.match.rules, self.match.players, result.dealer,
                                     result.winner, result.loser)
        return [hand_line(result)]

    def copy(self) -> RotationSeating:
        return copied(self)

    def new_game(self) -> None:
        """A new game changes nothing in who deals: the deal goes on by the rule."""

    def pending(self) -> tuple[int, ...]:
        return ()

    def upcoming(self) -> tuple[Seat, ...]:
        return (self._seat_for(self.next_dealer),)
