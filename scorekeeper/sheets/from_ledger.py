"""From the ledger to the printed sheet: a `Tally` -> the sheet's `MatchSheet`.

The sheet prints the ledger's numbers and scores nothing itself: every hand's
points come from the engine's verdict as the tally holds it, every running
total from the tally's rows, every box, bonus, shutout and payment from its
games. Hollywood's columns are the tally's columns (which games each win went
into is the tally's answer, never worked out again here); a partnership's
line is the tally's line for the whole deal.

`sheet_of_tally(tally)` builds the view from a tally (``scorekeeper sheet --from
FILE.json``); `sheet_of_stored(view)` from a stored match, with its name and
the date it was played.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from ..gin import Rules
from ..ledger import Game, HandResult, Tally
from ..ledger import Payment as LedgerPayment
from .chart import score_chart
from .model import GameResult, GameRow, GameSheet, HandRow, MatchSheet, Payment, Team
from .words import date_text, sheet_wording, versus

if TYPE_CHECKING:
    from ..ledger.records import MatchSnapshot


def sheet_of_tally(tally: Tally, *, title: str = "", played_on: str = "",
                   lang: str = "en") -> MatchSheet:
    """Everything the match sheet prints, from the ledger's tally of a match (the chart's
    labels in ``lang``, the language the sheet is printed in)."""
    match = tally.match
    rules = match.rules
    return MatchSheet(
        players=tally.units,
        rules=rules,
        hands=tuple(hand_row(result) for result in tally.hands),
        games=tuple(game_sheet(game, rules) for game in tally.games),
        net=net_payment(tally),
        preset=match.preset,
        title=title,
        played_on=played_on,
        teams=tuple(Team(team.name, team.members) for team in match.teams or ()),
        balances=dict(tally.balances),
        chart=score_chart(tally, "sheet-chart", sheet_wording(lang)) if tally.hands else "",
    )


def sheet_of_stored(stored: MatchSnapshot, lang: str = "en") -> MatchSheet:
    """The sheet of a match kept in the ledger: titled with its name, dated the day it began,
    in ``lang`` (the language the sheet is printed in: give the same to `SheetOptions`)."""
    w = sheet_wording(lang)
    title = f"{stored.name}: {versus(stored.tally.units, w)}" if stored.name else ""
    return sheet_of_tally(stored.tally, title=title,
                          played_on=played_on_text(stored.created_at, lang), lang=lang)


def played_on_text(timestamp: str, lang: str = "en") -> str:
    """``Friday 10 January 2025`` (``Freitag, 10. Januar 2025``) in local time from the
    ledger's ISO timestamp (UTC); empty when there is none or it cannot be read."""
    try:
        moment = datetime.fromisoformat(timestamp)
    except (TypeError, ValueError):
        return ""
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return date_text(moment, sheet_wording(lang))


def hand_row(result: HandResult) -> HandRow:
    """One recorded hand as the tally settled it (with its cards when it was played from them)."""
    return replace(_scored_row(result), players=result.players, deal=result.seat.deal,
                   pending=result.pending)


def _scored_row(result: HandResult) -> HandRow:
    if result.settlement is not None:
        return HandRow.from_settlement(result.number, result.settlement, dealer=result.dealer)
    score = result.score
    if score is None:
        return HandRow(result.number, dealer=result.dealer, upcard=result.upcard)
    return HandRow(
        number=result.number,
        dealer=result.dealer,
        knocker=result.knocker,
        defender=result.defender,
        outcome=score.outcome,
        winner=result.winner,
        points=score.points,
        knocker_deadwood=score.knocker_deadwood,
        defender_deadwood=score.defender_deadwood,
        upcard=result.upcard,
        multiplier=score.multiplier,
        extra_boxes=score.extra_boxes,
    )


def game_sheet(game: Game, rules: Rules) -> GameSheet:
    """One game (a Hollywood column): the tally's rows and, once it is won, its foot."""
    rows = tuple(
        GameRow(hand=row.hands[0], hands=row.hands,
                points={row.winner: row.points} if row.winner else {},
                totals=row.totals, note=row.note)
        for row in game.rows
    )
    result = None
    if game.winner is not None:
        result = GameResult(
            winner=game.winner,
            points=game.points,
            boxes=game.boxes,
            box_points=game.box_points,
            game_bonus=game.game_bonus,
            final=game.final,
            shutout=game.shutout,
            doubled=game.doubled,
            payments=tuple(payment(p, rules) for p in game.payments),
        )
    return GameSheet(game.number, rows, result, abandoned=game.abandoned)


def payment(paid: LedgerPayment, rules: Rules) -> Payment:
    """A game's settlement; the money only when the rules set a stake."""
    return Payment(paid.payer, paid.payee, paid.points, paid.amount if rules.stake else None)


def net_payment(tally: Tally) -> Payment | None:
    """The match's settlement when two sides play: the one who collects and what the other pays."""
    units = tally.units
    if len(units) != 2 or not tally.net:
        return None
    (payee, points), = tally.net.items()
    payer = units[1] if payee == units[0] else units[0]
    stake = tally.match.rules.stake
    return Payment(payer, payee, points, points * stake if stake else None)
