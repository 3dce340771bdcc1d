"""A game's score sheet as the match page draws it: rows, totals, and, once won, the settlement.

Everything shown is read from the ledger's `Game` and `HandResult`s; the
settlement's breakdown (points, boxes, game bonus, shutout) only spells out
how the ledger's final totals were reached, line by line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from babel.numbers import format_decimal

from ...gin import Outcome, Rules, Suit
from ...ledger import CardsHand, Game, HandResult, Tally
from ...wording import N_
from ..core.card_display import CardDisplay, card_display
from ..core.language import current_language, words

OUTCOME_LABELS: Final = {"knock": N_("knock"), "gin": N_("gin"), "big_gin": N_("Big Gin"),
                         "undercut": N_("undercut"), "wash": N_("wash")}


def scored_as_shown(result: HandResult) -> bool:
    """The hand's own choice scored the knocker's melds exactly as laid out (issue 15)."""
    hand = result.hand
    return isinstance(hand, CardsHand) and hand.knocker_layout == "shown" and bool(
        hand.knocker_melds)


def hand_text(result: HandResult) -> str:
    """What happened in a hand, in a few words: ``Ann knocked with 4; Bob had 20`` (and
    ``melds scored as laid out`` when the hand was scored so)."""
    text = _what_happened(result)
    if scored_as_shown(result):
        return words()._("%(text)s (melds scored as laid out)", text=text)
    return text


def _what_happened(result: HandResult) -> str:
    score = result.score
    w = words()
    if score is None:
        return w._("Wash: nobody scored")
    names = {"k": result.knocker, "d": result.defender, "kd": score.knocker_deadwood,
             "dd": score.defender_deadwood}
    if score.outcome is Outcome.GIN:
        return w._("%(k)s went gin; %(d)s had %(dd)s", **names)
    if score.outcome is Outcome.BIG_GIN:
        return w._("%(k)s went Big Gin; %(d)s had %(dd)s", **names)
    if score.outcome is Outcome.UNDERCUT:
        return w._("%(k)s knocked with %(kd)s; %(d)s undercut with %(dd)s", **names)
    return w._("%(k)s knocked with %(kd)s; %(d)s had %(dd)s", **names)


def hand_result_words(result: HandResult) -> str:
    """A hand and what it scored: ``Ann knocked with 4; Bob had 20 · Ann +16`` (a correction's
    preview shows the hand's old result beside the new one)."""
    scored = f" · {result.winner} +{result.points}" if result.winner else ""
    return hand_text(result) + scored


def upcard_of(result: HandResult, rules: Rules) -> tuple[CardDisplay | None, bool]:
    """The hand's upcard (Oklahoma) and whether it is a spade that doubled the hand."""
    if result.upcard is None:
        return None, False
    doubles = rules.oklahoma and rules.spade_doubles and result.upcard.suit is Suit.SPADES
    return card_display(result.upcard), doubles


@dataclass(frozen=True)
class UnitScore:
    """One side's standing in a game: the big number, and how far from the target."""

    name: str
    points: int
    to_go: int
    boxes: int
    leading: bool
    won: bool


@dataclass(frozen=True)
class SheetRow:
    """One line of the sheet (a hand; for partnerships, a deal of two hands)."""

    hands: tuple[int, ...]
    dealer: str
    texts: tuple[str, ...]
    outcome: str
    winner: str | None
    points: int
    upcards: tuple[tuple[CardDisplay, bool], ...]
    totals: tuple[int, ...]

    @property
    def label(self) -> str:
        return "+".join(str(n) for n in self.hands)


@dataclass(frozen=True)
class BreakdownLine:
    label: str
    values: tuple[str, ...]
    """One entry per side, in the order of the sheet's columns ("" where nothing)."""


@dataclass(frozen=True)
class PaymentText:
    payer: str
    payee: str
    points: int
    amount: str
    """The money (points × stake), "" when no stake is set."""

    @property
    def text(self) -> str:
        w = words()
        values = {"payer": self.payer, "payee": self.payee, "points": self.points}
        if self.amount:
            return w._("%(payer)s pays %(payee)s %(points)s points (%(money)s)", money=self.amount, **values)
        return w._("%(payer)s pays %(payee)s %(points)s points", **values)


@dataclass(frozen=True)
class SheetDisplay:
    number: int
    title: str
    target: int
    units: tuple[str, ...]
    scores: tuple[UnitScore, ...]
    rows: tuple[SheetRow, ...]
    boxes: tuple[int, ...]
    final: tuple[int, ...]
    over: bool
    winner: str | None
    abandoned: bool
    shutout: bool
    breakdown: tuple[BreakdownLine, ...]
    payments: tuple[PaymentText, ...]
    settles: bool
    """The rules settle games (option ``settlement``): the lower total pays the difference."""
    status: str


def money(amount: float) -> str:
    """An amount with two decimals, as the page's language writes it (``4.78`` / ``4,78``)."""
    return format_decimal(amount, format="#,##0.00", locale=current_language())


def game_title(game: Game) -> str:
    """Games are numbered through the match (Hollywood's second round is games 4 to 6)."""
    return words()._("Game %(n)s", n=game.number)


def sheet_display(game: Game, counted: Tally) -> SheetDisplay:
    rules = counted.match.rules
    units = game.units
    leader = max(game.points.values()) if game.rows else None
    scores = tuple(UnitScore(unit, game.points[unit], max(0, game.target - game.points[unit]),
                             game.boxes[unit],
                             leader is not None and leader > 0 and game.points[unit] == leader,
                             game.winner == unit)
                   for unit in units)
    rows = tuple(_row(row.hands, row.winner, row.points, row.note,
                      tuple(row.totals[u] for u in units), counted, rules)
                 for row in game.rows)
    return SheetDisplay(
        number=game.number, title=game_title(game), target=game.target, units=units,
        scores=scores, rows=rows,
        boxes=tuple(game.boxes[u] for u in units), final=tuple(game.final[u] for u in units),
        over=game.over, winner=game.winner, abandoned=game.abandoned, shutout=game.shutout,
        breakdown=breakdown(game, rules) if game.over else (),
        payments=tuple(PaymentText(p.payer, p.payee, p.points,
                                   money(p.amount) if rules.stake else "")
                       for p in game.payments),
        settles=rules.settlement,
        status=_status(game),
    )


def _row(numbers: tuple[int, ...], winner: str | None, points: int, note: str,
         totals: tuple[int, ...], counted: Tally, rules: Rules) -> SheetRow:
    results = [counted.hand(n) for n in numbers]
    upcards = tuple((view, doubles) for view, doubles in (upcard_of(r, rules) for r in results)
                    if view is not None)
    outcome = words()._(OUTCOME_LABELS[note]) if note in OUTCOME_LABELS else note
    return SheetRow(numbers, "/".join(dict.fromkeys(r.dealer for r in results)),
                    tuple(hand_text(r) for r in results), outcome, winner, points, upcards,
                    totals)


def _status(game: Game) -> str:
    w = words()
    if game.over:
        if game.shutout:
            return w._("%(name)s won with a shutout", name=game.winner)
        return w._("%(name)s won", name=game.winner)
    if game.abandoned:
        return w._("Abandoned: a new game was started before anyone reached the target")
    if not game.rows:
        return w._("Not started: first to %(target)s", target=game.target)
    return w._("In play: first to %(target)s", target=game.target)


def breakdown(game: Game, rules: Rules) -> tuple[BreakdownLine, ...]:
    """How each side's final total of a won game is made up (RULES.md, "The game"), line by
    line as the ledger worked it out: points, boxes, game bonus, a doubled total."""
    units = game.units
    w = words()
    lines = [BreakdownLine(w._("Points"), tuple(str(game.points[u]) for u in units))]
    if rules.box_bonus:
        lines.append(BreakdownLine(w._("Boxes"), tuple(
            f"{game.boxes[u]} × {rules.box_bonus} = {game.box_points[u]}" for u in units)))
    if any(game.game_bonus.values()):
        doubled_bonus = game.shutout and rules.shutout == "double_game_bonus"
        label = w._("Game bonus, doubled for the shutout") if doubled_bonus else w._("Game bonus")
        lines.append(BreakdownLine(label, tuple(str(game.game_bonus[u]) if game.game_bonus[u]
                                                else "" for u in units)))
    if game.doubled:
        lines.append(BreakdownLine(w._("Shutout: the winner's total doubled"),
                                   tuple("× 2" if u == game.winner else "" for u in units)))
    lines.append(BreakdownLine(w._("Final"), tuple(str(game.final[u]) for u in units)))
    return tuple(lines)


HEADLINES: Final = {"knock": "Knock", "gin": "Gin!", "big_gin": "Big Gin!",
                    "undercut": "Undercut!"}


def score_lines(result: HandResult) -> tuple[str, ...]:
    """A hand scored from the counts, in words: what each side had and how the points add up."""
    score = result.score
    w = words()
    if score is None:
        return (w._("A wash: nobody scores."),)
    v = {"k": result.knocker, "d": result.defender, "winner": result.winner,
         "kd": score.knocker_deadwood, "dd": score.defender_deadwood, "bonus": score.bonus,
         "base": score.base, "sum": score.base + score.bonus}
    if score.outcome is Outcome.KNOCK:
        lines = [w._("%(k)s knocked with %(kd)s deadwood; %(d)s had %(dd)s after laying off.", **v),
                 w._("%(dd)s − %(kd)s = %(base)s points to %(winner)s.", **v)]
    elif score.outcome is Outcome.UNDERCUT:
        lines = [w._("%(k)s knocked with %(kd)s deadwood; %(d)s had %(dd)s after laying off: "
                     "an undercut.", **v),
                 w._("%(kd)s − %(dd)s + %(bonus)s undercut bonus = %(sum)s points to %(winner)s.", **v)]
    elif score.outcome is Outcome.GIN:
        lines = [w._("%(k)s went gin; %(d)s had %(dd)s.", **v),
                 w._("%(dd)s + %(bonus)s gin bonus = %(sum)s points to %(winner)s.", **v)]
    else:
        lines = [w._("%(k)s went Big Gin; %(d)s had %(dd)s.", **v),
                 w._("%(dd)s + %(bonus)s Big Gin bonus = %(sum)s points to %(winner)s.", **v)]
    if score.multiplier > 1 and result.upcard is not None:
        lines.append(w._("The spade upcard %(card)s doubles it: %(points)s points.",
                         card=result.upcard.pretty, points=score.points))
    if score.extra_boxes:
        lines.append(w.n_("%(winner)s also gets %(num)s extra box.",
                          "%(winner)s also gets %(num)s extra boxes.", score.extra_boxes,
                          winner=result.winner))
    return tuple(lines)
