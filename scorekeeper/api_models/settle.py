"""One hand without a match: settle it, find its deadwood, list the rules (requests and answers).

A settle request is the object of one line of ``scorekeeper settle --jsonl``
and the body of ``POST /api/settle``; its answer, `Settlement`, is what both
print. The same holds for deadwood.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Discriminator, Field, RootModel, Tag

from ..gin import Arrangement as EngineArrangement
from ..gin import Card, Outcome
from ..gin import Settlement as EngineSettlement
from ..gin.discards import DiscardChoice
from ..gin.scoring import Side
from ..wording import explanation
from .base import AnswerModel, RequestModel
from .fields import CardName, Cards, Melds, Names, OptionValue, RuleOptions, RulesChoice

CardNames = list[str]


def names_of(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


class SettleRequest(RequestModel):
    """A finished hand: both revealed hands, and the rules it was played under."""

    knocker: Cards = Field(description="The knocker's 10 cards (11 for Big Gin).")
    defender: Cards = Field(description="The defender's 10 cards.")
    knocker_melds: Melds | None = Field(
        default=None, description="The melds the knocker laid out. Absent, null or empty: the "
                                  "layout that serves the knocker best.")
    rules: RulesChoice = "standard"
    set: RuleOptions | None = None
    upcard: CardName | None = Field(default=None,
                                    description="The first upcard (sets Oklahoma's knock limit).")
    names: Names = ("Knocker", "Defender")  # type: ignore[assignment]


class DeadwoodRequest(RequestModel):
    """A hand of 10 cards, or 11 just after drawing."""

    cards: Cards = Field(description="10 cards, or 11 just after drawing.")
    rules: RulesChoice = "standard"
    set: RuleOptions | None = None
    upcard: CardName | None = None
    all: bool = Field(default=False, description="10 cards: also list every arrangement that ties.")


class Arrangement(AnswerModel):
    """Melds and the cards left over."""

    deadwood: int
    melds: list[CardNames]
    unmatched: CardNames

    @classmethod
    def of(cls, arrangement: EngineArrangement) -> Arrangement:
        return cls(deadwood=arrangement.deadwood,
                   melds=[names_of(meld.cards) for meld in arrangement.melds],
                   unmatched=names_of(arrangement.deadwood_cards))


class TenCards(Arrangement):
    """10 cards: the best arrangement, and with ``all`` every arrangement that ties."""

    arrangements: list[Arrangement] = Field(
        default_factory=list, description="Only when `all` was asked: every arrangement with "
                                          "the least deadwood.")


class DiscardOption(AnswerModel):
    """One card to discard, the best arrangement of the 10 left, and whether it ends the hand."""

    discard: str
    deadwood: int
    melds: list[CardNames]
    unmatched: CardNames
    knock: bool = Field(description="The deadwood left is within the knock limit under the "
                                    "rules and upcard given (a gin is a knock with none).")
    gin: bool = Field(description="No deadwood is left.")

    @classmethod
    def of(cls, choice: DiscardChoice) -> DiscardOption:
        return cls(discard=str(choice.discard), **Arrangement.of(choice.arrangement).model_dump(),
                   knock=choice.knock, gin=choice.gin)


class ElevenCards(AnswerModel):
    """11 cards: Big Gin, and every discard, best first (least deadwood; among equals the card
    worth most), each saying whether it allows a knock or gin."""

    big_gin: bool
    options: list[DiscardOption]


def _deadwood_kind(value: Any) -> str:
    is_ten = isinstance(value, TenCards) or (isinstance(value, dict) and "deadwood" in value)
    return "ten" if is_ten else "eleven"


class Deadwood(RootModel[Annotated[Annotated[TenCards, Tag("ten")] | Annotated[ElevenCards, Tag("eleven")],
                                   Discriminator(_deadwood_kind)]]):
    """10 cards: the best arrangement. 11 cards: Big Gin, and every discard, best first."""

    def dump(self) -> dict[str, Any]:
        return self.root.dump()


class Layoff(AnswerModel):
    card: str
    meld: CardNames


class BetterLayout(AnswerModel):
    """A layout the knocker could have shown that scores better for them."""

    melds: list[CardNames]
    unmatched: CardNames
    knocker_points: int
    gain: int


if TYPE_CHECKING:
    OutcomeName = str
    WinnerName = str
else:
    OutcomeName = Literal[tuple(o.value for o in Outcome)]
    WinnerName = Literal[tuple(side.value for side in Side)]


class Settlement(AnswerModel):
    """The verdict on a hand: who won, how many points, and why."""

    outcome: OutcomeName
    winner: WinnerName | None = Field(description="null for a wash (a gin laid off to zero "
                                                  "under gin_layoffs): nobody scores.")
    winner_name: str | None
    points: int
    knocker_deadwood: int
    defender_deadwood: int = Field(description="After lay-offs.")
    defender_deadwood_before_layoffs: int
    knocker_melds: list[CardNames]
    knocker_unmatched: CardNames
    defender_melds: list[CardNames]
    defender_unmatched: CardNames
    layoffs: list[Layoff]
    bonus: int
    multiplier: int
    extra_boxes: int
    knock_limit: int | None = Field(description="null: only gin.")
    upcard: str | None
    layout_given: bool
    better_layout: BetterLayout | None
    names: Annotated[list[str], Field(min_length=2, max_length=2)]
    explanation: list[str] = Field(description="The verdict in plain words, a sentence each.")

    @classmethod
    def of(cls, settlement: EngineSettlement) -> Settlement:
        score = settlement.score
        better = settlement.better_layout
        return cls(
            outcome=score.outcome.value,
            winner=None if score.winner is None else score.winner.value,
            winner_name=settlement.winner_name,
            points=score.points,
            knocker_deadwood=score.knocker_deadwood,
            defender_deadwood=score.defender_deadwood,
            defender_deadwood_before_layoffs=settlement.defender_deadwood_before_layoffs,
            knocker_melds=[names_of(m.cards) for m in settlement.knocker.melds],
            knocker_unmatched=names_of(settlement.knocker.deadwood_cards),
            defender_melds=[names_of(m.cards) for m in settlement.defender.melds],
            defender_unmatched=names_of(settlement.defender.deadwood_cards),
            layoffs=[Layoff(card=str(layoff.card), meld=names_of(layoff.meld.cards))
                     for layoff in settlement.layoffs],
            bonus=score.bonus,
            multiplier=score.multiplier,
            extra_boxes=score.extra_boxes,
            knock_limit=settlement.limit.limit,
            upcard=str(settlement.upcard) if settlement.upcard else None,
            layout_given=settlement.layout_given,
            better_layout=None if better is None else BetterLayout(
                melds=[names_of(m.cards) for m in better.arrangement.melds],
                unmatched=names_of(better.arrangement.deadwood_cards),
                knocker_points=better.points, gain=better.gain),
            names=list(settlement.names),
            explanation=list(explanation(settlement.steps)),  # an API: in English
        )


class RuleOption(AnswerModel):
    """One rule option: its type, its standard default, one line of help."""

    name: str
    type: Literal["boolean", "integer", "number", "string"]
    default: OptionValue
    help: str
    choices: list[str] | list[int] = Field(
        description="The values it takes (empty: any of its type): the choices of a string "
                    "option, the few whole numbers some number options take (ace_points).")
    scope: Literal["hand", "match"] = Field(
        description="match: it scores games, not hands (one hand settles the same under any value).")


class Preset(AnswerModel):
    name: str
    note: str
    options: dict[str, OptionValue] = Field(description="Every option's value under the preset.")


class RulesCatalogue(AnswerModel):
    """Every rule option and every preset."""

    options: list[RuleOption]
    presets: list[Preset]
