"""`scorekeeper pad`: print a blank score pad as PDF (or its HTML)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..errors import AppError
from ..gin.rules import PRESETS, parse_assignment
from ..sheets.pads import PAD_KINDS, PadOptions, default_kind, pad_rules, render_pad_html
from ..sheets.paper import PAPERS
from ..sheets.render import html_to_pdf, write_output


def register(subparsers: Any) -> None:
    pad = subparsers.add_parser(
        "pad",
        help="print a blank score pad (PDF, or HTML with --html)",
        description="A blank score pad to print: the standard two-player sheet, Hollywood's "
        "three games, Oklahoma's upcard column, or a partnership of four. The rules in force "
        "are printed in small type at the foot.",
    )
    pad.add_argument("--preset", default="standard", choices=list(PRESETS), metavar="PRESET",
                     help=f"the rules: {', '.join(PRESETS)} (default standard)")
    pad.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                     help="override one rule option (repeatable), e.g. --set box_bonus=25")
    pad.add_argument("--kind", choices=PAD_KINDS,
                     help="the pad (default: hollywood or oklahoma from the preset, "
                     "partnership for four players, else standard)")
    pad.add_argument("--paper", default="a4", choices=list(PAPERS), help="paper (default a4)")
    pad.add_argument("--orientation", default="portrait", choices=("portrait", "landscape"),
                     help="default portrait")
    pad.add_argument("--games", type=int, default=1, metavar="N",
                     help="games per page (default 1)")
    pad.add_argument("--pages", type=int, default=1, metavar="N",
                     help="how many pages (default 1)")
    pad.add_argument("--players", metavar="A,B",
                     help="the names to print, comma-separated (leave one empty for a blank); "
                     "four for a partnership, the first two one team")
    pad.add_argument("--title", default="", help="a heading instead of the default")
    pad.add_argument("-o", "--output", required=True, metavar="FILE",
                     help="where to write the PDF (or HTML); - for standard output")
    pad.add_argument("--html", action="store_true", help="write the HTML instead of the PDF")
    pad.set_defaults(func=run_pad)


def parse_players(text: str | None) -> tuple[str, ...]:
    """``"Ann, Bob"`` -> ("Ann", "Bob"); an empty piece is a blank to write a name on."""
    if text is None:
        return ()
    return tuple(piece.strip() for piece in text.split(","))


def pad_options(args: argparse.Namespace) -> PadOptions:
    players = parse_players(args.players)
    kind = args.kind or default_kind(args.preset, len(players))
    overrides = dict(parse_assignment(item) for item in args.set)
    return PadOptions(
        kind=kind,
        rules=pad_rules(kind, args.preset, overrides),
        preset=args.preset,
        paper=args.paper,
        orientation=args.orientation,
        games=args.games,
        pages=args.pages,
        players=players,
        title=args.title,
    )


def run_pad(args: argparse.Namespace) -> int:
    options = pad_options(args)
    html = render_pad_html(options)
    data: bytes | str = html if args.html else html_to_pdf(html)
    if args.output == "-":
        if isinstance(data, str):
            sys.stdout.write(data)
        else:
            sys.stdout.buffer.write(data)
        return 0
    target = Path(args.output)
    if target.is_dir():
        raise AppError(f"{target} is a folder; give a file name, e.g. {target / 'pad.pdf'}")
    write_output(data, target)
    what = "HTML" if args.html else "PDF"
    print(f"wrote {target}: {options.kind} pad, {options.page.label}, "
          f"{options.games} game{'s' if options.games > 1 else ''} a page, "
          f"{options.pages} page{'s' if options.pages > 1 else ''} ({what})")
    return 0
