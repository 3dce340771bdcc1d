"""The finished-match sheet: every hand, the running totals, the boxes, bonuses and settlement.

`match_context` turns a `MatchView` into what ``templates/sheets/match.html``
(standard: a table per game) or ``match_hollywood.html`` (the three games side
by side) needs; `render_match_html` / `render_match_pdf` render it. With
``appendix=True`` the sheet ends with each hand's cards and melds as settled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .model import GameRow, GameView, HandRow, MatchView, Payment
from .paper import Orientation, Page, PaperName
from .render import html_to_pdf
from .rules_text import rules_line
from .templating import render_template


@dataclass(frozen=True)
class SheetOptions:
    """How to print a match sheet."""

    paper: PaperName = "a4"
    orientation: Orientation = "portrait"
    appendix: bool = False


def payment_text(payment: Payment | None) -> str:
    """``Bob pays Ann 370 points`` (with the money at a stake), or ``Even``."""
    if payment is None or payment.points == 0:
        return "Even: nobody pays"
    text = f"{payment.payer} pays {payment.payee} {payment.points} points"
    if payment.money is not None:
        text += f" ({payment.money:.2f})"
    return text


def game_heading(game: GameView, hollywood: bool) -> str:
    name = f"Game {game.number}"
    result = game.result
    if result is None:
        return f"{name}: not finished"
    text = f"{name}: won by {result.winner}"
    return text + (", a shutout" if result.shutout else "")


def outcome_notes(hand: HandRow) -> list[str]:
    """Small print beside the outcome: the doubling and any extra boxes."""
    notes = []
    if hand.multiplier > 1:
        notes.append(f"×{hand.multiplier}")
    if hand.extra_boxes:
        notes.append(f"+{hand.extra_boxes} box{'es' if hand.extra_boxes > 1 else ''}")
    return notes


def hollywood_lines(games: tuple[GameView, ...]) -> list[list[GameRow | None]]:
    """Hollywood's columns read across: line i holds each game's i-th entry (or nothing)."""
    depth = max((len(game.rows) for game in games), default=0)
    return [[game.rows[i] if i < len(game.rows) else None for game in games]
            for i in range(depth)]


def _plural(count: int, word: str, plural: str = "") -> str:
    return f"{count} {word if count == 1 else plural or word + 's'}"


def meta_line(view: MatchView) -> str:
    """``Friday 7 March · 9 hands (1 wash) · 2 games``."""
    washes = sum(1 for hand in view.hands if hand.is_wash)
    parts = [view.played_on] if view.played_on else []
    hands = _plural(len(view.hands), "hand")
    parts.append(hands + (f" ({_plural(washes, 'wash', 'washes')})" if washes else ""))
    parts.append("Hollywood: three games" if view.hollywood else _plural(len(view.games), "game"))
    return " · ".join(parts)


_FOOT_ROWS = 5
"""Hand points, boxes, game bonus, grand total and the settlement."""


def estimated_height_mm(view: MatchView, row_mm: float, foot_mm: float,
                        summary: bool = True) -> float:
    """Roughly how tall the sheet runs (without the appendix) with rows of a height."""
    height = 16.0 + 10.0
    if view.hollywood:
        lines = max((len(game.rows) for game in view.games), default=0)
        height += 7 + 7 + 14 + (len(view.hands) + lines) * row_mm + _FOOT_ROWS * foot_mm
        return height + 7 + 10 + 3 * 5.5 + 8
    for game in view.games:
        height += 6 + len(game.rows) * row_mm + (_FOOT_ROWS * foot_mm if game.result else 0)
    if len(view.games) > 1:
        height += 8 + (7 + 10 + len(view.games) * 5.5 if summary else 0)
    return height


def density(view: MatchView, page: Page) -> str:
    """``normal`` rows when the sheet fits its pages that way, else ``compact`` (fewer pages)."""
    if estimated_height_mm(view, 5.6, 5.8) <= page.body_mm[1]:
        return "normal"
    return "compact"


def match_title(view: MatchView) -> str:
    return view.title or "Gin Rummy: " + " v ".join(view.players)


def match_context(view: MatchView, options: SheetOptions | None = None) -> dict[str, Any]:
    """Everything the match templates need (the web app renders the same context as HTML)."""
    options = options or SheetOptions()
    rules = view.rules
    scored = [hand for hand in view.hands if not hand.is_wash]
    page = Page(options.paper, options.orientation)
    return {
        "title": match_title(view),
        "page": page,
        "density": density(view, page),
        "meta_line": meta_line(view),
        "view": view,
        "rules": rules,
        "rules_line": rules_line(rules, view.preset),
        "players": view.players,
        "games": view.games,
        "headings": {game.number: game_heading(game, view.hollywood) for game in view.games},
        "payments": {game.number: payment_text(game.result.payment)
                     for game in view.games if game.result is not None},
        "net_text": payment_text(view.net) if view.net is not None else "",
        "notes": {hand.number: outcome_notes(hand) for hand in view.hands},
        "lines": hollywood_lines(view.games) if view.hollywood else [],
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


def template_name(view: MatchView) -> str:
    return "sheets/match_hollywood.html" if view.hollywood else "sheets/match.html"


def render_match_html(view: MatchView, options: SheetOptions | None = None) -> str:
    return render_template(template_name(view), match_context(view, options))


def render_match_pdf(view: MatchView, options: SheetOptions | None = None) -> bytes:
    return html_to_pdf(render_match_html(view, options))
