"""The `scorekeeper` command: a thin shell over the engine, the ledger, the sheets and vision.

Each group of subcommands lives in `scorekeeper.commands.<name>` and exposes
``register(subparsers)``; every subcommand sets ``func(args) -> int``. Bad
input ends with status 2 and one line naming the problem, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .errors import UserError

COMMAND_MODULES = (
    "scorekeeper.commands.hand",
    "scorekeeper.commands.ledger",
    "scorekeeper.commands.restore",
    "scorekeeper.commands.passphrase",
    "scorekeeper.commands.serve",
    "scorekeeper.commands.sheets",
    "scorekeeper.commands.recognize",
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="scorekeeper",
        description="Settle Gin Rummy hands exactly as the rule book does, and keep the match.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    subparsers.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        return 0
    except UserError as error:
        print(f"scorekeeper {args.command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
