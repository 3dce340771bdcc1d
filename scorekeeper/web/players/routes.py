"""The players' pages: everyone who has played, with their record across matches.

A record (`scorekeeper.ledger.PlayerRecord`) counts games won of the games
their side finished, hands won of the hands they played, gins, Big Gins,
undercuts and the average score of a hand won; the player's page adds
`ledger.statistics` (the longest run of hands won, the biggest hand, points per hand, a
chart match by match), everyone they played head to head, and their matches with links.
"""

from __future__ import annotations

from flask import Blueprint, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from ...ledger.statistics import head_to_head, opponents, player_statistics
from ...sheets.chart import over_time_chart
from ..core.language import words
from ..core.ledger_access import ledger
from ..core.titles import match_title

bp = Blueprint("players", __name__, url_prefix="/players")


@bp.get("")
def index() -> str:
    records = ledger().player_records()
    ordered = [records[name] for name in sorted(records, key=str.casefold)]
    return render_template("players/index.html", records=ordered)


@bp.get("/head-to-head")
def against() -> str | Response:
    """Two players head to head (``?a=Ann&b=Bob``): only the hands they played together.
    Without both names: the players' list, where each player's page links to their rivals."""
    if not (request.args.get("a") and request.args.get("b")):
        return redirect(url_for("players.index"), 303)
    store = ledger()
    first = store.player_history(request.args.get("a", "")).name
    second = store.player_history(request.args.get("b", "")).name
    both = head_to_head(store.played(), first, second)
    return render_template("players/against.html", both=both,
                           chart=over_time_chart(both.first.over_time, words()._(
                               "%(first)s v %(second)s", first=first, second=second),
                               w=words()))


@bp.get("/<path:name>")
def show(name: str) -> str:
    store = ledger()
    record = store.player_history(name)
    summaries = {summary.id: summary for summary in store.list_matches()}
    matches = [(summary, match_title(summary.players, summary.players, summary.name))
               for match_id in record.match_ids
               if (summary := summaries.get(match_id)) is not None]
    played = store.played()
    stats = player_statistics(played, record.name)
    rivals = [head_to_head(played, record.name, other) for other in opponents(played, record.name)]
    return render_template("players/show.html", record=record, matches=matches, stats=stats,
                           rivals=rivals, chart=over_time_chart(stats.over_time, record.name,
                                                                w=words()))
