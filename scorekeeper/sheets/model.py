"""The finished-match sheet's view-model: plain data, no scoring.

A `MatchSheet` is what one printed match sheet shows. It is built from the
ledger's tally (an adapter does that) or by hand in tests; the sheet prints it
as given and derives nothing but the layout. Where the ledger says a game
ended, a player scored or a box counts, the view says so and the sheet trusts it.

Shape::

    MatchSheet
      players            the names that head the columns (players, or teams)
      teams              four players: the two partnerships (Team: name, members)
      rules, preset      the rules in force (printed in small type at the foot)
      hands              every hand in order: HandRow (who dealt, who knocked,
                         the outcome, the deadwood counts, the points, the winner,
                         optionally the cards as settled: HandCards)
      games              standard: one GameSheet per game played; Hollywood: the
                         three columns. Each has rows (GameRow: the hand's number,
                         the points entered, the running totals after it; a
                         partnership's row is a deal of two hands) and, once the
                         game is over, a GameResult (boxes, bonuses, shutout,
                         final tallies, the game's payments)
      net                the match's settlement over all games (a Payment), or
      balances           with three players, what each collects (+) or pays (-)

`running_rows` turns (hand number, points) pairs into rows with running totals,
for adapters and tests that do not carry the totals themselves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from ..errors import AppError
from ..gin import Card, Layoff, Meld, Outcome, Rules, Settlement, Side


class SheetDataError(AppError):
    """A view-model that contradicts itself (a row for a hand that does not exist, a stranger)."""


def _frozen(mapping: Mapping[str, int]) -> Mapping[str, int]:
    return MappingProxyType(dict(mapping))


def _check_names(what: str, names: Iterable[str], players: Sequence[str]) -> None:
    for name in names:
        if name not in players:
            raise SheetDataError(f"{what} names {name!r}, who is not a player of the match "
                                 f"({', '.join(players)})")


@dataclass(frozen=True)
class HandCards:
    """One hand's cards as settled: both layouts, the lay-offs and what stayed deadwood."""

    knocker_melds: tuple[Meld, ...]
    knocker_deadwood: tuple[Card, ...]
    defender_melds: tuple[Meld, ...]
    defender_deadwood: tuple[Card, ...]
    """The defender's cards left over after their own melds and the lay-offs."""
    layoffs: tuple[Layoff, ...] = ()
    as_shown: bool = False
    """The knocker's melds were scored exactly as laid out (``knocker_layout`` shown), not
    as the cheapest arrangement."""

    @classmethod
    def from_settlement(cls, settlement: Settlement) -> HandCards:
        """The cards of a hand the engine settled."""
        return cls(
            knocker_melds=settlement.knocker.melds,
            knocker_deadwood=settlement.knocker.deadwood_cards,
            defender_melds=settlement.defender.melds,
            defender_deadwood=settlement.defender.deadwood_cards,
            layoffs=settlement.layoffs,
            as_shown=settlement.layout_given and settlement.rules.knocker_layout == "shown",
        )


@dataclass(frozen=True)
class Team:
    """A partnership: the name that heads its columns and its two players."""

    name: str
    members: tuple[str, str]


