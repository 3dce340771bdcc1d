"""Games: running totals to the target, then boxes, the game bonus, the shutout and the settlement.

RULES.md, "The game": hand scores add into each player's running total; the
first to reach the ``target`` wins the game. At the end each player gets the
``box_bonus`` once for each hand they won, plus any extra boxes (boxes do not
count toward the target); the winner gets the ``game_bonus``. A shutout (the
loser never scored) doubles the game bonus (``double_game_bonus``) or the
winner's whole final total (``double_total``), or nothing (``none``). With
``settlement`` on, the lower total pays the difference to the higher.

With three players the winner settles with each of the other two (with
``three_player_settlement=pairs`` the two others settle between them too), and
the game is a shutout when neither of them scored (with
``three_player_shutout=each`` a loser who never scored pays a shutout share, the
other a plain one: `shut_out` names who pays the shutout share). In a standard match the hand
after a finished game starts the next game; a `NewGame` marker starts one on
purpose (abandoning an unfinished game, which then settles nothing).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..gin import Rules
from ..gin.phrases import N_
from .errors import HandError
from .lines import Line
from .snapshots import copied


@dataclass(frozen=True)
class Row:
    """One line of a game's sheet, with every running total after it."""

    hands: tuple[int, ...]
    winner: str | None
    points: int
    totals: Mapping[str, int]
    note: str


@dataclass(frozen=True)
class Payment:
    """At a game's end ``payer`` owes ``payee`` ``points`` (``amount``: times the stake)."""

    payer: str
    payee: str
    points: int
    amount: float


@dataclass(frozen=True)
class Game:
    """A game (a column of Hollywood) with everything derived from its lines."""

    number: int
    units: tuple[str, ...]
    rows: tuple[Row, ...]
    points: Mapping[str, int]
    """Hand points toward the target."""
    hands_won: Mapping[str, int]
    extra_boxes: Mapping[str, int]
    winner: str | None
    abandoned: bool
    shutout: bool
    """The game is won and the loser (with three players: both others) never scored."""
    final: Mapping[str, int]
    """After boxes, game bonus and shutout (an unfinished game: points and boxes so far)."""
    payments: tuple[Payment, ...]
    target: int
    column: int | None = None
    round: int = 1
    box_points: Mapping[str, int] = field(default_factory=dict)
    """Boxes times the ``box_bonus`` (so far, for an unfinished game)."""
    game_bonus: Mapping[str, int] = field(default_factory=dict)
    """What the game bonus added: the winner's bonus (doubled by a ``double_game_bonus``
    shutout), 0 for the others and for everyone while the game is unfinished."""
    doubled: bool = False
    """A shutout under ``double_total``: the winner's whole total was doubled."""
    shut_out: tuple[str, ...] = ()
    """The losers who paid a shutout share (``shutout``: all of them; with
    ``three_player_shutout=each`` perhaps one of two, the winner's ``final`` then being the plain
    one and the shut-out loser's payment the doubled one)."""

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def boxes(self) -> dict[str, int]:
        return {unit: self.hands_won[unit] + self.extra_boxes[unit] for unit in self.units}

    @property
    def hands(self) -> tuple[int, ...]:
        return tuple(number for row in self.rows for number in row.hands)


class GameSheet:
    """A game being filled in, line by line."""

    def __init__(self, number: int, units: Sequence[str], rules: Rules,
                 column: int | None = None, round: int = 1) -> None:
        self.number = number
        self.units = tuple(units)
        self.rules = rules
        self.column = column
        self.round = round
        self.rows: list[Row] = []
        self.points = dict.fromkeys(self.units, 0)
        self.won = dict.fromkeys(self.units, 0)
        self.extra = dict.fromkeys(self.units, 0)
        self.winner: str | None = None
        self.abandoned = False

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def started(self) -> bool:
        return bool(self.rows)

    def copy(self) -> GameSheet:
        return copied(self)

    def enter(self, line: Line) -> None:
        if line.winner is not None:
            self.points[line.winner] += line.points
            self.won[line.winner] += line.boxes
            self.extra[line.winner] += line.extra_boxes
            if self.points[line.winner] >= self.rules.target:
                self.winner = line.winner
        for unit, boxes, extra in line.side_boxes:
            self.won[unit] += boxes
            self.extra[unit] += extra
        self.rows.append(Row(line.hands, line.winner, line.points, dict(self.points), line.note))

    def result(self) -> Game:
        end = settle_game(self, self.rules)
        return Game(self.number, self.units, tuple(self.rows), dict(self.points), dict(self.won),
                    dict(self.extra), self.winner, self.abandoned, end.shutout, end.final,
                    end.payments, self.rules.target, self.column, self.round,
                    end.box_points, end.game_bonus, end.doubled, end.shut_out)


