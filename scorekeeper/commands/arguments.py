"""Options that several subcommands take, worded once (one message in the catalogues)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..wording import Wording


def add_rule_overrides(parser: argparse.ArgumentParser, w: Wording, example: str) -> None:
    """``--set OPTION=VALUE`` (repeatable): one rule option over the preset's; ``example``
    shows one."""
    parser.add_argument("--set", action="append", default=[], metavar=w._("OPTION=VALUE"),
                        help=w._("override one rule option (repeatable), e.g. %(example)s",
                                 example=example))


def add_database(parser: argparse.ArgumentParser, w: Wording) -> None:
    """``--db PATH``: the database file, when not the default one."""
    parser.add_argument("--db", metavar=w._("PATH"), type=Path, default=None,
                        help=w._("the database file (default %(variable)s or %(file)s)",
                                 variable="$SCOREKEEPER_DB", file="instance/scorekeeper.db"))