@dataclass(frozen=True)
class HandRow:
    """One recorded hand, in the order played. ``outcome`` None is a wash (nobody scores)."""

    number: int
    """The hand's number in the match, from 1."""
    dealer: str | None = None
    knocker: str | None = None
    """Who knocked, went gin or declared Big Gin; None for a wash."""
    defender: str | None = None
    outcome: Outcome | None = None
    winner: str | None = None
    points: int = 0
    """What the winner scored: bonuses and the Oklahoma doubling included."""
    knocker_deadwood: int | None = None
    defender_deadwood: int | None = None
    """After lay-offs (none are allowed against gin)."""
    upcard: Card | None = None
    multiplier: int = 1
    extra_boxes: int = 0
    cards: HandCards | None = None
    players: tuple[str, ...] = ()
    """Who played it, when the match has more than two players (the dealer sits out of a
    three-player hand; a partnership's deal has two tables)."""
    deal: int | None = None
    """Four players: the deal (two hands, one at each table) the hand belongs to."""
    pending: bool = False
    """Four players: the other table of the deal is not recorded yet, so it has no line."""

    def __post_init__(self) -> None:
        if self.number < 1:
            raise SheetDataError(f"hand numbers start at 1, not {self.number}")
        object.__setattr__(self, "players", tuple(self.players))
        if self.is_wash:
            if self.points or self.winner:
                raise SheetDataError(f"hand {self.number} is a wash but names a score")
        elif self.winner is None or self.knocker is None:
            raise SheetDataError(f"hand {self.number} ({self.outcome_label}) needs a knocker "
                                 "and a winner")

    @property
    def is_wash(self) -> bool:
        """Nobody scores: a wash (``outcome`` None), or a gin laid off to zero (``wash``)."""
        return self.outcome is None or self.outcome is Outcome.WASH

    @property
    def names(self) -> tuple[str, ...]:
        """Every person the row names."""
        named = (self.dealer, self.knocker, self.defender, self.winner, *self.players)
        return tuple(name for name in named if name)

    @property
    def outcome_label(self) -> str:
        """``knock``, ``gin``, ``Big Gin``, ``undercut`` or ``wash``."""
        return "wash" if self.outcome is None else self.outcome.label

    @classmethod
    def from_settlement(cls, number: int, settlement: Settlement, *,
                        dealer: str | None = None, with_cards: bool = True) -> HandRow:
        """A row for a hand the engine settled (``settlement.names`` are knocker, defender)."""
        score = settlement.score
        knocker, defender = settlement.names
        return cls(
            number=number,
            dealer=dealer,
            knocker=knocker,
            defender=defender,
            outcome=score.outcome,
            winner=(None if score.winner is None
                    else knocker if score.winner is Side.KNOCKER else defender),
            points=score.points,
            knocker_deadwood=score.knocker_deadwood,
            defender_deadwood=score.defender_deadwood,
            upcard=settlement.upcard,
            multiplier=score.multiplier,
            extra_boxes=score.extra_boxes,
            cards=HandCards.from_settlement(settlement) if with_cards else None,
        )


@dataclass(frozen=True)
class GameRow:
    """A hand's line in one game's column: the points entered and the running totals after it.

    A wash has a row in its game (nobody scores); in Hollywood a column has a row
    only for the hands entered in it. A partnership's line is a whole deal:
    ``hands`` holds both tables' hands (``hand`` the first), ``note`` how the
    deal scored (``both tables``, ``split``, ...).
    """

    hand: int
    points: Mapping[str, int]
    totals: Mapping[str, int]
    hands: tuple[int, ...] = ()
    note: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", _frozen(self.points))
        object.__setattr__(self, "totals", _frozen(self.totals))
        object.__setattr__(self, "hands", tuple(self.hands) or (self.hand,))
        if self.hand not in self.hands:
            raise SheetDataError(f"a row for hand {self.hand} lists hands {self.hands}")

    @property
    def label(self) -> str:
        """The hand number, or a deal's hands: ``7`` or ``7+8``."""
        return "+".join(str(number) for number in self.hands)


def running_rows(players: Sequence[str],
                 entries: Iterable[tuple[int, Mapping[str, int]]]) -> tuple[GameRow, ...]:
    """Rows with running totals from (hand number, {player: points entered}) pairs, in order."""
    totals = dict.fromkeys(players, 0)
    rows = []
    for hand, points in entries:
        _check_names(f"hand {hand}'s entry", points, players)
        for name, value in points.items():
            totals[name] += value
        rows.append(GameRow(hand, points, totals))
    return tuple(rows)


@dataclass(frozen=True)
class Payment:
    """A settlement: ``payer`` pays ``payee`` ``points`` (and ``money`` at a stake per point)."""

    payer: str
    payee: str
    points: int
    money: float | None = None


