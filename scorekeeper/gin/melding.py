"""How cards meld under the rules in force: where the ace goes in a run, and what it counts.

RULES.md, "Cards" and "Round-the-corner gin". Option `runs`:

- ``ace_low`` (default): the ace is low only; A-2-3 is a run, Q-K-A is not.
- ``ace_high``: the ace is low or high: A-2-3 and Q-K-A are runs, K-A-2 is not.
- ``round_the_corner``: runs may turn the corner: K-A-2 and Q-K-A-2-3 are runs.

A run never holds the same card twice, so it is at most 13 cards. Option
`ace_points`: an ace left in deadwood counts 1 (default) or 15.

A `Melding` is these two options as data: for each of the 8,192 possible rows
of one suit (bit 0 the ace, bit 12 the king) the least deadwood with runs only
and one choice of runs that reaches it, and which rows are runs. Within one
suit, with runs only, every unbroken stretch of three or more cards is melded
(round the corner: unbroken around the circle), and with `ace_high` the ace
joins the low end or the high end, whichever leaves less. The deadwood solver
(`deadwood.py`) is the same for every mode; only the tables differ, so the
standard mode keeps its speed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Final, Literal

from .phrases import N_, Phrase
from .solver import ROW_DEADWOOD, ROW_RUNS, min_deadwood, min_deadwood_over

RunsMode = Literal["ace_low", "ace_high", "round_the_corner"]
RUNS_MODES: Final[tuple[str, ...]] = ("ace_low", "ace_high", "round_the_corner")
FULL_ROW: Final = 0x1FFF
ACE, KING = 0, 12


def _linear_stretches(positions: list[int]) -> list[list[int]]:
    """Split ordered positions into unbroken stretches (consecutive numbers)."""
    stretches: list[list[int]] = []
    for position in positions:
        if stretches and stretches[-1][-1] + 1 == position:
            stretches[-1].append(position)
        else:
            stretches.append([position])
    return stretches


def _rank_bits(row: int) -> list[int]:
    return [bit for bit in range(13) if row >> bit & 1]


def _mask(positions: list[int]) -> int:
    mask = 0
    for position in positions:
        mask |= 1 << (position % 13)
    return mask


def run_order(row: int) -> list[int]:
    """The ranks (bit positions) of a run row in playing order: after a gap, going up.

    Q-K-A-2 is [11, 12, 0, 1]; a full row starts at the ace. The same for every mode.
    """
    bits = _rank_bits(row)
    if row == FULL_ROW:
        return bits
    start = next(bit for bit in bits if not row >> ((bit - 1) % 13) & 1)
    return [(start + step) % 13 for step in range(13) if row >> ((start + step) % 13) & 1][
        : len(bits)
    ]


def _stretches(row: int, runs: str) -> list[list[list[int]]]:
    """Each way (one for most rows, two for some `ace_high` rows) to cut the row's cards into
    unbroken stretches, as lists of positions in playing order (13 means the ace high)."""
    bits = _rank_bits(row)
    if runs == "ace_low":
        return [_linear_stretches(bits)]
    if runs == "round_the_corner":
        if row == FULL_ROW:
            return [[bits]]
        return [[[p % 13 for p in s] for s in _linear_stretches(_unrolled(row))]]
    low = _linear_stretches(bits)
    if not row & 1:
        return [low]
    high = _linear_stretches([bit for bit in bits if bit] + [13])
    return [low, high]


def _unrolled(row: int) -> list[int]:
    """The row's positions read round the circle from just after a gap, numbered upward."""
    gap = next(bit for bit in range(13) if not row >> bit & 1)
    return [gap + 1 + step for step in range(12) if row >> ((gap + 1 + step) % 13) & 1]


