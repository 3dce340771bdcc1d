"""The finished-match sheet: every hand, the running totals, the boxes, bonuses and settlement.

`match_context` turns a `MatchSheet` into what ``templates/sheets/match.html``
(standard: a table per game), ``match_hollywood.html`` (the three games side
by side) or ``match_partnership.html`` (two teams, a line per deal) needs;
`render_match_html` / `render_match_pdf` render it. With ``appendix=True`` the
sheet ends with each hand's cards and melds as settled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..wording import Wording
from .match_text import (
    game_heading,
    meta_line,
    net_text,
    opponent_note,
    outcome_notes,
    payment_text,
    payments_text,
    teams_line,
)
from .model import GameRow, GameSheet, MatchSheet
from .paper import Orientation, Page, PaperName
from .render import html_to_pdf
from .rules_text import rules_line
from .templating import render_template
from .words import ENGLISH, deal_note, outcome_text, page_counter_css, sheet_wording, versus


@dataclass(frozen=True)
class SheetOptions:
    """How to print a match sheet."""

    paper: PaperName = "a4"
    orientation: Orientation = "portrait"
    appendix: bool = False
    lang: str = "en"
    """The language the sheet is printed in (``en``, ``es``, ``de``, ``fr``, ``it``)."""

    def __post_init__(self) -> None:
        sheet_wording(self.lang)

    @property
    def page(self) -> Page:
        return Page(self.paper, self.orientation)


def hollywood_lines(games: tuple[GameSheet, ...]) -> list[list[GameRow | None]]:
    """Hollywood's columns read across: line i holds each game's i-th entry (or nothing)."""
    depth = max((len(game.rows) for game in games), default=0)
    return [[game.rows[i] if i < len(game.rows) else None for game in games]
            for i in range(depth)]


def hollywood_rounds(games: tuple[GameSheet, ...],
                     w: Wording = ENGLISH) -> list[dict[str, Any]]:
    """Hollywood's games three at a time (a second round is games 4, 5 and 6), read across."""
    rounds = []
    for start in range(0, len(games), 3):
        three = games[start:start + 3]
        several = len(games) > 3
        label = (w._("Games %(first)s–%(last)s", first=three[0].number, last=three[-1].number)
                 if several else w._("The three games"))
        rounds.append({"games": three, "lines": hollywood_lines(three), "label": label})
    return rounds


_FOOT_ROWS = 5
"""Hand points, boxes, game bonus, grand total and the settlement."""


def estimated_height_mm(view: MatchSheet, row_mm: float, foot_mm: float,
                        summary: bool = True) -> float:
    """Roughly how tall the sheet runs (without the appendix) with rows of a height."""
    height = 16.0 + 10.0 + (5.0 if view.teams else 0.0)
    if view.hollywood:
        rounds = hollywood_rounds(view.games)
        lines = sum(len(part["lines"]) for part in rounds)
        height += 7 + 7 + (len(view.hands) + lines) * row_mm
        height += len(rounds) * (14 + 7 + _FOOT_ROWS * foot_mm)
        return height + 7 + 10 + len(view.games) * 5.5 + 8
    for game in view.games:
        hand_lines = sum(len(row.hands) for row in game.rows)
        height += 6 + hand_lines * row_mm + (_FOOT_ROWS * foot_mm if game.result else 0)
    height += sum(1 for hand in view.hands if hand.pending) * row_mm
    if len(view.games) > 1:
        height += 8 + (7 + 10 + len(view.games) * 5.5 if summary else 0)
    return height


DENSITIES: Final = {"normal": (5.6, 5.8), "compact": (4.3, 4.6), "dense": (3.8, 4.0)}
"""The heights (mm) of a hand's row and of a foot row at each density of the match sheet."""


