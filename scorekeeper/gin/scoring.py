"""Scoring one hand from the counts: knock, gin, Big Gin, undercut.

Let K be the knocker's deadwood and D the defender's deadwood after lay-offs.

- Knock, K < D: the knocker scores D - K.
- Knock, D <= K: undercut; the defender scores K - D + the undercut bonus.
- Gin (K = 0): the knocker scores D + the gin bonus; gin is never undercut.
- Big Gin (11 cards melded): D + the Big Gin bonus.
- Oklahoma: a spade upcard doubles everything the hand scores.
- With ``gin_layoffs``, a gin the defender lays off to zero is a wash: nobody scores.

This module knows nothing of cards in hands; `settle` finds K and D from the
cards and calls `score_hand`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .cards import Card, Rank, Suit
from .errors import KnockNotAllowedError
from .phrases import N_, Phrase, phrase
from .rules import Rules
from .steps import Step, StepCode

BIG_GIN_NOT_PLAYED: Final = N_("Big Gin is not played under these rules (option big_gin)")


class Outcome(StrEnum):
    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big_gin"
    UNDERCUT = "undercut"
    WASH = "wash"
    """A gin laid off to zero under ``gin_layoffs``: no winner, no points, no box."""

    @property
    def label(self) -> str:
        return {"knock": "knock", "gin": "gin", "big_gin": "Big Gin", "undercut": "undercut",
                "wash": "wash"}[self]


class Side(StrEnum):
    KNOCKER = "knocker"
    DEFENDER = "defender"


@dataclass(frozen=True)
class KnockLimit:
    """The most deadwood a knocker may have in this hand; ``None`` means only gin ends it."""

    limit: int | None
    reason: Phrase
    """For the engine's messages (`KnockNotAllowedError`): English as ``str()``, and data."""
    why: Step
    """The same reason as data, for the explanation's wording in any language."""

    def allows(self, deadwood: int) -> bool:
        if deadwood == 0:
            return True
        return self.limit is not None and deadwood <= self.limit


def knock_limit(rules: Rules, upcard: Card | None = None) -> KnockLimit:
    """The knock limit under ``rules``; in Oklahoma it comes from the first upcard."""
    if rules.straight:
        return KnockLimit(None, Phrase(N_("Straight Gin: knocking is not allowed, only gin")),
                          Step(StepCode.LIMIT_STRAIGHT))
    if not rules.oklahoma:
        return KnockLimit(rules.knock_limit,
                          phrase(N_("the knock limit is %(limit)s"), limit=rules.knock_limit),
                          Step(StepCode.LIMIT_FIXED, {"limit": rules.knock_limit}))
    if upcard is None:
        raise KnockNotAllowedError(N_("Oklahoma needs the first upcard to set the knock limit"))
    if upcard.rank == Rank.ACE and rules.oklahoma_ace_gin_only:
        return KnockLimit(None, phrase(N_("Oklahoma: the upcard %(upcard)s is an ace, so only gin"),
                                       upcard=upcard.pretty),
                          Step(StepCode.LIMIT_OKLAHOMA_ACE, {"upcard": upcard}))
    value = upcard.points
    return KnockLimit(value, phrase(N_("Oklahoma: the upcard %(upcard)s sets the knock limit at "
                                       "%(limit)s"), upcard=upcard.pretty, limit=value),
                      Step(StepCode.LIMIT_OKLAHOMA, {"upcard": upcard, "limit": value}))


def multiplier(rules: Rules, upcard: Card | None) -> int:
    """2 when an Oklahoma spade upcard doubles the hand, else 1."""
    if rules.oklahoma and rules.spade_doubles and upcard is not None and upcard.suit == Suit.SPADES:
        return 2
    return 1


@dataclass(frozen=True)
class HandScore:
    """What one hand scores: who wins it, how, and for how many points."""

    outcome: Outcome
    winner: Side | None
    """None for a wash (a gin laid off to zero)."""
    points: int
    knocker_deadwood: int
    defender_deadwood: int
    bonus: int
    multiplier: int
    extra_boxes: int

    @property
    def base(self) -> int:
        """The points before the bonus and the doubling."""
        return self.points // self.multiplier - self.bonus