@dataclass(frozen=True)
class Melding:
    """The `runs` and `ace_points` options as the tables the solvers read."""

    runs: str
    ace_points: int
    row_deadwood: tuple[int, ...] = field(repr=False, compare=False)
    """For each suit row: its least deadwood with runs only."""
    row_runs: tuple[int, ...] = field(repr=False, compare=False)
    """For each suit row: the cards its runs meld (one best choice)."""
    row_choices: dict[int, tuple[int, ...]] = field(repr=False, compare=False)
    """Rows with more than one best choice of melded cards (only with the ace high): all of them."""
    card_points: tuple[int, ...] = field(repr=False, compare=False)
    """Deadwood value of each card index 0..51."""
    min_deadwood: Callable[[int], int] = field(repr=False, compare=False)
    """The least deadwood of a hand mask under this melding."""

    @cached_property
    def order_keys(self) -> tuple[int, ...]:
        """Per card index: how discards of equal deadwood are ordered (the card worth most
        first, then index order), as the low 12 bits of a sort key."""
        return tuple(((31 - self.card_points[index]) << 6) | index for index in range(52))

    @cached_property
    def standard(self) -> bool:
        """The ace low only, worth 1 (the default rules)."""
        return self.runs == "ace_low" and self.ace_points == 1

    def points(self, mask: int) -> int:
        """Deadwood value of the cards of a mask."""
        total = 0
        values = self.card_points
        while mask:
            low = mask & -mask
            total += values[low.bit_length() - 1]
            mask ^= low
        return total

    def is_run_row(self, row: int) -> bool:
        """The cards of one suit row form one run under this mode."""
        return _is_run_row(row, self.runs)

    def segments(self, melded: int) -> tuple[int, ...]:
        """Cut a row's melded cards into runs (each a row mask); the row is known to meld."""
        return _segments(melded, self.runs)

    def up(self, rank_bit: int) -> int | None:
        """The rank position that extends a run upward from its top ``rank_bit`` (None: none)."""
        if self.runs == "ace_low":
            return None if rank_bit == KING else rank_bit + 1
        if self.runs == "ace_high" and rank_bit == ACE:
            return None  # the ace high ends the run
        return (rank_bit + 1) % 13

    def down(self, rank_bit: int) -> int | None:
        """The rank position that extends a run downward from its bottom ``rank_bit``."""
        if self.runs != "round_the_corner" and rank_bit == ACE:
            return None
        return (rank_bit - 1) % 13

    def runs_phrase(self) -> Phrase:
        """Where the ace may go in a run, in words (for a refusal)."""
        return Phrase(_RUNS_WORDS[self.runs])


_RUNS_WORDS: Final = {
    "ace_low": N_("the ace is low only"),
    "ace_high": N_("the ace is low or high, but a run does not turn the corner"),
    "round_the_corner": N_("runs may turn the corner"),
}


@cache
def _is_run_row(row: int, runs: str) -> bool:
    if row.bit_count() < 3:
        return False
    return any(len(cut) == 1 for cut in _stretches(row, runs))


@cache
def _segments(melded: int, runs: str) -> tuple[int, ...]:
    for cut in _stretches(melded, runs):
        if all(len(stretch) >= 3 for stretch in cut):
            return tuple(_mask(stretch) for stretch in cut)
    raise ValueError(f"row {melded:#x} does not meld under runs={runs}")


def _row_solutions(row: int, runs: str, values: tuple[int, ...]) -> tuple[int, list[int]]:
    """The least deadwood of a row with runs only, and every melded-cards choice reaching it."""
    best = 1 << 30
    choices: list[int] = []
    for cut in _stretches(row, runs):
        melded = 0
        for stretch in cut:
            if len(stretch) >= 3:
                melded |= _mask(stretch)
        left = sum(values[bit] for bit in range(13) if (row & ~melded) >> bit & 1)
        if left < best:
            best, choices = left, [melded]
        elif left == best and melded not in choices:
            choices.append(melded)
    return best, choices


def _solver(table: tuple[int, ...]) -> Callable[[int], int]:
    """`solver.min_deadwood` over another row table (the same code)."""

    def solve(hand: int) -> int:
        return min_deadwood_over(hand, table)

    return solve


@cache
def melding(runs: str = "ace_low", ace_points: int = 1) -> Melding:
    """The tables of one mode, built once (the standard ones are solver.py's own)."""
    values = (ace_points, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
    card_points = values * 4
    if runs == "ace_low" and ace_points == 1:
        return Melding(runs, ace_points, ROW_DEADWOOD, ROW_RUNS, {}, card_points, min_deadwood)
    deadwood: list[int] = []
    melded: list[int] = []
    several: dict[int, tuple[int, ...]] = {}
    for row in range(1 << 13):
        least, choices = _row_solutions(row, runs, values)
        deadwood.append(least)
        melded.append(choices[0])
        if len(choices) > 1:
            several[row] = tuple(choices)
    table = tuple(deadwood)
    return Melding(runs, ace_points, table, tuple(melded), several, card_points, _solver(table))


STANDARD: Final[Melding] = melding()
