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
from .errors import HandError
from .games import GameSheet
from .lines import Line
from .model import NewGame

COLUMNS = 3


class HollywoodRound:
    """Three columns and the games each player has started in them."""

    def __init__(self, round: int, units: Sequence[str], rules: Rules) -> None:
        first = COLUMNS * (round - 1)
        self.columns = [GameSheet(first + c, units, rules, column=c, round=round)
                        for c in range(1, COLUMNS + 1)]
        self.started: dict[str, set[int]] = {unit: set() for unit in units}

    @property
    def over(self) -> bool:
        return all(column.over for column in self.columns)

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


def hollywood_games(lines: Sequence[Line | NewGame], units: Sequence[str],
                    rules: Rules) -> tuple[list[GameSheet], dict[int, tuple[int, ...]]]:
    """Deal the lines into Hollywood columns; also which games each hand went into."""
    rounds = [HollywoodRound(1, units, rules)]
    game_of: dict[int, tuple[int, ...]] = {}
    for line in lines:
        current = rounds[-1]
        if isinstance(line, NewGame):
            if not current.begun:
                raise HandError("a new game starts after at least one score in the current one")
            for column in current.columns:
                column.abandoned = not column.over
            rounds.append(HollywoodRound(len(rounds) + 1, units, rules))
            continue
        if current.over:
            current = HollywoodRound(len(rounds) + 1, units, rules)
            rounds.append(current)
        entered = current.enter(line)
        for number in line.hands:
            game_of[number] = entered
    return [column for current in rounds for column in current.columns], game_of
