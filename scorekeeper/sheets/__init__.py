"""Printable score sheets: blank score pads and finished match sheets (Jinja + WeasyPrint).

Pads: `PadOptions` -> `render_pad_pdf` / `render_pad_html` (`pad_context` for
another Jinja environment). Match sheets: a `MatchSheet` (see `sheets.model`)
-> `render_match_pdf` / `render_match_html` (`match_context`); the ledger's
tally becomes a `MatchSheet` through `sheet_of_tally(tally)`, a stored match through
`sheet_of_stored(view)`. WeasyPrint is imported only when a PDF is made.
"""

from .from_ledger import sheet_of_stored, sheet_of_tally
from .match_sheet import SheetOptions, match_context, render_match_html, render_match_pdf
from .model import (
    GameResult,
    GameRow,
    GameSheet,
    HandCards,
    HandRow,
    MatchSheet,
    Payment,
    SheetDataError,
    Team,
    running_rows,
)
from .pads import PadOptions, pad_context, pad_rules, render_pad_html, render_pad_pdf
from .paper import Page

__all__ = [
    "GameResult",
    "GameRow",
    "GameSheet",
    "HandCards",
    "HandRow",
    "MatchSheet",
    "PadOptions",
    "Page",
    "Payment",
    "SheetDataError",
    "SheetOptions",
    "Team",
    "match_context",
    "pad_context",
    "pad_rules",
    "render_match_html",
    "render_match_pdf",
    "render_pad_html",
    "render_pad_pdf",
    "running_rows",
    "sheet_of_stored",
    "sheet_of_tally",
]
