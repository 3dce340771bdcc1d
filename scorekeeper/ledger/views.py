"""A tally as JSON-ready dicts: the shape of ``scorekeeper tally --json`` and of the web API.

See docs/ledger.md for every field. Scoring names are players, or team names
in a four-player match; dealers and knockers are always players.
"""

from __future__ import annotations

import csv
import io
from typing import Any

from ..verdicts import settlement_dict
from .describe import entry_to_dict, rules_to_spec
from .games import Game, Payment
from .results import HandResult, Seat
from .tally import Tally


def tally_dict(tally: Tally) -> dict[str, Any]:
    match = tally.match
    return {
        "rules": rules_to_spec(match.preset, match.rules),
        "players": list(match.players),
        "teams": ({team.name: list(team.members) for team in match.teams}
                  if match.teams else None),
        "units": list(tally.units),
        "first_dealer": match.first_dealer,
        "games": [game_dict(game) for game in tally.games],
        "net": tally.net,
        "net_amount": tally.net_amount,
        "balances": tally.balances,
        "dealers": list(tally.dealers),
        "next_dealer": tally.next_dealer,
        "next_players": list(tally.next_players),
        "next_tables": [seat_dict(seat) for seat in tally.upcoming],
        "game_over": tally.game_over,
        "hands": [hand_dict(result) for result in tally.hands],
    }


def game_dict(game: Game) -> dict[str, Any]:
    return {
        "number": game.number,
        "column": game.column,
        "round": game.round,
        "target": game.target,
        "winner": game.winner,
        "over": game.over,
        "abandoned": game.abandoned,
        "points": dict(game.points),
        "hands_won": dict(game.hands_won),
        "boxes": game.boxes,
        "box_points": dict(game.box_points),
        "game_bonus": dict(game.game_bonus),
        "final": dict(game.final),
        "shutout": game.shutout,
        "doubled": game.doubled,
        "shut_out": list(game.shut_out),
        "settlement": [payment_dict(payment) for payment in game.payments],
        "rows": [
            {"hands": list(row.hands), "winner": row.winner, "points": row.points,
             "note": row.note, "totals": dict(row.totals)}
            for row in game.rows
        ],
    }


def payment_dict(payment: Payment) -> dict[str, Any]:
    return {"payer": payment.payer, "payee": payment.payee, "points": payment.points,
            "amount": payment.amount}


def seat_dict(seat: Seat) -> dict[str, Any]:
    return {"dealer": seat.dealer, "players": list(seat.players), "deal": seat.deal,
            "table": seat.table}


def hand_dict(result: HandResult) -> dict[str, Any]:
    score = result.score
    return {
        "number": result.number,
        "kind": result.kind,
        "input": entry_to_dict(result.hand),
        "dealer": result.dealer,
        "players": list(result.players),
        "deal": result.seat.deal,
        "table": result.seat.table,
        "knocker": result.knocker,
        "defender": result.defender,
        "outcome": None if score is None else score.outcome.value,
        "winner": result.winner,
        "points": result.points,
        "knocker_deadwood": None if score is None else score.knocker_deadwood,
        "defender_deadwood": None if score is None else score.defender_deadwood,
        "extra_boxes": result.extra_boxes,
        "multiplier": None if score is None else score.multiplier,
        "upcard": None if result.upcard is None else str(result.upcard),
        "games": list(result.games),
        "pending": result.pending,
        "settlement": None if result.settlement is None else settlement_dict(result.settlement),
    }


CSV_FIELDS = ("number", "game", "deal", "table", "kind", "dealer", "knocker", "defender",
              "knocker_cards", "defender_cards", "knocker_melds", "knocker_layout",
              "upcard", "knocker_deadwood", "defender_deadwood", "outcome", "winner", "points",
              "extra_boxes")


def hands_csv(tally: Tally) -> str:
    """One CSV row per recorded hand: its input and what it scored (totals are in `games`)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_FIELDS, lineterminator="\n")
    writer.writeheader()
    for result in tally.hands:
        given = entry_to_dict(result.hand)
        cards = given.get("cards", {})
        score = result.score
        writer.writerow({
            "number": result.number,
            "game": " ".join(str(n) for n in result.games),
            "deal": result.seat.deal or "",
            "table": result.seat.table or "",
            "kind": result.kind,
            "dealer": result.dealer,
            "knocker": result.knocker or "",
            "defender": result.defender or "",
            "knocker_cards": cards.get(result.knocker, ""),
            "defender_cards": cards.get(result.defender, ""),
            "knocker_melds": given.get("knocker_melds", ""),
            "knocker_layout": given.get("knocker_layout", ""),
            "upcard": given.get("upcard", ""),
            "knocker_deadwood": "" if score is None else score.knocker_deadwood,
            "defender_deadwood": "" if score is None else score.defender_deadwood,
            "outcome": "wash" if score is None else score.outcome.value,
            "winner": result.winner or "",
            "points": result.points,
            "extra_boxes": result.extra_boxes,
        })
    return out.getvalue()
