"""The verdict in plain words, as a player reads it at the table.

For example: "Bob lays off 7♠ on 3♠4♠5♠6♠." and
"Bob's deadwood 12 − Ann's 4 = 8 points to Ann."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import Card, sort_key
from .deadwood import Arrangement
from .layoffs import Layoff
from .melds import Meld
from .scoring import Outcome, Side

if TYPE_CHECKING:
    from .settle import Settlement


def cards_text(cards: Sequence[Card]) -> str:
    """Loose cards as people read them: ``A♣ 3♦``."""
    return " ".join(card.pretty for card in sorted(cards, key=sort_key))


def layout_text(arrangement: Arrangement) -> str:
    """Melds and deadwood: ``3♠4♠5♠, 8♣8♦8♥; deadwood A♣ 3♦ = 4``."""
    melds = ", ".join(meld.pretty for meld in arrangement.melds) or "no melds"
    if not arrangement.deadwood_cards:
        return f"{melds}; no deadwood"
    return f"{melds}; deadwood {cards_text(arrangement.deadwood_cards)} = {arrangement.deadwood}"


def layoffs_text(layoffs: Sequence[Layoff]) -> str:
    """``7♠ 8♠ on 3♠4♠5♠6♠ and 9♦ on 9♣9♥9♠``."""
    by_meld: dict[Meld, list[Card]] = {}
    for layoff in layoffs:
        by_meld.setdefault(layoff.meld, []).append(layoff.card)
    parts = [f"{cards_text(cards)} on {meld.pretty}" for meld, cards in by_meld.items()]
    return " and ".join(parts)


def explain(settlement: Settlement) -> tuple[str, ...]:
    """One sentence a line, from the knock to the points."""
    knocker, defender = settlement.names
    score = settlement.score
    rules = settlement.rules
    lines: list[str] = []
    verb = {Outcome.GIN: "goes gin", Outcome.WASH: "goes gin",
            Outcome.BIG_GIN: "goes Big Gin (all 11 cards melded)"}.get(score.outcome, "knocks")
    lines.append(f"{knocker} {verb}: {layout_text(settlement.knocker)}.")
    if settlement.upcard is not None and rules.oklahoma:
        lines.append(f"Upcard {settlement.upcard.pretty}: {settlement.limit.reason}.")
    elif score.outcome in (Outcome.KNOCK, Outcome.UNDERCUT):
        lines.append(f"The knock is legal: {settlement.limit.reason}.")
    no_layoffs = score.outcome is Outcome.BIG_GIN or (
        score.outcome is Outcome.GIN and not rules.gin_layoffs)
    if no_layoffs:
        lines.append(f"{defender} may not lay off against gin: {layout_text(settlement.defender)}.")
    else:
        if settlement.layoffs:
            lines.append(
                f"{defender} lays off {layoffs_text(settlement.layoffs)}, then shows "
                f"{layout_text(settlement.defender)} "
                f"({settlement.defender_deadwood_before_layoffs} without the lay-offs)."
            )
        else:
            lines.append(f"{defender} shows {layout_text(settlement.defender)}; nothing to lay off.")
    lines.append(_arithmetic(settlement))
    if settlement.better_layout is not None:
        better = settlement.better_layout
        lines.append(
            f"{knocker} could have shown {layout_text(better.arrangement)} instead: "
            f"{better.gain} points better for {knocker}."
        )
    return tuple(lines)


def _arithmetic(settlement: Settlement) -> str:
    knocker, defender = settlement.names
    score = settlement.score
    if score.outcome is Outcome.WASH:
        return (f"{defender} lays off everything against the gin (gin_layoffs): "
                "a wash, nobody scores.")
    k, d = score.knocker_deadwood, score.defender_deadwood
    winner = knocker if score.winner is Side.KNOCKER else defender
    if score.outcome is Outcome.KNOCK:
        sum_text = f"{defender}'s deadwood {d} − {knocker}'s {k}"
    elif score.outcome is Outcome.UNDERCUT:
        relation = "=" if d == k else "<"
        sum_text = (f"{defender}'s {d} {relation} {knocker}'s {k}, an undercut: "
                    f"{k} − {d} + {score.bonus} undercut bonus")
    elif score.outcome is Outcome.GIN:
        sum_text = f"{defender}'s deadwood {d} + {score.bonus} gin bonus"
    else:
        sum_text = f"{defender}'s deadwood {d} + {score.bonus} Big Gin bonus"
    if score.multiplier > 1:
        upcard = settlement.upcard.pretty if settlement.upcard else "the upcard"
        sum_text = f"({sum_text}) × {score.multiplier} for the spade upcard {upcard}"
    line = f"{sum_text} = {score.points} points to {winner}."
    if score.extra_boxes:
        line += f" {winner} also earns {score.extra_boxes} extra box{'es' if score.extra_boxes > 1 else ''}."
    return line