def density(view: MatchSheet, page: Page) -> str:
    """How tightly to set the rows: ``normal`` when the sheet fits its pages that way; else
    ``compact``, or ``dense`` when that is what keeps the evening on one page. A match that
    runs over a page even when dense stays ``compact`` (easier to read on its pages)."""
    height = page.body_mm[1]
    if estimated_height_mm(view, *DENSITIES["normal"]) <= height:
        return "normal"
    if estimated_height_mm(view, *DENSITIES["compact"], summary=False) <= height:
        return "compact"
    if estimated_height_mm(view, *DENSITIES["dense"], summary=False) <= height:
        return "dense"
    return "compact"


CHART_MM: Final = 75.0
"""The score chart's height on the sheet with its heading (it is drawn 160 mm wide at most)."""


def chart_fits(view: MatchSheet, page: Page, set_as: str) -> bool:
    """The chart goes under the games when it fits on the sheet's page as the rows are set:
    a match that fills its page keeps its page count rather than spill a picture over."""
    if not view.chart:
        return False
    summary = set_as == "normal"
    used = estimated_height_mm(view, *DENSITIES[set_as], summary=summary)
    return used + CHART_MM <= page.body_mm[1]


def match_title(view: MatchSheet, w: Wording = ENGLISH) -> str:
    return view.title or w._("Gin Rummy: %(players)s", players=versus(view.players, w))


def match_context(view: MatchSheet, options: SheetOptions | None = None) -> dict[str, Any]:
    """Everything the match templates need (the web app renders the same context as HTML)."""
    options = options or SheetOptions()
    w = sheet_wording(options.lang)
    rules = view.rules
    scored = [hand for hand in view.hands if not hand.is_wash]
    page = options.page
    set_as = density(view, page)
    return {
        "title": match_title(view, w),
        "lang": w.lang,
        "_": w._,
        "num": w.number,
        "page_counter": page_counter_css(w),
        "outcomes": {hand.number: outcome_text(hand.outcome, w) for hand in view.hands},
        "deal_notes": {row.note: deal_note(row.note, w)
                       for game in view.games for row in game.rows if row.note},
        "page": page,
        "density": set_as,
        "chart": view.chart if chart_fits(view, page, set_as) else "",
        "meta_line": meta_line(view, w),
        "view": view,
        "rules": rules,
        "rules_line": rules_line(rules, view.preset, bool(view.teams), w),
        "players": view.players,
        "games": view.games,
        "headings": {game.number: game_heading(game, w) for game in view.games},
        "payments": {game.number: payments_text(game.result, bool(view.teams), w)
                     for game in view.games if game.result is not None},
        "net_text": net_text(view, w),
        "notes": {hand.number: outcome_notes(hand, w) for hand in view.hands},
        "opponents": {hand.number: opponent_note(hand, view, w) for hand in view.hands},
        "teams_line": teams_line(view),
        "pending": [hand for hand in view.hands if hand.pending],
        "lines": hollywood_lines(view.games) if view.hollywood else [],
        "rounds": hollywood_rounds(view.games, w) if view.hollywood else [],
        "show_upcard": rules.oklahoma or any(hand.upcard for hand in view.hands),
        "show_boxes": bool(rules.box_bonus) or any(
            game.result and any(game.result.box_points.values()) for game in view.games),
        "show_game_bonus": bool(rules.game_bonus),
        "appendix": [hand for hand in view.hands if hand.cards] if options.appendix else [],
        "summary": {
            "hands": len(view.hands),
            "won": len(scored),
            "washes": len(view.hands) - len(scored),
            "games": len(view.games),
        },
    }


def template_name(view: MatchSheet) -> str:
    if view.hollywood:
        return "sheets/match_hollywood.html"
    return "sheets/match_partnership.html" if view.teams else "sheets/match.html"


def render_match_html(view: MatchSheet, options: SheetOptions | None = None) -> str:
    return render_template(template_name(view), match_context(view, options))


def render_match_pdf(view: MatchSheet, options: SheetOptions | None = None) -> bytes:
    return html_to_pdf(render_match_html(view, options))


__all__ = [
    "SheetOptions",
    "density",
    "hollywood_lines",
    "hollywood_rounds",
    "match_context",
    "payment_text",
    "render_match_html",
    "render_match_pdf",
    "template_name",
]
