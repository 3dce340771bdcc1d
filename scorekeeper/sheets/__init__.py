"""Printable score sheets: blank score pads and finished match sheets (Jinja + WeasyPrint).

Pads: `PadOptions` -> `render_pad_pdf` / `render_pad_html` (`pad_context` for
another Jinja environment). Match sheets: a `MatchView` (see `sheets.model`)
-> `render_match_pdf` / `render_match_html` (`match_context`). WeasyPrint is
imported only when a PDF is made.
"""

from .match_sheet import SheetOptions, match_context, render_match_html, render_match_pdf
from .model import (
    GameResult,
    GameRow,
    GameView,
    HandCards,
    HandRow,
    MatchView,
    Payment,
    SheetDataError,
    running_rows,
)
from .pads import PadOptions, pad_context, pad_rules, render_pad_html, render_pad_pdf
from .paper import Page

__all__ = [
    "GameResult",
    "GameRow",
    "GameView",
    "HandCards",
    "HandRow",
    "MatchView",
    "PadOptions",
    "Page",
    "Payment",
    "SheetDataError",
    "SheetOptions",
    "match_context",
    "pad_context",
    "pad_rules",
    "render_match_html",
    "render_match_pdf",
    "render_pad_html",
    "render_pad_pdf",
    "running_rows",
]
