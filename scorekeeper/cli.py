"""The `scorekeeper` command: a thin shell over the engine, the ledger, the sheets and vision.

Each group of subcommands lives in `scorekeeper.commands.<name>` and exposes
``register(subparsers, w)`` (``w`` the `Wording` its help is worded in); every
subcommand sets ``func(args) -> int``. Bad input ends with status 2 and one line
naming the problem, never a traceback. ``--help`` and argparse's own messages speak
the language asked for (`scorekeeper.cli_words`).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .cli_words import argparse_text, asked_language, speaking
from .errors import UserError
from .gin.errors import LayoutNotCheapestError
from .remedies import refused_layout
from .wording import LANGUAGES, Wording, language_from_environment, supported_language, wording_for
from .wording.faults import fault_text

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
        self.exit(2, argparse_text("%(prog)s: error: %(message)s\n", prog=self.prog,
                                   message=message))


def build_parser(w: Wording | None = None) -> argparse.ArgumentParser:
    """The parser, its help worded in ``w``'s language (English when not given); argparse's
    own words follow ``w`` while it is used inside `scorekeeper.cli_words.speaking`."""
    w = w or wording_for()
    with speaking(w):
        parser = _Parser(
            prog="scorekeeper",
            description=w._("Settle Gin Rummy hands exactly as the rule book does, and keep "
                            "the match."),
        )
        parser.add_argument("--lang", metavar=w._("LANG"), default=None,
                            help=w._("the language of text output: %(languages)s (default: the "
                                     "environment's locale; JSON stays as it is)",
                                     languages=", ".join(LANGUAGES)))
        subparsers = parser.add_subparsers(dest="command", metavar=w._("COMMAND"),
                                           parser_class=_Parser)
        subparsers.required = True
        for name in COMMAND_MODULES:
            importlib.import_module(name).register(subparsers, w)
        for command in subparsers.choices.values():
            # Also after the command (``scorekeeper settle --lang de``); SUPPRESS keeps the
            # first one.
            command.add_argument("--lang", metavar=w._("LANG"), default=argparse.SUPPRESS,
                                 help=w._("the language of text output (as %(command)s)",
                                          command="scorekeeper --lang"))
    return parser


def environment_wording() -> Wording:
    """The words of the environment's locale (for text said before the arguments matter)."""
    return wording_for(language_from_environment())


def cli_wording(args: argparse.Namespace) -> Wording:
    """The words for a command's text output: ``--lang``, else the environment's locale."""
    return wording_for(getattr(args, "lang", None) or language_from_environment())


def refusal_text(error: BaseException, w: Wording) -> str:
    """A refusal in the command line's language, with how to score a refused layout as
    shown in the command line's terms (the engine names no option)."""
    message = fault_text(error, w)
    if refused_layout(error) is None:
        return message
    if isinstance(error, LayoutNotCheapestError):
        return w._("%(refusal)s; to score the layout as it was shown at the table, add "
                   "%(option)s", refusal=message, option="--set knocker_layout=shown")
    return w._("%(refusal)s; to score the layout as it was shown at the table, give the hand "
               "%(field)s", refusal=message, field='"knocker_layout": "shown"')


def main(argv: Sequence[str] | None = None) -> int:
    given = list(sys.argv[1:] if argv is None else argv)
    w = wording_for(asked_language(given))
    with speaking(w):
        parser = build_parser(w)
        args = parser.parse_args(given)
        if args.lang is not None and supported_language(args.lang) is None:
            parser.error(w._("%(flag)s takes one of %(languages)s, not %(value)s", flag="--lang",
                             languages=", ".join(LANGUAGES), value=repr(args.lang)))
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        return 0
    except UserError as error:
        print(f"scorekeeper {args.command}: {refusal_text(error, cli_wording(args))}",
              file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
