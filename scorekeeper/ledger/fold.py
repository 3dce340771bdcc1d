"""The tally as a fold: the state after some entries, extended one entry at a time.

`tally` folds a match's entries from the first. The ledger keeps a `Folded`
match — the hands and games so far, and a `Checkpoint` before each entry — so
that recording a hand only extends it, and a correction, a deletion or an undo
folds again from the entry it touched (`Folded.replaced`), reusing everything
before it. A fold from a checkpoint and a fold from the start take the same
steps, so both give the same tally.

The rules themselves stay where they were: seating in `dealing` and `teams`,
scoring in `results`, games in `games` and `hollywood`. A fold only drives
them: seat the hand, settle it, turn it into sheet lines, enter the lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..gin import GinError
from .dealing import RotationSeating
from .errors import HandError
from .games import Game, GameSheet, StandardBook
from .hollywood import HollywoodBook
from .model import Entry, Match, NewGame
from .results import HandResult, Seat, resolve
from .teams import PartnershipSeating

Seating = RotationSeating | PartnershipSeating
Book = StandardBook | HollywoodBook


def seating_for(match: Match) -> Seating:
    return PartnershipSeating(match) if match.teams else RotationSeating(match)


def book_for(match: Match) -> Book:
    if match.rules.scoring == "hollywood":
        return HollywoodBook(match.units, match.rules)
    return StandardBook(match.units, match.rules)


@dataclass(frozen=True)
class Checkpoint:
    """The fold before one entry: the seating and the open games (copies nobody changes), how
    many hands and closed games there were, and the hands still waiting for their deal's other
    table (the last ones of the hands, marked pending)."""

    seating: Seating
    book: Book
    hands: int
    games: int
    pending: tuple[HandResult, ...]


class _Folding:
    """One fold under way, from a checkpoint: it works on its own copies and lists."""

    def __init__(self, match: Match, start: Checkpoint, hands: Sequence[HandResult],
                 games: Sequence[Game]) -> None:
        self.match = match
        self.seating = start.seating.copy()
        self.book = start.book.copy()
        self.hands = [*hands[:start.hands - len(start.pending)], *start.pending]
        self.games = list(games[:start.games])

    def checkpoint(self, last: bool = False) -> Checkpoint:
        """The fold as it stands, to keep. ``last``: the fold ends here, so the checkpoint
        takes the working seating and book themselves, not copies (nothing changes them
        after: a fold from a checkpoint works on copies of its own)."""
        waiting = sum(1 for result in reversed(self.hands) if result.pending)
        seating, book = ((self.seating, self.book) if last
                         else (self.seating.copy(), self.book.copy()))
        return Checkpoint(seating, book, len(self.hands), len(self.games),
                          tuple(self.hands[len(self.hands) - waiting:]))

    def add(self, entry: Entry, position: int) -> None:
        """Fold one entry in; raises `HandError` for one the rules refuse (changing nothing
        that a checkpoint holds)."""
        if isinstance(entry, NewGame):
            self.seating.new_game()
            self._close(self.book.new_game())
            return
        number = len(self.hands) + 1
        try:
            seat: Seat = self.seating.seat(entry)
            result = resolve(entry, self.match.rules, seat, number, position)
        except HandError as error:
            if error.number is not None:
                raise
            raise HandError(error.reason_phrase, number, cause=error.cause) from None
        except GinError as error:
            raise HandError(error.phrase, number, cause=error) from None
        lines = self.seating.after(result)
        if not lines:
            self.hands.append(replace(result, pending=True))
            return
        self.hands.append(result)
        entered: dict[int, tuple[int, ...]] = {}
        for line in lines:
            games, closed = self.book.enter(line)
            self._close(closed)
            entered.update(dict.fromkeys(line.hands, games))
        first = min(entered) - 1
        for index in range(first, len(self.hands)):
            self.hands[index] = replace(self.hands[index], games=entered.get(index + 1, ()),
                                        pending=False)

    def _close(self, sheets: list[GameSheet]) -> None:
        self.games.extend(sheet.result() for sheet in sheets)


@dataclass(frozen=True)
class Folded:
    """A match folded to its end: the hands (settled, with their games), the closed games, and
    the checkpoint before each entry and after the last (``checkpoints[i]``: before entry i)."""

    match: Match
    hands: tuple[HandResult, ...]
    closed_games: tuple[Game, ...]
    checkpoints: tuple[Checkpoint, ...]

    @classmethod
    def of(cls, match: Match) -> Folded:
        """Fold ``match`` from its first entry (raises `HandError`)."""
        start = Checkpoint(seating_for(match), book_for(match), 0, 0, ())
        empty = cls(match.with_entries(()), (), (), (start,))
        return empty.replaced(0, match.entries)

    @property
    def last(self) -> Checkpoint:
        return self.checkpoints[-1]

    @property
    def games(self) -> tuple[Game, ...]:
        """Every game: the closed ones, then the open ones as they stand."""
        return self.closed_games + tuple(sheet.result() for sheet in self.last.book.open_sheets())

    @property
    def upcoming(self) -> tuple[Seat, ...]:
        return self.last.seating.upcoming()

    def number_at(self, index: int) -> int:
        """The number (from 1, markers not counted) the entry at ``index`` has or would have."""
        return self.checkpoints[index].hands + 1

    def next_seat(self, entry: Entry) -> Seat | None:
        """The seat (dealer, players, table) a hand added at the end would get; None for a
        marker, or a hand the seating refuses (folding it in raises the error, numbered)."""
        if isinstance(entry, NewGame):
            return None
        try:
            return self.last.seating.seat(entry)
        except HandError:
            return None

    def result_at(self, index: int) -> HandResult:
        """The settled hand of the entry at ``index`` (which is not a new-game marker)."""
        return self.hands[self.checkpoints[index].hands]

    def unchanged_before(self, index: int) -> tuple[int, int]:
        """How many hands and games a fold from entry ``index`` on leaves as they were: the
        hands and closed games before it (a hand waiting for its deal's other table is not
        counted: the other table's hand settles it)."""
        start = self.checkpoints[index]
        return start.hands - len(start.pending), start.games

    def replaced(self, index: int, entries: Sequence[Entry]) -> Folded:
        """The match with its entries from ``index`` on replaced by ``entries``, folded from the
        checkpoint before ``index`` (raises `HandError`; ``self`` stays as it was)."""
        kept = self.match.entries[:index]
        folding = _Folding(self.match, self.checkpoints[index], self.hands, self.closed_games)
        checkpoints = list(self.checkpoints[:index + 1])
        end = index + len(entries) - 1
        for position, entry in enumerate(entries, start=index):
            folding.add(entry, position)
            checkpoints.append(folding.checkpoint(last=position == end))
        return Folded(self.match.with_entries((*kept, *entries)), tuple(folding.hands),
                      tuple(folding.games), tuple(checkpoints))

    def appended(self, entry: Entry) -> Folded:
        return self.replaced(len(self.match.entries), (entry,))

    def corrected(self, index: int, entry: Entry) -> Folded:
        return self.replaced(index, (entry, *self.match.entries[index + 1:]))

    def deleted(self, index: int) -> Folded:
        return self.replaced(index, self.match.entries[index + 1:])

    def inserted(self, index: int, entry: Entry) -> Folded:
        return self.replaced(index, (entry, *self.match.entries[index:]))


def fold(match: Match) -> tuple[tuple[HandResult, ...], tuple[Game, ...], tuple[Seat, ...]]:
    """Fold ``match`` from the start without keeping checkpoints: its hands, games and who
    plays next (what `tally` needs for a match that is not kept)."""
    start = Checkpoint(seating_for(match), book_for(match), 0, 0, ())
    folding = _Folding(match, start, (), ())
    for position, entry in enumerate(match.entries):
        folding.add(entry, position)
    games = (*folding.games, *(sheet.result() for sheet in folding.book.open_sheets()))
    return tuple(folding.hands), tuple(games), folding.seating.upcoming()
