"""Settling a finished hand from the revealed cards.

`settle` takes the knocker's cards (10, or 11 for Big Gin), the defender's
10 cards, the rules and (for Oklahoma) the first upcard, and optionally the
melds the knocker actually laid out. It finds the knocker's layout that
serves the knocker best, the defender's best melds and lay-offs against it,
and scores the hand; given a layout, it settles that one and says what the
best one would have been worth.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from .cards import Card, check_disjoint, mask_of, pretty_cards
from .deadwood import (
    Arrangement,
    all_layouts,
    arrangement_of,
    best_arrangement,
    discard_deadwoods,
    min_deadwood,
    tied_arrangements,
)
from .errors import CardCountError, InvalidMeldError, KnockNotAllowedError
from .explain import explain
from .layoffs import Layoff, best_defence
from .melds import Meld
from .rules import Rules
from .steps import Step
from .scoring import HandScore, KnockLimit, Outcome, Side, check_knock, knock_limit, score_hand


@dataclass(frozen=True)
class BetterLayout:
    """A layout the knocker could have shown instead, and what it was worth."""

    arrangement: Arrangement
    points: int
    """The knocker's net points with it (negative: the defender would score)."""
    gain: int
    """How many more net points than the layout shown."""


@dataclass(frozen=True)
class Settlement:
    """The verdict on one hand."""

    score: HandScore
    limit: KnockLimit
    knocker_cards: tuple[Card, ...]
    defender_cards: tuple[Card, ...]
    knocker: Arrangement
    defender: Arrangement
    """The defender's own melds and the deadwood left after lay-offs."""
    layoffs: tuple[Layoff, ...]
    defender_deadwood_before_layoffs: int
    upcard: Card | None = None
    layout_given: bool = False
    better_layout: BetterLayout | None = None
    names: tuple[str, str] = ("Knocker", "Defender")
    rules: Rules = Rules()

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The verdict as steps (a code and its values); ``scorekeeper.wording`` puts them in words."""
        return explain(self)

    @property
    def outcome(self) -> Outcome:
        return self.score.outcome

    @property
    def winner(self) -> Side:
        return self.score.winner

    @property
    def points(self) -> int:
        return self.score.points

    @property
    def knocker_deadwood(self) -> int:
        return self.score.knocker_deadwood

    @property
    def defender_deadwood(self) -> int:
        return self.score.defender_deadwood

    @property
    def winner_name(self) -> str:
        return self.names[0] if self.winner is Side.KNOCKER else self.names[1]


def validate_hands(
    knocker: Sequence[Card], defender: Sequence[Card], names: tuple[str, str]
) -> None:
    """Counts and duplicates: 10 cards each (11 for a knocker's Big Gin), no card twice."""
    if len(knocker) not in (10, 11):
        raise CardCountError(f"{names[0]}'s hand has {len(knocker)} cards; a knocker shows 10 "
                             "(11 only for Big Gin)")
    if len(defender) != 10:
        raise CardCountError(f"{names[1]}'s hand has {len(defender)} cards; 10 are needed")
    check_disjoint({f"{names[0]}'s hand": knocker, f"{names[1]}'s hand": defender})


def settle(
    knocker: Sequence[Card],
    defender: Sequence[Card],
    rules: Rules | None = None,
    *,
    upcard: Card | None = None,
    knocker_melds: Sequence[Meld] | None = None,
    names: tuple[str, str] = ("Knocker", "Defender"),
) -> Settlement:
    """Settle a finished hand exactly as the rules do (see the module docstring).

    Raises `CardCountError`, `DuplicateCardError`, `InvalidMeldError` or
    `KnockNotAllowedError` with a message naming the problem.
    """
    rules = rules or Rules()
    validate_hands(knocker, defender, names)
    hand = mask_of(knocker)
    against = mask_of(defender)
    limit = knock_limit(rules, upcard)
    shown = _given_layout(hand, knocker_melds, names[0]) if knocker_melds is not None else None
    if len(knocker) == 11:
        return _settle_big_gin(hand, against, rules, upcard, shown, limit, names,
                               tuple(knocker), tuple(defender))
    candidates = _candidate_layouts(hand, rules, limit, names[0])
    if shown is not None:
        _check_shown(shown, hand, rules, upcard, names[0])
    evaluated = [(_net(verdict), verdict) for verdict in
                 (_evaluate(layout, against, rules, upcard) for layout in candidates)]
    # The best layout for the knocker: the most net points; among equals, the least deadwood shown.
    best_net, best = max(evaluated, key=lambda item: (item[0], -item[1].layout.deadwood))
    better = None
    if shown is None:
        chosen = best
    else:
        chosen = _evaluate(shown, against, rules, upcard)
        gain = best_net - _net(chosen)
        if gain > 0:
            better = BetterLayout(best.layout, best_net, gain)
    return _settlement(chosen, rules, limit, upcard, names, tuple(knocker), tuple(defender),
                       shown is not None, better)


@dataclass(frozen=True)
class _Verdict:
    layout: Arrangement
    score: HandScore
    defender: Arrangement
    layoffs: tuple[Layoff, ...]
    defender_before: int


def _net(verdict: _Verdict) -> int:
    score = verdict.score
    return score.points if score.winner is Side.KNOCKER else -score.points


def _evaluate(layout: Arrangement, against: int, rules: Rules, upcard: Card | None) -> _Verdict:
    before = min_deadwood(against)
    if layout.deadwood == 0:
        score = score_hand(0, before, rules, upcard)
        return _Verdict(layout, score, best_arrangement(against), (), before)
    defence = best_defence(against, layout.melds)
    score = score_hand(layout.deadwood, defence.deadwood, rules, upcard)
    return _Verdict(layout, score, best_arrangement(against & ~defence.laid_off),
                    defence.layoffs, before)


def _candidate_layouts(hand: int, rules: Rules, limit: KnockLimit, name: str) -> list[Arrangement]:
    least = min_deadwood(hand)
    if not limit.allows(least):
        raise KnockNotAllowedError(_refusal(name, least, limit))
    if rules.knocker_layout == "any":
        return [layout for layout in all_layouts(hand) if limit.allows(layout.deadwood)]
    return tied_arrangements(hand)


def _refusal(name: str, least: int, limit: KnockLimit) -> str:
    if limit.limit is None:
        return f"{name} cannot knock with {least} deadwood: {limit.reason}"
    return (f"{name} cannot knock: the least deadwood of the hand is {least}, "
            f"and {limit.reason}")


def _given_layout(hand: int, melds: Sequence[Meld], name: str) -> Arrangement:
    used = 0
    for meld in melds:
        stray = [card for card in meld.cards if not hand & card.bit]
        if stray:
            raise InvalidMeldError(
                f"{meld.pretty} uses {pretty_cards(stray)}, which {name} does not hold"
            )
        if used & meld.mask:
            raise InvalidMeldError(f"{meld.pretty} shares a card with another meld of {name}'s")
        used |= meld.mask
    return arrangement_of(hand, [meld.mask for meld in melds])


def _check_shown(shown: Arrangement, hand: int, rules: Rules, upcard: Card | None,
                 name: str) -> None:
    if rules.knocker_layout == "cheapest":
        least = min_deadwood(hand)
        if shown.deadwood != least:
            raise InvalidMeldError(
                f"{name}'s layout leaves {shown.deadwood} deadwood, but the cheapest arrangement "
                f"leaves {least}; under knocker_layout=cheapest the knocker shows a cheapest "
                "arrangement (set knocker_layout=any to settle it as shown)"
            )
    check_knock(shown.deadwood, rules, upcard)


def _settle_big_gin(hand: int, against: int, rules: Rules, upcard: Card | None,
                    shown: Arrangement | None, limit: KnockLimit, names: tuple[str, str],
                    knocker: tuple[Card, ...], defender: tuple[Card, ...]) -> Settlement:
    least = min_deadwood(hand)
    if least != 0 or not rules.big_gin:
        best_left, best_card = discard_deadwoods(hand)[0]
        why = ("not all 11 meld" if least else "Big Gin is not played under these rules "
               "(option big_gin)")
        raise CardCountError(
            f"{names[0]}'s hand has 11 cards but {why}; a knocker discards one and shows 10 "
            f"(discarding {best_card} leaves {best_left} deadwood)"
        )
    layout = shown if shown is not None else best_arrangement(hand)
    if layout.deadwood:
        raise InvalidMeldError(f"Big Gin shows all 11 cards in melds; this layout leaves "
                               f"{layout.deadwood} deadwood")
    before = min_deadwood(against)
    score = score_hand(0, before, rules, upcard, big_gin=True)
    verdict = _Verdict(layout, score, best_arrangement(against), (), before)
    return _settlement(verdict, rules, limit, upcard, names, knocker, defender,
                       shown is not None, None)


def _settlement(verdict: _Verdict, rules: Rules, limit: KnockLimit, upcard: Card | None,
                names: tuple[str, str], knocker: tuple[Card, ...], defender: tuple[Card, ...],
                given: bool, better: BetterLayout | None) -> Settlement:
    return Settlement(
        score=verdict.score,
        limit=limit,
        knocker_cards=knocker,
        defender_cards=defender,
        knocker=verdict.layout,
        defender=verdict.defender,
        layoffs=verdict.layoffs,
        defender_deadwood_before_layoffs=verdict.defender_before,
        upcard=upcard,
        layout_given=given,
        better_layout=better,
        names=names,
        rules=rules,
    )
