"""A verdict's steps (``scorekeeper.gin.steps``) in words, one sentence a step."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import cast

from ..gin.cards import Card
from ..gin.deadwood import Arrangement
from ..gin.explain import cards_text
from ..gin.layoffs import Layoff
from ..gin.melds import Meld
from ..gin.steps import Step, StepCode
from .catalogue import Wording, wording_for


def explanation(steps: Iterable[Step], w: Wording | None = None) -> tuple[str, ...]:
    """Each step as a sentence in ``w``'s language (English when not given)."""
    words = w or wording_for()
    return tuple(step_text(step, words) for step in steps)


def layout_text(arrangement: Arrangement, w: Wording) -> str:
    """Melds and deadwood: ``3♠4♠5♠, 8♣8♦8♥; deadwood A♣ 3♦ = 4``."""
    melds = ", ".join(meld.pretty for meld in arrangement.melds) or w._("no melds")
    if not arrangement.deadwood_cards:
        return w._("%(melds)s; no deadwood", melds=melds)
    return w._("%(melds)s; deadwood %(cards)s = %(deadwood)s", melds=melds,
               cards=cards_text(arrangement.deadwood_cards), deadwood=w.number(arrangement.deadwood))


def layoffs_text(layoffs: Sequence[Layoff], w: Wording) -> str:
    """``7♠ 8♠ on 3♠4♠5♠6♠ and 9♦ on 9♣9♥9♠``."""
    by_meld: dict[Meld, list[Card]] = {}
    for layoff in layoffs:
        by_meld.setdefault(layoff.meld, []).append(layoff.card)
    parts = [w._("%(cards)s on %(meld)s", cards=cards_text(cards), meld=meld.pretty)
             for meld, cards in by_meld.items()]
    return w._(" and ").join(parts)


def step_text(step: Step, w: Wording) -> str:
    """One step as a sentence (or, for a knock limit's reason, a clause)."""
    return _SENTENCES[step.code](_Values(step, w), w)


class _Values:
    """A step's values as the text a sentence puts in: names, numbers, cards, layouts."""

    def __init__(self, step: Step, w: Wording) -> None:
        self.step = step
        self.w = w

    def __getitem__(self, name: str) -> str:
        value = self.step.values[name]
        if isinstance(value, bool):
            raise TypeError(f"{name} is a switch, not text")
        if isinstance(value, int):
            return self.w.number(value)
        if isinstance(value, Card):
            return value.pretty
        if isinstance(value, Arrangement):
            return layout_text(value, self.w)
        if isinstance(value, Step):
            return step_text(value, self.w)
        if isinstance(value, tuple):
            return layoffs_text(value, self.w)
        return value

    def count(self, name: str) -> int:
        return cast(int, self.step.values[name])

    def has(self, name: str) -> bool:
        return name in self.step.values


def _points(v: _Values, w: Wording) -> str:
    """The arithmetic: ``Bob's deadwood 12 − Ann's 4 = 8 points to Ann.``"""
    outcome = v.step["outcome"]
    k, d = v["knocker_deadwood"], v["defender_deadwood"]
    names = {"knocker": v["knocker"], "defender": v["defender"], "k": k, "d": d, "bonus": v["bonus"]}
    if outcome == "knock":
        total = w._("%(defender)s's deadwood %(d)s − %(knocker)s's %(k)s", **names)
    elif outcome == "undercut":
        if v.count("knocker_deadwood") == v.count("defender_deadwood"):
            total = w._("%(defender)s's %(d)s = %(knocker)s's %(k)s, an undercut: "
                        "%(k)s − %(d)s + %(bonus)s undercut bonus", **names)
        else:
            total = w._("%(defender)s's %(d)s < %(knocker)s's %(k)s, an undercut: "
                        "%(k)s − %(d)s + %(bonus)s undercut bonus", **names)
    elif outcome == "gin":
        total = w._("%(defender)s's deadwood %(d)s + %(bonus)s gin bonus", **names)
    else:
        total = w._("%(defender)s's deadwood %(d)s + %(bonus)s Big Gin bonus", **names)
    if v.count("multiplier") > 1:
        upcard = v["upcard"] if v.has("upcard") else w._("the upcard")
        total = w._("(%(total)s) × %(multiplier)s for the spade upcard %(upcard)s",
                    total=total, multiplier=v["multiplier"], upcard=upcard)
    line = w.n_("%(total)s = %(points)s point to %(winner)s.",
                "%(total)s = %(points)s points to %(winner)s.",
                v.count("points"), total=total, points=v["points"], winner=v["winner"])
    boxes = v.count("extra_boxes")
    if boxes:
        line += " " + w.n_("%(winner)s also earns %(boxes)s extra box.",
                           "%(winner)s also earns %(boxes)s extra boxes.",
                           boxes, winner=v["winner"], boxes=v["extra_boxes"])
    return line


_SENTENCES: dict[StepCode, Callable[[_Values, Wording], str]] = {
    StepCode.KNOCKS: lambda v, w: w._(
        "%(knocker)s knocks: %(layout)s.", knocker=v["knocker"], layout=v["layout"]),
    StepCode.GOES_GIN: lambda v, w: w._(
        "%(knocker)s goes gin: %(layout)s.", knocker=v["knocker"], layout=v["layout"]),
    StepCode.GOES_BIG_GIN: lambda v, w: w._(
        "%(knocker)s goes Big Gin (all 11 cards melded): %(layout)s.",
        knocker=v["knocker"], layout=v["layout"]),
    StepCode.UPCARD_LIMIT: lambda v, w: w._(
        "Upcard %(upcard)s: %(reason)s.", upcard=v["upcard"], reason=v["reason"]),
    StepCode.KNOCK_LEGAL: lambda v, w: w._("The knock is legal: %(reason)s.", reason=v["reason"]),
    StepCode.NO_LAYOFF_AGAINST_GIN: lambda v, w: w._(
        "%(defender)s may not lay off against gin: %(layout)s.",
        defender=v["defender"], layout=v["layout"]),
    StepCode.LAYS_OFF: lambda v, w: w._(
        "%(defender)s lays off %(layoffs)s, then shows %(layout)s (%(before)s without the lay-offs).",
        defender=v["defender"], layoffs=v["layoffs"], layout=v["layout"], before=v["before"]),
    StepCode.NOTHING_TO_LAY_OFF: lambda v, w: w._(
        "%(defender)s shows %(layout)s; nothing to lay off.",
        defender=v["defender"], layout=v["layout"]),
    StepCode.POINTS: _points,
    StepCode.WASHED_GIN: lambda v, w: w._(
        "%(defender)s lays off everything against the gin: a wash, nobody scores.",
        defender=v["defender"]),
    StepCode.BETTER_LAYOUT: lambda v, w: w._(
        "%(knocker)s could have shown %(layout)s instead: %(gain)s points better for %(knocker)s.",
        knocker=v["knocker"], layout=v["layout"], gain=v["gain"]),
    StepCode.LIMIT_STRAIGHT: lambda v, w: w._("Straight Gin: knocking is not allowed, only gin"),
    StepCode.LIMIT_FIXED: lambda v, w: w._("the knock limit is %(limit)s", limit=v["limit"]),
    StepCode.LIMIT_OKLAHOMA_ACE: lambda v, w: w._(
        "Oklahoma: the upcard %(upcard)s is an ace, so only gin", upcard=v["upcard"]),
    StepCode.LIMIT_OKLAHOMA: lambda v, w: w._(
        "Oklahoma: the upcard %(upcard)s sets the knock limit at %(limit)s",
        upcard=v["upcard"], limit=v["limit"]),
}