@dataclass(frozen=True)
class GameResult:
    """How a finished game was settled, player by player.

    ``final`` = (``points`` + ``box_points`` + ``game_bonus``), doubled when
    ``doubled`` (the shutout rule ``double_total``). A ``double_game_bonus``
    shutout shows in ``game_bonus`` itself (200 instead of 100). ``payments``
    is who pays whom (three players: each loser settles with the winner);
    ``payment`` is the one payment of a two-sided game.
    """

    winner: str
    points: Mapping[str, int]
    """Hand points counted toward the target."""
    boxes: Mapping[str, int]
    """Boxes: hands won, extra boxes included."""
    box_points: Mapping[str, int]
    game_bonus: Mapping[str, int]
    final: Mapping[str, int]
    shutout: bool = False
    doubled: bool = False
    payment: Payment | None = None
    payments: tuple[Payment, ...] = ()

    def __post_init__(self) -> None:
        for name in ("points", "boxes", "box_points", "game_bonus", "final"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))
        payments = tuple(self.payments)
        if self.payment is not None and not payments:
            payments = (self.payment,)
        elif self.payment is None and len(payments) == 1:
            object.__setattr__(self, "payment", payments[0])
        elif self.payment is not None and self.payment not in payments:
            raise SheetDataError("a game's payment must be among its payments")
        object.__setattr__(self, "payments", payments)


@dataclass(frozen=True)
class GameSheet:
    """One game (standard) or one of Hollywood's three columns."""

    number: int
    rows: tuple[GameRow, ...]
    result: GameResult | None = None
    """None while the game is still open (or when it was abandoned)."""
    abandoned: bool = False
    """The players started a new game before this one was won: it settles nothing."""

    @property
    def hands(self) -> tuple[int, ...]:
        return tuple(number for row in self.rows for number in row.hands)


@dataclass(frozen=True)
class MatchSheet:
    """Everything a finished-match sheet prints."""

    players: tuple[str, ...]
    rules: Rules
    hands: tuple[HandRow, ...]
    games: tuple[GameSheet, ...]
    net: Payment | None = None
    preset: str | None = None
    title: str = ""
    played_on: str = ""
    """The date (or evening) as text, printed as given."""
    teams: tuple[Team, ...] = ()
    """Four players: the two partnerships, whose names are the ``players`` (column heads)."""
    balances: Mapping[str, int] = field(default_factory=dict)
    """Over all games, what each collects (+) or pays (-); printed when ``net`` is None
    (three players, where two can pay one)."""
    chart: str = ""
    """The score as a picture: SVG markup (`sheets.chart.score_chart`, names escaped there),
    printed under the games when the page has room for it; empty: no chart."""
    hand_index: Mapping[int, HandRow] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 2 <= len(self.players) <= 4 or len(set(self.players)) != len(self.players):
            raise SheetDataError("a match sheet needs two to four different player names")
        object.__setattr__(self, "balances", _frozen(self.balances))
        _check_names("the balances", self.balances, self.players)
        if self.teams and [team.name for team in self.teams] != list(self.players):
            raise SheetDataError("with teams, the column heads are the teams' names, in order")
        people = self.people
        numbers = [hand.number for hand in self.hands]
        if numbers != sorted(set(numbers)):
            raise SheetDataError("hands must be in order with each number once")
        index = {hand.number: hand for hand in self.hands}
        object.__setattr__(self, "hand_index", MappingProxyType(index))
        for hand in self.hands:
            _check_names(f"hand {hand.number}", hand.names, people)
        for game in self.games:
            for row in game.rows:
                missing = [number for number in row.hands if number not in index]
                if missing:
                    raise SheetDataError(f"game {game.number} has a row for hand {missing[0]}, "
                                         "which is not among the hands")
                _check_names(f"game {game.number}, hand {row.hand}",
                             [*row.points, *row.totals], self.players)
            if game.result is not None:
                _check_names(f"game {game.number}'s result", [game.result.winner], self.players)
        for payment in self._payments():
            _check_names("a settlement", [payment.payer, payment.payee], self.players)

    def _payments(self) -> list[Payment]:
        found = [game.result.payment for game in self.games if game.result and game.result.payment]
        return [*found, self.net] if self.net else found

    @property
    def people(self) -> tuple[str, ...]:
        """Who sat at the table: the players, or the members of the teams."""
        if self.teams:
            return tuple(member for team in self.teams for member in team.members)
        return self.players

    @property
    def hollywood(self) -> bool:
        return self.rules.scoring == "hollywood"

    def hand(self, number: int) -> HandRow:
        return self.hand_index[number]

    def entered_in(self, number: int) -> tuple[int, ...]:
        """The games (columns) a hand's score was entered in."""
        return tuple(game.number for game in self.games
                     if any(number in row.hands and any(row.points.values())
                            for row in game.rows))
