"""Settling a finished hand from the revealed cards.

`settle` takes the knocker's cards (10, or 11 for Big Gin), the defender's
10 cards, the rules and (for Oklahoma) the first upcard, and optionally the
melds the knocker actually laid out. It finds the knocker's layout that
serves the knocker best, the defender's best melds and lay-offs against it,
and scores the hand; given a layout, it settles that one and says what the
best one would have been worth.

One value carries the hand through: a `Deal` is the two hands under their
rules (with the knock limit and the multiplier the upcard sets, and the
layout the knocker showed, if given). `Deal.verdict` plays one knocker
layout against the defender and scores it; every rule option is read from
the deal, so a new option changes one method, not a chain of parameters.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Self

from .cards import Card, check_disjoint, mask_of, pretty_cards
from .deadwood import (
    Arrangement,
    all_layouts,
    arrangement_of,
    best_arrangement,
    discard_deadwoods,
    tied_arrangements,
)
from .errors import (
    CardCountError,
    InvalidMeldError,
    KnockNotAllowedError,
    LayoutNotCheapestError,
)
from .explain import explain
from .layoffs import Layoff, best_defence
from .melding import Melding
from .melds import Meld, MeldKind
from .phrases import N_, Holder, Phrase, phrase
from .rules import Rules
from .scoring import (
    BIG_GIN_NOT_PLAYED,
    HandScore,
    KnockLimit,
    Outcome,
    Side,
    knock_limit,
    multiplier,
    refuse_knock,
    score_counts,
    washed_gin,
)
from .steps import Step


@dataclass(frozen=True)
class BetterLayout:
    """A layout the knocker could have shown instead, and what it was worth."""

    arrangement: Arrangement
    points: int
    """The knocker's net points with it (negative: the defender would score)."""
    gain: int
    """How many more net points than the layout shown."""


@dataclass(frozen=True)
class Deal:
    """A finished hand under its rules: both hands, the upcard, and what they settle from.

    Build one with `Deal.of` (checks counts, duplicates and a given layout).
    """

    knocker_cards: tuple[Card, ...]
    defender_cards: tuple[Card, ...]
    rules: Rules
    upcard: Card | None
    names: tuple[str, str]
    limit: KnockLimit
    """The most deadwood the knocker may have (Oklahoma: set by the upcard)."""
    times: int
    """2 when an Oklahoma spade upcard doubles the hand, else 1."""
    hand: int
    """The knocker's cards as a mask."""
    against: int
    """The defender's cards as a mask."""
    shown: Arrangement | None = None
    """The layout the knocker laid out, when it is given."""

    @property
    def melding(self) -> Melding:
        """How cards meld under the rules (`runs`, `ace_points`)."""
        return self.rules.melding

    @classmethod
    def of(cls, knocker: Sequence[Card], defender: Sequence[Card], rules: Rules | None = None, *,
           upcard: Card | None = None, knocker_melds: Sequence[Meld] | None = None,
           names: tuple[str, str] = ("Knocker", "Defender")) -> Self:
        rules = rules or Rules()
        validate_hands(knocker, defender, names)
        hand = mask_of(knocker)
        shown = (None if knocker_melds is None
                 else _given_layout(hand, knocker_melds, names[0], rules.melding))
        return cls(tuple(knocker), tuple(defender), rules, upcard, names,
                   knock_limit(rules, upcard), multiplier(rules, upcard), hand, mask_of(defender),
                   shown)

    @property
    def big_gin(self) -> bool:
        """The knocker shows 11 cards: a Big Gin declared without a discard."""
        return len(self.knocker_cards) == 11

    @cached_property
    def defender_before(self) -> int:
        """The defender's least deadwood before any lay-off."""
        return self.melding.min_deadwood(self.against)

    @property
    def lays_off_against_gin(self) -> bool:
        """``gin_layoffs``: the defender lays off against gin too (never against Big Gin)."""
        return self.rules.gin_layoffs and not self.big_gin

    def score(self, knocker_deadwood: int, defender_deadwood: int) -> HandScore:
        return score_counts(knocker_deadwood, defender_deadwood, self.rules, self.limit,
                            self.times, big_gin=self.big_gin)

    def verdict(self, layout: Arrangement) -> Verdict:
        """The knocker shows ``layout``: the defender's best answer, and the score."""
        melding = self.melding
        if layout.deadwood == 0 and not self.lays_off_against_gin:  # nothing is laid off
            return Verdict(layout, self.score(0, self.defender_before),
                           best_arrangement(self.against, melding), (), self.defender_before)
        defence = best_defence(self.against, layout.melds, melding)
        if layout.deadwood == 0 and defence.deadwood == 0:
            score = washed_gin(self.times)  # a gin laid off to zero: nobody scores
        else:
            score = self.score(layout.deadwood, defence.deadwood)
        return Verdict(layout, score, best_arrangement(self.against & ~defence.laid_off, melding),
                       defence.layoffs, self.defender_before)

    def candidate_layouts(self) -> list[Arrangement]:
        """The layouts the knocker may show under ``knocker_layout`` (raises if none may knock).

        ``any``: every layout within the limit; ``cheapest`` and ``shown``: the cheapest
        arrangements (under ``shown`` a layout given is scored as shown, and these say what
        the book's layout would have been worth)."""
        least = self.melding.min_deadwood(self.hand)
        if not self.limit.allows(least):
            raise KnockNotAllowedError(_refusal(self.names[0], least, self.limit))
        if self.rules.knocker_layout == "any":
            return [layout for layout in all_layouts(self.hand, self.melding)
                    if self.limit.allows(layout.deadwood)]
        return tied_arrangements(self.hand, self.melding)

    def check_shown(self, shown: Arrangement) -> None:
        """A given layout must be one the rules let the knocker show."""
        if self.rules.knocker_layout == "cheapest":
            least = self.melding.min_deadwood(self.hand)
            if shown.deadwood != least:
                raise LayoutNotCheapestError(self.names[0], shown.deadwood, least,
                                             self.limit.allows(shown.deadwood))
        refuse_knock(shown.deadwood, self.limit)