def refuse_knock(knocker_deadwood: int, limit: KnockLimit) -> KnockLimit:
    """Raise `KnockNotAllowedError` unless ``limit`` allows a knock with this deadwood."""
    if not limit.allows(knocker_deadwood):
        if limit.limit is None:
            raise KnockNotAllowedError(
                N_("a knock with %(deadwood)s deadwood is not allowed: %(reason)s"),
                deadwood=knocker_deadwood, reason=limit.reason)
        raise KnockNotAllowedError(
            N_("a knock with %(deadwood)s deadwood is not allowed: %(reason)s, and %(deadwood)s "
               "is over it"), deadwood=knocker_deadwood, reason=limit.reason)
    return limit


def score_hand(
    knocker_deadwood: int,
    defender_deadwood: int,
    rules: Rules,
    upcard: Card | None = None,
    *,
    big_gin: bool = False,
) -> HandScore:
    """Score a hand from the two counts (D after lay-offs; without them against gin).

    A knock with zero deadwood is gin. ``big_gin`` declares Big Gin (11 cards,
    all melded), which needs the option on and zero deadwood.
    """
    return score_counts(knocker_deadwood, defender_deadwood, rules, knock_limit(rules, upcard),
                        multiplier(rules, upcard), big_gin=big_gin)


def score_counts(knocker_deadwood: int, defender_deadwood: int, rules: Rules, limit: KnockLimit,
                 times: int, *, big_gin: bool = False) -> HandScore:
    """`score_hand` once the hand's knock limit and multiplier are known (a `Deal` knows them)."""
    if defender_deadwood < 0 or knocker_deadwood < 0:
        raise KnockNotAllowedError(N_("deadwood cannot be negative (%(deadwood)s)"),
                                   deadwood=min(knocker_deadwood, defender_deadwood))
    if big_gin:
        if not rules.big_gin:
            raise KnockNotAllowedError(BIG_GIN_NOT_PLAYED)
        if knocker_deadwood != 0:
            raise KnockNotAllowedError(N_("Big Gin needs all 11 cards melded, not %(deadwood)s "
                                          "deadwood"), deadwood=knocker_deadwood)
        return _scored(Outcome.BIG_GIN, Side.KNOCKER, defender_deadwood, rules.big_gin_bonus, times,
                       0, defender_deadwood, rules)
    refuse_knock(knocker_deadwood, limit)
    if knocker_deadwood == 0:
        return _scored(Outcome.GIN, Side.KNOCKER, defender_deadwood, rules.gin_bonus, times,
                       0, defender_deadwood, rules)
    if knocker_deadwood < defender_deadwood:
        return _scored(Outcome.KNOCK, Side.KNOCKER, defender_deadwood - knocker_deadwood, 0, times,
                       knocker_deadwood, defender_deadwood, rules)
    return _scored(Outcome.UNDERCUT, Side.DEFENDER, knocker_deadwood - defender_deadwood,
                   rules.undercut_bonus, times, knocker_deadwood, defender_deadwood, rules)


def washed_gin(times: int) -> HandScore:
    """A gin the defender laid off to zero (``gin_layoffs``): neither player scores."""
    return HandScore(Outcome.WASH, None, 0, 0, 0, 0, times, 0)


def extra_boxes(outcome: Outcome, rules: Rules, times: int) -> int:
    """Extra boxes (option ``extra_boxes``): undercut 1, gin 2, doubled on a spade upcard; with
    ``spade_doubles_box`` a spade hand's ordinary box counts twice (one more box)."""
    extra = 0
    if rules.extra_boxes:
        extra = {Outcome.UNDERCUT: 1, Outcome.GIN: 2, Outcome.BIG_GIN: 2}.get(outcome, 0) * times
    if rules.spade_doubles_box and times == 2 and outcome is not Outcome.WASH:
        extra += 1
    return extra


def _scored(outcome: Outcome, winner: Side, base: int, bonus: int, times: int,
            knocker: int, defender: int, rules: Rules) -> HandScore:
    return HandScore(
        outcome=outcome,
        winner=winner,
        points=(base + bonus) * times,
        knocker_deadwood=knocker,
        defender_deadwood=defender,
        bonus=bonus,
        multiplier=times,
        extra_boxes=extra_boxes(outcome, rules, times),
    )
