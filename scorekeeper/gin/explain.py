"""The verdict as steps a player follows at the table, from the knock to the points.

The engine returns the explanation as data (`Step`: a code and its values); the
words, in the player's language, come from the presentation layer
(``scorekeeper.wording``). In English the steps read, for example:
"Bob lays off 7♠ on 3♠4♠5♠6♠, then shows …" and
"Bob's deadwood 12 − Ann's 4 = 8 points to Ann."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import Card, sort_key
from .scoring import Outcome
from .steps import Step, StepCode, StepValue

if TYPE_CHECKING:
    from .settle import Settlement


def cards_text(cards: Sequence[Card]) -> str:
    """Loose cards as people read them: ``A♣ 3♦``."""
    return " ".join(card.pretty for card in sorted(cards, key=sort_key))


_OPENING = {
    Outcome.GIN: StepCode.GOES_GIN,
    Outcome.BIG_GIN: StepCode.GOES_BIG_GIN,
    Outcome.KNOCK: StepCode.KNOCKS,
    Outcome.UNDERCUT: StepCode.KNOCKS,
    Outcome.WASH: StepCode.GOES_GIN,
}


def explain(settlement: Settlement) -> tuple[Step, ...]:
    """One step a sentence: the knock, its limit, the defence, the points, a better layout."""
    knocker, defender = settlement.names
    score = settlement.score
    steps = [Step(_OPENING[score.outcome], {"knocker": knocker, "layout": settlement.knocker})]
    if settlement.upcard is not None and settlement.rules.oklahoma:
        steps.append(Step(StepCode.UPCARD_LIMIT,
                          {"upcard": settlement.upcard, "reason": settlement.limit.why}))
    elif score.outcome in (Outcome.KNOCK, Outcome.UNDERCUT):
        steps.append(Step(StepCode.KNOCK_LEGAL, {"reason": settlement.limit.why}))
    no_layoffs = score.outcome is Outcome.BIG_GIN or (
        score.outcome is Outcome.GIN and not settlement.rules.gin_layoffs)
    if no_layoffs:
        steps.append(Step(StepCode.NO_LAYOFF_AGAINST_GIN,
                          {"defender": defender, "layout": settlement.defender}))
    elif settlement.layoffs:
        steps.append(Step(StepCode.LAYS_OFF, {
            "defender": defender,
            "layoffs": settlement.layoffs,
            "layout": settlement.defender,
            "before": settlement.defender_deadwood_before_layoffs,
        }))
    else:
        steps.append(Step(StepCode.NOTHING_TO_LAY_OFF,
                          {"defender": defender, "layout": settlement.defender}))
    steps.append(_points(settlement))
    if settlement.better_layout is not None:
        better = settlement.better_layout
        steps.append(Step(StepCode.BETTER_LAYOUT,
                          {"knocker": knocker, "layout": better.arrangement, "gain": better.gain}))
    return tuple(steps)


def _points(settlement: Settlement) -> Step:
    """The arithmetic of the hand's score, with everything it adds up."""
    score = settlement.score
    if score.outcome is Outcome.WASH:
        return Step(StepCode.WASHED_GIN, {"defender": settlement.names[1]})
    values: dict[str, StepValue] = {
        "outcome": score.outcome.value,
        "knocker": settlement.names[0],
        "defender": settlement.names[1],
        "winner": settlement.winner_name or "",
        "knocker_deadwood": score.knocker_deadwood,
        "defender_deadwood": score.defender_deadwood,
        "bonus": score.bonus,
        "multiplier": score.multiplier,
        "points": score.points,
        "extra_boxes": score.extra_boxes,
    }
    if settlement.upcard is not None:
        values["upcard"] = settlement.upcard
    return Step(StepCode.POINTS, values)