@dataclass(frozen=True)
class Verdict:
    """One knocker layout played out: the score, the defender's melds and lay-offs against it."""

    layout: Arrangement
    score: HandScore
    defender: Arrangement
    """The defender's own melds and the deadwood left after lay-offs."""
    layoffs: tuple[Layoff, ...]
    defender_before: int

    @property
    def net(self) -> int:
        """The knocker's net points (negative: the defender scores; 0: a wash)."""
        if self.score.winner is None:
            return 0
        return self.score.points if self.score.winner is Side.KNOCKER else -self.score.points


@dataclass(frozen=True)
class Settlement:
    """The verdict on one hand: the deal, the layout settled, and a better one if there was."""

    deal: Deal
    verdict: Verdict
    better_layout: BetterLayout | None = None

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The verdict as steps (a code and its values); ``scorekeeper.wording`` puts them in words."""
        return explain(self)

    @property
    def score(self) -> HandScore:
        return self.verdict.score

    @property
    def limit(self) -> KnockLimit:
        return self.deal.limit

    @property
    def rules(self) -> Rules:
        return self.deal.rules

    @property
    def upcard(self) -> Card | None:
        return self.deal.upcard

    @property
    def names(self) -> tuple[str, str]:
        return self.deal.names

    @property
    def knocker_cards(self) -> tuple[Card, ...]:
        return self.deal.knocker_cards

    @property
    def defender_cards(self) -> tuple[Card, ...]:
        return self.deal.defender_cards

    @property
    def knocker(self) -> Arrangement:
        """The knocker's layout that was settled."""
        return self.verdict.layout

    @property
    def defender(self) -> Arrangement:
        """The defender's own melds and the deadwood left after lay-offs."""
        return self.verdict.defender

    @property
    def layoffs(self) -> tuple[Layoff, ...]:
        return self.verdict.layoffs

    @property
    def defender_deadwood_before_layoffs(self) -> int:
        return self.verdict.defender_before

    @property
    def layout_given(self) -> bool:
        return self.deal.shown is not None

    @property
    def outcome(self) -> Outcome:
        return self.score.outcome

    @property
    def winner(self) -> Side | None:
        """None for a wash (a gin laid off to zero)."""
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
    def winner_name(self) -> str | None:
        if self.winner is None:
            return None
        return self.names[0] if self.winner is Side.KNOCKER else self.names[1]


