"""Four players in two partnerships (RULES.md, "More than two players").

Each deal is two hands played at once, one at each table: every player plays
one opponent, and partners switch opponents each deal. With teams (A1, A2)
and (B1, B2): deals 1, 3, 5... seat A1 v B1 and A2 v B2; deals 2, 4, 6...
seat A1 v B2 and A2 v B1.

When both hands of a deal are in: if both players of a team won their hands
(or one won and the other table washed), the team scores both, with a box for
each hand; if the results split, the team with the larger score scores the
difference, with one box (and the extra boxes of its winning hand); equal
scores cancel out. With ``team_boxes=each_winner`` every won hand also gives its
winner's team a box (and its extra boxes), so in a split both teams get one.

Dealing: in each deal one team deals at both tables. The first dealer's team
deals the first deal (the first dealer at their table, the partner at the
other); after that the `next_dealer` rule picks the team by the deal's result
(a deal nobody scored counts as a wash for `wash_redeal`).
"""

from __future__ import annotations

from ..gin import Rules
from ..gin.phrases import N_, listed
from .dealing import check_player, following
from .errors import HandError
from .lines import Line
from .model import Hand, Match, Team
from .results import HandResult, Seat
from .snapshots import copied


def tables(teams: tuple[Team, Team], deal: int) -> tuple[tuple[str, str], tuple[str, str]]:
    """The two tables of deal ``deal`` (counted from 1), each as (team 1's player, team 2's)."""
    (a1, a2), (b1, b2) = teams[0].members, teams[1].members
    if deal % 2 == 1:
        return ((a1, b1), (a2, b2))
    return ((a1, b2), (a2, b1))


def deal_line(results: list[HandResult], match: Match) -> Line:
    """The team result of one complete deal (both tables)."""
    hands = tuple(sorted(result.number for result in results))
    winners = [result for result in results if result.winner is not None]
    if not winners:
        return Line(hands, None, 0, 0, 0, "wash")
    by_team: dict[str, list[HandResult]] = {}
    for result in winners:
        by_team.setdefault(match.unit_of(result.winner or ""), []).append(result)
    if len(by_team) == 1:
        team, won = next(iter(by_team.items()))
        note = "both tables" if len(won) == 2 else "one table"
        return Line(hands, team, sum(r.points for r in won), len(won),
                    sum(r.extra_boxes for r in won), note)
    (team_a, [hand_a]), (team_b, [hand_b]) = by_team.items()
    if hand_a.points == hand_b.points:
        side = _split_boxes(match, (team_a, hand_a), (team_b, hand_b))
        return Line(hands, None, 0, 0, 0, "split, even", side)
    top, other = (hand_a, hand_b) if hand_a.points > hand_b.points else (hand_b, hand_a)
    team, beaten = (team_a, team_b) if top is hand_a else (team_b, team_a)
    return Line(hands, team, top.points - other.points, 1, top.extra_boxes, "split",
                _split_boxes(match, (beaten, other)))


def _split_boxes(match: Match, *won: tuple[str, HandResult]) -> tuple[tuple[str, int, int], ...]:
    """The boxes a split deal gives teams that netted nothing from it: none under
    ``team_boxes=net``; under ``each_winner`` one (and its extra boxes) per won hand."""
    if match.rules.team_boxes != "each_winner":
        return ()
    return tuple((team, 1, result.extra_boxes) for team, result in won)


class PartnershipSeating:
    """Seats each hand of a four-player match at its table and scores each complete deal."""

    def __init__(self, match: Match) -> None:
        assert match.teams is not None
        self.match = match
        self.teams = match.teams
        self.rules: Rules = match.rules
        self.deal = 1
        self.dealing_team = match.unit_of(match.first_dealer)
        self.filled: dict[int, HandResult] = {}

    def _dealer_at(self, table: tuple[str, str]) -> str:
        return next(name for name in table if self.match.unit_of(name) == self.dealing_team)

    def _tables_text(self) -> str:
        return "; ".join(f"{a} v {b}" for a, b in tables(self.teams, self.deal))

    def seat(self, hand: Hand) -> Seat:
        names = [*hand.names(), *([hand.dealer] if hand.dealer else [])]
        for name in names:
            check_player(self.match, name, "the player" if name != hand.dealer else "the dealer")
        seated = tables(self.teams, self.deal)
        if names:
            found = [i for i, table in enumerate(seated) if all(n in table for n in names)]
            if not found:
                raise HandError(N_("%(names)s do not sit at one table in deal %(deal)s "
                                   "(%(tables)s)"), names=listed(list(dict.fromkeys(names))),
                                deal=self.deal, tables=self._tables_text())
            index = found[0]
        else:
            index = 0 if 0 not in self.filled else 1
        if index in self.filled:
            a, b = seated[index]
            c, d = seated[1 - index]
            raise HandError(N_("deal %(deal)s already has the hand of %(a)s v %(b)s; the other "
                               "table is %(c)s v %(d)s"), deal=self.deal, a=a, b=b, c=c, d=d)
        table = seated[index]
        return Seat(hand.dealer or self._dealer_at(table), table, self.deal, index + 1)

    def after(self, result: HandResult) -> list[Line]:
        self.filled[(result.seat.table or 1) - 1] = result
        if len(self.filled) < 2:
            return []
        line = deal_line([self.filled[0], self.filled[1]], self.match)
        units = self.match.units
        loser = None if line.winner is None else next(u for u in units if u != line.winner)
        self.dealing_team = following(self.rules, units, self.dealing_team, line.winner, loser)
        self.deal += 1
        self.filled = {}
        return [line]

    def copy(self) -> PartnershipSeating:
        return copied(self)

    def new_game(self) -> None:
        if self.filled:
            missing = next(i for i in (0, 1) if i not in self.filled)
            a, b = tables(self.teams, self.deal)[missing]
            raise HandError(N_("finish deal %(deal)s first: the hand of %(a)s v %(b)s is "
                               "missing"), deal=self.deal, a=a, b=b)

    def pending(self) -> tuple[int, ...]:
        return tuple(result.number for result in self.filled.values())

    def upcoming(self) -> tuple[Seat, ...]:
        """The tables of the current deal still to be recorded."""
        return tuple(Seat(self._dealer_at(table), table, self.deal, index + 1)
                     for index, table in enumerate(tables(self.teams, self.deal))
                     if index not in self.filled)
