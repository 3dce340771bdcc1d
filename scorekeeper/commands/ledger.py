"""Ledger commands: `tally` (a match file, no database), and matches kept in the database.

    scorekeeper tally FILE.json [--json]
    scorekeeper matches [--open | --finished] [--json]
    scorekeeper show MATCH_ID [--json]
    scorekeeper export MATCH_ID [-o FILE]
    scorekeeper import FILE.json
    scorekeeper hands MATCH_ID [--csv]
    scorekeeper players [--json]
    scorekeeper backup OUT.db

Every database command takes ``--db PATH`` (default: the web app's database,
`scorekeeper.paths.database_path`: ``$SCOREKEEPER_DB``, or ``scorekeeper.db`` in
the instance folder, ``./instance`` or ``$SCOREKEEPER_INSTANCE_PATH``).
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal

from babel.dates import format_skeleton

from ..api_models.written import match_json, player_json, summaries_json, tally_json
from ..cli import cli_wording
from ..errors import AppError
from ..gin.phrases import N_, Phrase
from ..gin.rules import parse_assignment
from ..ledger import match_from_dict, tally
from ..ledger.paths import default_db_path
from ..ledger.text import result_text, tally_text
from ..wording import Wording
from ..wording.rules import preset_name

if TYPE_CHECKING:
    from ..ledger.service import Ledger


def register(subparsers: Any, w: Wording) -> None:
    cmd = subparsers.add_parser(
        "tally", help=w._("replay a match description (JSON) and print its score sheet"),
        description=w._("Replay a match without a database: games, boxes, bonuses, shutouts, "
                        "settlement and who deals next. FILE is JSON (- reads stdin); see "
                        "%(doc)s.", doc="docs/ledger.md"))
    cmd.add_argument("file", metavar=w._("FILE.json"))
    cmd.add_argument("--json", action="store_true", help=w._("answer in JSON"))
    cmd.add_argument("--set", action="append", default=[], metavar=w._("OPTION=VALUE"),
                     help=w._("override one rule option of the file's (repeatable), e.g. "
                              "%(example)s", example="--set three_player_settlement=pairs"))
    cmd.set_defaults(func=run_tally)

    cmd = _db_parser(subparsers, "matches", w._("list the matches in the database"), w)
    group = cmd.add_mutually_exclusive_group()
    group.add_argument("--open", action="store_true", help=w._("only matches still open"))
    group.add_argument("--finished", action="store_true", help=w._("only finished matches"))
    cmd.add_argument("--json", action="store_true", help=w._("answer in JSON"))
    cmd.set_defaults(func=run_matches)

    cmd = _db_parser(subparsers, "show", w._("print a stored match's score sheet"), w)
    cmd.add_argument("match_id", type=int, metavar=w._("MATCH_ID"))
    cmd.add_argument("--json", action="store_true", help=w._("the match view in JSON"))
    cmd.set_defaults(func=run_show)

    cmd = _db_parser(subparsers, "export", w._("write a match as JSON (lossless; re-importable)"),
                     w)
    cmd.add_argument("match_id", type=int, metavar=w._("MATCH_ID"))
    cmd.add_argument("-o", "--output", metavar=w._("FILE"),
                     help=w._("write to %(file)s (default stdout)", file=w._("FILE")))
    cmd.set_defaults(func=run_export)

    cmd = _db_parser(subparsers, "import",
                     w._("store a match from JSON (an export or a description)"), w)
    cmd.add_argument("file", metavar=w._("FILE.json"))
    cmd.set_defaults(func=run_import)

    cmd = _db_parser(subparsers, "hands", w._("list a match's hands"), w)
    cmd.add_argument("match_id", type=int, metavar=w._("MATCH_ID"))
    cmd.add_argument("--csv", action="store_true", help=w._("CSV, one row per hand"))
    cmd.set_defaults(func=run_hands)

    cmd = _db_parser(subparsers, "players", w._("players' records across all matches"), w)
    cmd.add_argument("--json", action="store_true", help=w._("answer in JSON"))
    cmd.set_defaults(func=run_players)

    cmd = _db_parser(subparsers, "backup", w._("write a consistent copy of the database"), w)
    cmd.add_argument("output", metavar=w._("OUT.db"))
    cmd.set_defaults(func=run_backup)


def _db_parser(subparsers: Any, name: str, text: str, w: Wording) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = subparsers.add_parser(name, help=text, description=text)
    parser.add_argument("--db", metavar=w._("PATH"), type=Path, default=None,
                        help=w._("the database file (default: the web app's, %(variable)s or "
                                 "%(file)s in the instance folder)",
                                 variable="$SCOREKEEPER_DB", file="scorekeeper.db"))
    return parser


NO_DATABASE: Final = N_("there is no database at %(path)s (give %(flag)s)")
DB_FLAG: Final = Phrase(N_("--db PATH"))
"""The option that names the database, its placeholder worded as ``--help`` shows it."""


def _ledger(args: argparse.Namespace, must_exist: bool = True) -> Ledger:
    from ..ledger.service import Ledger  # sqlite-utils only for the commands that need it

    path = args.db or default_db_path()
    if must_exist and not Path(path).exists():
        raise AppError(NO_DATABASE, path=str(path), flag=DB_FLAG)
    return Ledger(path)


def read_json(name: str) -> Any:
    """A JSON document from a file, or stdin for ``-``; a bad one is an `AppError`."""
    try:
        text = sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise AppError(N_("%(file)s is not a UTF-8 text file"), file=name) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise AppError(N_("%(file)s is not JSON: %(why)s at line %(line)s"), file=name,
                       why=error.msg, line=error.lineno) from None
    except RecursionError:
        raise AppError(N_("%(file)s is nested too deeply to be a match description"),
                       file=name) from None
    except ValueError as error:  # e.g. a number of more than 4300 digits
        raise AppError(N_("%(file)s is not JSON this program reads: %(why)s"), file=name,
                       why=str(error)) from None


def run_tally(args: argparse.Namespace) -> int:
    description = read_json(args.file)
    if args.set:
        if not isinstance(description, dict):
            raise AppError(N_("%(file)s is not a match description (a JSON object)"),
                           file=args.file)
        given = description.get("set") or {}
        if not isinstance(given, dict):
            raise AppError(N_("the file's %(key)s must be an object of {option: value}"),
                           key='"set"')
        overrides = dict(parse_assignment(item) for item in args.set)
        description = {**description, "set": {**given, **overrides}}
    counted = tally(match_from_dict(description))
    print(json.dumps(tally_json(counted)) if args.json else tally_text(counted, cli_wording(args)))
    return 0


def run_matches(args: argparse.Namespace) -> int:
    status: Literal["open", "finished"] | None = (
        "open" if args.open else "finished" if args.finished else None)
    matches = _ledger(args).list_matches(status)
    if args.json:
        print(json.dumps(summaries_json(matches)))
        return 0
    w = cli_wording(args)
    for s in matches:
        state = w._("finished") if s.finished else w._("open")
        name = f" {s.name!r}" if s.name else ""
        facts = w._("%(preset)s, %(hands)s, %(state)s, changed %(when)s",
                    preset=preset_name(s.preset, w),
                    hands=w.n_("%(num)s hand", "%(num)s hands", s.hands), state=state,
                    when=changed_at(s.updated_at, w))
        print(f"{s.id:>4}{name} {w._(' v ').join(s.players)} ({facts})")
    return 0


def changed_at(timestamp: str, w: Wording) -> str:
    """A ledger time (ISO 8601, UTC) as the language writes a day and a time (UTC)."""
    try:
        moment = datetime.fromisoformat(timestamp)
    except ValueError:
        return timestamp
    if w.lang == "en":  # as the command always printed it: 2026-12-01 19:09
        return moment.strftime("%Y-%m-%d %H:%M")
    return (f"{format_skeleton('yMMMd', moment, locale=w.lang)}, "
            f"{format_skeleton('Hm', moment, locale=w.lang)}")


def run_show(args: argparse.Namespace) -> int:
    view = _ledger(args).get_match(args.match_id)
    print(json.dumps(match_json(view)) if args.json else tally_text(view.tally,
                                                                   cli_wording(args)))
    return 0


def run_export(args: argparse.Namespace) -> int:
    text = json.dumps(_ledger(args).export_match(args.match_id), indent=1, ensure_ascii=False)
    if args.output:
        Path(args.output).write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return 0


def run_import(args: argparse.Namespace) -> int:
    view = _ledger(args, must_exist=False).import_match(read_json(args.file))
    w = cli_wording(args)
    print(w._("imported as match %(id)s (%(hands)s)", id=view.id,
              hands=w.n_("%(num)s hand", "%(num)s hands", len(view.tally.hands))))
    return 0


def run_hands(args: argparse.Namespace) -> int:
    ledger = _ledger(args)
    if args.csv:
        sys.stdout.write(ledger.hands_csv(args.match_id))
        return 0
    view = ledger.get_match(args.match_id)
    w = cli_wording(args)
    for result in view.tally.hands:
        hand_id = view.hand_id(result.number)
        dealt = w._("%(name)s dealt", name=result.dealer)
        print(f"{result.number:>3}  id {hand_id:<5} {dealt}  {result_text(result, w)}")
    return 0


def run_players(args: argparse.Namespace) -> int:
    records = _ledger(args).player_records()
    if args.json:
        print(json.dumps([player_json(records[name]) for name in sorted(records)]))
        return 0
    w = cli_wording(args)
    for name in sorted(records, key=str.casefold):
        r = records[name]
        print(w._("%(name)s: %(matches)s, games %(games_won)s/%(games)s, hands "
                  "%(hands_won)s/%(hands)s, %(gins)s, %(undercuts)s, %(average)s points a "
                  "hand won", name=name,
                  matches=w.n_("%(num)s match", "%(num)s matches", r.matches),
                  games_won=r.games_won, games=r.games_played, hands_won=r.hands_won,
                  hands=r.hands_played, gins=w.n_("%(num)s gin", "%(num)s gins", r.gins),
                  undercuts=w.n_("%(num)s undercut", "%(num)s undercuts", r.undercuts),
                  average=w.number(r.average_points)))
    return 0


def run_backup(args: argparse.Namespace) -> int:
    target = _ledger(args).backup(args.output)
    print(cli_wording(args)._("backed up to %(file)s", file=str(target)))
    return 0
