"""Printed sheets: `scorekeeper pad` (a blank score pad) and `scorekeeper sheet` (a match).

    scorekeeper pad [--preset P] [--paper a4|letter] [--players A,B] ... -o FILE.pdf
    scorekeeper sheet MATCH_ID [--db PATH] [--appendix] ... -o FILE.pdf
    scorekeeper sheet --from FILE.json [--appendix] ... -o FILE.pdf

Both write a PDF, or the HTML of the same sheet with ``--html``; ``-o -`` writes
to standard output. A pad prints in the language of ``--lang``, else the environment's
locale; a match's sheet in ``--lang`` when given, else the match's own language, else the
environment's.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..cli import cli_wording
from ..errors import AppError
from ..gin.phrases import N_
from ..gin.rules import PRESETS, parse_assignment
from ..sheets.pads import (
    PAD_KINDS,
    PadOptions,
    default_kind,
    pad_description,
    pad_rules,
    render_pad_html,
)
from ..sheets.paper import PAPERS
from ..sheets.render import html_to_pdf, html_to_pdf_pages, write_output
from ..wording import Wording, language_from_environment, supported_language
from .arguments import add_database, add_rule_overrides

if TYPE_CHECKING:
    from ..sheets.model import MatchSheet


def register(subparsers: Any, w: Wording) -> None:
    pad = subparsers.add_parser(
        "pad",
        help=w._("print a blank score pad (PDF, or HTML with %(flag)s)", flag="--html"),
        description=w._("A blank score pad to print: the standard two-player sheet, "
                        "Hollywood's three games, Oklahoma's upcard column, or a partnership of "
                        "four. The rules in force are printed in small type at the foot."),
    )
    pad.add_argument("--preset", default="standard", choices=list(PRESETS),
                     metavar=w._("PRESET"),
                     help=w._("the rules: %(presets)s (default %(preset)s)",
                              presets=", ".join(PRESETS), preset="standard"))
    add_rule_overrides(pad, w, "--set box_bonus=25")
    pad.add_argument("--kind", choices=PAD_KINDS,
                     help=w._("the pad (default: %(hollywood)s or %(oklahoma)s from the preset, "
                              "%(partnership)s for four players, else %(standard)s)",
                              hollywood="hollywood", oklahoma="oklahoma",
                              partnership="partnership", standard="standard"))
    _paper_arguments(pad, w)
    pad.add_argument("--games", type=int, default=1, metavar="N",
                     help=w._("games per page (default 1)"))
    pad.add_argument("--pages", type=int, default=1, metavar="N",
                     help=w._("how many pages (default 1)"))
    pad.add_argument("--players", metavar=w._("A,B"),
                     help=w._("the names to print, comma-separated (leave one empty for a "
                              "blank); four for a partnership, the first two one team"))
    pad.add_argument("--title", default="", metavar=w._("TITLE"),
                     help=w._("a heading instead of the default"))
    _output_arguments(pad, w)
    pad.set_defaults(func=run_pad)
    register_sheet(subparsers, w)


def _paper_arguments(parser: argparse.ArgumentParser, w: Wording) -> None:
    parser.add_argument("--paper", default="a4", choices=list(PAPERS),
                        help=w._("paper (default %(paper)s)", paper="a4"))
    parser.add_argument("--orientation", default="portrait", choices=("portrait", "landscape"),
                        help=w._("default %(orientation)s", orientation="portrait"))


def _output_arguments(parser: argparse.ArgumentParser, w: Wording) -> None:
    parser.add_argument("-o", "--output", required=True, metavar=w._("FILE"),
                        help=w._("where to write the PDF (or HTML); - for standard output"))
    parser.add_argument("--html", action="store_true",
                        help=w._("write the HTML instead of the PDF"))


def register_sheet(subparsers: Any, w: Wording) -> None:
    sheet = subparsers.add_parser(
        "sheet",
        help=w._("print a match's score sheet (PDF, or HTML with %(flag)s)", flag="--html"),
        description=w._("A match's score sheet: every hand in order, the running totals, the "
                        "boxes, bonuses and settlement of each game (Hollywood in three "
                        "columns), and optionally the cards of each hand. From a match in the "
                        "database (%(match)s) or from a match description (%(from)s, the shape "
                        "%(command)s reads).", match=w._("MATCH_ID"),
                        command="`scorekeeper tally`", **{"from": "--from " + w._("FILE.json")}),
    )
    sheet.add_argument("match_id", nargs="?", type=int, metavar=w._("MATCH_ID"),
                       help=w._("the stored match (see %(command)s)",
                                command="`scorekeeper matches`"))
    sheet.add_argument("--from", dest="from_file", metavar=w._("FILE.json"),
                       help=w._("a match description or export instead of a stored match "
                                "(- reads stdin); no database"))
    add_database(sheet, w)
    _paper_arguments(sheet, w)
    sheet.add_argument("--appendix", action="store_true",
                       help=w._("add the cards of each hand played from the cards, on a new "
                                "page"))
    sheet.add_argument("--title", default="", metavar=w._("TITLE"),
                       help=w._("a heading instead of the match's name"))
    _output_arguments(sheet, w)
    sheet.set_defaults(func=run_sheet)


def parse_players(text: str | None) -> tuple[str, ...]:
    """``"Ann, Bob"`` -> ("Ann", "Bob"); an empty piece is a blank to write a name on."""
    if text is None:
        return ()
    return tuple(piece.strip() for piece in text.split(","))


def sheet_language(args: argparse.Namespace, own: object = None) -> str:
    """The language to print in: ``--lang``, else the match's ``own``, else the environment's."""
    given = supported_language(getattr(args, "lang", None))
    if given:
        return given
    return supported_language(own if isinstance(own, str) else None) \
        or language_from_environment()


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
        lang=sheet_language(args),
    )


def output_target(output: str, example: str) -> Path | None:
    """Where to write: None for standard output (``-``); a folder is refused."""
    if output == "-":
        return None
    target = Path(output)
    if target.is_dir():
        raise AppError(N_("%(folder)s is a folder; give a file name, e.g. %(example)s"),
                       folder=str(target), example=str(target / example))
    return target


def emit(data: bytes | str, target: Path | None) -> None:
    if target is not None:
        write_output(data, target)
    elif isinstance(data, str):
        sys.stdout.write(data)
    else:
        sys.stdout.buffer.write(data)


def run_pad(args: argparse.Namespace) -> int:
    options = pad_options(args)
    target = output_target(args.output, "pad.pdf")
    html = render_pad_html(options)
    data: bytes | str = html if args.html else html_to_pdf(html)
    emit(data, target)
    if target is None:
        return 0
    w = cli_wording(args)
    print(w._("wrote %(file)s: %(what)s (%(format)s)", file=str(target),
              what=pad_description(options, w), format="HTML" if args.html else "PDF"))
    return 0


def sheet_source(args: argparse.Namespace) -> tuple[MatchSheet, str, str]:
    """The view-model of the match to print, a few words naming it, and its language."""
    from ..sheets.from_ledger import played_on_text, sheet_of_stored, sheet_of_tally
    from ..sheets.words import sheet_wording, versus

    if (args.match_id is None) == (args.from_file is None):
        raise AppError(N_("give a %(id)s or %(file)s (one of them)"), id="MATCH_ID",
                       file="--from FILE.json")
    if args.from_file is not None:
        from ..ledger import match_from_dict, tally
        from .ledger import read_json

        description = read_json(args.from_file)
        counted = tally(match_from_dict(description))
        lang = sheet_language(args, description.get("language"))
        players = cli_wording(args)._(" v ").join(counted.units)
        shown = versus(counted.units, sheet_wording(lang))
        name = str(description.get("name") or "")   # an export names the match and dates it
        view = sheet_of_tally(counted, title=f"{name}: {shown}" if name else "",
                              played_on=played_on_text(str(description.get("created_at") or ""),
                                                       lang), lang=lang)
        return view, f"{args.from_file} ({players})", lang
    from ..ledger.paths import default_db_path
    from ..ledger.service import Ledger  # sqlite-utils only when a database is read
    from .ledger import DB_FLAG, NO_DATABASE

    path = args.db or default_db_path()
    if not Path(path).exists():
        raise AppError(NO_DATABASE, path=str(path), flag=DB_FLAG)
    stored = Ledger(path).get_match(args.match_id)
    lang = sheet_language(args, stored.language)
    w = cli_wording(args)
    return (sheet_of_stored(stored, lang),
            w._("match %(id)s (%(players)s)", id=stored.id,
                players=w._(" v ").join(stored.tally.units)), lang)


def run_sheet(args: argparse.Namespace) -> int:
    from ..sheets.match_sheet import SheetOptions, render_match_html

    target = output_target(args.output, "match.pdf")
    view, named, lang = sheet_source(args)
    options = SheetOptions(paper=args.paper, orientation=args.orientation,
                           appendix=args.appendix, lang=lang)
    if args.title:
        view = replace(view, title=args.title)
    html = render_match_html(view, options)
    pages = 0
    data: bytes | str = html
    if not args.html:
        data, pages = html_to_pdf_pages(html)
    emit(data, target)
    if target is None:
        return 0
    w = cli_wording(args)
    parts = [named, w.n_("%(num)s hand", "%(num)s hands", len(view.hands)),
             w._(options.page.label)]
    if pages:
        parts.append(w.n_("%(num)s page", "%(num)s pages", pages))
    print(w._("wrote %(file)s: %(what)s (%(format)s)", file=str(target), what=", ".join(parts),
              format="HTML" if args.html else "PDF"))
    return 0