@dataclass(frozen=True)
class GameEnd:
    """The foot of a game's sheet, line by line: boxes, game bonus, shutout, totals, payments."""

    box_points: dict[str, int]
    game_bonus: dict[str, int]
    shutout: bool
    doubled: bool
    final: dict[str, int]
    payments: tuple[Payment, ...]
    shut_out: tuple[str, ...] = ()


def settle_game(sheet: GameSheet, rules: Rules) -> GameEnd:
    """Boxes, bonus, final totals, the shutout and who pays whom (RULES.md, "The game")."""
    box_points = {unit: (sheet.won[unit] + sheet.extra[unit]) * rules.box_bonus
                  for unit in sheet.units}
    game_bonus = dict.fromkeys(sheet.units, 0)
    final = {unit: sheet.points[unit] + box_points[unit] for unit in sheet.units}
    winner = sheet.winner
    if winner is None:
        return GameEnd(box_points, game_bonus, False, False, final, ())
    losers = [unit for unit in sheet.units if unit != winner]
    # Shut out: never scored a point in the game (a team too, though a split deal may have
    # given it a hand won: RULES.md, "More than two players").
    shut_out = shut_out_losers(sheet.points, losers, rules)
    shutout = bool(shut_out) and len(shut_out) == len(losers)
    game_bonus[winner] = rules.game_bonus
    plain = final[winner] + game_bonus[winner]
    against = {unit: _winner_final(plain, rules, unit in shut_out) for unit in losers}
    if shutout and rules.shutout == "double_game_bonus":
        game_bonus[winner] *= 2
    final[winner] += game_bonus[winner]
    doubled = shutout and rules.shutout == "double_total"
    if doubled:
        final[winner] *= 2
    payments = []
    if rules.settlement:
        pairs = [(winner, unit, against[unit], final[unit]) for unit in losers]
        if rules.three_player_settlement == "pairs":
            pairs += [(one, other, final[one], final[other])
                      for index, one in enumerate(losers) for other in losers[index + 1:]]
        for one, other, one_final, other_final in pairs:
            difference = one_final - other_final
            if difference:
                payer, payee = (other, one) if difference > 0 else (one, other)
                payments.append(Payment(payer, payee, abs(difference),
                                        abs(difference) * rules.stake))
    return GameEnd(box_points, game_bonus, shutout, doubled, final, tuple(payments), shut_out)


def shut_out_losers(points: Mapping[str, int], losers: Sequence[str],
                    rules: Rules) -> tuple[str, ...]:
    """The losers who pay a shutout share: under ``three_player_shutout=both`` all of them
    when none scored (else none); under ``each`` every one who never scored."""
    scoreless = tuple(unit for unit in losers if points[unit] == 0)
    if rules.three_player_shutout == "each" or len(scoreless) == len(losers):
        return scoreless
    return ()


def _winner_final(plain: int, rules: Rules, shut_out: bool) -> int:
    """The winner's final total as one loser settles it: ``plain`` (points, boxes and the game
    bonus), with the shutout applied when that loser is shut out."""
    if not shut_out:
        return plain
    if rules.shutout == "double_game_bonus":
        return plain + rules.game_bonus
    if rules.shutout == "double_total":
        return plain * 2
    return plain


class StandardBook:
    """The games of a standard match as the hands come in: the sheet of the game being played.

    `enter` and `new_game` hand back the sheets they close (a finished or abandoned game, which
    takes no more lines and can be settled once for all)."""

    def __init__(self, units: Sequence[str], rules: Rules) -> None:
        self.units = tuple(units)
        self.rules = rules
        self.sheet = GameSheet(1, units, rules)

    def open_sheets(self) -> tuple[GameSheet, ...]:
        return (self.sheet,)

    def new_game(self) -> list[GameSheet]:
        """A `NewGame` marker: the current game ends here (abandoned if nobody won it)."""
        current = self.sheet
        if not current.started:
            raise HandError(N_("a new game starts after at least one hand of the current game"))
        current.abandoned = not current.over
        self.sheet = GameSheet(current.number + 1, self.units, self.rules)
        return [current]

    def enter(self, line: Line) -> tuple[tuple[int, ...], list[GameSheet]]:
        """Enter a line (after a won game: into the next game); the numbers of the games it
        went into, and the sheets closed on the way."""
        closed = []
        if self.sheet.over:
            closed.append(self.sheet)
            self.sheet = GameSheet(self.sheet.number + 1, self.units, self.rules)
        self.sheet.enter(line)
        return (self.sheet.number,), closed

    def copy(self) -> StandardBook:
        new = copied(self)
        new.sheet = self.sheet.copy()
        return new
