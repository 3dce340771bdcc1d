"""The navigation bar: one list for every page.

An entry whose endpoint is not registered yet is shown as a plain label saying
what it arrives with; it becomes a link by itself once a blueprint provides
the endpoint (the match pages: ``matches.index``, ``players.index``; the score
sheets: ``sheets.score_pad``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from flask import current_app, request, url_for

from ...wording import N_
from .language import words


@dataclass(frozen=True)
class NavItem:
    label: str
    endpoint: str
    arrives_with: str
    """Said instead of a link while the endpoint does not exist yet."""


NAV: Final[tuple[NavItem, ...]] = (
    NavItem(N_("Settle a hand"), "hands.settle_form", ""),
    NavItem(N_("Matches"), "matches.index", N_("with the ledger")),
    NavItem(N_("Players"), "players.index", N_("with the ledger")),
    NavItem(N_("Print a score pad"), "sheets.score_pad", N_("with the sheets")),
)


@dataclass(frozen=True)
class NavLink:
    label: str
    url: str | None
    note: str
    current: bool


def nav_links() -> list[NavLink]:
    """The entries for this request: a URL where the page exists, else the note."""
    views = current_app.view_functions
    here = request.blueprint
    w = words()
    links = []
    for item in NAV:
        if item.endpoint in views:
            blueprint = item.endpoint.partition(".")[0]
            links.append(NavLink(w._(item.label), url_for(item.endpoint), "", here == blueprint))
        else:
            links.append(NavLink(w._(item.label), None, w._(item.arrives_with), False))
    return links


def context() -> dict[str, Any]:
    return {"nav_links": nav_links}
