"""The verdict's explanation as data: a code per sentence and the values it names.

The engine says *what* happened (``Step(StepCode.KNOCKS, {"knocker": "Ann", ...})``);
the presentation layer (``scorekeeper.wording``) chooses the words, in the
player's language. Values are plain data the wording can format: names and
numbers, cards, arrangements, lay-offs, and nested steps (the reason for a
knock limit).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from .cards import Card
    from .deadwood import Arrangement
    from .layoffs import Layoff


class StepCode(StrEnum):
    """One kind of sentence in a verdict's explanation (or of a reason inside one)."""

    KNOCKS = "knocks"
    """{knocker} knocks: {layout}."""
    GOES_GIN = "goes_gin"
    """{knocker} goes gin: {layout}."""
    GOES_BIG_GIN = "goes_big_gin"
    """{knocker} goes Big Gin (all 11 cards melded): {layout}."""
    UPCARD_LIMIT = "upcard_limit"
    """Upcard {upcard}: {reason}. (Oklahoma)"""
    KNOCK_LEGAL = "knock_legal"
    """The knock is legal: {reason}."""
    NO_LAYOFF_AGAINST_GIN = "no_layoff_against_gin"
    """{defender} may not lay off against gin: {layout}."""
    LAYS_OFF = "lays_off"
    """{defender} lays off {layoffs}, then shows {layout} ({before} without the lay-offs)."""
    NOTHING_TO_LAY_OFF = "nothing_to_lay_off"
    """{defender} shows {layout}; nothing to lay off."""
    POINTS = "points"
    """The arithmetic: {outcome}, both deadwoods, {bonus}, {multiplier} (with {upcard}),
    {points} to {winner}, and {extra_boxes}."""
    WASHED_GIN = "washed_gin"
    """{defender} laid off everything against the gin (``gin_layoffs``): a wash, nobody scores."""
    BETTER_LAYOUT = "better_layout"
    """{knocker} could have shown {layout} instead: {gain} points better for {knocker}."""

    # Reasons for a knock limit (the ``reason`` value of UPCARD_LIMIT and KNOCK_LEGAL).
    LIMIT_STRAIGHT = "limit_straight"
    """Straight Gin: knocking is not allowed, only gin."""
    LIMIT_FIXED = "limit_fixed"
    """The knock limit is {limit}."""
    LIMIT_OKLAHOMA_ACE = "limit_oklahoma_ace"
    """Oklahoma: the upcard {upcard} is an ace, so only gin."""
    LIMIT_OKLAHOMA = "limit_oklahoma"
    """Oklahoma: the upcard {upcard} sets the knock limit at {limit}."""


StepValue = Union[int, str, "Card", "Arrangement", tuple["Layoff", ...], "Step"]


@dataclass(frozen=True)
class Step:
    """One sentence of an explanation: what it says (``code``) and what it names (``values``)."""

    code: StepCode
    values: Mapping[str, StepValue] = field(default_factory=dict)

    def __getitem__(self, name: str) -> StepValue:
        return self.values[name]

    def get(self, name: str) -> StepValue | None:
        return self.values.get(name)
