"""Hollywood: three games scored at once in three columns (RULES.md, "Hollywood Gin").

Each player has a set of games they have started. On a win, the
lowest-numbered open game that the player has not yet started is added to
the set (if there is one), and the hand's score is entered in every open game
of the set. A game that has been won (someone reached its target) takes no
more entries. So a first win goes into game 1, a second into games 1 and 2, a
third and later into all three; and a player shut out of game 1 when it
closes enters their next win as the first score of game 2.

Each column is settled on its own (its own boxes, game bonus and shutout).
The three columns are a "round"; the match's round is over when all three
are won. A hand after that starts a new round of three columns (games 4, 5
and 6), as does a `NewGame` marker, which abandons the open columns.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..gin import Rules
from ..gin.phrases import N_
from .errors import HandError
from .games import GameSheet
from .lines import Line
from .snapshots import copied

COLUMNS = 3


class HollywoodRound:
    """Three columns and the games each player has started in them."""

    def __init__(self, round: int, units: Sequence[str], rules: Rules) -> None:
        self.number = round
        first = COLUMNS * (round - 1)
        self.columns = [GameSheet(first + c, units, rules, column=c, round=round)
                        for c in range(1, COLUMNS + 1)]
        self.started: dict[str, set[int]] = {unit: set() for unit in units}

    @property
    def over(self) -> bool:
        return all(column.over for column in self.columns)

    def copy(self) -> HollywoodRound:
        new = copied(self)
        new.columns = [column.copy() for column in self.columns]
        new.started = {unit: set(started) for unit, started in self.started.items()}
        return new

    @property
    def begun(self) -> bool:
        return any(column.started for column in self.columns)

    def enter(self, line: Line) -> tuple[int, ...]:
        """Enter a winning line by the Hollywood rule; the numbers of the games it went into."""
        if line.winner is None:
            return ()
        started = self.started[line.winner]
        open_columns = [column for column in self.columns if not column.over]
        fresh = [column for column in open_columns if column.column not in started]
        if fresh:
            started.add(fresh[0].column or 0)
        entered = []
        for column in open_columns:
            if column.column in started:
                column.enter(line)
                entered.append(column.number)
        return tuple(entered)


class HollywoodBook:
    """The columns of a Hollywood match as the hands come in: the current round's three.

    `enter` and `new_game` hand back the columns they close (a round is closed when the next
    one starts, by a hand after it is over or by a `NewGame` marker)."""

    def __init__(self, units: Sequence[str], rules: Rules) -> None:
        self.units = tuple(units)
        self.rules = rules
        self.round = HollywoodRound(1, units, rules)

    def open_sheets(self) -> tuple[GameSheet, ...]:
        return tuple(self.round.columns)

    def new_game(self) -> list[GameSheet]:
        """A `NewGame` marker: a new round of three columns (the open ones are abandoned)."""
        current = self.round
        if not current.begun:
            raise HandError(N_("a new game starts after at least one score in the current one"))
        for column in current.columns:
            column.abandoned = not column.over
        self.round = HollywoodRound(current.number + 1, self.units, self.rules)
        return list(current.columns)

    def enter(self, line: Line) -> tuple[tuple[int, ...], list[GameSheet]]:
        """Enter a line by the Hollywood rule (after a finished round: into the next round);
        the numbers of the games it went into, and the columns closed on the way."""
        closed = []
        if self.round.over:
            closed = list(self.round.columns)
            self.round = HollywoodRound(self.round.number + 1, self.units, self.rules)
        return self.round.enter(line), closed

    def copy(self) -> HollywoodBook:
        new = copied(self)
        new.round = self.round.copy()
        return new
