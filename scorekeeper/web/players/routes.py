"""The players' pages: everyone who has played, with their record across matches.

A record (`scorekeeper.ledger.PlayerRecord`) counts games won of the games
their side finished, hands won of the hands they played, gins, Big Gins,
undercuts and the average score of a hand won; the player's page lists their
matches with links.
"""

from __future__ import annotations

from flask import Blueprint, render_template

from ..core.ledger_access import ledger
from ..core.titles import match_title

bp = Blueprint("players", __name__, url_prefix="/players")


@bp.get("")
def index() -> str:
    records = ledger().player_records()
    ordered = [records[name] for name in sorted(records, key=str.casefold)]
    return render_template("players/index.html", records=ordered)


@bp.get("/<path:name>")
def show(name: str) -> str:
    store = ledger()
    record = store.player_history(name)
    summaries = {summary.id: summary for summary in store.list_matches()}
    matches = [(summary, match_title(summary.players, summary.players, summary.name))
               for match_id in record.match_ids
               if (summary := summaries.get(match_id)) is not None]
    return render_template("players/show.html", record=record, matches=matches)