def validate_hands(
    knocker: Sequence[Card], defender: Sequence[Card], names: tuple[str, str]
) -> None:
    """Counts and duplicates: 10 cards each (11 for a knocker's Big Gin), no card twice."""
    if len(knocker) not in (10, 11):
        raise CardCountError(N_("%(name)s's hand has %(count)s cards; a knocker shows 10 "
                                "(11 only for Big Gin)"), name=names[0], count=len(knocker))
    if len(defender) != 10:
        raise CardCountError(N_("%(name)s's hand has %(count)s cards; 10 are needed"),
                             name=names[1], count=len(defender))
    check_disjoint({Holder.player(names[0]): knocker, Holder.player(names[1]): defender})


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
    deal = Deal.of(knocker, defender, rules, upcard=upcard, knocker_melds=knocker_melds,
                   names=names)
    return settle_deal(deal)


def settle_deal(deal: Deal) -> Settlement:
    """Settle a `Deal`: its given layout, or the layout that serves the knocker best."""
    if deal.big_gin:
        return _settle_big_gin(deal)
    candidates = deal.candidate_layouts()
    if deal.shown is not None:
        deal.check_shown(deal.shown)
    verdicts = [deal.verdict(layout) for layout in candidates]
    # The best layout for the knocker: the most net points; among equals, the least deadwood shown.
    best = max(verdicts, key=lambda verdict: (verdict.net, -verdict.layout.deadwood))
    if deal.shown is None:
        return Settlement(deal, best)
    chosen = deal.verdict(deal.shown)
    gain = best.net - chosen.net
    better = BetterLayout(best.layout, best.net, gain) if gain > 0 else None
    return Settlement(deal, chosen, better)


def _refusal(name: str, least: int, limit: KnockLimit) -> Phrase:
    if limit.limit is None:
        return phrase(N_("%(name)s cannot knock with %(least)s deadwood: %(reason)s"),
                      name=name, least=least, reason=limit.reason)
    return phrase(N_("%(name)s cannot knock: the least deadwood of the hand is %(least)s, and "
                     "%(reason)s"), name=name, least=least, reason=limit.reason)


def _given_layout(hand: int, melds: Sequence[Meld], name: str, melding: Melding) -> Arrangement:
    used = 0
    for meld in melds:
        if meld.kind is MeldKind.RUN and not melding.is_run_row(meld.mask >> (13 * meld.suit)):
            raise InvalidMeldError(N_("%(meld)s is not a run under these rules (%(runs)s; "
                                      "option runs)"), meld=meld.pretty,
                                   runs=melding.runs_phrase())
        stray = [card for card in meld.cards if not hand & card.bit]
        if stray:
            raise InvalidMeldError(N_("%(meld)s uses %(cards)s, which %(name)s does not hold"),
                                   meld=meld.pretty, cards=pretty_cards(stray), name=name)
        if used & meld.mask:
            raise InvalidMeldError(N_("%(meld)s shares a card with another meld of %(name)s's"),
                                   meld=meld.pretty, name=name)
        used |= meld.mask
    return arrangement_of(hand, [meld.mask for meld in melds], melding)


def _settle_big_gin(deal: Deal) -> Settlement:
    least = deal.melding.min_deadwood(deal.hand)
    if least != 0 or not deal.rules.big_gin:
        best_left, best_card = discard_deadwoods(deal.hand, deal.melding)[0]
        why = Phrase(N_("not all 11 meld") if least else BIG_GIN_NOT_PLAYED)
        raise CardCountError(
            N_("%(name)s's hand has 11 cards but %(why)s; a knocker discards one and shows 10 "
               "(discarding %(card)s leaves %(left)s deadwood)"),
            name=deal.names[0], why=why, card=str(best_card), left=best_left)
    layout = deal.shown if deal.shown is not None else best_arrangement(deal.hand, deal.melding)
    if layout.deadwood:
        raise InvalidMeldError(N_("Big Gin shows all 11 cards in melds; this layout leaves "
                                  "%(deadwood)s deadwood"), deadwood=layout.deadwood)
    return Settlement(deal, deal.verdict(layout))
