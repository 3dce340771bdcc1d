"""A `Settlement` laid out for the verdict page: both hands in melds, lay-offs in place."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...gin import Arrangement, Card, Outcome, Settlement, Side, preset
from ...wording import N_, explanation
from ...wording import rules as rule_words
from ...wording.verdict import step_text
from .card_display import CardDisplay, MeldDisplay, card_display, card_displays, meld_display
from .language import words

HEADLINES: Final = {
    Outcome.KNOCK: N_("Knock"),
    Outcome.GIN: N_("Gin!"),
    Outcome.BIG_GIN: N_("Big Gin!"),
    Outcome.UNDERCUT: N_("Undercut!"),
    Outcome.WASH: N_("Wash: gin laid off"),
}


@dataclass(frozen=True)
class HandDisplay:
    """One player's cards as laid on the table at the end of the hand."""

    role: str
    name: str
    melds: list[MeldDisplay]
    deadwood_cards: list[CardDisplay]
    deadwood: int
    won: bool
    laid_off: list[CardDisplay]
    """The defender's cards laid off onto the knocker's melds (shown there)."""
    deadwood_before: int
    """The defender's deadwood before laying off (equal to ``deadwood`` without lay-offs)."""


@dataclass(frozen=True)
class BetterDisplay:
    melds: list[MeldDisplay]
    deadwood_cards: list[CardDisplay]
    deadwood: int
    outcome_text: str
    gain: int


@dataclass(frozen=True)
class VerdictDisplay:
    headline: str
    outcome: str
    winner_name: str
    points: int
    knocker: HandDisplay
    defender: HandDisplay
    explanation: tuple[str, ...]
    limit_reason: str
    upcard: CardDisplay | None
    upcard_used: bool
    multiplier: int
    bonus: int
    extra_boxes: int
    layout_given: bool
    better: BetterDisplay | None
    preset_name: str
    rule_changes: list[tuple[str, str]]
    """Options that differ from the preset, as (name, value)."""


def _melds(arrangement: Arrangement, laid: dict[int, list[Card]]) -> list[MeldDisplay]:
    return [meld_display(meld, laid.get(i, ())) for i, meld in enumerate(arrangement.melds)]


def verdict_display(settlement: Settlement, preset_name: str) -> VerdictDisplay:
    """Everything the verdict page shows, computed from the settlement (no rules decided here)."""
    score = settlement.score
    knocker_name, defender_name = settlement.names
    laid: dict[int, list[Card]] = {}
    for layoff in settlement.layoffs:
        laid.setdefault(settlement.knocker.melds.index(layoff.meld), []).append(layoff.card)
    knocker = HandDisplay(
        "knocker", knocker_name, _melds(settlement.knocker, laid),
        card_displays(settlement.knocker.deadwood_cards), score.knocker_deadwood,
        score.winner is Side.KNOCKER, [], score.knocker_deadwood)
    defender = HandDisplay(
        "defender", defender_name, _melds(settlement.defender, {}),
        card_displays(settlement.defender.deadwood_cards), score.defender_deadwood,
        score.winner is Side.DEFENDER, card_displays(layoff.card for layoff in settlement.layoffs),
        settlement.defender_deadwood_before_layoffs)
    base = preset(preset_name)
    rules = settlement.rules
    w = words()
    changes = [(rule_words.option_label(name, w), rule_words.value_text(name, value, w))
               for name, value in rules.differences(base).items()]
    return VerdictDisplay(
        headline=w._(HEADLINES[score.outcome]),
        outcome=score.outcome.value,
        winner_name=settlement.winner_name or w._("nobody"),
        points=score.points,
        knocker=knocker,
        defender=defender,
        explanation=explanation(settlement.steps, w),
        limit_reason=step_text(settlement.limit.why, w),
        upcard=card_display(settlement.upcard) if settlement.upcard else None,
        upcard_used=rules.oklahoma,
        multiplier=score.multiplier,
        bonus=score.bonus,
        extra_boxes=score.extra_boxes,
        layout_given=settlement.layout_given,
        better=_better(settlement),
        preset_name=rule_words.preset_name(preset_name, w),
        rule_changes=changes,
    )


def _better(settlement: Settlement) -> BetterDisplay | None:
    better = settlement.better_layout
    if better is None:
        return None
    knocker, defender = settlement.names
    arrangement = better.arrangement
    w = words()
    if better.points >= 0:
        outcome = w._("%(name)s would have scored %(points)s", name=knocker, points=w.number(better.points))
    else:
        outcome = w._("%(name)s would have scored only %(points)s", name=defender,
                      points=w.number(-better.points))
    return BetterDisplay(_melds(arrangement, {}), card_displays(arrangement.deadwood_cards),
                      arrangement.deadwood, outcome, better.gain)
