"""`scorekeeper restore` (put a backup back, keeping the current database aside) and
`scorekeeper backups` (list the automatic backups).

    scorekeeper restore FILE [--db PATH]
    scorekeeper backups [--db PATH] [--dir FOLDER]
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..cli import cli_wording
from ..ledger.paths import default_db_path
from ..wording import Wording
from .arguments import add_database


def register(subparsers: Any, w: Wording) -> None:
    cmd = subparsers.add_parser(
        "restore",
        help=w._("put a backup in place of the database (the current one is kept aside)"),
        description=w._("Check FILE (a scorekeeper database, intact, a schema this program "
                        "knows; an older one is upgraded), keep the current database aside "
                        "with a timestamp, and put FILE's matches in its place. The file given "
                        "is never changed."))
    cmd.add_argument("file", metavar=w._("FILE"))
    add_database(cmd, w)
    cmd.set_defaults(func=run_restore)

    cmd = subparsers.add_parser(
        "backups", help=w._("list the automatic backups of the database"),
        description=w._("The automatic backups (taken when the app starts and every 20 "
                        "changes; the last 10 are kept), oldest first."))
    add_database(cmd, w)
    cmd.add_argument("--dir", metavar=w._("FOLDER"), type=Path, default=None,
                     help=w._("where the backups are (default: %(folder)s beside the database)",
                              folder="backups/"))
    cmd.set_defaults(func=run_backups)


def run_restore(args: argparse.Namespace) -> int:
    from ..ledger.restore import restore

    done = restore(args.file, args.db or default_db_path())
    w = cli_wording(args)
    counts = {"file": str(done.source),
              "matches": w.n_("%(num)s match", "%(num)s matches", done.matches),
              "hands": w.n_("%(num)s hand", "%(num)s hands", done.hands)}
    if done.from_version != _latest():
        print(w._("checked %(file)s: %(matches)s, %(hands)s, upgraded from schema version "
                  "%(version)s", version=done.from_version, **counts))
    else:
        print(w._("checked %(file)s: %(matches)s, %(hands)s", **counts))
    if done.aside is not None:
        print(w._("kept the database that was there as %(file)s", file=str(done.aside)))
    print(w._("restored %(database)s from %(file)s", database=str(done.database),
              file=str(done.source)))
    return 0


def run_backups(args: argparse.Namespace) -> int:
    from ..ledger.backups import BackupPolicy, backup_files

    db_path = args.db or default_db_path()
    folder = args.dir or BackupPolicy.beside(db_path).directory
    found = backup_files(folder, db_path.stem)
    w = cli_wording(args)
    if not found:
        print(w._("no automatic backups of %(name)s in %(folder)s", name=db_path.name,
                  folder=str(folder)))
        return 0
    for item in found:
        taken = item.taken_at.strftime("%Y-%m-%d %H:%M:%S UTC")
        print(f"{item.path}  " + w._("taken %(when)s, up to change %(change)s", when=taken,
                                     change=item.change))
    return 0


def _latest() -> int:
    from ..ledger.migrations import LATEST

    return LATEST
