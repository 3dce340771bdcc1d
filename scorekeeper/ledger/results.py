"""One recorded hand, settled in its seat at the table: who dealt, who played, who won what.

`resolve` takes a hand and its `Seat` (the dealer and the two players, which
the seating of the match works out) and scores it with the engine: a hand
from the cards through `settle`, a hand from the counts through
`score_hand`. A wash scores nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..gin import Card, HandScore, Meld, Outcome, Rules, Settlement, Side, score_hand, settle
from ..gin.phrases import N_
from .errors import HandError
from .model import CardsHand, Hand, Wash


@dataclass(frozen=True)
class Seat:
    """Who deals a hand and which two players play it (in a deal of four: which table)."""

    dealer: str
    players: tuple[str, str]
    deal: int | None = None
    table: int | None = None

    def describe(self) -> str:
        return f"{self.players[0]} and {self.players[1]}"


@dataclass(frozen=True)
class HandResult:
    """A hand as the ledger counts it. ``number`` counts hands from 1; ``position`` is the
    index of the entry in the match (new-game markers included)."""

    number: int
    position: int
    hand: Hand
    seat: Seat
    knocker: str | None
    defender: str | None
    score: HandScore | None
    settlement: Settlement | None
    games: tuple[int, ...] = ()
    """The games the hand's line went into: the current game (washes too); in Hollywood the
    columns its score was entered in (none for a wash or a hand of a pending deal)."""
    pending: bool = False
    """Four players: the other table of this deal is not recorded yet, so it counts later."""

    @property
    def kind(self) -> str:
        return self.hand.kind

    @property
    def dealer(self) -> str:
        return self.seat.dealer

    @property
    def players(self) -> tuple[str, str]:
        return self.seat.players

    @property
    def upcard(self) -> Card | None:
        return self.hand.upcard

    @property
    def outcome(self) -> Outcome | None:
        return None if self.score is None else self.score.outcome

    @property
    def winner(self) -> str | None:
        """None for a wash (also a gin laid off to zero under ``gin_layoffs``)."""
        if self.score is None or self.score.winner is None:
            return None
        return self.knocker if self.score.winner is Side.KNOCKER else self.defender

    @property
    def loser(self) -> str | None:
        if self.score is None or self.score.winner is None:
            return None
        return self.defender if self.score.winner is Side.KNOCKER else self.knocker

    @property
    def points(self) -> int:
        return 0 if self.score is None else self.score.points

    @property
    def extra_boxes(self) -> int:
        return 0 if self.score is None else self.score.extra_boxes

    def describe(self) -> str:
        """The hand in a few words: ``Ann gin, 45`` or ``wash``."""
        if self.score is None:
            return "wash"
        if self.score.winner is None:
            return "wash (gin laid off)"
        label = self.score.outcome.label
        return f"{self.winner} {label}, {self.points}"


def resolve(hand: Hand, rules: Rules, seat: Seat, number: int, position: int) -> HandResult:
    """Score ``hand`` played at ``seat``; raises `HandError` (without the number) if it
    contradicts the rules or the seat."""
    if isinstance(hand, Wash):
        return HandResult(number, position, hand, seat, None, None, None, None)
    knocker = hand.knocker
    if knocker not in seat.players:
        raise HandError(N_("%(named)s did not play this hand: %(first)s and %(second)s did "
                           "(%(dealer)s dealt)"), named=knocker, first=seat.players[0],
                        second=seat.players[1], dealer=seat.dealer)
    defender = seat.players[1] if seat.players[0] == knocker else seat.players[0]
    if hand.defender is not None and hand.defender != defender:
        raise HandError(N_("%(defender)s cannot defend against %(knocker)s: %(first)s and "
                           "%(second)s played this hand"), defender=hand.defender, knocker=knocker,
                        first=seat.players[0], second=seat.players[1])
    if isinstance(hand, CardsHand):
        settlement = _settled(hand.knocker_cards, hand.defender_cards, hand_rules(hand, rules),
                              hand.upcard, hand.knocker_melds, (knocker, defender))
        return HandResult(number, position, hand, seat, knocker, defender, settlement.score,
                          settlement)
    # A knock with no deadwood is gin, whether or not the gin flag was set.
    score = score_hand(hand.knocker_deadwood, hand.defender_deadwood, rules, hand.upcard,
                       big_gin=hand.big_gin)
    return HandResult(number, position, hand, seat, knocker, defender, score, None)


def hand_rules(hand: CardsHand, rules: Rules) -> Rules:
    """The match's rules as ``hand`` is settled under them: with its own ``knocker_layout``
    (``shown``: the layout scored as it was shown at the table), if it has one."""
    if hand.knocker_layout is None or hand.knocker_layout == rules.knocker_layout:
        return rules
    return _with_layout(rules, hand.knocker_layout)


@lru_cache(maxsize=64)
def _with_layout(rules: Rules, layout: str) -> Rules:
    return rules.with_options(knocker_layout=layout)


@lru_cache(maxsize=4096)
def _settled(knocker_cards: tuple[Card, ...], defender_cards: tuple[Card, ...], rules: Rules,
             upcard: Card | None, knocker_melds: tuple[Meld, ...] | None,
             names: tuple[str, str]) -> Settlement:
    """The engine's verdict, remembered: a match is re-tallied after every change, and a hand
    from the cards settles the same way each time (the verdict is immutable, so it is shared)."""
    return settle(knocker_cards, defender_cards, rules, upcard=upcard, knocker_melds=knocker_melds,
                  names=names)
