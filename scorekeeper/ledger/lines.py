"""What goes onto a game's sheet: one `Line` per hand (per deal, for partnerships)."""

from __future__ import annotations

from dataclasses import dataclass

from .results import HandResult


@dataclass(frozen=True)
class Line:
    """A hand's (or a four-player deal's) contribution to the score sheet.

    ``winner`` is the scoring name (a player, or a team); ``None`` when nobody
    scored. ``boxes`` counts the hands this line wins a box for (1; 2 when both
    partners won their hands), ``extra_boxes`` the extra boxes on top.
    ``side_boxes``: boxes for a name that did not score the line, as (name, boxes, extra
    boxes): a partnership's won hand in a split deal under ``team_boxes=each_winner``.
    """

    hands: tuple[int, ...]
    winner: str | None
    points: int
    boxes: int
    extra_boxes: int
    note: str
    side_boxes: tuple[tuple[str, int, int], ...] = ()


def hand_line(result: HandResult) -> Line:
    """The line of a heads-up hand: the winner scores the hand's points and a box."""
    if result.score is None or result.winner is None:  # a wash, or a gin laid off to zero
        return Line((result.number,), None, 0, 0, 0, "wash")
    return Line((result.number,), result.winner, result.points, 1, result.extra_boxes,
                result.score.outcome.value)
